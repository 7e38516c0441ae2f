/* catmouse--1.0--1.1.sql: made by tools/sqlgen.pl from src/sql/ (do not edit) */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION catmouse UPDATE TO '1.1'" to load this file. \quit

--
-- The objects of 1.1 that are not functions, and where the functions go:
-- each "@functions GROUP@" line becomes that group's functions of
-- src/sql/functions.tab (tools/sqlgen.pl), created when new since 1.0, or
-- their properties and comments stated again.
--

-- the planner support function of every catmouse function (src/pg/planner.c)
CREATE FUNCTION cat_mouse_support(
	internal)
RETURNS internal
AS 'MODULE_PATHNAME', 'catmouse_support'
LANGUAGE C STRICT;
COMMENT ON FUNCTION cat_mouse_support(internal) IS
'Planner support function of the catmouse functions: a call in FROM, LATERAL to a table''s rows, is priced as one solve per row, so that batches plan in parallel.';

-- what catmouse is made of (src/pg/version_funcs.c)
CREATE FUNCTION cat_mouse_version()
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_version'
LANGUAGE C STABLE PARALLEL SAFE STRICT;
COMMENT ON FUNCTION cat_mouse_version() IS
'What catmouse is made of, as postgis_full_version says it: the library''s and the installed extension''s versions, nauty''s and how the core builds it, the PostgreSQL it was built for and the one it runs on, whether assertions are compiled in. Calling it loads the library (and its settings, such as catmouse.max_memory, which SHOW knows only then).';

--
-- The graph6 type: one graph as nauty writes it, in graph6, sparse6 (a
-- leading ":") or digraph6 (a leading "&"), stored as the code itself.
--

CREATE TYPE graph6;

CREATE FUNCTION graph6_in(
	cstring)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_graph6_in'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_in(cstring) IS
'Input function of type graph6: a graph6, sparse6 or digraph6 code, with or without its header.';

CREATE FUNCTION graph6_out(
	graph6)
RETURNS cstring
AS 'MODULE_PATHNAME', 'catmouse_graph6_out'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_out(graph6) IS
'Output function of type graph6: the code, without a header.';

CREATE FUNCTION graph6_recv(
	internal)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_graph6_recv'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_recv(internal) IS
'Binary input function of type graph6: the code''s bytes.';

CREATE FUNCTION graph6_send(
	graph6)
RETURNS bytea
AS 'MODULE_PATHNAME', 'catmouse_graph6_send'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_send(graph6) IS
'Binary output function of type graph6: the code''s bytes.';

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

-- comparison: byte order of the codes (as bytea), for DISTINCT, GROUP BY,
-- UNIQUE and indexes; equal codes are equal graphs, but one graph has
-- several codes (other formats, other node orders); what a value holds

CREATE FUNCTION graph6_eq(
	graph6,
	graph6)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_eq'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_eq(graph6, graph6) IS
'Implementation of = for graph6: the same code.';

CREATE FUNCTION graph6_ne(
	graph6,
	graph6)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_ne'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_ne(graph6, graph6) IS
'Implementation of <> for graph6.';

CREATE FUNCTION graph6_lt(
	graph6,
	graph6)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_lt'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_lt(graph6, graph6) IS
'Implementation of < for graph6 (byte order of the codes).';

CREATE FUNCTION graph6_le(
	graph6,
	graph6)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_le'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_le(graph6, graph6) IS
'Implementation of <= for graph6 (byte order of the codes).';

CREATE FUNCTION graph6_gt(
	graph6,
	graph6)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_gt'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_gt(graph6, graph6) IS
'Implementation of > for graph6 (byte order of the codes).';

CREATE FUNCTION graph6_ge(
	graph6,
	graph6)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_graph6_ge'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_ge(graph6, graph6) IS
'Implementation of >= for graph6 (byte order of the codes).';

CREATE FUNCTION graph6_cmp(
	graph6,
	graph6)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_graph6_cmp'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_cmp(graph6, graph6) IS
'B-tree support function of graph6: byte order of the codes.';

CREATE FUNCTION graph6_hash(
	graph6)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_graph6_hash'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_hash(graph6) IS
'Hash support function of graph6.';

CREATE FUNCTION graph6_hash_extended(
	graph6,
	bigint)
RETURNS bigint
AS 'MODULE_PATHNAME', 'catmouse_graph6_hash_extended'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_hash_extended(graph6, bigint) IS
'Extended hash support function of graph6.';

CREATE FUNCTION cat_mouse_graph6_format(
	graph graph6)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_graph6_format'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION cat_mouse_graph6_format(graph6) IS
'Which code a graph6 value holds: graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_graph6_nodes(
	graph graph6)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_graph6_nodes'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION cat_mouse_graph6_nodes(graph6) IS
'The number of nodes of a graph6 value.';

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

-- min and max (the least and greatest code in byte order), as for any type
-- with a btree class

CREATE FUNCTION graph6_smaller(
	graph6,
	graph6)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_graph6_smaller'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_smaller(graph6, graph6) IS
'The smaller of two graph6 values in byte order (the transition function of min(graph6)).';

CREATE FUNCTION graph6_larger(
	graph6,
	graph6)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_graph6_larger'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION graph6_larger(graph6, graph6) IS
'The larger of two graph6 values in byte order (the transition function of max(graph6)).';

CREATE AGGREGATE min(
	graph6) (
	SFUNC = graph6_smaller,
	STYPE = graph6,
	COMBINEFUNC = graph6_smaller,
	SORTOP = <,
	PARALLEL = SAFE
);
COMMENT ON AGGREGATE min(graph6) IS
'The least graph6 value in byte order of the codes.';

CREATE AGGREGATE max(
	graph6) (
	SFUNC = graph6_larger,
	STYPE = graph6,
	COMBINEFUNC = graph6_larger,
	SORTOP = >,
	PARALLEL = SAFE
);
COMMENT ON AGGREGATE max(graph6) IS
'The greatest graph6 value in byte order of the codes.';

-- A puzzle as one value: what cat_mouse_canonical_puzzle returns, which
-- GROUP BY, DISTINCT and joins take as a key (graph6 has btree and hash
-- classes)
CREATE TYPE cat_mouse_puzzle AS (graph graph6, mouse_start int, cat_start int,
								 hole int, cat_graph graph6);
COMMENT ON TYPE cat_mouse_puzzle IS 'A puzzle as one value: its graph, the starts, the hole and the cat''s own graph (NULL: the cat moves on graph); what cat_mouse_canonical_puzzle returns.';

--
-- The graph functions, for every input kind, and the aggregate's functions
-- (1.0's aggregate cat_mouse_graph_agg is as it was)
--

ALTER FUNCTION cat_mouse_game(int[][], int, int, int, boolean, int, int[][]) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_game(int[][], int, int, int, boolean, int, int[][]) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

ALTER FUNCTION cat_mouse_game(jsonb, int, int, int, boolean, int, jsonb) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_game(jsonb, int, int, int, boolean, int, jsonb) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

ALTER FUNCTION cat_mouse_game(text, int, int, int, boolean, int, text) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_game(text, int, int, int, boolean, int, text) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

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
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_game(graph6, int, int, int, boolean, int, graph6) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_game(
	graph bigint[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph bigint[][] DEFAULT NULL)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_game_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_game(bigint[][], int, int, int, boolean, int, bigint[][]) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_game(
	graph json,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph json DEFAULT NULL)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_game_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_game(json, int, int, int, boolean, int, json) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_game(
	puzzle cat_mouse_puzzle)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_game_puzzle'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_game(cat_mouse_puzzle) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_game(
	puzzle cat_mouse_puzzle,
	cat_can_enter_hole boolean,
	max_turns int)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_game_puzzle_options'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_game(cat_mouse_puzzle, boolean, int) IS
'Outcome of a Cat and Mouse game under optimal play: 0 draw, 1 mouse wins, 2 cat wins. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

ALTER FUNCTION cat_mouse_states(int[][], int, int, int, boolean, int[][]) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(int[][], int, int, int, boolean, int[][]) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

ALTER FUNCTION cat_mouse_states(jsonb, int, int, int, boolean, jsonb) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(jsonb, int, int, int, boolean, jsonb) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

ALTER FUNCTION cat_mouse_states(text, int, int, int, boolean, text) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(text, int, int, int, boolean, text) IS
'Every position (mouse, cat, turn) with its outcome, remoteness (plies to the end; NULL for a draw) and the mover''s best move. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_states(
	graph int[][],
	mouse_start int,
	cat_start int,
	hole int,
	cat_can_enter_hole boolean,
	max_turns int,
	cat_graph int[][] DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_max_turns'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(int[][], int, int, int, boolean, int, int[][]) IS
'Every position (mouse, cat, turn) with its outcome under max_turns (NULL: no limit), remoteness and the mover''s best move; every argument up to max_turns given (the overload without max_turns is 1.0''s). graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_states(
	graph jsonb,
	mouse_start int,
	cat_start int,
	hole int,
	cat_can_enter_hole boolean,
	max_turns int,
	cat_graph jsonb DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_max_turns_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(jsonb, int, int, int, boolean, int, jsonb) IS
'Every position (mouse, cat, turn) with its outcome under max_turns (NULL: no limit), remoteness and the mover''s best move; every argument up to max_turns given (the overload without max_turns is 1.0''s). graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_states(
	graph text,
	mouse_start int,
	cat_start int,
	hole int,
	cat_can_enter_hole boolean,
	max_turns int,
	cat_graph text DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_max_turns_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(text, int, int, int, boolean, int, text) IS
'Every position (mouse, cat, turn) with its outcome under max_turns (NULL: no limit), remoteness and the mover''s best move; every argument up to max_turns given (the overload without max_turns is 1.0''s). graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_states(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph graph6 DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_max_turns_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(graph6, int, int, int, boolean, int, graph6) IS
'Every position (mouse, cat, turn) with its outcome under max_turns (NULL: no limit), remoteness and the mover''s best move. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_states(
	graph bigint[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph bigint[][] DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_max_turns_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(bigint[][], int, int, int, boolean, int, bigint[][]) IS
'Every position (mouse, cat, turn) with its outcome under max_turns (NULL: no limit), remoteness and the mover''s best move. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_states(
	graph json,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph json DEFAULT NULL)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_max_turns_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(json, int, int, int, boolean, int, json) IS
'Every position (mouse, cat, turn) with its outcome under max_turns (NULL: no limit), remoteness and the mover''s best move. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_states(
	puzzle cat_mouse_puzzle)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_max_turns_puzzle'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(cat_mouse_puzzle) IS
'Every position (mouse, cat, turn) with its outcome under max_turns (NULL: no limit), remoteness and the mover''s best move. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_states(
	puzzle cat_mouse_puzzle,
	cat_can_enter_hole boolean,
	max_turns int)
RETURNS TABLE (mouse int, cat int, turn text, outcome int, remoteness int, best_move int)
AS 'MODULE_PATHNAME', 'catmouse_states_max_turns_puzzle_options'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_states(cat_mouse_puzzle, boolean, int) IS
'Every position (mouse, cat, turn) with its outcome under max_turns (NULL: no limit), remoteness and the mover''s best move. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

ALTER FUNCTION cat_mouse_play(int[][], int, int, int, boolean, int[][]) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(int[][], int, int, int, boolean, int[][]) IS
'The game from the start position under best moves, one row per ply (ply 0: the start), until it ends or, for a draw, a position repeats. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

ALTER FUNCTION cat_mouse_play(jsonb, int, int, int, boolean, jsonb) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(jsonb, int, int, int, boolean, jsonb) IS
'The game from the start position under best moves, one row per ply (ply 0: the start), until it ends or, for a draw, a position repeats. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

ALTER FUNCTION cat_mouse_play(text, int, int, int, boolean, text) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(text, int, int, int, boolean, text) IS
'The game from the start position under best moves, one row per ply (ply 0: the start), until it ends or, for a draw, a position repeats. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_play(
	graph int[][],
	mouse_start int,
	cat_start int,
	hole int,
	cat_can_enter_hole boolean,
	max_turns int,
	cat_graph int[][] DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_max_turns'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(int[][], int, int, int, boolean, int, int[][]) IS
'The game from the start position under best moves and max_turns (NULL: no limit), one row per ply (ply 0: the start); every argument up to max_turns given (the overload without max_turns is 1.0''s). graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_play(
	graph jsonb,
	mouse_start int,
	cat_start int,
	hole int,
	cat_can_enter_hole boolean,
	max_turns int,
	cat_graph jsonb DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_max_turns_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(jsonb, int, int, int, boolean, int, jsonb) IS
'The game from the start position under best moves and max_turns (NULL: no limit), one row per ply (ply 0: the start); every argument up to max_turns given (the overload without max_turns is 1.0''s). graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_play(
	graph text,
	mouse_start int,
	cat_start int,
	hole int,
	cat_can_enter_hole boolean,
	max_turns int,
	cat_graph text DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_max_turns_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(text, int, int, int, boolean, int, text) IS
'The game from the start position under best moves and max_turns (NULL: no limit), one row per ply (ply 0: the start); every argument up to max_turns given (the overload without max_turns is 1.0''s). graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_play(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph graph6 DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_max_turns_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(graph6, int, int, int, boolean, int, graph6) IS
'The game from the start position under best moves and max_turns (NULL: no limit), one row per ply (ply 0: the start). graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_play(
	graph bigint[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph bigint[][] DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_max_turns_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(bigint[][], int, int, int, boolean, int, bigint[][]) IS
'The game from the start position under best moves and max_turns (NULL: no limit), one row per ply (ply 0: the start). graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_play(
	graph json,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph json DEFAULT NULL)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_max_turns_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(json, int, int, int, boolean, int, json) IS
'The game from the start position under best moves and max_turns (NULL: no limit), one row per ply (ply 0: the start). graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_play(
	puzzle cat_mouse_puzzle)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_max_turns_puzzle'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(cat_mouse_puzzle) IS
'The game from the start position under best moves and max_turns (NULL: no limit), one row per ply (ply 0: the start). puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_play(
	puzzle cat_mouse_puzzle,
	cat_can_enter_hole boolean,
	max_turns int)
RETURNS TABLE (ply int, mover text, from_node int, to_node int, mouse int, cat int)
AS 'MODULE_PATHNAME', 'catmouse_play_max_turns_puzzle_options'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_play(cat_mouse_puzzle, boolean, int) IS
'The game from the start position under best moves and max_turns (NULL: no limit), one row per ply (ply 0: the start). puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

ALTER FUNCTION cat_mouse_summary(int[][], int, int, int, boolean, int, int[][]) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_summary(int[][], int, int, int, boolean, int, int[][]) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

