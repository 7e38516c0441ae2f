# Census runs as jobs (cat_mouse_census_run), of both games, on a server at
# its default settings:
#
#   hole     the hole game's runs of 7, 8 and 9 nodes (connected or not, the
#            cat kept out of the hole or not): the totals of one
#            cat_mouse_census(nodes) call, and for 7 and 8 nodes of the
#            per-graph cat_mouse_census rows summed over cat_mouse_geng;
#            stopped after a round and resumed; what a finished run says
#   plan     a round is one parallel query, for either game (auto_explain
#            of the procedure's own statements: a Gather over a Parallel
#            Append, workers launched)
#   shared   two and three sessions calling one run of cops and robbers at
#            once, two one of the hole game: each returns, the chunks split
#            between them, the totals those of one call, no chunk (or
#            chunk and cop number) twice; the progress view counts the
#            sessions at work
#   faults   a backend killed (SIGKILL, crash recovery), an immediate
#            shutdown, a cancel and statement_timeout mid-round: called
#            again, the run ends with the totals of one call; a stopped
#            round leaves nothing counted and its error recorded; a round
#            writes no temporary file (temp_file_limit = 0)
#   names    schema-qualified and quoted names, a temporary schema, a name
#            too long, an empty one, a missing schema; an existing table
#            never written; a lost table; every argument refused before
#            anything is made (a game that is none, the other game's
#            argument); another census, or the other game, under a run's
#            name; a finished run called again; reset and drop
#   schema   catmouse in a schema of its own, under a hostile search_path
#            (look-alikes of every function and operator the census's SQL
#            uses, earlier in the path): none is called, the answers right
#   roles    two ordinary roles with CREATE on their database: one installs
#            the (trusted) extension, each runs a census in its own schema,
#            neither can read, change, reset or drop the other's; an
#            administrator's catmouse.max_memory_limit caps a role
#
# The shards (a view of each on another server, checked before a run) are
# in 027_shards.pl.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $version = catmouse_version();

# restart_after_crash: PostgreSQL's own default (the test framework turns it
# off), so that a killed backend is followed by crash recovery
my $node = catmouse_node('runs', 'restart_after_crash = on');
my $db = catmouse_database($node, 'runs');

# the totals of a run's table, and of one call, in one form
my $sum = q{
SELECT string_agg(concat_ws(',', cop_number, g, t, e), ' ' ORDER BY cop_number NULLS LAST) FROM (
  SELECT cop_number, sum(graphs) g, max(capture_time) t,
         (array_agg(example ORDER BY capture_time DESC NULLS LAST, example))[1] e
  FROM %s GROUP BY cop_number) x};
my %one;
for my $n (8, 9, 10)
{
	$one{$n} = $node->safe_psql($db, qq{
SELECT string_agg(concat_ws(',', cop_number, graphs, capture_time, example), ' ' ORDER BY cop_number NULLS LAST)
FROM cat_mouse_cop_census($n)});
}
sub totals { my ($d, $t) = @_; return $node->safe_psql($d, sprintf($sum, $t)); }

# the hole game: a run's totals, one cat_mouse_census(nodes) call's and the
# per-graph rows' summed over cat_mouse_geng, in one form (the sums, then
# the longest game with the least code, hole, mouse and cat reaching it)
my $hole_per_graph = q{
WITH c AS MATERIALIZED (SELECT g, c.* FROM cat_mouse_geng(%d, connected => %s) g, cat_mouse_census(g, %s) c)
SELECT concat_ws(',', count(DISTINCT g), count(*), sum(states), sum(draws), sum(mouse_wins), sum(cat_wins),
                 max(max_remoteness), sum(starts), sum(start_draws), sum(start_mouse_wins), sum(start_cat_wins),
                 sum(wrong_2n),
                 (SELECT concat_ws(',', longest_remoteness, g, hole, longest_mouse_start, longest_cat_start)
                  FROM c ORDER BY longest_remoteness DESC NULLS LAST, g, hole, longest_mouse_start,
                                  longest_cat_start LIMIT 1))
FROM c};
sub hole_totals { my ($d, $t) = @_; return $node->safe_psql($d, hole_run_totals($t)); }

# every result row belongs to a finished chunk, and no chunk (and cop
# number) is there twice
sub consistent
{
	my ($d, $t, $key) = @_;
	$key //= '(r.res, r.cop_number)';
	return $node->safe_psql($d, qq{
SELECT count(*) FILTER (WHERE c.finished IS NULL) || ' ' || (count(*) - count(DISTINCT $key))
FROM $t r LEFT JOIN ${t}_chunks c USING (res)});
}

# a session with QUERY under way, once its first round is done (or it has
# begun, with rounds => 0 runs); returns the session and its pid
sub start
{
	my ($query, $table, $d) = @_;
	$d //= $db;
	my $s = $node->background_psql($d, on_error_stop => 0);
	my $pid = $s->query_safe('SELECT pg_backend_pid()');
	$s->query_until(qr/started/, "\\echo started\n$query;\n");
	if (defined $table)
	{
		$node->poll_query_until($d,
			"SELECT count(*) > 0 FROM $table WHERE finished IS NOT NULL")
		  or die "no round of $query finished";
	}
	return ($s, $pid);
}

