# Every example of the README runs as pasted and gives the output it shows;
# its error table lists every SQLSTATE catmouse raises.
#
# The README's ```sql blocks run in order in one psql session on a fresh
# database (the first block creates the extension), as a reader following
# the README would paste them, at PostgreSQL's default settings.  A block is
# a list of statements, each optionally followed by the output psql prints
# for it (aligned, without the row count footer): a header line over a line
# of dashes, or ERROR/NOTICE lines; output ends at a blank line.  Shown
# output must match line for line (trailing spaces aside); a statement
# that ends with a comment ("SELECT ...;  -- 2: the cat wins") and returns
# one value must have that value first in the comment (true/false for t/f);
# any other statement must run without an error or notice.
#
# Other blocks by their info string:
#   ```sql signature  a declaration: each function it names exists
#   ```sql fresh      runs in a new empty database of its own
#   ```sql from-1.0   runs in a database of its own holding catmouse 1.0
#   ```sql shards     the Scaling out example, run by 027_shards.pl
#   ```sql long       a job of minutes (the 11-node census): each function and
#                     procedure it calls exists (034_census_runs.pl runs them
#                     on smaller sizes)
#
# The error table ("### Errors"): its SQLSTATEs are exactly those of the
# ERRCODE_ names in src/ (by PostgreSQL's errcodes.h) and of the condition
# names its SQL routines raise (src/sql/), plus 57014 (cancel)
# and XX000 (an internal error); each of the first kind is shown by
# expected/errors.out.
use strict;
use warnings;

use CatmouseTest;
use Test::More;

my $readme = slurp('README.md');

# The fenced blocks: [info string, text, line number]
my @blocks;
{
	my ($info, $text, $start);
	my $n = 0;
	for my $line (split /\n/, $readme)
	{
		$n++;
		if (!defined $info && $line =~ /^```(\S.*)?$/)
		{
			($info, $text, $start) = ($1 // '', '', $n + 1);
		}
		elsif (defined $info && $line =~ /^```\s*$/)
		{
			push @blocks, [ $info, $text, $start ];
			undef $info;
		}
		elsif (defined $info)
		{
			$text .= "$line\n";
		}
	}
	BAIL_OUT("README.md: a block opened at line $start is not closed") if defined $info;
}

# A block's statements: { sql, comment, output (array of lines or undef), line }
sub statements
{
	my ($text, $first) = @_;
	my @lines = split /\n/, $text;
	my (@items, @sql, $in_dollar, $line0);
	my $i = 0;
	while ($i < @lines)
	{
		my $line = $lines[$i];
		if (!@sql && ($line =~ /^\s*$/ || $line =~ /^\s*--/))
		{
			$i++;
			next;
		}
		$line0 = $first + $i unless @sql;
		push @sql, $line;
		my $dollars = () = $line =~ /\$\$/g;
		$in_dollar = !$in_dollar if $dollars % 2;
		my $code = $line;
		my $comment;
		$comment = $1 if $code =~ s/;\s+--\s+(.*)$/;/;
		$code =~ s/\s+--\s.*$//;
		$i++;
		next if $in_dollar;
		next unless $code =~ /;\s*$/ || (@sql == 1 && $code =~ /^\\/);
		my $output;
		if ($i < @lines
			&& (($i + 1 < @lines && $lines[ $i + 1 ] =~ /^-+(\+-+)*$/)
				|| $lines[$i] =~ /^(ERROR|WARNING|NOTICE):/))
		{
			$output = [];
			push @$output, $lines[ $i++ ] while $i < @lines && $lines[$i] !~ /^\s*$/;
		}
		push @items, { sql => join("\n", @sql), comment => $comment,
			output => $output, line => $line0 };
		@sql = ();
	}
	BAIL_OUT("README.md line $line0: a statement without its end") if @sql;
	return @items;
}

sub tidy
{
	my ($text) = @_;
	$text =~ s/^psql:[^:\n]*:\d+: //mg;    # psql's location of an error
	$text =~ s/[ \t]+$//mg;
	$text =~ s/\n+$//;
	return $text;
}

my $node = catmouse_node('readme');
$node->safe_psql('postgres', 'CREATE DATABASE readme');
$node->safe_psql('postgres', 'CREATE DATABASE readme_10');
$node->safe_psql('readme_10', q{CREATE EXTENSION catmouse VERSION '1.0'});

my %session;
sub session
{
	my ($db) = @_;
	$session{$db} //= $node->background_psql($db, on_error_stop => 0,
		extra_params => [ '-P', 'format=aligned', '-P', 'tuples_only=off', '-P', 'footer=off' ]);
	return $session{$db};
}

