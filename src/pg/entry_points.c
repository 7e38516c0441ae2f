/*-------------------------------------------------------------------------
 *
 * entry_points.c
 *	  The C entry point of every SQL function of catmouse written in C, one
 *	  per function and input kind, each calling its family's implementation
 *	  (family.h) with the positions of its named arguments (a table for
 *	  each set of them, before the first entry point that reads it, named
 *	  after it); and the input kinds' readers.  Made by tools/sqlgen.pl
 *	  from src/sql/functions.tab (make remakes it; it is committed, so that
 *	  every symbol can be found).  Do not edit: change the table.
 *
 *	  A function whose entry point is written by hand in its file (the
 *	  table's "c: direct") is not here.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "family.h"

/* cat_mouse_game(int[][], int, int, int, boolean, int, int[][]) */
static const CatmouseArgPositions args_game = {
	.graph = 1, .mouse_start = 2, .cat_start = 3, .hole = 4,
	.cat_can_enter_hole = 5, .max_turns = 6, .cat_graph = 7
};

PG_FUNCTION_INFO_V1(catmouse_game);
Datum
catmouse_game(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_ARRAY, &args_game, &catmouse_result_outcome);
}

/* cat_mouse_game(jsonb, int, int, int, boolean, int, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_game_jsonb);
Datum
catmouse_game_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSONB, &args_game, &catmouse_result_outcome);
}

/* cat_mouse_game(text, int, int, int, boolean, int, text) */
PG_FUNCTION_INFO_V1(catmouse_game_text);
Datum
catmouse_game_text(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_TEXT, &args_game, &catmouse_result_outcome);
}

/* cat_mouse_game(graph6, int, int, int, boolean, int, graph6) */
PG_FUNCTION_INFO_V1(catmouse_game_graph6);
Datum
catmouse_game_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_GRAPH6, &args_game, &catmouse_result_outcome);
}

/* cat_mouse_game(bigint[][], int, int, int, boolean, int, bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_game_int8);
Datum
catmouse_game_int8(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_INT8_ARRAY, &args_game, &catmouse_result_outcome);
}

/* cat_mouse_game(json, int, int, int, boolean, int, json) */
PG_FUNCTION_INFO_V1(catmouse_game_json);
Datum
catmouse_game_json(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSON, &args_game, &catmouse_result_outcome);
}

/* cat_mouse_game(cat_mouse_puzzle) */
static const CatmouseArgPositions args_game_puzzle = {
	.graph = 1
};

PG_FUNCTION_INFO_V1(catmouse_game_puzzle);
Datum
catmouse_game_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle, &catmouse_result_outcome);
}

/* cat_mouse_game(cat_mouse_puzzle, boolean, int) */
static const CatmouseArgPositions args_game_puzzle_options = {
	.graph = 1, .cat_can_enter_hole = 2, .max_turns = 3
};

PG_FUNCTION_INFO_V1(catmouse_game_puzzle_options);
Datum
catmouse_game_puzzle_options(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle_options, &catmouse_result_outcome);
}

/* cat_mouse_states(int[][], int, int, int, boolean, int[][]) */
static const CatmouseArgPositions args_states = {
	.graph = 1, .mouse_start = 2, .cat_start = 3, .hole = 4,
	.cat_can_enter_hole = 5, .cat_graph = 6
};

PG_FUNCTION_INFO_V1(catmouse_states);
Datum
catmouse_states(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_ARRAY, &args_states, &catmouse_result_states);
}

/* cat_mouse_states(jsonb, int, int, int, boolean, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_states_jsonb);
Datum
catmouse_states_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSONB, &args_states, &catmouse_result_states);
}

/* cat_mouse_states(text, int, int, int, boolean, text) */
PG_FUNCTION_INFO_V1(catmouse_states_text);
Datum
catmouse_states_text(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_TEXT, &args_states, &catmouse_result_states);
}

/* cat_mouse_states(int[][], int, int, int, boolean, int, int[][]) */
PG_FUNCTION_INFO_V1(catmouse_states_max_turns);
Datum
catmouse_states_max_turns(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_ARRAY, &args_game, &catmouse_result_states);
}

/* cat_mouse_states(jsonb, int, int, int, boolean, int, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_states_max_turns_jsonb);
Datum
catmouse_states_max_turns_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSONB, &args_game, &catmouse_result_states);
}

/* cat_mouse_states(text, int, int, int, boolean, int, text) */
PG_FUNCTION_INFO_V1(catmouse_states_max_turns_text);
Datum
catmouse_states_max_turns_text(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_TEXT, &args_game, &catmouse_result_states);
}

/* cat_mouse_states(graph6, int, int, int, boolean, int, graph6) */
PG_FUNCTION_INFO_V1(catmouse_states_max_turns_graph6);
Datum
catmouse_states_max_turns_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_GRAPH6, &args_game, &catmouse_result_states);
}

/* cat_mouse_states(bigint[][], int, int, int, boolean, int, bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_states_max_turns_int8);
Datum
catmouse_states_max_turns_int8(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_INT8_ARRAY, &args_game, &catmouse_result_states);
}

/* cat_mouse_states(json, int, int, int, boolean, int, json) */
PG_FUNCTION_INFO_V1(catmouse_states_max_turns_json);
Datum
catmouse_states_max_turns_json(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSON, &args_game, &catmouse_result_states);
}

/* cat_mouse_states(cat_mouse_puzzle) */
PG_FUNCTION_INFO_V1(catmouse_states_max_turns_puzzle);
Datum
catmouse_states_max_turns_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle, &catmouse_result_states);
}

/* cat_mouse_states(cat_mouse_puzzle, boolean, int) */
PG_FUNCTION_INFO_V1(catmouse_states_max_turns_puzzle_options);
Datum
catmouse_states_max_turns_puzzle_options(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle_options, &catmouse_result_states);
}

/* cat_mouse_play(int[][], int, int, int, boolean, int[][]) */
PG_FUNCTION_INFO_V1(catmouse_play);
Datum
catmouse_play(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_ARRAY, &args_states, &catmouse_result_play);
}

