# Scaling out on this machine (bench/shards.sh runs this): the batch
# (100,000 LeetCode-size puzzles, cat_mouse_summary of each) and the 9-node
# census (261,080 graphs, every hole) through postgres_fdw, all on one shard
# against half on each of two shards, on three servers of
# PostgreSQL::Test::Cluster (a coordinator and two shards).  Each query is
# an aggregate the shards compute (shard-side views, a UNION ALL of
# per-shard aggregates); the two shards run at the same time
# (async_capable).  Prints wall seconds, medians of RUNS, and the speedup.
# The shards share this machine's cores: at most 2x on 2.
#   perl bench/shards.pl DATA RUNS      (DATA: bench/gen's folder)
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Time::HiRes qw(time);

# PostgreSQL's TAP framework sends STDOUT to its log; the table goes where
# Test::More's output goes (the terminal)
my $out = Test::More->builder->output;

my ($data, $runs) = @ARGV;
die "usage: perl bench/shards.pl DATA RUNS\n" unless $data && $runs;
my %node;
for my $name (qw(coord s1 s2))
{
	$node{$name} = catmouse_node($name, 'max_parallel_workers_per_gather = 0',
		'shared_buffers = 256MB');
	catmouse_database($node{$name}, 'bench');
}
my $codes = q{nauty-geng -cq 9 | awk ''{ print NR "\002" $0 }''};
my $csv = q{(FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02')};
for my $s (qw(s1 s2))
{
	my $r = $s eq 's1' ? 0 : 1;
	# one shard: everything on s1 (tables puzzles, graphs); two: the halves
	# in tables puzzles_half, graphs_half on s1 and s2
	$node{$s}->safe_psql('bench', <<"SQL");
CREATE TABLE puzzles (id int, g int[], j jsonb);
CREATE VIEW puzzle_facts AS SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.g) s;
CREATE TABLE graphs (id int, g6 graph6);
CREATE VIEW graph_census AS SELECT g.id, c.* FROM graphs g, cat_mouse_census(g.g6) c;
CREATE TABLE puzzles_half (id int, g int[], j jsonb);
CREATE VIEW puzzle_facts_half AS SELECT p.id, s.* FROM puzzles_half p, cat_mouse_summary(p.g) s;
CREATE TABLE graphs_half (id int, g6 graph6);
CREATE VIEW graph_census_half AS SELECT g.id, c.* FROM graphs_half g, cat_mouse_census(g.g6) c;
COPY puzzles_half FROM PROGRAM 'awk -F''\\t'' ''\$1 % 2 == $r'' $data/batch.copy';
COPY graphs_half FROM PROGRAM '$codes | awk -F''\\002'' ''\$1 % 2 == $r''' $csv;
SQL
}
$node{s1}->safe_psql('bench', <<"SQL");
COPY puzzles FROM '$data/batch.copy';
COPY graphs FROM PROGRAM '$codes' $csv;
SQL
$node{$_}->safe_psql('bench', 'VACUUM ANALYZE') for qw(s1 s2);

my $facts = 'id int, nodes int, arcs bigint, states bigint, draws bigint, mouse_wins bigint,
  cat_wins bigint, max_remoteness int, outcome int, remoteness int';
my $census = 'id int, hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint,
  max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint,
  start_cat_wins bigint, longest_remoteness int, longest_mouse_start int, longest_cat_start int';
my ($h1, $p1, $h2, $p2) = ($node{s1}->host, $node{s1}->port, $node{s2}->host, $node{s2}->port);
$node{coord}->safe_psql('bench', <<"SQL");
CREATE EXTENSION postgres_fdw;
CREATE SERVER s1 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '$h1',
  port '$p1', dbname 'bench', extensions 'catmouse', async_capable 'true');
CREATE SERVER s2 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '$h2',
  port '$p2', dbname 'bench', extensions 'catmouse', async_capable 'true');
CREATE USER MAPPING FOR CURRENT_USER SERVER s1;
CREATE USER MAPPING FOR CURRENT_USER SERVER s2;
CREATE FOREIGN TABLE facts_all ($facts) SERVER s1 OPTIONS (table_name 'puzzle_facts');
CREATE FOREIGN TABLE facts_s1 ($facts) SERVER s1 OPTIONS (table_name 'puzzle_facts_half');
CREATE FOREIGN TABLE facts_s2 ($facts) SERVER s2 OPTIONS (table_name 'puzzle_facts_half');
CREATE FOREIGN TABLE census_all ($census) SERVER s1 OPTIONS (table_name 'graph_census');
CREATE FOREIGN TABLE census_s1 ($census) SERVER s1 OPTIONS (table_name 'graph_census_half');
CREATE FOREIGN TABLE census_s2 ($census) SERVER s2 OPTIONS (table_name 'graph_census_half');
SQL

# wall seconds of QUERY on the coordinator, median of RUNS; and its answer
sub timeit
{
	my ($query) = @_;
	my (@t, $answer);
	for (1 .. $runs)
	{
		my $t0 = time;
		$answer = $node{coord}->safe_psql('bench', $query);
		push @t, time - $t0;
	}
	@t = sort { $a <=> $b } @t;
	return ($t[ int($#t / 2) ], $answer);
}
my @rows = (
	[ 'batch: cat_mouse_summary of 100,000 puzzles', 'SELECT sum(mouse_wins) FROM facts_all',
		'SELECT sum(m) FROM (SELECT sum(mouse_wins) AS m FROM facts_s1 UNION ALL SELECT sum(mouse_wins) FROM facts_s2) t' ],
	[ 'census: cat_mouse_census of 261,080 9-node graphs', 'SELECT sum(start_mouse_wins) FROM census_all',
		'SELECT sum(m) FROM (SELECT sum(start_mouse_wins) AS m FROM census_s1 UNION ALL SELECT sum(start_mouse_wins) FROM census_s2) t' ]);
print $out sprintf("\n| query (wall s, median of %s) | 1 shard | 2 shards | speedup | same answer |\n|---|---|---|---|---|\n", $runs);
for my $row (@rows)
{
	my ($t1, $a1) = timeit($row->[1]);
	my ($t2, $a2) = timeit($row->[2]);
	print $out sprintf("| %s | %.2f | %.2f | %.2fx | %s |\n", $row->[0], $t1, $t2, $t1 / $t2, $a1 eq $a2 ? 't' : 'f');
}
# a benchmark, not a test: no plan to report
Test::More->builder->no_ending(1);
