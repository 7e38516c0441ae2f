# Memory of one backend: every C function of catmouse 1,200 times on
# random puzzles with a bad input every tenth call (server_memory.sql is
# the fixture, its list of calls and measure()); the memory it holds after
# call 200 and after call 1,200 must be the same, to the byte.
#
# What is exact, and why.  Everything a backend pallocs is in a memory
# context, and pg_backend_memory_contexts gives each context's bytes in use
# (used_bytes: its blocks less their free space, the chunks freed into its
# free lists counted as free).  Their sum over every context of the backend
# (TopMemoryContext, CacheMemoryContext, the transaction's contexts, the
# query's ExecutorState, which holds a call site's fn_mcxt, and the
# "catmouse solve" contexts) changes by the size of every chunk that is
# allocated and not freed, wherever it is, and by nothing else: a chunk
# freed and allocated again of the same size is used again, so a call that
# frees what it allocates leaves the sum as it found it.  What the backend
# mallocs outside them (nauty's work arrays, geng's tables) and the blocks
# of the contexts themselves are counted by glibc's mallinfo2 (the bytes in
# use in the heap and in chunks of their own), read through a module of
# the test's (test/module/malloc_bytes.c): that sum is as exact.  The
# readings are taken at the same point of the pattern of calls (after
# puzzle and grid 1 of 200 and a bad input caught, the readings' own
# statements and plans made by an earlier reading at call 20), within one
# statement (no statistics flushed between them, no cache invalidated:
# autovacuum is off), so one chunk (a palloc of 1 byte takes 16 or 24) left
# behind by a call fails the test, where the RssAnon of the test before
# (1 MB over 9,000 calls) let 100 bytes a call through, and a malloc'd
# leak of 100 bytes a call grew RssAnon by 0 to 108 kB over 1,000 calls
# (glibc fills holes first).  Found so: get_call_result_type's scratch in
# the query's memory at every call of a set-returning function (750 bytes
# a call of cat_mouse_states, until InitMaterializedSRF was given the
# executor's row type) and cat_mouse_version's 24 bytes in
# TopTransactionContext.
#
# The calls:
#   - in one query (1,200 rows, a call each: its call site, fn_extra and
#     the query's memory live through all of them; set-returning functions
#     in a scalar subquery, rescanned per row);
#   - in a statement per call, in a PL/pgSQL loop (the planner's support
#     function, the aggregate's partial states under a parallel plan, a
#     type's binary input through COPY), where the query's memory goes with
#     each statement and what stays is in the longer-lived contexts.  A
#     parallel plan leaves 24 bytes in TopTransactionContext until the
#     transaction ends, PostgreSQL's own: that entry must grow exactly as
#     much as the same plan of count(*);
#   - the functions whose memory is malloc'd outside PostgreSQL's contexts
#     (nauty's: canonical forms and automorphism groups; geng's:
#     cat_mouse_geng, its stream, the censuses and their chunks and checks)
#     in a statement per call as well, with the backend's RssAnon
#     (/proc/self/status) after call 200 and 1,200 within 64 kB too (0 or
#     4 kB when nothing leaks).  Graphviz runs in a child process:
#     036_svg.pl measures cat_mouse_svg.
# Every entry: 120 bad inputs caught, 1,200 answers.  Then: every function
# and procedure of catmouse in the catalogue is called here or named below
# with the reason it is not; every input kind reaches cat_mouse_game
# (pg_stat_user_functions); the backend still solves.
use strict;
use warnings FATAL => 'all';

use Cwd;

use CatmouseTest;
use Test::More;

# glibc keeps up to 7 freed chunks of each size up to 1,032 bytes in a
# cache of its own (tcache) that mallinfo2 counts as in use: a chunk freed
# into it or taken out of it moved the count by its size (128 and 1,040
# bytes in a CI run under load, where the order of mallocs and frees
# differed).  Without the cache the count is the bytes of live chunks.
my $node = do
{
	local $ENV{GLIBC_TUNABLES} = 'glibc.malloc.tcache_count=0';
	catmouse_node('memory', 'autovacuum = off', q{track_functions = 'all'});
};
my $db = catmouse_database($node, 'memory');
my $module = Cwd::abs_path(program('malloc_bytes.so'));
$node->safe_psql($db, "CREATE FUNCTION malloc_bytes() RETURNS bigint AS '$module' LANGUAGE C");
$node->safe_psql($db, slurp('test/t/server_memory.sql'));

# the fixtures that are not calls: the codes COPY reads, the parallel plan
is($node->safe_psql($db, q{COPY g6_in FROM 'g6.bin' (FORMAT binary); SELECT count(*) FROM g6_in; TRUNCATE g6_in}),
	'20', 'the binary file of graph6 values holds 20 (graph6_recv reads them)');
