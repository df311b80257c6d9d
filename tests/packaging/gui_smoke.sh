#!/usr/bin/env bash
# Starts a GUI program on the current X display, waits until a window of its class is mapped
# and carries the given title, quits it with Ctrl+Q typed into that window (as a user would), and expects it to exit
# with status 0 within 20 s.
# usage: gui_smoke.sh WM_CLASS TITLE PROGRAM [ARG]...
set -uo pipefail
class=$1 title=$2; shift 2
log=$(mktemp)
"$@" >"$log" 2>&1 &
pid=$!
finish() { kill "$pid" 2>/dev/null; echo "--- the program's output:" >&2; cat "$log" >&2; rm -f "$log"; exit 1; }

# By class: xdotool's --name cannot match a UTF-8 title ("legal.txt — Deckhand"), so the title
# is compared as text.
wid=$(timeout 60 xdotool search --sync --onlyvisible --class "$class" 2>/dev/null | head -n 1)
[ -n "$wid" ] || { echo "FAIL: no window of class '$class' shown within 60 s" >&2; finish; }
name=""
for _ in $(seq 1 50); do
  name=$(xdotool getwindowname "$wid" 2>/dev/null)
  [ "$name" != "$title" ] || break
  sleep 0.2
done
[ "$name" = "$title" ] || { echo "FAIL: the window is titled '$name', expected '$title'" >&2; finish; }
echo "window $wid '$name':"
xwininfo -id "$wid" | sed -n 's/^ *\(Width\|Height\|Map State\): /  \1: /p'

xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key --clearmodifiers ctrl+q
for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
if kill -0 "$pid" 2>/dev/null; then echo "FAIL: still running 20 s after Ctrl+Q" >&2; finish; fi
wait "$pid"; rc=$?
[ $rc -eq 0 ] || { echo "FAIL: exited with status $rc" >&2; finish; }
echo "quit on Ctrl+Q with status 0"
rm -f "$log"
