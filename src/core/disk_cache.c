#include "core/disk_cache.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/hash.h"
#include "core/log.h"

static const char magic[8] = {'C', 'L', 'M', 'B', 'I', 'N', '0', '1'};

/* An entry: magic, key length, key, binary size, checksum, binary. */
#define FIXED_BYTES (sizeof magic + 3 * sizeof(uint64_t))

#define STR_(x) #x
#define STR(x) STR_(x)
#define BOUND_TEXT "the " STR(CLM_DISK_CACHE_MAX_MIB) " MiB bound"

/* A path of n bytes (snprintf's count) fits cap; said when it does not,
 * since the cache is then off. */
static int path_fits(int n, size_t cap, const char *what)
{
    if (n > 0 && (size_t)n < cap)
        return 1;
    clm_log("disk cache off: the %s path (%d bytes) is too long (limit %zu)", what, n, cap - 1);
    return 0;
}

/* Resolve the cache folder into dir; 0 when the cache is off or unusable. */
static int cache_dir(char *dir, size_t cap)
{
    const char *env = getenv("CLMATH_CACHE_DIR");
    int n;
    if (env && *env) {
        if (strcmp(env, "off") == 0)
            return 0;
        n = snprintf(dir, cap, "%s", env);
    } else if ((env = getenv("XDG_CACHE_HOME")) && *env) {
        n = snprintf(dir, cap, "%s/clmath", env);
    } else if ((env = getenv("HOME")) && *env) {
        n = snprintf(dir, cap, "%s/.cache/clmath", env);
    } else {
        return 0;
    }
    return path_fits(n, cap, "cache folder");
}

/* mkdir -p; the folders it creates are the user's alone (0700), those that
 * exist are left as they are. */
static int make_dirs(const char *path)
{
    char tmp[4096];
    size_t len = strlen(path);
    if (len >= sizeof tmp)
        return -1;
    memcpy(tmp, path, len + 1);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = '\0';
            if (mkdir(tmp, 0700) != 0 && errno != EEXIST)
                return -1;
            *p = '/';
        }
    }
    if (mkdir(tmp, 0700) != 0 && errno != EEXIST)
        return -1;
    return 0;
}

/* The entry's path, and its name within dir (a pointer into path). */
static int entry_path(const char *key, char *path, size_t cap, char *dir, size_t dircap,
                      const char **name)
{
    if (!cache_dir(dir, dircap))
        return 0;
    uint64_t h = clm_hash_str(CLM_HASH_INIT, key);
    int n = snprintf(path, cap, "%s/%016llx.clbin", dir, (unsigned long long)h);
    if (!path_fits(n, cap, "cache entry"))
        return 0;
    *name = path + strlen(dir) + 1;
    return 1;
}

/* The cache folder, opened for the *at() calls that follow (so that what is
 * checked is what is used), or -1. An entry is a program binary (on PoCL,
 * native code run in this process): a folder that another user owns or
 * that group or others may write to could hold a planted one, so it is not
 * used at all, and the log says why. A missing folder is not worth a line. */
static int open_dir(const char *dir)
{
    int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd < 0) {
        if (errno != ENOENT)
            clm_log("disk cache off: cannot open %s: %s", dir, strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(dfd, &st) != 0) {
        clm_log("disk cache off: cannot stat %s: %s", dir, strerror(errno));
    } else if (st.st_uid != geteuid()) {
        clm_log("disk cache off: %s is owned by uid %lu, not by this user (uid %lu)", dir,
                (unsigned long)st.st_uid, (unsigned long)geteuid());
    } else if (st.st_mode & (S_IWGRP | S_IWOTH)) {
        clm_log("disk cache off: %s is writable by group or others (mode %03o); "
                "chmod go-w it to use it",
                dir, (unsigned)(st.st_mode & 07777));
    } else {
        return dfd;
    }
    close(dfd);
    return -1;
}

static uint64_t checksum(const char *key, const unsigned char *bin, size_t size)
{
    return clm_hash(clm_hash_str(CLM_HASH_INIT, key), bin, size);
}

/* The entry name's file in dfd, opened for reading if it is one this user
 * wrote: never through a link (which could lead anywhere), never a FIFO or
 * device (O_NONBLOCK: opening one must not stall the call), never larger
 * than the bound allows. -1 (and why, logged) otherwise. */
static int open_entry(int dfd, const char *name, const char *path, size_t keylen,
                      struct stat *st)
{
    int fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    const char *why = NULL;
    if (fd < 0) {
        if (errno == ENOENT)
            return -1;
        why = errno == ELOOP ? "a symbolic link" : strerror(errno);
    } else if (fstat(fd, st) != 0 || !S_ISREG(st->st_mode)) {
        why = "not a regular file";
    } else if (st->st_uid != geteuid()) {
        why = "owned by another user";
    } else if ((uint64_t)st->st_size > FIXED_BYTES + keylen + CLM_DISK_CACHE_MAX_BYTES) {
        why = "file over " BOUND_TEXT;
    } else {
        return fd;
    }
    clm_log("disk cache entry %s ignored (%s); rebuilding", path, why);
    if (fd >= 0)
        close(fd);
    return -1;
}

