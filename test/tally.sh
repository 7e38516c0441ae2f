# Counting what the test runners printed, for test/run.sh and
# tools/test-majors.sh (sourced, not run).

# regress_counts LOG: "PASSED FAILED" of a pg_regress run.  PostgreSQL 15
# prints "test name ... ok", 16 and later "ok 1 - name" and "not ok 1 - name".
regress_counts() {
  local p f
  p=$(grep -cE '\.\.\. ok|^ok [0-9]+ ' "$1")
  f=$(grep -cE '\.\.\. FAILED|\.\.\. failed|^not ok [0-9]+ ' "$1")
  echo "$p $f"
}

# prove_counts LOG STATUS: "PASSED FAILED" of a prove run, from its summary
# ("Files=N, Tests=N") and each "Failed K/N subtests"; a run that failed
# without a failed subtest (a file that died without a plan) counts one.
prove_counts() {
  local n f
  n=$(sed -n 's/^Files=[0-9]*, Tests=\([0-9]*\),.*/\1/p' "$1")
  f=$(sed -n 's/.*Failed \([0-9]*\)\/[0-9]* subtests.*/\1/p' "$1" | awk '{ s += $1 } END { print s + 0 }')
  if [ "$2" -ne 0 ] && [ "$f" -eq 0 ]; then
    f=1
  fi
  n=${n:-0}
  echo "$((n - f)) $f"
}
