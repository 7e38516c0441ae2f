#!/usr/bin/env bash
# Install from Debian's archive, as root, what catmouse needs on this
# machine's release (the lists are tools/deps.sh's):
#
#   bash tools/install-deps.sh [MAJOR]          build and run catmouse
#   bash tools/install-deps.sh --tests [MAJOR]  and run its whole test suite
#
# MAJOR is the PostgreSQL major to build for, by default the release's own
# (15 on Debian 12, 17 on 13, 18 on unstable; 19 from experimental on
# unstable).  --tests adds Debian's packaging tools (the package checks),
# the TAP tests' programs (IPC::Run, nauty, xmllint, sqlsmith), clang with
# libFuzzer, valgrind, the PGXN checks and debootstrap for the other
# majors' roots: about 500 packages on a minimal Debian 12, where the first
# form installs about 150.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
deps=$(dirname "$0")/deps.sh
tests=
if [ "${1:-}" = --tests ]; then
  tests=1
  shift
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: run as root (or with sudo)" >&2
  exit 1
fi
release=$(bash "$deps" release)
major=${1:-}
if [ -z "$major" ]; then
  case $release in bookworm) major=15 ;; trixie) major=17 ;; *) major=18 ;; esac
fi
# shellcheck disable=SC2046
set -- $(bash "$deps" build "$major")
if [ -n "$tests" ]; then
  # shellcheck disable=SC2046
  set -- "$@" $(bash "$deps" package) $(bash "$deps" tests) $(bash "$deps" tests-host)
fi
apt-get update -qq
apt-get install -y -qq --no-install-recommends "$@" >/dev/null
echo "install-deps: $# packages asked for ($release, PostgreSQL $major$([ -n "$tests" ] && echo ', the test suite')):" \
  "$(/usr/lib/postgresql/"$major"/bin/pg_config --version), $(gcc --version | head -n 1)"
