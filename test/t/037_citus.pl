# catmouse on Citus: a coordinator and two workers, set up by the
# documentation's own blocks (docs/scaling-out.md, the "sql citus" blocks,
# run as they are with this test's hosts and ports), against one plain server
# holding the same rows (the connected graphs of 8 nodes, those of 7 nodes
# twice, once renamed, and bad rows), compared row for row:
#   - setup: Citus first in shared_preload_libraries, CREATE EXTENSION citus
#     on every server, catmouse created on the coordinator only; Citus has
#     created it on both workers, at the coordinator's version, as
#     cat_mouse_citus_workers() reports;
#   - every batch form of docs/datasets.md on a table distributed by id, at
#     PostgreSQL's default settings: the select list, the lateral forms
#     (cat_mouse_summary, cat_mouse_states, cat_mouse_cop_number,
#     cat_mouse_census), GROUP BY a result, cat_mouse_check finding the bad
#     rows, INSERT ... SELECT into a co-located table, generated columns (in
#     CREATE TABLE and added by ALTER TABLE), CREATE TABLE AS, an expression
#     index, a materialized view refreshed concurrently; each answer (and
#     each table written) equal to the plain server's, each call inside every
#     one of the workers' task queries (EXPLAIN VERBOSE with
#     citus.explain_all_tasks, its "Query:" lines; for the generated columns
#     and the index, the shards' definitions on the workers); CREATE TABLE AS
#     and the materialized view local to the coordinator;
#   - a bad row fails the whole-table query on both, with the message
#     cat_mouse_check gives for a bad row, and on Citus the worker named;
#   - what is not pushed down: a call over a subquery with LIMIT runs over
#     the intermediate result (the workers' tasks only read the rows); a
#     single puzzle is one task on the worker holding it;
#   - graph6 and cat_mouse_puzzle as distribution columns: tables keyed by
#     cat_mouse_canonical and cat_mouse_canonical_puzzle, joined to tables of
#     figures distributed by the same value with colocate_with: one
#     colocation group each, the join a task per shard pair (no subplan, no
#     repartition), the answers the plain server's;
#   - catmouse's settings on the workers: a plain SET on the coordinator does
#     not reach them (the worker solves under its own catmouse.max_memory);
#     SET LOCAL with citus.propagate_set_commands = 'local', ALTER ROLE ...
#     SET and ALTER DATABASE ... SET (propagated by Citus), and ALTER SYSTEM
#     of catmouse.max_memory_limit through run_command_on_workers do: a
#     1000-node cycle then fails with 54000 from the worker that holds it,
#     named, and the session goes on;
#   - planning: with Citus's hooks and catmouse's set_rel_pathlist hook in the
#     same backends, a table of one shard holding the plain server's rows,
#     with parallel_workers = 2 on both (docs/datasets.md's one setting; the
#     documentation's ALTER TABLE reaches every shard): each batch form's task
#     plan on the worker is parallel (Gather) exactly when the plain server's
#     plan is, with the same plan nodes, and EXPLAIN ANALYZE shows parallel
#     workers launched on the worker; a filter cat_mouse_check(...) IS NULL
#     keeps the select-list and aggregate forms after it serial on both
#     (PostgreSQL guesses it keeps 0.5 % of the rows) until statistics on
#     the expression (the documentation's CREATE STATISTICS, on every shard)
#     make them parallel on both;
#   - a worker that is down: an error naming it; restarted, the same answers.
# Settings: PostgreSQL's defaults (max_parallel_workers_per_gather = 2,
# max_parallel_workers = 8, the default costs) everywhere; not defaults: the
# tables' parallel_workers = 2 where said, fsync = off, and on the Citus
# servers shared_preload_libraries = 'citus', max_worker_processes = 16,
# max_connections = 200, max_prepared_transactions = 100 (CatmouseCitus),
# on the plain server max_worker_processes = 8 (CatmouseTest).
use strict;
use warnings FATAL => 'all';

use CatmouseCitus;
use CatmouseTest;
use Test::More;

needs_citus();

# ---- docs/scaling-out.md's "sql citus" blocks ----
my $doc = 'docs/scaling-out.md';
my @blocks = slurp($doc) =~ /^```sql citus\n(.*?)^```$/msg;
is(scalar @blocks, 7, "$doc has the seven Citus blocks");
my ($every_block, $coordinator_block, $tables_block, $batch_block, $forms_block,
	$settings_block, $parallel_block) = @blocks;

