#!/usr/bin/env bash
# catmouse benchmark.  Builds and installs the extension, generates the
# inputs (bench/gen, fixed seeds) into bench/data, then measures, each the
# median of RUNS runs:
#   - the solver core outside the server (bench/core_bench: CPU seconds of
#     the solves, work memory);
#   - the SQL functions in a throwaway cluster (pg_virtualenv): backend CPU
#     seconds from /proc/self/stat and peak backend memory (VmHWM less the
#     shared memory mapped) of a fresh backend per run; wall time for the
#     parallel plan;
#   - the textbook algorithm in PL/pgSQL (bench/textbook.sql), what a user
#     would write without catmouse, on the first 1,000 batch graphs.
# and prints one table.  As root, from anywhere:
#   bash bench/run.sh [-n RUNS] [--huge] [--textbook PROGRAM]
# --huge adds cat_mouse_states over rand_10000 and grid_100x100 (2e8 rows
# each, minutes).  --textbook runs PROGRAM, a solver outside the tree, on
# the batch (bench/data/batch.json) RUNS times before the SQL part, and
# prints its graphs a second beside catmouse's: PROGRAM takes a file of
# LeetCode JSON graphs (hole 0, mouse 1, cat 2) and writes
# "solve_cpu_s=SECONDS" on standard error, as the textbook C++ solver the
# README compares with does.
#   bash bench/run.sh --census [N]
# runs only the census instead: every connected graph on 1 .. N (10) nodes,
# made in the database by cat_mouse_geng in 64 parts and solved for every
# hole by cat_mouse_census, one parallel query per n (a Parallel Append of
# the parts, partial aggregates in the workers), with its seconds; the
# 10-node census takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
huge=0
census=0
textbook=""
while [ $# -gt 0 ]; do
  case "$1" in
    -n) runs=$2; shift 2 ;;
    --huge) huge=1; shift ;;
    --textbook) textbook=$2; shift 2 ;;
    --census)
      census=10
      if [[ "${2:-}" =~ ^[0-9]+$ ]]; then census=$2; shift; fi
      shift ;;
    *) echo "usage: bash bench/run.sh [-n RUNS] [--huge] [--textbook PROGRAM] | --census [N]" >&2; exit 2 ;;
  esac
done

if [ "$census" -gt 0 ]; then
  make -s >/dev/null
  make -s install >/dev/null
  pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
  t0=$(date +%s.%N)
  pg_virtualenv -t -v "$pgver" -o "max_worker_processes=$(( $(nproc) + 4 ))" \
    -o "max_parallel_workers=$(nproc)" bash -c '
set -euo pipefail
. bench/lib.sh
q -c "CREATE EXTENSION catmouse"
echo "| n | graphs | (graph, hole) pairs | positions | draws | mouse wins | cat wins | longest forced game | s |"
echo "|---|---|---|---|---|---|---|---|---|"
for n in $(seq 1 "$0"); do
  parts=$(( n < 8 ? 1 : 64 ))
  query=$(for r in $(seq 0 $((parts - 1))); do
    [ "$r" -gt 0 ] && echo "UNION ALL"
    echo "SELECT count(*) FILTER (WHERE c.hole = 0) AS graphs, count(*) AS pairs, sum(c.states) AS states,"
    echo "  sum(c.draws) AS draws, sum(c.mouse_wins) AS mwins, sum(c.cat_wins) AS cwins, max(c.longest_remoteness) AS longest"
    echo "FROM cat_mouse_geng($n, connected => true, res => $r, mod => $parts) g, cat_mouse_census(g) c"
  done)
  s=$(now)
  row=$(q -F " | " -c "SET max_parallel_workers_per_gather = $(nproc)" -c "SELECT sum(graphs), sum(pairs), sum(states), sum(draws), sum(mwins), sum(cwins), max(longest) FROM ($query) x")
  echo "| $n | $row | $(secs "$s" "$(now)") |"
done' "$census"
  awk -v a="$t0" -v b="$(date +%s.%N)" -v c="$(nproc)" 'BEGIN {
    printf "\nWhole run, cluster start and stop included: %.0f s wall on %d cores.\n", b - a, c }'
  exit 0
fi

