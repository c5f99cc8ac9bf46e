/*
 * control.c - clSPARSE's library lifetime, structure initialisation and
 * control objects (the public entry points: src/api/sparse.c).
 *
 * clsparseSetup and clsparseTeardown (clm_sp_setup, clm_sp_teardown) have
 * their own state, separate from clblasSetup's, but share clmath's caches:
 * teardown releases every cached program, scratch buffer and device record,
 * which the next call of either API rebuilds on demand. As clblasTeardown,
 * it waits for calls in flight in other threads (core/library.h).
 */
#include "sparse/sparse.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core/library.h"
#include "core/log.h"
#include "core/mem_info.h"
#include "sparse/routines.h"

static atomic_int initialized;

bool clm_sparse_initialized(void) { return atomic_load(&initialized) != 0; }

clsparseStatus clm_sp_setup(void)
{
    atomic_store(&initialized, 1);
    clm_log("clsparseSetup");
    return clsparseSuccess;
}

clsparseStatus clm_sp_teardown(void)
{
    atomic_store(&initialized, 0);
    clm_release_caches();
    clm_log("clsparseTeardown");
    return clsparseSuccess;
}

/* The Init helpers need no set-up: they only clear a caller's structure
 * (clsparseInvalidValue for NULL). */
static clsparseStatus clear(void *p, size_t size)
{
    if (!p)
        return clsparseInvalidValue;
    memset(p, 0, size);
    return clsparseSuccess;
}

clsparseStatus clm_sp_init_scalar(clsparseScalar *scalar)
{
    return clear(scalar, sizeof *scalar);
}

clsparseStatus clm_sp_init_vector(cldenseVector *vec) { return clear(vec, sizeof *vec); }

clsparseStatus clm_sp_init_coo(clsparseCooMatrix *cooMatx)
{
    return clear(cooMatx, sizeof *cooMatx);
}

/* Clears meta too: a structure being initialized has none of ours yet (one
 * made by clsparseCsrMetaCreate must be released with clsparseCsrMetaDelete
 * first, or it leaks). */
clsparseStatus clm_sp_init_csr(clsparseCsrMatrix *csrMatx)
{
    clsparseStatus st = clear(csrMatx, sizeof *csrMatx);
    if (st == clsparseSuccess)
        csrMatx->meta = NULL;
    return st;
}

clsparseStatus clm_sp_init_dense(cldenseMatrix *denseMatx)
{
    clsparseStatus st = clear(denseMatx, sizeof *denseMatx);
    if (st == clsparseSuccess)
        denseMatx->major = rowMajor;
    return st;
}

clsparseCreateResult clm_sp_create_control(cl_command_queue queue)
{
    if (!clm_sparse_initialized())
        return (clsparseCreateResult){clsparseNotInitialized, NULL};
    cl_context ctx;
    cl_device_id dev;
    cl_command_queue_properties props;
    if (queue == NULL ||
        clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof ctx, &ctx, NULL) != CL_SUCCESS ||
        clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof dev, &dev, NULL) != CL_SUCCESS ||
        clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL) !=
            CL_SUCCESS)
        return (clsparseCreateResult){clsparseInvalidCommandQueue, NULL};
    struct _clsparseControl *c = calloc(1, sizeof *c);
    if (!c)
        return (clsparseCreateResult){clsparseOutOfHostMemory, NULL};
    if (clRetainCommandQueue(queue) != CL_SUCCESS) {
        free(c);
        return (clsparseCreateResult){clsparseInvalidCommandQueue, NULL};
    }
    c->magic = CLM_CONTROL_MAGIC;
    c->queue = queue;
    c->ctx = ctx;
    c->dev = dev;
    c->in_order = !(props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
    c->async = CL_FALSE;
    return (clsparseCreateResult){clsparseSuccess, c};
}

static bool control_ok(clsparseControl control)
{
    return control != NULL && control->magic == CLM_CONTROL_MAGIC;
}

clsparseStatus clm_sp_enable_async(clsparseControl control, cl_bool async)
{
    if (!control_ok(control))
        return clsparseInvalidControlObject;
    control->async = async ? CL_TRUE : CL_FALSE;
    return clsparseSuccess;
}

clsparseStatus clm_sp_enable_ext_precision(clsparseControl control, cl_bool extPrecision)
{
    if (!control_ok(control))
        return clsparseInvalidControlObject;
    control->ext_precision = extPrecision ? CL_TRUE : CL_FALSE;
    return clsparseSuccess;
}

/* The caller gets its own reference to the event (release it when done);
 * before any call there is none: success with a NULL event, as in clSPARSE. */
clsparseEventResult clm_sp_get_event(clsparseControl control)
{
    clsparseEventResult r = {clsparseSuccess, NULL};
    if (!control_ok(control))
        return (clsparseEventResult){clsparseInvalidControlObject, NULL};
    if (control->event_due) {
        /* The last call made no event of its own (clm_sp_finish). */
        cl_int err = clEnqueueMarkerWithWaitList(control->queue, 0, NULL, &control->event);
        if (err == CL_SUCCESS && !control->async) /* blocking: the call is complete */
            err = clWaitForEvents(1, &control->event);
        if (err != CL_SUCCESS) {
            if (control->event)
                clReleaseEvent(control->event);
            control->event = NULL;
            r.status = (clsparseStatus)err;
            return r;
        }
        control->event_due = false;
    }
    if (control->event) {
        cl_int err = clRetainEvent(control->event);
        if (err != CL_SUCCESS) {
            r.status = (clsparseStatus)err;
            return r;
        }
        r.event = control->event;
    }
    return r;
}

