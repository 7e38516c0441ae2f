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
END
