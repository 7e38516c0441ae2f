#!/usr/bin/env bash
# Mutation check of the fuzzers: build them against each known mistake of
# test/mutants (the ones the unit tests must catch too) and make sure one of
# them finds it within SECONDS (default 60) per fuzzer, starting from the
# seed corpus with a fixed libFuzzer seed.  The fuzzer of the mutated file
# is tried first (grid parser for src/grid.c, graph builder for
# src/graph.c, the graph6 codec's alone for src/graph6.c, else the
# solver's).  Prints one TAP line per mutant.
#   bash fuzz/mutate.sh [SECONDS]
set -u
cd "$(dirname "$0")/.."
seconds=${1:-60}
cc=${FUZZ_CC:-clang}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. test/mutants.sh

fuzzers_find() {	# N NAME FILE
  local order f t0 why
  case "$3" in
    src/grid.c) order="grid solver graph" ;;
    src/graph.c) order="graph solver grid" ;;
    src/graph6.c) order="graph6" ;;
    src/render.c) order="grid solver" ;;
    src/pursuit.c) order="solver" ;;
    *) order="solver graph grid" ;;
  esac
  for f in $order; do
    # the harnesses include ../src/*.h, as the unit tests do
    if ! $cc -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
        -o "$work/fuzzer" "fuzz/${f}_fuzz.c" test/oracle.c test/checks.c \
        test/code_checks.c test/pursuit_oracle.c $(mutant_core_src "$work") \
        2>"$work/cc.log"; then
      echo "not ok $1 - mutant \"$2\" does not compile"
      cat "$work/cc.log"
      return 1
    fi
    rm -rf "$work/corpus" && mkdir "$work/corpus" && cp fuzz/corpus/$f/* "$work/corpus/"
    t0=$SECONDS
    if ! "$work/fuzzer" -seed=1 -max_total_time="$seconds" -timeout=10 \
        -artifact_prefix="$work/" "$work/corpus" >"$work/log" 2>&1; then
      why=$(grep -m1 -oE 'fuzz check failed: .{0,70}|ERROR: [A-Za-z]+: [a-z-]+' "$work/log")
      echo "ok $1 - mutant \"$2\" found by ${f}_fuzz in $((SECONDS - t0)) s (${why:-crash})"
      return 0
    fi
  done
  echo "not ok $1 - mutant \"$2\" survived every fuzzer for $seconds s each"
  return 1
}

run_mutants "$work" fuzzers_find
