--
-- cat_mouse_summary: one row of figures per puzzle.
--
SELECT * FROM cat_mouse_summary('{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}');
SELECT * FROM cat_mouse_summary('{{1,3},{0,NULL},{3,NULL},{0,2}}');

-- max_turns changes the outcome, not the unlimited remoteness
SELECT max_turns, s.outcome, s.remoteness
FROM (VALUES (NULL::int), (3), (2)) v(max_turns),
     cat_mouse_summary('{{2,3},{2,3},{0,1},{0,1}}', max_turns => v.max_turns) s;

-- arcs count distinct moves of graph: repeats and NULLs do not count
SELECT nodes, arcs FROM cat_mouse_summary('{{1,1,NULL},{0,2,2},{NULL,NULL,NULL}}', 0, 0);

-- the counts agree with cat_mouse_states
SELECT s.states = (SELECT count(*) FROM cat_mouse_states(g, cat_start => 0)) AS same_states,
       s.draws = (SELECT count(*) FROM cat_mouse_states(g, cat_start => 0) WHERE outcome = 0) AS same_draws,
       s.max_remoteness = (SELECT max(remoteness) FROM cat_mouse_states(g, cat_start => 0)) AS same_max
FROM (SELECT '{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'::int[] AS g) t,
     cat_mouse_summary(g, cat_start => 0) s;

-- grids: nodes are floor cells, arcs the mouse's moves (staying included)
SELECT * FROM cat_mouse_grid_summary('{"M.C...F"}', 1, 4);
SELECT * FROM cat_mouse_grid_summary('{"M#C#F"}', 5, 5);
SELECT * FROM cat_mouse_grid_summary('{"M#C#F"}', 5, 5, NULL);

-- a dataset: one row per puzzle, in one pass
CREATE TABLE puzzles (id int, graph int[][]);
INSERT INTO puzzles VALUES (1, '{{2,5,NULL},{3,NULL,NULL},{0,4,5},{1,4,5},{2,3,NULL},{0,2,3}}'),
                           (2, '{{1,3},{0,NULL},{3,NULL},{0,2}}'),
                           (3, '{{2,3},{2,3},{0,1},{0,1}}'),
                           (4, NULL);
SELECT p.id, s.* FROM puzzles p, cat_mouse_summary(p.graph) s ORDER BY p.id;
DROP TABLE puzzles;
