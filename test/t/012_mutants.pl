# Mutation check: the core broken on purpose, one known mistake at a time
# (test/tools/mutants: most of them the published pitfalls), and each must
# be caught twice, by the unit tests and by a fuzz harness, with no clock
# in the verdict:
#   - the unit tests the list names for it (their keys: unit --keys),
#     alone and stopping at the first failed check (UNIT_ONLY,
#     UNIT_FAIL_FAST), on MUTANT_GRAPHS random graphs (3,000);
#   - its witness, an input committed in fuzz/corpus/HARNESS/, replayed by
#     that libFuzzer harness (a failed check, a sanitizer's report, or the
#     5-second timeout for a mistake that never ends); '-' where no harness
#     reaches the file.
# Each mutant is compiled once, with clang under AddressSanitizer and
# UndefinedBehaviorSanitizer and libFuzzer's instrumentation, and the same
# object is linked into the unit tests and the harness; the unmutated
# objects are compiled once for the whole run (at -O1), the mutated ones at
# -O0 (a mutant's tests mostly stop at once: optimising solver.c took
# three times as long as running them).  The named unit tests and
# every witness must pass on the unmutated core first.  MUTANT_JOBS
# mutants at a time (2).
# Runs when PG_TEST_EXTRA contains mutants (test/run.sh, and so CI, sets it).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(time);

extra_test('mutants', 'the mutation checks (the core built once per known mistake)', clang => 'clang');

my $graphs = $ENV{MUTANT_GRAPHS} // 3000;
my $jobs = $ENV{MUTANT_JOBS} // 2;
my $cc = $ENV{FUZZ_CC} // 'clang';
my $timeout = 5;	# seconds a witness may run (libFuzzer's -timeout)
my ($nauty_cflags, $nauty_libs) = nauty_flags();
my @mutants = mutants();
my @core = glob('src/core/*.c');
my @oracle = glob('test/oracle/*.c');
my $t_start = time;

# the unit tests and the harnesses the witnesses need, on one set of objects
my %programs = (unit => [ [ '-fsanitize=address,undefined', @$nauty_libs ],
	glob('test/unit/*.c'), @oracle, @core ]);
my %witnesses;		# harness => its witnesses
for my $m (@mutants)
{
	my ($h) = $m->[4] =~ m{^(\w+)/} or next;
	$programs{"${h}_fuzz"} //= [ [ '-fsanitize=fuzzer,address,undefined', @$nauty_libs ],
		"fuzz/${h}_fuzz.c", @oracle, @core ];
	push @{ $witnesses{$h} }, "fuzz/corpus/$m->[4]";
}
my $build = mutant_builder(
	$cc,
	[ '-std=c99', '-g', '-O1', '-fsanitize=address,undefined', '-fno-sanitize-recover=all',
		'-fsanitize=fuzzer-no-link', '-fno-omit-frame-pointer', '-Isrc/core', '-Itest/oracle',
		'-Itest/unit', '-Ifuzz', @$nauty_cflags ],
	$jobs,
	\%programs);
note(sprintf('the unmutated objects compiled in %.0f s', time - $t_start));

# Run the unit tests KEYS alone, failing fast: (killed, what, seconds).
sub unit_run
{
	my ($unit, $keys) = @_;
	local $ENV{UNIT_ONLY} = $keys;
	local $ENV{UNIT_FAIL_FAST} = 1;
	my $t0 = time;
	my ($status, $out, $err) = run('timeout', '300', $unit, $graphs);
	my $took = time - $t0;
	return (undef, $1, $took) if $err =~ /^(unit: UNIT_ONLY names .*)$/m;
	my ($what) = $err =~ /^# FAIL (.*)$/m;
	($what) = $err =~ /^SUMMARY: (.*)$/m unless defined $what;
	$what //= $status == 124 ? 'still running after 300 s' : $status == 0 ? 'it passes' : "exit status $status";
	$what = substr($what, 0, 100);
	my $killed = $status != 0 && $status != 124
	  && ($out =~ /^not ok/m || $err =~ /ERROR: \w+Sanitizer|runtime error/);
	return ($killed, $what, $took);
}

