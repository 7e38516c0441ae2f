# Sessions sharing one census run (bench/census_sessions.sh runs this): the
# census of cops and robbers on 10 nodes (11,716,571 connected graphs, 64
# chunks), by one session calling cat_mouse_census_run, and by two and
# three calling the same run at once, each on a fresh run, alternating, on
# one server of PostgreSQL::Test::Cluster at the default settings (2
# parallel workers a session).  Prints the wall seconds of each form, medians
# of RUNS, their ratios to one session, and whether every run's totals equal
# one cat_mouse_cop_census call's.
#   perl bench/census_sessions.pl RUNS [NODES]
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use IPC::Run;
use Time::HiRes qw(time);

# PostgreSQL's TAP framework sends STDOUT to its log; the table goes where
# Test::More's output goes (the terminal)
my $out = Test::More->builder->output;

my ($runs, $nodes) = @ARGV;
die "usage: perl bench/census_sessions.pl RUNS [NODES]\n" unless $runs;
$nodes //= 10;
my $node = catmouse_node('sessions');
my $db = catmouse_database($node, 'bench');
my $one = $node->safe_psql($db, "SELECT string_agg(cop_number || ':' || graphs, ' ' ORDER BY cop_number) FROM cat_mouse_cop_census($nodes)");

my $k = 0;
my (%secs, $same);
$same = 1;
for my $r (1 .. $runs)
{
	for my $sessions (1, 2, 3)
	{
		my $name = 'run' . ++$k;
		my @cmd = ('psql', '-X', '-q', '-d', $node->connstr($db), '-c', 'SET client_min_messages = warning',
			'-c', "CALL cat_mouse_census_run('$name', $nodes, 'cops', chunks => 64)");
		my $t0 = time;
		my @h = map { IPC::Run::start(\@cmd, '>', \my $out, '2>', \my $err) } 1 .. $sessions;
		$_->finish or die "psql failed: $?" for @h;
		push @{ $secs{$sessions} }, time - $t0;
		my $got = $node->safe_psql($db, "SELECT string_agg(cop_number || ':' || g, ' ' ORDER BY cop_number) FROM (SELECT cop_number, sum(graphs) g FROM $name GROUP BY 1) x");
		$same &&= $got eq $one;
		$node->safe_psql($db, "SELECT cat_mouse_census_drop('$name')");
	}
}

sub median { my @s = sort { $a <=> $b } @_; return $s[ int(@s / 2) ]; }
print $out sprintf("| sessions on one run (census of %d nodes, 64 chunks) | wall s, median of %d | min | max | ratio to one |\n|---|---|---|---|---|\n",
  $nodes, $runs);
my $base = median(@{ $secs{1} });
for my $sessions (1, 2, 3)
{
	my @s = @{ $secs{$sessions} };
	my @sorted = sort { $a <=> $b } @s;
	print $out sprintf("| %d | %.2f | %.2f | %.2f | %.2f |\n", $sessions, median(@s), $sorted[0], $sorted[-1], median(@s) / $base);
}
print $out sprintf("\nevery run's totals equal one cat_mouse_cop_census call's (%s): %s\n", $one, $same ? 'yes' : 'NO');
$node->stop;
# a benchmark, not a test: no plan to report
Test::More->builder->no_ending(1);
