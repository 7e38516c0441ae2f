src/core/graph.o: src/core/graph.c src/core/solver.h
src/core/solver.h:
