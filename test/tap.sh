# test/tap.sh: TAP lines for the shell test scripts (sourced).  The
# counters n (checks so far) and failed start at 0 unless the script set
# them before sourcing this.
n=${n:-0}
failed=${failed:-0}

# result STATUS MESSAGE [LOG]: "ok N - MESSAGE" when STATUS is 0, else
# "not ok N - MESSAGE" and the last 40 lines of LOG as comments
result() {
  n=$((n + 1))
  if [ "$1" = 0 ]; then
    echo "ok $n - $2"
  else
    failed=$((failed + 1))
    echo "not ok $n - $2"
    if [ -n "${3:-}" ] && [ -f "$3" ]; then
      tail -40 "$3" | sed 's/^/# /'
    fi
  fi
}

# the plan, and the exit status: 0 when nothing failed
tap_plan() {
  echo "1..$n"
  [ "$failed" -eq 0 ]
}
