/*
 * clmath-bench: time and check clmath routines on an OpenCL device, against
 * cuBLAS and CLBlast when they can be loaded. See --help and bench.h.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <clBLAS.h>
#include <clmath.h>

#include "bench.h"
#include "peers.h"

/* The routines: one file each, one entry here. */
static const bench_routine *const routines[] = {
    &bench_gemv,
    &bench_gemm,
    &bench_syrk, &bench_herk, &bench_syr2k, &bench_her2k, &bench_symm, &bench_hemm,
    &bench_trmm, &bench_trsm,
    &bench_spmv,
    &bench_l1_axpy, &bench_l1_dot, &bench_l1_nrm2, &bench_l1_asum, &bench_l1_iamax,
    &bench_l1_scal, &bench_l1_copy, &bench_l1_swap, &bench_l1_rot,
    &bench_trmv, &bench_trsv, &bench_tpmv, &bench_tpsv, &bench_tbmv, &bench_tbsv,
    &bench_ceiling,
    NULL,
};

static void usage(FILE *f)
{
    fprintf(f,
"usage: clmath-bench ROUTINE [options]\n"
"       clmath-bench spmv [options] [FILE.mtx[.gz] ...]\n"
"       clmath-bench --help\n"
"\n"
"Times clmath's ROUTINE on one OpenCL device, compares it with the device's copy\n"
"ceiling and with cuBLAS and CLBlast when they load, and checks every result.\n"
"\n"
"Routines:\n");
    for (int i = 0; routines[i]; i++)
        fprintf(f, "  %-8s %s\n", routines[i]->name, routines[i]->summary);
    fprintf(f,
"\n"
"Cases (comma lists are swept in every combination):\n"
"  --precision LIST   s, d, c, z (default s)             e.g. --precision s,d,c,z\n"
"  --trans LIST       gemv and triangular: n, t, c (default n); gemm: transA;\n"
"                     syrk, syr2k: n, t; herk, her2k: n, c; trmm, trsm: n, t, c\n"
"  --transb LIST      gemm: transB, n, t, c (default n)\n"
"  --order LIST       gemv, triangular and Level 3: col, row (default col)\n"
"  --uplo LIST        triangular and Level 3: u, l: the triangle stored and\n"
"                     referenced (syrk family: C's triangle updated) (default u)\n"
"  --side LIST        symm, hemm, trmm, trsm: l (A on the left), r (default l)\n"
"  --diag LIST        triangular, trmm, trsm: n (non-unit), u (unit: the diagonal is taken as\n"
"                     ones and never read) (default n)\n"
"  -k LIST            tbmv, tbsv: off-diagonals K of the band (default 64): -k 1,64\n"
"  -m M, -n N         one shape (default 4096 x 4096; -n defaults to -m); Level 1:\n"
"                     -n N is the vector length (default 1M); triangular: -n N is\n"
"                     the order (default 4096; square shapes only)\n"
"  --sizes LIST       square shapes m = n: --sizes 1024,2048,4096 (triangular: the\n"
"                     orders n); Level 1: the vector lengths: --sizes 1024,1M,16M,64M\n"
"  --pow2 A:B         adds sizes 2^A, 2^(A+1), ..., 2^B (0 <= A <= B <= 40, at most\n"
"                     %d sizes in all): --pow2 10:26 for a plot of GB/s against n\n"
"  --shapes LIST      gemv: explicit shapes: --shapes 1048576x64,64x1048576;\n"
"                     gemm: MxNxK (MxN: K = N): --shapes 1000x3000x77; syrk,\n"
"                     herk, syr2k, her2k: NxK (--sizes N: K = N): --shapes 8192x512;\n"
"                     symm, hemm, trmm, trsm: MxN: --shapes 4096x64 (trsm: M = 4096,\n"
"                     N = 64 right-hand sides)\n"
"                     (numbers take a k or M suffix, 2^10 and 2^20: 1Mx64)\n"
"  --lda L            gemv: leading dimension (default the minimum: m col-major,\n"
"                     n row-major); trmv/trsv: default n; tbmv/tbsv: default K+1;\n"
"                     packed tpmv/tpsv have none\n"
"  --offa/--offx/--offy K   buffer offsets in elements (default 0)\n"
"  --incx/--incy I    increments (default 1; negative allowed, except incx for\n"
"                     scal, asum and iamax, which reference BLAS makes a quick return;\n"
"                     nrm2 takes a negative incx as LAPACK 3.10's dnrm2 does: the norm\n"
"                     of the n elements, so a peer returning 0 there shows a large error)\n"
"  --alpha A[,I]      gemv, axpy, scal (default 1; scal -1, so that repeated calls\n"
"                     keep x in range); re,im for complex, a real v means (v, 0)\n"
"  --beta B[,I]       gemv, gemm and Level 3 (default 0; herk, her2k take its real\n"
"                     part, as herk's alpha)\n"
"  --conj             dot of c/z: dotc (conj(x) . y) rather than dotu\n"
"  --cs C,S           rot: the rotation (default 0.6,0.8)\n"
"  --gen LIST         spmv: generated matrices: lap2d:N (5-point Laplacian on an\n"
"                     N x N grid), lap3d:N (7-point, N^3 rows), powerlaw:R (R rows\n"
"                     of power-law lengths): --gen lap2d:4096,powerlaw:4M\n"
"\n"
"Measurement:\n"
"  --reps R           timed samples, the median is reported (default 20)\n"
"  --warmup W         untimed calls before timing (default 3)\n"
"  --rotate MIB       total size of the rotated operand copies (A for gemv, x and y\n"
"                     for Level 1, the referenced triangle or band of A for the\n"
"                     triangular routines; default 256 MiB on a GPU, 64 MiB on a CPU)\n"
"  --peers P          auto (default: all that load), none, or a list:\n"
"                     cublas,clblast,cusparse\n"
"  --check / --no-check   compare with a host reference (default on)\n"
"  --csv FILE         append one row per case (header written when the file is new;\n"
"                     a file with another header, from an older version, is refused)\n"
"\n"
"Timing method. Device work is asynchronous: a call returns once enqueued. So\n"
"each sample is a batch of B back-to-back calls between two synchronisations\n"
"(clFinish; cudaDeviceSynchronize for cuBLAS), and counts wall time / B. B is\n"
"chosen on clmath after the warmup so that a batch lasts >= 1 ms (at least 1,\n"
"at most %d calls); the peers use the same B. The time reported is the median\n"
"of R samples. Calls rotate over copies of the operands (sub-buffers of one\n"
"allocation when they fit) so that the copies total >= --rotate MiB (at most %d\n"
"copies, within about a third of the device memory): small sizes do not measure\n"
"the cache. cuBLAS gets the same number of copies in CUDA memory. The timed calls\n"
"repeat on the same data (axpy keeps adding to y, scal keeps scaling x).\n"
"Diagnostics: CLMATH_BENCH_ISSUE=1 prints, per timing, how long the host took\n"
"to issue a call against the whole call (a host-bound call issues as long as it\n"
"takes); CLMATH_BENCH_ROT=N forces N operand copies; CLMATH_BENCH_NOSUB=1 makes\n"
"each copy its own allocation instead of a sub-buffer.\n"
"\n"
"Reported per gemv case: median ms per call; GB/s of the minimum traffic (A, x\n"
"and y read once, y read only when beta != 0, y written once); GFLOP/s (2mn real,\n"
"8mn complex); the fraction of the copy ceiling measured at the start of the same\n"
"run (a float4 copy of 1 GiB, or 64 MiB on a CPU, counting read + write); per\n"
"peer its ms, GB/s and ratio = clmath GB/s / peer GB/s; and the scaled error\n"
"max |y - yref| / (eps * (|alpha| |op(A)| |x| + |beta y|)) of each result against\n"
"a long double host reference on at most %d outputs sampled evenly (< 16 passes).\n"
"\n"
"Level 1 (axpy dot nrm2 asum iamax scal copy swap rot): the same, with the median\n"
"time per call in microseconds (latency matters at small n) and GB/s of the\n"
"minimum traffic in elements: axpy 3n, dot 2n, nrm2/asum/iamax n, scal 2n,\n"
"copy 2n, swap 4n, rot 4n. Reductions get clBLAS's scratch buffer (n elements for\n"
"dot/asum, 2n for nrm2/iamax) and a result buffer, allocated once per case; cuBLAS\n"
"runs them in CUBLAS_POINTER_MODE_DEVICE (the result stays on the device, calls\n"
"pipeline). Errors, against long double, on every element: axpy/scal/copy/swap/\n"
"rot max |out - ref| / (eps * sum of the magnitudes of the terms), and inf when an\n"
"element outside the vector (offsets, strided gaps) changed; dot |r - ref| /\n"
"(eps * sum |x||y|); nrm2/asum |r - ref| / (eps * ref); iamax 0 when the 1-based\n"
"index is the reference's (the first largest |x|, |Re| + |Im| for complex), else\n"
"inf. CLBlast takes no negative increments and has no complex rot (n/a; 1.5.3's\n"
"real rot returns CLBlastNotImplemented); its\n"
"iamax index is 0-based (+1 before comparing). CLBlast 1.5.3's iamax returns the\n"
"buffer position offx + j*incx rather than j, and ranks complex elements by |Re|\n"
"alone, so its err shows inf there (the line below the case gives both indices).\n"
"\n"
"Triangular Level 2 (trmv trsv: full storage; tpmv tpsv: packed; tbmv tbsv: band\n"
"with K off-diagonals): x := op(A) x (the products) or solve op(A) x = b (the\n"
"solves, b in x), swept over --precision, --order, --uplo, --trans, --diag, -k\n"
"(band) and the sizes. Reported as gemv's, with GB/s of the minimum traffic: the\n"
"referenced triangle or band once plus x read and written, in elements n(n+1)/2 +\n"
"2n (full, packed) or (K+1)n - K(K+1)/2 + 2n (band, K clipped to n-1); GFLOP/s of\n"
"2E - n real flops (E those elements: n^2 for full), 4x that for complex. The\n"
"products' scratchBuff is NULL (clmath does not use it). Every element the\n"
"routine must not read holds NaN (the other triangle, outside the band, rows past\n"
"n or K+1 up to lda, the diagonal when unit, x's offset and strided gaps), so\n"
"that reading one shows. Each library makes one checked call on a checked matrix:\n"
"products random in [-1, 1]; solves diagonally dominant by rows and columns\n"
"(off-diagonals random x 0.5/W, W the most off-diagonals a row and its column\n"
"hold together; diagonal +-(1 + |u|), or 1 when unit): well conditioned. Errors,\n"
"against long double on at most %d rows sampled evenly: products max |x - ref| /\n"
"(eps * (|op(A)| |x0|)_i); solves the residual max |op(A) x - b| / (eps * n *\n"
"||op(A)||inf * ||x||inf); inf when an element of x outside the vector changed.\n"
"The timed calls run on another matrix, so that x, overwritten by every call,\n"
"stays in range over thousands of calls: the indices split at random into S and\n"
"T, diagonal +1 on S and -1 on T, off-diagonals nonzero only from a row in T to a\n"
"column in S; then A A = I (unit: A = I + N, N N = 0, x grows at most linearly);\n"
"(the work is the same). CSV rows fill the uplo, diag and k (band) columns, m =\n"
"n. cuBLAS is column-major: row-major runs as the other triangle of A^T with N\n"
"and T swapped; row-major C of c/z has no equivalent (n/a). CLBlast takes no\n"
"negative increments; 1.5.3 returns CLBlastNotImplemented for tpsv and tbsv,\n"
"rejects K=0, and with |incx| > 1 copies n*incx elements of x, beyond the\n"
"exact-fit x buffers used here (CL_INVALID_VALUE): those show n/a with the\n"
"reason.\n"
"\n"
"Level 3 beyond gemm (syrk herk syr2k her2k symm hemm trmm trsm), run as gemm:\n"
"one checked call per library on copy 0, then the timed calls over the copies;\n"
"per case ms, TFLOP/s, %%fma (of the FMA ceiling of the precision's real type,\n"
"measured at the start of the run), per peer ms, TFLOP/s and ratio = clmath\n"
"TFLOP/s / peer TFLOP/s, and the scaled errors. Flops (LAPACK Working Note 41:\n"
"real = multiplications + additions, complex = 6 mul + 2 add): syrk, herk\n"
"k n(n+1) real, 4 k n(n+1) complex; syr2k, her2k 2 k n^2 + n, 8 k n^2 + 2n;\n"
"symm, hemm 2 m^2 n (side l) or 2 m n^2 (side r), 4x complex; trmm, trsm n m^2\n"
"(l) or m n^2 (r) real, n (4m^2 + 2m) or m (4n^2 + 2n) complex. herk, her2k and\n"
"hemm are c and z only (s and d are skipped; with no --precision, c runs).\n"
"Checks, on 256 sampled elements against long double: syrk family as gemm on\n"
"C's triangle, and the other triangle must be unchanged bit for bit (else inf);\n"
"symm/hemm as gemm, with NaN in A's unread triangle (hemm: a random imaginary\n"
"diagonal, to be ignored); trmm as gemm; trsm the residual |op(A) X - alpha B| /\n"
"(eps k ||op(A)|| max|X|). trmm and trsm work in place: the timed calls use a\n"
"second A with A A = I (as trsv's), so B stays in range, and the checked A of\n"
"trsm is diagonally dominant. cuBLAS runs row-major cases as column-major ones on\n"
"the transposed storage (trmm with C = B, in place). A clmath routine that\n"
"returns clblasNotImplemented shows n/a with that status, is not a failure, and\n"
"the peers still run. CSV rows fill side, uplo, trans, diag, m (n and k for the\n"
"syrk family), with GFLOP/s, fma_GFLOPs and frac_of_fma; the GB/s columns blank.\n"
"\n"
"SpMV (spmv): y := alpha A x + beta y (clsparse?csrmv with the CSR-Adaptive row\n"
"blocks of clsparseCsrMetaCreate) for each FILE (read with clmath's own\n"
"clsparseDCsrMatrixfromFile, explicit zeros kept) and each --gen matrix, in each\n"
"--precision s, d. x is random in [-1, 1]; --alpha (default 1) and --beta\n"
"(default 0; y then holds NaN, which must not be read). GB/s counts clSPARSE's\n"
"benchmark bytes: 4 (nnz + rows) + es (nnz + cols + rows), es the element size,\n"
"plus es rows when beta != 0. cuSPARSE runs cusparseSpMV (CSR, 32-bit indices,\n"
"CUSPARSE_SPMV_ALG_DEFAULT, after cusparseSpMV_preprocess where the library has\n"
"it) on its own copies. Errors, against long double on every row: max |y - ref|\n"
"/ (eps * (|alpha| sum |a||x| + |beta y|)). The last lines give the geometric\n"
"mean and the minimum of the ratio to cuSPARSE per precision.\n"
"\n"
"Peers are loaded at run time: cuBLAS (libcudart.so.13, libcublas.so.13, CUDA\n"
"device 0), cuSPARSE (libcusparse.so.12, spmv only) and CLBlast\n"
"(libclblast.so.1, on clmath's OpenCL queue). A peer whose library or device\n"
"is not on this machine is skipped (said once at the start, not an error); one\n"
"that fails to load or rejects a case shows n/a with the reason; '-' = not asked\n"
"for.\n"
"\n"
"Device: CLMATH_PLATFORM / CLMATH_DEVICE pick a platform / device whose name\n"
"contains the text (case-insensitive); otherwise the first GPU, else the first\n"
"device. CLMATH_CACHE_DIR sets clmath's kernel cache directory.\n"
"\n"
"Exit status: 0 when every case ran and clmath's errors are < 16 (peers do not\n"
"count), 1 otherwise, 2 for a command-line error.\n"
"\n"
"Examples:\n"
"  clmath-bench gemv --precision s --trans n -m 4096 -n 4096\n"
"  clmath-bench gemv --precision s,d --trans n,t --sizes 1024,2048,4096 --csv gemv.csv\n"
"  clmath-bench gemv --shapes 1048576x64,64x1048576 --trans n,t\n"
"  clmath-bench axpy --precision s,d --sizes 1024,1M,16M,64M\n"
"  clmath-bench dot --precision s,d,c,z --pow2 10:26 --csv dot.csv\n"
"  clmath-bench dot --precision c,z --conj --sizes 1M\n"
"  clmath-bench rot --precision s,d --incx -1 --incy 2 --sizes 1000,100000\n"
"  clmath-bench trmv --precision s,d --uplo u,l --trans n,t --sizes 1024,4096,16384\n"
"  clmath-bench trsv --order col,row --uplo u,l --trans n,t,c --diag n,u -n 2048\n"
"  clmath-bench tbsv --precision d --uplo l -k 64 --sizes 4096,16384 --csv tbsv.csv\n"
"  clmath-bench syrk --precision s,d,c,z --uplo u,l --trans n,t --sizes 4096 --shapes 8192x512\n"
"  clmath-bench herk --precision c,z --trans n,c --sizes 2048\n"
"  clmath-bench symm --side l,r --uplo u,l --shapes 4096x1024\n"
"  clmath-bench trsm --precision d --side l,r --uplo u,l --trans n,t --diag n,u --shapes 4096x64\n"
"  clmath-bench spmv --precision s,d G3_circuit.mtx.gz --gen lap2d:4096 --csv spmv.csv\n"
"  clmath-bench ceiling\n",
            BENCH_MAX_LIST, BENCH_MAX_BATCH, BENCH_MAX_ROT, BENCH_CHECK_MAX, BENCH_CHECK_MAX);
}

