# Symmetry by nauty, in SQL, against nauty's own programs and brute force:
#   canonical forms  cat_mouse_canonical equals nauty-labelg's code byte for
#                    byte: every graph of nauty-geng on 1 to 8 nodes and every
#                    connected one on 9 (graph6, and through int[][] and
#                    text), nauty-directg's digraphs of 4 and of 5 connected
#                    nodes (digraph6), sparse6 codes, random graphs of 30 to
#                    100 nodes and cubic ones of nauty-genrang
#   groups           cat_mouse_automorphisms' group sizes and orbit counts
#                    tallied as nauty-countg --ao tallies them; exact sizes
#                    beyond 2^64 (40!, the empty graph on 40 nodes)
#   puzzles          every renaming of 36 random puzzles of 2 to 6 nodes
#                    (hole, starts, some with a cat graph, some directed)
#                    has one canonical form, and the game, the summary and
#                    the census of the canonical puzzle equal the puzzle's;
#                    pairs of puzzles have one form exactly when a brute
#                    force finds a renaming of one onto the other
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

needs_tools(map { ("nauty-$_" => 'nauty') } qw(copyg countg directg geng genrang labelg));

my $node = catmouse_node('symmetry');
my $db = catmouse_database($node, 'symmetry');

# ---- canonical codes against nauty-labelg ----

my @sets = (
	[ 'graph6: every graph of 1 to 8 nodes', 'for n in 1 2 3 4 5 6 7 8; do nauty-geng -q $n; done', 1 ],
	[ 'graph6: every connected graph of 9 nodes', 'nauty-geng -cq 9', 1 ],
	[ 'digraph6: every digraph of 4 nodes', 'nauty-geng -q 4 | nauty-directg -q', 0 ],
	[ 'digraph6: every connected digraph of 5 nodes', 'nauty-geng -cq 5 | nauty-directg -q', 0 ],
	[ 'sparse6: every graph of 7 nodes', 'nauty-geng -q 7 | nauty-copyg -sq', 0 ],
	[ 'graph6: random graphs of 30, 64, 65 and 100 nodes, cubic ones of 40',
	  'nauty-genrang -g -q -S3 30 100; nauty-genrang -g -q -S4 64 50; nauty-genrang -g -q -S5 65 50; '
	  . 'nauty-genrang -g -q -S6 -P5/100 100 50; nauty-genrang -g -q -S7 -r3 40 50', 1 ],
	[ 'digraph6: random digraphs of 12 and 40 nodes',
	  'nauty-genrang -z -q -S8 -P30/100 12 100; nauty-genrang -z -q -S9 -P10/100 40 50', 0 ],
);

