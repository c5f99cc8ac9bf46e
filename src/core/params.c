#include "core/params.h"

#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/log.h"

/* FNV-1a, continued from h over n bytes of s */
static unsigned fnv(unsigned h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}
#define FNV0 2166136261u

/* The slot of key (len bytes, then ".letter" when letter is not 0): the
 * one that holds it, or the empty one where it would go. */
static unsigned char *slot_of(const clm_params *p, const char *key, size_t len, char letter,
                              unsigned *hash)
{
    const char suffix[2] = {'.', letter};
    unsigned h = fnv(FNV0, key, len);
    if (letter)
        h = fnv(h, suffix, 2);
    *hash = h;
    for (unsigned i = h % CLM_PARAMS_SLOTS;; i = (i + 1) % CLM_PARAMS_SLOTS) {
        unsigned char *s = (unsigned char *)&p->slot[i];
        if (*s == 0)
            return s;
        const char *k = p->kv[*s - 1].key;
        if (p->kv[*s - 1].hash == h && memcmp(k, key, len) == 0 &&
            (letter ? k[len] == '.' && k[len + 1] == letter && k[len + 2] == '\0'
                    : k[len] == '\0'))
            return s;
    }
}

static void set(clm_params *p, const char *key, size_t keylen, int value)
{
    if (keylen == 0 || keylen >= sizeof p->kv[0].key)
        return;
    unsigned h;
    unsigned char *s = slot_of(p, key, keylen, 0, &h);
    if (*s) {
        p->kv[*s - 1].value = value;
        return;
    }
    if (p->count == CLM_PARAMS_MAX) {
        clm_log("parameter %.*s dropped: more than %d keys", (int)keylen, key, CLM_PARAMS_MAX);
        return;
    }
    memcpy(p->kv[p->count].key, key, keylen);
    p->kv[p->count].key[keylen] = '\0';
    p->kv[p->count].value = value;
    p->kv[p->count].hash = h;
    p->count++;
    *s = (unsigned char)p->count;
}

/* An item of CLMATH_PARAMS not applied, named every time it is parsed
 * (not only with CLMATH_VERBOSE: a misspelt key would otherwise go unseen);
 * one fprintf, so that threads' lines do not interleave. */
static void ignored(const char *item, size_t len, const char *why)
{
    fprintf(stderr, "clmath: CLMATH_PARAMS: %.*s ignored: %s\n", (int)len, item, why);
}

/* Parse "KEY=int" items separated by spaces, commas or semicolons. With
 * routine non-NULL (the environment's form), only items written
 * "routine.KEY=int" are taken, each checked against the registry; items
 * of no known routine, or not of that form, are named as ignored. */
static void parse(clm_params *p, const char *s, const char *routine)
{
    size_t rlen = routine ? strlen(routine) : 0;
    while (*s) {
        while (*s == ' ' || *s == ',' || *s == ';')
            s++;
        const char *item = s;
        while (*s && *s != ' ' && *s != ',' && *s != ';')
            s++;
        size_t len = (size_t)(s - item);
        if (len == 0)
            continue;
        const char *eq = memchr(item, '=', len);
        const char *key = item;
        if (routine) {
            const char *dot = memchr(item, '.', eq ? (size_t)(eq - item) : len);
            if (!eq || !dot) {
                ignored(item, len, "not routine.KEY=integer");
                continue;
            }
            if ((size_t)(dot - item) != rlen || memcmp(item, routine, rlen) != 0) {
                if (!clm_param_family_known(item, (size_t)(dot - item)))
                    ignored(item, len, "no routine of that name has keys");
                continue;
            }
            key = dot + 1;
        } else if (!eq) {
            continue;
        }
        char *end;
        long v = strtol(eq + 1, &end, 10);
        if (end == eq + 1 || end != s || v < INT_MIN || v > INT_MAX) {
            if (routine)
                ignored(item, len, "not an integer");
            continue;
        }
        char why[160];
        if (routine &&
            clm_param_check(routine, key, (size_t)(eq - key), (int)v, why, sizeof why) != 0) {
            ignored(item, len, why);
            continue;
        }
        set(p, key, (size_t)(eq - key), (int)v);
    }
}