/* cat_mouse_play(jsonb, int, int, int, boolean, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_play_jsonb);
Datum
catmouse_play_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSONB, &args_states, &catmouse_result_play);
}

/* cat_mouse_play(text, int, int, int, boolean, text) */
PG_FUNCTION_INFO_V1(catmouse_play_text);
Datum
catmouse_play_text(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_TEXT, &args_states, &catmouse_result_play);
}

/* cat_mouse_play(int[][], int, int, int, boolean, int, int[][]) */
PG_FUNCTION_INFO_V1(catmouse_play_max_turns);
Datum
catmouse_play_max_turns(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_ARRAY, &args_game, &catmouse_result_play);
}

/* cat_mouse_play(jsonb, int, int, int, boolean, int, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_play_max_turns_jsonb);
Datum
catmouse_play_max_turns_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSONB, &args_game, &catmouse_result_play);
}

/* cat_mouse_play(text, int, int, int, boolean, int, text) */
PG_FUNCTION_INFO_V1(catmouse_play_max_turns_text);
Datum
catmouse_play_max_turns_text(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_TEXT, &args_game, &catmouse_result_play);
}

/* cat_mouse_play(graph6, int, int, int, boolean, int, graph6) */
PG_FUNCTION_INFO_V1(catmouse_play_max_turns_graph6);
Datum
catmouse_play_max_turns_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_GRAPH6, &args_game, &catmouse_result_play);
}

/* cat_mouse_play(bigint[][], int, int, int, boolean, int, bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_play_max_turns_int8);
Datum
catmouse_play_max_turns_int8(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_INT8_ARRAY, &args_game, &catmouse_result_play);
}

/* cat_mouse_play(json, int, int, int, boolean, int, json) */
PG_FUNCTION_INFO_V1(catmouse_play_max_turns_json);
Datum
catmouse_play_max_turns_json(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSON, &args_game, &catmouse_result_play);
}

/* cat_mouse_play(cat_mouse_puzzle) */
PG_FUNCTION_INFO_V1(catmouse_play_max_turns_puzzle);
Datum
catmouse_play_max_turns_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle, &catmouse_result_play);
}

/* cat_mouse_play(cat_mouse_puzzle, boolean, int) */
PG_FUNCTION_INFO_V1(catmouse_play_max_turns_puzzle_options);
Datum
catmouse_play_max_turns_puzzle_options(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle_options, &catmouse_result_play);
}

/* cat_mouse_summary(int[][], int, int, int, boolean, int, int[][]) */
PG_FUNCTION_INFO_V1(catmouse_summary);
Datum
catmouse_summary(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_ARRAY, &args_game, &catmouse_result_summary);
}

/* cat_mouse_summary(jsonb, int, int, int, boolean, int, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_summary_jsonb);
Datum
catmouse_summary_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSONB, &args_game, &catmouse_result_summary);
}

/* cat_mouse_summary(text, int, int, int, boolean, int, text) */
PG_FUNCTION_INFO_V1(catmouse_summary_text);
Datum
catmouse_summary_text(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_TEXT, &args_game, &catmouse_result_summary);
}

/* cat_mouse_summary(graph6, int, int, int, boolean, int, graph6) */
PG_FUNCTION_INFO_V1(catmouse_summary_graph6);
Datum
catmouse_summary_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_GRAPH6, &args_game, &catmouse_result_summary);
}

/* cat_mouse_summary(bigint[][], int, int, int, boolean, int, bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_summary_int8);
Datum
catmouse_summary_int8(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_INT8_ARRAY, &args_game, &catmouse_result_summary);
}

/* cat_mouse_summary(json, int, int, int, boolean, int, json) */
PG_FUNCTION_INFO_V1(catmouse_summary_json);
Datum
catmouse_summary_json(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSON, &args_game, &catmouse_result_summary);
}

/* cat_mouse_summary(cat_mouse_puzzle) */
PG_FUNCTION_INFO_V1(catmouse_summary_puzzle);
Datum
catmouse_summary_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle, &catmouse_result_summary);
}

/* cat_mouse_summary(cat_mouse_puzzle, boolean, int) */
PG_FUNCTION_INFO_V1(catmouse_summary_puzzle_options);
Datum
catmouse_summary_puzzle_options(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle_options, &catmouse_result_summary);
}

/* cat_mouse_census(int[][], boolean, int, int[][]) */
static const CatmouseArgPositions args_census = {
	.graph = 1, .cat_can_enter_hole = 2, .max_turns = 3, .cat_graph = 4
};

PG_FUNCTION_INFO_V1(catmouse_census);
Datum
catmouse_census(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_ARRAY, &args_census, &catmouse_result_census);
}

/* cat_mouse_census(jsonb, boolean, int, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_census_jsonb);
Datum
catmouse_census_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSONB, &args_census, &catmouse_result_census);
}

/* cat_mouse_census(text, boolean, int, text) */
PG_FUNCTION_INFO_V1(catmouse_census_text);
Datum
catmouse_census_text(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_TEXT, &args_census, &catmouse_result_census);
}

/* cat_mouse_census(graph6, boolean, int, graph6) */
PG_FUNCTION_INFO_V1(catmouse_census_graph6);
Datum
catmouse_census_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_GRAPH6, &args_census, &catmouse_result_census);
}

/* cat_mouse_census(bigint[][], boolean, int, bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_census_int8);
Datum
catmouse_census_int8(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_INT8_ARRAY, &args_census, &catmouse_result_census);
}

/* cat_mouse_census(json, boolean, int, json) */
PG_FUNCTION_INFO_V1(catmouse_census_json);
Datum
catmouse_census_json(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSON, &args_census, &catmouse_result_census);
}

/* cat_mouse_moves(int[][], int, int, int, boolean, int, int[][], text) */
static const CatmouseArgPositions args_moves = {
	.graph = 1, .mouse_start = 2, .cat_start = 3, .hole = 4,
	.cat_can_enter_hole = 5, .max_turns = 6, .cat_graph = 7, .turn = 8
};

