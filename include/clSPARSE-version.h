/*
 * clSPARSE-version.h - the clSPARSE API level clmath implements (the last
 * clSPARSE release, 0.10.2.0); clsparseGetVersion reports the same numbers.
 * clmath's own release is in clmath.h.
 */
#ifndef CLMATH_CLSPARSE_VERSION_H_
#define CLMATH_CLSPARSE_VERSION_H_

#define clsparseVersionMajor 0
#define clsparseVersionMinor 10
#define clsparseVersionPatch 2
#define clsparseVersionTweak 0

#endif /* CLMATH_CLSPARSE_VERSION_H_ */
