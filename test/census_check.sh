#!/usr/bin/env bash
# The census of demo/census.sh against the brute force: for every n up to
# GRAPHS_N (6) the connected graphs nauty-geng makes, and up to DIGRAPHS_N
# (6) their orientations from nauty-directg, the census line of
# demo/census_run.sh --raw (catmouse in SQL, every graph for every hole)
# must equal test/census_oracle's (oracle.c on the adjacency matrices
# nauty-showg prints): graphs, pairs, positions and starts by outcome, the
# longest forced game and the first graph, hole and start that reach it.
# Then the census with cops (--cops) on up to COPS_N (7) nodes against
# test/pursuit_geng.  TAP output.  Runs inside pg_virtualenv, after make
# install.
#   bash test/census_check.sh [GRAPHS_N [DIGRAPHS_N [COPS_N]]]
set -u
cd "$(dirname "$0")/.."
gn=${1:-6}
dn=${2:-6}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -std=c99 -O2 -o "$work/census_oracle" test/census_oracle.c test/oracle.c || exit 1
cn=${3:-7}
make -s test/pursuit_geng >/dev/null || exit 1
echo "1..$((gn + dn + cn))"
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

# the census with cops (--cops): graphs by cop number, one cat's largest
# capture time and the first graph reaching it, against test/pursuit_geng
# (the solver checked position by position against its brute force)
bash demo/census_run.sh "$cn" --cops --raw > "$work/cops" 2> "$work/err"
for n in $(seq 1 "$cn"); do
  i=$((i + 1))
  line=$(nauty-geng -cq "$n" | ./test/pursuit_geng 3 | tail -n 1)
  want=$(sed -E 's/^([0-9]+) graphs.*1: ([0-9]+), 2: ([0-9]+), 3: ([0-9]+), more: ([0-9]+); one cat.s largest capture time (-?[0-9]+), first on graph ([0-9]+);.*/'"$n"' \1 \2 \3 \4 \5 \6 \7/' <<<"$line")
  got=$(awk -v n="$n" '$1 == n' "$work/cops")
  if [ -n "$got" ] && [ "$got" = "$want" ]; then
    echo "ok $i - census with cops on $n nodes equals the brute-force-checked solver's: $got"
  else
    echo "not ok $i - census with cops on $n nodes: SQL \"$got\", test/pursuit_geng \"$want\""
    head -n 5 "$work/err" | sed 's/^/# /'
  fi
done