# A block's statements, each ending with ';' at the end of a line, without
# the comments and blank lines before it.
sub statements
{
	my ($block) = @_;
	my @out;
	for my $s (split /;[ \t]*(?:--[^\n]*)?\n/, $block)
	{
		$s =~ s/^(\s*--[^\n]*\n|\s*\n)+//;
		push @out, $s if $s =~ /\S/;
	}
	return @out;
}

# the same block for the plain server: without Citus's calls
sub plain
{
	my ($block) = @_;
	$block =~ s/^SELECT create_distributed_table\(.*?\);\n//msg;
	return $block;
}

# ---- the servers ----
my ($coord, @workers) = citus_nodes('citus', 2);
my $single = catmouse_node('single');
catmouse_database($single, 'puzzles');
$_->safe_psql('postgres', 'CREATE DATABASE puzzles') for $coord, @workers;
$_->safe_psql('puzzles', $every_block) for $coord, @workers;
(my $setup = $coordinator_block) =~ s/'coordinator', 5432/sprintf("'%s', %d", $coord->host, $coord->port)/e;
for my $i (1, 2)
{
	my $w = $workers[ $i - 1 ];
	$setup =~ s/'worker$i', 5432/sprintf("'%s', %d", $w->host, $w->port)/e
	  or BAIL_OUT("$doc: the coordinator's block adds no worker$i");
}
$coord->safe_psql('puzzles', $setup);

sub cq { return $coord->safe_psql('puzzles', $_[0]); }
sub sq { return $single->safe_psql('puzzles', $_[0]); }

my $version = cq(q{SELECT extversion FROM pg_extension WHERE extname = 'catmouse'});
is(cq(q{SELECT string_agg(node || ' ' || catmouse || ' ' || agrees || ' ' || coalesce(problem, '-'), ', ' ORDER BY node) FROM cat_mouse_citus_workers()}),
	join(', ', sort map { citus_node_name($_) . " $version true -" } @workers),
	"CREATE EXTENSION catmouse on the coordinator: both workers have catmouse $version (cat_mouse_citus_workers)");
is(join(' ', map { $_->safe_psql('puzzles', q{SELECT extversion FROM pg_extension WHERE extname = 'catmouse'}) } @workers),
	"$version $version", '... as each worker\'s own catalog says');

# ---- the tables and the same rows on both ----
cq($tables_block);
sq(plain($tables_block));
is(cq(q{SELECT string_agg(logicalrelid::text || ' ' || column_to_column_name(logicalrelid, partkey), ', ' ORDER BY logicalrelid::text) FROM pg_dist_partition}),
	'puzzle_facts id, puzzles id, solved id', 'the three tables are distributed by id');
is(cq(q{SELECT count(DISTINCT colocationid) FROM pg_dist_partition}), '1', '... in one colocation group');
my $load = <<'SQL';
INSERT INTO puzzles
  SELECT id, cat_mouse_adjacency(g), array_to_json(cat_mouse_adjacency(g))::jsonb, g
  FROM cat_mouse_geng(8, connected => true) WITH ORDINALITY x(g, id);
-- the graphs of 7 nodes twice: as geng writes them, and renamed (their canonical labelling)
INSERT INTO puzzles
  SELECT 20000 + id, cat_mouse_adjacency(g), array_to_json(cat_mouse_adjacency(g))::jsonb, g
  FROM cat_mouse_geng(7, connected => true) WITH ORDINALITY x(g, id);
INSERT INTO puzzles
  SELECT 30000 + id, cat_mouse_adjacency(c), array_to_json(cat_mouse_adjacency(c))::jsonb, c
  FROM cat_mouse_geng(7, connected => true) WITH ORDINALITY x(g, id), cat_mouse_canonical(g) c;
-- bad rows: two nodes for the default starts; a neighbour out of range; a
-- JSON object instead of a graph; nothing at all
INSERT INTO puzzles VALUES
  (40001, '{{1},{0}}', '[[1],[0]]', 'A_'),
  (40002, '{{1,3},{0,NULL},{3,NULL},{0,5}}', '[[1,3],[0],[3],[0,5]]', 'C]'),
  (40003, '{{1,2},{0,2},{0,1}}', '{"graph": [[1,2],[0,2],[0,1]]}', 'Bw'),
  (40004, NULL, NULL, NULL);