ALTER FUNCTION cat_mouse_summary(jsonb, int, int, int, boolean, int, jsonb) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_summary(jsonb, int, int, int, boolean, int, jsonb) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

ALTER FUNCTION cat_mouse_summary(text, int, int, int, boolean, int, text) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_summary(text, int, int, int, boolean, int, text) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

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
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_summary(graph6, int, int, int, boolean, int, graph6) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_summary(
	graph bigint[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph bigint[][] DEFAULT NULL,
	OUT nodes int,
	OUT arcs bigint,
	OUT states bigint,
	OUT draws bigint,
	OUT mouse_wins bigint,
	OUT cat_wins bigint,
	OUT max_remoteness int,
	OUT outcome int,
	OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_summary_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_summary(bigint[][], int, int, int, boolean, int, bigint[][]) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_summary(
	graph json,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph json DEFAULT NULL,
	OUT nodes int,
	OUT arcs bigint,
	OUT states bigint,
	OUT draws bigint,
	OUT mouse_wins bigint,
	OUT cat_wins bigint,
	OUT max_remoteness int,
	OUT outcome int,
	OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_summary_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_summary(json, int, int, int, boolean, int, json) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_summary(
	puzzle cat_mouse_puzzle,
	OUT nodes int,
	OUT arcs bigint,
	OUT states bigint,
	OUT draws bigint,
	OUT mouse_wins bigint,
	OUT cat_wins bigint,
	OUT max_remoteness int,
	OUT outcome int,
	OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_summary_puzzle'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_summary(cat_mouse_puzzle) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_summary(
	puzzle cat_mouse_puzzle,
	cat_can_enter_hole boolean,
	max_turns int,
	OUT nodes int,
	OUT arcs bigint,
	OUT states bigint,
	OUT draws bigint,
	OUT mouse_wins bigint,
	OUT cat_wins bigint,
	OUT max_remoteness int,
	OUT outcome int,
	OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_summary_puzzle_options'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_summary(cat_mouse_puzzle, boolean, int) IS
'One row of figures about a puzzle: nodes, distinct moves, positions and how they divide, the longest forced win, and the start''s outcome (under max_turns) and remoteness. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_census(
	graph int[][],
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph int[][] DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, longest_mouse_start int, longest_cat_start int)
AS 'MODULE_PATHNAME', 'catmouse_census'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_census(int[][], boolean, int, int[][]) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, the starts decided in 2n plies or more (wrong_2n: what a search that calls a game drawn at 2n plies gets wrong), with the longest forced game from a start (remoteness, plies) and the first start that reaches it. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_census(
	graph jsonb,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph jsonb DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, longest_mouse_start int, longest_cat_start int)
AS 'MODULE_PATHNAME', 'catmouse_census_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_census(jsonb, boolean, int, jsonb) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, the starts decided in 2n plies or more (wrong_2n: what a search that calls a game drawn at 2n plies gets wrong), with the longest forced game from a start (remoteness, plies) and the first start that reaches it. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_census(
	graph text,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph text DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, longest_mouse_start int, longest_cat_start int)
AS 'MODULE_PATHNAME', 'catmouse_census_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_census(text, boolean, int, text) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, the starts decided in 2n plies or more (wrong_2n: what a search that calls a game drawn at 2n plies gets wrong), with the longest forced game from a start (remoteness, plies) and the first start that reaches it. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_census(
	graph graph6,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph graph6 DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, longest_mouse_start int, longest_cat_start int)
AS 'MODULE_PATHNAME', 'catmouse_census_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_census(graph6, boolean, int, graph6) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, the starts decided in 2n plies or more (wrong_2n: what a search that calls a game drawn at 2n plies gets wrong), with the longest forced game from a start (remoteness, plies) and the first start that reaches it. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_census(
	graph bigint[][],
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph bigint[][] DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, longest_mouse_start int, longest_cat_start int)
AS 'MODULE_PATHNAME', 'catmouse_census_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_census(bigint[][], boolean, int, bigint[][]) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, the starts decided in 2n plies or more (wrong_2n: what a search that calls a game drawn at 2n plies gets wrong), with the longest forced game from a start (remoteness, plies) and the first start that reaches it. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_census(
	graph json,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph json DEFAULT NULL)
RETURNS TABLE (hole int, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, longest_mouse_start int, longest_cat_start int)
AS 'MODULE_PATHNAME', 'catmouse_census_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 10 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_census(json, boolean, int, json) IS
'A row per choice of hole: every position''s outcome counted (as cat_mouse_summary) and every start (mouse to move; mouse, cat and hole on different nodes) counted by outcome, the starts decided in 2n plies or more (wrong_2n: what a search that calls a game drawn at 2n plies gets wrong), with the longest forced game from a start (remoteness, plies) and the first start that reaches it. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_moves(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph int[][] DEFAULT NULL,
	turn text DEFAULT 'mouse')
RETURNS TABLE (to_node int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_moves(int[][], int, int, int, boolean, int, int[][], text) IS
'Every legal move of the player to move (turn) with the mouse on mouse_start and the cat on cat_start, best first: the node moved to, the outcome and remoteness of the position after it, and whether it is the best move. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_moves(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph jsonb DEFAULT NULL,
	turn text DEFAULT 'mouse')
RETURNS TABLE (to_node int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_moves(jsonb, int, int, int, boolean, int, jsonb, text) IS
'Every legal move of the player to move (turn) with the mouse on mouse_start and the cat on cat_start, best first: the node moved to, the outcome and remoteness of the position after it, and whether it is the best move. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_moves(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph text DEFAULT NULL,
	turn text DEFAULT 'mouse')
RETURNS TABLE (to_node int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_moves(text, int, int, int, boolean, int, text, text) IS
'Every legal move of the player to move (turn) with the mouse on mouse_start and the cat on cat_start, best first: the node moved to, the outcome and remoteness of the position after it, and whether it is the best move. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_moves(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph graph6 DEFAULT NULL,
	turn text DEFAULT 'mouse')
RETURNS TABLE (to_node int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_moves(graph6, int, int, int, boolean, int, graph6, text) IS
'Every legal move of the player to move (turn) with the mouse on mouse_start and the cat on cat_start, best first: the node moved to, the outcome and remoteness of the position after it, and whether it is the best move. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_moves(
	graph bigint[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph bigint[][] DEFAULT NULL,
	turn text DEFAULT 'mouse')
RETURNS TABLE (to_node int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_moves(bigint[][], int, int, int, boolean, int, bigint[][], text) IS
'Every legal move of the player to move (turn) with the mouse on mouse_start and the cat on cat_start, best first: the node moved to, the outcome and remoteness of the position after it, and whether it is the best move. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_moves(
	graph json,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph json DEFAULT NULL,
	turn text DEFAULT 'mouse')
RETURNS TABLE (to_node int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_moves(json, int, int, int, boolean, int, json, text) IS
'Every legal move of the player to move (turn) with the mouse on mouse_start and the cat on cat_start, best first: the node moved to, the outcome and remoteness of the position after it, and whether it is the best move. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_moves(
	puzzle cat_mouse_puzzle)
RETURNS TABLE (to_node int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_puzzle'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_moves(cat_mouse_puzzle) IS
'Every legal move of the player to move (turn) with the mouse on mouse_start and the cat on cat_start, best first: the node moved to, the outcome and remoteness of the position after it, and whether it is the best move. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_moves(
	puzzle cat_mouse_puzzle,
	cat_can_enter_hole boolean,
	max_turns int,
	turn text)
RETURNS TABLE (to_node int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_moves_puzzle_options'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 4 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_moves(cat_mouse_puzzle, boolean, int, text) IS
'Every legal move of the player to move (turn) with the mouse on mouse_start and the cat on cat_start, best first: the node moved to, the outcome and remoteness of the position after it, and whether it is the best move. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_dot(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph int[][] DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_dot(int[][], int, int, int, boolean, int, int[][]) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_dot(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph jsonb DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_dot(jsonb, int, int, int, boolean, int, jsonb) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_dot(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph text DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_dot(text, int, int, int, boolean, int, text) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_dot(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph graph6 DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_dot(graph6, int, int, int, boolean, int, graph6) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_dot(
	graph bigint[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph bigint[][] DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_dot(bigint[][], int, int, int, boolean, int, bigint[][]) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_dot(
	graph json,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph json DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_dot(json, int, int, int, boolean, int, json) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_dot(
	puzzle cat_mouse_puzzle)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_puzzle'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_dot(cat_mouse_puzzle) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_dot(
	puzzle cat_mouse_puzzle,
	cat_can_enter_hole boolean,
	max_turns int)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_dot_puzzle_options'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_dot(cat_mouse_puzzle, boolean, int) IS
'A Graphviz DOT picture of the puzzle: nodes coloured by who wins with the mouse there and the cat on its start, the hole and starts marked, moves only the cat has dashed, the optimal game as numbered arrows, a legend. Render with dot -Tsvg. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_svg(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph int[][] DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_svg'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT COST 10000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_svg(int[][], int, int, int, boolean, int, int[][]) IS
'The picture of cat_mouse_dot (under max_turns) as SVG, laid out and rendered by Graphviz''s library (dot layout) in a process of its own, within catmouse.max_memory; cancel and statement_timeout stop it. STABLE, not IMMUTABLE: its bytes are the installed Graphviz''s, which may change. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_svg(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph jsonb DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_svg_jsonb'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT COST 10000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_svg(jsonb, int, int, int, boolean, int, jsonb) IS
'The picture of cat_mouse_dot (under max_turns) as SVG, laid out and rendered by Graphviz''s library (dot layout) in a process of its own, within catmouse.max_memory; cancel and statement_timeout stop it. STABLE, not IMMUTABLE: its bytes are the installed Graphviz''s, which may change. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_svg(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph text DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_svg_text'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT COST 10000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_svg(text, int, int, int, boolean, int, text) IS
'The picture of cat_mouse_dot (under max_turns) as SVG, laid out and rendered by Graphviz''s library (dot layout) in a process of its own, within catmouse.max_memory; cancel and statement_timeout stop it. STABLE, not IMMUTABLE: its bytes are the installed Graphviz''s, which may change. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_svg(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph graph6 DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_svg_graph6'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT COST 10000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_svg(graph6, int, int, int, boolean, int, graph6) IS
'The picture of cat_mouse_dot (under max_turns) as SVG, laid out and rendered by Graphviz''s library (dot layout) in a process of its own, within catmouse.max_memory; cancel and statement_timeout stop it. STABLE, not IMMUTABLE: its bytes are the installed Graphviz''s, which may change. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_svg(
	graph bigint[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph bigint[][] DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_svg_int8'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT COST 10000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_svg(bigint[][], int, int, int, boolean, int, bigint[][]) IS
'The picture of cat_mouse_dot (under max_turns) as SVG, laid out and rendered by Graphviz''s library (dot layout) in a process of its own, within catmouse.max_memory; cancel and statement_timeout stop it. STABLE, not IMMUTABLE: its bytes are the installed Graphviz''s, which may change. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_svg(
	graph json,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph json DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_svg_json'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT COST 10000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_svg(json, int, int, int, boolean, int, json) IS
'The picture of cat_mouse_dot (under max_turns) as SVG, laid out and rendered by Graphviz''s library (dot layout) in a process of its own, within catmouse.max_memory; cancel and statement_timeout stop it. STABLE, not IMMUTABLE: its bytes are the installed Graphviz''s, which may change. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_svg(
	puzzle cat_mouse_puzzle)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_svg_puzzle'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT COST 10000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_svg(cat_mouse_puzzle) IS
'The picture of cat_mouse_dot (under max_turns) as SVG, laid out and rendered by Graphviz''s library (dot layout) in a process of its own, within catmouse.max_memory; cancel and statement_timeout stop it. STABLE, not IMMUTABLE: its bytes are the installed Graphviz''s, which may change. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_svg(
	puzzle cat_mouse_puzzle,
	cat_can_enter_hole boolean,
	max_turns int)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_svg_puzzle_options'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT COST 10000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_svg(cat_mouse_puzzle, boolean, int) IS
'The picture of cat_mouse_dot (under max_turns) as SVG, laid out and rendered by Graphviz''s library (dot layout) in a process of its own, within catmouse.max_memory; cancel and statement_timeout stop it. STABLE, not IMMUTABLE: its bytes are the installed Graphviz''s, which may change. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_pursuit(
	graph int[][],
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true,
	OUT outcome int,
	OUT capture_time int,
	OUT cat_starts int[],
	OUT mouse_start int,
	OUT positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit(int[][], int, boolean) IS
'Cops and robbers with this many cats, one row: the outcome (2 the cats catch the mouse, 1 it escapes forever), the capture time in rounds (cat turns), the cats'' best placement (ascending) and the mouse''s best reply, and the number of positions. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_pursuit(
	graph jsonb,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true,
	OUT outcome int,
	OUT capture_time int,
	OUT cat_starts int[],
	OUT mouse_start int,
	OUT positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit(jsonb, int, boolean) IS
'Cops and robbers with this many cats, one row: the outcome (2 the cats catch the mouse, 1 it escapes forever), the capture time in rounds (cat turns), the cats'' best placement (ascending) and the mouse''s best reply, and the number of positions. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_pursuit(
	graph text,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true,
	OUT outcome int,
	OUT capture_time int,
	OUT cat_starts int[],
	OUT mouse_start int,
	OUT positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit(text, int, boolean) IS
'Cops and robbers with this many cats, one row: the outcome (2 the cats catch the mouse, 1 it escapes forever), the capture time in rounds (cat turns), the cats'' best placement (ascending) and the mouse''s best reply, and the number of positions. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_pursuit(
	graph graph6,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true,
	OUT outcome int,
	OUT capture_time int,
	OUT cat_starts int[],
	OUT mouse_start int,
	OUT positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit(graph6, int, boolean) IS
'Cops and robbers with this many cats, one row: the outcome (2 the cats catch the mouse, 1 it escapes forever), the capture time in rounds (cat turns), the cats'' best placement (ascending) and the mouse''s best reply, and the number of positions. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_pursuit(
	graph bigint[][],
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true,
	OUT outcome int,
	OUT capture_time int,
	OUT cat_starts int[],
	OUT mouse_start int,
	OUT positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit(bigint[][], int, boolean) IS
'Cops and robbers with this many cats, one row: the outcome (2 the cats catch the mouse, 1 it escapes forever), the capture time in rounds (cat turns), the cats'' best placement (ascending) and the mouse''s best reply, and the number of positions. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_pursuit(
	graph json,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true,
	OUT outcome int,
	OUT capture_time int,
	OUT cat_starts int[],
	OUT mouse_start int,
	OUT positions bigint)
AS 'MODULE_PATHNAME', 'catmouse_pursuit_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit(json, int, boolean) IS
'Cops and robbers with this many cats, one row: the outcome (2 the cats catch the mouse, 1 it escapes forever), the capture time in rounds (cat turns), the cats'' best placement (ascending) and the mouse''s best reply, and the number of positions. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_cop_number(
	graph int[][],
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_cop_number(int[][], int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats (at most that many are tried) are needed. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_cop_number(
	graph jsonb,
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_cop_number(jsonb, int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats (at most that many are tried) are needed. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_cop_number(
	graph text,
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_cop_number(text, int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats (at most that many are tried) are needed. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_cop_number(
	graph graph6,
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_cop_number(graph6, int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats (at most that many are tried) are needed. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_cop_number(
	graph bigint[][],
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_cop_number(bigint[][], int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats (at most that many are tried) are needed. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_cop_number(
	graph json,
	max_cats int DEFAULT 3,
	may_stay boolean DEFAULT true)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_cop_number_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_cop_number(json, int, boolean) IS
'The cop number: the least number of cats that catch the mouse on the graph, NULL when more than max_cats (at most that many are tried) are needed. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_pursuit_play(
	graph int[][],
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit_play(int[][], int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start; mover ''cat'' for the cats'' turns), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_pursuit_play(
	graph jsonb,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit_play(jsonb, int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start; mover ''cat'' for the cats'' turns), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_pursuit_play(
	graph text,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit_play(text, int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start; mover ''cat'' for the cats'' turns), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_pursuit_play(
	graph graph6,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit_play(graph6, int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start; mover ''cat'' for the cats'' turns), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_pursuit_play(
	graph bigint[][],
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit_play(bigint[][], int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start; mover ''cat'' for the cats'' turns), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_pursuit_play(
	graph json,
	cats int DEFAULT 1,
	may_stay boolean DEFAULT true)
RETURNS TABLE (ply int, mover text, mouse int, cats int[])
AS 'MODULE_PATHNAME', 'catmouse_pursuit_play_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_pursuit_play(json, int, boolean) IS
'The optimal pursuit from the cats'' best placement, a row per ply (0: the placement and the mouse''s start; mover ''cat'' for the cats'' turns), with the mouse''s node and every cat''s; no rows when the cats do not win. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_adjacency(
	graph int[][])
RETURNS int[]
AS 'MODULE_PATHNAME', 'catmouse_adjacency'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_adjacency(int[][]) IS
'The graph as a NULL-padded int[][] adjacency array, each row in increasing order without repeats (''{}'' for a graph without nodes; the cast from graph6 to int[]). graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_adjacency(
	graph jsonb)
RETURNS int[]
AS 'MODULE_PATHNAME', 'catmouse_adjacency_jsonb'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_adjacency(jsonb) IS
'The graph as a NULL-padded int[][] adjacency array, each row in increasing order without repeats (''{}'' for a graph without nodes; the cast from graph6 to int[]). graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_adjacency(
	graph text)
RETURNS int[]
AS 'MODULE_PATHNAME', 'catmouse_adjacency_text'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_adjacency(text) IS
'The graph as a NULL-padded int[][] adjacency array, each row in increasing order without repeats (''{}'' for a graph without nodes; the cast from graph6 to int[]). graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_adjacency(
	graph graph6)
RETURNS int[]
AS 'MODULE_PATHNAME', 'catmouse_adjacency_graph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_adjacency(graph6) IS
'The graph as a NULL-padded int[][] adjacency array, each row in increasing order without repeats (''{}'' for a graph without nodes; the cast from graph6 to int[]). graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_adjacency(
	graph bigint[][])
RETURNS int[]
AS 'MODULE_PATHNAME', 'catmouse_adjacency_int8'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_adjacency(bigint[][]) IS
'The graph as a NULL-padded int[][] adjacency array, each row in increasing order without repeats (''{}'' for a graph without nodes; the cast from graph6 to int[]). graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_adjacency(
	graph json)
RETURNS int[]
AS 'MODULE_PATHNAME', 'catmouse_adjacency_json'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_adjacency(json) IS
'The graph as a NULL-padded int[][] adjacency array, each row in increasing order without repeats (''{}'' for a graph without nodes; the cast from graph6 to int[]). graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_to_graph6(
	graph int[][])
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_graph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_graph6(int[][]) IS
'The graph as a graph6 value: graph6 when every move has its reverse and no node has a self-loop, digraph6 otherwise (the cast from int[] to graph6). graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_to_graph6(
	graph jsonb)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_graph6_jsonb'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_graph6(jsonb) IS
'The graph as a graph6 value: graph6 when every move has its reverse and no node has a self-loop, digraph6 otherwise (the cast from int[] to graph6). graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_to_graph6(
	graph text)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_graph6_text'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_graph6(text) IS
'The graph as a graph6 value: graph6 when every move has its reverse and no node has a self-loop, digraph6 otherwise (the cast from int[] to graph6). graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_to_graph6(
	graph graph6)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_graph6_graph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_graph6(graph6) IS
'The graph as a graph6 value: graph6 when every move has its reverse and no node has a self-loop, digraph6 otherwise (the cast from int[] to graph6). graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_to_graph6(
	graph bigint[][])
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_graph6_int8'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_graph6(bigint[][]) IS
'The graph as a graph6 value: graph6 when every move has its reverse and no node has a self-loop, digraph6 otherwise (the cast from int[] to graph6). graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_to_graph6(
	graph json)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_graph6_json'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_graph6(json) IS
'The graph as a graph6 value: graph6 when every move has its reverse and no node has a self-loop, digraph6 otherwise (the cast from int[] to graph6). graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_to_sparse6(
	graph int[][])
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_sparse6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_sparse6(int[][]) IS
'An undirected graph (self-loops allowed) as a sparse6 value, written as nauty writes it. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_to_sparse6(
	graph jsonb)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_sparse6_jsonb'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_sparse6(jsonb) IS