static int bad(const char *opt, const char *val, const char *what)
{
    fprintf(stderr, "clmath-bench: %s%s%s: %s (see --help)\n", opt, val ? " " : "", val ? val : "",
            what);
    return 1;
}

/* A size with an optional k (x1024) or M (x1048576) suffix; ends at *end. */
static int parse_size(const char *s, size_t *out, const char **end)
{
    char *e;
    errno = 0;
    if (*s < '0' || *s > '9')
        return 1;
    unsigned long long v = strtoull(s, &e, 10);
    if (errno || e == s)
        return 1;
    if (*e == 'k' || *e == 'K')
        v *= 1024, e++;
    else if (*e == 'M')
        v *= 1024 * 1024, e++;
    *out = (size_t)v;
    *end = e;
    return 0;
}

static int parse_size_full(const char *s, size_t *out)
{
    const char *e;
    return parse_size(s, out, &e) || *e != 0;
}

static int parse_int(const char *s, int *out)
{
    char *e;
    errno = 0;
    long v = strtol(s, &e, 10);
    if (errno || e == s || *e || v < -2147483647L || v > 2147483647L)
        return 1;
    *out = (int)v;
    return 0;
}

static int parse_scalar(const char *s, double v[2])
{
    char *e;
    v[0] = strtod(s, &e);
    v[1] = 0;
    if (e == s)
        return 1;
    if (*e == ',') {
        const char *s2 = e + 1;
        v[1] = strtod(s2, &e);
        if (e == s2)
            return 1;
    }
    return *e != 0;
}

