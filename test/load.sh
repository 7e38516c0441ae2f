#!/usr/bin/env bash
# Load test: pgbench with CLIENTS concurrent clients (default 8) for SECONDS
# (default 30) running test/load.pgbench, which calls every function and a
# bad input per transaction.  Needs a server (run it under pg_virtualenv)
# with catmouse installed.  Passes when pgbench reports no failed or aborted
# transaction and the server log shows no backend terminated by a signal.
# Prints TAP.   pg_virtualenv bash test/load.sh [SECONDS] [CLIENTS]
set -u
cd "$(dirname "$0")/.."
seconds=${1:-30}
clients=${2:-8}
db=catmouse_load_$$
createdb "$db" || exit 1
trap 'dropdb --if-exists "$db" >/dev/null 2>&1' EXIT
log=$(psql -X -At -d "$db" -c "SELECT current_setting('data_directory')" 2>/dev/null)
psql -X -q -v ON_ERROR_STOP=1 -d "$db" <<'SQL' || exit 1
SET client_min_messages = warning;
CREATE EXTENSION catmouse;
SELECT setseed(0.42);
CREATE TABLE edges AS
  SELECT puzzle, a, 1 + floor(random() * (a - 1))::int AS b
  FROM generate_series(1, 1000) puzzle, generate_series(2, 3 + puzzle % 30) a
  UNION ALL SELECT puzzle, 0, 1 + floor(random() * (2 + puzzle % 30))::int FROM generate_series(1, 1000) puzzle
  UNION ALL SELECT puzzle, floor(random() * (4 + puzzle % 30))::int, floor(random() * (4 + puzzle % 30))::int
  FROM generate_series(1, 1000) puzzle, generate_series(1, 4 + puzzle % 30);
CREATE TABLE puzzles AS
  SELECT puzzle AS id, cat_mouse_graph_agg(a, b, true) AS g,
         to_jsonb(cat_mouse_graph_agg(a, b, true)) AS j
  FROM edges GROUP BY puzzle;
CREATE TABLE grids AS
  SELECT id, (ARRAY['{"####F","#C...","M...."}', '{"M.C...F"}', '{"M#C","..F"}',
                    '{"C...#",".##..","...M.","F...."}'])[1 + id % 4]::text[] AS grid
  FROM generate_series(1, 100) id;
CREATE INDEX ON edges (puzzle);
-- a bad input, kind 1 .. 10: true when it raises its documented error
CREATE FUNCTION expect_error(kind int) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  want text;
  got text;
BEGIN
  BEGIN
    CASE kind
      WHEN 1 THEN want := '2202E'; PERFORM cat_mouse_game('{1,2}'::int[]);
      WHEN 2 THEN want := '22023'; PERFORM cat_mouse_game('{{1},{5}}'::int[]);
      WHEN 3 THEN want := '22023'; PERFORM cat_mouse_game('[[1],["x"]]'::jsonb);
      WHEN 4 THEN want := '22P02'; PERFORM cat_mouse_game('{{1},{0}'::text);
      WHEN 5 THEN want := '22023'; PERFORM count(*) FROM cat_mouse_states('{{1},{0}}'::int[], 7);
      WHEN 6 THEN want := '22023'; PERFORM count(*) FROM cat_mouse_play('{{1},{0}}'::int[], hole => -1);
      WHEN 7 THEN want := '22P02'; PERFORM can_mouse_win('{"M.C","F"}', 1, 1);
      WHEN 8 THEN want := '22004'; PERFORM cat_mouse_grid_game('{"M.C",NULL}', 1, 1);
      WHEN 9 THEN want := '54000'; PERFORM cat_mouse_game(array_fill(NULL::int, ARRAY[46341, 1]));
      ELSE want := '22023'; PERFORM cat_mouse_graph_agg(a, b) FROM (VALUES (0, -1)) v(a, b);
    END CASE;
    got := 'no error';
  EXCEPTION WHEN OTHERS THEN
    got := SQLSTATE;
  END;
  IF got <> want THEN
    RAISE EXCEPTION 'bad input % gave %, expected %', kind, got, want;
  END IF;
  RETURN true;
END $$;
ANALYZE;
SQL

out=$(pgbench -n -c "$clients" -j 2 -T "$seconds" -f test/load.pgbench "$db" 2>&1)
tps=$(echo "$out" | awk '/^tps = / { print $3; exit }')
processed=$(echo "$out" | awk -F': ' '/number of transactions actually processed/ { print $2 }')
failed=$(echo "$out" | awk -F': ' '/number of failed transactions/ { split($2, a, " "); print a[1] }')
aborted=$(echo "$out" | grep -c "aborted" || true)
crashes=0
for f in /var/log/postgresql/postgresql-${PGVERSION:-15}-regress.log "$log/log/"*; do
  [ -f "$f" ] && crashes=$((crashes + $(grep -c "terminated by signal" "$f" || true)))
done
if [ -n "$processed" ] && [ "${failed:-0}" = 0 ] && [ "$aborted" = 0 ] && [ "$crashes" = 0 ]; then
  echo "ok 1 - pgbench, $clients clients, $seconds s: $processed transactions (12 statements each), $tps tps, 0 failed, 0 aborted, 0 backends terminated by a signal"
else
  echo "not ok 1 - pgbench, $clients clients, $seconds s: processed ${processed:-?}, failed ${failed:-?}, aborted lines $aborted, crashes $crashes"
  echo "$out" | grep -E "ERROR|aborted|error" | head -n 5 | sed 's/^/# /'
fi
echo "1..1"