my ($setup) = $node->safe_psql($db, q{SELECT setup FROM calls WHERE what = 'cat_mouse_graph_agg in parallel'});
like($node->safe_psql($db, qq{BEGIN; $setup;
EXPLAIN (COSTS OFF) SELECT cat_mouse_game(cat_mouse_graph_agg(a, b)) FROM edges WHERE id = 7; COMMIT}),
	qr/Finalize Aggregate.*Gather.*Partial Aggregate/s,
	'the aggregate in parallel: partial states (serialized, deserialized, combined)');

# functions of catmouse that are not called here, and why
my %elsewhere = (
	cat_mouse_svg => "Graphviz's layout in a child process (036_svg.pl: 550 calls, memory, files, children)",
	cat_mouse_census_run => 'PL/pgSQL making and committing tables (034); the C it runs is here',
	cat_mouse_census_reset => 'PL/pgSQL on a run\'s tables (034)',
	cat_mouse_census_drop => 'PL/pgSQL dropping a run\'s tables (034)',
	cat_mouse_census_runs_guard => 'the trigger of the runs\' registry, PL/pgSQL (034)',
	cat_mouse_citus_workers => 'PL/pgSQL over Citus\'s catalogue, an error without it (037, 038)');

my $session = $node->background_psql($db);
my @entries = split /\n/, $node->safe_psql($db, q{SELECT concat_ws('|', n, what, form, malloc, coalesce(baseline, ''))
FROM calls ORDER BY n});
# (an entry that is another's baseline, PostgreSQL's own, is only noted)
my %baselines = map { (split /\|/, $_, -1)[4] => 1 } @entries;
my %growth;
for my $e (@entries)
{
	my ($n, $what, $form, $malloc, $baseline) = split /\|/, $e;
	my $row = $session->query_safe(q{SELECT concat_ws('|', bytes_first, bytes_last, malloc_first, malloc_last,
  coalesce(rss_first, -1), coalesce(rss_last, -1), errors, answers, calls) FROM measure(} . $n . ')');
	my ($b1, $b2, $m1, $m2, $r1, $r2, $errors, $answers, $calls) = split /\|/, $row;
	my $got = sprintf("palloc'd %d -> %d bytes, malloc'd %d -> %d", $b1, $b2, $m1, $m2);
	$growth{$what} = [ $b2 - $b1, $m2 - $m1 ];
	if ($baselines{$what})
	{
		note "$what x $calls (PostgreSQL's own, a baseline): $got";
		next;
	}
	my ($want_p, $want_m) = $baseline ne '' ? @{ $growth{$baseline} } : (0, 0);
	my $rss = $form eq 'query' || $malloc ne 't' ? '' : sprintf(', RssAnon %d -> %d kB', $r1, $r2);
	my $how = $form eq 'query' ? 'in one query' : 'a statement each';
	ok($b2 - $b1 == $want_p && $m2 - $m1 == $want_m && ($rss eq '' || $r2 - $r1 <= 64)
		  && $errors == $calls / 10 && $answers == $calls,
		"$what x $calls, $how ($answers answers, $errors bad inputs caught): $got"
		  . ($baseline ne '' ? " (as $baseline: +$want_p, +$want_m)" : '') . $rss)
	  or diag('contexts that differ: '
		  . $session->query_safe("SELECT coalesce(grew, 'none') FROM measure($n, diagnose => true)"));
}

# every function and procedure in the catalogue: named by an entry (in its
# call, as its name, or as what it reaches: the aggregate's steps, the
# planner's support function, the binary input through COPY), or not
# measured here, for a reason
my $named = $node->safe_psql($db, q{SELECT string_agg(concat_ws(' ', what, expr, array_to_string(via, ' ')), ' ') FROM calls});
my @catalogue = split /\n/, $node->safe_psql($db, q{
SELECT DISTINCT p.proname FROM pg_proc p
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'catmouse' ORDER BY 1});
my @missing = grep { !$elsewhere{$_} && $named !~ /(?<![\w.])\Q$_\E(?![\w])/ } @catalogue;
my @gone = grep { my $f = $_; !grep { $_ eq $f } @catalogue } sort keys %elsewhere;
is(join(', ', @missing, map { "$_ (not in the catalogue)" } @gone), '',
	scalar(@catalogue) . ' functions and procedures in the catalogue: each called here but '
	  . join(', ', sort keys %elsewhere));
note "not here: $_: $elsewhere{$_}" for sort keys %elsewhere;

# every input kind (the graph argument's type) reaches cat_mouse_game
$session->query_safe('SELECT pg_stat_force_next_flush()');
is($session->query_safe(q{
SELECT coalesce(string_agg(DISTINCT format_type(p.proargtypes[0], NULL), ', '), '')
FROM pg_proc p
WHERE p.proname = 'cat_mouse_game'
  AND p.proargtypes[0] NOT IN (SELECT q.proargtypes[0] FROM pg_proc q JOIN pg_stat_user_functions s ON s.funcid = q.oid
                               WHERE q.proname = 'cat_mouse_game' AND s.calls > 0)}),
	'', 'every input kind of cat_mouse_game called');

is($session->query_safe(q{SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}')}), '1',
	'the same backend still solves');
$session->quit;
done_testing();
