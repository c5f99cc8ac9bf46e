/*
 * test_cache.c - the on-disk kernel cache, across processes.
 *
 * The test re-runs its own binary as child processes ("test_cache child"),
 * each of which does one SGEMV checked against CBLAS with CLMATH_VERBOSE=1;
 * the parent captures each child's stderr and reads the log lines:
 *
 *   1. empty folder: compiles, stores one <16 hex>.clbin, result right;
 *   2. a second process: disk cache hit, no compile, result right;
 *   3. the file truncated to half, bytes flipped in its middle, emptied,
 *      its header overwritten, bytes appended: each time the entry is
 *      ignored, rebuilt and stored again, the result is right, and the next
 *      process hits the rewritten file;
 *   4. CLMATH_CACHE_DIR=off: compiles, writes nothing anywhere;
 *   5. two processes at once on an empty folder: both right, one valid file,
 *      no temporary files left;
 *   6. the strategy knob: one process switching CLMATH_PARAMS=gemv.P=n
 *      between calls gets the split it asks for each time (log lines);
 *   7. an entry claiming a 4 GiB binary, in a short file and in a sparse
 *      file grown to match: ignored for the 64 MiB bound before any
 *      allocation (the child's VmPeak stays near that of another rebuild)
 *      and at once (seconds, not the half minute reading 4 GiB takes);
 *   8. a FIFO in the entry's place: the process completes (no blocking
 *      open), ignores it and stores a real entry;
 *   9. a cache folder path too long to use: the cache is off, and the log
 *      says so;
 *  10. a symbolic link at the temporary name the store once used
 *      (<entry>.tmp.<pid>.0) is not written through: its target is
 *      unchanged; a link at the entry's name, to a valid entry, is not
 *      loaded (logged, rebuilt) and is replaced, its target unchanged;
 *  11. the folders clmath creates are 0700 and its entries 0600; a folder
 *      writable by group or others (sticky or not), or (as root) owned by
 *      another user, is not used (logged), and an entry owned by another
 *      user is ignored.
 * Every child is given CHILD_SECONDS: one that hangs is killed and fails.
 */
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gemvcase.h"

extern char **environ;

/* ---- the child: one checked SGEMV ---- */

static void child_case(const tu_device *dev, int strategy)
{
    gc_case c;
    memset(&c, 0, sizeof c);
    c.prec = TU_S;
    c.order = clblasColumnMajor;
    c.trans = clblasNoTrans;
    c.M = 257;
    c.N = 255;
    c.lda = 260;
    c.offA = 4;
    c.incx = c.incy = 1;
    c.alpha = tu_scalar_make(-1.375, 0);
    c.beta = tu_scalar_make(0.8125, 0);
    c.strategy = strategy;
    c.want_event = 1;
    c.seed = 42;
    gc_run(dev->env.context, dev->env.queue, &c);
}

/* "knob": the same call under P=1, P=3 and auto, switching CLMATH_PARAMS
 * between calls of one process (it must be read at every call).
 * "plant ENTRY TARGET": first a link to TARGET where the store once put its
 * first temporary file, a name known from the pid alone (what an attacker
 * with write access to the folder could do). */
static int child_main(int argc, char **argv)
{
    int knob = argc > 2 && strcmp(argv[2], "knob") == 0;
    if (argc > 4 && strcmp(argv[2], "plant") == 0) {
        char link[1300];
        snprintf(link, sizeof link, "%s.tmp.%ld.0", argv[3], (long)getpid());
        if (symlink(argv[4], link) != 0)
            return 3;
    }
    tu_device dev;
    if (tu_open(&dev) != 0)
        return 2;
    tu_check(clblasSetup() == clblasSuccess, "clblasSetup failed");
    if (knob) {
        for (int i = 1; i <= 3; i++) {
            tu_set_strategy(tu_strategies[i % 3]);
            child_case(&dev, tu_strategies[i % 3]);
            fprintf(stderr, "child: done with %s\n", tu_strategy_name(tu_strategies[i % 3]));
        }
    } else {
        child_case(&dev, 0);
    }
    clblasTeardown();
    tu_close(&dev);
    /* For the parent: the peak of virtual memory, which counts even an
     * allocation never touched. */
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmPeak:", 7) == 0)
            fprintf(stderr, "child: VmPeak %ld kB\n", strtol(line + 7, NULL, 10));
    if (f)
        fclose(f);
    return tu_summary("child");
}

