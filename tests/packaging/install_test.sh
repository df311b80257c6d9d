#!/usr/bin/env bash
# Installs the freshly built Deckhand package on this machine as a user would (apt-get install
# ./deckhand_*.deb), checks what it put where, runs the installed programs - deckhand-cli on the
# bundled games and sample decks, the GUI on a virtual display (Xvfb) until its window shows
# and it quits from its menu shortcut - and removes the package again, even when a check fails.
# usage: install_test.sh PACKAGE_DIR SOURCE_DIR
# Exit status: 0 passed, 1 failed, 77 skipped (not root and no password-less sudo, or a
# Deckhand package is already installed and must not be replaced).
set -uo pipefail
pkgdir=$1 src=$2
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
step() { echo "== $*"; }

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if sudo -n true 2>/dev/null; then sudo="sudo -n"; else
    echo "SKIPPED: installing a package needs root or password-less sudo"; exit 77
  fi
fi
# grep -q reads from a here-string, not a pipe: with pipefail, a writer cut off by grep's
# early exit (SIGPIPE) would fail the check however the output read.
if grep -q 'install ok installed' <<<"$(dpkg-query -W -f='${Status}' deckhand 2>/dev/null)"; then
  echo "SKIPPED: a deckhand package is already installed ($(dpkg-query -W -f='${Version}' deckhand));" \
       "remove it (apt-get remove deckhand) to run this test"
  exit 77
fi
debs=("$pkgdir"/deckhand_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "FAIL: expected one deckhand_*.deb in $pkgdir" >&2; exit 1; }
deb=$(realpath "${debs[0]}")

tmp=$(mktemp -d)
cleanup() {
  step "removing the package"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq deckhand >"$tmp/remove.log" 2>&1 ||
    { cat "$tmp/remove.log" >&2; echo "FAIL: apt-get purge deckhand" >&2; failures=$((failures + 1)); }
  for f in /usr/bin/deckhand /usr/bin/deckhand-cli /usr/share/deckhand; do
    [ ! -e "$f" ] || { echo "FAIL: $f is still there after removal" >&2; failures=$((failures + 1)); }
  done
  rm -rf "$tmp"
  if [ "$failures" -gt 0 ]; then echo "$failures problem(s)" >&2; exit 1; fi
  echo "installed, ran and removed $(basename "$deb")"
  exit 0
}
trap cleanup EXIT

step "the package's control fields"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for d in libwxgtk3.2 libsqlite3 libcurl4 libcairo2 libpangocairo-1.0-0 libwebpdemux2 libgif7 libpugixml libfmt fonts-dejavu-core; do
  [[ "$depends" == *"$d"* ]] || fail "Depends does not name $d (dpkg-shlibdeps should have found it)"
done
recommends=$(dpkg-deb -f "$deb" Recommends)
echo "Recommends: $recommends"
for d in fonts-noto-cjk fonts-noto-core; do
  [[ "$recommends" == *"$d"* ]] || fail "Recommends does not name $d (the fonts for Japanese and Arabic names)"
done

step "apt-get install $deb"
# Private HOME and data folder: the programs create their profile there, not in root's.
export HOME=$tmp/home XDG_DATA_HOME=$tmp/home/data XDG_CONFIG_HOME=$tmp/home/config XDG_CACHE_HOME=$tmp/home/cache
mkdir -p "$HOME"
unset DECKHAND_RESOURCES
if ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" >"$tmp/install.log" 2>&1; then
  cat "$tmp/install.log" >&2; fail "apt-get install"; exit 1
fi

step "the files are where the desktop looks for them"
id=org.deckhand.Deckhand
for f in /usr/bin/deckhand /usr/bin/deckhand-cli /usr/share/deckhand/games/plu/game.xml \
         /usr/share/deckhand/examples/pokemon/game.xml \
         /usr/share/applications/$id.desktop /usr/share/metainfo/$id.metainfo.xml \
         /usr/share/mime/packages/deckhand.xml /usr/share/icons/hicolor/scalable/apps/$id.svg \
         /usr/share/icons/hicolor/48x48/apps/$id.png /usr/share/icons/hicolor/256x256/apps/$id.png \
         /usr/share/man/man1/deckhand-cli.1.gz /usr/share/man/man1/deckhand.1.gz \
         /usr/share/doc/deckhand/guide.md /usr/share/doc/deckhand/examples/plu/legal.txt \
         /usr/share/doc/deckhand/copyright; do
  [ -e "$f" ] || fail "$f is not installed"
