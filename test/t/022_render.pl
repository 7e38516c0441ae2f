# Pictures and boards against their readers: for seeded random graphs
# (undirected and directed, some with a cat graph of their own), the DOT of
# cat_mouse_dot renders with Graphviz's dot -Tsvg without a word on stderr,
# and the picture has exactly the graph's nodes and the edges the rules of
# src/core/render.h draw (pairs once, one-way moves, stays, moves only the
# cat has, a numbered arrow per ply of the optimal game); for random grids,
# the SVG of cat_mouse_grid_svg and dot's SVGs are well-formed XML
# (xmllint), no two ply numbers of a grid picture share a place (where a
# player stays or comes back), and every board of cat_mouse_grid_boards
# shows the mouse and the cat once each (or X once where they share a cell).
use strict;
use warnings FATAL => 'all';

use CatmouseTest;
use PostgreSQL::Test::Utils;
use Test::More;

needs_tools(dot => 'graphviz', xmllint => 'libxml2-utils');

my $work = PostgreSQL::Test::Utils::tempdir();
my $node = catmouse_node('render');
my $db = catmouse_database($node, 'render');
$node->safe_psql($db, <<'SQL');
SELECT setseed(0.2026);
CREATE TABLE g AS
WITH sizes AS (
  SELECT id, 3 + floor(random() * 12)::int AS n, 0.1 + random() * 0.3 AS p,
         random() < 0.4 AS directed, random() < 0.3 AS own_cat
  FROM generate_series(1, 150) id
), arcs AS (
  SELECT id, 0 AS which, a, b FROM sizes, generate_series(0, n - 1) a, generate_series(0, n - 1) b
  WHERE (a <> b OR random() < 0.05) AND random() < p AND (directed OR a < b)
  UNION ALL
  SELECT id, 1, a, b FROM sizes, generate_series(0, n - 1) a, generate_series(0, n - 1) b
  WHERE own_cat AND random() < p
  UNION ALL
  SELECT id, w, n - 1, NULL FROM sizes, generate_series(0, 1) w   -- every node exists
)
SELECT s.id, s.n, s.directed,
  (SELECT cat_mouse_graph_agg(a, b, NOT s.directed) FROM arcs x WHERE x.id = s.id AND x.which = 0) AS graph,
  CASE WHEN s.own_cat THEN
  (SELECT cat_mouse_graph_agg(a, b) FROM arcs x WHERE x.id = s.id AND x.which = 1) END AS cat_graph
FROM sizes s;
-- the moves as rows: (id, from, to, whose)
CREATE TABLE arc AS
  SELECT DISTINCT g.id, u - 1 AS u, v, 'mouse' AS whose
  FROM g, generate_subscripts(g.graph, 1) u, unnest(g.graph[u:u]) v WHERE v IS NOT NULL
  UNION
  SELECT DISTINCT g.id, u - 1, v, 'cat'
  FROM g, generate_subscripts(g.cat_graph, 1) u, unnest(g.cat_graph[u:u]) v WHERE v IS NOT NULL;
-- the edges a picture draws: the mouse's pairs once, one-way moves, stays;
-- then the moves only the cat has, by the same rule; then the plies
CREATE TABLE want AS
WITH m AS (SELECT id, u, v FROM arc WHERE whose = 'mouse'),
c AS (SELECT id, u, v FROM arc WHERE whose = 'cat' EXCEPT SELECT id, u, v FROM m),
drawn AS (
  SELECT id FROM m WHERE u <= v OR NOT EXISTS (SELECT FROM m m2 WHERE (m2.id, m2.u, m2.v) = (m.id, m.v, m.u))
  UNION ALL
  SELECT id FROM c WHERE u <= v OR NOT EXISTS (SELECT FROM c c2 WHERE (c2.id, c2.u, c2.v) = (c.id, c.v, c.u))
  UNION ALL
  SELECT g.id FROM g, cat_mouse_play(g.graph, 0, 1, 2, false, g.cat_graph) pl WHERE pl.ply > 0
)
SELECT g.id, g.n, (SELECT count(*) FROM drawn d WHERE d.id = g.id) AS edges FROM g;
CREATE TABLE grids AS
  SELECT id, ARRAY(SELECT string_agg(CASE WHEN (r, c) = (0, 0) THEN 'M'
                                          WHEN (r, c) = (h - 1, w - 1) THEN 'F'
                                          WHEN (r, c) = (h - 1, 0) THEN 'C'
                                          WHEN random() < 0.2 THEN '#' ELSE '.' END, '' ORDER BY c)
                   FROM generate_series(0, h - 1) r, generate_series(0, w - 1) c GROUP BY r ORDER BY r) AS grid,
         1 + floor(random() * 2)::int AS cat_jump, 1 + floor(random() * 3)::int AS mouse_jump
  FROM (SELECT id, 2 + floor(random() * 5)::int AS h, 2 + floor(random() * 6)::int AS w
        FROM generate_series(1, 60) id) s;
