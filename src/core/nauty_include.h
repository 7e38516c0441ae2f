/*-------------------------------------------------------------------------
 *
 * nauty_include.h
 *	  nauty's headers (nauty.h and gtools.h of libnauty2-dev or
 *	  libnauty-dev), as the core includes them: the same on nauty 2.8.6
 *	  (Debian 12), 2.8.9 (Debian 13) and 2.9.3 (Debian unstable), with the
 *	  compilers PostgreSQL builds with there.  Private to the core (canon.c,
 *	  generate.c); a file that sets nauty's WORDSIZE or MAXN does so first.
 *
 *-------------------------------------------------------------------------
 */
#ifndef CM_NAUTY_INCLUDE_H
#define CM_NAUTY_INCLUDE_H

/*
 * nauty.h of 2.8.9 and later defines _LARGEFILE_SOURCE, empty, where
 * glibc's features.h has defined it as 1 under _GNU_SOURCE (PostgreSQL's
 * builds): the same meaning, but a redefinition warning.
 */
#undef _LARGEFILE_SOURCE

/*
 * nauty 2.9.3, configured with gcc 16 (C23), declares its thread-local
 * globals with C23's thread_local keyword; clang before C23 (PostgreSQL's
 * bitcode for JIT) knows only C11's _Thread_local, which means the same.
 */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ < 202311L && !defined(thread_local)
#define thread_local _Thread_local
#endif

#include <gtools.h>

#endif							/* CM_NAUTY_INCLUDE_H */
