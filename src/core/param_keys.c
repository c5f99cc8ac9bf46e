/*
 * The registry of the parameter database's keys: each declared once, for
 * the routine families that read it (families that run the same kernels
 * share a declaration), with the fallback the code passes as its default,
 * the values it allows and the forms it may be written in. The database
 * (params_db.c) and CLMATH_PARAMS may set only what is declared here;
 * tests/test_params_registry.c checks the database, params.c checks
 * CLMATH_PARAMS and, under CLMATH_STRICT_PARAMS=1, every read.
 *
 * Ranges are what the code takes without misbehaving, not what is fast:
 * tests force small and odd values (a work group of 7, blocks of 1).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/params.h"

#define GV "gemv trmv trsv" /* trmv and trsv run gemv.cl's plans */
#define GM "gemm gemm_small gemm_mid gemm_tf32 gemm_batch gemm_batch_tiny"
#define GB "gemm_batch gemm_batch_tiny"
#define P CLM_PK_PREC
#define PL (CLM_PK_PREC | CLM_PK_LARGE)
#define V CLM_PK_VARDEF
#define R(lo, hi) lo, hi, NULL
#define L(list) 0, 0, list
#define BOOL L("0 1")
#define POW2 L("1 2 4 8 16 32 64 128 256 512 1024")
#define MAX INT_MAX

