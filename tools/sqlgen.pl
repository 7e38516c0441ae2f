#!/usr/bin/perl
# tools/sqlgen.pl: the graph functions of catmouse, declared once in
# src/sql/graph_functions.tab, expanded for every input kind (make runs it).
#
#   sqlgen.pl upgrade FROM TO TABLE IN    the upgrade script FROM -> TO: IN
#                                         (the hand-written objects) with
#                                         @graph_functions@ expanded
#   sqlgen.pl full VERSION RELEASED UPGRADE
#                                         the full script of VERSION: the last
#                                         released full script, then the upgrade
#   sqlgen.pl header TABLE                src/pg/graph_kinds.h, the input kinds
#                                         for the glue's C entry points
#
# In an upgrade, a graph function (family x kind) that exists from a version
# after FROM is created with its comment; one that existed at FROM gets its
# properties (ALTER FUNCTION) and comment stated again, so that an updated
# database and a fresh install of TO end with the same catalog whatever
# changed.  Perl core only (strict, warnings): any PGXS build has it.
use strict;
use warnings;

sub usage
{
	die "usage: sqlgen.pl upgrade FROM TO TABLE IN | full VERSION RELEASED UPGRADE | header TABLE\n";
}

# version strings compare as lists of numbers: 1.10 > 1.9
sub vcmp
{
	my ($a, $b) = @_;
	my @a = split /\./, $a;
	my @b = split /\./, $b;
	while (@a || @b)
	{
		my $c = (shift(@a) // 0) <=> (shift(@b) // 0);
		return $c if $c;
	}
	return 0;
}

sub slurp
{
	my ($path) = @_;
	open my $fh, '<', $path or die "sqlgen.pl: cannot read $path: $!\n";
	local $/;
	my $text = <$fh>;
	close $fh;
	return $text;
}

# The table: (\@kinds, \@functions), each a list of hashes of fields, with
# "type" (a kind's SQL type) or "name" (a function's SQL name).
sub read_table
{
	my ($path) = @_;
	my (@kinds, @functions, $rec, $key);
	my $line = 0;
	my $where = sub { "$path:$line" };
	for (split /\n/, slurp($path))
	{
		$line++;
		next if /^#/;
		if (/^\s*$/)
		{
			undef $key;
			next;
		}
		if (/^(kind|function)\s+(\S+)\s*$/)
		{
			$rec = { line => $line };
			if ($1 eq 'kind')
			{
				$rec->{type} = $2;
				push @kinds, $rec;
			}
			else
			{
				$rec->{name} = $2;
				push @functions, $rec;
			}
			undef $key;
		}
		elsif (/^  (\w+):\s*(.*?)\s*$/ && $rec)
		{
			$key = $1;
			die $where->() . ": field $key given twice\n" if exists $rec->{$key};
			$rec->{$key} = $2;
		}
		elsif (/^\s{3,}(\S.*?)\s*$/ && $key)
		{
			$rec->{$key} .= ($rec->{$key} eq '' ? '' : ' ') . $1;
		}
		else
		{
			die $where->() . ": cannot read \"$_\"\n";
		}
	}
	for my $k (@kinds)
	{
		for my $f (qw(since suffix enum reader tail))
		{
			die "$path:$k->{line}: kind $k->{type} has no $f\n" unless defined $k->{$f};
		}
	}
	for my $f (@functions)
	{
		for my $g (qw(since args props comment))
		{
			die "$path:$f->{line}: function $f->{name} has no $g\n" unless defined $f->{$g};
		}
		die "$path:$f->{line}: $f->{name}: the name must start with cat_mouse_\n"
		  unless $f->{name} =~ /^cat_mouse_(\w+)$/;
		$f->{symbol} = "catmouse_$1";
	}
	die "$path: no kinds\n" unless @kinds;
	return (\@kinds, \@functions);
}

# The arguments of a function, split at the commas between them.
sub split_args
{
	my ($args) = @_;
	my (@out, $depth, $cur, $quote);
	($depth, $cur, $quote) = (0, '', 0);
	for my $c (split //, $args)
	{
		$quote = !$quote if $c eq "'";
		$depth++ if !$quote && $c eq '(';
		$depth-- if !$quote && $c eq ')';
		if ($c eq ',' && !$quote && $depth == 0)
		{
			push @out, $cur;
			$cur = '';
			next;
		}
		$cur .= $c;
	}
	push @out, $cur;
	s/^\s+|\s+$//g for @out;
	return @out;
}

# A function of one kind: its arguments, signature, symbol and comment.
sub instance
{
	my ($f, $k) = @_;
	my @args = map { (my $a = $_) =~ s/\@graph\b/$k->{type}/g; $a } split_args($f->{args});
	my @types;
	for my $a (@args)
	{
		next if $a =~ /^OUT\s/;
		my $t = $a;
		$t =~ s/^(IN\s+)?\w+\s+//;
		$t =~ s/\s+DEFAULT\s.*$//;
		push @types, $t;
	}
	my $comment = "$f->{comment} $k->{tail}";
	$comment =~ s/'/''/g;
	return {
		args => \@args,
		signature => "$f->{name}(" . join(', ', @types) . ")",
		symbol => $f->{symbol} . $k->{suffix},
		comment => "'$comment'",
		since => (vcmp($f->{since}, $k->{since}) > 0 ? $f->{since} : $k->{since}),
	};
}

# The graph functions' statements of the upgrade FROM -> TO.
sub graph_functions
{
	my ($kinds, $functions, $from, $to) = @_;
	my @out;
	for my $f (@$functions)
	{
		next if vcmp($f->{since}, $to) > 0;
		push @out, "-- $f->{name}", '';
		for my $k (@$kinds)
		{
			my $i = instance($f, $k);
			next if vcmp($i->{since}, $to) > 0;
			if (vcmp($i->{since}, $from) > 0)
			{
				push @out, "CREATE FUNCTION $f->{name}(",
				  join(",\n", map { "\t$_" } @{ $i->{args} }) . ")";
				push @out, "RETURNS $f->{returns}" if defined $f->{returns};
				push @out, "AS 'MODULE_PATHNAME', '$i->{symbol}'",
				  "LANGUAGE C $f->{props};";
			}
			else
			{
				push @out, "ALTER FUNCTION $i->{signature} $f->{props};";
			}
			push @out, "COMMENT ON FUNCTION $i->{signature} IS", "$i->{comment};", '';
		}
	}
	return join("\n", @out);
}

my $cmd = shift @ARGV // usage();
if ($cmd eq 'upgrade')
{
	@ARGV == 4 or usage();
	my ($from, $to, $table, $in) = @ARGV;
	my ($kinds, $functions) = read_table($table);
	my $body = slurp($in);
	my $generated = graph_functions($kinds, $functions, $from, $to);
	$body =~ s/^\@graph_functions\@\n/$generated/m
	  or die "sqlgen.pl: $in has no line \@graph_functions\@\n";
	print "/* catmouse--$from--$to.sql: made by tools/sqlgen.pl from src/sql/ (do not edit) */\n\n";
	print $body;
}
elsif ($cmd eq 'full')
{
	@ARGV == 3 or usage();
	my ($version, $released, $upgrade) = @ARGV;
	my ($rname) = $released =~ m{([^/]+)$};
	my ($uname) = $upgrade =~ m{([^/]+)$};
	print "/* catmouse--$version.sql: $rname followed by $uname (made by tools/sqlgen.pl) */\n";
	my $r = slurp($released);
	$r =~ s{^/\*[^\n]*\*/\n}{};
	print $r;
	my $u = slurp($upgrade);
	$u =~ s{^/\*[^\n]*\*/\n}{-- from $uname\n};
	$u =~ s{^\\echo [^\n]*\n}{}mg;
	print $u;
}
elsif ($cmd eq 'header')
{
	@ARGV == 1 or usage();
	my ($kinds) = read_table($ARGV[0]);
	print <<'EOT';
/*
 * graph_kinds.h: the input kinds of a graph argument, one line each
 * (enum, C symbol suffix, reader).  Made by tools/sqlgen.pl from
 * src/sql/graph_functions.tab; do not edit.
 *
 * CATMOUSE_GRAPH_KINDS(X, ...) expands X(enum, suffix, reader, ...) once
 * per kind, in the table's order.
 */
EOT
	print "#define CATMOUSE_GRAPH_KINDS(X, ...) \\\n";
	print join(" \\\n", map { "\tX($_->{enum}, $_->{suffix}, $_->{reader}, __VA_ARGS__)" } @$kinds), "\n";
}
else
{
	usage();
}
