-- The baseline a PostgreSQL user would write without catmouse: the textbook
-- retrograde solver of LeetCode 913 (degree counters, a FIFO queue, the
-- graph's own lists taken as predecessors, so right only for undirected
-- graphs such as the benchmark's), in PL/pgSQL over int[][] graphs.
-- Hole 0, mouse 1, cat 2, the cat may not enter the hole.
CREATE FUNCTION textbook_cat_mouse(graph int[]) RETURNS int
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  n int := array_length(graph, 1);
  w int := array_length(graph, 2);
  deg int[];
  res int[];
  mdeg int[];
  cdeg int[];
  qm int[] := '{}';
  qc int[] := '{}';
  qt int[] := '{}';
  head int := 1;
  tail int := 0;
  m int; c int; t int; k int; p int; v int; r int;
BEGIN
  -- state (m, c, t) is element m * n * 2 + c * 2 + t + 1
  deg := array_fill(0, ARRAY[2 * n * n]);
  res := array_fill(0, ARRAY[2 * n * n]);
  mdeg := array_fill(0, ARRAY[n]);
  cdeg := array_fill(0, ARRAY[n]);
  FOR m IN 0 .. n - 1 LOOP
    FOR k IN 1 .. w LOOP
      v := graph[m + 1][k];
      IF v IS NOT NULL THEN
        mdeg[m + 1] := mdeg[m + 1] + 1;
        IF v <> 0 THEN
          cdeg[m + 1] := cdeg[m + 1] + 1;
        END IF;
      END IF;
    END LOOP;
  END LOOP;
  FOR m IN 0 .. n - 1 LOOP
    FOR c IN 0 .. n - 1 LOOP
      deg[m * n * 2 + c * 2 + 1] := mdeg[m + 1];
      deg[m * n * 2 + c * 2 + 2] := cdeg[c + 1];
    END LOOP;
  END LOOP;
  -- endings: the mouse home, the cat on the mouse
  FOR c IN 1 .. n - 1 LOOP
    FOR t IN 0 .. 1 LOOP
      res[c * 2 + t + 1] := 1;
      tail := tail + 1; qm[tail] := 0; qc[tail] := c; qt[tail] := t;
      res[c * n * 2 + c * 2 + t + 1] := 2;
      tail := tail + 1; qm[tail] := c; qc[tail] := c; qt[tail] := t;
    END LOOP;
  END LOOP;
  WHILE head <= tail LOOP
    m := qm[head]; c := qc[head]; t := qt[head]; head := head + 1;
    r := res[m * n * 2 + c * 2 + t + 1];
    IF t = 0 THEN
      -- the cat moved here from a neighbour of c (never from the hole)
      FOR k IN 1 .. w LOOP
        p := graph[c + 1][k];
        CONTINUE WHEN p IS NULL OR p = 0 OR c = 0;
        v := m * n * 2 + p * 2 + 2;
        CONTINUE WHEN res[v] <> 0;
        IF r = 2 THEN
          res[v] := 2;
        ELSE
          deg[v] := deg[v] - 1;
          CONTINUE WHEN deg[v] > 0;
          res[v] := 1;
        END IF;
        tail := tail + 1; qm[tail] := m; qc[tail] := p; qt[tail] := 1;
      END LOOP;
    ELSE
      -- the mouse moved here from a neighbour of m
      FOR k IN 1 .. w LOOP
        p := graph[m + 1][k];
        CONTINUE WHEN p IS NULL;
        v := p * n * 2 + c * 2 + 1;
        CONTINUE WHEN res[v] <> 0;
        IF r = 1 THEN
          res[v] := 1;
        ELSE
          deg[v] := deg[v] - 1;
          CONTINUE WHEN deg[v] > 0;
          res[v] := 2;
        END IF;
        tail := tail + 1; qm[tail] := p; qc[tail] := c; qt[tail] := 0;
      END LOOP;
    END IF;
  END LOOP;
  RETURN res[1 * n * 2 + 2 * 2 + 1];
END $$;
