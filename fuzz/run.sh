#!/usr/bin/env bash
# Run each libFuzzer harness (grid parser, graph builder, solver against
# the brute force, graph6 codec) for SECONDS (default 60) under AddressSanitizer and
# UndefinedBehaviorSanitizer, starting from the committed seed corpus.
# A finding (crash, sanitizer report, failed check, hang over 10 s) is kept
# in fuzz/findings/ and fails the run.  Prints one TAP line per harness.
#   bash fuzz/run.sh [SECONDS]        e.g. 1800 for the long run
set -u
cd "$(dirname "$0")/.."
seconds=${1:-60}
make -s fuzzers >/dev/null || { echo "not ok - fuzzers do not build"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p fuzz/findings
n=0
failed=0
for f in grid graph solver graph6; do
  n=$((n + 1))
  mkdir -p "$work/$f"
  cp fuzz/corpus/$f/* "$work/$f/"
  ./fuzz/${f}_fuzz -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
    -artifact_prefix=fuzz/findings/$f- "$work/$f" > "$work/$f.log" 2>&1
  rc=$?
  runs=$(awk '/stat::number_of_executed_units/ { print $NF }' "$work/$f.log")
  if [ $rc -eq 0 ]; then
    echo "ok $n - ${f}_fuzz: ${runs:-0} executions in ${seconds} s, no findings"
  else
    failed=$((failed + 1))
    echo "not ok $n - ${f}_fuzz: finding after ${runs:-?} executions (see fuzz/findings/)"
    grep -E "ERROR|fuzz check|SUMMARY" "$work/$f.log" | head -n 5 | sed 's/^/# /'
  fi
done
echo "1..$n"
[ $failed -eq 0 ]