PG_FUNCTION_INFO_V1(catmouse_moves);
Datum
catmouse_moves(PG_FUNCTION_ARGS)
{
	return catmouse_moves_impl(fcinfo, INPUT_ARRAY, &args_moves);
}

/* cat_mouse_moves(jsonb, int, int, int, boolean, int, jsonb, text) */
PG_FUNCTION_INFO_V1(catmouse_moves_jsonb);
Datum
catmouse_moves_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_moves_impl(fcinfo, INPUT_JSONB, &args_moves);
}

/* cat_mouse_moves(text, int, int, int, boolean, int, text, text) */
PG_FUNCTION_INFO_V1(catmouse_moves_text);
Datum
catmouse_moves_text(PG_FUNCTION_ARGS)
{
	return catmouse_moves_impl(fcinfo, INPUT_TEXT, &args_moves);
}

/* cat_mouse_moves(graph6, int, int, int, boolean, int, graph6, text) */
PG_FUNCTION_INFO_V1(catmouse_moves_graph6);
Datum
catmouse_moves_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_moves_impl(fcinfo, INPUT_GRAPH6, &args_moves);
}

/* cat_mouse_moves(bigint[][], int, int, int, boolean, int, bigint[][], text) */
PG_FUNCTION_INFO_V1(catmouse_moves_int8);
Datum
catmouse_moves_int8(PG_FUNCTION_ARGS)
{
	return catmouse_moves_impl(fcinfo, INPUT_INT8_ARRAY, &args_moves);
}

/* cat_mouse_moves(json, int, int, int, boolean, int, json, text) */
PG_FUNCTION_INFO_V1(catmouse_moves_json);
Datum
catmouse_moves_json(PG_FUNCTION_ARGS)
{
	return catmouse_moves_impl(fcinfo, INPUT_JSON, &args_moves);
}

/* cat_mouse_moves(cat_mouse_puzzle) */
PG_FUNCTION_INFO_V1(catmouse_moves_puzzle);
Datum
catmouse_moves_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_moves_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle);
}

/* cat_mouse_moves(cat_mouse_puzzle, boolean, int, text) */
static const CatmouseArgPositions args_moves_puzzle_options = {
	.graph = 1, .cat_can_enter_hole = 2, .max_turns = 3, .turn = 4
};

PG_FUNCTION_INFO_V1(catmouse_moves_puzzle_options);
Datum
catmouse_moves_puzzle_options(PG_FUNCTION_ARGS)
{
	return catmouse_moves_impl(fcinfo, INPUT_PUZZLE, &args_moves_puzzle_options);
}

/* cat_mouse_dot(int[][], int, int, int, boolean, int, int[][]) */
PG_FUNCTION_INFO_V1(catmouse_dot);
Datum
catmouse_dot(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_ARRAY, &args_game, &catmouse_result_dot);
}

/* cat_mouse_dot(jsonb, int, int, int, boolean, int, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_dot_jsonb);
Datum
catmouse_dot_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSONB, &args_game, &catmouse_result_dot);
}

/* cat_mouse_dot(text, int, int, int, boolean, int, text) */
PG_FUNCTION_INFO_V1(catmouse_dot_text);
Datum
catmouse_dot_text(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_TEXT, &args_game, &catmouse_result_dot);
}

/* cat_mouse_dot(graph6, int, int, int, boolean, int, graph6) */
PG_FUNCTION_INFO_V1(catmouse_dot_graph6);
Datum
catmouse_dot_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_GRAPH6, &args_game, &catmouse_result_dot);
}

/* cat_mouse_dot(bigint[][], int, int, int, boolean, int, bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_dot_int8);
Datum
catmouse_dot_int8(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_INT8_ARRAY, &args_game, &catmouse_result_dot);
}

/* cat_mouse_dot(json, int, int, int, boolean, int, json) */
PG_FUNCTION_INFO_V1(catmouse_dot_json);
Datum
catmouse_dot_json(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSON, &args_game, &catmouse_result_dot);
}

/* cat_mouse_dot(cat_mouse_puzzle) */
PG_FUNCTION_INFO_V1(catmouse_dot_puzzle);
Datum
catmouse_dot_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle, &catmouse_result_dot);
}

/* cat_mouse_dot(cat_mouse_puzzle, boolean, int) */
PG_FUNCTION_INFO_V1(catmouse_dot_puzzle_options);
Datum
catmouse_dot_puzzle_options(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle_options, &catmouse_result_dot);
}

/* cat_mouse_svg(int[][], int, int, int, boolean, int, int[][]) */
PG_FUNCTION_INFO_V1(catmouse_svg);
Datum
catmouse_svg(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_ARRAY, &args_game, &catmouse_result_graph_svg);
}

/* cat_mouse_svg(jsonb, int, int, int, boolean, int, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_svg_jsonb);
Datum
catmouse_svg_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSONB, &args_game, &catmouse_result_graph_svg);
}

/* cat_mouse_svg(text, int, int, int, boolean, int, text) */
PG_FUNCTION_INFO_V1(catmouse_svg_text);
Datum
catmouse_svg_text(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_TEXT, &args_game, &catmouse_result_graph_svg);
}

/* cat_mouse_svg(graph6, int, int, int, boolean, int, graph6) */
PG_FUNCTION_INFO_V1(catmouse_svg_graph6);
Datum
catmouse_svg_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_GRAPH6, &args_game, &catmouse_result_graph_svg);
}

/* cat_mouse_svg(bigint[][], int, int, int, boolean, int, bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_svg_int8);
Datum
catmouse_svg_int8(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_INT8_ARRAY, &args_game, &catmouse_result_graph_svg);
}

/* cat_mouse_svg(json, int, int, int, boolean, int, json) */
PG_FUNCTION_INFO_V1(catmouse_svg_json);
Datum
catmouse_svg_json(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_JSON, &args_game, &catmouse_result_graph_svg);
}

