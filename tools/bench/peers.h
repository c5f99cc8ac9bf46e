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

/* Level 1, with void pointers (the same prototype for every precision):
 * axpy(h, n, alpha*, x, incx, y, incy); scal(h, n, alpha*, x, incx);
 * copy/swap(h, n, x, incx, y, incy); dot(h, n, x, incx, y, incy, result*);
 * nrm2/asum/iamax(h, n, x, incx, result*); rot(h, n, x, incx, y, incy, c*, s*).
 * Any of them may be missing (NULL): that case shows n/a. */
typedef bcublas_status (*bcublas_axpy_fn)(bcublas_handle, int, const void *, const void *, int,
                                          void *, int);
typedef bcublas_status (*bcublas_scal_fn)(bcublas_handle, int, const void *, void *, int);
typedef bcublas_status (*bcublas_vv_fn)(bcublas_handle, int, void *, int, void *, int);
typedef bcublas_status (*bcublas_dot_fn)(bcublas_handle, int, const void *, int, const void *,
                                         int, void *);
typedef bcublas_status (*bcublas_red_fn)(bcublas_handle, int, const void *, int, void *);
typedef bcublas_status (*bcublas_rot_fn)(bcublas_handle, int, void *, int, void *, int,
                                         const void *, const void *);
enum { BCUBLAS_POINTER_MODE_HOST = 0, BCUBLAS_POINTER_MODE_DEVICE = 1 };

/* Triangular Level 2, with void pointers (the same prototype for every
 * precision): full trmv/trsv(h, uplo, trans, diag, n, A, lda, x, incx);
 * band tbmv/tbsv(h, uplo, trans, diag, n, k, A, lda, x, incx); packed
 * tpmv/tpsv(h, uplo, trans, diag, n, AP, x, incx). Any may be missing. */
enum { BCUBLAS_FILL_LOWER = 0, BCUBLAS_FILL_UPPER = 1 };
enum { BCUBLAS_DIAG_NON_UNIT = 0, BCUBLAS_DIAG_UNIT = 1 };
typedef bcublas_status (*bcublas_trfull_fn)(bcublas_handle, int, int, int, int, const void *,
                                            int, void *, int);
typedef bcublas_status (*bcublas_trband_fn)(bcublas_handle, int, int, int, int, int,
                                            const void *, int, void *, int);
typedef bcublas_status (*bcublas_trpack_fn)(bcublas_handle, int, int, int, int, const void *,
                                            void *, int);

/* gemm(h, transa, transb, m, n, k, alpha*, A, lda, B, ldb, beta*, C, ldc):
 * one prototype for every precision, with void pointers. */
typedef bcublas_status (*bcublas_gemm_fn)(bcublas_handle, int, int, int, int, int, const void *,
                                          const void *, int, const void *, int, const void *,
                                          void *, int);

/* Level 3 beyond gemm, with void pointers (one prototype for every
 * precision; herk's alpha and beta and her2k's beta point to reals):
 * syrk/herk(h, uplo, trans, n, k, alpha*, A, lda, beta*, C, ldc);
 * syr2k/her2k(h, uplo, trans, n, k, alpha*, A, lda, B, ldb, beta*, C, ldc);
 * symm/hemm(h, side, uplo, m, n, alpha*, A, lda, B, ldb, beta*, C, ldc);
 * trmm(h, side, uplo, trans, diag, m, n, alpha*, A, lda, B, ldb, C, ldc),
 * out of place (C = B: in place); trsm(h, side, uplo, trans, diag, m, n,
 * alpha*, A, lda, B, ldb). Any may be missing (herk, her2k, hemm: C, Z). */
enum { BCUBLAS_SIDE_LEFT = 0, BCUBLAS_SIDE_RIGHT = 1 };
typedef bcublas_status (*bcublas_syrk_fn)(bcublas_handle, int, int, int, int, const void *,
                                          const void *, int, const void *, void *, int);
typedef bcublas_status (*bcublas_syr2k_fn)(bcublas_handle, int, int, int, int, const void *,
                                           const void *, int, const void *, int, const void *,
                                           void *, int);
