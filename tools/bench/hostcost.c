/*
 * clmath-bench hostcost: what one call costs the host, per routine and size.
 *
 * For each case it runs the routine's own bench file (gemv.c, blas1.c, ...)
 * with one precision, one size, no peers and one operand copy, and takes the
 * place of its timing (bench_time_hook): 3 warm-up calls, then N back-to-back
 * calls on the one in-order queue without an event, then N asking each call
 * for one (bench_clm_event; the bench releases it, uncounted). Per pass: host
 * time a call until the last call returns (enqueue) and until clFinish (a
 * call in a loop), and the OpenCL calls made during the timed calls only,
 * counted by the OpenCL entry points below. The program exports them
 * (ENABLE_EXPORTS), so libclmath's calls reach them first; they forward to
 * libOpenCL's (dlsym RTLD_NEXT) and count only while hc_on is set.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <CL/cl.h>

#include "bench.h"

/* ---- the counting OpenCL entry points ---- */

enum {
    HC_LAUNCH, HC_ARG, HC_EVENT, HC_RELEASE, HC_RETAIN, HC_MARKER, HC_BUFFER, HC_INFO,
    HC_WAIT, HC_FLUSH, HC_ALLOC, HC_KERNEL, HC_N
};
static const char *const hc_names[HC_N] = {
    "launches", "kernel_args", "events_created", "event_releases", "event_retains", "markers",
    "buffer_cmds", "info_queries", "waits", "flushes", "allocs", "kernels_created"};
static long hc_n[HC_N];
static int hc_on;

static void *hc_real(const char *name)
{
    void *f = dlsym(RTLD_NEXT, name);
    if (!f) {
        fprintf(stderr, "clmath-bench: no %s after this program\n", name);
        abort();
    }
    return f;
}

