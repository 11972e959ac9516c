"""Runs action.yml's "Run formlint" step as GitHub would: its script under bash, its inputs through the
environment as the step maps them, in a workspace of its own. Checks the inputs do what they say:
paths one per line (spaces kept), format and fail-on, output, baseline, config.

Usage: python3 Tests/integration/action_run.py   (formlint built: make build)
"""
from __future__ import annotations

import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
failures: list[str] = []


def check(ok: bool, what: str) -> None:
    if not ok:
        failures.append(what)


def step(action: dict) -> dict:
    return next(s for s in action["runs"]["steps"] if s.get("name") == "Run formlint")


def run(action: dict, workspace: pathlib.Path, inputs: dict[str, str]) -> subprocess.CompletedProcess:
    the_step = step(action)
    defaults = {k: str(v.get("default", "")) for k, v in action["inputs"].items()}
    values = {**defaults, **inputs}
    env = dict(os.environ, GITHUB_ACTION_PATH=str(ROOT), NO_COLOR="1")
    for name, expression in the_step["env"].items():
        m = re.fullmatch(r"\$\{\{ inputs\.([\w-]+) \}\}", expression)
        check(m is not None, f"step env {name} is not one input: {expression}")
        env[name] = values[m.group(1)]
    return subprocess.run(["bash", "-c", the_step["run"]], cwd=workspace, env=env, capture_output=True, text=True)


def main() -> int:
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    binary = ROOT / ".build" / "release" / "formlint"
    if not binary.exists():
        print("action_run: build formlint first (make build)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        ws = pathlib.Path(tmp)
        (ws / "my site").mkdir()
        page = ws / "my site" / "signup.html"
        page.write_text('<form><input type="password" autocomplete="new-password" passwordrules="required: digits;"></form>\n')
        (ws / "other.blade.php").write_text('<input type="password" autocomplete="new-password" passwordrules="minlength: 12 ;">\n')

        # Paths one per line, a space in one; annotations for GitHub by default.
        r = run(action, ws, {"path": "my site\nother.blade.php\n"})
        check(r.returncode == 1, f"two files with errors: exit {r.returncode}, {r.stderr}")
        check("::error file=my site/signup.html" in r.stdout, f"no annotation for the page: {r.stdout!r}")
        check("other.blade.php" in r.stdout, "the Blade file was not linted")

        # A baseline made now: the same findings pass; a new one fails, and only it is reported.
        baseline = ws / "formlint-baseline.json"
        subprocess.run([str(binary), "--write-baseline", str(baseline), "my site", "other.blade.php"], cwd=ws, capture_output=True)
        check(baseline.is_file(), "formlint --write-baseline wrote nothing")
        r = run(action, ws, {"path": "my site\nother.blade.php", "baseline": baseline.name})
        check(r.returncode == 0, f"baseline: recorded findings still fail: exit {r.returncode}, {r.stdout}{r.stderr}")
        page.write_text(page.read_text() + '<input type="password" passwordrules="required: upper; allowe: lower;">\n')
        r = run(action, ws, {"path": "my site\nother.blade.php", "baseline": baseline.name, "format": "text"})
        check(r.returncode == 1, f"baseline: a new finding passes: exit {r.returncode}")
        check("allowe" in r.stdout and "digits" not in r.stdout, f"baseline: not only the new finding: {r.stdout!r}")

        # fail-on never, output to a file, SARIF.
        r = run(action, ws, {"path": "my site", "format": "sarif", "output": "formlint.sarif", "fail-on": "never"})
        check(r.returncode == 0, f"fail-on never: exit {r.returncode}")
        sarif = ws / "formlint.sarif"
        check(sarif.is_file() and json.loads(sarif.read_text()).get("version") == "2.1.0", "output: no SARIF file")

        # A configuration given explicitly: a rule turned off.
        (ws / "ci.formlint.yml").write_text("rules:\n  unknown-character-class: off\n  unknown-property: off\n")
        r = run(action, ws, {"path": "my site", "config": "ci.formlint.yml", "format": "text"})
        check("unknown-character-class" not in r.stdout, f"config: the rule is still on: {r.stdout!r}{r.stderr}")

    for failure in failures:
        print("action_run: " + failure, file=sys.stderr)
    if not failures:
        print("action_run: ok")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
