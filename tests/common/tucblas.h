/*
 * tucblas.h - clBLAS's enums as CBLAS's, for the tests' reference calls.
 */
#ifndef CLM_TUCBLAS_H
#define CLM_TUCBLAS_H

#include <cblas.h>
#include <clBLAS.h>

static inline enum CBLAS_ORDER tu_cb_order(clblasOrder o)
{
    return o == clblasColumnMajor ? CblasColMajor : CblasRowMajor;
}

static inline enum CBLAS_TRANSPOSE tu_cb_trans(clblasTranspose t)
{
    return t == clblasNoTrans ? CblasNoTrans : t == clblasTrans ? CblasTrans : CblasConjTrans;
}

static inline enum CBLAS_UPLO tu_cb_uplo(clblasUplo u)
{
    return u == clblasUpper ? CblasUpper : CblasLower;
}

static inline enum CBLAS_SIDE tu_cb_side(clblasSide s)
{
    return s == clblasLeft ? CblasLeft : CblasRight;
}

static inline enum CBLAS_DIAG tu_cb_diag(clblasDiag d)
{
    return d == clblasUnit ? CblasUnit : CblasNonUnit;
}

#endif