SQL
cq($load);
sq($load);
cq('ANALYZE');
sq('ANALYZE');
my $rows = sq('SELECT count(*) FROM puzzles');
is(cq('SELECT count(*) FROM puzzles'), $rows, "the same $rows rows on both");
is(cq(q{SELECT count(*) FROM (SELECT * FROM citus_shards WHERE table_name = 'puzzles'::regclass) s}),
	'32', 'puzzles is in 32 shards (Citus\'s default)');
is(cq(q{SELECT count(DISTINCT nodeport) FROM citus_shards WHERE table_name = 'puzzles'::regclass}),
	'2', '... on both workers');

# ---- plans ----
sub plan_of
{
	my ($query, $node) = @_;
	return $node->safe_psql('puzzles', "EXPLAIN (VERBOSE, COSTS OFF) $query") if $node;
	return cq("SET citus.explain_all_tasks = on; EXPLAIN (VERBOSE, COSTS OFF) $query");
}

sub task_queries
{
	my ($plan) = @_;
	return map { s/^\s*Query:\s*//r } grep { /^\s*Query: / } split /\n/, $plan;
}

# ---- a bad row fails the whole table, on both ----
my %bad;
for my $col (qw(g j g6))
{
	$bad{$col} = [ map { s/^\w{5}: //r } split /\n/,
		sq("SELECT cat_mouse_check($col) FROM puzzles WHERE cat_mouse_check($col) IS NOT NULL") ];
}
my $workers_re = join '|', map { quotemeta citus_node_name($_) } @workers;
for my $col (qw(g j g6))
{
	my $q = "SELECT id, cat_mouse_game($col) FROM puzzles";
	my ($ret_c, $out_c, $err_c) = $coord->psql('puzzles', $q);
	my ($ret_s, $out_s, $err_s) = $single->psql('puzzles', $q);
	my ($msg_c) = $err_c =~ /ERROR:  (.*)/;
	my ($msg_s) = $err_s =~ /ERROR:  (.*)/;
	my %known = map { (s/ \(.*\)$//r) => 1 } @{ $bad{$col} };
	ok($ret_c && $ret_s && defined $msg_c && defined $msg_s && $known{$msg_c} && $known{$msg_s},
		"$q: fails on both with a bad row's message (Citus: \"$msg_c\"; one server: \"$msg_s\")")
	  or diag("Citus: $err_c\none server: $err_s");
	like($err_c, qr/CONTEXT:  catmouse puzzle: .*\nwhile executing command on ($workers_re)/,
		'... on Citus, the puzzle and the worker named');
}

# ---- the batch forms: the same answers, the calls in the workers' tasks ----
my @batch = statements($batch_block);
ok(@batch >= 10, scalar(@batch) . ' statements in the batch block');
for my $s (@batch)
{
	(my $what = $s) =~ s/\s+/ /g;
	if ($s =~ /^(ALTER|CREATE (UNIQUE )?INDEX|REFRESH)/)
	{
		# no plan to show: run on both, the results compared below
		cq($s);
		sq($s);
		next;
	}
	my @tasks = task_queries(plan_of($s));
	note "  Query: $_" for @tasks[ 0 .. 0 ];
	if ($s =~ /^INSERT INTO solved/)
	{
		# the generated columns are the shards' own: computed by the worker
		# that writes the row
		ok(@tasks && !grep({ !/^INSERT INTO public\.solved_\d+ / } @tasks),
			"$what: an INSERT ... SELECT per shard on the workers (" . scalar(@tasks) . ' tasks)');
	}
	else
	{
		ok(@tasks && !grep({ !/public\.cat_mouse_/ } @tasks),
			"$what: the catmouse call is in every one of the workers' task queries (" . scalar(@tasks) . ')');
	}
	my $c = cq($s);
	my $p = sq($s);
	if ($s =~ /^SELECT/)
	{
		isnt($p, '', "$what: an answer on one server");
		is($c, $p, "$what: the same answer on Citus, row for row");
	}
}
for my $table (qw(puzzle_facts solved facts_here puzzle_summaries))
{
	my $q = "SELECT * FROM $table ORDER BY id";
	my $n = sq("SELECT count(*) FROM $table");
	ok($n > 0, "$table has $n rows on one server");
	is(cq($q), sq($q), "$table on Citus: the same $n rows");
}
is(cq(q{SELECT count(*) FILTER (WHERE problem IS NOT NULL) || ' ' || count(*) FILTER (WHERE outcome IS NULL) || ' ' || count(*) FILTER (WHERE cop_number IS NULL) FROM solved}),
	'2 3 3', "the generated columns: the two bad int[][] rows kept with their problem; no outcome or cop number for them and the NULL row");
is(cq(q{SELECT string_agg(c.relname || ' ' || c.relkind::text, ', ' ORDER BY c.relname) FROM pg_class c
WHERE c.relname IN ('facts_here', 'puzzle_summaries') AND NOT EXISTS (SELECT FROM pg_dist_partition WHERE logicalrelid = c.oid)}),
	'facts_here r, puzzle_summaries m', 'CREATE TABLE AS and CREATE MATERIALIZED VIEW: local to the coordinator');
is(join(' ', map { $_->safe_psql('puzzles', q{SET citus.override_table_visibility = off; SELECT count(*) FROM pg_indexes WHERE indexname ~ '^puzzles_outcome_\d+$' AND indexdef LIKE '%cat_mouse_game(%'}) } @workers),
	'16 16', 'the expression index: on each worker\'s 16 shards');
my $generated = join "\n", map { $_->safe_psql('puzzles', q{
SELECT count(*) || ' ' || count(*) FILTER (WHERE pg_get_expr(d.adbin, d.adrelid) LIKE '%cat_mouse_check(%')
FROM pg_attrdef d JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
WHERE d.adrelid::regclass::text ~ '^solved_\d+$' AND a.attgenerated = 's'}) } @workers;
is($generated, "48 48\n48 48",
	"each worker's 16 shards of solved have the three generated columns calling catmouse: computed there");

# ---- not pushed down: a call over what Citus collects first ----
{
	my $q = 'SELECT cat_mouse_game(g) FROM (SELECT g FROM puzzles ORDER BY id LIMIT 10) x';
	my $plan = plan_of($q);
	my @tasks = task_queries($plan);
	my @calls = grep { /cat_mouse_/ } @tasks;
	note "  Query: $_" for (grep { !/cat_mouse_/ } @tasks)[0], @calls;
	ok($plan =~ /Distributed Subplan/ && @calls == 1 && $calls[0] =~ /read_intermediate_result/
		  && grep({ /ORDER BY id LIMIT/ && !/cat_mouse_/ } @tasks),
		"$q: the workers' tasks read the rows, the call runs once over the intermediate result");
	is(cq("$q ORDER BY 1"), sq("$q ORDER BY 1"), '... with the same answers');
	my $one = 'SELECT * FROM cat_mouse_play((SELECT g FROM puzzles WHERE id = 1))';
	my @one = task_queries(plan_of($one));
	ok(@one == 1 && $one[0] =~ /cat_mouse_play\(\(SELECT puzzles\.g FROM public\.puzzles_\d+ /,
		"$one: one task, on the worker that holds the row");
	is(cq($one), sq($one), '... with the same answer');
}

# ---- graph6 and cat_mouse_puzzle as distribution columns and join keys ----
my @forms = statements($forms_block);
for my $s (@forms)
{
	(my $what = $s) =~ s/\s+/ /g;
	if ($s =~ /^(CREATE|SELECT create_distributed_table)/)
	{
		cq($s);
		sq($s) if $s =~ /^CREATE/;
		next;
	}
	my $plan = plan_of($s);
	my @tasks = task_queries($plan);
	note "  Query: $_" for @tasks[ 0 .. 0 ];
	if ($s =~ / JOIN /)
	{
		ok($plan =~ /Task Count: 32/ && $plan !~ /Distributed Subplan|repartition/i
			  && @tasks && !grep({ !/ JOIN public\.\w+_\d+ / } @tasks),
			"$what: co-located, a join per shard pair on the workers (no subplan, no repartition)");
	}
	elsif ($s =~ /^INSERT INTO (forms|puzzle_forms) /)
	{
		ok(@tasks && !grep({ !/public\.cat_mouse_canonical/ } @tasks),
			"$what: the canonical forms computed on the workers, shard by shard");
	}
	else
	{
		ok($plan !~ /Distributed Subplan|repartition/i && @tasks
			  && !grep({ !/^INSERT INTO public\.\w+_\d+ .*public\.cat_mouse_/ } @tasks),
			"$what: co-located, the solve and the write in each shard's task");
	}
	my $c = cq($s);
	my $p = sq($s);
	if ($s =~ /^SELECT/)
	{
		isnt($p, '', "$what: an answer on one server");
		is($c, $p, "$what: the same answer on Citus");
	}
}
is(cq(q{SELECT string_agg(logicalrelid::text || ' ' || format_type(a.atttypid, NULL), ', ' ORDER BY logicalrelid::text)
FROM pg_dist_partition p JOIN pg_attribute a ON a.attrelid = p.logicalrelid AND a.attname = column_to_column_name(p.logicalrelid, p.partkey)
WHERE logicalrelid::text ~ 'forms|form_'}),
	'form_census graph6, forms graph6, puzzle_form_facts cat_mouse_puzzle, puzzle_forms cat_mouse_puzzle',
	'the forms\' tables are distributed by graph6 and by cat_mouse_puzzle');
is(cq(q{SELECT count(DISTINCT colocationid) FROM pg_dist_partition WHERE logicalrelid::text IN ('forms', 'form_census')})
	  . ' ' . cq(q{SELECT count(DISTINCT colocationid) FROM pg_dist_partition WHERE logicalrelid::text IN ('puzzle_forms', 'puzzle_form_facts')}),
	'1 1', '... each pair in one colocation group');
for my $table (qw(forms form_census puzzle_forms puzzle_form_facts))
{
	my $q = "SELECT * FROM $table ORDER BY 1, 2";
	is(cq($q), sq($q), "$table on Citus: the same rows as on one server (" . sq("SELECT count(*) FROM $table") . ')');
}
my ($graphs, $forms) = split /\|/, sq(q{SELECT count(*) FILTER (WHERE g6 IS NOT NULL), (SELECT count(*) FROM forms) FROM puzzles});
ok($forms < $graphs, "deduplicated: $graphs graphs, $forms forms (the renamed 7-node graphs are one form with their originals)");
is(cq(q{SELECT count(*) FROM forms WHERE puzzles = 2}), sq(q{SELECT count(*) FROM cat_mouse_geng(7, connected => true)}),
	'... every 7-node graph counted twice in its form');

# ---- a worker that is down ----
{
	my $q = 'SELECT cat_mouse_game(g6) AS outcome, count(*) FROM puzzles WHERE cat_mouse_check(g6) IS NULL GROUP BY 1 ORDER BY 1';
	my $answer = sq($q);
	$workers[1]->stop;
	my ($ret, $out, $err) = $coord->psql('puzzles', $q);
	my $name = quotemeta citus_node_name($workers[1]);
	like($err, qr/ERROR:  connection to the remote node \w+\@$name failed/, 'a worker that is down: the query fails naming it')
	  or diag($err);
	note "  $_" for grep { /ERROR/ } split /\n/, $err;
	$workers[1]->start;
	is(cq($q), $answer, 'the worker back: the same answer as one server\'s');
}

# ---- catmouse's settings on the workers ----
# the documentation's block as it is, then where its values went
cq('CREATE ROLE alice LOGIN; GRANT SELECT ON ALL TABLES IN SCHEMA public TO alice');
cq($settings_block);
sub on_workers
{
	my ($sql, $node) = @_;
	return ($node // $coord)->safe_psql('puzzles', sprintf(q{SELECT string_agg(result, ' ' ORDER BY nodename, nodeport) FROM run_command_on_workers(%s)}, "\$cmd\$$sql\$cmd\$"));
}
is(on_workers(q{SELECT array_to_string(setconfig, ',') FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole WHERE rolname = 'alice'}),
	'catmouse.max_memory=4GB catmouse.max_memory=4GB', "the documented ALTER ROLE alice SET: on both workers");
is(on_workers(q{SELECT array_to_string(setconfig, ',') FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase WHERE datname = 'puzzles' AND setrole = 0}),
	'catmouse.max_memory=4GB catmouse.max_memory=4GB', "the documented ALTER DATABASE puzzles SET: on both workers");
is(on_workers(q{SHOW catmouse.max_memory_limit}), '8GB 8GB', "the documented ALTER SYSTEM through run_command_on_workers: both workers' limit");
cq(q{ALTER ROLE alice RESET catmouse.max_memory; ALTER DATABASE puzzles RESET catmouse.max_memory});
cq(q{SELECT * FROM run_command_on_workers($$ALTER SYSTEM RESET catmouse.max_memory_limit$$)});
cq(q{SELECT * FROM run_command_on_workers($$SELECT pg_reload_conf()$$)});

# a 1000-node cycle (its solve needs about 3 MB) among LeetCode's examples,
# in a table co-located with puzzles, and the worker that holds it
my $big = <<'SQL';
CREATE TABLE big (id int, g int[]);
INSERT INTO big VALUES
  (1, (SELECT array_agg(ARRAY[(i + 1) % 1000, (i + 999) % 1000] ORDER BY i) FROM generate_series(0, 999) i)),
  (2, '{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'),
  (3, '{{1,3},{0,NULL},{3,NULL},{0,2}}');
SQL
cq("$big SELECT create_distributed_table('big', 'id', colocate_with => 'puzzles'); GRANT SELECT ON big TO alice");
sq($big);
my $holder = cq(q{SELECT nodename || ':' || nodeport FROM citus_shards WHERE shardid = get_shard_id_for_distribution_column('big', 1)});
my $solve = 'SELECT id, cat_mouse_game(g) FROM big ORDER BY id';
my $small = 'SELECT id, cat_mouse_game(g) FROM big WHERE id > 1 ORDER BY id';
my $answers = sq($solve);
is(cq($solve), $answers, 'the cycle and the examples: the same answers, at the default catmouse.max_memory');

# Run SQL in one session (psql, not stopping at errors, SQLSTATEs shown):
# (status, stdout, stderr).
sub session
{
	my ($node, $sql, @opts) = @_;
	my ($out, $err) = ('', '');
	my $ret = $node->psql('puzzles', "\\set VERBOSITY verbose\n$sql", stdout => \$out, stderr => \$err,
		on_error_stop => 0, @opts);
	return ($ret, $out, $err);
}
my $holder_re = quotemeta $holder;
{
	my $sql = "SET catmouse.max_memory = '1MB';\n$solve;\n";
	my ($ret_c, $out_c, $err_c) = session($coord, $sql);
	my ($ret_s, $out_s, $err_s) = session($single, $sql);
	ok($err_s =~ /ERROR:  54000: solving a game with 1000 nodes needs/ && $err_c eq '' && $out_c eq $answers,
		'a plain SET catmouse.max_memory = 1MB on the coordinator does not reach the workers: Citus answers, one server refuses (54000)')
	  or diag("Citus: $err_c\none server: $err_s");
}
{
	my $sql = "BEGIN;\nSET LOCAL citus.propagate_set_commands = 'local';\nSET LOCAL catmouse.max_memory = '1MB';\n$solve;\nROLLBACK;\n$solve;\n";
	my ($ret, $out, $err) = session($coord, $sql);
	like($err, qr/ERROR:  54000: solving a game with 1000 nodes needs .*\nDETAIL:  catmouse\.max_memory is 1024 kB\.\n(.*\n)*?CONTEXT:  .*\nwhile executing command on $holder_re/,
		"SET LOCAL with citus.propagate_set_commands = 'local': 54000 from the worker that holds the cycle ($holder)");
	is($out, $answers, '... and after ROLLBACK the session goes on, solving under the worker\'s own setting');
}
{
	cq(q{ALTER ROLE alice SET catmouse.max_memory = '1MB'});
	my ($ret, $out, $err) = session($coord, "$solve;\n$small;\n", extra_params => [ '-U', 'alice' ]);
	like($err, qr/ERROR:  54000: solving a game with 1000 nodes needs .*\nDETAIL:  catmouse\.max_memory is 1024 kB\.\n(.*\n)*?CONTEXT:  .*\nwhile executing command on $holder_re/,
		'ALTER ROLE alice SET catmouse.max_memory = 1MB, propagated: 54000 from the worker for alice\'s new session');
	is($out, sq($small), '... and alice\'s session goes on with the small puzzles');
	cq(q{ALTER ROLE alice RESET catmouse.max_memory});
	is($coord->safe_psql('puzzles', $solve, extra_params => [ '-U', 'alice' ]), $answers, '... reset: alice solves the cycle again');
}
{
	cq(q{ALTER DATABASE puzzles SET catmouse.max_memory = '1MB'});
	my ($ret, $out, $err) = session($coord, "$solve;\n$small;\n");
	like($err, qr/ERROR:  54000: solving a game with 1000 nodes needs .*\nDETAIL:  catmouse\.max_memory is 1024 kB\.\n(.*\n)*?CONTEXT:  .*\nwhile executing command on $holder_re/,
		'ALTER DATABASE puzzles SET catmouse.max_memory = 1MB, propagated: 54000 from the worker');
	is($out, sq($small), '... and the session goes on');
	cq(q{ALTER DATABASE puzzles RESET catmouse.max_memory});
}
{
	# the administrator's cap, reloaded: it reaches the sessions the
	# coordinator has open on the workers too (this one's, opened by its
	# first query)
	my $bg = $coord->background_psql('puzzles', on_error_stop => 0);
	$bg->query("\\set VERBOSITY verbose");
	my $before = $bg->query($small);
	cq(q{SELECT * FROM run_command_on_workers($$ALTER SYSTEM SET catmouse.max_memory_limit = '1MB'$$)});
	cq(q{SELECT * FROM run_command_on_workers($$SELECT pg_reload_conf()$$)});
	my $limit = q{SELECT bool_and(result IS NOT DISTINCT FROM %s) FROM run_command_on_workers($$SELECT current_setting('catmouse.max_memory_limit', true)$$)};
	$coord->poll_query_until('puzzles', sprintf($limit, q{'1MB'}))
	  or diag('the workers do not have the limit');
	$bg->{stderr} = '';
	$bg->query($solve);
	my $err = $bg->{stderr};
	my $after = $bg->query($small);
	$bg->quit;
	like($err, qr/ERROR:  54000: solving a game with 1000 nodes needs .*\nDETAIL:  catmouse\.max_memory is [^,]*, and catmouse\.max_memory_limit, set by an administrator, 1024 kB\.\n(.*\n)*?CONTEXT:  .*\nwhile executing command on $holder_re/,
		'ALTER SYSTEM SET catmouse.max_memory_limit = 1MB on the workers (run_command_on_workers), reloaded: 54000 from the worker, naming the limit, in a session open before')
	  or diag($err);
	is($after, sq($small), '... and the session goes on');
	cq(q{SELECT * FROM run_command_on_workers($$ALTER SYSTEM RESET catmouse.max_memory_limit$$)});
	cq(q{SELECT * FROM run_command_on_workers($$SELECT pg_reload_conf()$$)});
	$coord->poll_query_until('puzzles', sprintf($limit, q{'1MB'}) =~ s/IS NOT DISTINCT FROM/IS DISTINCT FROM/r)
	  or diag('the workers keep the limit');
	is(cq($solve), $answers, '... reset and reloaded: the cycle solves again');
}

# ---- planning: the workers' task plans and one server's ----
# The documentation's ALTER TABLE reaches every shard.
cq($parallel_block);
is(cq(q{SELECT count(*) FILTER (WHERE result = 'parallel_workers=2') || ' of ' || count(*) FROM run_command_on_shards('puzzles', $$SELECT array_to_string(reloptions, ',') FROM pg_class WHERE oid = '%s'::regclass$$)}),
	'32 of 32', "the documented ALTER TABLE puzzles SET (parallel_workers = 2): on every shard");
is(join(' ', map { $_->safe_psql('puzzles', q{SELECT count(*) FROM pg_statistic_ext WHERE stxname ~ '^puzzles_g6_check_\d+$'}) } @workers),
	'16 16', 'the documented CREATE STATISTICS on the expression cat_mouse_check(g6): on each worker\'s 16 shards');
# A table of one shard, on one worker, holding the plain server's rows; the
# same table there; parallel_workers = 2 on both, analyzed.  Nothing else is
# set: max_parallel_workers_per_gather (2), max_parallel_workers (8) and the
# costs are PostgreSQL's defaults, on the worker as on the plain server; Citus
# sends its task queries with nothing set either.
my $par = <<'SQL';
CREATE TABLE par (id int, g int[], j jsonb, g6 graph6);
INSERT INTO par SELECT * FROM puzzles;
ALTER TABLE par SET (parallel_workers = 2);
ANALYZE par;
SQL
(my $par_c = $par) =~ s/;\n/;\nSELECT create_distributed_table('par', 'id', shard_count => 1);\n/;
cq($par_c);
sq($par);
is(cq(q{SELECT count(*) FROM citus_shards WHERE table_name = 'par'::regclass}), '1', 'par: one shard');

# the plan's nodes, one a line, without relations, aliases and details
sub nodes
{
	my ($plan) = @_;
	my @n;
	for my $line (split /\n/, $plan)
	{
		next unless $line =~ /->/ || !@n;
		next if $line =~ /^\s*(Output|Filter|Group Key|Sort Key|Workers|Function Call|Hash Cond|Cache|Merge Cond|Inner Unique|Join Filter|InitPlan)/;
		my ($name) = $line =~ /^\s*(?:->\s+)?([A-Z][A-Za-z ]*?)(?: on | using |\s*\(|\s*$)/;
		push @n, $name if defined $name;
	}
	return join ' > ', @n;
}
my @parallel = (
	'SELECT id, cat_mouse_game(g) FROM par WHERE cat_mouse_check(g) IS NULL',
	'SELECT p.id, s.* FROM par p, cat_mouse_summary(p.g) s WHERE cat_mouse_check(p.g) IS NULL',
	'SELECT p.id, count(*) FILTER (WHERE st.outcome = 1) FROM par p, cat_mouse_states(p.j) st WHERE cat_mouse_check(p.j) IS NULL GROUP BY p.id',
	'SELECT cat_mouse_game(g6) AS outcome, count(*) FROM par WHERE cat_mouse_check(g6) IS NULL GROUP BY 1',
	'SELECT k, count(*) FROM par p, cat_mouse_cop_number(p.g6) k GROUP BY k',
	'SELECT count(*), sum(c.start_mouse_wins), max(c.longest_remoteness) FROM par p, cat_mouse_census(p.g6) c',
	'SELECT count(*) FILTER (WHERE cat_mouse_game(g6) = 1) FROM par WHERE cat_mouse_check(g6) IS NULL',
);
my $gathered = 0;
for my $q (@parallel)
{
	my $plan = plan_of($q);
	my ($task) = $plan =~ /^\s*Node: host=.*\n((?:.*\n?)*)/m;
	my $worker = nodes($task // '');
	my $one = nodes(plan_of($q, $single));
	note "  worker: $worker\n  one server: $one";
	my $g = $one =~ /Gather/ ? 1 : 0;
	$gathered += $g;
	ok($worker eq $one && (($worker =~ /Gather/ ? 1 : 0) == $g),
		"$q: the worker's task plan is the one server's, " . ($g ? 'parallel (Gather)' : 'not parallel on either'));
}
ok($gathered >= 5, "$gathered of " . scalar(@parallel) . ' batch forms parallel on one server and on the worker');

# WHERE cat_mouse_check(...) IS NULL is guessed to keep 0.5 % of the rows
# (PostgreSQL's default for IS NULL on an expression): the solves after it in
# the select list look too cheap for workers.  Statistics on the expression
# (the documentation's CREATE STATISTICS) give the true share: parallel on both.
my $stats = "CREATE STATISTICS par_g6_check ON (cat_mouse_check(g6)) FROM par; ANALYZE par";
cq($stats);
sq($stats);
for my $q (grep { /cat_mouse_check\(g6\) IS NULL/ } @parallel)
{
	my ($task) = plan_of($q) =~ /^\s*Node: host=.*\n((?:.*\n?)*)/m;
	my $worker = nodes($task // '');
	my $one = nodes(plan_of($q, $single));
	note "  worker: $worker\n  one server: $one";
	ok($worker eq $one && $one =~ /Gather/,
		"$q, with statistics on cat_mouse_check(g6): parallel on one server and in the worker's task, the same plan");
}
{
	my $q = 'SELECT count(*), sum(s.states) FROM par p, cat_mouse_summary(p.g) s WHERE cat_mouse_check(p.g) IS NULL';
	my $plan = cq("EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) $q");
	my ($launched) = $plan =~ /Workers Launched: (\d+)/;
	note $plan;
	ok(defined $launched && $launched > 0, "EXPLAIN ANALYZE of a lateral summary on Citus: the worker's task launched $launched parallel workers");
	is(cq($q), sq($q), '... and the same answer as one server');
}

done_testing();