clsparseStatus clm_sp_release_control(clsparseControl control)
{
    if (!control_ok(control))
        return clsparseInvalidControlObject;
    control->magic = 0;
    if (control->event)
        clReleaseEvent(control->event);
    clReleaseCommandQueue(control->queue);
    free(control);
    return clsparseSuccess;
}

clsparseStatus clm_sp_begin(clsparseControl control, clm_dtype dt, clm_sp_call *call)
{
    if (!clm_sparse_initialized())
        return clsparseNotInitialized;
    if (!control_ok(control))
        return clsparseInvalidControlObject;
    call->control = control;
    call->queue = control->queue;
    call->ctx = control->ctx;
    call->in_order = control->in_order;
    cl_int err;
    call->dev = clm_device_get(control->dev, &err);
    if (!call->dev)
        return clsparseInvalidDevice;
    if (clm_dtype_double(dt) && !call->dev->fp64)
        return clsparseInvalidDevice;
    return clsparseSuccess;
}

clsparseStatus clm_sp_check_buffer(const clm_sp_call *call, cl_mem mem, size_t off, size_t count,
                                   size_t esize)
{
    clm_mem_info info;
    size_t end, bytes;
    if (mem == NULL ||
        clm_mem_info_get(mem, call->dev->mem_records ? call->ctx : NULL, &info) != CL_SUCCESS)
        return clsparseInvalidMemObj;
    if (info.ctx != call->ctx)
        return clsparseInvalidContext;
    if (__builtin_add_overflow(off, count, &end) || __builtin_mul_overflow(end, esize, &bytes) ||
        bytes > info.size)
        return clsparseInsufficientMemory;
    return clsparseSuccess;
}

clsparseStatus clm_sp_begin_given(clsparseControl control, clm_dtype dt, int given,
                                  clm_sp_call *call)
{
    clsparseStatus st = clm_sp_begin(control, dt, call);
    return st == clsparseSuccess && !given ? clsparseInvalidValue : st;
}

/* nnz values and column indices, then nidx row pointers or row indices */
static clsparseStatus check_sparse(const clm_sp_call *call, size_t es, cl_mem val, size_t voff,
                                   cl_mem col, size_t coff, size_t nnz, cl_mem idx, size_t ioff,
                                   size_t nidx)
{
    const size_t u = sizeof(cl_uint);
    clsparseStatus st;
    if ((st = clm_sp_check_buffer(call, val, voff, nnz, es)) != clsparseSuccess ||
        (st = clm_sp_check_buffer(call, col, coff, nnz, u)) != clsparseSuccess)
        return st;
    return clm_sp_check_buffer(call, idx, ioff, nidx, u);
}

clsparseStatus clm_sp_check_csr(const clm_sp_call *call, size_t es, const clsparseCsrMatrix *A,
                                size_t rows, size_t nnz)
{
    return check_sparse(call, es, A->values, A->off_values, A->col_indices, A->off_col_indices,
                        nnz, A->row_pointer, A->off_row_pointer, rows + 1);
}

clsparseStatus clm_sp_check_coo(const clm_sp_call *call, size_t es, const clsparseCooMatrix *A,
                                size_t nnz)
{
    return check_sparse(call, es, A->values, A->off_values, A->col_indices, A->off_col_indices,
                        nnz, A->row_indices, A->off_row_indices, nnz);
}

clsparseStatus clm_sp_check_vector(const clm_sp_call *call, const cldenseVector *v, size_t es)
{
    return clm_sp_check_buffer(call, v->values, v->off_values, v->num_values, es);
}

clsparseStatus clm_sp_check_scalar(const clm_sp_call *call, const clsparseScalar *s, size_t es)
{
    return clm_sp_check_buffer(call, s->value, s->off_value, 1, es);
}

clsparseStatus clm_sp_finish(const clm_sp_call *call, cl_int err, cl_event last)
{
    clsparseControl c = call->control;
    if (c->event)
        clReleaseEvent(c->event);
    c->event = last;
    c->event_due = err == CL_SUCCESS && !last;
    if (err != CL_SUCCESS)
        return (clsparseStatus)err;
    if (!c->async) {
        err = last ? clWaitForEvents(1, &last) : clFinish(c->queue);
        if (err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
            return clsparseInvalidKernelExecution;
        if (err != CL_SUCCESS)
            return (clsparseStatus)err;
    }
    return clsparseSuccess;
}

void clm_sp_launch_init(clm_launch *l, const clm_sp_call *call)
{
    clm_launch_init(l, call->queue, call->ctx, call->in_order, 0, NULL, 0);
}

clsparseStatus clm_sp_launch_end(const clm_sp_call *call, clm_launch *l, cl_int err)
{
    cl_event ev = NULL;
    clm_launch_finish(l, &ev);
    return clm_sp_finish(call, err, ev);
}

clsparseStatus clm_sp_launch_empty(const clm_sp_call *call, clm_launch *l)
{
    return clm_sp_launch_end(call, l, clm_launch_marker(l));
}
