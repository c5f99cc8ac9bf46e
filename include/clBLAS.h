/* Temporary minimal version; the complete header replaces it. */
#ifndef CLBLAS_H_
#define CLBLAS_H_
#if defined(__APPLE__) || defined(__MACOSX)
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif
#include <clBLAS-complex.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef enum clblasOrder_ { clblasRowMajor, clblasColumnMajor } clblasOrder;
typedef enum clblasTranspose_ { clblasNoTrans, clblasTrans, clblasConjTrans } clblasTranspose;
typedef enum clblasUplo_ { clblasUpper, clblasLower } clblasUplo;
typedef enum clblasDiag_ { clblasUnit, clblasNonUnit } clblasDiag;
typedef enum clblasSide_ { clblasLeft, clblasRight } clblasSide;
typedef enum clblasStatus_ {
    clblasSuccess = CL_SUCCESS,
    clblasInvalidValue = CL_INVALID_VALUE,
    clblasInvalidCommandQueue = CL_INVALID_COMMAND_QUEUE,
    clblasInvalidContext = CL_INVALID_CONTEXT,
    clblasInvalidMemObject = CL_INVALID_MEM_OBJECT,
    clblasInvalidDevice = CL_INVALID_DEVICE,
    clblasInvalidEventWaitList = CL_INVALID_EVENT_WAIT_LIST,
    clblasOutOfResources = CL_OUT_OF_RESOURCES,
    clblasOutOfHostMemory = CL_OUT_OF_HOST_MEMORY,
    clblasInvalidOperation = CL_INVALID_OPERATION,
    clblasCompilerNotAvailable = CL_COMPILER_NOT_AVAILABLE,
    clblasBuildProgramFailure = CL_BUILD_PROGRAM_FAILURE,
    clblasNotImplemented = -1024,
    clblasNotInitialized,
    clblasInvalidMatA,
    clblasInvalidMatB,
    clblasInvalidMatC,
    clblasInvalidVecX,
    clblasInvalidVecY,
    clblasInvalidDim,
    clblasInvalidLeadDimA,
    clblasInvalidLeadDimB,
    clblasInvalidLeadDimC,
    clblasInvalidIncX,
    clblasInvalidIncY,
    clblasInsufficientMemMatA,
    clblasInsufficientMemMatB,
    clblasInsufficientMemMatC,
    clblasInsufficientMemVecX,
    clblasInsufficientMemVecY
} clblasStatus;
clblasStatus clblasGetVersion(cl_uint *major, cl_uint *minor, cl_uint *patch);
clblasStatus clblasSetup(void);
void clblasTeardown(void);
#define CLM_GEMV_DECL(NAME, T) clblasStatus NAME(clblasOrder order, clblasTranspose transA, size_t M, size_t N, \
    T alpha, const cl_mem A, size_t offA, size_t lda, const cl_mem x, size_t offx, int incx, T beta, cl_mem y, \
    size_t offy, int incy, cl_uint numCommandQueues, cl_command_queue *commandQueues, \
    cl_uint numEventsInWaitList, const cl_event *eventWaitList, cl_event *events);
CLM_GEMV_DECL(clblasSgemv, cl_float)
CLM_GEMV_DECL(clblasDgemv, cl_double)
CLM_GEMV_DECL(clblasCgemv, FloatComplex)
CLM_GEMV_DECL(clblasZgemv, DoubleComplex)
#ifdef __cplusplus
}
#endif
#endif
