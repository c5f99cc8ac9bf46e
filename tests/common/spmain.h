/*
 * spmain.h - the start and end of a clSPARSE test's main, the same in each.
 */
#ifndef CLM_SPMAIN_H
#define CLM_SPMAIN_H

#include <clSPARSE.h>

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

#endif
