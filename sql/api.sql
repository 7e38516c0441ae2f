--
-- The extension's functions as the catalog sees them: signatures,
-- defaults, volatility, parallel safety, strictness, cost, comments.
--
SELECT p.oid::regprocedure AS function,
       pg_get_function_result(p.oid) AS returns,
       p.provolatile AS volatile, p.proparallel AS parallel,
       p.proisstrict AS strict, p.procost AS cost, p.proretset AS set,
       obj_description(p.oid, 'pg_proc') IS NOT NULL AS commented
FROM pg_proc p
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension x ON x.oid = d.refobjid AND x.extname = 'catmouse'
ORDER BY p.proname, p.oid::regprocedure::text;

SELECT p.proname, pg_get_function_arguments(p.oid) AS arguments
FROM pg_proc p
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension x ON x.oid = d.refobjid AND x.extname = 'catmouse'
ORDER BY p.proname, p.oid::regprocedure::text;

-- the memory limit (defined when the library loads)
SELECT cat_mouse_game('{{0}}', 0, 0) AS load_library;
SELECT name, setting, unit, context, short_desc FROM pg_settings WHERE name LIKE 'catmouse.%';
