#!/usr/bin/env bash
# Games that no shortcut decides and that last long (bench/gen --hard: drawn
# cycles, paths, circular ladders, cycles with chords (to the nodes two along,
# and two and three along: bands), a cycle with a hub (a node of twelve
# moves), a ring of cliques of five, a clique of 40 with a long tail,
# lattices, dense graphs,
# LeetCode 1728 corridors),
# against two solvers outside the tree, all in one run.  Builds and installs
# the extension, writes the inputs into bench/data/hard, then measures each
# input in RUNS rounds (each runs everything below once, one after the
# other), giving medians, and each ratio as the median of the rounds':
#   - cat_mouse_game, cat_mouse_summary and (up to 2,000 nodes)
#     SELECT count(*) FROM cat_mouse_states in SQL: backend CPU seconds and
#     peak backend memory (bench/lib.sh's measure), in a throwaway cluster;
#   - the solver core alone (bench/core_bench --verdict, as cat_mouse_game
#     solves, and --outcomes, as cat_mouse_summary does): CPU seconds, and
#     how many layers went by the lists (see bench/README.md);
#   - with --textbook PROGRAM and --limit PROGRAM, two solvers outside the
#     tree on the same files: PROGRAM FILE solves every position of each
#     graph (LeetCode JSON, hole 0, mouse 1, cat 2) and writes
#     "solve_cpu_s=SECONDS" on standard error; the limit program also
#     takes -e (stop once the start is decided), the anchor of
#     cat_mouse_game; their peak memory by /usr/bin/time where it is
#     installed.
# Below 10,000 nodes a measurement solves its graph several times
# (bench/lib.sh's calls_for: 100 at 1,000 nodes), the same number in SQL, in
# the core and in the tight solver, and gives the time a solve; the
# textbook solves it once (its solves take tenths of a second there).
# Prints one table, with catmouse's CPU time over each anchor's.  The
# corridors have no anchor (they play LeetCode 1728's game: food the cat may
# enter, a turn limit).  As root, from anywhere:
#   bash bench/hard.sh [-n RUNS] [--textbook PROGRAM] [--limit PROGRAM] [N ...]
# N: the sizes of the cycles, paths, ladders and lattices (default 1000 2000
# 5000 8000 12000 20000 30000; a lattice of the nearest square).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
textbook=""
limit=""
sizes=()
while [ $# -gt 0 ]; do
  case "$1" in
    -n) runs=$2; shift 2 ;;
    --textbook) textbook=$(realpath "$2"); shift 2 ;;
    --limit) limit=$(realpath "$2"); shift 2 ;;
    [0-9]*) sizes+=("$1"); shift ;;
    *) echo "usage: bash bench/hard.sh [-n RUNS] [--textbook PROGRAM] [--limit PROGRAM] [N ...]" >&2; exit 2 ;;
  esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 2000 5000 8000 12000 20000 30000)

make -s >/dev/null
make -s install >/dev/null
make -s bench/core_bench bench/gen >/dev/null
data=bench/data/hard
rm -rf "$data"
mkdir -p "$data"
./bench/gen --hard "$data" "${sizes[@]}"
inputs=()
for family in drawn path ladder chords band hub cliques lollipop lollipop4 lattice; do
  for n in "${sizes[@]}"; do
    [ "$family" = ladder ] && n=$((n | 1))
    [ "$family" = lattice ] && n=$(awk -v n="$n" 'BEGIN { k = int(sqrt(n) + 0.5); print k * k }')
    inputs+=("${family}_$n")
  done
done
inputs+=(dense_1000 dense_2000)
grids=(corridor_15 corridor_31 corridor_63)

. bench/lib.sh
declare -A R

# ---- the rounds: SQL, the core and the anchors, an input at a time ----
# Each round of an input runs everything once, one after the other, so
# that a ratio compares times taken seconds apart (the machine's load
# drifts over minutes); a ratio is the median of the rounds' ratios.
for input in "${inputs[@]}"; do
  # the graph as many times as the SQL half calls it a statement
  calls=$(calls_for "$input")
  if [ "$calls" -gt 1 ]; then
    for i in $(seq "$calls"); do cat "$data/$input.json"; done > "$data/$input.calls.json"
  fi
