/* Rank-1 and rank-2 updates: GER, GERU, GERC, SYR, HER, SYR2, HER2 and the
 * packed SPR, HPR, SPR2, HPR2, all precisions and orders. */
#ifndef CLM_GER_H
#define CLM_GER_H

#include "core/check.h"
#include "core/dtype.h"

typedef enum clm_ger_kind {
    CLM_GER,  /* A := alpha x y^T + A (GERU), alpha x y^H + A with conj (GERC) */
    CLM_SYR,  /* A := alpha x x^T + A, one triangle (HER: herm, x x^H) */
    CLM_SYR2  /* A := alpha x y^T + alpha y x^T + A (HER2: alpha x y^H + conj(alpha) y x^H) */
} clm_ger_kind;

typedef struct clm_ger_args {
    clm_dtype dt;
    clm_ger_kind kind;
    int conj;   /* GERC */
    int herm;   /* HER, HER2, HPR, HPR2: alpha of HER real (in the real part) */
    int packed; /* SPR, HPR, SPR2, HPR2 */
    clblasOrder order;
    clblasUplo uplo; /* SYR, SYR2 */
    size_t M, N;     /* SYR, SYR2: N */
    clm_scalar alpha;
    clm_vec x, y; /* y: GER, SYR2 */
    clm_mat A;    /* packed: no ld */
    clm_queue_args q;
} clm_ger_args;

clblasStatus clm_ger(const clm_ger_args *a);

#endif
