/*
 * sparse.h - what the clSPARSE routines share: the control object, the
 * library's set-up state, argument checks, and finishing a call (the
 * control's event, blocking mode).
 *
 * Checks return the most specific clsparseStatus, never enqueue anything
 * and never touch user memory. Their order (docs/sparse.md): set-up,
 * control, NULL structure pointers, precision support, sizes, buffers.
 */
#ifndef CLM_SPARSE_H
#define CLM_SPARSE_H

#include <stdbool.h>

#include <clSPARSE.h>

#include "core/device.h"
#include "core/dtype.h"
#include "core/launch.h"

struct _clsparseControl {
    unsigned magic; /* CLM_CONTROL_MAGIC while the control is alive */
    cl_command_queue queue; /* retained, so its context, device and order stay: */
    cl_context ctx;
    cl_device_id dev;
    int in_order;
    cl_bool async;
    cl_bool ext_precision; /* recorded; SpMV does not use it (docs/sparse.md) */
    cl_event event;        /* of the last call, owned; NULL before the first */
    bool event_due;        /* the last call enqueued work without an event:
                              clsparseGetEvent makes one (a marker) */
};

#define CLM_CONTROL_MAGIC 0x53504331u

bool clm_sparse_initialized(void);

/* What a checked call runs on. */
typedef struct clm_sp_call {
    clsparseControl control;
    cl_command_queue queue;
    cl_context ctx;
    const clm_device *dev;
    int in_order;
} clm_sp_call;

/* Set-up, the control and its queue, and double support for D. */
clsparseStatus clm_sp_begin(clsparseControl control, clm_dtype dt, clm_sp_call *call);

/* clm_sp_begin, then the structure arguments: given is false when one the
 * call needs is NULL (clsparseInvalidValue). */
clsparseStatus clm_sp_begin_given(clsparseControl control, clm_dtype dt, int given,
                                  clm_sp_call *call);

/* A buffer argument: count elements of esize bytes from element offset off
 * must lie in mem, a buffer of the call's context.
 * clsparseInvalidMemObj: NULL or not a buffer; clsparseInvalidContext:
 * another context; clsparseInsufficientMemory: too small. */
clsparseStatus clm_sp_check_buffer(const clm_sp_call *call, cl_mem mem, size_t off, size_t count,
                                   size_t esize);

/* The structures' buffers, each with clm_sp_check_buffer, in this order:
 * a CSR matrix's nnz values and column indices and rows + 1 row pointers
 * (the matrix's own counts for an input, the input's for an output); a
 * COO matrix's nnz values, column indices and row indices; a dense
 * vector's num_values values; a scalar's one value. es: the element size. */
clsparseStatus clm_sp_check_csr(const clm_sp_call *call, size_t es, const clsparseCsrMatrix *A,
                                size_t rows, size_t nnz);
clsparseStatus clm_sp_check_coo(const clm_sp_call *call, size_t es, const clsparseCooMatrix *A,
                                size_t nnz);
clsparseStatus clm_sp_check_vector(const clm_sp_call *call, const cldenseVector *v, size_t es);
clsparseStatus clm_sp_check_scalar(const clm_sp_call *call, const clsparseScalar *s, size_t es);

/* The end of a call whose enqueues returned err. last is the event of its
 * final step (owned), or NULL when it asked for none: on NVIDIA an event
 * costs about 1.7 us of host time per enqueue, a tenth of a small SpMV, so
 * on an in-order queue routines ask for none and clsparseGetEvent enqueues
 * a marker instead, which completes with everything enqueued before it.
 * Keeps last as the control's event; in blocking mode waits for the call
 * (for last, or clFinish when there is none). */
clsparseStatus clm_sp_finish(const clm_sp_call *call, cl_int err, cl_event last);

/* A checked call's launch record on its queue: no wait list, and no event
 * asked for (clm_sp_finish says why). */
void clm_sp_launch_init(clm_launch *l, const clm_sp_call *call);

/* clm_sp_finish with l's last event, the call's enqueues having returned
 * err. */
clsparseStatus clm_sp_launch_end(const clm_sp_call *call, clm_launch *l, cl_int err);

/* The end of a call with nothing to compute: a marker gives the control
 * its event. */
clsparseStatus clm_sp_launch_empty(const clm_sp_call *call, clm_launch *l);

/* A buffer and its offset in elements: the (__global T *p, ulong p_off)
 * pair of the sparse kernels' arguments. */
static inline void clm_sp_arg_buf(clm_kargs *k, cl_mem mem, cl_ulong off)
{
    clm_arg_mem(k, mem);
    clm_arg_u64(k, off);
}

/* A CSR matrix's buffers in the products' order (csrmm, spmv, spgemm):
 * values, column indices, row pointers. */
static inline void clm_sp_arg_csr(clm_kargs *k, const clsparseCsrMatrix *A)
{
    clm_sp_arg_buf(k, A->values, A->off_values);
    clm_sp_arg_buf(k, A->col_indices, A->off_col_indices);
    clm_sp_arg_buf(k, A->row_pointer, A->off_row_pointer);
}

#endif
