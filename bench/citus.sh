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
if [ ! -f "$(pg_config --pkglibdir)/citus.so" ]; then
  echo "bench/citus.sh: Citus is not installed for $(pg_config --version)" >&2
  exit 1
fi
. bench/lib.sh
tap_bench citus.pl "${1:-3}"
echo "$(nproc) cores on this machine; every server shares them: $(pg_config --version)"