make -s >/dev/null
make -s install >/dev/null
make -s bench/core_bench bench/gen >/dev/null
data=bench/data
if [ ! -f "$data/grid_100x100.copy" ]; then
  mkdir -p "$data"
  ./bench/gen "$data"
fi
head -n 1000 "$data/batch.copy" > "$data/batch1k.copy"

. bench/lib.sh
declare -A R

# ---- the solver core alone ----
core() {	# key mode input
  local key=$1 mode=$2 input=$3 i out
  for i in $(seq "$runs"); do
    ./bench/core_bench "$mode" "$data/$input.json" | awk '/^graphs/ { print $4, $8 }'
  done > "$data/.core"
  R[$key.cpu]=$(awk '{ print $1 }' "$data/.core" | median)
  R[$key.mem]=$(awk '{ print $2 }' "$data/.core" | median)
}
echo "== solver core ($runs runs each)" >&2
core core.batch --verdict batch
core core.batch.layers --layers batch
for g in rand_2000 rand_5000 rand_10000 grid_32x32 grid_70x70 grid_100x100; do
  core "core.$g" --start "$g"
  core "core.$g.full" --outcomes "$g"
done
core core.rand_2000.all --all rand_2000
core core.grid_32x32.all --all grid_32x32

# ---- the textbook solver, outside the tree ----
if [ -n "$textbook" ]; then
  echo "== $textbook ($runs runs)" >&2
  for i in $(seq "$runs"); do
    "$textbook" "$data/batch.json" 2>&1 >/dev/null | sed -n 's/.*solve_cpu_s=\([0-9.]*\).*/\1/p'
  done > "$data/.textbook"
  R[textbook.cpu]=$(median < "$data/.textbook")
fi

# ---- in the server ----
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
echo "== SQL ($runs runs each, a fresh backend per run)" >&2
pg_virtualenv -t -v "$pgver" bash bench/sql.sh "$data" "$runs" "$huge" > "$data/.sql"
while read -r key value; do
  R[$key]=$value
done < "$data/.sql"

# ---- the table ----
graphs_per_s() { awk -v n="$1" -v t="$2" 'BEGIN { if (t > 0) printf "%.0f", n / t; else print "-" }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
mib() { awk -v b="$1" 'BEGIN { printf "%.0f", b / 1048576 }'; }
kib_mib() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }

printf '\n## Batch: 100,000 LeetCode-size graphs (3 to 50 nodes), serial plan\n\n'
printf '| what | graphs/s | CPU s | peak backend MiB |\n|---|---|---|---|\n'
printf '| cat_mouse_game(int[][]) in SQL | %s | %s | %s |\n' \
  "$(graphs_per_s 100000 "${R[sql.batch.cpu]}")" "${R[sql.batch.cpu]}" "$(kib_mib "${R[sql.batch.mem]}")"
printf '| cat_mouse_game(jsonb) in SQL | %s | %s | %s |\n' \
  "$(graphs_per_s 100000 "${R[sql.batch_jsonb.cpu]}")" "${R[sql.batch_jsonb.cpu]}" "$(kib_mib "${R[sql.batch_jsonb.mem]}")"
printf '| cat_mouse_game(graph6) in SQL | %s | %s | %s |\n' \
  "$(graphs_per_s 100000 "${R[sql.batch_graph6.cpu]}")" "${R[sql.batch_graph6.cpu]}" "$(kib_mib "${R[sql.batch_graph6.mem]}")"
printf '| cat_mouse_summary(int[][]) in SQL (every position) | %s | %s | %s |\n' \
  "$(graphs_per_s 100000 "${R[sql.batch_summary.cpu]}")" "${R[sql.batch_summary.cpu]}" "$(kib_mib "${R[sql.batch_summary.mem]}")"
printf '| cat_mouse_summary(graph6) in SQL (every position) | %s | %s | %s |\n' \
  "$(graphs_per_s 100000 "${R[sql.batch_summary_graph6.cpu]}")" "${R[sql.batch_summary_graph6.cpu]}" "$(kib_mib "${R[sql.batch_summary_graph6.mem]}")"
printf '| array_length(g, 1) in SQL (the per-row floor) | %s | %s | %s |\n' \
  "$(graphs_per_s 100000 "${R[sql.floor.cpu]}")" "${R[sql.floor.cpu]}" "$(kib_mib "${R[sql.floor.mem]}")"
