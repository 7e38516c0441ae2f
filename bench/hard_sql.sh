#!/usr/bin/env bash
# The SQL half of bench/hard.sh; runs inside pg_virtualenv.  Prints "key
# value" lines (bench/lib.sh's measure and cancel) for each input of DATA:
# cat_mouse_game, cat_mouse_summary, and SELECT count(*) FROM
# cat_mouse_states up to STATES_MAX nodes; for each corridor grid
# cat_mouse_grid_game and cat_mouse_grid_summary under LeetCode's 1000-turn
# rule; the cancel latency of the largest drawn cycle's game and summary.
# cat_mouse_game and cat_mouse_summary are called several times a statement
# below 5,000 nodes (per_call, bench/lib.sh's calls_for), their times given
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

largest=""
for input in "$@"; do
  case "$input" in
    corridor_*)
      measure "$input.game" "" "SELECT cat_mouse_grid_game(grid, 1, 1) FROM corridor WHERE name = '$input'"
      measure "$input.summary" "" "SELECT (cat_mouse_grid_summary(grid, 1, 1)).states FROM corridor WHERE name = '$input'"
      continue ;;
  esac
  n=${input##*_}
  calls=$(calls_for "$input")
  per_call "$input.game" "$calls" \
    "SELECT count(cat_mouse_game(g)) FROM hard, generate_series(1, $calls) WHERE name = '$input'"
  per_call "$input.summary" "$calls" \
    "SELECT sum((cat_mouse_summary(g)).states) FROM hard, generate_series(1, $calls) WHERE name = '$input'"
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
