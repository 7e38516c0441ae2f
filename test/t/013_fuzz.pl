# The libFuzzer harnesses (fuzz/*_fuzz.c, make fuzzers) under
# AddressSanitizer and UndefinedBehaviorSanitizer: the grid parser, the
# graph builder, the solver against the brute force, the graph6 codec,
# canonical forms (a renamed graph has the same form and group), the hole
# game's census against the full game and the 2n search, and the census's
# cops and robbers against the full game.
#
# Each harness first replays its whole committed corpus (fuzz/corpus/NAME/:
# every input must pass), then explores from it for a fixed number of
# executions with a fixed seed (-runs, -seed=1), so that the run does the
# same work however loaded the machine is: FUZZ_RUNS executions per
# harness (the defaults below take 10 to 20 s each on a 2-core machine).
# Nothing depends on the clock, but the inputs libFuzzer derives are not
# the same bit for bit from run to run (its tables of compared values take
# addresses), which is why a finding is printed with its input.
# With FUZZ_SECONDS set (the long runs), it explores for that many seconds
# per harness instead, and merges what adds coverage into the corpus
# (libFuzzer's -merge=1 into fuzz/corpus/NAME/), naming what it added, to
# be committed.
#
# A finding (a failed check, a sanitizer's report, an input running over
# 10 s) fails the run; it is kept in fuzz/findings/ and printed (its path
# and the input in base64).
# Runs when PG_TEST_EXTRA contains fuzz (test/run.sh, and so CI, sets it).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use MIME::Base64 qw(encode_base64);
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(time);

extra_test('fuzz', 'the libFuzzer harnesses', clang => 'clang');

# executions of each harness's exploration (the slow harnesses check many
# solves per input)
my %runs = (
	canon => 200000,
	census => 2500,
	copcensus => 40000,
	graph => 20000,
	graph6 => 70000,
	grid => 20000,
	solver => 6000,
	textkind => 2000000,);
my $seconds = $ENV{FUZZ_SECONDS};
my @fuzzers = map { m{fuzz/(\w+)_fuzz\.c$}; $1 } glob('fuzz/*_fuzz.c');
mkdir 'fuzz/findings';

# The finding of a failed libFuzzer run: what it says and the input (and
# which input of CORPUS it is, when it is one).
sub finding
{
	my ($err, $corpus) = @_;
	my @why = grep { /ERROR|fuzz check|SUMMARY|ALARM/ } split /\n/, $err;
	my ($path) = $err =~ /Test unit written to (\S+)/;
	my $input = '';
	if (defined $path && -f $path)
	{
		my $bytes = slurp($path);
		my @same = grep { slurp($_) eq $bytes } glob("$corpus/*");
		$input = "\ninput (" . length($bytes) . ' bytes, base64): '
		  . encode_base64(substr($bytes, 0, 4096), '')
		  . (@same ? "\nthe committed input @same" : '');
	}
	return join("\n", @why[ 0 .. ($#why < 5 ? $#why : 5) ])
	  . "\nkept in " . ($path // '(no file written)') . $input;
}

for my $f (@fuzzers)
{
	my $fuzzer = "fuzz/bin/${f}_fuzz";
	my $corpus = "fuzz/corpus/$f";
	my @inputs = glob("$corpus/*");
	my @common = ('-timeout=10', "-artifact_prefix=fuzz/findings/$f-");

	# the committed corpus, every input once
	my $t0 = time;
	my ($status, $out, $err) = run($fuzzer, @common, '-runs=0', $corpus);
	ok($status == 0, sprintf('%s_fuzz: the %d inputs of %s pass (%.1f s)', $f, scalar @inputs, $corpus,
			time - $t0))
	  or diag(finding($err, $corpus));

	# then new inputs, from that corpus
	my $new = PostgreSQL::Test::Utils::tempdir();
	my $n = $ENV{FUZZ_RUNS} // $runs{$f} // 10000;
	my @explore = defined $seconds ? ("-max_total_time=$seconds") : ('-seed=1', "-runs=$n");
	$t0 = time;
	($status, $out, $err) = run($fuzzer, @common, @explore, '-print_final_stats=1', $new, $corpus);
	my $took = time - $t0;
	my ($runs) = $err =~ /stat::number_of_executed_units:\s*(\d+)/;
	ok($status == 0, sprintf('%s_fuzz: %s executions %s in %.0f s, no findings', $f, $runs // '?',
			defined $seconds ? "for $seconds s" : 'from seed 1', $took))
	  or diag(finding($err, $corpus));

	# the long runs keep what adds coverage
	if (defined $seconds && $status == 0)
	{
		my %before = map { $_ => 1 } glob("$corpus/*");
		($status, $out, $err) = run($fuzzer, '-merge=1', $corpus, $new);
		my @added = grep { !$before{$_} } glob("$corpus/*");
		ok($status == 0, "${f}_fuzz: " . scalar(@added) . " inputs that add coverage merged into $corpus")
		  or diag($err);
		note("added to $corpus (to be committed): @added") if @added;
	}
}
is_deeply([sort @fuzzers], [sort keys %runs], 'the fuzzers that ran are the harnesses of fuzz/, each with its runs above: ' . join(', ', @fuzzers));
done_testing();
