--
-- NULL in each parameter.  NULL graph, starts, hole, cat_can_enter_hole,
-- grid or jumps give NULL; NULL max_turns means no limit, NULL cat_graph
-- that the cat moves on graph; NULL elements pad rows.
--
SELECT cat_mouse_game(NULL) IS NULL AS graph,
       cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', NULL) IS NULL AS mouse_start,
       cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', 1, NULL) IS NULL AS cat_start,
       cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', 1, 2, NULL) IS NULL AS hole,
       cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', 1, 2, 0, NULL) IS NULL AS cat_can_enter_hole;

SELECT cat_mouse_game('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}', max_turns => NULL) AS no_limit,
       cat_mouse_game('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}', cat_graph => NULL) AS same_graph;

-- NULLs anywhere in a row are skipped; an all-NULL row is a node without moves
SELECT cat_mouse_game('{{NULL,1,NULL,3},{NULL,NULL,NULL,0},{NULL,3,NULL,NULL},{0,NULL,2,NULL}}') AS nulls_anywhere,
       cat_mouse_game('{{NULL},{NULL},{NULL}}') AS nobody_moves;

SELECT cat_mouse_grid_game(NULL, 1, 2) IS NULL AS grid,
       cat_mouse_grid_game('{"M.C...F"}', NULL, 2) IS NULL AS cat_jump,
       cat_mouse_grid_game('{"M.C...F"}', 1, NULL) IS NULL AS mouse_jump,
       cat_mouse_grid_game('{"M#C#F"}', 1, 1, NULL) AS max_turns_null_is_unlimited;

SELECT can_mouse_win(NULL, 1, 2) IS NULL AS grid,
       can_mouse_win('{"M.C...F"}', NULL, 2) IS NULL AS cat_jump,
       can_mouse_win('{"M.C...F"}', 1, NULL) IS NULL AS mouse_jump;

-- typed NULLs in a table
CREATE TABLE maybe (id int, graph int[][]);
INSERT INTO maybe VALUES (1, NULL), (2, '{{1,3},{0,NULL},{3,NULL},{0,2}}');
SELECT id, cat_mouse_game(graph) FROM maybe ORDER BY id;
DROP TABLE maybe;
