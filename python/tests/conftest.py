"""One OpenCL context and queue for the whole session, on the device the C
tests use (tools/common/cldevice.c): CLMATH_PLATFORM and CLMATH_DEVICE, if
set, are parts of the platform's and device's names (case ignored); else
the first GPU, else the first device (PoCL on a machine without a GPU)."""
import os
import zlib

import numpy as np
import pyopencl as cl
import pytest


def pick_device():
    want_p = os.environ.get("CLMATH_PLATFORM", "").lower()
    want_d = os.environ.get("CLMATH_DEVICE", "").lower()
    found = [d for p in cl.get_platforms() if want_p in p.name.lower()
             for d in p.get_devices() if want_d in d.name.lower()]
    gpus = [d for d in found if d.type & cl.device_type.GPU]
    return (found if want_d else gpus or found or [None])[0]


@pytest.fixture(scope="session")
def ctx():
    dev = pick_device()
    if dev is None:
        pytest.fail("no OpenCL device matches CLMATH_PLATFORM / CLMATH_DEVICE")
    return cl.Context([dev])


@pytest.fixture(scope="session")
def queue(ctx):
    return cl.CommandQueue(ctx)


@pytest.fixture
def rng(request):
    # a seed per test, stable from run to run
    return np.random.default_rng(zlib.crc32(request.node.nodeid.encode()))