# wait for a session's statement to end; its stderr
sub finish
{
	my ($s) = @_;
	$s->query('SELECT 1');
	my $err = $s->{stderr};
	$s->quit;
	return $err;
}

# ---- the hole game: the totals of one call and of the per-graph rows ----

for my $case ([ 7, 'true', 'false', 8 ], [ 7, 'false', 'true', 8 ], [ 8, 'true', 'false', 16 ], [ 8, 'false', 'true', 16 ])
{
	my ($n, $connected, $enter, $chunks) = @$case;
	my $name = "hole$n" . ($connected eq 'true' ? '' : '_all') . ($enter eq 'true' ? '_enter' : '');
	my ($ret, $out, $err) = $node->psql($db, "CALL cat_mouse_census_run('$name', $n, chunks => $chunks, "
		  . "cat_can_enter_hole => $enter, connected => $connected)", on_error_stop => 1);
	my $one = $node->safe_psql($db, hole_call_totals("cat_mouse_census($n, $enter, connected => $connected)"));
	my $per_graph = $node->safe_psql($db, sprintf($hole_per_graph, $n, $connected, $enter));
	is(hole_totals($db, $name), $one, "the hole game's run of $n nodes (connected $connected, cat_can_enter_hole $enter): "
		  . "the totals of one cat_mouse_census($n) call ($one)");
	is($one, $per_graph, "... which are the per-graph cat_mouse_census rows summed over cat_mouse_geng($n)");
	is(consistent($db, $name, 'r.res'), '0 0', '... a row per finished chunk, none twice');
	if ($name eq 'hole8')
	{
		my @f = split /,/, $one;
		my $share = sprintf('%.1f', 100 * $f[9] / $f[7]);
		like($err, qr/census public\.hole8: done, $f[0] graphs in 16 chunks: $f[1] \(graph, hole\) pairs; $f[7] starts, the mouse wins $share %, $f[11] take 2n = 16 plies or more; the longest forced game: $f[12] plies, \Q$f[13]\E, hole $f[14], mouse $f[15], cat $f[16]/,
			'a finished run of the hole game says so, with its figures');
	}
}
{
	my ($ret, $out, $err) = $node->psql($db, q{CALL cat_mouse_census_run('hole9', 9, chunks => 64, rounds => 1)});
	like($err, qr/census public\.hole9: stopped after 1 rounds; 40 of 64 chunks left/, 'the hole game on 9 nodes, stopped after a round');
	$node->safe_psql($db, q{CALL cat_mouse_census_run('hole9', 9, chunks => 64)});
	my $one = $node->safe_psql($db, hole_call_totals('cat_mouse_census(9, false, connected => true)'));
	is(hole_totals($db, 'hole9'), $one, "... resumed: the totals of one call ($one)");
	is($node->safe_psql($db, q{
SELECT concat_ws(' ', game, state, chunks_done, graphs, max_cats IS NULL, cat_can_enter_hole)
FROM cat_mouse_census_progress WHERE name = 'hole9'}), 'hole done 64 261080 t f',
		'... the progress view: the hole game, done, every graph, no max_cats, the cat kept out of the hole');
}

# ---- a round is one parallel query, at the default costs ----

