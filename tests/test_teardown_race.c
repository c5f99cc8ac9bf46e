/*
 * test_teardown_race.c - calls in flight while other threads set up and
 * tear down.
 *
 * clblasTeardown and clsparseTeardown release every cached program, kernel,
 * scratch buffer, parameter record and device record. The helpers need no
 * setup, and any call may run beside a teardown in another thread: what it
 * holds must stay valid until it returns (docs/compat.md).
 *
 * Two workers, each on its own queue, loop over three calls: a strided
 * clblasFillSubMatrix (one kernel launch; element sizes 1 to 16, both
 * orders), a small SGEMV and cldenseSdot (clSPARSE). Meanwhile one thread
 * loops clblasSetup / clblasTeardown and another clsparseSetup /
 * clsparseTeardown, so two teardowns also meet. Every call that succeeds
 * must be right: the fill byte for byte, with the rest of the buffer
 * unchanged; GEMV and the dot product exactly (small integers, so no
 * rounding). BLAS and clSPARSE calls may find the library not set up
 * (clblasNotInitialized, clsparseNotInitialized) and must then change
 * nothing; the fill must always succeed. At the end, with both set up,
 * each call once more must succeed.
 *
 * Without the in-flight guard (core/library.c) AddressSanitizer reports
 * heap-use-after-free here (programs, kernels, device records freed under
 * a call): build with -DCLMATH_SANITIZE=address or thread.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <clSPARSE.h>

#include "testutil.h"

enum {
    WORKERS = 2,
    ROUNDS = 60,          /* per worker at most; each round: fill, GEMV, dot */
    SECONDS = 4,          /* and no more rounds after this (slow drivers, sanitizers) */
    ROWS = 13, COLS = 6,  /* the filled matrix; ld = ROWS + 2 */
    GM = 9, GN = 7,       /* GEMV's A is GM x GN */
    DOT_N = 1000,
};

static tu_device dev;
static atomic_int stop;
static double t0; /* the start of the race */

typedef struct worker {
    int id;
    cl_command_queue q;
    clsparseControl control;
    int rounds;
    int fills, gemv_ok, gemv_off, dot_ok, dot_off; /* successes, not set up */
} worker;

/* ---- the strided fill ---- */

/* Element (r, c) of a matrix of the given order and leading dimension. */
static size_t pos(clblasOrder order, size_t ld, size_t r, size_t c)
{
    return order == clblasColumnMajor ? r + c * ld : r * ld + c;
}

static void fill_round(worker *w, int round)
{
    static const size_t sizes[] = {1, 2, 4, 8, 16};
    const size_t es = sizes[(size_t)(round + w->id) % 5];
    const clblasOrder order = round % 2 ? clblasRowMajor : clblasColumnMajor;
    /* rows x cols, ld two beyond a line: the block below is not contiguous */
    const size_t line = order == clblasColumnMajor ? ROWS : COLS, ld = line + 2;
    const size_t off = 3, xA = 2, yA = 1, nx = 7, ny = 4, lines = ROWS + COLS - line;
    const size_t bytes = (off + ld * lines + 5) * es;
    unsigned char host[2048], want[sizeof host], back[sizeof host], pattern[16];
    if (!tu_check(bytes <= sizeof host, "fill: %zu bytes, room for %zu", bytes, sizeof host))
        return;
    for (size_t i = 0; i < bytes; i++)
        host[i] = (unsigned char)(0xa5 ^ i);
    for (size_t i = 0; i < es; i++)
        pattern[i] = (unsigned char)(round * 16 + w->id * 7 + (int)i + 1);
    memcpy(want, host, bytes);
    for (size_t r = xA; r < xA + nx; r++)
        for (size_t c = yA; c < yA + ny; c++)
            memcpy(want + (off + pos(order, ld, r, c)) * es, pattern, es);

    cl_mem m = tu_upload(dev.env.context, host, bytes);
    if (!tu_check(m != NULL, "worker %d: no buffer", w->id))
        return;
    clblasStatus st = clblasFillSubMatrix(order, es, m, off, ld, ROWS, COLS, xA, yA, nx, ny,
                                          pattern, w->q, 0, NULL);
    if (tu_check(st == clblasSuccess, "worker %d round %d: fill (%zu-byte elements) says %s",
                 w->id, round, es, tu_status_name(st))) {
        cl_int err = clEnqueueReadBuffer(w->q, m, CL_TRUE, 0, bytes, back, 0, NULL, NULL);
        size_t bad = 0;
        for (size_t i = 0; err == CL_SUCCESS && i < bytes; i++)
            bad += back[i] != want[i];
        if (tu_check(err == CL_SUCCESS && bad == 0,
                     "worker %d round %d: fill (%zu-byte elements, %s): %zu bytes wrong "
                     "(read %d)",
                     w->id, round, es, order == clblasRowMajor ? "row-major" : "column-major",
                     bad, err))
            w->fills++;
    }
    clReleaseMemObject(m);
}

