#ifndef CLM_KARGS_H
#define CLM_KARGS_H

#include <CL/cl.h>

#include "core/dtype.h"

/*
 * A kernel's arguments, typed and in order: each clm_arg_* appends one,
 * copying its value, so temporaries may be passed. An argument the kernel
 * declares as uint takes clm_arg_u32, ulong clm_arg_u64, a buffer
 * clm_arg_mem, alpha or beta (the precision's scalar) clm_arg_scalar, a
 * local buffer clm_arg_local. Too many arguments make the launch fail
 * (CL_INVALID_KERNEL_ARGS) rather than run with some missing.
 *
 * Each kernel object keeps the arguments last set on it (it serves one
 * caller at a time: program_cache.h), and a launch sets only those that
 * differ: a call repeated on the same buffers sets none. A buffer is the
 * same when its handle and its mem_info serial are.
 */
#define CLM_KARGS_MAX 32
typedef struct clm_kargs {
    int n, full;
    size_t used;
    unsigned short size[CLM_KARGS_MAX], at[CLM_KARGS_MAX]; /* bytes; place in data */
    cl_ulong serial[CLM_KARGS_MAX];   /* a buffer's mem_info serial, else 0 */
    unsigned char mem[CLM_KARGS_MAX]; /* 1: a buffer */
    cl_ulong data[CLM_KARGS_MAX * 2]; /* room for 32 double complex values */
} clm_kargs;

void clm_args_init(clm_kargs *a);
void clm_arg_u32(clm_kargs *a, cl_uint v);
void clm_arg_i32(clm_kargs *a, cl_int v);
void clm_arg_u64(clm_kargs *a, cl_ulong v);
void clm_arg_mem(clm_kargs *a, cl_mem v);
/* A matrix: the (T *p, ulong off, ulong ld) triple of the kernels'
 * matrix arguments, offset and leading dimension in elements. */
void clm_arg_mat(clm_kargs *a, cl_mem mem, cl_ulong off, cl_ulong ld);
/* A vector: the (T *p, ulong base, int inc) triple of the kernels' vector
 * arguments, base its first logical element (clm_vector_base). */
void clm_arg_vec(clm_kargs *a, cl_mem mem, cl_ulong base, cl_int inc);
void clm_arg_scalar(clm_kargs *a, clm_dtype dt, clm_scalar v);
void clm_arg_local(clm_kargs *a, size_t bytes);
/* An argument given as its bytes, for a kernel parameter that is a raw
 * element of the caller's size (helper.cl's fills: uchar .. uint4). */
void clm_arg_bytes(clm_kargs *a, const void *v, size_t bytes);

/* Set on kernel k the arguments of a that differ from set, the ones it
 * holds, and make set a copy of a (on failure: none known). A full a
 * (too many arguments) is CL_INVALID_KERNEL_ARGS. */
cl_int clm_kargs_set(cl_kernel k, clm_kargs *set, const clm_kargs *a);

#endif
