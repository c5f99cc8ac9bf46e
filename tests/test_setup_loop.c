/*
 * test_setup_loop.c - clblasSetup / GEMV / clblasTeardown, again and again.
 *
 * Each round sets up, runs a checked GEMV in every precision (teardown drops
 * the in-memory program cache, so every round loads the programs again),
 * and tears down. One round calls clblasSetup twice in a row, another
 * clblasTeardown twice, and teardown before any setup must be harmless.
 * Leaks are looked for twice:
 *  - OpenCL objects: programs, kernels, buffers and events hold references
 *    on their context and queue, so after every teardown (which releases
 *    every program, kernel and scratch buffer) the reference counts of the
 *    context and queue must be back where they were before clmath was used;
 *  - resident memory (/proc/self/statm) must stay flat, within a tolerance,
 *    once the first rounds have warmed up the driver. (PoCL itself grows a
 *    little each time it loads a program binary: LLVM metadata it never
 *    frees, about 1 KiB a load, so a few hundred KiB over the rounds.)
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "gemvcase.h"

enum { ROUNDS = 40, ROUNDS_FULL = 400, WARMUP = 8 };
/* Allowed growth of resident memory from the end of warm-up to the end.
 * Measured with PoCL 3.1: 0 to 2.5 MiB (malloc and LLVM noise), where a
 * program leaked per round costs far more (binaries of ~300 KiB each plus
 * the driver's copies); smaller OpenCL leaks show in the reference counts. */
#define RSS_TOLERANCE (8u << 20)

static tu_device dev;

typedef struct refs {
    cl_uint ctx, queue;
} refs;

static refs ref_counts(void)
{
    refs r = {0, 0};
    clGetContextInfo(dev.env.context, CL_CONTEXT_REFERENCE_COUNT, sizeof r.ctx, &r.ctx, NULL);
    clGetCommandQueueInfo(dev.env.queue, CL_QUEUE_REFERENCE_COUNT, sizeof r.queue, &r.queue,
                          NULL);
    return r;
}

/* The counts once they are back to `want`, or after 200 ms: PoCL drops its
 * own references of finished commands from a worker thread, a moment after
 * they complete, while a leak never goes away. */
static refs settled_ref_counts(refs want)
{
    refs r = ref_counts();
    for (int i = 0; i < 40 && (r.ctx != want.ctx || r.queue != want.queue); i++) {
        struct timespec t = {0, 5000000L};
        nanosleep(&t, NULL);
        r = ref_counts();
    }
    return r;
}

static void run_round(int round)
{
    static const size_t shapes[][2] = {{33, 31}, {64, 65}, {129, 7}, {7, 300}};
    int strategy = tu_strategies[round % 3];
    tu_set_strategy(strategy);
    for (int p = 0; p < TU_NPREC; p++) {
        if (tu_is_double((tu_prec)p) && !dev.fp64)
            continue;
        gc_case c;
        memset(&c, 0, sizeof c);
        c.prec = (tu_prec)p;
        c.order = round % 2 ? clblasRowMajor : clblasColumnMajor;
        c.trans = (clblasTranspose)((round + p) % 3);
        c.M = shapes[p][0];
        c.N = shapes[p][1];
        c.lda = gc_stored_rows(&c) + (size_t)(round % 4);
        c.offA = (size_t)round % 5;
        c.incx = round % 2 ? -1 : 2;
        c.incy = 1;
        c.alpha = tu_scalar_make(-1.375, tu_is_complex(c.prec) ? 0.625 : 0);
        c.beta = tu_scalar_make(0.8125, 0);
        c.strategy = strategy;
        c.want_event = 1;
        c.seed = (uint64_t)(round * 4 + p);
        gc_run(dev.env.context, dev.env.queue, &c);
    }
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    const int rounds = tu_full_level() ? ROUNDS_FULL : ROUNDS;
    cl_uint major = 0, minor = 0, patch = 0;
    tu_check(clblasGetVersion(&major, &minor, &patch) == clblasSuccess && major == 2 &&
                 minor == 12 && patch == 0,
             "clblasGetVersion says %u.%u.%u before setup, want the clBLAS level 2.12.0", major,
             minor, patch);
    size_t rss[ROUNDS_FULL];
    refs start = ref_counts(), held = {0, 0}, after = {0, 0};
    clblasTeardown(); /* before any setup: nothing to release, no crash */
    for (int round = 0; round < rounds; round++) {
        tu_check(clblasSetup() == clblasSuccess, "round %d: clblasSetup failed", round);
        if (round == 3)
            tu_check(clblasSetup() == clblasSuccess, "round %d: second clblasSetup failed", round);
        run_round(round);
        held = ref_counts();
        clblasTeardown();
        if (round == 5)
            clblasTeardown();
        after = settled_ref_counts(start);
        tu_check(after.ctx == start.ctx && after.queue == start.queue,
                 "round %d: after teardown the context has %u references and the queue %u, "
                 "before clmath %u and %u",
                 round, after.ctx, after.queue, start.ctx, start.queue);
        rss[round] = tu_rss_bytes();
    }
    tu_set_strategy(0);
    printf("references (context, queue): %u, %u before clmath; %u, %u in a round; "
           "%u, %u after teardown\n",
           start.ctx, start.queue, held.ctx, held.queue, after.ctx, after.queue);

    printf("resident memory after rounds 1, %d, %d, %d: %.1f, %.1f, %.1f, %.1f MiB\n", WARMUP,
           rounds / 2, rounds, rss[0] / 1048576.0, rss[WARMUP - 1] / 1048576.0,
           rss[rounds / 2 - 1] / 1048576.0, rss[rounds - 1] / 1048576.0);
    tu_check(rss[rounds - 1] > 0, "could not read /proc/self/statm");
    long growth = (long)rss[rounds - 1] - (long)rss[WARMUP - 1];
    tu_check(growth <= (long)RSS_TOLERANCE,
             "resident memory grew by %ld KiB over %d rounds after warm-up (allowed %u KiB)",
             growth / 1024, rounds - WARMUP, RSS_TOLERANCE / 1024);
    tu_close(&dev);
    return tu_summary("test_setup_loop");
}