/* ---- GEMV: y = 2 A x - y on small integers (exact in float) ---- */

typedef struct gemv_data {
    float a[(GM + 1) * GN], x[GN], y[GM], want[GM];
    cl_mem ma, mx;
} gemv_data;

static void gemv_init(gemv_data *g, int id)
{
    const size_t lda = GM + 1;
    for (size_t i = 0; i < lda * GN; i++)
        g->a[i] = (float)((int)((i * 7 + (size_t)id) % 9) - 4);
    for (int j = 0; j < GN; j++)
        g->x[j] = (float)(j % 5 - 2);
    for (int i = 0; i < GM; i++) {
        g->y[i] = (float)(i % 4 + id);
        float s = 0;
        for (int j = 0; j < GN; j++)
            s += g->a[(size_t)i + (size_t)j * lda] * g->x[j];
        g->want[i] = 2 * s - g->y[i];
    }
    g->ma = tu_upload(dev.env.context, g->a, sizeof g->a);
    g->mx = tu_upload(dev.env.context, g->x, sizeof g->x);
}

static void gemv_round(worker *w, const gemv_data *g, int round, int must)
{
    float back[GM];
    cl_mem my = tu_upload(dev.env.context, g->y, sizeof g->y);
    if (!tu_check(g->ma && g->mx && my, "worker %d: no GEMV buffers", w->id))
        return;
    cl_event ev = NULL;
    clblasStatus st = clblasSgemv(clblasColumnMajor, clblasNoTrans, GM, GN, 2.0f, g->ma, 0, GM + 1,
                                  g->mx, 0, 1, -1.0f, my, 0, 1, 1, &w->q, 0, NULL, &ev);
    int off = st == clblasNotInitialized && !must;
    if (tu_check(st == clblasSuccess || off, "worker %d round %d: SGEMV says %s", w->id, round,
                 tu_status_name(st))) {
        if (ev)
            clWaitForEvents(1, &ev);
        cl_int err = clEnqueueReadBuffer(w->q, my, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL);
        /* not set up: y unchanged */
        const float *want = off ? g->y : g->want;
        int bad = 0;
        for (int i = 0; err == CL_SUCCESS && i < GM; i++)
            bad += back[i] != want[i];
        if (tu_check(err == CL_SUCCESS && bad == 0,
                     "worker %d round %d: SGEMV (%s): %d of %d wrong", w->id, round,
                     off ? "not set up" : "success", bad, GM))
            *(off ? &w->gemv_off : &w->gemv_ok) += 1;
    }
    if (ev)
        clReleaseEvent(ev);
    clReleaseMemObject(my);
}

/* ---- cldenseSdot on small integers (exact) ---- */

typedef struct dot_data {
    cl_mem mx, my;
    float want;
} dot_data;

static void dot_init(dot_data *d)
{
    static float x[DOT_N], y[DOT_N];
    d->want = 0;
    for (int i = 0; i < DOT_N; i++) {
        x[i] = (float)(i % 7 - 3);
        y[i] = (float)(i % 5 - 1);
        d->want += x[i] * y[i];
    }
    d->mx = tu_upload(dev.env.context, x, sizeof x);
    d->my = tu_upload(dev.env.context, y, sizeof y);
}

static void dot_round(worker *w, const dot_data *d, int round, int must)
{
    const float before = -12345.0f;
    float back = 0;
    cl_mem mr = tu_upload(dev.env.context, &before, sizeof before);
    if (!tu_check(d->mx && d->my && mr, "worker %d: no dot buffers", w->id))
        return;
    clsparseScalar r = {mr, 0};
    cldenseVector x = {DOT_N, d->mx, 0}, y = {DOT_N, d->my, 0};
    clsparseStatus st = cldenseSdot(&r, &x, &y, w->control);
    int off = st == clsparseNotInitialized && !must;
    if (tu_check(st == clsparseSuccess || off, "worker %d round %d: cldenseSdot says %d", w->id,
                 round, (int)st)) {
        cl_int err = clEnqueueReadBuffer(w->q, mr, CL_TRUE, 0, sizeof back, &back, 0, NULL, NULL);
        float want = off ? before : d->want;
        if (tu_check(err == CL_SUCCESS && back == want,
                     "worker %d round %d: cldenseSdot (%s) gives %g, want %g", w->id, round,
                     off ? "not set up" : "success", back, want))
            *(off ? &w->dot_off : &w->dot_ok) += 1;
    }
    clReleaseMemObject(mr);
}

