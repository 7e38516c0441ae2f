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
