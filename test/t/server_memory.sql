-- Memory of one backend over 10,000 calls of each SQL function on random
-- puzzles, with a bad input every 10th call caught in the same loop: the
-- backend's own memory (RssAnon) after 1,000 calls and after 10,000 must be
-- within a small fixed slack.  Prints TAP.  Run by test/t/023_server_memory.pl.
\set ON_ERROR_STOP 1
\pset format unaligned
\pset tuples_only on
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
-- an undirected graph of as many nodes (a cycle with a chord), as int[] and
-- as graph6
ALTER TABLE p ADD COLUMN u int[], ADD COLUMN g6 graph6;
UPDATE p SET u = (SELECT cat_mouse_graph_agg(x, (x + 1) % n, true)
                  FROM (SELECT array_length(g, 1) AS n) s, generate_series(0, n - 1) x);
UPDATE p SET u = cat_mouse_adjacency(cat_mouse_to_graph6(u)), g6 = cat_mouse_to_graph6(u);
CREATE SCHEMA research;
CREATE TABLE grids (id int, grid text[]);
INSERT INTO grids SELECT i, CASE i % 3 WHEN 0 THEN '{"####F","#C...","M...."}'::text[]
                                       WHEN 1 THEN '{"M.C...F"}' ELSE '{"M#C","..F"}' END
FROM generate_series(1, 200) i;

-- the backend's own resident memory, kB
CREATE FUNCTION rss_kb() RETURNS bigint LANGUAGE sql AS $$
  SELECT (regexp_match(pg_read_file('/proc/self/status'), 'RssAnon:\s+(\d+) kB'))[1]::bigint $$;

