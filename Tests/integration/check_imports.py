#!/usr/bin/env python3
"""Every libc import is guarded, so the sources build on macOS as well as Linux: `import Glibc` only
right under `#if canImport(Glibc)`, `import Darwin` only under a `canImport(Darwin)` branch."""
import pathlib
import sys

problems = []
for path in sorted(pathlib.Path(".").glob("**/*.swift")):
    if any(part.startswith(".build") for part in path.parts):
        continue
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    for number, line in enumerate(lines, 1):
        for module in ("Glibc", "Darwin", "Musl"):
            if line.strip() == f"import {module}":
                before = lines[number - 2].strip() if number > 1 else ""
                if f"canImport({module})" not in before:
                    problems.append(f"{path}:{number}: `import {module}` not under `#if`/`#elseif canImport({module})`")
for problem in problems:
    print(problem)
print(f"check_imports: {len(problems)} unguarded libc import(s)")
sys.exit(1 if problems else 0)
