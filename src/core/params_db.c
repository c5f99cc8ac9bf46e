/*
 * The parameter database. Entries for "any device" give safe defaults that
 * are correct everywhere; more specific entries (device type, vendor, device
 * name) override them for the devices they were measured on. Each entry
 * says in one line why its values; what each key means, its default and
 * the values it allows are declared in the registry (param_keys.c), which
 * test_params_registry checks every entry against. The measurements behind
 * the tuned entries are in docs/perf/<family>.md ("Parameter database").
 *
 * An entry's first line holds its routine, device and parameters:
 * tests/CMakeLists.txt reads those lines and runs each routine's tests
 * under each of its entries (test_gemv_db0, ...), so keep them one line.
 */
#include "core/params.h"

const clm_param_entry clm_param_db[] = {
    /* ---- GEMV (gemv.c; docs/perf/gemv.md) ---- */
    {"gemv", 0, NULL, NULL, "WGS=256 VW=4 CPT=4 XCH=512 TXN=64 TXT=64 TITER=1 OCC=8 WAVES=4 MINK=16 PMAX=8192 FUSE=0 FUSEMAX=64 ALIGN=1",
     "safe defaults: correct on any device, tuned for none"},
    {"gemv", 0, "NVIDIA", NULL, "WAVES=2 CPT=2 WGST=128 TITER=4 VWT.S=8 FUSE=1 TUN.D=2 CST=1 OCCN.D=4 WAVESN.D=1 TXN.D=32 MINKN.D=8 LN.D=4096 LMINKN.D=16 OCCN.S=4 WAVESN.S=1 MINKN.S=8 LN.S=3072 LOCCN.S=8 LWAVESN.S=2 LMINKN.S=16",
     "H200: larger slices, gemv_t groups of 128 with 2 columns each, 32-byte S gemv_t loads, small splits fused, D gemv_t unrolled twice, gemv_t reads A by ld.global.cs, D gemv_n split for one round of 4 groups a unit on 128-row blocks (dgemv N 4096 46.5 -> 37.2 us), S below 3072 too (sgemv N 2048 12.9 -> 11.7 us), both with 8 loads a work item below 4096 (1024: 12.2 -> 9.8 us)"},
    {"gemv", CL_DEVICE_TYPE_CPU, NULL, NULL, "OCC=2 WAVES=2 TXT=1",
     "PoCL CPUs: groups run as loops on a few cores, so few large groups, no split beyond the cores, one work item per gemv_t column"},
    /* ---- Level 1 (level1.c; docs/perf/blas1.md) ---- */
    {"blas1", 0, NULL, NULL, "WGS=256 EPT=4 OCC=8 WAVES=2 RMIN=8",
     "safe defaults: correct on any device, tuned for none"},
    {"blas1", 0, "NVIDIA", NULL, "OCC=4 WAVES=256 EPT=1 REPT=4 WTREE=1 CS=1",
     "H200: reductions on 4 groups per compute unit, element-wise routines one 16-byte vector per work item, warp-shuffle trees, reductions read by ld.global.cs"},
    {"blas1", 0, "NVIDIA", "H100", "WIDE=1",
     "H100: FP64 at half the FP32 rate, so S and C nrm2 sum squares in double"},
    {"blas1", 0, "NVIDIA", "H200", "WIDE=1",
     "H200: FP64 at half the FP32 rate, so S and C nrm2 sum squares in double"},
    {"blas1", CL_DEVICE_TYPE_CPU, NULL, NULL, "WIDE=1",
     "CPUs: double is as fast as float, so S and C nrm2 sum squares in double (one sum, not Blue's three)"},
    /* ---- TRMV (tr_multiply.c; docs/perf/trmv-trsv.md) ---- */
    {"trmv", 0, NULL, NULL, "WGS=256 CPT=4 TXN=64 TXT=64 OCC=8 WAVES=4 MINK=16",
     "safe defaults (gemv's layout keys): correct on any device, tuned for none"},
    {"trmv", 0, "NVIDIA", NULL, "WAVES=1 CPT=2 WGST=128 WGSN=128 TITER=4 VWT.S=8 VWN.S=8 FUSE=1 FUSE.S=0 TXN.S=32 TUN.D=2 NREGT.S=64 CSN=1 CST=1",
     "H200: gemv's NVIDIA choices, half the tiles for the triangular grid, gemv_n groups of 128 with 32-byte S loads, S gemv_t at 64 registers, A read by ld.global.cs"},
    {"trmv", 0, "NVIDIA", "H100", "WAVESN.S=2 NREGN.S=56 RPL=8",
     "H100 (slower memory than the H200): S gemv_n two rounds of tiles at 56 registers, gemv_reduce with 8 partial sums a lane"},
    {"trmv", CL_DEVICE_TYPE_CPU, NULL, NULL, "OCC=2 WAVES=2 TXT=1",
     "PoCL CPUs: as gemv's CPU entry"},
    /* ---- TRSV (triangular.c's SYNC, tr_solve.c, tr_sweep.c; docs/perf/trmv-trsv.md) ---- */
    {"trsv", 0, NULL, NULL, "WGS=256 CPT=4 TXN=64 TXT=64 OCC=8 WAVES=4 MINK=16 NB=64 SYNC=0 SWG=256",
     "safe defaults: the blocked solve, whose work groups never wait on each other"},
    {"trsv", 0, "NVIDIA", NULL, "SYNC=2 SYNC.S=3 SYNC.D=3 NB=32 LOOK.S=6 LOOK.D=4 BATCH=3 LN=8192 LN.C=16384 LPF=3 LLOOK.S=5 LBATCH.C=1 AHEADN=16384 LAHEAD.S=4 LAHEAD.D=4 NREGN=16384 LNREG.S=80 SPEC=1 SPECN=16384 LSPEC.S=0",
     "H200: one-launch solves (waiting groups progress there), S and D one solver group fed by helpers, C and Z published words, large forms from n = 8192 (C 16384)"},
    {"trsv", 0, "NVIDIA", "H100", "CS=1",
     "H100: full-storage S and D read A by ld.global.cs, 8-17% faster at 4096"},
    {"trsv", CL_DEVICE_TYPE_CPU, NULL, NULL, "SYNC=1",
     "PoCL CPUs: the one-launch solve with a counter (PoCL's threads progress while others spin)"},
    /* ---- GEMM's gemm, gemm_small and gemm_mid sets (gemm_engine.c; docs/perf/gemm.md) ---- */
    {"gemm", 0, NULL, NULL, "MWG=64 NWG=64 KWG=16 MDIMC=16 NDIMC=16 VWM=2 VWN=2 PADA=1 PADB=1 SMALLPCT=150",
     "safe defaults: a tile every OpenCL device runs"},
    {"gemm_small", 0, NULL, NULL, "MWG=32 NWG=32 KWG=16 MDIMC=16 NDIMC=16 VWM=1 VWN=1 PADA=1 PADB=1",
     "safe small tiles, for problems whose gemm tiles would not fill the device"},
    {"gemm_mid", 0, NULL, NULL, "MWG=64 NWG=64 KWG=16 MDIMC=16 NDIMC=16 VWM=2 VWN=2 PADA=1 PADB=1",
     "safe defaults, unused unless a device's gemm entry sets MIDPCT"},
    {"gemm", 0, "NVIDIA", NULL, "MWG.S=128 NWG.S=128 KWG.S=16 MDIMC.S=8 NDIMC.S=16 VWM.S=2 VWN.S=4 PADB.S=1 OFF32.S=1 MWG=64 NWG=64 KWG=8 MDIMC=8 NDIMC=8 VWM=2 VWN=2 MWG.C=128 MDIMC.C=16 MWG.Z=64 NWG.Z=64 MDIMC.Z=16 VWM.Z=1 VWN.Z=1 PADA.Z=4 PADB.Z=4 MMA.Z=2 MWG.D=128 NWG.D=64 MDIMC.D=16 PADA.D=2 PADB.D=2 OFF32.D=1 MMA.D=2 SMALLPCT.D=300 MIDPCT.S=90 MIDPCT.D=90 MIDK.D=64 SWZ.D=8 VLDB.S=4 TCOPY.S=3 SMALLPCT.C=300",
     "H200 at 4096 (clmath-tune): S 128 x 128 tiles, D and Z on DMMA (m16n8k4 on sm_90: DGEMM 4096 30 -> 47 TFLOP/s on an H100), D to the mid set below 3 waves or from K = 64, S copies B transposed for float4 loads, C to the small set below 3 tiles a compute unit (1536 and 1000 x 3000 x 77: 0.54 and 0.61 -> 0.82 and 0.85x cuBLAS)"},
    {"gemm_small", 0, "NVIDIA", NULL, "MWG=64 NWG=64 KWG=16 MDIMC=16 NDIMC=16 VWM=2 VWN=2 MWG.Z=32 NWG.Z=32 MDIMC.Z=8 NDIMC.Z=8 VWM.Z=1 VWN.Z=1 OFF32.D=1 MWG.D=32 NWG.D=32 KWG.D=32 PADA.D=2 PADB.D=2 MMA.D=2",
     "H200: 64 x 64 tiles, Z 32 x 32, D small tiles on DMMA"},
    {"gemm_mid", 0, "NVIDIA", NULL, "MWG.S=128 NWG.S=64 KWG.S=16 MDIMC.S=32 NDIMC.S=8 VWM.S=4 VWN.S=2 OFF32.S=1 MWG.D=64 NWG.D=64 KWG.D=16 MDIMC.D=16 NDIMC.D=16 VWM.D=2 VWN.D=2 OFF32.D=1 PADA.D=2 PADB.D=2 MMA.D=2",
     "H200 at 1024 (clmath-tune): S 4 x 8 per work item in 128 x 64 tiles, D the 64 x 64 DMMA tile"},
    {"gemm_mid", 0, "NVIDIA", "H100", "MWG.S=64 NWG.S=128 KWG.S=16 MDIMC.S=16 NDIMC.S=16 VWM.S=2 VWN.S=2",
     "H100 at 1024 (clmath-tune, 40 shapes): S 64 x 128 tiles, 3% faster than the H200's"},
    /* the 3xTF32 mode's set (clmath.h: clmathSetSgemmMode), S only, used on NVIDIA sm_80+ alone */
    {"gemm_tf32", 0, "NVIDIA", NULL, "MWG.S=256 NWG.S=128 KWG.S=8 MDIMC.S=16 NDIMC.S=16 VWM.S=4 VWN.S=4 PADA.S=2 PADB.S=2 MMA.S=3 WM.S=4 TF32ACC.S=1 OFF32.S=1 VLDA.S=4 VLDB.S=4 TCOPY.S=3 MINPCT.S=50",
     "H200: 3xTF32 on m16n8k8, 256 x 128 tiles of 8 warps of 64 x 64, fragments as float4 from rows of 8 mod 32 floats, an FP32 add per k8 step (SGEMM 8192 51.5 TFLOP/s, 1.01x cuBLAS strict); strict below half a tile per compute unit"},
    {"gemm", CL_DEVICE_TYPE_CPU, NULL, NULL, "RTTRANS=1 MWG.S=128 NWG.S=64 KWG.S=32 MDIMC.S=16 NDIMC.S=8 VWM.S=4 VWN.S=1 PADA.S=0 PADB.S=1 MWG.D=128 NWG.D=64 KWG.D=32 MDIMC.D=16 NDIMC.D=8 VWM.D=4 VWN.D=1 PADA.D=0 PADB.D=1 MWG.C=64 NWG.C=128 KWG.C=16 MDIMC.C=16 NDIMC.C=16 VWM.C=2 VWN.C=4 PADA.C=1 PADB.C=0",
     "PoCL CPUs: one program for every transpose pair (a compile costs seconds), S, D and C tiles by clmath-tune at 384 on a 2-core Skylake"},
    {"gemm_small", CL_DEVICE_TYPE_CPU, NULL, NULL, "RTTRANS=1",
     "PoCL CPUs: one program for every transpose pair (a compile costs seconds)"},
    {"gemm_batch", 0, NULL, NULL, "MWG=16 NWG=16 KWG=16 MDIMC=8 NDIMC=8 VWM=1 VWN=1 PADA=1 PADB=1 BMAX=32",
     "batches of small matrices (clmath.h): 16 x 16 tiles of 64 work items, one group a matrix up to 16, four up to 32; not tuned"},
    {"gemm_batch", CL_DEVICE_TYPE_CPU, NULL, NULL, "RTTRANS=1",
     "PoCL CPUs: one program for every transpose pair (a compile costs seconds)"},
    {"gemm_batch", 0, "NVIDIA", NULL, "MWG.S=32 NWG.S=32 KWG.S=32 MDIMC.S=8 NDIMC.S=8 MWG.D=32 NWG.D=32 KWG.D=32 MDIMC.D=8 NDIMC.D=8 LBUF.D=1 BPG.D=2 OFF32.D=1 VLDA.D=4",
     "H200 at 32^3 x 10000 (17 to 32 once gemm_batch_tiny takes up to 16): one S matrix a group of 8 x 8 work items with 4 x 4 each (0.074 -> 0.046 ms, 1.10x cuBLAS), two D matrices a group (0.097 -> 0.075 ms, 0.83x)"},
    {"gemm_batch_tiny", 0, NULL, NULL, "MWG=16 NWG=16 KWG=16 MDIMC=8 NDIMC=8 VWM=1 VWN=1 PADA=1 PADB=1 BMAX=0",
     "the smallest matrices' own tiles ahead of gemm_batch's, unused unless a device's entry sets BMAX (gemm_batch's tile)"},
    {"gemm_batch_tiny", 0, "NVIDIA", NULL, "BMAX=16 MDIMC.S=4 NDIMC.S=4 BPG.S=8 LBUF.S=1 OFF32.S=1 VLDA.S=4",
     "H200 at 16^3 x 100000: eight S matrices a group of 4 x 4 work items each (0.107 -> 0.096 ms, 2.6x cuBLAS); D on the default tile (2.2x)"},
    {"gemm_batch_tiny", CL_DEVICE_TYPE_CPU, NULL, NULL, "RTTRANS=1",
     "PoCL CPUs: one program for every transpose pair (a compile costs seconds)"},
    /* ---- SYMV, HEMV, SPMV, HPMV, SBMV, HBMV, GBMV (blas2/symv.c; docs/perf/level2.md) ---- */
    {"symv", 0, "NVIDIA", NULL, "TX.S=16 TY.S=16 CH.S=8 TX.Z=16 TY.Z=16",
     "H200, SYMV at 16384: S 3.39 TB/s (80% of copy) and Z 3.0 with 16 x 16 work items of 4 columns, D 3.54 (83%) and C 2.92 with the default 32 x 8; 16 columns a work item reached 62%"},
    /* ---- TRMM, TRSM (blas3/trxm.c; docs/perf/level3.md) ---- */
    {"trsm_batch", 0, "NVIDIA", NULL, "LNC=64 LSPANEL=8",
     "H200 at order 64 x 10000: above order 32, 64 right-hand sides a group and the triangle staged 8 rows at a time (D 1.65 -> 0.94 ms, 1.63x cuBLAS; S 1.65x); at order 32 the same made S 1.49 -> 1.00x, so not there"},
    {"trxm", 0, "NVIDIA", NULL, "FWG.D=128",
     "H100, 64 right-hand sides: DTRSM 4096 x 64 0.92 ms with tr_few groups of 128 work items against 1.04 with 64 (the recursion 0.87-0.92), DTRMM 0.44 against 0.40; S kept 64 (STRSM level, STRMM 0.41 against 0.32)"},
    /* ---- CSR SpMV (sparse/csrmv.c; docs/perf/spmv.md) ---- */
    {"spmv", 0, NULL, NULL, "WGS=256 BLOCK=1024 CHUNK=4096 LANES=32 SERIAL=16",
     "clSPARSE's CSR-Stream blocks of 1024 entries, rows over 4096 entries split, stream blocks cut at 16 entries a work item"},
    {"spmv", 0, "NVIDIA", NULL, "WGS=256 BLOCK=1024 CHUNK=1024 LANES=32 LNNZ=32768 LWGS.S=128 LBLOCK.S=2048 LSERIAL.S=20 LRPLDS.D=1 LSERIAL.D=64 CS.S=1 CSL.D=1",
     "H200: split rows in chunks of 1024 finished by the last group, large matrices' own S and D shapes, S read by ld.global.cs (D where rows are split)"},
    /* ---- CSR times dense and CSR times CSR (sparse/csrmm.c, spgemm.c) ---- */
    {"csrmm", 0, NULL, NULL, "WGS=64 NB=4",
     "a work item per row of C and block of 4 columns: not tuned"},
    {"spgemm", 0, NULL, NULL, "WGS=64",
     "a work item per row of C: not tuned"},
};

const int clm_param_db_count = (int)(sizeof clm_param_db / sizeof clm_param_db[0]);
