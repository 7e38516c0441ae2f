--
-- Every option of cat_mouse_game: starts, hole, cat_can_enter_hole,
-- max_turns, cat_graph.
--
CREATE TABLE ex1 AS
  SELECT '{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'::int[] AS g;

-- every start position of LeetCode's first example, mouse to move
SELECT m AS mouse_start,
       string_agg(cat_mouse_game(g, m, c)::text, ' ' ORDER BY c) AS "outcome for cat_start 0..5"
FROM ex1, generate_series(0, 5) m, generate_series(0, 5) c
GROUP BY m ORDER BY m;

-- the same with the hole on node 3, and with the cat allowed into the hole
SELECT m AS mouse_start,
       string_agg(cat_mouse_game(g, m, c, hole => 3)::text, ' ' ORDER BY c) AS "hole 3",
       string_agg(cat_mouse_game(g, m, c, cat_can_enter_hole => true)::text, ' ' ORDER BY c) AS "cat may enter"
FROM ex1, generate_series(0, 5) m, generate_series(0, 5) c
GROUP BY m ORDER BY m;

-- endings as starts are over after 0 moves: caught beats home, both on the hole
SELECT cat_mouse_game(g, 0, 3) AS mouse_home,
       cat_mouse_game(g, 4, 4) AS caught,
       cat_mouse_game(g, 0, 0) AS caught_on_the_hole,
       cat_mouse_game(g, 4, 0, cat_can_enter_hole => true) AS cat_on_the_hole,
       cat_mouse_game(g, 0, 3, max_turns => 0) AS home_within_0
FROM ex1;

-- a cat that starts on the hole it may not enter must leave it.  On the
-- 4-cycle 0-1-2-3-0 the mouse steps aside (1 -> 2), the cat leaves, the
-- mouse goes round it and home: a mouse win in 5 plies.
SELECT cat_mouse_game('{{1,3},{0,2},{1,3},{0,2}}', 1, 0) AS cat_leaves_hole,
       cat_mouse_game('{{1,3},{0,2},{1,3},{0,2}}', 1, 0, max_turns => 5) AS within_5,
       cat_mouse_game('{{1,3},{0,2},{1,3},{0,2}}', 1, 0, max_turns => 4) AS within_4,
       cat_mouse_game('{{1,3},{0,2},{1,3},{0,2}}', 1, 0, cat_can_enter_hole => true) AS cat_on_hole_ends;
-- ... and a mouse that moves onto the hole while the cat is there is caught
SELECT cat_mouse_game('{{1},{0}}', 1, 0) AS onto_the_cat;

-- max_turns: LeetCode's second example is a mouse win in 1 ply
SELECT max_turns,
       cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', max_turns => max_turns) AS example_2,
       cat_mouse_game(g, max_turns => max_turns) AS example_1_draw
FROM ex1, (VALUES (NULL::int), (0), (1), (2), (1000000)) v(max_turns);

-- cat_graph: the cat may jump to any node but the hole, so it takes the
-- mouse on its first move, where on graph the game is a draw
SELECT cat_mouse_game(g) AS same_graph,
       cat_mouse_game(g, cat_graph => g) AS cat_graph_is_graph,
       cat_mouse_game(g, cat_graph => array_fill(NULL::int, ARRAY[6, 1])) AS cat_cannot_move,
       cat_mouse_game(g, cat_graph => '{{1,2,3,4,5},{1,2,3,4,5},{1,2,3,4,5},{1,2,3,4,5},{1,2,3,4,5},{1,2,3,4,5}}') AS cat_jumps
FROM ex1;

-- the rows' lower bounds do not matter: row k is node k - 1
SELECT cat_mouse_game('[0:3][5:6]={{1,3},{0,NULL},{3,NULL},{0,2}}') AS shifted_bounds;

-- self-loops are moves ("stay"); a node whose only move is a self-loop
SELECT cat_mouse_game('{{1,NULL},{0,1},{2,NULL}}', 1, 2) AS loop_mouse_home,
       cat_mouse_game('{{0},{1},{2}}', 1, 2) AS both_stay_forever,
       cat_mouse_game('{{0},{1},{2}}', 1, 2, max_turns => 100) AS both_stay_limited;
DROP TABLE ex1;
