# The upgrade to the current version (catmouse.control's default_version)
# from every released one (src/sql/released.sha256's full scripts: 1.0 and
# 1.1), as a user with data makes it: install the old version, build objects
# on its functions (a view, a view on cat_mouse_graph_agg, a generated stored
# column, an expression index, a materialized view of summaries, a table of
# results), keep a session that has loaded the library open, ALTER EXTENSION
# catmouse UPDATE from another session, then check
#   - the catalog of the updated database equals a fresh install: every
#     function (arguments and defaults, result, volatility, strictness,
#     parallel safety, cost, rows, C symbol), type, cast, operator, operator
#     class, aggregate, comment and extension member, compared as text;
#   - the dependent objects answer as before, and keep working on new rows;
#   - the open session solves on, and sees the 1.1 functions;
# and that pg_extension_update_paths leads from every version to every later one.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

my $node = catmouse_node('upgrade');
my $current = catmouse_version();
my @released = sort map { /^\S+\s+\*?catmouse--([\d.]+)\.sql$/ ? $1 : () } split /\n/, slurp('src/sql/released.sha256');
@released = grep { $_ ne $current } @released;
ok(@released && $current, "released before $current: @released");

# the catalog, to compare an update with a fresh install
$node->safe_psql('postgres', 'CREATE DATABASE fresh');
$node->safe_psql('fresh', 'CREATE EXTENSION catmouse');
my $catalog = <<'SQL';
WITH ext AS (SELECT oid FROM pg_extension WHERE extname = 'catmouse'),
members AS (
  SELECT d.classid, d.objid FROM pg_depend d, ext
  WHERE d.refclassid = 'pg_extension'::regclass AND d.refobjid = ext.oid AND d.deptype = 'e')
SELECT 'member', pg_describe_object(classid, objid, 0) FROM members
UNION ALL
SELECT 'function', format('%s(%s) returns %s | kind %s volatile %s strict %s parallel %s cost %s rows %s secdef %s leakproof %s | %s %s',
         p.proname, pg_get_function_arguments(p.oid), pg_get_function_result(p.oid),
         p.prokind, p.provolatile, p.proisstrict, p.proparallel, p.procost, p.prorows,
         p.prosecdef, p.proleakproof, p.probin, p.prosrc)
FROM pg_proc p JOIN members m ON m.classid = 'pg_proc'::regclass AND m.objid = p.oid
UNION ALL
SELECT 'type', format('%s len %s byval %s align %s storage %s category %s in %s out %s recv %s send %s',
         t.typname, t.typlen, t.typbyval, t.typalign, t.typstorage, t.typcategory,
         t.typinput, t.typoutput, t.typreceive, t.typsend)
FROM pg_type t JOIN members m ON m.classid = 'pg_type'::regclass AND m.objid = t.oid
UNION ALL
SELECT 'cast', format('%s -> %s via %s context %s method %s',
         format_type(c.castsource, NULL), format_type(c.casttarget, NULL),
         c.castfunc::regprocedure, c.castcontext, c.castmethod)
FROM pg_cast c JOIN members m ON m.classid = 'pg_cast'::regclass AND m.objid = c.oid
UNION ALL
SELECT 'operator', format('%s(%s, %s) -> %s proc %s com %s neg %s rest %s join %s merges %s hashes %s',
         o.oprname, format_type(o.oprleft, NULL), format_type(o.oprright, NULL),
         format_type(o.oprresult, NULL), o.oprcode, o.oprcom::regoperator,
         o.oprnegate::regoperator, o.oprrest, o.oprjoin, o.oprcanmerge, o.oprcanhash)
