#!/usr/bin/env bash
# Install what catmouse needs to build, test and run, from Debian's archive
# (Debian 12, as root): PostgreSQL 15 server and headers (pgbench with them),
# a C toolchain, and for the tests clang with libFuzzer and valgrind,
# IPC::Run (PostgreSQL's TAP framework), nauty (graph6 datasets and
# reference decoders) and its library, Graphviz's library (libgraphviz-dev,
# cat_mouse_svg's layout; pkgconf finds it) and graphviz (pictures), libxml2-utils
# (xmllint, to check SVG) and sqlsmith (random SQL); for the release checks Debian's
# packaging tools (debhelper, postgresql-server-dev-all with pg_buildext,
# postgresql-all for the package's build-time tests, lintian) and
# python3-jsonschema, pgxnclient and unzip (PGXN's META.json and archive);
# debootstrap and debian-archive-keyring (its keys sign Debian 13 and
# unstable too) for the other majors' Debian roots (tools/test-majors.sh).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: run as root (or with sudo)" >&2
  exit 1
fi
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  build-essential postgresql-15 postgresql-server-dev-15 postgresql-common \
  postgresql-client-15 clang libclang-rt-14-dev valgrind libipc-run-perl nauty libnauty2-dev \
  libgraphviz-dev pkgconf graphviz libxml2-utils sqlsmith unzip \
  git debhelper dpkg-dev postgresql-server-dev-all postgresql-all lintian python3-jsonschema pgxnclient \
  debootstrap debian-archive-keyring \
  >/dev/null
echo "install-deps: $(pg_config --version), $(gcc --version | head -n 1)"
