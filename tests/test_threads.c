/*
 * test_threads.c - many host threads calling GEMV at once.
 *
 * Six threads, each with its own queue: four on the main context and two on
 * a second context (so the program cache and the scratch pool serve two
 * contexts at once). All start together at a barrier and make many calls of
 * varied precision, shape, order, trans, increments and scalars, each
 * checked against CBLAS. The kernel cache starts empty (a fresh folder), so
 * the first calls of every thread race to compile and store the same
 * programs. The three strategies run as three phases: the environment
 * (CLMATH_PARAMS) may only change while no thread runs.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gemvcase.h"

enum { THREADS = 6, THREADS_CTX2 = 2, CALLS = 64 };

static tu_device dev;
static cl_context ctx2;
static pthread_barrier_t start;

typedef struct worker {
    int id, phase;
    cl_context ctx;
    cl_command_queue q;
    int passed, failed;
} worker;

static const size_t shapes[][2] = {{1, 1},   {7, 3},    {33, 31},  {64, 65},
                                   {129, 127}, {300, 40}, {40, 300}, {1000, 37}};
static const int incs[] = {1, 2, -1, -2};

/* A random case; the generator is the worker's own, so runs repeat. */
static gc_case random_case(tu_rng *r, int strategy)
{
    static const clblasTranspose transes[] = {clblasNoTrans, clblasTrans, clblasConjTrans};
    static const double alphas[] = {0, 1, -1.375}, betas[] = {0, 1, 0.8125};
    gc_case c;
    memset(&c, 0, sizeof c);
    do
        c.prec = (tu_prec)tu_rng_below(r, TU_NPREC);
    while (tu_is_double(c.prec) && !dev.fp64);
    c.order = tu_rng_below(r, 2) ? clblasRowMajor : clblasColumnMajor;
    c.trans = transes[tu_rng_below(r, 3)];
    const size_t *sh = shapes[tu_rng_below(r, sizeof shapes / sizeof shapes[0])];
    c.M = sh[0];
    c.N = sh[1];
    c.lda = gc_stored_rows(&c) + tu_rng_below(r, 5);
    c.offA = tu_rng_below(r, 6);
    c.offx = tu_rng_below(r, 3);
    c.offy = tu_rng_below(r, 3);
    c.incx = incs[tu_rng_below(r, 4)];
    c.incy = incs[tu_rng_below(r, 4)];
    int ia = (int)tu_rng_below(r, 3), ib = (int)tu_rng_below(r, 3);
    double im = tu_is_complex(c.prec) ? 0.5 : 0;
    c.alpha = tu_scalar_make(alphas[ia], ia == 2 ? im : 0);
    c.beta = tu_scalar_make(betas[ib], ib == 2 ? -im : 0);
    c.nan = (ia == 0 ? GC_NAN_AX : 0) | (ib == 0 ? GC_NAN_Y : 0);
    c.strategy = strategy;
    c.want_event = (int)tu_rng_below(r, 2);
    c.seed = tu_rng_next(r);
    return c;
}

static void *work(void *arg)
{
    worker *w = arg;
    tu_rng r = tu_rng_make(tu_hash((uint64_t)w->id, (uint64_t)w->phase));
    pthread_barrier_wait(&start);
    for (int i = 0; i < CALLS; i++) {
        gc_case c = random_case(&r, tu_strategies[w->phase]);
        if (gc_run(w->ctx, w->q, &c))
            w->passed++;
        else
            w->failed++;
    }
    return NULL;
}

static void run_phase(int phase)
{
    tu_set_strategy(tu_strategies[phase]);
    worker w[THREADS];
    pthread_t th[THREADS];
    pthread_barrier_init(&start, NULL, THREADS);
    for (int i = 0; i < THREADS; i++) {
        cl_int err;
        memset(&w[i], 0, sizeof w[i]);
        w[i].id = i;
        w[i].phase = phase;
        w[i].ctx = i < THREADS - THREADS_CTX2 ? dev.env.context : ctx2;
        w[i].q = clCreateCommandQueue(w[i].ctx, dev.env.device, 0, &err);
        tu_check(err == CL_SUCCESS, "thread %d: no queue (%d)", i, err);
    }
    for (int i = 0; i < THREADS; i++)
        tu_check(pthread_create(&th[i], NULL, work, &w[i]) == 0, "pthread_create failed");
    int passed = 0, failed = 0;
    for (int i = 0; i < THREADS; i++) {
        pthread_join(th[i], NULL);
        passed += w[i].passed;
        failed += w[i].failed;
        clReleaseCommandQueue(w[i].q);
    }
    pthread_barrier_destroy(&start);
    printf("phase %s: %d threads (%d on a second context), %d calls passed, %d failed\n",
           tu_strategy_name(tu_strategies[phase]), THREADS, THREADS_CTX2, passed, failed);
}

/* A fresh kernel cache folder, removed at the end. */
static char cache_dir[] = "/tmp/clmath-threads-XXXXXX";

static void remove_cache_dir(void)
{
    if (tu_remove_dir(cache_dir) != 0)
        fprintf(stderr, "could not remove %s\n", cache_dir);
}

int main(void)
{
    if (!tu_check(mkdtemp(cache_dir) != NULL, "mkdtemp failed"))
        return tu_summary("test_threads");
    setenv("CLMATH_CACHE_DIR", cache_dir, 1);
    cl_command_queue unused;
    if (tu_open(&dev) != 0 || tu_open_second_context(&dev, &ctx2, &unused) != 0) {
        remove_cache_dir();
        return 1;
    }
    clReleaseCommandQueue(unused);
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int phase = 0; phase < 3; phase++)
        run_phase(phase);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("%.1f s\n", (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
    clblasTeardown();
    tu_set_strategy(0);
    clReleaseContext(ctx2);
    tu_close(&dev);
    remove_cache_dir();
    return tu_summary("test_threads");
}
