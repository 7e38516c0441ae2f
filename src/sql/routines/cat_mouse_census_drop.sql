DECLARE
	ident name[] := @extschema@.cat_mouse_census_ident(name);
	caller_path text := pg_catalog.current_setting('search_path');
	t text;
BEGIN
	PERFORM pg_catalog.set_config('search_path', 'pg_catalog, pg_temp', true);
	DELETE FROM @extschema@.cat_mouse_census_runs r WHERE r.schema = ident[1] AND r.name = ident[2];
	IF NOT FOUND THEN
		RAISE EXCEPTION 'there is no census run %.%', quote_ident(ident[1]), quote_ident(ident[2])
			USING ERRCODE = 'undefined_object', HINT = 'cat_mouse_census_progress lists the runs.';
	END IF;
	FOREACH t IN ARRAY ARRAY[format('%I.%I', ident[1], ident[2]), format('%I.%I', ident[1], ident[2] || '_chunks'),
							 format('%I.%I', ident[1], ident[2] || '_work')]
	LOOP
		IF to_regclass(t) IS NOT NULL THEN
			EXECUTE format('DROP TABLE %s', t);
		END IF;
	END LOOP;
	PERFORM set_config('search_path', caller_path, true);
END