# Replay FILES with a harness: (found, what, seconds).
sub replay
{
	my ($fuzzer, $work, @files) = @_;
	my $t0 = time;
	my ($status, $out, $err) = run($fuzzer, "-timeout=$timeout", "-artifact_prefix=$work/", @files);
	my $took = time - $t0;
	my ($what) = $err =~ /fuzz check failed: (.{0,70})/;
	($what) = $err =~ /ERROR: (\w+Sanitizer: [\w-]+|libFuzzer: [\w -]+)/ unless defined $what;
	($what) = $err =~ /(runtime error: .{0,70})/ unless defined $what;
	$what = "the ${timeout}-second timeout" if $err =~ /ALARM: working on the last Unit/;
	return ($status != 0 && defined $what, $what // ($status == 0 ? 'it passes' : "exit status $status"), $took);
}

# the unmutated core first: the named unit tests and every witness pass
my (%keys, @tasks, @labels);
$keys{$_} = 1 for map { split /,/, $_->[3] } @mutants;
my $base = PostgreSQL::Test::Utils::tempdir();
push @labels, 'the unmutated core passes the unit tests the mutants name';
push @tasks, sub {
	my ($status, $err, $unit) = $build->($base, undef, 'unit');
	return { error => "the unit tests do not link: $err" } if $status;
	my ($killed, $what, $took) = unit_run($unit, join(',', sort keys %keys));
	return { ok => defined $killed && !$killed, what => $killed // 1 ? $what : scalar(keys %keys) . ' tests',
		took => $took };
};
for my $h (sort keys %witnesses)
{
	push @labels, "the unmutated ${h}_fuzz passes its witnesses";
	push @tasks, sub {
		my ($status, $err, $fuzzer) = $build->($base, undef, "${h}_fuzz");
		return { error => "${h}_fuzz does not link: $err" } if $status;
		my @files = do { my %s; grep { !$s{$_}++ } @{ $witnesses{$h} } };
		my @missing = grep { !-f $_ } @files;
		return { ok => 0, what => "missing: @missing" } if @missing;
		my ($found, $what, $took) = replay($fuzzer, $base, @files);
		return { ok => !$found, what => $found ? $what : scalar(@files) . ' inputs', took => $took };
	};
}
my $baseline = @tasks;

# then each mutant, built once, against its unit tests and its witness
for my $m (@mutants)
{
	my ($name, $file, $expr, $keys, $witness) = @$m;
	my $work = PostgreSQL::Test::Utils::tempdir();
	push @labels, "mutant \"$name\"";
	push @tasks, sub {
		my $t0 = time;
		return { error => 'the substitution does not apply' } unless mutate($work, $m);
		my ($status, $err, $unit) = $build->($work, $m, 'unit');
		return { error => "does not compile into the unit tests: $err" } if $status;
		my $built = time - $t0;
		my %r = (built => $built);
		@r{qw(unit unit_what unit_took)} = unit_run($unit, $keys);
		if ($witness ne '-')
		{
			my ($h) = $witness =~ m{^(\w+)/};
			my $fuzzer;
			($status, $err, $fuzzer) = $build->($work, $m, "${h}_fuzz");
			return { error => "does not compile into ${h}_fuzz: $err" } if $status;
			return { error => "its witness fuzz/corpus/$witness is missing" } unless -f "fuzz/corpus/$witness";
			@r{qw(fuzz fuzz_what fuzz_took)} = replay($fuzzer, $work, "fuzz/corpus/$witness");
		}
		$r{total} = time - $t0;
		unlink glob("$work/*.o"), "$work/unit", glob("$work/*_fuzz") if $r{unit} && ($witness eq '-' || $r{fuzz});
		return \%r;
	};
}

parallel(
	$jobs,
	\@tasks,
	sub {
		my ($i, $r) = @_;
		my $label = $labels[$i];
		if ($r->{error})
		{
			fail("$label: $r->{error}");
			return;
		}
		if ($i < $baseline)
		{
			ok($r->{ok}, sprintf('%s (%s, %.1f s)', $label, $r->{what}, $r->{took} // 0))
			  or diag("it fails: $r->{what}");
			return;
		}
		my ($name, $file, $expr, $keys, $witness) = @{ $mutants[ $i - $baseline ] };
		my $unit = $r->{unit}
		  ? sprintf('killed by unit test %s (%.1f s)', $keys, $r->{unit_took})
		  : "NOT killed by unit test $keys ($r->{unit_what})";
		my $fuzz = $witness eq '-' ? 'no harness reaches it'
		  : $r->{fuzz} ? sprintf('by witness %s (%.1f s: %s)', $witness, $r->{fuzz_took}, $r->{fuzz_what})
		  : "NOT by witness $witness ($r->{fuzz_what})";
		ok($r->{unit} && ($witness eq '-' || $r->{fuzz}),
			sprintf('%s: %s, %s; built in %.0f s', $label, $unit, $fuzz, $r->{built}))
		  or diag("$label survives: " . join('; ',
			  $r->{unit} ? () : "unit test(s) $keys: $r->{unit_what}",
			  $witness eq '-' || $r->{fuzz} ? () : "witness fuzz/corpus/$witness: $r->{fuzz_what}"));
	});
ok(@mutants > 0, scalar(@mutants) . ' mutants in test/tools/mutants');
note(sprintf('%d mutants in %.0f s, %d at a time', scalar(@mutants), time - $t_start, $jobs));
done_testing();
