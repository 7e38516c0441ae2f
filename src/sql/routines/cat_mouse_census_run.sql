DECLARE
	-- first, under the caller's search_path: the run's name
	ident name[] := @extschema@.cat_mouse_census_ident(name);
	shard_rels regclass[] := CASE WHEN shards IS NOT NULL THEN
		ARRAY(SELECT pg_catalog.to_regclass(s.s) FROM pg_catalog.unnest(shards) WITH ORDINALITY s (s, i) ORDER BY s.i) END;
	caller_path text := pg_catalog.current_setting('search_path');
	our_path constant text := 'pg_catalog, pg_temp';
	results text;
	chunk_table text;
	work_table text;
	bad record;
	sums record;
	best record;
	x @extschema@.cat_mouse_census_runs;
	-- what the game takes: its own argument (the other's is NULL), the
	-- census call of a chunk (%s its res) and the columns of its rows
	cats int;
	enter boolean;
	census_call text;
	columns text;
	column_types text;
	want text;
	held text;
	made boolean;
	shard_no int;
	workers int;
	per_round int;
	todo int[];
	round_query text;
	round_rows text;
	round_start timestamptz;
	r int := 0;
	all_rounds boolean := false;
	p record;
	failed boolean;
	e_state text;
	e_msg text;
	e_detail text;
	e_hint text;
BEGIN
	PERFORM pg_catalog.set_config('search_path', our_path, true);
	cats := CASE WHEN game = 'cops' THEN max_cats END;
	enter := CASE WHEN game = 'hole' THEN cat_can_enter_hole END;

	-- 1. every argument, before anything is made
	IF game IS NULL OR game NOT IN ('hole', 'cops') THEN
		RAISE EXCEPTION 'game must be ''hole'' or ''cops''' USING ERRCODE = 'invalid_parameter_value',
			DETAIL = format('game is %s.', coalesce(quote_literal(game), 'NULL')),
			HINT = '''hole'': the hole game on every graph, every node as the hole (cat_mouse_census); ''cops'': cops and robbers (cat_mouse_cop_census).';
	END IF;
	-- the other game's argument, given
	IF game = 'hole' AND max_cats IS DISTINCT FROM 3 THEN
		RAISE EXCEPTION 'max_cats is an argument of cops and robbers, not of the hole game'
			USING ERRCODE = 'invalid_parameter_value',
				  DETAIL = format('game is ''hole'' and max_cats %s.', coalesce(max_cats::text, 'NULL')),
				  HINT = 'Leave max_cats out, or count cops and robbers: game => ''cops''.';
	ELSIF game = 'cops' AND cat_can_enter_hole IS DISTINCT FROM false THEN
		RAISE EXCEPTION 'cat_can_enter_hole is an argument of the hole game, not of cops and robbers'
			USING ERRCODE = 'invalid_parameter_value',
				  DETAIL = format('game is ''cops'' and cat_can_enter_hole %s.', coalesce(cat_can_enter_hole::text, 'NULL')),
				  HINT = 'Leave cat_can_enter_hole out (cops and robbers has no hole), or count the hole game: game => ''hole''.';
	END IF;
	IF nodes IS NULL OR chunks IS NULL OR connected IS NULL OR (game = 'cops' AND cats IS NULL)
	   OR (game = 'hole' AND enter IS NULL) THEN
		RAISE EXCEPTION 'nodes, chunks, connected and % must not be NULL',
			CASE game WHEN 'cops' THEN 'max_cats' ELSE 'cat_can_enter_hole' END
			USING ERRCODE = 'null_value_not_allowed';
	END IF;
	IF chunks < 1 OR chunks > 100000 THEN
		RAISE EXCEPTION 'chunks must be between 1 and 100000' USING ERRCODE = 'invalid_parameter_value',
			DETAIL = format('chunks is %s.', chunks),
			HINT = 'A chunk is a part of geng''s graphs solved at once; a few hundred to a few thousand suit every census.';
	END IF;
	IF rounds < 0 THEN
		RAISE EXCEPTION 'rounds must not be negative' USING ERRCODE = 'invalid_parameter_value',
			DETAIL = format('rounds is %s.', rounds), HINT = 'NULL runs until no chunk is left.';
	END IF;
	IF cardinality(shards) = 0 OR array_position(shards, NULL) IS NOT NULL THEN
		RAISE EXCEPTION 'shards must name at least one shard, and no NULL' USING ERRCODE = 'invalid_parameter_value',
			HINT = 'NULL solves the chunks on this server.';
	END IF;
	IF distributed IS NULL THEN
		RAISE EXCEPTION 'distributed must not be NULL' USING ERRCODE = 'null_value_not_allowed';
	END IF;
	IF distributed AND shards IS NOT NULL THEN
		RAISE EXCEPTION 'a census run is distributed over Citus or routed to shards, not both'
			USING ERRCODE = 'invalid_parameter_value';
	END IF;
	IF game = 'hole' THEN
		PERFORM @extschema@.cat_mouse_census_check(nodes, chunks, connected);
	ELSE
		PERFORM @extschema@.cat_mouse_cop_census_check(nodes, chunks, cats, connected);
	END IF;
	-- on Citus: every worker answers and has this catmouse, before anything
	-- is made (the check errors where Citus is not installed)
	IF distributed THEN
		-- (one call: the first worker that does not agree, or else any)
		SELECT * INTO bad FROM @extschema@.cat_mouse_citus_workers() w ORDER BY w.agrees, w.node LIMIT 1;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'Citus has no worker to run census run % on', name USING ERRCODE = 'object_not_in_prerequisite_state',
				HINT = 'Add workers with citus_add_node, or run the census on this server (distributed => false).';
		ELSIF NOT bad.agrees AND bad.catmouse IS NULL THEN
			RAISE EXCEPTION 'Citus worker % cannot take part in census run %: %', bad.node, name, bad.problem
				USING ERRCODE = 'connection_failure',
					  HINT = 'Start the worker, or remove it from the cluster (citus_remove_node), and call the run again.';
		ELSIF NOT bad.agrees THEN
			RAISE EXCEPTION 'Citus worker % cannot take part in census run %: %', bad.node, name, bad.problem
				USING ERRCODE = 'object_not_in_prerequisite_state',
					  HINT = format('Install catmouse %s''s files on that host, then CREATE or ALTER EXTENSION catmouse there as on this server (SELECT * FROM cat_mouse_citus_workers() lists every worker).',
									(SELECT e.extversion FROM pg_extension e WHERE e.extname = 'catmouse'));
		END IF;
	END IF;
	IF game = 'hole' THEN
		SELECT c.census INTO want FROM @extschema@.cat_mouse_census_chunks(nodes, chunks, enter, connected) c
		 WHERE c.res IS NULL;
		census_call := format('%s(%s, %s, %%s, %s, %s)',
							  '@extschema@.cat_mouse_census(int, boolean, int, int, boolean)'::regprocedure::oid::regproc,
							  nodes, enter::text, chunks, connected::text);
		column_types := 'graphs bigint, pairs bigint, states bigint, draws bigint, mouse_wins bigint, cat_wins bigint, '
						'max_remoteness int, starts bigint, start_draws bigint, start_mouse_wins bigint, '
						'start_cat_wins bigint, wrong_2n bigint, longest_remoteness int, example %s, '
						'longest_hole int, longest_mouse_start int, longest_cat_start int';
		columns := 'graphs, pairs, states, draws, mouse_wins, cat_wins, max_remoteness, starts, start_draws, '
				   'start_mouse_wins, start_cat_wins, wrong_2n, longest_remoteness, example, longest_hole, '
				   'longest_mouse_start, longest_cat_start';
	ELSE
		SELECT c.census INTO want FROM @extschema@.cat_mouse_cop_census_chunks(nodes, chunks, cats, connected) c
		 WHERE c.res IS NULL;
		census_call := format('%s(%s, %%s, %s, %s, %s)', '@extschema@.cat_mouse_cop_census'::regproc,
							  nodes, chunks, cats, connected::text);
		column_types := 'cop_number int, graphs bigint, capture_time int, example %s';
		columns := 'cop_number, graphs, capture_time, example';
	END IF;
	-- each shard's view must compute this census (with this catmouse)
	FOR shard_no IN 1 .. coalesce(cardinality(shards), 0) LOOP
		IF shard_rels[shard_no] IS NULL THEN
			RAISE EXCEPTION 'shard % does not exist', quote_literal(shards[shard_no]) USING ERRCODE = 'undefined_table',
				HINT = 'A shard is a foreign table of a view of cat_mouse_census_chunks (the hole game) or cat_mouse_cop_census_chunks (cops and robbers) on another server.';
		END IF;
		BEGIN
			EXECUTE format('SELECT census FROM %s WHERE res IS NULL', shard_rels[shard_no]) INTO held;
		EXCEPTION WHEN undefined_column THEN
			held := NULL;
		END;
		IF held IS NULL THEN
			RAISE EXCEPTION 'shard % is not a census view of catmouse', shard_rels[shard_no]
				USING ERRCODE = 'invalid_parameter_value',
					  HINT = format('Make it a foreign table (res int, %s, census text) of a view of %s on its server.',
									format(column_types, 'graph6'),
									CASE game WHEN 'hole' THEN format('cat_mouse_census_chunks(%s, %s, %s, %s)', nodes, chunks, enter::text, connected::text)
											  ELSE format('cat_mouse_cop_census_chunks(%s, %s, %s, %s)', nodes, chunks, cats, connected::text) END);
		END IF;
		IF held <> want THEN
			RAISE EXCEPTION 'shard % computes another census', shard_rels[shard_no]
				USING ERRCODE = 'invalid_parameter_value',
					  DETAIL = format('It computes %s; this run is %s.', held, want);
		END IF;
	END LOOP;

	-- 2. the run: made now, or resumed with the arguments it was made with
	results := format('%I.%I', ident[1], ident[2]);
	chunk_table := format('%I.%I', ident[1], ident[2] || '_chunks');
	work_table := format('%I.%I', ident[1], ident[2] || '_work');
	INSERT INTO @extschema@.cat_mouse_census_runs (schema, name, game, nodes, chunks, max_cats, cat_can_enter_hole,
												   connected, shards, distributed)
	VALUES (ident[1], ident[2], $3, $2, $4, cats, enter, $7, $9, $10)
	ON CONFLICT ON CONSTRAINT cat_mouse_census_runs_pkey DO NOTHING
	RETURNING true INTO made;
	IF made THEN
		IF to_regclass(results) IS NOT NULL OR to_regclass(chunk_table) IS NOT NULL THEN
			RAISE EXCEPTION 'relation % already exists',
				CASE WHEN to_regclass(results) IS NOT NULL THEN results ELSE chunk_table END
				USING ERRCODE = 'duplicate_table',
					  DETAIL = format('A census run makes its own tables, %s and %s, and writes no other.', results, chunk_table),
					  HINT = 'Give the run another name, or drop that table.';
		END IF;
		EXECUTE format('CREATE TABLE %s (res int PRIMARY KEY, started timestamptz, '
					   'finished timestamptz, graphs bigint, pid int)', chunk_table);
		-- the results: a row per chunk (the hole game), or per chunk and cop
		-- number
		EXECUTE format('CREATE TABLE %s (res int NOT NULL, %s, %s)', results,
					   format(column_types, '@extschema@.graph6'::regtype),
					   CASE game WHEN 'hole' THEN 'PRIMARY KEY (res)' ELSE 'UNIQUE NULLS NOT DISTINCT (res, cop_number)' END);
		EXECUTE format('INSERT INTO %s (res) SELECT generate_series(0, $1 - 1)', chunk_table) USING chunks;
	ELSE
		SELECT * INTO x FROM @extschema@.cat_mouse_census_runs c WHERE c.schema = ident[1] AND c.name = ident[2];
		-- (the registry's trigger refuses a run of another role)
		UPDATE @extschema@.cat_mouse_census_runs c SET shards = $9, distributed = $10 WHERE c.schema = ident[1] AND c.name = ident[2];
		IF (x.game, x.nodes, x.chunks, x.max_cats, x.cat_can_enter_hole, x.connected)
		   IS DISTINCT FROM ($3, $2, $4, cats, enter, $7) THEN
			IF x.game = 'hole' THEN
				SELECT c.census INTO held FROM @extschema@.cat_mouse_census_chunks(x.nodes, x.chunks, x.cat_can_enter_hole, x.connected) c
				 WHERE c.res IS NULL;
			ELSE
				SELECT c.census INTO held FROM @extschema@.cat_mouse_cop_census_chunks(x.nodes, x.chunks, x.max_cats, x.connected) c
				 WHERE c.res IS NULL;
			END IF;
			RAISE EXCEPTION 'census run % holds another census', results
				USING ERRCODE = 'invalid_parameter_value',
					  DETAIL = format('It holds %s; this call asks for %s.', held, want),
					  HINT = format('Resume it with its own arguments, give this census another name, or drop the run: SELECT cat_mouse_census_drop(%L).', results);
		END IF;
		IF to_regclass(results) IS NULL OR to_regclass(chunk_table) IS NULL THEN
			RAISE EXCEPTION 'census run % has lost its table %', results,
				CASE WHEN to_regclass(results) IS NULL THEN results ELSE chunk_table END
				USING ERRCODE = 'undefined_table',
					  HINT = format('SELECT cat_mouse_census_drop(%L) forgets the run and drops what is left of it; then start it again.', results);
		END IF;
	END IF;
	-- on Citus, the chunks' numbers distributed by res: the rows the rounds'
	-- statement solves on the workers (the chunks' table, which sessions
	-- claim rows of FOR UPDATE, stays on this server)
	IF distributed AND to_regclass(work_table) IS NULL THEN
		EXECUTE format('CREATE TABLE %s (res int PRIMARY KEY)', work_table);
		EXECUTE 'SELECT create_distributed_table($1, $2)' USING work_table, 'res';
		EXECUTE format('INSERT INTO %s (res) SELECT generate_series(0, $1 - 1)', work_table) USING chunks;
	END IF;
	COMMIT;
	PERFORM pg_catalog.set_config('search_path', our_path, true);

	-- 3. rounds: chunks no other session holds, solved in one parallel
	-- query (8 per process: the workers and the leader, or the shards; on
	-- Citus 2 per shard of name_work, each shard's a task of its worker),
	-- their results and finished marks committed together
	workers := current_setting('max_parallel_workers_per_gather')::int;
	IF distributed THEN
		EXECUTE 'SELECT 2 * count(*) FROM pg_dist_shard WHERE logicalrelid = $1::regclass' INTO per_round USING work_table;
	ELSE
		per_round := 8 * CASE WHEN shards IS NULL THEN workers + 1 ELSE cardinality(shards) END;
	END IF;
	LOOP
		all_rounds := rounds IS NOT NULL AND r >= rounds;
		EXIT WHEN all_rounds;
		EXECUTE format('SELECT array_agg(res ORDER BY res) FROM (SELECT res FROM %s WHERE finished IS NULL '
					   'ORDER BY res LIMIT %s FOR UPDATE SKIP LOCKED) c', chunk_table, per_round) INTO todo;
		EXIT WHEN todo IS NULL;
		-- a session at work, for cat_mouse_census_status (until the commit)
		PERFORM pg_advisory_xact_lock_shared(1129136979, chunk_table::regclass::oid::int);
		r := r + 1;
		round_start := clock_timestamp();
		failed := false;
		BEGIN
			IF distributed THEN
				-- one statement: each worker solves the chunks of its shards,
				-- a task per shard at once; the rows come back to this server
				EXECUTE format('INSERT INTO %s SELECT c.res, x.* FROM %s c CROSS JOIN LATERAL %s x '
							   'WHERE c.res = ANY ($1)', results, work_table, format(census_call, 'c.res'))
					USING todo;
				EXECUTE format('SELECT array_agg(r)::text FROM %s r WHERE r.res = ANY ($1)', results) INTO round_rows USING todo;
			ELSIF shards IS NULL THEN
				SELECT string_agg(format('SELECT %s AS res, x.* FROM %s x', c, format(census_call, c)), ' UNION ALL ')
				  INTO round_query FROM unnest(todo) c;
			ELSE
				-- chunk res to shard res % (number of shards), all at once
				SELECT string_agg(format('SELECT res, %s FROM %s WHERE res = ANY (%L::int[])',
										 columns, shard_rels[k], part), ' UNION ALL ')
				  INTO round_query
				  FROM generate_subscripts(shards, 1) k,
					   LATERAL (SELECT array_agg(t) AS part FROM unnest(todo) t
								WHERE t % cardinality(shards) = k - 1) s
				 WHERE part IS NOT NULL;
			END IF;
			IF NOT distributed THEN
				EXECUTE format('SELECT array_agg(x)::text FROM (%s) x', round_query) INTO round_rows;
				EXECUTE format('INSERT INTO %s SELECT * FROM unnest($1::%s[])', results, results) USING round_rows;
			END IF;
			EXECUTE format('UPDATE %s c SET started = $1, finished = clock_timestamp(), pid = pg_backend_pid(), '
						   'graphs = coalesce((SELECT sum(u.graphs) FROM unnest($3::%s[]) u WHERE u.res = c.res), 0) '
						   'WHERE c.res = ANY ($2)', chunk_table, results)
				USING round_start, todo, round_rows;
		EXCEPTION WHEN OTHERS OR query_canceled THEN
			-- nothing of the round is kept; the error is recorded, then raised
			-- again
			GET STACKED DIAGNOSTICS e_state = RETURNED_SQLSTATE, e_msg = MESSAGE_TEXT,
				e_detail = PG_EXCEPTION_DETAIL, e_hint = PG_EXCEPTION_HINT;
			failed := true;
		END;
		IF failed THEN
			-- a transaction of its own records the error (the round's may
			-- not commit: a shard's lost connection fails the commit)
			ROLLBACK;
			PERFORM pg_catalog.set_config('search_path', our_path, true);
			UPDATE @extschema@.cat_mouse_census_runs c
			   SET last_error = format('%s (SQLSTATE %s)', e_msg, e_state), failed_at = clock_timestamp()
			 WHERE c.schema = ident[1] AND c.name = ident[2];
			COMMIT;
			PERFORM pg_catalog.set_config('search_path', our_path, true);
			IF e_detail <> '' AND e_hint <> '' THEN
				RAISE EXCEPTION USING ERRCODE = e_state, MESSAGE = e_msg, DETAIL = e_detail, HINT = e_hint;
			ELSIF e_detail <> '' THEN
				RAISE EXCEPTION USING ERRCODE = e_state, MESSAGE = e_msg, DETAIL = e_detail;
			ELSIF e_hint <> '' THEN
				RAISE EXCEPTION USING ERRCODE = e_state, MESSAGE = e_msg, HINT = e_hint;
			ELSE
				RAISE EXCEPTION USING ERRCODE = e_state, MESSAGE = e_msg;
			END IF;
		END IF;
		COMMIT;
		PERFORM pg_catalog.set_config('search_path', our_path, true);
		SELECT * INTO p FROM @extschema@.cat_mouse_census_status(results);
		RAISE NOTICE 'census %: % of % chunks done, % graphs in % s (% graphs/s), about % s left',
			results, p.chunks_done, p.chunks, p.graphs, round(p.seconds::numeric, 1),
			round(p.graphs_per_second::numeric), round(p.seconds_left::numeric);
	END LOOP;

	-- 4. how this call ends
	SELECT * INTO p FROM @extschema@.cat_mouse_census_status(results);
	IF p.chunks_left = 0 AND game = 'hole' THEN
		EXECUTE format('SELECT sum(pairs) AS pairs, sum(starts) AS starts, sum(start_mouse_wins) AS mouse_wins, '
					   'sum(wrong_2n) AS wrong_2n FROM %s', results) INTO sums;
		EXECUTE format('SELECT longest_remoteness, example, longest_hole, longest_mouse_start, longest_cat_start FROM %s '
					   'ORDER BY longest_remoteness DESC NULLS LAST, example, longest_hole, longest_mouse_start, '
					   'longest_cat_start LIMIT 1', results) INTO best;
		RAISE NOTICE 'census %: done, % graphs in % chunks: % (graph, hole) pairs; %', results, p.graphs, p.chunks, sums.pairs,
			CASE WHEN sums.starts = 0 THEN 'no start (mouse, cat and hole on three nodes)'
				 ELSE format('%s starts, the mouse wins %s %%, %s take 2n = %s plies or more; the longest forced game: %s',
							 sums.starts, round(100.0 * sums.mouse_wins / sums.starts, 1), sums.wrong_2n, 2 * nodes,
							 CASE WHEN best.longest_remoteness IS NULL THEN 'none, every start a draw'
								  ELSE format('%s %s, %s, hole %s, mouse %s, cat %s', best.longest_remoteness,
											  CASE WHEN best.longest_remoteness = 1 THEN 'ply' ELSE 'plies' END, best.example,
											  best.longest_hole, best.longest_mouse_start, best.longest_cat_start) END) END;
	ELSIF p.chunks_left = 0 THEN
		EXECUTE format($q$SELECT string_agg(format('%%s: %%s graphs', coalesce('cop number ' || cop_number, 'more than %s cats'), g),
												', ' ORDER BY cop_number NULLS LAST)
						  FROM (SELECT cop_number, sum(graphs) g FROM %s GROUP BY 1) t$q$, p.max_cats, results)
			INTO held;
		RAISE NOTICE 'census %: done, % graphs in % chunks: %', results, p.graphs, p.chunks, held;
	ELSIF NOT all_rounds THEN
		RAISE NOTICE 'census %: no chunk left to take; % of % chunks are with other sessions (% at work now)',
			results, p.chunks_left, p.chunks, p.sessions;
	ELSE
		RAISE NOTICE 'census %: stopped after % rounds; % of % chunks left', results, r, p.chunks_left, p.chunks;
	END IF;
	PERFORM set_config('search_path', caller_path, true);
END
