/*
 * spmv.cl: y := alpha*A*x + beta*y for a CSR matrix A (S and D), after
 * CSR-Adaptive (Greathouse and Daga, SC14).
 *
 * spmv_adaptive runs one work group per row block, the blocks computed once
 * on the host (csr_meta.c) and passed as four uints per group {first row,
 * end row, first entry, end entry}:
 *   - several rows whose entries together fit in BLOCK (CSR-Stream): the
 *     group multiplies the block's entries by x into local memory with
 *     contiguous, coalesced loads, then sums each row out of local memory,
 *     with a power-of-two team of work items per row when the rows are few;
 *   - one row (CSR-Vector): the whole group strides over the row's entries
 *     in global memory and adds its work items' sums by a tree;
 *   - one chunk of a row too long for one group (PARTIAL set, with the
 *     index of the row's record): as CSR-Vector, the sum goes to
 *     partial[group]; with SPLIT 2 the group that finishes the row's last
 *     chunk adds its chunk sums and writes y, with SPLIT 1 spmv_long does
 *     that in a second launch (SPLIT 0: the matrix has no split rows).
 * spmv_rows is the path without row blocks: a team of `lanes` work items
 * per row, the team size chosen by the host from the mean row length;
 * spmv_coo the same for a COO matrix (clsparse[S|D]coomv), each team
 * finding its row's entries by binary search over the sorted row indices.
 *
 * Each kernel reaches every barrier from every work item, outside any
 * data-dependent branch (PoCL miscompiles barriers inside such branches,
 * even uniform ones). With UNIFORM_BARRIER (set where such branches are
 * known to work) team sums take log2(team) steps, none for a team of one.
 *
 * Every sum is taken in a fixed order: results do not change from run to
 * run. alpha == 0 reads neither A nor x; beta == 0 does not read y. Entry
 * and column indices are clamped to the matrix (an entry whose column lies
 * outside x contributes 0), so corrupt CSR data cannot make a kernel read
 * outside its buffers.
 */
#ifndef WGS
#define WGS 256 /* work-group size, a power of two */
#endif
#ifndef BLOCK
#define BLOCK 1024 /* entries of a stream block staged in local memory */
#endif
#ifndef RPLDS
#define RPLDS 0 /* stream blocks stage their row pointers in local memory too */
#endif
#ifndef SPLIT
#define SPLIT 0 /* rows split over groups: 0 none, 1 finished by spmv_long, 2 in the launch */
#endif

#define PARTIAL_ROW 0x80000000u

#if CLM_PRECISION != 0 && CLM_PRECISION != 1
#error "spmv.cl: real precisions only"
#endif

#ifndef CS
#define CS 0 /* NVIDIA: 1 reads the matrix's entries with ld.global.cs */
#endif

/* LD_ENTRY(p): an entry of val or col, read once. With CS (NVIDIA) by
 * ld.global.cs, whose lines L1 and L2 evict first, meant to leave more of
 * x, which the gathers read again, in the caches. Measured on the H200
 * (measured on the H200; docs/perf/spmv.md): 2-9% faster in single
 * precision; in double 10% faster on a power-law matrix but 10-23% slower
 * on the Laplacians and G3_circuit, for reasons not found, so per
 * precision, and in double only for matrices with split rows (key CSL). */
#if defined(CLM_NVIDIA) && CS
#define LD_ENTRY(p) ld_cs(p)
#else
#define LD_ENTRY(p) (*(p))
#endif

inline real xval(__global const real *x, uint c, uint ncols)
{
    return c < ncols ? x[c] : (real)0;
}

/* y[row] = alpha*sum + beta*y[row], y not read when beta == 0. */
inline void store(__global real *y, uint row, real sum, real alpha, real beta)
{
    real r = alpha * sum;
    if (beta != (real)0)
        r += beta * y[row];
    y[row] = r;
}

/* Team sums: red[lid] holds each work item's value; afterwards the first
 * work item of each team of n (a power of two up to WGS) holds its team's
 * sum. Every work item calls it, and every barrier is reached by all of
 * them whatever n is: the loop runs the same log2(WGS) steps everywhere
 * (PoCL compiles barriers in data-dependent branches wrongly). */
