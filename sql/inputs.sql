--
-- Other ways in: JSON adjacency lists (jsonb or text) and the
-- cat_mouse_graph_agg aggregate over rows of moves.
--

-- LeetCode's own JSON, as an untyped literal (the text overload), as
-- jsonb, and as an int[][] literal in text
SELECT cat_mouse_game('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]') AS json_text,
       cat_mouse_game('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'::jsonb) AS jsonb,
       cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}') AS array_text,
       cat_mouse_game('  [[1,3],[0],[3],[0,2]]') AS leading_space;

-- JSON rows may differ in length; [] is a node without moves; null is skipped
SELECT cat_mouse_game('[[2],[],[0]]') AS mouse_stuck,
       cat_mouse_game('[[2,null],[null,3],[0],[1]]') AS nulls_skipped,
       cat_mouse_game('[[1,3],[0],[3],[0,2]]', max_turns => 0) AS options_apply,
       cat_mouse_game('[[1,3],[0],[3],[0,2]]'::jsonb, cat_graph => '[[1],[0],[1],[2]]'::jsonb) AS own_cat_graph;

-- JSON values that are whole numbers written as decimals are node numbers
SELECT cat_mouse_game('[[1.0,3],[0],[3],[0,2.000]]') AS decimals;

-- stored as jsonb and as text
CREATE TABLE puzzles (id int, j jsonb, t text);
INSERT INTO puzzles VALUES (1, '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]', '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'),
                           (2, '[[1,3],[0],[3],[0,2]]', '{{1,3},{0,NULL},{3,NULL},{0,2}}');
SELECT id, cat_mouse_game(j) AS from_jsonb, cat_mouse_game(t) AS from_text,
       (SELECT count(*) FROM cat_mouse_states(j)) AS states,
       (SELECT max(ply) FROM cat_mouse_play(t)) AS plies,
       (cat_mouse_summary(j)).mouse_wins
FROM puzzles ORDER BY id;
DROP TABLE puzzles;

-- the aggregate: one row per move
CREATE TABLE edges (puzzle int, a int, b int);
INSERT INTO edges VALUES
  -- LeetCode 913 example 2 as undirected edges
  (1, 0, 1), (1, 0, 3), (1, 2, 3),
  -- a directed graph with a self-loop, a repeated move and node 4 declared
  (2, 0, 1), (2, 1, 2), (2, 2, 1), (2, 2, 2), (2, 1, 2), (2, 4, NULL);
SELECT puzzle, cat_mouse_graph_agg(a, b, true) AS undirected, cat_mouse_graph_agg(a, b) AS directed
FROM edges GROUP BY puzzle ORDER BY puzzle;
SELECT puzzle, cat_mouse_game(cat_mouse_graph_agg(a, b, true)) AS outcome
FROM edges WHERE puzzle = 1 GROUP BY puzzle;

-- node numbers never mentioned are nodes without moves; no rows give NULL
SELECT cat_mouse_graph_agg(a, b) FROM (VALUES (3, 1)) v(a, b);
SELECT cat_mouse_graph_agg(a, b) IS NULL AS no_rows FROM edges WHERE false;
SELECT cat_mouse_graph_agg(a, b) IS NULL AS only_nulls FROM (VALUES (NULL::int, 1)) v(a, b);
-- the undirected flag may vary by row
SELECT cat_mouse_graph_agg(a, b, u) FROM (VALUES (0, 1, true), (1, 2, false), (2, 0, NULL)) v(a, b, u);
DROP TABLE edges;