/* ---- the parent ---- */

static char self[1024], root[] = "/tmp/clmath-cache-XXXXXX";
static char cache[1100], logfile[1100];

static char *child_args[3]; /* passed after "child" */
static pid_t last_pid;       /* the child spawned last */

static pid_t spawn_child(const char *log)
{
    char *argv[] = {self, "child", child_args[0], child_args[1], child_args[2], NULL};
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&fa, 2, 1);
    pid_t pid;
    int rc = posix_spawn(&pid, self, &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    return last_pid = rc == 0 ? pid : -1;
}

#define CHILD_SECONDS 60

/* The exit code; -2 for a child still running after CHILD_SECONDS (killed). */
static int wait_child(pid_t pid)
{
    int status;
    if (pid < 0)
        return -1;
    const struct timespec tick = {0, 20 * 1000 * 1000};
    for (long waited_ms = 0;; waited_ms += 20) {
        pid_t got = waitpid(pid, &status, WNOHANG);
        if (got == pid)
            return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        if (got < 0)
            return -1;
        if (waited_ms >= CHILD_SECONDS * 1000L) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return -2;
        }
        nanosleep(&tick, NULL);
    }
}

/* The whole log of the last child (static buffer). */
static const char *read_log(const char *path)
{
    static char text[1 << 16];
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    text[n] = '\0';
    if (f)
        fclose(f);
    return text;
}

/* Run one child; its log stays in `logfile`. Returns the exit code. */
static int run_child(const char *step)
{
    int rc = wait_child(spawn_child(logfile));
    if (!tu_check(rc == 0, "%s: child exited with %d", step, rc))
        tu_detail("---- child log ----\n%s-------------------", read_log(logfile));
    return rc;
}

static int log_has(const char *step, const char *what, int want)
{
    const char *log = read_log(logfile);
    int has = strstr(log, what) != NULL;
    if (!tu_check(has == want, "%s: log %s \"%s\"", step, want ? "lacks" : "has", what))
        tu_detail("---- child log ----\n%s-------------------", log);
    return has == want;
}

/* Count <16 hex>.clbin entries (name of the last in `name`) and other files. */
static int list_dir(const char *dir, char *name, size_t cap, int *others)
{
    int entries = 0;
    *others = 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        size_t len = strlen(e->d_name), hex = strspn(e->d_name, "0123456789abcdef");
        if (len == 22 && hex == 16 && strcmp(e->d_name + 16, ".clbin") == 0) {
            entries++;
            snprintf(name, cap, "%s/%s", dir, e->d_name);
        } else {
            (*others)++;
        }
    }
    closedir(d);
    return entries;
}

static long file_size(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? (long)st.st_size : -1;
}

/* The cache folder holds exactly one entry and nothing else; its path. */
static int one_entry(const char *step, char *path, size_t cap)
{
    int others;
    int n = list_dir(cache, path, cap, &others);
    return tu_check(n == 1 && others == 0, "%s: %d cache entries and %d other files in %s", step,
                    n, others, cache);
}

static void expect_hit(const char *step, const char *entry)
{
    char line[1300];
    run_child(step);
    snprintf(line, sizeof line, "clmath: disk cache hit: %s", entry);
    log_has(step, line, 1);
    log_has(step, "clmath: compiling l2_flags+l2_storage+gemv.cl", 0);
}

/* The VmPeak the last child reported, in kB; -1 when none. */
static long child_peak_kib(void)
{
    const char *at = strstr(read_log(logfile), "child: VmPeak ");
    return at ? strtol(at + 14, NULL, 10) : -1;
}

/* A damaged entry is ignored (for the reason why, when not NULL), rebuilt,
 * stored again, then hit. Returns the rebuilding child's VmPeak. */