done
pgver=$(pg_config --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
echo "== $runs rounds an input (a fresh backend per SQL run)" >&2
CORE=$PWD/bench/core_bench TEXTBOOK=$textbook LIMIT=$limit \
  pg_virtualenv -t -v "$pgver" bash bench/hard_sql.sh "$data" "$runs" 2000 "${inputs[@]}" "${grids[@]}" > "$data/.sql"
rm -f "$data"/*.calls.json
while read -r key value; do
  R[$key]=$value
done < "$data/.sql"

# ---- the table ----
# x INPUT A B: the ratio of catmouse's time (A: game or summary) over an
# anchor's (B): the median of the rounds' ratios, then that of the best
# rounds (the time a round takes with the least else on the machine, the
# estimate Python's timeit gives)
x() {
  awk -v r="${R[$1.$2_$3.x]:--}" -v a="${R[$1.$2.cpu.best]:--}" -v b="${R[$1.$3.cpu.best]:--}" \
    'BEGIN { if (r == "-") print "-"; else printf "%.2f", r; if (a != "-" && b != "-" && b > 0) printf " / %.2f", a / b }'
}
mib() { awk -v k="$1" 'BEGIN { if (k == "" || k == "-") print "-"; else printf "%.0f", k / 1024 }'; }
v() { echo "${R[$1]:--}"; }
# a number of seconds to three figures (a 1,000-node game takes
# thousandths), "-" kept
f() { awk -v x="$(v "$1")" 'BEGIN { if (x == "-") print "-"; else if (x >= 100) printf "%.0f", x; else if (x >= 0.001) printf "%.3g", x; else printf "%.4f", x }'; }
nodes() { echo "${1##*_}"; }

printf '\n## Hard games: CPU seconds, medians of %s rounds; x: catmouse over the anchor, the median of the ratios of its rounds / the ratio of the best rounds (below 1: catmouse is faster)\n\n' "$runs"
printf '| input | nodes | cat_mouse_game s | core s | textbook s | limit -e s | x textbook | x limit -e | cat_mouse_summary s | core s | limit s | x textbook | x limit | layers by lists | peak MiB: summary, textbook, limit | states s |\n'
printf '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n'
for input in "${inputs[@]}"; do
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s, %s, %s | %s |\n' \
    "$input" "$(nodes "$input")" \
    "$(f "$input.game.cpu")" "$(f "$input.core_verdict.cpu")" "$(f "$input.textbook.cpu")" "$(f "$input.limit_e.cpu")" \
    "$(x "$input" game textbook)" "$(x "$input" game limit_e)" \
    "$(f "$input.summary.cpu")" "$(f "$input.core_outcomes.cpu")" "$(f "$input.limit.cpu")" \
    "$(x "$input" summary textbook)" "$(x "$input" summary limit)" \
    "$(v "$input.core_outcomes.layers")" \
    "$(mib "$(v "$input.summary.mem")")" "$(mib "$(v "$input.textbook.mem")")" "$(mib "$(v "$input.limit.mem")")" \
    "$(f "$input.states.cpu")"
done
printf '\n| LeetCode 1728 corridor, jumps 1 | cat_mouse_grid_game s | peak MiB | cat_mouse_grid_summary s | peak MiB |\n|---|---|---|---|---|\n'
for g in "${grids[@]}"; do
  printf '| %s | %s | %s | %s | %s |\n' "$g" "$(f "$g.game.cpu")" "$(mib "$(v "$g.game.mem")")" \
    "$(f "$g.summary.cpu")" "$(mib "$(v "$g.summary.mem")")"
done
for key in "${!R[@]}"; do
  case "$key" in *.latency) printf '\nCancel latency, %s: %s s past a 200 ms statement_timeout.\n' "${key%.latency}" "$(f "$key")" ;; esac
done