/* cat_mouse_svg(cat_mouse_puzzle) */
PG_FUNCTION_INFO_V1(catmouse_svg_puzzle);
Datum
catmouse_svg_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle, &catmouse_result_graph_svg);
}

/* cat_mouse_svg(cat_mouse_puzzle, boolean, int) */
PG_FUNCTION_INFO_V1(catmouse_svg_puzzle_options);
Datum
catmouse_svg_puzzle_options(PG_FUNCTION_ARGS)
{
	return catmouse_game_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle_options, &catmouse_result_graph_svg);
}

/* cat_mouse_pursuit(int[][], int, boolean) */
static const CatmouseArgPositions args_pursuit = {
	.graph = 1, .cats = 2, .may_stay = 3
};

PG_FUNCTION_INFO_V1(catmouse_pursuit);
Datum
catmouse_pursuit(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_ARRAY, &args_pursuit, &catmouse_result_pursuit);
}

/* cat_mouse_pursuit(jsonb, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_jsonb);
Datum
catmouse_pursuit_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_JSONB, &args_pursuit, &catmouse_result_pursuit);
}

/* cat_mouse_pursuit(text, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_text);
Datum
catmouse_pursuit_text(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_TEXT, &args_pursuit, &catmouse_result_pursuit);
}

/* cat_mouse_pursuit(graph6, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_graph6);
Datum
catmouse_pursuit_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_GRAPH6, &args_pursuit, &catmouse_result_pursuit);
}

/* cat_mouse_pursuit(bigint[][], int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_int8);
Datum
catmouse_pursuit_int8(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_INT8_ARRAY, &args_pursuit, &catmouse_result_pursuit);
}

/* cat_mouse_pursuit(json, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_json);
Datum
catmouse_pursuit_json(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_JSON, &args_pursuit, &catmouse_result_pursuit);
}

/* cat_mouse_cop_number(int[][], int, boolean) */
static const CatmouseArgPositions args_cop_number = {
	.graph = 1, .max_cats = 2, .may_stay = 3
};

PG_FUNCTION_INFO_V1(catmouse_cop_number);
Datum
catmouse_cop_number(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_ARRAY, &args_cop_number, &catmouse_result_cop_number);
}

/* cat_mouse_cop_number(jsonb, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_cop_number_jsonb);
Datum
catmouse_cop_number_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_JSONB, &args_cop_number, &catmouse_result_cop_number);
}

/* cat_mouse_cop_number(text, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_cop_number_text);
Datum
catmouse_cop_number_text(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_TEXT, &args_cop_number, &catmouse_result_cop_number);
}

/* cat_mouse_cop_number(graph6, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_cop_number_graph6);
Datum
catmouse_cop_number_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_GRAPH6, &args_cop_number, &catmouse_result_cop_number);
}

/* cat_mouse_cop_number(bigint[][], int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_cop_number_int8);
Datum
catmouse_cop_number_int8(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_INT8_ARRAY, &args_cop_number, &catmouse_result_cop_number);
}

/* cat_mouse_cop_number(json, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_cop_number_json);
Datum
catmouse_cop_number_json(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_JSON, &args_cop_number, &catmouse_result_cop_number);
}

/* cat_mouse_pursuit_play(int[][], int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_play);
Datum
catmouse_pursuit_play(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_ARRAY, &args_pursuit, &catmouse_result_pursuit_play);
}

/* cat_mouse_pursuit_play(jsonb, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_play_jsonb);
Datum
catmouse_pursuit_play_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_JSONB, &args_pursuit, &catmouse_result_pursuit_play);
}

/* cat_mouse_pursuit_play(text, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_play_text);
Datum
catmouse_pursuit_play_text(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_TEXT, &args_pursuit, &catmouse_result_pursuit_play);
}

/* cat_mouse_pursuit_play(graph6, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_play_graph6);
Datum
catmouse_pursuit_play_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_GRAPH6, &args_pursuit, &catmouse_result_pursuit_play);
}

/* cat_mouse_pursuit_play(bigint[][], int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_play_int8);
Datum
catmouse_pursuit_play_int8(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_INT8_ARRAY, &args_pursuit, &catmouse_result_pursuit_play);
}

/* cat_mouse_pursuit_play(json, int, boolean) */
PG_FUNCTION_INFO_V1(catmouse_pursuit_play_json);
Datum
catmouse_pursuit_play_json(PG_FUNCTION_ARGS)
{
	return catmouse_pursuit_impl(fcinfo, INPUT_JSON, &args_pursuit, &catmouse_result_pursuit_play);
}

/* cat_mouse_adjacency(int[][]) */
PG_FUNCTION_INFO_V1(catmouse_adjacency);
Datum
catmouse_adjacency(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_ARRAY, CATMOUSE_CODE_ARRAY);
}

/* cat_mouse_adjacency(jsonb) */
PG_FUNCTION_INFO_V1(catmouse_adjacency_jsonb);
Datum
catmouse_adjacency_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_JSONB, CATMOUSE_CODE_ARRAY);
}

/* cat_mouse_adjacency(text) */
PG_FUNCTION_INFO_V1(catmouse_adjacency_text);
Datum
catmouse_adjacency_text(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_TEXT, CATMOUSE_CODE_ARRAY);
}

/* cat_mouse_adjacency(graph6) */
PG_FUNCTION_INFO_V1(catmouse_adjacency_graph6);
Datum
catmouse_adjacency_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_GRAPH6, CATMOUSE_CODE_ARRAY);
}

/* cat_mouse_adjacency(bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_adjacency_int8);
Datum
catmouse_adjacency_int8(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_INT8_ARRAY, CATMOUSE_CODE_ARRAY);
}

/* cat_mouse_adjacency(json) */
PG_FUNCTION_INFO_V1(catmouse_adjacency_json);
Datum
catmouse_adjacency_json(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_JSON, CATMOUSE_CODE_ARRAY);
}

/* cat_mouse_to_graph6(int[][]) */
PG_FUNCTION_INFO_V1(catmouse_to_graph6);
Datum
catmouse_to_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_ARRAY, CATMOUSE_CODE_NATURAL);
}

