--
-- 1.1's interface as one: one argument order, max_turns wherever positions
-- are valued, one default per argument name, puzzles as values, the inputs
-- users have (json, LeetCode's JSON grids, nauty's headers), text read as
-- what it is.  Every query here asserts values computed another way.
--

-- The catalog: every catmouse function whose first argument is a graph (or
-- a puzzle) takes the puzzle's arguments in the one order, and its own
-- arguments after them.  Rows are the functions that break it (none).
WITH std(name, rank) AS (
  VALUES ('graph', 1), ('puzzle', 1), ('mouse_start', 2), ('cat_start', 3), ('hole', 4),
         ('cat_can_enter_hole', 5), ('max_turns', 6), ('cat_graph', 7)),
fn AS (
  SELECT p.oid, p.oid::regprocedure AS sig, p.proname, p.proargnames, p.proargmodes
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
  JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'catmouse'),
args AS (
  SELECT fn.oid, fn.sig, a.name, a.ord, s.rank
  FROM fn, unnest(fn.proargnames) WITH ORDINALITY a(name, ord)
  LEFT JOIN std s ON s.name = a.name
  WHERE fn.proargmodes IS NULL OR fn.proargmodes[a.ord] IN ('i', 'b')),
graphfns AS (
  SELECT oid FROM args WHERE ord = 1 AND name IN ('graph', 'puzzle'))
SELECT count(DISTINCT oid) AS graph_functions_checked,
       count(DISTINCT oid) FILTER (WHERE bad) AS out_of_order
FROM (SELECT a.oid,
             -- a puzzle argument after one ranked higher, or an own argument before one
             EXISTS (SELECT 1 FROM args b WHERE b.oid = a.oid AND b.ord > a.ord
                       AND b.rank IS NOT NULL AND (a.rank IS NULL OR b.rank <= a.rank)) AS bad
      FROM args a WHERE a.oid IN (SELECT oid FROM graphfns)) t;

