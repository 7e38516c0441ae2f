DECLARE
	parts text[];
BEGIN
	IF name IS NULL OR pg_catalog.btrim(name) OPERATOR(pg_catalog.=) '' THEN
		RAISE EXCEPTION 'a census run needs a name' USING ERRCODE = 'invalid_parameter_value',
			HINT = 'A run''s name is a table name, schema-qualified or not: c9, research.c9, "Census 9".';
	END IF;
	BEGIN
		parts := pg_catalog.parse_ident(name);
	EXCEPTION WHEN invalid_parameter_value THEN
		RAISE EXCEPTION 'census run name % is not a table name', pg_catalog.quote_literal(name)
			USING ERRCODE = 'invalid_parameter_value',
				  HINT = 'A run''s name is a table name, schema-qualified or not: c9, research.c9, "Census 9".';
	END;
	IF pg_catalog.cardinality(parts) OPERATOR(pg_catalog.>) 2 THEN
		RAISE EXCEPTION 'census run name % has more parts than a schema and a name', pg_catalog.quote_literal(name)
			USING ERRCODE = 'invalid_parameter_value';
	END IF;
	IF pg_catalog.cardinality(parts) OPERATOR(pg_catalog.=) 1 THEN
		parts := ARRAY[pg_catalog.current_schema(), parts[1]];
		IF parts[1] IS NULL THEN
			RAISE EXCEPTION 'no schema has been selected to create census run % in', pg_catalog.quote_ident(parts[2])
				USING ERRCODE = 'invalid_schema_name',
					  HINT = 'Name its schema (schema.name), or set search_path.';
		END IF;
	END IF;
	IF parts[1] OPERATOR(pg_catalog.=) 'pg_temp' OR parts[1] OPERATOR(pg_catalog.~) '^pg_(toast_)?temp_' THEN
		RAISE EXCEPTION 'census run % cannot be in a temporary schema', pg_catalog.quote_literal(name)
			USING ERRCODE = 'invalid_parameter_value',
				  DETAIL = 'A run outlives the session that starts it: other sessions share it, and a stopped run is resumed later.';
	END IF;
	IF NOT EXISTS (SELECT FROM pg_catalog.pg_namespace n WHERE n.nspname OPERATOR(pg_catalog.=) parts[1]) THEN
		RAISE EXCEPTION 'schema % does not exist', pg_catalog.quote_ident(parts[1])
			USING ERRCODE = 'invalid_schema_name';
	END IF;
	IF pg_catalog.octet_length(parts[2]) OPERATOR(pg_catalog.>) 56 THEN
		RAISE EXCEPTION 'census run name % is too long', pg_catalog.quote_ident(parts[2])
			USING ERRCODE = 'invalid_parameter_value',
				  DETAIL = pg_catalog.format('It has %s bytes; its table of chunks, %s, would pass PostgreSQL''s 63.',
					  pg_catalog.octet_length(parts[2]), pg_catalog.quote_ident(parts[2] OPERATOR(pg_catalog.||) '_chunks')),
				  HINT = 'A run''s name has at most 56 bytes.';
	END IF;
	RETURN parts;
END
