#!/usr/bin/perl
# tools/sqlgen.pl: every SQL function and procedure of catmouse, declared
# once in src/sql/functions.tab, expanded (make runs it).
#
#   sqlgen.pl upgrade FROM TO TABLE IN    the upgrade script FROM -> TO: IN
#                                         (the hand-written objects) with each
#                                         "@functions GROUP@" line replaced by
#                                         that group's functions
#   sqlgen.pl full VERSION RELEASED UPGRADE
#                                         the full script of VERSION: the last
#                                         released full script, then the upgrade
#   sqlgen.pl entry TABLE                 src/pg/entry_points.c: the C entry
#                                         point of every function in C, and the
#                                         input kinds' readers
#
# In an upgrade, a function (a graph function: per input kind) that exists
# from a version after FROM is created with its comment; one that existed at
# FROM gets its properties (ALTER FUNCTION) and comment stated again, so
# that an updated database and a fresh install of TO end with the same
# catalog whatever changed.  Perl core only (strict, warnings): any PGXS
# build has it.
use strict;
use warnings FATAL => 'all';

sub usage
{
	die "usage: sqlgen.pl upgrade FROM TO TABLE IN | full VERSION RELEASED UPGRADE | entry TABLE\n";
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
# "type" (a kind's SQL type) or "name" and "what" (function, procedure).
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
		if (/^(kind|function|procedure|aggregate)\s+(\S+)\s*$/)
		{
			$rec = { line => $line };
			if ($1 eq 'kind')
			{
				$rec->{type} = $2;
				push @kinds, $rec;
			}
			else
			{
				@$rec{qw(what name)} = ($1, $2);
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
		$k->{family} //= 'graph';
		die "$path:$k->{line}: kind $k->{type}: family is graph or grid\n"
		  unless $k->{family} =~ /^(graph|grid)$/;
		$k->{holds} = [ split ' ', $k->{holds} // '' ];
	}
	for my $f (@functions)
	{
		for my $g (qw(since group args props comment))
		{
			die "$path:$f->{line}: $f->{name} has no $g\n" unless defined $f->{$g};
		}
		$f->{language} //= $f->{what} eq 'aggregate' ? 'aggregate' : 'C';
		die "$path:$f->{line}: $f->{name}: a function in C needs its c: field\n"
		  if $f->{language} eq 'C' && !defined $f->{c};
		# a graph or grid function: it exists once per kind of its family
		($f->{family}) = $f->{args} =~ /\@(graph|grid)\b/;
		if (!defined $f->{symbol})
		{
			(my $short = $f->{name}) =~ s/^cat_mouse_//;
			$f->{symbol} = "catmouse_$short";
		}
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
	return grep { $_ ne '' } @out;
}

# The instances of a function: one per input kind for a graph function, one
# otherwise; each its arguments, signature, symbol, comment, version and
# kind (undef for none).
sub instances
{
	my ($f, $kinds) = @_;
	my @out;
	my @mine = $f->{family} ? grep { $_->{family} eq $f->{family} } @$kinds : (undef);
	if (defined $f->{kinds})
	{
		# only the kinds of a release (<=V) or those added after it (>V)
		my ($op, $v) = $f->{kinds} =~ /^(<=|>)\s*([\d.]+)$/
		  or die "sqlgen.pl: $f->{name}: kinds is <=VERSION or >VERSION\n";
		@mine = grep { $op eq '<=' ? vcmp($_->{since}, $v) <= 0 : vcmp($_->{since}, $v) > 0 } @mine;
	}
	for my $k (@mine)
	{
		my @args = split_args($f->{args});
		my $fam = $f->{family};
		if ($k && @{ $k->{holds} })
		{
			# a value that holds these arguments: only for a function
			# that has them all, and in their place
			my %held = map { $_ => 1 } @{ $k->{holds} };
			my @have = grep { /^(\w+)\s/ && $held{$1} } @args;
			next if @have != keys %held;
			@args = grep { !(/^(\w+)\s/ && $held{$1}) } @args;
		}
		my (@types, @names);
		for my $a (@args)
		{
			if ($k)
			{
				# the kind's own name for the graph or grid argument
				$a =~ s/^$fam(\s+\@$fam)\b/$k->{argname}$1/ if defined $k->{argname};
				$a =~ s/\@$fam\b/$k->{type}/g;
			}
			next if $a =~ /^OUT\s/;
			(my $t = $a) =~ s/\s+DEFAULT\s.*$//;
			# a named argument: its name, then its type (no type here is
			# of two words); the kind's argument is at the family's
			# position
			my $name = $t =~ s/^(?:IN\s+)?(\w+)\s+// ? $1 : undef;
			$name = $fam if $k && defined $k->{argname} && defined $name && $name eq $k->{argname};
			push @types, $t;
			push @names, $name;
		}
		my $comment = $k ? "$f->{comment} $k->{tail}" : $f->{comment};
		$comment =~ s/'/''/g;
		my $since = $f->{since};
		$since = $k->{since} if $k && vcmp($k->{since}, $since) > 0;
		my %inst = (
			args => \@args,
			names => \@names,
			signature => "$f->{name}(" . join(', ', @types) . ")",
			symbol => $f->{symbol} . ($k ? $k->{suffix} : ''),
			comment => "'$comment'",
			since => $since,
			kind => $k,
		);
		my $in = grep { !/^OUT\s/ } @args;
		if ($k && @{ $k->{holds} } && $in > 1)
		{
			# a value that holds the puzzle: the function of it alone, and
			# one with every other argument given (no defaults, so that no
			# call of another kind with an untyped NULL meets it)
			my @bare = grep { /^OUT\s/ || $_ eq $args[0] } @args;
			push @out, { %inst, args => \@bare, names => [ $names[0] ],
				signature => "$f->{name}($types[0])" };
			my @full = map { (my $a = $_) =~ s/\s+DEFAULT\s.*$//; $a } @args;
			push @out, { %inst, args => \@full, symbol => "$inst{symbol}_options" };
			next;
		}
		push @out, \%inst;
	}
	return @out;
}

# A routine's body (src/sql/routines/NAME.sql): a SQL-standard body as it
# is, any other between dollar quotes.
sub body
{
	my ($f, $dir) = @_;
	my $text = slurp("$dir/routines/$f->{name}.sql");
	$text =~ s/\s+$//;
	return $text if $text =~ /^BEGIN ATOMIC\b/;
	die "sqlgen.pl: $f->{name}'s body holds \$body\$\n" if $text =~ /\$body\$/;
	return "AS \$body\$\n$text\n\$body\$";
}

# The statements of a group in the upgrade FROM -> TO.
sub group_statements
{
	my ($group, $kinds, $functions, $from, $to, $dir) = @_;
	my @out;
	for my $f (grep { $_->{group} eq $group } @$functions)
	{
		next if vcmp($f->{since}, $to) > 0;
		my $object = uc $f->{what};
		for my $i (instances($f, $kinds))
		{
			next if vcmp($i->{since}, $to) > 0;
			if (vcmp($i->{since}, $from) > 0)
			{
				push @out, "CREATE $object $f->{name}(" . (@{ $i->{args} }
					? "\n" . join(",\n", map { "\t$_" } @{ $i->{args} }) : '') . ")";
				push @out, "RETURNS $f->{returns}" if defined $f->{returns} && $f->{returns} ne '';
				if ($f->{what} eq 'aggregate')
				{
					# its definition, the options in props
					$out[-1] .= " (\n\t" . join(",\n\t", split_args($f->{props})) . "\n);";
				}
				elsif ($f->{language} eq 'C')
				{
					push @out, "AS 'MODULE_PATHNAME', '$i->{symbol}'", "LANGUAGE C $f->{props};";
				}
				else
				{
					push @out, "LANGUAGE $f->{language}" . ($f->{props} ne '' ? " $f->{props}" : '');
					push @out, body($f, $dir) . ';';
				}
			}
			elsif ($f->{what} eq 'aggregate')
			{
				# ALTER AGGREGATE changes no option: its definition is stated
				# again by CREATE OR REPLACE (PostgreSQL 12 and later), which
				# keeps its OID, so views and other objects using it stay
				# (1.1 gives cat_mouse_graph_agg its parallel functions so)
				push @out, "CREATE OR REPLACE AGGREGATE $f->{name}(" . join(', ', @{ $i->{args} })
					. ") (\n\t" . join(",\n\t", split_args($f->{props})) . "\n);";
			}
			elsif ($f->{props} ne '')
			{
				push @out, "ALTER $object $i->{signature} $f->{props};";
			}
			push @out, "COMMENT ON $object $i->{signature} IS", "$i->{comment};", '';
		}
	}
	return join("\n", @out);
}

# Items joined by ", " into lines of at most 80 columns (tabs of 4), each
# line after INDENT, every one ending with a comma.
sub wrap
{
	my ($indent, @items) = @_;
	my (@lines, $line);
	for my $item (@items)
	{
		if (defined $line && length($line) + length($item) + 2 > 80 - 4 * length($indent))
		{
			push @lines, "$indent$line,";
			undef $line;
		}
		$line = defined $line ? "$line, $item" : $item;
	}
	push @lines, "$indent$line," if defined $line;
	return @lines;
}

# The C entry points: one per instance of a function in C with a call
# (c: direct ones are written by hand), each symbol once; the positions of
# each set of named arguments in one table (counted from 1; a field left
# out is 0, none), written before the first entry point that reads it and
# named after it.
sub entry_points
{
	my ($kinds, $functions) = @_;
	my (@out, %done, %table);
	my @fields = qw(graph mouse_start cat_start hole cat_can_enter_hole max_turns cat_graph turn cats
	  max_cats may_stay grid cat_jump mouse_jump mouse_row mouse_col cat_row cat_col nodes res mod chunks
	  connected);
	for my $f (grep { $_->{language} eq 'C' && $_->{c} ne 'direct' } @$functions)
	{
		for my $i (instances($f, $kinds))
		{
			next if $done{ $i->{symbol} }++;
			my $call = $f->{c};
			push @out, "/* $i->{signature} */";
			if ($call =~ /\@args\b/)
			{
				my %pos;
				my $n = 0;
				for my $name (@{ $i->{names} })
				{
					$n++;
					$pos{$name} = $n if defined $name;
				}
				for my $name (keys %pos)
				{
					die "sqlgen.pl: $f->{name}: no field $name in CatmouseArgPositions\n"
					  unless grep { $_ eq $name } @fields;
				}
				my $set = join(', ', map { ".$_ = $pos{$_}" } grep { defined $pos{$_} } @fields);
				if (!defined $table{$set})
				{
					($table{$set} = $i->{symbol}) =~ s/^catmouse_/args_/;
					my @lines = wrap("\t", split /, /, $set);
					$lines[-1] =~ s/,$//;
					push @out, "static const CatmouseArgPositions $table{$set} = {", @lines, '};', '';
				}
				$call =~ s/\@args\b/&$table{$set}/g;
			}
			$call =~ s/\@kind\b/$i->{kind}{enum}/g if $i->{kind};
			die "sqlgen.pl: $f->{name}: \@kind in a function without a graph\n" if $call =~ /\@kind/;
			push @out, "PG_FUNCTION_INFO_V1($i->{symbol});", 'Datum',
			  "$i->{symbol}(PG_FUNCTION_ARGS)", '{', "\treturn $call;", '}', '';
		}
	}
	push @out, '/* The readers of the input kinds (a graph argument\'s SQL types), by kind. */',
	  'const CatmouseReader catmouse_readers[] = {',
	  (map { "\t[$_->{enum}] = $_->{reader},\t/* $_->{type} */" } grep { $_->{family} eq 'graph' } @$kinds),
	  '};', '', '/* The readers of a grid argument\'s SQL types, by kind. */',
	  'const CatmouseGridReader catmouse_grid_readers[] = {',
	  (map { "\t[$_->{enum}] = $_->{reader},\t/* $_->{type} */" } grep { $_->{family} eq 'grid' } @$kinds),
	  '};';
	return join("\n", @out) . "\n";
}

my $cmd = shift @ARGV // usage();
if ($cmd eq 'upgrade')
{
	@ARGV == 4 or usage();
	my ($from, $to, $table, $in) = @ARGV;
	my ($kinds, $functions) = read_table($table);
	(my $dir = $table) =~ s{/[^/]*$}{};
	my %groups = map { $_->{group} => 1 } @$functions;
	my $body = slurp($in);
	$body =~ s{^\@functions (\w+)\@\n}{
		die "sqlgen.pl: $in names a group $1 that no function has\n" unless delete $groups{$1};
		group_statements($1, $kinds, $functions, $from, $to, $dir)
	}mge;
	die "sqlgen.pl: $in has no line \@functions $_\@\n" for sort keys %groups;
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
elsif ($cmd eq 'entry')
{
	@ARGV == 1 or usage();
	my ($kinds, $functions) = read_table($ARGV[0]);
	print <<'EOT';
/*-------------------------------------------------------------------------
 *
 * entry_points.c
 *	  The C entry point of every SQL function of catmouse written in C, one
 *	  per function and input kind, each calling its family's implementation
 *	  (family.h) with the positions of its named arguments (a table for
 *	  each set of them, before the first entry point that reads it, named
 *	  after it); and the input kinds' readers.  Made by tools/sqlgen.pl
 *	  from src/sql/functions.tab (make remakes it; it is committed, so that
 *	  every symbol can be found).  Do not edit: change the table.
 *
 *	  A function whose entry point is written by hand in its file (the
 *	  table's "c: direct") is not here.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "family.h"

EOT
	print entry_points($kinds, $functions);
}
else
{
	usage();
}
