/* catmouse--1.0--1.1.sql: made by tools/sqlgen.pl from src/sql/ (do not edit) */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION catmouse UPDATE TO '1.1'" to load this file. \quit

--
-- The graph6 type: one graph as nauty writes it, in graph6, sparse6 (a
-- leading ":") or digraph6 (a leading "&"), stored as the code itself.
--

CREATE TYPE graph6;

CREATE FUNCTION graph6_in(cstring) RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_graph6_in'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION graph6_out(graph6) RETURNS cstring
AS 'MODULE_PATHNAME', 'catmouse_graph6_out'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION graph6_recv(internal) RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_graph6_recv'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION graph6_send(graph6) RETURNS bytea
AS 'MODULE_PATHNAME', 'catmouse_graph6_send'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE TYPE graph6 (
	INPUT = graph6_in,
	OUTPUT = graph6_out,
	RECEIVE = graph6_recv,
	SEND = graph6_send,
	INTERNALLENGTH = VARIABLE,
	STORAGE = extended,
	CATEGORY = 'U'
);

COMMENT ON TYPE graph6 IS
'One graph in one of nauty''s codes: graph6 (undirected), sparse6 (":", sparse, may have loops) or digraph6 ("&", directed); an optional >>graph6<< header is accepted on input. Stored as the code, validated when made.';
COMMENT ON FUNCTION graph6_in(cstring) IS 'Input function of type graph6: a graph6, sparse6 or digraph6 code, with or without its header.';
COMMENT ON FUNCTION graph6_out(graph6) IS 'Output function of type graph6: the code, without a header.';
COMMENT ON FUNCTION graph6_recv(internal) IS 'Binary input function of type graph6: the code''s bytes.';
COMMENT ON FUNCTION graph6_send(graph6) IS 'Binary output function of type graph6: the code''s bytes.';

-- comparison: byte order of the codes (as bytea), for DISTINCT, GROUP BY,
-- UNIQUE and indexes; equal codes are equal graphs, but one graph has
-- several codes (other formats, other node orders)

CREATE FUNCTION graph6_eq(graph6, graph6) RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION graph6_ne(graph6, graph6) RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION graph6_lt(graph6, graph6) RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION graph6_le(graph6, graph6) RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION graph6_gt(graph6, graph6) RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION graph6_ge(graph6, graph6) RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION graph6_cmp(graph6, graph6) RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_graph6_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION graph6_hash(graph6) RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_graph6_hash' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION graph6_hash_extended(graph6, bigint) RETURNS bigint
AS 'MODULE_PATHNAME', 'catmouse_graph6_hash_extended' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION graph6_eq(graph6, graph6) IS 'Implementation of = for graph6: the same code.';
COMMENT ON FUNCTION graph6_ne(graph6, graph6) IS 'Implementation of <> for graph6.';
COMMENT ON FUNCTION graph6_lt(graph6, graph6) IS 'Implementation of < for graph6 (byte order of the codes).';
COMMENT ON FUNCTION graph6_le(graph6, graph6) IS 'Implementation of <= for graph6 (byte order of the codes).';
COMMENT ON FUNCTION graph6_gt(graph6, graph6) IS 'Implementation of > for graph6 (byte order of the codes).';
COMMENT ON FUNCTION graph6_ge(graph6, graph6) IS 'Implementation of >= for graph6 (byte order of the codes).';
COMMENT ON FUNCTION graph6_cmp(graph6, graph6) IS 'B-tree support function of graph6: byte order of the codes.';
COMMENT ON FUNCTION graph6_hash(graph6) IS 'Hash support function of graph6.';
COMMENT ON FUNCTION graph6_hash_extended(graph6, bigint) IS 'Extended hash support function of graph6.';

