#!/usr/bin/env bash
# The Debian package, as a user gets it: build postgresql-15-catmouse with
# tools/build-deb.sh (Debian's pg_buildext; the build runs the pg_regress
# suite against the package's files), lintian without an error, install the
# .deb with apt-get, check that the installed files are the package's
# (dpkg --verify), and run the pg_regress suite against them (make
# installcheck on a throwaway cluster).  Afterwards a package that was not
# installed before is purged and the checkout's build installed again.
# As root.  Prints TAP.   bash test/package_check.sh
set -u
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. test/tap.sh
finish() { tap_plan; exit; }

if [ "$(id -u)" -ne 0 ]; then
  result 1 "the package check installs a .deb: run it as root"
  finish
fi
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
pkg=postgresql-$pgver-catmouse
version=$(dpkg-parsechangelog -S Version)
was_installed=$(dpkg-query -W -f '${db:Status-Status}' "$pkg" 2>/dev/null)

bash tools/build-deb.sh "$work/deb" >"$work/build.log" 2>&1
status=$?
deb=$work/deb/${pkg}_${version}_$(dpkg --print-architecture).deb
tests=$(grep -oE 'All [0-9]+ tests passed' "$work/build.log" | head -1)
[ "$status" = 0 ] && [ -f "$deb" ] && [ -n "$tests" ]
result $? "dpkg-buildpackage builds $(basename "$deb") with pg_buildext; inside the build, pg_regress against the package's files: ${tests:-no result}" "$work/build.log"

sed -n '/^== lintian/,/^built:/p' "$work/build.log" | grep -E '^[EWIP]: ' >"$work/lintian"
errors=$(grep -c '^E: ' "$work/lintian")
warnings=$(grep -c '^W: ' "$work/lintian")
grep -q '^== lintian' "$work/build.log" && [ "$errors" = 0 ]
result $? "lintian: $errors errors, $warnings warnings$( [ -s "$work/lintian" ] || echo ', no tags')" "$work/lintian"
sed 's/^/# /' "$work/lintian"

if [ ! -f "$deb" ]; then
  finish
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y --reinstall "$deb" >"$work/apt.log" 2>&1
status=$?
installed=$(dpkg-query -W -f '${Version}' "$pkg" 2>/dev/null)
[ "$status" = 0 ] && [ "$installed" = "$version" ]
result $? "apt-get install ./$(basename "$deb"): $pkg $installed installed" "$work/apt.log"

lib=$(pg_config --pkglibdir)/catmouse.so
owner=$(dpkg -S "$lib" 2>/dev/null | cut -d: -f1)
dpkg --verify "$pkg" >"$work/verify" 2>&1
[ "$?" = 0 ] && [ ! -s "$work/verify" ] && [ "$owner" = "$pkg" ]
result $? "the installed files are the package's: dpkg --verify clean, $(basename "$lib") owned by ${owner:-nobody}" "$work/verify"

rm -f regression.diffs
pg_virtualenv -t -v "$pgver" make installcheck >"$work/installcheck.log" 2>&1
status=$?
tests=$(grep -oE 'All [0-9]+ tests passed' "$work/installcheck.log")
[ "$status" = 0 ] && [ -n "$tests" ]
result $? "make installcheck against the installed package: ${tests:-failed}" "$work/installcheck.log"
[ -s regression.diffs ] && head -60 regression.diffs | sed 's/^/# /'

if [ "$was_installed" != installed ]; then
  DEBIAN_FRONTEND=noninteractive apt-get purge -y "$pkg" >"$work/purge.log" 2>&1 &&
    make -s install >>"$work/purge.log" 2>&1
  result $? "$pkg purged again, the checkout's build installed" "$work/purge.log"
fi
finish