/* Split a comma list; calls item() for each; 0 if all accepted. */
static int each_item(const char *list, int (*item)(const char *tok, void *arg), void *arg)
{
    char buf[1024];
    if (strlen(list) >= sizeof buf)
        return 1;
    strcpy(buf, list);
    char *save = buf;
    for (char *tok = buf; tok; tok = save) {
        char *comma = strchr(tok, ',');
        save = comma ? comma + 1 : NULL;
        if (comma)
            *comma = 0;
        if (!*tok || item(tok, arg))
            return 1;
    }
    return 0;
}

static int item_prec(const char *t, void *arg)
{
    bench_opts *o = arg;
    if (strlen(t) != 1 || !strchr("sdcz", t[0]) || o->nprecs >= BENCH_MAX_LIST)
        return 1;
    o->precs[o->nprecs++] = t[0];
    return 0;
}

static int item_trans(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("ntcNTC", t[0]) : NULL;
    if (!p || o->ntrans >= BENCH_MAX_LIST)
        return 1;
    o->transs[o->ntrans++] = (int)(p - "ntcNTC") % 3;
    return 0;
}

static int item_transb(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("ntcNTC", t[0]) : NULL;
    if (!p || o->ntransb >= BENCH_MAX_LIST)
        return 1;
    o->transbs[o->ntransb++] = (int)(p - "ntcNTC") % 3;
    return 0;
}

