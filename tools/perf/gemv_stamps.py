# Summary of gemv-stamps.patch output (CLMATH_STAMPS files): per launch, when its groups
# start and end, how many each compute unit holds at once, and the slowest finishing step.
import sys, collections
for fn in sys.argv[1:]:
    rows = []
    hdr = ''
    for l in open(fn):
        if l.startswith('#'):
            hdr = l.strip(); continue
        i, t0, t1, t2, w = map(int, l.split())
        if t0 == 0: continue
        rows.append((t0, t1, t2, w >> 48, (w >> 24) & 0xffffff, w & 0xffffff))
    if not rows: print(fn, 'empty'); continue
    T0 = min(r[0] for r in rows)
    st = sorted(r[0] - T0 for r in rows); en = sorted(r[2] - T0 for r in rows)
    mid = sorted(r[1] - T0 for r in rows)
    n = len(rows)
    q = lambda a, f: a[min(n - 1, int(f * n))] / 1000
    dur = sorted((r[1] - r[0]) / 1000 for r in rows)
    print(fn, hdr)
    print('  groups %d, span %.2f us; starts at 10/50/90/100%%: %.2f %.2f %.2f %.2f' % (n, en[-1] / 1000, q(st, .1), q(st, .5), q(st, .9), st[-1] / 1000))
    print('  product ends 50/90/99/100%%: %.2f %.2f %.2f %.2f; group ends 100%%: %.2f' % (q(mid, .5), q(mid, .9), q(mid, .99), mid[-1] / 1000, en[-1] / 1000))
    print('  product time per group min/50/90/max: %.2f %.2f %.2f %.2f' % (dur[0], dur[n // 2], dur[int(.9 * n)], dur[-1]))
    red = sorted(((r[2] - r[1]) / 1000, r) for r in rows)
    print('  finish (fence+count+reduce) max %.2f us (group ends at %.2f)' % (red[-1][0], (red[-1][1][2] - T0) / 1000))
    sm = collections.defaultdict(list)
    for r in rows: sm[r[3]].append(r)
    cnt = sorted(len(v) for v in sm.values())
    # max concurrency per SM
    conc = []
    for v in sm.values():
        ev = sorted([(r[0], 1) for r in v] + [(r[2], -1) for r in v])
        c = m = 0
        for _, d in ev:
            c += d; m = max(m, c)
        conc.append(m)
    conc.sort()
    smend = sorted(max(r[2] for r in v) - T0 for v in sm.values())
    print('  SMs %d, groups per SM min/max %d/%d, resident at once min/med/max %d/%d/%d, SM last end min/med/max %.2f/%.2f/%.2f'
          % (len(sm), cnt[0], cnt[-1], conc[0], conc[len(conc) // 2], conc[-1], smend[0] / 1000, smend[len(smend) // 2] / 1000, smend[-1] / 1000))
    # time profile: active groups in 2us bins
    bins = collections.Counter()
    for r in rows:
        for b in range((r[0] - T0) // 2000, (r[2] - T0) // 2000 + 1): bins[b] += 1
    print('  active groups per 2us bin:', ' '.join('%d' % bins[b] for b in range(max(bins) + 1)))
    # the last 10 groups to end
    last = sorted(rows, key=lambda r: r[2])[-5:]
    print('  last 5: ' + '; '.join('blk %d slc %d sm %d start %.2f mid %.2f end %.2f' % (r[4], r[5], r[3], (r[0] - T0) / 1000, (r[1] - T0) / 1000, (r[2] - T0) / 1000) for r in last))
