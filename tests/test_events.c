/*
 * test_events.c - a call makes no event its caller did not ask for
 * (issue 48).
 *
 * clcount.c counts the OpenCL calls that create, retain and release events
 * while a call runs. On an in-order queue, for routines whose calls take one
 * launch or several (SGEMV N and T 1024 with each strategy, STRSV 2048
 * blocked and 1024 in one sweep, SDOT and SNRM2 fused and in two launches,
 * SGEMM 64, SSYMV, SSYR2K, STRSM recursive, clSPARSE's csrmv and dense dot,
 * clblasFillSubMatrixAsync):
 *  - without an event: no event is created, retained or released;
 *  - with one: exactly one is created, by the call's last command, and it
 *    is the caller's; none is retained or released (the scratch pool keeps
 *    none), and the launches are those of a call without. The clSPARSE API
 *    takes no event: there clsparseGetEvent makes it, by a marker.
 * On an out-of-order queue, two calls back to back, the second waiting on
 * the first's event (and reading its output where it can), and two
 * independent ones: after waiting on the last call's event alone (the
 * independent ones: both), every event the calls made has completed and
 * every output is right. Then calls over several in-order queues that share
 * the scratch pool: right, and no events but the pool's markers.
 * The data are small integers, so the results are exact in float (SNRM2:
 * to 1e-6).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clSPARSE.h>

#include "clcount.h"
#include "evcases.h"
#include "testutil.h"

static tu_device dev;
static cl_command_queue qin, qooo; /* in-order (the device's), out-of-order (or NULL) */

/* Both outputs hold their first content again. */
static void reset(const ecase *c)
{
    float *h = malloc(ev_nout * sizeof *h);
    c->init(h);
    for (int k = 0; k < 2; k++)
        clEnqueueWriteBuffer(qin, ev_outs[k], CL_TRUE, 0, ev_nout * sizeof *h, h, 0, NULL, NULL);
    free(h);
}

/* Output k as expected (c->ref's tolerance: exact but SNRM2's 1e-6). */
static void expect(const ecase *c, int k, const float *want, const char *desc)
{
    float *got = malloc(ev_nout * sizeof *got);
    cl_int err = clEnqueueReadBuffer(qin, ev_outs[k], CL_TRUE, 0, ev_nout * sizeof *got, got, 0,
                                     NULL, NULL);
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < ev_nout; i++) {
        double tol = c->tol * fabs(want[i]);
        if (!(fabs((double)got[i] - want[i]) <= tol) && bad++ == 0)
            first = i;
    }
    if (!tu_check(err == CL_SUCCESS && bad == 0, "%s: output %d: read %d, %zu wrong", desc, k,
                  err, bad))
        tu_detail("  first at %zu: %g, expected %g", first, got[first], want[first]);
    free(got);
}

/* One call on the in-order queue, with an event or not; its launches.
 * clSPARSE's control holds the event of its last call (the caller gets a
 * reference of its own from clsparseGetEvent) and drops it at the next. */
static int control_holds;

static long one_call(const ecase *c, int with_event, const float *want)
{
    char desc[128];
    snprintf(desc, sizeof desc, "%s, in-order, %s", c->name, with_event ? "event" : "no event");
    reset(c);
    clc_counts b, e;
    cl_event ev = NULL;
    clc_get(&b);
    cl_int err = c->call(c->opt, qin, -1, 0, 0, NULL, with_event ? &ev : NULL);
    clc_get(&e);
    long events = e.events - b.events, markers = e.markers - b.markers;
    tu_check(err == CL_SUCCESS, "%s: status %d", desc, err);
    long retains = c->lazy ? with_event : 0, releases = c->lazy ? control_holds : 0;
    if (c->lazy)
        control_holds = with_event;
    tu_check(e.retains - b.retains == retains && e.releases - b.releases == releases,
             "%s: %ld events retained, %ld released (%ld and %ld expected)", desc,
             e.retains - b.retains, e.releases - b.releases, retains, releases);
    if (!with_event) {
        tu_check(events == 0 && markers == 0, "%s: %ld events made, %ld markers", desc, events,
                 markers);
    } else if (tu_check(events == 1 && markers == c->lazy, "%s: %ld events made, %ld markers",
                        desc, events, markers)) {
        tu_check(e.last_event_at == e.enqueues && e.last_event == ev,
                 "%s: the event is command %ld's of %ld, %s", desc, e.last_event_at - b.enqueues,
                 e.enqueues - b.enqueues, e.last_event == ev ? "the caller's" : "not the caller's");
    }
    if (with_event)
        tu_check_event(ev, qin, desc);
    expect(c, 0, want, desc);
    return e.kernels - b.kernels;
}

