# The two commands a new machine needs: `make run` and `make test`.
# Each installs what is missing (packaging/install-deps.sh), configures with a preset, builds.

JOBS ?= $(shell nproc)
PROFILE ?=

.PHONY: run test test-sanitize build deps bench fuzz package clean

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
	cmake --build --preset ci -j $(JOBS) --target deckhand deckhand-cli deckhand_package_files
	cd build/ci && cpack --config CPackConfig.cmake
	@ls -l build/ci/deckhand_*.deb

# startup_bench opens the app's window: all of them run on a virtual display.
bench: build
	@for b in build/dev/tests/bench/*_bench; do echo "== $$b"; xvfb-run -a -s "-screen 0 1280x800x24" $$b; done

# libFuzzer (clang): each target for FUZZ_SECONDS, starting from its seeds in tests/fuzz/corpus
# (and its dictionary in tests/fuzz/dict); what it learns stays in build/fuzz/corpus. A crash
# stops here, its input in build/fuzz/crashes/.
FUZZ_SECONDS ?= 10
FUZZERS = fuzz_cockatrice fuzz_csv fuzz_deck_code fuzz_deck_text fuzz_game_pack fuzz_lackey fuzz_limited_list fuzz_octgn
fuzz: deps
	cmake --preset fuzz
	cmake --build --preset fuzz -j $(JOBS)
	@mkdir -p build/fuzz/crashes; for f in $(FUZZERS); do \
	  mkdir -p build/fuzz/corpus/$$f; \
	  dict=; test ! -f tests/fuzz/dict/$$f.dict || dict=-dict=tests/fuzz/dict/$$f.dict; \
	  if build/fuzz/tests/fuzz/$$f $$dict -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
	      -artifact_prefix=build/fuzz/crashes/$$f- build/fuzz/corpus/$$f tests/fuzz/corpus/$$f >build/fuzz/$$f.log 2>&1; then \
	    echo "$$f: ok, $$(sed -n 's/^stat::number_of_executed_units: //p' build/fuzz/$$f.log) inputs"; \
	  else tail -n 40 build/fuzz/$$f.log; echo "$$f: FAILED (the input is in build/fuzz/crashes/)"; exit 1; fi; \
	done

clean:
	rm -rf build