/* cat_mouse_to_graph6(jsonb) */
PG_FUNCTION_INFO_V1(catmouse_to_graph6_jsonb);
Datum
catmouse_to_graph6_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_JSONB, CATMOUSE_CODE_NATURAL);
}

/* cat_mouse_to_graph6(text) */
PG_FUNCTION_INFO_V1(catmouse_to_graph6_text);
Datum
catmouse_to_graph6_text(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_TEXT, CATMOUSE_CODE_NATURAL);
}

/* cat_mouse_to_graph6(graph6) */
PG_FUNCTION_INFO_V1(catmouse_to_graph6_graph6);
Datum
catmouse_to_graph6_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_GRAPH6, CATMOUSE_CODE_NATURAL);
}

/* cat_mouse_to_graph6(bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_to_graph6_int8);
Datum
catmouse_to_graph6_int8(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_INT8_ARRAY, CATMOUSE_CODE_NATURAL);
}

/* cat_mouse_to_graph6(json) */
PG_FUNCTION_INFO_V1(catmouse_to_graph6_json);
Datum
catmouse_to_graph6_json(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_JSON, CATMOUSE_CODE_NATURAL);
}

/* cat_mouse_to_sparse6(int[][]) */
PG_FUNCTION_INFO_V1(catmouse_to_sparse6);
Datum
catmouse_to_sparse6(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_ARRAY, CM_SPARSE6);
}

/* cat_mouse_to_sparse6(jsonb) */
PG_FUNCTION_INFO_V1(catmouse_to_sparse6_jsonb);
Datum
catmouse_to_sparse6_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_JSONB, CM_SPARSE6);
}

/* cat_mouse_to_sparse6(text) */
PG_FUNCTION_INFO_V1(catmouse_to_sparse6_text);
Datum
catmouse_to_sparse6_text(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_TEXT, CM_SPARSE6);
}

/* cat_mouse_to_sparse6(graph6) */
PG_FUNCTION_INFO_V1(catmouse_to_sparse6_graph6);
Datum
catmouse_to_sparse6_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_GRAPH6, CM_SPARSE6);
}

/* cat_mouse_to_sparse6(bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_to_sparse6_int8);
Datum
catmouse_to_sparse6_int8(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_INT8_ARRAY, CM_SPARSE6);
}

/* cat_mouse_to_sparse6(json) */
PG_FUNCTION_INFO_V1(catmouse_to_sparse6_json);
Datum
catmouse_to_sparse6_json(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_JSON, CM_SPARSE6);
}

/* cat_mouse_to_digraph6(int[][]) */
PG_FUNCTION_INFO_V1(catmouse_to_digraph6);
Datum
catmouse_to_digraph6(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_ARRAY, CM_DIGRAPH6);
}

/* cat_mouse_to_digraph6(jsonb) */
PG_FUNCTION_INFO_V1(catmouse_to_digraph6_jsonb);
Datum
catmouse_to_digraph6_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_JSONB, CM_DIGRAPH6);
}

/* cat_mouse_to_digraph6(text) */
PG_FUNCTION_INFO_V1(catmouse_to_digraph6_text);
Datum
catmouse_to_digraph6_text(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_TEXT, CM_DIGRAPH6);
}

/* cat_mouse_to_digraph6(graph6) */
PG_FUNCTION_INFO_V1(catmouse_to_digraph6_graph6);
Datum
catmouse_to_digraph6_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_GRAPH6, CM_DIGRAPH6);
}

/* cat_mouse_to_digraph6(bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_to_digraph6_int8);
Datum
catmouse_to_digraph6_int8(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_INT8_ARRAY, CM_DIGRAPH6);
}

/* cat_mouse_to_digraph6(json) */
PG_FUNCTION_INFO_V1(catmouse_to_digraph6_json);
Datum
catmouse_to_digraph6_json(PG_FUNCTION_ARGS)
{
	return catmouse_convert_impl(fcinfo, INPUT_JSON, CM_DIGRAPH6);
}

/* cat_mouse_canonical(int[][]) */
PG_FUNCTION_INFO_V1(catmouse_canonical);
Datum
catmouse_canonical(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_ARRAY, &args_game_puzzle, &catmouse_result_canonical);
}

/* cat_mouse_canonical(jsonb) */
PG_FUNCTION_INFO_V1(catmouse_canonical_jsonb);
Datum
catmouse_canonical_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_JSONB, &args_game_puzzle, &catmouse_result_canonical);
}

/* cat_mouse_canonical(text) */
PG_FUNCTION_INFO_V1(catmouse_canonical_text);
Datum
catmouse_canonical_text(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_TEXT, &args_game_puzzle, &catmouse_result_canonical);
}

/* cat_mouse_canonical(graph6) */
PG_FUNCTION_INFO_V1(catmouse_canonical_graph6);
Datum
catmouse_canonical_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_GRAPH6, &args_game_puzzle, &catmouse_result_canonical);
}

/* cat_mouse_canonical(bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_canonical_int8);
Datum
catmouse_canonical_int8(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_INT8_ARRAY, &args_game_puzzle, &catmouse_result_canonical);
}

/* cat_mouse_canonical(json) */
PG_FUNCTION_INFO_V1(catmouse_canonical_json);
Datum
catmouse_canonical_json(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_JSON, &args_game_puzzle, &catmouse_result_canonical);
}

/* cat_mouse_canonical_puzzle(int[][], int, int, int, int[][]) */
static const CatmouseArgPositions args_canonical_puzzle = {
	.graph = 1, .mouse_start = 2, .cat_start = 3, .hole = 4, .cat_graph = 5
};

PG_FUNCTION_INFO_V1(catmouse_canonical_puzzle);
Datum
catmouse_canonical_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_ARRAY, &args_canonical_puzzle, &catmouse_result_canonical_puzzle);
}