-- Every function that values positions takes max_turns (1.0's signatures
-- without it have an overload with it, for the same input kind), but
-- can_mouse_win, LeetCode 1728's own function, whose rule is its limit.
-- (The census of every graph of a size, cat_mouse_census(nodes, ...), is
-- of no puzzle's positions: it counts without a limit.)
WITH fn AS (
  SELECT p.oid, p.proname, p.proargnames, p.proargtypes[0] AS first
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
  JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'catmouse'
  WHERE p.proargnames[1] <> 'nodes' AND p.proname IN ('cat_mouse_game', 'cat_mouse_states', 'cat_mouse_play', 'cat_mouse_summary',
                      'cat_mouse_census', 'cat_mouse_moves', 'cat_mouse_dot', 'cat_mouse_svg', 'cat_mouse_check',
                      'cat_mouse_grid_game', 'cat_mouse_grid_states', 'cat_mouse_grid_play',
                      'cat_mouse_grid_summary', 'cat_mouse_grid_moves', 'cat_mouse_grid_boards',
                      'cat_mouse_grid_svg'))
SELECT count(*) AS functions,
       count(*) FILTER (WHERE 'max_turns' = ANY (proargnames)) AS with_max_turns,
       array_agg(DISTINCT f.oid::regprocedure::text ORDER BY f.oid::regprocedure::text)
         FILTER (WHERE NOT 'max_turns' = ANY (proargnames)
                 AND NOT EXISTS (SELECT 1 FROM fn g WHERE g.proname = f.proname AND g.first = f.first
                                   AND 'max_turns' = ANY (g.proargnames))) AS without_any
FROM fn f;

-- One default per argument name (max_turns aside: NULL, no limit, for the
-- graph game of LeetCode 913; 1000 for the grids of LeetCode 1728, whose
-- rule it is, as 1.0 declared it).
WITH fn AS (
  SELECT pg_get_function_arguments(p.oid) AS args
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
  JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'catmouse'),
defaults AS (
  SELECT m[1] AS name, m[2] AS dflt
  FROM fn, regexp_matches(fn.args, '(?:^|, )(?:IN |INOUT )?(\w+) [^,]*? DEFAULT ([^,:]+)', 'g') m)
SELECT name, array_agg(DISTINCT dflt ORDER BY dflt) AS defaults
FROM defaults GROUP BY name HAVING count(DISTINCT dflt) > 1 OR name IN ('connected', 'cats', 'max_cats')
ORDER BY name;

-- Counts of nodes are int.
SELECT pg_typeof(cat_mouse_graph6_nodes('Cd')) AS nodes_type,
       (SELECT count(*) FROM generate_series(0, cat_mouse_graph6_nodes('Cd') - 1) h,
                             cat_mouse_summary('Cd'::graph6, hole => h)) AS summaries_per_hole;

-- connected defaults to true in geng as in the censuses: 6 nodes have 112
-- connected graphs of the 156 (nauty-geng -c 6 and nauty-geng 6).
SELECT (SELECT count(*) FROM cat_mouse_geng(6)) AS geng_default,
       (SELECT count(*) FROM cat_mouse_geng(6, connected => false)) AS geng_all,
       (SELECT sum(graphs) FROM cat_mouse_cop_census(6)) AS cop_census_default,
       (SELECT graphs FROM cat_mouse_census(6)) AS census_default;

-- cat_mouse_census of a graph, and of every graph of a size (nodes int):
-- the graph form's calls resolve as they did before there were two forms,
-- untyped literals, NULLs and named arguments included (a row per hole, so
-- a column hole), and an integer picks the census of geng's graphs (one
-- row, a column graphs)
SELECT (SELECT count(hole) FROM cat_mouse_census('DQc')) AS code,
       (SELECT count(hole) FROM cat_mouse_census('DQc', true)) AS code_enter,
       (SELECT count(hole) FROM cat_mouse_census('DQc', cat_can_enter_hole => true)) AS named,
       (SELECT count(hole) FROM cat_mouse_census(graph => '[[1],[0]]', max_turns => 3)) AS graph_named,
       (SELECT count(hole) FROM cat_mouse_census('{{1},{0},{0}}', false, 4)) AS array_limit,
       (SELECT count(hole) FROM cat_mouse_census('DQc', NULL)) AS null_enter,
       (SELECT count(hole) FROM cat_mouse_census('DQc', NULL, NULL, NULL)) AS nulls,
       (SELECT count(hole) FROM cat_mouse_census(NULL, NULL)) AS null_graph;
SELECT (SELECT graphs FROM cat_mouse_census(5)) AS nodes,
       (SELECT graphs FROM cat_mouse_census(nodes => 5, connected => false)) AS named,
       (SELECT graphs FROM cat_mouse_census(5, true)) AS enter,
       (SELECT graphs FROM cat_mouse_census(5::smallint, cat_can_enter_hole => true, res => 0, mod => 1)) AS smallint,
       (SELECT count(graphs) FROM cat_mouse_census(5, NULL)) AS null_enter;

-- cat_mouse_moves takes turn last: the moves of the cat equal the states'
-- positions after them.
SELECT m.to_node, m.outcome, m.remoteness,
       s.outcome AS state_outcome, s.remoteness AS state_remoteness
FROM cat_mouse_moves('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]', 3, 2, 0, turn => 'cat') m
JOIN cat_mouse_states('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]') s
  ON s.mouse = 3 AND s.cat = m.to_node AND s.turn = 'mouse'
ORDER BY m.to_node;

-- max_turns in states, play, moves and dot: states under a limit agree
-- with cat_mouse_game under it, position by position (the limit counts the
-- plies left from each position as from a start); play ends as the game's
-- outcome says.
SELECT count(*) AS positions,
       count(*) FILTER (WHERE s.outcome <> cat_mouse_game('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'::jsonb,
                                                          s.mouse, s.cat, 0, max_turns => 4)) AS disagree
FROM cat_mouse_states(cat_mouse_to_graph6('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'::jsonb), max_turns => 4) s
WHERE s.turn = 'mouse' AND s.mouse <> 0 AND s.mouse <> s.cat;
SELECT (SELECT count(*) FROM cat_mouse_states('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]', 1, 2, 0, false, 4)) AS states_1_0_kind,
       (SELECT count(*) FROM cat_mouse_states('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'::jsonb::graph6, max_turns => 4)) AS states_1_1_kind,
       (SELECT count(*) FROM (SELECT * FROM cat_mouse_states('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]', 1, 2, 0, false, NULL)
          EXCEPT ALL SELECT * FROM cat_mouse_states('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]')) d) AS null_limit_differs;
SELECT ply, mover, mouse, cat
FROM cat_mouse_play('[[1,3],[0],[3],[0,2]]'::jsonb::graph6, max_turns => 0);
SELECT cat_mouse_game('[[1,3],[0],[3],[0,2]]'::jsonb::graph6, max_turns => 0) AS game_limit_0,
       cat_mouse_game('[[1,3],[0],[3],[0,2]]'::jsonb::graph6) AS game_no_limit,
       (SELECT count(*) FROM cat_mouse_play('[[1,3],[0],[3],[0,2]]'::jsonb::graph6)) AS plies_no_limit,
       (SELECT array_agg(to_node ORDER BY to_node) FROM cat_mouse_moves('[[1,3],[0],[3],[0,2]]'::jsonb::graph6, max_turns => 0)
         WHERE outcome = 1) AS mouse_winning_moves_limit_0,
       (SELECT array_agg(to_node ORDER BY to_node) FROM cat_mouse_moves('[[1,3],[0],[3],[0,2]]'::jsonb::graph6, max_turns => 1)
         WHERE outcome = 1) AS mouse_winning_moves_limit_1,
       cat_mouse_dot('[[1,3],[0],[3],[0,2]]'::jsonb::graph6, max_turns => 0)
         <> cat_mouse_dot('[[1,3],[0],[3],[0,2]]'::jsonb::graph6) AS dot_shows_the_limit;

-- cat_mouse_census under max_turns against cat_mouse_game under it, start
-- by start, on every connected graph of 5 nodes, every hole and limits 0
-- to 8 (the full census, without the limit, is tested against brute force
-- elsewhere).
WITH g AS (SELECT g FROM cat_mouse_geng(5) g),
c AS (SELECT g.g, l, c.* FROM g, generate_series(0, 8) l, cat_mouse_census(g.g, max_turns => l) c),
o AS (SELECT g.g, l, h, count(*) AS starts,
             count(*) FILTER (WHERE cat_mouse_game(g.g, m, k, h, max_turns => l) = 1) AS mouse,
             count(*) FILTER (WHERE cat_mouse_game(g.g, m, k, h, max_turns => l) = 2) AS cat
      FROM g, generate_series(0, 8) l, generate_series(0, 4) h, generate_series(0, 4) m, generate_series(0, 4) k
      WHERE m <> h AND k <> h AND m <> k GROUP BY 1, 2, 3)
SELECT count(*) AS rows_compared,
       count(*) FILTER (WHERE (c.starts, c.start_mouse_wins, c.start_cat_wins, c.start_draws)
                              IS DISTINCT FROM (o.starts, o.mouse, o.cat, 0::bigint)) AS disagree
FROM c JOIN o ON o.g = c.g AND o.l = c.l AND o.h = c.hole;

-- Puzzles as values: deduplicate by canonical form, then solve each class;
-- a class's answer is each of its puzzles' answer.
WITH p AS (
  SELECT m, c, h, cat_mouse_canonical_puzzle('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'::jsonb, m, c, h) AS cp,
         cat_mouse_game('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'::jsonb, m, c, h) AS answer
  FROM generate_series(0, 5) m, generate_series(0, 5) c, generate_series(0, 5) h
  WHERE m <> c AND m <> h AND c <> h),
classes AS (SELECT DISTINCT cp FROM p)
SELECT (SELECT count(*) FROM p) AS puzzles,
       (SELECT count(*) FROM classes) AS classes,
       (SELECT count(*) FROM p JOIN classes k USING (cp) WHERE cat_mouse_game(k.cp) <> p.answer) AS disagree,
       (SELECT count(*) FROM p WHERE cat_mouse_game(p.cp, true, NULL)
                                     <> cat_mouse_game('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'::jsonb, p.m, p.c, p.h, true)) AS disagree_cat_enters;