static long expect_rebuild(const char *step, const char *entry, long damaged_size, const char *why)
{
    char line[1300], hit_step[128];
    run_child(step);
    snprintf(line, sizeof line, "clmath: disk cache entry %s ignored (%s", entry, why ? why : "");
    log_has(step, line, 1);
    log_has(step, "); rebuilding", 1);
    log_has(step, "clmath: compiling l2_flags+l2_storage+gemv.cl: ", 1);
    snprintf(line, sizeof line, "clmath: disk cache: stored %s (", entry);
    log_has(step, line, 1);
    /* PoCL's binaries grow with the kernels it has built since, so the size
     * need not match the first store; validity shows in the next hit. */
    tu_check(file_size(entry) > damaged_size, "%s: entry is %ld bytes after the rebuild", step,
             file_size(entry));
    long peak = child_peak_kib();
    snprintf(hit_step, sizeof hit_step, "%s, then another process", step);
    expect_hit(hit_step, entry);
    return peak;
}

static int flip_middle(const char *path, long size)
{
    FILE *f = fopen(path, "r+b");
    if (!f)
        return -1;
    unsigned char b[16];
    int ok = fseek(f, size / 2, SEEK_SET) == 0 && fread(b, 1, sizeof b, f) == sizeof b;
    for (size_t i = 0; i < sizeof b; i++)
        b[i] ^= 0xff;
    ok = ok && fseek(f, size / 2, SEEK_SET) == 0 && fwrite(b, 1, sizeof b, f) == sizeof b;
    return fclose(f) == 0 && ok ? 0 : -1;
}

static int overwrite_head(const char *path)
{
    FILE *f = fopen(path, "r+b");
    int ok = f && fwrite("NOTACLMATHBINARY", 1, 16, f) == 16;
    return f && fclose(f) == 0 && ok ? 0 : -1;
}

static int append_bytes(const char *path)
{
    FILE *f = fopen(path, "ab");
    int ok = f && fwrite("trailing", 1, 8, f) == 8;
    return f && fclose(f) == 0 && ok ? 0 : -1;
}

static void test_store_hit_and_damage(void)
{
    char entry[1200];
    run_child("first process");
    log_has("first process", "clmath: compiling l2_flags+l2_storage+gemv.cl: ", 1);
    if (!one_entry("first process", entry, sizeof entry))
        return;
    char line[1300];
    snprintf(line, sizeof line, "clmath: disk cache: stored %s (", entry);
    log_has("first process", line, 1);
    long size = file_size(entry);

    expect_hit("second process", entry);

    tu_check(truncate(entry, size / 2) == 0, "truncate failed");
    expect_rebuild("entry truncated to half", entry, size / 2, NULL);
    size = file_size(entry);
    tu_check(flip_middle(entry, size) == 0, "could not flip bytes");
    expect_rebuild("16 bytes flipped in the middle", entry, 64, NULL);
    tu_check(truncate(entry, 0) == 0, "truncate failed");
    expect_rebuild("entry emptied", entry, 64, NULL);
    tu_check(overwrite_head(entry) == 0, "could not overwrite the header");
    expect_rebuild("header overwritten", entry, 64, NULL);
    tu_check(append_bytes(entry) == 0, "could not append");
    expect_rebuild("bytes appended", entry, 64, NULL);
    one_entry("after the rebuilds", entry, sizeof entry);
}

/* The entry's size field set to 4 GiB, the file cut to 64 bytes past its
 * header, or (grow) made as long as the claim: sparse, so it costs no disk. */
static int claim_4gib(const char *path, int grow)
{
    FILE *f = fopen(path, "r+b");
    uint64_t keylen, claim = (uint64_t)1 << 32;
    int ok = f && fseek(f, 8, SEEK_SET) == 0 && fread(&keylen, sizeof keylen, 1, f) == 1 &&
             keylen < 4096 && fseek(f, (long)(16 + keylen), SEEK_SET) == 0 &&
             fwrite(&claim, sizeof claim, 1, f) == 1;
    ok = f && fclose(f) == 0 && ok;
    off_t bytes = (off_t)(16 + keylen + 16 + (grow ? claim : 64));
    return ok && truncate(path, bytes) == 0 ? 0 : -1;
}

