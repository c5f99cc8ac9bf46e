/*
 * The parameter database: kernel parameters per routine and device.
 *
 * Every routine asks for its parameters by name with a fallback. The answer
 * comes from, in rising priority: the entry for any device, entries matching
 * the device type, the vendor, the device name (params_db.c), and finally the
 * CLMATH_PARAMS environment variable ("gemv.P=1,gemv.VW=2"), which exists for
 * tuning and for tests that force a strategy.
 *
 * Every key is declared once in the registry (param_keys.c): its routine
 * families, default, allowed values and forms. test_params_registry checks
 * the database against it; CLMATH_PARAMS items it does not allow are named
 * on stderr and ignored; with CLMATH_STRICT_PARAMS=1 (the test suite) a read
 * of an undeclared key, or with a fallback other than the declared default,
 * aborts.
 */
#ifndef CLM_PARAMS_H
#define CLM_PARAMS_H

#include "core/device.h"

#define CLM_PARAMS_MAX 64 /* keys per routine: base + entries + CLMATH_PARAMS */

#define CLM_PARAMS_SLOTS 128 /* hash slots, a power of two above CLM_PARAMS_MAX */
typedef struct clm_params {
    int count;
    struct {
        char key[24];
        int value;
        unsigned hash;
    } kv[CLM_PARAMS_MAX];
    /* kv's index + 1 by the key's hash, 0 empty (open addressing): a call
     * reads dozens of keys, and comparing each with every key set cost
     * GEMM several microseconds a call */
    unsigned char slot[CLM_PARAMS_SLOTS];
    char source[160]; /* which database entries applied, for the log */
    char routine[16]; /* the family looked up, for the strict check */
    int strict;       /* CLMATH_STRICT_PARAMS=1: every read checked */
} clm_params;

typedef struct clm_param_entry {
    const char *routine;
    cl_device_type type; /* 0: any */
    const char *vendor;  /* substring of CL_DEVICE_VENDOR, NULL: any */
    const char *device;  /* substring of CL_DEVICE_NAME, NULL: any */
    const char *params;  /* "KEY=value KEY=value ..." (integers) */
    const char *reason;  /* why these values on this device, one line */
} clm_param_entry;

extern const clm_param_entry clm_param_db[];
extern const int clm_param_db_count;

/* ---- the registry (param_keys.c) ---- */

enum {
    CLM_PK_PREC = 1,  /* may be given per precision: "KEY.S" */
    CLM_PK_LARGE = 2, /* has the large form "LKEY" (and "LKEY.S" with PREC) */
    CLM_PK_VARDEF = 4 /* the code's fallback depends on other values (doc
                       * says how); def is the usual one, reads unchecked */
};

typedef struct clm_param_key {
    const char *families; /* routines that read it, space-separated */
    const char *name;
    int def;              /* the fallback the code passes */
    unsigned flags;       /* CLM_PK_* */
    int lo, hi;           /* allowed values, where list is NULL */
    const char *list;     /* allowed values, space-separated, or NULL */
    const char *doc;      /* one line */
} clm_param_key;

extern const clm_param_key clm_param_keys[];
extern const int clm_param_keys_count;

/* The declaration of key (len bytes, the plain form) for routine, or NULL. */
const clm_param_key *clm_param_key_find(const char *routine, const char *key, size_t len);

/* True when some key is declared for routine (len bytes). */
int clm_param_family_known(const char *routine, size_t len);

/* 0 when routine declares key (len bytes) as written in an entry: "KEY",
 * "KEY.S" (per precision), "LKEY", "LKEY.S" (large forms), and allows
 * value; else -1, with the reason in why (cap bytes). */
int clm_param_check(const char *routine, const char *key, size_t len, int value, char *why,
                    size_t cap);

/* Resolve the parameters of routine on dev. */
void clm_params_lookup(const clm_device *dev, const char *routine, clm_params *out);

/* Applies CLMATH_PARAMS's items for routine (env, "routine.KEY=int,...")
 * to p; items the registry does not allow are named on stderr and ignored
 * (clm_params_lookup's last step, apart for tests). */
void clm_params_apply_env(clm_params *p, const char *routine, const char *env);

/* Drop the cached answers (clblasTeardown). */
void clm_params_forget(void);

/* The value of key, or fallback when no entry sets it. */
int clm_param(const clm_params *p, const char *key, int fallback);

/* A work-group size key: its value (as a size_t) within [1, max_wg]; or
 * the largest power of two not above it nor max_wg. */
size_t clm_param_wgs(const clm_params *p, const char *key, int fallback, size_t max_wg);
size_t clm_param_wgs_pow2(const clm_params *p, const char *key, int fallback, size_t max_wg);

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
