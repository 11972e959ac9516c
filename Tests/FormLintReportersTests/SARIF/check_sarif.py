#!/usr/bin/env python3
"""Checks SARIF files the way formlint's users depend on them: valid SARIF 2.1.0, and acceptable
to GitHub code scanning.

    check_sarif.py [--source-root DIR] FILE...

1. The OASIS SARIF 2.1.0 JSON schema (sarif-schema-2.1.0.json beside this script), with formats.
2. What code scanning needs beyond the schema, as GitHub documents it ("SARIF support for code
   scanning": the properties it reads, the ones it marks required, its upload limits) and as its
   upload action enforces it (`runs` and `results` arrays, one category per run, a location on
   every result, file paths and not other URIs).
3. With --source-root: each result's first location names a file under DIR, within its lines.

One line per problem, "FILE: error|warning: JSON-PATH: [code] message", then "FILE: ok" or
"FILE: invalid" with the counts. Errors: the upload would be refused, or something GitHub
marks required is missing, or the log breaks the SARIF specification. Warnings: GitHub takes
the file but shows or tracks the results less well (or, like upload-sarif, a URI that is not
RFC 3986). Exit status 0 without errors, 1 with errors, 2 when a file is not JSON at all.
Needs `jsonschema` (with its format extras for URI checks): `make test` installs it.
"""
from __future__ import annotations

import argparse
import gzip
import json
import pathlib
import re
import sys
import urllib.parse

try:
    import jsonschema
except ImportError:
    sys.exit("check_sarif.py: no 'jsonschema' module for this Python; run `make test` (it makes .build-venv)")

SCHEMA = pathlib.Path(__file__).with_name("sarif-schema-2.1.0.json")

# GitHub's documented upload limits.
LIMITS = {"runs": 20, "results": 25_000, "rules": 25_000, "locations": 1_000, "tags": 20}
GZIPPED_BYTES = 10 * 1000 * 1000
SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
LINE_HASH = re.compile(r"[0-9a-f]+:[1-9][0-9]*")


class Findings:
    def __init__(self) -> None:
        self.lines: list[tuple[str, str, str, str]] = []

    def error(self, where: str, code: str, text: str) -> None:
        self.lines.append(("error", where, code, text))

    def warning(self, where: str, code: str, text: str) -> None:
        self.lines.append(("warning", where, code, text))

    def count(self, level: str) -> int:
        return sum(1 for line in self.lines if line[0] == level)


def where(parts) -> str:
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in parts)


def text(value) -> str:
    """The non-blank `text` of a message-like object, or ''."""
    found = value.get("text") if isinstance(value, dict) else None
    return found.strip() if isinstance(found, str) else ""


def absolute(uri: str) -> bool:
    return SCHEME.match(uri) is not None


# MARK: - 1. The schema

def check_schema(log, findings: Findings) -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    for problem in sorted(validator.iter_errors(log), key=lambda e: [str(p) for p in e.absolute_path]):
        at = where(problem.absolute_path)
        if problem.validator == "format" and problem.validator_value in ("uri", "uri-reference"):
            findings.warning(at, "uri-format", f"{problem.instance!r} is not an RFC 3986 {problem.validator_value}")
        else:
            findings.error(at, "schema", problem.message[:300])


# MARK: - 2. GitHub code scanning

def check_log(log, findings: Findings) -> None:
    if not isinstance(log, dict):
        return findings.error("$", "required", "a SARIF log is a JSON object")
    if not isinstance(log.get("$schema"), str) or not log["$schema"].strip():
        findings.error("$.$schema", "required", "code scanning needs `$schema`")
    if log.get("version") != "2.1.0":
        findings.error("$.version", "required", "code scanning reads SARIF 2.1.0 only")
    runs = log.get("runs")
    if not isinstance(runs, list):
        return findings.error("$.runs", "required", "`runs` must be an array")
    if len(runs) > LIMITS["runs"]:
        findings.error("$.runs", "limit", f"{len(runs)} runs; GitHub takes at most {LIMITS['runs']} per file")
    packed = gzip.compress(json.dumps(log, separators=(",", ":")).encode("utf-8"))
    if len(packed) > GZIPPED_BYTES:
        findings.error("$", "limit", f"{len(packed)} bytes gzipped; GitHub takes at most {GZIPPED_BYTES}")
    categories: dict[str, int] = {}
    for index, run in enumerate(runs):
        if not isinstance(run, dict):
            continue
        details = run.get("automationDetails")
        category = details.get("id") if isinstance(details, dict) else None
        driver = ((run.get("tool") or {}).get("driver") or {}) if isinstance(run.get("tool"), dict) else {}
        key = json.dumps([driver.get("name"), category])
        if key in categories:
            findings.error(f"$.runs[{index}]", "category",
                           f"same tool and category as run {categories[key]}: GitHub refuses to combine them")
        categories.setdefault(key, index)
        check_run(run, f"$.runs[{index}]", findings)