CREATE OPERATOR = (
	LEFTARG = graph6, RIGHTARG = graph6, PROCEDURE = graph6_eq,
	COMMUTATOR = =, NEGATOR = <>, RESTRICT = eqsel, JOIN = eqjoinsel,
	HASHES, MERGES
);
CREATE OPERATOR <> (
	LEFTARG = graph6, RIGHTARG = graph6, PROCEDURE = graph6_ne,
	COMMUTATOR = <>, NEGATOR = =, RESTRICT = neqsel, JOIN = neqjoinsel
);
CREATE OPERATOR < (
	LEFTARG = graph6, RIGHTARG = graph6, PROCEDURE = graph6_lt,
	COMMUTATOR = >, NEGATOR = >=, RESTRICT = scalarltsel, JOIN = scalarltjoinsel
);
CREATE OPERATOR <= (
	LEFTARG = graph6, RIGHTARG = graph6, PROCEDURE = graph6_le,
	COMMUTATOR = >=, NEGATOR = >, RESTRICT = scalarlesel, JOIN = scalarlejoinsel
);
CREATE OPERATOR > (
	LEFTARG = graph6, RIGHTARG = graph6, PROCEDURE = graph6_gt,
	COMMUTATOR = <, NEGATOR = <=, RESTRICT = scalargtsel, JOIN = scalargtjoinsel
);
CREATE OPERATOR >= (
	LEFTARG = graph6, RIGHTARG = graph6, PROCEDURE = graph6_ge,
	COMMUTATOR = <=, NEGATOR = <, RESTRICT = scalargesel, JOIN = scalargejoinsel
);

CREATE OPERATOR CLASS graph6_ops DEFAULT FOR TYPE graph6 USING btree AS
	OPERATOR 1 <, OPERATOR 2 <=, OPERATOR 3 =, OPERATOR 4 >=, OPERATOR 5 >,
	FUNCTION 1 graph6_cmp(graph6, graph6);

CREATE OPERATOR CLASS graph6_ops DEFAULT FOR TYPE graph6 USING hash AS
	OPERATOR 1 =,
	FUNCTION 1 graph6_hash(graph6),
	FUNCTION 2 graph6_hash_extended(graph6, bigint);

-- conversions, both ways

CREATE FUNCTION cat_mouse_adjacency(graph graph6) RETURNS int[]
AS 'MODULE_PATHNAME', 'catmouse_adjacency'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;

CREATE FUNCTION cat_mouse_to_graph6(graph int[]) RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_graph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;

CREATE FUNCTION cat_mouse_to_sparse6(graph int[]) RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_sparse6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;

CREATE FUNCTION cat_mouse_to_digraph6(graph int[]) RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_digraph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;

CREATE FUNCTION cat_mouse_graph6_format(graph graph6) RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_graph6_format'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION cat_mouse_graph6_nodes(graph graph6) RETURNS bigint
AS 'MODULE_PATHNAME', 'catmouse_graph6_nodes'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION cat_mouse_adjacency(graph6) IS
'The graph of a graph6 value as a NULL-padded int[][] adjacency array, each row in increasing order (also the cast graph6 -> int[]).';
COMMENT ON FUNCTION cat_mouse_to_graph6(int[]) IS
'An int[][] graph as a graph6 value: graph6 when every move has its reverse and no node has a self-loop, digraph6 otherwise (also the cast int[] -> graph6).';
COMMENT ON FUNCTION cat_mouse_to_sparse6(int[]) IS
'An undirected int[][] graph (self-loops allowed) as a sparse6 value, written as nauty writes it.';
COMMENT ON FUNCTION cat_mouse_to_digraph6(int[]) IS
'An int[][] graph as a digraph6 value.';
COMMENT ON FUNCTION cat_mouse_graph6_format(graph6) IS
'Which code a graph6 value holds: graph6, sparse6 or digraph6.';
COMMENT ON FUNCTION cat_mouse_graph6_nodes(graph6) IS
'The number of nodes of a graph6 value.';

CREATE CAST (graph6 AS int[]) WITH FUNCTION cat_mouse_adjacency(graph6) AS ASSIGNMENT;
CREATE CAST (int[] AS graph6) WITH FUNCTION cat_mouse_to_graph6(int[]) AS ASSIGNMENT;

--
-- Looking at a grid puzzle: the value of every move, boards, a picture
--

CREATE FUNCTION cat_mouse_grid_moves(
	grid text[],
	cat_jump int,
	mouse_jump int,
	mouse_row int DEFAULT NULL,
	mouse_col int DEFAULT NULL,
	cat_row int DEFAULT NULL,
	cat_col int DEFAULT NULL,
	turn text DEFAULT 'mouse')