#define REAL(name)                                                                               \
    static __typeof__(name) *real_fn;                                                            \
    if (!real_fn)                                                                                \
        *(void **)&real_fn = hc_real(#name)
#define COUNT(k)                                                                                 \
    do {                                                                                         \
        if (hc_on)                                                                               \
            hc_n[k]++;                                                                           \
    } while (0)

/* A command enqueued: its kind, and an event when ev asks for one. */
static cl_int enq(cl_int err, const cl_event *ev, int kind)
{
    if (hc_on && err == CL_SUCCESS) {
        hc_n[kind]++;
        hc_n[HC_EVENT] += ev != NULL;
    }
    return err;
}

cl_int clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint d, const size_t *o,
                              const size_t *g, const size_t *l, cl_uint n, const cl_event *w,
                              cl_event *e)
{
    REAL(clEnqueueNDRangeKernel);
    return enq(real_fn(q, k, d, o, g, l, n, w, e), e, HC_LAUNCH);
}
cl_int clEnqueueMarkerWithWaitList(cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e)
{
    REAL(clEnqueueMarkerWithWaitList);
    return enq(real_fn(q, n, w, e), e, HC_MARKER);
}
cl_int clEnqueueBarrierWithWaitList(cl_command_queue q, cl_uint n, const cl_event *w,
                                    cl_event *e)
{
    REAL(clEnqueueBarrierWithWaitList);
    return enq(real_fn(q, n, w, e), e, HC_MARKER);
}
cl_int clEnqueueReadBuffer(cl_command_queue q, cl_mem b, cl_bool bl, size_t o, size_t s, void *p,
                           cl_uint n, const cl_event *w, cl_event *e)
{
    REAL(clEnqueueReadBuffer);
    return enq(real_fn(q, b, bl, o, s, p, n, w, e), e, HC_BUFFER);
}
cl_int clEnqueueWriteBuffer(cl_command_queue q, cl_mem b, cl_bool bl, size_t o, size_t s,
                            const void *p, cl_uint n, const cl_event *w, cl_event *e)
{
    REAL(clEnqueueWriteBuffer);
    return enq(real_fn(q, b, bl, o, s, p, n, w, e), e, HC_BUFFER);
}
cl_int clEnqueueFillBuffer(cl_command_queue q, cl_mem b, const void *pat, size_t ps, size_t o,
                           size_t s, cl_uint n, const cl_event *w, cl_event *e)
{
    REAL(clEnqueueFillBuffer);
    return enq(real_fn(q, b, pat, ps, o, s, n, w, e), e, HC_BUFFER);
}
cl_int clEnqueueCopyBuffer(cl_command_queue q, cl_mem a, cl_mem b, size_t oa, size_t ob, size_t s,
                           cl_uint n, const cl_event *w, cl_event *e)
{
    REAL(clEnqueueCopyBuffer);
    return enq(real_fn(q, a, b, oa, ob, s, n, w, e), e, HC_BUFFER);
}
cl_int clEnqueueReadBufferRect(cl_command_queue q, cl_mem b, cl_bool bl, const size_t *bo,
                               const size_t *ho, const size_t *r, size_t brp, size_t bsp,
                               size_t hrp, size_t hsp, void *p, cl_uint n, const cl_event *w,
                               cl_event *e)
{
    REAL(clEnqueueReadBufferRect);
    return enq(real_fn(q, b, bl, bo, ho, r, brp, bsp, hrp, hsp, p, n, w, e), e, HC_BUFFER);
}
cl_int clEnqueueWriteBufferRect(cl_command_queue q, cl_mem b, cl_bool bl, const size_t *bo,
                                const size_t *ho, const size_t *r, size_t brp, size_t bsp,
                                size_t hrp, size_t hsp, const void *p, cl_uint n,
                                const cl_event *w, cl_event *e)
{
    REAL(clEnqueueWriteBufferRect);
    return enq(real_fn(q, b, bl, bo, ho, r, brp, bsp, hrp, hsp, p, n, w, e), e, HC_BUFFER);
}
cl_int clEnqueueCopyBufferRect(cl_command_queue q, cl_mem a, cl_mem b, const size_t *ao,
                               const size_t *bo, const size_t *r, size_t arp, size_t asp,
                               size_t brp, size_t bsp, cl_uint n, const cl_event *w, cl_event *e)
{
    REAL(clEnqueueCopyBufferRect);
    return enq(real_fn(q, a, b, ao, bo, r, arp, asp, brp, bsp, n, w, e), e, HC_BUFFER);
}
cl_int clSetKernelArg(cl_kernel k, cl_uint i, size_t s, const void *v)
{
    REAL(clSetKernelArg);
    COUNT(HC_ARG);
    return real_fn(k, i, s, v);
}
cl_event clCreateUserEvent(cl_context c, cl_int *err)
{
    REAL(clCreateUserEvent);
    COUNT(HC_EVENT);
    return real_fn(c, err);
}
cl_int clReleaseEvent(cl_event e)
{
    REAL(clReleaseEvent);
    COUNT(HC_RELEASE);
    return real_fn(e);
}
cl_int clRetainEvent(cl_event e)
{
    REAL(clRetainEvent);
    COUNT(HC_RETAIN);
    return real_fn(e);
}
cl_int clFinish(cl_command_queue q)
{
    REAL(clFinish);
    COUNT(HC_WAIT);
    return real_fn(q);
}
cl_int clWaitForEvents(cl_uint n, const cl_event *l)
{
    REAL(clWaitForEvents);
    COUNT(HC_WAIT);
    return real_fn(n, l);
}
cl_int clFlush(cl_command_queue q)
{
    REAL(clFlush);
    COUNT(HC_FLUSH);
    return real_fn(q);
}
cl_mem clCreateBuffer(cl_context c, cl_mem_flags f, size_t s, void *h, cl_int *err)
{
    REAL(clCreateBuffer);
    COUNT(HC_ALLOC);
    return real_fn(c, f, s, h, err);
}
cl_mem clCreateSubBuffer(cl_mem b, cl_mem_flags f, cl_buffer_create_type t, const void *i,
                         cl_int *err)
{
    REAL(clCreateSubBuffer);
    COUNT(HC_ALLOC);
    return real_fn(b, f, t, i, err);
}
cl_kernel clCreateKernel(cl_program p, const char *name, cl_int *err)
{
    REAL(clCreateKernel);
    COUNT(HC_KERNEL);
    return real_fn(p, name, err);
}

/* The clGet*Info queries: (object, name, size, value, size out). */
#define INFO(fn, obj_t, name_t)                                                                  \
    cl_int fn(obj_t o, name_t p, size_t s, void *v, size_t *r)                                   \
    {                                                                                            \
        REAL(fn);                                                                                \
        COUNT(HC_INFO);                                                                          \
        return real_fn(o, p, s, v, r);                                                           \
    }
