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
END