-- one bad input for the function `what`: returns 1 when it raised an error
CREATE FUNCTION bad_input(what text) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  CASE what
    WHEN 'cat_mouse_game' THEN PERFORM cat_mouse_game('{1,2}'::int[]);
    WHEN 'cat_mouse_game(jsonb)' THEN PERFORM cat_mouse_game('[[1],["x"]]'::jsonb);
    WHEN 'cat_mouse_game(text)' THEN PERFORM cat_mouse_game('[[1],[5]]'::text);
    WHEN 'cat_mouse_states' THEN PERFORM count(*) FROM cat_mouse_states('{{1},{0}}', mouse_start => 99);
    WHEN 'cat_mouse_play' THEN PERFORM count(*) FROM cat_mouse_play('{{1},{0}}', hole => -1);
    WHEN 'cat_mouse_summary' THEN PERFORM (cat_mouse_summary('{{1},{0}}', max_turns => -1)).states;
    WHEN 'cat_mouse_grid_game' THEN PERFORM cat_mouse_grid_game('{"M.C","F"}', 1, 1);
    WHEN 'can_mouse_win' THEN PERFORM can_mouse_win('{"M.C.F"}', -1, 1);
    WHEN 'cat_mouse_grid_states' THEN PERFORM count(*) FROM cat_mouse_grid_states('{"M.X.F"}', 1, 1);
    WHEN 'cat_mouse_grid_play' THEN PERFORM count(*) FROM cat_mouse_grid_play('{"M.M.F"}', 1, 1);
    WHEN 'cat_mouse_grid_summary' THEN PERFORM (cat_mouse_grid_summary('{}', 1, 1)).states;
    WHEN 'cat_mouse_graph_agg' THEN PERFORM cat_mouse_graph_agg(a, b) FROM (VALUES (0, -1)) v(a, b);
    WHEN 'cat_mouse_game(graph6)' THEN PERFORM cat_mouse_game('DQd'::text::graph6);
    WHEN 'cat_mouse_census' THEN PERFORM count(*) FROM cat_mouse_census('{1,2}'::int[]);
    WHEN 'cat_mouse_moves' THEN PERFORM count(*) FROM cat_mouse_moves('{{1},{0}}'::int[], 0, 1, turn => 'dog');
    WHEN 'cat_mouse_dot' THEN PERFORM cat_mouse_dot('{{1},{5}}'::int[]);
    WHEN 'cat_mouse_grid_boards' THEN PERFORM count(*) FROM cat_mouse_grid_boards('{"M.C"}', 1, 1);
    WHEN 'cat_mouse_grid_svg' THEN PERFORM cat_mouse_grid_svg('{"M.C"}', 1, 1);
    WHEN 'cat_mouse_pursuit' THEN PERFORM count(*) FROM cat_mouse_pursuit('{{1},{0}}'::int[], 0);
    WHEN 'cat_mouse_cop_number' THEN PERFORM cat_mouse_cop_number('{{1},{0}}'::int[], -1);
    WHEN 'cat_mouse_pursuit_play' THEN PERFORM count(*) FROM cat_mouse_pursuit_play('{{1},{0}}'::int[], 9);
    -- 1.1: codes, conversions, symmetry, geng, the census and its runs
    WHEN 'graph6_in' THEN PERFORM 'DQd'::text::graph6;
    WHEN 'graph6_cmp' THEN PERFORM graph6_cmp('DQc', 'D?'::text::graph6);
    WHEN 'max(graph6)' THEN PERFORM max(g) FROM (VALUES ('DQc'::graph6), ('A'::text::graph6)) v(g);
    WHEN 'cat_mouse_adjacency' THEN PERFORM cat_mouse_adjacency('DQd'::text);
    WHEN 'cat_mouse_to_graph6' THEN PERFORM cat_mouse_to_graph6('{1,2}'::int[]);
    WHEN 'cat_mouse_to_sparse6' THEN PERFORM cat_mouse_to_sparse6('{{1},{NULL}}'::int[]);
    WHEN 'cat_mouse_to_digraph6' THEN PERFORM cat_mouse_to_digraph6('{{1},{5}}'::int[]);
    WHEN 'cat_mouse_graph6_nodes' THEN PERFORM cat_mouse_graph6_nodes('Dx'::text::graph6);
    WHEN 'cat_mouse_graph6_format' THEN PERFORM cat_mouse_graph6_format('DQd'::text::graph6);
    WHEN 'cat_mouse_canonical' THEN PERFORM cat_mouse_canonical('{{1},{7}}'::int[]);
    WHEN 'cat_mouse_canonical_puzzle' THEN PERFORM cat_mouse_canonical_puzzle('{{1},{0}}'::int[], 0, 9, 1);
    WHEN 'cat_mouse_automorphisms' THEN PERFORM cat_mouse_automorphisms('[[1],[3]]'::jsonb);
    WHEN 'cat_mouse_geng' THEN PERFORM count(*) FROM cat_mouse_geng(70);
    WHEN 'cat_mouse_cop_census' THEN PERFORM count(*) FROM cat_mouse_cop_census(5, max_cats => 0);
    WHEN 'cat_mouse_cop_census_check' THEN PERFORM cat_mouse_cop_census_check(5, 0, 3, true);
    WHEN 'cat_mouse_cop_census_chunks' THEN PERFORM count(*) FROM cat_mouse_cop_census_chunks(70, 2);
    WHEN 'cat_mouse_census(nodes)' THEN PERFORM count(*) FROM cat_mouse_census(17);
    WHEN 'cat_mouse_census_check' THEN PERFORM cat_mouse_census_check(5, 0, true);
    WHEN 'cat_mouse_census_chunks' THEN PERFORM count(*) FROM cat_mouse_census_chunks(0, 2);
    WHEN 'cat_mouse_census_ident' THEN PERFORM cat_mouse_census_ident('pg_temp.x');
    WHEN 'cat_mouse_census_status' THEN PERFORM count(*) FROM cat_mouse_census_status('');
    WHEN 'cat_mouse_grid_moves' THEN PERFORM count(*) FROM cat_mouse_grid_moves('{"M.C"}', 1, 1);
    -- a bad puzzle is the check's answer, not an error: raise on it
    WHEN 'cat_mouse_check' THEN
      IF cat_mouse_check('{{1},{9}}'::int[]) LIKE '22023:%' THEN RAISE EXCEPTION 'caught'; END IF;
  END CASE;
  RETURN 0;
EXCEPTION WHEN OTHERS THEN
  RETURN 1;
END $$;

/*
 * Scalar functions: each 10,000 times in ONE query, so through one call
 * site whose memory lives as long as the query, on puzzle 1 + i % 200;
 * every 10th row also a bad input caught in a subtransaction; the backend's
 * memory read after rows 1,000 and 10,000.
 *
 * Set-returning functions: 10,000 statements in one PL/pgSQL loop instead.
 * Run 10,000 times inside one query, any materialize-mode set-returning
 * function grows the query's memory until the query ends, PostgreSQL's own
 * too (jsonb_each in a correlated subquery: +3.4 MB over 9,000 calls here),
 * so that would measure PostgreSQL rather than catmouse.
 */
