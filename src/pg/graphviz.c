/*-------------------------------------------------------------------------
 *
 * graphviz.c
 *	  cat_mouse_svg's layout: a DOT text (render.h's cm_write_dot) laid out
 *	  by Graphviz's library (libgvc, the dot engine) and rendered as SVG.
 *
 * Graphviz is not made to run inside a server: it exits the process when an
 * allocation fails, it cannot be interrupted in the middle of a layout, and
 * its memory is its own (malloc).  So the backend forks a child that runs
 * Graphviz alone and nothing of PostgreSQL (graphviz_child.c):
 *
 *	  - the child resets every signal handler to the default, unblocks
 *		signals, dies with its parent (Linux's PR_SET_PDEATHSIG), makes no
 *		core file, and turns exit() (which would run the backend's atexit
 *		handler, proc_exit's) into _exit();
 *	  - it loads Graphviz's plugins by laying out an empty graph, then
 *		limits its address space (RLIMIT_AS) to what it uses then plus
 *		catmouse.max_memory, so the layout of the puzzle's DOT has
 *		max_memory to itself;
 *	  - Graphviz's messages (agseterrf, and stderr) go to a pipe of their
 *		own; the SVG, after a status byte, to another; then _exit().
 *
 * The backend reads the SVG in a loop that waits on its latch and the pipe
 * and checks for interrupts, so a cancel, statement_timeout or a
 * terminate stops it at once; whatever ends the wait (an error, a cancel,
 * the end of the SVG), the child is killed (SIGKILL) if it still runs and
 * always reaped (waitpid), so no child outlives the call; a backend that
 * exits meanwhile (terminate, the postmaster's death) kills and reaps it in
 * proc_exit.  A child that
 * dies, runs out of memory or fails becomes an error with what Graphviz
 * said.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "storage/ipc.h"
#include "storage/latch.h"
#include "utils/wait_event.h"

#include "catmouse.h"

#include "graphviz.h"

/* Graphviz's messages read for an error (the rest is dropped) */
#define GV_MESSAGES_MAX (256 * 1024)


/* ---- the backend ---- */

/*
 * The child that runs now, for the backend's exit: a terminate (FATAL) or
 * the postmaster's death leaves the wait below without PG_FINALLY, so
 * proc_exit kills and reaps it (the kernel would kill it anyway, by
 * PR_SET_PDEATHSIG, but leave it for init to reap).
 */
static pid_t running_child = 0;

static void
reap_at_exit(int code, Datum arg)
{
	if (running_child > 0)
	{
		(void) kill(running_child, SIGKILL);
		while (waitpid(running_child, NULL, 0) < 0 && errno == EINTR)
			;
		running_child = 0;
	}
}

/*
 * Read what is in fd now (non-blocking) into buf: all of it (the pipe holds
 * what the child could write, 64 kB on Linux; past max bytes, the rest is
 * not read).
 */
static void
read_messages(int fd, StringInfo buf, int max)
{
	char		chunk[4096];

	while (buf->len < max)
	{
		ssize_t		n = read(fd, chunk, sizeof(chunk));

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return;
		appendBinaryStringInfo(buf, chunk, (int) n);
	}
}

/*
 * Whether a line of Graphviz's says that memory ran out: its own words, a
 * failed allocation, or (Pango through GLib, under RLIMIT_AS) a thread whose
 * stack could not be mapped.
 */
static bool
memory_line(const char *text)
{
	return strstr(text, "out of memory") != NULL ||
		strstr(text, "Out of memory") != NULL ||
		strstr(text, "memory") != NULL ||
		strstr(text, "alloc") != NULL ||
		strstr(text, "creating thread") != NULL;
}

/* Whether Graphviz's messages say that memory ran out. */
static bool
out_of_memory(const StringInfo messages)
{
	return memory_line(messages->data);
}

/*
 * What Graphviz said, for errdetail: its last line about memory when memory
 * ran out, else its last lines (at most GV_SAID_MAX bytes, whole lines from
 * the end); "" when it said nothing.  Graphviz (and Pango, through it) can
 * say much: a font warning per label once memory is short.
 */
#define GV_SAID_MAX 300

