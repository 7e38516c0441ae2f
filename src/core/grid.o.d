src/core/grid.o: src/core/grid.c src/core/grid.h src/core/solver.h
src/core/grid.h:
src/core/solver.h:
