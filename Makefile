# catmouse: exact Cat and Mouse game solver for PostgreSQL (PGXS)
#
# The layers are folders, and every list below is read from them:
#   src/core/   the server-free core (no PostgreSQL header): solvers, codecs,
#               writers; unit-tested and fuzzed without a server
#   src/pg/     the readers and the fmgr glue
#   src/sql/    the SQL objects: the table of graph functions and the
#               hand-written objects, expanded by tools/sqlgen.pl
#   test/unit/  the core's unit tests     test/oracle/  brute forces, generators
#   test/tools/ test programs             test/t/       TAP tests (prove)
#   fuzz/       libFuzzer harnesses       bench/        benchmarks

EXTENSION = catmouse
EXTVERSION = 1.2
MODULE_big = catmouse
PGFILEDESC = "catmouse - exact Cat and Mouse game solver"

# the folder of this Makefile (the source tree, also in VPATH builds)
here := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
files = $(sort $(patsubst $(here)/%,%,$(wildcard $(addprefix $(here)/,$(1)))))

CORE_SRC := $(call files,src/core/*.c)
CORE_HDR := $(call files,src/core/*.h)
PG_SRC := $(call files,src/pg/*.c)
OBJS = $(CORE_SRC:.c=.o) $(PG_SRC:.c=.o)

# released scripts are kept as released (src/sql/released.sha256: make
# check-tree refuses a change); the scripts of the version in the making
# are made from src/sql/ (see "SQL scripts" below)
LASTVERSION = 1.1
DATA = catmouse--1.0.sql catmouse--1.1.sql catmouse--1.0--1.1.sql
DATA_built = catmouse--$(EXTVERSION).sql catmouse--$(LASTVERSION)--$(EXTVERSION).sql

REGRESS = $(basename $(notdir $(call files,sql/*.sql)))
REGRESS_OPTS = --load-extension=catmouse

# nauty (libnauty2-dev in Debian 12, libnauty-dev from 13): canonical labelling, automorphism groups
# and geng, in the core (src/core/canon.c, src/core/generate.c)
NAUTY_CFLAGS ?= $(shell pkg-config --cflags nauty 2>/dev/null || \
	echo -I/usr/include/nauty -I/usr/include/$$($(CC) -print-multiarch)/nauty)
NAUTY_LIBS ?= $(shell pkg-config --libs nauty 2>/dev/null || echo -lnauty)

# Graphviz's library (libgraphviz-dev): cat_mouse_svg's layout, in two glue
# files (src/pg/graphviz.c, the backend's side, and src/pg/graphviz_child.c,
# the child that runs Graphviz), which alone see its headers; gvRenderData's length
# is a size_t from Graphviz 3.0 (an unsigned int in Debian 12's 2.42)
GVC_CFLAGS ?= $(shell pkg-config --cflags libgvc 2>/dev/null || echo -I/usr/include/graphviz)
GVC_LIBS ?= $(shell pkg-config --libs libgvc 2>/dev/null || echo -lgvc -lcgraph -lcdt)
GVC_DEFS ?= $(shell pkg-config --atleast-version=3.0.0 libgvc 2>/dev/null && echo -DCATMOUSE_GVRENDER_SIZE_T) \
	-DCATMOUSE_GRAPHVIZ_VERSION=\"$(shell pkg-config --modversion libgvc 2>/dev/null || echo unknown)\"

# the glue sees the core's public headers and the generated kinds header
PG_CPPFLAGS = -I$(here)/src/core -Isrc/pg -I$(here)/src/pg $(NAUTY_CFLAGS) \
	-DCATMOUSE_VERSION=\"$(EXTVERSION)\"
SHLIB_LINK += $(NAUTY_LIBS) $(GVC_LIBS)

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# complete header dependencies: each object's compiler writes its own list
# (-MMD) next to it, read back here (PGXS's rules, with -MMD)
src/%.o: src/%.c
	$(CC) $(CFLAGS) $(CPPFLAGS) -MMD -MP -MF $@.d -c -o $@ $<
src/%.bc: src/%.c
	$(COMPILE.c.bc) -MMD -MP -MF $@.d -o $@ $<
-include $(OBJS:=.d) $(OBJS:.o=.bc.d)

src/pg/graphviz.o src/pg/graphviz.bc src/pg/graphviz_child.o src/pg/graphviz_child.bc: \
	override CPPFLAGS += $(GVC_CFLAGS) $(GVC_DEFS)

# geng.c, compiled into generate.c, defines globals without an extern
# declaration; PostgreSQL 18 builds with -Wmissing-variable-declarations and
# offers this switch for such files (empty before 18)
src/core/generate.o: CFLAGS += $(PERMIT_MISSING_VARIABLE_DECLARATIONS)

# a build outside the source tree (make -f SRC/Makefile VPATH=SRC, as Debian's
# pg_buildext does in build-<version>/) puts its files in its own folders
ifdef VPATH
$(shell mkdir -p src/core src/pg)
endif

# ---- SQL scripts and C entry points: every function declared once ----
#
# src/sql/functions.tab declares every SQL function and procedure (and the
# input kinds of a graph argument); tools/sqlgen.pl expands it, with the
# hand-written objects of a version's upgrade script
# (src/sql/catmouse--<last>--<next>.sql.in) and the bodies of the SQL routines
# (src/sql/routines/), into that upgrade script, and into
# src/pg/entry_points.c, the C entry point of every function in C
# (committed, so that every symbol can be found; make remakes it when the
# table changes).  The full script of a version is the last released one
# followed by the upgrade.  Released: 1.0 and 1.1 (the upgrade between them
# made from src/sql/catmouse--1.0--1.1.sql.in, kept as the source of the
# released script); in the making: 1.2, from src/sql/catmouse--1.1--1.2.sql.in.

SQLGEN = perl $(here)/tools/sqlgen.pl
SQL_TABLE = src/sql/functions.tab
SQL_ROUTINES := $(call files,src/sql/routines/*.sql)

catmouse--$(LASTVERSION)--$(EXTVERSION).sql: $(SQL_TABLE) src/sql/catmouse--$(LASTVERSION)--$(EXTVERSION).sql.in tools/sqlgen.pl $(SQL_ROUTINES)
	$(SQLGEN) upgrade $(LASTVERSION) $(EXTVERSION) $(word 1,$^) $(word 2,$^) > $@

catmouse--$(EXTVERSION).sql: catmouse--$(LASTVERSION).sql catmouse--$(LASTVERSION)--$(EXTVERSION).sql tools/sqlgen.pl
	$(SQLGEN) full $(EXTVERSION) $(word 1,$^) $(word 2,$^) > $@

src/pg/entry_points.c: $(SQL_TABLE) tools/sqlgen.pl
	$(SQLGEN) entry $< > $@.tmp && mv $@.tmp $@

# ---- the layer rule, checked on every build ----
#
# A core file includes no PostgreSQL header (only the C library's, nauty's,
# immintrin.h and the core's own); a glue file includes none of the core's
# private headers.

CORE_PRIVATE_HDR = bits.h census_perm.h census_template.h nauty_include.h solver_internal.h solver_layers.h

.PHONY: check-layers check-tree
all: check-layers
check-layers:
	@perl $(here)/tools/check-layers.pl $(here) $(CORE_PRIVATE_HDR)

# every path the tree names exists, and CONTRIBUTING's checkable rules hold
# (needs the git checkout, so not part of every build: test/run.sh runs it)
check-tree:
	@perl $(here)/tools/check-tree.pl $(here)

# ---- server-free targets: the core with its tests, tools and fuzzers ----

# (for the tests that compile the core themselves)
.PHONY: print-nauty
print-nauty:
	@echo $(NAUTY_CFLAGS)
	@echo $(NAUTY_LIBS)

# the pg_regress suite again under PostgreSQL's stress settings (forced
# parallel mode, work_mem 64kB), compared with expected/ but for the plans
# of the files that test them (test/regress_stress.pl), on a server as
# installcheck is
.PHONY: installcheck-stress
installcheck-stress: export CATMOUSE_PG_REGRESS = $(pg_regress_installcheck) $(REGRESS_OPTS)
installcheck-stress:
	perl $(here)/test/regress_stress.pl $(MAJORVERSION) $(REGRESS)

# (for test/t/026_regress_alone.pl: the files make installcheck runs)
.PHONY: print-regress
print-regress:
	@echo $(REGRESS)

TEST_CC ?= cc
TEST_CFLAGS ?= -std=c99 -O2 -g -Wall -Wextra -Werror \
	-Wdeclaration-after-statement -Werror=vla -Wmissing-prototypes \
	-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
TEST_INC = -I$(here)/src/core -I$(here)/test/oracle -I$(here)/test/unit $(NAUTY_CFLAGS)
UNIT_GRAPHS ?= 20000

UNIT_SRC := $(call files,test/unit/*.c)
ORACLE_SRC := $(call files,test/oracle/*.c)
TOOLS := $(patsubst test/tools/%.c,test/bin/%,$(call files,test/tools/*.c))

# Each flavour of the test programs compiles every source it needs once,
# into its own folder of objects (with header dependencies), and links
# from there: the core is compiled once per flavour, not once per program.
#   test/obj/asan/   TEST_CFLAGS (AddressSanitizer, UndefinedBehaviorSanitizer)
#   test/obj/plain/  for valgrind: no sanitizer
#   test/obj/bench/  BENCH_CFLAGS, for the programs that run a slow brute force
#   fuzz/obj/        FUZZ_CFLAGS with libFuzzer's instrumentation but not its main
PLAIN_CFLAGS = -std=c99 -O1 -g
FUZZ_OBJ_CFLAGS = $(subst fuzzer$(comma),fuzzer-no-link$(comma),$(FUZZ_CFLAGS))
comma := ,
objs_of = $(patsubst %.c,$(1)/%.o,$(2))
TEST_OBJ_SRC := $(CORE_SRC) $(ORACLE_SRC)
TOOLS_SRC := $(call files,test/tools/*.c)
FUZZ_SRC := $(call files,fuzz/*_fuzz.c)

test/obj/asan/%.o: %.c
	@mkdir -p $(@D)
	$(TEST_CC) $(TEST_CFLAGS) -D_GNU_SOURCE $(TEST_INC) -MMD -MP -c -o $@ $<
test/obj/plain/%.o: %.c
	@mkdir -p $(@D)
	$(TEST_CC) $(PLAIN_CFLAGS) $(TEST_INC) -MMD -MP -c -o $@ $<
test/obj/bench/%.o: %.c
	@mkdir -p $(@D)
	$(TEST_CC) $(BENCH_CFLAGS) -D_GNU_SOURCE $(TEST_INC) -MMD -MP -c -o $@ $<
fuzz/obj/%.o: %.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_OBJ_CFLAGS) $(TEST_INC) -I$(here)/fuzz -MMD -MP -c -o $@ $<
-include $(shell find test/obj fuzz/obj -name '*.d' 2>/dev/null)

# the objects of each flavour are rebuilt when the Makefile (their flags) changes
$(foreach f,asan plain bench,$(call objs_of,test/obj/$(f),$(TEST_OBJ_SRC) $(UNIT_SRC) $(TOOLS_SRC))) \
	$(call objs_of,fuzz/obj,$(TEST_OBJ_SRC) $(FUZZ_SRC)): Makefile

test/bin/unit: $(call objs_of,test/obj/asan,$(UNIT_SRC) $(TEST_OBJ_SRC))
	@mkdir -p $(@D)
	$(TEST_CC) $(TEST_CFLAGS) -o $@ $^ $(NAUTY_LIBS)

# the same without sanitizers, for valgrind
test/bin/unit_plain: $(call objs_of,test/obj/plain,$(UNIT_SRC) $(TEST_OBJ_SRC))
	@mkdir -p $(@D)
	$(TEST_CC) $(PLAIN_CFLAGS) -o $@ $^ $(NAUTY_LIBS)

# the programs the TAP tests run: each with the brute forces and the core,
# under the sanitizers but for the two that run the slow brute force alone
BENCH_TOOLS = test/bin/census_oracle test/bin/oracle_dump
$(filter-out $(BENCH_TOOLS),$(TOOLS)): test/bin/%: test/obj/asan/test/tools/%.o $(call objs_of,test/obj/asan,$(TEST_OBJ_SRC))
	@mkdir -p $(@D)
	$(TEST_CC) $(TEST_CFLAGS) -o $@ $^ $(NAUTY_LIBS)
$(BENCH_TOOLS): test/bin/%: test/obj/bench/test/tools/%.o $(call objs_of,test/obj/bench,$(TEST_OBJ_SRC))
	@mkdir -p $(@D)
	$(TEST_CC) $(BENCH_CFLAGS) -o $@ $^ $(NAUTY_LIBS)

# (UNIT_ONLY=key,... runs only those tests, UNIT_FAIL_FAST=1 stops at the
# first failed check: see test/unit/unit.c)
.PHONY: unit tools
unit: test/bin/unit
	./test/bin/unit $(UNIT_GRAPHS)
tools: $(TOOLS) test/bin/unit test/bin/unit_plain test/bin/malloc_bytes.so

# the memory test's server module (test/t/023_server_memory.pl loads it from
# here; never installed)
test/bin/malloc_bytes.so: test/module/malloc_bytes.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(CFLAGS_SL) $(CPPFLAGS) -shared -o $@ $<

BENCH_CFLAGS ?= -std=c99 -O2 -g -Wall -Wextra -Werror
bench/core_bench: bench/core_bench.c $(CORE_SRC) $(CORE_HDR)
	$(TEST_CC) $(BENCH_CFLAGS) -I$(here)/src/core $(NAUTY_CFLAGS) -o $@ $(filter %.c,$^) $(NAUTY_LIBS)

bench/cop_census: bench/cop_census.c $(CORE_SRC) $(CORE_HDR)
	$(TEST_CC) $(BENCH_CFLAGS) -O3 -march=native -I$(here)/src/core $(NAUTY_CFLAGS) -o $@ $(filter %.c,$^) $(NAUTY_LIBS)

bench/gen: bench/gen.c
	$(TEST_CC) $(BENCH_CFLAGS) -o $@ $< -lm

# libFuzzer (clang and Debian's libclang-rt-14-dev): every fuzz/*_fuzz.c
FUZZ_CC ?= clang
FUZZ_CFLAGS ?= -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZERS := $(patsubst fuzz/%.c,fuzz/bin/%,$(call files,fuzz/*_fuzz.c))

$(FUZZERS): fuzz/bin/%: fuzz/obj/fuzz/%.o $(call objs_of,fuzz/obj,$(TEST_OBJ_SRC))
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ $^ $(NAUTY_LIBS)

.PHONY: fuzzers
fuzzers: $(FUZZERS)

EXTRA_CLEAN = $(OBJS:=.d) $(OBJS:.o=.bc.d) test/bin test/obj fuzz/bin fuzz/obj stress \
	bench/core_bench bench/cop_census bench/gen $(DISTNAME).zip

# ---- TAP tests (PostgreSQL::Test::Cluster), run by prove as PGXS does ----
#
# make prove_installcheck runs every test/t/*.pl (after make install and
# make tools); initdb refuses root, so run them as an ordinary user (test/run.sh
# does).  PROVE_TESTS=test/t/NAME.pl runs one.

PROVE_TESTS ?= test/t/*.pl
# --timer: each test's time, in CI's log too
override PROVE_FLAGS += -I $(here)/test/perl --timer

# The long and resource-hungry tests run when PG_TEST_EXTRA names them, as
# PostgreSQL's own optional tests do: fuzz (the libFuzzer harnesses),
# mutants (which compiles its own builds, with clang), memcheck (valgrind),
# sqlsmith.  test/run.sh names them all.  The fuzzers are built only when
# asked for (they need clang).
EXTRA_BUILD = $(if $(filter fuzz,$(PG_TEST_EXTRA)),fuzzers)

.PHONY: prove_installcheck prove_core prove_servers prove_release
prove_installcheck: tools $(EXTRA_BUILD)
	$(prove_installcheck)

# the core's checks, which need no server and no installation
# (test/t/01*.pl: unit tests, brute forces, nauty's programs, and the
# optional memcheck, mutants and fuzzing)
CORE_TESTS = $(call files,test/t/01*.pl)
prove_core: PROVE_TESTS = $(CORE_TESTS)
prove_core: tools $(EXTRA_BUILD)
	$(prove_installcheck)

# the test programs that the tests TEST... run (program('NAME') in them:
# test/bin/NAME), for the targets that run some tests and need not build
# every program of make tools under the sanitizers
programs_of = $(if $(1),$(addprefix test/bin/,$(sort $(shell sed -n "s/.*program('\([a-z0-9_.]*\)').*/\1/p" $(addprefix $(here)/,$(1))))))

# the TAP tests that start servers (test/t/02*.pl and on), which
# tools/test-majors.sh runs on the newest major it is given
SERVER_TESTS = $(call files,test/t/0[2-9]*.pl)
prove_servers: PROVE_TESTS = $(SERVER_TESTS)
prove_servers: $(call programs_of,$(SERVER_TESTS))
	$(prove_installcheck)

# the server tests of the majors between the oldest and the newest (those
# that exercise what differs between majors): the "middle TEST" rows of
# test/majors.tab, the plan of tools/test-majors.sh (tools/check-tree.pl
# checks them, and that test/README.md's "Which major runs what" gives
# each its reason)
MIDDLE_TESTS = $(shell awk '$$1 == "middle" { print $$2 }' $(here)/test/majors.tab)
.PHONY: prove_middle
prove_middle: PROVE_TESTS = $(MIDDLE_TESTS)
prove_middle: $(call programs_of,$(MIDDLE_TESTS))
	$(if $(MIDDLE_TESTS),,$(error test/majors.tab lists no middle test))
	$(prove_installcheck)

# the server tests of the sanitizer tier (tools/test-sanitizer.sh: a
# PostgreSQL and a catmouse built with AddressSanitizer and
# UndefinedBehaviorSanitizer): test/README.md's "The sanitizer tier" list
SANITIZER_TESTS = $(shell sed -n '/^\#\# The sanitizer tier$$/,/^\#\# /s/^\* `\(test\/t\/0[2-9][0-9]_[a-z0-9_]*\.pl\)`:.*/\1/p' $(here)/test/README.md)
.PHONY: prove_sanitizer
prove_sanitizer: PROVE_TESTS = $(SANITIZER_TESTS)
prove_sanitizer: $(call programs_of,$(SANITIZER_TESTS))
	$(if $(SANITIZER_TESTS),,$(error test/README.md lists no test under "The sanitizer tier"))
	$(prove_installcheck)

# the release checks (test/release/*.pl): PGXN's archive, the Debian package;
# they install what they build, so as root
RELEASE_TESTS ?= test/release/*.pl
prove_release:
	cd $(srcdir) && $(PROVE) $(PG_PROVE_FLAGS) $(PROVE_FLAGS) $(RELEASE_TESTS)

# ---- release: the archive PGXN takes, and the Debian package ----

# META.json's version: the extension's version as three numbers
# (test/release/091_dist.pl checks that they agree)
DISTVERSION = $(EXTVERSION).0
DISTNAME = $(EXTENSION)-$(DISTVERSION)

.PHONY: dist deb
dist:
	git archive --format zip --prefix=$(DISTNAME)/ --output $(DISTNAME).zip HEAD
	@echo "$(DISTNAME).zip (the committed tree of HEAD)"

deb:
	bash tools/build-deb.sh
