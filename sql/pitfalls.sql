--
-- One test per pitfall that RULES.md lists for published solutions.
--

-- 1. Forced wins that take more than 2n moves: a memoised search that calls
--    a game a draw after 2n moves gets every one of these wrong (it says 0).
CREATE TABLE beyond_2n (id int, nodes int, outcome int, remoteness int, graph int[][]);
INSERT INTO beyond_2n VALUES
(1, 10, 2, 22, '{{3,9,NULL,NULL,NULL,NULL},{2,4,7,8,NULL,NULL},{1,5,6,7,8,9},{0,4,5,7,8,NULL},{1,3,5,7,8,9},{2,3,4,7,9,NULL},{2,9,NULL,NULL,NULL,NULL},{1,2,3,4,5,NULL},{1,2,3,4,9,NULL},{0,2,4,5,6,8}}'),
(2, 10, 2, 26, '{{7,NULL,NULL,NULL,NULL,NULL},{2,3,4,6,NULL,NULL},{1,5,7,9,NULL,NULL},{1,4,7,8,NULL,NULL},{1,3,8,9,NULL,NULL},{2,7,8,NULL,NULL,NULL},{1,7,8,9,NULL,NULL},{0,2,3,5,6,9},{3,4,5,6,9,NULL},{2,4,6,7,8,NULL}}'),
(3, 10, 2, 24, '{{6,NULL,NULL,NULL,NULL,NULL},{4,7,8,9,NULL,NULL},{4,6,8,NULL,NULL,NULL},{5,7,8,9,NULL,NULL},{1,2,5,6,NULL,NULL},{3,4,6,8,9,NULL},{0,2,4,5,7,9},{1,3,6,8,NULL,NULL},{1,2,3,5,7,NULL},{1,3,5,6,NULL,NULL}}'),
(4, 12, 2, 34, '{{2,8,NULL,NULL,NULL,NULL,NULL},{2,5,10,11,NULL,NULL,NULL},{0,1,5,7,8,9,11},{5,6,7,8,9,11,NULL},{5,7,10,11,NULL,NULL,NULL},{1,2,3,4,10,NULL,NULL},{3,7,8,9,NULL,NULL,NULL},{2,3,4,6,9,NULL,NULL},{0,2,3,6,10,11,NULL},{2,3,6,7,11,NULL,NULL},{1,4,5,8,NULL,NULL,NULL},{1,2,3,4,8,9,NULL}}'),
(5, 12, 2, 40, '{{3,NULL,NULL,NULL,NULL,NULL},{2,5,7,9,NULL,NULL},{1,8,10,NULL,NULL,NULL},{0,5,9,10,NULL,NULL},{5,6,8,11,NULL,NULL},{1,3,4,6,8,9},{4,5,7,11,NULL,NULL},{1,6,9,NULL,NULL,NULL},{2,4,5,10,11,NULL},{1,3,5,7,NULL,NULL},{2,3,8,11,NULL,NULL},{4,6,8,10,NULL,NULL}}'),
(6, 12, 1, 39, '{{5,6,9,NULL,NULL,NULL},{4,7,8,10,NULL,NULL},{3,4,5,7,10,NULL},{2,5,7,8,10,11},{1,2,6,7,9,11},{0,2,3,9,10,NULL},{0,4,8,9,10,NULL},{1,2,3,4,NULL,NULL},{1,3,6,9,NULL,NULL},{0,4,5,6,8,11},{1,2,3,5,6,11},{3,4,9,10,NULL,NULL}}'),
(7, 14, 2, 36, '{{2,6,11,NULL,NULL,NULL,NULL,NULL},{2,8,10,12,13,NULL,NULL,NULL},{0,1,4,7,9,10,11,NULL},{4,6,7,9,12,13,NULL,NULL},{2,3,6,7,11,12,NULL,NULL},{7,10,13,NULL,NULL,NULL,NULL,NULL},{0,3,4,8,10,11,12,13},{2,3,4,5,8,10,11,NULL},{1,6,7,9,11,NULL,NULL,NULL},{2,3,8,10,11,12,NULL,NULL},{1,2,5,6,7,9,12,13},{0,2,4,6,7,8,9,12},{1,3,4,6,9,10,11,13},{1,3,5,6,10,12,NULL,NULL}}'),
(8, 14, 2, 40, '{{6,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL},{2,7,8,9,10,13,NULL,NULL,NULL},{1,3,5,7,8,9,11,NULL,NULL},{2,5,6,7,9,11,13,NULL,NULL},{5,6,8,10,11,12,13,NULL,NULL},{2,3,4,7,9,11,13,NULL,NULL},{0,3,4,10,11,12,13,NULL,NULL},{1,2,3,5,11,12,13,NULL,NULL},{1,2,4,9,10,11,12,13,NULL},{1,2,3,5,8,11,13,NULL,NULL},{1,4,6,8,12,13,NULL,NULL,NULL},{2,3,4,5,6,7,8,9,NULL},{4,6,7,8,10,NULL,NULL,NULL,NULL},{1,3,4,5,6,7,8,9,10}}'),
(9, 14, 1, 51, '{{5,6,7,NULL,NULL,NULL,NULL},{2,4,6,8,NULL,NULL,NULL},{1,3,6,8,11,12,NULL},{2,5,7,8,12,NULL,NULL},{1,5,7,8,9,NULL,NULL},{0,3,4,7,8,10,13},{0,1,2,7,9,10,12},{0,3,4,5,6,11,13},{1,2,3,4,5,10,12},{4,6,10,12,13,NULL,NULL},{5,6,8,9,11,12,NULL},{2,7,10,13,NULL,NULL,NULL},{2,3,6,8,9,10,NULL},{5,7,9,11,NULL,NULL,NULL}}');

