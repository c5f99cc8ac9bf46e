/*
 * test_headers_sparse.cpp - clSPARSE.h compiles as C++11 with C linkage and
 * the clSPARSE types keep their meaning there. Needs no OpenCL device.
 */
#include <clSPARSE.h>
#include <clSPARSE-error.h>

#include <cstdio>
#include <type_traits>

static_assert(std::is_same<clsparseIdx_t, cl_uint>::value, "clsparseIdx_t is cl_uint");
static_assert(clsparseNotImplemented == -1024, "status codes count up from -1024");
static_assert(clsparseInvalidSolverControlObject == -2048, "solver codes count up from -2048");
static_assert(std::is_standard_layout<clsparseCsrMatrix>::value, "plain C structure");

typedef clsparseStatus (*csrmv_fn)(const clsparseScalar *, const clsparseCsrMatrix *,
                                   const cldenseVector *, const clsparseScalar *,
                                   cldenseVector *, const clsparseControl);

int main()
{
    csrmv_fn f = clsparseDcsrmv;
    if (f == nullptr) {
        std::fprintf(stderr, "test_headers_sparse (C++): no clsparseDcsrmv\n");
        return 1;
    }
    return 0;
}
