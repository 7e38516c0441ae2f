
# CatmouseTest: what catmouse's TAP tests (test/t/*.pl, test/release/*.pl)
# share, on PostgreSQL's own TAP framework (PostgreSQL::Test::Cluster):
#
#   catmouse_node(NAME, CONF...)   a started server (fsync off) with CONF lines
#   catmouse_database(NODE, DB)    a database with CREATE EXTENSION catmouse
#   program(NAME)                  test/bin/NAME, built by make tools
#   tap_program(LABEL, CMD...)     run a program that prints TAP; each of its
#                                  checks becomes one of ours
#   psql_tap(LABEL, NODE, DB, SQL) the same for an SQL script printing TAP rows
#   server_crashes(NODE)           backends the server log says died of a signal
#   mutants(), mutate(WORK, M)     the known mistakes of test/tools/mutants
#                                  and a copy of src/core/ with one of them
#   mutant_builder(CC, FLAGS, JOBS, PROGRAMS)
#                                  a function building a program with one
#                                  mutant's core: the objects the mutated
#                                  file does not touch compiled once for all
#   parallel(JOBS, TASKS, DONE)    run TASKS (functions returning a hash)
#                                  JOBS at a time in child processes, their
#                                  results handed to DONE in order
#   slurp(PATH), run(CMD...)       a file's text; a command's status and output
#   sh(CMD)                        a shell command's output, its last newline
#                                  removed; dies when the command fails
#   catmouse_version()             the version a CREATE EXTENSION installs
#                                  (catmouse.control's default_version)
#   needs_tools(TOOL => PACKAGE)   skip the test (plan skip_all, saying which
#                                  Debian package) when a program is missing;
#                                  under CI=true a missing program fails
#   extra_test(TOKEN, WHAT, ...)   a long or resource-hungry test runs only
#                                  when PG_TEST_EXTRA names TOKEN (as
#                                  PostgreSQL's own: fuzz, mutants,
#                                  memcheck, sqlsmith); then its programs
#                                  must be there
#
# Tests run from the top of the checkout (make prove_installcheck cd's there).
package CatmouseTest;

use strict;
use warnings FATAL => 'all';

use Exporter 'import';
use File::Copy qw(copy);
use IPC::Run;
use POSIX ();
use Storable ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

our @EXPORT = qw(catmouse_node catmouse_database program tap_program nauty_flags
  tap_output psql_tap server_crashes mutants mutate mutant_builder parallel slurp run sh needs_tools extra_test
  catmouse_version
  hole_run_totals hole_call_totals);

# A started server for a test, with CONF lines in postgresql.conf.
sub catmouse_node
{
	my ($name, @conf) = @_;
	my $node = PostgreSQL::Test::Cluster->new($name);
	$node->init;
	$node->append_conf('postgresql.conf',
		join("\n", 'fsync = off', 'max_worker_processes = 8', @conf) . "\n");
	$node->start;
	return $node;
}

# A new database on NODE with the extension installed; returns its name.
sub catmouse_database
{
	my ($node, $db) = @_;
	$node->safe_psql('postgres', qq{CREATE DATABASE "$db"});
	$node->safe_psql($db, 'SET client_min_messages = warning; CREATE EXTENSION catmouse');
	return $db;
}

# A test program of test/bin (make tools builds them).
sub program
{
	my ($name) = @_;
	my $path = "test/bin/$name";
	BAIL_OUT("$path is missing: run make tools first") unless -x $path;
	return $path;
}

# A command's exit status (0: success) and its standard output and error.
sub run
{
	my (@cmd) = @_;
	my ($out, $err) = ('', '');
	IPC::Run::run(\@cmd, '<', \undef, '>', \$out, '2>', \$err);
	return ($? >> 8 || $? & 127, $out, $err);
}

# The standard output of CMD, a bash command line (with pipefail: a
# pipeline fails when any of its commands does), without its last newline;
# dies with CMD's standard error when it fails.
sub sh
{
	my ($cmd) = @_;
	my ($status, $out, $err) = run('bash', '-c', "set -o pipefail; $cmd");
	die "$cmd: $err" if $status;
	chomp $out;
	return $out;
}

