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
my @tests = (glob('test/unit/*.c'), glob('test/oracle/*.c'));

for my $m (mutants())
{
	my ($name) = @$m;
	my $work = PostgreSQL::Test::Utils::tempdir();
	my @core = mutate($work, $m);
	if (!@core)
	{
		fail("mutant \"$name\": the substitution does not apply");
		next;
	}
	my ($status, $out, $err) = run($cc, '-std=c99', '-O1', "-I$work/src/core",
		'-Itest/oracle', '-Itest/unit', @$nauty_cflags, '-o', "$work/unit", @tests, @core,
		@$nauty_libs);
	if ($status)
	{
		fail("mutant \"$name\" compiles");
		diag($err);
		next;
	}
	($status, $out) = run('timeout', '300', "$work/unit", $graphs);
	my $failed = () = $out =~ /^not ok/mg;
	ok($status != 0, "mutant \"$name\" killed ($failed tests failed)");
}
done_testing();
