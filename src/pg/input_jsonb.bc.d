src/pg/input_jsonb.bc: src/pg/input_jsonb.c \
  /usr/include/postgresql/15/server/postgres.h \
  /usr/include/postgresql/15/server/c.h \
  /usr/include/postgresql/15/server/postgres_ext.h \
  /usr/include/postgresql/15/server/pg_config_ext.h \
  /usr/include/postgresql/15/server/pg_config.h \
  /usr/include/postgresql/15/server/pg_config_manual.h \
  /usr/include/postgresql/15/server/pg_config_os.h \
  /usr/include/postgresql/15/server/port.h \
  /usr/include/postgresql/15/server/utils/elog.h \
  /usr/include/postgresql/15/server/utils/errcodes.h \
  /usr/include/postgresql/15/server/utils/palloc.h \
  /usr/include/postgresql/15/server/miscadmin.h \
  /usr/include/postgresql/15/server/datatype/timestamp.h \
  /usr/include/postgresql/15/server/pgtime.h \
  /usr/include/postgresql/15/server/utils/builtins.h \
  /usr/include/postgresql/15/server/fmgr.h \
  /usr/include/postgresql/15/server/nodes/nodes.h \
  /usr/include/postgresql/15/server/utils/fmgrprotos.h \
  /usr/include/postgresql/15/server/utils/jsonb.h \
  /usr/include/postgresql/15/server/lib/stringinfo.h \
  /usr/include/postgresql/15/server/utils/array.h \
  /usr/include/postgresql/15/server/utils/expandeddatum.h \
  /usr/include/postgresql/15/server/utils/numeric.h \
  /usr/include/postgresql/15/server/utils/memutils.h \
  /usr/include/postgresql/15/server/nodes/memnodes.h src/pg/catmouse.h \
  src/core/grid.h src/core/solver.h src/core/pursuit.h src/pg/input.h \
  src/core/graph6.h src/pg/graph_kinds.h

/usr/include/postgresql/15/server/postgres.h:

/usr/include/postgresql/15/server/c.h:

/usr/include/postgresql/15/server/postgres_ext.h:

/usr/include/postgresql/15/server/pg_config_ext.h:

/usr/include/postgresql/15/server/pg_config.h:

/usr/include/postgresql/15/server/pg_config_manual.h:

/usr/include/postgresql/15/server/pg_config_os.h:

/usr/include/postgresql/15/server/port.h:

/usr/include/postgresql/15/server/utils/elog.h:

/usr/include/postgresql/15/server/utils/errcodes.h:

/usr/include/postgresql/15/server/utils/palloc.h:

/usr/include/postgresql/15/server/miscadmin.h:

/usr/include/postgresql/15/server/datatype/timestamp.h:

/usr/include/postgresql/15/server/pgtime.h:

/usr/include/postgresql/15/server/utils/builtins.h:

/usr/include/postgresql/15/server/fmgr.h:

/usr/include/postgresql/15/server/nodes/nodes.h:

/usr/include/postgresql/15/server/utils/fmgrprotos.h:

/usr/include/postgresql/15/server/utils/jsonb.h:

/usr/include/postgresql/15/server/lib/stringinfo.h:

/usr/include/postgresql/15/server/utils/array.h:

/usr/include/postgresql/15/server/utils/expandeddatum.h:

/usr/include/postgresql/15/server/utils/numeric.h:

/usr/include/postgresql/15/server/utils/memutils.h:

/usr/include/postgresql/15/server/nodes/memnodes.h:

src/pg/catmouse.h:

src/core/grid.h:

src/core/solver.h:

src/core/pursuit.h:

src/pg/input.h:

src/core/graph6.h:

src/pg/graph_kinds.h:
