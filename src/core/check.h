/*
 * Argument checks shared by every routine. Each returns clblasSuccess or the
 * most specific clblasStatus; none enqueues anything or touches user memory.
 */
#ifndef CLM_CHECK_H
#define CLM_CHECK_H

#include <clBLAS.h>

#include "core/call.h"
#include "core/dtype.h"

/* Largest dimension: kernels index rows and columns with 32-bit unsigned
 * integers and add a tile's extent to them, so dimensions stay below 2^31. */
#define CLM_MAX_DIM 0x7fffffffu

/* A buffer argument as checked: its size in bytes. */
typedef struct clm_buf {
    cl_mem mem;
    size_t size;
} clm_buf;

/* clblasNotInitialized unless clblasSetup() is in effect. */
clblasStatus clm_check_init(void);

/* A matrix in a buffer, column-major: element (r, c) at element off + r
 * + c ld of mem (a row-major or transposed matrix as the column-major one
 * it is stored as). What the engines take for their operands. */
typedef struct clm_mat {
    cl_mem mem;
    size_t off, ld;
} clm_mat;

/* The sub-matrix of v from its element (r, c). */
static inline clm_mat clm_mat_at(clm_mat v, size_t r, size_t c)
{
    v.off += r + c * v.ld;
    return v;
}

/* A vector in a buffer: n elements from element off, inc apart (reference
 * BLAS's order: a negative inc starts at the far end, clm_vector_base). */
typedef struct clm_vec {
    cl_mem mem;
    size_t off;
    int inc;
} clm_vec;

/* An operand as a call's checks see it. which names it and its statuses:
 * 'A', 'B', 'C' a matrix (clblasInvalidLeadDim?, clblasInvalidMat?,
 * clblasInsufficientMemMat?), rows x cols in the column-major sense (a
 * row-major matrix as its transpose) from element off with leading
 * dimension ld, or, packed, rows elements from off; 'X', 'Y' a
 * vector (clblasInvalidInc?, clblasInvalidVec?, clblasInsufficientMemVec?)
 * of n elements from off, inc apart; 'S' a Level 1 scratch, n elements
 * from off as a vector of increment 1 (clblasInvalidMemObject,
 * clblasInsufficientMemVecX); 'R' a Level 1 result, n elements of esize
 * bytes from off (clblasInvalidMemObject, clblasInvalidValue). */
typedef struct clm_operand {
    char which;
    cl_mem mem;
    size_t off;
    size_t rows, cols, ld; /* a matrix */
    int packed;
    size_t n;              /* a vector, scratch or result */
    int inc;
    size_t esize;          /* a result */
} clm_operand;

#define CLM_MATRIX(W, MEM, OFF, LD, ROWS, COLS)                                                 \
    {.which = (W), .mem = (MEM), .off = (OFF), .rows = (ROWS), .cols = (COLS), .ld = (LD)}
#define CLM_PACKED(W, MEM, OFF, COUNT)                                                          \
    {.which = (W), .mem = (MEM), .off = (OFF), .rows = (COUNT), .packed = 1}
#define CLM_VECTOR(W, MEM, OFF, INC, N)                                                         \
    {.which = (W), .mem = (MEM), .off = (OFF), .n = (N), .inc = (INC)}
#define CLM_SCRATCH(MEM, N) CLM_VECTOR('S', MEM, 0, 1, N)
#define CLM_RESULT(MEM, OFF, N, ESIZE)                                                          \
    {.which = 'R', .mem = (MEM), .off = (OFF), .n = (N), .esize = (ESIZE)}

/* The same from the views an argument struct holds. */
#define CLM_MATRIX_OF(W, MAT, ROWS, COLS) CLM_MATRIX(W, (MAT).mem, (MAT).off, (MAT).ld, ROWS, COLS)
#define CLM_PACKED_OF(W, MAT, COUNT) CLM_PACKED(W, (MAT).mem, (MAT).off, COUNT)
#define CLM_VECTOR_OF(W, VEC, N) CLM_VECTOR(W, (VEC).mem, (VEC).off, (VEC).inc, N)

/* The enum arguments' ranges: nonzero for a value outside the enum (the
 * call's clblasInvalidValue). */
static inline int clm_bad_order(clblasOrder o)
{
    return o != clblasRowMajor && o != clblasColumnMajor;
}
static inline int clm_bad_trans(clblasTranspose t)
{
    return t != clblasNoTrans && t != clblasTrans && t != clblasConjTrans;
}
static inline int clm_bad_uplo(clblasUplo u) { return u != clblasUpper && u != clblasLower; }
static inline int clm_bad_side(clblasSide s) { return s != clblasLeft && s != clblasRight; }
static inline int clm_bad_diag(clblasDiag d) { return d != clblasUnit && d != clblasNonUnit; }

/* The checks of a call on its n operands, in clBLAS's order: each one's
 * shape in turn (a matrix's leading dimension, a vector's increment), the
 * queues (clm_check_call), each one's buffer, then, unless the call reads
 * and writes nothing (empty), that each one but a result fits its buffer;
 * last, empty or not, that each result does (the call writes it). */
clblasStatus clm_check_operands(clm_dtype dt, const struct clm_queue_args *q, clm_call *call,
                                const clm_operand *v, int n, int empty);

/* clm_check_queues on a routine's queue arguments. */
clblasStatus clm_check_call(clm_dtype dt, const clm_queue_args *q, clm_call *call);

/* numCommandQueues/commandQueues, the first queue, the wait list, and fp64
 * support on the queue's device for D and Z. Fills *call. */
clblasStatus clm_check_queues(clm_dtype dt, cl_uint nq, cl_command_queue *qs, cl_uint nwait,
                              const cl_event *wait, clm_call *call);

/* mem must be a buffer of call's context: if_null for NULL,
 * clblasInvalidMemObject for something that is not a buffer,
 * clblasInvalidContext for a buffer of another context. */
clblasStatus clm_check_mem(const clm_call *call, cl_mem mem, clblasStatus if_null, clm_buf *out);

/* Do count elements of esize bytes fit at element offset off (a result, a
 * scalar, a parameter array)? clblasInvalidValue if not. */
clblasStatus clm_check_elements_fit(const clm_buf *buf, size_t off, size_t count, size_t esize);

/* Leading dimension of a matrix stored with `rows` elements per column
 * (column-major sense): ld >= max(1, rows), else bad_ld. */
clblasStatus clm_check_ld(size_t rows, size_t ld, clblasStatus bad_ld);

/* Does a matrix of rows x cols (column-major storage, leading dimension ld)
 * at element offset off fit in buf? Nothing to check when rows or cols is 0. */
clblasStatus clm_check_matrix_fits(clm_dtype dt, size_t rows, size_t cols, size_t off, size_t ld,
                                   const clm_buf *buf, clblasStatus too_small);

/* Does a vector of n elements with increment inc at offset off fit in buf? */
clblasStatus clm_check_vector_fits(clm_dtype dt, size_t n, size_t off, int inc,
                                   const clm_buf *buf, clblasStatus too_small);

/* Element index of the first element a kernel visits for a vector of n
 * elements stored from off with increment inc: reference BLAS starts a
 * negative-increment vector at its far end. */
static inline size_t clm_vector_base(size_t n, size_t off, int inc)
{
    return inc >= 0 || n == 0 ? off : off + (n - 1) * (size_t)(-(long long)inc);
}

#endif
