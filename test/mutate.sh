#!/usr/bin/env bash
# Mutation check of the unit tests: break the solver core on purpose, one
# known mistake at a time (most of them the published pitfalls), and make
# sure the unit tests catch every one.  Prints one TAP line per mutant.
#
# Usage: bash test/mutate.sh [graphs]   (from the top directory)
set -u
cd "$(dirname "$0")/.."
graphs=${1:-3000}
cc=${TEST_CC:-cc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# the mutants: test/mutants, "name|file|perl substitution" a line
mapfile -t mutants < <(grep -v '^#' test/mutants)

n=0
survived=0
for m in "${mutants[@]}"; do
  IFS='|' read -r name file expr <<<"$m"
  n=$((n + 1))
  rm -rf "$work/src" && cp -r src "$work/src"
  perl -0pi -e "$expr" "$work/$file"
  if cmp -s "$file" "$work/$file"; then
    echo "not ok $n - mutant \"$name\": the substitution did not apply"
    survived=$((survived + 1))
    continue
  fi
  if ! $cc -std=c99 -O1 -o "$work/unit" test/unit.c test/gen.c test/oracle.c test/checks.c \
      "$work/src/graph.c" "$work/src/solver.c" "$work/src/solver_small.c" \
      "$work/src/grid.c" 2>"$work/cc.log"; then
    echo "not ok $n - mutant \"$name\" does not compile"; cat "$work/cc.log"
    survived=$((survived + 1))
    continue
  fi
  # the test includes ../src/*.h; the mutant only changes .c files
  if timeout 300 "$work/unit" "$graphs" >"$work/out" 2>&1; then
    echo "not ok $n - mutant \"$name\" survived the unit tests"
    survived=$((survived + 1))
  else
    echo "ok $n - mutant \"$name\" killed ($(grep -c '^not ok' "$work/out") tests failed)"
  fi
done
echo "1..$n"
[ "$survived" -eq 0 ]
