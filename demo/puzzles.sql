-- catmouse quick start: sample puzzles solved where they are stored.
CREATE EXTENSION catmouse;

\echo '== LeetCode 913 puzzles and a few harder ones, stored in a table'
CREATE TABLE puzzles (id int PRIMARY KEY, name text, graph int[][]);
INSERT INTO puzzles VALUES
  (1, 'LeetCode 913 example 1', '{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'),
  (2, 'LeetCode 913 example 2', '{{1,3},{0,NULL},{3,NULL},{0,2}}'),
  (3, 'square, cat kept out of the hole', '{{2,3},{2,3},{0,1},{0,1}}'),
  (4, 'a cat win in 40 plies (> 2n)', '{{3,NULL,NULL,NULL,NULL,NULL},{2,5,7,9,NULL,NULL},{1,8,10,NULL,NULL,NULL},{0,5,9,10,NULL,NULL},{5,6,8,11,NULL,NULL},{1,3,4,6,8,9},{4,5,7,11,NULL,NULL},{1,6,9,NULL,NULL,NULL},{2,4,5,10,11,NULL},{1,3,5,7,NULL,NULL},{2,3,8,11,NULL,NULL},{4,6,8,10,NULL,NULL}}'),
  (5, 'a mouse win in 51 plies (> 2n)', '{{5,6,7,NULL,NULL,NULL,NULL},{2,4,6,8,NULL,NULL,NULL},{1,3,6,8,11,12,NULL},{2,5,7,8,12,NULL,NULL},{1,5,7,8,9,NULL,NULL},{0,3,4,7,8,10,13},{0,1,2,7,9,10,12},{0,3,4,5,6,11,13},{1,2,3,4,5,10,12},{4,6,10,12,13,NULL,NULL},{5,6,8,9,11,12,NULL},{2,7,10,13,NULL,NULL,NULL},{2,3,6,8,9,10,NULL},{5,7,9,11,NULL,NULL,NULL}}');

SELECT id, name, cat_mouse_game(graph) AS outcome,
       CASE cat_mouse_game(graph) WHEN 0 THEN 'draw' WHEN 1 THEN 'mouse wins' ELSE 'cat wins' END AS verdict,
       cat_mouse_game(graph, max_turns => 10) AS "within 10 plies"
FROM puzzles ORDER BY id;

\echo '== 2,000 random puzzles (3 to 30 nodes), generated in SQL and solved in one query'
DO $$ BEGIN PERFORM setseed(0.913); END $$;
CREATE TABLE random_puzzles AS
WITH sizes AS (
  SELECT id, 3 + floor(random() * 28)::int AS n, random() * 0.2 AS p
  FROM generate_series(1, 2000) id
), pairs AS MATERIALIZED (    -- one random draw per pair of nodes
  SELECT id, u, v, p, random() AS r
  FROM sizes, generate_series(0, n - 1) u, generate_series(0, n - 1) v WHERE v < u
), edges AS (      -- a random tree, so that every node is reachable ...
  SELECT id, u, 1 + floor(random() * (u - 1))::int AS v FROM sizes, generate_series(2, n - 1) u
  UNION                 -- ... the hole next to one random node ...
  SELECT id, 0, 1 + floor(random() * (n - 1))::int FROM sizes
  UNION                 -- ... and random extra edges
  SELECT id, u, v FROM pairs WHERE r < p
), arcs AS (
  SELECT id, u, v FROM edges UNION SELECT id, v, u FROM edges
), adjacency AS (
  SELECT s.id, s.n, k.u, array_remove(array_agg(a.v ORDER BY a.v), NULL) AS nb
  FROM sizes s
  CROSS JOIN LATERAL generate_series(0, s.n - 1) k(u)
  LEFT JOIN arcs a ON a.id = s.id AND a.u = k.u
  GROUP BY s.id, s.n, k.u
), width AS (
  SELECT id, greatest(max(cardinality(nb)), 1) AS w FROM adjacency GROUP BY id
)
SELECT a.id, a.n AS nodes,
       array_agg(a.nb || array_fill(NULL::int, ARRAY[w.w - cardinality(a.nb)]) ORDER BY a.u) AS graph
FROM adjacency a JOIN width w USING (id)
GROUP BY a.id, a.n;

SELECT CASE cat_mouse_game(graph) WHEN 0 THEN 'draw' WHEN 1 THEN 'mouse wins' ELSE 'cat wins' END AS verdict,
       count(*) AS puzzles
FROM random_puzzles GROUP BY 1 ORDER BY 1;

SELECT (nodes - 1) / 10 * 10 + 1 || '-' || (nodes - 1) / 10 * 10 + 10 AS nodes,
       count(*) AS puzzles,
       round(100.0 * count(*) FILTER (WHERE cat_mouse_game(graph) = 1) / count(*), 1) AS "mouse wins %"
FROM random_puzzles GROUP BY 1 ORDER BY 1;

\echo '== LeetCode 1728 grids'
SELECT grid, cat_jump, mouse_jump, can_mouse_win(grid, cat_jump, mouse_jump)
FROM (VALUES ('{"####F","#C...","M...."}'::text[], 1, 2),
             ('{"M.C...F"}', 1, 4),
             ('{"M.C...F"}', 1, 3)) AS t(grid, cat_jump, mouse_jump);