INFO(clGetDeviceInfo, cl_device_id, cl_device_info)
INFO(clGetPlatformInfo, cl_platform_id, cl_platform_info)
INFO(clGetContextInfo, cl_context, cl_context_info)
INFO(clGetCommandQueueInfo, cl_command_queue, cl_command_queue_info)
INFO(clGetMemObjectInfo, cl_mem, cl_mem_info)
INFO(clGetProgramInfo, cl_program, cl_program_info)
INFO(clGetKernelInfo, cl_kernel, cl_kernel_info)
INFO(clGetEventInfo, cl_event, cl_event_info)
#undef INFO
cl_int clGetKernelWorkGroupInfo(cl_kernel k, cl_device_id d, cl_kernel_work_group_info p,
                                size_t s, void *v, size_t *r)
{
    REAL(clGetKernelWorkGroupInfo);
    COUNT(HC_INFO);
    return real_fn(k, d, p, s, v, r);
}
cl_int clGetProgramBuildInfo(cl_program pr, cl_device_id d, cl_program_build_info p, size_t s,
                             void *v, size_t *r)
{
    REAL(clGetProgramBuildInfo);
    COUNT(HC_INFO);
    return real_fn(pr, d, p, s, v, r);
}

/* ---- the measurement ---- */

#define HC_MAX_ROWS 256

/* One case: per pass (0: no event, 1: an event a call) the counts a call
 * and the microseconds a call; ok[1] 0 when the routine gave no event. */
typedef struct hc_row {
    char routine[40], size[48];
    char prec;
    int ok[2];
    double n[2][HC_N];
    double enq_us[2], loop_us[2];
} hc_row;

static hc_row hc_rows[HC_MAX_ROWS];
static int hc_nrows;
static hc_row hc_cur;   /* the case being run: routine, size, precision */
static int hc_calls;

/* One pass of hc_calls calls (after 3 untimed ones) into r's pass ev. */
static int hc_pass(hc_row *r, int ev, bench_call_fn call, bench_sync_fn sync, void *state,
                   char *why, size_t whylen)
{
    cl_event e = NULL;
    bench_clm_event = ev ? &e : NULL;
    int got = 1, rc = 0;
    for (int i = -3; i < hc_calls && !rc; i++) {
        if (i == 0) {
            if ((rc = sync(state, why, whylen)) != 0)
                break;
            memset(hc_n, 0, sizeof hc_n);
            r->enq_us[ev] = bench_now();
            hc_on = 1;
        }
        e = NULL;
        rc = call(state, 0, why, whylen);
        if (e) {
            hc_on = 0; /* the caller's release: not the call's cost */
            clReleaseEvent(e);
            hc_on = i >= 0;
        } else if (ev) {
            got = 0;
        }
    }
    hc_on = 0;
    double t1 = bench_now();
    bench_clm_event = NULL;
    if (rc || (rc = sync(state, why, whylen)) != 0)
        return rc;
    double t0 = r->enq_us[ev], t2 = bench_now();
    r->enq_us[ev] = (t1 - t0) / hc_calls * 1e6;
    r->loop_us[ev] = (t2 - t0) / hc_calls * 1e6;
    for (int k = 0; k < HC_N; k++)
        r->n[ev][k] = (double)hc_n[k] / hc_calls;
    r->ok[ev] = !ev || got;
    return 0;
}

/* bench_time_hook: both passes of the case; the loop time without events. */
static double hc_measure(bench_call_fn call, bench_sync_fn sync, void *state, int nrot,
                         char *why, size_t whylen)
{
    (void)nrot;
    hc_row r = hc_cur;
    for (int ev = 0; ev < 2; ev++)
        if (hc_pass(&r, ev, call, sync, state, why, whylen))
            return -1;
    if (hc_nrows < HC_MAX_ROWS)
        hc_rows[hc_nrows++] = r;
    return r.loop_us[0] * 1e-6;
}

/* ---- the driver's floor: a bare launch ---- */

/* launch@K: bench_kernels.cl's floor18 (a buffer and 17 scalars, one group
 * of 64 doing nothing), K of its arguments set again before each launch
 * (K = 0: all set once): what the OpenCL implementation itself takes for
 * one launch and for K argument sets, with no library in between. */