/* Entries that are not what they claim: a size beyond the bound, in a file
 * shorter than that or grown to match, and a FIFO (which a blocking open
 * would wait on forever). */
static void test_hostile_entries(void)
{
    char entry[1200];
    if (!one_entry("before the 4 GiB claim", entry, sizeof entry))
        return;
    tu_check(claim_4gib(entry, 0) == 0, "could not write the 4 GiB claim");
    long peak_4gib = expect_rebuild("an entry claiming 4 GiB", entry, 64,
                                    "size claimed over the 64 MiB bound");
    tu_check(claim_4gib(entry, 1) == 0, "could not grow the entry to 4 GiB");
    time_t t0 = time(NULL);
    long peak_grown = expect_rebuild("an entry claiming 4 GiB, grown to match", entry, 64,
                                     "file over the 64 MiB bound");
    long seconds = (long)(time(NULL) - t0);
    tu_check(seconds < 20, "an entry grown to 4 GiB: its rebuild and the next hit took %ld s",
             seconds);
    tu_check(remove(entry) == 0 && mkfifo(entry, 0644) == 0, "cannot make a FIFO at %s", entry);
    long peak = expect_rebuild("a FIFO for the entry", entry, 0, "not a regular file");
    tu_check(peak > 0 && peak_4gib > 0 && peak_4gib < peak + (1L << 20),
             "an entry claiming 4 GiB: VmPeak %ld kB, against %ld kB for another rebuild",
             peak_4gib, peak);
    tu_check(peak > 0 && peak_grown > 0 && peak_grown < peak + (1L << 20),
             "an entry grown to 4 GiB: VmPeak %ld kB, against %ld kB for another rebuild",
             peak_grown, peak);
}

/* path holds exactly the (short) text want. */
static int holds(const char *path, const char *want)
{
    char got[64];
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(got, 1, sizeof got, f) : 0;
    if (f)
        fclose(f);
    return n == strlen(want) && memcmp(got, want, n) == 0;
}

