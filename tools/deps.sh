#!/usr/bin/env bash
# What catmouse needs from Debian's archive, per release: the one list that
# the install lines of README.md and docs/operations.md, tools/install-deps.sh,
# the Debian roots of tools/test-majors.sh and debian/control's dependencies
# are checked against.
#
#   tools/deps.sh build MAJOR [RELEASE]   build and run catmouse for PostgreSQL MAJOR
#   tools/deps.sh package [RELEASE]       and build its Debian package
#   tools/deps.sh runtime MAJOR [RELEASE] what apt-get install ./postgresql-MAJOR-catmouse_*.deb
#                                         needs named beside it (19's libpq5 from experimental)
#   tools/deps.sh tests [RELEASE]         and run the TAP tests that start servers
#   tools/deps.sh tests-host [RELEASE]    and the rest of the suite (the host's part)
#   tools/deps.sh release                 this machine's release (bookworm, trixie, sid)
#   tools/deps.sh majors [RELEASE]        the PostgreSQL majors RELEASE ships (19/experimental)
#   tools/deps.sh readme MAJOR RELEASE    the install commands for MAJOR on RELEASE, in full
#                                         (docs/operations.md's: experimental's source for 19)
#   tools/deps.sh check                   the install lines of README.md (one a release) and
#                                         docs/operations.md are these lists,
#                                         debian/control(.in) declares them
#
# RELEASE defaults to this machine's.  A package a release has only in
# Debian's experimental suite (PostgreSQL 19's, on unstable) is written
# NAME/experimental, which apt-get install takes as it is (the package from
# experimental, the rest from unstable).  The lists print one line, names
# separated by spaces.
set -euo pipefail

# this machine's release: unstable's os-release names the next release
# (testing's codename), its debian_version says sid
this_release() {
  if grep -q sid /etc/debian_version 2>/dev/null; then
    echo sid
  else
    (. /etc/os-release && echo "${VERSION_CODENAME:?no VERSION_CODENAME in /etc/os-release}")
  fi
}

# the majors each release ships, and where
majors_of() {
  case $1 in
    bookworm) echo 15 ;;
    trixie) echo 17 ;;
    sid) echo "18 19/experimental" ;;
    *) echo "deps: no list for Debian $1" >&2; return 1 ;;
  esac
}

# NAME, or NAME/experimental when RELEASE has MAJOR only there
pg_package() {	# NAME MAJOR RELEASE
  local m
  for m in $(majors_of "$3"); do
    case $m in
      "$2") echo "$1"; return 0 ;;
      "$2"/*) echo "$1/${m#*/}"; return 0 ;;
    esac
  done
  echo "deps: Debian $3 has no PostgreSQL $2 (it has $(majors_of "$3"))" >&2
  return 1
}

nauty_dev() {	# nauty's library: libnauty2-dev in Debian 12, libnauty-dev from 13
  case $1 in bookworm) echo libnauty2-dev ;; *) echo libnauty-dev ;; esac
}

build() {	# MAJOR RELEASE
  # graphviz: Graphviz's layout plugins registered (from libgvc7, unstable's,
  # the library's own install no longer does it; cat_mouse_svg needs it)
  local server dev
  server=$(pg_package postgresql-"$1" "$1" "$2") || return 1
  dev=$(pg_package postgresql-server-dev-"$1" "$1" "$2") || return 1
  # a major from another suite: its headers need that suite's libpq-dev,
  # which apt's solver does not take from there unless asked
  case $server in */*) dev="$dev libpq-dev/${server#*/}" ;; esac
  echo "build-essential $server $dev $(nauty_dev "$2") libgraphviz-dev pkgconf graphviz"
}

# runtime MAJOR RELEASE: for a major from another suite, its client library
# from there (postgresql-MAJOR needs it, and apt's solver takes from
# experimental only what it is asked to); else nothing
runtime() {
  local server
  server=$(pg_package postgresql-"$1" "$1" "$2") || return 1
  case $server in */*) echo "libpq5/${server#*/}" ;; *) echo ;; esac
}

package() {	# RELEASE
  echo "debhelper dpkg-dev postgresql-all postgresql-server-dev-all lintian git"
}

tests() {	# RELEASE: PostgreSQL's TAP framework's IPC::Run, nauty's programs,
  # xmllint for the SVG, sqlsmith
  echo "libipc-run-perl nauty libxml2-utils sqlsmith"
}

tests_host() {	# RELEASE: clang with libFuzzer and its sanitizers, valgrind, the
  # PGXN checks, debootstrap with the keys of Debian's releases for the
  # roots of the other majors, and what the sanitizer tier's PostgreSQL is
  # built with from its source package (dpkg-source, libxml2)
  local rt
  case $1 in bookworm) rt=libclang-rt-14-dev ;; *) rt=libclang-rt-dev ;; esac
  echo "clang $rt valgrind python3-jsonschema pgxnclient unzip debootstrap debian-archive-keyring dpkg-dev libxml2-dev zlib1g-dev"
}

