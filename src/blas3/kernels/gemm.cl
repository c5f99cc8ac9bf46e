/*
 * gemm.cl: C := alpha op(A) op(B) + beta C for column-major matrices (the
 * host turns a row-major call into the column-major product with A and B
 * swapped). op(A) is M x K, op(B) K x N.
 *
 * Each work group computes an MWG x NWG tile of C; its MDIMC x NDIMC work
 * items each hold an MWI x NWI tile in registers. The K dimension advances
 * KWG at a time: op(A)'s MWG x KWG panel and op(B)'s KWG x NWG panel are
 * staged in local memory, k-major, so that each work item reads its MWI
 * values of A and NWI values of B for one k as vectors of VWM and VWN
 * elements. Vector v of a work item's rows is local vector v*MDIMC + tx, so
 * neighbouring work items read neighbouring vectors (no bank conflicts).
 * Two local buffers (LBUF 2): the panels of step t+1 are loaded from
 * global memory into registers before the products of step t, and stored
 * after them, so the loads' latency hides behind arithmetic and one
 * barrier per step is enough; LBUF 1 (half the local memory, for deeper K
 * steps) stores them after a second barrier.
 *
 * Edges (no bounds checks in the inner loop): a group whose tile would
 * cross the bottom (right) edge of C computes the tile shifted up (left) so
 * that it lies inside C, and stores only the rows (columns) at or past its
 * own nominal origin, which no other group owns. When M < MWG (N < NWG)
 * there is no room to shift: row (column) indices of the loads are clamped
 * to the last one and the rows past the edge are not stored. The last K
 * step, when K is not a multiple of KWG, loads zeros past K.
 *
 * Parameters (-D, from the database): MWG NWG KWG MDIMC NDIMC VWM VWN, and
 * PADA PADB (vectors of padding per local row, against bank conflicts when
 * a transposed operand is stored), SWZ (tiles handed out in strips of SWZ
 * tile rows). OFF32 (from the host, when every element
 * offset inside a panel fits 32 bits): the loads' addresses are each slot's
 * offset, worked out once, from panel origins advanced per step, rather
 * than recomputed in 64 bits every step. The transposes are TA and TB (0 N,
 * 1 T, 2 C), or without them come at run time in flags: one program for
 * all nine pairs, for devices where compiling is dear (PoCL) and the
 * loads' extra arithmetic is not.
 *
 * MMA (NVIDIA sm_80 and later; the host asks for it only there): the
 * products run on the tensor cores, mma.sync in inline PTX, instead of
 * each work item's FMAs (gemm_mma.h): MMA 1 and 2 double precision, real
 * or complex, MMA 3 single precision as three TF32 products (3xTF32, only
 * when clmath.h's mode asks for it). A warp reads its fragments from the
 * same local panels (rows padded to 4 mod 16 doubles, 4 mod 8 complex ones
 * or 8 mod 32 floats are read without bank conflicts).
 *
 * ASYNC (real types, NVIDIA sm_80 and later; the host asks for it only
 * there): the panels go from global to local memory by cp.async (inline
 * PTX, gemm_async.h), no registers between, in a ring of ASYNC stages:
 * ASYNC - 1 steps' loads are in flight while a step is computed, and one
 * barrier per step both publishes the landed step and frees the buffer the
 * next load takes.
 */
#ifndef LBUF
#define LBUF 2
#endif
#define MWI (MWG / MDIMC)
#define NWI (NWG / NDIMC)
#define WGS (MDIMC * NDIMC)
#define LA (MWG * KWG / WGS) /* A elements each work item loads per step */
#define LB (KWG * NWG / WGS)
#define LDAL (MWG / VWM + PADA) /* local row lengths, in vectors */
#define LDBL (NWG / VWN + PADB)

/* flags: gemm_flags.h. TRIANGLE (SYRK-type updates): the flags may also ask
 * for only one triangle of C to be stored (groups whose tile lies wholly
 * outside it return at once) and for Hermitian scalars and diagonal. */
#ifndef TRIANGLE
#define TRIANGLE 0
#endif
#ifndef ASYNC
#define ASYNC 0
#endif

#ifdef CLM_COMPLEX
#define CW 2 /* reals per element */
#else
#define CW 1
#endif

/* The local vector types: VWM (VWN) elements, as reals, and how one is
 * spread into a private array of reals. */