const clm_param_key clm_param_keys[] = {
    /* ---- GEMV's plan and options (gemv.c), also TRMV's and TRSV's ---- */
    {GV, "WGS", 256, 0, R(1, 1024), "work-group size of gemv_reduce and tr_product.cl's one-element products; WGSN and WGST default to it"},
    {GV, "WGSN", 256, V, R(1, 1024), "work-group size of gemv.cl's gemv_n (unset: WGS)"},
    {GV, "WGST", 256, V, R(1, 1024), "work-group size of gemv_t (unset: WGS)"},
    {GV, "VW", 4, 0, L("1 2 4 8"), "consecutive rows per vector load, real types (VWN, VWT per kernel)"},
    {GV, "VWN", 4, P, L("1 2 4 8"), "VW of gemv_n (unset: VW)"},
    {GV, "VWT", 4, P, L("1 2 4 8"), "VW of gemv_t (unset: VW)"},
    {GV, "CPT", 4, 0, R(1, 16), "most columns per work item in gemv_t"},
    {GV, "XCH", 512, 0, R(1, 65536), "elements of x staged in local memory at a time (gemv_n)"},
    {GV, "TXN", 64, PL, R(1, 1024), "most work items down a column in gemv_n"},
    {GV, "TXT", 64, P, R(1, 1024), "most work items down a column in gemv_t"},
    {GV, "TITER", 1, 0, R(1, 65536), "least steps down a column per work item in gemv_t"},
    {GV, "OCC", 8, 0, R(1, 1024), "work groups resident per compute unit, for the split's target"},
    {GV, "OCCN", 8, PL | V, R(1, 1024), "OCC of gemv_n (unset: OCC)"},
    {GV, "WAVES", 4, 0, R(1, 64), "rounds of OCC groups per compute unit a split aims for"},
    {GV, "WAVESN", 4, PL | V, R(1, 64), "WAVES of gemv_n (unset: WAVES)"},
    {GV, "WAVEST", 4, P, R(1, 64), "WAVES of gemv_t (unset: WAVES)"},
    {GV, "MINK", 16, 0, R(1, 1 << 20), "least loads per work item before the sum is split"},
    {GV, "MINKN", 16, PL | V, R(1, 1 << 20), "MINK of gemv_n (unset: MINK)"},
    {"gemv trmv", "LN", 0, P, R(0, MAX), "gemv_n from max(rows, cols) = LN on: the large forms (LTXN, LOCCN, LWAVESN, LMINKN) replace the keys where set (0: never)"},
    {GV, "PMAX", 8192, 0, R(1, 1 << 20), "most slices of a split"},
    {GV, "P", 0, 0, R(0, 1 << 20), "tests and tuning: force this many slices (0: the plan's)"},
    {GV, "FUSE", 0, P, BOOL, "1: splits of at most FUSEMAX slices finished by their last group, one launch"},
    {GV, "FUSEMAX", 64, 0, R(1, 1 << 20), "most slices of a fused split"},
    {GV, "ALIGN", 1, 0, BOOL, "1: aligned vector loads where the offsets allow"},
    {GV, "RUN", 8, 0, R(1, 32), "partial sums the last group of a fused split loads at a time"},
    {GV, "RPL", 1, 0, R(1, 1024), "gemv_reduce: least partial sums per lane"},
    {GV, "TUN", 1, P, R(1, 8), "NVIDIA: gemv_t's steps down the columns unrolled"},
    {GV, "NUN", 4, P, R(1, 16), "gemv_n's steps across the columns unrolled (aligned loads)"},
    {"gemv trmv", "CSN", 0, P, BOOL, "NVIDIA: 1: gemv_n reads A by ld.global.cs (evicted first)"},
    {GV, "CST", 0, P, BOOL, "NVIDIA: 1: gemv_t reads A by ld.global.cs (evicted first)"},
    {"gemv trmv", "NREGN", 0, P, R(0, 255), "NVIDIA: register cap of gemv_n, written into the PTX (0: none)"},
    {GV, "NREGT", 0, P, R(0, 255), "NVIDIA: register cap of gemv_t, written into the PTX (0: none)"},

    /* ---- TRMV (tr_multiply.c) ---- */
    {"trmv", "INPL", 256, 0, R(0, MAX), "bands of fewer off-diagonals multiplied in one launch without a copy of x (0: never)"},

    /* ---- TRSV's solves (triangular.c's SYNC, tr_solve.c, tr_sweep.c); LN and each KEYN choose the large forms ---- */
    {"trsv", "SYNC", 0, PL, L("0 1 2 3"), "0 block by block; one launch: 1 a counter of solved blocks, 2 blocks published in sequenced words, 3 one solver group fed by helpers"},
    {"trsv", "NB", 64, PL, R(1, 1024), "variables per diagonal block (the one-launch solve halves it to fit local memory)"},
    {"trsv", "SWG", 256, 0, R(1, 1024), "work-group size of the one-launch solve (a multiple of 32)"},
    {"trsv", "LOOK", 3, PL | V, R(1, 15), "SYNC=2, 3: blocks before its own a group adds through tr_inv's products (unset: 3, SYNC=3 4)"},
    {"trsv", "BATCH", 0, PL, R(0, 3), "SYNC=2, 3: products with published blocks 0 a position at a time, 1 a block, 2 coefficients a block ahead, 3 helpers' values via local memory"},
    {"trsv", "AHEAD", 0, PL, R(0, 4), "BATCH=3: blocks a helper's coefficients load ahead (below 3: 2)"},
    {"trsv", "PF", 0, PL, R(0, 15), "SYNC=3: the solver asks the coupling products of the block PF ahead into L2 (0: not)"},
    {"trsv", "NREG", 0, PL, R(0, 255), "NVIDIA, SYNC=2, 3: register cap of the sweep kernel, written into its PTX (0: none)"},
    {"trsv", "SPEC", 0, PL, BOOL, "NVIDIA, SYNC=3: 1: tr_sweep3 compiled for the call's uplo, trans and diag"},
    {"trsv", "CS", 0, PL, BOOL, "NVIDIA, real full storage: 1: A read by ld.global.cs"},
    {"trsv", "ZSPIN", 0, 0, R(0, MAX), "tests, SYNC=3: polls of a block's z before the solver makes it itself (0: tr_sweep3.cl's 256)"},
    {"trsv", "SEQMAX", 0, 0, R(0, MAX), "tests, SYNC=2, 3: fresh words after this many calls (0: 2^32 - 1)"},
    {"trsv", "LN", 0, P, R(0, MAX), "from n = LN on the large forms (LSYNC, LNB, ...) replace the keys where set (0: never)"},
    {"trsv", "SYNCN", 0, P | V, R(0, MAX), "SYNC's own threshold for its large form (unset: LN)"},
    {"trsv", "NBN", 0, P | V, R(0, MAX), "NB's own threshold for its large form (unset: LN)"},
    {"trsv", "LOOKN", 0, P | V, R(0, MAX), "LOOK's own threshold for its large form (unset: LN)"},
    {"trsv", "BATCHN", 0, P | V, R(0, MAX), "BATCH's own threshold for its large form (unset: LN)"},
    {"trsv", "AHEADN", 0, P | V, R(0, MAX), "AHEAD's own threshold for its large form (unset: LN)"},
    {"trsv", "PFN", 0, P | V, R(0, MAX), "PF's own threshold for its large form (unset: LN)"},
    {"trsv", "SPECN", 0, P | V, R(0, MAX), "SPEC's own threshold for its large form (unset: LN)"},
    /* these two names are gemv_n's keys too, read by the solve program's
     * gemv options: the threshold is also taken as gemv_n's cap (NREGN) or
     * switch (CSN) there, for kernels the solve does not launch */
    {"trsv", "NREGN", 0, P | V, R(0, MAX), "NREG's own threshold for its large form (unset: LN); also gemv_n's cap in the solve program"},
    {"trsv", "CSN", 0, P | V, R(0, MAX), "CS's own threshold for its large form (unset: LN); also gemv_n's switch in the solve program"},

    /* ---- Level 1 (level1.c; sparse/dense.c) ---- */
    {"blas1", "WGS", 256, 0, R(1, 1024), "work-group size (the largest power of two not above it)"},
    {"blas1", "EPT", 4, 0, R(1, 16), "elements per work item per round"},
    {"blas1", "REPT", 4, 0, R(1, 16), "EPT of the reductions (unset: EPT)"},
    {"blas1", "OCC", 8, 0, R(1, 1024), "groups per compute unit: a reduction's most, element-wise OCC * WAVES"},
    {"blas1", "WAVES", 2, 0, R(1, 4096), "element-wise routines: rounds of OCC groups per compute unit at most"},
    {"blas1", "RMIN", 8, 0, R(0, 1 << 20), "reductions: least elements per work item"},
    {"blas1", "VEC", 1, 0, BOOL, "1: unit strides with 16-byte aligned starts load 16-byte vectors"},
    {"blas1", "FUSE", 1, 0, BOOL, "reductions: 1 the last group to finish combines the partial results, 0 a second launch"},
    {"blas1", "WIDE", 0, 0, BOOL, "1: S and C nrm2 sum squares in double (devices with FP64), 0: Blue's scaled sums"},
    {"blas1", "WTREE", 0, 0, BOOL, "NVIDIA: 1: reductions' trees start with warp shuffles"},
    {"blas1", "CS", 0, 0, BOOL, "NVIDIA: 1: reductions read 16-byte vectors by ld.global.cs"},

    /* ---- CSR SpMV (sparse/csr_meta.c, csrmv.c); LNNZ chooses the large forms ---- */
    {"spmv", "WGS", 256, PL, R(1, 1024), "work-group size (a power of two)"},
    {"spmv", "BLOCK", 1024, PL, R(1, 1 << 20), "entries a CSR-Stream row block stages in local memory"},
    {"spmv", "CHUNK", 4096, PL, R(1, MAX), "rows longer than this are split over several groups"},
    {"spmv", "SERIAL", 16, PL, R(0, MAX), "a stream block ends before a work item would sum more entries (0: no limit)"},
    {"spmv", "RPLDS", 0, PL, BOOL, "1: stream blocks stage their row pointers in local memory"},
    {"spmv", "LANES", 32, 0, R(1, 1024), "most work items per row without row blocks"},
    {"spmv", "FUSE", 1, 0, BOOL, "1: a split row finished by the group completing its last chunk, 0: by spmv_long"},
    {"spmv", "CS", 0, P, BOOL, "NVIDIA: 1: the matrix's entries read by ld.global.cs"},
    {"spmv", "CSL", 0, P, BOOL, "NVIDIA: CS for matrices with split rows only"},
    {"spmv", "LNNZ", 0, 0, R(0, MAX), "matrices of at least LNNZ entries per compute unit take the L forms (0: none)"},

    /* ---- other sparse routines ---- */
    {"csrmm", "WGS", 64, 0, R(1, 1024), "work-group size"},
    {"csrmm", "NB", 4, 0, R(1, 16), "columns of C per work item"},
    {"spgemm", "WGS", 64, 0, R(1, 1024), "work-group size"},
    {"convert", "WGS", 256, 0, R(1, 1024), "work-group size of the format conversions' scans"},

    /* ---- rank-1 and rank-2 updates (blas2/ger.c) ---- */
    {"ger", "CPW", 16, P, R(1, 1024), "columns of A each work item updates"},
    {"ger", "VW", 4, P | V, L("1 2 4"), "real types: consecutive rows a work item updates as one vector (unset: 16 bytes, S 4, D 2)"},

    /* ---- SYMV, HEMV, SPMV, HPMV, SBMV, HBMV, GBMV (blas2/symv.c) ---- */
    {"symv", "TX", 32, P, L("8 16 32 64 128 256"), "work items down a tile (each VW rows)"},
    {"symv", "TY", 8, P, L("1 2 4 8 16 32"), "work items across a panel"},
    {"symv", "CPT", 4, P, R(1, 32), "a panel's columns per work item, at most TX; a panel is TY * CPT columns"},
    {"symv", "CH", 16, P, R(1, MAX), "tiles a work group walks down its panel: its chunk"},
    {"symv", "VW", 4, P | V, L("1 2 4 8"), "real types: consecutive rows a work item reads as one vector (unset: 16 bytes, S 4, D 2); a tile is TX * VW rows"},

    /* ---- TRMM, TRSM (blas3/trxm.c) ---- */
    {"trxm", "NB", 128, P, R(4, 1024), "order of the recursion's leaves, the diagonal blocks multiplied (TRSM: inverted) by trxm.cl"},
    {"trxm", "FEW", 128, P, R(0, MAX), "most right-hand sides (B's columns, side left; rows, side right) that take the few-right-hand-sides plan (tr_few) instead of the recursion; 0: never"},
    {"trxm", "FNB", 64, P, R(4, 1024), "order of the few-right-hand-sides plan's blocks (tr_few)"},
    {"trxm", "CW", 4, P, R(1, 64), "right-hand sides (columns of a diagonal block's inverse) a tr_few (tr_diag) work group holds"},
    {"trxm", "FWG", 64, P, L("32 64 128 256"), "work items of a tr_few and a tr_diag work group, each holding FNB (tr_diag for the recursion: NB) / FWG rows"},

    /* ---- GEMM's tile sets (gemm_engine.c) ---- */
    {GM, "MWG", 64, P, POW2, "rows of C per work-group tile"},
    {GM, "NWG", 64, P, POW2, "columns of C per work-group tile"},
    {GM, "KWG", 16, P, L("1 2 4 8 16 32 64 128 256"), "K step of a tile"},
    {GM, "MDIMC", 16, P, POW2, "work items along M; each holds MWG/MDIMC x NWG/NDIMC of C"},
    {GM, "NDIMC", 16, P, POW2, "work items along N"},
    {GM, "VWM", 2, P, L("1 2 4 8 16"), "vector width of A's local-memory reads"},
    {GM, "VWN", 2, P, L("1 2 4 8 16"), "vector width of B's local-memory reads"},
    {GM, "PADA", 1, P, R(0, 16), "local padding of A per k row, in vectors"},
    {GM, "PADB", 1, P, R(0, 16), "local padding of B per k row, in vectors"},
    {GM, "MMA", 0, P, L("0 1 2 3"), "NVIDIA tensor cores: D and Z 1 m8n8k4 (sm_80+), 2 m16n8k4 (sm_90+; else 1); S in gemm_tf32 only 3 3xTF32 on m16n8k8 (sm_80+); 0 FMAs"},
    {GM, "WM", 2, P, R(1, 32), "MMA: warps along M"},
    {GM, "TF32ACC", 1, P, R(0, 8), "MMA 3: k8 steps summed on the tensor cores before each FP32 add into C's sums (0: all of K on them)"},
    {GM, "TF32RND", 0, P, BOOL, "MMA 3: the split, 0 both parts cvt.rna, 1 high part truncated and residual rounded by integer ops (gemm_mma.h)"},
    {GM, "LBUF", 2, P, L("1 2"), "local buffers per panel: 2 double-buffered, 1 half the local memory and a second barrier per step"},
    {GM, "ASYNC", 0, P, L("0 2 3 4"), "S and D, NVIDIA sm_80+: panels loaded by cp.async in a ring of this many stages; 0 through registers"},
    {GM, "RTTRANS", 0, 0, BOOL, "1: one program for every transpose pair, read at run time"},
    {GM, "OFF32", 0, P, BOOL, "1: 32-bit load offsets within a panel where they fit"},
    {GM, "VLDA", 0, P, L("0 1 4"), "4: an untransposed A's panels load as 4-vectors where aligned (with OFF32)"},
    {GM, "VLDB", 0, P, L("0 1 4"), "4: a transposed B's panels load as 4-vectors where aligned (with OFF32)"},
    {GM, "SWZ", 0, P, R(0, 1024), "tiles handed out in strips of SWZ tile rows (0, 1: none)"},
    {GM, "MAXRREG", 0, 0, R(0, 255), "NVIDIA: -cl-nv-maxrregcount, which NVIDIA's OpenCL ignores (0: none)"},
    {GM, "TCOPY", 0, P, R(0, 3), "gemm set only, bits: 1 an untransposed B, 2 a transposed A, copied transposed first"},
    {GM, "TCOPYMIN", 1024, P, R(0, MAX), "TCOPY: least M (N) and K of a copy"},
    {"gemm", "SMALLPCT", 150, P, R(0, MAX), "below SMALLPCT/100 tiles per compute unit: gemm_mid or gemm_small"},
    {"gemm", "MIDPCT", 0, P, R(0, MAX), "then gemm_mid where its tiles number MIDPCT/100 per compute unit (0: never)"},
    {"gemm", "MIDK", 256, P, R(0, MAX), "and K is at least MIDK"},
    {"gemm_tf32", "MINPCT", 0, P, R(0, MAX), "3xTF32 where its tiles number MINPCT/100 per compute unit; smaller products strict"},
    {"trsm_batch", "ALOCAL", 1, 0, BOOL, "clmath.h's batched TRSM, orders up to 64: 1 the system's triangle staged in local memory where it fits, 0 read from global memory"},
    {"trsm_batch", "NC", 32, PL, L("8 16 32 64 128"), "right-hand sides (work items) a work group solves, halved where they do not fit local memory or the group (below 8: one clblasXtrsm a matrix)"},
    {"trsm_batch", "SPANEL", 0, PL, R(0, 64), "ALOCAL: rows of the triangle staged at a time (0: the whole triangle, else halved down to 8 rows until it fits beside the right-hand sides)"},
    {"batch", "LAUNCH", 65535, 0, R(1, 65535), "clmath.h's batched GEMM and TRSM: work groups a launch takes along the batch's grid dimension (NVIDIA's grid limit; lower only to test the split)"},
    {GB, "BMAX", 0, P, R(0, MAX), "clmath.h's batched GEMM: batches of matrices with M and N at most BMAX take this set (0: never), gemm_batch_tiny's ahead of gemm_batch's"},
    {GB, "BPG", 1, P, R(1, 64), "strided batches: matrices a work group computes, one a slice of MDIMC x NDIMC work items with local panels of its own (1: one a group; more than fit the group: 1)"},
};

