/*
 * clmath-bench ceiling: the device's copy ceiling alone (see bench_copy_ceiling).
 */
#include "bench.h"

static int run_copy(bench_ctx *ctx, const bench_opts *o)
{
    if (bench_copy_ceiling(ctx, o) != 0)
        return 1;
    bench_row r;
    bench_row_init(&r);
    bench_row_set(&r, "routine", "ceiling");
    bench_row_set(&r, "precision", "s");
    bench_row_set(&r, "reps", "%d", o->reps);
    bench_row_set(&r, "clmath_ms", "%.6f", ctx->copy_ms);
    bench_row_set(&r, "copy_GBps", "%.2f", ctx->copy_GBps);
    bench_row_set(&r, "frac_of_copy", "1");
    bench_row_write(ctx, &r);
    return 0;
}

const bench_routine bench_ceiling = {
    "ceiling", "the copy ceiling alone: float4 copy of 1 GiB (64 MiB on a CPU), read + write",
    0, 0, run_copy};