for my $game ([ 'cops', 'cat_mouse_cop_census' ], [ 'hole', 'cat_mouse_census' ])
{
	my ($g, $function) = @$game;
	my $log_before = -s $node->logfile;
	$node->safe_psql($db, qq{
LOAD 'auto_explain';
SET auto_explain.log_min_duration = 0;
SET auto_explain.log_nested_statements = on;
SET auto_explain.log_analyze = on;
SET auto_explain.log_timing = off;
CALL cat_mouse_census_run('plan9$g', 9, '$g', chunks => 64, rounds => 1)});
	my $log = substr(slurp($node->logfile), $log_before);
	my ($round) = $log =~ /(Query Text: SELECT array_agg\(x\)::text FROM \(SELECT 0 AS res.*?)(?:\n\S|\z)/s;
	ok(defined $round && $round =~ /Gather.*Workers Launched: 2.*Parallel Append/s
		  && ($round =~ /Function Scan on $function /g) >= 1,
		"a round of the $g census at the default costs: a Gather over a Parallel Append of one $function call per chunk, 2 workers launched")
	  or diag($round // substr($log, 0, 3000));
}

# ---- many sessions, one run, exactly once ----

my $hole9 = $node->safe_psql($db, hole_call_totals('cat_mouse_census(9, false, connected => true)'));
for my $case ([ 2, 'cops' ], [ 3, 'cops' ], [ 2, 'hole' ])
{
	my ($callers, $game) = @$case;
	my $name = "shared$callers$game";
	# cops and robbers on 10 nodes, or the hole game on 9: 3 and 2 s of CPU
	my $call = $game eq 'cops' ? "CALL cat_mouse_census_run('$name', 10, 'cops', chunks => 64)"
	  : "CALL cat_mouse_census_run('$name', 9, chunks => 64)";
	# the run made first, without a round, and its results table locked
	# against writes: each caller's round then waits to write with its
	# chunks claimed and its session at work, so the progress view must see
	# every caller at once however loaded the machine (sampling a free run
	# missed the overlap once on a busy CI machine)
	(my $make = $call) =~ s/\)$/, rounds => 0)/;
	$node->safe_psql($db, $make);
	my $lock = $node->background_psql($db, on_error_stop => 1);
	$lock->query_safe('BEGIN');
	$lock->query_safe("LOCK TABLE $name IN EXCLUSIVE MODE");
	my @s = map { [ start($call) ] } 1 .. $callers;
	my $sessions = "SELECT coalesce(max(sessions), 0) FROM cat_mouse_census_progress WHERE name = '$name'";
	$node->poll_query_until($db, "SELECT ($sessions) >= $callers");
	my $seen = $node->safe_psql($db, $sessions);
	$lock->query_safe('COMMIT');
	$lock->quit;
	my @err = map { finish($_->[0]) } @s;
	my $ends = grep { /census public\.$name: (done|no chunk left to take)/ && !/ERROR/ } @err;
	is($ends, $callers, "$callers sessions calling one run of $game at once: each returns without an error")
	  or diag(join("\n---\n", @err));
	if ($game eq 'cops')
	{
		is(totals($db, $name), $one{10}, "$callers sessions: the totals of one call ($one{10})");
		is(consistent($db, $name), '0 0', "$callers sessions: every result row of a finished chunk, none twice");
	}
	else
	{
		is(hole_totals($db, $name), $hole9, "$callers sessions: the totals of one call ($hole9)");
		is(consistent($db, $name, 'r.res'), '0 0', "$callers sessions: a row per finished chunk, none twice");
	}
	my $pids = $node->safe_psql($db, "SELECT count(DISTINCT pid) FROM ${name}_chunks");
	ok($pids >= 2, "$callers sessions: the chunks were solved by $pids of them");
	ok($seen >= 2, "$callers sessions: cat_mouse_census_progress counted $seen sessions at work");
}

# ---- faults: called again, the totals of one call ----

# a backend killed in the middle of a round: the server restarts from
# crash recovery
{
	my $crashes = server_crashes($node);
	my ($s, $pid) = start("CALL cat_mouse_census_run('killed', 10, 'cops', chunks => 256)", 'killed_chunks');
	kill 'KILL', $pid;
	eval { $s->quit };
	$node->poll_query_until('postgres', 'SELECT true') or die 'the server did not come back';
	ok(server_crashes($node) > $crashes, 'a backend of a census run killed with SIGKILL (the server recovered)');
	my $left = $node->safe_psql($db, 'SELECT count(*) FROM killed_chunks WHERE finished IS NULL');
	is(consistent($db, 'killed'), '0 0', "after SIGKILL: nothing of the round it was in counted ($left of 256 chunks left)");
	ok($left > 0, 'after SIGKILL: chunks left');
	$node->safe_psql($db, "CALL cat_mouse_census_run('killed', 10, 'cops', chunks => 256)");
	is(totals($db, 'killed'), $one{10}, 'after SIGKILL, called again: the totals of one call');
}

# an immediate shutdown in the middle of a run
{
	my ($s, $pid) = start("CALL cat_mouse_census_run('stopped', 10, 'cops', chunks => 256)", 'stopped_chunks');
	$node->stop('immediate');
	eval { $s->quit };
	$node->start;
	my $left = $node->safe_psql($db, 'SELECT count(*) FROM stopped_chunks WHERE finished IS NULL');
	ok($left > 0 && consistent($db, 'stopped') eq '0 0',
		"an immediate shutdown mid-run: $left of 256 chunks left, nothing of a round half done counted");
	$node->safe_psql($db, "CALL cat_mouse_census_run('stopped', 10, 'cops', chunks => 256)");
	is(totals($db, 'stopped'), $one{10}, 'after an immediate shutdown, called again: the totals of one call');
}

