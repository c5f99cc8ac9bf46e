/* mmcase.c - shared by the Matrix Market reader tests (see mmcase.h). */
#include "mmcase.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

mmc_env mmc;

int mmc_open(void)
{
    if (tu_open(&mmc.dev) != 0)
        return -1;
    snprintf(mmc.tmpdir, sizeof mmc.tmpdir, "/tmp/clm_mm_XXXXXX");
    if (!mkdtemp(mmc.tmpdir)) {
        fprintf(stderr, "cannot create a temporary folder\n");
        return -1;
    }
    clsparseSetup();
    clsparseCreateResult cr = clsparseCreateControl(mmc.dev.env.queue);
    if (!tu_check(cr.status == clsparseSuccess, "CreateControl"))
        return -1;
    mmc.control = cr.control;
    return 0;
}

void mmc_close(void)
{
    if (mmc.control)
        clsparseReleaseControl(mmc.control);
    clsparseTeardown();
    tu_remove_dir(mmc.tmpdir);
    tu_close(&mmc.dev);
}

void mmc_path(const char *name, char *path, size_t cap)
{
    snprintf(path, cap, "%s/%s", mmc.tmpdir, name);
}

void mmc_write_bytes(const char *name, const void *bytes, size_t n, char *path, size_t cap)
{
    mmc_path(name, path, cap);
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(bytes, 1, n, f) == n;
    ok = f && fclose(f) == 0 && ok;
    tu_check(ok, "cannot write %s", path);
}

void mmc_write(const char *name, const char *text, char *path, size_t cap)
{
    mmc_write_bytes(name, text, strlen(text), path, cap);
}

cl_mem mmc_buffer(size_t bytes)
{
    cl_int err;
    cl_mem m =
        clCreateBuffer(mmc.dev.env.context, CL_MEM_READ_WRITE, bytes ? bytes : 1, NULL, &err);
    return err == CL_SUCCESS ? m : NULL;
}

void mmc_download(cl_mem m, size_t off_bytes, size_t bytes, void *dst)
{
    if (bytes)
        clEnqueueReadBuffer(mmc.dev.env.queue, m, CL_TRUE, off_bytes, bytes, dst, 0, NULL, NULL);
}

void mmc_csr_make(clsparseCsrMatrix *A, int dbl, size_t rows, size_t nnz)
{
    clsparseInitCsrMatrix(A);
    size_t es = dbl ? 8 : 4;
    A->off_values = A->off_col_indices = A->off_row_pointer = 3;
    A->values = mmc_buffer((nnz + 3) * es);
    A->col_indices = mmc_buffer((nnz + 3) * 4);
    A->row_pointer = mmc_buffer((rows + 4) * 4);
    A->num_rows = 777; /* must be overwritten on success only */
}

void mmc_csr_free(clsparseCsrMatrix *A)
{
    clsparseCsrMetaDelete(A);
    clReleaseMemObject(A->values);
    clReleaseMemObject(A->col_indices);
    clReleaseMemObject(A->row_pointer);
}

void mmc_coo_make(clsparseCooMatrix *A, int dbl, size_t nnz)
{
    clsparseInitCooMatrix(A);
    size_t es = dbl ? 8 : 4;
    A->off_values = 1;
    A->off_col_indices = 2;
    A->off_row_indices = 0;
    A->values = mmc_buffer((nnz + 1) * es);
    A->col_indices = mmc_buffer((nnz + 2) * 4);
    A->row_indices = mmc_buffer(nnz * 4);
    A->num_rows = 777;
}

void mmc_coo_free(clsparseCooMatrix *A)
{
    clReleaseMemObject(A->values);
    clReleaseMemObject(A->col_indices);
    clReleaseMemObject(A->row_indices);
}

void mmc_expect_bad(const char *name, const char *text, clsparseStatus want, int header_too)
{
    /* Room for every file the cases write (the largest: arc130, cut). */
    const size_t rows = 256, nnz = 4096;
    char path[512];
    if (text)
        mmc_write(name, text, path, sizeof path);
    else
        mmc_path(name, path, sizeof path);
    clsparseIdx_t hn = 11, hr = 12, hc = 13;
    clsparseStatus st = clsparseHeaderfromFile(&hn, &hr, &hc, path);
    if (header_too)
        tu_check(st == want && hn == 11 && hr == 12 && hc == 13,
                 "%s: header status %d, expected %d", name, (int)st, (int)want);
    for (int dbl = 0; dbl < 2; dbl++) {
        clsparseCsrMatrix A;
        mmc_csr_make(&A, dbl, rows, nnz);
        st = dbl ? clsparseDCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE)
                 : clsparseSCsrMatrixfromFile(&A, path, mmc.control, CL_TRUE);
        tu_check(st == want && A.num_rows == 777 && A.num_nonzeros == 0,
                 "%s: %cCsrMatrixfromFile status %d, expected %d", name, dbl ? 'D' : 'S', (int)st,
                 (int)want);
        mmc_csr_free(&A);
        clsparseCooMatrix C;
        mmc_coo_make(&C, dbl, nnz);
        st = dbl ? clsparseDCooMatrixfromFile(&C, path, mmc.control, CL_FALSE)
                 : clsparseSCooMatrixfromFile(&C, path, mmc.control, CL_FALSE);
        tu_check(st == want && C.num_rows == 777, "%s: %cCooMatrixfromFile status %d, expected %d",
                 name, dbl ? 'D' : 'S', (int)st, (int)want);
        mmc_coo_free(&C);
    }
}
