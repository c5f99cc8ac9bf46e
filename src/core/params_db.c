/*
 * The parameter database. Entries for "any device" give safe defaults that
 * are correct everywhere; more specific entries (device type, vendor, device
 * name) override them for the devices they were measured on. Every key a
 * routine reads has a fallback in the routine as well, and the test suite
 * runs the GEMV tests under every entry (tests/CMakeLists.txt).
 *
 * gemv keys (a key may be given per kernel, VWN / VWT, and per precision,
 * VWT.S):
 *   WGS, WGSN, WGST  work-group size of gemv_reduce, gemv_n, gemv_t (tr_product.cl's
 *                    element-wise tr_n takes WGS, not WGSN)
 *   VW               consecutive rows per vector load (real types)
 *   CPT              most columns per work item in gemv_t
 *   XCH              elements of x staged in local memory at a time (gemv_n)
 *   TXN, TXT         most work items down a column in gemv_n / gemv_t
 *   TITER            least steps down a column per work item in gemv_t
 *   OCC, WAVES       work groups resident per compute unit, and rounds of
 *                    them the split aims for (WAVES also per kernel and
 *                    precision: WAVESN.S)
 *   MINK             least loads per work item before the sum is split
 *   PMAX             most slices of the split
 *   FUSE, FUSEMAX    finish splits of at most FUSEMAX slices in one launch
 *                    (FUSE and TXN/TXT also per precision: FUSE.S)
 *   ALIGN            aligned vector loads where offsets allow
 *   RUN              partial sums the last group of a fused split loads
 *                    at a time (1..32)
 *   RPL              gemv_reduce: least partial sums per lane (default 1:
 *                    as many lanes as fill the device)
 *   TUN              gemv_t: steps down the columns unrolled (NVIDIA; 1..8;
 *                    per precision: TUN.D)
 *   NREGN, NREGT     NVIDIA: register cap of gemv_n / gemv_t, written into
 *                    the PTX (per precision: NREGT.S)
 *   CSN, CST         NVIDIA: 1: gemv_n / gemv_t read A by ld.global.cs
 *                    (evicted first from L1 and L2; per precision: CSN.S)
 *   P                force an exact number of slices (testing and tuning)
 *
 * trmv, trsv keys (triangular Level 2, tr_*.cl): gemv's layout keys (WGS,
 * WGST, CPT, TXN, TXT, TITER, OCC, WAVES, MINK, PMAX, P); full-storage
 * products run gemv.cl's kernels on a grid of the tiles that meet the
 * triangle and take all of gemv's keys; packed and band ones load one
 * element at a time. For trmv
 *   INPL             a band of fewer off-diagonals than this (default 256;
 *                    0: never) is multiplied in one launch without a copy
 *                    of x (tr_product.cl's INPLACE), unless P forces a split
 * For trsv
 *   NB               variables per diagonal block of the solve (per
 *                    precision: NB.D); the one-launch solve takes 8..SWG,
 *                    powers of two, and halves it to fit local memory
 *   SYNC             (per precision: SYNC.D) 3: the one-launch solve by
 *                    one solver group that keeps the last LOOK blocks in
 *                    local memory, fed by a helper group per block
 *                    (tr_inv + tr_sweep3, words as in 2); 2: the
 *                    one-launch solve publishing each solved block in
 *                    64-bit words that carry a per-call sequence number
 *                    (tr_inv + tr_sweep2: no fence, no counter between one
 *                    block and the next; needs aligned 64-bit stores that do
 *                    not tear); 1: the one-launch solve with a counter of
 *                    solved blocks (tr_inv + tr_sweep); in all three, work
 *                    groups wait on each other's progress; 0: block by block
 *   SWG              work-group size of the one-launch solve
 *   LOOK             SYNC=2, 3 (per precision: LOOK.S): the blocks just
 *                    before its own (1..15) that a group (3: the solver)
 *                    adds through tr_inv's products inverse x coupling,
 *                    one product each as it is published; default 3 (3: 4)
 *   BATCH            SYNC=2, 3 (per precision: BATCH.D): 1 = the products
 *                    with published blocks a block at a time, all its
 *                    loads before its products; 2 = the same with the
 *                    next block's coefficients loaded a block ahead; 3 =
 *                    a helper's values loaded once per group, through
 *                    local memory, its coefficients two blocks ahead
 *                    (the solver's own z as 2) (default 0: a position
 *                    at a time)
 *   AHEAD            BATCH=3: the blocks a helper's coefficients load
 *                    ahead (2..4, default 2)
 *   NREG             SYNC=2, 3 on NVIDIA: most registers per work item of
 *                    the sweep kernel, written into its PTX (core/ptx.h),
 *                    so that more groups are resident (default 0: none)
 *   SPEC             SYNC=3 on NVIDIA: 1 = tr_sweep3 compiled for the call's
 *                    flags (uplo, trans, diag), a program each (default 0)
 *   PF               SYNC=3: the solver asks the coupling blocks' products
 *                    (M_d) of the block PF ahead into L2 (NVIDIA; 0, the
 *                    default: not)
 *   CS               NVIDIA, S and D full storage: 1 reads A by
 *                    ld.global.cs (evicted first from L1 and L2; default 0)
 *   ZSPIN            SYNC=3, for tests: polls of a block's z before the
 *                    solver makes it itself (default 256)
 *   SEQMAX           SYNC=2, for tests: new zeroed words, the sequence
 *                    numbers restarting, after this many calls (default
 *                    2^32 - 1)
 *   LN               (per precision: LN.C) from n = LN on, the large forms
 *                    LSYNC, LNB, LLOOK, LBATCH, LAHEAD, LPF, LNREG and LSPEC
 *                    (each per precision too: LSYNC.D) replace SYNC, NB,
 *                    LOOK, BATCH, AHEAD, PF, NREG and SPEC where set
 *                    (default 0: never); a key's own threshold (AHEADN,
 *                    LOOKN, ...; per precision too) replaces LN for that
 *                    key
 *
 * spmv keys (CSR SpMV, spmv.cl):
 *   WGS              work-group size (a power of two)
 *   BLOCK            entries a CSR-Stream row block stages in local memory;
 *                    rows longer than this get a group of their own
 *   CHUNK            rows longer than this are split over several groups
 *   LANES            most work items per row without row blocks
 *   SERIAL           a stream block ends before one work item would sum
 *                    more than this many entries (0: no limit; default 16)
 *   RPLDS            stream blocks stage their row pointers in local memory
 *   FUSE             1 (default): a row split over several groups is
 *                    finished by the group that completes its last chunk;
 *                    0: by a second launch (spmv_long)
 *   CS               NVIDIA: 1 reads the matrix's entries by ld.global.cs
 *                    (evicted first from L1 and L2); per precision, CS.S
 *   CSL              NVIDIA: 1 does the same for matrices with split rows
 *                    (rows over CHUNK entries) only; per precision, CSL.D
 *   LNNZ             a matrix of at least LNNZ entries per compute unit is
 *                    large: each key's "L" form (LBLOCK, LWGS, LRPLDS, ...)
 *                    applies to it where set (default 0: none is large)
 *   (every key but LANES, FUSE and LNNZ may be set per precision, BLOCK.S, WGS.D,
 *   ...; clsparseCsrMetaCreate makes blocks for each precision's shape)
 *
 * csrmm keys (CSR times dense, csrmm.cl):
 *   WGS              work-group size
 *   NB               columns of C per work item (1..16)
 *
 * spgemm keys (CSR times CSR, spgemm.cl):
 *   WGS              work-group size
 *
 * blas1 keys (Level 1, blas1.cl and reduce.cl):
 *   WGS              work-group size
 *   EPT              elements per work item per round
 *   REPT             the same for reductions (default: EPT)
 *   OCC, WAVES       element-wise routines launch at most OCC * WAVES groups
 *                    per compute unit; reductions at most OCC
 *   RMIN             reductions: least elements per work item
 *   VEC              1: unit strides with 16-byte aligned starts use
 *                    16-byte loads (float4, double2); 0: never
 *   FUSE             reductions: 1: one launch, the last group to finish
 *                    combines the partial results; 0: a second launch does
 *   WIDE             1: S and C nrm2 sum the squares in double (devices
 *                    with FP64; no scaling needed); 0: Blue's three scaled
 *                    sums in single precision
 *   WTREE            NVIDIA: 1: reductions' trees start with warp shuffles
 *                    (2 barriers per tree instead of 10)
 *   CS               NVIDIA: 1: reductions read 16-byte vectors by
 *                    ld.global.cs (evicted first from L1 and L2)
 *
 * gemm, gemm_mid, gemm_small keys (gemm.cl; each may be given per precision,
 * MWG.D):
 *   MWG, NWG, KWG    work-group tile of C (M x N) and K step
 *   MDIMC, NDIMC     work-group shape; each work item holds MWG/MDIMC x
 *                    NWG/NDIMC elements of C
 *   VWM, VWN         vector width of the local-memory reads of A and B
 *   PADA, PADB       local padding per k row, in vectors
 *   MAXRREG          NVIDIA: passes -cl-nv-maxrregcount, which NVIDIA's
 *                    OpenCL (driver 580) ignores: no cap in effect (gemv's
 *                    NREGN/NREGT and trsv's NREG cap through the PTX)
 *   RTTRANS          1: one program for every transpose pair (read at run
 *                    time), where compiling costs more than the loads
 *   OFF32            1: 32-bit load offsets within a panel, worked out once,
 *                    where they fit (the host checks); 0 (default): 64-bit
 *                    addresses recomputed each step
 *   SMALLPCT         (gemm) below SMALLPCT/100 tiles per compute unit the
 *                    gemm_mid or gemm_small set is used
 *   MIDPCT, MIDK     (gemm) then gemm_mid where its tiles number at least
 *                    MIDPCT/100 per compute unit and K >= MIDK (default 256);
 *                    MIDPCT 0 (default): never
 *   TCOPY, TCOPYMIN  (gemm) bits: 1, an untransposed B is first copied
 *                    transposed to scratch where M and K are at least
 *                    TCOPYMIN (default 1024) and N is a multiple of 4; 2, a
 *                    transposed A where N and K are; 0 (default): never
 */