static const char *
said(StringInfo messages, bool memory)
{
	char	   *text = messages->data;
	char	   *line;
	char	   *pick = NULL;
	StringInfoData out;

	initStringInfo(&out);
	/* the lines from the end */
	for (line = text + messages->len; line > text;)
	{
		char	   *end = line;
		char	   *begin;

		while (end > text && (end[-1] == '\n' || end[-1] == '\r' || end[-1] == ' '))
			end--;
		begin = end;
		while (begin > text && begin[-1] != '\n')
			begin--;
		line = begin;
		if (end == begin)
			continue;
		*end = '\0';
		if (memory)
		{
			if (memory_line(begin))
			{
				pick = begin;
				break;
			}
			continue;
		}
		if (out.len > 0 && out.len + (end - begin) > GV_SAID_MAX)
			break;
		pick = begin;
	}
	if (pick == NULL)
		return "";
	/* the picked lines, in order, as one */
	for (line = pick; line < text + messages->len;)
	{
		int			len;

		if (*line == '\0' || *line == '\n' || *line == '\r' || *line == ' ')
		{
			line++;
			continue;
		}
		len = (int) strlen(line);
		if (out.len > 0)
			appendStringInfoString(&out, " / ");
		appendBinaryStringInfo(&out, line, Min(len, GV_SAID_MAX));
		if (memory)
			break;
		line += len + 1;
	}
	return out.data;
}

/* Report how the child ended when it gave no SVG; never returns. */
pg_noreturn static void
report_child(int status, StringInfo out, StringInfo messages, size_t limit)
{
	bool		memory = out_of_memory(messages) ||
		(WIFEXITED(status) && (WEXITSTATUS(status) == GV_EXIT_CALLED ||
							   WEXITSTATUS(status) == GV_CRASHED_FULL));
	const char *text = said(messages, memory);
	int			mb = (int) (limit / (1024 * 1024));
	char		size[32];

	/* catmouse.max_memory as SHOW prints it, near enough */
	if (limit % (1024 * 1024) == 0)
		snprintf(size, sizeof(size), "%dMB", mb);
	else
		snprintf(size, sizeof(size), "%zukB", limit / 1024);

	if (out->len > 0 && out->data[0] == GV_FAILED && !memory)
		ereport(ERROR,
				(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("Graphviz could not %s", out->data + 1),
				 text[0] ? errdetail("Graphviz said: %s", text) : 0));
	if (memory)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("Graphviz ran out of memory laying out the picture"),
				 errdetail("Its process may use catmouse.max_memory, %s, beyond what it starts with%s%s.",
						   size, text[0] ? "; Graphviz said: " : "", text),
				 errhint("Raise the limit, e.g. SET catmouse.max_memory = '%dMB', or draw a smaller graph.",
						 Max(2 * mb, 16))));
	if (WIFSIGNALED(status))
		ereport(ERROR,
				(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("Graphviz's process ended with signal %d: %s",
						WTERMSIG(status), strsignal(WTERMSIG(status))),
				 text[0] ? errdetail("Graphviz said: %s", text) : 0,
				 errhint("Its memory is limited by catmouse.max_memory (%s): a layout that runs out of it can end so.",
						 size)));
	ereport(ERROR,
			(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
			 errmsg("Graphviz's process exited with status %d without a picture",
					WIFEXITED(status) ? WEXITSTATUS(status) : -1),
			 text[0] ? errdetail("Graphviz said: %s", text) : 0));
}

