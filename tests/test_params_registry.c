/*
 * test_params_registry.c - the parameter database against its registry
 * (core/param_keys.c), no device:
 *   1. the registry itself: one declaration per routine and key, defaults
 *      among the allowed values, a line of documentation each;
 *   2. every entry of clm_param_db: each key declared for its routine (in
 *      the forms it is written: KEY.S, LKEY), each value allowed, a reason;
 *   3. CLMATH_PARAMS: misspelt keys, values out of range, forms a key does
 *      not take and unknown routines are named on stderr and ignored, every
 *      time it is parsed; the rest applies (through clm_params_lookup, on a
 *      device record made up here);
 *   4. CLMATH_STRICT_PARAMS=1: reads of undeclared keys, of forms not
 *      declared or with a fallback other than the default abort, naming
 *      the key (in a child process); declared reads pass.
 */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/params.h"
#include "testutil.h"

/* ---- stderr captured into a string ---- */

static char captured[4096];
static int saved_fd = -1;
static char capture_path[] = "/tmp/clm_params_stderr_XXXXXX";

static void capture_begin(void)
{
    fflush(stderr);
    int fd = mkstemp(capture_path);
    saved_fd = dup(2);
    dup2(fd, 2);
    close(fd);
}

static const char *capture_end(void)
{
    fflush(stderr);
    dup2(saved_fd, 2);
    close(saved_fd);
    FILE *f = fopen(capture_path, "r");
    size_t n = f ? fread(captured, 1, sizeof captured - 1, f) : 0;
    captured[n] = '\0';
    if (f)
        fclose(f);
    unlink(capture_path);
    strcpy(capture_path + strlen(capture_path) - 6, "XXXXXX");
    return captured;
}

/* ---- 1. the registry ---- */

static void check_registry(void)
{
    for (int i = 0; i < clm_param_keys_count; i++) {
        const clm_param_key *k = &clm_param_keys[i];
        tu_check(k->doc && *k->doc && !strchr(k->doc, '\n'), "%s: one line of documentation",
                 k->name);
        tu_check(!(k->flags & CLM_PK_LARGE) || (k->flags & CLM_PK_PREC),
                 "%s: large forms are per precision as well", k->name);
        /* each family of the declaration: the first one found is this one */
        for (const char *f = k->families; *f;) {
            while (*f == ' ')
                f++;
            size_t n = strcspn(f, " ");
            char fam[32];
            snprintf(fam, sizeof fam, "%.*s", (int)n, f);
            f += n;
            const clm_param_key *first = clm_param_key_find(fam, k->name, strlen(k->name));
            tu_check(first == k, "%s.%s declared more than once", fam, k->name);
            char why[160];
            tu_check(clm_param_check(fam, k->name, strlen(k->name), k->def, why, sizeof why) == 0,
                     "%s.%s: the default %d is not allowed (%s)", fam, k->name, k->def, why);
        }
    }
}

/* ---- 2. the database ---- */

static void check_entry(const clm_param_entry *e, int index)
{
    tu_check(clm_param_family_known(e->routine, strlen(e->routine)),
             "entry %d: routine %s has no declared keys", index, e->routine);
    tu_check(e->reason && *e->reason && !strchr(e->reason, '\n'),
             "entry %d (%s): a one-line reason", index, e->routine);
    for (const char *s = e->params; *s;) {
        while (*s == ' ')
            s++;
        size_t n = strcspn(s, " ");
        if (n == 0)
            break;
        const char *eq = memchr(s, '=', n);
        char *end = NULL;
        long v = eq ? strtol(eq + 1, &end, 10) : 0;
        char why[160] = "not KEY=integer";
        int ok = eq && end == s + n &&
                 clm_param_check(e->routine, s, (size_t)(eq - s), (int)v, why, sizeof why) == 0;
        tu_check(ok, "entry %d (%s %s): %.*s: %s", index, e->routine,
                 e->device ? e->device : e->vendor ? e->vendor : e->type ? "by type" : "any",
                 (int)n, s, why);
        s += n;
    }
}

/* ---- 3. CLMATH_PARAMS ---- */