void clm_params_apply_env(clm_params *p, const char *routine, const char *env)
{
    parse(p, env, routine);
    size_t used = strlen(p->source);
    snprintf(p->source + used, sizeof p->source - used, " + CLMATH_PARAMS");
}

static int matches(const clm_param_entry *e, const clm_device *dev)
{
    if (e->type && !(dev->type & e->type))
        return 0;
    if (e->vendor && !strstr(dev->vendor, e->vendor))
        return 0;
    if (e->device && !strstr(dev->name, e->device))
        return 0;
    return 1;
}

/* 0: any device, 1: by type, 2: by vendor, 3: by device name. */
static int specificity(const clm_param_entry *e)
{
    return e->device ? 3 : e->vendor ? 2 : e->type ? 1 : 0;
}

static pthread_once_t strict_once = PTHREAD_ONCE_INIT;
static int strict_on;

static void read_strict(void)
{
    const char *v = getenv("CLMATH_STRICT_PARAMS");
    strict_on = v && *v && strcmp(v, "0") != 0;
}

static void lookup_db(const clm_device *dev, const char *routine, clm_params *out)
{
    memset(out, 0, sizeof *out);
    strcpy(out->source, "defaults");
    pthread_once(&strict_once, read_strict);
    out->strict = strict_on;
    if (strlen(routine) < sizeof out->routine)
        strcpy(out->routine, routine);
    else
        out->strict = 0; /* no registry family has so long a name */
    for (int level = 0; level <= 3; level++) {
        for (int i = 0; i < clm_param_db_count; i++) {
            const clm_param_entry *e = &clm_param_db[i];
            if (strcmp(e->routine, routine) != 0 || specificity(e) != level || !matches(e, dev))
                continue;
            parse(out, e->params, NULL);
            if (level > 0) {
                size_t used = strlen(out->source);
                snprintf(out->source + used, sizeof out->source - used, " + %s",
                         e->device ? e->device : e->vendor ? e->vendor : "device type");
            }
        }
    }
}

/* Database answers per (device, routine), since every call asks. Entries
 * live until teardown clears the device cache, whose records key them. */
#define CACHE_SLOTS 64
static struct {
    const clm_device *dev;
    char routine[24];
    clm_params params;
} cache[CACHE_SLOTS];
static int cached;
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

void clm_params_forget(void)
{
    pthread_mutex_lock(&cache_lock);
    cached = 0;
    pthread_mutex_unlock(&cache_lock);
}

void clm_params_lookup(const clm_device *dev, const char *routine, clm_params *out)
{
    int hit = 0;
    pthread_mutex_lock(&cache_lock);
    for (int i = 0; i < cached && !hit; i++) {
        if (cache[i].dev == dev && strcmp(cache[i].routine, routine) == 0) {
            *out = cache[i].params;
            hit = 1;
        }
    }
    if (!hit) {
        lookup_db(dev, routine, out);
        if (cached < CACHE_SLOTS && strlen(routine) < sizeof cache[0].routine) {
            cache[cached].dev = dev;
            strcpy(cache[cached].routine, routine);
            cache[cached].params = *out;
            cached++;
        }
    }
    pthread_mutex_unlock(&cache_lock);

    const char *env = getenv("CLMATH_PARAMS");
    if (env && *env)
        clm_params_apply_env(out, routine, env);
}

/* CLMATH_STRICT_PARAMS=1: a read of key must be declared for p's routine,
 * in the forms the read takes (need: CLM_PK_*), and pass the declared
 * default as its fallback (where given and fixed). Out of line, so that
 * reads cost one test when the check is off. */
static void strict_read(const clm_params *p, const char *key, unsigned need,
                        const int *fallback)
{
    const clm_param_key *k = clm_param_key_find(p->routine, key, strlen(key));
    char why[96] = "";
    if (!k)
        snprintf(why, sizeof why, "is not declared (core/param_keys.c)");
    else if ((k->flags & need) != need)
        snprintf(why, sizeof why, "is read %s but not declared so",
                 need & CLM_PK_LARGE ? "in its large form" : "per precision");
    else if (fallback && !(k->flags & CLM_PK_VARDEF) && *fallback != k->def)
        snprintf(why, sizeof why, "is read with fallback %d, declared default %d", *fallback,
                 k->def);
    if (!*why)
        return;
    fprintf(stderr, "clmath: CLMATH_STRICT_PARAMS: %s.%s %s\n", p->routine, key, why);
    abort();
}

