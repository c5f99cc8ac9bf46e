/*
 * sparse_convert.cl: conversions between clSPARSE's matrix formats (S and
 * D): CSR to COO, COO to CSR, CSR to dense, dense to CSR, and the exclusive
 * scan of cl_uint counts that turns row lengths into row pointers.
 *
 * Every kernel writes each output element from one work item, in a fixed
 * order, so results are the same bits from run to run (the only atomics
 * count entries per row: integer sums, the same in any order). Indices read
 * from the caller's data are clamped or checked so that corrupt input
 * cannot make a kernel read or write outside its buffers.
 *
 * The scan reaches every barrier from every work item, outside any branch
 * (PoCL 3.1 miscompiles barriers in data-dependent branches), and keeps
 * only scalars live across barriers (it misreads vectors kept there).
 */
#ifndef WGS
#define WGS 256 /* work-group size of the scan, a power of two */
#endif
#ifndef PER
#define PER 4 /* elements per work item in a scan tile */
#endif
#define TILE (WGS * PER)

/* Element (r, c) of a dense matrix with leading dimension ld. */
inline ulong dense_pos(uint r, uint c, ulong ld, uint colmajor)
{
    return colmajor ? (ulong)c * ld + r : (ulong)r * ld + c;
}

/* ---- exclusive scan of n counts, in place ----
 * scan_tiles scans each tile of TILE elements and writes the tile's total
 * to sums[group]; when there are several tiles the host scans sums the
 * same way and scan_add adds each tile's offset. */
__kernel __attribute__((reqd_work_group_size(WGS, 1, 1))) void
scan_tiles(uint n, __global uint *a, ulong a_off, __global uint *sums, ulong sums_off)
{
    __local uint part[WGS];
    a += a_off;
    const uint lid = get_local_id(0), g = get_group_id(0);
    const ulong base = (ulong)g * TILE + (ulong)lid * PER;
    uint total = 0;
    for (uint i = 0; i < PER; i++)
        total += base + i < n ? a[base + i] : 0;
    part[lid] = total;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint d = 1; d < WGS; d <<= 1) { /* Hillis-Steele, inclusive */
        const uint add = lid >= d ? part[lid - d] : 0;
        barrier(CLK_LOCAL_MEM_FENCE);
        part[lid] += add;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    uint run = part[lid] - total;
    for (uint i = 0; i < PER; i++) {
        if (base + i < n) {
            const uint v = a[base + i];
            a[base + i] = run;
            run += v;
        }
    }
    if (lid == WGS - 1)
        sums[sums_off + g] = part[WGS - 1];
}

__kernel void scan_add(uint n, __global uint *a, ulong a_off, __global const uint *sums,
                       ulong sums_off)
{
    const uint i = get_global_id(0);
    if (i < n)
        a[a_off + i] += sums[sums_off + i / TILE];
}

/* ---- CSR to COO ----
 * Entry k lies in the last row whose start is at most k (binary search over
 * row pointers 1 .. nrows - 1); column and value are copied. */
__kernel void csr_to_coo(uint nrows, uint nnz, __global const uint *rp, ulong rp_off,
                         __global const uint *col, ulong col_off, __global const real *val,
                         ulong val_off, __global uint *orow, ulong orow_off, __global uint *ocol,
                         ulong ocol_off, __global real *oval, ulong oval_off)
{
    const uint k = get_global_id(0);
    if (k >= nnz)
        return;
    rp += rp_off;
    uint lo = 1, hi = max(nrows, 1u);
    while (lo < hi) {
        const uint mid = lo + (hi - lo) / 2;
        if (rp[mid] <= k)
            lo = mid + 1;
        else
            hi = mid;
    }
    orow[orow_off + k] = lo - 1;
    ocol[ocol_off + k] = col[col_off + k];
    oval[oval_off + k] = val[val_off + k];
}

/* ---- COO to CSR ----
 * counts (nrows + 1 zeros) gets the number of entries of each row (row
 * indices past the matrix count in its last row; the scan then makes the
 * row pointers); columns and values are copied in their order. */
