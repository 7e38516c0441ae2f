--
-- Properties that must hold on any graph, checked on 300 random graphs
-- made here in SQL (fixed seed): play-outs use legal moves and end as the
-- per-position rows predict; summaries agree with the rows; jsonb, text and
-- aggregate inputs give the same answers as int[][].
--
SELECT setseed(0.5);
CREATE TABLE g AS
WITH sizes AS (
  SELECT id, 2 + floor(random() * 11)::int AS n, 0.1 + random() * 0.5 AS p,
         random() < 0.5 AS undirected
  FROM generate_series(1, 300) id
), pairs AS MATERIALIZED (
  SELECT id, u, v, undirected, random() < p AS keep
  FROM sizes, generate_series(0, n - 1) u, generate_series(0, n - 1) v
), moves AS (
  SELECT id, u, v FROM pairs WHERE keep
  UNION SELECT id, v, u FROM pairs WHERE keep AND undirected
), rows AS (
  SELECT s.id, s.n, k.u, array_remove(array_agg(m.v ORDER BY m.v), NULL) AS nb
  FROM sizes s CROSS JOIN LATERAL generate_series(0, s.n - 1) k(u)
  LEFT JOIN moves m ON m.id = s.id AND m.u = k.u
  GROUP BY s.id, s.n, k.u
), width AS (SELECT id, greatest(max(cardinality(nb)), 1) AS w FROM rows GROUP BY id)
SELECT r.id, r.n,
       array_agg(r.nb || array_fill(NULL::int, ARRAY[w.w - cardinality(r.nb)]) ORDER BY r.u) AS graph,
       (array_agg(floor(random() * r.n)::int))[1] AS ms,
       (array_agg(floor(random() * r.n)::int))[2] AS cs,
       (array_agg(floor(random() * r.n)::int))[1 + r.n / 2] AS hole,
       (array_agg(random() < 0.3))[1] AS enter
FROM rows r JOIN width w USING (id) GROUP BY r.id, r.n;

SELECT count(*) AS graphs, sum(n) AS nodes FROM g;

CREATE TABLE st AS
  SELECT g.id, s.* FROM g, cat_mouse_states(g.graph, g.ms, g.cs, g.hole, g.enter) s;
CREATE TABLE pl AS
  SELECT g.id, p.* FROM g, cat_mouse_play(g.graph, g.ms, g.cs, g.hole, g.enter) p;

-- every position is listed once; the three outcomes all occur
SELECT (SELECT count(*) FROM (SELECT DISTINCT id, mouse, cat, turn FROM st) d) = count(*) AS one_row_each,
       count(*) FILTER (WHERE outcome = 0) > 0 AS draws,
       count(*) FILTER (WHERE outcome = 1) > 0 AS mouse_wins,
       count(*) FILTER (WHERE outcome = 2) > 0 AS cat_wins
FROM st;
SELECT (SELECT count(*) FROM st) = (SELECT sum(2 * n * (n - CASE WHEN enter OR cs = hole THEN 0 ELSE 1 END)) FROM g)
  AS listed_positions;

-- best moves are legal moves: along the mover's row, never the cat onto a
-- forbidden hole; endings and stuck movers have none
SELECT count(*) AS illegal_best_moves
FROM st JOIN g USING (id)
WHERE best_move IS NOT NULL AND (
      NOT EXISTS (SELECT FROM unnest(graph[(CASE turn WHEN 'mouse' THEN mouse ELSE cat END) + 1:
                                           (CASE turn WHEN 'mouse' THEN mouse ELSE cat END) + 1][:]) x
                  WHERE x = best_move)
   OR (turn = 'cat' AND best_move = hole AND NOT enter));

-- remoteness: endings 0, decided positions one more than their best child
SELECT count(*) AS bad_remoteness
FROM st s JOIN g USING (id)
LEFT JOIN st c ON c.id = s.id AND c.turn <> s.turn
  AND c.mouse = CASE s.turn WHEN 'mouse' THEN s.best_move ELSE s.mouse END
  AND c.cat = CASE s.turn WHEN 'cat' THEN s.best_move ELSE s.cat END
WHERE (s.outcome = 0) <> (s.remoteness IS NULL)
   OR (s.best_move IS NOT NULL AND (c.outcome IS DISTINCT FROM s.outcome
                                    OR c.remoteness IS DISTINCT FROM s.remoteness - 1))
   OR (s.best_move IS NULL AND s.remoteness IS DISTINCT FROM 0);

