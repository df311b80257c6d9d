#!/usr/bin/env bash
# The libraries' layering (docs/development.md): core needs no other; db and importers only core,
# and only db includes SQLite (a user's .cdb is read by db::openQueryRows, not by the readers);
# app is the only way to the profile, so the front ends (app/gui, app/cli) name no db header,
# no db:: store and no "profile/stores.hpp" (app's own). Prints what breaks it and fails. Run by
# CTest as `layering_check`, so `make test` and CI fail on a front end that reaches a store.
set -euo pipefail
root=$1
cd "$root"
problems=()
check() { # what, pattern, folders...
  local what=$1 pattern=$2
  shift 2
  local hits
  hits=$(grep -rnE "$pattern" "$@" --include='*.cpp' --include='*.hpp' 2>/dev/null || true)
  [ -z "$hits" ] || problems+=("$what:"$'\n'"$hits")
}
check "a front end includes a db header" '#\s*include\s*[<"]deckhand/db/' app/gui app/cli
check "a front end includes app's stores" '#\s*include\s*[<"](profile/)?stores\.hpp' app/gui app/cli
check "a front end names a db:: type" '\bdb::' app/gui app/cli
check "an app header includes a db header" '#\s*include\s*[<"]deckhand/db/' app/include
check "core includes another library" '#\s*include\s*[<"]deckhand/(db|io|app|gui|cli)/' core
check "db includes a library above it" '#\s*include\s*[<"]deckhand/(io|app|gui|cli)/' db
check "importers include a library above them" '#\s*include\s*[<"]deckhand/(db|app|gui|cli)/' importers
check "SQL is spoken to a file outside db" '#\s*include\s*[<"]sqlite3\.h' core importers app
hits=$(grep -nE 'SQLite::SQLite3' core/CMakeLists.txt importers/CMakeLists.txt app/CMakeLists.txt \
  2>/dev/null || true)
[ -z "$hits" ] || problems+=("a library other than db links SQLite:"$'\n'"$hits")
if [ ${#problems[@]} -gt 0 ]; then
  printf '%s\n\n' "${problems[@]}"
  echo "layering_check: the front ends reach the profile through app/ only (docs/development.md)"
  exit 1
fi
echo "layering_check: core < db, importers < app < gui, cli as docs/development.md draws them"
