-- The SQL functions against the brute force, on the seeded random puzzles
-- that test/bin/oracle_dump writes (loaded by test/t/020_sql_oracle.pl).
-- Prints one TAP line per check, unnumbered: test/perl/CatmouseTest.pm's
-- psql_tap() numbers them as Test::More's checks.
\set ON_ERROR_STOP 1
\pset format unaligned
\pset tuples_only on
SET client_min_messages = warning;

CREATE FUNCTION pg_temp.tap(ok boolean, what text) RETURNS text
LANGUAGE sql AS $$ SELECT CASE WHEN ok THEN 'ok' ELSE 'not ok' END || ' - ' || what $$;

-- rows two queries disagree on (both ways, with multiplicity)
CREATE FUNCTION pg_temp.differ(a text, b text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  EXECUTE format('SELECT count(*) FROM ((%s EXCEPT ALL %s) UNION ALL (%s EXCEPT ALL %s)) d', a, b, b, a) INTO n;
  RETURN n;
END $$;

-- every position's row, for each kind of graph argument
CREATE TEMP TABLE got_array AS
  SELECT p.id, s.* FROM puzzles p,
    cat_mouse_states(p.graph, p.mouse_start, p.cat_start, p.hole, p.enter, p.cat_graph) s;
SELECT pg_temp.tap(pg_temp.differ('TABLE got_array', 'TABLE expected') = 0,
  format('int[][] states equal the brute force on %s puzzles (%s rows)',
         (SELECT count(*) FROM puzzles), (SELECT count(*) FROM expected)));

SELECT pg_temp.tap(pg_temp.differ(
  $$SELECT p.id, s.* FROM puzzles p, cat_mouse_states(p.graph_json, p.mouse_start, p.cat_start, p.hole, p.enter, p.cat_graph_json) s$$,
  'TABLE expected') = 0, 'jsonb states equal the brute force');

SELECT pg_temp.tap(pg_temp.differ(
  $$SELECT p.id, s.* FROM puzzles p, cat_mouse_states(p.graph_json::text, p.mouse_start, p.cat_start, p.hole, p.enter, p.cat_graph_json::text) s$$,
  'TABLE expected') = 0, 'text (JSON) states equal the brute force');

-- the single result, under max_turns, for each kind of argument
SELECT pg_temp.tap(count(*) FILTER (WHERE
    cat_mouse_game(graph, mouse_start, cat_start, hole, enter, max_turns, cat_graph) IS DISTINCT FROM limited_outcome
 OR cat_mouse_game(graph_json, mouse_start, cat_start, hole, enter, max_turns, cat_graph_json) IS DISTINCT FROM limited_outcome
 OR cat_mouse_game(graph::text, mouse_start, cat_start, hole, enter, max_turns, cat_graph::text) IS DISTINCT FROM limited_outcome) = 0,
  format('cat_mouse_game (int[][], jsonb, text) equals the brute force, %s with a turn limit',
         count(*) FILTER (WHERE max_turns IS NOT NULL)))
FROM puzzles;

-- play-outs follow the brute force's best moves and end where it says
CREATE TEMP TABLE play AS
  SELECT p.id, pl.* FROM puzzles p,
    cat_mouse_play(p.graph, p.mouse_start, p.cat_start, p.hole, p.enter, p.cat_graph) pl;
CREATE TEMP TABLE steps AS
  SELECT id, ply, mover, from_node, to_node, mouse, cat,
         lag(mouse) OVER w AS prev_mouse, lag(cat) OVER w AS prev_cat,
         CASE mover WHEN 'mouse' THEN 'cat' ELSE 'mouse' END AS next_turn,
         max(ply) OVER (PARTITION BY id) AS plies
  FROM play WINDOW w AS (PARTITION BY id ORDER BY ply);
WITH bad_start AS (
  SELECT s.id FROM steps s JOIN puzzles p USING (id)
  WHERE s.ply = 0 AND (s.mouse, s.cat) IS DISTINCT FROM (p.mouse_start, p.cat_start)
), bad_move AS (
  SELECT s.id FROM steps s
  WHERE s.ply > 0 AND NOT EXISTS (
    SELECT FROM expected e WHERE e.id = s.id AND e.mouse = s.prev_mouse AND e.cat = s.prev_cat
      AND e.turn = s.mover AND e.best_move = s.to_node
      AND s.from_node = CASE s.mover WHEN 'mouse' THEN s.prev_mouse ELSE s.prev_cat END)
), bad_end AS (
  SELECT p.id FROM puzzles p
  JOIN expected e ON e.id = p.id AND e.mouse = p.mouse_start AND e.cat = p.cat_start AND e.turn = 'mouse'
  JOIN steps last ON last.id = p.id AND last.ply = last.plies
  WHERE CASE WHEN e.outcome <> 0
             THEN last.plies <> e.remoteness
             ELSE NOT EXISTS (SELECT FROM steps x WHERE x.id = p.id AND x.ply < last.ply
                                AND x.mouse = last.mouse AND x.cat = last.cat
                                AND x.next_turn = last.next_turn
                                AND (x.ply > 0 OR last.next_turn = 'mouse'))
        END
)
SELECT pg_temp.tap((SELECT count(*) FROM bad_start) + (SELECT count(*) FROM bad_move)
                      + (SELECT count(*) FROM bad_end) = 0
                      AND (SELECT count(DISTINCT id) FROM play) = (SELECT count(*) FROM puzzles),
  format('play-outs follow the brute force''s best moves and end as it predicts (%s plies)',
         (SELECT count(*) FROM play WHERE ply > 0)));

-- the summary equals the brute force's counts; under a turn limit every
-- position's verdict is under the limit (README: the mouse wins only within
-- it, everything else is a cat win, on the board or by the limit)
CREATE TEMP TABLE want AS
  SELECT p.id, array_length(p.graph, 1) AS nodes,
         (SELECT count(DISTINCT (i, p.graph[i][j])) FROM generate_subscripts(p.graph, 1) i,
                 generate_subscripts(p.graph, 2) j WHERE p.graph[i][j] IS NOT NULL) AS arcs,
         count(*) AS states, count(*) FILTER (WHERE v.outcome = 0) AS draws,
         count(*) FILTER (WHERE v.outcome = 1) AS mouse_wins,
         count(*) FILTER (WHERE v.outcome = 2) AS cat_wins,
         max(v.remoteness) AS max_remoteness, p.limited_outcome AS outcome,
         max(v.remoteness) FILTER (WHERE e.mouse = p.mouse_start AND e.cat = p.cat_start
                                   AND e.turn = 'mouse') AS remoteness
  FROM puzzles p JOIN expected e USING (id),
       LATERAL (SELECT CASE WHEN p.max_turns IS NULL OR (e.outcome <> 0 AND e.remoteness <= p.max_turns)
                            THEN e.outcome ELSE 2 END AS outcome,
                       CASE WHEN p.max_turns IS NULL OR (e.outcome <> 0 AND e.remoteness <= p.max_turns)
                            THEN e.remoteness END AS remoteness) v
  GROUP BY p.id;