typedef bcublas_status (*bcublas_symm_fn)(bcublas_handle, int, int, int, int, const void *,
                                          const void *, int, const void *, int, const void *,
                                          void *, int);
typedef bcublas_status (*bcublas_trmm_fn)(bcublas_handle, int, int, int, int, int, int,
                                          const void *, const void *, int, const void *, int,
                                          void *, int);
typedef bcublas_status (*bcublas_trsm_fn)(bcublas_handle, int, int, int, int, int, int,
                                          const void *, const void *, int, void *, int);

/* Rank-1 and rank-2 updates, with void pointers (one prototype per family
 * for every precision; her's and hpr's alpha points to a real):
 * ger/geru/gerc(h, m, n, alpha*, x, incx, y, incy, A, lda);
 * syr/her(h, uplo, n, alpha*, x, incx, A, lda); syr2/her2(h, uplo, n,
 * alpha*, x, incx, y, incy, A, lda); spr/hpr(h, uplo, n, alpha*, x, incx,
 * AP); spr2/hpr2(h, uplo, n, alpha*, x, incx, y, incy, AP). Any may be
 * missing (NULL). */
typedef bcublas_status (*bcublas_ger_fn)(bcublas_handle, int, int, const void *, const void *,
                                         int, const void *, int, void *, int);
typedef bcublas_status (*bcublas_syr_fn)(bcublas_handle, int, int, const void *, const void *,
                                         int, void *, int);
typedef bcublas_status (*bcublas_syr2_fn)(bcublas_handle, int, int, const void *, const void *,
                                          int, const void *, int, void *, int);
typedef bcublas_status (*bcublas_spr_fn)(bcublas_handle, int, int, const void *, const void *,
                                         int, void *);
typedef bcublas_status (*bcublas_spr2_fn)(bcublas_handle, int, int, const void *, const void *,
                                          int, const void *, int, void *);

/* Symmetric, Hermitian and band products, with void pointers (one
 * prototype per storage for every precision): symv/hemv(h, uplo, n, alpha*,
 * A, lda, x, incx, beta*, y, incy); sbmv/hbmv(h, uplo, n, k, alpha*, A, lda,
 * x, incx, beta*, y, incy); spmv/hpmv(h, uplo, n, alpha*, AP, x, incx,
 * beta*, y, incy); gbmv(h, trans, m, n, kl, ku, alpha*, A, lda, x, incx,
 * beta*, y, incy). Any may be missing (NULL). */
typedef bcublas_status (*bcublas_symv_fn)(bcublas_handle, int, int, const void *, const void *,
                                          int, const void *, int, const void *, void *, int);
typedef bcublas_status (*bcublas_sbmv_fn)(bcublas_handle, int, int, int, const void *,
                                          const void *, int, const void *, int, const void *,
                                          void *, int);
typedef bcublas_status (*bcublas_spmv_fn)(bcublas_handle, int, int, const void *, const void *,
                                          const void *, int, const void *, void *, int);
typedef bcublas_status (*bcublas_gbmv_fn)(bcublas_handle, int, int, int, int, int, const void *,
                                          const void *, int, const void *, int, const void *,
                                          void *, int);

typedef struct bench_cublas_mv {
    bcublas_symv_fn symv[4], hemv[4];  /* S, D, C, Z (hemv: C, Z) */
    bcublas_sbmv_fn sbmv[4], hbmv[4];
    bcublas_spmv_fn spmv[4], hpmv[4];
    bcublas_gbmv_fn gbmv[4];
} bench_cublas_mv;

typedef struct bench_cublas_r1 {
    bcublas_ger_fn ger[4];          /* Sger, Dger, Cgeru, Zgeru */
    bcublas_ger_fn gerc[4];         /* -, -, Cgerc, Zgerc */
    bcublas_syr_fn syr[4], her[4];  /* S, D, C, Z (her: C, Z) */
    bcublas_syr2_fn syr2[4], her2[4];
    bcublas_spr_fn spr[4], hpr[4];
    bcublas_spr2_fn spr2[4], hpr2[4];
} bench_cublas_r1;

