src/pg/input_text.o: src/pg/input_text.c \
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
 /usr/include/postgresql/15/server/catalog/pg_type.h \
 /usr/include/postgresql/15/server/catalog/genbki.h \
 /usr/include/postgresql/15/server/catalog/objectaddress.h \
 /usr/include/postgresql/15/server/access/htup.h \
 /usr/include/postgresql/15/server/storage/itemptr.h \
 /usr/include/postgresql/15/server/storage/block.h \
 /usr/include/postgresql/15/server/storage/off.h \
 /usr/include/postgresql/15/server/storage/itemid.h \
 /usr/include/postgresql/15/server/nodes/parsenodes.h \
 /usr/include/postgresql/15/server/nodes/bitmapset.h \
 /usr/include/postgresql/15/server/nodes/lockoptions.h \
 /usr/include/postgresql/15/server/nodes/primnodes.h \
 /usr/include/postgresql/15/server/access/attnum.h \
 /usr/include/postgresql/15/server/nodes/pg_list.h \
 /usr/include/postgresql/15/server/nodes/nodes.h \
 /usr/include/postgresql/15/server/nodes/value.h \
 /usr/include/postgresql/15/server/partitioning/partdefs.h \
 /usr/include/postgresql/15/server/storage/lockdefs.h \
 /usr/include/postgresql/15/server/utils/relcache.h \
 /usr/include/postgresql/15/server/access/tupdesc.h \
 /usr/include/postgresql/15/server/access/xlogdefs.h \
 /usr/include/postgresql/15/server/catalog/pg_attribute.h \
 /usr/include/postgresql/15/server/catalog/pg_attribute_d.h \
 /usr/include/postgresql/15/server/catalog/pg_type_d.h \
 /usr/include/postgresql/15/server/utils/array.h \
 /usr/include/postgresql/15/server/fmgr.h \
 /usr/include/postgresql/15/server/utils/expandeddatum.h \
 /usr/include/postgresql/15/server/utils/builtins.h \
 /usr/include/postgresql/15/server/utils/fmgrprotos.h \
 /usr/include/postgresql/15/server/utils/jsonb.h \
 /usr/include/postgresql/15/server/lib/stringinfo.h \
 /usr/include/postgresql/15/server/utils/numeric.h \
 /usr/include/postgresql/15/server/utils/lsyscache.h src/pg/catmouse.h \
 src/core/grid.h src/core/solver.h src/core/pursuit.h src/core/solver.h \
 src/pg/input.h src/core/graph6.h src/pg/graph_kinds.h
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
/usr/include/postgresql/15/server/catalog/pg_type.h:
/usr/include/postgresql/15/server/catalog/genbki.h:
/usr/include/postgresql/15/server/catalog/objectaddress.h:
/usr/include/postgresql/15/server/access/htup.h:
/usr/include/postgresql/15/server/storage/itemptr.h:
/usr/include/postgresql/15/server/storage/block.h:
/usr/include/postgresql/15/server/storage/off.h:
/usr/include/postgresql/15/server/storage/itemid.h:
/usr/include/postgresql/15/server/nodes/parsenodes.h:
/usr/include/postgresql/15/server/nodes/bitmapset.h:
/usr/include/postgresql/15/server/nodes/lockoptions.h:
/usr/include/postgresql/15/server/nodes/primnodes.h:
/usr/include/postgresql/15/server/access/attnum.h:
/usr/include/postgresql/15/server/nodes/pg_list.h:
/usr/include/postgresql/15/server/nodes/nodes.h:
/usr/include/postgresql/15/server/nodes/value.h:
/usr/include/postgresql/15/server/partitioning/partdefs.h:
/usr/include/postgresql/15/server/storage/lockdefs.h:
/usr/include/postgresql/15/server/utils/relcache.h:
/usr/include/postgresql/15/server/access/tupdesc.h:
/usr/include/postgresql/15/server/access/xlogdefs.h:
/usr/include/postgresql/15/server/catalog/pg_attribute.h:
/usr/include/postgresql/15/server/catalog/pg_attribute_d.h:
/usr/include/postgresql/15/server/catalog/pg_type_d.h:
/usr/include/postgresql/15/server/utils/array.h:
/usr/include/postgresql/15/server/fmgr.h:
/usr/include/postgresql/15/server/utils/expandeddatum.h:
/usr/include/postgresql/15/server/utils/builtins.h:
/usr/include/postgresql/15/server/utils/fmgrprotos.h:
/usr/include/postgresql/15/server/utils/jsonb.h:
/usr/include/postgresql/15/server/lib/stringinfo.h:
/usr/include/postgresql/15/server/utils/numeric.h:
/usr/include/postgresql/15/server/utils/lsyscache.h:
src/pg/catmouse.h:
src/core/grid.h:
src/core/solver.h:
src/core/pursuit.h:
src/core/solver.h:
src/pg/input.h:
src/core/graph6.h:
src/pg/graph_kinds.h:
