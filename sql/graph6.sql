--
-- The graph6 type (1.1): nauty's graph6, sparse6 and digraph6 codes as
-- values, loaded as nauty prints them, converted to and from int[][], and
-- solved directly.
--

-- nauty's own examples: 0-2 0-4 1-3 3-4; 0-1 0-2 1-2 5-6; 0>2 0>4 3>1 3>4
SELECT 'DQc'::graph6 AS graph6, ':Fa@x^'::graph6 AS sparse6,
       '&DI?AO?'::graph6 AS digraph6, '>>graph6<<DQc'::graph6 AS header_dropped;
SELECT g, cat_mouse_graph6_format(g) AS format, cat_mouse_graph6_nodes(g) AS nodes,
       g::int[] AS adjacency
FROM (VALUES ('DQc'::graph6), (':Fa@x^'), ('&DI?AO?'), (':@?'), ('&@_'), ('?')) v(g);

-- stored at about the code's own size
SELECT pg_column_size('DQc'::graph6) AS graph6_bytes,
       pg_column_size('DQc'::graph6::int[]) AS int_array_bytes;

-- int[][] to codes: graph6 when undirected without loops, digraph6 otherwise
SELECT g::graph6 AS natural, cat_mouse_to_sparse6(g) AS sparse6,
       cat_mouse_to_digraph6(g) AS digraph6
FROM (VALUES ('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'::int[]),
             ('{{1,3},{0,NULL},{3,NULL},{0,2}}'),
             ('{{0,1},{0,NULL}}'), ('{}')) v(g);
SELECT g::graph6 AS natural, cat_mouse_to_digraph6(g) AS digraph6
FROM (VALUES ('{{1},{NULL}}'::int[]), ('{{1},{2},{0}}')) v(g);

-- round trips: rows come back in increasing order, repeats once
SELECT g, g::graph6::int[] AS back, cat_mouse_to_sparse6(g)::int[] AS via_sparse6,
       cat_mouse_to_digraph6(g)::int[] AS via_digraph6
FROM (VALUES ('{{2,1,2},{0,2,NULL},{1,0,NULL}}'::int[]),
             ('{{1,3},{0,NULL},{3,NULL},{0,2}}')) v(g);
SELECT g, g::graph6::int[] AS back
FROM (VALUES ('{{1},{2},{0}}'::int[]), ('{{0,1},{1,NULL}}')) v(g);

-- binary I/O is the code's bytes
SELECT encode(graph6_send(':Fa@x^'), 'escape') AS sent;

-- comparison, DISTINCT, a unique index
CREATE TABLE codes (g graph6 PRIMARY KEY);
INSERT INTO codes VALUES ('DQc'), (':Fa@x^'), ('&DI?AO?'), ('Bw');
INSERT INTO codes VALUES ('>>graph6<<DQc');
SELECT g FROM codes ORDER BY g;
SELECT 'DQc'::graph6 = '>>graph6<<DQc'::graph6 AS same_code,
       'DQc'::graph6 = ':DgH_~'::graph6 AS other_code_of_same_graph,
       'DQc'::graph6::int[] = ':DgH_~'::graph6::int[] AS same_graph;
SELECT count(DISTINCT g), count(*) FILTER (WHERE g < 'D??') FROM codes;

