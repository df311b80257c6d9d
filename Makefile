# The two commands a new machine needs: `make run` and `make test`.
# Each installs what is missing (packaging/install-deps.sh), configures with a preset, builds.

JOBS ?= $(shell nproc)
PROFILE ?=

help:
	@echo "make run            build and start the desktop app (PROFILE=DIR for another profile)"
	@echo "make test           build everything with the ci preset and run every test"
	@echo "make test-sanitize  the tests under ASan + UBSan (no GUI)"
	@echo "make bench          build and run the benchmarks under tests/bench"
	@echo "make fuzz           every libFuzzer target for FUZZ_SECONDS (10) each; stops at a crash"
	@echo "make fuzz-long      every libFuzzer target for FUZZ_SECONDS (120) each, every one run"
	@echo "make package        the Debian package, build/ci/deckhand_<version>_<arch>.deb"
	@echo "make clean          remove build/"

.PHONY: help run test test-sanitize build deps bench fuzz fuzz-long package clean

deps:
	@bash packaging/install-deps.sh

build: deps
	cmake --preset dev
	cmake --build --preset dev -j $(JOBS)

# Only what the app needs: the two programs, not the test programs and benchmarks.
run: deps
	cmake --preset dev
	cmake --build --preset dev -j $(JOBS) --target deckhand deckhand-cli
	./build/dev/app/gui/deckhand $(if $(PROFILE),--profile $(PROFILE),)

test: deps
	cmake --preset ci
	cmake --build --preset ci -j $(JOBS)
	xvfb-run -a -s "-screen 0 1280x800x24" ctest --preset ci -j $(JOBS)

test-sanitize: deps
	cmake --preset sanitize
	cmake --build --preset sanitize -j $(JOBS)
	ctest --preset sanitize -j $(JOBS) -LE gui

# The Debian package, built from the ci build (the tree `make test` tests; CPack strips the
# binaries): build/ci/deckhand_<version>_<arch>.deb. Only what the package holds is built.
package: deps
	cmake --preset ci
	cmake --build --preset ci -j $(JOBS) --target deckhand deckhand-cli deckhand_package_files deckhand_translations
	cd build/ci && cpack --config CPackConfig.cmake
	@ls -l build/ci/deckhand_*.deb

# startup_bench opens the app's window: all of them run on a virtual display.
bench: build
	@for b in build/dev/tests/bench/*_bench; do echo "== $$b"; xvfb-run -a -s "-screen 0 1280x800x24" $$b; done

# libFuzzer (clang): each target for FUZZ_SECONDS (10), starting from its seeds in
# tests/fuzz/corpus (and its dictionary in tests/fuzz/dict); what it learns stays in
# build/fuzz/corpus. A crash stops here, its input in build/fuzz/crashes/ (tests/fuzz/run_fuzzers.sh).
fuzz: deps
	cmake --preset fuzz
	cmake --build --preset fuzz -j $(JOBS)
	@tests/fuzz/run_fuzzers.sh $(or $(FUZZ_SECONDS),10)

# The same for longer, like a benchmark: not part of `make test` or CI. Every target runs for
# FUZZ_SECONDS (120) even when one crashes; a figure line each, then the list of what crashed.
fuzz-long: deps
	cmake --preset fuzz
	cmake --build --preset fuzz -j $(JOBS)
	@tests/fuzz/run_fuzzers.sh $(or $(FUZZ_SECONDS),120) --keep-going

clean:
	rm -rf build