'An undirected graph (self-loops allowed) as a sparse6 value, written as nauty writes it. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_to_sparse6(
	graph text)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_sparse6_text'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_sparse6(text) IS
'An undirected graph (self-loops allowed) as a sparse6 value, written as nauty writes it. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_to_sparse6(
	graph graph6)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_sparse6_graph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_sparse6(graph6) IS
'An undirected graph (self-loops allowed) as a sparse6 value, written as nauty writes it. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_to_sparse6(
	graph bigint[][])
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_sparse6_int8'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_sparse6(bigint[][]) IS
'An undirected graph (self-loops allowed) as a sparse6 value, written as nauty writes it. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_to_sparse6(
	graph json)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_sparse6_json'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_sparse6(json) IS
'An undirected graph (self-loops allowed) as a sparse6 value, written as nauty writes it. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_to_digraph6(
	graph int[][])
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_digraph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_digraph6(int[][]) IS
'The graph as a digraph6 value. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_to_digraph6(
	graph jsonb)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_digraph6_jsonb'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_digraph6(jsonb) IS
'The graph as a digraph6 value. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_to_digraph6(
	graph text)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_digraph6_text'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_digraph6(text) IS
'The graph as a digraph6 value. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_to_digraph6(
	graph graph6)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_digraph6_graph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_digraph6(graph6) IS
'The graph as a digraph6 value. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_to_digraph6(
	graph bigint[][])
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_digraph6_int8'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_digraph6(bigint[][]) IS
'The graph as a digraph6 value. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_to_digraph6(
	graph json)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_to_digraph6_json'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION cat_mouse_to_digraph6(json) IS
'The graph as a digraph6 value. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION graph6(
	graph text)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_text_to_graph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10;
COMMENT ON FUNCTION graph6(text) IS
'The cast from text to graph6: one of nauty''s codes kept as written (less its header and white space), JSON adjacency lists or an int[][] literal converted as cat_mouse_to_graph6 converts them.';

CREATE FUNCTION cat_mouse_canonical(
	graph int[][])
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_canonical'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_canonical(int[][]) IS
'The canonical form of the graph by nauty, byte for byte the code nauty-labelg writes: in the format of the code the graph was read from, else graph6 (digraph6 for a directed graph or one with self-loops). Two graphs have the same canonical form exactly when one is the other with its nodes renamed. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_canonical(
	graph jsonb)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_canonical_jsonb'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_canonical(jsonb) IS
'The canonical form of the graph by nauty, byte for byte the code nauty-labelg writes: in the format of the code the graph was read from, else graph6 (digraph6 for a directed graph or one with self-loops). Two graphs have the same canonical form exactly when one is the other with its nodes renamed. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_canonical(
	graph text)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_canonical_text'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_canonical(text) IS
'The canonical form of the graph by nauty, byte for byte the code nauty-labelg writes: in the format of the code the graph was read from, else graph6 (digraph6 for a directed graph or one with self-loops). Two graphs have the same canonical form exactly when one is the other with its nodes renamed. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_canonical(
	graph graph6)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_canonical_graph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_canonical(graph6) IS
'The canonical form of the graph by nauty, byte for byte the code nauty-labelg writes: in the format of the code the graph was read from, else graph6 (digraph6 for a directed graph or one with self-loops). Two graphs have the same canonical form exactly when one is the other with its nodes renamed. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_canonical(
	graph bigint[][])
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_canonical_int8'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_canonical(bigint[][]) IS
'The canonical form of the graph by nauty, byte for byte the code nauty-labelg writes: in the format of the code the graph was read from, else graph6 (digraph6 for a directed graph or one with self-loops). Two graphs have the same canonical form exactly when one is the other with its nodes renamed. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_canonical(
	graph json)
RETURNS graph6
AS 'MODULE_PATHNAME', 'catmouse_canonical_json'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_canonical(json) IS
'The canonical form of the graph by nauty, byte for byte the code nauty-labelg writes: in the format of the code the graph was read from, else graph6 (digraph6 for a directed graph or one with self-loops). Two graphs have the same canonical form exactly when one is the other with its nodes renamed. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_canonical_puzzle(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_graph int[][] DEFAULT NULL)
RETURNS cat_mouse_puzzle
AS 'MODULE_PATHNAME', 'catmouse_canonical_puzzle'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_canonical_puzzle(int[][], int, int, int, int[][]) IS
'The canonical form of a puzzle: its graph and cat_graph renamed by nauty with the hole, the mouse start and the cat start as nodes of their own, so that they become nodes 0, 1 and 2 when they differ. Two puzzles have the same form exactly when one is the other with its nodes renamed. graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_canonical_puzzle(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_graph jsonb DEFAULT NULL)
RETURNS cat_mouse_puzzle
AS 'MODULE_PATHNAME', 'catmouse_canonical_puzzle_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_canonical_puzzle(jsonb, int, int, int, jsonb) IS
'The canonical form of a puzzle: its graph and cat_graph renamed by nauty with the hole, the mouse start and the cat start as nodes of their own, so that they become nodes 0, 1 and 2 when they differ. Two puzzles have the same form exactly when one is the other with its nodes renamed. graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_canonical_puzzle(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_graph text DEFAULT NULL)
RETURNS cat_mouse_puzzle
AS 'MODULE_PATHNAME', 'catmouse_canonical_puzzle_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_canonical_puzzle(text, int, int, int, text) IS
'The canonical form of a puzzle: its graph and cat_graph renamed by nauty with the hole, the mouse start and the cat start as nodes of their own, so that they become nodes 0, 1 and 2 when they differ. Two puzzles have the same form exactly when one is the other with its nodes renamed. graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_canonical_puzzle(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_graph graph6 DEFAULT NULL)
RETURNS cat_mouse_puzzle
AS 'MODULE_PATHNAME', 'catmouse_canonical_puzzle_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_canonical_puzzle(graph6, int, int, int, graph6) IS
'The canonical form of a puzzle: its graph and cat_graph renamed by nauty with the hole, the mouse start and the cat start as nodes of their own, so that they become nodes 0, 1 and 2 when they differ. Two puzzles have the same form exactly when one is the other with its nodes renamed. graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_canonical_puzzle(
	graph bigint[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_graph bigint[][] DEFAULT NULL)
RETURNS cat_mouse_puzzle
AS 'MODULE_PATHNAME', 'catmouse_canonical_puzzle_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_canonical_puzzle(bigint[][], int, int, int, bigint[][]) IS
'The canonical form of a puzzle: its graph and cat_graph renamed by nauty with the hole, the mouse start and the cat start as nodes of their own, so that they become nodes 0, 1 and 2 when they differ. Two puzzles have the same form exactly when one is the other with its nodes renamed. graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_canonical_puzzle(
	graph json,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_graph json DEFAULT NULL)
RETURNS cat_mouse_puzzle
AS 'MODULE_PATHNAME', 'catmouse_canonical_puzzle_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_canonical_puzzle(json, int, int, int, json) IS
'The canonical form of a puzzle: its graph and cat_graph renamed by nauty with the hole, the mouse start and the cat start as nodes of their own, so that they become nodes 0, 1 and 2 when they differ. Two puzzles have the same form exactly when one is the other with its nodes renamed. graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_canonical_puzzle(
	puzzle cat_mouse_puzzle)
RETURNS cat_mouse_puzzle
AS 'MODULE_PATHNAME', 'catmouse_canonical_puzzle_puzzle'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100;
COMMENT ON FUNCTION cat_mouse_canonical_puzzle(cat_mouse_puzzle) IS
'The canonical form of a puzzle: its graph and cat_graph renamed by nauty with the hole, the mouse start and the cat start as nodes of their own, so that they become nodes 0, 1 and 2 when they differ. Two puzzles have the same form exactly when one is the other with its nodes renamed. puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_automorphisms(
	graph int[][],
	OUT group_size numeric,
	OUT orbit_count int,
	OUT orbits int[],
	OUT generators int[][])
AS 'MODULE_PATHNAME', 'catmouse_automorphisms'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_automorphisms(int[][]) IS
'The automorphism group of the graph by nauty, one row: its size (exact), its number of orbits, each node''s orbit as its least node, and generators (row i the image of every node under generator i). graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_automorphisms(
	graph jsonb,
	OUT group_size numeric,
	OUT orbit_count int,
	OUT orbits int[],
	OUT generators int[][])
AS 'MODULE_PATHNAME', 'catmouse_automorphisms_jsonb'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_automorphisms(jsonb) IS
'The automorphism group of the graph by nauty, one row: its size (exact), its number of orbits, each node''s orbit as its least node, and generators (row i the image of every node under generator i). graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_automorphisms(
	graph text,
	OUT group_size numeric,
	OUT orbit_count int,
	OUT orbits int[],
	OUT generators int[][])
