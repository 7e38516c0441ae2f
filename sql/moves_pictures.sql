--
-- Looking at a puzzle (1.1): the value of every move of a position,
-- Graphviz pictures of graphs, boards and SVG pictures of grids.
--

-- LeetCode 913's first example (a draw): at the start the mouse has one
-- move; the cat on 2 has three, and taking the hole is not one of them
SELECT * FROM cat_mouse_moves('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}');
SELECT * FROM cat_mouse_moves('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}',
                              mouse_start => 3, cat_start => 2, turn => 'cat');

-- the README's example: the longest forced game on 7 nodes (the census's
-- FCRV_, hole 2); from the start the mouse loses whatever it does, and the
-- best move is the one that holds out longest
SELECT * FROM cat_mouse_moves('FCRV_'::graph6, 5, 4, 2, turn => 'mouse');
SELECT * FROM cat_mouse_moves('FCRV_'::graph6, 5, 4, 2, true, turn => 'mouse');

-- a puzzle's form without a turn gives the mouse's moves, as the turn's
-- default elsewhere (it read an argument before the first: 1.2's SQL
-- fuzzer found it); with its turn, the cat's
SELECT * FROM cat_mouse_moves(ROW('FCRV_', 5, 4, 2, NULL)::cat_mouse_puzzle);
SELECT * FROM cat_mouse_moves(ROW('FCRV_', 5, 4, 2, NULL)::cat_mouse_puzzle, false, NULL, 'cat');

-- the same position in every input kind gives the same rows
SELECT k, count(*) AS moves, string_agg(format('%s:%s:%s', to_node, outcome, coalesce(remoteness::text, '-')), ' ' ORDER BY to_node) AS moves
FROM (SELECT 'int[][]' AS k, m.* FROM cat_mouse_moves('FCRV_'::graph6::int[], 0, 4, 2, turn => 'cat') m
      UNION ALL SELECT 'jsonb', m.* FROM cat_mouse_moves('[[3,5,6],[4,5,6],[6],[0,5,6],[1],[0,1,3],[0,1,2,3]]'::jsonb, 0, 4, 2, turn => 'cat') m
      UNION ALL SELECT 'text', m.* FROM cat_mouse_moves('FCRV_'::graph6::int[]::text, 0, 4, 2, turn => 'cat') m
      UNION ALL SELECT 'graph6', m.* FROM cat_mouse_moves('FCRV_'::graph6, 0, 4, 2, turn => 'cat') m) t
GROUP BY k ORDER BY k;

-- best agrees with cat_mouse_states on every position of a graph with a
-- cat graph of its own, and each row is the child's state
WITH s AS (SELECT * FROM cat_mouse_states('{{1,3,NULL},{0,2,NULL},{1,3,NULL},{0,2,4},{3,NULL,NULL}}',
                                          cat_graph => '{{1,3,NULL},{0,2,4},{1,3,NULL},{0,2,4},{1,3,NULL}}')),
m AS (SELECT s.mouse, s.cat, s.turn, s.best_move, m.*
      FROM s, cat_mouse_moves('{{1,3,NULL},{0,2,NULL},{1,3,NULL},{0,2,4},{3,NULL,NULL}}', s.mouse, s.cat, turn => s.turn,
                              cat_graph => '{{1,3,NULL},{0,2,4},{1,3,NULL},{0,2,4},{1,3,NULL}}') m)
SELECT (SELECT count(*) FROM m) AS move_rows,
       (SELECT count(*) FROM m WHERE best AND to_node IS DISTINCT FROM best_move) AS best_not_states,
       (SELECT count(*) FROM s WHERE best_move IS NOT NULL
          AND NOT EXISTS (SELECT FROM m WHERE (m.mouse, m.cat, m.turn) = (s.mouse, s.cat, s.turn) AND best)) AS states_best_missing,
       (SELECT count(*) FROM m JOIN s c
          ON (c.mouse, c.cat, c.turn) = (CASE WHEN m.turn = 'mouse' THEN m.to_node ELSE m.mouse END,
                                         CASE WHEN m.turn = 'cat' THEN m.to_node ELSE m.cat END,
                                         CASE WHEN m.turn = 'mouse' THEN 'cat' ELSE 'mouse' END)
        WHERE (c.outcome, c.remoteness) IS DISTINCT FROM (m.outcome, m.remoteness)) AS not_the_child;

-- endings and stuck movers have no moves: the mouse in the hole, the cat on
-- the mouse, a mouse without an edge
SELECT (SELECT count(*) FROM cat_mouse_moves('{{1,3},{0,NULL},{3,NULL},{0,2}}', 0, 2)) AS mouse_in_hole,
       (SELECT count(*) FROM cat_mouse_moves('{{1,3},{0,NULL},{3,NULL},{0,2}}', 3, 3, turn => 'cat')) AS caught,
       (SELECT count(*) FROM cat_mouse_moves('{{NULL},{NULL},{NULL}}')) AS stuck;

-- NULL anywhere gives no rows
SELECT (SELECT count(*) FROM cat_mouse_moves('{{1},{0}}'::int[], NULL, 0)) AS null_mouse,
       (SELECT count(*) FROM cat_mouse_moves('{{1},{0}}'::int[], 1, 0, turn => NULL)) AS null_turn,
       (SELECT count(*) FROM cat_mouse_moves(NULL::int[])) AS null_graph;

