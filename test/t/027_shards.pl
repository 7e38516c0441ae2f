# catmouse on shards: a coordinator and two shard servers, puzzle tables
# partitioned over postgres_fdw foreign tables, set up by the documentation's
# own blocks (docs/scaling-out.md, run as they are with this test's hosts),
# checked against the same data on one server:
#   - answers: outcome counts, per-puzzle outcomes for int[][], jsonb and
#     graph6 columns, summaries through shard-side views, census aggregates;
#   - plans: EXPLAIN (VERBOSE) has the catmouse call inside the Remote SQL
#     of the shapes that push down (WHERE, UNION ALL of per-shard
#     aggregates, partitionwise GROUP BY the key), and not in a plain select
#     list (which the coordinator computes: use the shard-side views);
#   - the shards work at the same time (async_capable): each shard's share
#     of one query held at a gate (an advisory lock the test holds), both
#     seen waiting there at once in pg_stat_activity;
#   - statement_timeout on the coordinator cancels both shards' queries (held
#     at the gates) and leaves nothing running on them;
#   - a shard that is down: an error naming the server; restarted, the same
#     answers;
#   - a shard with catmouse 1.0 or without it: found by the documented check
#     function before any query uses it; called twice in a session, and
#     with a shard down (reported as unreachable);
#   - the censuses over the shards (the documented views of chunks, cops
#     and robbers at 9 nodes, the hole game at 8): a round scans both at
#     once, and a run stopped after a round and resumed has the totals of
#     one call; shard views of another census (nodes, chunks, catmouse's
#     version, the other game) or none are refused before the run starts,
#     naming the shard and what differs; a
#     shard stopped in the middle of a round fails the round, which is
#     recorded and counts nothing, and the run called again once the shard
#     is back has the totals of one call.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

# the version a CREATE EXTENSION installs, which the census names
my $version = catmouse_version();

needs_tools('nauty-geng' => 'nauty');

my %node;
for my $name (qw(coord s1 s2))
{
	$node{$name} = catmouse_node($name, 'max_parallel_workers_per_gather = 0');
	$node{$name}->safe_psql('postgres', 'CREATE DATABASE puzzles');
}
my ($s1_host, $s1_port, $s2_host, $s2_port) =
  ($node{s1}->host, $node{s1}->port, $node{s2}->host, $node{s2}->port);