AS 'MODULE_PATHNAME', 'catmouse_automorphisms_text'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_automorphisms(text) IS
'The automorphism group of the graph by nauty, one row: its size (exact), its number of orbits, each node''s orbit as its least node, and generators (row i the image of every node under generator i). graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_automorphisms(
	graph graph6,
	OUT group_size numeric,
	OUT orbit_count int,
	OUT orbits int[],
	OUT generators int[][])
AS 'MODULE_PATHNAME', 'catmouse_automorphisms_graph6'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_automorphisms(graph6) IS
'The automorphism group of the graph by nauty, one row: its size (exact), its number of orbits, each node''s orbit as its least node, and generators (row i the image of every node under generator i). graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_automorphisms(
	graph bigint[][],
	OUT group_size numeric,
	OUT orbit_count int,
	OUT orbits int[],
	OUT generators int[][])
AS 'MODULE_PATHNAME', 'catmouse_automorphisms_int8'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_automorphisms(bigint[][]) IS
'The automorphism group of the graph by nauty, one row: its size (exact), its number of orbits, each node''s orbit as its least node, and generators (row i the image of every node under generator i). graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_automorphisms(
	graph json,
	OUT group_size numeric,
	OUT orbit_count int,
	OUT orbits int[],
	OUT generators int[][])