def check_run(run: dict, at: str, findings: Findings) -> None:
    driver = run.get("tool", {}).get("driver") if isinstance(run.get("tool"), dict) else None
    if not isinstance(driver, dict) or not str(driver.get("name") or "").strip():
        findings.error(f"{at}.tool.driver.name", "required", "code scanning needs the tool's name")
        driver = driver if isinstance(driver, dict) else {}
    rules = driver.get("rules") if isinstance(driver.get("rules"), list) else []
    if len(rules) > LIMITS["rules"]:
        findings.error(f"{at}.tool.driver.rules", "limit", f"{len(rules)} rules; GitHub takes {LIMITS['rules']}")
    ids: dict[str, int] = {}
    for index, rule in enumerate(rules):
        rule_at = f"{at}.tool.driver.rules[{index}]"
        if isinstance(rule, dict):
            check_rule(rule, rule_at, findings)
            if rule.get("id") in ids:
                findings.error(f"{rule_at}.id", "rule-id", f"{rule['id']!r} is also rules[{ids[rule['id']]}]")
            ids.setdefault(rule.get("id"), index)
    for name, base in (run.get("originalUriBaseIds") or {}).items():
        uri = base.get("uri") if isinstance(base, dict) else None
        if isinstance(uri, str) and (not uri.endswith("/") or not absolute(uri)):
            findings.error(f"{at}.originalUriBaseIds.{name}", "base-uri",
                           f"{uri!r}: a base URI is absolute and ends with '/'")
    results = run.get("results")
    if not isinstance(results, list):
        return findings.error(f"{at}.results", "required", "`results` must be an array, even an empty one")
    if len(results) > LIMITS["results"]:
        findings.error(f"{at}.results", "limit", f"{len(results)} results; GitHub takes {LIMITS['results']}")
    if results and "columnKind" not in run:
        findings.warning(at, "column-kind", "no `columnKind`: columns are read as UTF-16 code units")
    for index, result in enumerate(results):
        if isinstance(result, dict):
            check_result(result, f"{at}.results[{index}]", rules, ids, findings)


def check_rule(rule: dict, at: str, findings: Findings) -> None:
    if not str(rule.get("id") or "").strip():
        findings.error(f"{at}.id", "required", "a rule needs an id")
    for key in ("shortDescription", "fullDescription", "help"):
        if not text(rule.get(key)):
            findings.error(f"{at}.{key}", "required", f"code scanning shows `{key}.text`: it must not be empty")
    if "helpUri" not in rule:
        findings.warning(at, "help-uri", "no `helpUri`: the alert links to no documentation")
    elif not absolute(str(rule["helpUri"])):
        findings.error(f"{at}.helpUri", "help-uri", f"{rule['helpUri']!r} is not an absolute URI")
    properties = rule.get("properties") if isinstance(rule.get("properties"), dict) else {}
    tags = properties.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(tag, str) for tag in tags):
        findings.error(f"{at}.properties.tags", "tags", "tags are an array of strings")
    elif len(tags) > LIMITS["tags"]:
        findings.error(f"{at}.properties.tags", "limit", f"{len(tags)} tags; GitHub takes {LIMITS['tags']}")
    if "security-severity" in properties:
        try:
            score = float(properties["security-severity"])
        except (TypeError, ValueError):
            score = -1.0
        if not 0.0 < score <= 10.0:
            findings.error(f"{at}.properties.security-severity", "security-severity",
                           "GitHub refuses a security-severity that is not a number in (0, 10]")
    if properties.get("precision", "high") not in ("very-high", "high", "medium", "low"):
        findings.warning(f"{at}.properties.precision", "precision", "not one of very-high, high, medium, low")
    if properties.get("problem.severity", "warning") not in ("error", "warning", "recommendation"):
        findings.warning(f"{at}.properties.problem.severity", "severity", "not one of error, warning, recommendation")


def check_result(result: dict, at: str, rules: list, ids: dict, findings: Findings) -> None:
    rule_id = result.get("ruleId")
    index = result.get("ruleIndex")
    if not isinstance(rule_id, str):
        findings.error(f"{at}.ruleId", "required", "code scanning groups alerts by `ruleId`")
    elif rule_id not in ids:
        findings.error(f"{at}.ruleId", "rule-id", f"{rule_id!r} is not in tool.driver.rules")
    if isinstance(index, int) and (index >= len(rules) or rules[index].get("id") != rule_id):
        findings.error(f"{at}.ruleIndex", "rule-index", f"rules[{index}] is not the rule {rule_id!r}")
    if not text(result.get("message")):
        findings.error(f"{at}.message.text", "required", "code scanning shows `message.text`: it must not be empty")
    locations = result.get("locations")
    if not isinstance(locations, list) or not locations:
        return findings.error(f"{at}.locations", "location", "GitHub refuses a result without a location")
    if len(locations) > LIMITS["locations"]:
        findings.error(f"{at}.locations", "limit", f"{len(locations)} locations; GitHub takes {LIMITS['locations']}")
    for number, location in enumerate(locations):
        check_location(location, f"{at}.locations[{number}]", findings, primary=number == 0)
    for number, location in enumerate(result.get("relatedLocations") or []):
        check_location(location, f"{at}.relatedLocations[{number}]", findings, primary=False)
    line_hash = (result.get("partialFingerprints") or {}).get("primaryLocationLineHash")
    if not isinstance(line_hash, str) or not LINE_HASH.fullmatch(line_hash):
        findings.error(f"{at}.partialFingerprints", "fingerprint",
                       f"primaryLocationLineHash {line_hash!r} is not '<hex>:<occurrence>': alerts would not be tracked")


