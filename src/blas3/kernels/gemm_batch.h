/*
 * gemm_batch.h - BATCH (clmath.h's batched GEMM; never set for a single product, whose
 * program stays as it was): matrix b0 + get_group_id(2) of a batch. BATCH
 * 1: its A, B and C lie stride elements after the previous one's; BATCH 2:
 * its offsets are moff[3 b .. 3 b + 2] and its alpha and beta bscal[2 b],
 * bscal[2 b + 1], read by every group (so K, alpha, beta and flags are
 * set per matrix and cannot be const).
 *
 * BPG (BATCH 1 only): matrices a work group computes, one a slice of
 * MDIMC x NDIMC work items along the group's third dimension, each slice
 * with local panels of its own; the slices share the group's barriers
 * (every matrix has the same K, hence BATCH 1 only). Matrix b0 + BPG
 * get_group_id(2) + get_local_id(2); a slice past the launch's bn matrices
 * (the last group's) computes the last one again and stores nothing. */
#ifndef BATCH
#define BATCH 0
#endif
#ifndef BPG
#define BPG 1
#endif
#if BATCH == 2
#define BVAR
#define BATCH_PARAMS , const uint b0, global const ulong *moff, global const scalar *bscal
#elif BATCH
#define BVAR const
#define BATCH_PARAMS \
    , const uint b0, const uint bn, const ulong strideA, const ulong strideB, const ulong strideC
#else
#define BVAR const
#define BATCH_PARAMS
#endif
#ifdef CLM_COMPLEX
#define SCALAR_IS(v, r) ((v).x == (r) && (v).y == 0)
#else
#define SCALAR_IS(v, r) ((v) == (r))
#endif

/* At the kernel's start: A, B and C (and, BATCH 2, alpha, beta, flags and
 * K) of the group's matrix. */
#if BATCH == 2
#define BATCH_SELECT()                                                                          \
    do {                                                                                        \
        const size_t bi = (size_t)b0 + get_group_id(2);                                         \
        A += moff[3 * bi];                                                                      \
        B += moff[3 * bi + 1];                                                                  \
        C += moff[3 * bi + 2];                                                                  \
        alpha = bscal[2 * bi];                                                                  \
        beta = bscal[2 * bi + 1];                                                               \
        /* as the host does for one product: beta 0 does not read C,                         \
         * alpha 0 neither A nor B */                                                           \
        flags = (flags & ~(uint)(GEMM_BETA_ZERO | GEMM_BETA_ONE)) |                             \
                (SCALAR_IS(beta, 0) ? GEMM_BETA_ZERO : SCALAR_IS(beta, 1) ? GEMM_BETA_ONE : 0); \
        if (SCALAR_IS(alpha, 0))                                                                \
            K = 0;                                                                              \
    } while (0)
#elif BATCH
#define BATCH_SELECT()                                                                          \
    const uint bz_ = get_group_id(2) * BPG + (BPG > 1 ? get_local_id(2) : 0);                   \
    const size_t bi_ = (size_t)b0 + min(bz_, bn - 1);                                           \
    A += bi_ * strideA;                                                                         \
    B += bi_ * strideB;                                                                         \
    C += bi_ * strideC
#define BATCH_DEAD (bz_ >= bn)
#else
#define BATCH_SELECT() (void)0
#endif
#ifndef BATCH_DEAD
#define BATCH_DEAD 0
#endif

/* A local panel, NBUF buffers of len elements of type T: with BPG > 1 each
 * slice's own, name pointing at them (so name[buf] reads as ever). */
#if BPG > 1
#define LOCAL_PANEL(T, name, len)                                                               \
    local T name##_bpg[BPG][NBUF][len] __attribute__((aligned(16)));                          \
    local T(*const name)[len] = name##_bpg[get_local_id(2)]
#else
#define LOCAL_PANEL(T, name, len) local T name[NBUF][len] __attribute__((aligned(16)))
#endif