inline void team_sum(__local real *red, uint lid, uint n)
{
    const uint t = lid & (n - 1);
#if UNIFORM_BARRIER
    if (n == 1)
        return;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = n / 2; h > 0; h >>= 1) {
#else
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = WGS / 2; h > 0; h >>= 1) {
#endif
        if (h < n && t < h)
            red[lid] += red[lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}

__kernel __attribute__((reqd_work_group_size(WGS, 1, 1))) void
spmv_adaptive(uint ncols, uint nnz, __global const real *val, ulong val_off,
              __global const uint *col, ulong col_off, __global const uint *rp, ulong rp_off,
              __global const real *x, ulong x_off, __global real *y, ulong y_off,
              __global const real *alpha_p, ulong alpha_off, __global const real *beta_p,
              ulong beta_off, __global const uint *blocks, __global real *partial,
              __global uint *counters)
{
    __local real lds[BLOCK];
    __local real red[WGS];
#if SPLIT == 2
    __local uint flag;
#endif
#if RPLDS
    __local uint lrp[BLOCK + 1];
#define ROW_START(row) lrp[(row) - r0]
#else
#define ROW_START(row) clamp(rp[row], z0, ze)
#endif
    val += val_off;
    col += col_off;
    rp += rp_off;
    x += x_off;
    y += y_off;
    const real alpha = alpha_p[alpha_off], beta = beta_p[beta_off];
    const bool skip = alpha == (real)0; /* y = beta*y */
    const uint g = get_group_id(0), lid = get_local_id(0);
    __global const uint *b = blocks + 4 * (size_t)g;
#if SPLIT
    /* a chunk of a split row has its long-row record's index in place of
     * its end row */
    const uint r0 = b[0], partial_row = b[1] & PARTIAL_ROW;
    const uint r1 = partial_row ? r0 + 1 : b[1], rec_i = b[1] & ~PARTIAL_ROW;
#else
    const uint r0 = b[0], r1 = b[1] & ~PARTIAL_ROW, partial_row = b[1] & PARTIAL_ROW;
#endif
    const uint z0 = min(b[2], nnz), z1 = max(z0, min(b[3], nnz));
    const uint nr = r1 - r0;
    const bool vector = nr == 1; /* CSR-Vector, or one chunk of a long row */
    const uint ze = vector ? z1 : min(z1, z0 + BLOCK);

    /* CSR-Stream, step 1: the block's products into local memory. */
    if (!vector && !skip)
        for (uint z = z0 + lid; z < ze; z += WGS)
            lds[z - z0] = LD_ENTRY(val + z) * xval(x, LD_ENTRY(col + z), ncols);
#if RPLDS
    /* and its row pointers, loaded beside the products rather than after
     * the barrier */
    if (!vector && !skip)
        for (uint i = lid; i <= nr; i += WGS)
            lrp[i] = clamp(rp[r0 + i], z0, ze);
#endif
    barrier(CLK_LOCAL_MEM_FENCE);

    /* Step 2: each work item's share. A team of n work items per row: the
     * whole group for CSR-Vector, a power of two for a stream block of few
     * rows; n == 1 when each work item takes whole rows. */
    const uint per = vector ? WGS : WGS / nr;
    const uint n = per <= 1 ? 1 : 1u << (31 - clz(per));
    const uint t = lid & (n - 1), r = r0 + lid / n;
    real s = 0;
    if (vector) {
        if (!skip)
            for (uint z = z0 + lid; z < z1; z += WGS)
                s += LD_ENTRY(val + z) * xval(x, LD_ENTRY(col + z), ncols);
    } else if (n == 1) {
        for (uint row = r0 + lid; row < r1; row += WGS) {
            real v = 0;
            if (!skip) {
                const uint a = ROW_START(row), e = max(a, ROW_START(row + 1));
                for (uint k = a; k < e; k++)
                    v += lds[k - z0];
            }
            store(y, row, v, alpha, beta);
        }
    } else if (r < r1 && !skip) {
        const uint a = ROW_START(r), e = max(a, ROW_START(r + 1));
        for (uint k = a + t; k < e; k += n)
            s += lds[k - z0];
    }
    red[lid] = s;
    team_sum(red, lid, n);

    /* Step 3: the team leaders write. */
    if (vector) {
        if (lid == 0) {
            if (partial_row)
                partial[g] = red[0];
            else
                store(y, r0, red[0], alpha, beta);
        }
    } else if (n > 1 && t == 0 && r < r1) {
        store(y, r, red[lid], alpha, beta);
    }

#if SPLIT == 2
    /* The group that finishes a split row's last chunk adds the chunks'
     * sums (by a fixed tree, so in the same order whichever group it is)
     * and writes y: no second launch. The row's counter goes back to 0. */
#if UNIFORM_BARRIER
    if (partial_row)
#endif
    {
        __global const uint *rec =
            blocks + 4 * ((size_t)get_num_groups(0) + (partial_row ? rec_i : 0));
        const uint c0 = partial_row ? rec[1] : 0, c1 = partial_row ? rec[2] : 0;
        const bool last = last_to_finish0(counters + (partial_row ? rec_i : 0), c1 - c0,
                                          partial_row != 0, &flag);
        real v = 0;
        if (last)
            for (uint q = c0 + lid; q < c1; q += WGS)
                v += ((volatile __global const real *)partial)[q];
        barrier(CLK_LOCAL_MEM_FENCE); /* red[] was read above */
        red[lid] = v;
        team_sum(red, lid, WGS);
        if (last && lid == 0)
            store(y, rec[0], red[0], alpha, beta);
    }
#endif
}

/* The rows split over several groups (records from index first of the
 * blocks buffer): their chunk sums, in order. */
__kernel void spmv_long(uint nlong, uint first, __global const uint *records,
                        __global const real *partial, __global real *y, ulong y_off,
                        __global const real *alpha_p, ulong alpha_off,
                        __global const real *beta_p, ulong beta_off)
{
    const uint i = get_global_id(0);
    if (i >= nlong)
        return;
    __global const uint *rec = records + 4 * ((size_t)first + i);
    real s = 0;
    for (uint g = rec[1]; g < rec[2]; g++)
        s += partial[g];
    store(y + y_off, rec[0], s, alpha_p[alpha_off], beta_p[beta_off]);
}

/* Without row blocks: a team of `lanes` (a power of two up to WGS) work
 * items per row. The row's entries are rp[row] .. rp[row + 1] (CSR row
 * pointers) or, when ri is given (COO row indices, sorted by row), found by
 * binary search; entries in that range whose row index is not the row
 * (input not sorted) are skipped, so unsorted input gives a wrong product
 * but every y element is still written once and nothing outside the
 * buffers is read. */
inline uint first_of_row(__global const uint *ri, uint nnz, uint r)
{
    uint lo = 0, hi = nnz;
    while (lo < hi) {
        const uint mid = lo + (hi - lo) / 2;
        if (ri[mid] < r)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

inline void team_rows(uint nrows, uint ncols, uint nnz, uint lanes, __global const real *val,
                      __global const uint *col, __global const uint *rp,
                      __global const uint *ri, __global const real *x, __global real *y,
                      real alpha, real beta, __local real *red)
{
    const uint lid = get_local_id(0), t = lid & (lanes - 1);
    const uint row = get_group_id(0) * (WGS / lanes) + lid / lanes;
    real s = 0;
    if (row < nrows && alpha != (real)0) {
        uint a, e;
        if (ri) {
            a = first_of_row(ri, nnz, row);
            e = max(a, first_of_row(ri, nnz, row + 1));
        } else {
            a = min(rp[row], nnz);
            e = clamp(rp[row + 1], a, nnz);
        }
        for (uint k = a + t; k < e; k += lanes)
            if (!ri || ri[k] == row)
                s += val[k] * xval(x, col[k], ncols);
    }
    red[lid] = s;
    team_sum(red, lid, lanes);
    if (t == 0 && row < nrows)
        store(y, row, red[lid], alpha, beta);
}

/* CSR (idx: row pointers) and COO (idx: row indices): the same arguments. */
#define TEAM_KERNEL(NAME, RP, RI)                                                              \
    __kernel __attribute__((reqd_work_group_size(WGS, 1, 1))) void NAME(                     \
        uint nrows, uint ncols, uint nnz, uint lanes, __global const real *val, ulong val_off,  \
        __global const uint *col, ulong col_off, __global const uint *idx, ulong idx_off,       \
        __global const real *x, ulong x_off, __global real *y, ulong y_off,                     \
        __global const real *alpha_p, ulong alpha_off, __global const real *beta_p,            \
        ulong beta_off)                                                                         \
    {                                                                                           \
        __local real red[WGS];                                                                  \
        team_rows(nrows, ncols, nnz, lanes, val + val_off, col + col_off, RP, RI, x + x_off,   \
                  y + y_off, alpha_p[alpha_off], beta_p[beta_off], red);                        \
    }
TEAM_KERNEL(spmv_rows, idx + idx_off, (__global const uint *)0)
TEAM_KERNEL(spmv_coo, idx, idx + idx_off)
