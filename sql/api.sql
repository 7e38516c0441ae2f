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

-- the extension's types, casts and operator classes (1.1); a type's array
-- type is shown as a column: PostgreSQL 17 records array types as members of
-- the extension too, 15 does not (nor the row types of its tables, listed
-- with the tables below)
SELECT t.typname, t.typlen, t.typstorage, t.typcategory,
       obj_description(t.oid, 'pg_type') IS NOT NULL AS commented,
       t.typarray::regtype AS array_type
FROM pg_type t
JOIN pg_depend d ON d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e'
JOIN pg_extension x ON x.oid = d.refobjid AND x.extname = 'catmouse'
WHERE t.typcategory <> 'A'
  AND NOT EXISTS (SELECT FROM pg_class c WHERE c.oid = t.typrelid AND c.relkind IN ('r', 'v'))
ORDER BY 1;
SELECT c.castsource::regtype, c.casttarget::regtype, c.castfunc::regprocedure,
       c.castcontext, c.castmethod
FROM pg_cast c
JOIN pg_depend d ON d.classid = 'pg_cast'::regclass AND d.objid = c.oid AND d.deptype = 'e'
JOIN pg_extension x ON x.oid = d.refobjid AND x.extname = 'catmouse'
ORDER BY 1, 2;
SELECT am.amname, opc.opcname, opc.opcdefault,
       (SELECT string_agg(o.amopopr::regoperator::text, ' ' ORDER BY o.amopstrategy)
        FROM pg_amop o WHERE o.amopfamily = opc.opcfamily) AS operators
FROM pg_opclass opc JOIN pg_am am ON am.oid = opc.opcmethod
JOIN pg_depend d ON d.classid = 'pg_opclass'::regclass AND d.objid = opc.oid AND d.deptype = 'e'
JOIN pg_extension x ON x.oid = d.refobjid AND x.extname = 'catmouse'
ORDER BY 1;
-- the extension's tables and views (1.1: census runs), with who may do what
-- (PUBLIC: '=' in the ACL), and whether pg_dump dumps a table's rows
SELECT c.relname, c.relkind, obj_description(c.oid, 'pg_class') IS NOT NULL AS commented,
       (SELECT string_agg(a.privilege_type, ',' ORDER BY a.privilege_type)
        FROM aclexplode(c.relacl) a WHERE a.grantee = 0) AS public_may,
       c.oid = ANY (x.extconfig) AS dumped, c.relrowsecurity AS row_security
FROM pg_class c
JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e'
JOIN pg_extension x ON x.oid = d.refobjid AND x.extname = 'catmouse'
ORDER BY 1;
SELECT tgname, tgrelid::regclass, tgfoid::regproc FROM pg_trigger t
JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = t.tgrelid AND d.deptype = 'e'
JOIN pg_extension x ON x.oid = d.refobjid AND x.extname = 'catmouse'
WHERE NOT t.tgisinternal;
-- installed in one schema and kept there (its SQL names its objects through it)
SELECT extversion, extrelocatable FROM pg_extension WHERE extname = 'catmouse';
