/*
 * test_ptx.c - ptx.c's register caps on PTX text shaped as NVIDIA's OpenCL
 * compiler writes it: the cap lands in the named entry's directives and
 * nowhere else, and every malformed request leaves the program alone.
 */
#include <stdlib.h>
#include <string.h>

#include "core/ptx.h"
#include "testutil.h"

static const char ptx[] = "//\n.version 8.5\n.target sm_90\n.address_size 64\n\n"
                          "\t// .globl\ttr_inv\n.entry tr_inv(\n\t.param .u32 tr_inv_param_0\n)\n"
                          ".reqntid 256, 1, 1\n{\n\tret;\n}\n"
                          "\t// .globl\ttr_sweep3\n.entry tr_sweep3(\n\t.param .u32 tr_sweep3_param_0,\n"
                          "\t.param .u64 .ptr .global .align 4 tr_sweep3_param_1\n)\n"
                          ".reqntid 256, 1, 1\n{\n\tret;\n}\n";

/* the result of capping ptx with options, as a string ("" for NULL) */
static char *capped(const char *text, const char *options)
{
    size_t size = 0;
    unsigned char *out =
        clm_ptx_cap_registers((const unsigned char *)text, strlen(text) + 1, options, &size);
    if (!out)
        return NULL;
    tu_check(size > 0 && out[size - 1] == '\0', "the terminating NUL is kept");
    return (char *)out;
}

int main(void)
{
    /* one kernel capped: the directive right before its body */
    char *s = capped(ptx, "-DNB=32 -DCLM_NREG_tr_sweep3=64 -DLOOK=4");
    tu_check(s != NULL, "tr_sweep3 capped");
    if (s) {
        const char *e = strstr(s, ".entry tr_sweep3(");
        tu_check(e && strstr(e, ".reqntid 256, 1, 1\n.maxnreg 64\n{"), "cap inside tr_sweep3's entry");
        tu_check(strstr(s, ".maxnreg") == strstr(e, ".maxnreg"), "tr_inv left uncapped");
        tu_check(strlen(s) == strlen(ptx) + strlen(".maxnreg 64\n"), "nothing else changed");
        tu_check(strncmp(s, ptx, (size_t)(e - s)) == 0, "the text before the entry unchanged");
    }
    free(s);

    /* two kernels */
    s = capped(ptx, "-DCLM_NREG_tr_inv=80 -DCLM_NREG_tr_sweep3=72");
    tu_check(s && strstr(s, "tr_inv_param_0\n)\n.reqntid 256, 1, 1\n.maxnreg 80\n{") &&
                 strstr(s, "param_1\n)\n.reqntid 256, 1, 1\n.maxnreg 72\n{"),
             "both kernels capped");
    free(s);

    /* nothing to do, or a request that cannot be met: NULL */
    tu_check(capped(ptx, "-DNB=32 -DLOOK=4") == NULL, "no request, no copy");
    tu_check(capped(ptx, "-DCLM_NREG_tr_sweep=64") == NULL, "a prefix of a name is not the name");
    tu_check(capped(ptx, "-DCLM_NREG_tr_sweep3=0") == NULL, "a cap of 0 is refused");
    tu_check(capped(ptx, "-DCLM_NREG_tr_sweep3=x") == NULL, "a cap that is not a number");
    tu_check(capped("//\n.entry tr_sweep3(\n\t.param .u32 a\n)\n", "-DCLM_NREG_tr_sweep3=64") ==
                 NULL,
             "an entry without a body");
    s = capped(ptx, "-DCLM_NREG_tr_sweep3=64");
    tu_check(s && capped(s, "-DCLM_NREG_tr_sweep3=64") == NULL, "an entry capped already");
    free(s);
    return tu_summary("test_ptx");
}