#define VEC_TYPE(R) VEC_TYPE_(R)
#define VEC_TYPE_(R) VEC_##R
#define VEC_1 real
#define VEC_2 real2
#define VEC_4 real4
#define VEC_8 real8
#define VEC_16 real16
#if CLM_PRECISION == 0 || CLM_PRECISION == 2
typedef float16 real16;
#else
typedef double16 real16;
#endif
#define SPREAD(R, v, p) SPREAD_(R, v, p)
#define SPREAD_(R, v, p) SPREAD_##R(v, p)
#define SPREAD_1(v, p) ((p)[0] = (v))
#define SPREAD_2(v, p) vstore2((v), 0, (p))
#define SPREAD_4(v, p) vstore4((v), 0, (p))
#define SPREAD_8(v, p) vstore8((v), 0, (p))
#define SPREAD_16(v, p) vstore16((v), 0, (p))

#if VWM * CW == 1
#define VMR 1
#elif VWM * CW == 2
#define VMR 2
#elif VWM * CW == 4
#define VMR 4
#elif VWM * CW == 8
#define VMR 8
#else
#define VMR 16
#endif
#if VWN * CW == 1
#define VNR 1
#elif VWN * CW == 2
#define VNR 2
#elif VWN * CW == 4
#define VNR 4
#elif VWN * CW == 8
#define VNR 8
#else
#define VNR 16
#endif
typedef VEC_TYPE(VMR) vecm;
typedef VEC_TYPE(VNR) vecn;

/* MMA's warp geometry, ACCN (each work item's sums) and the fragment
 * helpers: gemm_mma.h. */

/* C's element (row, col) := alpha v (+ beta times it), as reference BLAS:
 * C not read when beta is 0, added to when beta is 1. */
inline void store_c(global scalar *C, ulong ldc, uint row, uint col, scalar v, scalar alpha,
                    scalar beta, uint flags)
{
    global scalar *c = C + (size_t)row + (size_t)col * ldc;
#if TRIANGLE && defined(CLM_COMPLEX)
    /* real alpha or beta scale each part (no 0 times an infinite part) */
    const scalar av = flags & GEMM_REAL_ALPHA ? alpha.x * v : MUL(alpha, v);
    scalar r = flags & GEMM_BETA_ZERO ? av
               : flags & GEMM_BETA_ONE ? *c + av
               : (flags & GEMM_REAL_BETA ? beta.x * *c : MUL(beta, *c)) + av;
    if (flags & GEMM_REAL_DIAG && row == col)
        r.y = 0;
    *c = r;
#else
    *c = flags & GEMM_BETA_ZERO ? MUL(alpha, v)
         : flags & GEMM_BETA_ONE ? MAD(*c, alpha, v)
                                 : MAD(MUL(beta, *c), alpha, v);
#endif
}

/* Is C's (row, col) outside the triangle the flags keep? */
#if TRIANGLE
#define MASKED(row, col) \
    ((flags & GEMM_LOWER && (row) < (col)) || (flags & GEMM_UPPER && (row) > (col)))
#else
#define MASKED(row, col) 0
#endif

/* Slot s of a work item's share of the A panel: VLDA elements along the
 * operand's contiguous dimension from row r and k (B's: VLDB from k and
 * column c); element j of the slot is A's (r + j, k), or (r, k + j) when k
 * is the contiguous dimension. Consecutive work items take consecutive
 * slots, so the global loads coalesce. VLDA or VLDB 4 (real types, OFF32;
 * the host sets them where every slot is 4-element aligned and inside the
 * matrix, and the operand's contiguous dimension is also contiguous in
 * local memory, i.e. A not transposed, B transposed): one vector load per
 * slot. */
#ifndef VLDA
#define VLDA 1
#endif
#ifndef VLDB
#define VLDB 1
#endif
#define NSA (LA / VLDA) /* slots per work item and step */
#define NSB (LB / VLDB)
#define A_SLOT(s, r, k)                                                              \
    const uint ia_ = lid + (s) * WGS,                                                \
               r = ta ? ia_ / (KWG / VLDA) : ia_ % (MWG / VLDA) * VLDA,              \
               k = ta ? ia_ % (KWG / VLDA) * VLDA : ia_ / (MWG / VLDA)
#define B_SLOT(s, k, c)                                                              \
    const uint ib_ = lid + (s) * WGS,                                                \
               k = tb ? ib_ / (NWG / VLDB) : ib_ % (KWG / VLDB) * VLDB,              \
               c = tb ? ib_ % (NWG / VLDB) * VLDB : ib_ / (KWG / VLDB)
