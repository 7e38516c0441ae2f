--
-- cat_mouse_states: one row per position, with outcome, remoteness and
-- best move.
--

-- LeetCode's second example, every position (the cat is never on the hole:
-- it may not enter it and does not start there)
SELECT * FROM cat_mouse_states('{{1,3},{0,NULL},{3,NULL},{0,2}}');

-- endings have remoteness 0 and no best move; draws have no remoteness
SELECT outcome, remoteness IS NULL AS no_remoteness, best_move IS NULL AS no_move, count(*)
FROM cat_mouse_states('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}')
GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;

-- which positions are listed: 6 mouse nodes x 5 cat nodes x 2 turns, and the
-- hole too when the cat may enter it or starts there
SELECT (SELECT count(*) FROM cat_mouse_states(g)) AS default_rows,
       (SELECT count(*) FROM cat_mouse_states(g, cat_can_enter_hole => true)) AS cat_may_enter,
       (SELECT count(*) FROM cat_mouse_states(g, cat_start => 0)) AS cat_starts_on_hole,
       (SELECT count(*) FROM cat_mouse_states(g, hole => 3)) AS other_hole
FROM (SELECT '{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'::int[] AS g) t;

-- the cat starting on the hole: it must leave (best move), the mouse walks
-- into it if it moves onto the hole first
SELECT * FROM cat_mouse_states('{{1,3},{0,2},{1,3},{0,2}}', 1, 0) WHERE cat = 0 ORDER BY mouse, turn DESC;

-- a stuck mover loses at once: no best move
SELECT * FROM cat_mouse_states('{{2},{3},{0},{1}}') WHERE mouse = 3 AND cat = 2;

-- a turn limit is a filter on remoteness: mouse wins within 3 plies
SELECT mouse, cat, remoteness
FROM cat_mouse_states('{{2,3},{2,3},{0,1},{0,1}}')
WHERE turn = 'mouse' AND outcome = 1 AND remoteness <= 3 AND remoteness > 0
ORDER BY mouse, cat;

-- the longest forced win in the 51-ply puzzle, and where it starts
SELECT mouse, cat, turn, outcome, remoteness
FROM cat_mouse_states('{{5,6,7,NULL,NULL,NULL,NULL},{2,4,6,8,NULL,NULL,NULL},{1,3,6,8,11,12,NULL},{2,5,7,8,12,NULL,NULL},{1,5,7,8,9,NULL,NULL},{0,3,4,7,8,10,13},{0,1,2,7,9,10,12},{0,3,4,5,6,11,13},{1,2,3,4,5,10,12},{4,6,10,12,13,NULL,NULL},{5,6,8,9,11,12,NULL},{2,7,10,13,NULL,NULL,NULL},{2,3,6,8,9,10,NULL},{5,7,9,11,NULL,NULL,NULL}}')
ORDER BY remoteness DESC NULLS LAST, mouse, cat, turn LIMIT 3;

-- a separate cat graph
SELECT * FROM cat_mouse_states('{{1,NULL},{0,2},{1,NULL}}', 1, 2, 0, false, cat_graph => '{{1},{1},{0}}') ORDER BY mouse, cat, turn;

-- NULL graph or option: no rows
SELECT count(*) FROM cat_mouse_states(NULL::int[]);
SELECT count(*) FROM cat_mouse_states('{{1},{0}}', NULL);

-- grid positions, cells as 0-based (row, column): the one-row corridor
SELECT * FROM cat_mouse_grid_states('{"M.CF"}', 1, 1)
WHERE turn = 'mouse' AND mouse_col < 2 ORDER BY mouse_col, cat_col;
SELECT count(*) AS positions, count(*) FILTER (WHERE outcome = 1) AS mouse_wins
FROM cat_mouse_grid_states('{"####F","#C...","M...."}', 1, 2);

-- per puzzle, stored in a table
CREATE TABLE puzzles (id int, graph int[][]);
INSERT INTO puzzles VALUES (1, '{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'),
                           (2, '{{1,3},{0,NULL},{3,NULL},{0,2}}');
SELECT p.id, s.outcome, count(*)
FROM puzzles p, cat_mouse_states(p.graph) s
GROUP BY 1, 2 ORDER BY 1, 2;
DROP TABLE puzzles;
