# Summary of blas1-stamps.patch output (CLMATH_STAMPS files): for each of K back-to-back
# asum launches, the gap since the previous launch's last group ended, when the groups' streams
# end, and the combining group's tree, count and combine (microseconds from the launch's first
# group start).
import sys

for fn in sys.argv[1:]:
    blocks = []
    for line in open(fn):
        if line.startswith('#'):
            blocks.append((line.strip(), []))
        else:
            blocks[-1][1].append([int(v) for v in line.split()])
    for hdr, rows in blocks:
        print(fn, hdr)
        print('launch  gap  starts_by  stream_end min/med/max  combiner: tree  count  end')
        launches = {}
        for r in rows:
            launches.setdefault(r[0], []).append(r)
        prev_end = None
        for li in sorted(launches):
            g = launches[li]
            t0 = min(r[2] for r in g)
            us = lambda t: (t - t0) / 1000
            ends = sorted(us(r[3]) for r in g)
            comb = [r for r in g if r[7] & 1]
            c = comb[0] if comb else None
            gap = (t0 - prev_end) / 1000 if prev_end else float('nan')
            prev_end = max(r[6] for r in g)
            print('%4d %6.2f %8.2f   %6.2f %6.2f %6.2f   %12.2f %6.2f %6.2f' % (
                li, gap, max(us(r[2]) for r in g), ends[0], ends[len(ends) // 2], ends[-1],
                us(c[4]) if c else float('nan'), us(c[5]) if c else float('nan'),
                us(c[6]) if c else float('nan')))
