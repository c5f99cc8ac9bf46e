#!/usr/bin/env python3
"""Import cycles among src/'s modules (docs/architecture.md): a module is a
.c file and its .h, and module a imports b when a's .c or .h includes b's
.h. Prints every cycle found and exits 1 if there is one.
Usage: module-cycles.py [SRC_DIR]"""
import os
import re
import sys

src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "src")
imports = {}
for folder, _, files in os.walk(src):
    for f in files:
        if not f.endswith((".c", ".h")):
            continue
        path = os.path.join(folder, f)
        mod = os.path.splitext(os.path.relpath(path, src))[0]
        with open(path, encoding="utf-8") as fh:
            for h in re.findall(r'^\s*#\s*include\s+"([^"]+)\.h"', fh.read(), re.M):
                if os.path.exists(os.path.join(src, h + ".h")) and h != mod:
                    imports.setdefault(mod, set()).add(h)

state, cycles = {}, []


def visit(m, path):
    state[m] = 1  # on the path
    path.append(m)
    for n in sorted(imports.get(m, ())):
        if state.get(n) == 1:
            cycles.append(path[path.index(n):] + [n])
        elif n not in state:
            visit(n, path)
    path.pop()
    state[m] = 2  # done


for m in sorted(imports):
    if m not in state:
        visit(m, [])
for c in cycles:
    print("cycle: " + " -> ".join(c))
print(f"{len(imports)} modules, {len(cycles)} cycles")
sys.exit(1 if cycles else 0)
