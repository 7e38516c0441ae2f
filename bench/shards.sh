#!/usr/bin/env bash
# Scaling out on this machine: one shard against two (bench/shards.pl, on
# PostgreSQL's own TAP framework: three servers of PostgreSQL::Test::Cluster).
# Builds and installs the extension and the inputs (bench/gen) first.  As
# root the servers run as the postgres user (initdb refuses root).
#   bash bench/shards.sh [RUNS]        (3)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
make -s >/dev/null
make -s install >/dev/null
make -s bench/gen >/dev/null
[ -f bench/data/batch.copy ] || { mkdir -p bench/data; ./bench/gen bench/data; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp bench/data/batch.copy "$work/"
chmod -R a+rX "$work"
# what PostgreSQL's TAP framework takes from its Makefile: the server's
# programs on PATH, pg_regress for the test servers' authentication
export PATH="$(pg_config --bindir):$PATH"
export PG_REGRESS="$(pg_config --pkglibdir)/pgxs/src/test/regress/pg_regress"
perl=(perl -I "$(pg_config --pkglibdir)/pgxs/src/test/perl" -I "$PWD/test/perl"
      "$PWD/bench/shards.pl" "$work" "$runs")
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$work"
  (cd "$work" && runuser -u postgres -- "${perl[@]}")
else
  (cd "$work" && "${perl[@]}")
fi
nproc | sed 's/$/ cores on this machine; shards, coordinator and the query share them./'
