--
-- Analysing a dataset of puzzles with the catmouse functions (the worked
-- example of the README).  400 random LeetCode-style puzzles are built from
-- a table of edges with cat_mouse_graph_agg (fixed seed).
--
SELECT setseed(0.25);
CREATE TABLE edges AS
WITH puzzles AS (
  SELECT id, 4 + floor(random() * 17)::int AS n, random() * 0.25 AS p
  FROM generate_series(1, 400) id
), pairs AS MATERIALIZED (
  SELECT id, a, b, p, random() AS r
  FROM puzzles, generate_series(0, n - 1) a, generate_series(0, n - 1) b WHERE a < b
)
-- a random tree on nodes 1 .. n-1, the hole next to one of them, extra edges
SELECT id AS puzzle, a, 1 + floor(random() * (a - 1))::int AS b
FROM puzzles, generate_series(2, n - 1) a
UNION ALL SELECT id, 0, 1 + floor(random() * (n - 1))::int FROM puzzles
UNION ALL SELECT id, a, b FROM pairs WHERE r < p;

CREATE TABLE puzzles AS
  SELECT puzzle AS id, cat_mouse_graph_agg(a, b, true) AS graph
  FROM edges GROUP BY puzzle;

-- one summary row per puzzle, computed once
CREATE TABLE facts AS
  SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.graph) s;

-- 1. who wins, by graph size
SELECT (nodes - 4) / 4 * 4 + 4 || '-' || (nodes - 4) / 4 * 4 + 7 AS nodes,
       count(*) AS puzzles,
       round(100.0 * count(*) FILTER (WHERE outcome = 1) / count(*)) AS "mouse %",
       round(100.0 * count(*) FILTER (WHERE outcome = 2) / count(*)) AS "cat %",
       round(100.0 * count(*) FILTER (WHERE outcome = 0) / count(*)) AS "draw %"
FROM facts GROUP BY 1 ORDER BY min(nodes);

-- 2. the longest forced wins from the start, and how many are beyond the 2n
--    moves a memoised search would look
SELECT id, nodes, outcome, remoteness, remoteness > 2 * nodes AS beyond_2n
FROM facts WHERE remoteness IS NOT NULL
ORDER BY remoteness DESC, id LIMIT 5;
SELECT count(*) FILTER (WHERE remoteness > 2 * nodes) AS wins_beyond_2n FROM facts;

-- 3. the mouse's best first move in those puzzles
SELECT f.id, pl.from_node, pl.to_node,
       CASE WHEN pl.to_node = 0 THEN 'home' ELSE 'run' END AS kind
FROM facts f, cat_mouse_play((SELECT graph FROM puzzles WHERE id = f.id)) pl
WHERE pl.ply = 1 AND f.remoteness IS NOT NULL
ORDER BY f.remoteness DESC, f.id LIMIT 5;

-- 4. a turn limit as a filter on remoteness: puzzles the mouse wins, and
--    how many it still wins within 10 plies
SELECT count(*) FILTER (WHERE outcome = 1) AS mouse_wins,
       count(*) FILTER (WHERE outcome = 1 AND remoteness <= 10) AS within_10,
       count(*) FILTER (WHERE cat_mouse_game(graph, max_turns => 10) = 1) AS check_within_10
FROM facts JOIN puzzles USING (id);

-- 5. inside one puzzle: from which starts does the mouse win?
SELECT cat AS cat_start, string_agg(mouse::text, ',' ORDER BY mouse) AS mouse_starts_that_win
FROM cat_mouse_states((SELECT graph FROM puzzles WHERE id = 1))
WHERE turn = 'mouse' AND outcome = 1 AND mouse <> 0
GROUP BY cat ORDER BY cat;

DROP TABLE edges, puzzles, facts;
