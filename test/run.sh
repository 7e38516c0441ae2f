#!/usr/bin/env bash
# The whole test suite: build and install the extension, then
#   1. the solver core's unit tests against the brute force (test/unit.c),
#   2. the mutation check (test/mutate.sh: the unit tests catch known bugs),
#   3. the core under valgrind memcheck and AddressSanitizer (test/memcheck.sh),
#   4. the libFuzzer harnesses, FUZZ_SECONDS (60) each (fuzz/run.sh), and
#      the same known bugs against the fuzzers (fuzz/mutate.sh),
#   5. the graph6 codec against nauty's tools (test/graph6_nauty.sh), many
#      cats against their brute force on nauty's graphs (test/pursuit_check.sh),
#      the SQL functions against the brute force (test/sql_oracle.sh),
#   6. one backend's memory over 10,000 calls of each function
#      (test/server_memory.sh),
#   7. pgbench load, 8 clients, LOAD_SECONDS (10) (test/load.sh),
#   8. pg_cancel_backend and pg_terminate_backend on long solves
#      (test/cancel.sh), the census of every connected graph and digraph
#      on up to 6 nodes against the brute force (test/census_check.sh),
#      pictures rendered by Graphviz and checked by xmllint, boards
#      (test/render_check.sh),
#   9. the pg_regress suite (sql/, expected/), a coordinator and two shards
#      on postgres_fdw (test/shards.sh), and each pg_regress file alone
#      (test/regress_alone.sh),
#  10. the release: the upgrade from 1.0 with dependent objects
#      (test/upgrade.sh), PGXN's META.json and make dist (test/dist_check.sh),
#      the Debian package built, linted, installed and tested
#      (test/package_check.sh),
# each server test on a throwaway cluster (pg_virtualenv).
# Ends with one line "N passed, M failed".  Run from anywhere, as root.
set -u
cd "$(dirname "$0")/.."
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT
passed=0
failed=0

tally() {	# $1: label, $2: file with "ok" / "not ok" / pg_regress lines
  local p f
  p=$(grep -cE '^ok |\.\.\. ok ' "$2")
  f=$(grep -cE '^not ok |\.\.\. FAILED|\.\.\. failed' "$2")
  echo "== $1: $p passed, $f failed"
  passed=$((passed + p))
  failed=$((failed + f))
}

step() {	# a build step that must work
  if ! "$@" >"$log/step" 2>&1; then
    cat "$log/step"
    echo "== build step failed: $*"
    failed=$((failed + 1))
    echo "$passed passed, $failed failed"
    exit 1
  fi
}

step make
step make install
step make test/unit

./test/unit "${UNIT_GRAPHS:-20000}" | tee "$log/unit"
tally "unit tests" "$log/unit"

bash test/mutate.sh | tee "$log/mutate"
tally "mutation check" "$log/mutate"

step make test/unit_plain
bash test/memcheck.sh "${MEMCHECK_GRAPHS:-1000}" | tee "$log/memcheck"
tally "memory checks" "$log/memcheck"

bash fuzz/run.sh "${FUZZ_SECONDS:-60}" | tee "$log/fuzz"
tally "fuzzing" "$log/fuzz"
if ! grep -q '^1\.\.4$' "$log/fuzz"; then
  echo "== the fuzzers did not run"
  failed=$((failed + 1))
fi

bash fuzz/mutate.sh | tee "$log/fuzz_mutate"
tally "fuzzer mutation check" "$log/fuzz_mutate"

bash test/graph6_nauty.sh | tee "$log/graph6_nauty"
tally "graph6 codec against nauty" "$log/graph6_nauty"

bash test/pursuit_check.sh | tee "$log/pursuit_check"
tally "many cats against the brute force on nauty's graphs" "$log/pursuit_check"

pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')

# server_test LABEL PLAN SCRIPT [ARGS]: a TAP script on a throwaway cluster,
# which must print its whole plan "1..PLAN"
server_test() {
  local label=$1 plan=$2 name
  shift 2
  name=$(basename "$1" .sh)
  pg_virtualenv -t -v "$pgver" bash "$@" 2>&1 | tee "$log/$name"
  tally "$label" "$log/$name"
  if ! grep -q "^1\.\.$plan\$" "$log/$name"; then
    echo "== $1 did not finish"
    failed=$((failed + 1))
  fi
}

server_test "SQL against the brute force" 13 test/sql_oracle.sh
server_test "server memory" 22 test/server_memory.sh
server_test "load" 1 test/load.sh "${LOAD_SECONDS:-10}" 8
server_test "cancel from another session" 8 test/cancel.sh
server_test "census against the brute force" 19 test/census_check.sh
server_test "pictures and boards" 5 test/render_check.sh

rm -f regression.diffs
pg_virtualenv -t -v "$pgver" make installcheck 2>&1 | tee "$log/regress"
tally "regression tests" "$log/regress"
if [ -s regression.diffs ]; then
  echo "== regression.diffs:"
  cat regression.diffs
fi
if ! grep -qE '\.\.\. (ok|FAILED|failed)' "$log/regress"; then
  echo "== the regression suite did not run"
  failed=$((failed + 1))
fi

# shards: three clusters of its own (test/clusters.sh), no pg_virtualenv
bash test/shards.sh 2>&1 | tee "$log/shards"
tally "shards on postgres_fdw" "$log/shards"
if ! grep -qE '^[0-9]+ passed, 0 failed$' "$log/shards"; then
  echo "== test/shards.sh did not finish"
  failed=$((failed + 1))
fi

nregress=$(sed -n 's/^REGRESS = //p' Makefile | wc -w)
server_test "regression files alone" "$nregress" test/regress_alone.sh

# the release: the upgrade from 1.0, PGXN's META.json and archive, the
# Debian package (built, linted, installed and tested; purged afterwards)
server_test "upgrade from 1.0" 7 test/upgrade.sh
local_test() {	# local_test LABEL PLAN SCRIPT: a TAP script without a server of its own
  local label=$1 plan=$2 name
  name=$(basename "$3" .sh)
  bash "$3" 2>&1 | tee "$log/$name"
  tally "$label" "$log/$name"
  if ! grep -q "^1\.\.$plan\$" "$log/$name"; then
    echo "== $3 did not finish"
    failed=$((failed + 1))
  fi
}
local_test "PGXN release" 9 test/dist_check.sh
if [ "$(dpkg-query -W -f '${db:Status-Status}' "postgresql-$pgver-catmouse" 2>/dev/null)" = installed ]; then
  local_test "Debian package" 5 test/package_check.sh
else
  local_test "Debian package" 6 test/package_check.sh
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
