#!/usr/bin/env bash
# Sessions sharing one census run: one, two and three sessions calling the
# same cat_mouse_census_run of cops and robbers at once
# (bench/census_sessions.pl, on
# PostgreSQL's own TAP framework).  Builds and installs the extension first.
# As root the server runs as the postgres user (initdb refuses root).
#   bash bench/census_sessions.sh [RUNS] [NODES]        (5, 10)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
nodes=${2:-10}
make -s >/dev/null
make -s install >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod a+rwx "$work"
# what PostgreSQL's TAP framework takes from its Makefile: the server's
# programs on PATH, pg_regress for the test servers' authentication
export PATH="$(pg_config --bindir):$PATH"
export PG_REGRESS="$(pg_config --pkglibdir)/pgxs/src/test/regress/pg_regress"
perl=(perl -I "$(pg_config --pkglibdir)/pgxs/src/test/perl" -I "$PWD/test/perl"
      "$PWD/bench/census_sessions.pl" "$runs" "$nodes")
if [ "$(id -u)" -eq 0 ]; then
  (cd "$work" && runuser -u postgres -- "${perl[@]}")
else
  (cd "$work" && "${perl[@]}")
fi
nproc | sed 's/$/ cores on this machine./'