$node->safe_psql($db, q{
CREATE TABLE codes (id serial, set int, code text);
CREATE TABLE want (id serial, code text);
});
for my $i (0 .. $#sets)
{
	my ($label, $cmd) = @{ $sets[$i] };
	$node->safe_psql($db, qq{
COPY codes (code) FROM PROGRAM '$cmd' (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02');
UPDATE codes SET set = $i WHERE set IS NULL;
COPY want (code) FROM PROGRAM '{ $cmd; } | nauty-labelg -q' (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02');
});
}
$node->safe_psql($db, 'ANALYZE codes; ANALYZE want');

for my $i (0 .. $#sets)
{
	my ($label, $cmd, $undirected) = @{ $sets[$i] };
	my ($count, $differ, $first) = split /\|/, $node->safe_psql($db, qq{
SELECT count(*), count(*) FILTER (WHERE d),
       min(c.code || ' -> ' || cat_mouse_canonical(c.code::graph6) || ', nauty-labelg ' || w.code) FILTER (WHERE d)
FROM codes c JOIN want w USING (id),
     LATERAL (SELECT cat_mouse_canonical(c.code::graph6)::text IS DISTINCT FROM w.code AS d) x
WHERE c.set = $i});
	ok($count > 0 && $differ == 0, "$label: $count codes, each as nauty-labelg labels it" . ($differ ? " ($differ differ, e.g. $first)" : ''));
	next unless $undirected;
	my $kinds = $node->safe_psql($db, qq{
SELECT count(*) FROM codes c JOIN want w USING (id)
WHERE c.set = $i
  AND (cat_mouse_canonical(c.code::graph6::int[])::text IS DISTINCT FROM w.code
       OR cat_mouse_canonical(c.code)::text IS DISTINCT FROM w.code)});
	is($kinds, 0, "$label: the same through int[][] and text");
}

# ---- automorphism groups against nauty-countg ----

sub countg_tally
{
	my ($cmd) = @_;
	my ($status, $out, $err) = run('bash', '-c', "set -o pipefail; $cmd | nauty-countg --ao -q");
	die "$cmd: $err" if $status;
	my %t;
	for (split /\n/, $out)
	{
		$t{"$2|$3"} = $1 if /^\s*(\d+) graphs : groupsize=(\d+); orbits=(\d+)/;
	}
	return join ',', map { "$_=$t{$_}" } sort keys %t;
}

for my $set ([ 'every graph of 8 nodes', 'nauty-geng -q 8' ],
	[ 'every digraph of 4 nodes', 'nauty-geng -q 4 | nauty-directg -q' ])
{
	my ($label, $cmd) = @$set;
	my $theirs = countg_tally($cmd);
	my %t;
	for (split /\n/, $node->safe_psql($db, qq{
DROP TABLE IF EXISTS g;
CREATE TEMP TABLE g AS SELECT code::graph6 AS g FROM codes WHERE false;
COPY g FROM PROGRAM '$cmd' (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02');
SELECT a.group_size, a.orbit_count, count(*) FROM g, cat_mouse_automorphisms(g.g) a GROUP BY 1, 2}))
	{
		my ($size, $orbits, $count) = split /\|/;
		$t{"$size|$orbits"} = $count;
	}
	my $ours = join ',', map { "$_=$t{$_}" } sort keys %t;
	is($ours, $theirs, "$label: group sizes and orbit counts tallied as nauty-countg --ao tallies them");
}

is($node->safe_psql($db, q{
SELECT (SELECT group_size = factorial(40) FROM cat_mouse_automorphisms(array_fill(NULL::int, ARRAY[40, 1])))::text
    || (SELECT group_size = factorial(30) AND orbit_count = 1
        FROM cat_mouse_automorphisms((SELECT array_agg(r ORDER BY i) FROM (
             SELECT i, array_agg(j ORDER BY j) FILTER (WHERE j <> i) r
             FROM generate_series(0, 29) i, generate_series(0, 29) j GROUP BY i) x)))::text
    || (SELECT group_size || ' ' || orbit_count || ' ' || orbits::text FROM cat_mouse_automorphisms('IheA@GUAo'))}),
	'truetrue120 1 {0,0,0,0,0,0,0,0,0,0}',
	'exact group sizes: 40! (40 nodes, no edges), 30! (the complete graph), 120 (the Petersen graph, one orbit)');

# ---- limits: memory checked before nauty allocates; cancel ----

my ($ret, $out, $err) = $node->psql($db, q{
SET catmouse.max_memory = '1MB';
SELECT cat_mouse_canonical(cat_mouse_to_sparse6(array_fill(NULL::int, ARRAY[3000, 1])))},
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  54000: the canonical labelling of a graph of 3000 nodes needs \d+ kB of memory\n.*DETAIL:  catmouse.max_memory is 1024 kB\.\n.*HINT:  Raise the limit, e.g. SET catmouse.max_memory = '\d+MB'\./s,
	'a graph of 3,000 nodes over catmouse.max_memory 1MB: 54000 before nauty allocates');
# 300 disjoint Petersen graphs (3,000 nodes): nauty's search takes minutes
($ret, $out, $err) = $node->psql($db, q{
SET statement_timeout = '300ms';
SELECT length(group_size::text) FROM cat_mouse_automorphisms((
  SELECT cat_mouse_graph_agg(10 * c + a, 10 * c + b, true)
  FROM generate_series(0, 299) c, (VALUES (0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 5), (1, 6),
       (2, 7), (3, 8), (4, 9), (5, 7), (7, 9), (9, 6), (6, 8), (8, 5)) e (a, b)))},
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  57014: canceling statement due to statement timeout/, 'statement_timeout stops nauty: 57014');
is($node->safe_psql($db, q{SELECT group_size FROM cat_mouse_automorphisms('IheA@GUAo')}), 120,
	'after the cancel, nauty answers again: the Petersen graph has 120 automorphisms');

# ---- puzzles: every renaming, and pairs against a brute force ----

srand(20261124);

sub permutations
{
	my ($n) = @_;
	return ([]) if $n == 0;
	my @out;
	for my $p (permutations($n - 1))
	{
		for my $i (0 .. $n - 1)
		{
			my @q = @$p;
			splice @q, $i, 0, $n - 1;
			push @out, \@q;
		}
	}
	return @out;
}

sub random_graph
{
	my ($n, $directed, $p) = @_;
	my @m = map { [ (0) x $n ] } 1 .. $n;
	for my $u (0 .. $n - 1)
	{
		for my $v (0 .. $n - 1)
		{
			next if $u == $v || (!$directed && $v < $u);
			next unless rand() < $p;
			$m[$u][$v] = 1;
			$m[$v][$u] = 1 unless $directed;
		}
	}
	return \@m;
}

sub renamed
{
	my ($m, $perm) = @_;
	my $n = @$m;
	my @r = map { [ (0) x $n ] } 1 .. $n;
	for my $u (0 .. $n - 1)
	{
		$r[ $perm->[$u] ][ $perm->[$_] ] = $m->[$u][$_] for 0 .. $n - 1;
	}
	return \@r;
}

sub json_of
{
	my ($m) = @_;
	my $n = @$m;
	return '[' . join(',', map { my $u = $_; '[' . join(',', grep { $m->[$u][$_] } 0 .. $n - 1) . ']' } 0 .. $n - 1) . ']';
}

my @puzzles;
for my $i (0 .. 35)
{
	my $n = 2 + $i % 5;
	my $directed = $i % 4 == 3;
	my $g = random_graph($n, $directed, 0.3 + rand() * 0.5);
	my $cat = $i % 3 == 2 ? random_graph($n, $directed, 0.5) : undef;
	# a cat graph with the graph's moves is none (cat_mouse_canonical_puzzle)
	$cat = undef if $cat && json_of($cat) eq json_of($g);
	my ($h, $m, $c) = map { int(rand($n)) } 1 .. 3;
	($h, $m, $c) = (0, 1, $n > 2 ? 2 : 0) if $i % 6 == 0;
	push @puzzles, { n => $n, g => $g, cat => $cat, h => $h, m => $m, c => $c };
}
# pairs of one size: a renaming of an earlier puzzle, now and then with an arc changed
for my $i (0 .. 11)
{
	my $p = $puzzles[$i];
	my @perm = reverse 0 .. $p->{n} - 1;
	my %q = (%$p, g => renamed($p->{g}, \@perm), h => $perm[ $p->{h} ], m => $perm[ $p->{m} ], c => $perm[ $p->{c} ]);
	$q{cat} = renamed($p->{cat}, \@perm) if $p->{cat};
	if ($i % 2 && $p->{n} > 2)
	{
		$q{g}[0][1] = 1 - $q{g}[0][1];
		$q{g}[1][0] = $q{g}[0][1] unless $i % 4 == 3;
	}
	push @puzzles, \%q;
}

my @rows;
for my $k (0 .. $#puzzles)
{
	my $p = $puzzles[$k];
	my $r = 0;
	for my $perm (sort { "@$a" cmp "@$b" } permutations($p->{n}))
	{
		my $cat = $p->{cat} ? "'" . json_of(renamed($p->{cat}, $perm)) . "'" : 'NULL';
		push @rows, sprintf("(%d, %d, '%s', %d, %d, %d, %s)", $k, $r++, json_of(renamed($p->{g}, $perm)),
			$perm->[ $p->{m} ], $perm->[ $p->{c} ], $perm->[ $p->{h} ], $cat);
		last if $k >= 36;    # the pairs: the puzzle as it is
	}
}
$node->safe_psql($db, 'CREATE TABLE puzzles (puzzle int, renaming int, graph jsonb, mouse_start int, cat_start int, hole int, cat_graph jsonb);'
	  . 'INSERT INTO puzzles VALUES ' . join(",\n", @rows) . '; ANALYZE puzzles;');

my ($renamings, $forms) = split /\|/, $node->safe_psql($db, q{
SELECT count(*), count(DISTINCT (puzzle, cat_mouse_canonical_puzzle(graph, mouse_start, cat_start, hole, cat_graph)))
FROM puzzles WHERE puzzle < 36});
is($forms, 36, "36 puzzles of 2 to 6 nodes in every renaming ($renamings puzzles): one canonical form each");

my $answers = $node->safe_psql($db, q{
WITH c AS (
  SELECT p.*, cat_mouse_canonical_puzzle(graph, mouse_start, cat_start, hole, cat_graph) AS f
  FROM puzzles p WHERE puzzle < 36)
SELECT count(*),
       count(*) FILTER (WHERE cat_mouse_game(graph, mouse_start, cat_start, hole, cat_graph => cat_graph)
           IS DISTINCT FROM cat_mouse_game((f).graph, (f).mouse_start, (f).cat_start, (f).hole, cat_graph => (f).cat_graph)),
       count(*) FILTER (WHERE cat_mouse_game(graph, mouse_start, cat_start, hole, true, cat_graph => cat_graph)
           IS DISTINCT FROM cat_mouse_game((f).graph, (f).mouse_start, (f).cat_start, (f).hole, true, cat_graph => (f).cat_graph)),
       count(*) FILTER (WHERE (SELECT s FROM cat_mouse_summary(graph, mouse_start, cat_start, hole, cat_graph => cat_graph) s)
           IS DISTINCT FROM (SELECT s FROM cat_mouse_summary((f).graph, (f).mouse_start, (f).cat_start, (f).hole, cat_graph => (f).cat_graph) s)),
       count(*) FILTER (WHERE (SELECT array_agg(row(states, draws, mouse_wins, cat_wins, longest_remoteness) ORDER BY states, draws, mouse_wins, cat_wins, longest_remoteness)
                               FROM cat_mouse_census(graph, cat_graph => cat_graph))
           IS DISTINCT FROM (SELECT array_agg(row(states, draws, mouse_wins, cat_wins, longest_remoteness) ORDER BY states, draws, mouse_wins, cat_wins, longest_remoteness)
                               FROM cat_mouse_census((f).graph, cat_graph => (f).cat_graph)))
FROM c});
my ($n, @differ) = split /\|/, $answers;
is(join(',', @differ), '0,0,0,0', "on each of the $n renamed puzzles, the game (the cat kept out of the hole, and let in), the summary and the census equal the canonical puzzle's");

# pairs: one form exactly when a renaming maps one onto the other
sub same_puzzle
{
	my ($p, $q) = @_;
	return 0 if $p->{n} != $q->{n} || !!$p->{cat} != !!$q->{cat};
	for my $perm (permutations($p->{n}))
	{
		next if $perm->[ $p->{h} ] != $q->{h} || $perm->[ $p->{m} ] != $q->{m} || $perm->[ $p->{c} ] != $q->{c};
		next if json_of(renamed($p->{g}, $perm)) ne json_of($q->{g});
		next if $p->{cat} && json_of(renamed($p->{cat}, $perm)) ne json_of($q->{cat});
		return 1;
	}
	return 0;
}
my %form = map { my ($k, $f) = split /\|/; ($k => $f) } split /\n/, $node->safe_psql($db, q{
SELECT puzzle, cat_mouse_canonical_puzzle(graph, mouse_start, cat_start, hole, cat_graph) FROM puzzles WHERE renaming = 0});
my ($pairs, $iso, $wrong) = (0, 0, 0);
for my $a (0 .. $#puzzles)
{
	for my $b ($a + 1 .. $#puzzles)
	{
		next if $puzzles[$a]{n} != $puzzles[$b]{n};
		my $same = same_puzzle($puzzles[$a], $puzzles[$b]);
		$pairs++;
		$iso += $same;
		$wrong++ if $same != ($form{$a} eq $form{$b} ? 1 : 0);
	}
}
ok($wrong == 0 && $iso >= 6, "$pairs pairs of puzzles of one size ($iso of them renamings of each other): one form exactly when the brute force finds a renaming ($wrong wrong)");

done_testing();