static int item_order(const char *t, void *arg)
{
    bench_opts *o = arg;
    if (o->norders >= BENCH_MAX_LIST)
        return 1;
    if (!strcmp(t, "col") || !strcmp(t, "column") || !strcmp(t, "c"))
        o->orders[o->norders++] = 0;
    else if (!strcmp(t, "row") || !strcmp(t, "r"))
        o->orders[o->norders++] = 1;
    else
        return 1;
    return 0;
}

static int item_uplo(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("ulUL", t[0]) : NULL;
    if (!p || o->nuplos >= BENCH_MAX_LIST)
        return 1;
    o->uplos[o->nuplos++] = (int)(p - "ulUL") % 2;
    return 0;
}

static int item_diag(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("nuNU", t[0]) : NULL;
    if (!p || o->ndiags >= BENCH_MAX_LIST)
        return 1;
    o->diags[o->ndiags++] = (int)(p - "nuNU") % 2;
    return 0;
}

static int item_side(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *p = strlen(t) == 1 ? strchr("lrLR", t[0]) : NULL;
    if (!p || o->nsides >= BENCH_MAX_LIST)
        return 1;
    o->sides[o->nsides++] = (int)(p - "lrLR") % 2;
    return 0;
}

static int item_k(const char *t, void *arg)
{
    bench_opts *o = arg;
    size_t v;
    if (parse_size_full(t, &v) || o->nks >= BENCH_MAX_LIST)
        return 1;
    o->ks[o->nks++] = v;
    return 0;
}

