/*
 * spmain.h - the start and end of a clSPARSE test's main, the same in each.
 */
#ifndef CLM_SPMAIN_H
#define CLM_SPMAIN_H

#include <stdio.h>

#include <clSPARSE.h>

#include "mmref.h"
#include "testutil.h"

/* tu_open, clsparseSetup and a control on the device's queue: -1 when all
 * worked; else the test's exit status, `no_device` when there is no device,
 * its summary (the failed check in it) when there is no control. */
static inline int sp_open(tu_device *dev, clsparseControl *control, int no_device,
                          const char *name)
{
    if (tu_open(dev) != 0)
        return no_device;
    clsparseSetup();
    clsparseCreateResult cr = clsparseCreateControl(dev->env.queue);
    if (!tu_check(cr.status == clsparseSuccess, "CreateControl"))
        return tu_summary(name);
    *control = cr.control;
    return -1;
}

/* The control released, clsparseTeardown, the device closed: the test's
 * exit status. */
static inline int sp_close(tu_device *dev, clsparseControl control, const char *name)
{
    clsparseReleaseControl(control);
    clsparseTeardown();
    tu_close(dev);
    return tu_summary(name);
}

/* A test's main: sp_open, body(), sp_close (body's checks decide). */
static inline int sp_main(tu_device *dev, clsparseControl *control, int no_device,
                          const char *name, void (*body)(void))
{
    const int status = sp_open(dev, control, no_device, name);
    if (status >= 0)
        return status;
    body();
    return sp_close(dev, *control, name);
}


/* A clSPARSE call that must return want (one check). */
#define EXPECT(call, want, what)                                                           \
    do {                                                                                   \
        clsparseStatus st_ = (call);                                                       \
        tu_check(st_ == (want), "%s: status %d, expected %d (%s)", what, (int)st_,        \
                 (int)(want), #want);                                                      \
    } while (0)

/* A test matrix for a test's data_matrix, explicit zeros kept: 1 when read;
 * 0 when not (skipped in tests built without zlib, or a failed check). */
static inline int sp_load(const char *path, const char *name, mmref *A)
{
    int rs = mmref_load(path, 1, A);
    if (rs == -2) {
        printf("skipping %s: tests built without zlib\n", name);
        return 0;
    }
    return tu_check(rs == 0, "read %s", name);
}

#ifdef CLM_TEST_DATA_DIR
/* fn(path, name, arg) on every test matrix: the folder must open and hold
 * at least 20 of them. */
static inline void sp_each_matrix(int (*fn)(const char *, const char *, void *), void *arg)
{
    int n = mmref_each_test_matrix(fn, arg);
    if (tu_check(n >= 0, "open %s/matrices", CLM_TEST_DATA_DIR))
        tu_check(n >= 20, "%d test matrices", n);
}

/* The last part of a test: fn on every test matrix (sp_each_matrix, arg
 * its argument); then the times of the three parts, t0 to t1 (first), t1
 * to t2 (second), and the matrices. */
static inline void sp_matrices_last(int (*fn)(const char *, const char *, void *), void *arg,
                                    const char *first, const char *second, double t0, double t1,
                                    double t2)
{
    sp_each_matrix(fn, arg);
    printf("%s %.1f s, %s %.1f s, matrices %.1f s\n", first, t1 - t0, second, t2 - t1,
           tu_now() - t2);
}
#endif

#endif
