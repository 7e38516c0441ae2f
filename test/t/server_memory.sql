-- The fixture of test/t/023_server_memory.pl (which says what it checks
-- and why the counts are exact): random puzzles and grids, a bad input for
-- every function, the list of calls, and measure(what), which runs one
-- entry of the list and reads the backend's memory on the way.
SET client_min_messages = warning;
SELECT setseed(0.3);
CREATE TABLE p AS
WITH sizes AS (
  SELECT id, 3 + floor(random() * 10)::int AS n FROM generate_series(1, 200) id
), pairs AS MATERIALIZED (
  SELECT id, a, b, random() AS r FROM sizes, generate_series(0, n - 1) a, generate_series(0, n - 1) b
), moves AS (
  SELECT id, a, b FROM pairs WHERE r < 0.3 AND a <> b
  UNION SELECT id, a, NULL FROM pairs WHERE a = b
)
SELECT id, cat_mouse_graph_agg(a, b) AS g, to_jsonb(cat_mouse_graph_agg(a, b)) AS j
FROM moves GROUP BY id;
ALTER TABLE p ADD PRIMARY KEY (id);
-- an undirected graph of as many nodes (a cycle with a chord), as int[] and
-- as graph6; the directed graph as a puzzle (canonical, mouse 0, cat 1,
-- hole 2)
ALTER TABLE p ADD COLUMN u int[], ADD COLUMN g6 graph6, ADD COLUMN pz cat_mouse_puzzle;
UPDATE p SET u = (SELECT cat_mouse_graph_agg(x, (x + 1) % n, true)
                  FROM (SELECT array_length(g, 1) AS n) s, generate_series(0, n - 1) x);
UPDATE p SET u = cat_mouse_adjacency(cat_mouse_to_graph6(u)), g6 = cat_mouse_to_graph6(u),
             pz = cat_mouse_canonical_puzzle(g, 0, 1, 2);
-- the moves of each puzzle, one a row, for the aggregate in parallel (a
-- row's NULL padding gives (node, NULL), which the aggregate takes as the
-- node alone)
CREATE TABLE edges AS
SELECT p.id, a - 1 AS a, b FROM p, generate_subscripts(p.g, 1) a, unnest(p.g[a:a]) b;
CREATE SCHEMA research;
CREATE TABLE grids (id int PRIMARY KEY, grid text[]);
INSERT INTO grids SELECT i, CASE i % 3 WHEN 0 THEN '{"####F","#C...","M...."}'::text[]
                                       WHEN 1 THEN '{"M.C...F"}' ELSE '{"M#C","..F"}' END
FROM generate_series(1, 200) i;
-- 20 graph6 values in binary (graph6_send), read back by COPY (graph6_recv),
-- and a bad code in binary ('DQd': bits set past the adjacency matrix)
CREATE TABLE g6_in (g graph6);
DO $$ BEGIN
  EXECUTE format('COPY (SELECT g6 FROM p ORDER BY id LIMIT 20) TO %L (FORMAT binary)',
                 current_setting('data_directory') || '/g6.bin');
  EXECUTE format('COPY (SELECT ''DQd''::bytea) TO %L (FORMAT binary)',
                 current_setting('data_directory') || '/g6_bad.bin');
END $$;
ANALYZE;

-- The palloc'd memory the backend holds: the bytes in use (allocated less
-- free: free chunks and the unused end of each block) of every memory
-- context of the backend, summed.
CREATE FUNCTION palloc_bytes() RETURNS bigint LANGUAGE sql AS $$
  SELECT sum(used_bytes)::bigint FROM pg_backend_memory_contexts $$;
-- the same by context, to say where a difference is
CREATE FUNCTION palloc_contexts() RETURNS jsonb LANGUAGE sql AS $$
  SELECT jsonb_object_agg(k, b) FROM (
    SELECT concat_ws(' ', level, name, ident) AS k, sum(used_bytes) AS b
    FROM pg_backend_memory_contexts GROUP BY 1) c $$;

-- malloc_bytes(): the bytes the backend holds from malloc (test/bin's
-- module, made by test/t/023_server_memory.pl before this file runs)