static int item_size(const char *t, void *arg)
{
    bench_opts *o = arg;
    size_t v;
    if (parse_size_full(t, &v) || v == 0 || o->nshapes >= BENCH_MAX_LIST)
        return 1;
    o->shapes[o->nshapes].m = o->shapes[o->nshapes].n = v;
    o->nshapes++;
    return 0;
}

static int item_shape(const char *t, void *arg)
{
    bench_opts *o = arg;
    size_t m, n;
    const char *e;
    size_t k = 0;
    if (parse_size(t, &m, &e) || (*e != 'x' && *e != 'X') || m == 0 ||
        o->nshapes >= BENCH_MAX_LIST)
        return 1;
    const char *t2 = e + 1;
    if (parse_size(t2, &n, &e) || n == 0)
        return 1;
    if (*e == 'x' || *e == 'X') { /* gemm: MxNxK */
        if (parse_size_full(e + 1, &k) || k == 0)
            return 1;
    } else if (*e) {
        return 1;
    }
    o->shapes[o->nshapes].m = m;
    o->shapes[o->nshapes].n = n;
    o->shapes[o->nshapes].k = k;
    o->nshapes++;
    return 0;
}

/* --pow2 A:B: sizes 2^A .. 2^B. */
static int parse_pow2(const char *t, bench_opts *o)
{
    char *e;
    errno = 0;
    long a = strtol(t, &e, 10), b;
    if (errno || e == t || *e != ':')
        return 1;
    const char *t2 = e + 1;
    b = strtol(t2, &e, 10);
    if (errno || e == t2 || *e || a < 0 || b < a || b > 40)
        return 1;
    for (long k = a; k <= b; k++) {
        if (o->nshapes >= BENCH_MAX_LIST)
            return 1;
        o->shapes[o->nshapes].m = o->shapes[o->nshapes].n = (size_t)1 << k;
        o->nshapes++;
    }
    return 0;
}