my ($compared, $values, $plain, $signatures) = (0, 0, 0, 0);
my %kinds;
for my $block (@blocks)
{
	my ($info, $text, $start) = @$block;
	my @words = split ' ', $info;
	next unless @words && $words[0] eq 'sql';
	my $kind = $words[1] // 'run';
	$kinds{$kind}++;
	if ($kind eq 'signature')
	{
		for my $name ($text =~ /^\s*(\w+)\s*\(/mg)
		{
			my $found = $node->safe_psql('readme', qq{SELECT count(*) FROM pg_proc WHERE proname = '$name'});
			ok($found > 0, "README.md line $start: the declaration of $name names a function");
			$signatures++;
		}
		next;
	}
	next if $kind eq 'shards';
	if ($kind eq 'long')
	{
		for my $name ($text =~ /\b(cat_mouse_\w+)\s*\(/g)
		{
			my $found = $node->safe_psql('readme', qq{SELECT count(*) FROM pg_proc WHERE proname = '$name'});
			ok($found > 0, "README.md line $start: the long job's $name exists");
		}
		next;
	}
	BAIL_OUT("README.md line $start: unknown block kind \"$info\"")
	  unless $kind eq 'run' || $kind eq 'from-1.0' || $kind eq 'fresh';
	my $db = 'readme';
	$db = 'readme_10' if $kind eq 'from-1.0';
	if ($kind eq 'fresh')
	{
		$db = "readme_fresh_$start";
		$node->safe_psql('postgres', qq{CREATE DATABASE "$db"});
	}
	my $psql = session($db);
	for my $item (statements($text, $start))
	{
		$psql->{stderr} = '';
		my $rawout = $psql->query($item->{sql});
		my $out = $rawout;
		my $err = tidy($psql->{stderr});
		$out = tidy($out);
		my $where = "README.md line $item->{line}";
		(my $what = $item->{sql}) =~ s/\s+/ /g;
		$what = substr($what, 0, 70);
		if (defined $item->{output})
		{
			my $shown = tidy(join "\n", @{ $item->{output} });
			my $got = $shown =~ /^(ERROR|WARNING|NOTICE):/ ? $err : $out;
			is($got, $shown, "$where: $what gives the output shown")
			  or diag("standard error: $err");
			$compared++;
			next;
		}
		(my $raw = $rawout) =~ s/\n\z//;
		my @rows = split /\n/, $raw, -1;
		if (defined $item->{comment} && @rows == 3 && $rows[0] !~ /\|/)
		{
			(my $value = $rows[2]) =~ s/^\s+|\s+$//g;
			my %word = (t => 'true', f => 'false', '' => 'NULL');
			my $want = $word{$value} // $value;
			ok($err eq '' && $item->{comment} =~ /^\Q$want\E(?:[\s:,;.]|$)/,
				"$where: $what gives $want, as its comment says")
			  or diag("it gives \"$value\"; the comment says \"$item->{comment}\"; $err");
			$values++;
			next;
		}
		ok($err eq '', "$where: $what runs without an error or notice")
		  or diag($err);
		ok(!defined $item->{comment} || $item->{comment} !~ /^(-?\d[\d.]*|true|false|NULL)(?:[\s:,;.]|$)/,
			"$where: a value in the comment of a query of one value")
		  if defined $item->{comment};
		$plain++;
	}
}
$_->quit for values %session;

ok($compared >= 30, "$compared statements compared with the output shown");
ok($values >= 20, "$values statements with their value in a comment");
ok($kinds{'from-1.0'} && $kinds{shards} && $kinds{signature} >= 10,
	"blocks: " . join(', ', map { "$kinds{$_} $_" } sort keys %kinds));
note "$plain statements run without output shown; $signatures functions declared";

# The error table against the source.
my %errcode;
{
	my $include = `pg_config --includedir-server`;
	chomp $include;
	for my $line (split /\n/, slurp("$include/utils/errcodes.h"))
	{
		next unless $line =~ /^#define\s+(ERRCODE_\w+)\s+MAKE_SQLSTATE\(([^)]*)\)/;
		my ($name, $chars) = ($1, $2);
		$errcode{$name} = join '', $chars =~ /'(.)'/g;
	}
}
my %raised;
for my $file (split /\n/, `find src -name '*.c' -o -name '*.h'`)
{
	for my $name (map { /ERRCODE_TO_CATEGORY/ ? () : /\b(ERRCODE_\w+)/g } split /\n/, slurp($file))
	{
		BAIL_OUT("$file: $name is not in errcodes.h") unless $errcode{$name};
		$raised{ $errcode{$name} } = $name;
	}
}
# and the condition names the SQL routines raise (ERRCODE = 'name')
for my $file (glob('src/sql/*.in src/sql/routines/*.sql'))
{
	for my $name (map { 'ERRCODE_' . uc } slurp($file) =~ /ERRCODE = '(\w+)'/g)
	{
		BAIL_OUT("$file: $name is not in errcodes.h") unless $errcode{$name};
		$raised{ $errcode{$name} } = $name;
	}
}
my %extra = ('57014' => 'query_canceled', 'XX000' => 'internal_error');
my ($errors) = $readme =~ /^### Errors\n(.*?)^##/ms;
my %listed = map { $_ => 1 } ($errors // '') =~ /^\| `([0-9A-Z]{5})` \|/mg;
is(join(' ', sort keys %listed), join(' ', sort(keys %raised, keys %extra)),
	"the README's error table lists the SQLSTATEs of src/ and of cancel and internal errors");
my $shown = slurp('expected/errors.out');
for my $code (sort keys %raised)
{
	like($shown, qr/^code\s+\| $code$/m, "expected/errors.out shows $code ($raised{$code})");
}

done_testing();
