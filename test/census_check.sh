#!/usr/bin/env bash
# The census of demo/census.sh against the brute force: for every n up to
# GRAPHS_N (6) the connected graphs nauty-geng makes, and up to DIGRAPHS_N
# (6) their orientations from nauty-directg, the census line of
# demo/census_run.sh --raw (catmouse in SQL, every graph for every hole)
# must equal test/census_oracle's (oracle.c on the adjacency matrices
# nauty-showg prints): graphs, pairs, positions and starts by outcome, the
# longest forced game and the first graph, hole and start that reach it.
# TAP output.  Runs inside pg_virtualenv, after make install.
#   bash test/census_check.sh [GRAPHS_N [DIGRAPHS_N]]
set -u
cd "$(dirname "$0")/.."
gn=${1:-6}
dn=${2:-6}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -std=c99 -O2 -o "$work/census_oracle" test/census_oracle.c test/oracle.c || exit 1
echo "1..$((gn + dn))"
i=0
check() {	# KIND MAX_N FLAGS...
  local kind=$1 max=$2 n want got
  shift 2
  bash demo/census_run.sh "$max" --raw "$@" > "$work/sql" 2> "$work/err"
  for n in $(seq 1 "$max"); do
    i=$((i + 1))
    if [ "$kind" = digraphs ]; then
      want=$(nauty-geng -cq "$n" | nauty-directg -q | nauty-showg -aq | "$work/census_oracle")
    else
      want=$(nauty-geng -cq "$n" | nauty-showg -aq | "$work/census_oracle")
    fi
    got=$(awk -v n="$n" '$1 == n' "$work/sql")
    if [ -n "$got" ] && [ "$got" = "$want" ]; then
      echo "ok $i - census of $kind on $n nodes equals the brute force: $got"
    else
      echo "not ok $i - census of $kind on $n nodes: catmouse \"$got\", brute force \"$want\""
      head -n 5 "$work/err" | sed 's/^/# /'
    fi
  done
}
check graphs "$gn"
check digraphs "$dn" --directed
