--
-- LeetCode's own examples (913 "Cat and Mouse", 1728 "Cat and Mouse II"),
-- first as literals, then stored in a table as a user would keep them.
--
-- 913 example 1: a draw
SELECT cat_mouse_game('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}') AS example_1;

-- 913 example 2: the mouse wins
SELECT cat_mouse_game('{{1,3},{0,NULL},{3,NULL},{0,2}}') AS example_2;

-- 1728 examples: true, true, false
SELECT can_mouse_win('{"####F","#C...","M...."}', 1, 2) AS example_1,
       can_mouse_win('{"M.C...F"}', 1, 4) AS example_2,
       can_mouse_win('{"M.C...F"}', 1, 3) AS example_3;

-- the same as outcome codes (the 1000-turn rule is the default)
SELECT cat_mouse_grid_game('{"####F","#C...","M...."}', 1, 2) AS example_1,
       cat_mouse_grid_game('{"M.C...F"}', 1, 4) AS example_2,
       cat_mouse_grid_game('{"M.C...F"}', 1, 3) AS example_3;

-- puzzles in a table
CREATE TABLE puzzles (id int PRIMARY KEY, graph int[][]);
INSERT INTO puzzles VALUES
  (1, '{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'),
  (2, '{{1,3},{0,NULL},{3,NULL},{0,2}}'),
  (3, '{{2,3},{2,3},{0,1},{0,1}}'),
  (4, '{{2,NULL},{2,NULL},{0,1}}');
SELECT id, cat_mouse_game(graph) AS outcome FROM puzzles ORDER BY id;
SELECT cat_mouse_game(graph) AS outcome, count(*) FROM puzzles GROUP BY 1 ORDER BY 1;
DROP TABLE puzzles;
