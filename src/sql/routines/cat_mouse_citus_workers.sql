DECLARE
	here text := (SELECT e.extversion FROM pg_extension e WHERE e.extname = 'catmouse');
	w record;
BEGIN
	IF NOT EXISTS (SELECT FROM pg_extension e WHERE e.extname = 'citus') THEN
		RAISE EXCEPTION 'Citus is not installed in this database' USING ERRCODE = 'undefined_object',
			HINT = 'On a Citus coordinator: CREATE EXTENSION citus, then catmouse (Citus creates it on its workers).';
	END IF;
	-- (Citus's function, called by name: catmouse does not depend on Citus)
	FOR w IN EXECUTE $q$SELECT format('%s:%s', nodename, nodeport) AS node, success, result
						 FROM run_command_on_workers($c$SELECT coalesce((SELECT extversion FROM pg_catalog.pg_extension WHERE extname = 'catmouse'), 'none')$c$)
						 ORDER BY nodename, nodeport$q$
	LOOP
		node := w.node;
		catmouse := CASE WHEN w.success THEN w.result END;
		agrees := w.success AND w.result = here;
		problem := CASE WHEN NOT w.success THEN format('did not answer: %s', w.result)
						WHEN w.result = 'none' THEN 'catmouse is not installed there'
						WHEN w.result <> here THEN format('it has catmouse %s, this server %s', w.result, here) END;
		RETURN NEXT;
	END LOOP;
END