CREATE TEMP TABLE calls (what text, expr text, srf boolean);
INSERT INTO calls VALUES
  ('cat_mouse_game', 'cat_mouse_game(p.g)', false),
  ('cat_mouse_game(jsonb)', 'cat_mouse_game(p.j)', false),
  ('cat_mouse_game(text)', 'cat_mouse_game(p.j::text)', false),
  ('cat_mouse_states', '(SELECT count(*) FROM cat_mouse_states(p.g))', true),
  ('cat_mouse_play', '(SELECT count(*) FROM cat_mouse_play(p.g))', true),
  ('cat_mouse_summary', '(cat_mouse_summary(p.g)).states', false),
  ('cat_mouse_grid_game', 'cat_mouse_grid_game(q.grid, 1, 2)', false),
  ('can_mouse_win', 'can_mouse_win(q.grid, 1, 2)::int', false),
  ('cat_mouse_grid_states', '(SELECT count(*) FROM cat_mouse_grid_states(q.grid, 1, 2))', true),
  ('cat_mouse_grid_play', '(SELECT count(*) FROM cat_mouse_grid_play(q.grid, 1, 2))', true),
  ('cat_mouse_grid_summary', '(cat_mouse_grid_summary(q.grid, 1, 2)).states', false),
  ('cat_mouse_graph_agg', '(SELECT cat_mouse_game(cat_mouse_graph_agg(x, (x + 1) % (3 + i % 9), true)) FROM generate_series(0, 2 + i % 9) x)', false),
  ('cat_mouse_game(graph6)', 'cat_mouse_game(p.g::graph6)', false),
  ('cat_mouse_census', '(SELECT count(*) FROM cat_mouse_census(p.g))', true),
  ('cat_mouse_moves', '(SELECT count(*) FROM cat_mouse_moves(p.g, 0, 1))', true),
  ('cat_mouse_dot', 'length(cat_mouse_dot(p.g))', false),
  ('cat_mouse_grid_boards', '(SELECT count(*) FROM cat_mouse_grid_boards(q.grid, 1, 2))', true),
  ('cat_mouse_grid_svg', 'length(cat_mouse_grid_svg(q.grid, 1, 2))', false),
  ('cat_mouse_pursuit', '(SELECT count(*) FROM cat_mouse_pursuit(p.g, 2))', true),
  ('cat_mouse_cop_number', 'coalesce(cat_mouse_cop_number(p.g), 0)', false),
  ('cat_mouse_pursuit_play', '(SELECT count(*) FROM cat_mouse_pursuit_play(p.g, 2))', true),
  ('cat_mouse_check', 'length(coalesce(cat_mouse_check(CASE WHEN p.id % 3 = 0 THEN ''{{1},{9}}''::int[] ELSE p.g END, 0, 1, 2), ''''))', false),
  ('graph6_in', 'length(p.g6::text::graph6::text)', false),
  ('graph6_cmp', 'graph6_cmp(p.g6, ''DQc'')', false),
  ('max(graph6)', '(SELECT length(max(g)::text) FROM (VALUES (p.g6), (''DQc''::graph6)) v(g))', false),
  ('cat_mouse_adjacency', 'array_length(cat_mouse_adjacency(p.g6::text), 1)', false),
  ('cat_mouse_to_graph6', 'length(cat_mouse_to_graph6(p.g)::text)', false),
  ('cat_mouse_to_sparse6', 'length(cat_mouse_to_sparse6(p.u)::text)', false),
  ('cat_mouse_to_digraph6', 'length(cat_mouse_to_digraph6(p.j)::text)', false),
  ('cat_mouse_graph6_nodes', 'cat_mouse_graph6_nodes(p.g6)', false),
  ('cat_mouse_graph6_format', 'length(cat_mouse_graph6_format(p.g6))', false),
  ('cat_mouse_canonical', 'length(cat_mouse_canonical(p.g)::text)', false),
  ('cat_mouse_canonical_puzzle', '(cat_mouse_canonical_puzzle(p.g, 0, 1, 2)).hole', false),
  ('cat_mouse_automorphisms', '(cat_mouse_automorphisms(p.j)).orbit_count', false),
  ('cat_mouse_geng', '(SELECT count(*) FROM cat_mouse_geng(2 + p.id % 5))', true),
  ('cat_mouse_cop_census', '(SELECT count(*) FROM cat_mouse_cop_census(2 + p.id % 5))', true),
  ('cat_mouse_cop_census_check', '(cat_mouse_cop_census_check(2 + p.id % 9, 8, 3, true) IS NULL)::int', false),
  ('cat_mouse_cop_census_chunks', '(SELECT count(*) FROM cat_mouse_cop_census_chunks(2 + p.id % 5, 2))', true),
  ('cat_mouse_census(nodes)', '(SELECT graphs FROM cat_mouse_census(2 + p.id % 5))', true),
  ('cat_mouse_census_check', '(cat_mouse_census_check(2 + p.id % 9, 8, true) IS NULL)::int', false),
  ('cat_mouse_census_chunks', '(SELECT count(*) FROM cat_mouse_census_chunks(2 + p.id % 5, 2))', true),
  ('cat_mouse_census_ident', 'cardinality(cat_mouse_census_ident(''research.c'' || p.id))', false),
  ('cat_mouse_census_status', '(SELECT count(*) FROM cat_mouse_census_status())', true),
  ('cat_mouse_grid_moves', '(SELECT count(*) FROM cat_mouse_grid_moves(q.grid, 1, 2))', true);

CREATE TEMP TABLE result (n serial, what text, rss_1k bigint, rss_10k bigint, errors int,
                          answers bigint);

-- the loop form: calls `from` .. `upto` as separate statements
CREATE FUNCTION loop_calls(what text, expr text, first int, last int,
                           OUT errors int, OUT answers int) LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  errors := 0;
  answers := 0;
  FOR i IN first .. last LOOP
    IF i % 10 = 0 THEN
      errors := errors + bad_input(what);
    END IF;
    EXECUTE format('SELECT %s FROM p JOIN grids q ON q.id = p.id WHERE p.id = 1 + $1 %% 200', expr)
      INTO v USING i;
    answers := answers + (v IS NOT NULL)::int;
  END LOOP;
END $$;

DO $$
DECLARE
  c record;
  r1 bigint;
  a record;
  b record;
BEGIN
  FOR c IN SELECT * FROM calls LOOP
    IF c.srf THEN
      a := loop_calls(c.what, c.expr, 1, 1000);
      r1 := rss_kb();
      b := loop_calls(c.what, c.expr, 1001, 10000);
      INSERT INTO result (what, rss_1k, rss_10k, errors, answers)
      VALUES (c.what, r1, rss_kb(), a.errors + b.errors, a.answers + b.answers);
    ELSE
      EXECUTE format($q$
        INSERT INTO result (what, rss_1k, rss_10k, errors, answers)
        SELECT %L, max(r) FILTER (WHERE i = 1000), max(r) FILTER (WHERE i = 10000), sum(bad),
               count(v)
        FROM (SELECT i, %s AS v,
                     CASE WHEN i %% 10 = 0 THEN bad_input(%L) ELSE 0 END AS bad,
                     CASE WHEN i IN (1000, 10000) THEN rss_kb() END AS r
              FROM generate_series(1, 10000) i
              JOIN p ON p.id = 1 + i %% 200
              JOIN grids q ON q.id = 1 + i %% 200
              ORDER BY i) x $q$, c.what, c.expr, c.what);
    END IF;
  END LOOP;
END $$;

-- slack: 1 MB over 9,000 more calls
SELECT CASE WHEN rss_10k - rss_1k <= 1024 AND errors = 1000 AND answers = 10000
            THEN 'ok ' ELSE 'not ok ' END
       || n || ' - ' || what || ' x 10,000 (' || answers || ' answers, ' || errors
       || ' bad inputs caught)' || CASE WHEN srf THEN ', one statement each' ELSE ', in one query' END
       || ': RssAnon ' || rss_1k
       || ' kB after 1,000 calls, ' || rss_10k || ' kB after 10,000 ('
       || CASE WHEN rss_10k >= rss_1k THEN '+' ELSE '' END || rss_10k - rss_1k || ' kB)'
FROM result JOIN calls USING (what) ORDER BY n;
SELECT CASE WHEN cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}') = 1 THEN 'ok ' ELSE 'not ok ' END
       || (SELECT count(*) + 1 FROM result) || ' - the same backend still solves';
SELECT '1..' || (SELECT count(*) + 1 FROM result);
