#!/usr/bin/env python3
"""Parses every YAML file of the integration surface and checks what GitHub and pre-commit need.

.github/**/*.yml|yaml, action.yml and .pre-commit-hooks.yaml: each must parse, the hook ids and
keys must be right, workflows must have triggers and jobs with steps, and the composite action
must never splice an input into a shell script (inputs go through env). Exit 1 on any problem.
"""
from __future__ import annotations

import pathlib
import re
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
problems: list[str] = []


def check(ok: bool, where: str, what: str) -> None:
    if not ok:
        problems.append(f"{where}: {what}")


def load(path: pathlib.Path):
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as e:
        problems.append(f"{path.relative_to(ROOT)}: does not parse: {e}")
        return None


def check_hooks(path: pathlib.Path) -> None:
    hooks = load(path)
    where = str(path.relative_to(ROOT))
    if hooks is None:
        return
    check(isinstance(hooks, list), where, "must be a list of hooks")
    by_id = {h.get("id"): h for h in hooks if isinstance(h, dict)}
    check(set(by_id) == {"formlint", "formlint-site"}, where, f"hook ids {sorted(map(str, by_id))}")
    allowed = {"id", "name", "entry", "language", "files", "exclude", "types", "types_or", "exclude_types",
               "always_run", "fail_fast", "verbose", "pass_filenames", "require_serial", "description",
               "language_version", "minimum_pre_commit_version", "args", "stages", "additional_dependencies"}
    for hid, hook in by_id.items():
        w = f"{where} [{hid}]"
        for key in ("id", "name", "entry", "language"):
            check(isinstance(hook.get(key), str) and hook[key], w, f"needs '{key}'")
        check(not set(hook) - allowed, w, f"unknown keys {sorted(set(hook) - allowed)}")
        check(hook.get("language") == "swift", w, "language must be swift")
        check(hook.get("entry") == "formlint", w, "entry must be formlint")
    lint = by_id.get("formlint", {})
    files = lint.get("files")
    kinds = ["a/b.html", "x.xhtml", "v/register.blade.php", "t/a.html.twig", "c/Form.vue", "s/A.svelte", "g/a.gohtml",
             "r/Register.cshtml", "k/login.ftl", "j/a.jsp", "e/new.html.erb", "h/a.hbs", "src/SignUp.tsx", "src/a.jsx",
             "src/a.js", "src/a.mjs", "app/x.component.ts", "ios/SignUpViewController.swift", "ios/A.m", "ios/A.mm",
             "ios/Main.storyboard", "ios/Login.xib", "g/a.gotmpl", "WEB-INF/tags/field.tag", "j/a.jspf"]
    check(isinstance(files, str) and all(re.search(files, k) for k in kinds),
          f"{where} [formlint]", "must select every kind formlint reads (files: a regex)")
    check(lint.get("pass_filenames", True) is True, f"{where} [formlint]", "must get the file names")
    site = by_id.get("formlint-site", {})
    check(site.get("pass_filenames") is False, f"{where} [formlint-site]", "needs pass_filenames: false")
    check(isinstance(site.get("args"), list) and site["args"], f"{where} [formlint-site]", "needs args (the site)")


def check_action(path: pathlib.Path) -> None:
    action = load(path)
    where = str(path.relative_to(ROOT))
    if not isinstance(action, dict):
        check(False, where, "must be a mapping")
        return
    for key in ("name", "description", "inputs", "runs"):
        check(key in action, where, f"needs '{key}'")
    inputs = action.get("inputs") or {}
    expected = {"path": ".", "format": "github", "fail-on": "error", "output": ""}
    for name, default in expected.items():
        check(name in inputs, where, f"needs input '{name}'")
        if name in inputs:
            check(str(inputs[name].get("default")) == default, where, f"input '{name}' defaults to {default!r}")
            check(bool(inputs[name].get("description")), where, f"input '{name}' needs a description")
    runs = action.get("runs") or {}
    check(runs.get("using") == "composite", where, "runs.using must be composite")
    for i, step in enumerate(runs.get("steps") or []):
        w = f"{where} step {i + 1}"
        check("run" in step or "uses" in step, w, "needs run or uses")
        if "run" in step:
            check(step.get("shell") in ("bash", "sh", "pwsh", "python"), w, "a composite run step needs shell")
            check("${{" not in step["run"], w, "must not splice ${{ }} into the script (use env)")
    check(any("github.action_path" in str(s) or "GITHUB_ACTION_PATH" in str(s)
              for s in runs.get("steps") or []), where, "must build formlint from the action's path")


def check_workflow(path: pathlib.Path) -> None:
    wf = load(path)
    where = str(path.relative_to(ROOT))
    if not isinstance(wf, dict):
        check(False, where, "must be a mapping")
        return
    # PyYAML reads the key `on` as the boolean True (YAML 1.1).
    check("on" in wf or True in wf, where, "needs 'on' (triggers)")
    jobs = wf.get("jobs")
    check(isinstance(jobs, dict) and jobs, where, "needs jobs")
    for name, job in (jobs or {}).items():
        w = f"{where} job {name}"
        check("runs-on" in job, w, "needs runs-on")
        steps = job.get("steps")
        check(isinstance(steps, list) and steps, w, "needs steps")
        for i, step in enumerate(steps or []):
            check(("run" in step) != ("uses" in step), f"{w} step {i + 1}", "needs exactly one of run and uses")


def main() -> int:
    hooks = ROOT / ".pre-commit-hooks.yaml"
    action = ROOT / "action.yml"
    workflows = sorted(p for p in (ROOT / ".github").rglob("*") if p.suffix in (".yml", ".yaml"))
    for required in (hooks, action):
        check(required.is_file(), str(required.relative_to(ROOT)), "missing")
    if hooks.is_file():
        check_hooks(hooks)
    if action.is_file():
        check_action(action)
    for wf in workflows:
        if "workflows" in wf.parts:
            check_workflow(wf)
        else:
            load(wf)
    names = {p.name for p in workflows}
    check({"ci.yml", "code-scanning-example.yml"} <= names, ".github/workflows", f"has {sorted(names)}")
    example = ROOT / ".github/workflows/code-scanning-example.yml"
    if example.is_file():
        text = example.read_text(encoding="utf-8")
        wf = load(example) or {}
        job = next(iter((wf.get("jobs") or {}).values()), {})
        perms = job.get("permissions") or wf.get("permissions") or {}
        check(perms.get("security-events") == "write", str(example.relative_to(ROOT)), "needs security-events: write")
        check(perms.get("contents") == "read", str(example.relative_to(ROOT)), "needs contents: read")
        check("github/codeql-action/upload-sarif@v3" in text, str(example.relative_to(ROOT)), "must upload-sarif@v3")
        check("--format sarif" in text and "--output formlint.sarif" in text, str(example.relative_to(ROOT)),
              "must run formlint --format sarif --output formlint.sarif")

    checked = 2 + len(workflows)
    for p in problems:
        print(f"yaml_parse: {p}", file=sys.stderr)
    print(f"yaml_parse: {checked} YAML files, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
