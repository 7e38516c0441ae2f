BEGIN ATOMIC
	-- in the select list, so that the rows stream: PostgreSQL inlines this
	-- function into the query that calls it in FROM, where the executor asks
	-- cat_mouse_geng_stream for one row at a time (a C function in FROM would
	-- be run to its end into a tuplestore first)
	SELECT cat_mouse_geng_stream(nodes, connected, biconnected, triangle_free, square_free,
								 bipartite, min_edges, max_edges, min_degree, max_degree,
								 res, mod, canonical);
END