typedef struct bench_cublas_l3 {
    bcublas_syrk_fn syrk[4], herk[4];    /* S, D, C, Z */
    bcublas_syr2k_fn syr2k[4], her2k[4];
    bcublas_symm_fn symm[4], hemm[4];
    bcublas_trmm_fn trmm[4];
    bcublas_trsm_fn trsm[4];
} bench_cublas_l3;

typedef struct bench_cublas_tri {
    bcublas_trfull_fn trmv[4], trsv[4];  /* S, D, C, Z */
    bcublas_trband_fn tbmv[4], tbsv[4];
    bcublas_trpack_fn tpmv[4], tpsv[4];
} bench_cublas_tri;

typedef struct bench_cublas_l1 {
    bcublas_axpy_fn axpy[4];  /* S, D, C, Z */
    bcublas_scal_fn scal[4];  /* Sscal, Dscal, Cscal, Zscal */
    bcublas_vv_fn copy[4], swap[4];
    bcublas_dot_fn dotu[4];   /* Sdot, Ddot, Cdotu, Zdotu */
    bcublas_dot_fn dotc[4];   /* Sdot, Ddot, Cdotc, Zdotc */
    bcublas_red_fn nrm2[4];   /* Snrm2, Dnrm2, Scnrm2, Dznrm2 */
    bcublas_red_fn asum[4];   /* Sasum, Dasum, Scasum, Dzasum */
    bcublas_red_fn iamax[4];  /* Isamax, Idamax, Icamax, Izamax (int result, 1-based) */
    bcublas_rot_fn rot[4];    /* Srot, Drot, Csrot, Zdrot (real c and s) */
    bcublas_status (*SetPointerMode)(bcublas_handle, int);
} bench_cublas_l1;

typedef struct bench_cublas {
    int ok;
    int absent;  /* not on this machine (no library or no CUDA device): not an error */
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
    bcublas_gemm_fn gemm[4];  /* optional: NULL shows n/a */
    bench_cublas_l1 l1;
    bench_cublas_tri tri;
    bench_cublas_l3 l3;
    bench_cublas_r1 r1;
    bench_cublas_mv mv;
} bench_cublas;

/* The CUDA runtime part of c (lib_rt, Malloc .. GetErrorString, device):
 * 0 when loaded and a CUDA device is there, else 1 with c->why set (and
 * c->absent when the runtime or a device is missing). */
int bench_cuda_runtime_load(bench_cublas *c);

/* ---- cuSPARSE (generic API, CUDA 12/13) ---- */
enum { BCUSPARSE_INDEX_32I = 2, BCUSPARSE_INDEX_BASE_ZERO = 0 };
enum { BCUDA_R_32F = 0, BCUDA_R_64F = 1 };                /* cudaDataType */
enum { BCUSPARSE_SPMV_ALG_DEFAULT = 0, BCUSPARSE_OPERATION_NON_TRANSPOSE = 0 };

/* spmv(handle, opA, alpha*, matA, vecX, beta*, vecY, computeType, alg,
 * buffer): cusparseSpMV and cusparseSpMV_preprocess; bufferSize ends in a
 * size_t * instead. Descriptors are opaque pointers. */
typedef int (*bcusparse_spmv_fn)(void *, int, const void *, void *, void *, const void *,
                                 void *, int, int, void *);
typedef int (*bcusparse_spmv_size_fn)(void *, int, const void *, void *, void *, const void *,
                                      void *, int, int, size_t *);

typedef struct bench_cusparse {
    int ok;
    int absent;  /* as bench_cublas's */
    char why[256];
    bench_cublas rt;  /* the CUDA runtime part only (no cuBLAS) */
    void *lib;
    void *handle;
    int (*Destroy)(void *);
    /* CreateCsr(&mat, rows, cols, nnz, rowOffsets, colInd, values,
     * rowOffsetsType, colIndType, idxBase, valueType) */
    int (*CreateCsr)(void **, long long, long long, long long, void *, void *, void *, int, int,
                     int, int);
    int (*DestroySpMat)(void *);
    int (*CreateDnVec)(void **, long long, void *, int); /* (&vec, size, values, type) */
    int (*DestroyDnVec)(void *);
    bcusparse_spmv_size_fn SpMV_bufferSize;
    bcusparse_spmv_fn SpMV_preprocess; /* optional (CUDA 12.4 and later) */
    bcusparse_spmv_fn SpMV;
} bench_cusparse;

