#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Adds Deckhand's licence line, then a blank line, at the top of each C++ file of its own that
# lacks it (the files tests/style/spdx_check.sh names; a file with another licence's SPDX line
# is left alone, for a person to decide). Runs from anywhere; safe to run again.
#   // SPDX-License-Identifier: GPL-3.0-or-later
# usage: tools/add-spdx.sh [ROOT]   (ROOT: the source tree, by default the one holding this script)
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
spdx='// SPDX-License-Identifier: GPL-3.0-or-later'
mapfile -t files < <("$root/tests/style/spdx_check.sh" "$root" --missing)
for f in "${files[@]}"; do
  [ -n "$f" ] || continue
  path=$root/$f
  tmp=$(mktemp "$path.spdx.XXXXXX")
  if [ -s "$path" ]; then printf '%s\n\n' "$spdx" | cat - "$path" >"$tmp"; else printf '%s\n' "$spdx" >"$tmp"; fi
  chmod --reference="$path" "$tmp"
  mv "$tmp" "$path"
done
echo "add-spdx: added the licence line to ${#files[@]} file(s)"
"$root/tests/style/spdx_check.sh" "$root"
