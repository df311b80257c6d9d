# The libFuzzer targets, each built from tests/fuzz/<name>.cpp: read by tests/fuzz/CMakeLists.txt
# to build them and by tests/importers/CMakeLists.txt, whose fuzz_regression_test.cpp wants a
# folder of inputs for each in tests/data/fuzz-regressions/<name>/.
set(DECKHAND_FUZZERS
  fuzz_cockatrice
  fuzz_csv
  fuzz_deck_code
  fuzz_deck_text
  fuzz_game_pack
  fuzz_lackey
  fuzz_limited_list
  fuzz_octgn
)