/* cat_mouse_canonical_puzzle(jsonb, int, int, int, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_canonical_puzzle_jsonb);
Datum
catmouse_canonical_puzzle_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_JSONB, &args_canonical_puzzle, &catmouse_result_canonical_puzzle);
}

/* cat_mouse_canonical_puzzle(text, int, int, int, text) */
PG_FUNCTION_INFO_V1(catmouse_canonical_puzzle_text);
Datum
catmouse_canonical_puzzle_text(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_TEXT, &args_canonical_puzzle, &catmouse_result_canonical_puzzle);
}

/* cat_mouse_canonical_puzzle(graph6, int, int, int, graph6) */
PG_FUNCTION_INFO_V1(catmouse_canonical_puzzle_graph6);
Datum
catmouse_canonical_puzzle_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_GRAPH6, &args_canonical_puzzle, &catmouse_result_canonical_puzzle);
}

/* cat_mouse_canonical_puzzle(bigint[][], int, int, int, bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_canonical_puzzle_int8);
Datum
catmouse_canonical_puzzle_int8(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_INT8_ARRAY, &args_canonical_puzzle, &catmouse_result_canonical_puzzle);
}

/* cat_mouse_canonical_puzzle(json, int, int, int, json) */
PG_FUNCTION_INFO_V1(catmouse_canonical_puzzle_json);
Datum
catmouse_canonical_puzzle_json(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_JSON, &args_canonical_puzzle, &catmouse_result_canonical_puzzle);
}

/* cat_mouse_canonical_puzzle(cat_mouse_puzzle) */
PG_FUNCTION_INFO_V1(catmouse_canonical_puzzle_puzzle);
Datum
catmouse_canonical_puzzle_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle, &catmouse_result_canonical_puzzle);
}

/* cat_mouse_automorphisms(int[][]) */
PG_FUNCTION_INFO_V1(catmouse_automorphisms);
Datum
catmouse_automorphisms(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_ARRAY, &args_game_puzzle, &catmouse_result_automorphisms);
}

/* cat_mouse_automorphisms(jsonb) */
PG_FUNCTION_INFO_V1(catmouse_automorphisms_jsonb);
Datum
catmouse_automorphisms_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_JSONB, &args_game_puzzle, &catmouse_result_automorphisms);
}

/* cat_mouse_automorphisms(text) */
PG_FUNCTION_INFO_V1(catmouse_automorphisms_text);
Datum
catmouse_automorphisms_text(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_TEXT, &args_game_puzzle, &catmouse_result_automorphisms);
}

/* cat_mouse_automorphisms(graph6) */
PG_FUNCTION_INFO_V1(catmouse_automorphisms_graph6);
Datum
catmouse_automorphisms_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_GRAPH6, &args_game_puzzle, &catmouse_result_automorphisms);
}

/* cat_mouse_automorphisms(bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_automorphisms_int8);
Datum
catmouse_automorphisms_int8(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_INT8_ARRAY, &args_game_puzzle, &catmouse_result_automorphisms);
}

/* cat_mouse_automorphisms(json) */
PG_FUNCTION_INFO_V1(catmouse_automorphisms_json);
Datum
catmouse_automorphisms_json(PG_FUNCTION_ARGS)
{
	return catmouse_symmetry_impl(fcinfo, INPUT_JSON, &args_game_puzzle, &catmouse_result_automorphisms);
}

/* cat_mouse_check(int[][], int, int, int, boolean, int, int[][]) */
PG_FUNCTION_INFO_V1(catmouse_check);
Datum
catmouse_check(PG_FUNCTION_ARGS)
{
	return catmouse_check_impl(fcinfo, INPUT_ARRAY, &args_game);
}

/* cat_mouse_check(jsonb, int, int, int, boolean, int, jsonb) */
PG_FUNCTION_INFO_V1(catmouse_check_jsonb);
Datum
catmouse_check_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_check_impl(fcinfo, INPUT_JSONB, &args_game);
}

/* cat_mouse_check(text, int, int, int, boolean, int, text) */
PG_FUNCTION_INFO_V1(catmouse_check_text);
Datum
catmouse_check_text(PG_FUNCTION_ARGS)
{
	return catmouse_check_impl(fcinfo, INPUT_TEXT, &args_game);
}

/* cat_mouse_check(graph6, int, int, int, boolean, int, graph6) */
PG_FUNCTION_INFO_V1(catmouse_check_graph6);
Datum
catmouse_check_graph6(PG_FUNCTION_ARGS)
{
	return catmouse_check_impl(fcinfo, INPUT_GRAPH6, &args_game);
}

/* cat_mouse_check(bigint[][], int, int, int, boolean, int, bigint[][]) */
PG_FUNCTION_INFO_V1(catmouse_check_int8);
Datum
catmouse_check_int8(PG_FUNCTION_ARGS)
{
	return catmouse_check_impl(fcinfo, INPUT_INT8_ARRAY, &args_game);
}

/* cat_mouse_check(json, int, int, int, boolean, int, json) */
PG_FUNCTION_INFO_V1(catmouse_check_json);
Datum
catmouse_check_json(PG_FUNCTION_ARGS)
{
	return catmouse_check_impl(fcinfo, INPUT_JSON, &args_game);
}

/* cat_mouse_check(cat_mouse_puzzle) */
PG_FUNCTION_INFO_V1(catmouse_check_puzzle);
Datum
catmouse_check_puzzle(PG_FUNCTION_ARGS)
{
	return catmouse_check_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle);
}

/* cat_mouse_check(cat_mouse_puzzle, boolean, int) */
PG_FUNCTION_INFO_V1(catmouse_check_puzzle_options);
Datum
catmouse_check_puzzle_options(PG_FUNCTION_ARGS)
{
	return catmouse_check_impl(fcinfo, INPUT_PUZZLE, &args_game_puzzle_options);
}

/* graph6_eq(graph6, graph6) */
PG_FUNCTION_INFO_V1(catmouse_graph6_eq);
Datum
catmouse_graph6_eq(PG_FUNCTION_ARGS)
{
	return catmouse_graph6_compare(fcinfo, CATMOUSE_CMP_EQ);
}

