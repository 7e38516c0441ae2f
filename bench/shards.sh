#!/usr/bin/env bash
# Scaling out on this machine: one shard against two (bench/shards.pl, on
# PostgreSQL's own TAP framework: three servers of PostgreSQL::Test::Cluster).
# Builds and installs the extension and the inputs (bench/gen) first.  As
# root the servers run as the postgres user (initdb refuses root).
#   bash bench/shards.sh [RUNS]        (3)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
tap_bench shards.pl "${1:-3}"
nproc | sed 's/$/ cores on this machine; shards, coordinator and the query share them./'
