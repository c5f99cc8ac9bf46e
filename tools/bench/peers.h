/*
 * Peers loaded at run time with dlopen: cuBLAS (through libcudart and
 * libcublas) and CLBlast. No CUDA or CLBlast header is used: the few types,
 * constants and prototypes are declared here, as documented by cublas_api.h /
 * cuda_runtime_api.h (CUDA 13) and CLBlast's include/clblast_c.h (1.5, 1.6).
 */
#ifndef CLM_BENCH_PEERS_H
#define CLM_BENCH_PEERS_H

#include "bench.h"

/* ---- CUDA runtime / cuBLAS ---- */
typedef int bcuda_error;         /* cudaError_t, 0 = cudaSuccess */
typedef int bcublas_status;      /* cublasStatus_t, 0 = CUBLAS_STATUS_SUCCESS */
typedef void *bcublas_handle;    /* cublasHandle_t */
enum { BCUDA_H2D = 1, BCUDA_D2H = 2, BCUDA_D2D = 3 };  /* cudaMemcpyKind */
enum { BCUBLAS_OP_N = 0, BCUBLAS_OP_T = 1, BCUBLAS_OP_C = 2 };

/* cublas<t>gemv_v2(handle, trans, m, n, alpha*, A, lda, x, incx, beta*, y, incy):
 * the same prototype for all four precisions, with void pointers. */
typedef bcublas_status (*bcublas_gemv_fn)(bcublas_handle, int, int, int, const void *,
                                          const void *, int, const void *, int,
                                          const void *, void *, int);

typedef struct bench_cublas {
    int ok;
    char why[256];
    char device[256];
    void *lib_rt, *lib_blas;
    bcublas_handle handle;
    bcuda_error (*Malloc)(void **, size_t);
    bcuda_error (*Free)(void *);
    bcuda_error (*Memcpy)(void *, const void *, size_t, int);
    bcuda_error (*DeviceSynchronize)(void);
    const char *(*GetErrorString)(bcuda_error);
    bcublas_status (*Destroy)(bcublas_handle);
    bcublas_gemv_fn gemv[4];  /* S, D, C, Z */
} bench_cublas;

/* ---- CLBlast ---- */
enum { BCLB_ROW_MAJOR = 101, BCLB_COL_MAJOR = 102 };
enum { BCLB_TRANS_NO = 111, BCLB_TRANS_YES = 112, BCLB_TRANS_CONJ = 113 };
typedef int (*bclblast_sgemv_fn)(int, int, size_t, size_t, float, cl_mem, size_t, size_t,
                                 cl_mem, size_t, size_t, float, cl_mem, size_t, size_t,
                                 cl_command_queue *, cl_event *);
typedef int (*bclblast_dgemv_fn)(int, int, size_t, size_t, double, cl_mem, size_t, size_t,
                                 cl_mem, size_t, size_t, double, cl_mem, size_t, size_t,
                                 cl_command_queue *, cl_event *);
typedef int (*bclblast_cgemv_fn)(int, int, size_t, size_t, cl_float2, cl_mem, size_t, size_t,
                                 cl_mem, size_t, size_t, cl_float2, cl_mem, size_t, size_t,
                                 cl_command_queue *, cl_event *);
typedef int (*bclblast_zgemv_fn)(int, int, size_t, size_t, cl_double2, cl_mem, size_t, size_t,
                                 cl_mem, size_t, size_t, cl_double2, cl_mem, size_t, size_t,
                                 cl_command_queue *, cl_event *);

typedef struct bench_clblast {
    int ok;
    char why[256];
    void *lib;
    bclblast_sgemv_fn sgemv;
    bclblast_dgemv_fn dgemv;
    bclblast_cgemv_fn cgemv;
    bclblast_zgemv_fn zgemv;
} bench_clblast;

typedef struct bench_peers {
    int want_cublas, want_clblast;
    bench_cublas cublas;
    bench_clblast clblast;
} bench_peers;

/* Load what o->peers asks for; prints one line per peer. Never fails. */
void bench_peers_load(bench_ctx *ctx, const bench_opts *o, bench_peers *p);
void bench_peers_unload(bench_peers *p);

/* "cudaErrorX (text)" for a CUDA error. */
const char *bench_cuda_error(const bench_cublas *c, bcuda_error e);

#endif
