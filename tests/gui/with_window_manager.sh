#!/usr/bin/env bash
# Runs a command (a GUI test) with a window manager, openbox, on the display: under one, wxGTK
# shows a new window only once the manager has said how big its decorations are, which the
# GTK warnings test must see. The manager is waited for (it says it runs on the root window),
# then stopped after the command; the command's exit status is this script's.
set -u
if ! command -v openbox >/dev/null; then
  echo "with_window_manager.sh: openbox is not installed (make deps installs it)" >&2
  exit 1
fi
openbox --sm-disable >/dev/null 2>&1 &
wm=$!
for _ in $(seq 1 200); do
  xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id' && break
  sleep 0.05
done
DECKHAND_TEST_WINDOW_MANAGER=openbox "$@"
status=$?
kill "$wm" 2>/dev/null
wait "$wm" 2>/dev/null
exit "$status"