/* Load libcusparse.so.12 and the CUDA runtime; prints one line. c->ok
 * tells whether it can run. */
void bench_cusparse_load(bench_cusparse *c);
void bench_cusparse_unload(bench_cusparse *c);

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

/* Level 1. Buffers, offsets and increments are the same for every precision
 * (size_t increments: no negative ones); the scalars differ, so axpy, scal
 * and rot have one type per precision. Any may be missing (NULL). CLBlast's
 * iamax writes a 0-based unsigned int; nrm2/asum of complex vectors write
 * the real result into the first half of a complex element. */
typedef int (*bclblast_vv_fn)(size_t, cl_mem, size_t, size_t, cl_mem, size_t, size_t,
                              cl_command_queue *, cl_event *);
typedef int (*bclblast_dot_fn)(size_t, cl_mem, size_t, cl_mem, size_t, size_t, cl_mem, size_t,
                               size_t, cl_command_queue *, cl_event *);
typedef int (*bclblast_red_fn)(size_t, cl_mem, size_t, cl_mem, size_t, size_t,
                               cl_command_queue *, cl_event *);
typedef int (*bclblast_saxpy_fn)(size_t, float, cl_mem, size_t, size_t, cl_mem, size_t, size_t,
                                 cl_command_queue *, cl_event *);
typedef int (*bclblast_daxpy_fn)(size_t, double, cl_mem, size_t, size_t, cl_mem, size_t, size_t,
                                 cl_command_queue *, cl_event *);
typedef int (*bclblast_caxpy_fn)(size_t, cl_float2, cl_mem, size_t, size_t, cl_mem, size_t,
                                 size_t, cl_command_queue *, cl_event *);
typedef int (*bclblast_zaxpy_fn)(size_t, cl_double2, cl_mem, size_t, size_t, cl_mem, size_t,
                                 size_t, cl_command_queue *, cl_event *);
typedef int (*bclblast_sscal_fn)(size_t, float, cl_mem, size_t, size_t, cl_command_queue *,
                                 cl_event *);
typedef int (*bclblast_dscal_fn)(size_t, double, cl_mem, size_t, size_t, cl_command_queue *,
                                 cl_event *);
typedef int (*bclblast_cscal_fn)(size_t, cl_float2, cl_mem, size_t, size_t, cl_command_queue *,
                                 cl_event *);
typedef int (*bclblast_zscal_fn)(size_t, cl_double2, cl_mem, size_t, size_t, cl_command_queue *,
                                 cl_event *);
typedef int (*bclblast_srot_fn)(size_t, cl_mem, size_t, size_t, cl_mem, size_t, size_t, float,
                                float, cl_command_queue *, cl_event *);
typedef int (*bclblast_drot_fn)(size_t, cl_mem, size_t, size_t, cl_mem, size_t, size_t, double,
                                double, cl_command_queue *, cl_event *);

typedef struct bench_clblast_l1 {
    bclblast_saxpy_fn saxpy;
    bclblast_daxpy_fn daxpy;
    bclblast_caxpy_fn caxpy;
    bclblast_zaxpy_fn zaxpy;
    bclblast_sscal_fn sscal;
    bclblast_dscal_fn dscal;
    bclblast_cscal_fn cscal;
    bclblast_zscal_fn zscal;
    bclblast_srot_fn srot;   /* no complex rot in CLBlast */
    bclblast_drot_fn drot;
    bclblast_vv_fn copy[4], swap[4];
    bclblast_dot_fn dotu[4]; /* Sdot, Ddot, Cdotu, Zdotu */
    bclblast_dot_fn dotc[4]; /* Sdot, Ddot, Cdotc, Zdotc */
    bclblast_red_fn nrm2[4]; /* Snrm2, Dnrm2, Scnrm2, Dznrm2 */
    bclblast_red_fn asum[4]; /* Sasum, Dasum, Scasum, Dzasum */
    bclblast_red_fn iamax[4];/* iSamax, iDamax, iCamax, iZamax */
} bench_clblast_l1;

