#!/usr/bin/env bash
# Mutation check of the fuzzers: build them against each known mistake of
# test/mutants (the ones the unit tests must catch too) and make sure one of
# them finds it within SECONDS (default 60) per fuzzer, starting from the
# seed corpus with a fixed libFuzzer seed.  The fuzzer of the mutated file
# is tried first (grid parser for src/grid.c, graph builder for
# src/graph.c, else the solver's).  Prints one TAP line per mutant.
#   bash fuzz/mutate.sh [SECONDS]
set -u
cd "$(dirname "$0")/.."
seconds=${1:-60}
cc=${FUZZ_CC:-clang}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

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
  case "$file" in
    src/grid.c) order="grid solver graph" ;;
    src/graph.c) order="graph solver grid" ;;
    *) order="solver graph grid" ;;
  esac
  found=""
  for f in $order; do
    # the harnesses include ../src/*.h; the mutants change .c files and
    # src/solver_layers.h, which src/solver.c includes from its own folder
    if ! $cc -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
        -o "$work/fuzzer" "fuzz/${f}_fuzz.c" test/oracle.c test/checks.c \
        "$work/src/graph.c" "$work/src/solver.c" "$work/src/solver_small.c" \
        "$work/src/grid.c" 2>"$work/cc.log"; then
      found="does not compile"
      cat "$work/cc.log"
      break
    fi
    rm -rf "$work/corpus" && mkdir "$work/corpus" && cp fuzz/corpus/$f/* "$work/corpus/"
    t0=$SECONDS
    if ! "$work/fuzzer" -seed=1 -max_total_time="$seconds" -timeout=10 \
        -artifact_prefix="$work/" "$work/corpus" >"$work/log" 2>&1; then
      why=$(grep -m1 -oE 'fuzz check failed: .{0,70}|ERROR: [A-Za-z]+: [a-z-]+' "$work/log")
      found="found by ${f}_fuzz in $((SECONDS - t0)) s (${why:-crash})"
      break
    fi
  done
  if [ -n "$found" ] && [ "$found" != "does not compile" ]; then
    echo "ok $n - mutant \"$name\" $found"
  else
    echo "not ok $n - mutant \"$name\" ${found:-survived every fuzzer for $seconds s each}"
    survived=$((survived + 1))
  fi
done
echo "1..$n"
[ "$survived" -eq 0 ]