# readme_block FILE MAJOR RELEASE: FILE's commands under "# Debian ...
# (RELEASE), PostgreSQL MAJOR", up to the next comment or blank line
readme_block() {
  perl -ne '
    if ($want) { exit if /^#/ || /^\s*$/ || /^```/; print; next }
    $want = 1 if /^# Debian .*\('"$3"'\), PostgreSQL '"$2"'\b/;
  ' "$1"
}

# check_readme FILE [RUNTIME]: every "# Debian ... (RELEASE), PostgreSQL N"
# comment of FILE is followed (before the next comment) by a line
# "apt-get install LIST" with LIST the build list of N on RELEASE, in any
# order; every major of every release has one.  With RUNTIME, FILE also
# installs the package of a major from another suite with its client
# library from there.
check_readme() {
  local readme=$1 with_runtime=${2:-} status=0 release major m want got seen want_rt
  for release in bookworm trixie sid; do
    for m in $(majors_of "$release"); do
      major=${m%%/*}
      seen=$(readme_block "$readme" "$major" "$release" | grep '^apt-get install ' | head -n 1)
      if [ -z "$seen" ]; then
        echo "deps: $readme has no install line for PostgreSQL $major on Debian $release" >&2
        status=1
        continue
      fi
      got=$(echo "$seen" | sed -n 's/^apt-get install //p' | tr ' ' '\n' | sort | tr '\n' ' ')
      want=$(build "$major" "$release" | tr ' ' '\n' | sort | tr '\n' ' ')
      want_rt=$(runtime "$major" "$release")
      if [ -n "$with_runtime" ] && [ -n "$want_rt" ] &&
        ! grep -qE "^apt-get install \./dist/postgresql-$major-catmouse_[^ ]+\.deb $want_rt\$" "$readme"; then
        echo "deps: $readme has no line 'apt-get install ./dist/postgresql-$major-catmouse_VERSION.deb $want_rt'" >&2
        status=1
      fi
      if [ "$got" != "$want" ]; then
        echo "deps: $readme's line for PostgreSQL $major on Debian $release installs" >&2
        echo "  $got" >&2
        echo "  where tools/deps.sh build $major $release says" >&2
        echo "  $want" >&2
        status=1
      fi
    done
  done
  return $status
}

# check_control CONTROL: what the build lists name beyond the compiler and
# PostgreSQL (which postgresql-server-dev-all brings) is in CONTROL's
# Build-Depends, on every release; graphviz in its Depends too (the
# layout's plugins, which cat_mouse_svg needs at run time)
check_control() {
  local control=$1 status=0 release m name build depends
  build=$(perl -0ne 'print $1 if /^Build-Depends:((?:\n .*)+)/m' "$control")
  depends=$(perl -0ne 'print $1 if /^Depends:((?:\n .*)+)/m' "$control")
  for release in bookworm trixie sid; do
    for m in $(majors_of "$release"); do
      for name in $(build "${m%%/*}" "$release"); do
        case $name in build-essential | postgresql-* | */*) continue ;; esac
        if ! echo "$build" | grep -qE "(^|[ ,|])$name([ ,(<]|\$)"; then
          echo "deps: $control's Build-Depends lack $name (Debian $release, PostgreSQL ${m%%/*})" >&2
          status=1
        fi
      done
    done
  done
  if ! echo "$depends" | grep -qE "(^|[ ,])graphviz(,|\$)"; then
    echo "deps: $control's Depends lack graphviz" >&2
    status=1
  fi
  return $status
}

what=${1:-}
shift || true
case $what in
  build) build "${1:?usage: deps.sh build MAJOR [RELEASE]}" "${2:-$(this_release)}" ;;
  package) package "${1:-$(this_release)}" ;;
  runtime) runtime "${1:?usage: deps.sh runtime MAJOR [RELEASE]}" "${2:-$(this_release)}" ;;
  tests) tests "${1:-$(this_release)}" ;;
  tests-host) tests_host "${1:-$(this_release)}" ;;
  release) this_release ;;
  majors) majors_of "${1:-$(this_release)}" ;;
  readme) readme_block "$(dirname "$0")/../docs/operations.md" "${1:?usage: deps.sh readme MAJOR RELEASE}" "${2:?usage: deps.sh readme MAJOR RELEASE}" ;;
  check)
    top=$(dirname "$0")/..
    status=0
    check_readme "$top/README.md" || status=1
    check_readme "$top/docs/operations.md" runtime || status=1
    for control in "$top/debian/control.in" "$top/debian/control"; do
      check_control "$control" || status=1
    done
    exit $status
    ;;
  *)
    sed -n '2,/^set/{/^set/d;s/^# \{0,1\}//;p}' "$0" >&2
    exit 2
    ;;
esac
