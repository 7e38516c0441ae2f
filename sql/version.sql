-- cat_mouse_version(): what catmouse is made of; its numbers differ between
-- builds and majors, so only its form is shown.
-- In a fresh session the library is not loaded yet (no catmouse function has
-- run), so PostgreSQL does not know catmouse's settings; a call loads it.
SHOW catmouse.max_memory;
SELECT v ~ '^CATMOUSE="\d+\.\d+" EXTENSION="\d+\.\d+" NAUTY="\d+\.\d+\.\d+ \(\d+ bits\)" NAUTY_BUILD="WORDSIZE=\d+ MAXN=\d+; geng WORDSIZE=64 MAXN=64" GRAPHVIZ="[^"]+" PGSQL_BUILT="\d+[.\w]*( [^"]*)?" PGSQL="\d+[.\w]*( [^"]*)?" ASSERTIONS="(on|off)"$' AS well_formed,
       substring(v FROM 'CATMOUSE="([^"]*)"') = substring(v FROM 'EXTENSION="([^"]*)"') AS library_is_installed_version,
       substring(v FROM 'EXTENSION="([^"]*)"') = (SELECT extversion FROM pg_extension WHERE extname = 'catmouse') AS extension_version,
       substring(v FROM ' PGSQL="([^"]*)"') = current_setting('server_version') AS runs_on,
       split_part(substring(v FROM 'PGSQL_BUILT="([^"]*)"'), '.', 1) = split_part(current_setting('server_version'), '.', 1) AS built_for_this_major
FROM cat_mouse_version() v;
SHOW catmouse.max_memory;
SELECT provolatile, proparallel, proisstrict FROM pg_proc WHERE oid = 'cat_mouse_version()'::regprocedure;
