DECLARE
	who name;
BEGIN
	FOREACH who IN ARRAY CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.owner]
		WHEN 'UPDATE' THEN ARRAY[OLD.owner, NEW.owner] ELSE ARRAY[OLD.owner] END
	LOOP
		IF who IS DISTINCT FROM current_user
		   AND NOT coalesce((SELECT r.rolsuper FROM pg_roles r WHERE r.rolname = current_user), false)
		   AND NOT (EXISTS (SELECT FROM pg_roles r WHERE r.rolname = who) AND pg_has_role(who, 'MEMBER')) THEN
			RAISE EXCEPTION 'census run %.% belongs to role %',
				quote_ident(coalesce(OLD.schema, NEW.schema)), quote_ident(coalesce(OLD.name, NEW.name)), who
				USING ERRCODE = 'insufficient_privilege',
					  HINT = 'Only a member of the role that made a run may change it.';
		END IF;
	END LOOP;
	IF TG_OP = 'INSERT' AND NOT has_schema_privilege(NEW.schema, 'CREATE') THEN
		RAISE EXCEPTION 'permission denied for schema %', quote_ident(NEW.schema)
			USING ERRCODE = 'insufficient_privilege',
				  DETAIL = 'A census run makes its tables in its schema.';
	END IF;
	RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END