def check_location(location, at: str, findings: Findings, primary: bool) -> None:
    physical = location.get("physicalLocation") if isinstance(location, dict) else None
    if not isinstance(physical, dict):
        if primary:
            findings.error(f"{at}.physicalLocation", "location", "code scanning places an alert by its physicalLocation")
        return
    artifact = physical.get("artifactLocation") or {}
    uri = artifact.get("uri")
    if not isinstance(uri, str) or not uri:
        findings.error(f"{at}.physicalLocation.artifactLocation.uri", "location", "an empty uri: GitHub refuses it")
    elif absolute(uri):
        if not uri.lower().startswith("file:"):
            findings.error(f"{at}.physicalLocation.artifactLocation.uri", "location",
                           f"{uri!r}: GitHub takes file paths only")
        if "uriBaseId" in artifact:
            findings.error(f"{at}.physicalLocation.artifactLocation", "base-uri", "an absolute uri has no uriBaseId")
    elif uri.startswith("/") or "\\" in uri or ".." in uri.split("/"):
        findings.error(f"{at}.physicalLocation.artifactLocation.uri", "location",
                       f"{uri!r}: a relative path goes down from the repository root, with '/'")
    region = physical.get("region")
    if not isinstance(region, dict) or not isinstance(region.get("startLine"), int):
        if primary:
            findings.error(f"{at}.physicalLocation.region.startLine", "region", "code scanning needs a start line")
        return
    start_line, start_column = region["startLine"], region.get("startColumn", 1)
    end_line, end_column = region.get("endLine", start_line), region.get("endColumn")
    if end_line < start_line or (end_line == start_line and end_column is not None and end_column < start_column):
        findings.error(f"{at}.physicalLocation.region", "region", "the region ends before it starts")


# MARK: - 3. The files behind the results

def check_files(log, root: pathlib.Path, findings: Findings) -> None:
    for run_index, run in enumerate(log.get("runs") or []):
        for index, result in enumerate(run.get("results") or []):
            locations = result.get("locations") if isinstance(result, dict) else None
            if not isinstance(locations, list) or not locations or not isinstance(locations[0], dict):
                continue
            physical = locations[0].get("physicalLocation") or {}
            uri = (physical.get("artifactLocation") or {}).get("uri")
            if not isinstance(uri, str):
                continue
            at = f"$.runs[{run_index}].results[{index}].locations[0]"
            try:
                path = urllib.parse.unquote(uri.removeprefix("file://"), errors="strict")
            except UnicodeDecodeError:
                findings.warning(at, "file", f"{uri!r} does not decode to a UTF-8 path")
                continue
            file = pathlib.Path(path) if path.startswith("/") else root / path
            if not file.is_file() or (path.startswith("/") and root.resolve() not in file.resolve().parents):
                findings.warning(at, "file", f"{uri!r} is no file under {root}: GitHub cannot show it in the code")
                continue
            lines = file.read_bytes().replace(b"\r\n", b"\n").replace(b"\r", b"\n").count(b"\n") + 1
            start = (physical.get("region") or {}).get("startLine")
            if isinstance(start, int) and start > lines:
                findings.warning(at, "file", f"line {start}, but {uri} has {lines} lines")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--source-root", type=pathlib.Path)
    options = parser.parse_args()
    status = 0
    for name in options.files:
        findings = Findings()
        try:
            log = json.loads(pathlib.Path(name).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as problem:
            print(f"{name}: error: not a readable JSON file: {problem}")
            status = 2
            continue
        check_schema(log, findings)
        check_log(log, findings)
        if options.source_root and isinstance(log, dict):
            check_files(log, options.source_root, findings)
        for level, at, code, message in findings.lines:
            print(f"{name}: {level}: {at}: [{code}] {message}")
        errors, warnings = findings.count("error"), findings.count("warning")
        print(f"{name}: {'invalid' if errors else 'ok'} ({errors} errors, {warnings} warnings)")
        status = max(status, 1 if errors else 0)
    return status


if __name__ == "__main__":
    sys.exit(main())
