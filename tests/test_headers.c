/*
 * test_headers.c - the public headers compile as C11 and mean what they say.
 *
 * Includes clBLAS.h, clAmdBlas.h and clmath.h together, checks a sample of
 * types, enumerator and status values, complex helpers and clAmdBlas aliases,
 * and takes the address of a few routines through function-pointer types
 * spelled out here, so that a parameter type drifting from the clBLAS API
 * breaks the build.  Needs no OpenCL device; exits 0 when every check holds.
 */
#include <stdio.h>

#include <clBLAS.h>
#include <clAmdBlas.h>
#include <clmath.h>

static int failures = 0;

#define CHECK(cond)                                                   \
    do {                                                              \
        if (!(cond)) {                                                \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__,   \
                    __LINE__, #cond);                                 \
            failures++;                                               \
        }                                                             \
    } while (0)

/* Function-pointer types written from the clBLAS 2.12 signatures. */
typedef clblasStatus (*sgemm_fn)(
    clblasOrder, clblasTranspose, clblasTranspose, size_t, size_t, size_t,
    cl_float, const cl_mem, size_t, size_t, const cl_mem, size_t, size_t,
    cl_float, cl_mem, size_t, size_t,
    cl_uint, cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*sgemv_fn)(
    clblasOrder, clblasTranspose, size_t, size_t, cl_float, const cl_mem,
    size_t, size_t, const cl_mem, size_t, int, cl_float, cl_mem, size_t, int,
    cl_uint, cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*amd_sgemv_fn)(   /* clAmdBlasSgemv: no offA */
    clblasOrder, clblasTranspose, size_t, size_t, cl_float, const cl_mem,
    size_t, const cl_mem, size_t, int, cl_float, cl_mem, size_t, int,
    cl_uint, cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*crotg_fn)(
    cl_mem, size_t, cl_mem, size_t, cl_mem, size_t, cl_mem, size_t,
    cl_uint, cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*isamax_fn)(
    size_t, cl_mem, size_t, const cl_mem, size_t, int, cl_mem,
    cl_uint, cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*cher_fn)(
    clblasOrder, clblasUplo, size_t, cl_float, const cl_mem, size_t, int,
    cl_mem, size_t, size_t,
    cl_uint, cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*zher2k_fn)(
    clblasOrder, clblasUplo, clblasTranspose, size_t, size_t, DoubleComplex,
    const cl_mem, size_t, size_t, const cl_mem, size_t, size_t, cl_double,
    cl_mem, size_t, size_t,
    cl_uint, cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef cl_mem (*create_matrix_fn)(
    cl_context, clblasOrder, size_t, size_t, size_t, size_t, size_t *,
    size_t *, cl_int *);
typedef void (*teardown_fn)(void);
typedef void (*clmath_version_fn)(cl_uint *, cl_uint *, cl_uint *);

int main(void)
{
    /* Complex helpers. */
    FloatComplex z = floatComplex(1, 2);
    DoubleComplex w = doubleComplex(-3.5, 0.25);
    CHECK(CREAL(z) == 1.0f);
    CHECK(CIMAG(z) == 2.0f);
    CHECK(CREAL(w) == -3.5);
    CHECK(CIMAG(w) == 0.25);
    CREAL(z) = 5.0f;                 /* the macros name the component */
    CHECK(z.s[0] == 5.0f && z.s[1] == 2.0f);
    CHECK(sizeof(FloatComplex) == 2 * sizeof(cl_float));
    CHECK(sizeof(DoubleComplex) == 2 * sizeof(cl_double));

    /* Enumerator values as in clBLAS. */
    CHECK(clblasRowMajor == 0 && clblasColumnMajor == 1);
    CHECK(clblasNoTrans == 0 && clblasTrans == 1 && clblasConjTrans == 2);
    CHECK(clblasUpper == 0 && clblasLower == 1);
    CHECK(clblasUnit == 0 && clblasNonUnit == 1);
    CHECK(clblasLeft == 0 && clblasRight == 1);

    /* Status codes. */
    CHECK(clblasSuccess == CL_SUCCESS);
    CHECK(clblasInvalidValue == CL_INVALID_VALUE);
    CHECK(clblasBuildProgramFailure == CL_BUILD_PROGRAM_FAILURE);
    CHECK(clblasNotImplemented == -1024);
    CHECK(clblasNotInitialized == -1023);
    CHECK(clblasInvalidDim == -1017);
    CHECK(clblasInvalidIncY == -1012);
    CHECK(clblasInsufficientMemVecY == -1007);

    /* clAmdBlas names. */
    {
        clAmdBlasOrder order = clAmdBlasColumnMajor;
        clAmdBlasStatus status = clAmdBlasSuccess;
        cl_ulong image;
        CHECK(order == clblasColumnMajor);
        CHECK(clAmdBlasConjTrans == clblasConjTrans);
        CHECK(clAmdBlasNotImplemented == -1024);
        CHECK(clAmdBlasInsufficientMemVecY == clblasInsufficientMemVecY);
        CHECK(clAmdBlasVersionMajor == 2 && clAmdBlasVersionMinor == 10);
        image = clAmdBlasAddScratchImage(NULL, 16, 64, &status);
        CHECK(image == 0 && status == clblasNotImplemented);
        CHECK(clAmdBlasRemoveScratchImage(image) == clblasNotImplemented);
    }

    /* Addresses, through the exact clBLAS signatures. */
    {
        sgemm_fn sgemm = clblasSgemm;
        sgemm_fn amd_sgemm_ex = clAmdBlasSgemmEx;
        sgemv_fn sgemv = clblasSgemv;
        sgemv_fn amd_sgemv_ex = clAmdBlasSgemvEx;
        amd_sgemv_fn amd_sgemv = clAmdBlasSgemv;
        crotg_fn crotg = clblasCrotg;
        isamax_fn isamax = clblasiSamax;
        cher_fn cher = clblasCher;
        zher2k_fn zher2k = clblasZher2k;
        create_matrix_fn create = clblasCreateMatrix;
        teardown_fn teardown = clblasTeardown;
        clmath_version_fn clmath_version = clmathGetVersion;
        CHECK(sgemm != NULL && sgemm == amd_sgemm_ex);
        CHECK(sgemv != NULL && sgemv == amd_sgemv_ex);
        CHECK(amd_sgemv != NULL);
        CHECK(crotg != NULL && isamax != NULL && cher != NULL);
        CHECK(zher2k != NULL && create != NULL && teardown != NULL);
        CHECK(clmath_version != NULL);
    }

    CHECK(CLMATH_VERSION_MAJOR >= 0);

    if (failures != 0) {
        fprintf(stderr, "test_headers (C): %d check(s) failed\n", failures);
        return 1;
    }
    return 0;
}
