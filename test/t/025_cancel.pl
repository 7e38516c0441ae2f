# Long solves stopped from outside, and the sessions after them:
#   - statement_timeout stops each kind of solve with query_canceled
#     (SQLSTATE 57014) and the session solves on;
#   - pg_cancel_backend from another session stops each kind of solve, and
#     the same session then solves on;
#   - pg_terminate_backend ends a solving session, and new sessions solve;
#   - no backend terminated by a signal in the server log.
# The fixture: a random 10,000-node graph (summary, rows, play), a drawn
# 10,000-node game for cat_mouse_game (a cycle with the hole off the cat's
# start: no walk home for the mouse, and a draw, so it is solved whole, some
# seconds; played 20 times, so that a faster machine does not finish before
# the cancel arrives; the random graph's game is decided in milliseconds by
# the mouse's walk home), a 600-node cycle for two cats, an open 100 x 100
# grid.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;
use Time::HiRes qw(time);

my $node = catmouse_node('cancel');
my $db = catmouse_database($node, 'cancel');
$node->safe_psql($db, q{
SELECT setseed(0.75);
CREATE TABLE big AS
WITH edges AS (
  SELECT a, 1 + floor(random() * (a - 1))::int AS b FROM generate_series(2, 9999) a
  UNION ALL SELECT 0, 1 + floor(random() * 9999)::int FROM generate_series(1, 4)
  UNION ALL SELECT floor(random() * 10000)::int, floor(random() * 10000)::int
            FROM generate_series(1, 10000)
)
SELECT cat_mouse_graph_agg(a, b, true) AS g FROM edges;
CREATE TABLE drawn AS
SELECT cat_mouse_graph_agg(a, b, true) AS g
FROM (SELECT i AS a, i % 9999 + 1 AS b FROM generate_series(1, 9999) i UNION ALL SELECT 0, 2) e;
CREATE TABLE cycle AS
SELECT cat_mouse_graph_agg(i, (i + 1) % 600, true) AS g FROM generate_series(0, 599) i;
});
is($node->safe_psql($db, 'SELECT array_length(g, 1) FROM big'), 10000, 'the fixture: a 10,000-node graph');

my $small = q{SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}')};
my %queries = (
	'cat_mouse_game' => 'SELECT sum(cat_mouse_game(g)) FROM drawn, generate_series(1, 20)',
	'cat_mouse_summary' => 'SELECT (cat_mouse_summary(g)).states FROM big',
	'cat_mouse_states' => 'SELECT count(*) FROM big, cat_mouse_states(g)',
	'cat_mouse_play' => 'SELECT count(*) FROM big, cat_mouse_play(g)',
	'cat_mouse_pursuit with two cats on a 600-node cycle' =>
	  'SELECT * FROM cycle, cat_mouse_pursuit(g, 2)',
	'cat_mouse_grid_game on an open 100 x 100 grid' =>
	  q{SELECT cat_mouse_grid_game(ARRAY(SELECT CASE r WHEN 0 THEN 'M' || repeat('.', 98) || 'C' WHEN 99 THEN repeat('.', 99) || 'F' ELSE repeat('.', 100) END FROM generate_series(0, 99) r), 1, 1)},);
my @order = ('cat_mouse_game', 'cat_mouse_summary', 'cat_mouse_states', 'cat_mouse_play',
	'cat_mouse_pursuit with two cats on a 600-node cycle',
	'cat_mouse_grid_game on an open 100 x 100 grid');

# statement_timeout: query_canceled, and the session goes on
for my $what (@order[0 .. 4])
{
	my ($ret, $out, $err) = ('', '', '');
	$ret = $node->psql($db,
		"SET catmouse.max_memory = '2GB'; SET statement_timeout = '200ms'; $queries{$what}; RESET statement_timeout; $small",
		stdout => \$out, stderr => \$err, on_error_stop => 0,
		extra_params => [ '-v', 'VERBOSITY=sqlstate' ]);
	like($err, qr/ERROR:\s+57014/, "statement_timeout stops $what with query_canceled (57014)");
	is($out, '1', "the session solves on after statement_timeout stopped $what");
}

# a session running QUERY; returns it and its pid once the query is in
# catmouse's solve: the backend, asked to log its memory contexts
# (pg_log_backend_memory_contexts, which it does at its next check for
# interrupts, inside the solve's poll once it solves), has logged a
# "catmouse solve" context holding the solve's work memory (100 kB and
# more; 64 kB is its empty block).  Asked again until it has: a cancel
# sent then lands in the solve, however slowly the query got there.
sub start
{
	my ($query) = @_;
	my $s = $node->background_psql($db, on_error_stop => 0);
	my $pid = $s->query_safe("SET catmouse.max_memory = '2GB'; SELECT pg_backend_pid()");
	my $log = $node->logfile;
	my $from = -s $log;
	$s->query_until(qr/started/, "\\echo started\n$query;\n");
	$node->poll_query_until('postgres', qq{
SELECT pg_log_backend_memory_contexts($pid)
   AND pg_read_file('$log', $from, 1000000000) ~ '\\[$pid\\] [^\\n]*LOG:  level: [0-9]+; catmouse solve: [0-9]{6,} total'})
	  or die "the query did not start solving";
	return ($s, $pid);
}

for my $what (@order)
{
	my ($s, $pid) = start($queries{$what});
	my $t0 = time;
	$node->safe_psql('postgres', "SELECT pg_cancel_backend($pid)");
	my ($out) = $s->query("SELECT pg_backend_pid(); $small");
	my $ms = int((time - $t0) * 1000);
	my $err = $s->{stderr};
	$s->quit;
	ok($err =~ /canceling statement due to user request/ && $out eq "$pid\n1",
		"pg_cancel_backend stops $what ($ms ms to the end of the statement); the same session then solves")
	  or diag("output: $out\nerrors: $err");
}

{
	my ($s, $pid) = start($queries{cat_mouse_summary});
	$node->safe_psql('postgres', "SELECT pg_terminate_backend($pid)");
	$s->{run}->finish;
	like($s->{stderr}, qr/terminating connection due to administrator command/,
		'pg_terminate_backend ends a solving session');
	is($node->safe_psql($db, $small), '1', 'new sessions solve after the terminate');
}

is(server_crashes($node), 0, 'no backend terminated by a signal in the server log');
done_testing();
