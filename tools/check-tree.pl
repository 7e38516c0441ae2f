#!/usr/bin/env perl
# The tree says true things about itself: every path of the tree that a
# tracked file names (src/..., test/..., bench/..., a Makefile comment, a
# document) exists, or is one that make builds; and CONTRIBUTING's rules
# that a script can check hold:
#   - the glue includes, of the core's headers, only those CONTRIBUTING
#     calls public (tools/check-layers.pl checks the converse);
#   - the core allocates no memory itself (no malloc, calloc, realloc,
#     free) but in the files CONTRIBUTING names as nauty's;
#   - the committed src/pg/entry_points.c is what the table makes;
#   - test/majors.tab, the plan of the other majors, is well formed, its
#     releases ship its majors (tools/deps.sh), its tests exist (make
#     prove_middle runs its middle list; a list that is empty or names a
#     missing file would run nothing or fail on the middle majors only),
#     and test/README.md's "Which major runs what" gives each middle test
#     its reason, in the plan's order;
#   - every committed extension script is a released one, unchanged: its
#     sha256 is the one src/sql/released.sha256 holds;
#   - no built file is tracked: no ELF object, library or program;
#   - no glue file (one that includes postgres.h) but the made
#     entry_points.c is longer than CONTRIBUTING's 500 lines;
#   - no core .c file is longer than CONTRIBUTING's 1,000 lines, but the
#     exceptions it lists, each at most the length it names.
#   perl tools/check-tree.pl [TOP]      (make check-tree; CI runs it)
# Prints each breach and exits non-zero on any.
use strict;
use warnings FATAL => 'all';

my $top = shift // '.';
chdir $top or die "$top: $!";
my @tracked = split /\0/, `git ls-files -z`;
die "git ls-files failed\n" if $?;
my %tracked = map { $_ => 1 } @tracked;

# what make builds (not tracked, named all the same)
my @built = (
	qr{^test/bin/}, qr{^test/obj/}, qr{^fuzz/bin/}, qr{^fuzz/obj/}, qr{^fuzz/findings/}, qr{^bench/(core_bench|cop_census|gen)$},
	qr{^bench/data/}, qr{^dist/}, qr{^regression\.(diffs|out)$}, qr{^results/}, qr{^stress/}, qr{^tmp_check/},
	qr{^catmouse-[\d.]+\.zip$});
my $dirs = join '|', qw(src test tools bench demo docs fuzz debian sql expected);
my $exts = join '|', qw(c h pl pm sh sql out md tab in svg png json py txt control);
my @bad;

