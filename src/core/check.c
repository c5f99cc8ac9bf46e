#include "core/check.h"

#include <stdint.h>

#include "core/library.h"
#include "core/mem_info.h"

clblasStatus clm_check_init(void)
{
    return clm_library_initialized() ? clblasSuccess : clblasNotInitialized;
}

clblasStatus clm_check_queues(clm_dtype dt, cl_uint nq, cl_command_queue *qs, cl_uint nwait,
                              const cl_event *wait, clm_call *call)
{
    if (nq == 0 || qs == NULL)
        return clblasInvalidValue;
    cl_command_queue q = qs[0];
    if (q == NULL)
        return clblasInvalidCommandQueue;
    cl_device_id dev;
    cl_command_queue_properties props;
    if (clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof call->ctx, &call->ctx, NULL) != CL_SUCCESS ||
        clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof dev, &dev, NULL) != CL_SUCCESS ||
        clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL) != CL_SUCCESS)
        return clblasInvalidCommandQueue;
    call->in_order = !(props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
    if ((nwait > 0) != (wait != NULL))
        return clblasInvalidEventWaitList;
    for (cl_uint i = 0; i < nwait; i++) {
        cl_context ectx;
        if (wait[i] == NULL ||
            clGetEventInfo(wait[i], CL_EVENT_CONTEXT, sizeof ectx, &ectx, NULL) != CL_SUCCESS ||
            ectx != call->ctx)
            return clblasInvalidEventWaitList;
    }
    cl_int err;
    call->queue = q;
    call->dev = clm_device_get(dev, &err);
    if (!call->dev)
        return clblasInvalidDevice;
    if (clm_dtype_double(dt) && !call->dev->fp64)
        return clblasInvalidDevice;
    return clblasSuccess;
}

clblasStatus clm_check_call(clm_dtype dt, const clm_queue_args *q, clm_call *call)
{
    return clm_check_queues(dt, q->nq, q->queues, q->nwait, q->wait, call);
}

/* The status of operand o's failure of kind k (0 shape, 1 buffer, 2 room) */
static clblasStatus operand_status(char which, int k)
{
    static const clblasStatus matrix[3][3] = {
        {clblasInvalidLeadDimA, clblasInvalidMatA, clblasInsufficientMemMatA},
        {clblasInvalidLeadDimB, clblasInvalidMatB, clblasInsufficientMemMatB},
        {clblasInvalidLeadDimC, clblasInvalidMatC, clblasInsufficientMemMatC}};
    static const clblasStatus vector[2][3] = {
        {clblasInvalidIncX, clblasInvalidVecX, clblasInsufficientMemVecX},
        {clblasInvalidIncY, clblasInvalidVecY, clblasInsufficientMemVecY}};
    /* a result and a scratch have no shape to fail (inc 1, no ld) */
    static const clblasStatus result[3] = {clblasSuccess, clblasInvalidMemObject,
                                           clblasInvalidValue};
    static const clblasStatus scratch[3] = {clblasSuccess, clblasInvalidMemObject,
                                            clblasInsufficientMemVecX};
    return which >= 'X'   ? vector[which - 'X'][k]
           : which == 'R' ? result[k]
           : which == 'S' ? scratch[k]
                          : matrix[which - 'A'][k];
}

/* Vectors and scratch buffers fit as vectors, from off with inc. */
static int is_vector(char which) { return which >= 'X' || which == 'S'; }