/* Two calls back to back on the out-of-order queue: the second waits on
 * the first (and reads its output, c->chain) or both run at once; then
 * waits on the second's event (or both) only. */
static void ooo_pair(const ecase *c, int chained, const float *want1, const float *want2)
{
    char desc[128];
    snprintf(desc, sizeof desc, "%s, out-of-order, %s", c->name,
             chained ? "the second waiting on the first" : "independent");
    reset(c);
    int src = chained && c->chain ? 0 : -1, dst = chained && c->chain == 2 ? 0 : 1;
    cl_event ev[2] = {NULL, NULL};
    clc_record(1);
    cl_int err = c->call(c->opt, qooo, -1, 0, 0, NULL, &ev[0]);
    if (err == CL_SUCCESS)
        err = c->call(c->opt, qooo, src, dst, chained, chained ? ev : NULL, &ev[1]);
    clc_record(0);
    if (tu_check(err == CL_SUCCESS && ev[0] && ev[1], "%s: status %d", desc, err)) {
        err = clWaitForEvents(chained ? 1 : 2, chained ? &ev[1] : ev);
        cl_int status = CL_COMPLETE;
        int left = clc_incomplete(&status);
        tu_check(err == CL_SUCCESS && left == 0,
                 "%s: wait %d; %d of the calls' events not complete (status %d)", desc, err, left,
                 status);
        if (dst == 1)
            expect(c, 0, want1, desc);
        expect(c, dst, chained && c->chain ? want2 : want1, desc);
    }
    clc_incomplete(&(cl_int){0});
    for (int k = 0; k < 2; k++)
        if (ev[k])
            clReleaseEvent(ev[k]);
    clFinish(qooo);
}

/* A case's checks on the in-order queue (phase 0) or the out-of-order one
 * (phase 1). The phases run one after the other over all cases, so that no
 * in-order call reuses a scratch buffer last used out of order (the pool
 * drops that use's event then: a release, though not the call's event). */
static void run_case(const ecase *c, int phase)
{
    double t0 = tu_now();
    tu_set_params(c->params);
    ev_begin(c);
    /* the expected outputs: of one call, and of one on the other's output */
    float *want1 = malloc(ev_nout * sizeof *want1), *want2 = malloc(ev_nout * sizeof *want2);
    c->init(want1);
    c->ref(c->opt, NULL, want1);
    c->init(want2);
    c->ref(c->opt, want1, want2);

    if (phase == 0) {
        one_call(c, 0, want1); /* builds the programs */
        clFinish(qin);
        long launches = one_call(c, 0, want1), with = one_call(c, 1, want1);
        with += one_call(c, 1, want1);
        launches += one_call(c, 0, want1);
        tu_check(c->lazy || with == launches, "%s: %ld launches with events, %ld without",
                 c->name, with, launches);
        printf("%-20s %ld launch%s a call (%.2f s)\n", c->name, launches / 2,
               launches == 2 ? "" : "es", tu_now() - t0);
    } else {
        if (!c->lazy)
            ooo_pair(c, 1, want1, want2);
        ooo_pair(c, 0, want1, want2);
    }
    free(want1);
    free(want2);
    ev_end();
    tu_set_params(NULL);
}

/* SGEMV split calls back to back, round robin over three in-order queues,
 * each into an output of its own, then one on each of two new queues in
 * turn, the others idle: the pool lends each call a buffer no pending call
 * uses; a buffer last used on another queue is lent once a marker there has
 * completed (scratch.c; the second new queue's call may take one), and those
 * markers are the only events made. */
