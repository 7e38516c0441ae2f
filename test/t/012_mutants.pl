# Mutation check of the unit tests: the core broken on purpose, one known
# mistake at a time (test/tools/mutants: most of them the published
# pitfalls), and the unit tests must catch every one.  MUTANT_GRAPHS random
# graphs per run (3,000).
# Runs when PG_TEST_EXTRA contains mutants (test/run.sh, and so CI, sets it).
use strict;
use warnings;

use CatmouseTest;
use PostgreSQL::Test::Utils;
use Test::More;

extra_test('mutants', 'the mutation checks (the core built once per known mistake)');

my $graphs = $ENV{MUTANT_GRAPHS} // 3000;
my $cc = $ENV{TEST_CC} // 'cc';
my ($nauty_cflags, $nauty_libs) = nauty_flags();
my @sources = (glob('test/unit/*.c'), glob('test/oracle/*.c'), glob('src/core/*.c'));
my $link = mutant_linker($cc, [ '-std=c99', '-O1', '-Isrc/core', '-Itest/oracle', '-Itest/unit',
		@$nauty_cflags ], $nauty_libs, @sources);

for my $m (mutants())
{
	my ($name) = @$m;
	my $work = PostgreSQL::Test::Utils::tempdir();
	if (!mutate($work, $m))
	{
		fail("mutant \"$name\": the substitution does not apply");
		next;
	}
	my ($status, $err) = $link->($work, $m, "$work/unit");
	if ($status)
	{
		fail("mutant \"$name\" compiles");
		diag($err);
		next;
	}
	my $out;
	($status, $out) = run('timeout', '300', "$work/unit", $graphs);
	my $failed = () = $out =~ /^not ok/mg;
	ok($status != 0, "mutant \"$name\" killed ($failed tests failed)");
}
done_testing();
