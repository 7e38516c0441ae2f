# Mutation check of the fuzzers: each known mistake of test/tools/mutants
# (the ones the unit tests must catch too) built into the harnesses, and one
# of them must find it within FUZZ_MUTANT_SECONDS (60) from the seed corpus
# with a fixed libFuzzer seed.  The fuzzer of the mutated file is tried first.
# Runs when PG_TEST_EXTRA contains mutants (test/run.sh, and so CI, sets it).
use strict;
use warnings;

use CatmouseTest;
use File::Copy qw(copy);
use PostgreSQL::Test::Utils;
use Test::More;

extra_test('mutants', 'the fuzzers against the known mistakes', clang => 'clang');

my $seconds = $ENV{FUZZ_MUTANT_SECONDS} // 60;
my $cc = $ENV{FUZZ_CC} // 'clang';
my ($nauty_cflags, $nauty_libs) = nauty_flags();
my @oracle = glob('test/oracle/*.c');

# which harnesses can meet a mistake in each file, the likeliest first
my %order = (
	'src/core/grid.c' => [qw(grid solver graph)],
	'src/core/graph.c' => [qw(graph solver grid)],
	'src/core/graph6.c' => [qw(graph6)],
	'src/core/render.c' => [qw(grid solver)],
	'src/core/pursuit.c' => [qw(solver)],
	'src/core/census.c' => [qw(census solver)],);

my @flags = ('-g', '-O1', '-fsanitize=fuzzer,address,undefined', '-fno-sanitize-recover=all',
	'-Isrc/core', '-Itest/oracle', '-Ifuzz', @$nauty_cflags);
my %link;	# a harness's linker, made when a mutant first needs it

MUTANT:
for my $m (mutants())
{
	my ($name, $file) = @$m;
	my $work = PostgreSQL::Test::Utils::tempdir();
	if (!mutate($work, $m))
	{
		fail("mutant \"$name\": the substitution does not apply");
		next;
	}
	for my $f (@{ $order{$file} // [qw(solver graph grid)] })
	{
		$link{$f} //= mutant_linker($cc, \@flags, $nauty_libs, "fuzz/${f}_fuzz.c", @oracle,
			glob('src/core/*.c'));
		my ($status, $err) = $link{$f}->($work, $m, "$work/fuzzer");
		if ($status)
		{
			fail("mutant \"$name\" compiles into ${f}_fuzz");
			diag($err);
			next MUTANT;
		}
		my $out;
		my $corpus = "$work/corpus_$f";
		mkdir $corpus;
		copy($_, $corpus) or die "copy $_: $!" for glob("fuzz/corpus/$f/*");
		my $t0 = time;
		($status, $out, $err) = run("$work/fuzzer", '-seed=1', "-max_total_time=$seconds",
			'-timeout=10', "-artifact_prefix=$work/", $corpus);
		if ($status)
		{
			my ($why) = $err =~ /(fuzz check failed: .{0,70}|ERROR: [A-Za-z]+: [a-z-]+)/;
			pass("mutant \"$name\" found by ${f}_fuzz in " . (time - $t0) . " s (" . ($why // 'crash') . ")");
			next MUTANT;
		}
	}
	fail("mutant \"$name\" survived every fuzzer for $seconds s each");
}
done_testing();
