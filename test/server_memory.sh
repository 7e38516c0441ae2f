#!/usr/bin/env bash
# Run test/server_memory.sql in a fresh database; needs a server (run it
# under pg_virtualenv) with catmouse installed.  Prints TAP.
set -eu
cd "$(dirname "$0")/.."
db=catmouse_memory_$$
createdb "$db"
trap 'dropdb --if-exists "$db"' EXIT
psql -X -q -d "$db" -f test/server_memory.sql