#define B_SLOT_CK(s, c, k) B_SLOT(s, k, c)

#if VLDA * VLDB > 1
#if VLDA * VLDB > 16 || CLM_PRECISION > 1
#error "gemm.cl: VLDA and VLDB are 1, or 4 for S and D"
#endif
typedef VEC_TYPE(4) vld_t;
#endif

/* v, conjugated for transpose 2 */
inline scalar conj_if(scalar v, uint t)
{
    return t == 2 ? CONJ(v) : v;
}

/* Element (r, k) of op(A), or (k, r) of op(B): stored at k + r ld when k
 * is the contiguous dimension (kfast), else at r + k ld. */
inline scalar op_at(global const scalar *X, ulong ld, uint kfast, uint t, uint r, uint k)
{
    return conj_if(X[kfast ? (size_t)k + (size_t)r * ld : (size_t)r + (size_t)k * ld], t);
}

#if OFF32
/* Load step k0's panels into registers from the step's panel origins Ak
 * and Bk, each slot at its element offset aoff[s] (boff[s]), worked out
 * once before the K loop (the host sets OFF32 when every offset inside a
 * panel fits 32 bits). A slot of V elements goes to p[s V ...] by one load
 * (a vector one for V = 4), or, in the last step (`edge`), whose slots may
 * cross K, element by element with zeros past K. SLOT names the slot's
 * first element (row or column, then k). */
#define VLOAD(V, X, o, p, s, t) VLOAD_(V, X, o, p, s, t)
#define VLOAD_(V, X, o, p, s, t) VLOAD_##V(X, o, p, s, t)
#define VLOAD_1(X, o, p, s, t) ((p)[s] = conj_if((X)[o], t))
#define VLOAD_4(X, o, p, s, t)                                                       \
    do {                                                                             \
        const vld_t v_ = *(global const vld_t *)((X) + (o));                         \
        (p)[4 * (s)] = v_.s0, (p)[4 * (s) + 1] = v_.s1;                              \
        (p)[4 * (s) + 2] = v_.s2, (p)[4 * (s) + 3] = v_.s3;                          \
    } while (0)
#define FETCH_SLOTS(NS, V, SLOT, X, off, p, t, kj, edge)                             \
    _Pragma("unroll") for (uint s = 0; s < NS; s++) {                                \
        SLOT(s, r_, k_);                                                             \
        if (edge) {                                                                  \
            _Pragma("unroll") for (uint j = 0; j < V; j++)                           \
                p[s * V + j] = k0 + k_ + (kj) >= K ? ZERO : conj_if(X[off[s] + j], t); \
        } else {                                                                     \
            VLOAD(V, X, off[s], p, s, t);                                            \
        }                                                                            \
    }
#define FETCH(edge)                                                                  \
    do {                                                                             \
        FETCH_SLOTS(NSA, VLDA, A_SLOT, Ak, aoff, ra, ta, ta ? j : 0, edge)           \
        FETCH_SLOTS(NSB, VLDB, B_SLOT_CK, Bk, boff, rb, tb, tb ? 0 : j, edge)        \
    } while (0)
#else
#if VLDA * VLDB != 1
#error "gemm.cl: VLDA and VLDB need OFF32"
#endif
/* Load step k0's panels into registers; past K (only in the last step,
 * when `edge`) zeros. Rows and columns are clamped inside C. */
#define FETCH(edge)                                                                  \
    do {                                                                             \
        _Pragma("unroll") for (uint s = 0; s < LA; s++) {                            \
            A_SLOT(s, r, k);                                                         \
            const uint row = min(mb + r, M - 1);                                     \
            ra[s] = (edge) && k0 + k >= K ? ZERO : op_at(A, lda, ta != 0, ta, row, k0 + k); \
        }                                                                            \
        _Pragma("unroll") for (uint s = 0; s < LB; s++) {                            \
            B_SLOT(s, k, c);                                                         \
            const uint col = min(nb + c, N - 1);                                     \
            rb[s] = (edge) && k0 + k >= K ? ZERO : op_at(B, ldb, tb == 0, tb, col, k0 + k); \
        }                                                                            \
    } while (0)
#endif

