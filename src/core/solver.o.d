src/core/solver.o: src/core/solver.c src/core/solver_internal.h \
 src/core/bits.h src/core/solver.h src/core/solver_layers.h
src/core/solver_internal.h:
src/core/bits.h:
src/core/solver.h:
src/core/solver_layers.h:
