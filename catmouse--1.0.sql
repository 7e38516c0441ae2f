/* catmouse--1.0.sql */

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION catmouse" to load this file. \quit

CREATE FUNCTION cat_mouse_game(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph int[][] DEFAULT NULL)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_game'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000;

COMMENT ON FUNCTION cat_mouse_game(int[], int, int, int, boolean, int, int[]) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. Row i of graph lists the nodes reachable from node i, padded with NULL.';

CREATE FUNCTION cat_mouse_grid_game(
	grid text[],
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_grid_game'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000;

COMMENT ON FUNCTION cat_mouse_grid_game(text[], int, int, int) IS
'Outcome of a Cat and Mouse II grid game (LeetCode 1728) under optimal play: 0 draw, 1 mouse wins, 2 cat wins; NULL max_turns means no turn limit.';

CREATE FUNCTION can_mouse_win(
	grid text[],
	cat_jump int,
	mouse_jump int)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_can_mouse_win'
LANGUAGE C IMMUTABLE PARALLEL SAFE STRICT COST 1000;

COMMENT ON FUNCTION can_mouse_win(text[], int, int) IS
'LeetCode 1728: true when the mouse can reach the food within 1000 turns against an optimal cat.';
