/*
 * gemm.cl's loads by cp.async (ASYNC; NVIDIA sm_80 and later, real types,
 * inline PTX, asked for by the host only there), embedded as a source ahead
 * of gemm.cl, whose macros (A_SLOT, B_SLOT, LA, LB, LDAL, ...) the loads
 * use where gemm.cl expands them.
 *
 * Each element of a step's panels goes from global to local memory where
 * STAGE would put it, with no register between; past K the copy reads
 * nothing and fills zeros. The copies of a step are one commit group, and
 * the kernel keeps ASYNC - 1 groups in flight (gemm.cl's K loop).
 */
#if ASYNC
#if defined(CLM_COMPLEX) || (defined(VLDA) && VLDA != 1) || (defined(VLDB) && VLDB != 1)
#error "gemm.cl: ASYNC is for real types without VLDA, VLDB"
#endif
#if CLM_PRECISION == 0
#define CP_BYTES "4"
#else
#define CP_BYTES "8"
#endif
/* One element from global to local memory, or zeros (bytes 0: nothing
 * read, src need only be a valid address). Local pointers are shared-space
 * addresses as 32-bit integers (tools/diag/cl_cpasync.c). */
inline void cp_async(local scalar *dst, global const scalar *src, uint bytes)
{
    __asm__ volatile("cp.async.ca.shared.global [%0], [%1], " CP_BYTES ", %2;"
                     :
                     : "r"((uint)(size_t)dst), "l"(src), "r"(bytes)
                     : "memory");
}
#define CP_COMMIT() __asm__ volatile("cp.async.commit_group;" ::: "memory")
/* all but the n latest groups landed (this work item's copies) */
#define CP_WAIT(n) __asm__ volatile("cp.async.wait_group %0;" ::"n"(n) : "memory")

/* Step st's panels (k from st KWG) into local buffer buf by cp.async, each
 * element where STAGE would put it; zeros past K. */
#define ASYNC_FETCH(st, buf)                                                         \
    do {                                                                             \
        const uint st_ = (st), ks_ = st_ * KWG;                                      \
        local scalar *as = (local scalar *)Al[buf], *bs = (local scalar *)Bl[buf];   \
        _Pragma("unroll") for (uint s = 0; s < LA; s++) {                            \
            A_SLOT(s, r, k);                                                         \
            const uint in_ = ks_ + k < K;                                            \
            cp_async(as + k * (LDAL * VWM) + r, in_ ? ASYNC_A(s, r, ks_ + k) : A,     \
                     in_ ? sizeof(scalar) : 0);                                      \
        }                                                                            \
        _Pragma("unroll") for (uint s = 0; s < LB; s++) {                            \
            B_SLOT(s, k, c);                                                         \
            const uint in_ = ks_ + k < K;                                            \
            cp_async(bs + k * (LDBL * VWN) + c, in_ ? ASYNC_B(s, c, ks_ + k) : B,     \
                     in_ ? sizeof(scalar) : 0);                                      \
        }                                                                            \
    } while (0)
#if OFF32
#define ASYNC_A(s, r, k) (Ak + (size_t)st_ * astep + aoff[s])
#define ASYNC_B(s, c, k) (Bk + (size_t)st_ * bstep + boff[s])
#else
#define ASYNC_A(s, r, k)                                                             \
    (A + (ta ? (size_t)(k) + (size_t)min(mb + (r), M - 1) * lda                      \
             : (size_t)min(mb + (r), M - 1) + (size_t)(k) * lda))
#define ASYNC_B(s, c, k)                                                             \
    (B + (tb ? (size_t)min(nb + (c), N - 1) + (size_t)(k) * ldb                      \
             : (size_t)(k) + (size_t)min(nb + (c), N - 1) * ldb))
#endif
#endif
