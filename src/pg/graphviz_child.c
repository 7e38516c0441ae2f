/*-------------------------------------------------------------------------
 *
 * graphviz_child.c
 *	  The child that graphviz.c forks for cat_mouse_svg: Graphviz alone
 *	  (libgvc, the dot engine), no PostgreSQL call.  It resets every signal
 *	  to its default, dies with its parent, makes no core file, turns
 *	  exit() into _exit(), loads Graphviz's plugins, then limits its address
 *	  space to that plus catmouse.max_memory, lays out and renders the DOT,
 *	  and writes the SVG (after a status byte, graphviz.h) and Graphviz's
 *	  messages to the two pipes it was given.  graphviz.c says why.
 *
 *-------------------------------------------------------------------------
 */
#include "postgres.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "graphviz.h"

/* Graphviz's headers last: Debian 12's cgraph.h defines a NIL(type) of its
 * own, which replaces pg_list.h's NIL (this file makes no List) */
#undef NIL
#include <gvc.h>

/* gvRenderData's length: unsigned int before Graphviz 3.0, size_t since */
#ifdef CATMOUSE_GVRENDER_SIZE_T
typedef size_t GvLength;
#else
typedef unsigned int GvLength;
#endif

static int	child_messages = -1;	/* the child's end of the message pipe */

/* Write all of buf to fd (a pipe), as the child does. */
static void
write_all(int fd, const char *buf, size_t len)
{
	while (len > 0)
	{
		ssize_t		n = write(fd, buf, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return;
		buf += n;
		len -= (size_t) n;
	}
}

/* agseterrf's function: Graphviz's messages to the message pipe */
static int
child_message(char *msg)
{
	write_all(child_messages, msg, strlen(msg));
	return 0;
}

/* exit() in the child (Graphviz's, on a failed allocation) runs nothing */
static void
child_atexit(void)
{
	_exit(GV_EXIT_CALLED);
}

static long child_page_size = 4096;
static size_t child_as_limit = 0;	/* RLIMIT_AS once set */

/* The child's address space in bytes, from /proc; 0 when unknown (called
 * from a signal handler too: open, read and close only) */
static size_t
child_vm_size(void)
{
	char		buf[64];
	ssize_t		n;
	int			fd = open("/proc/self/statm", O_RDONLY);
	unsigned long long pages = 0;
	int			i;

	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	for (i = 0; i < n && buf[i] >= '0' && buf[i] <= '9'; i++)
		pages = pages * 10 + (unsigned long long) (buf[i] - '0');
	return (size_t) (pages * (unsigned long long) child_page_size);
}

/*
 * A crash of the child (SIGSEGV, SIGBUS): Graphviz before 3.0 uses what
 * malloc returns without a check, so under RLIMIT_AS running out of memory
 * ends in a crash.  One with the address space within an eighth of the
 * limit (at least 1 MB) of it is taken as that, and the child says so by
 * its exit status; any other dies of its signal.
 */
static void
child_crash(int sig)
{
	size_t		vm = child_vm_size();
	size_t		slack = child_as_limit / 8 > 1024 * 1024 ? child_as_limit / 8 : 1024 * 1024;

	if (child_as_limit > 0 && vm > 0 && vm + slack >= child_as_limit)
		_exit(GV_CRASHED_FULL);
	signal(sig, SIG_DFL);
	raise(sig);
}

/* The child fails a step: its name on the SVG pipe, then _exit. */
pg_noreturn static void
child_fail(int out, const char *step)
{
	char		status = GV_FAILED;

	write_all(out, &status, 1);
	write_all(out, step, strlen(step));
	_exit(1);
}

void
catmouse_graphviz_child(const char *dot, int out, int messages, size_t limit,
						pid_t parent)
{
	struct sigaction dfl;
	sigset_t	none;
	struct rlimit rl;
	GVC_t	   *gvc;
	graph_t    *g;
	char	   *data = NULL;
	GvLength	len = 0;
	size_t		base;
	char		status = GV_DONE;
	int			sig;

	/* signals as a fresh process has them (they came blocked: no handler of
	 * the backend's runs here) */
	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	for (sig = 1; sig < NSIG; sig++)
		(void) sigaction(sig, &dfl, NULL);
	sigemptyset(&none);
	(void) sigprocmask(SIG_SETMASK, &none, NULL);
#ifdef __linux__
	(void) prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
	if (getppid() != parent)
		_exit(1);				/* the backend is gone already */
	child_page_size = sysconf(_SC_PAGESIZE);
	if (atexit(child_atexit) != 0)
		child_fail(out, "start");
	rl.rlim_cur = rl.rlim_max = 0;
	(void) setrlimit(RLIMIT_CORE, &rl);

	/* Graphviz's messages and anything it prints to the message pipe */
	child_messages = messages;
	(void) dup2(messages, STDOUT_FILENO);
	(void) dup2(messages, STDERR_FILENO);
	agseterrf(child_message);

	/* the plugins loaded (an empty graph laid out), then the limit */
	gvc = gvContext();
	if (gvc == NULL)
		child_fail(out, "start");
	g = agmemread("digraph { a }");
	if (g == NULL || gvLayout(gvc, g, "dot") != 0 ||
		gvRenderData(gvc, g, "svg", &data, &len) != 0)
		child_fail(out, "start");
	gvFreeRenderData(data);
	gvFreeLayout(gvc, g);
	agclose(g);
	base = child_vm_size();
	if (base == 0 || getrlimit(RLIMIT_AS, &rl) != 0)
		child_fail(out, "measure its memory");
	if (rl.rlim_max == RLIM_INFINITY || rl.rlim_max > base + limit)
		rl.rlim_cur = base + limit;
	else
		rl.rlim_cur = rl.rlim_max;
	if (setrlimit(RLIMIT_AS, &rl) != 0)
		child_fail(out, "limit its memory");
	child_as_limit = rl.rlim_cur;
	{
		static char alt[64 * 1024];
		stack_t		ss;
		struct sigaction crash;

		ss.ss_sp = alt;
		ss.ss_size = sizeof(alt);
		ss.ss_flags = 0;
		memset(&crash, 0, sizeof(crash));
		crash.sa_handler = child_crash;
		crash.sa_flags = SA_ONSTACK | SA_RESETHAND;
		sigemptyset(&crash.sa_mask);
		if (sigaltstack(&ss, NULL) == 0)
		{
			(void) sigaction(SIGSEGV, &crash, NULL);
			(void) sigaction(SIGBUS, &crash, NULL);
		}
	}

	/* the puzzle */
	g = agmemread(dot);
	if (g == NULL)
		child_fail(out, "read the DOT");
	if (gvLayout(gvc, g, "dot") != 0)
		child_fail(out, "lay out the graph");
	data = NULL;
	if (gvRenderData(gvc, g, "svg", &data, &len) != 0 || data == NULL)
		child_fail(out, "render the SVG");
	write_all(out, &status, 1);
	write_all(out, data, (size_t) len);
	gvFreeRenderData(data);
	gvFreeLayout(gvc, g);
	agclose(g);
	gvFreeContext(gvc);
	_exit(0);
}