printf '| solver core alone (small-graph engine) | %s | %s | - |\n' \
  "$(graphs_per_s 100000 "${R[core.batch.cpu]}")" "${R[core.batch.cpu]}"
printf '| solver core alone (layers, no small-graph engine) | %s | %s | - |\n' \
  "$(graphs_per_s 100000 "${R[core.batch.layers.cpu]}")" "${R[core.batch.layers.cpu]}"
printf '| textbook retrograde in PL/pgSQL (first 1,000 graphs) | %s | %s | %s |\n' \
  "$(graphs_per_s 1000 "${R[sql.textbook.cpu]}")" "${R[sql.textbook.cpu]}" "$(kib_mib "${R[sql.textbook.mem]}")"
if [ -n "$textbook" ]; then
  printf '| %s (outside the tree) | %s | %s | - |\n' "$(basename "$textbook")" \
    "$(graphs_per_s 100000 "${R[textbook.cpu]}")" "${R[textbook.cpu]}"
  printf '\ncat_mouse_game(int[][]) in SQL against %s: %sx; the solver core: %sx.\n' \
    "$(basename "$textbook")" "$(ratio "${R[textbook.cpu]}" "${R[sql.batch.cpu]}")" \
    "$(ratio "${R[textbook.cpu]}" "${R[core.batch.cpu]}")"
fi
printf '\ngraph6 over int[][] throughput: cat_mouse_game %sx, cat_mouse_summary %sx.\n' \
  "$(ratio "${R[sql.batch.cpu]}" "${R[sql.batch_graph6.cpu]}")" "$(ratio "${R[sql.batch_summary.cpu]}" "${R[sql.batch_summary_graph6.cpu]}")"
printf '\nSQL over core: %sx.  Parallel plan, 2 workers: %s s wall against %s s serial (speedup %sx).\n' \
  "$(ratio "${R[sql.batch.cpu]}" "${R[core.batch.cpu]}")" "${R[sql.par2.wall]}" "${R[sql.ser.wall]}" \
  "$(ratio "${R[sql.ser.wall]}" "${R[sql.par2.wall]}")"

printf '\n## Large graphs (one graph each; seconds of CPU, MiB)\n\n'
printf '| graph | cat_mouse_game SQL s | peak MiB | core s | core work MiB | full solve: summary SQL s | peak MiB | core s |\n'
printf '|---|---|---|---|---|---|---|---|\n'
for g in rand_2000 rand_5000 rand_10000 grid_32x32 grid_70x70 grid_100x100; do
  printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$g" \
    "${R[sql.$g.game.cpu]}" "$(kib_mib "${R[sql.$g.game.mem]}")" \
    "${R[core.$g.cpu]}" "$(mib "${R[core.$g.mem]}")" \
    "${R[sql.$g.summary.cpu]}" "$(kib_mib "${R[sql.$g.summary.mem]}")" \
    "${R[core.$g.full.cpu]}"
done

printf '\n## Per-position rows (SELECT count(*) FROM cat_mouse_states(g))\n\n'
printf '| graph | rows | SQL s | peak MiB | full solve (summary) SQL s | core, every remoteness s |\n|---|---|---|---|---|---|\n'
states_graphs="rand_2000 grid_32x32 grid_70x70"
[ "$huge" = 1 ] && states_graphs="$states_graphs rand_10000 grid_100x100"
for g in $states_graphs; do
  printf '| %s | %s | %s | %s | %s | %s |\n' "$g" "${R[sql.$g.states.rows]}" \
    "${R[sql.$g.states.cpu]}" "$(kib_mib "${R[sql.$g.states.mem]}")" \
    "${R[sql.$g.summary.cpu]}" "${R[core.$g.all.cpu]:--}"
done
printf '\n## Cancel latency (statement_timeout = 200ms; seconds past the deadline)\n\n'
printf '| graph | cat_mouse_game | cat_mouse_summary | cat_mouse_states |\n|---|---|---|---|\n'
for g in rand_10000 grid_100x100; do
  printf '| %s | %s | %s | %s |\n' "$g" "${R[sql.$g.cancel_game.latency]}" \
    "${R[sql.$g.cancel_summary.latency]}" "${R[sql.$g.cancel_states.latency]}"
done
printf '\nMedians of %s runs; rows of the SQL tables are read from the heap (cached).\n' "$runs"