/* graph6_ne(graph6, graph6) */
PG_FUNCTION_INFO_V1(catmouse_graph6_ne);
Datum
catmouse_graph6_ne(PG_FUNCTION_ARGS)
{
	return catmouse_graph6_compare(fcinfo, CATMOUSE_CMP_NE);
}

/* graph6_lt(graph6, graph6) */
PG_FUNCTION_INFO_V1(catmouse_graph6_lt);
Datum
catmouse_graph6_lt(PG_FUNCTION_ARGS)
{
	return catmouse_graph6_compare(fcinfo, CATMOUSE_CMP_LT);
}

/* graph6_le(graph6, graph6) */
PG_FUNCTION_INFO_V1(catmouse_graph6_le);
Datum
catmouse_graph6_le(PG_FUNCTION_ARGS)
{
	return catmouse_graph6_compare(fcinfo, CATMOUSE_CMP_LE);
}

/* graph6_gt(graph6, graph6) */
PG_FUNCTION_INFO_V1(catmouse_graph6_gt);
Datum
catmouse_graph6_gt(PG_FUNCTION_ARGS)
{
	return catmouse_graph6_compare(fcinfo, CATMOUSE_CMP_GT);
}

/* graph6_ge(graph6, graph6) */
PG_FUNCTION_INFO_V1(catmouse_graph6_ge);
Datum
catmouse_graph6_ge(PG_FUNCTION_ARGS)
{
	return catmouse_graph6_compare(fcinfo, CATMOUSE_CMP_GE);
}

/* graph6_smaller(graph6, graph6) */
PG_FUNCTION_INFO_V1(catmouse_graph6_smaller);
Datum
catmouse_graph6_smaller(PG_FUNCTION_ARGS)
{
	return catmouse_graph6_pick(fcinfo, false);
}

/* graph6_larger(graph6, graph6) */
PG_FUNCTION_INFO_V1(catmouse_graph6_larger);
Datum
catmouse_graph6_larger(PG_FUNCTION_ARGS)
{
	return catmouse_graph6_pick(fcinfo, true);
}

/* cat_mouse_grid_game(text[], int, int, int) */
static const CatmouseArgPositions args_grid_game = {
	.max_turns = 4, .grid = 1, .cat_jump = 2, .mouse_jump = 3
};

PG_FUNCTION_INFO_V1(catmouse_grid_game);
Datum
catmouse_grid_game(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_ARRAY, &args_grid_game, &catmouse_result_outcome);
}

/* cat_mouse_grid_game(text, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_game_text);
Datum
catmouse_grid_game_text(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_TEXT, &args_grid_game, &catmouse_result_outcome);
}

/* cat_mouse_grid_game(jsonb, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_game_jsonb);
Datum
catmouse_grid_game_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_JSONB, &args_grid_game, &catmouse_result_outcome);
}

/* cat_mouse_grid_check(text[], int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_check);
Datum
catmouse_grid_check(PG_FUNCTION_ARGS)
{
	return catmouse_grid_check_impl(fcinfo, GRID_ARRAY, &args_grid_game);
}

/* cat_mouse_grid_check(text, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_check_text);
Datum
catmouse_grid_check_text(PG_FUNCTION_ARGS)
{
	return catmouse_grid_check_impl(fcinfo, GRID_TEXT, &args_grid_game);
}

/* cat_mouse_grid_check(jsonb, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_check_jsonb);
Datum
catmouse_grid_check_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_grid_check_impl(fcinfo, GRID_JSONB, &args_grid_game);
}

/* can_mouse_win(text[], int, int) */
static const CatmouseArgPositions args_can_mouse_win = {
	.grid = 1, .cat_jump = 2, .mouse_jump = 3
};

PG_FUNCTION_INFO_V1(catmouse_can_mouse_win);
Datum
catmouse_can_mouse_win(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_ARRAY, &args_can_mouse_win, &catmouse_result_mouse_wins);
}

/* can_mouse_win(text, int, int) */
PG_FUNCTION_INFO_V1(catmouse_can_mouse_win_text);
Datum
catmouse_can_mouse_win_text(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_TEXT, &args_can_mouse_win, &catmouse_result_mouse_wins);
}

/* can_mouse_win(jsonb, int, int) */
PG_FUNCTION_INFO_V1(catmouse_can_mouse_win_jsonb);
Datum
catmouse_can_mouse_win_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_JSONB, &args_can_mouse_win, &catmouse_result_mouse_wins);
}

/* cat_mouse_grid_states(text[], int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_states);
Datum
catmouse_grid_states(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_ARRAY, &args_can_mouse_win, &catmouse_result_states);
}

/* cat_mouse_grid_states(text[], int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_states_max_turns);
Datum
catmouse_grid_states_max_turns(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_ARRAY, &args_grid_game, &catmouse_result_states);
}

/* cat_mouse_grid_states(text, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_states_max_turns_text);
Datum
catmouse_grid_states_max_turns_text(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_TEXT, &args_grid_game, &catmouse_result_states);
}

/* cat_mouse_grid_states(jsonb, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_states_max_turns_jsonb);
Datum
catmouse_grid_states_max_turns_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_JSONB, &args_grid_game, &catmouse_result_states);
}

/* cat_mouse_grid_play(text[], int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_play);
Datum
catmouse_grid_play(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_ARRAY, &args_can_mouse_win, &catmouse_result_play);
}

/* cat_mouse_grid_play(text[], int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_play_max_turns);
Datum
catmouse_grid_play_max_turns(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_ARRAY, &args_grid_game, &catmouse_result_play);
}

/* cat_mouse_grid_play(text, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_play_max_turns_text);
Datum
catmouse_grid_play_max_turns_text(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_TEXT, &args_grid_game, &catmouse_result_play);
}

/* cat_mouse_grid_play(jsonb, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_play_max_turns_jsonb);
Datum
catmouse_grid_play_max_turns_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_JSONB, &args_grid_game, &catmouse_result_play);
}

/* cat_mouse_grid_summary(text[], int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_summary);
Datum
catmouse_grid_summary(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_ARRAY, &args_grid_game, &catmouse_result_summary);
}

/* cat_mouse_grid_summary(text, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_summary_text);
Datum
catmouse_grid_summary_text(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_TEXT, &args_grid_game, &catmouse_result_summary);
}

/* cat_mouse_grid_summary(jsonb, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_summary_jsonb);
Datum
catmouse_grid_summary_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_JSONB, &args_grid_game, &catmouse_result_summary);
}

/* cat_mouse_grid_moves(text[], int, int, int, int, int, int, text, int) */
static const CatmouseArgPositions args_grid_moves = {
	.max_turns = 9, .turn = 8, .grid = 1, .cat_jump = 2, .mouse_jump = 3,
	.mouse_row = 4, .mouse_col = 5, .cat_row = 6, .cat_col = 7
};

