#!/usr/bin/env bash
# Memory checks of the solver core: the unit tests under valgrind memcheck
# (no error, no leak) and under AddressSanitizer with LeakSanitizer.
# Prints TAP.  Usage (from the top directory): bash test/memcheck.sh [GRAPHS]
set -u
graphs=${1:-1000}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

valgrind --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
  --errors-for-leak-kinds=definite,indirect ./test/unit_plain "$graphs" >"$log" 2>&1
rc=$?
summary=$(grep -E "ERROR SUMMARY" "$log" | tail -n 1 | sed 's/^==[0-9]*== //')
leaks=$(grep -E "definitely lost|All heap blocks were freed" "$log" | tail -n 1 | sed 's/^==[0-9]*== //')
if [ $rc -eq 0 ] && grep -q "^1\.\." "$log" && ! grep -q "^not ok" "$log"; then
  echo "ok 1 - unit tests ($graphs random graphs) under valgrind memcheck: $summary; $leaks"
else
  echo "not ok 1 - unit tests under valgrind memcheck (exit $rc): $summary; $leaks"
  grep -E "Invalid|uninitialised|definitely lost" "$log" | head -n 10 | sed 's/^/# /'
fi

ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 ./test/unit "$graphs" >"$log" 2>&1
rc=$?
if [ $rc -eq 0 ] && ! grep -q "^not ok" "$log"; then
  echo "ok 2 - unit tests ($graphs random graphs) under AddressSanitizer, UndefinedBehaviorSanitizer and LeakSanitizer: no report"
else
  echo "not ok 2 - unit tests under AddressSanitizer (exit $rc)"
  grep -E "ERROR|SUMMARY|runtime error" "$log" | head -n 10 | sed 's/^/# /'
fi
echo "1..2"
