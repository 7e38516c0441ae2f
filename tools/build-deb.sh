#!/usr/bin/env bash
# Build the Debian package postgresql-N-catmouse, for each major N of
# debian/pgversions (15, 17, 18, 19) whose headers are installed, from this
# checkout with Debian's PostgreSQL tooling (debian/: dh --with pgxs,
# pg_buildext), in a copy of the tracked files (so the work tree stays
# clean), then run lintian on the result.  debian/control names the
# packages of Debian 12 (postgresql-15-catmouse); the copy's is made from
# debian/control.in for the release at hand (pg_buildext updatecontrol).  The build runs the pg_regress suite against the package's
# files (pg_buildext installcheck; DEB_BUILD_OPTIONS=nocheck skips it).
# Needs: debhelper, postgresql-server-dev-all, postgresql-all, lintian
# (tools/install-deps.sh installs them on Debian 12; README.md names them for
# later releases).
#   bash tools/build-deb.sh [OUTDIR]     the .deb goes to OUTDIR (default dist/)
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-dist}")
mkdir -p "$out"
version=$(dpkg-parsechangelog -S Version)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# the build's own regression run starts its server as the postgres user,
# which reads the package's files from here (pg_virtualenv's
# extension_control_path, from PostgreSQL 18): not mktemp's 0700
chmod 755 "$work"
# a package for each major of debian/pgversions whose headers are installed
# (Debian's default is the release's supported majors: unstable's 18, not 19
# from experimental)
export PG_SUPPORTED_VERSIONS=${PG_SUPPORTED_VERSIONS:-installed}
src="$work/catmouse-${version%-*}"
mkdir -p "$src"
git ls-files -z | xargs -0 cp --parents -t "$src"
(cd "$src" && pg_buildext updatecontrol && dpkg-buildpackage -us -uc -b)
for f in "$work"/*.deb "$work"/*.changes "$work"/*.buildinfo; do
  cp "$f" "$out/"
done
changes=$(ls "$out"/catmouse_"${version}"_*.changes)
echo "== lintian $(basename "$changes")"
# errors fail the build; warnings and notes are printed
lintian --fail-on error --info "$changes"
echo "built: $(cd "$out" && ls ./*.deb)"
