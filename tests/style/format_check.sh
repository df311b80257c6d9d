#!/usr/bin/env bash
# Every C++ file of the tree laid out as the repo's .clang-format says; prints each file that is
# not (and how to mend it) and fails. Run by CTest as `format_check`, so `make test` and CI fail
# on an unformatted file.
set -euo pipefail
root=$1
cd "$root"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files '*.cpp' '*.hpp' '*.h')
else
  mapfile -t files < <(find core db importers app tests -name '*.cpp' -o -name '*.hpp' -o -name '*.h')
fi
[ ${#files[@]} -gt 0 ] || { echo "format_check: no C++ files found under $root" >&2; exit 1; }
bad=()
for f in "${files[@]}"; do
  clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
  echo "Not formatted by .clang-format (${#bad[@]} of ${#files[@]} files):"
  printf '  %s\n' "${bad[@]}"
  echo "Mend with: clang-format -i ${bad[*]}"
  exit 1
fi
echo "format_check: ${#files[@]} files formatted as .clang-format says"
