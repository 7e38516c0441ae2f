--
-- Named and mixed notation, defaults.
--
SELECT cat_mouse_game(graph => '{{1,3},{0,NULL},{3,NULL},{0,2}}') AS named_graph,
       cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', cat_start => 3) AS cat_start_3,
       cat_mouse_game(cat_start => 2, mouse_start => 3, graph => '{{1,3},{0,NULL},{3,NULL},{0,2}}') AS mouse_3_cat_2,
       cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', hole => 2, max_turns => 10) AS hole_2,
       cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}', 1, 2, 0, false, NULL, NULL) AS all_positional;

SELECT cat_mouse_grid_game(grid => '{"M.C...F"}', mouse_jump => 4, cat_jump => 1) AS named,
       cat_mouse_grid_game('{"M.C...F"}', 1, 4, max_turns => 1) AS limit_1,
       can_mouse_win(mouse_jump => 4, cat_jump => 1, grid => '{"M.C...F"}') AS can_win;