#include "core/params.h"

const clm_param_entry clm_param_db[] = {
    /* One line per entry: tests/CMakeLists.txt reads them. */
    {"gemv", 0, NULL, NULL, "WGS=256 VW=4 CPT=4 XCH=512 TXN=64 TXT=64 TITER=1 OCC=8 WAVES=4 MINK=16 PMAX=8192 FUSE=0 FUSEMAX=64 ALIGN=1"},
    /* NVIDIA (measured on an H200, docs/perf/gemv.md): larger slices, smaller
     * gemv_t groups with two columns per work item, short columns shared by
     * fewer work items, 32-byte loads for single-precision gemv_t, and small
     * splits finished by the last group; gemv_t's loop unrolled twice in
     * double precision (D T 2.5-4% faster at 4096-16384, measured on the H200
     * with TRMV before GEMV's register fix of 2026-11-23 and not since).
     * gemv_t reads A by ld.global.cs (S T 4096 20.2 -> 19.1 us; gemv_n lost
     * up to 20% with it; measured on the H200). */
    {"gemv", 0, "NVIDIA", NULL, "WAVES=2 CPT=2 WGST=128 TITER=4 VWT.S=8 FUSE=1 TUN.D=2 CST=1"},
    /* PoCL on a CPU: work groups run as loops on a few cores; few, large
     * groups, no split beyond the core count, and in gemv_t one work item per
     * column (a contiguous walk, no reduction across work items). */
    {"gemv", CL_DEVICE_TYPE_CPU, NULL, NULL, "OCC=2 WAVES=2 TXT=1"},
    {"blas1", 0, NULL, NULL, "WGS=256 EPT=4 OCC=8 WAVES=2 RMIN=8"},
    /* H200, 2026-11-21 (docs/perf/blas1.md): reductions on 4 groups per
     * compute unit rather than 8 are 5-15% faster at n = 2^22..2^26 (fewer
     * partial results, a shorter tail), 4 elements per work item per round;
     * element-wise routines take one element (16-byte vector) per work
     * item in as many groups as that needs: copy 92 -> 98% of the copy
     * ceiling at 2^26, D rot 0.96 -> 1.02x cuBLAS. Trees by warp shuffles
     * (2026-11-22): iamax at 2^24 1.4-1.7 us faster (D 84 -> 87% of copy),
     * D nrm2 1.3 us (84 -> 87%), S asum and nrm2 0.2-0.3 us. Reductions
     * read x by ld.global.cs (2026-11-23): 0.2-1.2 us less at 2^24 (S asum
     * 80.5 -> 84.7% of copy, S nrm2 79 -> 82.5%, S iamax 78 -> 81.5%). */
    {"blas1", 0, "NVIDIA", NULL, "OCC=4 WAVES=256 EPT=1 REPT=4 WTREE=1 CS=1"},
    /* H100 and H200: FP64 at half the FP32 rate, so S and C nrm2 sum
     * squares in double (S nrm2 at 2^24: 71 -> 77% of copy). */
    {"blas1", 0, "NVIDIA", "H100", "WIDE=1"},
    {"blas1", 0, "NVIDIA", "H200", "WIDE=1"},
    /* CPUs: double is as fast as float, so S and C nrm2 sum squares in
     * double (one sum instead of Blue's three). */
    {"blas1", CL_DEVICE_TYPE_CPU, NULL, NULL, "WIDE=1"},
    {"trmv", 0, NULL, NULL, "WGS=256 CPT=4 TXN=64 TXT=64 OCC=8 WAVES=4 MINK=16"},
    /* Full storage runs gemv.cl's kernels: the gemv entries' reasons hold,
     * but the triangular grid wants half the tiles (WAVES=1), 32-byte
     * loads in single precision for gemv_n too (VWN.S=8: S N 16384 72 ->
     * 86% of copy; measured on the H200) and gemv_n groups of 128
     * (S N 8192 66 -> 70%, D N 80 -> 82%; layout variants there); D T
     * unrolled twice (3-4% faster at 8192 and 16384); S gemv_t
     * capped at 64 registers, 8 groups per SM instead of 7 (S T 8192 1-2%
     * faster, 16384 the same); A read by ld.global.cs (S N 8192
     * 44.6 -> 41.0 us, S T 40.0 -> 37.6, D N 76.6 -> 73.3; 2026-11-23);
     * with that, S N's split finished by gemv_reduce rather than fused
     * after a copy of x, in blocks of 32 x 8 rows (S N 8192 40.9 -> 39.9
     * us, 16384 137 -> 133). */
    {"trmv", 0, "NVIDIA", NULL, "WAVES=1 CPT=2 WGST=128 WGSN=128 TITER=4 VWT.S=8 VWN.S=8 FUSE=1 FUSE.S=0 TXN.S=32 TUN.D=2 NREGT.S=64 CSN=1 CST=1"},
    /* The H100 (slower memory than the H200 the entry above was measured
     * on): S N takes two rounds of tiles, 8192 61.6-62.5 -> 58.6-59.5 us
     * (72-73 -> 75-78% of copy), 16384 220-222 -> 199-202 us (81-82 ->
     * 89-90%); S T lost 6-9% at 8192 with it, so gemv_n only
     * (measured on the H100). Then gemv_reduce with 8
     * partial sums a lane (8 lanes, not 64) and gemv_n capped at 56
     * registers (9 groups per SM, not 8): S N 8192 59.1-59.8 -> 53.0-53.7
     * us (75 -> 84% of copy), 16384 199 -> 185-186 (90 -> 96-97%). */
    {"trmv", 0, "NVIDIA", "H100", "WAVESN.S=2 NREGN.S=56 RPL=8"},
    {"trmv", CL_DEVICE_TYPE_CPU, NULL, NULL, "OCC=2 WAVES=2 TXT=1"},
    {"trsv", 0, NULL, NULL, "WGS=256 CPT=4 TXN=64 TXT=64 OCC=8 WAVES=4 MINK=16 NB=64 SYNC=0 SWG=256"},
    /* The one-launch solve where running work groups are known to progress
     * while others spin: NVIDIA's GPUs and PoCL's CPU threads; blocks of 32
     * beat 64 on the H200. SYNC=2 (published words) for S, C and Z: S at
     * n = 16384 0.94-0.96 ms against SYNC=1's 1.73-1.87 (measured on the
     * H200, as is all of this comment; its earlier wrong PoCL solves came from PoCL
     * compiling the per-work-item polling loop with work item 0's exit
     * condition, fixed by tr_publish.cl's wait_block); D kept SYNC=1, faster up
     * to n = 8192, until BATCH (below). S takes SYNC=3 (one solver group,
     * LOOK=4): 0.71-0.72 ms at 16384 against SYNC=2's 1.0 in the same
     * call; C, D and Z were slower under SYNC=3. Since tr_inv solves by
     * warps, S takes LOOK=8: 4-8%
     * faster from n = 4096 (16384: 0.61-0.67 ms against LOOK 4's
     * 0.67-0.72; LOOK 10 lost 10% there, tr_sweep3's registers). D from
     * n = 16384: SYNC=2 with LOOK=5, 9-28% faster than SYNC=1 there
     * (1.30-1.63 ms against 1.77-1.83) but up to 47% slower for T up to
     * 8192. Then, with the helpers' products a block per round
     * trip (BATCH), D's helpers keep pace: D takes SYNC=3 with LOOK=4
     * below 16384 (4096: 0.20-0.22 ms against SYNC=1's 0.27-0.33) and
     * BATCH from 16384 too (1.06-1.21 against 1.30-1.63); C is 13-17%
     * faster with it; Z 4-7% faster up to 4096 but up to 12% slower at
     * 16384; S 30-90% slower (not understood). BATCH=2 (coefficients a block ahead), same call as
     * BATCH=1: D 1-5% faster at 4096 and 22-26% at 16384 (0.83-0.94 ms),
     * Z 5-8% faster at 4096, C 9% slower (kept 1). Then BATCH=3, a
     * helper's values loaded once per group through local memory (every
     * helper had queued at the same freshly published lines), for all
     * but C from 16384 (1.57-1.81 ms there against BATCH=1's 1.26-1.46).
     * At 4096: S 0.108-0.113 ms (was 0.131-0.137), D 0.120-0.129
     * (0.192-0.214), C 0.273-0.310 (0.302-0.344), Z 0.311-0.348
     * (0.371-0.443); D at 16384 0.71-0.80 (0.81-0.92). Then the
     * helpers' blocks without a select between their two coefficient
     * arrays, 3-13% faster; then S takes LOOK=6 (LOOK 8 12-19% slower at
     * 4096), and D SYNC=3 LOOK=4 from 16384 too (0.61-0.68 ms against
     * SYNC=2's 0.71-0.80); from 8192 (C: 16384, where BATCH=1 is 8-13%
     * slower at 8192) the solver prefetches M_d (PF, 1-7% faster there)
     * and S takes LOOK=5 with it (5-13% faster than LOOK 6 without PF).
     * From 16384 (where not all groups are resident at once, so late
     * helpers must catch up) S and D helpers load AHEAD=4 blocks ahead,
     * 5-7% faster (3-19% slower at 8192). S at 4096 0.096-0.102 ms, at
     * 16384 0.49-0.53; D 0.117-0.124 and 0.55-0.64. Then S from 16384
     * capped at 80 registers (three groups per compute unit), 2-4%
     * faster; 64 (all resident) 13-17% slower, and D slower with any cap
     * (80: 4-10%); then, with full storage compiled into tr_sweep3, S at
     * 16384 0.38-0.43 ms, D 0.47-0.54 (the cap within ±1.5% there). The
     * call's flags compiled in too (SPEC): 0-7% faster at 4096 and 8192;
     * at 16384 D U N 10% and L T 10% faster but U T 13% slower, S L N
     * and U T 6% slower (so not S there). */
    {"trsv", 0, "NVIDIA", NULL, "SYNC=2 SYNC.S=3 SYNC.D=3 NB=32 LOOK.S=6 LOOK.D=4 BATCH=3 LN=8192 LN.C=16384 LPF=3 LLOOK.S=5 LBATCH.C=1 AHEADN=16384 LAHEAD.S=4 LAHEAD.D=4 NREGN=16384 LNREG.S=80 SPEC=1 SPECN=16384 LSPEC.S=0"},
    /* The H100: A read by ld.global.cs in S and D: 4096 8-17%
     * faster in every variant (D U N 119-121 -> 99 us), 2048 and 16384
     * 1-5%, but D U T 16384 6% slower (538-548 -> 577-578 us, 2.2x cuBLAS
     * still); packed and band solves not measured, so full storage only. */
    {"trsv", 0, "NVIDIA", "H100", "CS=1"},
    {"trsv", CL_DEVICE_TYPE_CPU, NULL, NULL, "SYNC=1"},
    {"gemm", 0, NULL, NULL, "MWG=64 NWG=64 KWG=16 MDIMC=16 NDIMC=16 VWM=2 VWN=2 PADA=1 PADB=1 SMALLPCT=150"},
    {"gemm_small", 0, NULL, NULL, "MWG=32 NWG=32 KWG=16 MDIMC=16 NDIMC=16 VWM=1 VWN=1 PADA=1 PADB=1"},
    /* Mid-size problems (gemm's MIDPCT, MIDK): unused unless a device's
     * gemm entry sets MIDPCT. */
    {"gemm_mid", 0, NULL, NULL, "MWG=64 NWG=64 KWG=16 MDIMC=16 NDIMC=16 VWM=2 VWN=2 PADA=1 PADB=1"},
    /* NVIDIA (measured on an H200 at n = 4096, docs/perf/gemm.md; S and D
     * found by clmath-tune with 32-bit load offsets, OFF32): S 16 x 8
     * elements of C per work item in 128 x 128 tiles (41.5 -> 45.0
     * TFLOP/s; A's local rows padded, else transposed A lost 25 %), D 8 x 8
     * in 128 x 64 tiles (22.0 -> 23.7), C 8 x 8 in 128 x
     * 64 tiles, Z 4 x 4 (8 x 8 spills: 4x slower); short K steps for the
     * 8-byte types (KWG=16 is 35 % slower for D). D runs on DMMA (MMA;
     * sm_80 and later only, else FMAs) in all three sets, local rows
     * padded to 4 mod 16 doubles: 23.6 -> 29.8 TFLOP/s at 4096, 92 % of
     * the FP64 FMA ceiling; D takes the mid set below 3 waves of gemm
     * tiles (SMALLPCT.D=300: 1536 16.1 -> 23.4 TFLOP/s, 1792 22.1 ->
     * 26.9, 1280 22.1 -> 20.0), and from K = 64 (MIDK.D: 1000 x 3000 x 77
     * 11.3 -> 16.4, 1000 x 1000 x 200 12.7 -> 18.2); D's tiles handed out in
     * strips of 8 tile rows (SWZ.D: 8192 29.5 -> 30.1; S within 1 %). Z
     * on DMMA too, four real products per complex block, 64 x 32 tiles on
     * 16 x 8 work items, local rows padded to 4 mod 8 (4096: 21.7 -> 30.6
     * TFLOP/s). S loads a transposed B's panels as float4 (VLDB.S: NT
     * 4096 43.8 -> 46.5, TT 44.3 -> 46.0; A's the same way, VLDA, lost 3 %
     * in NN), and copies an untransposed B transposed first to do the same
     * (TCOPY.S bit 1: NN 4096 45.0 -> 46.5, TN 43.6 -> 45.3; C and D lost
     * 2-4 %), and a transposed A untransposed (bit 2). */
    {"gemm", 0, "NVIDIA", NULL, "MWG.S=128 NWG.S=128 KWG.S=16 MDIMC.S=8 NDIMC.S=16 VWM.S=2 VWN.S=4 PADB.S=1 OFF32.S=1 MWG=64 NWG=64 KWG=8 MDIMC=8 NDIMC=8 VWM=2 VWN=2 MWG.C=128 MDIMC.C=16 MWG.Z=64 NWG.Z=32 MDIMC.Z=16 VWM.Z=1 VWN.Z=1 PADA.Z=4 PADB.Z=4 MMA.Z=1 MWG.D=128 NWG.D=64 MDIMC.D=16 PADA.D=2 PADB.D=2 OFF32.D=1 MMA.D=1 SMALLPCT.D=300 MIDPCT.S=90 MIDPCT.D=90 MIDK.D=64 SWZ.D=8 VLDB.S=4 TCOPY.S=3"},
    {"gemm_small", 0, "NVIDIA", NULL, "MWG=64 NWG=64 KWG=16 MDIMC=16 NDIMC=16 VWM=2 VWN=2 MWG.Z=32 NWG.Z=32 MDIMC.Z=8 NDIMC.Z=8 VWM.Z=1 VWN.Z=1 OFF32.D=1 MWG.D=32 NWG.D=32 KWG.D=32 PADA.D=2 PADB.D=2 MMA.D=1"},
    /* Mid sizes (SGEMM of 1024: 128 tiles; clmath-tune at n = 1024): S 4 x 8
     * elements per work item in 128 x 64 tiles, 27 -> 32.6 TFLOP/s (with K
     * = 77 or n <= 512 the small set is faster); D as the small set was
     * before it took D 256's shape (2 x 2 per work item in 32 x 32 tiles,
     * 1.6 -> 2.9 TFLOP/s there, half speed at 1024). */
    {"gemm_mid", 0, "NVIDIA", NULL, "MWG.S=128 NWG.S=64 KWG.S=16 MDIMC.S=32 NDIMC.S=8 VWM.S=4 VWN.S=2 OFF32.S=1 MWG.D=64 NWG.D=64 KWG.D=16 MDIMC.D=16 NDIMC.D=16 VWM.D=2 VWN.D=2 OFF32.D=1 PADA.D=2 PADB.D=2 MMA.D=1"},
    /* H100 80GB HBM3 (clmath-tune --set gemm_mid at n = 1024, 40 shapes:
     * 32.6 -> 33.5 TFLOP/s; the NVIDIA gemm shapes stayed best there). */
    {"gemm_mid", 0, "NVIDIA", "H100", "MWG.S=64 NWG.S=128 KWG.S=16 MDIMC.S=16 NDIMC.S=16 VWM.S=2 VWN.S=2"},
    /* PoCL: a program per transpose pair costs seconds to compile, and
     * the loads' arithmetic is small beside the products. Tile shapes from
     * clmath-tune gemm at n = 384 on a 2-core Skylake-AVX512 under PoCL 3.1
     * (2026-11-22, docs/perf/gemm.md): S 8.3 -> 15.8, D 11.9 -> 19.1, C 22.8
     * -> 37.6 GFLOP/s; SGEMM at 1024 243 -> 90 ms. Z keeps the default. */
    {"gemm", CL_DEVICE_TYPE_CPU, NULL, NULL, "RTTRANS=1 MWG.S=128 NWG.S=64 KWG.S=32 MDIMC.S=16 NDIMC.S=8 VWM.S=4 VWN.S=1 PADA.S=0 PADB.S=1 MWG.D=128 NWG.D=64 KWG.D=32 MDIMC.D=16 NDIMC.D=8 VWM.D=4 VWN.D=1 PADA.D=0 PADB.D=1 MWG.C=64 NWG.C=128 KWG.C=16 MDIMC.C=16 NDIMC.C=16 VWM.C=2 VWN.C=4 PADA.C=1 PADB.C=0"},
    {"gemm_small", CL_DEVICE_TYPE_CPU, NULL, NULL, "RTTRANS=1"},
    /* CSR SpMV (sparse/csrmv.c, docs/sparse.md): clSPARSE's block of 1024
     * entries; rows longer than CHUNK split over several groups; a stream
     * block ends before any work item would sum more than SERIAL entries. */
    {"spmv", 0, NULL, NULL, "WGS=256 BLOCK=1024 CHUNK=4096 LANES=32 SERIAL=16"},
    /* NVIDIA (measured on an H200, docs/perf/spmv.md): rows over 1024
     * entries split into groups of 1024, finished by the last chunk's group
     * (Maragal_6 S 10.7 -> 8.9 us, D 15.1 -> 9.1; the power-law matrix S 313
     * -> 298 us). Matrices of 32768 entries per compute unit and more: single
     * precision 16 entries per work item (lap2d 335 -> 273 us, G3_circuit
     * 39 -> 33), double the row pointers in local memory (lap2d 434 -> 391
     * us), each a looser SERIAL (power-law D 463 -> 422 us); smaller
     * matrices lose 0.3-2 us with any of these. Single precision reads the
     * matrix by ld.global.cs (lap3d 350 -> 338 us, sinc18 9.1 -> 8.3); in
     * double that lost 10-23% on the Laplacians and G3_circuit, and gained
     * 13% on the power-law matrix (H100: 569 -> 496 us), which alone of the
     * large matrices has split rows: double precision reads by ld.global.cs
     * there only. */
    {"spmv", 0, "NVIDIA", NULL, "WGS=256 BLOCK=1024 CHUNK=1024 LANES=32 LNNZ=32768 LWGS.S=128 LBLOCK.S=2048 LSERIAL.S=20 LRPLDS.D=1 LSERIAL.D=64 CS.S=1 CSL.D=1"},
    /* CSR times dense (sparse/csrmm.c): a work item per row of C and block
     * of NB columns. Not tuned. */
    {"csrmm", 0, NULL, NULL, "WGS=64 NB=4"},
    /* CSR times CSR (sparse/spgemm.c): a work item per row of C. Not tuned. */
    {"spgemm", 0, NULL, NULL, "WGS=64"},
};

const int clm_param_db_count = (int)(sizeof clm_param_db / sizeof clm_param_db[0]);