SELECT pg_temp.tap(pg_temp.differ('TABLE want',
  $$SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.graph, p.mouse_start, p.cat_start, p.hole, p.enter, p.max_turns, p.cat_graph) s$$) = 0
  AND pg_temp.differ('TABLE want',
  $$SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.graph_json, p.mouse_start, p.cat_start, p.hole, p.enter, p.max_turns, p.cat_graph_json) s$$) = 0,
  'cat_mouse_summary (int[][], jsonb) equals the brute force''s counts');

-- graphs rebuilt by the aggregate from their moves solve the same
CREATE TEMP TABLE moves AS
  SELECT p.id, i - 1 AS u, p.graph[i][j] AS v
  FROM puzzles p, generate_subscripts(p.graph, 1) i, generate_subscripts(p.graph, 2) j;
CREATE TEMP TABLE rebuilt AS
  SELECT id, cat_mouse_graph_agg(u, v) AS graph FROM moves GROUP BY id;
SELECT pg_temp.tap(count(*) = (SELECT count(*) FROM puzzles) AND count(*) FILTER (WHERE
    cat_mouse_game(r.graph, p.mouse_start, p.cat_start, p.hole, p.enter, p.max_turns, p.cat_graph)
      IS DISTINCT FROM p.limited_outcome) = 0
  AND pg_temp.differ(
  $$SELECT p.id, s.* FROM puzzles p JOIN rebuilt r USING (id), cat_mouse_states(r.graph, p.mouse_start, p.cat_start, p.hole, p.enter, p.cat_graph) s$$,
  'TABLE expected') = 0,
  'graphs rebuilt with cat_mouse_graph_agg give the brute force''s answers')
FROM puzzles p JOIN rebuilt r USING (id);

-- grids.  By default every grid function plays LeetCode's game, in
-- which the mouse must reach the food within 1000 plies: no game here takes
-- that long, so its verdicts are the brute force's with every draw a cat win
-- (remoteness NULL, the limit decides); without a limit, the brute force's.
CREATE TEMP TABLE grid_expected_1000 AS
  SELECT id, mouse_row, mouse_col, cat_row, cat_col, turn,
         CASE outcome WHEN 0 THEN 2 ELSE outcome END AS outcome, remoteness,
         best_row, best_col
  FROM grid_expected;
SELECT pg_temp.tap(pg_temp.differ(
  $$SELECT g.id, s.* FROM grids g, cat_mouse_grid_states(g.grid, g.cat_jump, g.mouse_jump) s$$,
  'TABLE grid_expected_1000') = 0 AND pg_temp.differ(
  $$SELECT g.id, s.* FROM grids g, cat_mouse_grid_states(g.grid, g.cat_jump, g.mouse_jump, NULL) s$$,
  'TABLE grid_expected') = 0 AND (SELECT count(*) FROM grid_expected WHERE remoteness > 1000) = 0,
  format('grid states equal the brute force on %s grids (%s rows), under the 1000-turn rule and without a limit',
         (SELECT count(*) FROM grids), (SELECT count(*) FROM grid_expected)));

WITH play AS (
  SELECT g.id, pl.*, lag(pl.mouse_row) OVER w AS pmr, lag(pl.mouse_col) OVER w AS pmc,
         lag(pl.cat_row) OVER w AS pcr, lag(pl.cat_col) OVER w AS pcc
  FROM grids g, cat_mouse_grid_play(g.grid, g.cat_jump, g.mouse_jump) pl
  WINDOW w AS (PARTITION BY g.id ORDER BY pl.ply)
)
SELECT pg_temp.tap(count(*) FILTER (WHERE ply > 0 AND NOT EXISTS (
    SELECT FROM grid_expected e WHERE e.id = play.id AND e.mouse_row = pmr AND e.mouse_col = pmc
      AND e.cat_row = pcr AND e.cat_col = pcc AND e.turn = mover
      AND e.best_row = to_row AND e.best_col = to_col)) = 0
  AND count(DISTINCT id) = (SELECT count(*) FROM grids),
  format('grid play-outs follow the brute force''s best moves (%s plies)', count(*) FILTER (WHERE ply > 0)))
FROM play;

CREATE TEMP TABLE grid_want AS
  SELECT id, count(*) AS states, count(*) FILTER (WHERE outcome = 0) AS draws,
         count(*) FILTER (WHERE outcome = 1) AS mouse_wins,
         count(*) FILTER (WHERE outcome = 2) AS cat_wins, max(remoteness) AS max_remoteness
  FROM grid_expected GROUP BY id;
CREATE TEMP TABLE grid_want_1000 AS
  SELECT id, count(*) AS states, count(*) FILTER (WHERE outcome = 0) AS draws,
         count(*) FILTER (WHERE outcome = 1) AS mouse_wins,
         count(*) FILTER (WHERE outcome = 2) AS cat_wins, max(remoteness) AS max_remoteness
  FROM grid_expected_1000 GROUP BY id;
SELECT pg_temp.tap(pg_temp.differ('TABLE grid_want_1000',
  $$SELECT g.id, s.states, s.draws, s.mouse_wins, s.cat_wins, s.max_remoteness FROM grids g, cat_mouse_grid_summary(g.grid, g.cat_jump, g.mouse_jump) s$$) = 0
  AND pg_temp.differ('TABLE grid_want',
  $$SELECT g.id, s.states, s.draws, s.mouse_wins, s.cat_wins, s.max_remoteness FROM grids g, cat_mouse_grid_summary(g.grid, g.cat_jump, g.mouse_jump, NULL) s$$) = 0,
  'cat_mouse_grid_summary equals the brute force''s counts, under the 1000-turn rule and without a limit');

