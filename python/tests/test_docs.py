"""docs/python.md's examples run as written (its python blocks in order,
in one namespace), and print what the page says they print."""
import contextlib
import io
import os
import re

import pytest

PAGE = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "python.md")


def test_python_md_examples_run():
    if not os.path.exists(PAGE):
        pytest.skip("docs/python.md not beside the package (an installed copy)")
    blocks = re.findall(r"```python\n(.*?)```", open(PAGE).read(), re.S)
    assert len(blocks) >= 5
    ns: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for code in blocks:
            exec(compile(code, PAGE, "exec"), ns)
    text = out.getvalue()
    assert "[ 0.  6.  0. 12.  0.]" in text
    assert "clblasSgemm returned clblasInsufficientMemMatA (-1011) (argument 'a')" in text
    assert "[3. 3. 3.]" in text
