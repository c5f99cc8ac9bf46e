/*
 * evcases.h - test_events's cases: a routine each (a variant of it through
 * CLMATH_PARAMS), its operands, a call and a host reference.
 */
#ifndef CLM_EVCASES_H
#define CLM_EVCASES_H

#include <clBLAS.h>
#include <clSPARSE.h>

typedef struct ecase {
    const char *name, *params; /* CLMATH_PARAMS for the case */
    size_t n;
    int opt;   /* the call's variant: a transpose, a routine */
    int chain; /* 1: a call may read the other output (src >= 0); 2: in place (src = dst) */
    int lazy;  /* clSPARSE: the event comes from clsparseGetEvent's marker; no wait lists */
    void (*setup)(void);
    /* dst := op(src), src -1: the case's input */
    cl_int (*call)(int opt, cl_command_queue q, int src, int dst, cl_uint nw, const cl_event *wl,
                   cl_event *ev);
    void (*ref)(int opt, const float *src, float *dst); /* src NULL: the input */
    void (*init)(float *out);                           /* an output's first content */
    double tol; /* relative error allowed (0: exact) */
} ecase;

extern const ecase ev_cases[];
extern const int ev_ncases;

/* The context, the in-order queue and the clSPARSE controls of the two
 * queues (the out-of-order one's may be NULL). */
void ev_init(cl_context ctx, cl_command_queue qin, clsparseControl in, clsparseControl ooo);

/* A case's operands: its inputs, and two outputs of ev_nout elements. */
void ev_begin(const ecase *c);
void ev_end(void);
void ev_release(cl_mem *m); /* releases *m (if any), sets it NULL */
extern size_t ev_nout;
extern cl_mem ev_outs[2];

#endif
