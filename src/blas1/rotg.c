/*
 * rotg and rotmg: construct a rotation from scalars that live in device
 * buffers, on the device (one work item), so the caller's queue order holds
 * and nothing is read back to the host.
 */
#include <stdio.h>

#include "api/rules.h"
#include "blas1/level1.h"
#include "core/check.h"
#include "core/launch.h"
#include "core/log.h"
#include "core/params.h"
#include "core/program_cache.h"

clblasStatus clm_rotg(const clm_rot_args *a)
{
    /* rotg: a, b, c, s; rotmg: d1, d2, x1, y1, param: their kind's results
     * (rules.def), from vec[2] on */
    clm_vec vec[7] = {{NULL, 0, 0}};
    for (int i = 0; i < 5; i++)
        vec[2 + i] = (clm_vec){a->mem[i], a->off[i], 0};
    clm_call call;
    const clm_shape none = {.N = 0};
    clblasStatus st = clm_check_rules(a->modified ? CLM_RULES_rotmg : CLM_RULES_rotg, &none,
                                      a->dt, &a->q, &call, NULL, vec);
    if (st != clblasSuccess)
        return st;
    const int nmem = a->modified ? 5 : 4;

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
