#!/usr/bin/env bash
# The SQL half of bench/run.sh; runs inside pg_virtualenv.  Prints
# "key value" lines: KEY.cpu (backend CPU seconds), KEY.mem (peak backend
# memory without the shared memory it maps, kB), KEY.wall, KEY.rows.
# Usage: bash bench/sql.sh DATA_DIR RUNS HUGE
set -euo pipefail
data=$1
runs=$2
huge=$3
tck=$(getconf CLK_TCK)
db=catmouse_bench
dropdb --if-exists "$db" >/dev/null
createdb "$db"
export PGDATABASE=$db

psql -X -q -v ON_ERROR_STOP=1 <<SQL
SET client_min_messages = warning;
CREATE EXTENSION catmouse;
\i bench/textbook.sql
\set tck $tck
\i bench/functions.sql
CREATE TABLE batch (id int, g int[], j jsonb);
CREATE TABLE batch1k (id int, g int[], j jsonb);
CREATE TABLE big (name text, id int, g int[], j jsonb);
\copy batch FROM '$data/batch.copy'
\copy batch1k FROM '$data/batch1k.copy'
SQL
for g in rand_2000 rand_5000 rand_10000 grid_32x32 grid_70x70 grid_100x100; do
  psql -X -q -v ON_ERROR_STOP=1 -c "CREATE TEMP TABLE t (id int, g int[], j jsonb)" \
    -c "\\copy t FROM '$data/$g.copy'" \
    -c "INSERT INTO big SELECT '$g', * FROM t"
done
# the batch as graph6 values (every batch graph is undirected: graph6)
psql -X -q -v ON_ERROR_STOP=1 -c "CREATE TABLE batch6 AS SELECT id, g::graph6 AS g6 FROM batch"
psql -X -q -c "VACUUM ANALYZE" >/dev/null

. bench/lib.sh

measure sql.floor "" "SELECT count(*) FILTER (WHERE array_length(g, 1) = 1) FROM batch"
measure sql.batch "" "SELECT count(*) FILTER (WHERE cat_mouse_game(g) = 1) FROM batch"
measure sql.batch_jsonb "" "SELECT count(*) FILTER (WHERE cat_mouse_game(j) = 1) FROM batch"
measure sql.batch_graph6 "" "SELECT count(*) FILTER (WHERE cat_mouse_game(g6) = 1) FROM batch6"
measure sql.batch_summary "" "SELECT sum(s.mouse_wins) FROM batch, cat_mouse_summary(g) s"
measure sql.batch_summary_graph6 "" "SELECT sum(s.mouse_wins) FROM batch6, cat_mouse_summary(g6) s"
measure sql.textbook "" "SELECT count(*) FILTER (WHERE textbook_cat_mouse(g) = 1) FROM batch1k"
# parallel: wall time of the same query, serial and with 2 workers
measure sql.ser "" "SELECT count(*) FILTER (WHERE cat_mouse_game(g) = 1) FROM batch"
measure sql.par2 "SET max_parallel_workers_per_gather = 2; ALTER TABLE batch SET (parallel_workers = 2);" \
  "SELECT count(*) FILTER (WHERE cat_mouse_game(g) = 1) FROM batch"

for g in rand_2000 rand_5000 rand_10000 grid_32x32 grid_70x70 grid_100x100; do
  measure "sql.$g.game" "" "SELECT cat_mouse_game(g) FROM big WHERE name = '$g'"
  measure "sql.$g.summary" "" "SELECT (cat_mouse_summary(g)).states FROM big WHERE name = '$g'"
done
states_graphs="rand_2000 grid_32x32 grid_70x70"
[ "$huge" = 1 ] && states_graphs="$states_graphs rand_10000 grid_100x100"
for g in $states_graphs; do
  measure "sql.$g.states" "SET work_mem = '4MB';" "SELECT count(*) FROM big, cat_mouse_states(g) WHERE name = '$g'"
done
# cancel latency: wall time of solves stopped by statement_timeout = 200ms
for g in rand_10000 grid_100x100; do
  cancel "sql.$g.cancel_game" "SELECT cat_mouse_game(g) FROM big WHERE name = '$g'"
  cancel "sql.$g.cancel_summary" "SELECT (cat_mouse_summary(g)).states FROM big WHERE name = '$g'"
  cancel "sql.$g.cancel_states" "SELECT count(*) FROM big, cat_mouse_states(g) WHERE name = '$g'"
done
dropdb "$db" >/dev/null 2>&1 || true
