/*
 * test_sparse_errors.c - clSPARSE's set-up, structure initialisation and
 * controls, and every invalid argument of the sparse routines: the exact
 * status, and the output left as it was.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <clSPARSE.h>

#include "spmain.h"
#include "testutil.h"

static tu_device dev;


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


/* ---- csrmv and the row blocks ---- */

static cl_mem buf(const void *host, size_t bytes)
{
    cl_int err;
    return clCreateBuffer(dev.env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes,
                          (void *)host, &err);
}

/* y after a call that must fail: as written. */
static void expect_y(cl_mem y, const float *want, size_t n, const char *what)
{
    float got[8];
    clEnqueueReadBuffer(dev.env.queue, y, CL_TRUE, 0, n * 4, got, 0, NULL, NULL);
    tu_check(memcmp(got, want, n * 4) == 0, "%s: y changed", what);
}

static void csrmv_errors(void)
{
    /* A valid 3 x 4 call: rows {0: (0,1) (2,2)}, {1: empty}, {2: (1,3) (3,4)}. */
    const unsigned rp[4] = {0, 2, 2, 4}, col[4] = {0, 2, 1, 3};
    const float val[4] = {1, 2, 3, 4}, xv[4] = {1, 1, 1, 1}, y0[3] = {7, 8, 9}, ab[2] = {1, 0};
    clsparseCsrMatrix A;
    clsparseInitCsrMatrix(&A);
    A.num_rows = 3;
    A.num_cols = 4;
    A.num_nonzeros = 4;
    A.values = buf(val, sizeof val);
    A.col_indices = buf(col, sizeof col);
    A.row_pointer = buf(rp, sizeof rp);
    cldenseVector x = {4, buf(xv, sizeof xv), 0}, y = {3, buf(y0, sizeof y0), 0};
    clsparseScalar alpha = {buf(ab, sizeof ab), 0}, beta = {alpha.value, 1};

    /* Not set up. */
    clsparseCreateResult cr = clsparseCreateControl(dev.env.queue);
    if (!tu_check(cr.status == clsparseSuccess, "CreateControl"))
        return;
    clsparseControl c = cr.control;
    clsparseTeardown();
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseNotInitialized, "csrmv, no setup");
    EXPECT(clsparseCsrMetaCreate(&A, c), clsparseNotInitialized, "MetaCreate, no setup");
    expect_y(y.values, y0, 3, "csrmv, no setup");
    clsparseSetup();

    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, NULL), clsparseInvalidControlObject,
           "csrmv, NULL control");
    EXPECT(clsparseScsrmv(NULL, &A, &x, &beta, &y, c), clsparseInvalidValue, "NULL alpha");
    EXPECT(clsparseScsrmv(&alpha, NULL, &x, &beta, &y, c), clsparseInvalidValue, "NULL matrix");
    EXPECT(clsparseScsrmv(&alpha, &A, NULL, &beta, &y, c), clsparseInvalidValue, "NULL x");
    EXPECT(clsparseScsrmv(&alpha, &A, &x, NULL, &y, c), clsparseInvalidValue, "NULL beta");
    EXPECT(clsparseDcsrmv(&alpha, &A, &x, &beta, NULL, c), clsparseInvalidValue, "NULL y");
    x.num_values = 3;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInvalidSize, "x shorter than A's columns");
    x.num_values = 5;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInsufficientMemory, "x's buffer too small");
    x.num_values = 4;
    x.off_values = 1;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInsufficientMemory, "x's offset past its buffer");
    x.off_values = 0;
    y.num_values = 2;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInvalidSize, "y shorter than A's rows");
    y.num_values = 3;
    A.num_nonzeros = 5;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInsufficientMemory, "values too short");
    A.num_nonzeros = 4;
    A.off_row_pointer = 1;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInsufficientMemory, "row pointers too short");
    A.off_row_pointer = 0;
    beta.off_value = 2;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInsufficientMemory, "beta past its buffer");
    beta.off_value = 1;
    /* D reads 8-byte elements: the same buffers are too small. */
    EXPECT(clsparseDcsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInsufficientMemory, "D on float-sized buffers");
    cl_mem keep = A.col_indices;
    A.col_indices = NULL;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInvalidMemObj, "NULL col_indices");
    A.col_indices = keep;
    cl_context ctx2;
    cl_command_queue q2;
    if (tu_open_second_context(&dev, &ctx2, &q2) == 0) {
        cl_int err;
        cl_mem foreign = clCreateBuffer(ctx2, CL_MEM_READ_WRITE, 64, NULL, &err);
        keep = x.values;
        x.values = foreign;
        EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseInvalidContext, "x of another context");
        x.values = keep;
        clReleaseMemObject(foreign);
        clReleaseCommandQueue(q2);
        clReleaseContext(ctx2);
    }
    expect_y(y.values, y0, 3, "invalid csrmv calls");

    /* Row blocks: foreign meta, stale meta, corrupt row pointers. */
    int not_ours = 42;
    A.meta = &not_ours;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseStructInvalid, "meta not made by clmath");
    A.meta = NULL;
    EXPECT(clsparseCsrMetaCreate(&A, c), clsparseSuccess, "MetaCreate");
    clsparseMetaSizeResult ms = clsparseCsrMetaSize(&A, c);
    tu_check(ms.status == clsparseSuccess && ms.metaSize == 1, "MetaSize: status %d, size %u",
             (int)ms.status, ms.metaSize);
    A.num_nonzeros = 3;
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseStructInvalid, "meta of other contents");
    A.num_nonzeros = 4;
    expect_y(y.values, y0, 3, "invalid csrmv calls with meta");
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseSuccess, "valid call");
    float got[3];
    clEnqueueReadBuffer(dev.env.queue, y.values, CL_TRUE, 0, 12, got, 0, NULL, NULL);
    tu_check(got[0] == 3 && got[1] == 0 && got[2] == 7, "valid call: y = %g %g %g", got[0], got[1], got[2]);
    clsparseEventResult er = clsparseGetEvent(c);
    if (tu_check(er.status == clsparseSuccess && er.event != NULL, "event after a call")) {
        cl_int ev_status = 1;
        clGetEventInfo(er.event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof ev_status, &ev_status, NULL);
        tu_check(ev_status == CL_COMPLETE, "blocking mode: the call's event is complete");
        clReleaseEvent(er.event);
    }
    EXPECT(clsparseCsrMetaDelete(&A), clsparseSuccess, "MetaDelete");
    EXPECT(clsparseCsrMetaDelete(&A), clsparseSuccess, "MetaDelete again");
    EXPECT(clsparseCsrMetaDelete(NULL), clsparseInvalidValue, "MetaDelete(NULL)");
    const unsigned bad_rp[4] = {0, 3, 2, 4}, big_rp[4] = {0, 2, 2, 5};
    clEnqueueWriteBuffer(dev.env.queue, A.row_pointer, CL_TRUE, 0, 16, bad_rp, 0, NULL, NULL);
    EXPECT(clsparseCsrMetaCreate(&A, c), clsparseStructInvalid, "MetaCreate, decreasing row pointers");
    ms = clsparseCsrMetaSize(&A, c);
    tu_check(ms.status == clsparseStructInvalid, "MetaSize, decreasing row pointers: %d", (int)ms.status);
    clEnqueueWriteBuffer(dev.env.queue, A.row_pointer, CL_TRUE, 0, 16, big_rp, 0, NULL, NULL);
    EXPECT(clsparseCsrMetaCreate(&A, c), clsparseStructInvalid, "MetaCreate, row pointers past the entries");
    tu_check(A.meta == NULL, "failed MetaCreate leaves no meta");
    EXPECT(clsparseCsrMetaCreate(NULL, c), clsparseInvalidValue, "MetaCreate(NULL)");
    /* Corrupt row pointers without meta: no crash, no write outside y. */
    EXPECT(clsparseScsrmv(&alpha, &A, &x, &beta, &y, c), clsparseSuccess, "csrmv, corrupt row pointers");

    clsparseReleaseControl(c);
    clReleaseMemObject(A.values);
    clReleaseMemObject(A.col_indices);
    clReleaseMemObject(A.row_pointer);
    clReleaseMemObject(x.values);
    clReleaseMemObject(y.values);
    clReleaseMemObject(alpha.value);
}

int main(void)
{
    if (tu_open(&dev) != 0)
        return 1;
    lifetime_and_controls();
    csrmv_errors();
    clsparseTeardown();
    tu_close(&dev);
    return tu_summary("test_sparse_errors");
}
