#!/usr/bin/env bash
# The measuring half of bench/hard.sh; runs inside pg_virtualenv.  Prints
# "key value" lines (bench/lib.sh's measure and cancel) for each input of
# DATA: in RUNS rounds, each one run of cat_mouse_game, cat_mouse_summary,
# the core ($CORE --verdict and --outcomes) and the anchors ($TEXTBOOK,
# $LIMIT -e and $LIMIT, where set), the medians, the best times
# (KEY.cpu.best) and the median of the rounds' ratios (KEY.x); SELECT count(*) FROM cat_mouse_states up to
# STATES_MAX nodes; for each corridor grid
# cat_mouse_grid_game and cat_mouse_grid_summary under LeetCode's 1000-turn
# rule; the cancel latency of the largest drawn cycle's game and summary.
# cat_mouse_game and cat_mouse_summary are called several times a statement
# below 10,000 nodes (per_call, bench/lib.sh's calls_for), their times given
# per call.
# Usage: bash bench/hard_sql.sh DATA RUNS STATES_MAX INPUT...
set -euo pipefail
data=$1
runs=$2
states_max=$3
shift 3
tck=$(getconf CLK_TCK)
db=catmouse_hard
dropdb --if-exists "$db" >/dev/null
createdb "$db"
export PGDATABASE=$db

psql -X -q -v ON_ERROR_STOP=1 <<SQL
SET client_min_messages = warning;
CREATE EXTENSION catmouse;
\set tck $tck
\i bench/functions.sql
CREATE TABLE hard (name text, id int, g int[], j jsonb);
CREATE TABLE corridor (name text, grid text[]);
SQL
for input in "$@"; do
  case "$input" in
    corridor_*)
      echo "INSERT INTO corridor VALUES (:'name', :'grid')" |
        psql -X -q -v ON_ERROR_STOP=1 -v name="$input" -v grid="{$(paste -sd, "$data/$input.txt")}" ;;
    *)
      psql -X -q -v ON_ERROR_STOP=1 -c "CREATE TEMP TABLE t (id int, g int[], j jsonb)" \
        -c "\\copy t FROM '$data/$input.copy'" \
        -c "INSERT INTO hard SELECT '$input', * FROM t" ;;
  esac
done
psql -X -q -c "VACUUM ANALYZE" >/dev/null

. bench/lib.sh

# per_call KEY CALLS QUERY: measure, with KEY.cpu and KEY.wall divided by
# CALLS (the query makes that many calls: backend CPU time is counted in
# ticks of 10 ms, too coarse for one call of a few hundredths of a second)
per_call() {
  measure "$1" "" "$3" | awk -v r="$2" '$1 ~ /\.(cpu|wall)$/ { $2 = $2 / r } { print }'
}

# timed: a command's peak resident kB by /usr/bin/time where it is installed
timed() {
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f 'peak_kb=%M' "$@"
  else
    "$@"
  fi
}
# anchor_run KEY CALLS PROGRAM ARGS...: KEY.cpu (CPU seconds a solve, of
# CALLS) and KEY.mem (peak kB, or -) of one run of an anchor
anchor_run() {
  local key=$1 calls=$2
  shift 2
  timed "$@" 2>&1 >/dev/null | tr ' ' '\n' | sed -n 's/^\(solve_cpu_s\|peak_kb\)=//p' | paste -sd ' ' |
    awk -v k="$key" -v c="$calls" '{ print k ".cpu", $1 / c; print k ".mem", ($2 == "" ? "-" : $2) }'
}

largest=""
for input in "$@"; do
  case "$input" in
    corridor_*)
      measure "$input.game" "" "SELECT cat_mouse_grid_game(grid, 1, 1) FROM corridor WHERE name = '$input'"
      measure "$input.summary" "" "SELECT (cat_mouse_grid_summary(grid, 1, 1)).states FROM corridor WHERE name = '$input'"
      continue ;;
  esac
  echo "== $input" >&2
  n=${input##*_}
  calls=$(calls_for "$input")
  file=$data/$input.json
  [ "$calls" -gt 1 ] && file=$data/$input.calls.json
  # the rounds (bench/hard.sh): everything once each, "ROUND KEY VALUE"
  for i in $(seq "$runs"); do
    {
      runs=1 per_call "$input.game" "$calls" \
        "SELECT count(cat_mouse_game(g)) FROM hard, generate_series(1, $calls) WHERE name = '$input'"
      runs=1 per_call "$input.summary" "$calls" \
        "SELECT sum((cat_mouse_summary(g)).states) FROM hard, generate_series(1, $calls) WHERE name = '$input'"
      for mode in verdict outcomes; do
        "$CORE" "--$mode" "$file" | awk -v k="$input.core_$mode" -v c="$calls" \
          '/^graphs/ { print k ".cpu", $4 / c; print k ".mem", $8; print k ".layers", $12 / c "/" $10 / c }'
      done
      [ -z "$TEXTBOOK" ] || anchor_run "$input.textbook" 1 "$TEXTBOOK" "$data/$input.json"
      if [ -n "$LIMIT" ]; then
        anchor_run "$input.limit_e" "$calls" "$LIMIT" -e "$file"
        anchor_run "$input.limit" "$calls" "$LIMIT" "$file"
      fi
    } | sed "s/^/$i /"
  done > "$data/.rounds"
  # each round's ratios of the SQL functions over the anchors, then the
  # median of every key, and of a time its best round too (KEY.best)
  awk -v p="$input" '
    { v[$1, $2] = $3; r[$1] = 1; print $2, $3 }
    END {
      for (i in r) {
        x(i, "game", "textbook"); x(i, "game", "limit_e")
        x(i, "summary", "textbook"); x(i, "summary", "limit")
      }
    }
    function x(i, a, b,  s, t) {
      s = v[i, p "." a ".cpu"]; t = v[i, p "." b ".cpu"]
      if (s != "" && t != "" && t + 0 > 0)
        print p "." a "_" b ".x", s / t
    }' "$data/.rounds" | sort -k1,1 > "$data/.values"
  for key in $(cut -d' ' -f1 "$data/.values" | uniq); do
    awk -v k="$key" '$1 == k { print $2 }' "$data/.values" > "$data/.key"
    echo "$key $(median < "$data/.key")"
    case "$key" in
      *.cpu) echo "$key.best $(sort -g "$data/.key" | head -n 1)" ;;
    esac
  done
  if [ "$n" -le "$states_max" ]; then
    measure "$input.states" "SET work_mem = '4MB';" \
      "SELECT count(*) FROM hard, cat_mouse_states(g) WHERE name = '$input'"
  fi
  case "$input" in drawn_*) largest=$input ;; esac
done
if [ -n "$largest" ]; then
  cancel "$largest.cancel_game" "SELECT cat_mouse_game(g) FROM hard WHERE name = '$largest'"
  cancel "$largest.cancel_summary" "SELECT (cat_mouse_summary(g)).states FROM hard WHERE name = '$largest'"
fi
dropdb "$db" >/dev/null 2>&1 || true