FROM pg_operator o JOIN members m ON m.classid = 'pg_operator'::regclass AND m.objid = o.oid
UNION ALL
SELECT 'opclass member', format('%s %s', pg_describe_object('pg_amop'::regclass, a.oid, 0), a.amopopr::regoperator)
FROM pg_amop a JOIN pg_opfamily f ON f.oid = a.amopfamily
JOIN members m ON m.classid = 'pg_opfamily'::regclass AND m.objid = f.oid
UNION ALL
SELECT 'opclass support', pg_describe_object('pg_amproc'::regclass, a.oid, 0)
FROM pg_amproc a JOIN pg_opfamily f ON f.oid = a.amprocfamily
JOIN members m ON m.classid = 'pg_opfamily'::regclass AND m.objid = f.oid
UNION ALL
SELECT 'aggregate', format('%s trans %s final %s combine %s serial %s deserial %s state %s init %s',
         a.aggfnoid::regprocedure, a.aggtransfn, a.aggfinalfn, a.aggcombinefn,
         a.aggserialfn, a.aggdeserialfn, format_type(a.aggtranstype, NULL), a.agginitval)
FROM pg_aggregate a JOIN members m ON m.classid = 'pg_proc'::regclass AND m.objid = a.aggfnoid
UNION ALL
SELECT 'comment', format('%s: %s', pg_describe_object(d.classoid, d.objoid, d.objsubid), d.description)
FROM pg_description d JOIN members m ON m.classid = d.classoid AND m.objid = d.objoid
ORDER BY 1, 2;
SQL
my $fresh = $node->safe_psql('fresh', $catalog);

for my $from (@released)
{
	my $old = "old_$from";
	$node->safe_psql('postgres', qq{CREATE DATABASE "$old"});

	# $from and the objects that depend on it
	$node->safe_psql($old, <<SQL);
CREATE EXTENSION catmouse VERSION '$from';
CREATE TABLE puzzles (
  id int PRIMARY KEY,
  g int[],
  j jsonb,
  outcome int GENERATED ALWAYS AS (cat_mouse_game(g)) STORED
);
SELECT setseed(0.25);
INSERT INTO puzzles (id, g, j)
SELECT id, graph, to_jsonb(graph) FROM (
  SELECT e.id, cat_mouse_graph_agg(e.a, e.b, true) AS graph
  FROM (SELECT id, a, (a + 1 + floor(random() * 5))::int % 8 AS b
        FROM generate_series(1, 300) id, generate_series(0, 7) a,
             generate_series(1, 2)) e
  GROUP BY e.id) p;
CREATE INDEX puzzles_outcome_j ON puzzles ((cat_mouse_game(j)));
CREATE VIEW verdicts AS
  SELECT id, cat_mouse_game(g, hole => 3) AS hole3,
         can_mouse_win(ARRAY['M.C...F', '.#..#..'], 1, 1 + id % 3) AS grid
  FROM puzzles;
-- 1.1 restates cat_mouse_graph_agg (CREATE OR REPLACE AGGREGATE, with its
-- parallel functions): a view on it stays
CREATE VIEW move_graphs AS
  SELECT id % 10 AS k, cat_mouse_graph_agg(id % 7, (id * 3 + 1) % 9, true) AS graph
  FROM puzzles GROUP BY 1;
CREATE MATERIALIZED VIEW summaries AS
  SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.g) s;
CREATE UNIQUE INDEX ON summaries (id);
CREATE TABLE results AS
  SELECT p.id, count(*) AS states, count(*) FILTER (WHERE st.outcome = 1) AS mouse_wins
  FROM puzzles p, cat_mouse_states(p.g) st GROUP BY p.id;
SQL
	is($node->safe_psql($old, 'SELECT count(*) FROM puzzles'), 300,
		"$from installed, 300 puzzles with a generated column, an expression index, a view, a view on cat_mouse_graph_agg, a materialized view of summaries and a table of results");

	# what the dependent objects say, in one text
	my $answers = <<'SQL';