unsigned char *clm_disk_cache_load(const char *key, size_t *size)
{
    char dir[4096], path[4200];
    const char *name;
    if (!entry_path(key, path, sizeof path, dir, sizeof dir, &name))
        return NULL;
    int dfd = open_dir(dir);
    if (dfd < 0)
        return NULL;
    struct stat st;
    int fd = open_entry(dfd, name, path, strlen(key), &st);
    close(dfd);
    if (fd < 0)
        return NULL;
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        close(fd);
        return NULL;
    }

    unsigned char *bin = NULL;
    char *stored_key = NULL;
    char head[8];
    uint64_t keylen, binsize, sum;
    const char *why = "truncated";
    if (fread(head, 1, 8, f) != 8 || fread(&keylen, sizeof keylen, 1, f) != 1)
        goto bad;
    why = "bad header";
    if (memcmp(head, magic, 8) != 0 || keylen != strlen(key))
        goto bad;
    stored_key = malloc(keylen + 1);
    why = "truncated";
    if (!stored_key || fread(stored_key, 1, keylen, f) != keylen)
        goto bad;
    stored_key[keylen] = '\0';
    why = "key mismatch";
    if (strcmp(stored_key, key) != 0)
        goto bad;
    why = "truncated";
    if (fread(&binsize, sizeof binsize, 1, f) != 1 || fread(&sum, sizeof sum, 1, f) != 1)
        goto bad;
    /* The size claimed must be within the bound and be what the file holds
     * past its header, known before anything is allocated for it. */
    why = "size claimed over " BOUND_TEXT;
    if (binsize > CLM_DISK_CACHE_MAX_BYTES)
        goto bad;
    why = "size does not match the file";
    if (binsize == 0 || (uint64_t)st.st_size != FIXED_BYTES + keylen + binsize)
        goto bad;
    bin = malloc(binsize);
    why = "truncated";
    if (!bin || fread(bin, 1, binsize, f) != binsize)
        goto bad;
    why = "checksum mismatch";
    if (checksum(key, bin, binsize) != sum || fgetc(f) != EOF)
        goto bad;
    fclose(f);
    free(stored_key);
    *size = binsize;
    clm_log("disk cache hit: %s", path);
    return bin;

bad:
    clm_log("disk cache entry %s ignored (%s); rebuilding", path, why);
    fclose(f);
    free(stored_key);
    free(bin);
    return NULL;
}

/* A new temporary file for the entry name in dfd, its name in tmp. O_EXCL
 * with O_NOFOLLOW: created only where nothing, not even a link, is at the
 * name, so nothing planted there is written through; the name is random,
 * so it cannot be planted in advance either; 0600 while it is written. */
static int create_temp(int dfd, const char *name, char *tmp, size_t cap)
{
    for (int attempt = 0; attempt < 8; attempt++) {
        uint64_t r;
        if (getentropy(&r, sizeof r) != 0) {
            /* No entropy source: still unique enough, and O_EXCL keeps it safe. */
            struct timespec ts;
            clock_gettime(CLOCK_REALTIME, &ts);
            long mix[4] = {(long)ts.tv_sec, ts.tv_nsec, (long)getpid(), attempt};
            r = clm_hash(CLM_HASH_INIT, mix, sizeof mix);
        }
        snprintf(tmp, cap, "%s.tmp.%016llx", name, (unsigned long long)r);
        int fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

void clm_disk_cache_store(const char *key, const unsigned char *binary, size_t size)
{
    char dir[4096], path[4200], tmp[128];
    const char *name;
    if (!entry_path(key, path, sizeof path, dir, sizeof dir, &name))
        return;
    if ((uint64_t)size > CLM_DISK_CACHE_MAX_BYTES) {
        clm_log("disk cache: %s not stored: %zu bytes is over " BOUND_TEXT, path, size);
        return;
    }
    if (make_dirs(dir) != 0) {
        clm_log("disk cache: cannot create %s: %s", dir, strerror(errno));
        return;
    }
    int dfd = open_dir(dir);
    if (dfd < 0)
        return;
    int fd = create_temp(dfd, name, tmp, sizeof tmp);
    if (fd < 0) {
        clm_log("disk cache: cannot create a temporary file in %s: %s", dir, strerror(errno));
        close(dfd);
        return;
    }
    FILE *f = fdopen(fd, "wb");
    uint64_t keylen = strlen(key), binsize = size, sum = checksum(key, binary, size);
    int ok = f && fwrite(magic, 1, 8, f) == 8 && fwrite(&keylen, sizeof keylen, 1, f) == 1 &&
             fwrite(key, 1, keylen, f) == keylen &&
             fwrite(&binsize, sizeof binsize, 1, f) == 1 && fwrite(&sum, sizeof sum, 1, f) == 1 &&
             fwrite(binary, 1, size, f) == size;
    ok = (f ? fclose(f) == 0 : close(fd) == 0) && ok;
    /* Renamed into place, so readers never see half a file; a link or FIFO
     * at the entry's name is replaced, not followed. */
    if (!ok || renameat(dfd, tmp, dfd, name) != 0) {
        clm_log("disk cache: writing %s failed", path);
        unlinkat(dfd, tmp, 0);
        close(dfd);
        return;
    }
    close(dfd);
    clm_log("disk cache: stored %s (%zu bytes)", path, size);
}
