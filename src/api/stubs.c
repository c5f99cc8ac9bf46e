/*
 * stubs.c - the clBLAS routines clmath does not provide yet.
 *
 * Every routine clBLAS.h declares must exist so that clBLAS programs link.
 * A STUB row of routines.def is defined here from its signature, returning
 * clblasNotImplemented; implementing the routine turns the row into IMPL
 * (see routines.def), which drops it from here.
 */
#include <clBLAS.h>

#include "api/signatures.h"

/* The stubs ignore their arguments; say so once for the whole file. */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif

#define CLM_L1(NAME, KIND, P, T, STATUS) CLM_IF_STUB_##STATUS(NAME, KIND, P, T)
#define CLM_L2(NAME, KIND, P, T, STATUS) CLM_IF_STUB_##STATUS(NAME, KIND, P, T)
#define CLM_L3(NAME, KIND, P, T, STATUS) CLM_IF_STUB_##STATUS(NAME, KIND, P, T)
#include "api/routines.def"
