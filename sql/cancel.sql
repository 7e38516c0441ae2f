--
-- Long solves honour statement_timeout (and query cancel, which takes the
-- same path): the error is query_canceled, the session goes on.
--
SELECT setseed(0.75);
CREATE TABLE big AS
WITH edges AS (
  SELECT a, 1 + floor(random() * (a - 1))::int AS b FROM generate_series(2, 9999) a
  UNION ALL SELECT 0, 1 + floor(random() * 9999)::int FROM generate_series(1, 4)
  UNION ALL SELECT floor(random() * 10000)::int, floor(random() * 10000)::int
            FROM generate_series(1, 10000)
)
SELECT cat_mouse_graph_agg(a, b, true) AS g FROM edges;
SELECT array_length(g, 1) AS nodes FROM big;
CREATE TABLE cycle AS
SELECT cat_mouse_graph_agg(i, (i + 1) % 600, true) AS g FROM generate_series(0, 599) i;

-- each solve takes seconds; the SQLSTATE is 57014, query_canceled
SET catmouse.max_memory = '2GB';
SET statement_timeout = '200ms';
\set VERBOSITY sqlstate
SELECT cat_mouse_game(g) FROM big;
SELECT (cat_mouse_summary(g)).states FROM big;
SELECT count(*) FROM big, cat_mouse_states(g);
SELECT * FROM cycle, cat_mouse_pursuit(g, 2);
\set VERBOSITY default
RESET statement_timeout;

-- the same session solves on
SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}') AS still_solving;
RESET catmouse.max_memory;
DROP TABLE big, cycle;
