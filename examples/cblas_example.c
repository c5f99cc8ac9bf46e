/*
 * A small CBLAS program: C = A B and a dot product, on host arrays. Nothing
 * in it is specific to clmath; it builds against any CBLAS, or against
 * libclmath_cblas, which computes on an OpenCL device:
 *
 *   cc cblas_example.c $(pkg-config --cflags --libs clmath_cblas) -o cblas_example
 */
#include <cblas.h>

#include <stdio.h>

int main(void)
{
    /* Row-major A (2 x 3) and B (3 x 2) */
    const double A[6] = {1, 2, 3, 4, 5, 6};
    const double B[6] = {7, 8, 9, 10, 11, 12};
    double C[4] = {0, 0, 0, 0};
    const double expect[4] = {58, 64, 139, 154};

    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 2, 2, 3, 1.0, A, 3, B, 2, 0.0, C, 2);
    double dot = cblas_ddot(3, A, 1, B, 2); /* 1*7 + 2*9 + 3*11 */

    int bad = dot != 58;
    for (int i = 0; i < 4; i++) {
        printf("C[%d] = %g (expected %g)\n", i, C[i], expect[i]);
        bad |= C[i] != expect[i];
    }
    printf("dot = %g (expected 58)\n", dot);
    return bad;
}
