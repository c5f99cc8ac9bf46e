/*
 * trxm.cl: TRMM and TRSM's kernels (trxm.c). Built with -DNB (the block
 * order), -DCW (columns a work group holds) and -DFWG (its work items).
 *
 * tr_diag: for block b of the matrix (NB x NB, the last one smaller),
 * D_b := the block as a full matrix (zeros outside its triangle, the unit
 * diagonal explicit) or, with TRXM_INVERT, its inverse. A group holds CW
 * columns of D_b, a work item RPI of its rows; the inverse solves
 * S_bb X = I by columns, one row of X final a step and subtracted from the
 * rows after it by every work item at once (one barrier a step), so its
 * chain is NB steps, not NB^2 / 2.
 *
 * tr_few: the plan for few right-hand sides, a work group taking CW of
 * them on one block of rows. TRSM, one launch per block ("step" s): every
 * block p >= s takes out the block solved last, B_p := a B_p - S_p,s-1
 * X_s-1 (a = alpha on a block's first update, else 1), and block s is
 * then solved, X_s := D_s B_s (D_s the inverse). TRMM, split along the
 * sum so that every block's products run at once: group (p, g) writes
 * P_pg := sum of S_pq W_q over its QR blocks q before p (D_p W_p for
 * q = p), W a copy of B, and tr_sum adds B_p := alpha sum_g P_pg in a
 * fixed order. Blocks are counted from the top for a lower S, from the
 * bottom for an upper one, so "before" is where the triangle is.
 */
#ifndef NB
#define NB 64
#endif
#ifndef CW
#define CW 8
#endif
#ifndef FWG
#define FWG 64
#endif
#define RPI ((NB + FWG - 1) / FWG) /* rows a work item holds */
/* Columns of S a panel step stages. Staging all NB at once was slower
 * (H200, KC 64: STRSM 4096 x 64 1.38 ms against 0.85, STRMM 0.66 against
 * 0.31): the 64 loads a work item then issues are no longer unrolled. */
#define KC 16
#define ASTR (NB + 1)              /* As's row stride, padded off the banks */

/* Element (i, k) of the matrix, at (r, c) in A */
inline scalar s_at(global const scalar *A, ulong lda, uint flags, uint i, uint k)
{
    const scalar v = (flags & TRXM_TR) ? A[k + (size_t)i * lda] : A[i + (size_t)k * lda];
    return (flags & TRXM_CONJ) ? CONJ(v) : v;
}

kernel __attribute__((reqd_work_group_size(FWG, 1, 1)))
void tr_diag(const uint n, global const scalar *A, const ulong offA, const ulong lda,
             global scalar *D, const ulong offD, const uint flags)
{
    local scalar pub[2][CW]; /* the row made final, double-buffered */
    const uint lid = get_local_id(0), j0 = get_group_id(0) * CW, b = get_group_id(1);
    const uint r0 = b * NB, bs = min((uint)NB, n - r0); /* the block's order */
    const int lower = (flags & TRXM_LOWER) != 0, unit = (flags & TRXM_UNIT) != 0;
    const int inv = (flags & TRXM_INVERT) != 0;
    A += offA + r0 + (size_t)r0 * lda;
    scalar x[RPI][CW];
    UNROLL_ALL
    for (uint r = 0; r < RPI; r++) {
        const uint i = lid + r * FWG;
        UNROLL_ALL
        for (uint c = 0; c < CW; c++) {
            const uint j = j0 + c;
            const bool out = i >= bs || j >= bs || (lower ? i < j : i > j);
            x[r][c] = out ? ZERO
                      : i == j && (inv || unit) ? ONE
                      : inv ? ZERO
                            : s_at(A, lda, flags, i, j);
        }
    }
    /* step t makes row k final (x_k /= S_kk) and takes S_ik x_k out of
     * the rows i after it: below for lower, above for upper */
    for (uint t = 0; inv && t < bs; t++) {
        const uint k = lower ? t : bs - 1 - t;
        const scalar d = unit ? ONE : DIV(ONE, s_at(A, lda, flags, k, k));
        UNROLL_ALL
        for (uint r = 0; r < RPI; r++)
            if (lid + r * FWG == k) {
                UNROLL_ALL
                for (uint c = 0; c < CW; c++)
                    pub[t & 1][c] = x[r][c] = MUL(x[r][c], d);
            }
        barrier(CLK_LOCAL_MEM_FENCE);
        UNROLL_ALL
        for (uint r = 0; r < RPI; r++) {
            const uint i = lid + r * FWG;
            if (i < bs && (lower ? i > k : i < k)) {
                const scalar l = s_at(A, lda, flags, i, k);
                UNROLL_ALL
                for (uint c = 0; c < CW; c++)
                    x[r][c] = MAD(x[r][c], -l, pub[t & 1][c]);
            }
        }
    }
    D += offD + (size_t)b * NB * NB;
    UNROLL_ALL
    for (uint r = 0; r < RPI; r++) {
        const uint i = lid + r * FWG;
        UNROLL_ALL
        for (uint c = 0; c < CW; c++)
            if (i < NB && j0 + c < NB)
                D[i + (size_t)(j0 + c) * NB] = x[r][c];
    }
}

