/* catmouse--1.0.sql */

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION catmouse" to load this file. \quit

--
-- COST is in units of cpu_operator_cost (about 0.1 microsecond here): a
-- LeetCode-size game solves in about 7 us (COST 100), every position of it
-- (the summary) in about 50 us, its per-position rows in about 500 us.
--
-- Graph games.  Each function comes for three kinds of graph: int[][]
-- (rows padded with NULL), jsonb (LeetCode's [[2,5],[3],...]) and text,
-- which reads either form and is what an untyped literal resolves to.
--

-- cat_mouse_game: the outcome of the start position

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
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;

CREATE FUNCTION cat_mouse_game(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph jsonb DEFAULT NULL)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_game_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;

CREATE FUNCTION cat_mouse_game(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph text DEFAULT NULL)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_game_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;

COMMENT ON FUNCTION cat_mouse_game(int[], int, int, int, boolean, int, int[]) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. Row i of graph lists the nodes reachable from node i, padded with NULL.';
COMMENT ON FUNCTION cat_mouse_game(jsonb, int, int, int, boolean, int, jsonb) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph is LeetCode''s JSON adjacency lists, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';
COMMENT ON FUNCTION cat_mouse_game(text, int, int, int, boolean, int, text) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph is JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

-- cat_mouse_states: every position's verdict

CREATE FUNCTION cat_mouse_states(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph int[][] DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000;

CREATE FUNCTION cat_mouse_states(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph jsonb DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000;

CREATE FUNCTION cat_mouse_states(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph text DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000;

COMMENT ON FUNCTION cat_mouse_states(int[], int, int, int, boolean, int[]) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move.';
COMMENT ON FUNCTION cat_mouse_states(jsonb, int, int, int, boolean, jsonb) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move; graph as JSON adjacency lists.';
COMMENT ON FUNCTION cat_mouse_states(text, int, int, int, boolean, text) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move; graph as JSON or an int[][] literal.';

-- cat_mouse_play: the game under best moves

CREATE FUNCTION cat_mouse_play(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph int[][] DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20;

CREATE FUNCTION cat_mouse_play(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph jsonb DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20;

CREATE FUNCTION cat_mouse_play(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph text DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20;

COMMENT ON FUNCTION cat_mouse_play(int[], int, int, int, boolean, int[]) IS
'The game from the start position under best moves, one row per ply (ply 0: the start), until it ends or, for a draw, a position repeats.';
COMMENT ON FUNCTION cat_mouse_play(jsonb, int, int, int, boolean, jsonb) IS
'The game from the start position under best moves, one row per ply (ply 0: the start); graph as JSON adjacency lists.';
COMMENT ON FUNCTION cat_mouse_play(text, int, int, int, boolean, text) IS
'The game from the start position under best moves, one row per ply (ply 0: the start); graph as JSON or an int[][] literal.';

-- cat_mouse_summary: one row of figures per puzzle

CREATE FUNCTION cat_mouse_summary(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph int[][] DEFAULT NULL,
	OUT nodes int, OUT arcs bigint, OUT states bigint, OUT draws bigint,
	OUT mouse_wins bigint, OUT cat_wins bigint, OUT max_remoteness int,
	OUT outcome int, OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_summary'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500;

CREATE FUNCTION cat_mouse_summary(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph jsonb DEFAULT NULL,
	OUT nodes int, OUT arcs bigint, OUT states bigint, OUT draws bigint,
	OUT mouse_wins bigint, OUT cat_wins bigint, OUT max_remoteness int,
	OUT outcome int, OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_summary_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500;

CREATE FUNCTION cat_mouse_summary(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph text DEFAULT NULL,
	OUT nodes int, OUT arcs bigint, OUT states bigint, OUT draws bigint,
	OUT mouse_wins bigint, OUT cat_wins bigint, OUT max_remoteness int,
	OUT outcome int, OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_summary_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500;

COMMENT ON FUNCTION cat_mouse_summary(int[], int, int, int, boolean, int, int[]) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness.';
COMMENT ON FUNCTION cat_mouse_summary(jsonb, int, int, int, boolean, int, jsonb) IS
'One row of figures about a puzzle given as JSON adjacency lists: nodes, moves, positions by outcome, the longest forced win, the start''s outcome and remoteness.';
COMMENT ON FUNCTION cat_mouse_summary(text, int, int, int, boolean, int, text) IS
'One row of figures about a puzzle given as JSON or an int[][] literal: nodes, moves, positions by outcome, the longest forced win, the start''s outcome and remoteness.';

--
-- Building graphs from rows of moves
--

CREATE FUNCTION cat_mouse_graph_agg_trans(internal, int, int)
RETURNS internal
AS 'MODULE_PATHNAME', 'catmouse_graph_agg_trans'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT;

CREATE FUNCTION cat_mouse_graph_agg_trans(internal, int, int, boolean)
RETURNS internal
AS 'MODULE_PATHNAME', 'catmouse_graph_agg_trans'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT;

CREATE FUNCTION cat_mouse_graph_agg_final(internal)
RETURNS int[]
AS 'MODULE_PATHNAME', 'catmouse_graph_agg_final'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT;

COMMENT ON FUNCTION cat_mouse_graph_agg_trans(internal, int, int) IS
'Transition function of cat_mouse_graph_agg(int, int).';
COMMENT ON FUNCTION cat_mouse_graph_agg_trans(internal, int, int, boolean) IS
'Transition function of cat_mouse_graph_agg(int, int, boolean).';
COMMENT ON FUNCTION cat_mouse_graph_agg_final(internal) IS
'Final function of cat_mouse_graph_agg: the NULL-padded adjacency array.';

CREATE AGGREGATE cat_mouse_graph_agg(from_node int, to_node int) (
	SFUNC = cat_mouse_graph_agg_trans,
	STYPE = internal,
	FINALFUNC = cat_mouse_graph_agg_final,
	PARALLEL = SAFE
);

CREATE AGGREGATE cat_mouse_graph_agg(from_node int, to_node int, undirected boolean) (
	SFUNC = cat_mouse_graph_agg_trans,
	STYPE = internal,
	FINALFUNC = cat_mouse_graph_agg_final,
	PARALLEL = SAFE
);

COMMENT ON AGGREGATE cat_mouse_graph_agg(int, int) IS
'The NULL-padded int[][] adjacency array of the moves from_node -> to_node; a NULL to_node only declares from_node.';
COMMENT ON AGGREGATE cat_mouse_graph_agg(int, int, boolean) IS
'The NULL-padded int[][] adjacency array of the moves from_node -> to_node, and back when undirected; a NULL to_node only declares from_node.';

--
-- Grid games (LeetCode 1728)
--

CREATE FUNCTION cat_mouse_grid_game(
	grid text[],
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_grid_game'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;

COMMENT ON FUNCTION cat_mouse_grid_game(text[], int, int, int) IS
'Outcome of a Cat and Mouse II grid game (LeetCode 1728) under optimal play: 0 draw, 1 mouse wins, 2 cat wins; NULL max_turns means no turn limit.';

CREATE FUNCTION can_mouse_win(
	grid text[],
	cat_jump int,
	mouse_jump int)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_can_mouse_win'
LANGUAGE C IMMUTABLE PARALLEL SAFE STRICT COST 100;

COMMENT ON FUNCTION can_mouse_win(text[], int, int) IS
'LeetCode 1728: true when the mouse can reach the food within 1000 turns against an optimal cat.';

CREATE FUNCTION cat_mouse_grid_states(
	grid text[],
	cat_jump int,
	mouse_jump int)
RETURNS TABLE (mouse_row int, mouse_col int, cat_row int, cat_col int, turn text,
               outcome int, remoteness int, best_row int, best_col int)
AS 'MODULE_PATHNAME', 'catmouse_grid_states'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000;

COMMENT ON FUNCTION cat_mouse_grid_states(text[], int, int) IS
'Every position of a grid game (cells as 0-based row and column) with its outcome, remoteness and the mover''s best move, without a turn limit.';

CREATE FUNCTION cat_mouse_grid_play(
	grid text[],
	cat_jump int,
	mouse_jump int)
RETURNS TABLE (ply int, mover text, from_row int, from_col int, to_row int, to_col int,
               mouse_row int, mouse_col int, cat_row int, cat_col int)
AS 'MODULE_PATHNAME', 'catmouse_grid_play'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20;

COMMENT ON FUNCTION cat_mouse_grid_play(text[], int, int) IS
'A grid game from the start under best moves (no turn limit), one row per ply (ply 0: the start).';

CREATE FUNCTION cat_mouse_grid_summary(
	grid text[],
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000,
	OUT nodes int, OUT arcs bigint, OUT states bigint, OUT draws bigint,
	OUT mouse_wins bigint, OUT cat_wins bigint, OUT max_remoteness int,
	OUT outcome int, OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_grid_summary'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500;

COMMENT ON FUNCTION cat_mouse_grid_summary(text[], int, int, int) IS
'One row of figures about a grid puzzle: floor cells, the mouse''s moves, positions by outcome, the longest forced win, the start''s outcome (under max_turns) and remoteness.';