/* Store the registers of FETCH into local buffer `buf`. */
#define STAGE(buf)                                                                   \
    do {                                                                             \
        local scalar *as = (local scalar *)Al[buf], *bs = (local scalar *)Bl[buf];   \
        _Pragma("unroll") for (uint s = 0; s < NSA; s++) {                           \
            A_SLOT(s, r, k);                                                         \
            _Pragma("unroll") for (uint j = 0; j < VLDA; j++)                        \
                as[(k + (ta ? j : 0)) * (LDAL * VWM) + r + (ta ? 0 : j)] = ra[s * VLDA + j]; \
        }                                                                            \
        _Pragma("unroll") for (uint s = 0; s < NSB; s++) {                           \
            B_SLOT(s, k, c);                                                         \
            _Pragma("unroll") for (uint j = 0; j < VLDB; j++)                        \
                bs[(k + (tb ? 0 : j)) * (LDBL * VWN) + c + (tb ? j : 0)] = rb[s * VLDB + j]; \
        }                                                                            \
    } while (0)

__attribute__((reqd_work_group_size(MDIMC, NDIMC, BPG)))
kernel void gemm(const uint M, const uint N, BVAR uint K, BVAR scalar alpha, BVAR scalar beta,
                 global const scalar *restrict A, const ulong offA, const ulong lda,
                 global const scalar *restrict B, const ulong offB, const ulong ldb,
                 global scalar *C, const ulong offC, const ulong ldc, BVAR uint flags BATCH_PARAMS)
{
    BATCH_SELECT(); /* gemm_batch.h: this group's matrix of a batch */
#if ASYNC
#define NBUF ASYNC
#else
#define NBUF LBUF
#endif
    /* 16-byte aligned: cp.async's destinations (gemm_batch.h: BPG slices' own) */
    LOCAL_PANEL(vecm, Al, KWG * LDAL);
    LOCAL_PANEL(vecn, Bl, KWG * LDBL);
    const uint tx = get_local_id(0), ty = get_local_id(1), lid = ty * MDIMC + tx;
#ifdef TA
    const uint ta = TA, tb = TB; /* the address arithmetic folds */
#else
    const uint ta = (flags >> GEMM_TA_SHIFT) & 3, tb = (flags >> GEMM_TB_SHIFT) & 3;
#endif
    /* nominal tile origin, and the shifted one the group computes */
#if SWZ
    /* Groups start roughly in launch order, dimension 0 fastest: give them
     * tiles strip by strip of SWZ tile rows, down each column of the strip,
     * so that the groups running at once share fewer panels of A and B. */
    const uint nx = get_num_groups(0), ny = get_num_groups(1);
    const uint lin = get_group_id(1) * nx + get_group_id(0), strip = lin / (SWZ * ny);
    const uint in = lin - strip * SWZ * ny, h = min((uint)SWZ, nx - strip * SWZ);
    const uint gx = strip * SWZ + in % h, gy = in / h;
#else
    const uint gx = get_group_id(0), gy = get_group_id(1);
#endif
    const uint m0 = gx * MWG, n0 = gy * NWG;
    const uint mb = M > MWG ? min(m0, M - MWG) : 0, nb = N > NWG ? min(n0, N - NWG) : 0;
#if TRIANGLE
    /* a tile with no element in C's kept triangle (all of the group returns) */
    if ((flags & GEMM_LOWER && m0 + MWG - 1 < n0) || (flags & GEMM_UPPER && n0 + NWG - 1 < m0))
        return;
#endif
    A += offA;
    B += offB;

    real acc[ACCN];
    _Pragma("unroll") for (uint i = 0; i < ACCN; i++) acc[i] = 0;
#if MMA
    const uint lane = lid % 32, wm0 = (lid / 32 % WM) * WTM, wn0 = (lid / 32 / WM) * WTN;
#endif

#if !ASYNC
    scalar ra[LA], rb[LB];
#endif
    const uint steps = (K + KWG - 1) / KWG;
    uint k0 = 0;
#if OFF32
    /* The panels' origins for k0 = 0 and their advance per step; each
     * slot's offset from them, rows and columns clamped inside C. */
    global const scalar *Ak = A + (ta ? (size_t)mb * lda : mb);
    global const scalar *Bk = B + (tb ? nb : (size_t)nb * ldb);
    const size_t astep = ta ? KWG : KWG * lda, bstep = tb ? KWG * ldb : KWG;
    uint aoff[NSA], boff[NSB];
    _Pragma("unroll") for (uint s = 0; s < NSA; s++) {
        A_SLOT(s, r, k);
        const uint row = min(r, M - 1 - mb);
        aoff[s] = ta ? k + row * (uint)lda : row + k * (uint)lda;
    }
    _Pragma("unroll") for (uint s = 0; s < NSB; s++) {
        B_SLOT(s, k, c);
        const uint col = min(c, N - 1 - nb);
        boff[s] = tb ? col + k * (uint)ldb : k + col * (uint)ldb;
    }
#endif
#if ASYNC
    (void)k0;
    _Pragma("unroll") for (uint s = 0; s < ASYNC - 1; s++) {
        if (s < steps)
            ASYNC_FETCH(s, s);
        CP_COMMIT(); /* empty groups too: the count of groups stays per step */
    }
    for (uint t = 0; t < steps; t++) {
        const uint cur = t % ASYNC;
        CP_WAIT(ASYNC - 2); /* step t's copies of this work item */
        barrier(CLK_LOCAL_MEM_FENCE); /* everyone's, and step t - 1 computed */
        if (t + ASYNC - 1 < steps)
            ASYNC_FETCH(t + ASYNC - 1, (t + ASYNC - 1) % ASYNC);
        CP_COMMIT();
#else
    if (steps > 0) {
        if (KWG <= K)
            FETCH(0);
        else
            FETCH(1);
        STAGE(0);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (uint t = 0; t < steps; t++) {
        const uint cur = LBUF == 2 ? t & 1 : 0;
        const int more = t + 1 < steps;
        if (more) {
            k0 += KWG;
#if OFF32
            Ak += astep;
            Bk += bstep;
#endif
            if (k0 + KWG <= K)
                FETCH(0);
            else
                FETCH(1);
        }
#endif
#if MMA == 3
        /* lane l's float4 of A at (k, 32 i' + 4 (l/4)): rows g and g + 8 of
         * blocks 2i' and 2i'+1 (MROW); of B at (k, 32 j' + 4 (l/4)): column
         * g of blocks 4j'..4j'+3 (NCOL) */
        const local float4 *al = Al[cur] + wm0 / 4 + lane / 4;
        const local float4 *bl = Bl[cur] + wn0 / 4 + lane / 4;
        _Pragma("unroll") for (uint kc = 0; kc < KWG; kc += 8 * TF32K) {
            /* TF32K k8 steps' fragments, split: B's (all blocks) first,
             * then A's a pair of block rows at a time (fewer registers);
             * A's q = 2 h + (0 row g, 1 row g + 8), B's q = h, at k l%4 + 4 h */
            uint bh[TF32K][TN][2], blo[TF32K][TN][2];
            _Pragma("unroll") for (uint s = 0; s < TF32K; s++) {
                _Pragma("unroll") for (uint h = 0; h < 2; h++) {
                    const uint k = kc + 8 * s + lane % 4 + 4 * h;
                    _Pragma("unroll") for (uint j = 0; j < TN; j += 4) {
                        uint4 vh, vl;
                        tf32_split4(bl[k * LDBL + 2 * j], &vh, &vl);
                        bh[s][j][h] = vh.s0, blo[s][j][h] = vl.s0;
                        bh[s][j + 1][h] = vh.s1, blo[s][j + 1][h] = vl.s1;
                        bh[s][j + 2][h] = vh.s2, blo[s][j + 2][h] = vl.s2;
                        bh[s][j + 3][h] = vh.s3, blo[s][j + 3][h] = vl.s3;
                    }
                }
            }
            _Pragma("unroll") for (uint i2 = 0; i2 < TM; i2 += 2) {
                uint ah[TF32K][2][4], alo[TF32K][2][4];
                _Pragma("unroll") for (uint s = 0; s < TF32K; s++) {
                    _Pragma("unroll") for (uint h = 0; h < 2; h++) {
                        uint4 vh, vl;
                        tf32_split4(al[(kc + 8 * s + lane % 4 + 4 * h) * LDAL + 4 * i2], &vh, &vl);
                        ah[s][0][2 * h] = vh.s0, alo[s][0][2 * h] = vl.s0;
                        ah[s][0][2 * h + 1] = vh.s1, alo[s][0][2 * h + 1] = vl.s1;
                        ah[s][1][2 * h] = vh.s2, alo[s][1][2 * h] = vl.s2;
                        ah[s][1][2 * h + 1] = vh.s3, alo[s][1][2 * h + 1] = vl.s3;
                    }
                }
                /* block row by block row, JB blocks' chains side by side
                 * (their sums in registers meanwhile): the small products
                 * first, then the large */
                _Pragma("unroll") for (uint u = 0; u < 2; u++) {
                    _Pragma("unroll") for (uint j0 = 0; j0 < TN; j0 += JB) {
                        float *c = acc + 4 * ((i2 + u) * TN + j0);
#if TF32ACC
                        float p[JB][4]; /* the steps' blocks, added to c once */
                        _Pragma("unroll") for (uint j = 0; j < JB; j++)
                            mma1688_tf32_z(alo[0][u], bh[0][j0 + j], p[j]);
#else
                        float *p[JB];
                        _Pragma("unroll") for (uint j = 0; j < JB; j++) {
                            p[j] = c + 4 * j;
                            mma1688_tf32(alo[0][u], bh[0][j0 + j], p[j]);
                        }
#endif
                        _Pragma("unroll") for (uint s = 0; s < TF32K; s++) {
                            _Pragma("unroll") for (uint j = 0; j < JB; j++) {
                                if (s > 0)
                                    mma1688_tf32(alo[s][u], bh[s][j0 + j], p[j]);
                                mma1688_tf32(ah[s][u], blo[s][j0 + j], p[j]);
                            }
                        }
                        _Pragma("unroll") for (uint s = 0; s < TF32K; s++) {
                            _Pragma("unroll") for (uint j = 0; j < JB; j++)
                                mma1688_tf32(ah[s][u], bh[s][j0 + j], p[j]);
                        }
#if TF32ACC
                        _Pragma("unroll") for (uint j = 0; j < JB; j++) {
                            _Pragma("unroll") for (uint q = 0; q < 4; q++) c[4 * j + q] += p[j][q];
                        }
#endif
                    }
                }
            }
        }
#elif MMA
        const local scalar *al = (const local scalar *)Al[cur] + wm0 + lane / 4;
        const local scalar *bl = (const local scalar *)Bl[cur] + wn0 + lane / 4;
        _Pragma("unroll") for (uint kk = 0; kk < KWG; kk += 4) {
            const uint k = kk + lane % 4;
            /* a0, a1: rows l/4 and (MMA 2) l/4 + 8 of each block */
            scalar a0[TM], a1[TM], b[TN];
            _Pragma("unroll") for (uint i = 0; i < TM; i++) {
                a0[i] = al[k * (LDAL * VWM) + i * RB];
                a1[i] = MMA == 2 ? al[k * (LDAL * VWM) + i * RB + 8] : a0[i];
            }
            _Pragma("unroll") for (uint j = 0; j < TN; j++) b[j] = bl[k * (LDBL * VWN) + j * 8];
            _Pragma("unroll") for (uint i = 0; i < TM; i++) {
                _Pragma("unroll") for (uint j = 0; j < TN; j++) {
#ifdef CLM_COMPLEX
                    /* four real products: re += ar br - ai bi, im += ar bi + ai br */
                    double *c = acc + 2 * CB * (i * TN + j);
                    MMA_OP(a0[i].x, a1[i].x, b[j].x, c);
                    MMA_OP(-a0[i].y, -a1[i].y, b[j].y, c);
                    MMA_OP(a0[i].x, a1[i].x, b[j].y, c + CB);
                    MMA_OP(a0[i].y, a1[i].y, b[j].x, c + CB);
#else
                    MMA_OP(a0[i], a1[i], b[j], acc + CB * (i * TN + j));
#endif
                }
            }
        }
#else
        const local vecm *al = Al[cur] + tx;
        const local vecn *bl = Bl[cur] + ty;
        _Pragma("unroll") for (uint kk = 0; kk < KWG; kk++) {
            real a[MWI * CW], b[NWI * CW];
            _Pragma("unroll") for (uint v = 0; v < MWI / VWM; v++)
                SPREAD(VMR, al[kk * LDAL + v * MDIMC], a + v * VMR);
            _Pragma("unroll") for (uint v = 0; v < NWI / VWN; v++)
                SPREAD(VNR, bl[kk * LDBL + v * NDIMC], b + v * VNR);
            _Pragma("unroll") for (uint i = 0; i < MWI; i++) {
                _Pragma("unroll") for (uint j = 0; j < NWI; j++) {
#ifdef CLM_COMPLEX
                    real *c = acc + 2 * (i * NWI + j);
                    c[0] += a[2 * i] * b[2 * j];
                    c[1] += a[2 * i] * b[2 * j + 1];
                    c[0] -= a[2 * i + 1] * b[2 * j + 1];
                    c[1] += a[2 * i + 1] * b[2 * j];
#else
                    acc[i * NWI + j] += a[i] * b[j];
#endif
                }
            }
        }
#endif
#if !ASYNC
        if (more) {
            if (LBUF == 1) /* every work item done with the one buffer */
                barrier(CLK_LOCAL_MEM_FENCE);
            STAGE(LBUF == 2 ? cur ^ 1 : 0);
            barrier(CLK_LOCAL_MEM_FENCE);
        }
#endif
    }

    /* Store the rows and columns this group owns (no barrier follows). */
    if (BATCH_DEAD) /* gemm_batch.h: a slice past the batch */
        return;
    C += offC;
#if MMA
    /* block (i, j)'s rows l/4 + 8 h, columns 2(l%4) + (0, 1): its reals
     * 2 h + (0, 1) (Z: real ones, then CB on the imaginary ones), placed
     * in the warp's tile by MROW and NCOL */
    _Pragma("unroll") for (uint i = 0; i < TM; i++) {
        _Pragma("unroll") for (uint h = 0; h < RB / 8; h++) {
            const uint row = mb + wm0 + MROW(i, h * 8 + lane / 4);
            if (row < m0 || row >= M)
                continue;
            _Pragma("unroll") for (uint j = 0; j < 2 * TN; j++) {
                const uint col = nb + wn0 + NCOL(j / 2, 2 * (lane % 4) + j % 2);
#ifdef CLM_COMPLEX
                const uint q = 2 * CB * (i * TN + j / 2) + 2 * h + j % 2;
                const scalar v = (scalar)(acc[q], acc[q + CB]);
#else
                const scalar v = acc[CB * (i * TN + j / 2) + 2 * h + j % 2];
#endif
                if (col < n0 || col >= N || MASKED(row, col))
                    continue;
                store_c(C, ldc, row, col, v, alpha, beta, flags);
            }
        }
    }
#else
    _Pragma("unroll") for (uint i = 0; i < MWI; i++) {
        const uint row = mb + ((i / VWM) * MDIMC + tx) * VWM + i % VWM;
        if (row < m0 || row >= M)
            continue;
        _Pragma("unroll") for (uint j = 0; j < NWI; j++) {
            const uint col = nb + ((j / VWN) * NDIMC + ty) * VWN + j % VWN;
            if (col < n0 || col >= N || MASKED(row, col))
                continue;
#ifdef CLM_COMPLEX
            const scalar v = (scalar)(acc[2 * (i * NWI + j)], acc[2 * (i * NWI + j) + 1]);
#else
            const scalar v = acc[i * NWI + j];
#endif
            store_c(C, ldc, row, col, v, alpha, beta, flags);
        }
    }
#endif
}

/* gemm_tr: Xt := X^T for X stored K x N (column-major, Xt N x K with
 * leading dimension ldt): an untransposed B, or a transposed A (stored K x
 * M), copied so that the product reads B as transposed, A as not. Their
 * panels then load as KWG runs of NWG (MWG) contiguous elements, as vectors
 * where aligned, instead of NWG runs of KWG, which on NVIDIA made those
 * products 4-6% slower. 32 x 32 tiles through local memory (a padded
 * column against bank conflicts); reads and writes both run along columns. */
#define TR_TILE 32
__attribute__((reqd_work_group_size(TR_TILE, 8, 1)))
kernel void gemm_tr(const uint K, const uint N, global const scalar *X, const ulong offX,
                    const ulong ldx, global scalar *Xt, const ulong offT, const ulong ldt)
{
    local scalar tile[TR_TILE][TR_TILE + 1];
    const uint tx = get_local_id(0), ty = get_local_id(1);
    const uint k0 = get_group_id(0) * TR_TILE, n0 = get_group_id(1) * TR_TILE;
    X += offX;
    Xt += offT;
    for (uint j = ty; j < TR_TILE; j += 8)
        if (k0 + tx < K && n0 + j < N)
            tile[j][tx] = X[k0 + tx + (size_t)(n0 + j) * ldx];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint j = ty; j < TR_TILE; j += 8)
        if (n0 + tx < N && k0 + j < K)
            Xt[n0 + tx + (size_t)(k0 + j) * ldt] = tile[tx][j];
}
