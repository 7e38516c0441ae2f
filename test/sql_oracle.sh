#!/usr/bin/env bash
# Compare the installed extension's SQL functions with the brute force on
# seeded random puzzles: every position's row (outcome, remoteness, best
# move) for int[][], jsonb and text input, play-outs, summaries, the graph
# aggregate and grids.  Needs a server (run it under pg_virtualenv) with
# catmouse installed.  Prints TAP.
#
# Usage: bash test/sql_oracle.sh [puzzles] [grids] [seed]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
${TEST_CC:-cc} -std=c99 -O2 -o "$dir/oracle_dump" test/oracle_dump.c test/gen.c \
  test/oracle.c src/graph.c src/solver.c src/solver_small.c src/grid.c
"$dir/oracle_dump" "$dir" "${1:-2000}" "${2:-300}" "${3:-7}"
db=catmouse_oracle_$$
createdb "$db"
trap 'dropdb --if-exists "$db"; rm -rf "$dir"' EXIT
psql -X -q -v ON_ERROR_STOP=1 -d "$db" <<SQL
CREATE EXTENSION catmouse;
CREATE TABLE puzzles (id int PRIMARY KEY, graph int[], graph_json jsonb,
  mouse_start int, cat_start int, hole int, enter boolean, max_turns int,
  cat_graph int[], cat_graph_json jsonb, limited_outcome int);
CREATE TABLE expected (id int, mouse int, cat int, turn text, outcome int,
  remoteness int, best_move int);
CREATE TABLE grids (id int PRIMARY KEY, grid text[], cat_jump int, mouse_jump int);
CREATE TABLE grid_expected (id int, mouse_row int, mouse_col int, cat_row int,
  cat_col int, turn text, outcome int, remoteness int, best_row int, best_col int);
\copy puzzles FROM '$dir/puzzles.copy'
\copy expected FROM '$dir/states.copy'
\copy grids FROM '$dir/grids.copy'
\copy grid_expected FROM '$dir/grid_states.copy'
ANALYZE;
SQL
psql -X -q -d "$db" -f test/sql_oracle.sql
echo "1..13"
