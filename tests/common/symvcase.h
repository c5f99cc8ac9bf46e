/*
 * symvcase.h - one call of a symmetric, Hermitian or band matrix-vector
 * product, fully checked: S, D symv, spmv, sbmv; C, Z hemv, hpmv, hbmv;
 * S, D, C, Z gbmv, through one case struct (full, packed and band storage).
 *
 * sv_data_make builds A, x and y in guarded buffers: NaN canaries in
 * everything the routine must not read (the other triangle, band storage's
 * corners and rows past the band up to lda, lda's padding, x's and y's gaps
 * and guards), NaN in A and x when alpha = 0 and in y when beta = 0, and
 * NaN in the imaginary parts of a Hermitian diagonal (taken as zero). The
 * checks: the status and the event; A and x bit-for-bit unchanged; y's
 * guards and gaps bit-identical; y against CBLAS (dsymv, zhemv, dspmv,
 * zhpmv, dsbmv, zhbmv, dgbmv, zgbmv on the data promoted to double) with
 * the scaled error of TESTING.md,
 *
 *   err_i = |y_i - yref_i| / (eps G_i),  G_i = |alpha| (|op(A)| |x|)_i + |beta y_i|,
 *
 * passing when max err_i < 16; CBLAS itself against the test's own loop in
 * double (its storage conventions); where reference BLAS returns at once
 * (n = 0, GBMV m or n = 0, alpha = 0 with beta = 1) y bit for bit untouched.
 */
#ifndef CLM_SYMVCASE_H
#define CLM_SYMVCASE_H

#include "testutil.h"

typedef enum { SV_FULL, SV_PACKED, SV_BAND, SV_GB } sv_storage;
typedef struct sv_routine {
    const char *name;
    sv_storage st; /* SV_BAND: symmetric or Hermitian (K); SV_GB: general (KL, KU) */
    int herm;
    unsigned precs; /* 1 << tu_prec for each precision the routine has */
} sv_routine;
extern const sv_routine sv_routines[];
#define SV_NROUTINES 7
const sv_routine *sv_find(const char *name);

typedef struct sv_case {
    tu_prec p;
    const sv_routine *r;
    clblasOrder order;
    clblasUplo uplo;              /* all but GBMV */
    clblasTranspose trans;        /* GBMV */
    size_t M, N;                  /* M: GBMV's rows (the others are N x N) */
    size_t K, KL, KU;             /* K: SBMV, HBMV; KL, KU: GBMV */
    size_t lda, offA, offx, offy; /* lda: not for packed storage */
    int incx, incy;
    tu_scalar alpha, beta; /* alpha = 0: NaN in A and x; beta = 0: NaN in y */
    int want_event;
    const char *params; /* CLMATH_PARAMS in force, for messages (NULL: none) */
    uint64_t seed;
} sv_case;

size_t sv_len_x(const sv_case *c);
size_t sv_len_y(const sv_case *c);
size_t sv_min_lda(const sv_case *c); /* 0 for packed storage */
/* Whether output i reads x(k): A's element joining them is referenced. */
int sv_depends(const sv_case *c, size_t i, size_t k);
/* One line naming every parameter of the case. */
void sv_describe(const sv_case *c, char *buf, size_t cap);

typedef struct sv_data {
    tu_operand A, x, y;
} sv_data;
/* The operands' host images, made and filled; 0 on success. */
int sv_data_make(const sv_case *c, sv_data *d);
void sv_data_free(sv_data *d);
/* One call on d's images (tu_run_call: status, event, A and x unchanged,
 * y's guards and gaps bit-identical), y read back into d->y.back; the
 * device buffers released after it, so d can be called again. */
int sv_call_once(const tu_device *dev, const sv_case *c, sv_data *d, const char *desc);
/* d->y.back against the reference (or untouched on a quick return). */
int sv_verify(const sv_case *c, const sv_data *d, const char *desc);
/* Make, call and verify one case; 1 if it passed. */
int sv_run(const tu_device *dev, const sv_case *c);

#endif
