# Graphs generated in the database and the censuses over them:
#   geng     cat_mouse_geng gives nauty-geng's codes in nauty-geng's order
#            (count and md5 of the output) for 30 option sets: sizes 1 to 9,
#            connected, biconnected, triangle-free, square-free, bipartite,
#            degree and edge bounds, trees, canonical labelling, parts res/mod
#            of 10, 11, 14 and 20 nodes
#   refused  bad arguments are SQLSTATE 22023 before geng starts, too big a
#            geng 54000; bounds that leave no graph give no rows; a cancel
#            (statement_timeout) stops geng; rows gathered WITH ORDINALITY
#            spill past work_mem and stop at temp_file_limit, streamed ones never
#   stream   LIMIT, EXISTS, a closed cursor, a cancel or an error stop geng
#            early, and the next call in the session gives nauty-geng's codes;
#            two gengs in one query (a join, a select list, a subquery per
#            row, the census beside a stream) give every row
#   census   cat_mouse_cop_census against the full game (cat_mouse_cop_number
#            and cat_mouse_pursuit on every graph of cat_mouse_geng) for 1 to
#            8 nodes, connected or not: graphs by cop number, the longest
#            capture time of one and two cats, the least code reaching it;
#            the hole game's cat_mouse_census(nodes): its refused arguments
#            (before geng starts), statement_timeout and a cancel stopping
#            it mid-geng, the session then counting 7 nodes right
# The censuses as runs (cat_mouse_census_run) are 034_census_runs.pl's; the
# hole game's totals against the per-graph rows, sql/graph6.sql's and
# 034's.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use PostgreSQL::Test::Utils;
use Test::More;

needs_tools('nauty-geng' => 'nauty');

my $node = catmouse_node('geng');
my $db = catmouse_database($node, 'geng');

# ---- the same graphs as nauty-geng, in its order ----

my @sets = (
	[ '1', '1, connected => false' ], [ '2', '2, connected => false' ], [ '3', '3, connected => false' ], [ '5', '5, connected => false' ], [ '7', '7, connected => false' ], [ '8', '8, connected => false' ], [ '9', '9, connected => false' ],
	[ '-c 1', '1, connected => true' ], [ '-C 3', '3, biconnected => true' ],
	[ '-c 8', '8, connected => true' ], [ '-c 9', '9, connected => true' ],
	[ '-C 8', '8, biconnected => true' ], [ '-t 9', '9, triangle_free => true, connected => false' ],
	[ '-f 9', '9, square_free => true, connected => false' ], [ '-b 10', '10, bipartite => true, connected => false' ],
	[ '-tf 11', '11, triangle_free => true, square_free => true, connected => false' ],
	[ '-c -d2 -D4 9', '9, connected => true, min_degree => 2, max_degree => 4' ],
	[ '-c 9 10:12', '9, connected => true, min_edges => 10, max_edges => 12' ],
	[ '9 0:5', '9, max_edges => 5, connected => false' ], [ '10 40:45', '10, min_edges => 40, connected => false' ],
	[ '-D3 12', '12, max_degree => 3, connected => false' ], [ '-d3 -D3 -c 14', '14, connected => true, min_degree => 3, max_degree => 3' ],
	[ '-c 14 13:13', '14, connected => true, min_edges => 13, max_edges => 13' ],
	[ '-l 8', '8, canonical => true, connected => false' ], [ '-c -l 9 2/3', '9, connected => true, canonical => true, res => 2, mod => 3' ],
	[ '-c 10 3/100', '10, connected => true, res => 3, mod => 100' ],
	[ '-c 11 17/5000', '11, connected => true, res => 17, mod => 5000' ],
	[ '-bc 11 0/20', '11, bipartite => true, connected => true, res => 0, mod => 20' ],
	[ '-c 14 13:16 2/2000', '14, connected => true, min_edges => 13, max_edges => 16, res => 2, mod => 2000' ],
	[ '-c 20 19:19 7/50', '20, connected => true, min_edges => 19, max_edges => 19, res => 7, mod => 50' ],
);

