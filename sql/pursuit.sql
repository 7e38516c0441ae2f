--
-- Many cats (1.1): cops and robbers.  No hole; the cats choose their nodes,
-- then the mouse; the cats move first, all at once; the mouse wins by
-- never being caught.  Capture times are counted in cat turns.
--

-- graphs of known cop number, built here: a path, a star, K5, cycles,
-- the 3 x 3 grid, the cube Q3, the Petersen graph and Q4
CREATE TEMP TABLE named (name text, g int[]);
CREATE FUNCTION pg_temp.graph_of(n int, edges int[][]) RETURNS int[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT cat_mouse_graph_agg(a, b, true)
  FROM (SELECT edges[i][1] AS a, edges[i][2] AS b
        FROM generate_series(1, array_length(edges, 1)) i
        UNION ALL SELECT v, v FROM generate_series(0, n - 1) v) e
$$;
INSERT INTO named
SELECT 'path P6', pg_temp.graph_of(6, '{{0,1},{1,2},{2,3},{3,4},{4,5}}')
UNION ALL SELECT 'star K1,5', pg_temp.graph_of(6, '{{0,1},{0,2},{0,3},{0,4},{0,5}}')
UNION ALL SELECT 'complete K5', pg_temp.graph_of(5, (SELECT array_agg(ARRAY[a, b]) FROM generate_series(0, 4) a, generate_series(0, 4) b WHERE a < b))
UNION ALL SELECT 'cycle C4', pg_temp.graph_of(4, '{{0,1},{1,2},{2,3},{3,0}}')
UNION ALL SELECT 'cycle C7', pg_temp.graph_of(7, (SELECT array_agg(ARRAY[i, (i + 1) % 7]) FROM generate_series(0, 6) i))
UNION ALL SELECT 'grid 3 x 3', pg_temp.graph_of(9, (SELECT array_agg(ARRAY[r * 3 + c, r * 3 + c + d]) FROM generate_series(0, 2) r, generate_series(0, 2) c, unnest('{1,3}'::int[]) d WHERE (d = 1 AND c < 2) OR (d = 3 AND r < 2)))
UNION ALL SELECT 'cube Q3', pg_temp.graph_of(8, (SELECT array_agg(ARRAY[v, v # (1 << b)]) FROM generate_series(0, 7) v, generate_series(0, 2) b WHERE v < v # (1 << b)))
UNION ALL SELECT 'Petersen', pg_temp.graph_of(10, '{{0,1},{1,2},{2,3},{3,4},{4,0},{0,5},{1,6},{2,7},{3,8},{4,9},{5,7},{7,9},{9,6},{6,8},{8,5}}')
UNION ALL SELECT 'hypercube Q4', pg_temp.graph_of(16, (SELECT array_agg(ARRAY[v, v # (1 << b)]) FROM generate_series(0, 15) v, generate_series(0, 3) b WHERE v < v # (1 << b)));
-- (the self-loops above are harmless: staying is allowed anyway)
SELECT name, cat_mouse_cop_number(g) AS cop_number, p.*
FROM named, cat_mouse_pursuit(g) p ORDER BY cop_number, name;

-- two cats on the 3 x 3 grid and the Petersen graph (which needs three)
SELECT name, p.* FROM named, cat_mouse_pursuit(g, 2) p
WHERE name IN ('grid 3 x 3', 'Petersen', 'cycle C7') ORDER BY name;
SELECT p.* FROM named, cat_mouse_pursuit(g, 3) p WHERE name = 'Petersen';

-- the optimal game on the path: the cat starts in the middle and walks
-- towards the mouse, which runs to the far end
SELECT * FROM named, cat_mouse_pursuit_play(g) WHERE name = 'path P6';
SELECT * FROM named, cat_mouse_pursuit_play(g, 2) WHERE name = 'cycle C7';
-- no game when the cats lose
SELECT count(*) FROM named, cat_mouse_pursuit_play(g) WHERE name = 'cycle C4';

-- every input kind gives the same answers
SELECT p.* FROM (
  SELECT 'int[][]' AS k, p.* FROM cat_mouse_pursuit('{{1,3},{0,2},{1,3},{2,0}}'::int[], 2) p
  UNION ALL SELECT 'jsonb', p.* FROM cat_mouse_pursuit('[[1,3],[0,2],[1,3],[2,0]]'::jsonb, 2) p
  UNION ALL SELECT 'text', p.* FROM cat_mouse_pursuit('[[1,3],[0,2],[1,3],[2,0]]'::text, 2) p
  UNION ALL SELECT 'graph6', p.* FROM cat_mouse_pursuit('Cl'::graph6, 2) p) p ORDER BY k;
SELECT cat_mouse_cop_number('Cl'::graph6) AS graph6, cat_mouse_cop_number('[[1,3],[0,2],[1,3],[2,0]]'::jsonb) AS jsonb,
       cat_mouse_cop_number('[[1,3],[0,2],[1,3],[2,0]]'::text) AS text;

-- staying put: without it a player stays only along a loop.  On a
-- directed 3-cycle the mouse keeps behind the cat; on K2 without loops
-- the cat steps onto the mouse at once
SELECT p.* FROM cat_mouse_pursuit('{{1},{2},{0}}'::int[], 1, false) p;
SELECT p.* FROM cat_mouse_pursuit('{{1},{2},{0}}'::int[], 1, true) p;
SELECT p.* FROM cat_mouse_pursuit('{{1},{0}}'::int[], 1, false) p;
-- a cat without a move loses: a node without edges and no staying
SELECT p.* FROM cat_mouse_pursuit('{{NULL},{NULL}}'::int[], 1, false) p;
-- as many cats as nodes stand everywhere: caught at once
SELECT p.* FROM cat_mouse_pursuit('{{NULL},{NULL}}'::int[], 2, false) p;
SELECT cat_mouse_cop_number('{{NULL},{NULL},{NULL}}'::int[]) AS three_isolated_nodes,
       cat_mouse_cop_number('{{NULL},{NULL},{NULL}}'::int[], 2) AS at_most_two;

-- NULLs: one row of NULLs, as cat_mouse_summary gives (one row per puzzle)
SELECT * FROM cat_mouse_pursuit(NULL::int[]);
SELECT * FROM cat_mouse_pursuit('{{1},{0}}'::int[], NULL);
SELECT * FROM cat_mouse_summary(NULL::int[]);
SELECT cat_mouse_cop_number('{{1},{0}}'::int[], NULL) IS NULL AS null_max;

-- errors
SELECT * FROM cat_mouse_pursuit('{{1},{0}}'::int[], 0);
SELECT cat_mouse_cop_number('{{1},{0}}'::int[], -2);
SELECT * FROM cat_mouse_pursuit('{{1},{0}}'::int[], 9);
SELECT * FROM cat_mouse_pursuit('{{1},{5}}'::int[]);
SET catmouse.max_memory = '1MB';
SELECT * FROM named, cat_mouse_pursuit(g, 4) WHERE name = 'hypercube Q4';
RESET catmouse.max_memory;