-- the backend's own resident memory, kB
CREATE FUNCTION rss_kb() RETURNS bigint LANGUAGE sql AS $$
  SELECT (regexp_match(pg_read_file('/proc/self/status'), 'RssAnon:\s+(\d+) kB'))[1]::bigint $$;

-- One bad input for the entry `what` (1 when it raised an error).  For a
-- function that no input makes fail, the statement fails right after the
-- call.
CREATE FUNCTION bad_input(what text) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  CASE what
    WHEN 'cat_mouse_game' THEN PERFORM cat_mouse_game('{1,2}'::int[]);
    WHEN 'cat_mouse_game(jsonb)' THEN PERFORM cat_mouse_game('[[1],["x"]]'::jsonb);
    WHEN 'cat_mouse_game(text)' THEN PERFORM cat_mouse_game('[[1],[5]]'::text);
    WHEN 'cat_mouse_game(graph6)' THEN PERFORM cat_mouse_game('DQd'::text::graph6);
    WHEN 'cat_mouse_game(bigint[])' THEN PERFORM cat_mouse_game('{{1},{4294967296}}'::bigint[]);
    WHEN 'cat_mouse_game(json)' THEN PERFORM cat_mouse_game('{"a":1}'::json);
    WHEN 'cat_mouse_game(cat_mouse_puzzle)' THEN
      PERFORM cat_mouse_game((SELECT pz FROM p WHERE id = 1), max_turns => -1);
    WHEN 'cat_mouse_states' THEN PERFORM count(*) FROM cat_mouse_states('{{1},{0}}', mouse_start => 99);
    WHEN 'cat_mouse_play' THEN PERFORM count(*) FROM cat_mouse_play('{{1},{0}}', hole => -1);
    WHEN 'cat_mouse_summary' THEN PERFORM (cat_mouse_summary('{{1},{0}}', max_turns => -1)).states;
    WHEN 'cat_mouse_grid_game' THEN PERFORM cat_mouse_grid_game('{"M.C","F"}', 1, 1);
    WHEN 'can_mouse_win' THEN PERFORM can_mouse_win('{"M.C.F"}', -1, 1);
    WHEN 'cat_mouse_grid_states' THEN PERFORM count(*) FROM cat_mouse_grid_states('{"M.X.F"}', 1, 1);
    WHEN 'cat_mouse_grid_play' THEN PERFORM count(*) FROM cat_mouse_grid_play('{"M.M.F"}', 1, 1);
    WHEN 'cat_mouse_grid_summary' THEN PERFORM (cat_mouse_grid_summary('{}', 1, 1)).states;
    WHEN 'cat_mouse_grid_moves' THEN PERFORM count(*) FROM cat_mouse_grid_moves('{"M.C"}', 1, 1);
    WHEN 'cat_mouse_grid_boards' THEN PERFORM count(*) FROM cat_mouse_grid_boards('{"M.C"}', 1, 1);
    WHEN 'cat_mouse_grid_svg' THEN PERFORM cat_mouse_grid_svg('{"M.C"}', 1, 1);
    WHEN 'cat_mouse_graph_agg' THEN PERFORM cat_mouse_graph_agg(a, b) FROM (VALUES (0, -1)) v(a, b);
    WHEN 'cat_mouse_graph_agg in parallel' THEN
      PERFORM cat_mouse_graph_agg(a, b) FROM (VALUES (0, -1)) v(a, b);
    WHEN 'count(*) in parallel' THEN
      PERFORM cat_mouse_graph_agg(a, b) FROM (VALUES (0, -1)) v(a, b);
    WHEN 'cat_mouse_census' THEN PERFORM count(*) FROM cat_mouse_census('{1,2}'::int[]);
    WHEN 'cat_mouse_moves' THEN PERFORM count(*) FROM cat_mouse_moves('{{1},{0}}'::int[], 0, 1, turn => 'dog');
    WHEN 'cat_mouse_dot' THEN PERFORM cat_mouse_dot('{{1},{5}}'::int[]);
    WHEN 'cat_mouse_pursuit' THEN PERFORM count(*) FROM cat_mouse_pursuit('{{1},{0}}'::int[], 0);
    WHEN 'cat_mouse_cop_number' THEN PERFORM cat_mouse_cop_number('{{1},{0}}'::int[], -1);
    WHEN 'cat_mouse_pursuit_play' THEN PERFORM count(*) FROM cat_mouse_pursuit_play('{{1},{0}}'::int[], 9);
    WHEN 'cat_mouse_support' THEN PERFORM count(*) FROM cat_mouse_states('{{1},{0}}', mouse_start => 99);
    -- 1.1: codes, conversions, symmetry, geng, the census and its runs
    WHEN 'graph6_in' THEN PERFORM graph6_in('DQd');
    WHEN 'graph6(text)' THEN PERFORM graph6('DQd'::text);
    WHEN 'graph6_out' THEN PERFORM length(graph6_out('DQc')::text) / 0;
    WHEN 'graph6_send' THEN PERFORM length(graph6_send('DQc')) / 0;
    WHEN 'graph6_recv' THEN COPY g6_in FROM 'g6_bad.bin' (FORMAT binary);
    WHEN 'graph6 comparisons' THEN PERFORM graph6_lt('DQc', 'D?'::text::graph6);
    WHEN 'graph6_cmp' THEN PERFORM graph6_cmp('DQc', 'D?'::text::graph6);
    WHEN 'graph6 hashes' THEN PERFORM graph6_hash('DQc') / 0;
    WHEN 'max(graph6)' THEN PERFORM max(g) FROM (VALUES ('DQc'::graph6), ('A'::text::graph6)) v(g);
    WHEN 'min(graph6)' THEN PERFORM min(g) FROM (VALUES ('DQc'::graph6), ('A'::text::graph6)) v(g);
    WHEN 'cat_mouse_adjacency' THEN PERFORM cat_mouse_adjacency('DQd'::text);
    WHEN 'cat_mouse_to_graph6' THEN PERFORM cat_mouse_to_graph6('{1,2}'::int[]);
    WHEN 'cat_mouse_to_sparse6' THEN PERFORM cat_mouse_to_sparse6('{{1},{NULL}}'::int[]);
    WHEN 'cat_mouse_to_digraph6' THEN PERFORM cat_mouse_to_digraph6('{{1},{5}}'::int[]);
    WHEN 'cat_mouse_graph6_nodes' THEN PERFORM cat_mouse_graph6_nodes('Dx'::text::graph6);
    WHEN 'cat_mouse_graph6_format' THEN PERFORM cat_mouse_graph6_format('DQd'::text::graph6);
    WHEN 'cat_mouse_canonical' THEN PERFORM cat_mouse_canonical('{{1},{7}}'::int[]);
    WHEN 'cat_mouse_canonical_puzzle' THEN PERFORM cat_mouse_canonical_puzzle('{{1},{0}}'::int[], 0, 9, 1);
    WHEN 'cat_mouse_automorphisms' THEN PERFORM cat_mouse_automorphisms('[[1],[3]]'::jsonb);
    WHEN 'cat_mouse_version' THEN PERFORM length(cat_mouse_version()) / 0;
    WHEN 'cat_mouse_geng' THEN PERFORM count(*) FROM cat_mouse_geng(70);
    WHEN 'cat_mouse_geng_stream' THEN PERFORM count(*) FROM cat_mouse_geng_stream(70);
    WHEN 'cat_mouse_cop_census' THEN PERFORM count(*) FROM cat_mouse_cop_census(5, max_cats => 0);
    WHEN 'cat_mouse_cop_census_check' THEN PERFORM cat_mouse_cop_census_check(5, 0, 3, true);
    WHEN 'cat_mouse_cop_census_chunks' THEN PERFORM count(*) FROM cat_mouse_cop_census_chunks(70, 2);
    WHEN 'cat_mouse_census(nodes)' THEN PERFORM count(*) FROM cat_mouse_census(17);
    WHEN 'cat_mouse_census_check' THEN PERFORM cat_mouse_census_check(5, 0, true);
    WHEN 'cat_mouse_census_chunks' THEN PERFORM count(*) FROM cat_mouse_census_chunks(0, 2);
    WHEN 'cat_mouse_census_ident' THEN PERFORM cat_mouse_census_ident('pg_temp.x');
    WHEN 'cat_mouse_census_status' THEN PERFORM count(*) FROM cat_mouse_census_status('');
    -- a bad puzzle is the check's answer, not an error: raise on it
    WHEN 'cat_mouse_check' THEN
      IF cat_mouse_check('{{1},{9}}'::int[]) LIKE '22023:%' THEN RAISE EXCEPTION 'caught'; END IF;
    WHEN 'cat_mouse_grid_check' THEN
      IF cat_mouse_grid_check('{"M.X"}'::text[], 1, 1) LIKE '22P02:%' THEN RAISE EXCEPTION 'caught'; END IF;
  END CASE;
  RETURN 0;