const int clm_param_keys_count = (int)(sizeof clm_param_keys / sizeof clm_param_keys[0]);

/* routine (len bytes) is a word of the space-separated list */
static int in_list(const char *list, const char *word, size_t len)
{
    for (const char *s = list; *s;) {
        while (*s == ' ')
            s++;
        size_t n = strcspn(s, " ");
        if (n == len && memcmp(s, word, len) == 0)
            return 1;
        s += n;
    }
    return 0;
}

const clm_param_key *clm_param_key_find(const char *routine, const char *key, size_t len)
{
    size_t rlen = strlen(routine);
    for (int i = 0; i < clm_param_keys_count; i++) {
        const clm_param_key *k = &clm_param_keys[i];
        if (strlen(k->name) == len && memcmp(k->name, key, len) == 0 &&
            in_list(k->families, routine, rlen))
            return k;
    }
    return NULL;
}

int clm_param_family_known(const char *routine, size_t len)
{
    for (int i = 0; i < clm_param_keys_count; i++)
        if (in_list(clm_param_keys[i].families, routine, len))
            return 1;
    return 0;
}

static int allowed(const clm_param_key *k, int value)
{
    if (!k->list)
        return value >= k->lo && value <= k->hi;
    for (const char *s = k->list; *s;) {
        char *end;
        long v = strtol(s, &end, 10);
        if (end == s)
            break;
        if (v == value)
            return 1;
        s = end;
    }
    return 0;
}

int clm_param_check(const char *routine, const char *key, size_t len, int value, char *why,
                    size_t cap)
{
    /* "KEY.S": the per-precision form */
    int prec = len > 2 && key[len - 2] == '.' && strchr("SDCZ", key[len - 1]) != NULL;
    size_t base = prec ? len - 2 : len;
    const clm_param_key *k = clm_param_key_find(routine, key, base);
    int large = 0;
    if (!k && base > 1 && key[0] == 'L') { /* "LKEY": the large form */
        k = clm_param_key_find(routine, key + 1, base - 1);
        large = 1;
    }
    if (!k || (large && !(k->flags & CLM_PK_LARGE))) {
        snprintf(why, cap, "%s declares no key %.*s", routine, (int)base, key);
        return -1;
    }
    if (prec && !(k->flags & CLM_PK_PREC)) {
        snprintf(why, cap, "%s.%s is not given per precision", routine, k->name);
        return -1;
    }
    if (!allowed(k, value)) {
        if (k->list)
            snprintf(why, cap, "%s.%s takes one of %s", routine, k->name, k->list);
        else
            snprintf(why, cap, "%s.%s takes %d..%d", routine, k->name, k->lo, k->hi);
        return -1;
    }
    return 0;
}