SELECT s.outcome, s.states, cat_mouse_check(p) AS check_ok,
       (SELECT count(*) FROM cat_mouse_play(p)) AS plies,
       (SELECT count(*) FROM cat_mouse_states(p)) AS states,
       cat_mouse_canonical_puzzle(p) = p AS canonical_is_fixed
FROM (SELECT cat_mouse_canonical_puzzle('[[1,3],[0],[3],[0,2]]'::jsonb, 2, 3, 0) AS p) t,
     cat_mouse_summary(t.p) s;
SELECT cat_mouse_game(ROW('A_', 0, 5, 1, NULL)::cat_mouse_puzzle);
SELECT cat_mouse_check(ROW('A_', 0, 5, 1, NULL)::cat_mouse_puzzle) AS bad_start,
       cat_mouse_game(ROW(NULL, 0, 1, 2, NULL)::cat_mouse_puzzle) IS NULL AS null_graph;

-- json as jsonb; casts from jsonb, json and text to graph6.
SELECT cat_mouse_game('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'::json) AS json_game,
       (SELECT count(*) FROM cat_mouse_states('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'::json)) AS json_states,
       '[[1],[0,2],[1]]'::jsonb::graph6 AS from_jsonb,
       '[[1],[0,2],[1]]'::json::graph6 AS from_json,
       '[[1],[0,2],[1]]'::text::graph6 AS from_text_json,
       '{{1,NULL},{0,2},{1,NULL}}'::text::graph6 AS from_text_array,
       ':Bc'::text::graph6 AS sparse6_kept,
       ' >>graph6<<Bw '::text::graph6 AS header_dropped,
       '[[1],[2],[0]]'::jsonb::graph6 AS directed;

-- nauty's headers, as nauty's programs accept them, in every reader; a
-- file of codes with a header (on its first line, as nauty-geng -h writes
-- it) loads.
SELECT cat_mouse_game('>>graph6<<Cd') AS graph6_header,
       cat_mouse_game('>>sparse6<<:Cdv') AS sparse6_header,
       cat_mouse_game('>>digraph6<<&CQHo') AS digraph6_header,
       '>>graph6<<Cd'::graph6 AS type_input,
       cat_mouse_game('>>graph6<<Cd'::graph6) = cat_mouse_game('Cd') AS same_game;
CREATE TABLE header_codes (g graph6);
COPY header_codes FROM stdin;
>>graph6<<Bw
Cd
C~
\.
SELECT g, cat_mouse_graph6_nodes(g) AS nodes FROM header_codes ORDER BY g;

-- Grids as LeetCode's JSON, as text or jsonb, equal to the text[] forms.
SELECT cat_mouse_grid_game('["M.C...F"]', 1, 4) AS json_text,
       cat_mouse_grid_game('["M.C...F"]'::jsonb, 1, 4) AS jsonb,
       cat_mouse_grid_game(ARRAY['M.C...F'], 1, 4) AS text_array,
       cat_mouse_grid_game('{M.C...F}', 1, 4) AS array_literal,
       can_mouse_win('["####F","#C...","M...."]', 1, 2) AS leetcode_1,
       can_mouse_win('["M.C...F"]'::jsonb, 1, 3) AS leetcode_3,
       (SELECT count(*) FROM cat_mouse_grid_states('["####F","#C...","M...."]'::jsonb, 1, 2))
         = (SELECT count(*) FROM cat_mouse_grid_states(ARRAY['####F','#C...','M....'], 1, 2)) AS same_states;
SELECT cat_mouse_grid_game('M.C...F', 1, 4);
SELECT cat_mouse_grid_game('{"rows": ["M.C...F"]}'::jsonb, 1, 4);
SELECT cat_mouse_grid_game('["M.C", 7]'::jsonb, 1, 4);

-- Text read as what it is, with errors that say so.
SELECT cat_mouse_game('null');
SELECT cat_mouse_game('null'::jsonb);
SELECT cat_mouse_game('{"graph": [[1],[0]]}');
SELECT cat_mouse_game('Cd # comment');
SELECT cat_mouse_game('');
SELECT cat_mouse_check('DQd') AS keeps_detail,
       cat_mouse_check('Cd # comment') AS names_the_byte;