done
cmp -s /usr/share/doc/deckhand/copyright "$src/packaging/copyright" ||
  fail "the installed copyright file is not packaging/copyright"
# The triggers of shared-mime-info and desktop-file-utils ran: a .cod file is a Cockatrice
# deck, and Deckhand is an application that opens one.
printf '<?xml version="1.0"?>\n<cockatrice_deck version="1"/>\n' >"$tmp/deck.cod"
type=$(gio info -a standard::content-type "$tmp/deck.cod" 2>/dev/null | sed -n 's/^ *standard::content-type: //p')
[ "$type" = application/x-cockatrice-deck ] || fail "an installed .cod file is '$type'"
if command -v update-desktop-database >/dev/null; then
  grep -q "^application/x-cockatrice-deck=.*$id.desktop" /usr/share/applications/mimeinfo.cache ||
    fail "mimeinfo.cache does not list $id.desktop for Cockatrice decks"
fi
grep -q "deckhand-cli validate" <<<"$(man -l /usr/share/man/man1/deckhand-cli.1.gz 2>/dev/null)" || fail "man deckhand-cli"

# The installed programs must find their games in /usr/share/deckhand, not in the source tree
# they were built from: hide that tree's resources/ while they run (a private mount namespace;
# where that is not allowed, they run as they are).
hide=()
if unshare -m true 2>/dev/null; then
  hide=(unshare -m sh -c 'mount -t tmpfs none "$0" && shift && exec "$@"' "$src/resources" --)
  # sh -c: $0 is the folder, "$@" the program; "--" is dropped by the shift.
else
  echo "note: cannot hide $src/resources (no mount namespace); not proving where the games come from"
fi
run() { "${hide[@]}" "$@"; }

step "/usr/bin/deckhand-cli games"
out=$(run /usr/bin/deckhand-cli games 2>&1); rc=$?
echo "$out" | head -n 20
[ $rc -eq 0 ] || fail "deckhand-cli games exited $rc"
for g in plu power bankroll linkframe vstage; do
  grep -q "^$g\b" <<<"$out" || fail "deckhand-cli games does not list $g"
done

step "/usr/bin/deckhand-cli validate"
out=$(run /usr/bin/deckhand-cli validate --game plu --date 2026-05-01 "$src/tests/data/decks/plu/legal.txt" 2>&1); rc=$?
echo "$out"
[ $rc -eq 0 ] && [[ "$out" == *": LEGAL"* ]] || fail "the legal Powerline Ultra deck: exit $rc"
out=$(run /usr/bin/deckhand-cli validate --game plu --date 2026-05-01 "$src/tests/data/decks/plu/limited-iron-palm-2.txt" 2>&1); rc=$?
echo "$out"
[ $rc -eq 1 ] && [[ "$out" == *"[limited]"* ]] || fail "the deck over the Limited list: exit $rc"
for example in bankroll/legal.txt linkframe/legal.txt plu/legal.txt power/infantry.txt vstage/legal.txt; do
  out=$(run /usr/bin/deckhand-cli validate --game "${example%%/*}" --json "/usr/share/doc/deckhand/examples/$example" 2>&1); rc=$?
  [ $rc -eq 0 ] && grep -q '"legal": *true' <<<"$out" || fail "the installed example $example: exit $rc: $out"
done

step "/usr/bin/deckhand under X"
# A display of its own: the GUI tests may run at the same time on the shared one, and their
# simulated clicks and keys must not reach this window (nor its Ctrl+Q theirs).
run xvfb-run -a -s "-screen 0 1280x800x24" "$(dirname "$0")/gui_smoke.sh" deckhand "legal.txt — Deckhand" \
    /usr/bin/deckhand --game plu "$src/tests/data/decks/plu/legal.txt" || fail "the installed GUI"
