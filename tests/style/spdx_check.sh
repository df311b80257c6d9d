#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every C++ file of Deckhand's own (core/, db/, importers/, app/, tests/ but not tests/data/,
# which holds other programs' files) says its licence in its first 3 lines:
#   // SPDX-License-Identifier: GPL-3.0-or-later
# Prints each file that does not and fails. Run by CTest as `spdx_check`. tools/add-spdx.sh
# adds the line to the files that lack it.
# usage: spdx_check.sh ROOT              check
#        spdx_check.sh ROOT --missing    only list the files that lack the line (for the adder)
set -euo pipefail
root=$1 mode=${2:-check}
spdx='// SPDX-License-Identifier: GPL-3.0-or-later'
cd "$root"
dirs=(core db importers app tests)
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # Tracked files and new ones not yet added (but not what .gitignore leaves out, like build/).
  mapfile -t files < <(git ls-files --cached --others --exclude-standard -- "${dirs[@]}" |
                       grep -E '\.(cpp|hpp|h|cc|hh|cxx|ipp|inl)$' | grep -v '^tests/data/' | sort -u)
else
  mapfile -t files < <(find "${dirs[@]}" -path tests/data -prune -o -type f \
                         \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' -o -name '*.cc' -o -name '*.hh' \
                            -o -name '*.cxx' -o -name '*.ipp' -o -name '*.inl' \) -print | sort)
fi
[ ${#files[@]} -gt 0 ] || { echo "spdx_check: no C++ files found under $root" >&2; exit 1; }

missing=() other=()
for f in "${files[@]}"; do
  [ -f "$f" ] || continue # deleted in the work tree, not yet in the index
  head -n 3 "$f" | tr -d '\r' | grep -qxF "$spdx" && continue
  if head -n 3 "$f" | grep -q 'SPDX-License-Identifier:'; then other+=("$f"); else missing+=("$f"); fi
done

if [ "$mode" = --missing ]; then
  [ ${#missing[@]} -eq 0 ] || printf '%s\n' "${missing[@]}"
  exit 0
fi
if [ ${#other[@]} -gt 0 ]; then
  echo "Another licence's SPDX line (${#other[@]} files; Deckhand's own code is GPL-3.0-or-later):"
  printf '  %s\n' "${other[@]}"
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "No '$spdx' in the first 3 lines (${#missing[@]} of ${#files[@]} files):"
  printf '  %s\n' "${missing[@]}"
  echo "Mend with: tools/add-spdx.sh"
fi
[ ${#missing[@]} -eq 0 ] && [ ${#other[@]} -eq 0 ] || exit 1
echo "spdx_check: ${#files[@]} C++ files say GPL-3.0-or-later"
