# The graph6 codec (src/core/graph6.c, through test/bin/g6tool) against
# nauty's own tools, from Debian's nauty package: every graph nauty-geng
# makes on up to 8 nodes (graph6, and as sparse6), every digraph
# nauty-directg makes of them on up to 5 (digraph6), random sparse6 graphs
# of nauty-genrang up to 46,340 nodes, and multigraphs with loops.  For
# each set:
#   read      our adjacency matrices equal nauty-showg -aq's
#   written   graph6 / sparse6 / digraph6 equal nauty-copyg -g / -s / -z's,
#             byte for byte (digraphs: digraph6 only; not for multigraphs,
#             which the codec reads as simple graphs with loops, and
#             nauty-copyg converts by other rules)
#   again     every graph written in every format it allows reads back as
#             itself (g6tool -r)
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use PostgreSQL::Test::Utils;
use Test::More;

needs_tools(map { ("nauty-$_" => 'nauty') } qw(copyg directg geng genrang showg));

my $work = PostgreSQL::Test::Utils::tempdir();
my $g6tool = program('g6tool');

# the first differing lines of two texts, for a failure's diagnostics
sub differ
{
	my ($a, $b) = @_;
	my @a = split /\n/, $a;
	my @b = split /\n/, $b;
	for my $i (0 .. ($#a > $#b ? $#a : $#b))
	{
		my ($x, $y) = ($a[$i] // '(end)', $b[$i] // '(end)');
		return "line " . ($i + 1) . ": nauty \"$x\", ours \"$y\"" if $x ne $y;
	}
	return '';
}

# the three comparisons on one file of codes
sub check
{
	my ($name, $file, $multi) = @_;
	my $count = () = slurp($file) =~ /\n/g;
	my $nauty = join "\n", grep { /\S/ } split /\n/, sh("nauty-showg -aq $file");
	my $ours = join "\n", grep { /\S/ } split /\n/, sh("$g6tool -a < $file");
	is(differ($nauty, $ours), '', "$name: $count read as nauty-showg reads them");
	unless ($multi)
	{
		my $digraphs = slurp($file) =~ /^&/;
		for my $f (qw(g s z))
		{
			next if $f ne 'z' && $digraphs;    # nauty-copyg writes digraph6 whatever it is asked
			is(differ(sh("nauty-copyg -${f}q $file"), sh("$g6tool -$f < $file")), '',
				"$name: written as nauty-copyg -$f writes them");
		}
	}
	my @bad = grep { $_ ne 'ok' } split /\n/, sh("$g6tool -r < $file");
	is(join('; ', @bad[0 .. ($#bad < 2 ? $#bad : 2)]), '',
		"$name: written in every format and read back");
}

sh("nauty-geng -q $_ > $work/g$_.g6") for 1 .. 8;
sh("cat $work/g[1-8].g6 > $work/graphs.g6");
check('geng 1..8 (graph6)', "$work/graphs.g6");
sh("nauty-copyg -sq $work/graphs.g6 > $work/graphs.s6");
check('geng 1..8 as sparse6', "$work/graphs.s6");

sh("for v in 1 2 3 4 5; do nauty-directg -q $work/g\$v.g6; done > $work/digraphs.d6");
check('directg 1..5 (digraph6)', "$work/digraphs.d6");

# random sparse6: simple graphs of up to 2,000 nodes (one to eight bytes of
# size, and n = 2^k where the padding has its special case)
sh(": > $work/random.s6");
for my $spec ("-e40 32 50", "-e7 8 200", "-e3 4 200", "-e1 2 50", "-P1/3 30 50",
	"-e200 64 20", "-e50 63 20", "-e3000 2000 4")
{
	sh("nauty-genrang -q -S7 $spec >> $work/random.s6");
}
check('genrang sparse6 up to 2,000 nodes', "$work/random.s6");

sh("nauty-genrang -q -S7 -e30000 46340 1 > $work/large.s6");
sh("nauty-genrang -q -S7 -e5000 40000 1 >> $work/large.s6");
my @bad = grep { $_ ne 'ok' } split /\n/, sh("$g6tool -r < $work/large.s6");
is(scalar(@bad), 0, 'genrang sparse6 of 40,000 and 46,340 nodes read back');
# (their sums: byte for byte, the last newline too)
ok(sh("nauty-copyg -sq $work/large.s6 | md5sum") eq sh("$g6tool -s < $work/large.s6 | md5sum"),
	'genrang sparse6 of 40,000 and 46,340 nodes written as nauty-copyg -s');

# multigraphs with loops: read as simple graphs with loops
sh(": > $work/multi.s6");
for my $spec ("-r3 -l2 -m3 2000 4", "-r5 -l1 -m2 64 20", "-r3 -l2 -m2 16 50", "-r3 -l1 -m2 8 50")
{
	sh("nauty-genrang -q -S7 $spec >> $work/multi.s6");
}
check('genrang multigraphs with loops', "$work/multi.s6", 1);

done_testing();