typedef struct hc_floor {
    cl_command_queue q; /* first: bench_cl_finish */
    cl_kernel k;
    cl_mem out;
    int nset;
} hc_floor;

static cl_int hc_floor_args(const hc_floor *f, int n)
{
    cl_int err = CL_SUCCESS;
    for (int i = 0; i < n && i < 18 && !err; i++) {
        cl_uint v = (cl_uint)i;
        err = i == 0 ? clSetKernelArg(f->k, 0, sizeof f->out, &f->out)
                     : clSetKernelArg(f->k, (cl_uint)i, sizeof v, &v);
    }
    return err;
}

static int hc_floor_call(void *state, int rot, char *why, size_t whylen)
{
    (void)rot;
    const hc_floor *f = state;
    size_t gws = 64;
    cl_int err = hc_floor_args(f, f->nset);
    if (!err)
        err = clEnqueueNDRangeKernel(f->q, f->k, 1, NULL, &gws, &gws, 0, NULL, bench_clm_event);
    if (err)
        snprintf(why, whylen, "floor18: %s", bench_cl_error(err));
    return err != CL_SUCCESS;
}

static int hc_floor_run(bench_ctx *ctx, int nset)
{
    char why[512] = "";
    hc_floor f = {ctx->env.queue, NULL, NULL, nset < 0 ? 0 : nset > 18 ? 18 : nset};
    cl_int err = CL_SUCCESS;
    cl_program p = bench_program(ctx, why, sizeof why);
    if (p)
        f.k = clCreateKernel(p, "floor18", &err);
    if (f.k)
        f.out = clCreateBuffer(ctx->env.context, CL_MEM_READ_WRITE, 64, NULL, &err);
    if (f.out)
        err = hc_floor_args(&f, 18);
    memset(&hc_cur, 0, sizeof hc_cur);
    snprintf(hc_cur.routine, sizeof hc_cur.routine, "launch");
    hc_cur.prec = '-';
    snprintf(hc_cur.size, sizeof hc_cur.size, "%d args", f.nset);
    int rc = 1;
    if (f.out && !err)
        rc = hc_measure(hc_floor_call, bench_cl_finish, &f, 1, why, sizeof why) < 0;
    if (rc)
        printf("launch@%d: no figures: %s%s\n", nset, why, err ? bench_cl_error(err) : "");
    if (f.out)
        clReleaseMemObject(f.out);
    if (f.k)
        clReleaseKernel(f.k);
    if (p)
        clReleaseProgram(p);
    return rc;
}

/* ---- running the routines ---- */

/* The cases without --routines: the driver's floor, the issue's, and Level 1
 * and 2 at n = 1000. */
static const char hc_default[] =
    "launch@0,launch@8,launch@18,"
    "spmv,gemv@4096,gemv:t@4096,gemm@64,trsv@2048,axpy,dot,nrm2,asum,iamax,scal,copy,swap,rot,"
    "gemv,gemv:t,symv,trmv,trsv,ger,syr,syr2";

/* Run routine rt with o changed to one case; its printout goes to a file
 * and is shown only when the case fails or gave no figures. */
static int hc_run_case(bench_ctx *ctx, const bench_routine *rt, bench_opts *co)
{
    int before = hc_nrows;
    fflush(stdout);
    FILE *tmp = tmpfile();
    int saved = tmp ? dup(1) : -1;
    if (saved >= 0)
        dup2(fileno(tmp), 1);
    int rc = rt->run(ctx, co);
    fflush(stdout);
    if (saved >= 0) {
        dup2(saved, 1);
        close(saved);
    }
    if (rc || hc_nrows == before) {
        printf("%s (%c, %s): no figures; its output:\n", hc_cur.routine, hc_cur.prec,
               hc_cur.size);
        if (tmp) {
            rewind(tmp);
            char line[512];
            while (fgets(line, sizeof line, tmp))
                printf("  | %s", line);
        }
        rc = 1;
    }
    if (tmp)
        fclose(tmp);
    return rc;
}