__kernel void coo_to_csr(uint nrows, uint nnz, __global const uint *ri, ulong ri_off,
                         __global const uint *col, ulong col_off, __global const real *val,
                         ulong val_off, __global uint *counts, ulong counts_off,
                         __global uint *ocol, ulong ocol_off, __global real *oval, ulong oval_off)
{
    const uint k = get_global_id(0);
    if (k >= nnz)
        return;
    if (nrows > 0)
        atomic_inc(counts + counts_off + min(ri[ri_off + k], nrows - 1));
    ocol[ocol_off + k] = col[col_off + k];
    oval[oval_off + k] = val[val_off + k];
}

/* ---- CSR to dense ----
 * dense_zero clears the matrix's elements (not the gaps between lead_dim
 * and the rows or columns); csr_to_dense adds each row's entries, one work
 * item per row in entry order, so duplicates are summed in a fixed order.
 * Entries whose column lies outside the matrix are dropped. */
__kernel void dense_zero(uint nrows, uint ncols, ulong ld, uint colmajor, __global real *A,
                         ulong A_off)
{
    A += A_off;
    const ulong inner = colmajor ? nrows : ncols, total = (ulong)nrows * ncols;
    for (ulong i = get_global_id(0); i < total; i += get_global_size(0))
        A[i / inner * ld + i % inner] = 0;
}

__kernel void csr_to_dense(uint nrows, uint ncols, uint nnz, __global const uint *rp,
                           ulong rp_off, __global const uint *col, ulong col_off,
                           __global const real *val, ulong val_off, ulong ld, uint colmajor,
                           __global real *A, ulong A_off)
{
    const uint r = get_global_id(0);
    if (r >= nrows)
        return;
    rp += rp_off;
    col += col_off;
    val += val_off;
    A += A_off;
    const uint a = min(rp[r], nnz), e = clamp(rp[r + 1], a, nnz);
    for (uint k = a; k < e; k++) {
        const uint c = col[k];
        if (c < ncols)
            A[dense_pos(r, c, ld, colmajor)] += val[k];
    }
}

/* ---- dense to CSR ----
 * dense_count writes each row's count of non-zero elements (NaN counts,
 * +0 and -0 do not) and a 0 after the last row; the host scans them into
 * row pointers (rp), and dense_to_csr writes each row's entries in column
 * order, never past its row's end nor the last row's. */
__kernel void dense_count(uint nrows, uint ncols, ulong ld, uint colmajor,
                          __global const real *A, ulong A_off, __global uint *counts,
                          ulong counts_off)
{
    const uint r = get_global_id(0);
    A += A_off;
    counts += counts_off;
    if (r == 0)
        counts[nrows] = 0;
    if (r >= nrows)
        return;
    uint n = 0;
    for (uint c = 0; c < ncols; c++)
        n += A[dense_pos(r, c, ld, colmajor)] != (real)0;
    counts[r] = n;
}

__kernel void dense_to_csr(uint nrows, uint ncols, ulong ld, uint colmajor,
                           __global const real *A, ulong A_off, __global const uint *rp,
                           ulong rp_off, __global uint *orp, ulong orp_off, __global uint *ocol,
                           ulong ocol_off, __global real *oval, ulong oval_off)
{
    const uint r = get_global_id(0);
    A += A_off;
    rp += rp_off;
    orp += orp_off;
    ocol += ocol_off;
    oval += oval_off;
    if (r == 0)
        orp[nrows] = rp[nrows];
    if (r >= nrows)
        return;
    const uint end = min(rp[r + 1], rp[nrows]); /* rp[nrows]: the room the host made */
    uint k = rp[r];
    orp[r] = k;
    k = min(k, end);
    for (uint c = 0; c < ncols && k < end; c++) {
        const real v = A[dense_pos(r, c, ld, colmajor)];
        if (v != (real)0) {
            ocol[k] = c;
            oval[k] = v;
            k++;
        }
    }
}