# a cancel, and statement_timeout: the round's error recorded
{
	my ($s, $pid) = start("CALL cat_mouse_census_run('cancelled', 10, 'cops', chunks => 256)", 'cancelled_chunks');
	$node->safe_psql('postgres', "SELECT pg_cancel_backend($pid)");
	my $err = finish($s);
	like($err, qr/canceling statement due to user request/, 'a census run cancelled mid-round: the caller sees the cancel');
	my $row = $node->safe_psql($db,
		"SELECT state || ' | ' || last_error FROM cat_mouse_census_progress WHERE name = 'cancelled'");
	is($row, 'failed | canceling statement due to user request (SQLSTATE 57014)',
		'cancelled: the run is failed, its last error recorded');
	is(consistent($db, 'cancelled'), '0 0', 'cancelled: nothing of the cancelled round counted');

	my ($ret, $out);
	($ret, $out, $err) = $node->psql($db,
		"SET statement_timeout = '1500ms'; CALL cat_mouse_census_run('cancelled', 10, 'cops', chunks => 256)");
	my $last = $node->safe_psql($db, "SELECT last_error FROM cat_mouse_census_runs WHERE name = 'cancelled'");
	ok($err =~ /canceling statement due to statement timeout/
		  && $last eq 'canceling statement due to statement timeout (SQLSTATE 57014)',
		'statement_timeout stops a resumed run mid-round, its error recorded');
	my ($first) = $node->safe_psql($db, "CALL cat_mouse_census_run('cancelled', 10, 'cops', chunks => 256)",
		extra_params => [ '-v', 'ON_ERROR_STOP=1' ]);
	is(totals($db, 'cancelled'), $one{10}, 'after a cancel and a timeout, called again: the totals of one call');
	is($node->safe_psql($db, "SELECT state FROM cat_mouse_census_progress WHERE name = 'cancelled'"),
		'done', 'the run resumed to the end is done');
}

# what a round writes: its rows and marks, no temporary file
$node->safe_psql($db, "SET temp_file_limit = 0; CALL cat_mouse_census_run('notemp', 9, 'cops', chunks => 64)");
is(totals($db, 'notemp'), $one{9}, 'a run under temp_file_limit = 0 ends: a round writes no temporary file');

# ---- the progress of the whole run ----

{
	$node->safe_psql($db, "CALL cat_mouse_census_run('progress', 9, 'cops', chunks => 64, rounds => 1)");
	my ($ret, $out, $err) = $node->psql($db, "CALL cat_mouse_census_run('progress', 9, 'cops', chunks => 64, rounds => 1)");
	like($err, qr/census public\.progress: 48 of 64 chunks done, \d+ graphs in [\d.]+ s \(\d+ graphs\/s\), about \d+ s left/,
		'a resumed run reports the whole run: 48 of 64 chunks after its second round');
	like($err, qr/stopped after 1 rounds; 16 of 64 chunks left/, 'rounds => 1: the call says where it stopped');
	unlike($err, qr/does not exist|skipping/, 'no internal notices');
	is($node->safe_psql($db, q{
SELECT concat_ws(' ', state, chunks_done, chunks_left, graphs = (SELECT sum(graphs) FROM progress),
                 seconds > 0, graphs_per_second > 0, seconds_left > 0, sessions, last_error IS NULL)
FROM cat_mouse_census_progress WHERE name = 'progress'}),
		'stopped 48 16 t t t t 0 t',
		'cat_mouse_census_progress: stopped, chunks done and left, graphs of the whole run, its rate and time left');
	my $finished = $node->safe_psql($db, 'SELECT max(finished) FROM progress_chunks');
	$node->safe_psql($db, "CALL cat_mouse_census_run('progress', 9, 'cops', chunks => 64)");
	($ret, $out, $err) = $node->psql($db, "CALL cat_mouse_census_run('progress', 9, 'cops', chunks => 64)");
	my ($g1, $g2) = $one{9} =~ /^1,(\d+),.* 2,(\d+),/;
	like($err, qr/census public\.progress: done, 261080 graphs in 64 chunks: cop number 1: $g1 graphs, cop number 2: $g2 graphs/,
		'a finished run called again says it is done, with its totals');
	ok($node->safe_psql($db, "SELECT count(*) FROM progress_chunks WHERE finished > '$finished'") == 16,
		'... and solves nothing again');
}

# ---- names, tables, arguments ----

sub refused
{
	my ($sql, $state, $pattern, $what) = @_;
	my $tables = "SELECT count(*) || ' ' || (SELECT count(*) FROM cat_mouse_census_runs) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')";
	my $before = $node->safe_psql($db, $tables);
	my ($ret, $out, $err) = $node->psql($db, $sql, extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err, qr/ERROR:  $state: $pattern/, "$what: $state");
	is($node->safe_psql($db, $tables), $before, "$what: nothing made");
}