# CONTRIBUTING's public headers of the core, and the files where the core
# may allocate (nauty's)
my $contributing = do { local (@ARGV, $/) = 'CONTRIBUTING.md'; <> };
my ($public) = $contributing =~ /The glue includes the core's public headers only \(([^)]*)\)/;
my %public = map { $_ => 1 } ($public // '') =~ /`(\w+\.h)`/g;
my %core = map { m{^src/core/(\w+\.h)$} ? ($1 => 1) : () } @tracked;
push @bad, "CONTRIBUTING.md: no sentence 'The glue includes the core's public headers only (...)'"
  unless defined $public;
push @bad, "CONTRIBUTING.md calls $_ public, and it is not a core header" for grep { !$core{$_} } sort keys %public;
my ($nauty_files) = $contributing =~ /no malloc, no I\/O\s*\(but nauty's: ([^)]*)\)/s;
my %allowed = map { $_ => 1 } ($nauty_files // '') =~ /(\w+\.c)/g;
push @bad, "CONTRIBUTING.md: the core's rule 'no malloc, no I/O (but nauty's: ...)' is missing" unless defined $nauty_files;
# the core's size rule and its exceptions: "No core `.c` file grows past N
# lines ... The exceptions ...: `file.c` LINES (...), ..."
my ($core_rule, $core_exceptions) = $contributing =~
  /^\* No core `\.c` file grows past ([\d,]+) lines.*?The exceptions(.*?)(?:\n\*|\n\n)/ms;
my %core_max;
if (defined $core_rule)
{
	$core_rule =~ s/,//g;
	while ($core_exceptions =~ /`(\w+\.c)` ([\d,]+)/g)
	{
		my ($name, $max) = ($1, $2);
		$max =~ s/,//g;
		$core_max{$name} = $max;
	}
}
else
{
	push @bad, "CONTRIBUTING.md: the core's rule 'No core `.c` file grows past N lines' is missing";
}

# every tracked file, read once: the paths it names; no built (ELF) file,
# which once committed stays in the history; the glue's includes of the
# core and its length (entry_points.c is made: a function a screen); the
# core's allocations
for my $file (@tracked)
{
	open my $fh, '<:raw', $file or next;
	my @lines = <$fh>;
	close $fh;
	if (@lines && substr($lines[0], 0, 4) eq "\x7fELF")
	{
		push @bad, "$file is an ELF file (built by make): built files are not committed";
		next;
	}
	my $glue = $file =~ m{^src/pg/\w+\.[ch]$};
	my ($core) = $file =~ m{^src/core/(\w+\.[ch])$};
	my $names = $file !~ m{^fuzz/corpus/|\.svg$|^expected/};
	for my $i (0 .. $#lines)
	{
		my $line = $lines[$i];
		my $n = $i + 1;
		while ($names && $line =~ m{(?<![\w/.~-])((?:$dirs)/[\w./-]*?\w\.(?:$exts))(?![\w*.])}g)
		{
			my $path = $1;
			# a pattern or a placeholder (test/t/NAME.pl) names no file
			next if $path =~ m{[*?]|/[A-Z]+\.} || $tracked{$path} || -e $path;
			next if grep { $path =~ $_ } @built;
			push @bad, "$file:$n: names $path, which is not in the tree";
		}
		push @bad, "$file: includes the core's $1, which CONTRIBUTING.md does not call public"
		  if $glue && defined $public && $line =~ /^#include\s+"(\w+\.h)"/ && $core{$1} && !$public{$1};
		push @bad, "$file:$n: calls $1, and the core allocates nothing (CONTRIBUTING.md)"
		  if defined $core && !$allowed{$core} && $line !~ m{^\s*(/?\*|//)}
		  && $line =~ /\b(malloc|calloc|realloc|free)\s*\(/;
	}
	if (defined $core && defined $core_rule && $core =~ /\.c$/)
	{
		my $max = $core_max{$core} // $core_rule;
		push @bad, "$file has " . scalar(@lines) . " lines: a core .c file has at most $max (CONTRIBUTING.md)"
		  if @lines > $max;
	}
	push @bad, "$file has " . scalar(@lines) . " lines: a file that includes postgres.h has at most 500 (CONTRIBUTING.md)"
	  if $glue && $file ne 'src/pg/entry_points.c' && @lines > 500 && grep { /^#include "postgres\.h"/ } @lines;
}

# the committed entry points are what the table makes
{
	my $made = `perl tools/sqlgen.pl entry src/sql/functions.tab`;
	my $committed = do { local (@ARGV, $/) = 'src/pg/entry_points.c'; <> };
	push @bad, "src/pg/entry_points.c is not what tools/sqlgen.pl makes of src/sql/functions.tab (make remakes it: commit it)"
	  if $? || $made ne $committed;
}

# the plan of the other majors, test/majors.tab (tools/test-majors.sh's;
# the Makefile's prove_middle reads its middle list): its rows well formed,
# a release per major that tools/deps.sh says the release ships, the three
# roles, tests that exist; and test/README.md's "Which major runs what"
# lists the middle tests, each with its reason ("* `test/t/NAME.pl`:
# reason"), in the plan's order
{
	my $tab = 'test/majors.tab';
	my (%release, %role, @middle);
	open my $fh, '<', $tab or die "$tab: $!";
	while (my $line = <$fh>)
	{
		next if $line =~ /^\s*(#|$)/;
		my ($kind, @f) = split ' ', $line;
		if ($kind eq 'release' && @f == 2 && $f[0] =~ /^\d+$/ && !$release{$f[0]})
		{
			$release{$f[0]} = $f[1];
		}
		elsif ($kind eq 'role' && @f >= 5 && $f[0] =~ /^(newest|second|other)$/ && !$role{$f[0]}
			&& $f[1] =~ /^prove_(servers|middle)$/ && $f[3] =~ /^(citus|-)$/)
		{
			$role{$f[0]} = $f[2];
		}
		elsif ($kind eq 'middle' && @f == 1)
		{
			push @middle, $f[0];
		}
		else
		{
			chomp $line;
			push @bad, "$tab:$.: not a row of the plan (release MAJOR RELEASE, role ROLE TARGET TESTS CITUS WHAT, middle TEST): $line";
		}
	}
	close $fh;
	for my $major (sort keys %release)
	{
		(my $ships = `bash tools/deps.sh majors $release{$major} 2>&1`) =~ s/\s+$//;
		push @bad, "$tab: Debian $release{$major} tests PostgreSQL $major, which tools/deps.sh says it does not ship ($ships)"
		  unless grep { m{^\Q$major\E(/|$)} } split ' ', $ships;
	}
	push @bad, "$tab: no role $_ (tools/test-majors.sh runs it)" for grep { !defined $role{$_} } qw(newest second other);
	push @bad, "$tab: no middle test (make prove_middle runs them)" unless @middle;
	for my $test (@middle, grep { $_ ne "-" } values %role)
	{
		push @bad, "$tab names $test, which is not a server test of the tree (test/t/0[2-9]*.pl)"
		  unless $test =~ m{^test/t/0[2-9]\d_[a-z0-9_]*\.pl$} && $tracked{$test};
	}
	my $readme = do { local (@ARGV, $/) = 'test/README.md'; <> };
	my ($section) = $readme =~ /^## Which major runs what\n(.*?)(?=^## |\z)/ms;
	my @listed = ($section // '') =~ /^\* `([^`]+)`:\s*\S/mg;
	push @bad, "test/README.md: \"Which major runs what\" lists @listed; ${tab}'s middle tests are @middle (each with its reason, in that order)"
	  unless "@listed" eq "@middle";
}

# released scripts are as released: each tracked extension script is in
# src/sql/released.sha256, and its bytes have that sum (a released script is
# never edited; a new release adds its lines)
{
	require Digest::SHA;
	my %sum;
	open my $fh, '<', 'src/sql/released.sha256' or die "src/sql/released.sha256: $!";
	while (<$fh>)
	{
		$sum{$2} = $1 if /^([0-9a-f]{64})\s+\*?(\S+)$/;
	}
	for my $script (grep { m{^catmouse--[\d.]+(--[\d.]+)?\.sql$} } @tracked)
	{
		if (!$sum{$script})
		{
			push @bad, "$script is tracked but not in src/sql/released.sha256 (a committed script is a released one)";
			next;
		}
		my $got = Digest::SHA->new(256)->addfile($script)->hexdigest;
		push @bad, "$script has changed since its release (sha256 $got, released $sum{$script}): released scripts are never edited"
		  if $got ne $sum{$script};
	}
	for my $script (sort keys %sum)
	{
		push @bad, "src/sql/released.sha256 names $script, which is not tracked" unless $tracked{$script};
	}
}

print "$_\n" for @bad;
exit(@bad ? 1 : 0);