for my $set (@sets)
{
	my ($opts, $args) = @$set;
	my $theirs = sh("nauty-geng -q $opts | md5sum");
	my $count = sh("nauty-geng -q $opts | wc -l");
	$theirs =~ s/\s.*//s;
	$count =~ s/\s//g;
	my ($n, $ours) = split /\|/, $node->safe_psql($db, qq{
SELECT count(*), md5(coalesce(string_agg(g::text || E'\\n', '' ORDER BY i), ''))
FROM cat_mouse_geng($args) WITH ORDINALITY AS t (g, i)});
	ok($n == $count && $ours eq $theirs, "nauty-geng $opts: the same $n codes in the same order");
}

# ---- refused before geng starts; no graph; cancel; limits ----

for my $bad (
	[ 'nodes => 0', 'nodes must be between 1 and 64' ],
	[ 'nodes => 65', 'nodes must be between 1 and 64' ],
	[ 'nodes => 5, res => 5, mod => 5', 'res must be between 0 and mod - 1' ],
	[ 'nodes => 5, mod => 0', 'mod must be between 1 and 42949672' ],
	[ 'nodes => 5, min_edges => 6, max_edges => 5', 'min_edges is above max_edges' ],
	[ 'nodes => 5, max_degree => -1', 'max_degree must not be negative' ])
{
	my ($args, $message) = @$bad;
	my ($ret, $out, $err) = $node->psql($db, "SELECT count(*) FROM cat_mouse_geng($args)",
		extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err, qr/ERROR:  22023: \Q$message\E/, "cat_mouse_geng($args): 22023, \"$message\"");
}
is($node->safe_psql($db, q{
SELECT count(*) FROM cat_mouse_geng(6, connected => true, max_edges => 4)}), 0,
	'6 connected nodes and at most 4 edges: no graph, no rows (nauty-geng says "impossible mine,maxe,mindeg,maxdeg values")');
my ($ret, $out, $err) = $node->psql($db, q{SET catmouse.max_memory = '1MB'; SELECT count(*) FROM cat_mouse_geng(24)},
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  54000: geng for 24 nodes needs \d+ MB of memory/, 'geng for 24 nodes over catmouse.max_memory: 54000 before geng allocates');

