# What the benchmark and demo scripts share (sourced: . bench/lib.sh).
#   q ARGS...        psql quietly, unaligned, stopping at the first error
#   median           the median of the numbers on standard input
#   now              the time, seconds with fractions
#   secs A B         B - A, one decimal
#   md_code CODE     CODE as Markdown code (in double backticks when it holds one)
#   measure, cancel  timings of queries (below)
q() { psql -X -q -At -v ON_ERROR_STOP=1 "$@"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
now() { date +%s.%N; }
# calls_for INPUT: how many solves of a hard input (bench/hard.sh) make one
# measurement, about a second of work: 100 at 1,000 nodes, 4 at 5,000, 1
# from 10,000; one of the dense graphs (whose solves take that already).  A
# 1,000-node game takes milliseconds: one solve alone, on cold caches,
# swings by half between runs, and 25 of them (a quarter of a second) by a
# third on this shared machine.
calls_for() {
  local n=${1##*_} c
  case "$1" in dense_*) echo 1; return ;; esac
  c=$(( (10000 * 10000) / (n * n) ))
  [ "$c" -ge 1 ] || c=1
  echo "$c"
}
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
md_code() { case "$1" in *'`'*) printf '``%s``' "$1" ;; *) printf '`%s`' "$1" ;; esac; }

# In the SQL halves of the benchmarks (inside pg_virtualenv, with
# bench/functions.sql loaded), on globals $data (a folder) and $runs, each
# printing "key value" lines with the median of $runs runs:
# measure KEY SETTINGS QUERY: a fresh backend per run; KEY.cpu (backend CPU
# seconds), KEY.mem (peak backend memory without the shared memory it maps,
# kB), KEY.wall, KEY.rows (the first number the query printed)
measure() {
  local key=$1 settings=$2 query=$3 i
  : > "$data/.m"
  for i in $(seq "$runs"); do
    psql -X -At -v ON_ERROR_STOP=1 <<SQL >> "$data/.m"
SET catmouse.max_memory = '8GB';
SET max_parallel_workers_per_gather = 0;
$settings
SELECT bench_cpu() AS c0 \gset
\timing on
$query;
\timing off
SELECT 'cpu', bench_cpu() - :c0;
SELECT 'mem', bench_hwm();
SQL
  done
  echo "$key.cpu $(awk -F'|' '$1 == "cpu" { print $2 }' "$data/.m" | median)"
  echo "$key.mem $(awk -F'|' '$1 == "mem" { print $2 }' "$data/.m" | median)"
  echo "$key.wall $(awk '/^Time:/ { print $2 / 1000 }' "$data/.m" | median)"
  echo "$key.rows $(grep -E '^[0-9]+$' "$data/.m" | head -n 1)"
}
# cancel KEY QUERY: KEY.latency, seconds past a 200 ms statement_timeout
cancel() {
  local key=$1 query=$2 i
  for i in $(seq "$runs"); do
    psql -X -At <<SQL 2>/dev/null | awk '/^Time:/ { print $2 / 1000 - 0.2 }'
SET catmouse.max_memory = '8GB';
SET statement_timeout = '200ms';
\timing on
$query;
SQL
  done | median | sed "s/^/$key.latency /"
}

# tap_bench SCRIPT ARGS...: run bench/SCRIPT, a Perl benchmark on PostgreSQL's
# TAP framework (PostgreSQL::Test::Cluster), with bench/gen's batch as its
# first argument: the extension and the inputs built and installed first;
# as root its servers run as the postgres user (initdb refuses root)
tap_bench() {
  local script=$1 work
  shift
  make -s >/dev/null
  make -s install >/dev/null
  make -s bench/gen >/dev/null
  [ -f bench/data/batch.copy ] || { mkdir -p bench/data; ./bench/gen bench/data; }
  work=$(mktemp -d)
  cp bench/data/batch.copy "$work/"
  chmod -R a+rX "$work"
  # what PostgreSQL's TAP framework takes from its Makefile: the server's
  # programs on PATH, pg_regress for the test servers' authentication
  local perl=(env PATH="$(pg_config --bindir):$PATH"
    PG_REGRESS="$(pg_config --pkglibdir)/pgxs/src/test/regress/pg_regress"
    perl -I "$(pg_config --pkglibdir)/pgxs/src/test/perl" -I "$PWD/test/perl"
    "$PWD/bench/$script" "$work" "$@")
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$work"
    (cd "$work" && runuser -u postgres -- "${perl[@]}")
  else
    (cd "$work" && "${perl[@]}")
  fi
  rm -rf "$work"
}