-- play-outs: start where asked, alternate movers from the mouse, move legally
-- along best moves, and end after `remoteness` plies on a decided start, or
-- on a repeated position for a draw
WITH steps AS (
  SELECT pl.*, lag(mouse) OVER w AS pm, lag(cat) OVER w AS pc,
         CASE WHEN ply = 0 THEN 'mouse' WHEN mover = 'mouse' THEN 'cat' ELSE 'mouse' END AS next_turn,
         max(ply) OVER (PARTITION BY id) AS plies
  FROM pl WINDOW w AS (PARTITION BY id ORDER BY ply)
)
SELECT count(*) FILTER (WHERE ply = 0 AND (mouse, cat) <> (g.ms, g.cs)) AS bad_starts,
       count(*) FILTER (WHERE ply > 0 AND mover <> CASE ply % 2 WHEN 1 THEN 'mouse' ELSE 'cat' END) AS bad_movers,
       count(*) FILTER (WHERE ply > 0 AND NOT EXISTS (
         SELECT FROM st WHERE st.id = steps.id AND st.mouse = pm AND st.cat = pc
           AND st.turn = mover AND st.best_move = to_node)) AS not_best_moves,
       count(*) FILTER (WHERE ply = plies AND NOT EXISTS (
         SELECT FROM st WHERE st.id = steps.id AND st.mouse = g.ms AND st.cat = g.cs AND st.turn = 'mouse'
           AND CASE WHEN st.outcome = 0
                    THEN EXISTS (SELECT FROM steps e WHERE e.id = steps.id AND e.ply < steps.ply
                                   AND e.mouse = steps.mouse AND e.cat = steps.cat
                                   AND e.next_turn = steps.next_turn)
                    ELSE st.remoteness = steps.plies END)) AS bad_endings,
       count(DISTINCT id) AS games
FROM steps JOIN g USING (id);

-- summaries agree with the rows and with cat_mouse_game
SELECT count(*) FILTER (WHERE s.states <> x.states OR s.draws <> x.draws
                          OR s.mouse_wins <> x.mouse_wins OR s.cat_wins <> x.cat_wins
                          OR s.max_remoteness <> x.max_remoteness
                          OR s.outcome <> cat_mouse_game(g.graph, g.ms, g.cs, g.hole, g.enter)
                          OR s.remoteness IS DISTINCT FROM x.start_remoteness) AS disagreements
FROM g, cat_mouse_summary(g.graph, g.ms, g.cs, g.hole, g.enter) s,
LATERAL (SELECT count(*) AS states, count(*) FILTER (WHERE outcome = 0) AS draws,
                count(*) FILTER (WHERE outcome = 1) AS mouse_wins,
                count(*) FILTER (WHERE outcome = 2) AS cat_wins,
                max(remoteness) AS max_remoteness,
                max(remoteness) FILTER (WHERE mouse = g.ms AND cat = g.cs AND turn = 'mouse') AS start_remoteness
         FROM st WHERE st.id = g.id) x;

-- the same graphs as jsonb (nulls and all), as text, and rebuilt by the
-- aggregate from their moves give the same answers
SELECT count(*) FILTER (WHERE cat_mouse_game(to_jsonb(graph), ms, cs, hole, enter)
                          <> cat_mouse_game(graph, ms, cs, hole, enter)) AS jsonb_differs,
       count(*) FILTER (WHERE cat_mouse_game(to_jsonb(graph)::text, ms, cs, hole, enter)
                          <> cat_mouse_game(graph, ms, cs, hole, enter)) AS json_text_differs,
       count(*) FILTER (WHERE cat_mouse_game(graph::text, ms, cs, hole, enter)
                          <> cat_mouse_game(graph, ms, cs, hole, enter)) AS array_text_differs
FROM g;
SELECT count(*) AS jsonb_rows_differ FROM (
  (SELECT g.id, s.* FROM g, cat_mouse_states(to_jsonb(g.graph), g.ms, g.cs, g.hole, g.enter) s
   EXCEPT ALL TABLE st)
  UNION ALL
  (TABLE st EXCEPT ALL
   SELECT g.id, s.* FROM g, cat_mouse_states(to_jsonb(g.graph), g.ms, g.cs, g.hole, g.enter) s)) d;
WITH moves AS (
  SELECT g.id, i - 1 AS a, g.graph[i][j] AS b
  FROM g, generate_subscripts(g.graph, 1) i, generate_subscripts(g.graph, 2) j
), rebuilt AS (
  SELECT id, cat_mouse_graph_agg(a, b) AS graph FROM moves GROUP BY id
)
SELECT count(*) FILTER (WHERE cat_mouse_game(r.graph, g.ms, g.cs, g.hole, g.enter)
                          <> cat_mouse_game(g.graph, g.ms, g.cs, g.hole, g.enter)) AS aggregate_differs,
       count(*) AS graphs
FROM g JOIN rebuilt r USING (id);

DROP TABLE g, st, pl;