static int item_gen(const char *t, void *arg)
{
    bench_opts *o = arg;
    const char *colon = strchr(t, ':');
    if (!colon || o->ngens >= BENCH_MAX_LIST)
        return 1;
    bench_gen *g = &o->gens[o->ngens];
    size_t len = (size_t)(colon - t);
    if (len >= sizeof g->kind)
        return 1;
    memcpy(g->kind, t, len);
    g->kind[len] = 0;
    if ((strcmp(g->kind, "lap2d") && strcmp(g->kind, "lap3d") && strcmp(g->kind, "powerlaw")) ||
        parse_size_full(colon + 1, &g->n) || g->n == 0)
        return 1;
    o->ngens++;
    return 0;
}

static int item_peer(const char *t, void *arg)
{
    bench_opts *o = arg;
    if (!strcmp(t, "cusparse"))
        o->peers |= BENCH_PEER_CUSPARSE;
    else if (!strcmp(t, "cublas"))
        o->peers |= BENCH_PEER_CUBLAS;
    else if (!strcmp(t, "clblast"))
        o->peers |= BENCH_PEER_CLBLAST;
    else
        return 1;
    return 0;
}

/* Parses argv[first..]; 0 on success, 1 on error, 2 for --help. */
static int parse_args(int argc, char **argv, int first, bench_opts *o)
{
    size_t m = 0, n = 0;
    memset(o, 0, sizeof *o);
    o->incx = o->incy = 1;
    o->alpha[0] = 1;
    o->rot_cs[0] = 0.6, o->rot_cs[1] = 0.8;
    o->reps = 20;
    o->warmup = 3;
    o->peers = BENCH_PEER_CUBLAS | BENCH_PEER_CLBLAST | BENCH_PEER_CUSPARSE;
    o->check = 1;
    for (int i = first; i < argc; i++) {
        char name[64];
        const char *arg = argv[i], *val = NULL;
        const char *eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL;
        if (eq) {
            size_t len = (size_t)(eq - arg);
            if (len >= sizeof name)
                return bad(arg, NULL, "unknown option");
            memcpy(name, arg, len);
            name[len] = 0;
            val = eq + 1;
        } else {
            snprintf(name, sizeof name, "%s", arg);
        }
        if (!strcmp(name, "--help") || !strcmp(name, "-h"))
            return 2;
        if (!strcmp(name, "--check")) {
            o->check = 1;
            continue;
        }
        if (!strcmp(name, "--no-check")) {
            o->check = 0;
            continue;
        }
        if (arg[0] != '-') { /* spmv's Matrix Market files */
            if (o->nfiles >= BENCH_MAX_LIST)
                return bad(arg, NULL, "too many files");
            o->files[o->nfiles++] = arg;
            continue;
        }
        if (!strcmp(name, "--conj")) {
            o->conj = 1;
            continue;
        }
        static const char *const with_value[] = {
            "--precision", "--trans", "--transb", "--order", "-m", "-n", "--lda", "--offa", "--offx",
            "--offy", "--incx", "--incy", "--alpha", "--beta", "--reps", "--warmup", "--csv",
            "--peers", "--sizes", "--shapes", "--rotate", "--pow2", "--cs", "--uplo", "--diag",
            "--side", "-k", "--gen", NULL};
        int known = 0;
        for (int k = 0; with_value[k]; k++)
            known |= !strcmp(name, with_value[k]);
        if (!known)
            return bad(arg, NULL, "unknown option");
        if (!val) {
            if (i + 1 >= argc)
                return bad(name, NULL, "needs a value");
            val = argv[++i];
        }
        int e = 0;
        if (!strcmp(name, "--precision"))
            o->nprecs = 0, e = each_item(val, item_prec, o);
        else if (!strcmp(name, "--trans"))
            o->ntrans = 0, e = each_item(val, item_trans, o);
        else if (!strcmp(name, "--transb"))
            o->ntransb = 0, e = each_item(val, item_transb, o);
        else if (!strcmp(name, "--order"))
            o->norders = 0, e = each_item(val, item_order, o);
        else if (!strcmp(name, "--uplo"))
            o->nuplos = 0, e = each_item(val, item_uplo, o);
        else if (!strcmp(name, "--diag"))
            o->ndiags = 0, e = each_item(val, item_diag, o);
        else if (!strcmp(name, "--side"))
            o->nsides = 0, e = each_item(val, item_side, o);
        else if (!strcmp(name, "-k"))
            o->nks = 0, e = each_item(val, item_k, o);
        else if (!strcmp(name, "--sizes"))
            e = each_item(val, item_size, o);
        else if (!strcmp(name, "--gen"))
            e = each_item(val, item_gen, o);
        else if (!strcmp(name, "--shapes"))
            e = each_item(val, item_shape, o);
        else if (!strcmp(name, "--pow2"))
            e = parse_pow2(val, o);
        else if (!strcmp(name, "--cs"))
            e = parse_scalar(val, o->rot_cs);
        else if (!strcmp(name, "-m"))
            e = parse_size_full(val, &m) || m == 0;
        else if (!strcmp(name, "-n"))
            e = parse_size_full(val, &n) || n == 0;
        else if (!strcmp(name, "--lda"))
            e = parse_size_full(val, &o->lda);
        else if (!strcmp(name, "--offa"))
            e = parse_size_full(val, &o->offa);
        else if (!strcmp(name, "--offx"))
            e = parse_size_full(val, &o->offx);
        else if (!strcmp(name, "--offy"))
            e = parse_size_full(val, &o->offy);
        else if (!strcmp(name, "--incx"))
            e = parse_int(val, &o->incx) || o->incx == 0;
        else if (!strcmp(name, "--incy"))
            e = parse_int(val, &o->incy) || o->incy == 0;
        else if (!strcmp(name, "--alpha"))
            e = parse_scalar(val, o->alpha), o->alpha_given = 1;
        else if (!strcmp(name, "--beta"))
            e = parse_scalar(val, o->beta);
        else if (!strcmp(name, "--reps"))
            e = parse_int(val, &o->reps) || o->reps < 1;
        else if (!strcmp(name, "--warmup"))
            e = parse_int(val, &o->warmup) || o->warmup < 0;
        else if (!strcmp(name, "--csv"))
            o->csv = val;
        else if (!strcmp(name, "--rotate")) {
            char *end;
            o->rotate_mib = strtod(val, &end);
            e = end == val || *end || o->rotate_mib <= 0;
        } else if (!strcmp(name, "--peers")) {
            o->peers = 0;
            o->peers_explicit = 1;
            if (!strcmp(val, "auto"))
                o->peers = BENCH_PEER_CUBLAS | BENCH_PEER_CLBLAST | BENCH_PEER_CUSPARSE,
                o->peers_explicit = 0;
            else if (strcmp(val, "none") != 0)
                e = each_item(val, item_peer, o);
        }
        if (e)
            return bad(name, val, "invalid value");
    }
    if (!o->nprecs)
        o->precs[o->nprecs++] = 's', o->precs_default = 1;
    if (!o->ntrans)
        o->transs[o->ntrans++] = 0;
    if (!o->ntransb)
        o->transbs[o->ntransb++] = 0;
    if (!o->norders)
        o->orders[o->norders++] = 0;
    if (!o->nuplos)
        o->uplos[o->nuplos++] = 0;
    if (!o->ndiags)
        o->diags[o->ndiags++] = 0;
    if (!o->nsides)
        o->sides[o->nsides++] = 0;
    if (!o->nks)
        o->ks[o->nks++] = 64;
    if (m || n || !o->nshapes) {
        o->shapes_default = !m && !n;
        if (!m)
            m = n ? n : 4096;
        if (!n)
            n = m;
        if (o->nshapes >= BENCH_MAX_LIST)
            return bad("-m/-n", NULL, "too many shapes");
        o->shapes[o->nshapes].m = m;
        o->shapes[o->nshapes].n = n;
        o->nshapes++;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
        !strcmp(argv[1], "help")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const bench_routine *rt = NULL;
    for (int i = 0; routines[i]; i++)
        if (!strcmp(argv[1], routines[i]->name))
            rt = routines[i];
    if (!rt) {
        fprintf(stderr, "clmath-bench: unknown routine \"%s\" (see --help)\n", argv[1]);
        return 2;
    }
    bench_opts o;
    int pr = parse_args(argc, argv, 2, &o);
    if (pr == 2) {
        usage(stdout);
        return 0;
    }
    if (pr)
        return 2;

    bench_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    if (cld_open(&ctx.env) != CL_SUCCESS)
        return 1;
    bench_device_info(&ctx);
    cl_uint vmaj = 0, vmin = 0, vpat = 0;
    clmathGetVersion(&vmaj, &vmin, &vpat);
    printf("clmath:   %u.%u.%u\n", vmaj, vmin, vpat);
    clblasStatus st = clblasSetup();
    if (st != clblasSuccess) {
        fprintf(stderr, "clblasSetup failed: %d\n", (int)st);
        cld_close(&ctx.env);
        return 1;
    }
    bench_peers peers;
    memset(&peers, 0, sizeof peers);
    if (rt->uses_peers) {
        bench_peers_load(&ctx, &o, &peers);
        ctx.peers = &peers;
    }
    int rc = 0;
    if (o.csv && bench_csv_open(&ctx, o.csv) != 0)
        rc = 1;
    if (!rc) {
        if (rt->wants_copy_ceiling)
            bench_copy_ceiling(&ctx, &o);
        fflush(stdout);
        rc = rt->run(&ctx, &o);
    }
    if (ctx.csv)
        fclose(ctx.csv);
    if (rt->uses_peers)
        bench_peers_unload(&peers);
    clblasTeardown();
    cld_close(&ctx.env);
    return rc;
}