/* The value key (with letter not 0: key.letter) sets, or NULL. */
static const int *find(const clm_params *p, const char *key, char letter)
{
    unsigned h;
    const unsigned char *s = slot_of(p, key, strlen(key), letter, &h);
    return *s ? &p->kv[*s - 1].value : NULL;
}

/* out = a followed by b, cut to cap bytes (snprintf cost more than the
 * lookups it serves on a call's host path). */
static void join(char *out, size_t cap, const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > cap - 1)
        la = cap - 1;
    if (lb > cap - 1 - la)
        lb = cap - 1 - la;
    memcpy(out, a, la);
    memcpy(out + la, b, lb);
    out[la + lb] = '\0';
}

size_t clm_param_wgs(const clm_params *p, const char *key, int fallback, size_t max_wg)
{
    size_t v = (size_t)clm_param(p, key, fallback);
    return v < 1 ? 1 : v > max_wg ? max_wg : v;
}

size_t clm_param_wgs_pow2(const clm_params *p, const char *key, int fallback, size_t max_wg)
{
    size_t want = (size_t)clm_param(p, key, fallback), wgs = 1;
    while (wgs * 2 <= want && wgs * 2 <= max_wg)
        wgs *= 2;
    return wgs;
}

int clm_param(const clm_params *p, const char *key, int fallback)
{
    if (p->strict)
        strict_read(p, key, 0, &fallback);
    const int *v = find(p, key, 0);
    return v ? *v : fallback;
}

int clm_param_isset(const clm_params *p, const char *key)
{
    if (p->strict)
        strict_read(p, key, 0, NULL);
    return find(p, key, 0) != NULL;
}

/* clm_param_prec without the strict check (clm_param_large's L forms) */
static int prec(const clm_params *p, const char *key, char letter, const char *shared,
                int fallback)
{
    const int *v = find(p, key, letter);
    if (!v)
        v = find(p, key, 0);
    if (!v && shared)
        v = find(p, shared, 0);
    return v ? *v : fallback;
}

int clm_param_prec(const clm_params *p, const char *key, char letter, const char *shared,
                   int fallback)
{
    if (p->strict) {
        strict_read(p, key, CLM_PK_PREC, &fallback);
        if (shared)
            strict_read(p, shared, 0, NULL);
    }
    return prec(p, key, letter, shared, fallback);
}

int clm_param_large(const clm_params *p, const char *key, char letter, int large, int fallback)
{
    if (p->strict)
        strict_read(p, key, CLM_PK_PREC | CLM_PK_LARGE, &fallback);
    int v = prec(p, key, letter, NULL, fallback);
    if (large) {
        char lkey[40];
        join(lkey, sizeof lkey, "L", key);
        v = prec(p, lkey, letter, NULL, v);
    }
    return v;
}

void clm_options_overflow(char *buf, size_t cap)
{
    if (cap >= 2 && buf[0] == '\0')
        buf[1] = '\0';
    if (cap >= 2)
        buf[0] = CLM_OPTIONS_OVERFLOW;
}

void clm_define(char *buf, size_t cap, const char *name, int value)
{
    char digits[12];
    int nd = 0;
    unsigned v = value < 0 ? 0u - (unsigned)value : (unsigned)value;
    do
        digits[nd++] = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    size_t used = strlen(buf), len = strlen(name);
    /* " -D", the name, '=', the sign, the digits and the terminator */
    if (used + 3 + len + 1 + (size_t)(value < 0) + (size_t)nd + 1 > cap) {
        clm_options_overflow(buf, cap);
        return;
    }
    char *o = buf + used;
    memcpy(o, " -D", 3);
    o += 3;
    memcpy(o, name, len);
    o += len;
    *o++ = '=';
    if (value < 0)
        *o++ = '-';
    while (nd > 0)
        *o++ = digits[--nd];
    *o = '\0';
}
