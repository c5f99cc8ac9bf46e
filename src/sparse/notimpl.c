/*
 * notimpl.c - link stubs for the clSPARSE functions clmath does not provide
 * yet. Every function clSPARSE.h declares must exist so that clSPARSE
 * programs link; until one has an implementation it is defined here and
 * reports clsparseNotImplemented (docs/coverage-sparse.md lists them).
 * Implementing a function means deleting its line here.
 */
#include <stddef.h>

#include <clSPARSE.h>

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

#define CLM_SPARSE_NOT_IMPLEMENTED(NAME, PARAMS) \
    clsparseStatus NAME PARAMS { return clsparseNotImplemented; }

/* solvers */
#define SOLVER(NAME)                                                                     \
    CLM_SPARSE_NOT_IMPLEMENTED(NAME, (cldenseVector * x, const clsparseCsrMatrix *A,     \
                                      const cldenseVector *b,                            \
                                      clSParseSolverControl solverControl,               \
                                      clsparseControl control))
SOLVER(clsparseScsrbicgStab)
SOLVER(clsparseDcsrbicgStab)