EXCEPTION
  WHEN case_not_found THEN RAISE;    -- an entry without a bad input
  WHEN OTHERS THEN RETURN 1;
END $$;

/*
 * The calls: `what` names the entry (and its bad input), `expr` the call.
 *
 * form 'query': 1,200 calls in ONE query, on puzzle and grid 1 + i % 200
 * (p, q), one a row, so through one call site whose memory (fn_extra,
 * fn_mcxt, the query's ExecutorState) lives as long as the query, for
 * set-returning functions too (in a scalar subquery, rescanned per row).
 *
 * form 'statements': a statement per call (SELECT expr FROM p, q for one
 * puzzle), 1,200 in one PL/pgSQL loop: each statement is planned anew
 * (the planner's support function, a parallel plan) and its query's memory
 * goes at its end, so what stays is what a call leaves in the backend's
 * longer-lived contexts (and in malloc's heap; RssAnon too for the
 * entries of nauty and geng).
 *
 * form 'sql': as 'statements', but expr is the statement itself
 * (calls_each calls a statement; $1 is the statement's number).
 */
CREATE TABLE calls (n serial, what text, expr text, form text DEFAULT 'query',
                    malloc boolean DEFAULT false, calls_each int DEFAULT 1, setup text,
                    baseline text, via text[]);
