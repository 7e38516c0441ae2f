--
-- Batch workflows over a table of puzzles (1.1): which query shapes solve
-- each puzzle once and in parallel workers, and the usual ways to keep
-- results next to the puzzles (CREATE TABLE AS, a generated column, an
-- expression index, a materialized view refreshed concurrently).
--
-- At PostgreSQL's default costs and settings: the only setting is the
-- table's parallel_workers (a table under min_parallel_table_scan_size,
-- 8 MB, gets no workers by its size).  The 11,117 connected 8-node graphs.
--
CREATE TABLE batch_graphs (id int PRIMARY KEY, g6 graph6 NOT NULL);
INSERT INTO batch_graphs SELECT id, g FROM cat_mouse_geng(8, connected => true) WITH ORDINALITY x(g, id);
ALTER TABLE batch_graphs SET (parallel_workers = 2);
ANALYZE batch_graphs;
-- 1. every (graph, hole): cat_mouse_census in FROM, one call per graph, in
--    the workers, partial aggregates there
EXPLAIN (COSTS OFF)
SELECT count(*), sum(c.start_mouse_wins), max(c.longest_remoteness)
FROM batch_graphs g, cat_mouse_census(g.g6) c;
SELECT count(*) AS pairs, sum(c.start_mouse_wins) AS mouse_wins, max(c.longest_remoteness) AS longest
FROM batch_graphs g, cat_mouse_census(g.g6) c;

-- 2. options from a series that depends on the row: scanned first, in parallel
EXPLAIN (COSTS OFF)
SELECT max(s.max_remoteness)
FROM batch_graphs g, generate_series(0, cat_mouse_graph6_nodes(g.g6)::int - 1) h,
     cat_mouse_summary(g.g6, (h + 1) % 8, (h + 1) % 8, h) s;

-- 3. a constant series: PostgreSQL charges a function scan's evaluation once
--    per query, as if its rescans read a cached result; catmouse's planner
--    hook prices a lateral catmouse call per row, so the puzzles are the
--    outer loop, scanned in parallel
EXPLAIN (COSTS OFF)
SELECT max(s.max_remoteness)
FROM batch_graphs g, generate_series(0, 7) h,
     cat_mouse_summary(g.g6, (h + 1) % 8, (h + 1) % 8, h) s;
-- the same figures by the census form
SELECT (SELECT max(s.max_remoteness)
        FROM batch_graphs g, generate_series(0, 7) h,
             cat_mouse_summary(g.g6, (h + 1) % 8, (h + 1) % 8, h) s) AS series_form,
       (SELECT max(c.max_remoteness) FROM batch_graphs g, cat_mouse_census(g.g6) c) AS census_form;

-- 4. the select list is costed per row and runs in the workers; but
--    (f(x)).a, (f(x)).b calls f once per field: take a record-returning
--    function in FROM instead
EXPLAIN (COSTS OFF)
SELECT count(*) FILTER (WHERE cat_mouse_game(g6, 0, 1, 2) = 1) FROM batch_graphs;
EXPLAIN (COSTS OFF, VERBOSE)
SELECT (cat_mouse_summary(g6, 0, 1, 2)).states, (cat_mouse_summary(g6, 0, 1, 2)).draws
FROM batch_graphs WHERE id = 1;

-- 5. results into a table: CREATE TABLE AS runs its query in parallel
EXPLAIN (COSTS OFF)
CREATE TABLE batch_results AS
  SELECT g.id, s.* FROM batch_graphs g, cat_mouse_summary(g.g6, 0, 1, 2) s;
CREATE TABLE batch_results AS
  SELECT g.id, s.* FROM batch_graphs g, cat_mouse_summary(g.g6, 0, 1, 2) s;
SELECT outcome, count(*) FROM batch_results GROUP BY outcome ORDER BY outcome;
-- UPDATE never gets a parallel plan in PostgreSQL 15 (no parallel plans for
-- queries that write): fill a new column from a CREATE TABLE AS instead
ALTER TABLE batch_graphs ADD COLUMN outcome int;
EXPLAIN (COSTS OFF)
UPDATE batch_graphs SET outcome = cat_mouse_game(g6, 0, 1, 2);
UPDATE batch_graphs g SET outcome = r.outcome FROM batch_results r WHERE r.id = g.id;
SELECT count(*) FILTER (WHERE outcome = cat_mouse_game(g6, 0, 1, 2)) AS agree, count(*)
FROM batch_graphs;

-- 6. a generated column: solved once per row written
CREATE TABLE stored_puzzles (
  id int PRIMARY KEY,
  g6 graph6 NOT NULL,
  outcome int GENERATED ALWAYS AS (cat_mouse_game(g6, 0, 1, 2)) STORED);
INSERT INTO stored_puzzles (id, g6) SELECT id, g6 FROM batch_graphs;
UPDATE stored_puzzles SET g6 = 'EQjO' WHERE id = 1;
SELECT id, g6, outcome FROM stored_puzzles WHERE id <= 3 ORDER BY id;

-- 7. an expression index: the outcome looked up, not solved again
CREATE INDEX batch_outcome ON batch_graphs ((cat_mouse_game(g6, 0, 1, 2)));
SET enable_seqscan = off;
EXPLAIN (COSTS OFF)
SELECT id FROM batch_graphs WHERE cat_mouse_game(g6, 0, 1, 2) = 0;
SELECT count(*) FROM batch_graphs WHERE cat_mouse_game(g6, 0, 1, 2) = 0;
RESET enable_seqscan;

-- 8. a materialized view of summaries, refreshed without blocking readers
CREATE MATERIALIZED VIEW batch_summaries AS
  SELECT g.id, s.* FROM batch_graphs g, cat_mouse_summary(g.g6, 0, 1, 2) s;
CREATE UNIQUE INDEX ON batch_summaries (id);
INSERT INTO batch_graphs (id, g6) VALUES (20000, 'Bw');
REFRESH MATERIALIZED VIEW CONCURRENTLY batch_summaries;
SELECT count(*), sum(states), count(*) FILTER (WHERE outcome = 1) AS mouse_wins
FROM batch_summaries;

