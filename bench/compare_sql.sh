#!/usr/bin/env bash
# The SQL half of bench/compare.sh; runs inside pg_virtualenv.
# Usage: bash bench/compare_sql.sh DATA_DIR RUNS REV QUERY_NAME ...
set -euo pipefail
data=$1
runs=$2
rev=$3
shift 3
tck=$(getconf CLK_TCK)
db=catmouse_compare
dropdb --if-exists "$db" >/dev/null
createdb "$db"
export PGDATABASE=$db

# the inputs of the queries asked for
needs() { case " $* " in *" game "*|*" game_jsonb "*|*" summary "*) echo batch ;; esac
  case " $* " in *" rand_"*|*" grid_"*|*" game_1"*|*" states_2000 "*) echo big ;; esac
  case " $* " in *" census9 "*|*" summary9 "*|*" pursuit9 "*) echo g9 ;; esac; }
inputs=$(needs "$@")

psql -X -q -v ON_ERROR_STOP=1 <<SQL
SET client_min_messages = warning;
CREATE EXTENSION catmouse;
CREATE SCHEMA base;
SET search_path = base, public;
\i $data/.base.sql
RESET search_path;
\set tck $tck
\i bench/functions.sql
CREATE TABLE batch (id int, g int[], j jsonb);
CREATE TABLE big (name text, id int, g int[], j jsonb);
CREATE TABLE tiny AS SELECT * FROM (VALUES
  ('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'::int[]),
  ('{{1,3},{0,NULL},{3,NULL},{0,2}}')) v (g);
SQL
if [[ $inputs == *batch* ]]; then
  psql -X -q -v ON_ERROR_STOP=1 -c "\\copy batch FROM '$data/batch.copy'"
fi
if [[ $inputs == *big* ]]; then
  for g in rand_2000 rand_5000 rand_10000 grid_70x70 grid_100x100; do
    psql -X -q -v ON_ERROR_STOP=1 -c "CREATE TEMP TABLE t (id int, g int[], j jsonb)" \
      -c "\\copy t FROM '$data/$g.copy'" \
      -c "INSERT INTO big SELECT '$g', * FROM t"
  done
fi
# every connected graph on 9 nodes, as graph6 when both sides have the type
if [[ $inputs == *g9* ]] &&
  psql -X -At -c "SELECT to_regtype('base.graph6') IS NOT NULL" | grep -q t; then
  psql -X -q -v ON_ERROR_STOP=1 -c "CREATE TABLE g9 (id serial, g6 graph6)" \
    -c "\\copy g9 (g6) FROM PROGRAM 'nauty-geng -cq 9' (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')"
  psql -X -q -v ON_ERROR_STOP=1 -c "CREATE TABLE g9a AS SELECT id, g6::int[] AS g FROM g9" \
    -c "CREATE TABLE g9_base AS SELECT id, g6::text::base.graph6 AS g6 FROM g9" \
    -c "CREATE TABLE g9_public AS TABLE g9"
fi
psql -X -q -c "VACUUM ANALYZE" >/dev/null

query() {	# NAME SCHEMA: the query, its functions taken from SCHEMA
  local s=$2
  case "$1" in
    game) echo "SELECT count(*) FILTER (WHERE $s.cat_mouse_game(g) = 1) FROM batch" ;;
    game_jsonb) echo "SELECT count(*) FILTER (WHERE $s.cat_mouse_game(j) = 1) FROM batch" ;;
    summary) echo "SELECT sum(x.mouse_wins) FROM batch, $s.cat_mouse_summary(g) x" ;;
    rand_5000) echo "SELECT x.states FROM big, $s.cat_mouse_summary(g) x WHERE name = 'rand_5000'" ;;
    grid_70x70) echo "SELECT x.states FROM big, $s.cat_mouse_summary(g) x WHERE name = 'grid_70x70'" ;;
    rand_10000) echo "SELECT x.states FROM big, $s.cat_mouse_summary(g) x WHERE name = 'rand_10000'" ;;
    grid_100x100) echo "SELECT x.states FROM big, $s.cat_mouse_summary(g) x WHERE name = 'grid_100x100'" ;;
    game_10000) echo "SELECT $s.cat_mouse_game(g) FROM big WHERE name = 'rand_10000'" ;;
    game_100x100) echo "SELECT $s.cat_mouse_game(g) FROM big WHERE name = 'grid_100x100'" ;;
    states_2000) echo "SELECT count(*) FROM big, $s.cat_mouse_states(g) WHERE name = 'rand_2000'" ;;
    census9) echo "SELECT sum(c.states) FROM g9_$s g, $s.cat_mouse_census(g.g6) c" ;;
    summary9) echo "SELECT sum(x.states) FROM g9a, $s.cat_mouse_summary(g, 0, 1, 2) x" ;;
    pursuit9) echo "SELECT count(*) FILTER (WHERE p.outcome = 2), sum(p.capture_time) FROM g9_$s g, $s.cat_mouse_pursuit(g.g6) p" ;;
    geng_census9) echo "SELECT graphs, states, draws, longest_remoteness, example FROM $s.cat_mouse_census(9)" ;;
    cop_census9) echo "SELECT cop_number, graphs, capture_time, example FROM $s.cat_mouse_cop_census(9)" ;;
    tiny) echo "SELECT sum(x.mouse_wins), count(*) FILTER (WHERE $s.cat_mouse_game(g) = 1) FROM tiny, $s.cat_mouse_summary(g) x" ;;
    *) echo "unknown query $1" >&2; exit 2 ;;
  esac
}

. bench/lib.sh

printf '| query | %s s (runs) | this s (runs) | median base | median this | base/this | same answer |\n' "$rev"
printf '|---|---|---|---|---|---|---|\n'
for name in "$@"; do
  a=$(query "$name" base)
  b=$(query "$name" public)
  : > "$data/.cmp"
  {
    echo "SET catmouse.max_memory = '8GB'; SET catmouse_base.max_memory = '8GB'; SET max_parallel_workers_per_gather = 0; SET work_mem = '4MB';"
    # one warm-up of each, not counted: their answers
    echo "SELECT 'answer', 'base', x FROM ($a) x;"
    echo "SELECT 'answer', 'this', x FROM ($b) x;"
    for i in $(seq "$runs"); do
      echo "SELECT bench_cpu() AS c0 \\gset"
      echo "$a;"
      echo "SELECT 'base', bench_cpu() - :c0;"
      echo "SELECT bench_cpu() AS c0 \\gset"
      echo "$b;"
      echo "SELECT 'this', bench_cpu() - :c0;"
    done
  } | psql -X -At -v ON_ERROR_STOP=1 > "$data/.cmp"
  ra=$(awk -F'|' '$1 == "base" { printf "%.2f ", $2 }' "$data/.cmp")
  rb=$(awk -F'|' '$1 == "this" { printf "%.2f ", $2 }' "$data/.cmp")
  ma=$(awk -F'|' '$1 == "base" { print $2 }' "$data/.cmp" | median | awk '{ printf "%.2f", $1 }')
  mb=$(awk -F'|' '$1 == "this" { print $2 }' "$data/.cmp" | median | awk '{ printf "%.2f", $1 }')
  same=$(awk -F'|' '$1 == "answer" { v[$2] = v[$2] $3 ";" } END { print (v["base"] == v["this"]) ? "yes" : "no" }' "$data/.cmp")
  printf '| %s | %s| %s| %s | %s | %s | %s |\n' "$name" "$ra" "$rb" "$ma" "$mb" \
    "$(awk -v a="$ma" -v b="$mb" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')" "$same"
done
dropdb "$db" >/dev/null 2>&1 || true