/* One --routines entry, NAME[:TRANS][@SIZE], over o's precisions and sizes. */
static int hc_entry(bench_ctx *ctx, const bench_opts *o, const char *entry)
{
    char name[32];
    size_t len = strcspn(entry, ":@");
    if (len >= sizeof name)
        return fprintf(stderr, "clmath-bench hostcost: bad entry \"%s\"\n", entry), 1;
    memcpy(name, entry, len);
    name[len] = 0;
    const char *tr = strchr(entry, ':'), *at = strchr(entry, '@');
    if (!strcmp(name, "launch")) /* launch@K: the driver's floor */
        return hc_floor_run(ctx, at ? atoi(at + 1) : 0);
    const bench_routine *rt = bench_routine_named(name);
    if (!rt || rt == &bench_hostcost || rt == &bench_ceiling)
        return fprintf(stderr, "clmath-bench hostcost: unknown routine \"%s\"\n", name), 1;
    bench_opts co = *o;
    co.peers = 0, co.peers_explicit = 1;
    co.rotate_mib = 1e-9; /* one copy of the operands */
    co.reps = 1, co.warmup = 0;
    co.csv = NULL;
    co.ntrans = 1;
    co.transs[0] = 0;
    if (tr) {
        const char *p = strchr("ntcNTC", tr[1]);
        if (!tr[1] || !p)
            return fprintf(stderr, "clmath-bench hostcost: bad trans in \"%s\"\n", entry), 1;
        co.transs[0] = (int)(p - "ntcNTC") % 3;
    }
    size_t sizes[BENCH_MAX_LIST];
    int nsizes = 0;
    if (at) {
        char *end;
        sizes[nsizes++] = strtoull(at + 1, &end, 10);
        if (end == at + 1 || *end || !sizes[0])
            return fprintf(stderr, "clmath-bench hostcost: bad size in \"%s\"\n", entry), 1;
    } else if (!o->shapes_default) {
        for (int i = 0; i < o->nshapes; i++)
            sizes[nsizes++] = o->shapes[i].n;
    } else {
        sizes[nsizes++] = strcmp(name, "spmv") ? 1000 : 256;
    }
    int rc = 0;
    for (int ip = 0; ip < o->nprecs; ip++) {
        co.nprecs = 1;
        co.precs[0] = o->precs[ip];
        memset(&hc_cur, 0, sizeof hc_cur);
        snprintf(hc_cur.routine, sizeof hc_cur.routine, "%s%s%c", name, tr ? " " : "",
                 tr ? tr[1] & ~32 : 0);
        hc_cur.prec = o->precs[ip];
        if (!strcmp(name, "spmv") && !at && (o->nfiles || o->ngens)) {
            /* each file and generated matrix as its own case */
            for (int f = 0; f < o->nfiles + o->ngens; f++) {
                co.nfiles = co.ngens = 0;
                if (f < o->nfiles) {
                    co.files[co.nfiles++] = o->files[f];
                    const char *b = strrchr(o->files[f], '/');
                    snprintf(hc_cur.size, sizeof hc_cur.size, "%s", b ? b + 1 : o->files[f]);
                } else {
                    co.gens[co.ngens++] = o->gens[f - o->nfiles];
                    snprintf(hc_cur.size, sizeof hc_cur.size, "%s:%zu", co.gens[0].kind,
                             co.gens[0].n);
                }
                rc |= hc_run_case(ctx, rt, &co);
            }
            continue;
        }
        for (int s = 0; s < nsizes; s++) {
            co.nshapes = 1;
            co.shapes_default = 0;
            co.shapes[0].m = co.shapes[0].n = sizes[s];
            co.shapes[0].k = 0;
            snprintf(hc_cur.size, sizeof hc_cur.size, "%zu", sizes[s]);
            if (!strcmp(name, "spmv")) { /* --gen lap2d:SIZE */
                co.nfiles = 0, co.ngens = 1;
                snprintf(co.gens[0].kind, sizeof co.gens[0].kind, "lap2d");
                co.gens[0].n = sizes[s];
                snprintf(hc_cur.size, sizeof hc_cur.size, "lap2d:%zu", sizes[s]);
            }
            rc |= hc_run_case(ctx, rt, &co);
        }
    }
    return rc;
}

/* A count a call: an integer as one, else two decimals. */
static const char *hc_num(char *buf, size_t len, double v)
{
    if (v == (double)(long)v)
        snprintf(buf, len, "%ld", (long)v);
    else
        snprintf(buf, len, "%.2f", v);
    return buf;
}

