/*-------------------------------------------------------------------------
 *
 * version_funcs.c
 *	  What catmouse is made of, as postgis_full_version() says it for
 *	  PostGIS (1.1):
 *
 *	  cat_mouse_version()
 *		  text: catmouse's library and installed extension versions,
 *		  nauty's (and how the core builds it), the PostgreSQL it was built
 *		  for and the one it runs on, whether assertions were compiled in
 *
 * Being in C, a call loads the library, and with it the settings
 * catmouse.max_memory and _limit, which SHOW does not know before.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include "executor/spi.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/guc.h"

#include "catmouse.h"
#include "canon.h"
#include "generate.h"

/* The graph drawing library's version: Graphviz's libgvc (graphviz.c). */
static const char *
graphviz_version(void)
{
	return catmouse_graphviz_version();
}

/*
 * The installed extension's version (pg_extension), or NULL; in the
 * caller's memory context (SPI_finish frees SPI's, and a copy in
 * TopTransactionContext stayed until the transaction ended: 24 bytes a call).
 */
static char *
installed_version(void)
{
	MemoryContext caller = CurrentMemoryContext;
	char	   *v = NULL;

	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "SPI_connect failed");
	if (SPI_execute("SELECT extversion FROM pg_catalog.pg_extension WHERE extname = 'catmouse'",
					true, 1) == SPI_OK_SELECT && SPI_processed == 1)
	{
		char	   *s = SPI_getvalue(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1);

		if (s != NULL)
			v = MemoryContextStrdup(caller, s);
	}
	SPI_finish();
	return v;
}

/*
 * cat_mouse_version()
 *	  CATMOUSE="1.1" EXTENSION="1.1" NAUTY="2.8.9 (64 bits)"
 *	  NAUTY_BUILD="WORDSIZE=64 MAXN=0; geng WORDSIZE=64 MAXN=64"
 *	  PGSQL_BUILT="17.6" PGSQL="17.6" ASSERTIONS="off"
 */
PG_FUNCTION_INFO_V1(catmouse_version);
Datum
catmouse_version(PG_FUNCTION_ARGS)
{
	StringInfoData s;
	char	   *ext = installed_version();
	const char *gv = graphviz_version();
	int			wordsize,
				maxn;

	cm_canon_nauty_build(&wordsize, &maxn);
	initStringInfo(&s);
	appendStringInfo(&s, "CATMOUSE=\"%s\"", CATMOUSE_VERSION);
	appendStringInfo(&s, " EXTENSION=\"%s\"", ext ? ext : "not installed");
	appendStringInfo(&s, " NAUTY=\"%s\"", cm_nauty_version());
	appendStringInfo(&s, " NAUTY_BUILD=\"WORDSIZE=%d MAXN=%d; geng WORDSIZE=%d MAXN=%d\"",
					 wordsize, maxn, CM_GENG_WORDSIZE, CM_GENG_MAX_NODES);
	if (gv != NULL)
		appendStringInfo(&s, " GRAPHVIZ=\"%s\"", gv);
	appendStringInfo(&s, " PGSQL_BUILT=\"%s\"", PG_VERSION);
	appendStringInfo(&s, " PGSQL=\"%s\"", GetConfigOption("server_version", false, false));
#ifdef USE_ASSERT_CHECKING
	appendStringInfoString(&s, " ASSERTIONS=\"on\"");
#else
	appendStringInfoString(&s, " ASSERTIONS=\"off\"");
#endif
	PG_RETURN_TEXT_P(cstring_to_text_with_len(s.data, s.len));
}
