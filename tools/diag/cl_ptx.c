/*
 * cl_ptx: builds OpenCL C files as one program on the first platform whose
 * name contains $CL_PTX_PLATFORM (default "NVIDIA") and writes the program's
 * binary, which NVIDIA's OpenCL makes PTX text. Run on the GPU machine, it
 * gives the PTX of kernel variants without a library build; ptxas -v and
 * cuobjdump -sass (CUDA's, on the development machine) then show registers,
 * spills and the loops' instructions, as the device would build them.
 *
 *   cc -O2 -o cl_ptx tools/diag/cl_ptx.c -lOpenCL
 *   ./cl_ptx out.ptx "-DCLM_NVIDIA -DCLM_PRECISION=0 ..." src/core/kernels/common.cl variant.cl
 *
 * The library's own options are in CLMATH_VERBOSE=1's log and at the head
 * of each file of its kernel cache. A register cap (the library's
 * -DCLM_NREG_<kernel>=N) is not applied here: write ".maxnreg N" after the
 * kernel's parameter list before running ptxas (core/ptx.c does the same).
 * Used for docs/perf/trmv-trsv.md's register notes.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(const char *name, size_t *len)
{
    FILE *f = fopen(name, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
        if (buf && fseek(f, 0, SEEK_SET) == 0 && fread(buf, 1, (size_t)n, f) == (size_t)n) {
            buf[n] = 0;
            *len = (size_t)n;
        } else {
            free(buf);
            buf = NULL;
        }
    }
    fclose(f);
    return buf;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: %s OUT OPTIONS FILE.cl [FILE.cl ...]\n", argv[0]);
        return 2;
    }
    const char *want = getenv("CL_PTX_PLATFORM") ? getenv("CL_PTX_PLATFORM") : "NVIDIA";
    cl_platform_id plats[16], plat = NULL;
    cl_uint np = 0;
    clGetPlatformIDs(16, plats, &np);
    for (cl_uint i = 0; i < np && !plat; i++) {
        char name[256] = "";
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, want))
            plat = plats[i];
    }
    cl_device_id dev;
    if (!plat || clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL) != CL_SUCCESS) {
        fprintf(stderr, "no device on a platform named like \"%s\"\n", want);
        return 1;
    }
    cl_int err;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        return 1;
    const int nsrc = argc - 3;
    const char **src = calloc((size_t)nsrc, sizeof *src);
    size_t *lens = calloc((size_t)nsrc, sizeof *lens);
    for (int i = 0; i < nsrc; i++)
        if (!(src[i] = read_all(argv[3 + i], &lens[i]))) {
            fprintf(stderr, "cannot read %s\n", argv[3 + i]);
            return 1;
        }
    cl_program prog = clCreateProgramWithSource(ctx, (cl_uint)nsrc, src, lens, &err);
    if (err == CL_SUCCESS)
        err = clBuildProgram(prog, 1, &dev, argv[2], NULL, NULL);
    if (err != CL_SUCCESS) {
        static char log[1 << 16];
        clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "build failed (%d):\n%s\n", err, log);
        return 1;
    }
    size_t size = 0;
    clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL);
    unsigned char *bin = malloc(size);
    clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL);
    /* NVIDIA's binary is PTX text; a trailing NUL would stop ptxas */
    while (size > 0 && bin[size - 1] == 0)
        size--;
    FILE *out = fopen(argv[1], "wb");
    if (!out || fwrite(bin, 1, size, out) != size) {
        fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    fclose(out);
    return 0;
}