# docs/scaling-out.md's blocks: its two "sql shards" blocks (every shard's,
# the coordinator's) and the one that defines catmouse_shard_versions()
my $doc = 'docs/scaling-out.md';
my @shards_blocks = slurp($doc) =~ /^```sql shards\n(.*?)^```$/msg;
my ($versions_block) = slurp($doc) =~ /^```sql\n(CREATE FUNCTION catmouse_shard_versions.*?END \$\$;\n)/ms;
is(scalar @shards_blocks, 2, "$doc has a shard's block and the coordinator's");
ok(defined $versions_block, "$doc defines catmouse_shard_versions()");

# the shards: the documented block as it is (its censuses of cops and robbers
# at 9 nodes in 24 chunks, and of the hole game at 8 nodes in 48, instead of
# 11 in 1024), then tables and views for censuses
ok($shards_blocks[0] =~ s/cat_mouse_cop_census_chunks\(11, 1024\)/cat_mouse_cop_census_chunks(9, 24)/,
	"the shard's block has the view of the 11-node cops and robbers census's chunks");
ok($shards_blocks[0] =~ s/cat_mouse_census_chunks\(11, 1024\)/cat_mouse_census_chunks(8, 48)/,
	"... and of the 11-node hole game census's");
$node{$_}->safe_psql('puzzles', $shards_blocks[0]) for qw(s1 s2);
$node{$_}->safe_psql('puzzles', <<'SQL') for qw(s1 s2);
CREATE TABLE graphs (id int PRIMARY KEY, g6 graph6);
CREATE VIEW graph_census AS
  SELECT g.id, c.* FROM graphs g, cat_mouse_census(g.g6) c;
SQL

# the coordinator: the documented block with this test's shards for its hosts
# (same operating system user: no password), then the census tables and
# the same data on one server for the answers to compare with
(my $coordinator = $shards_blocks[1]) =~ s/host 'shard1'/host '$s1_host', port '$s1_port'/;
$coordinator =~ s/host 'shard2'/host '$s2_host', port '$s2_port'/;
$coordinator =~ s/ OPTIONS \(user '[^']*', password '[^']*'\)//g;
$node{coord}->safe_psql('puzzles', $coordinator);
$node{coord}->safe_psql('puzzles', <<"SQL");
CREATE TABLE graphs (id int, g6 graph6) PARTITION BY HASH (id);
CREATE FOREIGN TABLE graphs_s1 PARTITION OF graphs
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'graphs');
CREATE FOREIGN TABLE graphs_s2 PARTITION OF graphs
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'graphs');
CREATE TABLE graph_census (id int, hole int, states bigint, draws bigint,
  mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint,
  start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint,
  longest_remoteness int, longest_mouse_start int, longest_cat_start int) PARTITION BY HASH (id);
CREATE FOREIGN TABLE graph_census_s1 PARTITION OF graph_census
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER s1 OPTIONS (table_name 'graph_census');
CREATE FOREIGN TABLE graph_census_s2 PARTITION OF graph_census
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER s2 OPTIONS (table_name 'graph_census');

-- the same data on one server, for the answers to compare with
DO \$\$ BEGIN PERFORM setseed(0.42); END \$\$;
CREATE TABLE puzzles_local AS
WITH sizes AS (
  SELECT id, 4 + floor(random() * 17)::int AS n, random() * 0.25 AS p
  FROM generate_series(1, 2000) id
), edges AS (
  SELECT id, a, 1 + floor(random() * (a - 1))::int AS b
  FROM sizes, generate_series(2, n - 1) a
  UNION ALL SELECT id, 0, 1 + floor(random() * (n - 1))::int FROM sizes
  UNION ALL SELECT id, a, b FROM sizes, generate_series(0, n - 1) a,
                   generate_series(0, n - 1) b WHERE a < b AND random() < p
)
SELECT id, cat_mouse_graph_agg(a, b, true) AS g FROM edges GROUP BY id;
ALTER TABLE puzzles_local ADD COLUMN j jsonb, ADD COLUMN g6 graph6;
UPDATE puzzles_local SET j = array_to_json(g)::jsonb, g6 = g::graph6;
CREATE TABLE graphs_local (id int, g6 graph6);
SQL
# nauty's codes as they are (csv with a quote and a delimiter no code has)
$node{coord}->safe_psql('puzzles', <<'SQL');
COPY graphs_local FROM PROGRAM 'nauty-geng -cq 9 | awk ''{ print NR "\002" $0 }'''
  (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02');
INSERT INTO puzzles SELECT id, g, j, g6 FROM puzzles_local;
INSERT INTO graphs SELECT id, g6 FROM graphs_local WHERE id <= 20000;
SQL
$node{$_}->safe_psql('puzzles', 'ANALYZE') for qw(s1 s2);
note 'shards: '
  . join(' and ', map { $node{$_}->safe_psql('puzzles', 'SELECT count(*) FROM puzzles') } qw(s1 s2))
  . ' puzzles, '
  . join(' and ', map { $node{$_}->safe_psql('puzzles', 'SELECT count(*) FROM graphs') } qw(s1 s2))
  . ' graphs';

sub cq { return $node{coord}->safe_psql('puzzles', $_[0]); }

# ---- answers equal to one server's ----
my $counts = cq('SELECT s.outcome, count(*) FROM puzzles_local p, cat_mouse_summary(p.g) s GROUP BY 1 ORDER BY 1');
isnt($counts, '', "one server's outcome counts");
is(cq('SELECT outcome, count(*) FROM puzzle_facts GROUP BY 1 ORDER BY 1'), $counts,
	"outcome counts through the shard-side views equal one server's");
for my $col (qw(g j g6))
{
	is(cq("SELECT (SELECT count(*) FROM (SELECT id, cat_mouse_game($col) FROM puzzles EXCEPT SELECT id, cat_mouse_game($col) FROM puzzles_local) d) || ' ' || (SELECT count(*) FROM puzzles)"),
		'0 2000', "per-puzzle outcomes of the $col column: no difference from one server's");
}
is(cq('SELECT count(*) FROM (SELECT p.id, s.* FROM puzzles_local p, cat_mouse_summary(p.g) s EXCEPT SELECT * FROM puzzle_facts) d'),
	'0', "summaries through the shard-side views: no difference from one server's");
is(cq('SELECT count(*) FILTER (WHERE hole = 0), sum(states), sum(start_mouse_wins), max(longest_remoteness) FROM graph_census'),
	cq('SELECT count(*) FILTER (WHERE c.hole = 0), sum(c.states), sum(c.start_mouse_wins), max(c.longest_remoteness) FROM graphs_local g, cat_mouse_census(g.g6) c WHERE g.id <= 20000'),
	"census aggregates over the shards equal one server's");

# ---- plans: where the catmouse calls run ----
sub remote_sql
{
	my ($query, $setup) = @_;
	my $plan = cq(($setup // '') . "EXPLAIN (VERBOSE, COSTS OFF) $query");
	my @lines = map { s/^\s+//r } grep { /Remote SQL:/ } split /\n/, $plan;
	note "  $_" for @lines;
	return @lines;
}

sub pushes
{
	my ($label, $query, $setup) = @_;
	my @lines = remote_sql($query, $setup);
	ok(@lines && !grep({ !/cat_mouse_/ } @lines),
		"$label: the catmouse call is in the Remote SQL of every shard");
}
pushes('WHERE cat_mouse_game(g) = 1', 'SELECT id FROM puzzles WHERE cat_mouse_game(g) = 1');
pushes('UNION ALL of per-shard counts',
	'SELECT sum(c) FROM (SELECT count(*) FILTER (WHERE cat_mouse_game(g6) = 1) AS c FROM puzzles_s1 UNION ALL SELECT count(*) FILTER (WHERE cat_mouse_game(g6) = 1) FROM puzzles_s2) x');
pushes('partitionwise GROUP BY id (enable_partitionwise_aggregate), the aggregate too',
	'SELECT id, max(cat_mouse_game(j)) FROM puzzles GROUP BY id',
	'SET enable_partitionwise_aggregate = on; ');
my @plain = remote_sql('SELECT id, cat_mouse_game(g) FROM puzzles');
ok(@plain && !grep({ /cat_mouse_/ } @plain),
	'a plain select list is not pushed down (the coordinator solves): as documented');

# ---- the shards work at the same time ----
# Each shard's share of one query waits at a gate: a view whose first row
# takes a shared advisory lock, which a session of this test holds
# exclusively on that shard.  Both shards must be seen waiting there at
# once: the coordinator (its Async Append) has sent the second shard its
# query while the first one's is still under way.  A coordinator that
# waited for the first shard's answer would never send the second: the
# wait for it would time out.  Sampling two free-running shards missed
# that overlap when the machine was loaded.
my $gate = 27;
$node{$_}->safe_psql('puzzles', qq{
CREATE VIEW graph_census_gated AS
  SELECT g.id, c.* FROM (SELECT pg_advisory_xact_lock_shared($gate)) gate, graphs g, cat_mouse_census(g.g6) c})
  for qw(s1 s2);
cq(qq{CREATE FOREIGN TABLE graph_census_gated_$_ (id int, hole int, states bigint)
  SERVER $_ OPTIONS (table_name 'graph_census_gated')}) for qw(s1 s2);
my $gated = 'SELECT sum(s) FROM (SELECT sum(states) AS s FROM graph_census_gated_s1 UNION ALL SELECT sum(states) FROM graph_census_gated_s2) t';
like(cq("EXPLAIN (COSTS OFF) $gated"), qr/Async Foreign Scan.*Async Foreign Scan/s,
	'one query over both shards: an Append of two async foreign scans');
my $states = cq('SELECT sum(states) FROM graph_census');
my %holder = map { $_ => $node{$_}->background_psql('puzzles') } qw(s1 s2);
$holder{$_}->query_safe("SELECT pg_advisory_lock($gate)") for qw(s1 s2);
# a coordinator's connection (postgres_fdw names itself so) at the gate,
# or busy at all
my $at_gate = "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'postgres_fdw' AND wait_event_type = 'Lock' AND wait_event = 'advisory'";
my $busy = "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'postgres_fdw' AND state = 'active'";
my $session = $node{coord}->background_psql('puzzles', on_error_stop => 0);
# (each query of these sessions has the whole timeout, not the session)
$_->set_query_timer_restart() for $session, values %holder;
$session->query_until(qr/started/, "\\echo started\n$gated;\n\\echo finished\n");
my $both = $node{s1}->poll_query_until('postgres', "SELECT ($at_gate) = 1")
  && $node{s2}->poll_query_until('postgres', "SELECT ($at_gate) = 1");
my $seen = join(' and ', map { $node{$_}->safe_psql('postgres', $at_gate) } qw(s1 s2));
$holder{$_}->query_safe("SELECT pg_advisory_unlock($gate)") for qw(s1 s2);
my $sum = $session->query_until(qr/finished/, '');
ok($both && $seen eq '1 and 1', "both shards' queries under way at once, each held at its gate ($seen)");
like($sum, qr/^$states\nfinished/, "... let go, the query's answer is one server's ($states positions)");

# ---- statement_timeout on the coordinator stops the shards' queries ----
# The gates held again: each shard's query waits until it is cancelled, so
# one left running would still be there.  Both must be reached before the
# timeout (1 s, and 10 then 100 s if a loaded machine reached only one),
# which each shard's log says: its FETCH cancelled.
$holder{$_}->query_safe("SELECT pg_advisory_lock($gate)") for qw(s1 s2);
my ($err, $left, $reached, $timeout);
for my $t (1, 10, 100)
{
	$timeout = $t;
	my %log = map { $_ => -s $node{$_}->logfile } qw(s1 s2);
	$session->{stderr} = '';
	$session->query("SET statement_timeout = '${t}s'; $gated; RESET statement_timeout");
	$err = $session->{stderr};
	$left = $node{s1}->safe_psql('postgres', $busy) + $node{s2}->safe_psql('postgres', $busy);
	# (19 logs the lock wait as a CONTEXT line between the two)
	$reached = grep { substr(slurp($node{$_}->logfile), $log{$_}) =~ /canceling statement due to user request\n(?:.*CONTEXT: .*\n)?.*STATEMENT:  FETCH/ } qw(s1 s2);
	last if $reached == 2 || $left > 0;
}
$holder{$_}->query_safe("SELECT pg_advisory_unlock($gate)") for qw(s1 s2);
$_->quit for $session, values %holder;
ok($err =~ /canceling statement due to statement timeout/ && $reached == 2 && $left == 0,
	"statement_timeout ($timeout s) on the coordinator: cancelled, both shards' queries cancelled, $left left running")
  or diag($err);

# ---- a shard that is down ----
$node{s2}->stop;
my $out;
$node{coord}->psql('puzzles', 'SELECT count(*) FROM puzzle_facts', stdout => \$out, stderr => \$err);
like($err, qr/could not connect to server "s2"/, 'a shard that is down: the error names the server');
$node{s2}->start;
is(cq('SELECT outcome, count(*) FROM puzzle_facts GROUP BY 1 ORDER BY 1'), $counts,
	'the shard back up: the same answers, nothing lost');

# ---- a shard with another catmouse version, or none ----
$node{s2}->safe_psql('postgres', 'CREATE DATABASE old');
$node{s2}->safe_psql('postgres', 'CREATE DATABASE bare');
$node{s2}->safe_psql('old', "CREATE EXTENSION catmouse VERSION '1.0'");
cq(<<"SQL");
CREATE SERVER s2_old FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '$s2_host',
  port '$s2_port', dbname 'old', extensions 'catmouse');
CREATE SERVER s2_bare FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '$s2_host',
  port '$s2_port', dbname 'bare', extensions 'catmouse');
CREATE USER MAPPING FOR CURRENT_USER SERVER s2_old;
CREATE USER MAPPING FOR CURRENT_USER SERVER s2_bare;
SQL
# the check query of docs/scaling-out.md: every server that names catmouse in its
# extensions option, and the version installed there; twice in a session
# (its temporary foreign tables go), and with a shard down
cq($versions_block);
my $check = 'SELECT server, shard_version, local_version FROM catmouse_shard_versions() WHERE shard_version IS DISTINCT FROM local_version';
is(cq("$check; $check"),
	join("\n", ("s2_bare|none|$version", "s2_old|1.0|$version") x 2),
	'the check query finds the shard with catmouse 1.0 and the one without it, called twice in a session');
$node{s1}->stop;
like(cq("$check; $check"), qr/^s1\|unreachable: .*s2_bare\|none\|\Q$version\E\ns2_old\|1\.0\|\Q$version\E\n.*\ns2_old\|1\.0\|\Q$version\E$/s,
	'a shard that is down: reported as unreachable, the others checked, twice in a session');
$node{s1}->start;

# ---- the census of cops and robbers over the shards ----
my $plan = cq(q{EXPLAIN (VERBOSE, COSTS OFF)
SELECT res, cop_number, graphs, capture_time, example FROM cop_census_s1 WHERE res = ANY ('{0,2}'::int[])
UNION ALL SELECT res, cop_number, graphs, capture_time, example FROM cop_census_s2 WHERE res = ANY ('{1,3}'::int[])});
ok($plan =~ /Async Foreign Scan on public\.cop_census_s1/ && $plan =~ /Async Foreign Scan on public\.cop_census_s2/
	  && $plan =~ /Remote SQL: .*FROM public\.cop_census WHERE \(\(res = ANY/,
	"a round over the shards: both scanned at once (Async Foreign Scan), each chunk's res sent to its shard's view");
my $whole = cq(q{SELECT string_agg(concat_ws(',', cop_number, graphs, capture_time, example), ' ' ORDER BY cop_number NULLS LAST)
FROM cat_mouse_cop_census(9)});
my $run = q{CALL cat_mouse_census_run('census9', 9, 'cops', chunks => 24, rounds => %s, shards => ARRAY['cop_census_s1', 'cop_census_s2'])};
cq(sprintf($run, 1));
my $part = cq(q{SELECT count(*) FILTER (WHERE finished IS NOT NULL) || ' of ' || count(*) FROM census9_chunks});
cq(sprintf($run, 'NULL'));
is(cq(q{SELECT string_agg(concat_ws(',', cop_number, g, t, e), ' ' ORDER BY cop_number NULLS LAST) FROM (
  SELECT cop_number, sum(graphs) g, max(capture_time) t,
         (array_agg(example ORDER BY capture_time DESC NULLS LAST, example))[1] e
  FROM census9 GROUP BY cop_number) x}), $whole,
	"the census of 9 nodes over two shards, stopped after a round ($part chunks) and resumed: the totals of one call ($whole)");
my $header = cq(q{EXPLAIN (VERBOSE, COSTS OFF) SELECT census FROM cop_census_s1 WHERE res IS NULL});
like($header, qr/Remote SQL: SELECT census FROM public\.cop_census WHERE \(\(res IS NULL\)\)/,
	'what a shard computes is asked for with res IS NULL, sent to the shard');
like($node{s1}->safe_psql('puzzles', q{EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT census FROM cop_census WHERE res IS NULL}),
	qr/Function Scan on cat_mouse_cop_census x \(never executed\)/,
	'... where it solves nothing (the view of cat_mouse_cop_census_chunks reduces to its header row)');

# the hole game: every result row of a run in one form, and one call's
my $hole_whole = cq(hole_call_totals('cat_mouse_census(8)'));
my $hole_run = q{CALL cat_mouse_census_run('holes8', 8, chunks => 48, rounds => %s, shards => ARRAY['hole_census_s1', 'hole_census_s2'])};
cq(sprintf($hole_run, 1));
$part = cq(q{SELECT count(*) FILTER (WHERE finished IS NOT NULL) || ' of ' || count(*) FROM holes8_chunks});
is($part, '16 of 48', 'the hole game over two shards: a round takes 8 chunks a shard');
cq(sprintf($hole_run, 'NULL'));
is(cq(hole_run_totals('holes8')), $hole_whole,
	"the hole game on 8 nodes over two shards, stopped after a round ($part chunks) and resumed: the totals of one call ($hole_whole)");
is(cq(q{SELECT count(*) || ' ' || count(DISTINCT res) || ' ' || sum(graphs) FROM holes8}), '48 48 11117',
	'... a row per chunk, 11,117 graphs');

# ---- shards of another census, refused before the run starts ----
$node{$_}->safe_psql('puzzles', qq{
CREATE VIEW cop_census8 AS SELECT * FROM cat_mouse_cop_census_chunks(8, 24);
CREATE VIEW cop_census32 AS SELECT * FROM cat_mouse_cop_census_chunks(9, 32);
CREATE VIEW cop_census_old AS
  SELECT res, cop_number, graphs, capture_time, example, replace(census, 'catmouse $version', 'catmouse 1.0') AS census
  FROM cat_mouse_cop_census_chunks(9, 24)}) for qw(s1 s2);
for my $v (qw(cop_census8 cop_census32 cop_census_old))
{
	cq("CREATE FOREIGN TABLE ${v}_s2 (res int, cop_number int, graphs bigint, capture_time int, example graph6, census text)
  SERVER s2 OPTIONS (table_name '$v')");
}
my $tables = q{SELECT count(*) FROM pg_tables WHERE tablename LIKE 'mixed%'};
for my $case ([ 'cop_census8_s2', 'on 8 nodes', 'a shard of the census of 8 nodes in a run of 9' ],
	[ 'cop_census32_s2', 'in 32 chunks', 'a shard of 32 chunks in a run of 24' ],
	[ 'cop_census_old_s2', 'catmouse 1\.0', 'a shard with another catmouse version' ])
{
	my ($shard, $held, $what) = @$case;
	my ($ret, $out, $err2) = $node{coord}->psql('puzzles',
		"CALL cat_mouse_census_run('mixed', 9, 'cops', chunks => 24, shards => ARRAY['cop_census_s1', '$shard'])",
		extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err2, qr/ERROR:  22023: shard public\.$shard computes another census\nDETAIL:  It computes cops and robbers .*$held.*; this run is cops and robbers on 9 nodes \(connected graphs, up to 3 cats\) in 24 chunks, catmouse \Q$version\E\./,
		"$what: refused, naming the shard and what it computes");
}
my ($ret2, $out2, $err2) = $node{coord}->psql('puzzles',
	"CALL cat_mouse_census_run('mixed', 9, 'cops', chunks => 24, shards => ARRAY['cop_census_s1', 'puzzles_s2'])",
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err2, qr/ERROR:  22023: shard public\.puzzles_s2 is not a census view of catmouse/, 'a foreign table that is no census view: refused');
($ret2, $out2, $err2) = $node{coord}->psql('puzzles',
	"CALL cat_mouse_census_run('mixed', 9, chunks => 24, shards => ARRAY['cop_census_s1', 'cop_census_s2'])",
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err2, qr/ERROR:  22023: shard public\.cop_census_s1 computes another census\nDETAIL:  It computes cops and robbers on 9 nodes .*; this run is the hole game on 9 nodes \(connected graphs, the cat kept out of the hole\) in 24 chunks, catmouse \Q$version\E\./,
	'the shards of cops and robbers in a run of the hole game: refused, naming the shard and both games');
is(cq($tables), 0, 'the refused runs made no table');

# ---- a shard stopped in the middle of a round ----
$node{$_}->safe_psql('puzzles', q{CREATE VIEW cop_census10 AS SELECT * FROM cat_mouse_cop_census_chunks(10, 64)}) for qw(s1 s2);
cq(qq{CREATE FOREIGN TABLE cop_census10_$_ (res int, cop_number int, graphs bigint, capture_time int, example graph6, census text)
  SERVER $_ OPTIONS (table_name 'cop_census10')}) for qw(s1 s2);
{
	my $call = q{CALL cat_mouse_census_run('census10', 10, 'cops', chunks => 64, shards => ARRAY['cop_census10_s1', 'cop_census10_s2'])};
	my $s = $node{coord}->background_psql('puzzles', on_error_stop => 0);
	$s->query_until(qr/started/, "\\echo started\n$call;\n");
	$node{coord}->poll_query_until('puzzles', 'SELECT count(*) > 0 FROM census10_chunks WHERE finished IS NOT NULL')
	  or die 'no round of the census of 10 nodes over the shards finished';
	$node{s2}->stop('immediate');
	$s->query('SELECT 1');
	my $err3 = $s->{stderr};
	$s->quit;
	like($err3, qr/ERROR:  .*(server closed the connection|could not connect|terminating connection|connection to server)/i,
		'a shard stopped mid-round: the round fails with the connection\'s error');
	my $row = cq(q{SELECT state || ' ' || (last_error IS NOT NULL) || ' ' || chunks_left FROM cat_mouse_census_progress WHERE name = 'census10'});
	my $bad = cq(q{SELECT count(*) FROM census10 r JOIN census10_chunks c USING (res) WHERE c.finished IS NULL});
	ok($row =~ /^failed true (\d+)$/ && $1 > 0 && $bad == 0,
		"... recorded as the run's last error ($row), nothing of the round counted");
	$node{s2}->start;
	cq($call);
	my $ten = cq(q{SELECT string_agg(concat_ws(',', cop_number, graphs, capture_time, example), ' ' ORDER BY cop_number NULLS LAST)
FROM cat_mouse_cop_census(10)});
	is(cq(q{SELECT string_agg(concat_ws(',', cop_number, g, t, e), ' ' ORDER BY cop_number NULLS LAST) FROM (
  SELECT cop_number, sum(graphs) g, max(capture_time) t,
         (array_agg(example ORDER BY capture_time DESC NULLS LAST, example))[1] e
  FROM census10 GROUP BY cop_number) x}), $ten, "the shard back, the run called again: the totals of one call ($ten)");
}

done_testing();
