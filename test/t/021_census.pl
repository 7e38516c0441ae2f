# The census in the database against the brute force: for every n up to
# CENSUS_GRAPHS_N (6) the connected graphs cat_mouse_geng makes (nauty's
# geng inside), and up to CENSUS_DIGRAPHS_N (5) their orientations from
# nauty-directg (loaded by COPY ... FROM PROGRAM), one SQL statement per n
# (cat_mouse_census on every graph, every hole) must give what
# test/bin/census_oracle (the brute force on the adjacency matrices
# nauty-showg prints) gives: graphs, pairs, positions and starts by
# outcome, the longest forced game and the first graph, hole and start that
# reach it, and the starts decided in 2n plies or more (wrong_2n).  The
# 1,530,843 digraphs on 6 nodes (CENSUS_DIGRAPHS_N=6, a longer run: some
# minutes more, most of them the brute force) are checked without a server by
# test/t/017_census_core.pl, the census core against the same brute force.
# Then cops and robbers on up to CENSUS_COPS_N (7) nodes
# (cat_mouse_cop_number, cat_mouse_pursuit) against test/bin/pursuit_geng
# (the pursuit solver, itself checked against its brute force by
# 016_pursuit_nauty.pl).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

needs_tools(map { ("nauty-$_" => 'nauty') } qw(directg geng showg));

my $gn = $ENV{CENSUS_GRAPHS_N} // 6;
my $dn = $ENV{CENSUS_DIGRAPHS_N} // 5;
my $cn = $ENV{CENSUS_COPS_N} // 7;
my $oracle = program('census_oracle');
my $pursuit = program('pursuit_geng');

my $node = catmouse_node('census');
my $db = catmouse_database($node, 'census');

# graphs (id: geng's order, from 1) in a table g; digraphs from nauty-directg
sub load
{
	my ($n, $directed) = @_;
	$node->safe_psql($db, 'DROP TABLE IF EXISTS g; CREATE TABLE g (id bigint, g6 graph6)');
	$node->safe_psql($db, $directed
		? qq{COPY g FROM PROGRAM 'nauty-geng -cq $n | nauty-directg -q | awk ''{ print NR "\\002" \$0 }'''
  (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02')}
		: qq{INSERT INTO g SELECT id, g6 FROM cat_mouse_geng($n, connected => true) WITH ORDINALITY x(g6, id)});
}

# the census line of the graphs of g, as the oracle prints it: n, graphs,
# pairs, positions (draws, mouse, cat), the longest remoteness, starts
# (draws, mouse, cat), the longest forced game, the first graph and hole
# reaching it (geng's order), its starts, and the starts decided in 2n
# plies or more
sub census_line
{
	my ($n) = @_;
	return $node->safe_psql($db, qq{
WITH c AS MATERIALIZED (SELECT g.id, c.* FROM g, cat_mouse_census(g.g6) c),
best AS (SELECT id, hole, longest_remoteness, longest_mouse_start, longest_cat_start FROM c
         WHERE longest_remoteness IS NOT NULL ORDER BY longest_remoteness DESC, id, hole LIMIT 1)
SELECT concat_ws(' ', $n, count(*) FILTER (WHERE c.hole = 0), count(*), sum(states), sum(draws),
                 sum(mouse_wins), sum(cat_wins), coalesce(max(max_remoteness), -1), sum(starts),
                 sum(start_draws), sum(start_mouse_wins), sum(start_cat_wins),
                 coalesce((SELECT longest_remoteness FROM best), -1), coalesce((SELECT id FROM best), 0),
                 coalesce((SELECT hole FROM best), 0), coalesce((SELECT longest_mouse_start::text FROM best), '-'),
                 coalesce((SELECT longest_cat_start::text FROM best), '-'), sum(wrong_2n))
FROM c});
}

for my $n (1 .. $gn)
{
	load($n, 0);
	is(census_line($n), sh("nauty-geng -cq $n | nauty-showg -aq | $oracle"),
		"census of graphs on $n nodes equals the brute force");
}
for my $n (1 .. $dn)
{
	load($n, 1);
	is(census_line($n), sh("nauty-geng -cq $n | nauty-directg -q | nauty-showg -aq | $oracle"),
		"census of digraphs on $n nodes equals the brute force");
}

# graphs by cop number (up to 3 cats), one cat's largest capture time and
# the first graph reaching it
for my $n (1 .. $cn)
{
	load($n, 0);
	my $sql = $node->safe_psql($db, qq{
WITH c AS MATERIALIZED (SELECT g.id, k.cn, p.outcome, p.capture_time FROM g,
       cat_mouse_pursuit(g.g6) p, cat_mouse_cop_number(g.g6, 3) k (cn)),
best AS (SELECT id, capture_time FROM c WHERE outcome = 2 ORDER BY capture_time DESC, id LIMIT 1)
SELECT concat_ws(' ', $n, count(*), count(*) FILTER (WHERE cn = 1), count(*) FILTER (WHERE cn = 2),
                 count(*) FILTER (WHERE cn = 3), count(*) FILTER (WHERE cn IS NULL),
                 coalesce((SELECT capture_time FROM best), -1), coalesce((SELECT id FROM best), 0))
FROM c});
	my $line = (split /\n/, sh("nauty-geng -cq $n | $pursuit 3"))[-1];
	my $want = $line =~ /^(\d+) graphs.*1: (\d+), 2: (\d+), 3: (\d+), more: (\d+); one cat.s largest capture time (-?\d+), first on graph (\d+);/
	  ? "$n $1 $2 $3 $4 $5 $6 $7" : "unreadable: $line";
	is($sql, $want, "census with cops on $n nodes equals the brute-force-checked solver's");
}
done_testing();