static int is_regular(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Links planted in the cache folder are neither written through nor
 * followed, and what they lead to is left as it was. */
static void test_links(void)
{
    static const char notes[] = "a user's own file.\n"; /* 19 bytes, as in the issue */
    char entry[1200], victim[1100], elsewhere[1100], link[1300], line[1300];
    if (!one_entry("before the links", entry, sizeof entry))
        return;
    snprintf(victim, sizeof victim, "%s/notes.txt", root);
    FILE *f = fopen(victim, "wb");
    tu_check(f && fputs(notes, f) >= 0 && fclose(f) == 0, "cannot write %s", victim);

    /* The child plants the link, then stores the entry anew. */
    tu_check(remove(entry) == 0, "cannot remove %s", entry);
    const char *step = "a link at the old temporary name";
    child_args[0] = "plant", child_args[1] = entry, child_args[2] = victim;
    run_child(step);
    child_args[0] = child_args[1] = child_args[2] = NULL;
    snprintf(line, sizeof line, "clmath: disk cache: stored %s (", entry);
    log_has(step, line, 1);
    tu_check(holds(victim, notes), "%s: its target %s was written (%ld bytes, not 19)", step,
             victim, file_size(victim));
    tu_check(is_regular(entry), "%s: %s is not a regular file", step, entry);
    snprintf(link, sizeof link, "%s.tmp.%ld.0", entry, (long)last_pid);
    struct stat st;
    tu_check(lstat(link, &st) == 0 && S_ISLNK(st.st_mode), "%s: the link %s is gone", step, link);
    remove(link);

    /* The entry's name a link to a valid entry kept elsewhere; that file's
     * size and time of change (ctime: any write or rename) stay as they are. */
    struct stat before, after;
    snprintf(elsewhere, sizeof elsewhere, "%s/elsewhere.clbin", root);
    tu_check(rename(entry, elsewhere) == 0 && symlink(elsewhere, entry) == 0 &&
                 stat(elsewhere, &before) == 0,
             "cannot link %s to %s", entry, elsewhere);
    step = "a link to a valid entry";
    expect_rebuild(step, entry, 0, "a symbolic link");
    tu_check(is_regular(entry), "%s: %s is not a regular file after the rebuild", step, entry);
    tu_check(stat(elsewhere, &after) == 0 && after.st_size == before.st_size &&
                 after.st_ctim.tv_sec == before.st_ctim.tv_sec &&
                 after.st_ctim.tv_nsec == before.st_ctim.tv_nsec,
             "%s: its target %s changed", step, elsewhere);
    remove(elsewhere);
    remove(victim);
}

static unsigned mode_of(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 ? (unsigned)(st.st_mode & 07777) : 0xffff;
}

/* The folders clmath makes are 0700 and its entries 0600; a folder others
 * may write to, or another user owns, is not used; nor is an entry that
 * another user owns. */
static void test_folders(void)
{
    char top[1100], mid[1100], dir[1100], entry[1200], line[1300];
    snprintf(top, sizeof top, "%s/made", root);
    snprintf(mid, sizeof mid, "%s/made/by", root);
    snprintf(dir, sizeof dir, "%s/made/by/clmath", root);
    setenv("CLMATH_CACHE_DIR", dir, 1);
    run_child("a new cache folder");
    int others, n = list_dir(dir, entry, sizeof entry, &others);
    if (tu_check(n == 1 && others == 0, "a new cache folder: %d entries and %d other files in %s",
                 n, others, dir)) {
        const char *made[] = {top, mid, dir};
        for (int i = 0; i < 3; i++)
            tu_check(mode_of(made[i]) == 0700, "a new cache folder: %s has mode %03o, not 700",
                     made[i], mode_of(made[i]));
        tu_check(mode_of(entry) == 0600, "a new cache folder: %s has mode %03o, not 600", entry,
                 mode_of(entry));

        static const unsigned unsafe[] = {0770, 01777}; /* group; all, sticky */
        for (int i = 0; i < 2; i++) {
            char step[64];
            snprintf(step, sizeof step, "a cache folder of mode %o", unsafe[i]);
            tu_check(chmod(dir, unsafe[i]) == 0, "cannot chmod %s", dir);
            run_child(step);
            snprintf(line, sizeof line,
                     "clmath: disk cache off: %s is writable by group or others", dir);
            log_has(step, line, 1);
            log_has(step, "disk cache hit", 0);
            log_has(step, "disk cache: stored", 0);
        }
        chmod(dir, 0700);
        if (geteuid() == 0) {
            const char *step = "a cache folder another user owns";
            tu_check(chown(dir, 65534, 65534) == 0, "cannot chown %s", dir);
            run_child(step);
            snprintf(line, sizeof line, "clmath: disk cache off: %s is owned by uid 65534", dir);
            log_has(step, line, 1);
            log_has(step, "disk cache hit", 0);
            tu_check(chown(dir, 0, 0) == 0 && chown(entry, 65534, 65534) == 0,
                     "cannot chown %s", entry);
            expect_rebuild("an entry another user owns", entry, 0, "owned by another user");
        } else {
            printf("test_cache: not root: a folder and an entry of another user not tried\n");
        }
    }
    tu_remove_dir(top);
    setenv("CLMATH_CACHE_DIR", cache, 1);
}

/* A cache folder path too long to use turns the cache off, which the log
 * says (it once did so silently). */
static void test_long_path(void)
{
    char dir[5001];
    memset(dir, 'd', sizeof dir - 1);
    dir[0] = '/';
    dir[sizeof dir - 1] = '\0';
    setenv("CLMATH_CACHE_DIR", dir, 1);
    run_child("cache path too long");
    log_has("cache path too long",
            "clmath: disk cache off: the cache folder path (5000 bytes) is too long", 1);
    log_has("cache path too long", "clmath: compiling l2_flags+l2_storage+gemv.cl: ", 1);
    setenv("CLMATH_CACHE_DIR", cache, 1);
}

static int exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* CLMATH_CACHE_DIR=off: nothing is written, not even to the default places
 * (XDG_CACHE_HOME/clmath, HOME/.cache/clmath), both pointed at fresh folders. */
static void test_off(void)
{
    char home[1100], xdg[1100], path[1200];
    snprintf(home, sizeof home, "%s/home", root);
    snprintf(xdg, sizeof xdg, "%s/xdg", root);
    mkdir(home, 0755);
    mkdir(xdg, 0755);
    setenv("HOME", home, 1);
    setenv("XDG_CACHE_HOME", xdg, 1);
    setenv("CLMATH_CACHE_DIR", "off", 1);
    run_child("cache off");
    log_has("cache off", "clmath: compiling l2_flags+l2_storage+gemv.cl: ", 1);
    log_has("cache off", "disk cache", 0);
    snprintf(path, sizeof path, "%s/clmath", xdg);
    tu_check(!exists(path), "cache off: %s was created", path);
    snprintf(path, sizeof path, "%s/.cache/clmath", home);
    tu_check(!exists(path), "cache off: %s was created", path);
    tu_remove_dir(home);
    tu_remove_dir(xdg);
    setenv("CLMATH_CACHE_DIR", cache, 1);
}

/* The OpenCL driver's own cache stays where it was (PoCL's follows
 * XDG_CACHE_HOME), so that test_off does not make PoCL compile cold. */
static void pin_driver_cache(void)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    char dir[1200];
    if (getenv("POCL_CACHE_DIR"))
        return;
    if (xdg && *xdg)
        snprintf(dir, sizeof dir, "%s/pocl", xdg);
    else if (home && *home)
        snprintf(dir, sizeof dir, "%s/.cache/pocl", home);
    else
        return;
    setenv("POCL_CACHE_DIR", dir, 1);
}