SQL

sub query { return $node->safe_psql($db, $_[0]); }

sub write_file
{
	my ($path, $text) = @_;
	open my $fh, '>', $path or die "$path: $!";
	print $fh $text, "\n";
	close $fh;
}

# DOT renders without a warning; nodes and edges as drawn
my ($bad_render, $bad_count, @why) = (0, 0);
my @ids = split /\n/, query('SELECT id FROM g ORDER BY id');
for my $id (@ids)
{
	write_file("$work/$id.dot",
		query("SELECT cat_mouse_dot(graph, 0, 1, 2, false, cat_graph => cat_graph) FROM g WHERE id = $id"));
	my ($status, $out, $err) = run('dot', '-Tsvg', "$work/$id.dot", '-o', "$work/$id.svg");
	if ($status || $err ne '')
	{
		$bad_render++;
		push @why, "graph $id: $err";
		next;
	}
	my $svg = slurp("$work/$id.svg");
	my $nodes = () = $svg =~ m{<title>n\d+</title>}g;
	my $edges = () = $svg =~ m{<title>n\d+&#45;&gt;n\d+</title>}g;
	my $want = query("SELECT n || ' ' || edges FROM want WHERE id = $id");
	if ("$nodes $edges" ne $want)
	{
		$bad_count++;
		push @why, "graph $id: picture has $nodes nodes and $edges edges, want $want";
	}
}
is($bad_render, 0, scalar(@ids) . ' DOT pictures render with dot -Tsvg without a warning');
is($bad_count, 0, 'every picture has the graph\'s nodes and the edges drawn by the rules');
diag($_) for @why[0 .. ($#why < 2 ? $#why : 2)];

# dot's SVGs are well-formed XML
my @svgs = glob("$work/*.svg");
my ($status, $out, $err) = run('xmllint', '--noout', @svgs);
ok(@svgs == @ids && $status == 0, scalar(@svgs) . ' SVGs from dot are well-formed XML') or diag($err);

# grid pictures are well-formed XML (a grid whose food is walled off has
# none: its error is expected)
my ($grids, $bad, $stacked, $revisits) = (0, 0, 0, 0);
for my $id (split /\n/, query('SELECT id FROM grids ORDER BY id'))
{
	my ($ret, $svg, $e) = ('', '', '');
	$ret = $node->psql($db, "SELECT cat_mouse_grid_svg(grid, cat_jump, mouse_jump) FROM grids WHERE id = $id",
		stdout => \$svg, stderr => \$e);
	next if $ret != 0;
	$grids++;
	write_file("$work/grid$id.svg", $svg);
	($status, $out, $err) = run('xmllint', '--noout', "$work/grid$id.svg");
	$bad++ if $status;
	# no two ply numbers at one place (a player back on a cell, or staying)
	my %at;
	$at{"$1,$2"}++ while $svg =~ m{<text x="(-?\d+)" y="(-?\d+)" font-size="10"}g;
	my @twice = grep { $at{$_} > 1 } sort keys %at;
	if (@twice)
	{
		$stacked++;
		diag("grid $id: two ply numbers at $twice[0]") if $stacked <= 2;
	}
	$revisits++ if $svg =~ m{points="(?:[^"]* )?(\d+,\d+) (?:[^"]* )?\1 }
}
ok($grids > 0 && $bad == 0, "$grids grid SVGs are well-formed XML ($bad not)");
ok($revisits > 0 && $stacked == 0,
	"in the $grids grid SVGs, $revisits of which have a player on one cell twice, no two ply numbers share a place ($stacked do)");

# every board shows each player once
my ($boards, $badb) = split /\|/, query(q{
  SELECT count(*), count(*) FILTER (WHERE NOT (
      (length(board) - length(replace(board, 'M', '')) = 1 AND length(board) - length(replace(board, 'C', '')) = 1
       AND position('X' IN board) = 0)
   OR (length(board) - length(replace(board, 'X', '')) = 1 AND position('M' IN board) = 0
       AND position('C' IN board) = 0)))
  FROM grids, cat_mouse_grid_boards(grid, cat_jump, mouse_jump)});
ok($boards > 0 && $badb == 0, "$boards boards show the mouse and the cat once each (X where they share a cell); $badb do not");

done_testing();
