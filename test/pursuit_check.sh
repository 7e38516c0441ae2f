#!/usr/bin/env bash
# Many cats against the brute force on whole nauty datasets (no server).
# First the brute force itself (test/pursuit_oracle_check: named graphs of
# known cop number, trees and paths by formula, a second search, and the
# dismantling theorem on every connected graph up to 7 nodes); then
# test/pursuit_geng compares every position, the result and the best
# placement of src/pursuit.c with test/pursuit_oracle.c, on
#   every connected graph on up to 7 nodes, 1, 2 and 3 cats, staying
#   allowed and not, and one cat against the dismantling theorem;
#   every connected graph on 8 nodes, one cat, and the theorem;
#   every digraph on up to 4 nodes (nauty-directg of every connected
#   graph), 1 to 3 cats, staying allowed and not;
#   every digraph of every graph on 5 nodes (disconnected ones too), 1 and
#   2 cats, staying allowed and not.
# Prints TAP.   bash test/pursuit_check.sh
set -u
cd "$(dirname "$0")/.."
make -s test/pursuit_geng test/pursuit_oracle_check >/dev/null ||
  { echo "1..0 # cannot build test/pursuit_geng"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. test/tap.sh
./test/pursuit_oracle_check >"$work/oracle" 2>&1 &&
  nauty-geng -cq 7 | ./test/pursuit_oracle_check --geng >>"$work/oracle" 2>&1
result $? "the brute force: $(grep -c '^ok' "$work/oracle") checks of its own (named graphs, trees, a second search, dismantling; the dismantling theorem on the 853 connected graphs on 7 nodes)" "$work/oracle"
run() {	# run LABEL GENERATOR PURSUIT_GENG_ARGS...
  local label=$1 gen=$2
  shift 2
  bash -c "$gen" | ./test/pursuit_geng "$@" >"$work/geng" 2>&1
  result $? "$label: $(tail -n 1 "$work/geng")" "$work/geng"
}
for v in 1 2 3 4 5 6 7; do
  run "connected graphs on $v nodes, 1-3 cats, with and without staying, dismantling" \
    "nauty-geng -cq $v" 3 --both --dismantle
done
run "connected graphs on 8 nodes, one cat, dismantling" "nauty-geng -cq 8" 1 --dismantle
run "digraphs on up to 4 nodes, 1-3 cats, with and without staying" \
  "for v in 1 2 3 4; do nauty-geng -cq \$v | nauty-directg -q; done" 3 --both
run "digraphs of every graph on 5 nodes, 1-2 cats, with and without staying" \
  "nauty-geng -q 5 | nauty-directg -q" 2 --both
tap_plan