static void queues_share_pool(void)
{
    enum { NQ = 3, CALLS = 14, ROBIN = 12 };
    cl_command_queue qs[NQ] = {qin, NULL, NULL};
    for (int k = 1; k < NQ; k++)
        qs[k] = clCreateCommandQueue(dev.env.context, dev.env.device, 0, NULL);
    const ecase *c = ev_cases;
    while (strcmp(c->name, "SGEMV N P=3") != 0)
        c++;
    tu_set_params(c->params);
    ev_begin(c);
    float *want = malloc(ev_nout * sizeof *want);
    c->init(want);
    c->ref(c->opt, NULL, want);
    cl_mem ys[CALLS], out1 = ev_outs[1];
    clc_counts b, e;
    clc_get(&b);
    cl_int err = CL_SUCCESS;
    for (int i = 0; i < CALLS; i++) {
        ys[i] = clCreateBuffer(dev.env.context, CL_MEM_READ_WRITE, ev_nout * sizeof(float), NULL,
                               NULL);
        ev_outs[1] = ys[i];
        cl_command_queue q =
            i < ROBIN ? qs[i % NQ] : clCreateCommandQueue(dev.env.context, dev.env.device, 0, NULL);
        if (err == CL_SUCCESS)
            err = c->call(c->opt, q, -1, 1, 0, NULL, NULL);
        if (i == ROBIN / 2) /* the first queue idle: its buffers can go to the others */
            clFinish(qs[0]);
        if (i >= ROBIN - 1) /* all idle, markers included */
            for (int k = 0; k < NQ; k++)
                clFinish(qs[k]);
        if (i >= ROBIN) {
            clFinish(q);
            clReleaseCommandQueue(q);
        }
    }
    clc_get(&e);
    ev_outs[1] = out1;
    for (int k = 0; k < NQ; k++)
        clFinish(qs[k]);
    tu_check(err == CL_SUCCESS, "three queues: status %d", err);
    tu_check(e.events - b.events == e.markers - b.markers && e.retains == b.retains,
             "three queues: %ld events made, %ld markers, %ld retained", e.events - b.events,
             e.markers - b.markers, e.retains - b.retains);
    for (int i = 0; i < CALLS; i++) {
        ev_outs[1] = ys[i];
        expect(c, 1, want, "three queues");
        ev_release(&ys[i]);
    }
    ev_outs[1] = out1;
    printf("in-order queues sharing the pool: %d calls, %ld markers\n", CALLS,
           e.markers - b.markers);
    free(want);
    ev_end();
    tu_set_params(NULL);
    for (int k = 1; k < NQ; k++)
        clReleaseCommandQueue(qs[k]);
}

int main(void)
{
    double t0 = tu_now();
    if (tu_open(&dev) != 0)
        return 1;
    qin = dev.env.queue;
    cl_command_queue_properties props = 0;
    clGetDeviceInfo(dev.env.device, CL_DEVICE_QUEUE_PROPERTIES, sizeof props, &props, NULL);
    if (props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)
        qooo = clCreateCommandQueue(dev.env.context, dev.env.device,
                                    CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, NULL);
    if (!qooo)
        printf("no out-of-order queues on this device\n");
    if (!tu_check(clblasSetup() == clblasSuccess && clsparseSetup() == clsparseSuccess,
                  "setup failed"))
        return tu_summary("test_events");
    clsparseControl ctl_in = clsparseCreateControl(qin).control, ctl_ooo = NULL;
    if (qooo)
        ctl_ooo = clsparseCreateControl(qooo).control;
    clsparseEnableAsync(ctl_in, CL_TRUE);
    if (ctl_ooo)
        clsparseEnableAsync(ctl_ooo, CL_TRUE);
    ev_init(dev.env.context, qin, ctl_in, ctl_ooo);

    for (int phase = 0; phase < (qooo ? 2 : 1); phase++)
        for (int i = 0; i < ev_ncases; i++)
            run_case(&ev_cases[i], phase);
    if (qooo)
        printf("out-of-order queue: %d cases back to back\n", ev_ncases);
    queues_share_pool();

    clsparseReleaseControl(ctl_in);
    if (ctl_ooo)
        clsparseReleaseControl(ctl_ooo);
    clsparseTeardown();
    clblasTeardown();
    if (qooo)
        clReleaseCommandQueue(qooo);
    tu_close(&dev);
    printf("test_events: %.1f s\n", tu_now() - t0);
    return tu_summary("test_events");
}
