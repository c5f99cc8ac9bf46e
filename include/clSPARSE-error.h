/*
 * clSPARSE-error.h - helpers for printing the status codes clSPARSE routines
 * return: stringifyStatus() names a code, and CLSPARSE_V(status, message)
 * prints file, line, the code's name and the message when status is not
 * CL_SUCCESS (in builds without NDEBUG; silent otherwise) and yields status.
 *
 * Stands alone: it needs only <CL/cl.h>, so it can be included before or
 * without clSPARSE.h.
 */
#ifndef CLMATH_CLSPARSE_ERROR_H_
#define CLMATH_CLSPARSE_ERROR_H_

#include <stddef.h>

#if defined(__APPLE__) || defined(__MACOSX)
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif

#if !defined(NDEBUG)
#include <stdio.h>
#endif

/* The name of an OpenCL or clSPARSE status code. */
static inline const char* stringifyStatus(const cl_int status)
{
    switch (status) {
    case CL_SUCCESS: return "CL_SUCCESS";
    case CL_DEVICE_NOT_FOUND: return "CL_DEVICE_NOT_FOUND";
    case CL_DEVICE_NOT_AVAILABLE: return "CL_DEVICE_NOT_AVAILABLE";
    case CL_COMPILER_NOT_AVAILABLE: return "CL_COMPILER_NOT_AVAILABLE";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
    case CL_PROFILING_INFO_NOT_AVAILABLE: return "CL_PROFILING_INFO_NOT_AVAILABLE";
    case CL_MEM_COPY_OVERLAP: return "CL_MEM_COPY_OVERLAP";
    case CL_IMAGE_FORMAT_MISMATCH: return "CL_IMAGE_FORMAT_MISMATCH";
    case CL_IMAGE_FORMAT_NOT_SUPPORTED: return "CL_IMAGE_FORMAT_NOT_SUPPORTED";
    case CL_BUILD_PROGRAM_FAILURE: return "CL_BUILD_PROGRAM_FAILURE";
    case CL_MAP_FAILURE: return "CL_MAP_FAILURE";
    case CL_INVALID_VALUE: return "CL_INVALID_VALUE";
    case CL_INVALID_DEVICE_TYPE: return "CL_INVALID_DEVICE_TYPE";
    case CL_INVALID_PLATFORM: return "CL_INVALID_PLATFORM";
    case CL_INVALID_DEVICE: return "CL_INVALID_DEVICE";
    case CL_INVALID_CONTEXT: return "CL_INVALID_CONTEXT";
    case CL_INVALID_QUEUE_PROPERTIES: return "CL_INVALID_QUEUE_PROPERTIES";
    case CL_INVALID_COMMAND_QUEUE: return "CL_INVALID_COMMAND_QUEUE";
    case CL_INVALID_HOST_PTR: return "CL_INVALID_HOST_PTR";
    case CL_INVALID_MEM_OBJECT: return "CL_INVALID_MEM_OBJECT";
    case CL_INVALID_IMAGE_FORMAT_DESCRIPTOR: return "CL_INVALID_IMAGE_FORMAT_DESCRIPTOR";
    case CL_INVALID_IMAGE_SIZE: return "CL_INVALID_IMAGE_SIZE";
    case CL_INVALID_SAMPLER: return "CL_INVALID_SAMPLER";
    case CL_INVALID_BINARY: return "CL_INVALID_BINARY";
    case CL_INVALID_BUILD_OPTIONS: return "CL_INVALID_BUILD_OPTIONS";
    case CL_INVALID_PROGRAM: return "CL_INVALID_PROGRAM";
    case CL_INVALID_PROGRAM_EXECUTABLE: return "CL_INVALID_PROGRAM_EXECUTABLE";
    case CL_INVALID_KERNEL_NAME: return "CL_INVALID_KERNEL_NAME";
    case CL_INVALID_KERNEL_DEFINITION: return "CL_INVALID_KERNEL_DEFINITION";
    case CL_INVALID_KERNEL: return "CL_INVALID_KERNEL";
    case CL_INVALID_ARG_INDEX: return "CL_INVALID_ARG_INDEX";
    case CL_INVALID_ARG_VALUE: return "CL_INVALID_ARG_VALUE";
    case CL_INVALID_ARG_SIZE: return "CL_INVALID_ARG_SIZE";
    case CL_INVALID_KERNEL_ARGS: return "CL_INVALID_KERNEL_ARGS";
    case CL_INVALID_WORK_DIMENSION: return "CL_INVALID_WORK_DIMENSION";
    case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_INVALID_WORK_ITEM_SIZE: return "CL_INVALID_WORK_ITEM_SIZE";
    case CL_INVALID_GLOBAL_OFFSET: return "CL_INVALID_GLOBAL_OFFSET";
    case CL_INVALID_EVENT_WAIT_LIST: return "CL_INVALID_EVENT_WAIT_LIST";
    case CL_INVALID_EVENT: return "CL_INVALID_EVENT";
    case CL_INVALID_OPERATION: return "CL_INVALID_OPERATION";
    case CL_INVALID_GL_OBJECT: return "CL_INVALID_GL_OBJECT";
    case CL_INVALID_BUFFER_SIZE: return "CL_INVALID_BUFFER_SIZE";
    case CL_INVALID_MIP_LEVEL: return "CL_INVALID_MIP_LEVEL";
    case CL_INVALID_GLOBAL_WORK_SIZE: return "CL_INVALID_GLOBAL_WORK_SIZE";
    /* clSPARSE's own codes (clsparseStatus in clSPARSE.h) */
    case -1024: return "clsparseNotImplemented";
    case -1023: return "clsparseNotInitialized";
    case -1022: return "clsparseStructInvalid";
    case -1021: return "clsparseInvalidSize";
    case -1020: return "clsparseInvalidMemObj";
    case -1019: return "clsparseInsufficientMemory";
    case -1018: return "clsparseInvalidControlObject";
    case -1017: return "clsparseInvalidFile";
    case -1016: return "clsparseInvalidFileFormat";
    case -1015: return "clsparseInvalidKernelExecution";
    case -1014: return "clsparseInvalidType";
    case -2048: return "clsparseInvalidSolverControlObject";
    case -2047: return "clsparseInvalidSystemSize";
    case -2046: return "clsparseIterationsExceeded";
    case -2045: return "clsparseToleranceNotReached";
    case -2044: return "clsparseSolverError";
    default: return "Unrecognized status code";
    }
}

/* Report a failed status (debug builds) and pass it through. */
static inline cl_int clSPARSE_V(cl_int res, const char* msg, const char* file, size_t lineno)
{
#if !defined(NDEBUG)
    if (res != CL_SUCCESS)
        fprintf(stderr, "[%s:%zu] CLSPARSE_V( %s ) - %s\n", file, lineno, stringifyStatus(res),
                msg);
#else
    (void)msg;
    (void)file;
    (void)lineno;
#endif
    return res;
}

#define CLSPARSE_V(_status, _message) clSPARSE_V((_status), (_message), __FILE__, __LINE__)

#endif /* CLMATH_CLSPARSE_ERROR_H_ */