AS 'MODULE_PATHNAME', 'catmouse_automorphisms_json'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100;
COMMENT ON FUNCTION cat_mouse_automorphisms(json) IS
'The automorphism group of the graph by nauty, one row: its size (exact), its number of orbits, each node''s orbit as its least node, and generators (row i the image of every node under generator i). graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_check(
	graph int[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph int[][] DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_check'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_check(int[][], int, int, int, boolean, int, int[][]) IS
'What is wrong with a puzzle, checked as the game functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail, e.g. ''22023: cat_start 2 is out of range (The graph has 2 nodes, 0 to 1.)'' (NULL for a NULL graph). graph: an int[][] whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_check(
	graph jsonb,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph jsonb DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_check_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_check(jsonb, int, int, int, boolean, int, jsonb) IS
'What is wrong with a puzzle, checked as the game functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail, e.g. ''22023: cat_start 2 is out of range (The graph has 2 nodes, 0 to 1.)'' (NULL for a NULL graph). graph: JSON adjacency lists as LeetCode writes them, e.g. [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].';

CREATE FUNCTION cat_mouse_check(
	graph text,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph text DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_check_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_check(text, int, int, int, boolean, int, text) IS
'What is wrong with a puzzle, checked as the game functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail, e.g. ''22023: cat_start 2 is out of range (The graph has 2 nodes, 0 to 1.)'' (NULL for a NULL graph). graph: a graph6, sparse6 or digraph6 code when its bytes are a code''s (? to ~, white space around it ignored), JSON adjacency lists when it starts with [, an int[][] literal otherwise.';

CREATE FUNCTION cat_mouse_check(
	graph graph6,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph graph6 DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_check_graph6'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_check(graph6, int, int, int, boolean, int, graph6) IS
'What is wrong with a puzzle, checked as the game functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail, e.g. ''22023: cat_start 2 is out of range (The graph has 2 nodes, 0 to 1.)'' (NULL for a NULL graph). graph: nauty''s graph6, sparse6 or digraph6.';

CREATE FUNCTION cat_mouse_check(
	graph bigint[][],
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph bigint[][] DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_check_int8'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_check(bigint[][], int, int, int, boolean, int, bigint[][]) IS
'What is wrong with a puzzle, checked as the game functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail, e.g. ''22023: cat_start 2 is out of range (The graph has 2 nodes, 0 to 1.)'' (NULL for a NULL graph). graph: a bigint[][] (as array_agg of a bigint column makes it) whose row i lists the nodes reachable from node i, short rows padded with NULL.';

CREATE FUNCTION cat_mouse_check(
	graph json,
	mouse_start int DEFAULT 1,
	cat_start int DEFAULT 2,
	hole int DEFAULT 0,
	cat_can_enter_hole boolean DEFAULT false,
	max_turns int DEFAULT NULL,
	cat_graph json DEFAULT NULL)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_check_json'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_check(json, int, int, int, boolean, int, json) IS
'What is wrong with a puzzle, checked as the game functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail, e.g. ''22023: cat_start 2 is out of range (The graph has 2 nodes, 0 to 1.)'' (NULL for a NULL graph). graph: JSON adjacency lists (json), read as jsonb.';

CREATE FUNCTION cat_mouse_check(
	puzzle cat_mouse_puzzle)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_check_puzzle'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_check(cat_mouse_puzzle) IS
'What is wrong with a puzzle, checked as the game functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail, e.g. ''22023: cat_start 2 is out of range (The graph has 2 nodes, 0 to 1.)'' (NULL for a NULL graph). puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';

CREATE FUNCTION cat_mouse_check(
	puzzle cat_mouse_puzzle,
	cat_can_enter_hole boolean,
	max_turns int)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_check_puzzle_options'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_check(cat_mouse_puzzle, boolean, int) IS
'What is wrong with a puzzle, checked as the game functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail, e.g. ''22023: cat_start 2 is out of range (The graph has 2 nodes, 0 to 1.)'' (NULL for a NULL graph). puzzle: a cat_mouse_puzzle, the graph, the starts, the hole and the cat''s graph in one value (as cat_mouse_canonical_puzzle returns it).';
ALTER FUNCTION cat_mouse_graph_agg_trans(internal, int, int) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT;
COMMENT ON FUNCTION cat_mouse_graph_agg_trans(internal, int, int) IS
'Transition function of cat_mouse_graph_agg(int, int).';

ALTER FUNCTION cat_mouse_graph_agg_trans(internal, int, int, boolean) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT;
COMMENT ON FUNCTION cat_mouse_graph_agg_trans(internal, int, int, boolean) IS
'Transition function of cat_mouse_graph_agg(int, int, boolean).';

ALTER FUNCTION cat_mouse_graph_agg_final(internal) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT;
COMMENT ON FUNCTION cat_mouse_graph_agg_final(internal) IS
'Final function of cat_mouse_graph_agg: the NULL-padded adjacency array.';

CREATE FUNCTION cat_mouse_graph_agg_combine(
	internal,
	internal)
RETURNS internal
AS 'MODULE_PATHNAME', 'catmouse_graph_agg_combine'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT;
COMMENT ON FUNCTION cat_mouse_graph_agg_combine(internal, internal) IS
'Combine function of cat_mouse_graph_agg: the moves of two partial states (a parallel plan''s workers) together.';

CREATE FUNCTION cat_mouse_graph_agg_serialize(
	internal)
RETURNS bytea
AS 'MODULE_PATHNAME', 'catmouse_graph_agg_serialize'
LANGUAGE C IMMUTABLE PARALLEL SAFE STRICT;
COMMENT ON FUNCTION cat_mouse_graph_agg_serialize(internal) IS
'Serial function of cat_mouse_graph_agg: a partial state as bytea (its largest node and its distinct moves), for a worker to send.';

CREATE FUNCTION cat_mouse_graph_agg_deserialize(
	bytea,
	internal)
RETURNS internal
AS 'MODULE_PATHNAME', 'catmouse_graph_agg_deserialize'
LANGUAGE C IMMUTABLE PARALLEL SAFE STRICT;
COMMENT ON FUNCTION cat_mouse_graph_agg_deserialize(bytea, internal) IS
'Deserial function of cat_mouse_graph_agg: cat_mouse_graph_agg_serialize''s bytea as a partial state again.';

CREATE OR REPLACE AGGREGATE cat_mouse_graph_agg(from_node int, to_node int) (
	SFUNC = cat_mouse_graph_agg_trans,
	STYPE = internal,
	FINALFUNC = cat_mouse_graph_agg_final,
	COMBINEFUNC = cat_mouse_graph_agg_combine,
	SERIALFUNC = cat_mouse_graph_agg_serialize,
	DESERIALFUNC = cat_mouse_graph_agg_deserialize,
	PARALLEL = SAFE
);
COMMENT ON AGGREGATE cat_mouse_graph_agg(int, int) IS
'The NULL-padded int[][] adjacency array of the moves from_node -> to_node; a NULL to_node only declares from_node.';

CREATE OR REPLACE AGGREGATE cat_mouse_graph_agg(from_node int, to_node int, undirected boolean) (
	SFUNC = cat_mouse_graph_agg_trans,
	STYPE = internal,
	FINALFUNC = cat_mouse_graph_agg_final,
	COMBINEFUNC = cat_mouse_graph_agg_combine,
	SERIALFUNC = cat_mouse_graph_agg_serialize,
	DESERIALFUNC = cat_mouse_graph_agg_deserialize,
	PARALLEL = SAFE
);
COMMENT ON AGGREGATE cat_mouse_graph_agg(int, int, boolean) IS
'The NULL-padded int[][] adjacency array of the moves from_node -> to_node, and back when undirected; a NULL to_node only declares from_node.';
-- the casts between int[] and graph6, by the conversions

CREATE CAST (graph6 AS int[]) WITH FUNCTION cat_mouse_adjacency(graph6) AS ASSIGNMENT;
CREATE CAST (int[] AS graph6) WITH FUNCTION cat_mouse_to_graph6(int[]) AS ASSIGNMENT;

-- and from JSON and text, explicit: text is read as the text functions read
-- it (a code kept as written, JSON or an int[][] literal converted)
CREATE CAST (jsonb AS graph6) WITH FUNCTION cat_mouse_to_graph6(jsonb);
CREATE CAST (json AS graph6) WITH FUNCTION cat_mouse_to_graph6(json);
CREATE CAST (text AS graph6) WITH FUNCTION graph6(text);

--
-- Grids (LeetCode 1728): every grid function plays LeetCode's game by
-- default, where the mouse must reach the food within 1000 turns (plies)
-- or the cat wins; max_turns changes the limit, NULL removes it.  1.0's
-- cat_mouse_grid_states and cat_mouse_grid_play had no limit: they follow
-- the rule now, and take a max_turns in overloads of their own.
--

ALTER FUNCTION cat_mouse_grid_game(text[], int, int, int) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_game(text[], int, int, int) IS
'Outcome of a Cat and Mouse II grid game (LeetCode 1728) under optimal play: 0 draw, 1 mouse wins, 2 cat wins; NULL max_turns means no turn limit. grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_game(
	grid text,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_grid_game_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_game(text, int, int, int) IS
'Outcome of a Cat and Mouse II grid game (LeetCode 1728) under optimal play: 0 draw, 1 mouse wins, 2 cat wins; NULL max_turns means no turn limit. grid: text, LeetCode''s JSON (["M.C...F"]) or a text[] literal.';

CREATE FUNCTION cat_mouse_grid_game(
	grid jsonb,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS int
AS 'MODULE_PATHNAME', 'catmouse_grid_game_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_game(jsonb, int, int, int) IS
'Outcome of a Cat and Mouse II grid game (LeetCode 1728) under optimal play: 0 draw, 1 mouse wins, 2 cat wins; NULL max_turns means no turn limit. grid: a JSON array of equal-length strings, as LeetCode writes it.';

CREATE FUNCTION cat_mouse_grid_check(
	grid text[],
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_grid_check'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_grid_check(text[], int, int, int) IS
'What is wrong with a grid game, checked as the grid functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail (NULL for a NULL grid or jump), so that one bad grid need not stop a batch. grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_check(
	grid text,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_grid_check_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_grid_check(text, int, int, int) IS
'What is wrong with a grid game, checked as the grid functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail (NULL for a NULL grid or jump), so that one bad grid need not stop a batch. grid: text, LeetCode''s JSON (["M.C...F"]) or a text[] literal.';

CREATE FUNCTION cat_mouse_grid_check(
	grid jsonb,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_grid_check_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 50;
COMMENT ON FUNCTION cat_mouse_grid_check(jsonb, int, int, int) IS
'What is wrong with a grid game, checked as the grid functions check it but not solved: NULL when they take it, else the error''s SQLSTATE, message and detail (NULL for a NULL grid or jump), so that one bad grid need not stop a batch. grid: a JSON array of equal-length strings, as LeetCode writes it.';

ALTER FUNCTION can_mouse_win(text[], int, int) IMMUTABLE PARALLEL SAFE STRICT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION can_mouse_win(text[], int, int) IS
'LeetCode 1728: true when the mouse can reach the food within 1000 turns against an optimal cat. grid: a text[] of equal-length rows.';

CREATE FUNCTION can_mouse_win(
	grid text,
	cat_jump int,
	mouse_jump int)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_can_mouse_win_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE STRICT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION can_mouse_win(text, int, int) IS
'LeetCode 1728: true when the mouse can reach the food within 1000 turns against an optimal cat. grid: text, LeetCode''s JSON (["M.C...F"]) or a text[] literal.';

CREATE FUNCTION can_mouse_win(
	grid jsonb,
	cat_jump int,
	mouse_jump int)
RETURNS boolean
AS 'MODULE_PATHNAME', 'catmouse_can_mouse_win_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE STRICT COST 100 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION can_mouse_win(jsonb, int, int) IS
'LeetCode 1728: true when the mouse can reach the food within 1000 turns against an optimal cat. grid: a JSON array of equal-length strings, as LeetCode writes it.';

ALTER FUNCTION cat_mouse_grid_states(text[], int, int) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_states(text[], int, int) IS
'Every position of a grid game (cells as 0-based row and column) with its outcome under LeetCode''s 1000-turn rule, its remoteness (NULL when the rule decides) and the mover''s best move. grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_states(
	grid text[],
	cat_jump int,
	mouse_jump int,
	max_turns int)
RETURNS TABLE (mouse_row int, mouse_col int, cat_row int, cat_col int, turn text, outcome int, remoteness int, best_row int, best_col int)
AS 'MODULE_PATHNAME', 'catmouse_grid_states_max_turns'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_states(text[], int, int, int) IS
'Every position of a grid game with its outcome under max_turns (NULL: no limit), remoteness (NULL for a draw, or when the limit decides) and the mover''s best move. grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_states(
	grid text,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS TABLE (mouse_row int, mouse_col int, cat_row int, cat_col int, turn text, outcome int, remoteness int, best_row int, best_col int)
AS 'MODULE_PATHNAME', 'catmouse_grid_states_max_turns_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_states(text, int, int, int) IS
'Every position of a grid game with its outcome under max_turns (NULL: no limit), remoteness (NULL for a draw, or when the limit decides) and the mover''s best move. grid: text, LeetCode''s JSON (["M.C...F"]) or a text[] literal.';

CREATE FUNCTION cat_mouse_grid_states(
	grid jsonb,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS TABLE (mouse_row int, mouse_col int, cat_row int, cat_col int, turn text, outcome int, remoteness int, best_row int, best_col int)
AS 'MODULE_PATHNAME', 'catmouse_grid_states_max_turns_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_states(jsonb, int, int, int) IS
'Every position of a grid game with its outcome under max_turns (NULL: no limit), remoteness (NULL for a draw, or when the limit decides) and the mover''s best move. grid: a JSON array of equal-length strings, as LeetCode writes it.';

ALTER FUNCTION cat_mouse_grid_play(text[], int, int) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_play(text[], int, int) IS
'A grid game from the start under best moves, one row per ply (ply 0: the start), until it ends, a position repeats or LeetCode''s 1000 turns are played. grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_play(
	grid text[],
	cat_jump int,
	mouse_jump int,
	max_turns int)
RETURNS TABLE (ply int, mover text, from_row int, from_col int, to_row int, to_col int, mouse_row int, mouse_col int, cat_row int, cat_col int)
AS 'MODULE_PATHNAME', 'catmouse_grid_play_max_turns'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_play(text[], int, int, int) IS
'A grid game from the start under best moves, one row per ply (ply 0: the start), until it ends, a position repeats or max_turns plies are played (NULL: no limit). grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_play(
	grid text,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS TABLE (ply int, mover text, from_row int, from_col int, to_row int, to_col int, mouse_row int, mouse_col int, cat_row int, cat_col int)
AS 'MODULE_PATHNAME', 'catmouse_grid_play_max_turns_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_play(text, int, int, int) IS
'A grid game from the start under best moves, one row per ply (ply 0: the start), until it ends, a position repeats or max_turns plies are played (NULL: no limit). grid: text, LeetCode''s JSON (["M.C...F"]) or a text[] literal.';

CREATE FUNCTION cat_mouse_grid_play(
	grid jsonb,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS TABLE (ply int, mover text, from_row int, from_col int, to_row int, to_col int, mouse_row int, mouse_col int, cat_row int, cat_col int)
AS 'MODULE_PATHNAME', 'catmouse_grid_play_max_turns_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_play(jsonb, int, int, int) IS
'A grid game from the start under best moves, one row per ply (ply 0: the start), until it ends, a position repeats or max_turns plies are played (NULL: no limit). grid: a JSON array of equal-length strings, as LeetCode writes it.';

ALTER FUNCTION cat_mouse_grid_summary(text[], int, int, int) IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_summary(text[], int, int, int) IS
'One row of figures about a grid puzzle under the turn limit (NULL: none): floor cells, the mouse''s moves, positions by outcome, the longest game decided on the board, the start''s outcome and remoteness. grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_summary(
	grid text,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000,
	OUT nodes int,
	OUT arcs bigint,
	OUT states bigint,
	OUT draws bigint,
	OUT mouse_wins bigint,
	OUT cat_wins bigint,
	OUT max_remoteness int,
	OUT outcome int,
	OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_grid_summary_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_summary(text, int, int, int) IS
'One row of figures about a grid puzzle under the turn limit (NULL: none): floor cells, the mouse''s moves, positions by outcome, the longest game decided on the board, the start''s outcome and remoteness. grid: text, LeetCode''s JSON (["M.C...F"]) or a text[] literal.';

CREATE FUNCTION cat_mouse_grid_summary(
	grid jsonb,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000,
	OUT nodes int,
	OUT arcs bigint,
	OUT states bigint,
	OUT draws bigint,
	OUT mouse_wins bigint,
	OUT cat_wins bigint,
	OUT max_remoteness int,
	OUT outcome int,
	OUT remoteness int)
AS 'MODULE_PATHNAME', 'catmouse_grid_summary_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 500 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_summary(jsonb, int, int, int) IS
'One row of figures about a grid puzzle under the turn limit (NULL: none): floor cells, the mouse''s moves, positions by outcome, the longest game decided on the board, the start''s outcome and remoteness. grid: a JSON array of equal-length strings, as LeetCode writes it.';

CREATE FUNCTION cat_mouse_grid_moves(
	grid text[],
	cat_jump int,
	mouse_jump int,
	mouse_row int DEFAULT NULL,
	mouse_col int DEFAULT NULL,
	cat_row int DEFAULT NULL,
	cat_col int DEFAULT NULL,
	turn text DEFAULT 'mouse',
	max_turns int DEFAULT 1000)
RETURNS TABLE (to_row int, to_col int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_grid_moves'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 8 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_moves(text[], int, int, int, int, int, int, text, int) IS
'Every legal move of the player to move in a grid position (NULL cells: the grid''s own M and C), best first: the cell moved to, the outcome and remoteness of the position after it under the turn limit, and whether it is the best move. grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_moves(
	grid text,
	cat_jump int,
	mouse_jump int,
	mouse_row int DEFAULT NULL,
	mouse_col int DEFAULT NULL,
	cat_row int DEFAULT NULL,
	cat_col int DEFAULT NULL,
	turn text DEFAULT 'mouse',
	max_turns int DEFAULT 1000)
RETURNS TABLE (to_row int, to_col int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_grid_moves_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 8 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_moves(text, int, int, int, int, int, int, text, int) IS
'Every legal move of the player to move in a grid position (NULL cells: the grid''s own M and C), best first: the cell moved to, the outcome and remoteness of the position after it under the turn limit, and whether it is the best move. grid: text, LeetCode''s JSON (["M.C...F"]) or a text[] literal.';

CREATE FUNCTION cat_mouse_grid_moves(
	grid jsonb,
	cat_jump int,
	mouse_jump int,
	mouse_row int DEFAULT NULL,
	mouse_col int DEFAULT NULL,
	cat_row int DEFAULT NULL,
	cat_col int DEFAULT NULL,
	turn text DEFAULT 'mouse',
	max_turns int DEFAULT 1000)
RETURNS TABLE (to_row int, to_col int, outcome int, remoteness int, best boolean)
AS 'MODULE_PATHNAME', 'catmouse_grid_moves_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 5000 ROWS 8 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_moves(jsonb, int, int, int, int, int, int, text, int) IS
'Every legal move of the player to move in a grid position (NULL cells: the grid''s own M and C), best first: the cell moved to, the outcome and remoteness of the position after it under the turn limit, and whether it is the best move. grid: a JSON array of equal-length strings, as LeetCode writes it.';

CREATE FUNCTION cat_mouse_grid_boards(
	grid text[],
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS TABLE (ply int, mover text, board text)
AS 'MODULE_PATHNAME', 'catmouse_grid_boards'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_boards(text[], int, int, int) IS
'The optimal game on a grid (as cat_mouse_grid_play), a row per ply with the board after it: M the mouse, C the cat, X both on one cell, F the food when nobody stands on it. grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_boards(
	grid text,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS TABLE (ply int, mover text, board text)
AS 'MODULE_PATHNAME', 'catmouse_grid_boards_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_boards(text, int, int, int) IS
'The optimal game on a grid (as cat_mouse_grid_play), a row per ply with the board after it: M the mouse, C the cat, X both on one cell, F the food when nobody stands on it. grid: text, LeetCode''s JSON (["M.C...F"]) or a text[] literal.';

CREATE FUNCTION cat_mouse_grid_boards(
	grid jsonb,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS TABLE (ply int, mover text, board text)
AS 'MODULE_PATHNAME', 'catmouse_grid_boards_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 ROWS 20 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_boards(jsonb, int, int, int) IS
'The optimal game on a grid (as cat_mouse_grid_play), a row per ply with the board after it: M the mouse, C the cat, X both on one cell, F the food when nobody stands on it. grid: a JSON array of equal-length strings, as LeetCode writes it.';

CREATE FUNCTION cat_mouse_grid_svg(
	grid text[],
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_grid_svg'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_svg(text[], int, int, int) IS
'An SVG picture of a grid: walls, food, starts, the verdict under the turn limit, and the optimal game as a line per player with numbered plies. grid: a text[] of equal-length rows.';

CREATE FUNCTION cat_mouse_grid_svg(
	grid text,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_grid_svg_text'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_svg(text, int, int, int) IS
'An SVG picture of a grid: walls, food, starts, the verdict under the turn limit, and the optimal game as a line per player with numbered plies. grid: text, LeetCode''s JSON (["M.C...F"]) or a text[] literal.';

CREATE FUNCTION cat_mouse_grid_svg(
	grid jsonb,
	cat_jump int,
	mouse_jump int,
	max_turns int DEFAULT 1000)
RETURNS text
AS 'MODULE_PATHNAME', 'catmouse_grid_svg_jsonb'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_grid_svg(jsonb, int, int, int) IS
'An SVG picture of a grid: walls, food, starts, the verdict under the turn limit, and the optimal game as a line per player with numbered plies. grid: a JSON array of equal-length strings, as LeetCode writes it.';

--
-- Graphs generated in the database: nauty's geng compiled in (src/core/
-- generate.c), the graphs nauty-geng writes with the same options, in its
-- order; res and mod split them into parts, for chunks of a census; the
-- censuses of the hole game and of cops and robbers over them
--

CREATE FUNCTION cat_mouse_geng_stream(
	nodes int,
	connected boolean DEFAULT true,
	biconnected boolean DEFAULT false,
	triangle_free boolean DEFAULT false,
	square_free boolean DEFAULT false,
	bipartite boolean DEFAULT false,
	min_edges int DEFAULT NULL,
	max_edges int DEFAULT NULL,
	min_degree int DEFAULT NULL,
	max_degree int DEFAULT NULL,
	res int DEFAULT 0,
	mod int DEFAULT 1,
	canonical boolean DEFAULT false)
RETURNS SETOF graph6
AS 'MODULE_PATHNAME', 'catmouse_geng_stream'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 10 ROWS 1000 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_geng_stream(int, boolean, boolean, boolean, boolean, boolean, int, int, int, int, int, int, boolean) IS
'What cat_mouse_geng calls in its select list: geng''s graphs one row at a time. Call cat_mouse_geng instead: in FROM, this one runs to its end first.';

CREATE FUNCTION cat_mouse_geng(
	nodes int,
	connected boolean DEFAULT true,
	biconnected boolean DEFAULT false,
	triangle_free boolean DEFAULT false,
	square_free boolean DEFAULT false,
	bipartite boolean DEFAULT false,
	min_edges int DEFAULT NULL,
	max_edges int DEFAULT NULL,
	min_degree int DEFAULT NULL,
	max_degree int DEFAULT NULL,
	res int DEFAULT 0,
	mod int DEFAULT 1,
	canonical boolean DEFAULT false)
RETURNS SETOF graph6
LANGUAGE sql IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT ROWS 1000
BEGIN ATOMIC
	-- in the select list, so that the rows stream: PostgreSQL inlines this
	-- function into the query that calls it in FROM, where the executor asks
	-- cat_mouse_geng_stream for one row at a time (a C function in FROM would
	-- be run to its end into a tuplestore first)
	SELECT cat_mouse_geng_stream(nodes, connected, biconnected, triangle_free, square_free,
								 bipartite, min_edges, max_edges, min_degree, max_degree,
								 res, mod, canonical);
END;
COMMENT ON FUNCTION cat_mouse_geng(int, boolean, boolean, boolean, boolean, boolean, int, int, int, int, int, int, boolean) IS
'Every graph on nodes nodes up to isomorphism, as nauty''s geng generates them (compiled in): the codes nauty-geng writes with the same options, in its order, as geng makes them (LIMIT, EXISTS or a closed cursor stop it); connected ones by default, as every census of catmouse counts (connected => false: all graphs, nauty-geng without -c). connected (-c), biconnected (-C), triangle_free (-t), square_free (-f), bipartite (-b), edge and degree bounds (NULL: none), the part res of mod parts (res/mod), canonical labelling (-l).';

CREATE FUNCTION cat_mouse_cop_census(
	nodes int,
	res int DEFAULT 0,
	mod int DEFAULT 1,
	max_cats int DEFAULT 3,
	connected boolean DEFAULT true)
RETURNS TABLE (cop_number int, graphs bigint, capture_time int, example graph6)
AS 'MODULE_PATHNAME', 'catmouse_cop_census'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000000 ROWS 3 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_cop_census(int, int, int, int, boolean) IS
'Cops and robbers on every graph geng makes of nodes nodes (connected ones by default), part res of mod, nothing stored: a row per cop number up to max_cats (NULL: more cats needed) with the number of graphs, the longest capture time of one or two cats (cat turns) and the least graph6 code reaching it (of three cats and more: the least code).';

CREATE FUNCTION cat_mouse_census(
	nodes int,
	cat_can_enter_hole boolean DEFAULT false,
	res int DEFAULT 0,
	mod int DEFAULT 1,
	connected boolean DEFAULT true)
RETURNS TABLE (graphs bigint, pairs bigint, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, example graph6, longest_hole int, longest_mouse_start int, longest_cat_start int)
AS 'MODULE_PATHNAME', 'catmouse_census_geng'
LANGUAGE C IMMUTABLE PARALLEL SAFE CALLED ON NULL INPUT COST 1000000 ROWS 1 SUPPORT cat_mouse_support;
COMMENT ON FUNCTION cat_mouse_census(int, boolean, int, int, boolean) IS
'The hole game on every graph geng makes of nodes nodes (1 to 16; connected ones by default), every node as the hole, part res of mod, nothing stored: one row, the per-graph cat_mouse_census rows summed (graphs, (graph, hole) pairs, positions and starts by outcome, the starts decided in 2n plies or more), with the longest forced game from a start, the least graph6 code reaching it and there the least hole, mouse start and cat start.';

CREATE FUNCTION cat_mouse_census_check(
	nodes int,
	chunks int,
	connected boolean)
RETURNS void
AS 'MODULE_PATHNAME', 'catmouse_census_check'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT;
COMMENT ON FUNCTION cat_mouse_census_check(int, int, boolean) IS
'Refuses, as cat_mouse_census(nodes, ...) would, a census of the hole game that cannot run (nodes, chunks as geng''s mod, geng''s memory under catmouse.max_memory), without generating a graph: what cat_mouse_census_run checks before it makes anything.';

CREATE FUNCTION cat_mouse_cop_census_check(
	nodes int,
	chunks int,
	max_cats int,
	connected boolean)
RETURNS void
AS 'MODULE_PATHNAME', 'catmouse_cop_census_check'
LANGUAGE C STABLE PARALLEL SAFE CALLED ON NULL INPUT;
COMMENT ON FUNCTION cat_mouse_cop_census_check(int, int, int, boolean) IS
'Refuses, as cat_mouse_cop_census would, a census of cops and robbers that cannot run (nodes, chunks as geng''s mod, max_cats, geng''s memory under catmouse.max_memory), without generating a graph: what cat_mouse_census_run checks before it makes anything.';

--
-- Census runs: a census of every graph of a size, of the hole game or of
-- cops and robbers, as a job.  A run is a row of cat_mouse_census_runs and
-- two tables of its own, name (the results) and name_chunks (a row per
-- chunk: res of chunks parts of geng's graphs), and on Citus a third,
-- name_work (the chunks' numbers, a distributed table that the rounds'
-- statement scans on the workers); any number of sessions may call the
-- same run at once: each claims chunks no other session holds (FOR UPDATE
-- SKIP LOCKED), solves them in one parallel query (a Parallel Append of a
-- census call per chunk) and commits their results with their finished
-- marks, so that a chunk is counted once, whatever stops a session.
--
-- Every statement below names catmouse's objects through the schema the
-- extension was created in, and finds PostgreSQL's in pg_catalog alone: a
-- routine has SET search_path = pg_catalog, pg_temp, or, where it reads a
-- run's name as the caller's CREATE TABLE would (the schema of an
-- unqualified name is the caller's), reads the name first, then sets the
-- search_path for its transaction (the procedure, which commits, for each
-- of its transactions) and gives the caller's back when it returns.
--

-- The registry: one row per run.  Readable by every role, as the catalogs
-- are (pg_dump of a database dumps it); a row is changed only by a member
-- of the role that made it (cat_mouse_census_runs_guard).
CREATE TABLE cat_mouse_census_runs (
	schema name NOT NULL,
	name name NOT NULL,
	owner name NOT NULL DEFAULT current_user,
	game text NOT NULL CHECK (game IN ('hole', 'cops')),
	nodes int NOT NULL,
	chunks int NOT NULL CHECK (chunks BETWEEN 1 AND 100000),
	max_cats int,
	cat_can_enter_hole boolean,
	connected boolean NOT NULL,
	shards text[],
	distributed boolean NOT NULL DEFAULT false,
	created timestamptz NOT NULL DEFAULT now(),
	last_error text,
	failed_at timestamptz,
	PRIMARY KEY (schema, name),
	-- each game's own argument, and not the other's
	CHECK ((game = 'cops') = (max_cats IS NOT NULL)),
	CHECK ((game = 'hole') = (cat_can_enter_hole IS NOT NULL))
);
COMMENT ON TABLE cat_mouse_census_runs IS
'The census runs of this database, a row each: where its tables are (schema, name), who made it, what it computes (game: hole or cops, nodes, chunks, max_cats of cops and robbers, cat_can_enter_hole of the hole game, connected), where its latest call solved it (shards, or distributed over Citus''s workers), when it was made, and the last error a round of it met. cat_mouse_census_progress shows how far each is.';
SELECT pg_catalog.pg_extension_config_dump('cat_mouse_census_runs', '');
GRANT SELECT, INSERT, UPDATE, DELETE ON cat_mouse_census_runs TO PUBLIC;

CREATE FUNCTION cat_mouse_census_runs_guard()
RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $body$
DECLARE
	who name;
BEGIN
	FOREACH who IN ARRAY CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.owner]
		WHEN 'UPDATE' THEN ARRAY[OLD.owner, NEW.owner] ELSE ARRAY[OLD.owner] END
	LOOP
		IF who IS DISTINCT FROM current_user
		   AND NOT coalesce((SELECT r.rolsuper FROM pg_roles r WHERE r.rolname = current_user), false)
		   AND NOT (EXISTS (SELECT FROM pg_roles r WHERE r.rolname = who) AND pg_has_role(who, 'MEMBER')) THEN
			RAISE EXCEPTION 'census run %.% belongs to role %',
				quote_ident(coalesce(OLD.schema, NEW.schema)), quote_ident(coalesce(OLD.name, NEW.name)), who
				USING ERRCODE = 'insufficient_privilege',
					  HINT = 'Only a member of the role that made a run may change it.';
		END IF;
	END LOOP;
	IF TG_OP = 'INSERT' AND NOT has_schema_privilege(NEW.schema, 'CREATE') THEN
		RAISE EXCEPTION 'permission denied for schema %', quote_ident(NEW.schema)
			USING ERRCODE = 'insufficient_privilege',
				  DETAIL = 'A census run makes its tables in its schema.';
	END IF;
	RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END
$body$;
COMMENT ON FUNCTION cat_mouse_census_runs_guard() IS
'Trigger of cat_mouse_census_runs: a run''s row is made, changed or removed only by a member of the role that owns it, in a schema where that role may create tables.';

CREATE TRIGGER guard BEFORE INSERT OR UPDATE OR DELETE ON cat_mouse_census_runs
	FOR EACH ROW EXECUTE FUNCTION cat_mouse_census_runs_guard();

CREATE FUNCTION cat_mouse_census_ident(
	name text)
RETURNS name[]
LANGUAGE plpgsql STABLE
AS $body$
DECLARE
	parts text[];
BEGIN
	IF name IS NULL OR pg_catalog.btrim(name) OPERATOR(pg_catalog.=) '' THEN
		RAISE EXCEPTION 'a census run needs a name' USING ERRCODE = 'invalid_parameter_value',
			HINT = 'A run''s name is a table name, schema-qualified or not: c9, research.c9, "Census 9".';
	END IF;
	BEGIN
		parts := pg_catalog.parse_ident(name);
	EXCEPTION WHEN invalid_parameter_value THEN
		RAISE EXCEPTION 'census run name % is not a table name', pg_catalog.quote_literal(name)
			USING ERRCODE = 'invalid_parameter_value',
				  HINT = 'A run''s name is a table name, schema-qualified or not: c9, research.c9, "Census 9".';
	END;
	IF pg_catalog.cardinality(parts) OPERATOR(pg_catalog.>) 2 THEN
		RAISE EXCEPTION 'census run name % has more parts than a schema and a name', pg_catalog.quote_literal(name)
			USING ERRCODE = 'invalid_parameter_value';
	END IF;
	IF pg_catalog.cardinality(parts) OPERATOR(pg_catalog.=) 1 THEN
		parts := ARRAY[pg_catalog.current_schema(), parts[1]];
		IF parts[1] IS NULL THEN
			RAISE EXCEPTION 'no schema has been selected to create census run % in', pg_catalog.quote_ident(parts[2])
				USING ERRCODE = 'invalid_schema_name',
					  HINT = 'Name its schema (schema.name), or set search_path.';
		END IF;
	END IF;
	IF parts[1] OPERATOR(pg_catalog.=) 'pg_temp' OR parts[1] OPERATOR(pg_catalog.~) '^pg_(toast_)?temp_' THEN
		RAISE EXCEPTION 'census run % cannot be in a temporary schema', pg_catalog.quote_literal(name)
			USING ERRCODE = 'invalid_parameter_value',
				  DETAIL = 'A run outlives the session that starts it: other sessions share it, and a stopped run is resumed later.';
	END IF;
	IF NOT EXISTS (SELECT FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) parts[1]) THEN
		RAISE EXCEPTION 'schema % does not exist', pg_catalog.quote_ident(parts[1])
			USING ERRCODE = 'invalid_schema_name';
	END IF;
	IF pg_catalog.octet_length(parts[2]) OPERATOR(pg_catalog.>) 56 THEN
		RAISE EXCEPTION 'census run name % is too long', pg_catalog.quote_ident(parts[2])
			USING ERRCODE = 'invalid_parameter_value',
				  DETAIL = pg_catalog.format('It has %s bytes; its table of chunks, %s, would pass PostgreSQL''s 63.',
					  pg_catalog.octet_length(parts[2]), pg_catalog.quote_ident(parts[2] OPERATOR(pg_catalog.||) '_chunks')),
				  HINT = 'A run''s name has at most 56 bytes.';
	END IF;
	RETURN parts;
END
$body$;
COMMENT ON FUNCTION cat_mouse_census_ident(text) IS
'A census run''s name read as PostgreSQL reads a table name: {schema, name} (the schema CREATE TABLE would use when none is given); refuses an empty name, a temporary schema, a schema that does not exist and a name too long for the run''s table of chunks (56 bytes).';

CREATE FUNCTION cat_mouse_cop_census_chunks(
	nodes int,
	chunks int,
	max_cats int DEFAULT 3,
	connected boolean DEFAULT true)
RETURNS TABLE (res int, cop_number int, graphs bigint, capture_time int, example graph6, census text)
LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
	WITH d (census) AS (
		SELECT format('cops and robbers on %s nodes (%s, up to %s cats) in %s chunks, catmouse %s',
					  nodes, CASE WHEN connected THEN 'connected graphs' ELSE 'all graphs' END, max_cats, chunks,
					  (SELECT e.extversion FROM pg_extension e WHERE e.extname = 'catmouse')))
	SELECT NULL::int, NULL::int, NULL::bigint, NULL::int, NULL::graph6, d.census FROM d
	UNION ALL
	SELECT r.res, x.cop_number, x.graphs, x.capture_time, x.example, d.census
	  FROM d, generate_series(0, chunks - 1) r (res),
		   cat_mouse_cop_census(nodes, r.res, chunks, max_cats, connected) x;
END;
COMMENT ON FUNCTION cat_mouse_cop_census_chunks(int, int, int, boolean) IS
'Every chunk of a census of cops and robbers, for a shard''s view: a row per chunk (res) and cop number as cat_mouse_cop_census gives them, with census, what the census is; the row whose res is NULL holds census alone and solves nothing.';

CREATE FUNCTION cat_mouse_census_chunks(
	nodes int,
	chunks int,
	cat_can_enter_hole boolean DEFAULT false,
	connected boolean DEFAULT true)
RETURNS TABLE (res int, graphs bigint, pairs bigint, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, example graph6, longest_hole int, longest_mouse_start int, longest_cat_start int, census text)
LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
	WITH d (census) AS (
		SELECT format('the hole game on %s nodes (%s, %s) in %s chunks, catmouse %s',
					  nodes, CASE WHEN connected THEN 'connected graphs' ELSE 'all graphs' END,
					  CASE WHEN cat_can_enter_hole THEN 'the cat may enter the hole' ELSE 'the cat kept out of the hole' END,
					  chunks, (SELECT e.extversion FROM pg_extension e WHERE e.extname = 'catmouse')))
	SELECT NULL::int, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint,
		   NULL::int, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::int,
		   NULL::graph6, NULL::int, NULL::int, NULL::int, d.census FROM d
	UNION ALL
	SELECT r.res, x.graphs, x.pairs, x.states, x.draws, x.mouse_wins, x.cat_wins, x.max_remoteness,
		   x.starts, x.start_draws, x.start_mouse_wins, x.start_cat_wins, x.wrong_2n,
		   x.longest_remoteness, x.example, x.longest_hole, x.longest_mouse_start, x.longest_cat_start,
		   d.census
	  FROM d, generate_series(0, chunks - 1) r (res),
		   cat_mouse_census(nodes, cat_can_enter_hole, r.res, chunks, connected) x;
END;
COMMENT ON FUNCTION cat_mouse_census_chunks(int, int, boolean, boolean) IS
'Every chunk of a census of the hole game, for a shard''s view: a row per chunk (res) as cat_mouse_census(nodes, cat_can_enter_hole, res, chunks, connected) gives it, with census, what the census is; the row whose res is NULL holds census alone and solves nothing.';

CREATE FUNCTION cat_mouse_census_status(
	run text DEFAULT NULL)
RETURNS TABLE (schema name, name name, owner name, game text, nodes int, chunks int, max_cats int, cat_can_enter_hole boolean, connected boolean, shards text[], distributed boolean, created timestamptz, state text, chunks_done int, chunks_left int, graphs numeric, seconds float8, graphs_per_second float8, seconds_left float8, sessions int, last_error text, failed_at timestamptz)
LANGUAGE plpgsql STABLE
AS $body$
#variable_conflict use_column
DECLARE
	-- the name under the caller's search_path, then pg_catalog's
	ident name[] := CASE WHEN run IS NOT NULL THEN @extschema@.cat_mouse_census_ident(run) END;
	caller_path text := pg_catalog.current_setting('search_path');
	x @extschema@.cat_mouse_census_runs;
	chunk_table regclass;
	results regclass;
	last_done timestamptz;
BEGIN
	PERFORM pg_catalog.set_config('search_path', 'pg_catalog, pg_temp', true);
	FOR x IN SELECT * FROM @extschema@.cat_mouse_census_runs r
			 WHERE ident IS NULL OR (r.schema, r.name) = (ident[1], ident[2])
			 ORDER BY r.schema, r.name
	LOOP
		-- a run whose tables the caller may not read is another role's
		IF NOT EXISTS (SELECT FROM pg_namespace n WHERE n.nspname = x.schema)
		   OR has_schema_privilege(x.schema, 'USAGE') THEN
			chunk_table := to_regclass(format('%I.%I', x.schema, x.name || '_chunks'));
			results := to_regclass(format('%I.%I', x.schema, x.name));
		ELSE
			CONTINUE;
		END IF;
		IF chunk_table IS NOT NULL AND NOT has_table_privilege(chunk_table, 'SELECT') THEN
			CONTINUE;
		END IF;
		IF chunk_table IS NULL AND NOT (x.owner = current_user OR
			(EXISTS (SELECT FROM pg_roles r WHERE r.rolname = x.owner) AND pg_has_role(x.owner, 'MEMBER'))) THEN
			CONTINUE;
		END IF;
		schema := x.schema; name := x.name; owner := x.owner; game := x.game;
		nodes := x.nodes; chunks := x.chunks; max_cats := x.max_cats; cat_can_enter_hole := x.cat_can_enter_hole;
		connected := x.connected;
		shards := x.shards; distributed := x.distributed; created := x.created; last_error := x.last_error;
		failed_at := x.failed_at;
		chunks_done := NULL; chunks_left := NULL; graphs := NULL; seconds := NULL;
		graphs_per_second := NULL; seconds_left := NULL; sessions := 0;
		IF chunk_table IS NULL OR results IS NULL THEN
			state := 'tables missing';
			RETURN NEXT;
			CONTINUE;
		END IF;
		-- the time worked: the union of the rounds' intervals, so that
		-- sessions working at once count once and pauses not at all
		EXECUTE format($q$
			SELECT count(*) FILTER (WHERE c.finished IS NOT NULL)::int,
				   count(*) FILTER (WHERE c.finished IS NULL)::int,
				   coalesce(sum(c.graphs), 0), max(c.finished),
				   (SELECT coalesce(sum(extract(epoch FROM upper(w) - lower(w))), 0)::float8
					  FROM unnest(range_agg(tstzrange(c.started, c.finished)) FILTER (WHERE c.finished IS NOT NULL)) w)
			FROM %s c$q$, chunk_table)
			INTO chunks_done, chunks_left, graphs, last_done, seconds;
		sessions := (SELECT count(DISTINCT l.pid) FROM pg_locks l
					 WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
					   AND l.classid = 1129136979 AND l.objid = chunk_table::oid
					   AND l.database = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database()));
		IF seconds > 0 THEN
			graphs_per_second := graphs / seconds;
			seconds_left := seconds / chunks_done * chunks_left;
		END IF;
		state := CASE WHEN chunks_left = 0 THEN 'done'
					  WHEN sessions > 0 THEN 'running'
					  WHEN failed_at IS NOT NULL AND (last_done IS NULL OR failed_at > last_done) THEN 'failed'
					  WHEN chunks_done = 0 THEN 'new'
					  ELSE 'stopped' END;
		RETURN NEXT;
	END LOOP;
	PERFORM set_config('search_path', caller_path, true);
END
$body$;
COMMENT ON FUNCTION cat_mouse_census_status(text) IS
'How far each census run (or the run named) is, of those whose tables the caller may read: state (new, running, stopped, failed, done, tables missing), chunks done and left, graphs so far, seconds worked (rounds of sessions working at once counted once), graphs per second, seconds left at that rate, sessions working now, the last error.';

CREATE FUNCTION cat_mouse_census_reset(
	name text)
RETURNS void
LANGUAGE plpgsql
AS $body$
DECLARE
	ident name[] := @extschema@.cat_mouse_census_ident(name);
	caller_path text := pg_catalog.current_setting('search_path');
BEGIN
	PERFORM pg_catalog.set_config('search_path', 'pg_catalog, pg_temp', true);
	UPDATE @extschema@.cat_mouse_census_runs r SET last_error = NULL, failed_at = NULL
	 WHERE r.schema = ident[1] AND r.name = ident[2];
	IF NOT FOUND THEN
		RAISE EXCEPTION 'there is no census run %.%', quote_ident(ident[1]), quote_ident(ident[2])
			USING ERRCODE = 'undefined_object', HINT = 'cat_mouse_census_progress lists the runs.';
	END IF;
	EXECUTE format('TRUNCATE %I.%I', ident[1], ident[2]);
	EXECUTE format('UPDATE %I.%I SET started = NULL, finished = NULL, graphs = NULL, pid = NULL',
				   ident[1], ident[2] || '_chunks');
	PERFORM set_config('search_path', caller_path, true);
END
$body$;
COMMENT ON FUNCTION cat_mouse_census_reset(text) IS
'Start a census run again from nothing: its results deleted, every chunk to do, its last error forgotten; waits for rounds under way to end.';

CREATE FUNCTION cat_mouse_census_drop(
	name text)
RETURNS void
LANGUAGE plpgsql
AS $body$
DECLARE
	ident name[] := @extschema@.cat_mouse_census_ident(name);
	caller_path text := pg_catalog.current_setting('search_path');
	t text;
BEGIN
	PERFORM pg_catalog.set_config('search_path', 'pg_catalog, pg_temp', true);
	DELETE FROM @extschema@.cat_mouse_census_runs r WHERE r.schema = ident[1] AND r.name = ident[2];
	IF NOT FOUND THEN
		RAISE EXCEPTION 'there is no census run %.%', quote_ident(ident[1]), quote_ident(ident[2])
			USING ERRCODE = 'undefined_object', HINT = 'cat_mouse_census_progress lists the runs.';
	END IF;
	FOREACH t IN ARRAY ARRAY[format('%I.%I', ident[1], ident[2]), format('%I.%I', ident[1], ident[2] || '_chunks'),
							 format('%I.%I', ident[1], ident[2] || '_work')]
	LOOP
		IF to_regclass(t) IS NOT NULL THEN
			EXECUTE format('DROP TABLE %s', t);
		END IF;
	END LOOP;
	PERFORM set_config('search_path', caller_path, true);
END
$body$;
COMMENT ON FUNCTION cat_mouse_census_drop(text) IS
'Forget a census run and drop its tables (its results, its chunks and, on Citus, its distributed table of chunks).';

CREATE FUNCTION cat_mouse_citus_workers()
RETURNS TABLE (node text, catmouse text, agrees boolean, problem text)
LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp
AS $body$
DECLARE
	here text := (SELECT e.extversion FROM pg_extension e WHERE e.extname = 'catmouse');
	w record;
BEGIN
	IF NOT EXISTS (SELECT FROM pg_extension e WHERE e.extname = 'citus') THEN
		RAISE EXCEPTION 'Citus is not installed in this database' USING ERRCODE = 'undefined_object',
			HINT = 'On a Citus coordinator: CREATE EXTENSION citus, then catmouse (Citus creates it on its workers).';
	END IF;
	-- (Citus's function, called by name: catmouse does not depend on Citus)
	FOR w IN EXECUTE $q$SELECT format('%s:%s', nodename, nodeport) AS node, success, result
						 FROM run_command_on_workers($c$SELECT coalesce((SELECT extversion FROM pg_catalog.pg_extension WHERE extname = 'catmouse'), 'none')$c$)
						 ORDER BY nodename, nodeport$q$
	LOOP
		node := w.node;
		catmouse := CASE WHEN w.success THEN w.result END;
		agrees := w.success AND w.result = here;
		problem := CASE WHEN NOT w.success THEN format('did not answer: %s', w.result)
						WHEN w.result = 'none' THEN 'catmouse is not installed there'
						WHEN w.result <> here THEN format('it has catmouse %s, this server %s', w.result, here) END;
		RETURN NEXT;
	END LOOP;
END
$body$;
COMMENT ON FUNCTION cat_mouse_citus_workers() IS
'On a Citus coordinator, every active worker (node: host:port) with the catmouse version it has (none where the extension is missing, NULL where the worker did not answer), whether it agrees with this server''s, and what is wrong where it does not. No rows where Citus has no workers; an error where Citus is not installed in this database.';

CREATE PROCEDURE cat_mouse_census_run(
	name text,
	nodes int,
	game text DEFAULT 'hole',
	chunks int DEFAULT 256,
	max_cats int DEFAULT 3,
	cat_can_enter_hole boolean DEFAULT false,
	connected boolean DEFAULT true,
	rounds int DEFAULT NULL,
	shards text[] DEFAULT NULL,
	distributed boolean DEFAULT false)
LANGUAGE plpgsql
AS $body$
DECLARE
	-- first, under the caller's search_path: the run's name
	ident name[] := @extschema@.cat_mouse_census_ident(name);
	shard_rels regclass[] := CASE WHEN shards IS NOT NULL THEN
		ARRAY(SELECT pg_catalog.to_regclass(s.s) FROM pg_catalog.unnest(shards) WITH ORDINALITY s (s, i) ORDER BY s.i) END;
	caller_path text := pg_catalog.current_setting('search_path');
	our_path constant text := 'pg_catalog, pg_temp';
	results text;
	chunk_table text;
	work_table text;
	bad record;
	sums record;
	best record;
	x @extschema@.cat_mouse_census_runs;
	-- what the game takes: its own argument (the other's is NULL), the
	-- census call of a chunk (%s its res) and the columns of its rows
	cats int;
	enter boolean;
	census_call text;
	columns text;
	column_types text;
	want text;
	held text;
	made boolean;
	shard_no int;
	workers int;
	per_round int;
	todo int[];
	round_query text;
	round_rows text;
	round_start timestamptz;
	r int := 0;
	all_rounds boolean := false;
	p record;
	failed boolean;
	e_state text;
	e_msg text;
	e_detail text;
	e_hint text;
BEGIN
	PERFORM pg_catalog.set_config('search_path', our_path, true);
	cats := CASE WHEN game = 'cops' THEN max_cats END;
	enter := CASE WHEN game = 'hole' THEN cat_can_enter_hole END;

	-- 1. every argument, before anything is made
	IF game IS NULL OR game NOT IN ('hole', 'cops') THEN
		RAISE EXCEPTION 'game must be ''hole'' or ''cops''' USING ERRCODE = 'invalid_parameter_value',
			DETAIL = format('game is %s.', coalesce(quote_literal(game), 'NULL')),
			HINT = '''hole'': the hole game on every graph, every node as the hole (cat_mouse_census); ''cops'': cops and robbers (cat_mouse_cop_census).';
	END IF;
	-- the other game's argument, given
	IF game = 'hole' AND max_cats IS DISTINCT FROM 3 THEN
		RAISE EXCEPTION 'max_cats is an argument of cops and robbers, not of the hole game'
			USING ERRCODE = 'invalid_parameter_value',
				  DETAIL = format('game is ''hole'' and max_cats %s.', coalesce(max_cats::text, 'NULL')),
				  HINT = 'Leave max_cats out, or count cops and robbers: game => ''cops''.';
	ELSIF game = 'cops' AND cat_can_enter_hole IS DISTINCT FROM false THEN
		RAISE EXCEPTION 'cat_can_enter_hole is an argument of the hole game, not of cops and robbers'
			USING ERRCODE = 'invalid_parameter_value',
				  DETAIL = format('game is ''cops'' and cat_can_enter_hole %s.', coalesce(cat_can_enter_hole::text, 'NULL')),
				  HINT = 'Leave cat_can_enter_hole out (cops and robbers has no hole), or count the hole game: game => ''hole''.';
	END IF;
	IF nodes IS NULL OR chunks IS NULL OR connected IS NULL OR (game = 'cops' AND cats IS NULL)
	   OR (game = 'hole' AND enter IS NULL) THEN
		RAISE EXCEPTION 'nodes, chunks, connected and % must not be NULL',
			CASE game WHEN 'cops' THEN 'max_cats' ELSE 'cat_can_enter_hole' END
			USING ERRCODE = 'null_value_not_allowed';
	END IF;
	IF chunks < 1 OR chunks > 100000 THEN
		RAISE EXCEPTION 'chunks must be between 1 and 100000' USING ERRCODE = 'invalid_parameter_value',
			DETAIL = format('chunks is %s.', chunks),
			HINT = 'A chunk is a part of geng''s graphs solved at once; a few hundred to a few thousand suit every census.';
	END IF;
	IF rounds < 0 THEN
		RAISE EXCEPTION 'rounds must not be negative' USING ERRCODE = 'invalid_parameter_value',
			DETAIL = format('rounds is %s.', rounds), HINT = 'NULL runs until no chunk is left.';
	END IF;
	IF cardinality(shards) = 0 OR array_position(shards, NULL) IS NOT NULL THEN
		RAISE EXCEPTION 'shards must name at least one shard, and no NULL' USING ERRCODE = 'invalid_parameter_value',
			HINT = 'NULL solves the chunks on this server.';
	END IF;
	IF distributed IS NULL THEN
		RAISE EXCEPTION 'distributed must not be NULL' USING ERRCODE = 'null_value_not_allowed';
	END IF;
	IF distributed AND shards IS NOT NULL THEN
		RAISE EXCEPTION 'a census run is distributed over Citus or routed to shards, not both'
			USING ERRCODE = 'invalid_parameter_value';
	END IF;
	IF game = 'hole' THEN
		PERFORM @extschema@.cat_mouse_census_check(nodes, chunks, connected);
	ELSE
		PERFORM @extschema@.cat_mouse_cop_census_check(nodes, chunks, cats, connected);
	END IF;
	-- on Citus: every worker answers and has this catmouse, before anything
	-- is made (the check errors where Citus is not installed)
	IF distributed THEN
		-- (one call: the first worker that does not agree, or else any)
		SELECT * INTO bad FROM @extschema@.cat_mouse_citus_workers() w ORDER BY w.agrees, w.node LIMIT 1;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'Citus has no worker to run census run % on', name USING ERRCODE = 'object_not_in_prerequisite_state',
				HINT = 'Add workers with citus_add_node, or run the census on this server (distributed => false).';
		ELSIF NOT bad.agrees AND bad.catmouse IS NULL THEN
			RAISE EXCEPTION 'Citus worker % cannot take part in census run %: %', bad.node, name, bad.problem
				USING ERRCODE = 'connection_failure',
					  HINT = 'Start the worker, or remove it from the cluster (citus_remove_node), and call the run again.';
		ELSIF NOT bad.agrees THEN
			RAISE EXCEPTION 'Citus worker % cannot take part in census run %: %', bad.node, name, bad.problem
				USING ERRCODE = 'object_not_in_prerequisite_state',
					  HINT = format('Install catmouse %s''s files on that host, then CREATE or ALTER EXTENSION catmouse there as on this server (SELECT * FROM cat_mouse_citus_workers() lists every worker).',
									(SELECT e.extversion FROM pg_extension e WHERE e.extname = 'catmouse'));
		END IF;
	END IF;
	IF game = 'hole' THEN
		SELECT c.census INTO want FROM @extschema@.cat_mouse_census_chunks(nodes, chunks, enter, connected) c
		 WHERE c.res IS NULL;
		census_call := format('%s(%s, %s, %%s, %s, %s)',
							  '@extschema@.cat_mouse_census(int, boolean, int, int, boolean)'::regprocedure::oid::regproc,
							  nodes, enter::text, chunks, connected::text);
		column_types := 'graphs bigint, pairs bigint, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, '
						'max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, '
						'start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, example %s, '
						'longest_hole int, longest_mouse_start int, longest_cat_start int';
		columns := 'graphs, pairs, states, draws, mouse_wins, cat_wins, max_remoteness, starts, start_draws, '
				   'start_mouse_wins, start_cat_wins, wrong_2n, longest_remoteness, example, longest_hole, '
				   'longest_mouse_start, longest_cat_start';
	ELSE
		SELECT c.census INTO want FROM @extschema@.cat_mouse_cop_census_chunks(nodes, chunks, cats, connected) c
		 WHERE c.res IS NULL;
		census_call := format('%s(%s, %%s, %s, %s, %s)', '@extschema@.cat_mouse_cop_census'::regproc,
							  nodes, chunks, cats, connected::text);
		column_types := 'cop_number int, graphs bigint, capture_time int, example %s';
		columns := 'cop_number, graphs, capture_time, example';
	END IF;
	-- each shard's view must compute this census (with this catmouse)
	FOR shard_no IN 1 .. coalesce(cardinality(shards), 0) LOOP
		IF shard_rels[shard_no] IS NULL THEN
			RAISE EXCEPTION 'shard % does not exist', quote_literal(shards[shard_no]) USING ERRCODE = 'undefined_table',
				HINT = 'A shard is a foreign table of a view of cat_mouse_census_chunks (the hole game) or cat_mouse_cop_census_chunks (cops and robbers) on another server.';
		END IF;
		BEGIN
			EXECUTE format('SELECT census FROM %s WHERE res IS NULL', shard_rels[shard_no]) INTO held;
		EXCEPTION WHEN undefined_column THEN
			held := NULL;
		END;
		IF held IS NULL THEN
			RAISE EXCEPTION 'shard % is not a census view of catmouse', shard_rels[shard_no]
				USING ERRCODE = 'invalid_parameter_value',
					  HINT = format('Make it a foreign table (res int, %s, census text) of a view of %s on its server.',
									format(column_types, 'graph6'),
									CASE game WHEN 'hole' THEN format('cat_mouse_census_chunks(%s, %s, %s, %s)', nodes, chunks, enter::text, connected::text)
											  ELSE format('cat_mouse_cop_census_chunks(%s, %s, %s, %s)', nodes, chunks, cats, connected::text) END);
		END IF;
		IF held <> want THEN
			RAISE EXCEPTION 'shard % computes another census', shard_rels[shard_no]
				USING ERRCODE = 'invalid_parameter_value',
					  DETAIL = format('It computes %s; this run is %s.', held, want);
		END IF;
	END LOOP;

	-- 2. the run: made now, or resumed with the arguments it was made with
	results := format('%I.%I', ident[1], ident[2]);
	chunk_table := format('%I.%I', ident[1], ident[2] || '_chunks');
	work_table := format('%I.%I', ident[1], ident[2] || '_work');
	INSERT INTO @extschema@.cat_mouse_census_runs (schema, name, game, nodes, chunks, max_cats, cat_can_enter_hole,
												   connected, shards, distributed)
	VALUES (ident[1], ident[2], $3, $2, $4, cats, enter, $7, $9, $10)
	ON CONFLICT ON CONSTRAINT cat_mouse_census_runs_pkey DO NOTHING
	RETURNING true INTO made;
	IF made THEN
		IF to_regclass(results) IS NOT NULL OR to_regclass(chunk_table) IS NOT NULL THEN
			RAISE EXCEPTION 'relation % already exists',
				CASE WHEN to_regclass(results) IS NOT NULL THEN results ELSE chunk_table END
				USING ERRCODE = 'duplicate_table',
					  DETAIL = format('A census run makes its own tables, %s and %s, and writes no other.', results, chunk_table),
					  HINT = 'Give the run another name, or drop that table.';
		END IF;
		EXECUTE format('CREATE TABLE %s (res int PRIMARY KEY, started timestamptz, '
					   'finished timestamptz, graphs bigint, pid int)', chunk_table);
		-- the results: a row per chunk (the hole game), or per chunk and cop
		-- number
		EXECUTE format('CREATE TABLE %s (res int NOT NULL, %s, %s)', results,
					   format(column_types, '@extschema@.graph6'::regtype),
					   CASE game WHEN 'hole' THEN 'PRIMARY KEY (res)' ELSE 'UNIQUE NULLS NOT DISTINCT (res, cop_number)' END);
		EXECUTE format('INSERT INTO %s (res) SELECT generate_series(0, $1 - 1)', chunk_table) USING chunks;
	ELSE
		SELECT * INTO x FROM @extschema@.cat_mouse_census_runs c WHERE c.schema = ident[1] AND c.name = ident[2];
		-- (the registry's trigger refuses a run of another role)
		UPDATE @extschema@.cat_mouse_census_runs c SET shards = $9, distributed = $10 WHERE c.schema = ident[1] AND c.name = ident[2];
		IF (x.game, x.nodes, x.chunks, x.max_cats, x.cat_can_enter_hole, x.connected)
		   IS DISTINCT FROM ($3, $2, $4, cats, enter, $7) THEN
			IF x.game = 'hole' THEN
				SELECT c.census INTO held FROM @extschema@.cat_mouse_census_chunks(x.nodes, x.chunks, x.cat_can_enter_hole, x.connected) c
				 WHERE c.res IS NULL;
			ELSE
				SELECT c.census INTO held FROM @extschema@.cat_mouse_cop_census_chunks(x.nodes, x.chunks, x.max_cats, x.connected) c
				 WHERE c.res IS NULL;
			END IF;
			RAISE EXCEPTION 'census run % holds another census', results
				USING ERRCODE = 'invalid_parameter_value',
					  DETAIL = format('It holds %s; this call asks for %s.', held, want),
					  HINT = format('Resume it with its own arguments, give this census another name, or drop the run: SELECT cat_mouse_census_drop(%L).', results);
		END IF;
		IF to_regclass(results) IS NULL OR to_regclass(chunk_table) IS NULL THEN
			RAISE EXCEPTION 'census run % has lost its table %', results,
				CASE WHEN to_regclass(results) IS NULL THEN results ELSE chunk_table END
				USING ERRCODE = 'undefined_table',
					  HINT = format('SELECT cat_mouse_census_drop(%L) forgets the run and drops what is left of it; then start it again.', results);
		END IF;
	END IF;
	-- on Citus, the chunks' numbers distributed by res: the rows the rounds'
	-- statement solves on the workers (the chunks' table, which sessions
	-- claim rows of FOR UPDATE, stays on this server)
	IF distributed AND to_regclass(work_table) IS NULL THEN
		EXECUTE format('CREATE TABLE %s (res int PRIMARY KEY)', work_table);
		EXECUTE 'SELECT create_distributed_table($1, $2)' USING work_table, 'res';
		EXECUTE format('INSERT INTO %s (res) SELECT generate_series(0, $1 - 1)', work_table) USING chunks;
	END IF;
	COMMIT;
	PERFORM pg_catalog.set_config('search_path', our_path, true);

	-- 3. rounds: chunks no other session holds, solved in one parallel
	-- query (8 per process: the workers and the leader, or the shards; on
	-- Citus 2 per shard of name_work, each shard's a task of its worker),
	-- their results and finished marks committed together
	workers := current_setting('max_parallel_workers_per_gather')::int;
	IF distributed THEN
		EXECUTE 'SELECT 2 * count(*) FROM pg_dist_shard WHERE logicalrelid = $1::regclass' INTO per_round USING work_table;
	ELSE
		per_round := 8 * CASE WHEN shards IS NULL THEN workers + 1 ELSE cardinality(shards) END;
	END IF;
	LOOP
		all_rounds := rounds IS NOT NULL AND r >= rounds;
		EXIT WHEN all_rounds;
		EXECUTE format('SELECT array_agg(res ORDER BY res) FROM (SELECT res FROM %s WHERE finished IS NULL '
					   'ORDER BY res LIMIT %s FOR UPDATE SKIP LOCKED) c', chunk_table, per_round) INTO todo;
		EXIT WHEN todo IS NULL;
		-- a session at work, for cat_mouse_census_status (until the commit)
		PERFORM pg_advisory_xact_lock_shared(1129136979, chunk_table::regclass::oid::int);
		r := r + 1;
		round_start := clock_timestamp();
		failed := false;
		BEGIN
			IF distributed THEN
				-- one statement: each worker solves the chunks of its shards,
				-- a task per shard at once; the rows come back to this server
				EXECUTE format('INSERT INTO %s SELECT c.res, x.* FROM %s c CROSS JOIN LATERAL %s x '
							   'WHERE c.res = ANY ($1)', results, work_table, format(census_call, 'c.res'))
					USING todo;
				EXECUTE format('SELECT array_agg(r)::text FROM %s r WHERE r.res = ANY ($1)', results) INTO round_rows USING todo;
			ELSIF shards IS NULL THEN
				SELECT string_agg(format('SELECT %s AS res, x.* FROM %s x', c, format(census_call, c)), ' UNION ALL ')
				  INTO round_query FROM unnest(todo) c;
			ELSE
				-- chunk res to shard res % (number of shards), all at once
				SELECT string_agg(format('SELECT res, %s FROM %s WHERE res = ANY (%L::int[])',
										 columns, shard_rels[k], part), ' UNION ALL ')
				  INTO round_query
				  FROM generate_subscripts(shards, 1) k,
					   LATERAL (SELECT array_agg(t) AS part FROM unnest(todo) t
								WHERE t % cardinality(shards) = k - 1) s
				 WHERE part IS NOT NULL;
			END IF;
			IF NOT distributed THEN
				EXECUTE format('SELECT array_agg(x)::text FROM (%s) x', round_query) INTO round_rows;
				EXECUTE format('INSERT INTO %s SELECT * FROM unnest($1::%s[])', results, results) USING round_rows;
			END IF;
			EXECUTE format('UPDATE %s c SET started = $1, finished = clock_timestamp(), pid = pg_backend_pid(), '
						   'graphs = coalesce((SELECT sum(u.graphs) FROM unnest($3::%s[]) u WHERE u.res = c.res), 0) '
						   'WHERE c.res = ANY ($2)', chunk_table, results)
				USING round_start, todo, round_rows;
		EXCEPTION WHEN OTHERS OR query_canceled THEN
			-- nothing of the round is kept; the error is recorded, then raised
			-- again
			GET STACKED DIAGNOSTICS e_state = RETURNED_SQLSTATE, e_msg = MESSAGE_TEXT,
				e_detail = PG_EXCEPTION_DETAIL, e_hint = PG_EXCEPTION_HINT;
			failed := true;
		END;
		IF failed THEN
			-- a transaction of its own records the error (the round's may
			-- not commit: a shard's lost connection fails the commit)
			ROLLBACK;
			PERFORM pg_catalog.set_config('search_path', our_path, true);
			UPDATE @extschema@.cat_mouse_census_runs c
			   SET last_error = format('%s (SQLSTATE %s)', e_msg, e_state), failed_at = clock_timestamp()
			 WHERE c.schema = ident[1] AND c.name = ident[2];
			COMMIT;
			PERFORM pg_catalog.set_config('search_path', our_path, true);
			IF e_detail <> '' AND e_hint <> '' THEN
				RAISE EXCEPTION USING ERRCODE = e_state, MESSAGE = e_msg, DETAIL = e_detail, HINT = e_hint;
			ELSIF e_detail <> '' THEN
				RAISE EXCEPTION USING ERRCODE = e_state, MESSAGE = e_msg, DETAIL = e_detail;
			ELSIF e_hint <> '' THEN
				RAISE EXCEPTION USING ERRCODE = e_state, MESSAGE = e_msg, HINT = e_hint;
			ELSE
				RAISE EXCEPTION USING ERRCODE = e_state, MESSAGE = e_msg;
			END IF;
		END IF;
		COMMIT;
		PERFORM pg_catalog.set_config('search_path', our_path, true);
		SELECT * INTO p FROM @extschema@.cat_mouse_census_status(results);
		RAISE NOTICE 'census %: % of % chunks done, % graphs in % s (% graphs/s), about % s left',
			results, p.chunks_done, p.chunks, p.graphs, round(p.seconds::numeric, 1),
			round(p.graphs_per_second::numeric), round(p.seconds_left::numeric);
	END LOOP;

	-- 4. how this call ends
	SELECT * INTO p FROM @extschema@.cat_mouse_census_status(results);
	IF p.chunks_left = 0 AND game = 'hole' THEN
		EXECUTE format('SELECT sum(pairs) AS pairs, sum(starts) AS starts, sum(start_mouse_wins) AS mouse_wins, '
					   'sum(wrong_2n) AS wrong_2n FROM %s', results) INTO sums;
		EXECUTE format('SELECT longest_remoteness, example, longest_hole, longest_mouse_start, longest_cat_start FROM %s '
					   'ORDER BY longest_remoteness DESC NULLS LAST, example, longest_hole, longest_mouse_start, '
					   'longest_cat_start LIMIT 1', results) INTO best;
		RAISE NOTICE 'census %: done, % graphs in % chunks: % (graph, hole) pairs; %', results, p.graphs, p.chunks, sums.pairs,
			CASE WHEN sums.starts = 0 THEN 'no start (mouse, cat and hole on three nodes)'
				 ELSE format('%s starts, the mouse wins %s %%, %s take 2n = %s plies or more; the longest forced game: %s',
							 sums.starts, round(100.0 * sums.mouse_wins / sums.starts, 1), sums.wrong_2n, 2 * nodes,
							 CASE WHEN best.longest_remoteness IS NULL THEN 'none, every start a draw'
								  ELSE format('%s %s, %s, hole %s, mouse %s, cat %s', best.longest_remoteness,
											  CASE WHEN best.longest_remoteness = 1 THEN 'ply' ELSE 'plies' END, best.example,
											  best.longest_hole, best.longest_mouse_start, best.longest_cat_start) END) END;
	ELSIF p.chunks_left = 0 THEN
		EXECUTE format($q$SELECT string_agg(format('%%s: %%s graphs', coalesce('cop number ' || cop_number, 'more than %s cats'), g),
												', ' ORDER BY cop_number NULLS LAST)
						  FROM (SELECT cop_number, sum(graphs) g FROM %s GROUP BY 1) t$q$, p.max_cats, results)
			INTO held;
		RAISE NOTICE 'census %: done, % graphs in % chunks: %', results, p.graphs, p.chunks, held;
	ELSIF NOT all_rounds THEN
		RAISE NOTICE 'census %: no chunk left to take; % of % chunks are with other sessions (% at work now)',
			results, p.chunks_left, p.chunks, p.sessions;
	ELSE
		RAISE NOTICE 'census %: stopped after % rounds; % of % chunks left', results, r, p.chunks_left, p.chunks;
	END IF;
	PERFORM set_config('search_path', caller_path, true);
END
$body$;
COMMENT ON PROCEDURE cat_mouse_census_run(text, int, text, int, int, boolean, boolean, int, text[], boolean) IS
'A census as a job, of the hole game (game ''hole'': cat_mouse_census(nodes, cat_can_enter_hole, res, chunks, connected), a row per chunk) or of cops and robbers (game ''cops'': cat_mouse_cop_census(nodes, res, chunks, max_cats, connected), a row per chunk and cop number), over every chunk (res of chunks parts of geng''s graphs) into the table name (and name_chunks), in rounds that each claim chunks no other session holds, solve them in one parallel query and commit. Any number of sessions may call the same run; one that stops loses nothing but its round; called again, a run resumes; a finished run says it is done. rounds: stop after that many rounds (NULL: all). distributed: on a Citus coordinator, each round is one statement that every worker runs on its own chunks (name_work, distributed by res), after a check that every worker has this catmouse. shards (PostgreSQL 15, which Citus does not support): foreign tables of views of cat_mouse_census_chunks or cat_mouse_cop_census_chunks on other servers, chunk res to shard res % (number of shards). cat_mouse_census_progress shows every run.';

CREATE VIEW cat_mouse_census_progress AS SELECT * FROM cat_mouse_census_status();
COMMENT ON VIEW cat_mouse_census_progress IS
'Every census run the caller may read, as cat_mouse_census_status() gives it: state, chunks done and left, graphs so far, rate, time left, sessions working, the last error.';
GRANT SELECT ON cat_mouse_census_progress TO PUBLIC;
