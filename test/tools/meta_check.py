#!/usr/bin/env python3
"""PGXN's META.json against the Meta Spec 1.0.0 (the JSON Schema in
tools/pgxn-meta-1.0.0.schema.json, checked with python3-jsonschema) and
against the rest of the release: the extension's name and versions in
catmouse.control, the Makefile and debian/changelog, the files it names, the
PostgreSQL version it is built for.  The schema must also refuse broken
copies, so the check can fail.  Prints TAP."""
import copy
import json
import re
import subprocess
import sys

import jsonschema

results = []


def check(ok, what, detail=""):
    results.append(ok)
    print(("ok" if ok else "not ok") + f" {len(results)} - {what}")
    if detail and not ok:
        for line in str(detail).splitlines():
            print("# " + line)


meta = json.load(open("META.json"))
schema = json.load(open("tools/pgxn-meta-1.0.0.schema.json"))
validator = jsonschema.Draft202012Validator(schema)
errors = sorted(validator.iter_errors(meta), key=str)
check(not errors, "META.json is valid under the PGXN Meta Spec 1.0.0 schema",
      "\n".join(f"{list(e.path)}: {e.message}" for e in errors))

broken = {
    "no license": lambda m: m.pop("license"),
    "two-part version": lambda m: m.update(version="1.1"),
    "unknown license": lambda m: m.update(license="postgres"),
    "provides without file": lambda m: m["provides"]["catmouse"].pop("file"),
    "meta-spec 2.0.0": lambda m: m["meta-spec"].update(version="2.0.0"),
    "bad version range": lambda m: m["prereqs"]["runtime"]["requires"].update(PostgreSQL="fifteen"),
    "unknown key": lambda m: m.update(licence="postgresql"),
}
refused = []
for name, breakit in broken.items():
    m = copy.deepcopy(meta)
    breakit(m)
    if not validator.is_valid(m):
        refused.append(name)
check(len(refused) == len(broken),
      f"the schema refuses {len(refused)} of {len(broken)} broken copies ({', '.join(refused)})",
      "accepted: " + ", ".join(sorted(set(broken) - set(refused))))

control = dict(re.findall(r"^(\w+)\s*=\s*'?([^'\n]*)'?", open("catmouse.control").read(), re.M))
make = open("Makefile").read()
extversion = re.search(r"^EXTVERSION = (\S+)", make, re.M).group(1)
extension = re.search(r"^EXTENSION = (\S+)", make, re.M).group(1)
changelog = open("debian/changelog").readline()
debversion = re.search(r"\(([^)-]+)-", changelog).group(1)
semver = control["default_version"] + ".0"
prov = meta["provides"].get(extension, {})
same = (meta["name"] == extension and meta["version"] == semver and prov.get("version") == semver
        and extversion == control["default_version"] and debversion == control["default_version"])
check(same, f"name {meta['name']} and version {meta['version']} agree with catmouse.control "
      f"({control['default_version']}), the Makefile ({extversion}) and debian/changelog ({debversion})",
      f"META {meta['name']} {meta['version']} provides {prov.get('version')}")

named = [prov.get("file"), prov.get("docfile")]
missing = [f for f in named if f is None or subprocess.run(["git", "ls-files", "--error-unmatch", f],
                                                             capture_output=True).returncode != 0]
check(not missing, f"the files it names are in the repository ({', '.join(map(str, named))})",
      f"missing: {missing}")

pg = subprocess.run(["pg_config", "--version"], capture_output=True, text=True).stdout
major, minor = re.search(r"(\d+)\.(\d+)", pg).groups()
have = (int(major), int(minor), 0)
rng = meta["prereqs"]["runtime"]["requires"]["PostgreSQL"]
ok = True
for part in str(rng).split(","):
    op, v = re.match(r"\s*(==|!=|<=|>=|<|>)?\s*(\S+)", part).groups()
    want = tuple(int(x) for x in v.split("."))
    op = op or ">="
    ok = ok and {"==": have == want, "!=": have != want, "<=": have <= want,
                 ">=": have >= want, "<": have < want, ">": have > want}[op]
check(ok, f"the PostgreSQL this is built for ({major}.{minor}) is in the prerequisite range \"{rng}\"")

print(f"1..{len(results)}")
sys.exit(0 if all(results) else 1)
