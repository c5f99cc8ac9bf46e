#!/usr/bin/env python3
"""Summarise tr_sweep3 stamps: trsv_stamps.py FILE...

The files are those written by a library built with trsv-stamps.patch
applied (CLMATH_STAMPS=FILE: the last SYNC=3 solve of the process). Each
line is a group's row of eight numbers: "S t" for the solver's block t
(0: start, 1: has z, 2: published, 3: how z came: 0 ready when needed, 1
polled, 2 made by the solver; 4: needs z), "H t" for block t's helper (0:
start, 1: its ranges done, 2: its last block done, 3: z published, 4:
ranges | redone ranges << 32, 5 and 6: its first and last range's start,
7: the last range's blocks, first << 32 | end; with BATCH=3, where there
are no ranges, 5: when a round first found a block unpublished (the
helper has caught up with the solver), 6: the blocks done by then, 7:
rounds | that round's number << 32, 0 if none), and "R t" for block t's
helper with BATCH=3: its first 32 rounds as pairs (start, the time to the
barrier after the round's values << 8 | the blocks found published).
Times are %globaltimer, ns.
"""
import statistics
import sys


def load(path):
    head, solver, helper, rounds = "", {}, {}, {}
    with open(path) as f:
        for line in f:
            if line.startswith("#"):
                head = line[1:].strip()
                continue
            role, t, *v = line.split()
            {"S": solver, "H": helper, "R": rounds}[role][int(t)] = [int(x) for x in v]
    return head, solver, helper, rounds


def round_phases(R, helpers):
    """The helpers' full rounds (every block of x published): the median
    time to the values' barrier and from there to the next round, in us."""
    xs, ps = [], []
    for t in helpers:
        r = R.get(t, [])
        for i in range(0, len(r) - 2, 2):
            start, x, nxt = r[i], r[i + 1], r[i + 2]
            if not start or not nxt:
                break
            if x & 0xFF == 8:
                xs.append((x >> 8) * 1e-3)
                ps.append((nxt - start - (x >> 8)) * 1e-3)
    return len(xs), med(xs), med(ps)


def med(xs):
    return statistics.median(xs) if xs else float("nan")


def summarise(path):
    head, S, H, R = load(path)
    look = int(head.split("look=")[1].split()[0])
    nb = len(S)
    t0 = S[0][0]
    us = 1e-3
    steps = [(S[t][2] - S[t - 1][2]) * us for t in range(1, nb)]
    need = [(S[t][4] - S[t][0]) * us for t in range(nb)]
    wait = [(S[t][1] - S[t][4]) * us for t in range(nb)]
    ready = sum(1 for t in range(nb) if S[t][3] == 0)
    late, per_block = [], []
    for t in range(look + 2, nb):
        h = H[t]
        late.append((h[1] - S[t - look - 2][2]) * us)
        first, end = h[7] >> 32, h[7] & 0xFFFFFFFF
        if end - first >= 3:  # the loop of ranges (BATCH < 3) stamps its last range
            per_block.append((h[1] - h[6]) * us / (end - first))
    print(f"{path}: {head}")
    print(f"  kernel {(S[nb - 1][2] - t0) * us:.1f} us; solver step median {med(steps):.2f} us,"
          f" start to needing z {med(need):.2f}, waiting for z {med(wait):.2f};"
          f" z ready when needed in {ready} of {nb} blocks")
    print(f"  helper: solver's publication of block t - LOOK - 2 to the end of its ranges"
          f" {med(late):.2f} us; a block within its last range {med(per_block):.2f} us"
          f" ({len(per_block)} helpers with 3 or more blocks there)")
    # by quarter of the blocks: late helpers (groups that start only once
    # earlier ones end) show as waits in the later quarters
    quarters = []
    for q in range(4):
        lo, hi = q * nb // 4, (q + 1) * nb // 4
        w = [wait[t] for t in range(lo, hi)]
        ok = sum(1 for t in range(lo, hi) if S[t][3] == 0)
        quarters.append(f"{statistics.mean(w):.2f} ({ok}/{hi - lo})")
    print("  by quarter, mean wait for z in us (blocks with z ready): " + ", ".join(quarters))
    starts = [f"{t}: {(H[t][0] - t0) * us:.1f}" for t in (nb // 4, nb // 2, 3 * nb // 4, nb - 1)
              if t in H]
    print("  helper start, us after the solver's: " + ", ".join(starts))
    # BATCH=3: how fast a helper that starts late clears its backlog
    late = [h for h in H.values() if h[0] - t0 > 5000 and h[4] == 0]
    rates = [(h[5] - h[0]) * us / h[6] for h in late if h[7] >> 32 and h[6] > 20]
    if late:
        print(f"  helpers starting over 5 us late: {len(late)}; backlog cleared at"
              f" {med(rates):.2f} us a block (median of {len(rates)}),"
              f" {sum(1 for h in late if h[7] >> 32 == 0)} never caught up")
    if R:
        for name, group in (("late", [t for t, h in H.items() if h[0] - t0 > 5000]),
                            ("on time", [t for t, h in H.items() if h[0] - t0 <= 5000])):
            k, x, p = round_phases(R, group)
            if k:
                print(f"  {name} helpers' rounds of 8 published blocks ({k}): values"
                      f" {x:.2f} us, products {p:.2f} us")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for p in sys.argv[1:]:
        summarise(p)
