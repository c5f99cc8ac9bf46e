/*
 * rotg and rotmg: construct a rotation from scalars that live in device
 * buffers, on the device (one work item), so the caller's queue order holds
 * and nothing is read back to the host.
 */
#include <stdio.h>

#include "blas1/level1.h"
#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"

clblasStatus clm_rotg(const clm_rot_args *a)
{
    clblasStatus st;
    clm_call call;
    if ((st = clm_check_init()) != clblasSuccess)
        return st;
    if ((st = clm_check_call(a->dt, &a->q, &call)) != clblasSuccess)
        return st;

    /* rotg: a, b (the type), c (real), s (the type); rotmg: d1, d2, x1, y1
     * (real) and param (5 reals). */
    size_t es = clm_dtype_size(a->dt), rs = clm_dtype_double(a->dt) ? 8 : 4;
    int nmem = a->modified ? 5 : 4;
    const size_t rotg_sizes[4] = {es, es, rs, es};
    clm_buf buf[5];
    for (int i = 0; i < nmem; i++)
        if ((st = clm_check_mem(&call, a->mem[i], clblasInvalidMemObject, &buf[i])) != clblasSuccess)
            return st;
    for (int i = 0; i < nmem; i++) {
        size_t count = a->modified && i == 4 ? 5 : 1;
        size_t size = a->modified ? rs : rotg_sizes[i];
        if ((st = clm_check_elements_fit(&buf[i], a->off[i], count, size)) != clblasSuccess)
            return st;
    }

    clm_params prm;
    size_t wgs, ept;
    clm_program *prog;
    cl_int err = clm_level1_program(&call, a->dt, "blas1", &prm, &wgs, &ept, &prog);
    if (err != CL_SUCCESS)
        return (clblasStatus)err;
    const char *name = a->modified ? "l1_rotmg" : "l1_rotg";
    /* each scalar's buffer and ulong offset */
    clm_kargs k;
    clm_args_init(&k);
    for (int i = 0; i < nmem; i++) {
        clm_arg_mem(&k, a->mem[i]);
        clm_arg_u64(&k, a->off[i]);
    }
    clm_launch l;
    clm_launch_begin(&l, &call, &a->q);
    size_t one = 1;
    err = clm_launch_args(&l, prog, name, 1, &one, &one, &k);
    clm_log("%c%s", clm_dtype_letter(a->dt), a->modified ? "rotmg" : "rotg");
    return (clblasStatus)clm_launch_end(&l, err, a->q.events);
}