$node->safe_psql($db, 'CREATE SCHEMA research');
$node->safe_psql($db, q{CALL cat_mouse_census_run('research.c7', 7, 'cops', chunks => 4)});
is($node->safe_psql($db, q{SELECT string_agg(tablename, ' ' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'research'}),
	'c7 c7_chunks', "'research.c7': the run's tables in schema research");
is(totals($db, 'research.c7'), $node->safe_psql($db, q{
SELECT string_agg(concat_ws(',', cop_number, graphs, capture_time, example), ' ' ORDER BY cop_number NULLS LAST)
FROM cat_mouse_cop_census(7)}), 'research.c7: the totals of one call');
$node->safe_psql($db, q{CALL cat_mouse_census_run('"Census Seven"', 7, 'cops', chunks => 4)});
is($node->safe_psql($db, q{SELECT sum(graphs) FROM "Census Seven"}), 853, 'a quoted name keeps its case and space');

refused(q{CALL cat_mouse_census_run('pg_temp.c7', 7)}, '22023', 'census run .* cannot be in a temporary schema', 'a temporary schema');
refused(q{CALL cat_mouse_census_run('} . ('x' x 57) . q{', 7)}, '22023', 'census run name x+ is too long', 'a 57-byte name');
refused(q{CALL cat_mouse_census_run('', 7)}, '22023', 'a census run needs a name', 'an empty name');
refused(q{CALL cat_mouse_census_run('a.b.c', 7)}, '22023', 'census run name .* has more parts', 'a three-part name');
refused(q{CALL cat_mouse_census_run('nowhere.c7', 7)}, '3F000', 'schema nowhere does not exist', 'a missing schema');
refused(q{CALL cat_mouse_census_run('game', 7, 'go')}, '22023', "game must be 'hole' or 'cops'", "game => 'go'");
refused(q{CALL cat_mouse_census_run('hole_cats', 7, max_cats => 2)}, '22023', 'max_cats is an argument of cops and robbers, not of the hole game',
	'max_cats => 2 in the hole game');
refused(q{CALL cat_mouse_census_run('cops_hole', 7, 'cops', cat_can_enter_hole => true)}, '22023',
	'cat_can_enter_hole is an argument of the hole game, not of cops and robbers', 'cat_can_enter_hole => true for cops and robbers');
refused(q{CALL cat_mouse_census_run('h17', 17)}, '54000', 'nodes must be between 1 and 16', 'nodes => 17 in the hole game');
refused(q{CALL cat_mouse_census_run('h0', 0, cat_can_enter_hole => true)}, '22023', 'nodes must be between 1 and 16', 'nodes => 0 in the hole game');
refused(q{CALL cat_mouse_census_run('c70', 70, 'cops')}, '22023', 'nodes must be between 1 and 64', 'nodes => 70');
refused(q{CALL cat_mouse_census_run('c0', 7, 'cops', max_cats => 0)}, '22023', 'max_cats must be at least 1', 'max_cats => 0');
refused(q{CALL cat_mouse_census_run('c9cats', 7, 'cops', max_cats => 9)}, '54000', 'max_cats is 9', 'max_cats => 9');
refused(q{CALL cat_mouse_census_run('neg', 7, 'cops', rounds => -1)}, '22023', 'rounds must not be negative', 'rounds => -1');
refused(q{CALL cat_mouse_census_run('zero', 7, 'cops', chunks => 0)}, '22023', 'chunks must be between 1 and 100000', 'chunks => 0');
refused(q{CALL cat_mouse_census_run('many', 7, 'cops', chunks => 100001)}, '22023', 'chunks must be between 1 and 100000', 'chunks => 100001');
refused(q{CALL cat_mouse_census_run('noshards', 7, 'cops', shards => '{}')}, '22023', 'shards must name at least one shard', 'shards => {}');
refused(q{CALL cat_mouse_census_run('progress', 8, 'cops', chunks => 64)}, '22023', 'census run public.progress holds another census',
	'another census under the name of a run');
refused(q{CALL cat_mouse_census_run('progress', 9, chunks => 64)}, '22023', 'census run public.progress holds another census',
	'the other game under the name of a run');
like(($node->psql($db, q{CALL cat_mouse_census_run('progress', 9, 'cops', chunks => 32)}))[2],
	qr/DETAIL:  It holds cops and robbers on 9 nodes \(connected graphs, up to 3 cats\) in 64 chunks, catmouse \Q$version\E; this call asks for cops and robbers on 9 nodes \(connected graphs, up to 3 cats\) in 32 chunks/,
	'... and the error says what the run holds and what the call asks for');

# a table of the user's is never written
$node->safe_psql($db, 'CREATE TABLE results (a int); INSERT INTO results VALUES (1), (2)');
refused(q{CALL cat_mouse_census_run('results', 7)}, '42P07', 'relation public.results already exists', "a table 'results' of the user's");
is($node->safe_psql($db, 'SELECT count(*) FROM results'), 2, "... and 'results' is as it was");

# a run whose table was dropped
$node->safe_psql($db, q{DROP TABLE research.c7});
refused(q{CALL cat_mouse_census_run('research.c7', 7, 'cops', chunks => 4)}, '42P01',
	'census run research.c7 has lost its table research.c7', 'a run whose table of results was dropped');
is($node->safe_psql($db, q{SELECT state FROM cat_mouse_census_status('research.c7')}), 'tables missing',
	'... is shown as such');
$node->safe_psql($db, q{SELECT cat_mouse_census_drop('research.c7'); CALL cat_mouse_census_run('research.c7', 7, 'cops', chunks => 4)});
is($node->safe_psql($db, q{SELECT sum(graphs) FROM research.c7}), 853, '... dropped with cat_mouse_census_drop, it runs again');

# reset and drop
$node->safe_psql($db, q{SELECT cat_mouse_census_reset('notemp')});
is($node->safe_psql($db, q{SELECT concat_ws(' ', state, chunks_done, chunks_left, graphs) FROM cat_mouse_census_progress WHERE name = 'notemp'}),
	'new 0 64 0', 'cat_mouse_census_reset: every chunk to do again, no result');
$node->safe_psql($db, q{CALL cat_mouse_census_run('notemp', 9, 'cops', chunks => 64)});
is(totals($db, 'notemp'), $one{9}, '... and run again, the totals of one call');
$node->safe_psql($db, q{SELECT cat_mouse_census_drop('notemp')});
is($node->safe_psql($db, q{SELECT count(*) FROM pg_tables WHERE tablename LIKE 'notemp%'} . q{ UNION ALL SELECT count(*) FROM cat_mouse_census_runs WHERE name = 'notemp'}),
	"0\n0", 'cat_mouse_census_drop: the tables and the run gone');
refused(q{SELECT cat_mouse_census_drop('notemp')}, '42704', 'there is no census run public.notemp', 'dropping a run that is not there');

# ---- catmouse in its own schema, a hostile search_path ----

{
	my $hdb = 'hostile';
	$node->safe_psql('postgres', "CREATE DATABASE $hdb");
	$node->safe_psql($hdb, q{CREATE SCHEMA cm; CREATE EXTENSION catmouse SCHEMA cm; CREATE SCHEMA evil;
CREATE TABLE public.calls (f text)});
	# a look-alike of every function and operator the census's SQL names,
	# each recording its call; set_config and current_setting would take
	# the search_path itself
	my @funcs = (
		'format(text)', 'format(text, variadic text[])', 'string_agg(text, text)', 'unnest(anyarray)',
		'clock_timestamp()', 'now()', 'generate_series(integer, integer)', 'generate_subscripts(anyarray, integer)',
		'set_config(text, text, boolean)', 'current_setting(text)', 'to_regclass(text)',
		'parse_ident(text, boolean)', 'quote_ident(text)', 'quote_literal(anyelement)', 'quote_literal(text)',
		'has_table_privilege(regclass, text)', 'has_table_privilege(text, text)', 'has_schema_privilege(text, text)',
		'pg_has_role(name, text)', 'tstzrange(timestamptz, timestamptz)', 'upper(anymultirange)', 'upper(anyrange)',
		'lower(anyrange)', 'round(numeric, integer)', 'round(numeric)', 'cardinality(anyarray)',
		'array_position(anycompatiblearray, anycompatible)', 'btrim(text)', 'octet_length(text)',
		'current_schema()', 'pg_backend_pid()', 'pg_advisory_xact_lock_shared(integer, integer)',
		'current_database()', 'cat_mouse_cop_census(integer, integer, integer, integer, boolean)',
		'cat_mouse_cop_census_check(integer, integer, integer, boolean)',
		'cat_mouse_cop_census_chunks(integer, integer, integer, boolean)',
		'cat_mouse_census(integer, boolean, integer, integer, boolean)',
		'cat_mouse_census_check(integer, integer, boolean)',
		'cat_mouse_census_chunks(integer, integer, boolean, boolean)',
		'cat_mouse_census_status(text)', 'cat_mouse_census_ident(text)');
	my @aggs = ('array_agg(anynonarray)', 'array_agg(anyarray)', 'sum(bigint)', 'sum(numeric)',
		'max(timestamptz)', 'range_agg(anyrange)', 'count(integer)');
	my @ops = ('integer = integer', 'integer <> integer', 'integer > integer', 'integer >= integer', 'integer < integer',
		'integer - integer', 'integer + integer', 'integer * integer', 'integer % integer', 'text || text', 'text = text',
		'text <> text', 'name = name', 'name = text', 'text ~ text', 'bigint = bigint', 'float8 / float8', 'float8 > float8',
		'boolean = boolean', 'numeric = numeric', 'numeric * numeric', 'numeric / numeric');
	my $sql = '';
	for my $f (@funcs)
	{
		my ($name, $args) = $f =~ /^(\w+)\((.*)\)$/;
		my @params;
		for my $type (split /, /, $args)
		{
			my $variadic = $type =~ s/^variadic // ? 'variadic ' : '';
			push @params, $variadic . 'a' . scalar(@params) . " $type";
		}
		my $params = join(', ', @params);
		my $many = $name =~ /series|subscripts|unnest|census(?!_ident)/;
		$sql .= "CREATE FUNCTION evil.$name($params) RETURNS " . ($many ? 'SETOF text' : 'text')
		  . " LANGUAGE plpgsql AS \$\$ BEGIN INSERT INTO public.calls VALUES ('$name'); RETURN"
		  . ($many ? " NEXT 'x'; RETURN" : " 'x'") . "; END \$\$;\n";
	}
	my $k = 0;
	for my $f (@aggs)
	{
		my ($name, $args) = $f =~ /^(\w+)\((.*)\)$/;
		$k++;
		$sql .= "CREATE FUNCTION evil.step$k(s text, a $args) RETURNS text LANGUAGE plpgsql AS \$\$ BEGIN INSERT INTO public.calls VALUES ('$name'); RETURN 'x'; END \$\$;\n";
		$sql .= "CREATE AGGREGATE evil.$name($args) (SFUNC = evil.step$k, STYPE = text);\n";
	}
	for my $o (@ops)
	{
		my ($l, $op, $r) = split / /, $o;
		$k++;
		$sql .= "CREATE FUNCTION evil.op$k(a $l, b $r) RETURNS boolean LANGUAGE plpgsql AS \$\$ BEGIN INSERT INTO public.calls VALUES ('$op'); RETURN true; END \$\$;\n";
		$sql .= "CREATE OPERATOR evil.$op (LEFTARG = $l, RIGHTARG = $r, FUNCTION = evil.op$k);\n";
	}
	my ($ret, $out, $err) = $node->psql($hdb, $sql, on_error_stop => 1);
	is($ret, 0, scalar(@funcs) . ' functions, ' . scalar(@aggs) . ' aggregates and ' . scalar(@ops) . ' operators, hostile look-alikes, in schema evil')
	  or diag($err);

	my $path = "SET search_path = evil, public, pg_catalog;\n";
	($ret, $out, $err) = $node->psql($hdb, $path . q{
CALL cm.cat_mouse_census_run('public.c8', 8, 'cops', chunks => 16, rounds => 1);
CALL cm.cat_mouse_census_run('public.c8', 8, 'cops', chunks => 16);
SELECT cm.cat_mouse_census_reset('public.c8');
CALL cm.cat_mouse_census_run('public.c8', 8, 'cops', chunks => 16);
SELECT count(*) FROM cm.cat_mouse_census_progress;
SELECT count(*) FROM cm.cat_mouse_census_status('public.c8');
CALL cm.cat_mouse_census_run('evil.e7', 7, 'cops', chunks => 4);
SELECT cm.cat_mouse_census_drop('evil.e7');
CALL cm.cat_mouse_census_run('public.h8', 8, chunks => 16, rounds => 1);
CALL cm.cat_mouse_census_run('public.h8', 8, chunks => 16);
CALL cm.cat_mouse_census_run('public.h8', 8, chunks => 16);
SHOW search_path}, on_error_stop => 1);
	is($ret, 0, 'catmouse in schema cm, search_path evil, public, pg_catalog: census runs of both games, resumed, reset, run again, finished, their progress, a run dropped')
	  or diag($err);
	like($out, qr/evil, public, pg_catalog$/, '... and the caller\'s search_path is as it was');
	is($node->safe_psql($hdb, 'SELECT count(*) FROM public.calls'), 0, '... and not one hostile function or operator was called');
	is($node->safe_psql($hdb, sprintf($sum, 'public.c8')), $one{8}, '... with the totals of one call');
	is($node->safe_psql($hdb, hole_run_totals('public.h8')), $node->safe_psql($db, hole_call_totals('cat_mouse_census(8, false, connected => true)')),
		'... and the hole game\'s too');
	($ret, $out, $err) = $node->psql($hdb, $path . q{
SELECT cm.cat_mouse_game('{{1,2},{0,NULL},{0,NULL}}'::int[]), cm.cat_mouse_canonical('DQc'),
       (SELECT count(*) FROM cm.cat_mouse_geng(6, connected => true)),
       (SELECT pg_catalog.sum(graphs) FROM cm.cat_mouse_cop_census(7)),
       (cm.cat_mouse_summary('DQc'::cm.graph6)).states,
       (SELECT count(*) FROM cm.cat_mouse_census('DQc'::cm.graph6)),
       cm.cat_mouse_grid_game('{"M.C...F"}', 1, 4),
       (SELECT count(*) FROM cm.cat_mouse_cop_census_chunks(6, 4) WHERE res IS NOT NULL),
       (SELECT graphs FROM cm.cat_mouse_census(7)),
       (SELECT pg_catalog.sum(graphs) FROM cm.cat_mouse_census_chunks(7, 4))}, on_error_stop => 1);
	is($out, '1|DDW|112|853|' . $node->safe_psql($db, q{
SELECT (cat_mouse_summary('DQc'::graph6)).states || '|5|1|' || count(*) FROM generate_series(0, 3) r, cat_mouse_cop_census(6, r, 4)})
		  . '|853|853',
		'catmouse in schema cm: its functions answer under the hostile search_path') or diag($err);
}

# ---- ordinary roles ----

{
	$node->safe_psql('postgres', q{
CREATE ROLE alice LOGIN; CREATE ROLE bob LOGIN;
CREATE DATABASE shared;
GRANT CREATE ON DATABASE shared TO alice, bob});
	my $as = sub {
		my ($role, $sql) = @_;
		my ($ret, $out, $err) = $node->psql('shared', $sql, connstr => $node->connstr('shared') . " user=$role",
			extra_params => [ '-v', 'VERBOSITY=verbose' ]);
		return ($ret, $out, $err);
	};
	my ($ret, $out, $err) = $as->('alice', q{
CREATE SCHEMA cm; GRANT USAGE ON SCHEMA cm TO PUBLIC;
CREATE EXTENSION catmouse SCHEMA cm;
CREATE SCHEMA alice;
CALL cm.cat_mouse_census_run('alice.c8', 8, chunks => 16);
SELECT rolsuper FROM pg_roles WHERE rolname = current_user});
	is($ret . $out, '0f', 'alice, with only CREATE on the database: installs catmouse (trusted) in her schema cm and runs a census in schema alice')
	  or diag($err);
	($ret, $out, $err) = $as->('bob', q{
CREATE SCHEMA bob;
CALL cm.cat_mouse_census_run('bob.c7', 7, 'cops', chunks => 4);
SELECT string_agg(schema || '.' || name || ' ' || state, ', ') FROM cm.cat_mouse_census_progress});
	is($ret . $out, '0bob.c7 done', "bob runs his own census; the progress view shows him his run only") or diag($err);
	for my $try ([ q{CALL cm.cat_mouse_census_run('alice.c8', 8, chunks => 16)}, 'calls alice\'s run' ],
		[ q{SELECT cm.cat_mouse_census_reset('alice.c8')}, 'resets it' ],
		[ q{SELECT cm.cat_mouse_census_drop('alice.c8')}, 'drops it' ],
		[ q{DELETE FROM cm.cat_mouse_census_runs WHERE schema = 'alice'}, 'deletes its row of the registry' ],
		[ q{UPDATE cm.cat_mouse_census_runs SET chunks = 1 WHERE schema = 'alice'}, 'changes its row' ],
		[ q{INSERT INTO cm.cat_mouse_census_runs (schema, name, owner, game, nodes, chunks, max_cats, connected) VALUES ('alice', 'x', 'alice', 'cops', 7, 1, 3, true)}, 'makes a run in her name' ])
	{
		($ret, $out, $err) = $as->('bob', $try->[0]);
		like($err, qr/ERROR:  42501: (census run alice\.\w+ belongs to role alice|permission denied)/, "bob $try->[1]: refused (42501)");
	}
	($ret, $out, $err) = $as->('bob', 'SELECT count(*) FROM alice.c8');
	like($err, qr/42501: permission denied/, 'bob cannot read alice\'s results');
	($ret, $out, $err) = $as->('alice', q{SELECT sum(graphs) || ' ' || (SELECT state FROM cm.cat_mouse_census_progress WHERE name = 'c8') FROM alice.c8});
	is($out, '11117 done', 'alice\'s run is as it was');

	# an administrator's cap on catmouse.max_memory
	$node->safe_psql('postgres', q{ALTER ROLE bob IN DATABASE shared SET catmouse.max_memory_limit = '64MB'});
	($ret, $out, $err) = $as->('bob', q{SELECT cm.cat_mouse_game('{{0}}'::int[], 0, 0); SET catmouse.max_memory = '1GB'});
	like($err, qr/ERROR:  22023: invalid value for parameter "catmouse.max_memory": 1048576.*\n.*DETAIL:  catmouse.max_memory_limit, set by an administrator, is 64 MB/,
		'catmouse.max_memory_limit set for bob: he cannot set catmouse.max_memory above it');
	($ret, $out, $err) = $as->('bob', q{SET catmouse.max_memory = '32MB'; SHOW catmouse.max_memory});
	is($out, '32MB', '... and may set it below');
	($ret, $out, $err) = $as->('bob', q{SELECT count(*) FROM cm.cat_mouse_states(array_fill(1, ARRAY[3000, 1]))});
	like($err, qr/54000: solving a game with 3000 nodes needs \d+ MB of memory\n.*DETAIL:  catmouse.max_memory is 1024 MB, and catmouse.max_memory_limit, set by an administrator, 64 MB/,
		'a solve above the limit is refused, naming the limit');
	($ret, $out, $err) = $as->('bob', q{SELECT cm.cat_mouse_game('{{0}}'::int[], 0, 0); SET catmouse.max_memory_limit = '2GB'});
	like($err, qr/42501: permission denied to set parameter "catmouse.max_memory_limit"/, 'bob cannot raise the limit');
	($ret, $out, $err) = $as->('alice', q{SELECT count(*) FROM cm.cat_mouse_states(array_fill(1, ARRAY[3000, 1]))});
	ok($out > 0 && $err !~ /ERROR/, "alice, without a limit, solves it ($out positions)");
}

is(server_crashes($node), 1, 'no backend died of a signal but the one killed');
done_testing();