RETURNS TABLE (to_row int, to_col int, outcome int, remoteness int, value text, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_grid_moves'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 8;
COMMENT ON FUNCTION cat_mouse_grid_moves(text[], int, int, int, int, int, int, text) IS
'Every legal move of the player to move in a grid position (NULL cells: the grid''s own M and C), best first, with the value for the mover; no turn limit, as cat_mouse_grid_states.';

CREATE FUNCTION cat_mouse_grid_boards(
	grid text[],
	cat_jump int,
	mouse_jump int)
RETURNS TABLE (ply int, mover text, board text)
AS 'MODULE_PATHNAME', 'catmouse_grid_boards'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20;
COMMENT ON FUNCTION cat_mouse_grid_boards(text[], int, int) IS
'The optimal game on a grid, a row per ply with the board after it: M the mouse, C the cat, X both on one cell, F the food when nobody stands on it.';

CREATE FUNCTION cat_mouse_grid_svg(
	grid text[],
	cat_jump int,
	mouse_jump int)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_grid_svg'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000;
COMMENT ON FUNCTION cat_mouse_grid_svg(text[], int, int) IS
'An SVG picture of a grid: walls, food, starts, and the optimal game as a line per player with numbered plies.';

--
-- The graph functions, for every input kind (src/sql/graph_functions.tab):
-- new families and new kinds created, the others' properties and comments
-- stated again
--

-- cat_mouse_game

ALTER FUNCTION cat_mouse_game(int[][], int, int, int, boolean, int, int[][]) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_game(int[][], int, int, int, boolean, int, int[][]) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

ALTER FUNCTION cat_mouse_game(jsonb, int, int, int, boolean, int, jsonb) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_game(jsonb, int, int, int, boolean, int, jsonb) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

ALTER FUNCTION cat_mouse_game(text, int, int, int, boolean, int, text) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_game(text, int, int, int, boolean, int, text) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_game(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph graph6 DEFAULT NULL)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_game_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_game(graph6, int, int, int, boolean, int, graph6) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: nauty''s graph6, sparse6 or digraph6.';

-- cat_mouse_states

ALTER FUNCTION cat_mouse_states(int[][], int, int, int, boolean, int[][]) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000;
COMMENT ON FUNCTION cat_mouse_states(int[][], int, int, int, boolean, int[][]) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

ALTER FUNCTION cat_mouse_states(jsonb, int, int, int, boolean, jsonb) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000;
COMMENT ON FUNCTION cat_mouse_states(jsonb, int, int, int, boolean, jsonb) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

ALTER FUNCTION cat_mouse_states(text, int, int, int, boolean, text) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000;
COMMENT ON FUNCTION cat_mouse_states(text, int, int, int, boolean, text) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_states(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph graph6 DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000;
COMMENT ON FUNCTION cat_mouse_states(graph6, int, int, int, boolean, graph6) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move. graph: nauty''s graph6, sparse6 or digraph6.';

-- cat_mouse_play

ALTER FUNCTION cat_mouse_play(int[][], int, int, int, boolean, int[][]) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20;
COMMENT ON FUNCTION cat_mouse_play(int[][], int, int, int, boolean, int[][]) IS
'The game from the start position under best moves, one row per ply (ply 0: the start), until it ends or, for a draw, a position repeats. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

ALTER FUNCTION cat_mouse_play(jsonb, int, int, int, boolean, jsonb) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20;
COMMENT ON FUNCTION cat_mouse_play(jsonb, int, int, int, boolean, jsonb) IS
'The game from the start position under best moves, one row per ply (ply 0: the start), until it ends or, for a draw, a position repeats. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

ALTER FUNCTION cat_mouse_play(text, int, int, int, boolean, text) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20;
COMMENT ON FUNCTION cat_mouse_play(text, int, int, int, boolean, text) IS
'The game from the start position under best moves, one row per ply (ply 0: the start), until it ends or, for a draw, a position repeats. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_play(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph graph6 DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20;
COMMENT ON FUNCTION cat_mouse_play(graph6, int, int, int, boolean, graph6) IS
'The game from the start position under best moves, one row per ply (ply 0: the start), until it ends or, for a draw, a position repeats. graph: nauty''s graph6, sparse6 or digraph6.';

-- cat_mouse_summary

ALTER FUNCTION cat_mouse_summary(int[][], int, int, int, boolean, int, int[][]) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500;
COMMENT ON FUNCTION cat_mouse_summary(int[][], int, int, int, boolean, int, int[][]) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

ALTER FUNCTION cat_mouse_summary(jsonb, int, int, int, boolean, int, jsonb) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500;
COMMENT ON FUNCTION cat_mouse_summary(jsonb, int, int, int, boolean, int, jsonb) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

ALTER FUNCTION cat_mouse_summary(text, int, int, int, boolean, int, text) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500;
COMMENT ON FUNCTION cat_mouse_summary(text, int, int, int, boolean, int, text) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_summary(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph graph6 DEFAULT NULL,
	OUT nodes int,
	OUT arcs bigint,
	OUT states bigint,
	OUT draws bigint,
	OUT mouse_wins bigint,
	OUT cat_wins bigint,
	OUT max_remoteness int,
	OUT outcome int,
	OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_summary_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500;
COMMENT ON FUNCTION cat_mouse_summary(graph6, int, int, int, boolean, int, graph6) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: nauty''s graph6, sparse6 or digraph6.';

-- cat_mouse_census

CREATE FUNCTION cat_mouse_census(
	graph int[][],
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph int[][] DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, longest_game int, longest_mouse int, longest_cat int)
AS 'MODULE_PATHNAME', 'catmouse_census'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10;
COMMENT ON FUNCTION cat_mouse_census(int[][], boolean, int[][]) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, with the longest forced game from a start and the first start that reaches it. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_census(
	graph jsonb,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph jsonb DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, longest_game int, longest_mouse int, longest_cat int)
AS 'MODULE_PATHNAME', 'catmouse_census_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10;
COMMENT ON FUNCTION cat_mouse_census(jsonb, boolean, jsonb) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, with the longest forced game from a start and the first start that reaches it. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_census(
	graph text,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph text DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, longest_game int, longest_mouse int, longest_cat int)
AS 'MODULE_PATHNAME', 'catmouse_census_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10;
COMMENT ON FUNCTION cat_mouse_census(text, boolean, text) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, with the longest forced game from a start and the first start that reaches it. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_census(
	graph graph6,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph graph6 DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, longest_game int, longest_mouse int, longest_cat int)
AS 'MODULE_PATHNAME', 'catmouse_census_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10;
COMMENT ON FUNCTION cat_mouse_census(graph6, boolean, graph6) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, with the longest forced game from a start and the first start that reaches it. graph: nauty''s graph6, sparse6 or digraph6.';

-- cat_mouse_moves

CREATE FUNCTION cat_mouse_moves(
	graph int[][],
	mouse int DEFAULT 1,
	cat int DEFAULT 2,
	turn text DEFAULT 'mouse',
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph int[][] DEFAULT NULL)
RETURNS TABLE (move int, outcome int, remoteness int, value text, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4;
COMMENT ON FUNCTION cat_mouse_moves(int[][], int, int, text, int, boolean, int[][]) IS
'Every legal move of the player to move in the position (mouse, cat, turn), best first: the node moved to, the outcome and remoteness of the position after it, its value for the mover (win, draw, lose) and whether it is the best move. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_moves(
	graph jsonb,
	mouse int DEFAULT 1,
	cat int DEFAULT 2,
	turn text DEFAULT 'mouse',
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph jsonb DEFAULT NULL)
RETURNS TABLE (move int, outcome int, remoteness int, value text, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4;
COMMENT ON FUNCTION cat_mouse_moves(jsonb, int, int, text, int, boolean, jsonb) IS
'Every legal move of the player to move in the position (mouse, cat, turn), best first: the node moved to, the outcome and remoteness of the position after it, its value for the mover (win, draw, lose) and whether it is the best move. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_moves(
	graph text,
	mouse int DEFAULT 1,
	cat int DEFAULT 2,
	turn text DEFAULT 'mouse',
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph text DEFAULT NULL)
RETURNS TABLE (move int, outcome int, remoteness int, value text, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4;
COMMENT ON FUNCTION cat_mouse_moves(text, int, int, text, int, boolean, text) IS
'Every legal move of the player to move in the position (mouse, cat, turn), best first: the node moved to, the outcome and remoteness of the position after it, its value for the mover (win, draw, lose) and whether it is the best move. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_moves(
	graph graph6,
	mouse int DEFAULT 1,
	cat int DEFAULT 2,
	turn text DEFAULT 'mouse',
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph graph6 DEFAULT NULL)
RETURNS TABLE (move int, outcome int, remoteness int, value text, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4;
COMMENT ON FUNCTION cat_mouse_moves(graph6, int, int, text, int, boolean, graph6) IS
'Every legal move of the player to move in the position (mouse, cat, turn), best first: the node moved to, the outcome and remoteness of the position after it, its value for the mover (win, draw, lose) and whether it is the best move. graph: nauty''s graph6, sparse6 or digraph6.';

-- cat_mouse_dot

CREATE FUNCTION cat_mouse_dot(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph int[][] DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000;
COMMENT ON FUNCTION cat_mouse_dot(int[][], int, int, int, boolean, int[][]) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_dot(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph jsonb DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000;
COMMENT ON FUNCTION cat_mouse_dot(jsonb, int, int, int, boolean, jsonb) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_dot(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph text DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000;
COMMENT ON FUNCTION cat_mouse_dot(text, int, int, int, boolean, text) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_dot(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	cat_graph graph6 DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000;
COMMENT ON FUNCTION cat_mouse_dot(graph6, int, int, int, boolean, graph6) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: nauty''s graph6, sparse6 or digraph6.';

-- cat_mouse_pursuit

CREATE FUNCTION cat_mouse_pursuit(
	graph int[][],
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (cats_win boolean, capture_time int, cat_starts int[], mouse_start int, positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 1;
COMMENT ON FUNCTION cat_mouse_pursuit(int[][], int, boolean) IS
'Cops and robbers with this many cats: whether they catch the mouse, the capture time in cat turns, their best placement (ascending) and the mouse''s best reply, and the number of positions. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_pursuit(
	graph jsonb,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (cats_win boolean, capture_time int, cat_starts int[], mouse_start int, positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 1;
COMMENT ON FUNCTION cat_mouse_pursuit(jsonb, int, boolean) IS
'Cops and robbers with this many cats: whether they catch the mouse, the capture time in cat turns, their best placement (ascending) and the mouse''s best reply, and the number of positions. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_pursuit(
	graph text,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (cats_win boolean, capture_time int, cat_starts int[], mouse_start int, positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 1;
COMMENT ON FUNCTION cat_mouse_pursuit(text, int, boolean) IS
'Cops and robbers with this many cats: whether they catch the mouse, the capture time in cat turns, their best placement (ascending) and the mouse''s best reply, and the number of positions. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_pursuit(
	graph graph6,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (cats_win boolean, capture_time int, cat_starts int[], mouse_start int, positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 1;
COMMENT ON FUNCTION cat_mouse_pursuit(graph6, int, boolean) IS
'Cops and robbers with this many cats: whether they catch the mouse, the capture time in cat turns, their best placement (ascending) and the mouse''s best reply, and the number of positions. graph: nauty''s graph6, sparse6 or digraph6.';

-- cat_mouse_cop_number

CREATE FUNCTION cat_mouse_cop_number(
	graph int[][],
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000;
COMMENT ON FUNCTION cat_mouse_cop_number(int[][], int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats are needed. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_cop_number(
	graph jsonb,
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000;
COMMENT ON FUNCTION cat_mouse_cop_number(jsonb, int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats are needed. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_cop_number(
	graph text,
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000;
COMMENT ON FUNCTION cat_mouse_cop_number(text, int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats are needed. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_cop_number(
	graph graph6,
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000;
COMMENT ON FUNCTION cat_mouse_cop_number(graph6, int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats are needed. graph: nauty''s graph6, sparse6 or digraph6.';

-- cat_mouse_pursuit_play

CREATE FUNCTION cat_mouse_pursuit_play(
	graph int[][],
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20;
COMMENT ON FUNCTION cat_mouse_pursuit_play(int[][], int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_pursuit_play(
	graph jsonb,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20;
COMMENT ON FUNCTION cat_mouse_pursuit_play(jsonb, int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_pursuit_play(
	graph text,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20;
COMMENT ON FUNCTION cat_mouse_pursuit_play(text, int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: JSON adjacency lists when it starts with [, a graph6, sparse6 or digraph6 code when it looks like one, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_pursuit_play(
	graph graph6,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20;
COMMENT ON FUNCTION cat_mouse_pursuit_play(graph6, int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: nauty''s graph6, sparse6 or digraph6.';
