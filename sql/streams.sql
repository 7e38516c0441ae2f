--
-- geng's graphs as a stream (cat_mouse_geng) beside other statements, as a
-- plain role: every row exactly once, nothing written where it does not
-- belong.  A stream that is suspended while another call runs geng has its
-- remaining graphs copied into a tuplestore of its own; these statements
-- once lost those rows, wrote the tuplestore's buffer into another table's
-- file, or crashed the server (each block below did on 9c88993).
--
CREATE ROLE regress_catmouse_plain;
CREATE TABLE stream_victim AS
  SELECT g AS id, repeat(md5(g::text), 4) AS pad FROM generate_series(1, 20000) g;
GRANT SELECT ON stream_victim TO regress_catmouse_plain;
CREATE TABLE stream_victim_sum AS
  SELECT count(*) AS n, md5(string_agg(pad, ',' ORDER BY id)) AS sum FROM stream_victim;
-- what a stream of 8 nodes holds, read alone
CREATE TABLE stream_fresh AS
  SELECT count(*) AS n, count(DISTINCT g) AS distinct_n,
         md5(string_agg(g::text, ',' ORDER BY g::text)) AS sum
  FROM cat_mouse_geng(8) g;
SELECT n, distinct_n FROM stream_fresh;
GRANT SELECT ON stream_fresh TO regress_catmouse_plain;
SET ROLE regress_catmouse_plain;
-- the rows a cursor has left (psql shows no MOVE's count here)
CREATE FUNCTION pg_temp.rest(c refcursor) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  MOVE FORWARD ALL IN c;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$$;

-- a stream drained by a later statement of its transaction, its copy
-- spilled to a file (work_mem 64kB), and a relation opened after that
-- statement ended: MOVE gave 0 and the file's slot went to the relation
BEGIN;
SET LOCAL work_mem = '64kB';
DECLARE c CURSOR FOR SELECT cat_mouse_geng(8);
FETCH 1 FROM c;
SELECT count(*) FROM cat_mouse_geng(3);
SELECT count(*) FROM stream_victim;
SELECT pg_temp.rest('c');
COMMIT;

-- the same with a census as the later statement, at the default work_mem
BEGIN;
DECLARE c CURSOR FOR SELECT cat_mouse_geng(9);
FETCH 1 FROM c;
SELECT cop_number, graphs FROM cat_mouse_cop_census(5) ORDER BY 1;
SELECT count(*) FROM stream_victim;
SELECT pg_temp.rest('c');
COMMIT;

-- two streams, fetched in turn: every row of each exactly once
CREATE TEMP TABLE seen (stream text, g graph6);
DO $$
DECLARE
  a refcursor := 'a';
  b refcursor := 'b';
  ga graph6;
  gb graph6;
BEGIN
  SET LOCAL work_mem = '64kB';
  OPEN a FOR SELECT cat_mouse_geng(8);
  OPEN b FOR SELECT cat_mouse_geng(8);
  LOOP
    FETCH a INTO ga;
    IF FOUND THEN INSERT INTO seen VALUES ('a', ga); END IF;
    FETCH b INTO gb;
    IF FOUND THEN INSERT INTO seen VALUES ('b', gb); END IF;
    EXIT WHEN ga IS NULL AND gb IS NULL;
    ga := NULL;
    gb := NULL;
  END LOOP;
END
$$;
SELECT s.stream, count(*) = f.n AS every_row, count(DISTINCT s.g) = f.distinct_n AS once,
       md5(string_agg(s.g::text, ',' ORDER BY s.g::text)) = f.sum AS same_rows
FROM seen s, stream_fresh f GROUP BY s.stream, f.n, f.distinct_n, f.sum ORDER BY 1;

-- a stream in a PL/pgSQL loop whose body runs geng in exception blocks,
-- one committed and one rolled back (the loop stopped after 10 rows)
TRUNCATE seen;
DO $$
DECLARE
  r record;
  n int := 0;
BEGIN
  FOR r IN SELECT cat_mouse_geng(8) AS g LOOP
    n := n + 1;
    INSERT INTO seen VALUES ('loop', r.g);
    IF n = 10 THEN
      BEGIN
        PERFORM count(*) FROM cat_mouse_cop_census(4);
      EXCEPTION WHEN others THEN
        RAISE;
      END;
    ELSIF n = 20 THEN
      BEGIN
        PERFORM count(*) FROM cat_mouse_geng(4);
        PERFORM 1 / 0;
      EXCEPTION WHEN division_by_zero THEN
        NULL;
      END;
    END IF;
  END LOOP;
END
$$;
SELECT count(*) = f.n AS every_row, count(DISTINCT s.g) = f.distinct_n AS once,
       md5(string_agg(s.g::text, ',' ORDER BY s.g::text)) = f.sum AS same_rows
FROM seen s, stream_fresh f GROUP BY f.n, f.distinct_n, f.sum;

-- a stream across savepoints: rows fetched in a rolled-back savepoint stay
-- fetched (a cursor's position is not rolled back), the rest all come
BEGIN;
SET LOCAL work_mem = '64kB';
DECLARE c CURSOR FOR SELECT cat_mouse_geng(8);
MOVE 5 IN c;
SAVEPOINT s1;
SELECT count(*) FROM cat_mouse_geng(4);
MOVE 5 IN c;
ROLLBACK TO s1;
SAVEPOINT s2;
MOVE 100 IN c;
RELEASE s2;
SELECT pg_temp.rest('c');
COMMIT;

-- its first rows fetched in a savepoint that ends before the rest:
-- PostgreSQL 15 and 17 restart the SQL function cat_mouse_geng then (its
-- first 105 rows came twice); the stream passes over what it gave
-- (their warning of a snapshot reference is theirs, not shown here)
SET client_min_messages = error;
BEGIN;
DECLARE c CURSOR FOR SELECT cat_mouse_geng(8);
SAVEPOINT s1;
MOVE 5 IN c;
MOVE 100 IN c;
RELEASE s1;
SELECT pg_temp.rest('c');
COMMIT;
BEGIN;
DECLARE c CURSOR FOR SELECT cat_mouse_geng(8);
SAVEPOINT s1;
MOVE 5 IN c;
ROLLBACK TO s1;
SAVEPOINT s2;
MOVE 5 IN c;
ROLLBACK TO s2;
SELECT pg_temp.rest('c');
COMMIT;
RESET client_min_messages;

-- a stream beside a census in one query: the census drains the stream
-- that the same query reads
SELECT count(*) AS rows, count(DISTINCT g) AS graphs
FROM (SELECT cat_mouse_geng(6) AS g) s
     CROSS JOIN LATERAL (SELECT count(*) FROM cat_mouse_geng(3)) x;

DROP TABLE seen;
DROP FUNCTION pg_temp.rest(refcursor);
RESET ROLE;

-- a copy that an error stops (here temp_file_limit) leaves the stream
-- broken: its next row is an error, never a silent end (the later call in
-- this backend, not a parallel worker, which has a geng of its own)
BEGIN;
SET LOCAL work_mem = '64kB';
SET LOCAL max_parallel_workers = 0;
DECLARE c CURSOR FOR SELECT cat_mouse_geng(9);
FETCH 1 FROM c;
SAVEPOINT s;
SET LOCAL temp_file_limit = '64kB';
-- (its SQLSTATE only, 53400: majors word the message differently)
\set VERBOSITY sqlstate
SELECT count(*) FROM cat_mouse_geng(3);
\set VERBOSITY default
ROLLBACK TO s;
FETCH 1 FROM c;
ROLLBACK;

-- nothing else was touched
SELECT v.n = s.n AS same_rows, v.sum = s.sum AS same_bytes
FROM (SELECT count(*) AS n, md5(string_agg(pad, ',' ORDER BY id)) AS sum FROM stream_victim) v,
     stream_victim_sum s;

DROP TABLE stream_victim, stream_victim_sum, stream_fresh;
DROP ROLE regress_catmouse_plain;