/* Two processes store the same entry at once: atomic, one valid file. */
static void test_concurrent_store(void)
{
    char entry[1200], log2[1200];
    tu_remove_dir(cache);
    snprintf(log2, sizeof log2, "%s.2", logfile);
    pid_t a = spawn_child(logfile), b = spawn_child(log2);
    int ra = wait_child(a), rb = wait_child(b);
    tu_check(ra == 0 && rb == 0, "two processes at once: exit codes %d and %d", ra, rb);
    if (one_entry("two processes at once", entry, sizeof entry))
        expect_hit("after two processes at once", entry);
    remove(log2);
}

/* The strategy knob reaches the planner at every call: its log lines name
 * the split it uses, P=1 for the first call and P=3 for the second. */
static void test_strategy_knob(void)
{
    child_args[0] = "knob";
    run_child("strategy knob");
    child_args[0] = NULL;
    const char *log = read_log(logfile);
    const char *p1 = strstr(log, " P=1 "), *done1 = strstr(log, "child: done with P=1");
    const char *p3 = done1 ? strstr(done1, " P=3 ") : NULL;
    const char *done3 = strstr(log, "child: done with P=3");
    if (!tu_check(p1 && done1 && p1 < done1 && p3 && done3 && p3 < done3,
                  "strategy knob: no \" P=1 \" log line for the first call or no \" P=3 \" "
                  "line for the second"))
        tu_detail("---- child log ----\n%s-------------------", log);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "child") == 0)
        return child_main(argc, argv);

    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (!tu_check(n > 0 && mkdtemp(root) != NULL, "no /proc/self/exe or temp folder"))
        return tu_summary("test_cache");
    self[n] = '\0';
    snprintf(cache, sizeof cache, "%s/cache", root);
    snprintf(logfile, sizeof logfile, "%s/child.log", root);
    setenv("CLMATH_CACHE_DIR", cache, 1);
    setenv("CLMATH_VERBOSE", "1", 1);
    unsetenv("CLMATH_PARAMS");
    pin_driver_cache();

    test_store_hit_and_damage();
    test_hostile_entries();
    test_links();
    test_folders();
    test_long_path();
    test_off();
    test_concurrent_store();
    test_strategy_knob();

    tu_remove_dir(cache);
    remove(logfile);
    rmdir(root);
    return tu_summary("test_cache");
}