/* Triangular Level 2: no scalars, so one prototype per storage for every
 * precision. Full trmv/trsv(layout, triangle, trans, diag, n, A, offa, lda,
 * x, offx, incx, queue*, event*); band tbmv/tbsv(..., n, k, A, offa, lda,
 * ...); packed tpmv/tpsv(..., n, AP, offa, x, offx, incx, ...). CLBlast
 * 1.5 exports tbsv and tpsv but returns CLBlastNotImplemented (-1024). */
enum { BCLB_UPPER = 121, BCLB_LOWER = 122 };
enum { BCLB_NON_UNIT = 131, BCLB_UNIT = 132 };
enum { BCLB_NOT_IMPLEMENTED = -1024 };
typedef int (*bclblast_trfull_fn)(int, int, int, int, size_t, cl_mem, size_t, size_t, cl_mem,
                                  size_t, size_t, cl_command_queue *, cl_event *);
typedef int (*bclblast_trband_fn)(int, int, int, int, size_t, size_t, cl_mem, size_t, size_t,
                                  cl_mem, size_t, size_t, cl_command_queue *, cl_event *);
typedef int (*bclblast_trpack_fn)(int, int, int, int, size_t, cl_mem, size_t, cl_mem, size_t,
                                  size_t, cl_command_queue *, cl_event *);

typedef struct bench_clblast_tri {
    bclblast_trfull_fn trmv[4], trsv[4];  /* S, D, C, Z */
    bclblast_trband_fn tbmv[4], tbsv[4];
    bclblast_trpack_fn tpmv[4], tpsv[4];
} bench_clblast_tri;

/* gemm(layout, transa, transb, m, n, k, alpha, A, offa, lda, B, offb, ldb,
 * beta, C, offc, ldc, queue*, event*), one type per precision's scalars. */
#define BCLB_GEMM_FN(NAME, T)                                                                  \
    typedef int (*NAME)(int, int, int, size_t, size_t, size_t, T, cl_mem, size_t, size_t,      \
                        cl_mem, size_t, size_t, T, cl_mem, size_t, size_t, cl_command_queue *, \
                        cl_event *)
BCLB_GEMM_FN(bclblast_sgemm_fn, float);
BCLB_GEMM_FN(bclblast_dgemm_fn, double);
BCLB_GEMM_FN(bclblast_cgemm_fn, cl_float2);
BCLB_GEMM_FN(bclblast_zgemm_fn, cl_double2);

/* Level 3 beyond gemm (1.5, 1.6), one type per precision's scalars:
 * syrk/herk(layout, triangle, trans, n, k, alpha, A, offa, lda, beta, C,
 * offc, ldc, queue*, event*), herk's alpha and beta real;
 * syr2k/her2k(..., alpha, A, offa, lda, B, offb, ldb, beta, C, ...),
 * her2k's beta real; symm/hemm(layout, side, triangle, m, n, alpha, A, ...,
 * B, ..., beta, C, ...); trmm/trsm(layout, side, triangle, trans, diag, m,
 * n, alpha, A, offa, lda, B, offb, ldb, queue*, event*). */
enum { BCLB_LEFT = 141, BCLB_RIGHT = 142 };
#define BCLB_SYRK_FN(NAME, T, R)                                                              \
    typedef int (*NAME)(int, int, int, size_t, size_t, T, cl_mem, size_t, size_t, R, cl_mem, \
                        size_t, size_t, cl_command_queue *, cl_event *)
#define BCLB_SYR2K_FN(NAME, T, R)                                                             \
    typedef int (*NAME)(int, int, int, size_t, size_t, T, cl_mem, size_t, size_t, cl_mem,    \
                        size_t, size_t, R, cl_mem, size_t, size_t, cl_command_queue *,        \
                        cl_event *)
#define BCLB_TRMM_FN(NAME, T)                                                                 \
    typedef int (*NAME)(int, int, int, int, int, size_t, size_t, T, cl_mem, size_t, size_t,  \
                        cl_mem, size_t, size_t, cl_command_queue *, cl_event *)
