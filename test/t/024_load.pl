# Load: pgbench with LOAD_CLIENTS (8) clients for LOAD_SECONDS (10)
# running load.pgbench, which calls every function and a bad input per
# transaction: no failed or aborted transaction, and no backend terminated
# by a signal in the server log.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

my $seconds = $ENV{LOAD_SECONDS} // 10;
my $clients = $ENV{LOAD_CLIENTS} // 8;
my $node = catmouse_node('load', 'max_connections = 40');
my $db = catmouse_database($node, 'load');
$node->safe_psql($db, <<'SQL');
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

my ($status, $out, $err);
{
	local $ENV{PGHOST} = $node->host;
	local $ENV{PGPORT} = $node->port;
	($status, $out, $err) = run('pgbench', '-n', '-c', $clients, '-j', 2, '-T', $seconds,
		'-f', 'test/t/load.pgbench', $db);
}
my ($tps) = $out =~ /^tps = ([\d.]+)/m;
my ($processed) = $out =~ /number of transactions actually processed: (\d+)/;
my ($failed) = $out =~ /number of failed transactions: (\d+)/;
my $aborted = () = ($out . $err) =~ /aborted/g;
my $crashes = server_crashes($node);
ok($status == 0 && $processed && ($failed // 0) == 0 && $aborted == 0 && $crashes == 0,
	"pgbench, $clients clients, $seconds s: " . ($processed // '?') . ' transactions (12 statements each), '
	  . ($tps // '?') . ' tps, ' . ($failed // '?') . " failed, $aborted aborted, $crashes backends terminated by a signal")
  or diag(join "\n", grep { defined } (grep { /ERROR|aborted|error/ } split /\n/, $out . $err)[0 .. 4]);
done_testing();