-- a picture in Graphviz's DOT: nodes coloured by the outcome with the cat
-- on its start and the mouse to move, the hole and the starts marked, the
-- optimal game as numbered arrows
SELECT cat_mouse_dot('{{1,3},{0,NULL},{3,NULL},{0,2}}');
-- directed moves have arrows, a move only the cat has is dashed
SELECT cat_mouse_dot('{{1,NULL},{2,NULL},{0,1}}'::int[], cat_graph => '{{1,2},{2,NULL},{0,1}}');
-- the same picture from every input kind
SELECT count(DISTINCT d) AS pictures
FROM (VALUES (cat_mouse_dot('FCRV_'::graph6, 5, 4, 2)),
             (cat_mouse_dot('FCRV_'::graph6::int[], 5, 4, 2)),
             (cat_mouse_dot('[[3,5,6],[4,5,6],[6],[0,5,6],[1],[0,1,3],[0,1,2,3]]'::jsonb, 5, 4, 2)),
             (cat_mouse_dot('FCRV_'::graph6::int[]::text, 5, 4, 2))) v(d);

-- the same picture laid out by Graphviz's library, as an SVG document: a
-- node group per node of the graph and the legend's four, an edge group per
-- edge of the DOT (six edges of the graph, twelve plies); the same from
-- every input kind
SELECT xml_is_well_formed_document(svg) AS well_formed,
       xpath('count(//svg:g[@class="node"][starts-with(svg:title, "n")])', x, ns) AS nodes,
       xpath('count(//svg:g[@class="node"])', x, ns) AS node_groups,
       xpath('count(//svg:g[@class="edge"])', x, ns) AS edges,
       (length(dot) - length(replace(dot, ' -> ', ''))) / 4 AS dot_edges
FROM cat_mouse_svg('FCRV_'::graph6, 5, 4, 2) svg,
     cat_mouse_dot('FCRV_'::graph6, 5, 4, 2) dot,
     LATERAL (SELECT xmlparse(document svg) AS x,
                     ARRAY[ARRAY['svg', 'http://www.w3.org/2000/svg']] AS ns) p;
SELECT count(DISTINCT d) AS pictures
FROM (VALUES (cat_mouse_svg('FCRV_'::graph6, 5, 4, 2)),
             (cat_mouse_svg('FCRV_'::graph6::int[], 5, 4, 2)),
             (cat_mouse_svg('[[3,5,6],[4,5,6],[6],[0,5,6],[1],[0,1,3],[0,1,2,3]]'::jsonb, 5, 4, 2)),
             (cat_mouse_svg('FCRV_'::graph6::int[]::text, 5, 4, 2))) v(d);
-- under a turn limit (max_turns) the title says so: the mouse, which wins in
-- 1 ply, cannot win in 0
SELECT cat_mouse_svg('{{1,3},{0,NULL},{3,NULL},{0,2}}', max_turns => 0)
         ~ 'the cat wins[^<]*\(a limit of 0 plies\)' AS limited,
       cat_mouse_svg('{{1,3},{0,NULL},{3,NULL},{0,2}}') ~ 'the mouse wins in 1 ply<' AS unlimited;

-- LeetCode 1728's first example: the boards of the optimal game, and the
-- moves at its start
SELECT * FROM cat_mouse_grid_boards('{"####F","#C...","M...."}', 1, 2);
SELECT * FROM cat_mouse_grid_moves('{"####F","#C...","M...."}', 1, 2);
-- a shared cell shows X; the cat catching the mouse
SELECT * FROM cat_mouse_grid_boards('{"M.C...F"}', 1, 1);
-- another position: the cat to move, the mouse next to the food
SELECT * FROM cat_mouse_grid_moves('{"####F","#C...","M...."}', 1, 2, 1, 4, 1, 1, 'cat');

-- the SVG picture is an XML document with the title saying the result
SELECT xml_is_well_formed_document(svg) AS well_formed,
       substring(svg FROM '<title>([^<]*)</title>') AS title,
       (length(svg) - length(replace(svg, '<rect ', ''))) / 6 AS cells
FROM cat_mouse_grid_svg('{"####F","#C...","M...."}', 1, 2) svg;

-- errors name the value
SELECT * FROM cat_mouse_moves('{{1},{0}}'::int[], 0, 1, turn => 'dog');
SELECT * FROM cat_mouse_moves('{{1},{0}}'::int[], 9, 1);
SELECT * FROM cat_mouse_moves('{{1},{0}}'::int[], 0, -1, turn => 'cat');
SELECT * FROM cat_mouse_grid_moves('{"M.C...F"}', 1, 1, 0, 9, 0, 2);
SELECT * FROM cat_mouse_grid_moves('{"M#C...F"}', 1, 1, 0, 1, 0, 2);
SELECT * FROM cat_mouse_grid_moves('{"M.C...F"}', 1, 1, 0, NULL, 0, 2);
SELECT cat_mouse_dot('{{1},{5}}'::int[]);
SELECT cat_mouse_svg('{{1},{5}}'::int[]);
SELECT cat_mouse_svg('{{1},{0}}'::int[], max_turns => -1);
SELECT * FROM cat_mouse_grid_boards('{"M.C"}', 1, 1);
