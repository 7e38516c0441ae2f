-- Statements that once failed catmouse, kept as cases of the SQL fuzzer
-- (test/t/040_sql_fuzz.pl runs each first, twice, as every case): a line
-- "-- case: what it did" opens each.  Scripts of several statements (the
-- streams a later statement drained) are sql/streams.sql's.
-- case: crashed the server (the text kind read as far past the value's end as it had skipped)
SELECT cat_mouse_game((chr(123) || repeat(chr(32), 3000000) || chr(34))::text)
-- case: the same through the cast to graph6
SELECT (chr(123) || repeat(chr(32), 3000000) || chr(34))::text::graph6
-- case: the same through cat_mouse_check
SELECT cat_mouse_check((chr(123) || repeat(chr(32), 3000000) || chr(34))::text)
-- case: the same through cat_mouse_to_graph6
SELECT cat_mouse_to_graph6((chr(123) || repeat(chr(32), 3000000) || chr(34))::text)
-- case: read a few bytes past the end of a short text
SELECT cat_mouse_to_graph6('{ "a'::text)
-- case: cat_mouse_check answered the stack's depth
SELECT cat_mouse_check(repeat('[', 200000) || repeat(']', 200000))
-- case: cat_mouse_check said NULL for a ring its game refused for memory
SELECT cat_mouse_check((SELECT array_agg(ARRAY[(i + 1) % 40000, (i + 39999) % 40000] ORDER BY i) FROM generate_series(0, 39999) i), 0, 20000)
-- case: cat_mouse_states with an untyped NULL sixth argument (ambiguous: cat_graph or max_turns)
SELECT * FROM cat_mouse_states('[[1],[0]]'::jsonb, 1, 0, 0, false, NULL::jsonb)
-- case: read an argument before the first (cat_mouse_moves(puzzle) has no turn): "compressed pglz data is corrupt"
SELECT * FROM cat_mouse_moves(ROW(':~?@u', 0, 0, 1, NULL)::cat_mouse_puzzle)
-- case: the same, a valid puzzle
SELECT * FROM cat_mouse_moves(ROW('A_', 0, 1, 0, NULL)::cat_mouse_puzzle)
-- case: an internal error (XX000) for a canonical puzzle of too many nodes
SELECT cat_mouse_canonical_puzzle(array_fill(NULL::int, ARRAY[46341, 1]))
