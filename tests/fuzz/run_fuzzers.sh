#!/usr/bin/env bash
# Runs every libFuzzer target built in build/fuzz for SECONDS each, one after the other, from
# its seeds in tests/fuzz/corpus/<target>/ and what earlier runs learned in
# build/fuzz/corpus/<target>/ (kept between runs), with its dictionary in tests/fuzz/dict/.
# Each target's output is in build/fuzz/<target>.log and what it found in build/fuzz/crashes/.
#
#   run_fuzzers.sh SECONDS              stop at the first target that crashes (make fuzz)
#   run_fuzzers.sh SECONDS --keep-going run every target, then list what crashed (make fuzz-long)
#
# The exit status is 1 when a target crashed, ran out of time on one input (10 s) or of
# memory (2 GB): each of those is a bug to fix and to keep as a regression file.
set -uo pipefail

seconds=${1:?usage: run_fuzzers.sh SECONDS [--keep-going]}
keep_going=false
[[ ${2:-} == --keep-going ]] && keep_going=true

cd "$(dirname "$0")/../.."
build=build/fuzz
fuzzers=$(sed -n "s/^  \(fuzz_[a-z_]*\)$/\1/p" tests/fuzz/fuzzers.cmake) # as CMake builds them
mkdir -p "$build/crashes"
failed=()

for f in $fuzzers; do
  log=$build/$f.log
  mkdir -p "$build/corpus/$f"
  dict=()
  [[ -f tests/fuzz/dict/$f.dict ]] && dict=(-dict="tests/fuzz/dict/$f.dict")
  if "$build/tests/fuzz/$f" "${dict[@]}" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$build/crashes/$f-" \
      "$build/corpus/$f" "tests/fuzz/corpus/$f" >"$log" 2>&1; then
    stat() { sed -n "s/^stat::$1: *//p" "$log"; }
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
    echo "$f: ok, $(stat number_of_executed_units) inputs in ${seconds} s" \
      "($(stat average_exec_per_sec)/s), ${cov:-?} edges covered, $(stat new_units_added) new" \
      "inputs kept, peak $(stat peak_rss_mb) MB"
  else
    tail -n 40 "$log"
    echo "$f: FAILED, the input is in $build/crashes/$f-*"
    failed+=("$f")
    $keep_going || exit 1
  fi
done

if ((${#failed[@]})); then
  echo "Crashed: ${failed[*]}. Fix each, then keep its input in" \
    "tests/data/fuzz-regressions/<target>/ with a line in that folder's README.md."
  exit 1
fi
