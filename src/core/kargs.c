/*
 * Kernel arguments: packing (clm_arg_*) and setting on a kernel only those
 * that differ from the ones it holds.
 */
#include "core/kargs.h"

#include <string.h>

#include "core/mem_info.h"

void clm_args_init(clm_kargs *a)
{
    a->n = 0;
    a->full = 0;
    a->used = 0;
}

/* Append one argument of `bytes` bytes (from v; NULL: local memory). */
static void add(clm_kargs *a, const void *v, size_t bytes)
{
    size_t words = (bytes + sizeof(cl_ulong) - 1) / sizeof(cl_ulong);
    if (a->n == CLM_KARGS_MAX || (v && a->used + words > sizeof a->data / sizeof a->data[0]) ||
        bytes > 0xFFFF) {
        a->full = 1;
        return;
    }
    a->size[a->n] = (unsigned short)bytes;
    a->at[a->n] = v ? (unsigned short)a->used : 0xFFFF;
    a->serial[a->n] = 0;
    a->mem[a->n] = 0;
    if (v) {
        memcpy(&a->data[a->used], v, bytes);
        a->used += words;
    }
    a->n++;
}

void clm_arg_u32(clm_kargs *a, cl_uint v) { add(a, &v, sizeof v); }
void clm_arg_i32(clm_kargs *a, cl_int v) { add(a, &v, sizeof v); }
void clm_arg_u64(clm_kargs *a, cl_ulong v) { add(a, &v, sizeof v); }
void clm_arg_mem(clm_kargs *a, cl_mem v)
{
    int i = a->n;
    add(a, &v, sizeof v);
    if (a->n > i && v) { /* a buffer the checks recorded, else serial 0: set each time */
        a->mem[i] = 1;
        a->serial[i] = clm_mem_serial(v);
    }
}
void clm_arg_mat(clm_kargs *a, cl_mem mem, cl_ulong off, cl_ulong ld)
{
    clm_arg_mem(a, mem);
    clm_arg_u64(a, off);
    clm_arg_u64(a, ld);
}
void clm_arg_vec(clm_kargs *a, cl_mem mem, cl_ulong base, cl_int inc)
{
    clm_arg_mem(a, mem);
    clm_arg_u64(a, base);
    clm_arg_i32(a, inc);
}
void clm_arg_scalar(clm_kargs *a, clm_dtype dt, clm_scalar v)
{
    add(a, &v, clm_dtype_size(dt));
}
void clm_arg_local(clm_kargs *a, size_t bytes) { add(a, NULL, bytes); }
void clm_arg_bytes(clm_kargs *a, const void *v, size_t bytes) { add(a, v, bytes); }

/* Is argument i of a as set holds it? */
static int same_arg(const clm_kargs *set, const clm_kargs *a, int i, const void *v)
{
    if (i >= set->n || set->size[i] != a->size[i] || set->mem[i] != a->mem[i] ||
        (set->at[i] == 0xFFFF) != (v == NULL))
        return 0;
    if (!v) /* local memory: its size */
        return 1;
    if (a->mem[i] && (a->serial[i] == 0 || set->serial[i] != a->serial[i]))
        return 0;
    return memcmp(&set->data[set->at[i]], v, a->size[i]) == 0;
}

static void keep_args(clm_kargs *set, const clm_kargs *a)
{
    set->n = a->n;
    set->full = 0;
    set->used = a->used;
    memcpy(set->size, a->size, (size_t)a->n * sizeof a->size[0]);
    memcpy(set->at, a->at, (size_t)a->n * sizeof a->at[0]);
    memcpy(set->serial, a->serial, (size_t)a->n * sizeof a->serial[0]);
    memcpy(set->mem, a->mem, (size_t)a->n);
    memcpy(set->data, a->data, a->used * sizeof a->data[0]);
}

cl_int clm_kargs_set(cl_kernel k, clm_kargs *set, const clm_kargs *a)
{
    if (a->full)
        return CL_INVALID_KERNEL_ARGS;
    cl_int err = CL_SUCCESS;
    for (int i = 0; i < a->n && err == CL_SUCCESS; i++) {
        const void *v = a->at[i] == 0xFFFF ? NULL : (const void *)&a->data[a->at[i]];
        if (!same_arg(set, a, i, v))
            err = clSetKernelArg(k, (cl_uint)i, a->size[i], v);
    }
    if (err == CL_SUCCESS)
        keep_args(set, a);
    else
        set->n = 0; /* some may be set, some not: none known */
    return err;
}