PG_FUNCTION_INFO_V1(catmouse_grid_moves);
Datum
catmouse_grid_moves(PG_FUNCTION_ARGS)
{
	return catmouse_grid_moves_impl(fcinfo, GRID_ARRAY, &args_grid_moves);
}

/* cat_mouse_grid_moves(text, int, int, int, int, int, int, text, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_moves_text);
Datum
catmouse_grid_moves_text(PG_FUNCTION_ARGS)
{
	return catmouse_grid_moves_impl(fcinfo, GRID_TEXT, &args_grid_moves);
}

/* cat_mouse_grid_moves(jsonb, int, int, int, int, int, int, text, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_moves_jsonb);
Datum
catmouse_grid_moves_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_grid_moves_impl(fcinfo, GRID_JSONB, &args_grid_moves);
}

/* cat_mouse_grid_boards(text[], int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_boards);
Datum
catmouse_grid_boards(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_ARRAY, &args_grid_game, &catmouse_result_boards);
}

/* cat_mouse_grid_boards(text, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_boards_text);
Datum
catmouse_grid_boards_text(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_TEXT, &args_grid_game, &catmouse_result_boards);
}

/* cat_mouse_grid_boards(jsonb, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_boards_jsonb);
Datum
catmouse_grid_boards_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_JSONB, &args_grid_game, &catmouse_result_boards);
}

/* cat_mouse_grid_svg(text[], int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_svg);
Datum
catmouse_grid_svg(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_ARRAY, &args_grid_game, &catmouse_result_svg);
}

/* cat_mouse_grid_svg(text, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_svg_text);
Datum
catmouse_grid_svg_text(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_TEXT, &args_grid_game, &catmouse_result_svg);
}

/* cat_mouse_grid_svg(jsonb, int, int, int) */
PG_FUNCTION_INFO_V1(catmouse_grid_svg_jsonb);
Datum
catmouse_grid_svg_jsonb(PG_FUNCTION_ARGS)
{
	return catmouse_grid_impl(fcinfo, GRID_JSONB, &args_grid_game, &catmouse_result_svg);
}

/* cat_mouse_cop_census(int, int, int, int, boolean) */
static const CatmouseArgPositions args_cop_census = {
	.max_cats = 4, .nodes = 1, .res = 2, .mod = 3, .connected = 5
};

PG_FUNCTION_INFO_V1(catmouse_cop_census);
Datum
catmouse_cop_census(PG_FUNCTION_ARGS)
{
	return catmouse_census_geng_impl(fcinfo, &args_cop_census, &catmouse_result_cop_census);
}

/* cat_mouse_census(int, boolean, int, int, boolean) */
static const CatmouseArgPositions args_census_geng = {
	.cat_can_enter_hole = 2, .nodes = 1, .res = 3, .mod = 4, .connected = 5
};

PG_FUNCTION_INFO_V1(catmouse_census_geng);
Datum
catmouse_census_geng(PG_FUNCTION_ARGS)
{
	return catmouse_census_geng_impl(fcinfo, &args_census_geng, &catmouse_result_geng_census);
}

/* cat_mouse_census_check(int, int, boolean) */
static const CatmouseArgPositions args_census_check = {
	.nodes = 1, .chunks = 2, .connected = 3
};

PG_FUNCTION_INFO_V1(catmouse_census_check);
Datum
catmouse_census_check(PG_FUNCTION_ARGS)
{
	return catmouse_census_check_impl(fcinfo, &args_census_check);
}

/* cat_mouse_cop_census_check(int, int, int, boolean) */
static const CatmouseArgPositions args_cop_census_check = {
	.max_cats = 3, .nodes = 1, .chunks = 2, .connected = 4
};

PG_FUNCTION_INFO_V1(catmouse_cop_census_check);
Datum
catmouse_cop_census_check(PG_FUNCTION_ARGS)
{
	return catmouse_census_check_impl(fcinfo, &args_cop_census_check);
}

/* The readers of the input kinds (a graph argument's SQL types), by kind. */
const CatmouseReader catmouse_readers[] = {
	[INPUT_ARRAY] = catmouse_read_graph_array,	/* int[][] */
	[INPUT_JSONB] = catmouse_read_graph_jsonb,	/* jsonb */
	[INPUT_TEXT] = catmouse_read_graph_text,	/* text */
	[INPUT_GRAPH6] = catmouse_read_graph_graph6,	/* graph6 */
	[INPUT_INT8_ARRAY] = catmouse_read_graph_int8,	/* bigint[][] */
	[INPUT_JSON] = catmouse_read_graph_json,	/* json */
	[INPUT_PUZZLE] = catmouse_read_graph_puzzle,	/* cat_mouse_puzzle */
};

/* The readers of a grid argument's SQL types, by kind. */
const CatmouseGridReader catmouse_grid_readers[] = {
	[GRID_ARRAY] = catmouse_grid_from_array,	/* text[] */
	[GRID_TEXT] = catmouse_grid_from_text,	/* text */
	[GRID_JSONB] = catmouse_grid_from_jsonb,	/* jsonb */
};
