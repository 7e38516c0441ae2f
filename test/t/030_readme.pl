# Every example of the documentation runs as pasted and gives the output it
# shows; every link between its files leads to a file and a heading that
# exist; its error table lists every SQLSTATE catmouse raises.
#
# The documents, in this fixed order: README.md, then docs/*.md by name,
# then bench/README.md and test/README.md.  Each document is
# self-contained: its ```sql blocks run in order in one psql session on a
# database of its own, named catmouse as the README's tour names it (made
# for the document and dropped after it: state carries from block to block
# within the document, never from one document to another), as a reader
# following it would paste them, at PostgreSQL's default settings.
# README.md's database starts empty (the tour's psql -d catmouse -f
# demo/puzzles.sql, a ```sh run block, creates the extension); every other
# document's starts with CREATE EXTENSION catmouse, as each says at its
# top.  A block is a list of statements, each optionally followed by
# the output psql prints for it (aligned, without the row count footer): a
# header line over a line of dashes, or ERROR/NOTICE lines; output ends at
# a blank line.  Shown output must match line for line (trailing spaces
# aside); a statement that ends with a comment ("SELECT ...;  -- 2: the
# cat wins") and returns one value must have that value first in the
# comment (true/false for t/f); any other statement must run without an
# error or notice.  Messages name the document and line
# ("docs/reference.md line 120").
#
# Other blocks by their info string:
#   ```sql signature  a declaration: each function it names exists
#   ```sql fresh      runs in a new empty database of its own
#   ```sql from-1.0   runs in a database holding catmouse 1.0, one per document
#   ```sql shards     the Scaling out example (docs/scaling-out.md), run by
#                     027_shards.pl
#   ```sql citus      the Citus example (docs/scaling-out.md), run by
#                     037_citus.pl on a coordinator and two workers
#   ```sql long       a job of minutes (the 11-node census): each function and
#                     procedure it calls exists (034_census_runs.pl runs them
#                     on smaller sizes)
#   ```sh run         shell commands a reader runs against the document's
#                     database (psql -d catmouse ..., a picture written with
#                     > FILE): each command (a line, continued after a
#                     trailing |, && or \) runs as written with bash
#                     (pipefail) at its place among the document's blocks,
#                     psql reaching the test's server by PGHOST and PGPORT
#                     and no default database, in a scratch folder where the
#                     tree's files are linked in (demo/puzzles.sql reads
#                     as in a checkout); it must exit 0 with nothing on its
#                     standard error, and each file it writes (> FILE,
#                     -o FILE) must be there, not empty, and an .svg file a
#                     well-formed SVG document (xmllint)
# Other ```sh blocks (installation, the quick start, what needs root) are
# not run.
#
# The links: every relative Markdown link or image outside code,
# "[text](path)", "[text](path#anchor)" or "[text](#anchor)", names a file
# of the tree (relative to the document's folder) and, with an anchor, a
# heading of that Markdown file, by GitHub's rule: the heading's text
# lowercased, every character but letters, digits, spaces, '-' and '_'
# dropped, spaces turned into '-', a repeated anchor numbered (-1, -2).
#
# The error table (the "Errors" heading, in exactly one document): its
# SQLSTATEs are exactly those of the ERRCODE_ names in src/ (by PostgreSQL's
# errcodes.h) and of the condition names its SQL routines raise
# (src/sql/), plus 57014 (cancel) and XX000 (an internal error); each of
# the first kind is shown by expected/errors.out, but 38000 and 53000
# (Graphviz's or the system's failures in cat_mouse_svg's child process).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Cwd qw(getcwd);
use Encode qw(decode);
use File::Basename qw(dirname);
use File::Temp qw(tempdir);
use IPC::Run;
use Test::More;

# nauty's programs (datasets.md's and censuses.md's COPY ... FROM PROGRAM),
# Graphviz's dot (the reference's picture) and xmllint (the pictures written)
needs_tools('nauty-geng' => 'nauty', 'nauty-directg' => 'nauty', 'nauty-pickg' => 'nauty',
	'dot' => 'graphviz', 'xmllint' => 'libxml2-utils');

my @documents = ('README.md', sort(glob('docs/*.md')), grep { -e } 'bench/README.md', 'test/README.md');
my %text = map { $_ => slurp($_) } @documents;