static void hc_print(const hc_row *r)
{
    char a[6][16], b[2][40], ev[40], rel[40];
    snprintf(ev, sizeof ev, "%s/%s", hc_num(a[0], 16, r->n[0][HC_EVENT]),
             r->ok[1] ? hc_num(a[1], 16, r->n[1][HC_EVENT]) : "n/a");
    snprintf(rel, sizeof rel, "%s/%s", hc_num(a[2], 16, r->n[0][HC_RELEASE]),
             hc_num(a[3], 16, r->n[1][HC_RELEASE]));
    snprintf(b[0], sizeof b[0], "%.1f/%.1f", r->enq_us[0], r->enq_us[1]);
    snprintf(b[1], sizeof b[1], "%.1f/%.1f", r->loop_us[0], r->loop_us[1]);
    printf("%-9s %c %-12s %6s %5s %7s %7s %4s %4s %4s %13s %13s\n", r->routine, r->prec,
           r->size, hc_num(a[4], 16, r->n[0][HC_LAUNCH]), hc_num(a[5], 16, r->n[0][HC_ARG]), ev,
           rel, hc_num(a[0], 16, r->n[1][HC_MARKER]), hc_num(a[1], 16, r->n[1][HC_BUFFER]),
           hc_num(a[2], 16, r->n[1][HC_INFO]), b[0], b[1]);
}

static int hc_csv(const bench_ctx *ctx, const char *path)
{
    FILE *f = fopen(path, "a");
    if (!f) {
        fprintf(stderr, "clmath-bench hostcost: cannot open %s\n", path);
        return 1;
    }
    fseek(f, 0, SEEK_END);
    if (ftell(f) == 0) {
        fprintf(f, "device,routine,precision,size,calls,events_asked");
        for (int k = 0; k < HC_N; k++)
            fprintf(f, ",%s", hc_names[k]);
        fprintf(f, ",enqueue_us,loop_us\n");
    }
    for (int i = 0; i < hc_nrows; i++)
        for (int ev = 0; ev < 2; ev++) {
            const hc_row *r = &hc_rows[i];
            fprintf(f, "\"%s\",%s,%c,%s,%d,%d", ctx->env.device_name, r->routine, r->prec,
                    r->size, hc_calls, ev);
            for (int k = 0; k < HC_N; k++)
                fprintf(f, ",%g", r->n[ev][k]);
            fprintf(f, ",%.3f,%.3f\n", r->enq_us[ev], r->loop_us[ev]);
        }
    fclose(f);
    return 0;
}

static int hc_run(bench_ctx *ctx, const bench_opts *o)
{
    hc_calls = o->hc_calls;
    const char *list = o->hc_routines ? o->hc_routines : hc_default;
    char buf[2048];
    if (strlen(list) >= sizeof buf)
        return fprintf(stderr, "clmath-bench hostcost: --routines too long\n"), 1;
    strcpy(buf, list);
    printf("hostcost: %d calls a pass on one in-order queue, without events, then with one a "
           "call\n", hc_calls);
    fflush(stdout);
    bench_time_hook = hc_measure;
    int rc = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ","))
        rc |= hc_entry(ctx, o, tok);
    bench_time_hook = NULL;
    printf("\nPer call (counts over the timed calls / calls; X/Y: without / with an event a "
           "call;\nmarkers, buffer commands, info queries from the pass with events):\n");
    printf("%-9s %c %-12s %6s %5s %7s %7s %4s %4s %4s %13s %13s\n", "routine", 'p', "size",
           "launch", "args", "events", "release", "mark", "buf", "info", "enqueue us",
           "loop us");
    for (int i = 0; i < hc_nrows; i++)
        hc_print(&hc_rows[i]);
    if (o->csv && hc_csv(ctx, o->csv))
        rc = 1;
    for (int i = 0; i < hc_nrows; i++)
        if (hc_rows[i].n[0][HC_LAUNCH] <= 0 && hc_rows[i].n[1][HC_LAUNCH] <= 0)
            rc = 1, fprintf(stderr, "clmath-bench hostcost: %s counted no launches (is the "
                            "program linked with its symbols exported?)\n", hc_rows[i].routine);
    return rc;
}

const bench_routine bench_hostcost = {
    "hostcost", "OpenCL calls and host us a call in a loop, per routine (--routines, --calls)",
    0, 0, hc_run};
