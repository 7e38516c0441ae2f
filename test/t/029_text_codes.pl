# Text is read as what it is: a string whose bytes, less surrounding white
# space and line ends, are all "?" to "~" is one of nauty's codes, also
# when it starts with "[" or "{" as JSON and arrays do (a graph6 code of 28
# or 60 nodes, of its exact length); JSON and array literals as before,
# '[[null]]' and '{}' too.  Every code that
# nauty-geng writes for 1 to 9 nodes (connected or not: 288,266 codes, of
# which those holding "{" or "[" are counted), and random graph6 codes of
# 28 nodes (they start with "[") and 60 (with "{") from nauty-genrang:
# read through text, bare and with a trailing line end, a trailing space
# and leading white space, each gives the graph its graph6 value gives
# (cat_mouse_adjacency), and on every code of 9 nodes the game too.
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use Test::More;

needs_tools(map { ("nauty-$_" => 'nauty') } qw(geng genrang));

my $node = catmouse_node('text');
my $db = catmouse_database($node, 'text');
$node->safe_psql($db, q{
CREATE TABLE codes (id serial, code text);
COPY codes (code) FROM PROGRAM 'for n in 1 2 3 4 5 6 7 8 9; do nauty-geng -q $n; done' (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02');
COPY codes (code) FROM PROGRAM 'nauty-genrang -g -q -S5 28 200; nauty-genrang -g -q -S5 60 200' (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02');
ANALYZE codes;
});

my ($total, $brace, $bracket, $n28, $n60) = split /\|/, $node->safe_psql($db, <<'SQL');
SELECT count(*), count(*) FILTER (WHERE code LIKE '%{%'), count(*) FILTER (WHERE code LIKE '%[%'),
       count(*) FILTER (WHERE code LIKE '[%'), count(*) FILTER (WHERE code LIKE '{%')
FROM codes
SQL
ok($total == 288266 + 400, "$total codes: every one of nauty-geng for 1 to 9 nodes and 400 of nauty-genrang");
ok($brace > 10000 && $bracket > 4000 && $n28 == 200 && $n60 == 200,
	"$brace of them hold \"{\", $bracket \"[\"; 200 start with \"[\" (28 nodes) and 200 with \"{\" (60 nodes)");

for my $form ([ 'bare', 'code' ], [ 'with a line end', q{code || E'\n'} ],
	[ 'with a trailing space', q{code || ' '} ], [ 'after white space', q{E' \t' || code} ])
{
	my ($label, $expr) = @$form;
	my $differ = $node->safe_psql($db, qq{
SELECT count(*) FROM codes
WHERE cat_mouse_adjacency(($expr)::text) IS DISTINCT FROM cat_mouse_adjacency(code::graph6)});
	is($differ, 0, "through text, $label, every code reads as its graph6 value does");
}

my ($games, $gdiffer) = split /\|/, $node->safe_psql($db, q{
SELECT count(*), count(*) FILTER (WHERE cat_mouse_game(code || E'\n', 0, 1, 2) IS DISTINCT FROM cat_mouse_game(code::graph6, 0, 1, 2))
FROM codes WHERE cat_mouse_graph6_nodes(code::graph6) = 9});
ok($games == 274668 && $gdiffer == 0, "the game of every 9-node code through text equals its graph6 value's ($games codes, $gdiffer differ)");

# JSON and array literals keep their readers, white space around them too,
# and those made of code bytes only ('[[null]]', '[[]]', '{}') as well
is($node->safe_psql($db, <<'SQL'), '111{{NULL}}{{NULL}}{}',
SELECT cat_mouse_game(E' [[1,3],[0],[3],[0,2]]\n')::text || cat_mouse_game(E'\t{{1,3},{0,NULL},{3,NULL},{0,2}} ')
       || cat_mouse_game('[0:3][0:1]={{1,3},{0,NULL},{3,NULL},{0,2}}')
       || cat_mouse_adjacency('[[null]]')::text || cat_mouse_adjacency('[[]]')::text
       || cat_mouse_adjacency('{}')::text
SQL
	'JSON, array literals, one with its dimensions, white space around them, read as before');
done_testing();
