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
  libexpat1-dev          # Cockatrice cards.xml, streamed
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

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "error: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
