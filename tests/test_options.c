/*
 * test_options.c - the compile-option builder (core/params.h, no device):
 * clm_define appends " -Dname=value" exactly, and where a define does not
 * fit it marks the options (CLM_OPTIONS_OVERFLOW) rather than dropping the
 * define, and the mark stays through later defines, so clm_program_get
 * refuses to build them.
 */
#include <stdio.h>
#include <string.h>

#include "core/params.h"
#include "testutil.h"

int main(void)
{
    char buf[64] = "";
    clm_define(buf, sizeof buf, "NB", 64);
    clm_define(buf, sizeof buf, "OFF", -3);
    clm_define(buf, sizeof buf, "Z", 0);
    tu_check(strcmp(buf, " -DNB=64 -DOFF=-3 -DZ=0") == 0, "defines: got \"%s\"", buf);

    /* exactly full: " -DAB=12" is 8 bytes, 9 with the terminator */
    char fit[9] = "";
    clm_define(fit, sizeof fit, "AB", 12);
    tu_check(strcmp(fit, " -DAB=12") == 0, "an exact fit: got \"%s\"", fit);

    /* one byte short, into options already there */
    char shortb[16] = " -DA=1";
    clm_define(shortb, sizeof shortb, "LONG", 12345);
    tu_check(shortb[0] == CLM_OPTIONS_OVERFLOW, "a define that does not fit marks the options");
    tu_check(strstr(shortb, "LONG") == NULL, "the define is not written cut short");
    clm_define(shortb, sizeof shortb, "B", 2);
    tu_check(shortb[0] == CLM_OPTIONS_OVERFLOW, "the mark stays through later defines");

    /* into empty options too small for any define */
    char tiny[4] = "";
    clm_define(tiny, sizeof tiny, "X", 1);
    tu_check(tiny[0] == CLM_OPTIONS_OVERFLOW && tiny[1] == '\0', "empty options marked");
    return tu_summary("test_options");
}
