#!/usr/bin/env bash
# Scaling out on this machine, the three ways side by side in one run
# (bench/citus.pl, on PostgreSQL's own TAP framework): one server, Citus (a
# coordinator and two workers) and postgres_fdw (a coordinator and two
# shards).  Needs Citus installed for this PostgreSQL (it is not in Debian's
# archive: tools/test-majors.sh builds it in the Debian roots of 17 and 18,
# and this script is run there).  Builds and installs the extension and the
# inputs (bench/gen) first.  As root the servers run as the postgres user.
#   bash bench/citus.sh [RUNS]        (3)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
if [ ! -f "$(pg_config --pkglibdir)/citus.so" ]; then
  echo "bench/citus.sh: Citus is not installed for $(pg_config --version)" >&2
  exit 1
fi
make -s >/dev/null
make -s install >/dev/null
make -s bench/gen >/dev/null
[ -f bench/data/batch.copy ] || { mkdir -p bench/data; ./bench/gen bench/data; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp bench/data/batch.copy "$work/"
chmod -R a+rX "$work"
export PATH="$(pg_config --bindir):$PATH"
export PG_REGRESS="$(pg_config --pkglibdir)/pgxs/src/test/regress/pg_regress"
perl=(perl -I "$(pg_config --pkglibdir)/pgxs/src/test/perl" -I "$PWD/test/perl"
      "$PWD/bench/citus.pl" "$work" "$runs")
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$work"
  (cd "$work" && runuser -u postgres -- "${perl[@]}")
else
  (cd "$work" && "${perl[@]}")
fi
echo "$(nproc) cores on this machine; every server shares them: $(pg_config --version)"