static void check_env(void)
{
    const char *env = "gemv.VW=2,gemv.VWX=2,gemv.CPT=99,gemv.CPT.S=2,gemv.TXT.S=8,"
                      "gemb.P=1,trsv.NB=7,gemv.WGS=abc,trsv.LNB.D=32,trsv.LCPT=2";
    clm_params p;
    memset(&p, 0, sizeof p);
    capture_begin();
    clm_params_apply_env(&p, "gemv", env);
    const char *err = capture_end();
    tu_check(clm_param(&p, "VW", 4) == 2, "gemv.VW=2 applies");
    tu_check(clm_param_prec(&p, "TXT", 'S', NULL, 64) == 8, "gemv.TXT.S=8 applies");
    tu_check(!clm_param_isset(&p, "VWX") && !clm_param_isset(&p, "CPT") &&
                 !clm_param_isset(&p, "CPT.S") && !clm_param_isset(&p, "WGS") &&
                 !clm_param_isset(&p, "NB"),
             "ignored items are not applied (%d keys set)", p.count);
    const char *named[] = {"gemv.VWX=2", "gemv.CPT=99", "gemv.CPT.S=2", "gemb.P=1",
                           "gemv.WGS=abc"};
    for (size_t i = 0; i < sizeof named / sizeof *named; i++)
        tu_check(strstr(err, named[i]) != NULL, "%s named on stderr: got \"%s\"", named[i], err);
    tu_check(strstr(err, "gemv.VW=2 ") == NULL && strstr(err, "trsv.") == NULL,
             "valid items and other routines' are not named: got \"%s\"", err);

    /* trsv's large forms, and a large form of a key without one */
    memset(&p, 0, sizeof p);
    capture_begin();
    clm_params_apply_env(&p, "trsv", env);
    err = capture_end();
    tu_check(clm_param_large(&p, "NB", 'D', 1, 64) == 32 && clm_param(&p, "NB", 64) == 7,
             "trsv.NB=7 and trsv.LNB.D=32 apply");
    tu_check(strstr(err, "trsv.LCPT=2") != NULL && strstr(err, "trsv.LNB") == NULL,
             "trsv.LCPT named, trsv.LNB.D not: got \"%s\"", err);

    /* through clm_params_lookup, every time it parses */
    clm_device dev;
    memset(&dev, 0, sizeof dev);
    dev.type = CL_DEVICE_TYPE_CPU;
    strcpy(dev.name, "made-up CPU");
    strcpy(dev.vendor, "nobody");
    setenv("CLMATH_PARAMS", "gemv.P=3,gemv.PP=3", 1);
    for (int round = 0; round < 2; round++) {
        capture_begin();
        clm_params_lookup(&dev, "gemv", &p);
        err = capture_end();
        tu_check(clm_param(&p, "P", 0) == 3 && strstr(err, "gemv.PP=3") != NULL,
                 "lookup %d: gemv.P applies, gemv.PP named: got \"%s\"", round, err);
        tu_check(clm_param(&p, "TXT", 64) == 1, "lookup %d: the CPU entry applies", round);
    }
    unsetenv("CLMATH_PARAMS");
}

/* ---- 4. CLMATH_STRICT_PARAMS ---- */

enum { READ_UNDECLARED, READ_FALLBACK, READ_PREC, READ_LARGE, READ_SHARED };

/* Runs one bad read in a child: it must abort, naming want on stderr. */
static void expect_abort(const clm_params *p, int what, const char *want)
{
    capture_begin();
    pid_t pid = fork();
    if (pid == 0) {
        switch (what) {
        case READ_UNDECLARED: clm_param(p, "VWX", 4); break;
        case READ_FALLBACK: clm_param(p, "WGS", 128); break;
        case READ_PREC: clm_param_prec(p, "CPT", 'S', NULL, 4); break;
        case READ_LARGE: clm_param_large(p, "TXT", 'S', 1, 64); break;
        case READ_SHARED: clm_param_prec(p, "VWT", 'S', "VWW", 4); break;
        }
        _exit(0);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    const char *err = capture_end();
    tu_check(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT,
             "strict read %d aborts (status %d)", what, status);
    tu_check(strstr(err, want) != NULL, "strict read %d names %s: got \"%s\"", what, want, err);
}

static void check_strict(void)
{
    clm_device dev;
    memset(&dev, 0, sizeof dev);
    dev.type = CL_DEVICE_TYPE_GPU;
    strcpy(dev.name, "made-up GPU");
    strcpy(dev.vendor, "nobody");
    clm_params p, s;
    clm_params_lookup(&dev, "gemv", &p);
    tu_check(p.strict && strcmp(p.routine, "gemv") == 0, "lookup remembers gemv, strict");
    /* declared reads pass */
    tu_check(clm_param(&p, "WGS", 256) == 256 && clm_param_prec(&p, "VWT", 'S', "VW", 4) == 4 &&
                 clm_param(&p, "WGSN", 64) == 64,
             "declared reads (WGSN: a default that varies)");
    clm_params_lookup(&dev, "spmv", &s);
    tu_check(clm_param_large(&s, "BLOCK", 'S', 1, 1024) == 1024, "a declared large read");
    expect_abort(&p, READ_UNDECLARED, "gemv.VWX");
    expect_abort(&p, READ_FALLBACK, "gemv.WGS");
    expect_abort(&p, READ_PREC, "gemv.CPT");
    expect_abort(&p, READ_LARGE, "gemv.TXT");
    expect_abort(&p, READ_SHARED, "gemv.VWW");
    p.strict = 0;
    tu_check(clm_param(&p, "VWX", 5) == 5, "without the strict check, an undeclared read falls back");
}

int main(void)
{
    /* before the first lookup: the strict switch is read once */
    setenv("CLMATH_STRICT_PARAMS", "1", 1);
    unsetenv("CLMATH_PARAMS");
    check_registry();
    for (int i = 0; i < clm_param_db_count; i++)
        check_entry(&clm_param_db[i], i);
    check_env();
    check_strict();

    /* keys declared per routine, for the record */
    const char *fams[] = {"gemv", "trmv", "trsv", "blas1", "spmv", "csrmm", "spgemm",
                          "convert", "gemm", "gemm_small", "gemm_mid", "gemm_tf32"};
    printf("keys declared:");
    for (size_t f = 0; f < sizeof fams / sizeof *fams; f++) {
        int n = 0;
        for (int i = 0; i < clm_param_keys_count; i++)
            n += clm_param_key_find(fams[f], clm_param_keys[i].name,
                                    strlen(clm_param_keys[i].name)) == &clm_param_keys[i];
        printf(" %s %d", fams[f], n);
    }
    printf(" (%d declarations)\n", clm_param_keys_count);
    return tu_summary("test_params_registry");
}
