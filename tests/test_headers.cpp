/*
 * test_headers.cpp - the public headers compile as C++11 and mean what they
 * say there too (extern "C" linkage, static inline helpers, macros).
 *
 * clBLAS-complex.h is included first and alone to show that it stands on its
 * own.  Needs no OpenCL device; exits 0 when every check holds.
 */
#include <clBLAS-complex.h>

#include <clBLAS.h>
#include <clAmdBlas.h>
#include <clmath.h>

#include <cstdio>
#include <type_traits>

static int failures = 0;

#define CHECK(cond)                                                   \
    do {                                                              \
        if (!(cond)) {                                                \
            std::fprintf(stderr, "%s:%d: check failed: %s\n",        \
                         __FILE__, __LINE__, #cond);                  \
            failures++;                                               \
        }                                                             \
    } while (0)

/* The complex types are the OpenCL vector types, as in clBLAS. */
static_assert(std::is_same<FloatComplex, cl_float2>::value,
              "FloatComplex must be cl_float2");
static_assert(std::is_same<DoubleComplex, cl_double2>::value,
              "DoubleComplex must be cl_double2");
static_assert(std::is_same<clAmdBlasStatus, clblasStatus>::value,
              "clAmdBlasStatus must be clblasStatus");
static_assert(clblasInsufficientMemVecY == -1007,
              "status codes must count up from -1024 as in clBLAS");

/* Exact signatures, checked by the compiler on assignment. */
typedef clblasStatus (*ctrsm_fn)(
    clblasOrder, clblasSide, clblasUplo, clblasTranspose, clblasDiag, size_t,
    size_t, FloatComplex, const cl_mem, size_t, size_t, cl_mem, size_t,
    size_t, cl_uint, cl_command_queue *, cl_uint, const cl_event *,
    cl_event *);
typedef clblasStatus (*srotmg_fn)(
    cl_mem, size_t, cl_mem, size_t, cl_mem, size_t, const cl_mem, size_t,
    cl_mem, size_t, cl_uint, cl_command_queue *, cl_uint, const cl_event *,
    cl_event *);
typedef clblasStatus (*scnrm2_fn)(
    size_t, cl_mem, size_t, const cl_mem, size_t, int, cl_mem, cl_uint,
    cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*cherk_fn)(
    clblasOrder, clblasUplo, clblasTranspose, size_t, size_t, float,
    const cl_mem, size_t, size_t, float, cl_mem, size_t, size_t, cl_uint,
    cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*amd_strsm_fn)(   /* clAmdBlasStrsm: no offA, offB */
    clblasOrder, clblasSide, clblasUplo, clblasTranspose, clblasDiag, size_t,
    size_t, cl_float, const cl_mem, size_t, cl_mem, size_t, cl_uint,
    cl_command_queue *, cl_uint, const cl_event *, cl_event *);
typedef clblasStatus (*get_version_fn)(cl_uint *, cl_uint *, cl_uint *);

int main()
{
    FloatComplex z = floatComplex(1, 2);
    DoubleComplex w = doubleComplex(0.5, -4.0);
    CHECK(CREAL(z) == 1.0f);
    CHECK(CIMAG(z) == 2.0f);
    CHECK(CREAL(w) == 0.5 && CIMAG(w) == -4.0);
    CIMAG(w) = 7.0;
    CHECK(w.s[1] == 7.0);

    CHECK(clblasColumnMajor == 1 && clblasConjTrans == 2);
    CHECK(clblasLower == 1 && clblasNonUnit == 1 && clblasRight == 1);
    CHECK(clblasNotImplemented == -1024 && clblasInvalidMatA == -1022);
    CHECK(clblasInvalidDevice == CL_INVALID_DEVICE);

    clAmdBlasTranspose t = clAmdBlasTrans;
    clAmdBlasSide side = clAmdBlasRight;
    CHECK(t == clblasTrans && side == clblasRight);
    CHECK(clAmdBlasInvalidLeadDimB == clblasInvalidLeadDimB);

    ctrsm_fn ctrsm = clblasCtrsm;
    ctrsm_fn amd_ctrsm_ex = clAmdBlasCtrsmEx;
    srotmg_fn srotmg = clblasSrotmg;
    scnrm2_fn scnrm2 = clblasScnrm2;
    cherk_fn cherk = clblasCherk;
    cherk_fn amd_cherk = clAmdBlasCherk;
    amd_strsm_fn amd_strsm = clAmdBlasStrsm;
    get_version_fn get_version = clAmdBlasGetVersion;
    CHECK(ctrsm != nullptr && ctrsm == amd_ctrsm_ex);
    CHECK(srotmg != nullptr && scnrm2 != nullptr);
    CHECK(cherk != nullptr && cherk == amd_cherk);
    CHECK(amd_strsm != nullptr);
    CHECK(get_version == clblasGetVersion);

    if (failures != 0) {
        std::fprintf(stderr, "test_headers (C++): %d check(s) failed\n",
                     failures);
        return 1;
    }
    return 0;
}
