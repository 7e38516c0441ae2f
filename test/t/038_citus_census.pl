# Census runs on Citus (cat_mouse_census_run(..., distributed => true)), on
# a coordinator and two workers at their default settings, against one
# server's run of the same census:
#
#   answers  cops and robbers on 9 and 10 nodes: every row of the run's
#            table (chunk, cop number, graphs, capture time, example) equal
#            to the single server's run with the same chunks, and the
#            totals equal to one cat_mouse_cop_census call; the hole game
#            on 8 and 9 nodes: every row (a chunk's figures) equal to the
#            single server's, the totals those of one cat_mouse_census call
#   plan     a round is one statement whose tasks run the census call on the
#            workers (auto_explain of the procedure's statements), every
#            worker with tasks of its own, for either game
#   resume   a run stopped after a round (rounds => 1) and called again:
#            the totals of one call, for either game; the progress view
#            says distributed
#   faults   a worker stopped in the middle of a round: the round fails
#            with an error naming the worker, is recorded as the run's last
#            error, counts nothing; called again once the worker is back,
#            the run ends with the totals of one call.  A worker that is
#            down, lacks catmouse or has another version is named before
#            anything is made (cat_mouse_citus_workers lists them)
#   refused  distributed => true where Citus is not installed, and with
#            shards; no table made
use strict;
use warnings FATAL => 'all';

use CatmouseCitus;
use CatmouseTest;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $version = catmouse_version();

needs_citus();

my ($coord, @worker) = citus_cluster('census', 2);
my $single = catmouse_node('single');
my $db = 'postgres';
$coord->safe_psql($db, 'SET client_min_messages = warning; CREATE EXTENSION catmouse');
$single->safe_psql($db, 'SET client_min_messages = warning; CREATE EXTENSION catmouse');
my @names = map { citus_node_name($_) } @worker;

sub cq { return $coord->safe_psql($db, $_[0]); }

is(cq(q{SELECT string_agg(concat_ws(' ', node, catmouse, agrees, problem), ', ' ORDER BY node) FROM cat_mouse_citus_workers()}),
	join(', ', map { "$_ $version t" } sort @names),
	"Citus made catmouse on both workers: cat_mouse_citus_workers() lists them, at $version, agreeing");

# a run's totals and one call's, in one form; a run's rows in one form
my $sum = q{
SELECT string_agg(concat_ws(',', cop_number, g, t, e), ' ' ORDER BY cop_number NULLS LAST) FROM (
  SELECT cop_number, sum(graphs) g, max(capture_time) t,
         (array_agg(example ORDER BY capture_time DESC NULLS LAST, example))[1] e
  FROM %s GROUP BY cop_number) x};
my $one = q{
SELECT string_agg(concat_ws(',', cop_number, graphs, capture_time, example), ' ' ORDER BY cop_number NULLS LAST)
FROM cat_mouse_cop_census(%d)};
my $rows = q{
SELECT md5(string_agg(concat_ws(',', res, cop_number, graphs, capture_time, example), ' ' ORDER BY res, cop_number NULLS LAST)) || ' ' || count(*)
FROM %s};
sub consistent
{
	my ($t) = @_;
	return cq(qq{
SELECT count(*) FILTER (WHERE c.finished IS NULL) || ' ' || (count(*) - count(DISTINCT (r.res, r.cop_number)))
FROM $t r LEFT JOIN ${t}_chunks c USING (res)});
}

# ---- the censuses of 9 and 10 nodes, and a round's plan ----

