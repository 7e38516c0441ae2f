# The libFuzzer harnesses (fuzz/*_fuzz.c) under AddressSanitizer and
# UndefinedBehaviorSanitizer, FUZZ_SECONDS (60) each, from the committed
# seed corpus (fuzz/corpus/NAME/): the grid parser, the graph builder, the
# solver against the brute force, the graph6 codec, canonical forms (a
# renamed graph has the same form and group), the hole game's census
# against the full game and the 2n search, and the census's cops and
# robbers against the full game.  A finding (crash,
# sanitizer report, failed check, hang over 10 s) is kept in fuzz/findings/
# and printed.
# Runs when PG_TEST_EXTRA contains fuzz (test/run.sh, and so CI, sets it).
use strict;
use warnings;

use CatmouseTest;
use File::Copy qw(copy);
use PostgreSQL::Test::Utils;
use Test::More;

extra_test('fuzz', 'the libFuzzer harnesses', clang => 'clang');

my $seconds = $ENV{FUZZ_SECONDS} // 60;
my @fuzzers = map { m{fuzz/(\w+)_fuzz\.c$}; $1 } glob('fuzz/*_fuzz.c');
mkdir 'fuzz/findings';

for my $f (@fuzzers)
{
	my $work = PostgreSQL::Test::Utils::tempdir();
	copy($_, $work) or die "copy $_: $!" for glob("fuzz/corpus/$f/*");
	my ($status, $out, $err) = run("fuzz/bin/${f}_fuzz", "-max_total_time=$seconds",
		'-timeout=10', '-print_final_stats=1', "-artifact_prefix=fuzz/findings/$f-", $work);
	my ($runs) = $err =~ /stat::number_of_executed_units:\s*(\d+)/;
	ok($status == 0, "${f}_fuzz: " . ($runs // '?') . " executions in $seconds s, no findings")
	  or diag(join("\n", grep { /ERROR|fuzz check|SUMMARY|Test unit written/ } split /\n/, $err));
}
ok(@fuzzers >= 7, 'the fuzzers ran: ' . join(', ', @fuzzers));
done_testing();
