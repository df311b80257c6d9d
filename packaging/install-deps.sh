#!/usr/bin/env bash
# Installs the Debian 12 packages Deckhand needs to build, test and run.
# Only what is missing is installed; safe to run again. Works as root or through sudo.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config clang
  clang-format           # the tree's layout, checked by the format_check test
  libwxgtk3.2-dev        # GUI
  libsqlite3-dev         # profile storage
  sqlite3                # the sqlite3 program: collection_bench's reference (.import), by hand
  libcurl4-openssl-dev   # downloads
  libpugixml-dev         # game packs, Limited lists, XML card formats
  libcsv-dev             # RFC 4180 CSV card data
  libxml2-dev            # Cockatrice cards.xml, streamed
  libfmt-dev             # formatting (libstdc++ 12 has no std::format)
  libcli11-dev           # deckhand-cli
  nlohmann-json3-dev     # --json output
  libpcg-cpp-dev         # goldfish: seeded, reproducible random streams
  libutf8proc-dev        # Unicode NFKC case folding of card names and search text
  catch2                 # tests
  libcairo2-dev          # PDF registration sheets, proxies, card faces
  libjpeg-dev            # JPEG card images on proxies and card sheets
  libwebp-dev libgif-dev # WebP and GIF card images: card pane, proxies, card sheets
  libpango1.0-dev        # all drawn text (sheets, proxies, card faces): shaping, bidi, fallback
  fonts-dejavu-core      # the registration sheet's font
  fonts-noto-cjk fonts-noto-core # Japanese/Chinese/Korean and Arabic names on paper
  poppler-utils          # tests read PDFs back (pdftotext, pdfinfo, pdftoppm)
  xvfb xauth             # GUI tests in a virtual display
  openbox                # a window manager on it, for the GTK warnings test (gui_tests_window_manager)
  gettext                # xgettext, msgfmt, msgmerge, msgcmp: the translations (po/)
  wx3.2-i18n             # wxWidgets' own words (buttons, standard dialogs) in each language
  locales                # the languages' locales, generated below: the tests run the app in them
  # The Debian package (make package) and its test:
  dpkg-dev               # dpkg-shlibdeps: the package's library dependencies
  lintian                # Debian's package checker, run on the package by the tests
  librsvg2-bin           # rsvg-convert: the PNG icons from the SVG
  desktop-file-utils     # desktop-file-validate; its trigger registers the MIME types' app
  appstream              # appstreamcli validate
  shared-mime-info       # update-mime-database: the deck files' MIME types
  libglib2.0-bin         # gio: asks what type a deck file is
  man-db                 # man: the man pages render without warnings
  xdotool x11-utils      # the installed GUI's window is found, shown and quit with Ctrl+Q
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
need_root() {
  if [ -n "$sudo" ] && ! command -v sudo >/dev/null; then
    echo "error: need root or sudo to $1" >&2
    exit 1
  fi
}

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing packages: ${missing[*]}"
  need_root "install: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The locales of the languages Deckhand ships (po/LINGUAS), in which the tests run the programs:
# gettext translates nothing in a locale the system has not generated.
locales=(fr_FR.UTF-8 de_DE.UTF-8 es_ES.UTF-8 ja_JP.UTF-8)
absent=()
for l in "${locales[@]}"; do
  norm=$(echo "${l%%.*}.utf8")
  locale -a 2>/dev/null | grep -qx "$norm" || absent+=("$l")
done
if [ ${#absent[@]} -gt 0 ]; then
  echo "Generating locales: ${absent[*]}"
  need_root "generate the locales ${absent[*]}"
  for l in "${absent[@]}"; do
    $sudo sed -i "s/^# *\(${l} UTF-8\)/\1/" /etc/locale.gen
    grep -qx "${l} UTF-8" /etc/locale.gen || echo "${l} UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
  done
  $sudo locale-gen >/dev/null
fi