# A text's lines, each with what it is to Markdown: [line, kind, info], kind
# 'open' (a fence opening a code block, info its info string), 'code',
# 'close' or 'text'.  A fence is three or more backticks, indented or not
# (in a list item), and an info string without backticks ("```` ```sql ````"
# is inline code); a block closes at a fence of as many backticks or more.
sub markdown_lines
{
	my ($text) = @_;
	my (@lines, $fence);
	for my $line (split /\n/, $text)
	{
		if (!defined $fence && $line =~ /^\s*(`{3,})([^`]*)$/)
		{
			$fence = length $1;
			(my $info = $2) =~ s/^\s+|\s+$//g;
			push @lines, [ $line, 'open', $info ];
		}
		elsif (defined $fence && $line =~ /^\s*(`{3,})\s*$/ && length $1 >= $fence)
		{
			undef $fence;
			push @lines, [ $line, 'close' ];
		}
		else
		{
			push @lines, [ $line, defined $fence ? 'code' : 'text' ];
		}
	}
	return @lines;
}

# A document's fenced blocks: [info string, text, line number]
sub blocks
{
	my ($file) = @_;
	my (@blocks, $info, $text, $start);
	my $n = 0;
	for my $l (markdown_lines($text{$file}))
	{
		my ($line, $kind) = @$l;
		$n++;
		if ($kind eq 'open')
		{
			($info, $text, $start) = ($l->[2], '', $n + 1);
		}
		elsif ($kind eq 'close')
		{
			push @blocks, [ $info, $text, $start ];
			undef $info;
		}
		elsif ($kind eq 'code')
		{
			$text .= "$line\n";
		}
	}
	BAIL_OUT("$file: a block opened at line $start is not closed") if defined $info;
	return @blocks;
}

# A block's statements: { sql, comment, output (array of lines or undef), line }
sub statements
{
	my ($file, $text, $first) = @_;
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
	BAIL_OUT("$file line $line0: a statement without its end") if @sql;
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

# ---- the links ----

# A document's text without its fenced blocks and inline code
sub prose
{
	my ($file) = @_;
	my $out = join '', map { $_->[1] eq 'text' ? "$_->[0]\n" : "\n" }
	  markdown_lines(decode('UTF-8', $text{$file}));
	# inline code (within a paragraph), its line ends kept
	$out =~ s/(`+)(?!`)((?:(?!\n\s*\n).)*?)(?<!`)\1(?!`)/"\n" x ($2 =~ tr{\n}{})/gse;
	return $out;
}

# A Markdown file's heading anchors, by GitHub's rule
my %anchors;
sub anchors
{
	my ($path) = @_;
	return $anchors{$path} if $anchors{$path};
	my $text = decode('UTF-8', $text{$path} // slurp($path));
	my (%seen, %set);
	for my $l (markdown_lines($text))
	{
		next if $l->[1] ne 'text' || $l->[0] !~ /^#{1,6}\s+(.*?)\s*#*\s*$/;
		(my $anchor = lc $1) =~ s/[^\w\- ]//g;
		$anchor =~ s/ /-/g;
		my $n = $seen{$anchor}++;
		$set{ $n ? "$anchor-$n" : $anchor } = 1;
	}
	return $anchors{$path} = \%set;
}

# A path of the tree, "docs/../bench/README.md" as "bench/README.md"
sub tree_path
{
	my @parts;
	for my $part (split m{/}, $_[0])
	{
		next if $part eq '.' || $part eq '';
		if ($part eq '..') { pop @parts; next; }
		push @parts, $part;
	}
	return join('/', @parts) || '.';
}

my $links = 0;
for my $file (@documents)
{
	my $prose = prose($file);
	my @lines = split /\n/, $prose;
	for my $i (0 .. $#lines)
	{
		while ($lines[$i] =~ /\]\(([^)\s]+)\)/g)
		{
			my $target = $1;
			next if $target =~ /^[a-z][a-z0-9+.-]*:/i;    # http:, https:, mailto:
			my ($path, $anchor) = $target =~ /^([^#]*)(?:#(.*))?$/;
			my $where = "$file line " . ($i + 1);
			my $resolved = $path eq '' ? $file : tree_path(dirname($file) . "/$path");
			$links++;
			if (!-e $resolved)
			{
				fail("$where: the link to $target names $resolved, which is not in the tree");
				next;
			}
			next unless defined $anchor;
			if ($resolved !~ /\.md$/)
			{
				fail("$where: the link to $target has an anchor in a file that is not Markdown");
				next;
			}
			ok(anchors($resolved)->{$anchor}, "$where: the link to $target leads to a heading of $resolved")
			  or diag("its headings' anchors: " . join(' ', sort keys %{ anchors($resolved) }));
		}
	}
}
ok($links >= 150, "$links relative links between the documents checked");

# ---- the examples ----

my $node = catmouse_node('readme');
$node->safe_psql('postgres', 'CREATE DATABASE readme_catalog');
$node->safe_psql('readme_catalog', 'CREATE EXTENSION catmouse');

sub proc_exists
{
	my ($name) = @_;
	return $node->safe_psql('readme_catalog', qq{SELECT count(*) FROM pg_proc WHERE proname = '$name'}) > 0;
}

my %session;
sub session
{
	my ($db) = @_;
	$session{$db} //= $node->background_psql($db, on_error_stop => 0,
		extra_params => [ '-P', 'format=aligned', '-P', 'tuples_only=off', '-P', 'footer=off' ]);
	return $session{$db};
}

my ($compared, $values, $plain, $signatures, $commands) = (0, 0, 0, 0, 0);

# A folder for a document's shell commands: the tree's files linked in, so
# that a command reads demo/puzzles.sql as in a checkout, and what it writes
# (picture.svg) stays out of the tree
my $tree = getcwd();
sub scratch
{
	my $dir = tempdir(CLEANUP => 1);
	opendir my $dh, $tree or die "$tree: $!";
	for my $entry (grep { !/^\./ } readdir $dh)
	{
		symlink("$tree/$entry", "$dir/$entry") or die "$dir/$entry: $!";
	}
	closedir $dh;
	return $dir;
}

# A ```sh run block's commands: its lines, one a command, a line that ends
# in |, && or \ continued on the next; blank lines and comments skipped
sub commands
{
	my ($text, $first) = @_;
	my (@commands, $cmd, $line0);
	my $n = $first - 1;
	for my $line (split /\n/, $text)
	{
		$n++;
		next if !defined $cmd && ($line =~ /^\s*$/ || $line =~ /^\s*#/);
		$line0 = $n unless defined $cmd;
		$cmd = defined $cmd ? "$cmd\n$line" : $line;
		next if $line =~ /(\||&&|\\)\s*$/;
		push @commands, [ $cmd, $line0 ];
		undef $cmd;
	}
	BAIL_OUT("line $line0: a command without its end") if defined $cmd;
	return @commands;
}

# Run a ```sh run block's commands as written, against the node
sub run_commands
{
	my ($file, $text, $start, $dir) = @_;
	local $ENV{PGHOST} = $node->host;
	local $ENV{PGPORT} = $node->port;
	local $ENV{PSQLRC} = '/dev/null';
	delete local $ENV{PGDATABASE};
	delete local $ENV{PGSERVICE};
	for my $c (commands($text, $start))
	{
		my ($cmd, $line) = @$c;
		my $where = "$file line $line";
		(my $what = $cmd) =~ s/\s+/ /g;
		$what = substr($what, 0, 70);
		my ($out, $err) = ('', '');
		IPC::Run::run([ 'bash', '-o', 'pipefail', '-c', $cmd ], '<', \'', '>', \$out, '2>', \$err,
			init => sub { chdir $dir or die "$dir: $!" });
		my $status = $?;
		ok($status == 0 && $err eq '', "$where: $what runs without an error")
		  or diag("exit status $status; standard error: $err");
		$commands++;
		my @written = ($cmd =~ /(?:^|\s)>\s*([\w.\/-]+)/g, $cmd =~ /\s-o\s*([\w.\/-]+)/g);
		for my $written (@written)
		{
			my $path = "$dir/$written";
			ok(-s $path, "$where: $what writes $written");
			next unless $written =~ /\.svg$/ && -s $path;
			my ($status, $lint_out, $lint_err) = run('xmllint', '--noout', $path);
			my $svg = slurp($path);
			ok($status == 0 && $svg =~ /<svg\b/ && $svg =~ m{</svg>\s*\z},
				"$where: $written is a well-formed SVG document")
			  or diag($lint_err);
			unlink $path;
		}
	}
}
my %kinds;
my %db_of;
for my $f (0 .. $#documents)
{
	my $file = $documents[$f];
	# the document's own database, catmouse, as the README's tour names it
	my $db = 'catmouse';
	$node->safe_psql('postgres', qq{CREATE DATABASE "$db"});
	$node->safe_psql($db, 'CREATE EXTENSION catmouse') unless $file eq 'README.md';
	my $scratch = scratch();
	for my $block (blocks($file))
	{
		my ($info, $text, $start) = @$block;
		my @words = split ' ', $info;
		if (@words == 2 && $words[0] eq 'sh' && $words[1] eq 'run')
		{
			$kinds{'sh run'}++;
			run_commands($file, $text, $start, $scratch);
			next;
		}
		next unless @words && $words[0] eq 'sql';
		my $kind = $words[1] // 'run';
		$kinds{$kind}++;
		if ($kind eq 'signature')
		{
			for my $name ($text =~ /^\s*(\w+)\s*\(/mg)
			{
				ok(proc_exists($name), "$file line $start: the declaration of $name names a function");
				$signatures++;
			}
			next;
		}
		next if $kind eq 'shards' || $kind eq 'citus';
		if ($kind eq 'long')
		{
			for my $name ($text =~ /\b(cat_mouse_\w+)\s*\(/g)
			{
				ok(proc_exists($name), "$file line $start: the long job's $name exists");
			}
			next;
		}
		BAIL_OUT("$file line $start: unknown block kind \"$info\"")
		  unless $kind eq 'run' || $kind eq 'from-1.0' || $kind eq 'fresh';
		my $block_db = $db;
		if ($kind eq 'from-1.0')
		{
			# each document's own database of 1.0, made at its first such block
			$block_db = "readme_10_$f";
			if (!$session{$block_db})
			{
				$node->safe_psql('postgres', qq{CREATE DATABASE "$block_db"});
				$node->safe_psql($block_db, q{CREATE EXTENSION catmouse VERSION '1.0'});
			}
		}
		if ($kind eq 'fresh')
		{
			$block_db = "readme_fresh_${f}_$start";
			$node->safe_psql('postgres', qq{CREATE DATABASE "$block_db"});
		}
		my $psql = session($block_db);
		for my $item (statements($file, $text, $start))
		{
			$psql->{stderr} = '';
			my $rawout = $psql->query($item->{sql});
			my $out = $rawout;
			my $err = tidy($psql->{stderr});
			$out = tidy($out);
			my $where = "$file line $item->{line}";
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
	# one document's sessions end before the next document's start, and its
	# database goes with them
	$_->quit for values %session;
	%session = ();
	$node->safe_psql('postgres', qq{DROP DATABASE "$db" WITH (FORCE)});
}

ok($compared >= 30, "$compared statements compared with the output shown");
ok($commands >= 6, "$commands shell commands run as written");
ok($values >= 20, "$values statements with their value in a comment");
ok($kinds{'from-1.0'} && $kinds{shards} && $kinds{signature} >= 10,
	"blocks: " . join(', ', map { "$kinds{$_} $_" } sort keys %kinds));
note "$plain statements run without output shown; $signatures functions declared";
note 'documents: ' . join(', ', @documents);

# ---- the error table against the source ----
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
my @tables = grep { $text{$_} =~ /^#{2,3} Errors\n/m } @documents;
is(scalar @tables, 1, 'one document has the error table: ' . join(', ', @tables));
my ($errors) = $text{ $tables[0] // 'README.md' } =~ /^#{2,3} Errors\n(.*?)(?=^#{1,3} |\z)/ms;
my %listed = map { $_ => 1 } ($errors // '') =~ /^\| `([0-9A-Z]{5})` \|/mg;
is(join(' ', sort keys %listed), join(' ', sort(keys %raised, keys %extra)),
	"the error table of " . ($tables[0] // 'no document')
	  . " lists the SQLSTATEs of src/ and of cancel and internal errors");
my $shown = slurp('expected/errors.out');
# (raised when Graphviz or the system fails, in cat_mouse_svg's child
# process: no query provokes them on purpose; test/t/036_svg.pl covers the
# paths it can, a layout out of memory and a cancel)
# Nor are those a census run raises only on a Citus coordinator, about its
# workers: test/t/038_citus_census.pl provokes them
# Nor is a partial state of the aggregate from another aggregate's bytes,
# which only a superuser's aggregate can make (test/t/040_sql_fuzz.pl makes
# one on 16 and later, whose string_agg can serialize)
my %unshown = ('38000' => 'Graphviz failed', '53000' => 'no pipe or process',
	'22P03' => 'a foreign partial state of the aggregate',
	'08006' => 'a Citus worker that does not answer', '55000' => 'a Citus worker without this catmouse');
for my $code (grep { !$unshown{$_} } sort keys %raised)
{
	like($shown, qr/^code\s+\| $code$/m, "expected/errors.out shows $code ($raised{$code})");
}

done_testing();