INSERT INTO calls (what, expr) VALUES
  ('cat_mouse_game', 'cat_mouse_game(p.g)'),
  ('cat_mouse_game(jsonb)', 'cat_mouse_game(p.j)'),
  ('cat_mouse_game(text)', 'cat_mouse_game(p.j::text)'),
  ('cat_mouse_game(graph6)', 'cat_mouse_game(p.g::graph6)'),
  ('cat_mouse_game(bigint[])', 'cat_mouse_game(p.g::bigint[])'),
  ('cat_mouse_game(json)', 'cat_mouse_game(p.j::json)'),
  ('cat_mouse_game(cat_mouse_puzzle)', 'cat_mouse_game(p.pz)'),
  ('cat_mouse_states', '(SELECT count(*) FROM cat_mouse_states(p.g))'),
  ('cat_mouse_play', '(SELECT count(*) FROM cat_mouse_play(p.g))'),
  ('cat_mouse_summary', '(cat_mouse_summary(p.g)).states'),
  ('cat_mouse_grid_game', 'cat_mouse_grid_game(q.grid, 1, 2)'),
  ('can_mouse_win', 'can_mouse_win(q.grid, 1, 2)::int'),
  ('cat_mouse_grid_states', '(SELECT count(*) FROM cat_mouse_grid_states(q.grid, 1, 2))'),
  ('cat_mouse_grid_play', '(SELECT count(*) FROM cat_mouse_grid_play(q.grid, 1, 2))'),
  ('cat_mouse_grid_summary', '(cat_mouse_grid_summary(q.grid, 1, 2)).states'),
  ('cat_mouse_grid_moves', '(SELECT count(*) FROM cat_mouse_grid_moves(q.grid, 1, 2))'),
  ('cat_mouse_grid_boards', '(SELECT count(*) FROM cat_mouse_grid_boards(q.grid, 1, 2))'),
  ('cat_mouse_grid_svg', 'length(cat_mouse_grid_svg(q.grid, 1, 2))'),
  ('cat_mouse_grid_check', 'length(coalesce(cat_mouse_grid_check(CASE WHEN q.id % 3 = 0 THEN ''{"M.X"}''::text[] ELSE q.grid END, 1, 2), ''''))'),
  ('cat_mouse_graph_agg', '(SELECT cat_mouse_game(cat_mouse_graph_agg(x, (x + 1) % (3 + p.id % 8), true)) FROM generate_series(0, 2 + p.id % 8) x)'),
  ('cat_mouse_census', '(SELECT count(*) FROM cat_mouse_census(p.g))'),
  ('cat_mouse_moves', '(SELECT count(*) FROM cat_mouse_moves(p.g, 0, 1))'),
  ('cat_mouse_dot', 'length(cat_mouse_dot(p.g))'),
  ('cat_mouse_pursuit', '(SELECT count(*) FROM cat_mouse_pursuit(p.g, 2))'),
  ('cat_mouse_cop_number', 'coalesce(cat_mouse_cop_number(p.g), 0)'),
  ('cat_mouse_pursuit_play', '(SELECT count(*) FROM cat_mouse_pursuit_play(p.g, 2))'),
  ('cat_mouse_check', 'length(coalesce(cat_mouse_check(CASE WHEN p.id % 3 = 0 THEN ''{{1},{9}}''::int[] ELSE p.g END, 0, 1, 2), ''''))'),
  ('graph6_in', 'length(graph6_in(p.g6::text::cstring)::text)'),
  ('graph6(text)', 'length(graph6(p.g6::text)::text)'),
  ('graph6_out', 'length(graph6_out(p.g6)::text)'),
  ('graph6_send', 'length(graph6_send(p.g6))'),
  ('graph6 comparisons', 'graph6_eq(p.g6, ''DQc'')::int + graph6_ne(p.g6, ''DQc'')::int + graph6_lt(p.g6, ''DQc'')::int + graph6_le(p.g6, ''DQc'')::int + graph6_gt(p.g6, ''DQc'')::int + graph6_ge(p.g6, ''DQc'')::int'),
  ('graph6_cmp', 'graph6_cmp(p.g6, ''DQc'')'),
  ('graph6 hashes', 'graph6_hash(p.g6)::bigint # graph6_hash_extended(p.g6, p.id)'),
  ('max(graph6)', '(SELECT length(max(g)::text) + length(graph6_larger(p.g6, ''DQc'')::text) FROM (VALUES (p.g6), (''DQc''::graph6)) v(g))'),
  ('min(graph6)', '(SELECT length(min(g)::text) + length(graph6_smaller(p.g6, ''DQc'')::text) FROM (VALUES (p.g6), (''DQc''::graph6)) v(g))'),
  ('cat_mouse_adjacency', 'array_length(cat_mouse_adjacency(p.g6::text), 1)'),
  ('cat_mouse_to_graph6', 'length(cat_mouse_to_graph6(p.g)::text)'),
  ('cat_mouse_to_sparse6', 'length(cat_mouse_to_sparse6(p.u)::text)'),
  ('cat_mouse_to_digraph6', 'length(cat_mouse_to_digraph6(p.j)::text)'),
  ('cat_mouse_graph6_nodes', 'cat_mouse_graph6_nodes(p.g6)'),
  ('cat_mouse_graph6_format', 'length(cat_mouse_graph6_format(p.g6))'),
  ('cat_mouse_version', 'length(cat_mouse_version())'),
  ('cat_mouse_census_ident', 'cardinality(cat_mouse_census_ident(''research.c'' || p.id))'),
  ('cat_mouse_census_status', '(SELECT count(*) FROM cat_mouse_census_status())');
