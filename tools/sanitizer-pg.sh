#!/usr/bin/env bash
# PostgreSQL 15 built with AddressSanitizer and UndefinedBehaviorSanitizer
# from Debian's own source package, for the sanitizer tier of the tests
# (tools/test-sanitizer.sh): catmouse built the same way and loaded into
# these backends has every access of its code checked, inside a real server.
#
#   bash tools/sanitizer-pg.sh            build it unless cached; print its prefix
#   bash tools/sanitizer-pg.sh --fetch    only fetch its source, unless cached (apt)
#   bash tools/sanitizer-pg.sh --prefix   print the prefix of a cached build, or fail
#
# As root the first time (apt: a deb-src entry for the machine's own
# archive, written to /etc/apt/sources.list.d/catmouse-deb-src.sources, and
# the source package, kept in the cache's source/: test/run.sh fetches it
# in its first part, before anything else uses apt, and builds it later,
# beside the other parts).  The source is the installed postgresql-15's version
# when the archive still serves it, else the newest it serves.  Configured
# with assertions, TAP support and libxml (the suite parses its SVG), without
# readline and ICU; CFLAGS
# -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all; only the
# server, the client programs, PL/pgSQL and the test programs are built
# (no contrib, no docs).  Installed into a folder of the cache:
# CATMOUSE_SANITIZER_CACHE, by default /var/cache/catmouse/sanitizer, one
# entry per source version and flags (PREFIX/ready marks a finished build;
# a build that did not finish is made again; flock on the entry: a second
# run waits).  About 12 minutes on 2 cores the first time, nothing after.
#
# Preloading the sanitizer runtime into Debian's own postgres instead does
# not work on Debian 12: the postmaster hangs on a futex at start.
set -euo pipefail
cache=${CATMOUSE_SANITIZER_CACHE:-/var/cache/catmouse/sanitizer}
flags="-O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all"
options="--enable-cassert --enable-debug --enable-tap-tests --with-libxml --without-readline --without-icu"
key=$(printf '%s %s' "$flags" "$options" | sha256sum | cut -c1-8)
jobs=$(nproc)

cached() {	# the prefix of a finished build, newest first
  local d
  for d in $(ls -d "$cache"/pg15-*-"$key" 2>/dev/null | sort -rV); do
    if [ -e "$d/ready" ]; then
      echo "$d/install"
      return 0
    fi
  done
  return 1
}

fetch() {	# the source package into $cache/source (apt: as root)
  local src uris codename installed v work
  if [ -e "$cache/source/version" ]; then
    return 0
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "sanitizer-pg: the source is fetched as root (apt-get source)" >&2
    return 1
  fi
  # deb-src for the archive this machine's apt uses for its own release
  src=/etc/apt/sources.list.d/catmouse-deb-src.sources
  if [ ! -e "$src" ]; then
    uris=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -m1 '/debian/*$' || true)
    uris=${uris:-http://deb.debian.org/debian}
    codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
    cat >"$src" <<EOF
Types: deb-src
URIs: $uris
Suites: $codename $codename-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  fi
  apt-get update -qq -o Dir::Etc::sourcelist="$src" -o Dir::Etc::sourceparts=- \
    -o APT::Get::List-Cleanup=0
  mkdir -p "$cache"
  work=$(mktemp -d "$cache/fetch.XXXXXX")
  installed=$(dpkg-query -W -f '${Version}' postgresql-15 2>/dev/null || true)
  for v in $installed $(apt-cache showsrc postgresql-15 | sed -n 's/^Version: //p' | sort -rV); do
    if (cd "$work" && apt-get source -qq --download-only "postgresql-15=$v" >/dev/null 2>&1); then
      echo "$v" >"$work/version"
      rm -rf "$cache/source"
      mv "$work" "$cache/source"
      return 0
    fi
    rm -f "$work"/*
  done
  rm -rf "$work"
  echo "sanitizer-pg: the archive serves no source of postgresql-15" >&2
  return 1
}

case ${1:-} in
  --prefix)
    cached || { echo "sanitizer-pg: no build in $cache (run tools/sanitizer-pg.sh as root)" >&2; exit 1; }
    exit 0 ;;
  --fetch)
    cached >/dev/null || fetch
    exit ;;
esac
if prefix=$(cached); then
  echo "$prefix"
  exit 0
fi
fetch || exit 1
got=$(cat "$cache/source/version")

entry=$cache/pg15-$got-$key
mkdir -p "$entry"
exec 9>"$entry/lock"
flock 9
if [ -e "$entry/ready" ]; then
  echo "$entry/install"
  exit 0
fi
rm -rf "$entry/src" "$entry/install"
(cd "$cache/source" && dpkg-source -x --skip-patches ./*.dsc "$entry/src" >/dev/null)
rm -f "$entry"/*.orig.tar.*
# Debian's patches are left out: they move the installation's folders to
# Debian's layout (per-version folders, the socket in /var/run), which a
# private prefix does not want; the code is upstream's, as Debian ships it
cd "$entry/src"
echo "sanitizer-pg: building PostgreSQL $got with $flags in $entry (once)" >&2
# shellcheck disable=SC2086
./configure -q --prefix="$entry/install" $options \
  CFLAGS="$flags" LDFLAGS="-fsanitize=address,undefined" >"$entry/configure.log" 2>&1
ASAN_OPTIONS=detect_leaks=0 make -s -j"$jobs" >"$entry/make.log" 2>&1
ASAN_OPTIONS=detect_leaks=0 make -s install >>"$entry/make.log" 2>&1
chmod -R a+rX "$entry"
echo "$got $flags $options" >"$entry/ready"
echo "$entry/install"