SET enable_seqscan = off;
SELECT 'generated', id, outcome FROM puzzles ORDER BY id;
SELECT 'index', count(*) FROM puzzles WHERE cat_mouse_game(j) = 1;
SELECT 'view', id, hole3, grid FROM verdicts ORDER BY id;
SELECT 'aggregate view', k, graph FROM move_graphs ORDER BY k;
SELECT 'matview', s.* FROM summaries s ORDER BY id;
SELECT 'results', r.* FROM results r ORDER BY id;
SQL
	my $before = $node->safe_psql($old, $answers);

	# a session of the old version that has the library loaded stays open across the update
	my $session = $node->background_psql($old);
	my $small = q{SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}')};
	my $was = $session->query_safe("$small || '|' || extversion FROM pg_extension WHERE extname = 'catmouse'");

	my ($ret, $out, $err) = ('', '', '');
	$ret = $node->psql($old, "ALTER EXTENSION catmouse UPDATE", stdout => \$out, stderr => \$err);
	my $version = $node->safe_psql($old, "SELECT extversion FROM pg_extension WHERE extname = 'catmouse'");
	ok($ret == 0 && $version eq $current,
		"from $from: ALTER EXTENSION catmouse UPDATE with the dependent objects in place (extversion $version)")
	  or diag($err);

	my $after = $session->query_safe("$small || '|' || extversion FROM pg_extension WHERE extname = 'catmouse'");
	my $summary = $session->query_safe(
		q{SELECT (cat_mouse_summary('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}')).states});
	my $graph6 = $session->query_safe(
		q{SELECT cat_mouse_game('EQjO'::graph6) || '|' || (SELECT count(*) FROM cat_mouse_census('EQjO'::graph6))});
	$session->quit;
	ok($was eq "1|$from" && $after eq "1|$current" && $summary eq '60' && $graph6 eq '1|6',
		"from $from: the session opened under $from, with the library loaded, solves on after the update and calls the 1.1 functions ($was, $after, $summary, $graph6)");

	my $updated = $node->safe_psql($old, $catalog);
	my @rows = split /\n/, $fresh;
	my %kinds;
	$kinds{ (split /\|/)[0] // '' }++ for @rows;
	my $counts = join ', ', map { "$_ $kinds{$_}" } sort keys %kinds;
	ok(@rows > 100 && $updated eq $fresh,
		"from $from: the updated catalog equals a fresh $current install: " . scalar(@rows) . " rows ($counts)");
	if ($updated ne $fresh)
	{
		my %u = map { $_ => 1 } split /\n/, $updated;
		my %f = map { $_ => 1 } @rows;
		diag("only fresh: $_") for grep { !$u{$_} } @rows;
		diag("only updated: $_") for grep { !$f{$_} } split /\n/, $updated;
	}

	# the dependent objects
	my $later = $node->safe_psql($old, $answers);
	my $lines = () = $before =~ /\n/g;
	ok($lines > 1000 && $later eq $before,
		"from $from: the generated column, the expression index, the views (one on cat_mouse_graph_agg, whose definition 1.1 replaces), the materialized view and the table answer as before ($lines rows)");

	my $new_rows = $node->safe_psql($old, <<'SQL');
INSERT INTO puzzles (id, g, j) VALUES
  (1001, '{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}', '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'),
  (1002, '{{1,3},{0,NULL},{3,NULL},{0,2}}', '[[1,3],[0],[3],[0,2]]');
REFRESH MATERIALIZED VIEW CONCURRENTLY summaries;
SET enable_seqscan = off;
SELECT id, outcome, cat_mouse_game(j) FROM puzzles WHERE id > 1000 ORDER BY id;
SELECT count(*) FROM puzzles WHERE cat_mouse_game(j) = 0 AND id > 1000;
EXPLAIN (COSTS OFF) SELECT id FROM puzzles WHERE cat_mouse_game(j) = 0;
SELECT id, states, outcome FROM summaries WHERE id > 1000 ORDER BY id;
SQL
	ok($new_rows =~ /^1001\|0\|0$/m && $new_rows =~ /^1002\|1\|1$/m && $new_rows =~ /puzzles_outcome_j/
		  && $new_rows =~ /^1001\|60\|0$/m,
		"from $from: after the update new rows get their generated outcome, the expression index serves the query, the materialized view refreshes concurrently")
	  or diag($new_rows);
}

# every version leads to every later one
my @versions = (@released, $current);
my @want;
for my $i (0 .. $#versions)
{
	push @want, "$versions[$i]->$versions[$_]" for $i + 1 .. $#versions;
}
my $paths = $node->safe_psql('fresh',
	"SELECT string_agg(source || '->' || target, ' ' ORDER BY source, target) FROM pg_extension_update_paths('catmouse') WHERE path IS NOT NULL AND source < target");
is($paths, join(' ', sort @want), "pg_extension_update_paths: $paths");

done_testing();
