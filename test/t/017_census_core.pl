# The hole game's census of the core (no server) against the brute force,
# on whole nauty datasets: test/bin/census_codes reads nauty's codes with
# the core's codec and counts every hole of each graph at once (cm_census,
# what cat_mouse_census runs for one graph), test/bin/census_oracle solves
# the adjacency matrices nauty-showg prints hole by hole by the brute force
# (test/oracle/oracle.c); both print one census line per size: graphs,
# pairs, positions and starts by outcome, the longest forced game and the
# first graph, hole and start that reach it, and the starts decided in 2n
# plies or more (wrong_2n).  They must be equal for
#   every connected graph on up to CENSUS_CORE_GRAPHS_N (7) nodes;
#   every digraph of them (nauty-directg) on up to CENSUS_CORE_DIGRAPHS_N
#   (6) nodes: 1,530,843 on 6 nodes, the brute force's 2 minutes;
# and census_codes -s (the census hole by hole with cm_solve, the engine of
# larger graphs and turn limits) too, but on the 6-node digraphs.
# test/t/021_census.pl compares the census in SQL with the brute force on
# the smaller sets.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use PostgreSQL::Test::Utils;
use Test::More;

needs_tools(map { ("nauty-$_" => 'nauty') } qw(directg geng showg));

my $gn = $ENV{CENSUS_CORE_GRAPHS_N} // 7;
my $dn = $ENV{CENSUS_CORE_DIGRAPHS_N} // 6;
my $oracle = program('census_oracle');
my $codes = program('census_codes');
my $work = PostgreSQL::Test::Utils::tempdir();

# the codes of one set in a file, then the census lines of both sides
sub compare
{
	my ($what, $n, $gen, $slow_too) = @_;
	my $file = "$work/codes";
	sh("$gen > $file");
	my $want = sh("nauty-showg -aq $file | $oracle");
	is(sh("$codes < $file"), $want, "census of $what on $n nodes equals the brute force ($want)");
	is(sh("$codes -s < $file"), $want, "... and hole by hole (cm_solve)") if $slow_too;
}

compare('connected graphs', $_, "nauty-geng -cq $_", 1) for 1 .. $gn;
compare('digraphs', $_, "nauty-geng -cq $_ | nauty-directg -q", $_ < 6) for 1 .. $dn;
done_testing();
