#!/usr/bin/perl
# The pg_regress suite again under PostgreSQL's own stress settings, as the
# buildfarm runs its suites (make installcheck-stress, after make
# installcheck, on the same server):
#
#   parallel   debug_parallel_query = regress (force_parallel_mode on 15):
#              every query that can run in a worker does, under a Gather
#              the plans do not show, its workers' messages kept out
#   work_mem   work_mem = 64kB: sorts, hashes and tuplestores spill
#
# Each setting's results go to stress/NAME/ (PGOPTIONS, so that every
# session of the suite has it), and are compared with expected/: a file
# that tests plan shapes (whose EXPLAIN output these settings rightly
# change: PLAN_FILES) on its results, its EXPLAIN blocks left out of both
# sides; every other file exactly.  Prints a line per setting and file
# that differs, the differing lines, and "N passed, M failed" (a file and a
# setting each); exits non-zero on a difference.
#
#   CATMOUSE_PG_REGRESS='PG_REGRESS COMMAND' perl test/regress_stress.pl MAJOR FILE...
use strict;
use warnings FATAL => 'all';

my ($major, @files) = @ARGV;
my $regress = $ENV{CATMOUSE_PG_REGRESS};
die "usage: CATMOUSE_PG_REGRESS=COMMAND regress_stress.pl MAJOR FILE...\n" unless defined $regress && @files;
# the files whose EXPLAIN output a setting may change
# (PGXS's command may open with an echo: the command is what follows it)
$regress =~ s/^.*&&\s*//s;
my %plan_files = map { $_ => 1 } qw(batch graph_agg_parallel parallel);
my %settings = (
	parallel => ($major >= 16 ? 'debug_parallel_query' : 'force_parallel_mode') . '=regress',
	work_mem => 'work_mem=64kB');
my ($passed, $failed) = (0, 0);

# a result's text, its EXPLAIN blocks (the statement through its row
# count) left out when it is a file of plans
sub text_of
{
	my ($path, $plans) = @_;
	open my $fh, '<', $path or return undef;
	my @lines = <$fh>;
	close $fh;
	return join('', @lines) unless $plans;
	my ($out, $in) = ('', 0);
	for (@lines)
	{
		if (!$in && /^EXPLAIN\b/)
		{
			$in = 1;
			$out .= "EXPLAIN ...\n";
			next;
		}
		if ($in)
		{
			$in = 0 if /^\(\d+ rows?\)$/;
			next;
		}
		$out .= $_;
	}
	return $out;
}

for my $name (sort keys %settings)
{
	my $dir = "stress/$name";
	system('rm', '-rf', $dir);
	system('mkdir', '-p', $dir);
	local $ENV{PGOPTIONS} = join(' ', grep { defined && length } $ENV{PGOPTIONS}, "-c $settings{$name}");
	# pg_regress's own verdict counts the plans: the files are compared below
	system("$regress --outputdir=$dir " . join(' ', @files) . " >$dir/pg_regress.log 2>&1");
	for my $f (@files)
	{
		my $want = text_of("expected/$f.out", $plan_files{$f});
		my $got = text_of("$dir/results/$f.out", $plan_files{$f});
		if (defined $want && defined $got && $want eq $got)
		{
			$passed++;
			next;
		}
		$failed++;
		print "== $settings{$name}: $f differs" . ($plan_files{$f} ? ' (its EXPLAIN output aside)' : '') . "\n";
		if (defined $got)
		{
			my @w = split /\n/, $want // '';
			my @g = split /\n/, $got;
			my $shown = 0;
			for my $i (0 .. ($#w > $#g ? $#w : $#g))
			{
				next if ($w[$i] // '') eq ($g[$i] // '');
				print "   line " . ($i + 1) . ": expected: " . ($w[$i] // '(none)') . "\n";
				print "   line " . ($i + 1) . ": got:      " . ($g[$i] // '(none)') . "\n";
				last if ++$shown >= 5;
			}
		}
		else
		{
			print "   no results (see $dir/pg_regress.log)\n";
		}
	}
	print "== the suite under $settings{$name}: done\n";
}
print "$passed passed, $failed failed\n";
exit($failed ? 1 : 0);
