/*
 * The parameter database. Entries for "any device" give safe defaults that
 * are correct everywhere; more specific entries (device type, vendor, device
 * name) override them for the devices they were measured on. Every key a
 * routine reads has a fallback in the routine as well.
 *
 * gemv keys: WGS work-group size; VW elements per vector load (real types);
 * CPT most columns per work item in gemv_t; TXN/TXT most work items along
 * the rows for gemv_n/gemv_t; TITER least steps down a column per work item
 * in gemv_t (short columns get fewer work items each); OCC work groups resident per compute unit and WAVES
 * rounds of them to aim for; MINK least steps per work item before the
 * summed dimension is split; PMAX most slices; ALIGN use aligned vector loads where offsets allow; MAXRREG
 * (NVIDIA) register cap per work item; P force an exact number of slices
 * (testing and tuning only).
 */
#include "core/params.h"

const clm_param_entry clm_param_db[] = {
    {"gemv", 0, NULL, NULL, "WGS=256 VW=4 CPT=4 TXN=64 TXT=64 TITER=1 OCC=8 WAVES=4 MINK=16 PMAX=8192 ALIGN=1"},
    /* NVIDIA (measured on an H200, docs/perf/gemv.md): larger slices, smaller
     * gemv_t groups with two columns per work item, short columns shared by
     * fewer work items, 32-byte loads for single-precision gemv_t, and small
     * splits finished by the last group. */
    {"gemv", 0, "NVIDIA", NULL, "WAVES=2 CPT=2 WGST=128 TITER=4 VWT.S=8 FUSE=1"},
    /* PoCL on a CPU: work groups run as loops on a few cores; few, large
     * groups and no split beyond the core count. */
    {"gemv", CL_DEVICE_TYPE_CPU, NULL, NULL, "OCC=2 WAVES=2"},
};

const int clm_param_db_count = (int)(sizeof clm_param_db / sizeof clm_param_db[0]);