# Make each TAP line of OUT ("ok N - what", "not ok N - what", the number
# left out where a script cannot count: sql_oracle.sql) one of our
# checks, named "LABEL: what"; then one more: the producer exited with
# STATUS 0 and printed as many checks as its plan ("1..N", when it prints
# one) or as PLAN.  Returns OUT.
sub tap_output
{
	my ($label, $status, $out, $err, $plan) = @_;
	my $count = 0;
	for my $line (split /\n/, $out)
	{
		if ($line =~ /^(not )?ok(?: \d+)?\s*(?:-\s*)?(.*)$/)
		{
			$count++;
			ok(!defined $1, "$label: $2");
		}
		elsif ($line =~ /^1\.\.(\d+)/)
		{
			$plan //= $1;
		}
		elsif ($line =~ /^#/)
		{
			note $line;
		}
	}
	ok($status == 0 && $count > 0 && (!defined $plan || $plan == $count),
		"$label: finished, $count checks" . (defined $plan ? " of a plan of $plan" : ''))
	  or diag("exit status $status\n" . substr($err // '', -3000));
	return $out;
}

# Run CMD, a program that prints TAP, its checks ours (tap_output).
sub tap_program
{
	my ($label, @cmd) = @_;
	return tap_output($label, run(@cmd));
}

# Run SQL in database DB of NODE, a script that prints TAP lines as rows
# (psql -XAtq, stopping at the first error), its checks ours (tap_output).
sub psql_tap
{
	my ($label, $node, $db, $sql, $plan) = @_;
	my ($out, $err) = ('', '');
	my $status = $node->psql($db, $sql, stdout => \$out, stderr => \$err,
		on_error_stop => 1);
	return tap_output($label, $status, $out, $err, $plan);
}

# How many backends the server log of NODE says were terminated by a signal.
sub server_crashes
{
	my ($node) = @_;
	my @lines = grep { /terminated by signal/ } split /\n/, slurp($node->logfile);
	return scalar @lines;
}

# The known mistakes (test/tools/mutants), in order: [name, file,
# substitution, unit test keys (comma-separated), witness (HARNESS/FILE of
# fuzz/corpus/, or '-')].
sub mutants
{
	my @m;
	for (split /\n/, slurp('test/tools/mutants'))
	{
		next if /^#/ || !/\S/;
		my ($name, $file, $keys, $witness, $expr) = split /\|/, $_, 5;
		die "test/tools/mutants: not name|file|unit tests|witness|substitution: $_"
		  unless defined $expr && $keys =~ /^\w+(,\w+)*$/ && $witness =~ m{^(-|\w+/[\w.-]+)$};
		push @m, [ $name, $file, $expr, $keys, $witness ];
	}
	return @m;
}

# The compiler's flags for nauty (its headers, then its library), as the
# Makefile has them: (\@cflags, \@libs)
sub nauty_flags
{
	my ($status, $out, $err) = run('make', '-s', '--no-print-directory', 'print-nauty');
	die "make print-nauty: $err" if $status;
	my ($cflags, $libs) = split /\n/, $out;
	return ([ split ' ', $cflags // '' ], [ split ' ', $libs // '' ]);
}

# Copy src/core/ to WORK/src/core/ and apply mutant M there; returns the
# mutated core's .c files, or nothing when the substitution did not apply.
sub mutate
{
	my ($work, $m) = @_;
	my ($name, $file, $expr) = @$m;
	mkdir "$work/src";
	mkdir "$work/src/core";
	copy($_, "$work/$_") or die "copy $_: $!" for glob('src/core/*');
	local $_ = slurp("$work/$file");
	my $before = $_;
	## no critic (ProhibitStringyEval)
	eval "$expr; 1" or die "mutant \"$name\": $@";
	return () if $_ eq $before;
	open my $fh, '>', "$work/$file" or die "$work/$file: $!";
	print $fh $_;
	close $fh;
	return map { "$work/$_" } glob('src/core/*.c');
}

# The quoted #include names of FILE.
sub includes_of
{
	my ($file) = @_;
	return slurp($file) =~ /^\s*#\s*include\s+"([^"]+)"/mg;
}

# Build mutants cheaply: PROGRAMS is { NAME => [ [LINK FLAGS], SOURCES ] }
# (paths from the top of the checkout, the core's src/core/*.c among
# them).  Every source of every program is compiled once by CC with FLAGS
# (which name src/core/ as -Isrc/core), JOBS at a time; the function
# returned, called as (WORK, M, NAME) after mutate(WORK, M), compiles again
# only the sources the mutated file touches (the file itself, or every
# source that includes a mutated header, directly or through other
# headers), from WORK's copy of the core and without optimisation (-O0),
# once for all the programs of WORK, and links program NAME as WORK/NAME; with M undefined, it links the
# unmutated objects.  Returns the compiler's (status, stderr) and the
# program's path.
sub mutant_builder
{
	my ($cc, $flags, $jobs, $programs) = @_;
	my $objs = PostgreSQL::Test::Utils::tempdir();
	my %obj;
	my @sources = do
	{
		my %seen;
		grep { !$seen{$_}++ } map { @{$_}[ 1 .. $#$_ ] } @$programs{ sort keys %$programs };
	};
	for my $src (@sources)
	{
		(my $o = $src) =~ s{[/.]}{_}g;
		$obj{$src} = "$objs/$o.o";
	}
	parallel(
		$jobs,
		[ map { my $src = $_; sub { my ($status, $out, $err) = run($cc, @$flags, '-c', '-o', $obj{$src}, $src);
					return { status => $status, err => $err }; } } @sources ],
		sub {
			my ($i, $r) = @_;
			die "$cc -c $sources[$i]: " . ($r->{err} // $r->{error}) if $r->{error} || $r->{status};
		});
	# which sources each header reaches
	my %inc = map { $_ => [ includes_of($_) ] } @sources,
	  glob('src/core/*.h'), glob('test/oracle/*.h'), glob('test/unit/*.h'), glob('fuzz/*.h');
	return sub {
		my ($work, $m, $name) = @_;
		my ($link_flags, @srcs) = @{ $programs->{$name} };
		my %hit;
		if ($m)
		{
			%hit = ((split m{/}, $m->[1])[-1] => 1);
			my $grew = 1;
			while ($grew)
			{
				$grew = 0;
				for my $f (grep { /\.h$/ } keys %inc)
				{
					my $base = (split m{/}, $f)[-1];
					next if $hit{$base} || !grep { $hit{$_} } @{ $inc{$f} };
					$hit{$base} = $grew = 1;
				}
			}
		}
		# unoptimised: a mutated source is compiled once and its unit tests
		# stop at their first failure, so optimising costs more than it saves
		my @wflags = map { $_ eq '-Isrc/core' ? "-I$work/src/core" : /^-O/ ? '-O0' : $_ } @$flags;
		my @link;
		for my $src (@srcs)
		{
			my $touched = $m && ($src eq $m->[1] || grep { $hit{$_} } @{ $inc{$src} });
			if (!$touched)
			{
				push @link, $obj{$src};
				next;
			}
			(my $o = $src) =~ s{[/.]}{_}g;
			my $from = $src =~ m{^src/core/} ? "$work/$src" : $src;
			if (!-e "$work/$o.o")
			{
				my ($status, $o_out, $err) = run($cc, @wflags, '-c', '-o', "$work/$o.o", $from);
				return ($status, $err) if $status;
			}
			push @link, "$work/$o.o";
		}
		my ($status, $l_out, $err) = run($cc, @$link_flags, '-o', "$work/$name", @link);
		return ($status, $err, "$work/$name");
	};
}

# Run TASKS (functions, each returning a hash reference) JOBS at a time,
# each in a child process of its own, and call DONE(INDEX, RESULT) for
# each in the order of TASKS as soon as it and those before it are done.
# A task that dies gives { error => its message }.  Tasks must not call
# Test::More (their process ends without it).
sub parallel
{
	my ($jobs, $tasks, $done) = @_;
	my $dir = PostgreSQL::Test::Utils::tempdir();
	my (%running, %ready);
	my ($next, $report) = (0, 0);
	while ($report < @$tasks)
	{
		while ($next < @$tasks && keys %running < ($jobs > 0 ? $jobs : 1))
		{
			my $i = $next++;
			my $pid = fork() // die "fork: $!";
			if ($pid == 0)
			{
				my $r = eval { $tasks->[$i]->() };
				$r = { error => $@ || 'the task returned nothing' } if ref $r ne 'HASH';
				eval { Storable::nstore($r, "$dir/$i") };
				POSIX::_exit(0);
			}
			$running{$pid} = $i;
		}
		my $pid = waitpid(-1, 0);
		die "waitpid: $!" if $pid < 0;
		next unless exists $running{$pid};
		my $i = delete $running{$pid};
		$ready{$i} = (-e "$dir/$i" ? Storable::retrieve("$dir/$i") : undef)
		  // { error => "the task's process ended with status $?" };
		while (exists $ready{$report})
		{
			$done->($report, delete $ready{$report});
			$report++;
		}
	}
	return;
}

# Is PROGRAM on PATH?
sub have_program
{
	my ($program) = @_;
	return grep { -x "$_/$program" } split /:/, ($ENV{PATH} // '');
}

# The programs a test runs (name => Debian package): a missing one skips the
# test with the reason, or fails it where nothing may be skipped (CI=true).
sub needs_tools
{
	my (%tools) = @_;
	for my $program (sort keys %tools)
	{
		next if have_program($program);
		my $why = "$program is not installed (Debian package $tools{$program})";
		BAIL_OUT("$why, and CI runs every test") if ($ENV{CI} // '') eq 'true';
		plan skip_all => $why;
	}
}

# A test that takes long or needs much (fuzzing, valgrind, mutants, random
# SQL) runs when PG_TEST_EXTRA names TOKEN, as PostgreSQL's own optional
# tests do (test/run.sh, and so CI, names them all); asked for, its programs
# (name => Debian package) must be there.
sub extra_test
{
	my ($token, $what, %tools) = @_;
	plan skip_all => "$what: runs when PG_TEST_EXTRA contains $token"
	  unless grep { $_ eq $token } split ' ', ($ENV{PG_TEST_EXTRA} // '');
	for my $program (sort keys %tools)
	{
		BAIL_OUT("$program is not installed (Debian package $tools{$program}), and PG_TEST_EXTRA asks for $token")
		  unless have_program($program);
	}
}

# The hole game's census in one form, to compare a census run with one call
# (027, 034, 038): hole_run_totals(TABLE) is the query of a run's result
# rows summed, then the longest game with the least code, hole, mouse and
# cat reaching it; hole_call_totals(CALL) the same figures of one
# cat_mouse_census(...) call's row (CALL is the call, FROM's item).
sub hole_run_totals
{
	my ($table) = @_;
	return sprintf(q{
SELECT concat_ws(',', sum(graphs), sum(pairs), sum(states), sum(draws), sum(mouse_wins), sum(cat_wins),
                 max(max_remoteness), sum(starts), sum(start_draws), sum(start_mouse_wins), sum(start_cat_wins),
                 sum(wrong_2n),
                 (SELECT concat_ws(',', longest_remoteness, example, longest_hole, longest_mouse_start, longest_cat_start)
                  FROM %1$s ORDER BY longest_remoteness DESC NULLS LAST, example, longest_hole,
                                     longest_mouse_start, longest_cat_start LIMIT 1))
FROM %1$s}, $table);
}

sub hole_call_totals
{
	my ($call) = @_;
	return qq{
SELECT concat_ws(',', graphs, pairs, states, draws, mouse_wins, cat_wins, max_remoteness, starts, start_draws,
                 start_mouse_wins, start_cat_wins, wrong_2n, longest_remoteness, example, longest_hole,
                 longest_mouse_start, longest_cat_start)
FROM $call};
}

sub slurp
{
	my ($path) = @_;
	return PostgreSQL::Test::Utils::slurp_file($path);
}

sub catmouse_version
{
	my ($version) = slurp('catmouse.control') =~ /^default_version = '([^']+)'/m
	  or die "catmouse.control: no default_version";
	return $version;
}

1;