for my $n (9, 10)
{
	my $call = "CALL cat_mouse_census_run('c$n', $n, 'cops', chunks => 256%s)";
	$single->safe_psql($db, sprintf($call, ''));
	my $log_before = -s $coord->logfile;
	cq(q{LOAD 'auto_explain';
SET auto_explain.log_min_duration = 0;
SET auto_explain.log_nested_statements = on;
SET auto_explain.log_verbose = on;
} . sprintf($call, ', distributed => true'));
	my $one_call = $single->safe_psql($db, sprintf($one, $n));
	is(cq(sprintf($sum, "c$n")), $one_call, "the census of $n nodes on Citus: the totals of one call ($one_call)");
	is(cq(sprintf($rows, "c$n")), $single->safe_psql($db, sprintf($rows, "c$n")),
		"... every row of the run's table equal to one server's run with the same chunks");
	is(consistent("c$n"), '0 0', '... every result row of a finished chunk, none twice');
	if ($n == 10)
	{
		my $log = substr(slurp($coord->logfile), $log_before);
		my ($round) = $log =~ /(Query Text: INSERT INTO public\.c10 SELECT c\.res, x\.\* FROM public\.c10_work c.*?)(?:\n\S|\z)/s;
		ok(defined $round && $round =~ /Custom Scan \(Citus Adaptive\).*Task Count: \d+.*Function Scan on public\.cat_mouse_cop_census x/s,
			'a round is one statement: Citus tasks whose worker plans call cat_mouse_cop_census')
		  or diag($round // substr($log, 0, 3000));
	}
}

# the hole game: a run's totals and one call's, a run's rows, in one form
my $hole_rows = q{SELECT md5(string_agg(r::text, ' ' ORDER BY res)) || ' ' || count(*) FROM %s r};
for my $n (8, 9)
{
	my $call = "CALL cat_mouse_census_run('h$n', $n, chunks => 64%s)";
	$single->safe_psql($db, sprintf($call, ''));
	my $log_before = -s $coord->logfile;
	cq(q{LOAD 'auto_explain';
SET auto_explain.log_min_duration = 0;
SET auto_explain.log_nested_statements = on;
SET auto_explain.log_verbose = on;
} . sprintf($call, ', distributed => true'));
	my $one_call = $single->safe_psql($db, hole_call_totals("cat_mouse_census($n)"));
	is(cq(hole_run_totals("h$n")), $one_call, "the hole game on $n nodes on Citus: the totals of one call ($one_call)");
	is(cq(sprintf($hole_rows, "h$n")), $single->safe_psql($db, sprintf($hole_rows, "h$n")),
		"... every row of the run's table equal to one server's run with the same chunks");
	if ($n == 9)
	{
		my $log = substr(slurp($coord->logfile), $log_before);
		my ($round) = $log =~ /(Query Text: INSERT INTO public\.h9 SELECT c\.res, x\.\* FROM public\.h9_work c.*?)(?:\n\S|\z)/s;
		ok(defined $round && $round =~ /Custom Scan \(Citus Adaptive\).*Task Count: \d+.*Function Scan on public\.cat_mouse_census x/s,
			'a round of the hole game is one statement: Citus tasks whose worker plans call cat_mouse_census')
		  or diag($round // substr($log, 0, 3000));
	}
}
is(cq(q{SELECT string_agg(concat_ws(' ', name, game, state, distributed, chunks_done, graphs), ', ' ORDER BY name) FROM cat_mouse_census_progress}),
	'c10 cops done t 256 11716571, c9 cops done t 256 261080, h8 hole done t 64 11117, h9 hole done t 64 261080',
	'the progress view: every run done, distributed, every graph counted');
is(cq(q{SELECT count(*) FROM pg_dist_partition WHERE logicalrelid IN ('c9_work'::regclass, 'c10_work'::regclass)}), 2,
	'each run has its chunks distributed (name_work)');

# ---- stopped after a round, resumed ----

{
	my ($ret, $out, $err) = $coord->psql($db, q{CALL cat_mouse_census_run('r10', 10, 'cops', chunks => 256, rounds => 1, distributed => true)});
	like($err, qr/census public\.r10: stopped after 1 rounds; 192 of 256 chunks left/, 'a run stopped after its first round: 64 chunks a round (2 per shard of 32)');
	cq(q{CALL cat_mouse_census_run('r10', 10, 'cops', chunks => 256, distributed => true)});
	is(cq(sprintf($sum, 'r10')), $single->safe_psql($db, sprintf($one, 10)), '... called again: the totals of one call');
	($ret, $out, $err) = $coord->psql($db, q{CALL cat_mouse_census_run('rh9', 9, chunks => 128, rounds => 1, distributed => true)});
	like($err, qr/census public\.rh9: stopped after 1 rounds; 64 of 128 chunks left/, 'the hole game: a run stopped after its first round');
	cq(q{CALL cat_mouse_census_run('rh9', 9, chunks => 128, distributed => true)});
	is(cq(hole_run_totals('rh9')), $single->safe_psql($db, hole_call_totals('cat_mouse_census(9)')), '... called again: the totals of one call');
}

# ---- a worker stopped in the middle of a round ----

{
	my $call = q{CALL cat_mouse_census_run('f10', 10, 'cops', chunks => 256, distributed => true)};
	my $s = $coord->background_psql($db, on_error_stop => 0);
	$s->query_until(qr/started/, "\\echo started\n$call;\n");
	$coord->poll_query_until($db, 'SELECT count(*) > 0 FROM f10_chunks WHERE finished IS NOT NULL')
	  or die 'no round of the census of 10 nodes on Citus finished';
	# the next round at work on the second worker
	$worker[1]->poll_query_until($db, q{SELECT count(*) > 0 FROM pg_stat_activity WHERE query LIKE '%cat_mouse_cop_census%' AND pid <> pg_backend_pid()})
	  or die 'no task of the census on the second worker';
	my $done_before = cq(q{SELECT count(*) FROM f10_chunks WHERE finished IS NOT NULL});
	$worker[1]->stop('immediate');
	$s->query('SELECT 1');
	my $err = $s->{stderr};
	$s->quit;
	like($err, qr/ERROR:  .*\Q$names[1]\E/, "a worker stopped mid-round: the round fails with an error naming it ($names[1])")
	  or diag($err);
	my $row = cq(q{SELECT state || ' ' || (last_error LIKE '%' || } . "'$names[1]'" . q{ || '%') || ' ' || chunks_done FROM cat_mouse_census_progress WHERE name = 'f10'});
	is($row, "failed true $done_before", "... recorded as the run's last error, naming the worker; nothing of the round counted ($done_before chunks done before it)");
	is(consistent('f10'), '0 0', '... every result row of a finished chunk, none twice');

	# down: named before the run does anything
	my ($ret2, $out2, $err2) = $coord->psql($db, $call, extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err2, qr/ERROR:  08006: Citus worker \Q$names[1]\E cannot take part in census run f10: did not answer/,
		'called again with the worker down: refused, naming it (08006)');

	$worker[1]->start;
	cq($call);
	is(cq(sprintf($sum, 'f10')), $single->safe_psql($db, sprintf($one, 10)),
		'the worker back, the run called again: the totals of one call');
	is(consistent('f10'), '0 0', '... every result row of a finished chunk, none twice');
}

# ---- workers without catmouse, or with another version ----

my $tables = q{SELECT count(*) FROM pg_class WHERE relname LIKE 'v9%'};
my $run = q{CALL cat_mouse_census_run('v9', 9, 'cops', chunks => 64, distributed => true)};
# (on a worker, Citus refuses DDL unless told not to propagate it)
my $local_ddl = 'SET citus.enable_ddl_propagation = off; SET client_min_messages = warning; ';
$worker[0]->safe_psql($db, $local_ddl . 'DROP EXTENSION catmouse CASCADE');
is(cq(q{SELECT concat_ws(' ', node, catmouse, agrees, problem) FROM cat_mouse_citus_workers() WHERE NOT agrees}),
	"$names[0] none f catmouse is not installed there",
	'a worker without catmouse: cat_mouse_citus_workers() names it');
{
	my ($ret, $out, $err) = $coord->psql($db, $run, extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err, qr/ERROR:  55000: Citus worker \Q$names[0]\E cannot take part in census run v9: catmouse is not installed there/,
		'... the run refuses it by name (55000), before anything is made');
	is(cq($tables), 0, '... no table made');
}
$worker[0]->safe_psql($db, $local_ddl . q{CREATE EXTENSION catmouse VERSION '1.0'});
{
	my ($ret, $out, $err) = $coord->psql($db, $run, extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err, qr/ERROR:  55000: Citus worker \Q$names[0]\E cannot take part in census run v9: it has catmouse 1\.0, this server \Q$version\E/,
		'a worker with catmouse 1.0: refused by name (55000)');
	is(cq($tables), 0, '... no table made');
}
$worker[0]->safe_psql($db, $local_ddl . 'ALTER EXTENSION catmouse UPDATE');
cq($run);
is(cq(sprintf($sum, 'v9')), $single->safe_psql($db, sprintf($one, 9)), 'the worker updated: the run ends with the totals of one call');

# ---- refused ----

{
	my ($ret, $out, $err) = $single->psql($db, q{CALL cat_mouse_census_run('x9', 9, distributed => true)},
		extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err, qr/ERROR:  42704: Citus is not installed in this database/, 'distributed => true without Citus: refused (42704)');
	($ret, $out, $err) = $coord->psql($db, q{CALL cat_mouse_census_run('x9', 9, shards => ARRAY['x'], distributed => true)},
		extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err, qr/ERROR:  22023: a census run is distributed over Citus or routed to shards, not both/, 'distributed and shards: refused (22023)');
	is($single->safe_psql($db, q{SELECT count(*) FROM pg_class WHERE relname LIKE 'x9%'}) . cq(q{SELECT count(*) FROM pg_class WHERE relname LIKE 'x9%'}),
		'00', '... no table made');
}

# drop takes the distributed table with it
cq(q{SELECT cat_mouse_census_drop('c9')});
is(cq(q{SELECT count(*) FROM pg_class WHERE relname LIKE 'c9%'}), 0, 'cat_mouse_census_drop drops the run\'s three tables');

done_testing();
