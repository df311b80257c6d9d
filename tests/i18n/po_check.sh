#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The translations' files (po/, docs/translating.md):
#   po_check.sh template BUILT_POT SOURCE_DIR   po/deckhand.pot is the template the build made
#                                               from today's sources (not stale)
#   po_check.sh language LANG SOURCE_DIR        po/LANG.po compiles with msgfmt --check (its
#                                               printf formats match) and translates every
#                                               message of po/deckhand.pot (none missing,
#                                               untranslated or fuzzy)
set -euo pipefail
what=$1
case "$what" in
template)
    built=$2 src=$3
    if ! cmp -s "$built" "$src/po/deckhand.pot"; then
        echo "FAIL: po/deckhand.pot is stale: the sources' messages changed. The difference:" >&2
        diff -u "$src/po/deckhand.pot" "$built" | head -40 >&2 || true
        echo "Run: cmake --build --preset ci --target update-po, then translate what is new." >&2
        exit 1
    fi
    echo "po/deckhand.pot holds every message of the sources ($(grep -c '^msgid ' "$built") ids, the header included)"
    ;;
language)
    lang=$2 src=$3
    po="$src/po/$lang.po"
    [ -f "$po" ] || { echo "FAIL: po/LINGUAS names $lang but po/$lang.po does not exist" >&2; exit 1; }
    msgfmt --check --statistics -o /dev/null "$po"
    if ! msgcmp "$po" "$src/po/deckhand.pot"; then
        echo "FAIL: po/$lang.po does not translate every message of po/deckhand.pot (above; a" >&2
        echo "fuzzy one is a changed message whose translation needs a look)." >&2
        exit 1
    fi
    echo "po/$lang.po translates every message"
    ;;
*)
    echo "usage: po_check.sh template BUILT_POT SOURCE_DIR | language LANG SOURCE_DIR" >&2
    exit 2
    ;;
esac
