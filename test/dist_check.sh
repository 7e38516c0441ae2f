#!/usr/bin/env bash
# The PGXN release: META.json under the Meta Spec (test/meta_check.py), and
# the archive of `make dist`: one top directory catmouse-<version>/ with
# META.json and every tracked file of HEAD, which builds with PGXS on its own;
# PGXN's client (pgxnclient) installs it and runs its tests (as root; the
# checkout's build is installed again afterwards).  Prints TAP.   bash test/dist_check.sh
set -u
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 test/meta_check.py | tee "$work/meta" | grep -v '^1\.\.'
n=$(grep -cE '^(ok|not ok) ' "$work/meta")
failed=$(grep -c '^not ok ' "$work/meta")
. test/tap.sh

version=$(sed -n 's/^EXTVERSION = //p' Makefile).0
zip=catmouse-$version.zip
rm -f "$zip"
make -s dist >"$work/dist.log" 2>&1
python3 - "$zip" "catmouse-$version" >"$work/zip.log" 2>&1 <<'PY'
import subprocess, sys, zipfile
zip_path, top = sys.argv[1], sys.argv[2]
names = [n for n in zipfile.ZipFile(zip_path).namelist() if not n.endswith("/")]
tracked = subprocess.run(["git", "ls-tree", "-r", "--name-only", "HEAD"], capture_output=True,
                         text=True, check=True).stdout.split()
outside = [n for n in names if not n.startswith(top + "/")]
files = sorted(n[len(top) + 1:] for n in names)
print(f"{len(files)} files; outside {top}/: {outside}; missing: {sorted(set(tracked) - set(files))}")
sys.exit(0 if not outside and files == sorted(tracked) and "META.json" in files else 1)
PY
result $? "make dist: $zip holds catmouse-$version/ with META.json and the $(git ls-tree -r --name-only HEAD | wc -l) files of HEAD"
sed 's/^/# /' "$work/zip.log"

python3 -c "import zipfile, sys; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])" "$zip" "$work"
make -s -C "$work/catmouse-$version" >"$work/build.log" 2>&1 &&
  [ -f "$work/catmouse-$version/catmouse.so" ] && [ -f "$work/catmouse-$version/catmouse--1.1.sql" ]
result $? "the unpacked archive builds with PGXS (catmouse.so, catmouse--1.1.sql)" "$work/build.log"
# PGXN's own client (Debian package pgxnclient) installs the archive and runs
# its tests, as `pgxn install catmouse` does for a user; then the checkout's
# build goes back in
if [ "$(id -u)" -eq 0 ] && command -v pgxn >/dev/null; then
  cp "$zip" "$work/"
  (cd "$work" && pgxn install "./$zip") >"$work/pgxn_install.log" 2>&1
  result $? "pgxn install ./$zip builds and installs it" "$work/pgxn_install.log"
  (cd "$work" && pg_virtualenv -t pgxn check "./$zip") >"$work/pgxn_check.log" 2>&1
  status=$?
  tests=$(grep -oE 'All [0-9]+ tests passed' "$work/pgxn_check.log")
  [ "$status" = 0 ] && [ -n "$tests" ]
  result $? "pgxn check ./$zip (its regression suite against the installed files): ${tests:-failed}" \
    "$work/pgxn_check.log"
  make -s install >/dev/null 2>&1
else
  result 1 "pgxn install and pgxn check: need root and pgxnclient (tools/install-deps.sh)"
fi
rm -f "$zip"
tap_plan
