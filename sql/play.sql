--
-- cat_mouse_play: the game from the start under best moves.
--

-- LeetCode 913 example 2: the mouse runs home
SELECT * FROM cat_mouse_play('{{1,3},{0,NULL},{3,NULL},{0,2}}');

-- example 1 is a draw: play goes on until a position repeats (ply 5 is
-- the position of ply 1, the cat to move)
SELECT * FROM cat_mouse_play('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}');

-- the square: 3 plies; the cat, kept out of the hole, can only step aside
SELECT * FROM cat_mouse_play('{{2,3},{2,3},{0,1},{0,1}}');

-- a stuck cat ends the game; so does a start on an ending (ply 0 only)
SELECT * FROM cat_mouse_play('{{2},{3},{0},{1}}');
SELECT * FROM cat_mouse_play('{{1},{0}}', 0, 1);

-- the 51-ply mouse win: 51 plies, ending with the mouse on the hole
SELECT count(*) - 1 AS plies, (array_agg(mouse ORDER BY ply DESC))[1] AS mouse_ends_on,
       (array_agg(mover ORDER BY ply DESC))[1] AS last_mover
FROM cat_mouse_play('{{5,6,7,NULL,NULL,NULL,NULL},{2,4,6,8,NULL,NULL,NULL},{1,3,6,8,11,12,NULL},{2,5,7,8,12,NULL,NULL},{1,5,7,8,9,NULL,NULL},{0,3,4,7,8,10,13},{0,1,2,7,9,10,12},{0,3,4,5,6,11,13},{1,2,3,4,5,10,12},{4,6,10,12,13,NULL,NULL},{5,6,8,9,11,12,NULL},{2,7,10,13,NULL,NULL,NULL},{2,3,6,8,9,10,NULL},{5,7,9,11,NULL,NULL,NULL}}');

-- grids: LeetCode 1728 example 2, the mouse jumps over the cat
SELECT * FROM cat_mouse_grid_play('{"M.C...F"}', 1, 4);
SELECT * FROM cat_mouse_grid_play('{"####F","#C...","M...."}', 1, 2);

-- NULL: no rows
SELECT count(*) FROM cat_mouse_play(NULL::int[]);
SELECT count(*) FROM cat_mouse_grid_play(NULL, 1, 1);
