src/core/solver_small.bc: src/core/solver_small.c \
  src/core/solver_internal.h src/core/bits.h src/core/solver.h

src/core/solver_internal.h:

src/core/bits.h:

src/core/solver.h:
