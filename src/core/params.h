/*
 * The parameter database: kernel parameters per routine and device.
 *
 * Every routine asks for its parameters by name with a fallback. The answer
 * comes from, in rising priority: the entry for any device, entries matching
 * the device type, the vendor, the device name (params_db.c), and finally the
 * CLMATH_PARAMS environment variable ("gemv.P=1,gemv.VW=2"), which exists for
 * tuning and for tests that force a strategy.
 */
#ifndef CLM_PARAMS_H
#define CLM_PARAMS_H

#include "core/device.h"

#define CLM_PARAMS_MAX 64 /* keys per routine: base + entries + CLMATH_PARAMS */

typedef struct clm_params {
    int count;
    struct {
        char key[24];
        int value;
    } kv[CLM_PARAMS_MAX];
    char source[160]; /* which database entries applied, for the log */
} clm_params;

typedef struct clm_param_entry {
    const char *routine;
    cl_device_type type; /* 0: any */
    const char *vendor;  /* substring of CL_DEVICE_VENDOR, NULL: any */
    const char *device;  /* substring of CL_DEVICE_NAME, NULL: any */
    const char *params;  /* "KEY=value KEY=value ..." (integers) */
} clm_param_entry;

extern const clm_param_entry clm_param_db[];
extern const int clm_param_db_count;

/* Resolve the parameters of routine on dev. */
void clm_params_lookup(const clm_device *dev, const char *routine, clm_params *out);

/* Drop the cached answers (clblasTeardown). */
void clm_params_forget(void);

/* The value of key, or fallback when no entry sets it. */
int clm_param(const clm_params *p, const char *key, int fallback);

/* True when key was set explicitly (by the database or the environment). */
int clm_param_isset(const clm_params *p, const char *key);

/* A key that may be set per precision (letter S, D, C or Z): "KEY.S", else
 * "KEY", else the key shared (NULL: none), else fallback. */
int clm_param_prec(const clm_params *p, const char *key, char letter, const char *shared,
                   int fallback);

/* clm_param_prec(key), overridden where large by the key's large-problem
 * form "L" + key (itself per precision, "LKEY.S"), where that is set. What
 * makes a problem large is the routine's rule (spmv: LNNZ; trsv: LN). */
int clm_param_large(const clm_params *p, const char *key, char letter, int large, int fallback);

/* Appends " -Dname=value" to the compile options in buf (cap bytes);
 * without snprintf, which cost more than the rest of a call's lookups on
 * the host (calls are host-bound at small sizes). Where it does not fit,
 * buf is marked CLM_OPTIONS_OVERFLOW (its first byte), and clm_program_get
 * refuses such options: a kernel never compiles without a define it was
 * given, with its source's default instead. */
void clm_define(char *buf, size_t cap, const char *name, int value);
#define CLM_OPTIONS_OVERFLOW '\x01'
/* Marks buf (cap bytes) as options that ran out of room. */
void clm_options_overflow(char *buf, size_t cap);

#endif
