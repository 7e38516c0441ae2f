# The SQL fuzzer of the glue: every SQL function of catmouse, called as a
# plain role with inputs made from the core's fuzz corpora and mutated, and
# statements of several sessions' kinds in interplay, on a server of its own.
#
#   cases    SQL_FUZZ_CASES calls (2,000 by default) of functions picked
#            from the catalog (every member function of the extension), each
#            argument made for its type: graphs as int[][], bigint[][],
#            jsonb, json, text and graph6 (the corpora's codes and texts,
#            random graphs), grids, puzzles, numbers at the limits and one
#            past them, NULLs; then mutated: cut short, padded with white
#            space or bytes, repeated to megabytes, other dimensions and
#            lower bounds, NULL elements, non-ASCII and control characters.
#            Some calls are wrapped: LIMIT, a LATERAL rescan, a self-cancel.
#            Each runs twice, first under stress (work_mem 64kB, parallel
#            forced as debug_parallel_query = regress does, every case in an
#            exception block) and then in a fresh session at the defaults:
#            the two must give the same SQLSTATE, count and checksum of rows
#            (but for calls a timeout or a cancel can stop);
#   scripts  SQL_FUZZ_SCRIPTS sessions (40 by default), each a random run of
#            top-level statements: cursors on geng's streams fetched in any
#            order, savepoints rolled back and released, exception blocks,
#            censuses and other calls between the fetches, lateral calls,
#            census runs; every stream that is read to its end must have
#            given every graph exactly as many times as a fresh run counts.
#
# Fails on a backend terminated by a signal, an internal error (SQLSTATE
# class XX), a leaked file or resource warning in the server log, a changed
# checksum of another role's table, a count or checksum that differs from
# the fresh run, or a session lost.  SQL_FUZZ_SEED (1 by default; the long
# tier picks a new one, printed) makes the same cases again.  Every
# statement that once failed is kept in test/t/sql_fuzz_finds.sql and runs
# first, as cases.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Encode qw(encode);
use PostgreSQL::Test::Utils;
use Test::More;

my $cases = $ENV{SQL_FUZZ_CASES} // 2000;
my $scripts = $ENV{SQL_FUZZ_SCRIPTS} // 40;
my $seed = $ENV{SQL_FUZZ_SEED} // 1;
srand($seed);
diag("SQL fuzzer: seed $seed, $cases cases, $scripts scripts (SQL_FUZZ_SEED=$seed runs them again)");

my $node = catmouse_node('fuzz', q{log_line_prefix = '%m [%p] %e '}, 'log_min_messages = warning',
	'max_parallel_workers_per_gather = 2', 'max_worker_processes = 8');