-- loading nauty's output: graph6 strings hold backslashes, which COPY's text
-- format would take as escapes; CSV with a quote and a delimiter that no code
-- can contain keeps every byte
CREATE TABLE loaded (id serial, g6 graph6);
COPY loaded (g6) FROM stdin (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02');
G?\FFw
FCpb?
:Fa@x^
&DI?AO?
>>graph6<<Bw
\.
SELECT id, g6, cat_mouse_graph6_nodes(g6) AS nodes, cat_mouse_game(g6, 0, 1, 2) AS outcome
FROM loaded ORDER BY id;
-- a bad line is refused with its line number
COPY loaded (g6) FROM stdin (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02');
DQc
DQd
\.
-- every connected graph on 6 nodes, as geng makes them (inside catmouse;
-- test/t/032_geng_census.pl compares them with nauty-geng's, and
-- test/t/029_text_codes.pl loads nauty-geng's output up to 9 nodes)
INSERT INTO loaded (g6) SELECT cat_mouse_geng(6, connected => true);
SELECT count(*) AS connected_6_node_graphs,
       count(*) FILTER (WHERE g6::int[]::graph6 = g6) AS round_trip
FROM loaded WHERE cat_mouse_graph6_nodes(g6) = 6;

-- LeetCode JSON lines into jsonb, the same way
CREATE TABLE leetcode (id serial, j jsonb);
COPY leetcode (j) FROM stdin (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02');
[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]
[[1,3],[0],[3],[0,2]]
\.
SELECT id, cat_mouse_game(j) AS outcome FROM leetcode ORDER BY id;

-- every graph function takes graph6, with the same answers as int[][]
SELECT g6, cat_mouse_game(g6) AS game, cat_mouse_game(g6::int[]) AS game_int,
       (cat_mouse_summary(g6)).states AS states,
       (SELECT count(*) FROM cat_mouse_states(g6) s WHERE s.outcome = 1) AS mouse_states,
       (SELECT count(*) FROM cat_mouse_states(g6::int[]) s WHERE s.outcome = 1) AS mouse_states_int,
       (SELECT max(ply) FROM cat_mouse_play(g6)) AS plies
FROM (VALUES ('EQjO'::graph6), ('CF'), ('&DI?AO?'), (':Fa@x^')) v(g6);
-- a cat graph as graph6 too
SELECT cat_mouse_game('Bw'::graph6, 0, 1, 2, cat_graph => '&BP_'::graph6) AS own_cat_graph,
       cat_mouse_game('{{1,2},{0,2},{0,1}}'::int[], 0, 1, 2,
                      cat_graph => '&BP_'::graph6::int[]) AS same_as_int;

-- untyped literals still resolve to the text overload, which now also reads
-- codes: an array literal, JSON and graph6 all work without a cast
SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}') AS array_literal,
       cat_mouse_game('[[1,3],[0],[3],[0,2]]') AS json,
       cat_mouse_game('CF') AS graph6_code,
       cat_mouse_game(':Cdv') AS sparse6_code;
SELECT p.oid::regprocedure AS resolves_to
FROM pg_proc p WHERE p.oid = 'cat_mouse_game(text,int,int,int,boolean,int,text)'::regprocedure;

-- the census: a row per hole; positions agree with cat_mouse_summary
SELECT c.* FROM cat_mouse_census('EQjO'::graph6) c ORDER BY hole;
SELECT bool_and(c.states = s.states AND c.draws = s.draws AND c.mouse_wins = s.mouse_wins
                AND c.cat_wins = s.cat_wins AND c.max_remoteness IS NOT DISTINCT FROM s.max_remoteness)
         AS census_agrees_with_summary,
       count(*) AS pairs
FROM loaded g, cat_mouse_census(g.g6) c,
     cat_mouse_summary(g.g6, (c.hole + 1) % 6, (c.hole + 1) % 6, c.hole) s
WHERE cat_mouse_graph6_nodes(g.g6) = 6;
-- the longest forced game from a start is the start's remoteness
SELECT bool_and(c.longest_remoteness = st.remoteness) AS longest_is_remoteness
FROM loaded g, cat_mouse_census(g.g6) c,
     cat_mouse_states(g.g6, hole => c.hole, mouse_start => c.longest_mouse_start,
                      cat_start => c.longest_cat_start) st
WHERE cat_mouse_graph6_nodes(g.g6) = 6 AND c.longest_remoteness IS NOT NULL
  AND st.mouse = c.longest_mouse_start AND st.cat = c.longest_cat_start AND st.turn = 'mouse';

-- wrong_2n: the starts decided in 2n plies or more (what a search that
-- calls a game drawn at 2n plies gets wrong), here the starts of GEjerw of
-- remoteness 16 or more by cat_mouse_states, hole by hole
SELECT c.hole, c.wrong_2n, c.longest_remoteness,
       (SELECT count(*) FROM cat_mouse_states('GEjerw'::graph6, (c.hole + 1) % 8, (c.hole + 1) % 8, c.hole) st
        WHERE st.turn = 'mouse' AND st.mouse <> st.cat AND st.mouse <> c.hole AND st.cat <> c.hole
          AND st.remoteness >= 16) AS by_states
FROM cat_mouse_census('GEjerw'::graph6) c WHERE c.wrong_2n > 0 OR c.hole = 0 ORDER BY c.hole;

-- the census of every graph geng makes of a size, in one row: the per-graph
-- rows summed, with the longest forced game from a start, the least code
-- reaching it and there the least hole and start; connected graphs or all,
-- the cat kept out of the hole or not
WITH s (connected, enter) AS (VALUES (true, false), (false, false), (true, true), (false, true)),
per_graph AS (
  SELECT s.connected, s.enter, g, c.*
  FROM s, cat_mouse_geng(6, connected => s.connected) g,
       cat_mouse_census(g, cat_can_enter_hole => s.enter) c),
best AS (
  SELECT DISTINCT ON (connected, enter) connected, enter, longest_remoteness, g, hole,
         longest_mouse_start, longest_cat_start
  FROM per_graph
  ORDER BY connected, enter, longest_remoteness DESC NULLS LAST, g, hole, longest_mouse_start, longest_cat_start),
summed AS (
  SELECT p.connected, p.enter,
         ROW(count(DISTINCT p.g), count(*), sum(p.states), sum(p.draws), sum(p.mouse_wins),
             sum(p.cat_wins), max(p.max_remoteness), sum(p.starts), sum(p.start_draws),
             sum(p.start_mouse_wins), sum(p.start_cat_wins), sum(p.wrong_2n), b.longest_remoteness, b.g,
             b.hole, b.longest_mouse_start, b.longest_cat_start)::text AS figures
  FROM per_graph p JOIN best b USING (connected, enter)
  GROUP BY p.connected, p.enter, b.longest_remoteness, b.g, b.hole, b.longest_mouse_start, b.longest_cat_start)
SELECT s.connected, s.enter, x.graphs, x.states, x.wrong_2n, x.longest_remoteness, x.example,
       x.longest_hole, x.longest_mouse_start, x.longest_cat_start, ROW(x.*)::text = m.figures AS per_graph_summed
FROM s CROSS JOIN LATERAL cat_mouse_census(6, s.enter, connected => s.connected) x
JOIN summed m USING (connected, enter)
ORDER BY 1 DESC, 2;
-- parts of the graphs add up; a part with no graph, and sizes with no start
-- (NULL where nothing is decided)
SELECT sum(x.graphs) AS graphs, sum(x.starts) AS starts, max(x.longest_remoteness) AS longest,
       min(x.example) FILTER (WHERE x.longest_remoteness = 8) AS example
FROM generate_series(0, 4) r, cat_mouse_census(6, res => r, mod => 5) x;
SELECT n, x.* FROM (VALUES (1, 0, 1), (2, 0, 1), (3, 1, 2)) v(n, r, m),
  cat_mouse_census(n, res => r, mod => m) x ORDER BY n;

-- a valid graph too large to solve is stored, and refused by the solver
SELECT cat_mouse_graph6_nodes(':~~~~~~~~') AS huge;
SELECT cat_mouse_game(':~~~~~~~~'::graph6);