-- the value of every move (1.1): each row is the brute force's child
-- position, its value for the mover, best = the brute force's best move, and
-- every legal move has its row
CREATE FUNCTION pg_temp.move_errors(moves text) RETURNS bigint
LANGUAGE plpgsql AS $f$
DECLARE n bigint;
BEGIN
  EXECUTE format($q$
    WITH mv AS (%s),
    wrong AS (
      SELECT mv.* FROM mv
      JOIN expected e ON (e.id, e.mouse, e.cat, e.turn) = (mv.id, mv.mouse, mv.cat, mv.turn)
      LEFT JOIN expected c ON c.id = mv.id
        AND c.mouse = CASE mv.turn WHEN 'mouse' THEN mv.to_node ELSE mv.mouse END
        AND c.cat = CASE mv.turn WHEN 'mouse' THEN mv.cat ELSE mv.to_node END
        AND c.turn = CASE mv.turn WHEN 'mouse' THEN 'cat' ELSE 'mouse' END
      WHERE c.id IS NULL OR mv.outcome <> c.outcome
         OR mv.remoteness IS DISTINCT FROM c.remoteness
         OR mv.best <> (mv.to_node IS NOT DISTINCT FROM e.best_move)
    ),
    got AS (
      SELECT id, mouse, cat, turn, count(*) AS got FROM mv GROUP BY 1, 2, 3, 4
    ),
    counts AS (
      SELECT coalesce(g.got, 0) AS got,
             CASE WHEN e.mouse = e.cat OR e.mouse = p.hole OR (e.cat = p.hole AND p.enter) THEN 0
                  WHEN e.turn = 'mouse' THEN
                    (SELECT count(DISTINCT x) FROM unnest(p.graph[e.mouse + 1:e.mouse + 1]) x WHERE x IS NOT NULL)
                  ELSE
                    (SELECT count(DISTINCT x) FROM unnest((coalesce(p.cat_graph, p.graph))[e.cat + 1:e.cat + 1]) x
                     WHERE x IS NOT NULL AND (x <> p.hole OR p.enter)) END AS legal
      FROM expected e JOIN puzzles p USING (id)
      LEFT JOIN got g ON (g.id, g.mouse, g.cat, g.turn) = (e.id, e.mouse, e.cat, e.turn)
      WHERE e.id IN (SELECT DISTINCT id FROM mv)
    )
    SELECT (SELECT count(*) FROM wrong) + (SELECT count(*) FROM counts WHERE got <> legal)$q$,
    moves) INTO n;
  RETURN n;
END $f$;

SELECT pg_temp.tap(pg_temp.move_errors($$
  SELECT e.id, e.mouse, e.cat, e.turn, m.*
  FROM expected e JOIN puzzles p USING (id),
       cat_mouse_moves(p.graph, e.mouse, e.cat, p.hole, p.enter, NULL, p.cat_graph, e.turn) m$$) = 0,
  format('cat_mouse_moves (int[][]) equals the brute force''s children on every position of %s puzzles',
         (SELECT count(*) FROM puzzles)));

SELECT pg_temp.tap(pg_temp.move_errors($$
  SELECT e.id, e.mouse, e.cat, e.turn, m.*
  FROM expected e JOIN puzzles p USING (id),
       cat_mouse_moves(p.graph_json, e.mouse, e.cat, p.hole, p.enter, NULL, p.cat_graph_json, e.turn) m
  WHERE e.id % 3 = 0
  UNION ALL
  SELECT e.id, e.mouse, e.cat, e.turn, m.*
  FROM expected e JOIN puzzles p USING (id),
       cat_mouse_moves(p.graph::graph6, e.mouse, e.cat, p.hole, p.enter, NULL, p.cat_graph::graph6, e.turn) m
  WHERE e.id % 3 = 1
  UNION ALL
  SELECT e.id, e.mouse, e.cat, e.turn, m.*
  FROM expected e JOIN puzzles p USING (id),
       cat_mouse_moves(p.graph::text, e.mouse, e.cat, p.hole, p.enter, NULL, p.cat_graph::text, e.turn) m
  WHERE e.id % 3 = 2$$) = 0,
  'cat_mouse_moves (jsonb, graph6, text) equals the brute force''s children');

WITH mv AS (
  SELECT e.*, m.to_row, m.to_col, m.outcome AS m_outcome, m.remoteness AS m_remoteness,
         m.best
  FROM grid_expected e JOIN grids g USING (id),
       cat_mouse_grid_moves(g.grid, g.cat_jump, g.mouse_jump, e.mouse_row, e.mouse_col,
                            e.cat_row, e.cat_col, e.turn) m
  WHERE e.id % 4 = 0
), checked AS (
  SELECT mv.*, c.outcome AS c_outcome, c.remoteness AS c_remoteness
  FROM mv LEFT JOIN grid_expected_1000 c ON c.id = mv.id
    AND (c.mouse_row, c.mouse_col) = CASE mv.turn WHEN 'mouse' THEN (mv.to_row, mv.to_col) ELSE (mv.mouse_row, mv.mouse_col) END
    AND (c.cat_row, c.cat_col) = CASE mv.turn WHEN 'mouse' THEN (mv.cat_row, mv.cat_col) ELSE (mv.to_row, mv.to_col) END
    AND c.turn = CASE mv.turn WHEN 'mouse' THEN 'cat' ELSE 'mouse' END
)
SELECT pg_temp.tap(count(*) FILTER (WHERE c_outcome IS NULL OR m_outcome <> c_outcome
    OR m_remoteness IS DISTINCT FROM c_remoteness
    OR best <> ((to_row, to_col) IS NOT DISTINCT FROM (best_row, best_col))) = 0
  AND count(*) > 0,
  format('cat_mouse_grid_moves equals the brute force''s children under the 1000-turn rule (%s moves)', count(*)))
FROM checked;