my $major = $node->safe_psql('postgres', 'SHOW server_version_num') / 10000;
my $force_parallel = $major >= 16 ? 'debug_parallel_query' : 'force_parallel_mode';
$node->safe_psql('postgres', q{
CREATE ROLE fuzz_plain LOGIN;
CREATE ROLE fuzz_owner;
CREATE DATABASE fuzz;
ALTER ROLE fuzz_plain SET statement_timeout = '3s';
ALTER ROLE fuzz_plain SET catmouse.max_memory = '256MB'});
$node->safe_psql('fuzz', q{
SET client_min_messages = warning;
CREATE EXTENSION catmouse;
GRANT CREATE ON SCHEMA public TO fuzz_plain;
CREATE TABLE victim (id int PRIMARY KEY, pad text);
INSERT INTO victim SELECT g, repeat(md5(g::text), 8) FROM generate_series(1, 50000) g;
ALTER TABLE victim OWNER TO fuzz_owner;
CREATE TABLE pairs AS SELECT g AS a, (g * 7919) % 100003 AS b FROM generate_series(0, 99999) g;
GRANT SELECT ON pairs TO fuzz_plain;
ANALYZE pairs;
GRANT SELECT ON victim TO fuzz_plain;
CREATE FUNCTION victim_sum() RETURNS text LANGUAGE sql AS
  $$SELECT count(*) || ' ' || md5(string_agg(pad, ',' ORDER BY id)) FROM victim$$;
-- one case: its SQLSTATE, the number of rows and a checksum of them that
-- does not depend on their order (a parallel plan may change it)
-- (a timeout that comes while an error is being caught is caught by the
-- outer block: it comes once a statement)
CREATE FUNCTION fuzz_case(q text, OUT state text, OUT n bigint, OUT h bigint)
LANGUAGE plpgsql AS $$
BEGIN
  BEGIN
    EXECUTE format('SELECT count(*), coalesce(sum(hashtext(t::text)::bigint), 0) FROM (%s) t', q)
      INTO n, h;
    state := '00000';
  EXCEPTION
    WHEN query_canceled THEN
      state := SQLSTATE;
    WHEN OTHERS THEN
      state := SQLSTATE;
  END;
EXCEPTION
  WHEN query_canceled THEN
    state := '57014';
    n := NULL;
    h := NULL;
END $$;
-- a cursor moved by n rows (NULL: all), the rows it moved said as a notice
-- (not rolled back with a savepoint, as a cursor's position is not)
CREATE FUNCTION take(c refcursor, n int) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  IF n IS NULL THEN
    MOVE FORWARD ALL IN c;
  ELSE
    MOVE FORWARD n IN c;
  END IF;
  GET DIAGNOSTICS moved = ROW_COUNT;
  RAISE NOTICE 'took % % %', c, moved, coalesce(n::text, 'all');
  RETURN moved;
END $$;
});
my $victim = $node->safe_psql('fuzz', 'SELECT victim_sum()');

# ---- the values ----

my @ints = (0, 1, 2, 3, -1, 5, 7, 8, 16, 17, 46339, 46340, 46341, 1000, 2147483647, -2147483648, 64, 65);
sub pick { return $_[ int(rand(@_)) ]; }
sub chance { return rand() < $_[0]; }
sub small_int { return chance(0.7) ? int(rand(6)) : pick(@ints); }

# a text as an SQL literal (E'...' when it holds a control character)
sub lit
{
	my ($s) = @_;
	return 'NULL' unless defined $s;
	my $e = $s =~ /[\x00-\x1f\\]/;
	$s =~ s/'/''/g;
	if ($e)
	{
		$s =~ s/\\/\\\\/g;
		$s =~ s/([\x00-\x1f])/sprintf('\\x%02x', ord $1)/ge;
		return "E'$s'";
	}
	return "'$s'";
}

# the core's corpora, as texts: the graph6 harness's inputs less their
# selector byte, the grid harness's less its jumps, the text kinds' as they are
my (@codes, @grid_texts, @texts);
for my $f (glob('fuzz/corpus/graph6/*'))
{
	my $b = slurp($f);
	push @codes, substr($b, 1) if length($b) > 1;
}
for my $f (glob('fuzz/corpus/grid/*'))
{
	my $b = slurp($f);
	push @grid_texts, substr($b, 2) if length($b) > 2;
}
push @texts, slurp($_) for glob('fuzz/corpus/textkind/*');
# valid UTF-8 and no NUL: what a text value can hold
for (@codes, @grid_texts, @texts)
{
	s/\x00/ /g;
	s/[\x80-\xff]/\x{e9}/g;
}
push @codes, qw(A_ Cd DQc Bw ? @ :Fa@x^ &B?o Ch DQd ~??);
push @texts, '[[1],[0]]', '{{1},{0}}', '[0:1][0:0]={{1},{0}}', 'null', '{"graph":[[1],[0]]}', '';
ok(@codes > 50 && @grid_texts > 10 && @texts > 50,
	'the corpora: ' . scalar(@codes) . ' codes, ' . scalar(@grid_texts) . ' grids, ' . scalar(@texts) . ' texts');

# a random graph as rows of neighbours
sub rows
{
	my $n = chance(0.9) ? 1 + int(rand(9)) : pick(1, 2, 30, 64, 65, 200);
	my @rows;
	for my $u (0 .. $n - 1)
	{
		my @r = map { int(rand($n)) } 1 .. int(rand(4));
		push @rows, \@r;
	}
	return \@rows;
}

sub array_literal
{
	my ($rows) = @_;
	my $w = 1;
	for (@$rows) { $w = @$_ if @$_ > $w; }
	return '{' . join(',', map { my @r = @$_; push @r, 'NULL' while @r < $w; '{' . join(',', @r) . '}' } @$rows) . '}';
}

sub json_literal
{
	my ($rows) = @_;
	return '[' . join(',', map { '[' . join(',', @$_) . ']' } @$rows) . ']';
}

# a mutation of a text: cut, padded, repeated, odd characters
sub mutate_text
{
	my ($s) = @_;
	my $k = int(rand(9));
	if ($k == 0) { return substr($s, 0, int(rand(length($s) + 1))); }
	if ($k == 1) { return pick(' ', "\n", "\t", "\r\n", "\f") x (1 + int(rand(5))) . $s . pick('', ' ', "\n"); }
	if ($k == 2) { return $s . pick('"', '{', '[', ':', ',', '\\', "\x{1}", "\x{7f}", "\x{e9}", "\x{feff}", "\x{a0}"); }
	if ($k == 3) { my $i = int(rand(length($s) + 1)); return substr($s, 0, $i) . pick('"', ' ', '}', ']', 'NULL', '-', '0x1', "\x{fffd}") . substr($s, $i); }
	if ($k == 4) { return pick('{ "', '[ ', '>>graph6<<', '{', '[0:', ':', '&', ';') . $s; }
	return $s;
}

# SQL for a value of the text kind: sometimes megabytes of it
sub text_sql
{
	my ($s) = @_;
	$s = mutate_text($s) if chance(0.5);
	if (chance(0.04))
	{
		return sprintf("(%s || repeat(%s, %d) || %s)", lit(pick('{', '[', '', ' ', '{ "', '>>graph6<<')),
			lit(pick(' ', '[', '{', '~', '1,', "\n")), pick(1000, 100000, 3000000), lit(pick('"', ']', '}', '', ':')));
	}
	return lit($s);
}

# a graph argument of TYPE
sub graph_sql
{
	my ($type) = @_;
	my $rows = rows();
	if ($type eq 'integer[]' || $type eq 'bigint[]')
	{
		my $cast = $type eq 'integer[]' ? 'int[]' : 'bigint[]';
		my $k = int(rand(10));
		return sprintf("array_fill(%s::int, ARRAY[%d, %d])", pick('NULL', '0', '1'), pick(46340, 46341, 2), pick(1, 2))
		  if $k == 0;
		return lit(pick('{1,2,3}', '{{{1}},{{0}}}', '{}', '{{NULL}}', '{{1},{0}}', '[0:1][0:0]={{1},{0}}',
				'[5:6][-3:-3]={{1},{0}}', '{{1,2},{0}}', '{{5000000000},{0}}', '{{-1},{0}}')) . "::$cast"
		  if $k == 1;
		return lit(mutate_text(array_literal($rows))) . "::$cast" if $k == 2;
		return lit(array_literal($rows)) . "::$cast";
	}
	if ($type eq 'jsonb' || $type eq 'json')
	{
		my $k = int(rand(8));
		return lit(pick('7', '[]', '[[1],2]', '[[1],{"a":0}]', '[[1],[[0]]]', '[[1],["0"]]', '[[true],[0]]',
				'[[1],[0.5]]', '[[1],[1e12]]', 'null', '{"graph":[[1],[0]]}', '[[1],[-3]]')) . "::$type"
		  if $k == 0;
		return sprintf("(repeat('[', %d) || repeat(']', %d))::%s", (pick(3, 300, 100000)) x 2, $type) if $k == 1;
		return lit(json_literal($rows)) . "::$type";
	}
	if ($type eq 'graph6')
	{
		return lit(pick(@codes)) . '::graph6' if chance(0.6);
		return 'cat_mouse_to_graph6(' . lit(json_literal($rows)) . '::jsonb)';
	}
	if ($type eq 'text')
	{
		my $k = int(rand(4));
		return text_sql(pick(@texts)) if $k == 0;
		return text_sql(pick(@codes)) if $k == 1;
		return text_sql(json_literal($rows)) if $k == 2;
		return text_sql(array_literal($rows));
	}
	if ($type eq 'cat_mouse_puzzle')
	{
		return sprintf('ROW(%s, %s, %s, %s, %s)::cat_mouse_puzzle', pick(map { lit($_) } @codes[0 .. 20]),
			small_int(), small_int(), small_int(), chance(0.8) ? 'NULL' : lit(pick(@codes)));
	}
	return undef;
}

sub grid_sql
{
	my ($type) = @_;
	my @rows;
	if (chance(0.5))
	{
		@rows = split /\n/, pick(@grid_texts);
	}
	else
	{
		my ($r, $c) = (1 + int(rand(4)), 1 + int(rand(6)));
		my @cells = map { pick('.', '.', '#') } 1 .. $r * $c;
		my @free = (0 .. $#cells);
		for my $ch (qw(M C F))
		{
			last if !@free || chance(0.05);
			$cells[ splice(@free, int(rand(@free)), 1) ] = $ch;
		}
		@rows = map { join '', @cells[ $_ * $c .. $_ * $c + $c - 1 ] } 0 .. $r - 1;
	}
	@rows = map { mutate_text($_) } @rows if chance(0.3);
	return sprintf("ARRAY['MCF' || repeat(%s, %d)]", lit(pick('.', '#')), pick(1000, 46338, 50000)) if chance(0.03);
	my $arr = 'ARRAY[' . join(',', map { lit($_) } @rows) . ']::text[]';
	return $arr if $type eq 'text[]';
	return "array_to_json($arr)::jsonb" if $type eq 'jsonb';
	return "array_to_json($arr)::text" if chance(0.5);
	return text_sql(join("\n", @rows));
}

# an argument NAME of TYPE for FUNCTION
sub arg_sql
{
	my ($fn, $name, $type) = @_;
	return 'NULL' if chance(0.06);
	if ($fn =~ /grid|can_mouse_win/ && $name eq 'grid')
	{
		return grid_sql($type);
	}
	return graph_sql($type) if $name =~ /^(graph|cat_graph|puzzle|g)$/;
	return lit(pick('mouse', 'cat', 'dog', 'Mouse', '')) if $name eq 'turn';
	return lit(pick('graph6', 'sparse6', 'digraph6', 'dot', 'x')) if $name =~ /format/;
	return pick('true', 'false') if $type eq 'boolean';
	if ($type eq 'integer' || $type eq 'bigint' || $type eq 'smallint')
	{
		# the sizes of geng and the censuses: mostly small, some at the limits
		# (geng and the censuses past 8 nodes run for seconds: only sizes they
		# refuse at once, 25 and up)
		return pick(0, 1, 2, 3, 4, 5, 6, 7, 0, 4, 6, 25, 64, 65, -1) if $name =~ /^(nodes|n)$/;
		return pick(1, 2, 4, 0, -1, 65536) if $name =~ /^(mod|chunks)$/;
		return pick(0, 1, 3, -1, 65535) if $name eq 'res';
		return pick(0, 1, 2, 3, 4, 8, 9) if $name =~ /cats/;
		return small_int();
	}
	return graph_sql($type) // grid_sql($type) if $type =~ /\[\]$|json|graph6|puzzle/;
	return text_sql(pick(@texts)) if $type eq 'text';
	return 'NULL';
}

# the extension's functions (not the procedures, which commit: the scripts
# call them), with their arguments' names and types
my @functions;
for my $line (split /\n/, $node->safe_psql('fuzz', q{
SELECT p.proname, p.proretset, p.pronargdefaults,
       coalesce(array_to_string(p.proargnames[1:p.pronargs], ','), ''),
       array_to_string(ARRAY(SELECT format_type(t, NULL) FROM unnest(p.proargtypes) t), ',')
FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'catmouse'
WHERE p.prokind = 'f' AND 'internal'::regtype <> ALL (p.proargtypes)
  AND p.prorettype <> 'internal'::regtype
  AND p.proname NOT IN ('cat_mouse_support')
ORDER BY 1, 5}, extra_params => ['-F', '|']))
{
	my ($name, $set, $defaults, $names, $types) = split /\|/, $line, -1;
	push @functions, [ $name, $set eq 't', $defaults, [ split /,/, $names, -1 ], [ split /,/, $types ] ];
}
my %families = map { $_->[0] => 1 } @functions;
ok(@functions > 100, scalar(@functions) . ' functions of ' . scalar(keys %families) . ' names to call');

# the aggregate over moves and graph6's operators, casts and aggregates,
# over the table the superuser made (parallel plans scan it)
sub aggregate_sql
{
	my $k = int(rand(6));
	my $n = pick(1, 5, 100, 46340, 46341);
	return sprintf('SELECT cat_mouse_graph_agg(a %% %d, b %% %d%s) FROM pairs WHERE a < %d', $n, $n,
		pick('', ', true', ', false', ', NULL'), pick(10, 1000, 100000)) if $k == 0;
	return sprintf('SELECT cat_mouse_graph_agg(a, b) FROM (VALUES %s) v(a, b)',
		join(', ', map { '(' . pick(0, 1, 2, -1, 'NULL', 46339, 46340, 2147483647) . ', ' . pick(0, 1, 3, -2, 'NULL', 46340) . ')' } 1 .. 1 + int(rand(5)))) if $k == 1;
	return sprintf('SELECT min(g), max(g), count(DISTINCT g) FROM (SELECT cat_mouse_to_graph6(cat_mouse_graph_agg(a %% 7, b %% 7, true)) g FROM pairs GROUP BY a %% %d) x', pick(3, 50, 1000)) if $k == 2;
	return sprintf('SELECT %s::graph6 %s %s::graph6', lit(pick(@codes)), pick('=', '<>', '<', '>=', '<=', '>'), lit(pick(@codes))) if $k == 3;
	return sprintf('SELECT (%s)::graph6::int[]', text_sql(pick(@codes, @texts))) if $k == 4;
	return sprintf('SELECT cat_mouse_to_graph6(%s)::text', graph_sql(pick('jsonb', 'integer[]', 'text', 'json')));
}

# one call of a random function, and whether its result cannot depend on
# time (no timeout, no cancel)
sub call_sql
{
	return (aggregate_sql()) if chance(0.08);
	my $f = pick(@functions);
	my ($name, $set, $defaults, $names, $types) = @$f;
	my $nargs = @$types;
	my $given = $nargs - int(rand($defaults + 1));
	my @args = map { arg_sql($name, $names->[$_] // "a$_", $types->[$_]) } 0 .. $given - 1;
	my $call = "$name(" . join(', ', @args) . ')';
	my $sql = $set ? "SELECT * FROM $call" : "SELECT $call AS v";
	my $k = int(rand(20));
	return ("$sql LIMIT " . pick(0, 1, 3, 100)) if $k == 0;
	return ("SELECT x.* FROM generate_series(1, 3) i, LATERAL ($sql) x") if $k == 1;
	# a cancel sent once (an InitPlan), that the call's next check for
	# interrupts (or the executor's) takes
	return ("SELECT x.* FROM ($sql) x WHERE (SELECT pg_cancel_backend(pg_backend_pid()))", 0) if $k == 2;
	return ($sql);
}

my @found;
if (-e 'test/t/sql_fuzz_finds.sql')
{
	# each case's statement, its comment lines left out
	@found = grep { /\S/ } map { s/^--.*$//mgr =~ s/^\s+|\s+$//gr } split /^-- case:.*$/m,
	  slurp('test/t/sql_fuzz_finds.sql');
}
my (@sql, @steady);
for my $s (@found)
{
	push @sql, $s;
	push @steady, 1;
}
for (1 .. $cases)
{
	my ($s, $steady) = call_sql();
	push @sql, $s;
	push @steady, $steady // 1;
}

# ---- the cases, twice ----

my $log_start = -s $node->logfile;
# run CASES as the plain role with SETTINGS; each result "state|n|h"
sub run_cases
{
	my ($settings, @cases) = @_;
	my $script = "$settings\n";
	$script .= "SELECT $_, * FROM fuzz_case(" . lit($cases[$_]) . ");\n" for 0 .. $#cases;
	my ($out, $err) = ('', '');
	$node->psql('fuzz', encode('UTF-8', $script), stdout => \$out, stderr => \$err,
		on_error_stop => 0, extra_params => [ '-U', 'fuzz_plain', '-F', '|' ]);
	my @results;
	for (split /\n/, $out)
	{
		$results[$1] = $2 if /^(\d+)\|(.*)$/;
	}
	return (\@results, $err);
}
my ($stressed, $stressed_err) = run_cases(
	"SET work_mem = '64kB'; SET $force_parallel = regress; SET parallel_setup_cost = 0;"
	  . " SET parallel_tuple_cost = 0; SET min_parallel_table_scan_size = 0;", @sql);
my ($fresh, $fresh_err) = run_cases('', @sql);
is(scalar(grep { defined } @$stressed), scalar @sql, 'every case gave a row under stress')
  or diag(substr($stressed_err, -3000));
is(scalar(grep { defined } @$fresh), scalar @sql, 'every case gave a row at the defaults')
  or diag(substr($fresh_err, -3000));

my (%states, %example, @internal, @differ);
for my $i (0 .. $#sql)
{
	my ($a, $b) = ($stressed->[$i] // 'none', $fresh->[$i] // 'none');
	my ($state) = split /\|/, $a;
	$example{$state} //= substr($sql[$i], 0, 300) if !$states{$state}++;
	push @internal, "$a: $sql[$i]" if $a =~ /^XX/ || $b =~ /^XX/;
	# (a case that either run's timeout stopped says nothing of the other)
	push @differ, "stressed $a, fresh $b: $sql[$i]"
	  if $steady[$i] && $a ne $b && $a !~ /^57014/ && $b !~ /^57014/;
}
is(scalar @internal, 0, 'no internal error (SQLSTATE class XX)')
  or diag(join("\n", @internal[ 0 .. ($#internal > 9 ? 9 : $#internal) ]));
is(scalar @differ, 0, 'every case not stopped by time gave the same state, count and rows twice')
  or diag(join("\n", map { substr($_, 0, 600) } @differ[ 0 .. ($#differ > 9 ? 9 : $#differ) ]));
note 'states: ' . join(', ', map { "$_ $states{$_}" } sort keys %states);
note "a case of $_: $example{$_}" for sort keys %example;
ok(($states{'00000'} // 0) > $cases / 5, 'a fifth of the cases or more gave rows (' . ($states{'00000'} // 0) . ')');

# ---- the scripts: sessions of top-level statements in interplay ----

# a fresh count of each stream the scripts open
my %fresh_count;
sub geng_call
{
	my $n = pick(3, 4, 5, 6, 7, 8, 8, 9);
	my $connected = pick('true', 'false');
	return "cat_mouse_geng($n, connected => $connected)";
}

# a statement between the fetches, in a savepoint rolled back when it fails
# (psql's ERROR), so that the transaction goes on
sub between
{
	my $k = int(rand(9));
	my $s;
	if ($k == 0) { $s = 'SELECT count(*) FROM ' . geng_call(); }
	elsif ($k == 1) { $s = 'SELECT count(*) FROM cat_mouse_cop_census(' . pick(3, 4, 5, 6) . ')'; }
	elsif ($k == 2) { $s = 'SELECT count(*) FROM cat_mouse_census(' . pick(3, 4, 5) . ')'; }
	elsif ($k == 3) { $s = 'SELECT count(*) FROM victim'; }
	elsif ($k == 4) { $s = 'SELECT count(*) FROM generate_series(3, 5) i, LATERAL (SELECT cat_mouse_geng(i)) g'; }
	elsif ($k == 5) { return "SET LOCAL work_mem = '" . pick('64kB', '1MB', '4MB') . "';"; }
	elsif ($k == 6)
	{
		$s = 'DO $$ BEGIN PERFORM count(*) FROM ' . geng_call() . '; PERFORM 1 / ' . pick(0, 1)
		  . '; EXCEPTION WHEN division_by_zero THEN NULL; END $$';
	}
	elsif ($k == 7) { my ($c) = call_sql(); $s = "SELECT count(*) FROM ($c) x"; }
	else { $s = 'SELECT count(*) FROM cat_mouse_geng(9) x WHERE (SELECT pg_cancel_backend(pg_backend_pid()))'; }
	return "SAVEPOINT e;\n$s;\n\\if :ERROR\nROLLBACK TO e;\n\\else\nRELEASE e;\n\\endif";
}

my (@script_texts, @opened);
for my $sn (1 .. $scripts)
{
	my @lines = ('BEGIN;', "SET LOCAL work_mem = '" . pick('64kB', '256kB', '4MB') . "';");
	my @open;
	my $savepoints = 0;
	my %of;
	for my $c (1 .. 1 + int(rand(3)))
	{
		my $g = geng_call();
		my $name = "s${sn}c$c";
		$of{$name} = $g;
		$fresh_count{$g} //= undef;
		# the stream in a select list (a call of the SQL function
		# cat_mouse_geng, which PostgreSQL 15 and 17 restart after a
		# savepoint: src/pg/geng_marks.c) or in FROM (inlined)
		push @lines, "DECLARE $name CURSOR FOR SELECT " . (chance(0.5) ? '' : '* FROM ') . "$g;";
		push @open, $name;
	}
	for (1 .. 6 + int(rand(14)))
	{
		my $k = int(rand(6));
		if ($k <= 2)
		{
			push @lines, 'SELECT take(' . lit(pick(@open)) . ', ' . pick(1, 5, 100, 3000) . ');';
		}
		elsif ($k == 3)
		{
			push @lines, between();
		}
		elsif ($k == 4)
		{
			$savepoints++;
			push @lines, "SAVEPOINT p$savepoints;";
		}
		elsif ($savepoints > 0)
		{
			push @lines, (chance(0.5) ? 'ROLLBACK TO' : 'RELEASE') . " p$savepoints;";
			$savepoints-- if $lines[-1] =~ /^RELEASE/;
		}
	}
	# every stream to its end, then the transaction's end
	push @lines, 'SELECT take(' . lit($_) . ', NULL);' for @open;
	push @lines, pick('COMMIT;', 'ROLLBACK;');
	push @script_texts, join("\n", @lines);
	push @opened, \%of;
}
for my $g (sort keys %fresh_count)
{
	$fresh_count{$g} = $node->safe_psql('fuzz', "SELECT count(*) FROM $g");
}

my ($lost, @miscounted, $scripts_run) = (0);
for my $i (0 .. $#script_texts)
{
	my ($out, $err) = ('', '');
	my $status = $node->psql('fuzz', encode('UTF-8', $script_texts[$i]), stdout => \$out,
		stderr => \$err, on_error_stop => 0, extra_params => [ '-U', 'fuzz_plain' ]);
	$scripts_run++;
	if ($err =~ /server closed the connection|connection to server was lost|terminating connection/)
	{
		$lost++;
		diag("script $i lost its session:\n$script_texts[$i]\n" . substr($err, -2000));
		next;
	}
	# what each cursor gave, by the notices; a cursor that an error or a
	# rollback ended before its last take is not counted
	my (%took, %ended);
	while ($err =~ /NOTICE:  took (\S+) (\d+) (\S+)/g)
	{
		$took{$1} += $2;
		$ended{$1} = 1 if $3 eq 'all' || $2 < $3;
	}
	for my $c (sort keys %{ $opened[$i] })
	{
		next unless $ended{$c};
		my $want = $fresh_count{ $opened[$i]{$c} };
		push @miscounted, "script $i, cursor $c on $opened[$i]{$c}: $took{$c} rows, not $want\n$script_texts[$i]"
		  if $took{$c} != $want;
	}
}
is($lost, 0, "no session lost in $scripts_run scripts");
is(scalar @miscounted, 0, 'every stream read to its end gave every graph once')
  or diag(join("\n\n", @miscounted[ 0 .. ($#miscounted > 2 ? 2 : $#miscounted) ]));

# ---- the aggregate's partial state from another aggregate's bytes ----
#
# Only a superuser can define an aggregate of an internal state, and so give
# cat_mouse_graph_agg's deserial function bytes its serial function did not
# make: here bytea's string_agg (16 and later serialize it), whose state's
# bytes are the values given, in workers (the leader takes no part, so
# every partial state crosses as bytes): a largest node of 1 and a move
# from node 5, which the final function would index its array by.
SKIP:
{
	skip 'string_agg has no serial function before PostgreSQL 16', 1 if $major < 16;
	$node->safe_psql('fuzz', q{
CREATE AGGREGATE foreign_state(bytea, bytea) (
  SFUNC = bytea_string_agg_transfn, STYPE = internal,
  SERIALFUNC = string_agg_serialize, DESERIALFUNC = cat_mouse_graph_agg_deserialize,
  COMBINEFUNC = cat_mouse_graph_agg_combine, FINALFUNC = cat_mouse_graph_agg_final,
  PARALLEL = SAFE);
CREATE TABLE one_state AS
  SELECT '\x000000010000000000000001'::bytea || int8send(5::bigint << 32) AS b;
ALTER TABLE one_state SET (parallel_workers = 2)});
	my ($out, $err) = ('', '');
	$node->psql('fuzz', q{
SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0; SET min_parallel_table_scan_size = 0;
SET parallel_leader_participation = off; SET max_parallel_workers_per_gather = 2;
SELECT foreign_state(b, ''::bytea) FROM one_state}, stdout => \$out, stderr => \$err);
	like($err, qr/invalid cat_mouse_graph_agg partial state/,
		'a partial state of another aggregate\'s bytes is refused (22P03), move by move');
}

# ---- what the server says, and what it kept ----

my @log = split /\n/, substr(slurp($node->logfile), $log_start);
# PostgreSQL 15 and 17 warn of a snapshot reference of their own when they
# restart an SQL function after a savepoint (src/pg/geng_marks.c): theirs,
# counted apart; 18 and later have no such warning
my @leaks = grep { /WARNING: .*(leak|still referenced|not closed|was not released)/ } @log;
my $restarts = 0;
if ($major < 18)
{
	$restarts = grep { /WARNING: .*(Snapshot reference leak|resource was not closed: snapshot reference)/ } @leaks;
	@leaks = grep { !/WARNING: .*(Snapshot reference leak|resource was not closed: snapshot reference)/ } @leaks;
}
note "PostgreSQL's own warnings of a restarted SQL function: $restarts";
is(scalar @leaks, 0, 'no leaked file or resource in the server log')
  or diag(join("\n", @leaks[ 0 .. ($#leaks > 9 ? 9 : $#leaks) ]));
my @xx = grep { / XX\d\d\d / } @log;
is(scalar @xx, 0, 'no internal error in the server log') or diag(join("\n", @xx[ 0 .. ($#xx > 9 ? 9 : $#xx) ]));
is(server_crashes($node), 0, 'no backend terminated by a signal');
is($node->safe_psql('fuzz', 'SELECT victim_sum()'), $victim, "another role's table is byte for byte the same");
is($node->safe_psql('fuzz', "SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}')"), '1',
	'the server still solves');
diag("failed with SQL fuzzer seed $seed: SQL_FUZZ_SEED=$seed SQL_FUZZ_CASES=$cases SQL_FUZZ_SCRIPTS=$scripts runs it again")
  unless Test::More->builder->is_passing;
done_testing();
