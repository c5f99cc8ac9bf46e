#include "core/disk_cache.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/hash.h"
#include "core/log.h"

static const char magic[8] = {'C', 'L', 'M', 'B', 'I', 'N', '0', '1'};

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

/* mkdir -p */
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
            if (mkdir(tmp, 0755) != 0 && errno != EEXIST)
                return -1;
            *p = '/';
        }
    }
    if (mkdir(tmp, 0755) != 0 && errno != EEXIST)
        return -1;
    return 0;
}

static int entry_path(const char *key, char *path, size_t cap, char *dir, size_t dircap)
{
    if (!cache_dir(dir, dircap))
        return 0;
    uint64_t h = clm_hash_str(CLM_HASH_INIT, key);
    int n = snprintf(path, cap, "%s/%016llx.clbin", dir, (unsigned long long)h);
    return path_fits(n, cap, "cache entry");
}

static uint64_t checksum(const char *key, const unsigned char *bin, size_t size)
{
    return clm_hash(clm_hash_str(CLM_HASH_INIT, key), bin, size);
}

unsigned char *clm_disk_cache_load(const char *key, size_t *size)
{
    char dir[4096], path[4200];
    if (!entry_path(key, path, sizeof path, dir, sizeof dir))
        return NULL;
    /* A regular file only, opened without blocking: a FIFO (or a device) in
     * the entry's place must not stall the call. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        clm_log("disk cache entry %s ignored (not a regular file); rebuilding", path);
        close(fd);
        return NULL;
    }
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
    /* The size claimed must be what the file holds past its header, known
     * before anything is allocated for it. */
    why = "size does not match the file";
    if (binsize == 0 ||
        binsize != (uint64_t)st.st_size - (sizeof head + 3 * sizeof(uint64_t) + keylen))
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

void clm_disk_cache_store(const char *key, const unsigned char *binary, size_t size)
{
    static unsigned counter;
    static pthread_mutex_t counter_lock = PTHREAD_MUTEX_INITIALIZER;
    char dir[4096], path[4200], tmp[4300];
    if (!entry_path(key, path, sizeof path, dir, sizeof dir))
        return;
    if (make_dirs(dir) != 0) {
        clm_log("disk cache: cannot create %s: %s", dir, strerror(errno));
        return;
    }
    pthread_mutex_lock(&counter_lock);
    unsigned serial = counter++;
    pthread_mutex_unlock(&counter_lock);
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld.%u", path, (long)getpid(), serial);

    FILE *f = fopen(tmp, "wb");
    if (!f) {
        clm_log("disk cache: cannot write %s: %s", tmp, strerror(errno));
        return;
    }
    uint64_t keylen = strlen(key), binsize = size, sum = checksum(key, binary, size);
    int ok = fwrite(magic, 1, 8, f) == 8 && fwrite(&keylen, sizeof keylen, 1, f) == 1 &&
             fwrite(key, 1, keylen, f) == keylen && fwrite(&binsize, sizeof binsize, 1, f) == 1 &&
             fwrite(&sum, sizeof sum, 1, f) == 1 && fwrite(binary, 1, size, f) == size;
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, path) != 0) {
        clm_log("disk cache: writing %s failed", path);
        remove(tmp);
        return;
    }
    clm_log("disk cache: stored %s (%zu bytes)", path, size);
}
