#!/usr/bin/perl
# tools/check-layers.pl TOP PRIVATE...: the layer rule of src/, checked on
# every build (make check-layers).  A file of the core (src/core/) includes
# only the C library's headers, nauty's, the compiler's x86 intrinsics and
# the core's own, never a
# PostgreSQL header; a file of the glue (src/pg/) includes none of the core's private
# headers (PRIVATE: the core's files that are not its interface).  Prints
# each breach as file:line and fails.
use strict;
use warnings FATAL => 'all';

my ($top, @private) = @ARGV;
die "usage: check-layers.pl TOP PRIVATE...\n" unless defined $top;
my %private = map { $_ => 1 } @private;
# the C library headers the core may use (no I/O of its own: stdio.h for
# snprintf into the caller's buffers only)
my %libc = map { $_ => 1 } qw(stdarg.h stdbool.h stddef.h stdint.h stdio.h stdlib.h string.h limits.h setjmp.h);
# and nauty's (libnauty2-dev), the field's library, which the core wraps
$libc{$_} = 1 for qw(nauty.h gtools.h);
# and the compiler's x86 intrinsics, for the census's vector bodies (census.c,
# x86-64 only, chosen by the CPU at run time)
$libc{'immintrin.h'} = 1;
my @breaches;

sub includes
{
	my ($path) = @_;
	open my $fh, '<', $path or die "check-layers.pl: $path: $!\n";
	my @inc;
	while (<$fh>)
	{
		push @inc, [$., $1, $2] if /^\s*#\s*include\s+([<"])([^>"]+)[>"]/;
	}
	close $fh;
	return @inc;
}

my %core = map { m{([^/]+)$}; ($1 => 1) } glob("$top/src/core/*.[ch]");
for my $path (sort glob("$top/src/core/*.[ch]"))
{
	for my $inc (includes($path))
	{
		my ($line, $kind, $name) = @$inc;
		next if $kind eq '"' && $core{$name};
		next if $kind eq '<' && $libc{$name};
		push @breaches, "$path:$line: the core includes $name (only the C library's headers, nauty's, immintrin.h and src/core/'s own)";
	}
}
for my $path (sort glob("$top/src/pg/*.[ch]"))
{
	for my $inc (includes($path))
	{
		my ($line, $kind, $name) = @$inc;
		push @breaches, "$path:$line: the glue includes $name, private to the core"
		  if $private{$name};
	}
}
if (@breaches)
{
	print STDERR "$_\n" for @breaches;
	die "check-layers.pl: the layer rule of CONTRIBUTING.md is broken\n";
}
