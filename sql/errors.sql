--
-- Every kind of bad input: its SQLSTATE, message, detail and hint.  The
-- backend survives each one (the last query still solves).
--
CREATE FUNCTION pg_temp.err(q text, OUT code text, OUT message text,
                            OUT detail text, OUT hint text)
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE q;
  message := 'no error';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS code = RETURNED_SQLSTATE, message = MESSAGE_TEXT,
                          detail = PG_EXCEPTION_DETAIL, hint = PG_EXCEPTION_HINT;
END $$;

\x on
SELECT label, e.*
FROM (VALUES
  ('1-D graph',              $$SELECT cat_mouse_game('{1,2,3}')$$),
  ('3-D graph',              $$SELECT cat_mouse_game('{{{1}},{{0}}}')$$),
  ('empty graph',            $$SELECT cat_mouse_game('{}'::int[])$$),
  ('neighbour too large',    $$SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,4}}')$$),
  ('negative neighbour',     $$SELECT cat_mouse_game('{{1,3},{0,-1},{3,NULL},{0,2}}')$$),
  ('shifted subscripts',     $$SELECT cat_mouse_game('[0:1][0:0]={{1},{5}}', 1, 0)$$),
  ('mouse_start too large',  $$SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', 4)$$),
  ('negative mouse_start',   $$SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', -1)$$),
  ('cat_start too large',    $$SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', cat_start => 9)$$),
  ('hole too large',         $$SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', hole => 4)$$),
  ('default start, 1 node',  $$SELECT cat_mouse_game('{{0}}')$$),
  ('negative max_turns',     $$SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', max_turns => -1)$$),
  ('cat_graph rows',         $$SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', cat_graph => '{{1},{0}}')$$),
  ('cat_graph neighbour',    $$SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', cat_graph => '{{1},{0},{7},{0}}')$$),
  ('cat_graph 1-D',          $$SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', cat_graph => '{1,0,3,0}')$$),
  ('too many nodes',         $$SELECT cat_mouse_game(array_fill(NULL::int, ARRAY[46341, 1]))$$),
  ('negative cat_jump',      $$SELECT can_mouse_win('{"M.C...F"}', -1, 2)$$),
  ('negative mouse_jump',    $$SELECT cat_mouse_grid_game('{"M.C...F"}', 1, -2)$$),
  ('grid negative max_turns',$$SELECT cat_mouse_grid_game('{"M.C...F"}', 1, 2, -5)$$),
  ('ragged grid',            $$SELECT can_mouse_win('{"M.C","..F."}', 1, 1)$$),
  ('NULL grid row',          $$SELECT can_mouse_win('{"M.C",NULL}', 1, 1)$$),
  ('unknown grid character', $$SELECT can_mouse_win('{"M.C","x.F"}', 1, 1)$$),
  ('multi-byte character',   $$SELECT can_mouse_win('{"M.C","é.F"}', 1, 1)$$),
  ('two cats',               $$SELECT can_mouse_win('{"M.C","C.F"}', 1, 1)$$),
  ('no mouse',               $$SELECT can_mouse_win('{"..C","..F"}', 1, 1)$$),
  ('no food',                $$SELECT cat_mouse_grid_game('{"M.C","..."}', 1, 1)$$),
  ('empty grid',             $$SELECT can_mouse_win('{}', 1, 1)$$),
  ('empty grid row',         $$SELECT can_mouse_win('{""}', 1, 1)$$),
  ('2-D grid',               $$SELECT can_mouse_win('{{"M"},{"C"},{"F"}}', 1, 1)$$),
  ('grid too many cells',    $$SELECT can_mouse_win(ARRAY['MCF' || repeat('.', 46338)], 1, 1)$$),
  ('jsonb not an array',     $$SELECT cat_mouse_game('{"0": [1]}'::jsonb)$$),
  ('jsonb scalar',           $$SELECT cat_mouse_game('7'::jsonb)$$),
  ('jsonb empty',            $$SELECT cat_mouse_game('[]'::jsonb)$$),
  ('jsonb row not an array', $$SELECT cat_mouse_game('[[1],2]'::jsonb)$$),
  ('jsonb row an object',    $$SELECT cat_mouse_game('[[1],{"a":0}]'::jsonb)$$),
  ('jsonb nested too deep',  $$SELECT cat_mouse_game('[[1],[[0]]]'::jsonb)$$),
  ('jsonb string',           $$SELECT cat_mouse_game('[[1],["0"]]'::jsonb)$$),
  ('jsonb boolean',          $$SELECT cat_mouse_game('[[true],[0]]'::jsonb)$$),
  ('jsonb fraction',         $$SELECT cat_mouse_game('[[1],[0.5]]'::jsonb)$$),
  ('jsonb out of range',     $$SELECT cat_mouse_game('[[1],[2]]'::jsonb, 0, 1)$$),
  ('jsonb beyond int4',      $$SELECT cat_mouse_game('[[1],[1e12]]'::jsonb, 0, 1)$$),
  ('jsonb negative',         $$SELECT cat_mouse_game('[[1],[-3]]'::jsonb, 0, 1)$$),
  ('jsonb cat_graph rows',   $$SELECT cat_mouse_game('[[1],[0]]'::jsonb, 0, 1, cat_graph => '[[1]]'::jsonb)$$),
  ('text neither form',      $$SELECT cat_mouse_game('1,2;3')$$),
  ('text bad JSON',          $$SELECT cat_mouse_game('[[1],[0]')$$),
  ('states: bad start',      $$SELECT * FROM cat_mouse_states('{{1},{0}}', 5)$$),
  ('play: bad hole',         $$SELECT * FROM cat_mouse_play('[[1],[0]]', 0, 1, hole => -1)$$),
  ('summary: bad max_turns', $$SELECT * FROM cat_mouse_summary('{{1},{0}}', 0, 1, max_turns => -2)$$),
  ('grid states: bad jump',  $$SELECT * FROM cat_mouse_grid_states('{"MCF"}', 1, -1)$$),
  ('grid summary: bad grid', $$SELECT * FROM cat_mouse_grid_summary('{"MCFX"}', 1, 1)$$),
  ('aggregate: negative',    $$SELECT cat_mouse_graph_agg(a, b) FROM (VALUES (0, -1)) v(a, b)$$),
  ('aggregate: too large',   $$SELECT cat_mouse_graph_agg(a, b) FROM (VALUES (50000, 0)) v(a, b)$$),
  ('int4 max neighbour',     $$SELECT cat_mouse_game('{{2147483647},{0}}'::int[], 0, 1)$$),
  ('int4 max mouse_start',   $$SELECT cat_mouse_game('{{1},{0}}'::int[], 2147483647, 0)$$),
  ('int4 min cat_start',     $$SELECT cat_mouse_game('{{1},{0}}'::int[], 0, -2147483648)$$),
  ('int4 min max_turns',     $$SELECT cat_mouse_game('{{1},{0}}'::int[], 0, 1, max_turns => -2147483648)$$),
  ('text: not an integer',   $$SELECT cat_mouse_game('{{1.5},{0}}', 0, 1)$$),
  ('text: empty',            $$SELECT cat_mouse_game('')$$),
  ('jsonb null row',         $$SELECT cat_mouse_game('[[1],null]'::jsonb, 0, 1)$$),
  ('jsonb huge exponent',    $$SELECT cat_mouse_game('[[1],[1e400]]'::jsonb, 0, 1)$$),
  ('nodes beyond int',       $$SELECT cat_mouse_graph6_nodes(':~~~~~~~~')$$),
  ('jsonb too many nodes',   $$SELECT cat_mouse_game(('[' || repeat('[],', 46340) || '[]]')::jsonb)$$),
  ('jsonb as states input',  $$SELECT * FROM cat_mouse_states('{"graph": [[1],[0]]}'::jsonb)$$),
  ('grid with a tab',        $$SELECT can_mouse_win(ARRAY[E'M\tC', '..F'], 1, 1)$$),
  ('grid with an emoji',     $$SELECT cat_mouse_grid_game(ARRAY['M.C', '🐭.F'], 1, 1)$$),
  ('grid lowercase',         $$SELECT can_mouse_win('{"m.c..f"}', 1, 1)$$),
  ('enormous jump',          $$SELECT can_mouse_win(ARRAY['MCF' || repeat('.', 46000)], 2147483647, 1)$$),
  ('grid summary: bad jump', $$SELECT * FROM cat_mouse_grid_summary('{"M.C...F"}', -2147483648, 1)$$),
  ('grid play: two foods',   $$SELECT * FROM cat_mouse_grid_play('{"M.C.F.F"}', 1, 1)$$)
) AS t(label, q), LATERAL pg_temp.err(q) e;
\x off

-- graph6 codes (1.1): malformed strings are refused when the value is made
\x on
SELECT label, e.*
FROM (VALUES
  ('graph6: empty',                $$SELECT ''::graph6$$),
  ('graph6: header only',          $$SELECT '>>graph6<<'::graph6$$),
  ('graph6: unknown header',       $$SELECT '>>graph7<<DQc'::graph6$$),
  ('graph6: header of another format', $$SELECT '>>sparse6<<DQc'::graph6$$),
  ('graph6: incremental sparse6',  $$SELECT ';Fa@x^'::graph6$$),
  ('graph6: a space',              $$SELECT 'D Qc'::graph6$$),
  ('graph6: line end kept',        $$SELECT E'DQc\n'::graph6$$),
  ('graph6: control byte',         $$SELECT E'DQ\x01c'::graph6$$),
  ('graph6: non-ASCII',            $$SELECT 'DQé'::graph6$$),
  ('graph6: size cut short',       $$SELECT '~??'::graph6$$),
  ('graph6: size not shortest',    $$SELECT '~??D'::graph6$$),
  ('graph6: too short for n',      $$SELECT 'DQ'::graph6$$),
  ('graph6: too long for n',       $$SELECT 'DQcc'::graph6$$),
  ('graph6: padding bits set',     $$SELECT 'DQd'::graph6$$),
  ('digraph6: padding bits set',   $$SELECT '&DI?AO@'::graph6$$),
  ('digraph6: no size',            $$SELECT '&'::graph6$$),
  ('graph6: n too large for any string', $$SELECT '~~~~~~~~'::graph6$$),
  ('graph6: long string cut',      $$SELECT repeat('~', 60)::graph6$$),
  ('graph6: through text input',   $$SELECT cat_mouse_game('DQd')$$),
  ('graph6: no nodes to solve',    $$SELECT cat_mouse_game('?'::graph6)$$),
  ('graph6: too many nodes',       $$SELECT cat_mouse_game(':~~~~~~~~'::graph6)$$),
  ('graph6: cat_graph size',       $$SELECT cat_mouse_game('DQc'::graph6, cat_graph => 'Bw'::graph6)$$),
  ('graph6 of a directed graph',   $$SELECT cat_mouse_to_sparse6('{{1},{NULL}}')$$),
  ('census: bad graph',            $$SELECT * FROM cat_mouse_census('{{5}}')$$)
) AS t(label, q), LATERAL pg_temp.err(q) e;
\x off

-- 1.1: bigint[] graphs, the cats of a pursuit, the position of a move, the
-- starts of a small graph, text read as a code
\x on
SELECT label, e.*
FROM (VALUES
  ('bigint[] neighbour',         $$SELECT cat_mouse_game('{{1},{5}}'::bigint[], 0, 1)$$),
  ('bigint[] beyond int4',       $$SELECT cat_mouse_game('{{1},{5000000000}}'::bigint[], 0, 1)$$),
  ('bigint[] 1-D',               $$SELECT cat_mouse_game('{1,0}'::bigint[])$$),
  ('default starts, 2 nodes',    $$SELECT cat_mouse_game('A_'::graph6)$$),
  ('default starts, 1 node',     $$SELECT cat_mouse_game('[[0]]'::jsonb)$$),
  ('text of code bytes only',    $$SELECT cat_mouse_game('DQcc')$$),
  ('text {} is an array',        $$SELECT cat_mouse_game('{}')$$),
  ('pursuit: no cats',           $$SELECT * FROM cat_mouse_pursuit('{{1},{0}}'::int[], 0)$$),
  ('pursuit: nine cats',         $$SELECT * FROM cat_mouse_pursuit('{{1},{0}}'::int[], 9)$$),
  ('cop number: no cats',        $$SELECT cat_mouse_cop_number('Cl'::graph6, -1)$$),
  ('moves: bad turn',            $$SELECT * FROM cat_mouse_moves('{{1},{0}}'::int[], 0, 1, turn => 'dog')$$),
  ('moves: mouse off the graph', $$SELECT * FROM cat_mouse_moves('{{1},{0}}'::int[], 9, 1)$$),
  ('grid moves: half a cell',    $$SELECT * FROM cat_mouse_grid_moves('{"M.C...F"}', 1, 1, 0, NULL, 0, 2)$$),
  ('grid moves: bad turn',       $$SELECT * FROM cat_mouse_grid_moves('{"M.C...F"}', 1, 1, turn => 'fox')$$),
  ('grid moves: a wall',         $$SELECT * FROM cat_mouse_grid_moves('{"M#C...F"}', 1, 1, 0, 1, 0, 2)$$),
  ('grid boards: bad max_turns', $$SELECT * FROM cat_mouse_grid_boards('{"M.C...F"}', 1, 1, -1)$$),
  ('graph6: too short, 60 nodes',$$SELECT '{'::graph6$$),
  ('to sparse6: directed',       $$SELECT cat_mouse_to_sparse6('[[1],[]]'::jsonb)::text$$),
  ('census of 0 nodes',          $$SELECT * FROM cat_mouse_census(0)$$),
  ('census of 17 nodes',         $$SELECT * FROM cat_mouse_census(17)$$),
  ('census: res past mod',       $$SELECT * FROM cat_mouse_census(9, res => 4, mod => 4)$$),
  ('census: mod 0',              $$SELECT * FROM cat_mouse_census(9, mod => 0)$$),
  ('census check: chunks',       $$SELECT cat_mouse_census_check(9, 0, true)$$),
  ('census chunks: nodes',       $$SELECT * FROM cat_mouse_census_chunks(17, 4)$$),
  ('canonical puzzle: too many nodes', $$SELECT cat_mouse_canonical_puzzle(array_fill(NULL::int, ARRAY[46341, 1]))$$)
) AS t(label, q), LATERAL pg_temp.err(q) e;
\x off

-- an error raised while solving says which puzzle it is about, so that the
-- row can be found (CONTEXT); cat_mouse_check finds every bad row in one
-- pass without raising, and a generated column can use it not to fail
SELECT cat_mouse_game('A_'::graph6);
SELECT cat_mouse_game(g) FROM (VALUES ('{{1,3},{0,NULL},{3,NULL},{0,7}}'::int[])) v(g);
SELECT * FROM cat_mouse_summary(('[' || repeat('[1],', 30) || '[99]]')::jsonb);
CREATE TEMP TABLE bad_rows (id int, g graph6);
INSERT INTO bad_rows VALUES (1, 'DQc'), (2, 'A_'), (3, '@'), (4, 'Bw'), (5, '?');
SELECT id, g, cat_mouse_check(g) AS problem FROM bad_rows ORDER BY id;
SELECT id, cat_mouse_check(g, 0, 1, 0) AS problem FROM bad_rows ORDER BY id;
SELECT cat_mouse_check(NULL::int[]) IS NULL AS null_graph,
       cat_mouse_check('{{1},{5}}'::int[], 0, 1) AS neighbour,
       cat_mouse_check('[[1],[0]]', 0, 1, max_turns => -1) AS max_turns,
       cat_mouse_check(array_fill(NULL::int, ARRAY[46341, 1])) AS too_big;
-- cat_mouse_check says what cat_mouse_game would refuse under the same
-- settings, the work memory too (it said NULL for these, and the game then
-- stopped the batch), and raises what it cannot answer safely, such as the
-- stack's depth (it answered "54001: stack depth limit exceeded" before)
CREATE TEMP TABLE ring40k AS
  SELECT array_agg(ARRAY[(i + 1) % 40000, (i + 39999) % 40000] ORDER BY i) AS g
  FROM generate_series(0, 39999) i;
SELECT cat_mouse_check(g, 0, 20000) AS ring_of_40000 FROM ring40k;
SET catmouse.max_memory = '64MB';
SELECT cat_mouse_check(g[1:10000], 0, 5000) AS ring_of_10000_in_64mb,
       cat_mouse_check(g[1:10000], 0, 5000, max_turns => -1) AS options_first
FROM (SELECT array_agg(ARRAY[(i + 1) % 10000, (i + 9999) % 10000] ORDER BY i) AS g
      FROM generate_series(0, 9999) i) r;
SELECT cat_mouse_grid_check(ARRAY['MCF' || repeat('.', 29997)], 1, 1) AS grid_in_64mb;
RESET catmouse.max_memory;
SELECT e.code, e.message FROM pg_temp.err($$SELECT cat_mouse_check(repeat('[', 200000) || repeat(']', 200000))$$) e;
SELECT cat_mouse_check(repeat('[', 200) || repeat(']', 200)) AS nested_200;
CREATE TEMP TABLE kept (
  id int,
  g graph6,
  outcome int GENERATED ALWAYS AS
    (CASE WHEN cat_mouse_check(g) IS NULL THEN cat_mouse_game(g) END) STORED);
INSERT INTO kept (id, g) SELECT id, g FROM bad_rows;
SELECT * FROM kept ORDER BY id;
-- the same for LeetCode 1728's grids: one bad grid need not stop a batch
SELECT id, cat_mouse_grid_check(grid, 1, 1) AS problem,
       CASE WHEN cat_mouse_grid_check(grid, 1, 1) IS NULL
            THEN cat_mouse_grid_game(grid, 1, 1) END AS outcome
FROM (VALUES (1, '{"M.C","#F#"}'::text[]), (2, '{"M.C","#.#"}'), (3, '{"M.C","#F"}'),
             (4, '{"MMC","#F#"}'), (5, '{"M.X","#F#"}'), (6, NULL)) v(id, grid)
ORDER BY id;
SELECT cat_mouse_grid_check('["M.C", "#F#"]'::jsonb, 1, 1) IS NULL AS jsonb_ok,
       cat_mouse_grid_check(E'M.C\n#F#', 1, 1, max_turns => -1) AS max_turns,
       cat_mouse_grid_check('{"M.C","#F#"}'::text[], NULL, 1) IS NULL AS null_jump;

-- census runs (1.1): every argument checked before anything is made; a run
-- writes its own tables and no other; a run is its owner's
CREATE TABLE my_results (a int);
CREATE ROLE regress_catmouse_owner;
CREATE ROLE regress_catmouse_other;
GRANT CREATE ON SCHEMA public TO regress_catmouse_owner, regress_catmouse_other;
SET ROLE regress_catmouse_owner;
SET client_min_messages = warning;   -- a run's NOTICEs hold times
CALL cat_mouse_census_run('lost5', 5, chunks => 2);
CALL cat_mouse_census_run('kept5', 5, 'cops', chunks => 2);
RESET client_min_messages;
DROP TABLE lost5;
RESET ROLE;
\x on
SELECT label, e.*
FROM (VALUES
  ('run: empty name',         $$CALL cat_mouse_census_run('', 5)$$),
  ('run: temporary schema',   $$CALL cat_mouse_census_run('pg_temp.c5', 5)$$),
  ('run: missing schema',     $$CALL cat_mouse_census_run('nowhere.c5', 5)$$),
  ('run: name too long',      $$CALL cat_mouse_census_run(repeat('c', 57), 5)$$),
  ('run: NULL nodes',         $$CALL cat_mouse_census_run('c5', NULL)$$),
  ('run: no such game',       $$CALL cat_mouse_census_run('c5', 5, 'chess')$$),
  ('run: NULL game',          $$CALL cat_mouse_census_run('c5', 5, NULL)$$),
  ('run: max_cats, hole game', $$CALL cat_mouse_census_run('c5', 5, max_cats => 2)$$),
  ('run: a hole, cops',       $$CALL cat_mouse_census_run('c5', 5, 'cops', cat_can_enter_hole => true)$$),
  ('run: NULL max_cats',      $$CALL cat_mouse_census_run('c5', 5, 'cops', max_cats => NULL)$$),
  ('run: nodes, hole game',   $$CALL cat_mouse_census_run('c5', 17)$$),
  ('run: nodes, cops',        $$CALL cat_mouse_census_run('c5', 65, 'cops')$$),
  ('run: max_cats',           $$CALL cat_mouse_census_run('c5', 5, 'cops', max_cats => 9)$$),
  ('run: chunks',             $$CALL cat_mouse_census_run('c5', 5, chunks => 0)$$),
  ('run: rounds',             $$CALL cat_mouse_census_run('c5', 5, rounds => -1)$$),
  ('run: no shards',          $$CALL cat_mouse_census_run('c5', 5, shards => '{}')$$),
  ('run: missing shard',      $$CALL cat_mouse_census_run('c5', 5, shards => '{nowhere}')$$),
  ('run: not a census view',  $$CALL cat_mouse_census_run('c5', 5, shards => '{my_results}')$$),
  ('run: no Citus',           $$CALL cat_mouse_census_run('c5', 5, distributed => true)$$),
  ('run: Citus and shards',   $$CALL cat_mouse_census_run('c5', 5, shards => '{my_results}', distributed => true)$$),
  ('workers: no Citus',       $$SELECT * FROM cat_mouse_citus_workers()$$),
  ('run: a table of the user''s', $$CALL cat_mouse_census_run('my_results', 5)$$),
  ('run: another census',     $$CALL cat_mouse_census_run('kept5', 6, 'cops', chunks => 2)$$),
  ('run: another game',       $$CALL cat_mouse_census_run('kept5', 5, chunks => 2)$$),
  ('run: its table dropped',  $$CALL cat_mouse_census_run('lost5', 5, chunks => 2)$$),
  ('reset: no such run',      $$SELECT cat_mouse_census_reset('nowhere5')$$),
  ('drop: another role''s',   $$SET LOCAL ROLE regress_catmouse_other; SELECT cat_mouse_census_drop('kept5')$$),
  ('registry: another role''s', $$SET LOCAL ROLE regress_catmouse_other; DELETE FROM cat_mouse_census_runs WHERE name = 'kept5'$$),
  ('max_memory over the limit', $$SET LOCAL catmouse.max_memory_limit = '64MB'; SET LOCAL catmouse.max_memory = '65MB'$$)
) AS t(label, q), LATERAL pg_temp.err(q) e;
\x off
SELECT name, owner, game, nodes, chunks, max_cats, cat_can_enter_hole FROM cat_mouse_census_runs ORDER BY name;
SELECT cat_mouse_census_drop('lost5'), cat_mouse_census_drop('kept5');
DROP TABLE my_results;
REVOKE CREATE ON SCHEMA public FROM regress_catmouse_owner, regress_catmouse_other;
DROP ROLE regress_catmouse_owner, regress_catmouse_other;

-- the memory bound: a 1000-node graph needs more than 1 MB of work memory
SET catmouse.max_memory = '1MB';
\x on
SELECT e.* FROM pg_temp.err($$SELECT cat_mouse_game(array_fill(1, ARRAY[1000, 1]))$$) e;
SELECT e.* FROM pg_temp.err($$SELECT can_mouse_win(ARRAY['MCF' || repeat('.', 997)], 1, 1)$$) e;
\x off
SET catmouse.max_memory = '3MB';
SELECT cat_mouse_game(array_fill(1, ARRAY[1000, 1])) AS fits_now;
RESET catmouse.max_memory;
-- every memory message gives the need and the limit in PostgreSQL's units,
-- rounded up (never 0), and a value to SET only when the setting holds it
\x on
SELECT label, e.*
FROM (VALUES
  ('a limit of 64 kB',        $$SET LOCAL catmouse.max_memory = '64kB'; SELECT cat_mouse_game(array_fill(1, ARRAY[1000, 1]))$$),
  ('over the administrator''s limit', $$SET LOCAL catmouse.max_memory_limit = '1MB'; SELECT cat_mouse_game(array_fill(1, ARRAY[1000, 1]))$$),
  ('geng: 25 nodes',          $$SELECT count(*) FROM cat_mouse_geng(25)$$),
  ('geng: 50 nodes',          $$SELECT count(*) FROM cat_mouse_geng(50)$$),
  ('geng: 64 nodes',          $$SELECT count(*) FROM cat_mouse_geng(64)$$),
  ('pursuit: 5 cats, 300 nodes', $$SELECT * FROM cat_mouse_pursuit((SELECT array_agg(ARRAY[(i + 1) % 300, (i + 299) % 300] ORDER BY i) FROM generate_series(0, 299) i), 5)$$),
  ('pursuit: 8 cats, 46340 nodes', $$SELECT * FROM cat_mouse_pursuit((SELECT array_agg(ARRAY[(i + 1) % 46340] ORDER BY i) FROM generate_series(0, 46339) i), 8)$$)
) AS t(label, q), LATERAL pg_temp.err(q) e;
\x off
SHOW catmouse.max_memory;

-- text that once read past its end: '{', white space, then '"' (the
-- recognition looked for a ':' as far past the value as it had skipped; 3 MB
-- of it crashed the server through every function that takes text): an
-- int[][] literal, refused by the array's own input function
SELECT f, e.code, left(e.message, 24) AS message, length(e.message) > 3000000 AS names_all_of_it
FROM (VALUES ('cat_mouse_game'), ('cat_mouse_to_graph6'), ('cat_mouse_states'), ('graph6')) v(f),
     LATERAL pg_temp.err(format('SELECT count(*) FROM %s((chr(123) || repeat(chr(32), 3000000) || chr(34))::text)', f)) e;
SELECT left(cat_mouse_check((chr(123) || repeat(chr(32), 3000000) || chr(34))::text), 30) AS check_says;
-- and short ones, whose bytes past the end could change the kind
SELECT t, e.code, e.message
FROM (VALUES ('{ "a'), ('{ "a"'), ('{"'), ('{ '), ('[ 1'), ('[ -'), ('>>g')) v(t),
     LATERAL pg_temp.err(format('SELECT cat_mouse_to_graph6(%L::text)', t)) e;

-- the backend is alive and well
SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}') AS still_solving;
