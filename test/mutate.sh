#!/usr/bin/env bash
# Mutation check of the unit tests: break the solver core on purpose, one
# known mistake at a time (test/mutants; most of them the published
# pitfalls), and make sure the unit tests catch every one.  Prints one TAP
# line per mutant.
#
# Usage: bash test/mutate.sh [graphs]   (from the top directory)
set -u
cd "$(dirname "$0")/.."
graphs=${1:-3000}
cc=${TEST_CC:-cc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. test/mutants.sh

unit_catches() {	# N NAME FILE
  # shellcheck disable=SC2046  # the lists are words
  if ! $cc -std=c99 -O1 -o "$work/unit" $(make -s --no-print-directory list-test-src) \
      $(mutant_core_src "$work") 2>"$work/cc.log"; then
    echo "not ok $1 - mutant \"$2\" does not compile"
    cat "$work/cc.log"
    return 1
  fi
  # the test includes ../src/*.h; the mutants change .c files and
  # src/solver_layers.h, which src/solver.c includes from its own folder
  if timeout 300 "$work/unit" "$graphs" >"$work/out" 2>&1; then
    echo "not ok $1 - mutant \"$2\" survived the unit tests"
    return 1
  fi
  echo "ok $1 - mutant \"$2\" killed ($(grep -c '^not ok' "$work/out") tests failed)"
}

run_mutants "$work" unit_catches
