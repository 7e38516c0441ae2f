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