BCLB_SYRK_FN(bclblast_ssyrk_fn, float, float);
BCLB_SYRK_FN(bclblast_dsyrk_fn, double, double);
BCLB_SYRK_FN(bclblast_csyrk_fn, cl_float2, cl_float2);
BCLB_SYRK_FN(bclblast_zsyrk_fn, cl_double2, cl_double2);
/* syr2k's arguments are symm's, with (uplo, trans) for (side, uplo) */
BCLB_SYR2K_FN(bclblast_ssyr2k_fn, float, float);
BCLB_SYR2K_FN(bclblast_dsyr2k_fn, double, double);
BCLB_SYR2K_FN(bclblast_csyr2k_fn, cl_float2, cl_float2);
BCLB_SYR2K_FN(bclblast_zsyr2k_fn, cl_double2, cl_double2);
BCLB_SYR2K_FN(bclblast_cher2k_fn, cl_float2, float);
BCLB_SYR2K_FN(bclblast_zher2k_fn, cl_double2, double);
BCLB_TRMM_FN(bclblast_strmm_fn, float);
BCLB_TRMM_FN(bclblast_dtrmm_fn, double);
BCLB_TRMM_FN(bclblast_ctrmm_fn, cl_float2);
BCLB_TRMM_FN(bclblast_ztrmm_fn, cl_double2);

typedef struct bench_clblast_l3 {
    bclblast_ssyrk_fn ssyrk, cherk;   /* herk: float alpha and beta */
    bclblast_dsyrk_fn dsyrk, zherk;
    bclblast_csyrk_fn csyrk;
    bclblast_zsyrk_fn zsyrk;
    bclblast_ssyr2k_fn ssyr2k, ssymm;
    bclblast_dsyr2k_fn dsyr2k, dsymm;
    bclblast_csyr2k_fn csyr2k, csymm, chemm;
    bclblast_zsyr2k_fn zsyr2k, zsymm, zhemm;
    bclblast_cher2k_fn cher2k;
    bclblast_zher2k_fn zher2k;
    bclblast_strmm_fn strmm, strsm;
    bclblast_dtrmm_fn dtrmm, dtrsm;
    bclblast_ctrmm_fn ctrmm, ctrsm;
    bclblast_ztrmm_fn ztrmm, ztrsm;
} bench_clblast_l3;

/* Rank-1 and rank-2 updates (1.5, 1.6), one type per shape and scalar
 * type (suffix f float, d double, c cl_float2, z cl_double2):
 * ger(layout, m, n, alpha, x, offx, incx, y, offy, incy, A, offa, lda,
 * queue*, event*); syr(layout, triangle, n, alpha, x, offx, incx, A, offa,
 * lda, ...); syr2(..., alpha, x, offx, incx, y, offy, incy, A, offa, lda,
 * ...); spr and spr2 as syr and syr2 with AP, offa for A, offa, lda. her
 * and hpr take a real alpha: they have syr's and spr's f and d types. */
#define BCLB_R1_FNS(S, T)                                                                     \
    typedef int (*bclblast_ger_##S##_fn)(int, size_t, size_t, T, cl_mem, size_t, size_t,     \
                                         cl_mem, size_t, size_t, cl_mem, size_t, size_t,     \
                                         cl_command_queue *, cl_event *);                    \
    typedef int (*bclblast_syr_##S##_fn)(int, int, size_t, T, cl_mem, size_t, size_t, cl_mem, \
                                         size_t, size_t, cl_command_queue *, cl_event *);    \
    typedef int (*bclblast_syr2_##S##_fn)(int, int, size_t, T, cl_mem, size_t, size_t,       \
                                          cl_mem, size_t, size_t, cl_mem, size_t, size_t,    \
                                          cl_command_queue *, cl_event *);                   \
    typedef int (*bclblast_spr_##S##_fn)(int, int, size_t, T, cl_mem, size_t, size_t, cl_mem, \
                                         size_t, cl_command_queue *, cl_event *);            \
    typedef int (*bclblast_spr2_##S##_fn)(int, int, size_t, T, cl_mem, size_t, size_t,       \
                                          cl_mem, size_t, size_t, cl_mem, size_t,            \
                                          cl_command_queue *, cl_event *)
