/*
 * mmcase.h - what the Matrix Market reader tests share: the device and a
 * clSPARSE control, a temporary folder and files written into it, CSR and
 * COO structures with buffers at offsets, and the check that a file fails
 * with one status in every reading routine, leaving the structure alone.
 */
#ifndef CLM_MMCASE_H
#define CLM_MMCASE_H

#include <stddef.h>

#include <clSPARSE.h>

#include "testutil.h"

typedef struct mmc_env {
    tu_device dev;
    clsparseControl control;
    char tmpdir[256];
} mmc_env;

extern mmc_env mmc;

/* The device, clsparseSetup, a control and the folder; 0 on success. */
int mmc_open(void);
void mmc_close(void);

/* path = tmpdir/name; mmc_write and mmc_write_bytes then write the file. */
void mmc_path(const char *name, char *path, size_t cap);
void mmc_write(const char *name, const char *text, char *path, size_t cap);
void mmc_write_bytes(const char *name, const void *bytes, size_t n, char *path, size_t cap);

cl_mem mmc_buffer(size_t bytes);
void mmc_download(cl_mem m, size_t off_bytes, size_t bytes, void *dst);

/* Buffers for up to nnz entries (and rows rows), at offsets of 3 elements
 * (CSR) or 1, 2, 0 (COO values, columns, rows); num_rows set to 777, which
 * only a successful read overwrites. */
void mmc_csr_make(clsparseCsrMatrix *A, int dbl, size_t rows, size_t nnz);
void mmc_csr_free(clsparseCsrMatrix *A);
void mmc_coo_make(clsparseCooMatrix *A, int dbl, size_t nnz);
void mmc_coo_free(clsparseCooMatrix *A);

/* A malformed or unsupported file (written from text, or already in the
 * folder when text is NULL): the status for the header (when header_too)
 * and every reading routine, with buffers ample for any file the cases
 * write, and the structure left alone. */
void mmc_expect_bad(const char *name, const char *text, clsparseStatus want, int header_too);

#endif
