"""One OpenCL context and queue for the whole session (PYOPENCL_CTX picks
the device, else the first one: PoCL on a machine without a GPU)."""
import os
import zlib

import numpy as np
import pytest

import pyopencl as cl


@pytest.fixture(scope="session")
def ctx():
    if os.environ.get("PYOPENCL_CTX"):
        return cl.create_some_context(interactive=False)
    platforms = cl.get_platforms()
    devices = [d for p in platforms for d in p.get_devices()]
    if not devices:
        pytest.skip("no OpenCL device")
    gpus = [d for d in devices if d.type & cl.device_type.GPU]
    return cl.Context([(gpus or devices)[0]])


@pytest.fixture(scope="session")
def queue(ctx):
    return cl.CommandQueue(ctx)


@pytest.fixture
def rng(request):
    # a seed per test, stable from run to run
    return np.random.default_rng(zlib.crc32(request.node.nodeid.encode()))
