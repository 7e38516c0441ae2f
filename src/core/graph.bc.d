src/core/graph.bc: src/core/graph.c src/core/solver.h

src/core/solver.h:
