#!/usr/bin/env bash
# The upgrade from 1.0 to 1.1 as a user with data makes it: install 1.0,
# build objects on its functions (a view, a generated stored column, an
# expression index, a materialized view of summaries, a table of results),
# keep a session that has loaded the library open, ALTER EXTENSION catmouse
# UPDATE TO '1.1' from another session, then check
#   - the catalog of the updated database equals a fresh 1.1 install: every
#     function (arguments and defaults, result, volatility, strictness,
#     parallel safety, cost, rows, C symbol), type, cast, operator, operator
#     class, aggregate, comment and extension member, compared as text;
#   - the dependent objects answer as before, and keep working on new rows;
#   - the open 1.0 session solves on, and sees the 1.1 functions.
# Needs a server (pg_virtualenv) with this checkout installed.  Prints TAP.
#   pg_virtualenv bash test/upgrade.sh
set -u
cd "$(dirname "$0")/.."
work=$(mktemp -d)
old=catmouse_upgrade_$$
new=catmouse_fresh_$$
trap 'exec 3>&- 2>/dev/null; dropdb --if-exists "$old" >/dev/null 2>&1;
      dropdb --if-exists "$new" >/dev/null 2>&1; rm -rf "$work"' EXIT
. test/tap.sh
q() { psql -X -q -At -v ON_ERROR_STOP=1 "$@"; }

createdb "$old" && createdb "$new" || exit 1

# 1.0 and the objects that depend on it
q -d "$old" >"$work/setup.log" 2>&1 <<'SQL'
CREATE EXTENSION catmouse VERSION '1.0';
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
CREATE MATERIALIZED VIEW summaries AS
  SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.g) s;
CREATE UNIQUE INDEX ON summaries (id);
CREATE TABLE results AS
  SELECT p.id, count(*) AS states, count(*) FILTER (WHERE st.outcome = 1) AS mouse_wins
  FROM puzzles p, cat_mouse_states(p.g) st GROUP BY p.id;
SQL
result $? "1.0 installed, 300 puzzles with a generated column, an expression index, a view, a materialized view of summaries and a table of results" "$work/setup.log"

answers() {	# what the dependent objects say, in one text
  q -d "$old" <<'SQL'
SET enable_seqscan = off;
SELECT 'generated', id, outcome FROM puzzles ORDER BY id;
SELECT 'index', count(*) FROM puzzles WHERE cat_mouse_game(j) = 1;
SELECT 'view', id, hole3, grid FROM verdicts ORDER BY id;
SELECT 'matview', s.* FROM summaries s ORDER BY id;
SELECT 'results', r.* FROM results r ORDER BY id;
SQL
}
answers >"$work/before" 2>&1

# a session of 1.0 that has the library loaded stays open across the update
mkfifo "$work/in"
psql -X -At -d "$old" <"$work/in" >"$work/session" 2>&1 &
session=$!
exec 3>"$work/in"
echo "SELECT 'before', cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}'), extversion FROM pg_extension WHERE extname = 'catmouse';" >&3

for i in $(seq 100); do grep -q '^before' "$work/session" && break; sleep 0.05; done

q -d "$old" -c "ALTER EXTENSION catmouse UPDATE TO '1.1'" >"$work/alter.log" 2>&1
status=$?
version=$(q -d "$old" -c "SELECT extversion FROM pg_extension WHERE extname = 'catmouse'")
[ "$status" = 0 ] && [ "$version" = 1.1 ]
result $? "ALTER EXTENSION catmouse UPDATE TO '1.1' with the dependent objects in place (extversion $version)" "$work/alter.log"

cat >&3 <<'SQL'
SELECT 'after', cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}'), extversion FROM pg_extension WHERE extname = 'catmouse';
SELECT 'summary', (cat_mouse_summary('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}')).states;
SELECT 'graph6', cat_mouse_game('EQjO'::graph6), (SELECT count(*) FROM cat_mouse_census('EQjO'::graph6));
SQL
exec 3>&-
wait "$session"
grep -q '^before|1|1.0$' "$work/session" && grep -q '^after|1|1.1$' "$work/session" &&
  grep -q '^summary|60$' "$work/session" && grep -q '^graph6|1|6$' "$work/session"
result $? "the session opened under 1.0, with the library loaded, solves on after the update and calls the 1.1 functions ($(tr '\n' ' ' <"$work/session"))" "$work/session"

# the catalog of the update against a fresh install
q -d "$new" -c "CREATE EXTENSION catmouse" >/dev/null 2>&1
catalog() {	# $1: database; every property of every object of the extension, as text
  q -d "$1" <<'SQL'
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
}
catalog "$old" >"$work/catalog_updated" 2>&1
catalog "$new" >"$work/catalog_fresh" 2>&1
counts=$(cut -d'|' -f1 "$work/catalog_fresh" | sort | uniq -c | awk '{c=$1; $1=""; printf "%s%s %s", sep, substr($0, 2), c; sep=", "}')
rows=$(wc -l <"$work/catalog_fresh")
diff -u "$work/catalog_fresh" "$work/catalog_updated" >"$work/catalog.diff"
[ "$?" = 0 ] && [ "$rows" -gt 100 ] && ! grep -q ERROR "$work/catalog_fresh"
result $? "the updated catalog equals a fresh 1.1 install: $rows rows ($counts)" "$work/catalog.diff"
echo "# $counts"

# the dependent objects
answers >"$work/after" 2>&1
diff -u "$work/before" "$work/after" >"$work/answers.diff"
[ "$?" = 0 ] && [ "$(wc -l <"$work/before")" -gt 1000 ] && ! grep -q ERROR "$work/before"
result $? "the generated column, the expression index, the view, the materialized view and the table answer as before ($(wc -l <"$work/before") rows)" "$work/answers.diff"

q -d "$old" >"$work/new_rows" 2>&1 <<'SQL'
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
grep -q '^1001|0|0$' "$work/new_rows" && grep -q '^1002|1|1$' "$work/new_rows" &&
  grep -q 'puzzles_outcome_j' "$work/new_rows" && grep -q '^1001|60|0$' "$work/new_rows"
result $? "after the update new rows get their generated outcome, the expression index serves the query, the materialized view refreshes concurrently" "$work/new_rows"

# update paths the extension offers
paths=$(q -d "$old" -c "SELECT string_agg(source || '->' || target, ' ' ORDER BY source, target) FROM pg_extension_update_paths('catmouse') WHERE path IS NOT NULL")
[ "$paths" = "1.0->1.1" ]
result $? "pg_extension_update_paths: $paths"

tap_plan
