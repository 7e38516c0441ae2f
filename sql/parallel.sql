--
-- Parallel query at PostgreSQL's default costs: every function is PARALLEL
-- SAFE, and a table of puzzles is solved by parallel workers in every form
-- the README recommends, with the serial answers.  The only setting is the
-- table's parallel_workers.  The 11,117 connected 8-node graphs, as
-- int[][], jsonb and graph6.
--
CREATE TABLE par_puzzles (id int, g6 graph6);
INSERT INTO par_puzzles SELECT id, g FROM cat_mouse_geng(8, connected => true) WITH ORDINALITY x(g, id);
ALTER TABLE par_puzzles SET (parallel_workers = 2);
ALTER TABLE par_puzzles ADD COLUMN graph int[], ADD COLUMN j jsonb;
UPDATE par_puzzles SET graph = g6::int[], j = to_jsonb(g6::int[]);
VACUUM ANALYZE par_puzzles;

-- the serial answer
SET max_parallel_workers_per_gather = 0;
CREATE TEMP TABLE serial AS
  SELECT cat_mouse_game(graph) AS outcome, count(*) AS puzzles,
         sum(s.mouse_wins) AS mouse_wins
  FROM par_puzzles, cat_mouse_summary(graph) s GROUP BY 1;
RESET max_parallel_workers_per_gather;

-- the select list, an aggregate over summaries in FROM, per-puzzle results
-- into a table, from int[][], jsonb and graph6 columns: all in the workers
EXPLAIN (COSTS OFF)
SELECT count(*) FILTER (WHERE cat_mouse_game(graph) = 1) FROM par_puzzles;
EXPLAIN (COSTS OFF)
SELECT cat_mouse_game(graph) AS outcome, count(*) AS puzzles,
       sum(s.mouse_wins) AS mouse_wins
FROM par_puzzles, cat_mouse_summary(graph) s GROUP BY 1;
EXPLAIN (COSTS OFF)
CREATE TABLE par_facts AS SELECT p.id, s.* FROM par_puzzles p, cat_mouse_summary(p.j) s;
EXPLAIN (COSTS OFF)
SELECT p.id, s.* FROM par_puzzles p, cat_mouse_summary(p.g6) s;

-- the same answers in parallel
CREATE TEMP TABLE par AS
  SELECT cat_mouse_game(graph) AS outcome, count(*) AS puzzles,
         sum(s.mouse_wins) AS mouse_wins
  FROM par_puzzles, cat_mouse_summary(graph) s GROUP BY 1;
SELECT (SELECT count(*) FROM (TABLE par EXCEPT TABLE serial) a) AS only_parallel,
       (SELECT count(*) FROM (TABLE serial EXCEPT TABLE par) b) AS only_serial,
       (SELECT count(*) FROM par) AS groups;
SELECT count(*) FILTER (WHERE cat_mouse_game(graph) = 1) AS mouse_wins,
       count(*) FILTER (WHERE cat_mouse_game(graph::text) = 2) AS cat_wins
FROM par_puzzles;
CREATE TABLE par_facts AS SELECT p.id, s.* FROM par_puzzles p, cat_mouse_summary(p.j) s;
SELECT count(*), sum(states), count(*) FILTER (WHERE outcome = 0) AS draws FROM par_facts;

-- per-position rows in workers too
EXPLAIN (COSTS OFF)
SELECT count(*) FROM par_puzzles, cat_mouse_states(graph) st WHERE st.outcome = 0;
SELECT count(*) FROM par_puzzles, cat_mouse_states(graph) st WHERE st.outcome = 0;

-- a small table stays serial: 40 puzzles are not worth starting workers
CREATE TABLE par_few AS SELECT * FROM par_puzzles WHERE id <= 40;
ALTER TABLE par_few SET (parallel_workers = 2);
ANALYZE par_few;
EXPLAIN (COSTS OFF)
SELECT p.id, s.* FROM par_few p, cat_mouse_summary(p.graph) s;

-- puzzles that repeat are still solved once per row: no Memoize over the
-- call, which would hash and compare every graph (src/pg/planner.c)
CREATE TABLE par_repeated AS
  SELECT p.graph FROM par_puzzles p, generate_series(1, 3) WHERE p.id <= 4000;
ANALYZE par_repeated;
SET max_parallel_workers_per_gather = 0;
EXPLAIN (COSTS OFF)
SELECT sum(s.mouse_wins) FROM par_repeated p, cat_mouse_summary(p.graph) s;
RESET max_parallel_workers_per_gather;

DROP TABLE par_puzzles, par_facts, par_few, par_repeated;
