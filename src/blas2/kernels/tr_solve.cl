/*
 * tr_solve.cl: the blocked solve's diagonal step (TRSV, TPSV, TBSV; the
 * host's fallback where the one-launch sweep, tr_sweep.cl, is off or does
 * not fit): tr_solve solves the diagonal block [j0, j0 + m) in one work
 * group; tr_product.cl's tr_n / tr_t then update the equations the block
 * touches. Built after l2_flags.h, l2_storage.cl and gemv.cl.
 */
#ifndef NBMAX
#define NBMAX 64 /* largest diagonal block tr_solve takes */
#endif

/* Solve the diagonal block [j0, j0 + m) of op(A) x = b in place, the right
 * sides of the block cached in local memory: a variable at a time, each
 * solved value removed at once from the equations still to solve that A
 * couples to it (as reference BLAS: an infinite value reaches no other). */
__kernel __attribute__((reqd_work_group_size(WGSN, 1, 1)))
void tr_solve(uint n, uint kd, uint storage, __global const scalar *A, ulong offA, ulong lda,
              __global scalar *x, ulong xb, int incx, uint j0, uint m, uint flags)
{
    __local scalar xs[NBMAX];
    const uint lid = get_local_id(0);
    for (uint t = lid; t < m; t += WGSN)
        xs[t] = AT(x, xb, incx, j0 + t);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = 0; s < m; s++) {
        const uint v = (flags & L2_FORWARD) ? s : m - 1 - s;
        if (lid == 0 && !(flags & L2_UNIT_DIAG))
            xs[v] = DIV(xs[v], coef(A, offA, lda, n, kd, storage, flags, j0 + v, j0 + v));
        barrier(CLK_LOCAL_MEM_FENCE);
        const scalar xv = xs[v];
        for (uint e = lid; e < m; e += WGSN)
            if (((flags & L2_FORWARD) ? e > v : e < v) && stored(n, kd, flags, j0 + e, j0 + v))
                xs[e] -= MUL(stored_coef(A, offA, lda, n, kd, storage, flags, j0 + e, j0 + v), xv);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (uint t = lid; t < m; t += WGSN)
        AT(x, xb, incx, j0 + t) = xs[t];
}
