/*
 * clSPARSE-xx.h - clSPARSE types that do not depend on the OpenCL version:
 * the storage order of dense matrices and the index type.
 *
 * Part of clmath's implementation of the clSPARSE 1.x API (include
 * <clSPARSE.h>, which includes this file).
 */
#ifndef CLMATH_CLSPARSE_XX_H_
#define CLMATH_CLSPARSE_XX_H_

#if defined(__APPLE__) || defined(__MACOSX)
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif

/* Storage order of a dense matrix: rowMajor is C order, columnMajor is
 * Fortran order. */
typedef enum _cldenseMajor
{
    rowMajor = 1,
    columnMajor
} cldenseMajor;

/* Sizes, offsets and the indices stored in device buffers (row pointers,
 * column and row indices) are 32-bit unsigned integers, as in clSPARSE.
 * clSPARSE reserved CLSPARSE_INDEX_SIZEOF == 8 for 64-bit indices and never
 * implemented them; neither does clmath. */
#if defined(CLSPARSE_INDEX_SIZEOF) && (CLSPARSE_INDEX_SIZEOF == 8)
#error "clmath implements clSPARSE with 32-bit indices only (CLSPARSE_INDEX_SIZEOF == 4)"
#else
typedef cl_uint clsparseIdx_t;
#endif

#endif /* CLMATH_CLSPARSE_XX_H_ */