/* ---- the threads ---- */

static gemv_data gemv[WORKERS];
static dot_data dots;

static void *work(void *arg)
{
    worker *w = arg;
    for (int round = 0; round < ROUNDS && (round == 0 || tu_now() - t0 < SECONDS); round++) {
        w->rounds++;
        fill_round(w, round);
        gemv_round(w, &gemv[w->id], round, 0);
        dot_round(w, &dots, round, 0);
    }
    return NULL;
}

/* Set up, wait a moment (0 to 3 ms), tear down, wait (0 to 0.3 ms), until the
 * workers are done; returns the number of teardowns. */
static void *cycle(void *arg)
{
    const int sparse = arg != NULL;
    tu_rng r = tu_rng_make(sparse ? 2 : 1);
    long n = 0;
    while (!atomic_load(&stop)) {
        if (sparse)
            clsparseSetup();
        else
            clblasSetup();
        struct timespec t = {0, (long)tu_rng_below(&r, 3000) * 1000};
        nanosleep(&t, NULL);
        if (sparse)
            clsparseTeardown();
        else
            clblasTeardown();
        n++;
        t.tv_nsec = (long)tu_rng_below(&r, 300) * 1000;
        nanosleep(&t, NULL);
    }
    return (void *)n;
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    clblasSetup();
    clsparseSetup();
    worker w[WORKERS];
    pthread_t th[WORKERS], cyc[2];
    memset(w, 0, sizeof w);
    dot_init(&dots);
    for (int i = 0; i < WORKERS; i++) {
        cl_int err;
        w[i].id = i;
        w[i].q = clCreateCommandQueue(dev.env.context, dev.env.device, 0, &err);
        tu_check(err == CL_SUCCESS, "worker %d: no queue (%d)", i, err);
        clsparseCreateResult cr = clsparseCreateControl(w[i].q);
        tu_check(cr.status == clsparseSuccess, "worker %d: no clSPARSE control (%d)", i,
                 (int)cr.status);
        w[i].control = cr.control;
        gemv_init(&gemv[i], i);
    }
    if (tu_failures() > 0)
        return tu_summary("test_teardown_race");

    t0 = tu_now();
    for (int i = 0; i < 2; i++)
        pthread_create(&cyc[i], NULL, cycle, i ? (void *)1 : NULL);
    for (int i = 0; i < WORKERS; i++)
        pthread_create(&th[i], NULL, work, &w[i]);
    for (int i = 0; i < WORKERS; i++)
        pthread_join(th[i], NULL);
    atomic_store(&stop, 1);
    void *teardowns[2];
    for (int i = 0; i < 2; i++)
        pthread_join(cyc[i], &teardowns[i]);
    double t1 = tu_now();

    /* set up again: every call must now succeed */
    clblasSetup();
    clsparseSetup();
    for (int i = 0; i < WORKERS; i++) {
        fill_round(&w[i], ROUNDS);
        gemv_round(&w[i], &gemv[i], ROUNDS, 1);
        dot_round(&w[i], &dots, ROUNDS, 1);
    }
    for (int i = 0; i < WORKERS; i++) {
        printf("worker %d: %d rounds; %d fills right; SGEMV %d right, %d not set up; "
               "cldenseSdot %d right, %d not set up\n",
               i, w[i].rounds, w[i].fills, w[i].gemv_ok, w[i].gemv_off, w[i].dot_ok,
               w[i].dot_off);
        clsparseReleaseControl(w[i].control);
        clReleaseCommandQueue(w[i].q);
        clReleaseMemObject(gemv[i].ma);
        clReleaseMemObject(gemv[i].mx);
    }
    printf("%.2f s: %ld clblasTeardown and %ld clsparseTeardown calls beside the workers\n",
           t1 - t0, (long)teardowns[0], (long)teardowns[1]);
    clReleaseMemObject(dots.mx);
    clReleaseMemObject(dots.my);
    clsparseTeardown();
    clblasTeardown();
    tu_close(&dev);
    return tu_summary("test_teardown_race");
}
