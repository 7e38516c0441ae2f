-- Measuring functions for the benchmark scripts (bench/sql.sh,
-- bench/compare_sql.sh); psql variable :tck is the kernel's clock ticks per
-- second (getconf CLK_TCK).
--
-- bench_cpu(): this backend's CPU seconds so far (user + system).
SELECT format($f$
CREATE FUNCTION bench_cpu() RETURNS float8 LANGUAGE sql AS $$
  SELECT (split_part(s, ' ', 12)::float8 + split_part(s, ' ', 13)::float8) / %s
  FROM (SELECT substr(t, strpos(t, ') ') + 2) AS s
        FROM pg_read_file('/proc/self/stat') AS t) x $$ $f$, :tck) \gexec
-- bench_hwm(): peak resident memory less the shared memory it maps (shared
-- buffers), kB: the backend's own peak, near enough.
CREATE FUNCTION bench_hwm() RETURNS bigint LANGUAGE sql AS $$
  SELECT (regexp_match(t, 'VmHWM:\s+(\d+) kB'))[1]::bigint
       - (regexp_match(t, 'RssShmem:\s+(\d+) kB'))[1]::bigint
  FROM pg_read_file('/proc/self/status') AS t $$;
