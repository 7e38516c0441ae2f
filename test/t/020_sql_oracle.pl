# The SQL functions against the brute force on seeded random puzzles:
# test/bin/oracle_dump writes 2,000 random puzzles and 300 random grids
# with the brute force's verdict on every position (test/oracle/), loaded
# into a server; sql_oracle.sql checks every function against them: the
# rows of cat_mouse_states for int[][], jsonb and text graphs,
# cat_mouse_game under turn limits, play-outs, summaries, graphs rebuilt
# with cat_mouse_graph_agg, the grid functions, and cat_mouse_moves (every
# input kind) and cat_mouse_grid_moves on every position.
#   ORACLE_PUZZLES (2,000), ORACLE_GRIDS (300), ORACLE_SEED (7)
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use PostgreSQL::Test::Utils;
use Test::More;

my $work = PostgreSQL::Test::Utils::tempdir();
my ($status, $out, $err) = run(program('oracle_dump'), $work,
	$ENV{ORACLE_PUZZLES} // 2000, $ENV{ORACLE_GRIDS} // 300, $ENV{ORACLE_SEED} // 7);
is($status, 0, 'the brute force\'s verdicts written') or diag($err);

my $node = catmouse_node('oracle');
my $db = catmouse_database($node, 'oracle');
$node->safe_psql($db, qq{
CREATE TABLE puzzles (id int PRIMARY KEY, graph int[], graph_json jsonb,
  mouse_start int, cat_start int, hole int, enter boolean, max_turns int,
  cat_graph int[], cat_graph_json jsonb, limited_outcome int);
CREATE TABLE expected (id int, mouse int, cat int, turn text, outcome int,
  remoteness int, best_move int);
CREATE TABLE grids (id int PRIMARY KEY, grid text[], cat_jump int, mouse_jump int);
CREATE TABLE grid_expected (id int, mouse_row int, mouse_col int, cat_row int,
  cat_col int, turn text, outcome int, remoteness int, best_row int, best_col int);
COPY puzzles FROM '$work/puzzles.copy';
COPY expected FROM '$work/states.copy';
COPY grids FROM '$work/grids.copy';
COPY grid_expected FROM '$work/grid_states.copy';
ANALYZE;
});

psql_tap('SQL against the brute force', $node, $db, slurp('test/t/sql_oracle.sql'), 13);
done_testing();
