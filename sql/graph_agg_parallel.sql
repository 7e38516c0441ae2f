-- cat_mouse_graph_agg in a parallel plan (1.1: combine, serial and deserial
-- functions): workers build partial states, the leader combines them, and the
-- graph is the serial aggregate's.  The costs and the table's parallel_workers
-- are set so that the planner picks a parallel plan on a few thousand rows:
-- this shows that it can, not that it would at the default costs.  The last
-- part is what users get: PostgreSQL's default settings on a table of moves
-- large enough for them (30 MB) plan the aggregate in parallel too.
CREATE TABLE agg_moves (grp int, from_node int, to_node int);
INSERT INTO agg_moves
  SELECT i % 3, i % 700, CASE WHEN i % 97 = 0 THEN NULL ELSE (i * 7 + 3) % 650 END
  FROM generate_series(1, 6000) i;
INSERT INTO agg_moves VALUES (0, 799, NULL), (1, NULL, 5);
ALTER TABLE agg_moves SET (parallel_workers = 2);
ANALYZE agg_moves;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
SET parallel_leader_participation = off;
EXPLAIN (COSTS OFF)
SELECT cat_mouse_graph_agg(from_node, to_node), cat_mouse_graph_agg(from_node, to_node, true)
FROM agg_moves;
EXPLAIN (COSTS OFF)
SELECT grp, cat_mouse_graph_agg(from_node, to_node) FROM agg_moves GROUP BY grp;
EXPLAIN (COSTS OFF)
CREATE TABLE agg_par AS
  SELECT cat_mouse_graph_agg(from_node, to_node) AS g,
         cat_mouse_graph_agg(from_node, to_node, true) AS u FROM agg_moves;
CREATE TABLE agg_par AS
  SELECT cat_mouse_graph_agg(from_node, to_node) AS g,
         cat_mouse_graph_agg(from_node, to_node, true) AS u FROM agg_moves;
CREATE TABLE agg_par_grp AS
  SELECT grp, cat_mouse_graph_agg(from_node, to_node, true) AS u FROM agg_moves GROUP BY grp;
RESET parallel_leader_participation;
SET max_parallel_workers_per_gather = 0;
EXPLAIN (COSTS OFF)
SELECT cat_mouse_graph_agg(from_node, to_node) FROM agg_moves;
SELECT p.g = s.g AS directed_equal, p.u = s.u AS undirected_equal,
       array_length(p.g, 1) AS nodes, array_length(p.u, 2) AS widest_row,
       (SELECT count(*) FROM unnest(p.g) x WHERE x IS NOT NULL) AS moves
FROM agg_par p,
     (SELECT cat_mouse_graph_agg(from_node, to_node) AS g,
             cat_mouse_graph_agg(from_node, to_node, true) AS u FROM agg_moves) s;
SELECT p.grp, p.u = s.u AS equal, array_length(p.u, 1) AS nodes
FROM agg_par_grp p
JOIN (SELECT grp, cat_mouse_graph_agg(from_node, to_node, true) AS u FROM agg_moves GROUP BY grp) s
  USING (grp)
ORDER BY grp;
-- the functions are the aggregate's
SELECT a.aggfnoid::regprocedure, a.aggcombinefn, a.aggserialfn, a.aggdeserialfn
FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggfnoid
WHERE p.proname = 'cat_mouse_graph_agg' ORDER BY 1::text;
RESET ALL;
DROP TABLE agg_moves, agg_par, agg_par_grp;

-- at the default settings: 850,000 moves among 1,000 nodes
CREATE TABLE agg_big (from_node int, to_node int);
INSERT INTO agg_big SELECT i % 1000, (i / 1000 * 13 + i) % 1000 FROM generate_series(1, 850000) i;
ANALYZE agg_big;
EXPLAIN (COSTS OFF)
SELECT cat_mouse_graph_agg(from_node, to_node) FROM agg_big;
CREATE TABLE agg_big_par AS SELECT cat_mouse_graph_agg(from_node, to_node) AS g FROM agg_big;
SET max_parallel_workers_per_gather = 0;
SELECT p.g = s.g AS equal_to_serial, array_length(p.g, 1) AS nodes,
       (SELECT count(*) FROM unnest(p.g) x WHERE x IS NOT NULL) AS moves
FROM agg_big_par p, (SELECT cat_mouse_graph_agg(from_node, to_node) AS g FROM agg_big) s;
RESET max_parallel_workers_per_gather;
DROP TABLE agg_big, agg_big_par;
