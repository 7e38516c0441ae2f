--
-- Grids (LeetCode 1728): jumps, walls, the food, the turn limit.
--

-- the three examples under every turn limit of interest
SELECT grid, cat_jump, mouse_jump,
       cat_mouse_grid_game(grid, cat_jump, mouse_jump, NULL) AS unlimited,
       cat_mouse_grid_game(grid, cat_jump, mouse_jump) AS "1000 turns",
       cat_mouse_grid_game(grid, cat_jump, mouse_jump, 1) AS "1 turn",
       can_mouse_win(grid, cat_jump, mouse_jump)
FROM (VALUES ('{"####F","#C...","M...."}'::text[], 1, 2),
             ('{"M.C...F"}', 1, 4),
             ('{"M.C...F"}', 1, 3)) AS t(grid, cat_jump, mouse_jump);

-- the mouse may jump over the cat: straight home in one move
SELECT cat_mouse_grid_game('{"M.C...F"}', 1, 6, 1) AS over_the_cat,
       cat_mouse_grid_game('{"M.C...F"}', 1, 6, 0) AS not_in_0,
       can_mouse_win('{"M.C...F"}', 1, 2147483647) AS huge_jump;

-- jump 0: staying is the only move; the cat walks up and wins
SELECT cat_mouse_grid_game('{"M.C...F"}', 1, 0, NULL) AS mouse_frozen,
       cat_mouse_grid_game('{"M...C.F"}', 0, 0, NULL) AS both_frozen,
       cat_mouse_grid_game('{"M...C.F"}', 0, 0) AS both_frozen_1000;

-- the cat may enter the food, and wins by getting there first
SELECT cat_mouse_grid_game('{"M..CF"}', 1, 1) AS cat_takes_food;

-- walls: nobody can move or pass; unlimited it is a draw, under the
-- 1000-turn rule the cat wins
SELECT cat_mouse_grid_game('{"M#C#F"}', 5, 5, NULL) AS walled_in,
       cat_mouse_grid_game('{"M#C#F"}', 5, 5) AS walled_in_1000,
       can_mouse_win('{"M#C#F"}', 5, 5);

-- a wall stops a jump: around it the mouse is too slow
SELECT can_mouse_win('{"M#F","...","C.."}', 1, 2) AS around_the_wall,
       can_mouse_win('{"M.F","...","C.."}', 1, 2) AS no_wall;

-- lower bounds of the array do not matter
SELECT can_mouse_win('[0:2]={"####F","#C...","M...."}', 1, 2) AS shifted;
