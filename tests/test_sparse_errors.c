/*
 * test_sparse_errors.c - clSPARSE's set-up, structure initialisation and
 * controls, and every invalid argument of the sparse routines: the exact
 * status, and the output left as it was.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <clSPARSE.h>

#include "testutil.h"

static tu_device dev;

#define EXPECT(call, want, what)                                                           \
    do {                                                                                   \
        clsparseStatus st_ = (call);                                                       \
        tu_check(st_ == (want), "%s: status %d, expected %d (%s)", what, (int)st_,        \
                 (int)(want), #want);                                                      \
    } while (0)

static int all_zero(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i])
            return 0;
    return 1;
}

/* Before clsparseSetup, after it, and after a teardown. */
static void lifetime_and_controls(void)
{
    cl_command_queue q = dev.env.queue;
    clsparseCreateResult cr = clsparseCreateControl(q);
    tu_check(cr.status == clsparseNotInitialized && cr.control == NULL,
             "CreateControl before setup: status %d", (int)cr.status);

    EXPECT(clsparseSetup(), clsparseSuccess, "Setup");
    EXPECT(clsparseSetup(), clsparseSuccess, "Setup again");
    cl_uint v[4] = {99, 99, 99, 99};
    EXPECT(clsparseGetVersion(&v[0], &v[1], &v[2], &v[3]), clsparseSuccess, "GetVersion");
    tu_check(v[0] == 0 && v[1] == 10 && v[2] == 2 && v[3] == 0, "GetVersion %u.%u.%u.%u", v[0],
             v[1], v[2], v[3]);
    EXPECT(clsparseGetVersion(NULL, NULL, NULL, NULL), clsparseSuccess, "GetVersion(NULL...)");

    /* Init helpers clear everything (and take NULL as invalid). */
    clsparseScalar s;
    cldenseVector dv;
    clsparseCooMatrix coo;
    clsparseCsrMatrix csr;
    cldenseMatrix dm;
    memset(&s, 0xab, sizeof s);
    memset(&dv, 0xab, sizeof dv);
    memset(&coo, 0xab, sizeof coo);
    memset(&csr, 0xab, sizeof csr);
    memset(&dm, 0xab, sizeof dm);
    EXPECT(clsparseInitScalar(&s), clsparseSuccess, "InitScalar");
    EXPECT(clsparseInitVector(&dv), clsparseSuccess, "InitVector");
    EXPECT(clsparseInitCooMatrix(&coo), clsparseSuccess, "InitCooMatrix");
    EXPECT(clsparseInitCsrMatrix(&csr), clsparseSuccess, "InitCsrMatrix");
    EXPECT(cldenseInitMatrix(&dm), clsparseSuccess, "cldenseInitMatrix");
    tu_check(all_zero(&s, sizeof s) && s.value == NULL, "InitScalar cleared");
    tu_check(all_zero(&dv, sizeof dv) && dv.values == NULL, "InitVector cleared");
    tu_check(all_zero(&coo, sizeof coo) && coo.row_indices == NULL, "InitCooMatrix cleared");
    tu_check(csr.meta == NULL && csr.values == NULL && csr.num_rows == 0 &&
                 csr.off_row_pointer == 0,
             "InitCsrMatrix cleared");
    tu_check(dm.values == NULL && dm.num_rows == 0 && dm.lead_dim == 0, "cldenseInitMatrix");
    EXPECT(clsparseInitScalar(NULL), clsparseInvalidValue, "InitScalar(NULL)");
    EXPECT(clsparseInitVector(NULL), clsparseInvalidValue, "InitVector(NULL)");
    EXPECT(clsparseInitCooMatrix(NULL), clsparseInvalidValue, "InitCooMatrix(NULL)");
    EXPECT(clsparseInitCsrMatrix(NULL), clsparseInvalidValue, "InitCsrMatrix(NULL)");
    EXPECT(cldenseInitMatrix(NULL), clsparseInvalidValue, "cldenseInitMatrix(NULL)");

    /* Controls. */
    cr = clsparseCreateControl(NULL);
    tu_check(cr.status == clsparseInvalidCommandQueue && cr.control == NULL,
             "CreateControl(NULL): status %d", (int)cr.status);
    cr = clsparseCreateControl(q);
    if (!tu_check(cr.status == clsparseSuccess && cr.control != NULL, "CreateControl: %d",
                  (int)cr.status))
        return;
    clsparseControl c = cr.control;
    EXPECT(clsparseEnableAsync(NULL, CL_TRUE), clsparseInvalidControlObject, "EnableAsync(NULL)");
    EXPECT(clsparseEnableAsync(c, CL_TRUE), clsparseSuccess, "EnableAsync");
    EXPECT(clsparseEnableAsync(c, CL_FALSE), clsparseSuccess, "EnableAsync off");
    EXPECT(clsparseEnableExtendedPrecision(NULL, CL_TRUE), clsparseInvalidControlObject,
           "EnableExtendedPrecision(NULL)");
    EXPECT(clsparseEnableExtendedPrecision(c, CL_TRUE), clsparseSuccess,
           "EnableExtendedPrecision");
    clsparseEventResult er = clsparseGetEvent(c);
    tu_check(er.status == clsparseSuccess && er.event == NULL,
             "GetEvent before any call: status %d, event %p", (int)er.status, (void *)er.event);
    er = clsparseGetEvent(NULL);
    tu_check(er.status == clsparseInvalidControlObject && er.event == NULL, "GetEvent(NULL)");
    EXPECT(clsparseReleaseControl(NULL), clsparseInvalidControlObject, "ReleaseControl(NULL)");

    /* The control holds its own reference to the queue. */
    cl_uint refs_before = 0, refs_after = 0;
    clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof refs_before, &refs_before, NULL);
    EXPECT(clsparseReleaseControl(c), clsparseSuccess, "ReleaseControl");
    clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof refs_after, &refs_after, NULL);
    tu_check(refs_after + 1 == refs_before, "queue references %u before release, %u after",
             refs_before, refs_after);

    /* Teardown ends the set-up; set-up again works. */
    EXPECT(clsparseTeardown(), clsparseSuccess, "Teardown");
    cr = clsparseCreateControl(q);
    tu_check(cr.status == clsparseNotInitialized, "CreateControl after teardown: %d",
             (int)cr.status);
    EXPECT(clsparseSetup(), clsparseSuccess, "Setup after teardown");
    cr = clsparseCreateControl(q);
    if (tu_check(cr.status == clsparseSuccess, "CreateControl after re-setup: %d",
                 (int)cr.status))
        clsparseReleaseControl(cr.control);
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    lifetime_and_controls();
    clsparseTeardown();
    tu_close(&dev);
    return tu_summary("test_sparse_errors");
}
