# The census of demo/census_run.sh against the brute force: for every n up
# to CENSUS_GRAPHS_N (6) the connected graphs nauty-geng makes, and up to
# CENSUS_DIGRAPHS_N (6) their orientations from nauty-directg, the census
# line of demo/census_run.sh --raw (catmouse in SQL, every graph for every
# hole) must equal test/bin/census_oracle's (the brute force on the
# adjacency matrices nauty-showg prints): graphs, pairs, positions and
# starts by outcome, the longest forced game and the first graph, hole and
# start that reach it.  Then the census with cops (--cops) on up to
# CENSUS_COPS_N (7) nodes against test/bin/pursuit_geng (the pursuit
# solver, itself checked against its brute force by 016_pursuit_nauty.pl).
use strict;
use warnings;

use CatmouseTest;
use Test::More;

my $gn = $ENV{CENSUS_GRAPHS_N} // 6;
my $dn = $ENV{CENSUS_DIGRAPHS_N} // 6;
my $cn = $ENV{CENSUS_COPS_N} // 7;
my $oracle = program('census_oracle');
my $pursuit = program('pursuit_geng');

my $node = catmouse_node('census', 'max_parallel_workers_per_gather = 2');
local $ENV{PGHOST} = $node->host;
local $ENV{PGPORT} = $node->port;
local $ENV{PGDATABASE} = 'postgres';

# the census lines of demo/census_run.sh, by n
sub census_run
{
	my (@args) = @_;
	my ($status, $out, $err) = run('bash', 'demo/census_run.sh', @args, '--raw');
	is($status, 0, "demo/census_run.sh @args --raw") or diag($err);
	return map { /^(\d+) / ? ($1 => $_) : () } split /\n/, $out;
}

sub sh
{
	my ($cmd) = @_;
	my ($status, $out, $err) = run('bash', '-c', "set -o pipefail; $cmd");
	die "$cmd: $err" if $status;
	chomp $out;
	return $out;
}

my %sql = census_run($gn);
for my $n (1 .. $gn)
{
	is($sql{$n}, sh("nauty-geng -cq $n | nauty-showg -aq | $oracle"),
		"census of graphs on $n nodes equals the brute force");
}
%sql = census_run($dn, '--directed');
for my $n (1 .. $dn)
{
	is($sql{$n}, sh("nauty-geng -cq $n | nauty-directg -q | nauty-showg -aq | $oracle"),
		"census of digraphs on $n nodes equals the brute force");
}

# graphs by cop number, one cat's largest capture time and the first graph
# reaching it
%sql = census_run($cn, '--cops');
for my $n (1 .. $cn)
{
	my $line = (split /\n/, sh("nauty-geng -cq $n | $pursuit 3"))[-1];
	my $want = $line =~ /^(\d+) graphs.*1: (\d+), 2: (\d+), 3: (\d+), more: (\d+); one cat.s largest capture time (-?\d+), first on graph (\d+);/
	  ? "$n $1 $2 $3 $4 $5 $6 $7" : "unreadable: $line";
	is($sql{$n}, $want, "census with cops on $n nodes equals the brute-force-checked solver's");
}
done_testing();