BCLB_R1_FNS(f, float);
BCLB_R1_FNS(d, double);
BCLB_R1_FNS(c, cl_float2);
BCLB_R1_FNS(z, cl_double2);
#undef BCLB_R1_FNS

typedef struct bench_clblast_r1 {
    bclblast_ger_f_fn sger;
    bclblast_ger_d_fn dger;
    bclblast_ger_c_fn cgeru, cgerc;
    bclblast_ger_z_fn zgeru, zgerc;
    bclblast_syr_f_fn ssyr, cher;
    bclblast_syr_d_fn dsyr, zher;
    bclblast_syr2_f_fn ssyr2;
    bclblast_syr2_d_fn dsyr2;
    bclblast_syr2_c_fn cher2;
    bclblast_syr2_z_fn zher2;
    bclblast_spr_f_fn sspr, chpr;
    bclblast_spr_d_fn dspr, zhpr;
    bclblast_spr2_f_fn sspr2;
    bclblast_spr2_d_fn dspr2;
    bclblast_spr2_c_fn chpr2;
    bclblast_spr2_z_fn zhpr2;
} bench_clblast_r1;

/* Symmetric, Hermitian and band products (1.5, 1.6), one type per shape
 * and scalar type (suffix as the updates'): symv/hemv(layout, triangle, n,
 * alpha, A, offa, lda, x, offx, incx, beta, y, offy, incy, queue*, event*);
 * sbmv/hbmv(layout, triangle, n, k, alpha, A, ...); spmv/hpmv(layout,
 * triangle, n, alpha, AP, offa, x, ...); gbmv(layout, trans, m, n, kl, ku,
 * alpha, A, offa, lda, x, ...). */
#define BCLB_MV_FNS(S, T)                                                                     \
    typedef int (*bclblast_symv_##S##_fn)(int, int, size_t, T, cl_mem, size_t, size_t, cl_mem, \
                                          size_t, size_t, T, cl_mem, size_t, size_t,          \
                                          cl_command_queue *, cl_event *);                    \
    typedef int (*bclblast_sbmv_##S##_fn)(int, int, size_t, size_t, T, cl_mem, size_t, size_t, \
                                          cl_mem, size_t, size_t, T, cl_mem, size_t, size_t,  \
                                          cl_command_queue *, cl_event *);                    \
    typedef int (*bclblast_spmv_##S##_fn)(int, int, size_t, T, cl_mem, size_t, cl_mem, size_t, \
                                          size_t, T, cl_mem, size_t, size_t,                  \
                                          cl_command_queue *, cl_event *);                    \
    typedef int (*bclblast_gbmv_##S##_fn)(int, int, size_t, size_t, size_t, size_t, T, cl_mem, \
                                          size_t, size_t, cl_mem, size_t, size_t, T, cl_mem,  \
                                          size_t, size_t, cl_command_queue *, cl_event *)
BCLB_MV_FNS(f, float);
BCLB_MV_FNS(d, double);
BCLB_MV_FNS(c, cl_float2);
BCLB_MV_FNS(z, cl_double2);
#undef BCLB_MV_FNS

typedef struct bench_clblast_mv {
    bclblast_symv_f_fn ssymv;
    bclblast_symv_d_fn dsymv;
    bclblast_symv_c_fn chemv;
    bclblast_symv_z_fn zhemv;
    bclblast_spmv_f_fn sspmv;
    bclblast_spmv_d_fn dspmv;
    bclblast_spmv_c_fn chpmv;
    bclblast_spmv_z_fn zhpmv;
    bclblast_sbmv_f_fn ssbmv;
    bclblast_sbmv_d_fn dsbmv;
    bclblast_sbmv_c_fn chbmv;
    bclblast_sbmv_z_fn zhbmv;
    bclblast_gbmv_f_fn sgbmv;
    bclblast_gbmv_d_fn dgbmv;
    bclblast_gbmv_c_fn cgbmv;
    bclblast_gbmv_z_fn zgbmv;
} bench_clblast_mv;