/* ---- tr_few ---- */

/* Block position p's first row */
inline uint block_start(uint p, uint n, uint flags)
{
    return ((flags & TRXM_LOWER) ? p : (n + NB - 1) / NB - 1 - p) * NB;
}

/* Offset of the system's element (r, c) in B (or W) */
inline size_t sys_at(uint r, uint c, ulong ld, uint flags)
{
    return (flags & TRXM_RIGHT) ? c + (size_t)r * ld : r + (size_t)c * ld;
}

/* Y := the rows [q0, q0 + ks) of columns [c0, c0 + cw) of X (negated
 * with neg), zero beyond; consecutive work items along X's memory. */
inline void stage(local scalar *Y, global const scalar *X, ulong ld, uint flags, uint q0,
                  uint ks, uint c0, uint cw, int neg)
{
    const int right = (flags & TRXM_RIGHT) != 0;
    barrier(CLK_LOCAL_MEM_FENCE); /* every work item is done with Y */
    for (uint e = get_local_id(0); e < NB * CW; e += FWG) {
        const uint k = right ? e / CW : e % NB, c = right ? e % CW : e / NB;
        const scalar v = k < ks && c < cw ? X[sys_at(q0 + k, c0 + c, ld, flags)] : ZERO;
        Y[k * CW + c] = neg ? -v : v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
}

/* acc += M Y for the work item's rows, M (bs x ks) with element (i, k) at
 * M[i rs + k cs] (conjugated with conj), Y in local memory. M comes KC
 * columns at a time through As, every load of a step issued at once and
 * along M's memory (the latency, not the flops, is what few right-hand
 * sides wait on). */
inline void panel(scalar acc[RPI][CW], global const scalar *M, ulong rs, ulong cs, int conj,
                  uint bs, uint ks, local const scalar *Y, local scalar *As)
{
    const uint lid = get_local_id(0);
    for (uint k0 = 0; k0 < ks; k0 += KC) {
        barrier(CLK_LOCAL_MEM_FENCE);
        UNROLL_ALL
        for (uint j = 0; j < (KC * NB + FWG - 1) / FWG; j++) {
            const uint e = lid + j * FWG;
            const uint i = rs == 1 ? e % NB : e / KC, k = rs == 1 ? e / NB : e % KC;
            const bool in = e < KC * NB && i < bs && k0 + k < ks;
            const scalar v = in ? M[i * rs + (k0 + k) * cs] : ZERO;
            if (e < KC * NB)
                As[k * ASTR + i] = conj ? CONJ(v) : v;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        UNROLL_ALL
        for (uint k = 0; k < KC; k++) {
            scalar a[RPI];
            UNROLL_ALL
            for (uint r = 0; r < RPI; r++)
                a[r] = lid + r * FWG < NB ? As[k * ASTR + lid + r * FWG] : ZERO;
            UNROLL_ALL
            for (uint c = 0; c < CW; c++) {
                const scalar y = Y[min(k0 + k, (uint)NB - 1) * CW + c];
                UNROLL_ALL
                for (uint r = 0; r < RPI; r++)
                    acc[r][c] = MAD(acc[r][c], a[r], y);
            }
        }
    }
}

kernel __attribute__((reqd_work_group_size(FWG, 1, 1)))
void tr_few(const uint n, const uint nrhs, global const scalar *A, const ulong offA,
            const ulong lda, global scalar *B, const ulong offB, const ulong ldb,
            global const scalar *W, const ulong offW, const ulong ldw, global const scalar *D,
            const ulong offD, global scalar *P, const ulong offP, const scalar alpha,
            const uint flags, const uint step, const uint qr)
{
    local scalar Y[NB * CW], As[KC * ASTR];
    const uint lid = get_local_id(0), c0 = get_group_id(0) * CW;
    const int solve = (flags & TRXM_INVERT) != 0, conj = (flags & TRXM_CONJ) != 0;
    /* TRSM: block p = step + group 1; TRMM: block p = group 1, its
     * blocks q in [qb, qe) (qe = p + 1: the diagonal block too) */
    const uint p = solve ? step + get_group_id(1) : get_group_id(1);
    const uint qb = solve ? (step > 0 ? step - 1 : 0) : get_group_id(2) * qr;
    const uint qe = solve ? step : min(qb + qr, p + 1);
    const uint cw = min((uint)CW, nrhs - c0), r0 = block_start(p, n, flags);
    const uint bs = min((uint)NB, n - r0);
    const ulong rs = (flags & TRXM_TR) ? lda : 1, cs = (flags & TRXM_TR) ? 1 : lda;
    A += offA;
    B += offB;
    /* TRSM: B_p to start from (alpha on the first update, step 0 or 1) */
    const scalar a = step <= 1 ? alpha : ONE;
    scalar acc[RPI][CW];
    UNROLL_ALL
    for (uint r = 0; r < RPI; r++) {
        const uint i = lid + r * FWG;
        UNROLL_ALL
        for (uint c = 0; c < CW; c++)
            acc[r][c] = solve && i < bs && c < cw ? MUL(a, B[sys_at(r0 + i, c0 + c, ldb, flags)])
                                                  : ZERO;
    }
    /* the blocks before p: TRSM the last solved, TRMM the group's share */
    for (uint q = qb; q < min(qe, p); q++) {
        const uint q0 = block_start(q, n, flags), ks = min((uint)NB, n - q0);
        stage(Y, solve ? B : W + offW, solve ? ldb : ldw, flags, q0, ks, c0, cw, solve);
        panel(acc, A + r0 * rs + q0 * cs, rs, cs, conj, bs, ks, Y, As);
    }
    /* the diagonal block: TRSM solves X_p = D_p B_p (step p), TRMM adds
     * D_p W_p (the group with q = p). Every group meets the barriers
     * (PoCL 3.1 miscompiles the guards after barriers in a branch). */
    const int diag = solve ? p == step : qb <= p && qe == p + 1;
    if (solve) {
        barrier(CLK_LOCAL_MEM_FENCE);
        UNROLL_ALL
        for (uint r = 0; r < RPI; r++)
            UNROLL_ALL
            for (uint c = 0; c < CW; c++)
                if (diag && lid + r * FWG < NB)
                    Y[(lid + r * FWG) * CW + c] = acc[r][c], acc[r][c] = ZERO;
        barrier(CLK_LOCAL_MEM_FENCE);
    } else {
        stage(Y, W + offW, ldw, flags, r0, diag ? bs : 0, c0, cw, 0);
    }
    panel(acc, D + offD + (size_t)(r0 / NB) * NB * NB, 1, NB, 0, bs, diag ? bs : 0, Y, As);
    /* TRSM: X_p or the updated B_p into B; TRMM: P_pg, NB x nrhs */
    const size_t pg = (size_t)get_group_id(1) * get_num_groups(2) + get_group_id(2);
    global scalar *out = solve ? B : P + offP + pg * NB * nrhs;
    UNROLL_ALL
    for (uint r = 0; r < RPI; r++) {
        const uint i = lid + r * FWG;
        UNROLL_ALL
        for (uint c = 0; c < CW; c++)
            if (i < bs && c < cw && (solve || qb <= p))
                out[solve ? sys_at(r0 + i, c0 + c, ldb, flags) : i + (size_t)(c0 + c) * NB] =
                    acc[r][c];
    }
}

/* TRMM's sum: B_p := alpha sum_g P_pg, element (i, c) of block p at work
 * item (p NB + i, c) */
kernel void tr_sum(const uint n, const uint nrhs, global scalar *B, const ulong offB,
                   const ulong ldb, global const scalar *P, const ulong offP, const scalar alpha,
                   const uint flags, const uint qr, const uint ng)
{
    const uint e = get_global_id(0), c = get_global_id(1), p = e / NB, i = e % NB;
    const uint r0 = block_start(p, n, flags);
    if (c < nrhs && r0 + i < n) {
        scalar s = ZERO;
        P += offP + (size_t)p * ng * NB * nrhs + i + (size_t)c * NB;
        for (uint g = 0; g * qr <= p; g++)
            s += P[(size_t)g * NB * nrhs];
        B[offB + sys_at(r0 + i, c, ldb, flags)] = MUL(alpha, s);
    }
}

/* W := the rows x cols block of B (a leaf's right-hand sides, copied so
 * that the leaf's GEMM writes B from the copy). A kernel rather than a
 * rectangular buffer copy: PoCL 3.1 crashes copying from a sub-buffer. */
kernel void tr_copy(const uint rows, const uint cols, global const scalar *B, const ulong offB,
                    const ulong ldb, global scalar *W, const ulong offW, const ulong ldw)
{
    const uint i = get_global_id(0), j = get_global_id(1);
    if (i < rows && j < cols)
        W[offW + i + (size_t)j * ldw] = B[offB + i + (size_t)j * ldb];
}
