#!/usr/bin/env bash
# cairo, Pango, libcurl, libjpeg, libwebp and giflib are loaded when first called
# (importers/src/lazy_libraries.cpp):
# neither program names them as needed libraries, a deck check never loads them, and the
# commands that draw or download load them and work.
# usage: lazy_libraries_test.sh DECKHAND_CLI DECKHAND_GUI_OR_EMPTY SOURCE_DIR
set -euo pipefail
cli=$1 gui=$2 src=$3
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
lazy='lib(cairo|pango[a-z0-9-]*|curl|jpeg|webp[a-z]*|gif)\.so'

for program in "$cli" $gui; do
    needed=$(readelf -d "$program" | grep NEEDED || true)
    [ -n "$needed" ] || fail "readelf found no needed libraries in $program"
    if grep -Eq "$lazy" <<<"$needed"; then fail "$program links $(grep -Eo "$lazy[.0-9]*" <<<"$needed" | tr '\n' ' ')"; fi
done

# The libraries a command loaded, as the dynamic loader reports them.
loaded() { # NAME ARGS...: runs deckhand-cli ARGS with LD_DEBUG=files into $tmp/NAME.*
    local name=$1; shift
    LD_DEBUG=files LD_DEBUG_OUTPUT="$tmp/$name" "$cli" --profile "$tmp/profile" "$@" >"$tmp/$name.out" 2>&1
}
deck="$src/resources/decks/plu/kaito-blaze.txt"

loaded validate validate --game plu "$deck" || fail "validate failed: $(cat "$tmp/validate.out")"
grep -q "LEGAL" "$tmp/validate.out" || fail "validate did not judge the deck: $(cat "$tmp/validate.out")"
if grep -Eh "file=$lazy" "$tmp"/validate.[0-9]*; then fail "validate loaded the libraries above"; fi

loaded pdf export --pdf "$tmp/sheet.pdf" --game plu "$deck" || fail "export --pdf failed: $(cat "$tmp/pdf.out")"
[ "$(head -c 5 "$tmp/sheet.pdf" 2>/dev/null)" = "%PDF-" ] || fail "export --pdf wrote no PDF"
grep -Eq "file=libcairo\.so\.2 .*dynamically loaded" "$tmp"/pdf.[0-9]* || fail "export --pdf did not load libcairo.so.2 when it drew"
grep -Eq "file=libpangocairo-1\.0\.so\.0 .*dynamically loaded" "$tmp"/pdf.[0-9]* || fail "export --pdf did not load libpangocairo-1.0.so.0 when it set the text"

# Nothing listens on port 9 of this machine: curl is loaded, tries and reports the refusal.
if loaded download subscribe --kind pack http://127.0.0.1:9/game.xml; then
    fail "subscribing to a closed port succeeded: $(cat "$tmp/download.out")"
fi
grep -Eq "file=libcurl\.so\.4 .*dynamically loaded" "$tmp"/download.[0-9]* || fail "subscribe did not load libcurl.so.4: $(cat "$tmp/download.out")"
grep -qi "127.0.0.1" "$tmp/download.out" || fail "subscribe's error does not name the address: $(cat "$tmp/download.out")"

[ "$failures" -eq 0 ] || { echo "$failures failure(s)" >&2; exit 1; }
echo "lazy libraries: not linked, not loaded by validate, loaded by export --pdf and subscribe"