char *
catmouse_graphviz_svg(const char *dot, size_t *len)
{
	size_t		limit = catmouse_max_memory_bytes();
	int			svg_pipe[2];
	int			msg_pipe[2];
	pid_t		pid;
	pid_t		parent;
	sigset_t	all;
	sigset_t	saved;
	int			save_errno;
	volatile bool reaped = false;
	int			status = 0;
	StringInfoData out;
	StringInfoData messages;
	static bool exit_hook = false;

	if (!exit_hook)
	{
		on_proc_exit(reap_at_exit, (Datum) 0);
		exit_hook = true;
	}
	initStringInfo(&out);
	initStringInfo(&messages);
	if (pipe(svg_pipe) != 0)
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_RESOURCES),
				 errmsg("could not create a pipe for Graphviz: %m")));
	if (pipe(msg_pipe) != 0)
	{
		int			save = errno;

		close(svg_pipe[0]);
		close(svg_pipe[1]);
		errno = save;
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_RESOURCES),
				 errmsg("could not create a pipe for Graphviz: %m")));
	}
	/* the backend's ends never block; the child's messages are dropped
	 * rather than block it when their pipe is full */
	(void) fcntl(svg_pipe[0], F_SETFL, O_NONBLOCK);
	(void) fcntl(msg_pipe[0], F_SETFL, O_NONBLOCK);
	(void) fcntl(msg_pipe[1], F_SETFL, O_NONBLOCK);
	(void) fcntl(svg_pipe[0], F_SETFD, FD_CLOEXEC);
	(void) fcntl(msg_pipe[0], F_SETFD, FD_CLOEXEC);

	/* every signal blocked across fork(), so that none reaches a handler of
	 * the backend's in the child before the child resets them */
	sigfillset(&all);
	(void) sigprocmask(SIG_SETMASK, &all, &saved);
	parent = getpid();
	pid = fork();
	if (pid == 0)
	{
		close(svg_pipe[0]);
		close(msg_pipe[0]);
		catmouse_graphviz_child(dot, svg_pipe[1], msg_pipe[1], limit, parent);
	}
	save_errno = errno;
	(void) sigprocmask(SIG_SETMASK, &saved, NULL);
	errno = save_errno;
	close(svg_pipe[1]);
	close(msg_pipe[1]);
	if (pid < 0)
	{
		close(svg_pipe[0]);
		close(msg_pipe[0]);
		errno = save_errno;
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_RESOURCES),
				 errmsg("could not start a process for Graphviz: %m")));
	}
	running_child = pid;
	elog(DEBUG1, "catmouse: Graphviz's process %d lays out %zu bytes of DOT",
		 (int) pid, *len);

	PG_TRY();
	{
		char		chunk[65536];

		for (;;)
		{
			ssize_t		n;

			CHECK_FOR_INTERRUPTS();
			n = read(svg_pipe[0], chunk, sizeof(chunk));
			if (n > 0)
			{
				if ((size_t) out.len + (size_t) n > limit ||
					(size_t) out.len + (size_t) n >= MaxAllocSize - VARHDRSZ)
					ereport(ERROR,
							(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
							 errmsg("the SVG of Graphviz exceeds %zu bytes", (size_t) out.len + (size_t) n - 1),
							 errdetail("catmouse.max_memory is %d MB, and a text value holds less than 1 GB.",
									   (int) (limit / (1024 * 1024))),
							 errhint("Draw a smaller graph.")));
				appendBinaryStringInfo(&out, chunk, (int) n);
				continue;
			}
			if (n == 0)
				break;			/* the child is done */
			if (errno == EINTR)
				continue;
			if (errno != EAGAIN && errno != EWOULDBLOCK)
				ereport(ERROR,
						(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
						 errmsg("could not read from Graphviz's process: %m")));
			(void) WaitLatchOrSocket(MyLatch,
									 WL_LATCH_SET | WL_SOCKET_READABLE | WL_EXIT_ON_PM_DEATH,
									 svg_pipe[0], -1L, PG_WAIT_EXTENSION);
			ResetLatch(MyLatch);
		}
		read_messages(msg_pipe[0], &messages, GV_MESSAGES_MAX);
		while (waitpid(pid, &status, 0) < 0)
		{
			if (errno != EINTR)
			{
				status = -1;
				break;
			}
		}
		reaped = true;
	}
	PG_FINALLY();
	{
		if (!reaped)
		{
			(void) kill(pid, SIGKILL);
			while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
				;
		}
		running_child = 0;
		close(svg_pipe[0]);
		close(msg_pipe[0]);
	}
	PG_END_TRY();

	if (status != 0 || out.len == 0 || out.data[0] != GV_DONE)
		report_child(status, &out, &messages, limit);
	*len = (size_t) out.len - 1;
	return out.data + 1;
}

/* The Graphviz catmouse was built with (pkg-config's version of libgvc). */
const char *
catmouse_graphviz_version(void)
{
	return CATMOUSE_GRAPHVIZ_VERSION;
}
