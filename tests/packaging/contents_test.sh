#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What the built .deb holds, read from the package itself (no root needed): the licence, as
# Debian policy wants it, at /usr/share/doc/deckhand/copyright, uncompressed, byte for byte
# packaging/copyright; a machine-readable (DEP-5) file whose "Files: *" paragraph says
# GPL-3.0-or-later and whose every licence named has its own paragraph with its text; and the
# translations of every language in po/LINGUAS.
# usage: contents_test.sh PACKAGE_DIR SOURCE_DIR
set -euo pipefail
pkgdir=$1 src=$2
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
shopt -s nullglob
debs=("$pkgdir"/deckhand_*.deb)
[ ${#debs[@]} -eq 1 ] || { echo "FAIL: expected one deckhand_*.deb in $pkgdir, found ${#debs[@]}" >&2; exit 1; }
deb=${debs[0]}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

dpkg-deb -c "$deb" | awk '{print $1, $NF}' > "$tmp/list"
grep -qx -- '-rw-r--r-- ./usr/share/doc/deckhand/copyright' "$tmp/list" ||
  fail "$deb has no /usr/share/doc/deckhand/copyright (a plain file, mode 644)"
dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/deckhand/copyright > "$tmp/copyright" 2>/dev/null ||
  fail "cannot read the copyright file from $deb"
cmp -s "$tmp/copyright" "$src/packaging/copyright" || fail "the packaged copyright file is not packaging/copyright"

c=$tmp/copyright
head -1 "$c" | grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
  fail "the copyright file does not start with the DEP-5 Format line"
# The licence of "Files: *": the first License: line after it.
star=$(awk '/^Files: \*$/ {f=1} f && /^License:/ {sub(/^License: */, ""); print; exit}' "$c")
[ "$star" = GPL-3.0-or-later ] || fail "Files: * is under '$star', not GPL-3.0-or-later"
# Each licence a Files paragraph names has a stand-alone paragraph: "License: NAME" and text.
for name in $(awk '/^Files:/ {f=1} /^$/ {f=0} f && /^License:/ {print $2}' "$c" | sort -u); do
  awk -v n="$name" '/^$/ {p=0} p && /^ / {t++} /^License: / && $2 == n && !files {p=1} /^Files:/ {files=1} /^$/ {files=0} END {exit !(t > 0)}' "$c" ||
    fail "the licence $name has no paragraph with its text"
done
grep -q '/usr/share/common-licenses/GPL-3' "$c" || fail "the copyright file does not point to /usr/share/common-licenses/GPL-3"

# Every language Deckhand ships (po/LINGUAS) has its compiled catalogue where gettext looks.
for lang in $(grep -v '^#' "$src/po/LINGUAS"); do
  grep -qx -- "-rw-r--r-- ./usr/share/locale/$lang/LC_MESSAGES/deckhand.mo" "$tmp/list" ||
    fail "$deb has no /usr/share/locale/$lang/LC_MESSAGES/deckhand.mo"
done

if [ "$failures" -gt 0 ]; then echo "$failures problem(s)" >&2; exit 1; fi
echo "$deb holds /usr/share/doc/deckhand/copyright (DEP-5, Files: * GPL-3.0-or-later) and the catalogues of: $(grep -v '^#' "$src/po/LINGUAS" | tr '\n' ' ')"
