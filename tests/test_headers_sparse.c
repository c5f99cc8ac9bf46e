/*
 * test_headers_sparse.c - clSPARSE.h (with clSPARSE-error.h) compiles as C11,
 * alongside clBLAS.h, and means what clSPARSE's header means: enumerator and
 * status values, structure layouts (field order and offsets on this ABI),
 * and the exact signatures of a sample of functions through function-pointer
 * types written out here. Needs no OpenCL device.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <clBLAS.h>
#include <clSPARSE.h>
#include <clSPARSE-error.h>

static int failures = 0;

#define CHECK(cond)                                                                      \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                  \
        }                                                                                \
    } while (0)

typedef clsparseStatus (*csrmv_fn)(const clsparseScalar *, const clsparseCsrMatrix *,
                                   const cldenseVector *, const clsparseScalar *,
                                   cldenseVector *, const clsparseControl);
typedef clsparseStatus (*from_file_fn)(clsparseCsrMatrix *, const char *, clsparseControl,
                                       cl_bool);
typedef clsparseStatus (*coo_from_file_fn)(clsparseCooMatrix *, const char *, clsparseControl,
                                           cl_bool);
typedef clsparseStatus (*header_fn)(clsparseIdx_t *, clsparseIdx_t *, clsparseIdx_t *,
                                    const char *);
typedef clsparseCreateResult (*create_fn)(cl_command_queue);
typedef clsparseEventResult (*event_fn)(clsparseControl);
typedef clsparseMetaSizeResult (*meta_size_fn)(clsparseCsrMatrix *, clsparseControl);
typedef clsparseStatus (*version_fn)(cl_uint *, cl_uint *, cl_uint *, cl_uint *);
typedef clsparseCreateSolverResult (*solver_fn)(PRECONDITIONER, cl_int, cl_double, cl_double);
typedef clsparseStatus (*axpby_fn)(cldenseVector *, const clsparseScalar *,
                                   const cldenseVector *, const clsparseScalar *,
                                   const cldenseVector *, const clsparseControl);
typedef clsparseStatus (*dense2csr_fn)(const cldenseMatrix *, clsparseCsrMatrix *,
                                       const clsparseControl);

int main(void)
{
    /* Status values: OpenCL's, then clSPARSE's counting up from -1024 and -2048. */
    CHECK(clsparseSuccess == CL_SUCCESS);
    CHECK(clsparseInvalidKernelArgs == CL_INVALID_KERNEL_ARGS);
    CHECK(clsparseNotImplemented == -1024);
    CHECK(clsparseNotInitialized == -1023);
    CHECK(clsparseInvalidMemObj == -1020);
    CHECK(clsparseInsufficientMemory == -1019);
    CHECK(clsparseInvalidControlObject == -1018);
    CHECK(clsparseInvalidFile == -1017);
    CHECK(clsparseInvalidFileFormat == -1016);
    CHECK(clsparseInvalidType == -1014);
    CHECK(clsparseInvalidSolverControlObject == -2048);
    CHECK(clsparseSolverError == -2044);
    CHECK(strcmp(stringifyStatus(clsparseInvalidFile), "clsparseInvalidFile") == 0);
    CHECK(strcmp(stringifyStatus(CL_INVALID_VALUE), "CL_INVALID_VALUE") == 0);
    CHECK(CLSPARSE_V(CL_SUCCESS, "no message") == CL_SUCCESS);

    /* Other enumerations. */
    CHECK(rowMajor == 1 && columnMajor == 2);
    CHECK(QUIET == 0 && NORMAL == 1 && VERBOSE == 2);
    CHECK(NOPRECOND == 0 && DIAGONAL == 1);
    CHECK(sizeof(clsparseIdx_t) == 4);
    CHECK(clsparseVersionMajor == 0 && clsparseVersionMinor == 10);

    /* Layouts: field order as in clSPARSE 0.10 (status first in the results). */
    CHECK(offsetof(clsparseScalar, off_value) == sizeof(cl_mem));
    CHECK(offsetof(cldenseVector, values) >= sizeof(clsparseIdx_t));
    CHECK(offsetof(clsparseCsrMatrix, num_nonzeros) == 2 * sizeof(clsparseIdx_t));
    CHECK(offsetof(clsparseCsrMatrix, col_indices) ==
          offsetof(clsparseCsrMatrix, values) + sizeof(cl_mem));
    CHECK(offsetof(clsparseCsrMatrix, row_pointer) ==
          offsetof(clsparseCsrMatrix, col_indices) + sizeof(cl_mem));
    CHECK(offsetof(clsparseCsrMatrix, off_values) ==
          offsetof(clsparseCsrMatrix, row_pointer) + sizeof(cl_mem));
    CHECK(offsetof(clsparseCsrMatrix, meta) > offsetof(clsparseCsrMatrix, off_row_pointer));
    CHECK(offsetof(clsparseCooMatrix, row_indices) ==
          offsetof(clsparseCooMatrix, col_indices) + sizeof(cl_mem));
    CHECK(offsetof(clsparseCooMatrix, off_row_indices) ==
          offsetof(clsparseCooMatrix, off_col_indices) + sizeof(clsparseIdx_t));
    CHECK(offsetof(cldenseMatrix, major) == 3 * sizeof(clsparseIdx_t));
    CHECK(offsetof(clsparseCreateResult, status) == 0);
    CHECK(offsetof(clsparseEventResult, status) == 0);
    CHECK(offsetof(clsparseMetaSizeResult, status) == 0);
    CHECK(offsetof(clsparseCreateSolverResult, status) == 0);

    /* Signatures. */
    {
        csrmv_fn scsrmv = clsparseScsrmv, dcsrmv = clsparseDcsrmv;
        csrmv_fn coomv = NULL;
        from_file_fn sfile = clsparseSCsrMatrixfromFile, dfile = clsparseDCsrMatrixfromFile;
        coo_from_file_fn scoo = clsparseSCooMatrixfromFile;
        header_fn header = clsparseHeaderfromFile;
        create_fn create = clsparseCreateControl;
        event_fn event = clsparseGetEvent;
        meta_size_fn meta = clsparseCsrMetaSize;
        version_fn version = clsparseGetVersion;
        solver_fn solver = clsparseCreateSolverControl;
        axpby_fn axpby = cldenseDaxpby;
        dense2csr_fn dense2csr = clsparseSdense2csr;
        (void)coomv;
        CHECK(scsrmv != NULL && dcsrmv != NULL && sfile != NULL && dfile != NULL);
        CHECK(scoo != NULL && header != NULL && create != NULL && event != NULL);
        CHECK(meta != NULL && version != NULL && solver != NULL && axpby != NULL);
        CHECK(dense2csr != NULL);
    }

    if (failures != 0) {
        fprintf(stderr, "test_headers_sparse: %d check(s) failed\n", failures);
        return 1;
    }
    return 0;
}
