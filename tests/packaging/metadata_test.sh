#!/usr/bin/env bash
# The package's desktop metadata passes the validators a distribution runs on it, and agrees
# with itself: the .desktop file, the AppStream metainfo, the MIME types (each type the
# .desktop file claims is defined, and a file of each kind is recognised), the man pages
# (groff finds nothing to warn about; every deckhand-cli command is documented) and the
# rendered icons (each PNG has the size its folder says).
# usage: metadata_test.sh PACKAGING_SOURCE_DIR PACKAGING_BUILD_DIR DECKHAND_CLI
set -euo pipefail
src=$1 bin=$2 cli=$3
id=org.deckhand.Deckhand
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# desktop-file-validate exits 0 on warnings and hints: any output at all is a failure here.
out=$(desktop-file-validate "$src/$id.desktop" 2>&1) || fail "desktop-file-validate: $out"
[ -z "$out" ] || fail "desktop-file-validate: $out"

appstreamcli validate --no-net --explain "$bin/$id.metainfo.xml" || fail "appstreamcli validate"

# The licence: the metainfo states the one LICENSE holds (the GPL, version 3, as Debian ships
# it), and each screenshot it names is an https address of a file in docs/screenshots whose
# PNG header has the width and height the metainfo gives.
grep -q '<project_license>GPL-3.0-or-later</project_license>' "$bin/$id.metainfo.xml" ||
  fail "the metainfo does not state <project_license>GPL-3.0-or-later</project_license>"
cmp -s "$src/../LICENSE" /usr/share/common-licenses/GPL-3 || fail "LICENSE is not the text of the GPL, version 3"
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{print $1*16777216+$2*65536+$3*256+$4 "x" $5*16777216+$6*65536+$7*256+$8}'; }
shots=$(sed -n 's|.*<image type="source" width="\([0-9]*\)" height="\([0-9]*\)">\(.*\)</image>.*|\1x\2 \3|p' "$bin/$id.metainfo.xml")
[ "$(grep -c '<image' "$bin/$id.metainfo.xml")" = "$(printf '%s\n' "$shots" | grep -c .)" ] ||
  fail "a screenshot <image> without type=\"source\", width and height"
while read -r size url; do
  [ -n "$url" ] || continue
  case "$url" in https://*/screenshots/*.png) ;; *) fail "screenshot $url is not https://.../screenshots/*.png"; continue ;; esac
  file="$src/../docs/screenshots/${url##*/}"
  if [ ! -f "$file" ]; then fail "screenshot $url: no docs/screenshots/${url##*/}"; continue; fi
  [ "$(png_size "$file")" = "$size" ] || fail "screenshot $url is $(png_size "$file"), the metainfo says $size"
done <<< "$shots"
[ -n "$shots" ] || fail "the metainfo has no screenshot"

# MIME: install the freedesktop.org types and ours into a private database and ask GIO (what
# file managers use) what each kind of file is.
mkdir -p "$tmp/mime/packages"
cp /usr/share/mime/packages/freedesktop.org.xml "$tmp/mime/packages/"
cp "$src/deckhand-mime.xml" "$tmp/mime/packages/deckhand.xml"
out=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp" update-mime-database "$tmp/mime" 2>&1) || fail "update-mime-database: $out"
[ -z "$out" ] || fail "update-mime-database: $out"
mkdir "$tmp/files"
printf '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1"/>\n' > "$tmp/files/deck.cod"
printf '<?xml version="1.0" encoding="utf-8"?>\n<deck game="x"/>\n' > "$tmp/files/deck.o8d"
printf '<deck version="0.8"><superzone name="Deck"/></deck>\n' > "$tmp/files/deck.dek"
declare -A expected=([deck.cod]=application/x-cockatrice-deck [deck.o8d]=application/x-octgn-deck
                     [deck.dek]=application/x-lackeyccg-deck)
for f in "${!expected[@]}"; do
  got=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp" gio info -a standard::content-type "$tmp/files/$f" 2>/dev/null |
        sed -n 's/^ *standard::content-type: //p')
  [ "$got" = "${expected[$f]}" ] || fail "$f is '$got', expected ${expected[$f]}"
done
claimed=$(sed -n 's/^MimeType=//p' "$src/$id.desktop" | tr ';' '\n' | sed '/^$/d')
for type in $claimed; do
  grep -q "<mime-type type=\"$type\">" "$src/deckhand-mime.xml" || fail "$id.desktop claims $type, which no MIME file defines"
  grep -q "<mediatype>$type</mediatype>" "$bin/$id.metainfo.xml" || fail "the metainfo does not provide $type"
done

# Man pages: formatted as lintian does (80 columns, every groff warning on), they warn about
# nothing: no bad requests or escapes, no line that cannot be adjusted.
for page in "$src"/man/*.1; do
  out=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null) || fail "man $page: $out"
  [ -z "$out" ] || fail "man $page: $out"
done
# Every command the program has is in its man page.
commands=$("$cli" --help | sed -n '/^Subcommands:/,$p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p; s/^  \([a-z][a-z-]*\)$/\1/p')
[ -n "$commands" ] || fail "could not read the commands from deckhand-cli --help"
for c in $commands; do
  grep -q "^\.SS \"\?$c\b" "$src/man/deckhand-cli.1" || fail "deckhand-cli.1 does not document the command '$c'"
done

# Icons: the PNG header's width and height (big-endian, bytes 16-23) match the folder.
for size in 16 22 24 32 48 64 128 256; do
  png="$bin/icons/${size}x${size}/$id.png"
  if [ ! -f "$png" ]; then fail "$png was not rendered"; continue; fi
  read -r w h < <(od -An -tu1 -j16 -N8 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
  [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "$png is ${w}x$h"
done

if [ "$failures" -gt 0 ]; then echo "$failures problem(s)" >&2; exit 1; fi
echo "desktop file, metainfo (licence, $(printf '%s\n' "$shots" | grep -c .) screenshots), MIME types (${#expected[@]} formats), man pages, icons: all valid"