-- through nauty (malloc'd work arrays) or geng (malloc'd tables): in one
-- query, and in a statement per call with RssAnon too
INSERT INTO calls (what, expr, form, malloc)
SELECT what, expr, form, true FROM (VALUES
  ('cat_mouse_canonical', 'length(cat_mouse_canonical(p.g)::text)'),
  ('cat_mouse_canonical_puzzle', '(cat_mouse_canonical_puzzle(p.g, 0, 1, 2)).hole'),
  ('cat_mouse_automorphisms', '(cat_mouse_automorphisms(p.j)).orbit_count'),
  ('cat_mouse_geng', '(SELECT count(*) FROM cat_mouse_geng(2 + p.id % 5))'),
  ('cat_mouse_geng_stream', '(SELECT count(*) FROM (SELECT FROM cat_mouse_geng_stream(2 + p.id % 6) LIMIT 3 + p.id % 7) s)'),
  ('cat_mouse_cop_census', '(SELECT count(*) FROM cat_mouse_cop_census(2 + p.id % 5))'),
  ('cat_mouse_cop_census_check', '(cat_mouse_cop_census_check(2 + p.id % 9, 8, 3, true) IS NULL)::int'),
  ('cat_mouse_cop_census_chunks', '(SELECT count(*) FROM cat_mouse_cop_census_chunks(2 + p.id % 5, 2))'),
  ('cat_mouse_census(nodes)', '(SELECT graphs FROM cat_mouse_census(2 + p.id % 5))'),
  ('cat_mouse_census_check', '(cat_mouse_census_check(2 + p.id % 9, 8, true) IS NULL)::int'),
  ('cat_mouse_census_chunks', '(SELECT count(*) FROM cat_mouse_census_chunks(2 + p.id % 5, 2))')
) v(what, expr), (VALUES ('query'), ('statements')) f(form);
-- planned per statement: the planner's support function; the aggregate's
-- partial states (serialize, deserialize, combine) under a parallel plan,
-- which the leader runs alone (no worker is started), against the same
-- plan of PostgreSQL's count(*): a parallel plan leaves 24 bytes in
-- TopTransactionContext until the transaction ends, PostgreSQL's own;
-- graph6_recv through COPY, 20 codes a statement, none kept (WHERE false).
-- The parallel entries' settings are not what users get: they force the
-- aggregate's partial states (serialize, deserialize, combine) on a puzzle
-- of a few rows, 1,200 times, whose memory is what this measures; the plan
-- users get at PostgreSQL's defaults, parallel on a 30 MB table of moves,
-- is sql/graph_agg_parallel.sql's last part.
INSERT INTO calls (what, expr, form, calls_each, setup, baseline, via) VALUES
  ('cat_mouse_support', '(SELECT count(*) FROM cat_mouse_states(p.g))', 'statements', 1, NULL, NULL,
   '{cat_mouse_support}'),
  ('count(*) in parallel',
   'SELECT count(*) FROM edges WHERE id = 1 + $1 % 200', 'sql', 1,
   'SET LOCAL max_parallel_workers = 0; SET LOCAL parallel_setup_cost = 0; SET LOCAL parallel_tuple_cost = 1;
    SET LOCAL min_parallel_table_scan_size = 0', NULL, NULL),
  ('cat_mouse_graph_agg in parallel',
   'SELECT cat_mouse_game(cat_mouse_graph_agg(a, b)) FROM edges WHERE id = 1 + $1 % 200', 'sql', 1,
   'SET LOCAL max_parallel_workers = 0; SET LOCAL parallel_setup_cost = 0; SET LOCAL parallel_tuple_cost = 1;
    SET LOCAL min_parallel_table_scan_size = 0', 'count(*) in parallel',
   '{cat_mouse_graph_agg_serialize,cat_mouse_graph_agg_deserialize,cat_mouse_graph_agg_combine}'),
  ('graph6_recv', 'COPY g6_in FROM ''g6.bin'' (FORMAT binary) WHERE false', 'sql', 20, NULL, NULL,
   '{graph6_recv}');
-- what an entry reaches without naming it: the aggregate's steps
UPDATE calls SET via = '{cat_mouse_graph_agg_trans,cat_mouse_graph_agg_final}'
WHERE what = 'cat_mouse_graph_agg';

/*
 * One entry of calls: its 1,200 calls, with the palloc'd and the malloc'd
 * bytes read after call 20 (a warm-up: the readings' own first calls), 200
 * (every puzzle once) and 1,200 (five times more), and RssAnon after 200
 * and 1,200 for a malloc entry in a statement per call.  errors: the bad
 * inputs that raised; answers: the calls that answered.  diagnose: read every context
 * instead (palloc_contexts) and say in `grew` which differ (the first
 * reading, kept for the comparison, is among them: an ExprContext or the
 * function's own memory grows by its size).
 */
CREATE FUNCTION measure(entry int, diagnose boolean DEFAULT false,
                        OUT what text, OUT form text, OUT bytes_first bigint,
                        OUT bytes_last bigint, OUT malloc_first bigint, OUT malloc_last bigint,
                        OUT rss_first bigint, OUT rss_last bigint,
                        OUT errors bigint, OUT answers bigint, OUT calls int, OUT grew text)
LANGUAGE plpgsql AS $$
DECLARE
  first CONSTANT int := 200;
  last CONSTANT int := 1200;
  c calls;
  stmt text;
  b bigint;
  m bigint;
  v bigint;
  j jsonb;
  j_first jsonb;
  j_last jsonb;
  per int;
BEGIN
  SELECT * INTO c FROM calls WHERE n = entry;
  what := c.what;
  form := c.form;
  calls := last;
  IF c.setup IS NOT NULL THEN
    EXECUTE c.setup;
  END IF;
  IF c.form = 'query' THEN
    -- the readings' type: bigint (no memory of its own) or the contexts
    stmt := format($q$
      SELECT max(b) FILTER (WHERE i = %1$s), max(b) FILTER (WHERE i = %2$s),
             max(m) FILTER (WHERE i = %1$s), max(m) FILTER (WHERE i = %2$s), sum(bad), count(v)
      FROM (SELECT i, %3$s AS v,
                   CASE WHEN i %% 10 = 0 THEN bad_input(%4$L) ELSE 0 END AS bad,
                   CASE WHEN i IN (20, %1$s, %2$s) THEN %5$s END AS b,
                   CASE WHEN i IN (20, %1$s, %2$s) THEN malloc_bytes() END AS m
            FROM generate_series(1, %2$s) i,
                 LATERAL (SELECT * FROM p WHERE p.id = 1 + i %% 200 OFFSET 0) p,
                 LATERAL (SELECT * FROM grids q WHERE q.id = 1 + i %% 200 OFFSET 0) q
            OFFSET 0) x $q$, first, last, c.expr, c.what,
            CASE WHEN diagnose THEN 'palloc_contexts()::text' ELSE 'palloc_bytes()' END);
    IF diagnose THEN
      EXECUTE stmt INTO j_first, j_last, malloc_first, malloc_last, errors, answers;
    ELSE
      EXECUTE stmt INTO bytes_first, bytes_last, malloc_first, malloc_last, errors, answers;
    END IF;
  ELSE
    stmt := CASE c.form WHEN 'sql' THEN c.expr
            ELSE format('SELECT %s FROM p JOIN grids q ON q.id = p.id WHERE p.id = 1 + $1 %% 200', c.expr) END;
    per := c.calls_each;
    errors := 0;
    answers := 0;
    FOR s IN 1 .. last / per LOOP
      FOR i IN (s - 1) * per + 1 .. s * per LOOP
        IF i % 10 = 0 THEN
          errors := errors + bad_input(c.what);
        END IF;
      END LOOP;
      IF per = 1 THEN
        EXECUTE stmt INTO v USING s;
        answers := answers + (v IS NOT NULL)::int;
      ELSE
        -- COPY ... WHERE false: every row read, none kept
        EXECUTE stmt;
        GET DIAGNOSTICS v = ROW_COUNT;
        answers := answers + CASE WHEN v = 0 THEN per ELSE 0 END;
      END IF;
      -- one statement reads, at each point; plain assignments every time
      IF s * per IN (20, first, last) THEN
        IF diagnose THEN
          j := palloc_contexts();
        ELSE
          b := palloc_bytes();
        END IF;
        m := malloc_bytes();
      END IF;
      bytes_first := CASE WHEN s * per = first THEN b ELSE bytes_first END;
      bytes_last := CASE WHEN s * per = last THEN b ELSE bytes_last END;
      malloc_first := CASE WHEN s * per = first THEN m ELSE malloc_first END;
      malloc_last := CASE WHEN s * per = last THEN m ELSE malloc_last END;
      j_first := CASE WHEN s * per = first THEN j ELSE j_first END;
      j_last := CASE WHEN s * per = last THEN j ELSE j_last END;
      IF c.malloc AND s * per IN (20, first, last) THEN
        v := rss_kb();
      END IF;
      rss_first := CASE WHEN c.malloc AND s * per = first THEN v ELSE rss_first END;
      rss_last := CASE WHEN c.malloc AND s * per = last THEN v ELSE rss_last END;
    END LOOP;
  END IF;
  IF diagnose THEN
    SELECT string_agg(format('%s: %s -> %s', k, a.value, z.value), '; ' ORDER BY k) INTO grew
    FROM jsonb_each(j_first) a(k, value) FULL JOIN jsonb_each(j_last) z(k, value) USING (k)
    WHERE a.value IS DISTINCT FROM z.value;
  END IF;
END $$;