clblasStatus clm_check_operands(clm_dtype dt, const clm_queue_args *q, clm_call *call,
                                const clm_operand *v, int n, int empty)
{
    enum { MAXOP = 5 };
    clm_buf buf[MAXOP];
    clblasStatus st;
    if (n > MAXOP)
        return clblasInvalidValue;
    for (int i = 0; i < n; i++) {
        const char w = v[i].which;
        if (is_vector(w) ? v[i].inc == 0
                         : w <= 'C' && !v[i].packed && v[i].ld < (v[i].rows ? v[i].rows : 1))
            return operand_status(w, 0); /* ld >= max(1, rows) */
    }
    if ((st = clm_check_call(dt, q, call)) != clblasSuccess)
        return st;
    for (int i = 0; i < n; i++)
        if ((st = clm_check_mem(call, v[i].mem, operand_status(v[i].which, 1), &buf[i])) !=
            clblasSuccess)
            return st;
    for (int i = 0; i < n && !empty; i++) {
        clblasStatus small = operand_status(v[i].which, 2);
        if (v[i].which == 'R')
            continue; /* below */
        if (is_vector(v[i].which))
            st = clm_check_vector_fits(dt, v[i].n, v[i].off, v[i].inc, &buf[i], small);
        else if (!v[i].packed)
            st = clm_check_matrix_fits(dt, v[i].rows, v[i].cols, v[i].off, v[i].ld, &buf[i],
                                       small);
        else
            st = clm_check_vector_fits(dt, v[i].rows, v[i].off, 1, &buf[i], small);
        if (st != clblasSuccess)
            return st;
    }
    for (int i = 0; i < n; i++)
        if (v[i].which == 'R' &&
            (st = clm_check_elements_fit(&buf[i], v[i].off, v[i].n, v[i].esize)) != clblasSuccess)
            return st;
    return clblasSuccess;
}

clblasStatus clm_check_mem(const clm_call *call, cl_mem mem, clblasStatus if_null, clm_buf *out)
{
    if (mem == NULL)
        return if_null;
    clm_mem_info info;
    cl_context keep = call->dev->mem_records ? call->ctx : NULL;
    if (clm_mem_info_get(mem, keep, &info) != CL_SUCCESS)
        return clblasInvalidMemObject;
    if (info.ctx != call->ctx)
        return clblasInvalidContext;
    out->mem = mem;
    out->size = info.size;
    return clblasSuccess;
}

clblasStatus clm_check_ld(size_t rows, size_t ld, clblasStatus bad_ld)
{
    return ld >= (rows ? rows : 1) ? clblasSuccess : bad_ld;
}

/* elements (with overflow detection) -> bytes -> compare with the buffer. */
static clblasStatus fits(clm_dtype dt, size_t off, size_t span, const clm_buf *buf,
                         clblasStatus too_small)
{
    size_t elems, bytes;
    if (__builtin_add_overflow(off, span, &elems) ||
        __builtin_mul_overflow(elems, clm_dtype_size(dt), &bytes) || bytes > buf->size)
        return too_small;
    return clblasSuccess;
}

clblasStatus clm_check_matrix_fits(clm_dtype dt, size_t rows, size_t cols, size_t off, size_t ld,
                                   const clm_buf *buf, clblasStatus too_small)
{
    if (rows == 0 || cols == 0)
        return clblasSuccess;
    size_t span;
    if (__builtin_mul_overflow(cols - 1, ld, &span) || __builtin_add_overflow(span, rows, &span))
        return too_small;
    return fits(dt, off, span, buf, too_small);
}

clblasStatus clm_check_vector_fits(clm_dtype dt, size_t n, size_t off, int inc,
                                   const clm_buf *buf, clblasStatus too_small)
{
    if (n == 0)
        return clblasSuccess;
    size_t step = inc < 0 ? (size_t)(-(long long)inc) : (size_t)inc, span;
    if (__builtin_mul_overflow(n - 1, step, &span) || __builtin_add_overflow(span, 1, &span))
        return too_small;
    return fits(dt, off, span, buf, too_small);
}

clblasStatus clm_check_elements_fit(const clm_buf *buf, size_t off, size_t count, size_t esize)
{
    size_t end, bytes;
    if (__builtin_add_overflow(off, count, &end) || __builtin_mul_overflow(end, esize, &bytes) ||
        bytes > buf->size)
        return clblasInvalidValue;
    return clblasSuccess;
}
