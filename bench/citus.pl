# Scaling out on this machine (bench/citus.sh runs this), three ways in one
# run, each at PostgreSQL's default settings:
#   one server    the batch on a table with parallel_workers = 2 (as
#                 docs/datasets.md says), the census run on it;
#   Citus         a coordinator and two workers: the batch on a table
#                 distributed by id (32 shards), the census run with
#                 distributed => true;
#   postgres_fdw  a coordinator and two shards: the batch as a UNION ALL of
#                 the shards' views of their halves (async_capable), the
#                 census run with shards => its two views.
# The batch: cat_mouse_summary of bench/gen's 100,000 LeetCode-size puzzles;
# the census: the cops-and-robbers census run of the 11,716,571 connected
# 10-node graphs in 256 chunks.  Prints wall seconds (medians of RUNS), each
# against one server, and whether the answers agree.  All servers share the
# machine's cores: this shows what each way costs, not what more machines
# add.
#   perl bench/citus.pl DATA RUNS      (DATA: bench/gen's folder)
use strict;
use warnings FATAL => 'all';

use CatmouseCitus;
use CatmouseTest;
use Time::HiRes qw(time);

my $out = Test::More->builder->output;
my ($data, $runs) = @ARGV;
die "usage: perl bench/citus.pl DATA RUNS\n" unless $data && $runs;

my $db = 'postgres';
my $ext = 'SET client_min_messages = warning; CREATE EXTENSION catmouse';
my $single = catmouse_node('single');
my ($coord) = citus_cluster('citus', 2);
my %fdw = map { $_ => catmouse_node("fdw_$_") } qw(coord s1 s2);
$_->safe_psql($db, $ext) for ($single, $coord, values %fdw);

my $puzzles = 'CREATE TABLE puzzles (id int, g int[], j jsonb)';
$single->safe_psql($db, "$puzzles; COPY puzzles FROM '$data/batch.copy';
ALTER TABLE puzzles SET (parallel_workers = 2); VACUUM ANALYZE puzzles");
$coord->safe_psql($db, "$puzzles; SELECT create_distributed_table('puzzles', 'id');
COPY puzzles FROM '$data/batch.copy'; VACUUM ANALYZE puzzles");
for my $s (qw(s1 s2))
{
	my $r = $s eq 's1' ? 0 : 1;
	$fdw{$s}->safe_psql($db, <<"SQL");
$puzzles;
COPY puzzles FROM PROGRAM 'awk -F''\\t'' ''\$1 % 2 == $r'' $data/batch.copy';
VACUUM ANALYZE puzzles;
CREATE VIEW puzzle_facts AS SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.g) s;
CREATE VIEW cop_census AS SELECT * FROM cat_mouse_cop_census_chunks(10, 256);
SQL
}
my $facts = 'id int, nodes int, arcs bigint, states bigint, draws bigint, mouse_wins bigint,
  cat_wins bigint, max_remoteness int, outcome int, remoteness int';
my $cc = 'res int, cop_number int, graphs bigint, capture_time int, example graph6, census text';
$fdw{coord}->safe_psql($db, join('', 'CREATE EXTENSION postgres_fdw;', map {
	my ($h, $p) = ($fdw{$_}->host, $fdw{$_}->port);
	qq{CREATE SERVER $_ FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '$h', port '$p', dbname '$db',
  extensions 'catmouse', async_capable 'true', fetch_size '10000');
CREATE USER MAPPING FOR CURRENT_USER SERVER $_;
CREATE FOREIGN TABLE facts_$_ ($facts) SERVER $_ OPTIONS (table_name 'puzzle_facts');
CREATE FOREIGN TABLE cop_census_$_ ($cc) SERVER $_ OPTIONS (table_name 'cop_census');}
} qw(s1 s2)));

# wall seconds of SQL on NODE, median of RUNS (BEFORE first, untimed); the
# answer of ANSWER after it
sub timeit
{
	my ($node, $sql, $answer, $before) = @_;
	my (@t, $ans);
	for (1 .. $runs)
	{
		$node->safe_psql($db, $before) if $before;
		my $t0 = time;
		my $r = $node->safe_psql($db, $sql);
		push @t, time - $t0;
		$ans = $answer ? $node->safe_psql($db, $answer) : $r;
	}
	@t = sort { $a <=> $b } @t;
	return ($t[ int($#t / 2) ], $ans);
}

my $batch = 'SELECT sum(mouse_wins) || \' \' || sum(states) FROM puzzles p, cat_mouse_summary(p.g) s';
my $drop = q{SELECT cat_mouse_census_drop('c10') FROM cat_mouse_census_runs WHERE name = 'c10'};
my $totals = q{SELECT string_agg(cop_number || ':' || g, ' ' ORDER BY cop_number) FROM
  (SELECT cop_number, sum(graphs) g FROM c10 GROUP BY 1) t};
my $run = q{CALL cat_mouse_census_run('c10', 10, 'cops', chunks => 256%s)};
my @rows = (
	[ 'batch: cat_mouse_summary of 100,000 puzzles',
		[ $single, $batch ], [ $coord, $batch ],
		[ $fdw{coord}, 'SELECT sum(m) || \' \' || sum(s) FROM (SELECT sum(mouse_wins) m, sum(states) s FROM facts_s1
		   UNION ALL SELECT sum(mouse_wins), sum(states) FROM facts_s2) t' ] ],
	[ 'census run: cops and robbers on the 11,716,571 connected 10-node graphs, 256 chunks',
		[ $single, sprintf($run, ''), $totals, $drop ], [ $coord, sprintf($run, ', distributed => true'), $totals, $drop ],
		[ $fdw{coord}, sprintf($run, q{, shards => ARRAY['cop_census_s1', 'cop_census_s2']}), $totals, $drop ] ]);
print $out sprintf("\n| wall s, median of %s | one server | Citus, 2 workers | postgres_fdw, 2 shards | same answers |\n|---|---|---|---|---|\n", $runs);
for my $row (@rows)
{
	my ($label, @ways) = @$row;
	my (@t, @a);
	for my $w (@ways)
	{
		my ($t, $ans) = timeit(@$w);
		push @t, $t;
		push @a, $ans;
	}
	print $out sprintf("| %s | %.2f | %.2f (%.2fx) | %.2f (%.2fx) | %s |\n", $label, $t[0], $t[1], $t[0] / $t[1], $t[2], $t[0] / $t[2],
	  (grep { $_ ne $a[0] } @a) ? 'no' : 'yes');
}
Test::More->builder->no_ending(1);