/* CLBlast?gemmBatched (CLBlast 1.x): host arrays of alphas, betas (float,
 * double, cl_float2, cl_double2: one pointer type serves all four) and
 * element offsets. */
typedef int (*bclblast_gemm_batched_fn)(int, int, int, size_t, size_t, size_t, const void *,
                                        cl_mem, const size_t *, size_t, cl_mem, const size_t *,
                                        size_t, const void *, cl_mem, const size_t *, size_t,
                                        size_t, cl_command_queue *, cl_event *);

typedef struct bench_clblast {
    int ok;
    int absent;  /* libclblast not installed: not an error */
    char why[256];
    void *lib;
    bclblast_sgemv_fn sgemv;
    bclblast_dgemv_fn dgemv;
    bclblast_cgemv_fn cgemv;
    bclblast_zgemv_fn zgemv;
    bench_clblast_l1 l1;
    bench_clblast_tri tri;
    bclblast_sgemm_fn sgemm; /* optional: NULL shows n/a */
    bclblast_dgemm_fn dgemm;
    bclblast_cgemm_fn cgemm;
    bclblast_zgemm_fn zgemm;
    bclblast_gemm_batched_fn gemm_batched[4]; /* optional, S D C Z */
    bench_clblast_l3 l3;
    bench_clblast_r1 r1;
    bench_clblast_mv mv;
} bench_clblast;

typedef struct bench_peers {
    int want_cublas, want_clblast;
    bench_cublas cublas;
    bench_clblast clblast;
} bench_peers;

/* dlsym into the function pointer at fn (of any type); NULL when missing. */
void bench_load_sym(void *lib, void *fn, const char *name);
/* dlopen the first of names that loads; NULL (and why) when none does. */
void *bench_open_first(const char *const *names, char *why, size_t whylen);

/* Load what o->peers asks for; prints one line per peer. Never fails. */
void bench_peers_load(bench_ctx *ctx, const bench_opts *o, bench_peers *p);
void bench_peers_unload(bench_peers *p);

/* "cudaErrorX (text)" for a CUDA error. */
const char *bench_cuda_error(const bench_cublas *c, bcuda_error e);

/* ---- what the routines' cuBLAS runs share ---- */

/* A bench_sync_fn for cuBLAS (cudaDeviceSynchronize): `state` points to a
 * struct whose first member is the bench_cublas *. */
int bench_cublas_sync(void *state, char *why, size_t whylen);

/* The cuBLAS operation (BCUBLAS_OP_*) for a matrix stored in `order`
 * (0 column-, 1 row-major: the column-major transpose) under `trans`
 * (0 N, 1 T, 2 C); 0 on success, else why (row-major conjugate transpose
 * has no equivalent). */
int bench_cublas_op(int order, int trans, int cplx, int *op, char *why, size_t whylen);

/* nrot copies of an operand of `bytes` bytes in CUDA memory, 256 bytes
 * apart, each filled from `host`. */
typedef struct bench_curot {
    char *mem;
    size_t stride;
} bench_curot;

/* 0 on success, else why ("cudaMalloc: ...", "cudaMemcpy: ..."). */
int bench_curot_alloc(bench_cublas *cb, bench_curot *r, size_t bytes, int nrot,
                      const void *host, char *why, size_t whylen);
char *bench_curot_at(const bench_curot *r, int rot);
void bench_curot_free(bench_cublas *cb, bench_curot *r);

/* cuBLAS's part of a case on up to three operands (A, x, y; bytes 0:
 * absent), `out` the one the routine writes: nrot copies of each filled
 * from host (rot[i] point into the caller's state, whose first member is
 * the bench_cublas *), one checked call on copy 0 with the output read back
 * into back when o->check (then *checked = 1: the caller computes the
 * error), the timing into r->t_cub (clmath's batch), the copies freed. A
 * failure leaves why in r->why_cub. */
typedef struct bench_cu_operands {
    bench_curot *rot[3];
    const void *host[3];
    size_t bytes[3];
    int out;
} bench_cu_operands;
void bench_cublas_case(bench_cublas *cb, const bench_cu_operands *k, bench_call_fn call,
                       void *state, void *back, const bench_opts *o, bench_result *r,
                       int *checked);

#endif