-- every outcome as expected, and every one past 2n moves
SELECT id, nodes, remoteness > 2 * nodes AS beyond_2n, outcome AS expected,
       cat_mouse_game(graph) AS outcome
FROM beyond_2n ORDER BY id;

-- the mouse's two wins take exactly `remoteness` plies: one fewer is too few
SELECT id, cat_mouse_game(graph, max_turns => remoteness) AS within_remoteness,
       cat_mouse_game(graph, max_turns => remoteness - 1) AS one_fewer
FROM beyond_2n WHERE outcome = 1 ORDER BY id;
DROP TABLE beyond_2n;

-- 2. Directed lists: predecessors come from the reverse graph.  Here
--    0 -> 1, 1 -> 2, 2 -> 1: the mouse on 1 must walk into the cat on 2.
--    Reading graph[x] as the predecessors of x says the mouse wins.
SELECT cat_mouse_game('{{1},{2},{1}}') AS directed;

-- 3. Repeated neighbours count once.  The mouse's only move (to 2, listed
--    twice) lands on the cat; counting it twice leaves the position a draw.
SELECT cat_mouse_game('{{2,NULL},{2,2},{0,1}}') AS repeated,
       cat_mouse_game('{{2,NULL},{2,NULL},{0,1}}') AS deduplicated;

-- 4. The cat's moves into the hole are not moves.  On the 4-cycle
--    0-2-1-3-0 the mouse goes 1 -> 3, the cat (which may not take 2 -> 0)
--    goes 2 -> 1, the mouse goes 3 -> 0: a mouse win in 3.  Counting the
--    hole move in the cat's degree calls it a draw.
SELECT cat_mouse_game('{{2,3},{2,3},{0,1},{0,1}}') AS hole_not_counted,
       cat_mouse_game('{{2,3},{2,3},{0,1},{0,1}}', max_turns => 3) AS in_3,
       cat_mouse_game('{{2,3},{2,3},{0,1},{0,1}}', max_turns => 2) AS in_2;

-- 5. A player with no legal move loses.
--    The mouse on 1 has no moves at all:
SELECT cat_mouse_game('{{2},{NULL},{0}}') AS mouse_stuck;
--    The mouse goes 1 -> 3; the cat on 2 can only go to the hole, which it
--    may not enter, so it is stuck and loses:
SELECT cat_mouse_game('{{2},{3},{0},{1}}') AS cat_stuck;
--    ... unless it may enter the hole (then it goes there and wins):
SELECT cat_mouse_game('{{2},{3},{0},{1}}', cat_can_enter_hole => true) AS cat_enters;
