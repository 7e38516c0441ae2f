--
-- Parallel query: every function is PARALLEL SAFE, so a table of puzzles
-- can be solved by parallel workers; the answers are the serial ones.
--
CREATE TABLE par_puzzles AS
  SELECT id, (ARRAY['{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}',
                    '{{1,3},{0,NULL},{3,NULL},{0,2}}',
                    '{{2,3},{2,3},{0,1},{0,1}}',
                    '{{2,NULL},{2,NULL},{0,1}}'])[1 + id % 4]::int[] AS graph
  FROM generate_series(1, 2000) id;
ALTER TABLE par_puzzles SET (parallel_workers = 2);
ANALYZE par_puzzles;

-- the serial answer
SET max_parallel_workers_per_gather = 0;
CREATE TEMP TABLE serial AS
  SELECT cat_mouse_game(graph) AS outcome, count(*) AS puzzles,
         sum(s.mouse_wins) AS mouse_wins
  FROM par_puzzles, cat_mouse_summary(graph) s GROUP BY 1;

SET max_parallel_workers_per_gather = 2;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET force_parallel_mode = on;

EXPLAIN (COSTS OFF)
SELECT count(*) FILTER (WHERE cat_mouse_game(graph) = 1) FROM par_puzzles;

EXPLAIN (COSTS OFF)
SELECT cat_mouse_game(graph) AS outcome, count(*) AS puzzles,
       sum(s.mouse_wins) AS mouse_wins
FROM par_puzzles, cat_mouse_summary(graph) s GROUP BY 1;

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

-- per-position rows in workers too
EXPLAIN (COSTS OFF)
SELECT count(*) FROM par_puzzles, cat_mouse_states(graph) st WHERE st.outcome = 0;
SELECT count(*) FROM par_puzzles, cat_mouse_states(graph) st WHERE st.outcome = 0;

RESET force_parallel_mode;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET max_parallel_workers_per_gather;
DROP TABLE par_puzzles;