($ret, $out, $err) = $node->psql($db, q{SET statement_timeout = '300ms'; SELECT count(*) FROM cat_mouse_geng(12)},
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  57014: canceling statement due to statement timeout/, 'statement_timeout stops geng for 12 nodes: 57014');
# WITH ORDINALITY keeps PostgreSQL from inlining cat_mouse_geng: its rows
# are then gathered into a tuplestore first, which spills past work_mem
($ret, $out, $err) = $node->psql($db, q{SET work_mem = '64kB'; SET temp_file_limit = '1MB'; SELECT count(*) FROM cat_mouse_geng(10, connected => false) WITH ORDINALITY},
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
# (PostgreSQL 18 quotes the setting's name in the message)
like($err, qr/ERROR:  53400: temporary file size exceeds "?temp_file_limit"?/, 'rows gathered WITH ORDINALITY past temp_file_limit: 53400');

my $offset = -s $node->logfile;
is($node->safe_psql($db, q{
SET work_mem = '64kB'; SET log_temp_files = 0; SET temp_file_limit = 0;
SELECT count(*) FROM cat_mouse_geng(9, connected => true)}), 261080,
	'after both, geng runs again: 261,080 connected graphs on 9 nodes, with work_mem 64kB and temp_file_limit 0');
ok(!$node->log_contains(qr/temporary file: path/, $offset), 'streamed: no temporary file');

# ---- streaming: geng stops early, and runs right afterwards ----

my $geng7 = sh('nauty-geng -q 7 | md5sum');
$geng7 =~ s/\s.*//s;
my $count7 = sh('nauty-geng -q 7 | wc -l') + 0;
my $count7c = sh('nauty-geng -qc 7 | wc -l') + 0;
my $check7 = q{SELECT count(*) || ' ' || md5(string_agg(g::text || E'\n', '')) FROM cat_mouse_geng(7, connected => false) g};

is($node->safe_psql($db, qq{SET statement_timeout = '5s';
SELECT count(*) FROM (SELECT * FROM cat_mouse_geng(11, connected => false) LIMIT 3) s;
$check7}), "3\n$count7 $geng7",
	'LIMIT 3 of the 1,018,997,864 graphs on 11 nodes within 5 s; then all 1044 graphs on 7 nodes, in nauty-geng\'s order');
is($node->safe_psql($db, q{SET statement_timeout = '5s';
SELECT EXISTS (SELECT 1 FROM cat_mouse_geng(11, connected => true)),
       EXISTS (SELECT 1 FROM cat_mouse_geng(6, connected => true, max_edges => 4))}), 't|f',
	'EXISTS stops geng for 11 connected nodes at its first graph; bounds with no graph: false');
is($node->safe_psql($db, qq{SET statement_timeout = '5s';
BEGIN;
DECLARE c CURSOR FOR SELECT * FROM cat_mouse_geng(11, connected => false);
FETCH 5 FROM c;
CLOSE c;
SELECT count(*) FROM cat_mouse_geng(7, connected => false);
SELECT count(*) FROM cat_mouse_geng(7, connected => true);
COMMIT;
$check7}), "J??????????\nJ???????C??\nJ???????E??\nJ???????F??\nJ???????F_?\n$count7\n$count7c\n$count7 $geng7",
	"a cursor: FETCH 5, CLOSE; then $count7 graphs on 7 nodes, $count7c connected, as nauty-geng's");

($ret, $out, $err) = $node->psql($db, qq{SET statement_timeout = '500ms';
SELECT count(*) FROM cat_mouse_geng(11, connected => false);
RESET statement_timeout;
$check7}, on_error_stop => 0, extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  57014: canceling statement due to statement timeout/, 'statement_timeout stops the stream of 11 nodes: 57014');
is($out, "$count7 $geng7", 'then, in the same session, the 1044 graphs on 7 nodes as nauty-geng\'s');

($ret, $out, $err) = $node->psql($db, qq{SELECT 1 / (row_number() OVER () - 100) FROM cat_mouse_geng(8, connected => false);
$check7}, on_error_stop => 0);
like($err, qr/division by zero/, 'an error in the query mid-stream');
is($out, "$count7 $geng7", 'then the 1044 graphs on 7 nodes as nauty-geng\'s');

# two gengs in one query: the one suspended is drained into a tuplestore
is($node->safe_psql($db, q{
SELECT count(*), count(DISTINCT (a, b)) FROM cat_mouse_geng(4, connected => false) a, cat_mouse_geng(5, connected => false) b;
SELECT count(*), count(a), count(b), count(DISTINCT a), count(DISTINCT b)
  FROM (SELECT cat_mouse_geng(5, connected => false) a, cat_mouse_geng(6, connected => false) b) s;
SELECT sum(c) = 156 * (SELECT count(*) FROM cat_mouse_geng(5, connected => false, max_edges => 4))
  FROM (SELECT (SELECT count(*) FROM cat_mouse_geng(5, connected => false, max_edges => length(a::text))) c
          FROM cat_mouse_geng(6, connected => false) a) s;
SELECT count(*), sum(graphs) FROM cat_mouse_geng(5, connected => false) a,
  LATERAL (SELECT * FROM cat_mouse_cop_census(5, connected => false)) c;
}), "374|374\n156|34|156|34|156\nt\n136|1156",
	'two gengs at once: a join (11 x 34 pairs), two in a select list (34 and 156 codes), one per row of another (156 x 26), the census beside a stream (34 x its 4 rows, 34 x 34 graphs)');
my $geng8 = sh('nauty-geng -q 8');
is($node->safe_psql($db, qq{
BEGIN;
DECLARE c CURSOR FOR SELECT * FROM cat_mouse_geng(8, connected => false);
FETCH 2 FROM c;
$check7;
FETCH ALL FROM c;
COMMIT;
$check7}), join("\n", (split /\n/, $geng8)[0, 1], "$count7 $geng7", (split /\n/, $geng8)[2 .. 12345], "$count7 $geng7"),
	'a cursor holding geng (FETCH 2) while another query runs it: the other\'s 1044 graphs; then the cursor\'s other 12,344 (drained into a tuplestore), as nauty-geng\'s');
is($node->safe_psql($db, 'SELECT 1'), 1, 'the server lives on');

# ---- the hole game's census over geng's graphs: refused, stopped ----

for my $bad (
	[ 'nodes => 0', '22023', 'nodes must be between 1 and 16' ],
	[ 'nodes => 17', '54000', 'nodes must be between 1 and 16' ],
	[ 'nodes => 9, res => 3, mod => 3', '22023', 'res must be between 0 and mod - 1' ],
	[ 'nodes => 9, mod => 0', '22023', 'mod must be between 1 and 42949672' ])
{
	my ($args, $state, $message) = @$bad;
	my ($ret, $out, $err) = $node->psql($db, qq{SET statement_timeout = '2s'; SELECT * FROM cat_mouse_census($args)},
		extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err, qr/ERROR:  $state: \Q$message\E/, "cat_mouse_census($args): $state, \"$message\", before geng starts");
}
# Past 13 nodes a graph6 code takes more than 16 bytes: the census of
# cops and robbers keeps its examples' codes whole (it once overflowed a
# 16-byte buffer there, and the server crashed).  Each census runs until
# statement_timeout stops it.
for my $n (14, 20)
{
	($ret, $out, $err) = $node->psql($db, qq{SET statement_timeout = '1s';
SELECT * FROM cat_mouse_cop_census($n, connected => false)}, extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	like($err, qr/ERROR:  57014: canceling statement due to statement timeout/,
		"cat_mouse_cop_census($n, connected => false) runs until statement_timeout stops it");
	is($node->safe_psql($db, 'SELECT count(*) FROM cat_mouse_cop_census(5)'), '2', '... and the session goes on (the census of 5 nodes: two rows)');
}
my $hole7 = q{SELECT concat_ws(' ', graphs, states, wrong_2n, longest_remoteness, example) FROM cat_mouse_census(7)};
($ret, $out, $err) = $node->psql($db, qq{SET statement_timeout = '500ms';
SELECT * FROM cat_mouse_census(11);
RESET statement_timeout;
$hole7}, on_error_stop => 0, extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  57014: canceling statement due to statement timeout/, 'statement_timeout stops the hole game\'s census of 11 nodes: 57014');
is($out, '853 501564 0 12 FCRV_', 'then, in the same session, the census of 7 nodes (853 graphs, the longest game 12 plies from FCRV_)');
{
	my $s = $node->background_psql($db, on_error_stop => 0);
	my $pid = $s->query_safe('SELECT pg_backend_pid()');
	$s->query_until(qr/started/, "\\echo started\nSELECT * FROM cat_mouse_census(11);\n");
	$node->poll_query_until($db, "SELECT state = 'active' FROM pg_stat_activity WHERE pid = $pid")
	  or die 'the census did not start';
	$node->safe_psql($db, "SELECT pg_cancel_backend($pid)");
	$s->query('SELECT 1');
	like($s->{stderr}, qr/canceling statement due to user request/, 'a cancel from another session stops it');
	is($s->query($hole7), '853 501564 0 12 FCRV_', '... and the session counts 7 nodes right');
	$s->quit;
}

# ---- the census against the full game ----

for my $connected ('true', 'false')
{
	for my $n (1 .. ($connected eq 'true' ? 8 : 7))
	{
		my $full = $node->safe_psql($db, qq{
WITH g AS (
  SELECT g, k, (SELECT capture_time FROM cat_mouse_pursuit(g, k)) AS t
  FROM cat_mouse_geng($n, connected => $connected) g, cat_mouse_cop_number(g, 3) k)
SELECT k, count(*), max(t) FILTER (WHERE k <= 2),
       min(g::text) FILTER (WHERE k IS NULL OR k > 2 OR t = (SELECT max(t) FROM g h WHERE h.k = g.k))
FROM g GROUP BY k ORDER BY k NULLS LAST});
		my $census = $node->safe_psql($db, qq{
SELECT cop_number, graphs, capture_time, example FROM cat_mouse_cop_census($n, connected => $connected)
ORDER BY cop_number NULLS LAST});
		is($census, $full, "$n nodes" . ($connected eq 'true' ? ', connected' : '') . ": the census equals the full game graph by graph ("
			  . join('; ', split /\n/, $census) . ')');
	}
}

done_testing();
