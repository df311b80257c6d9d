# The two commands a new machine needs: `make run` and `make test`.
# Each installs what is missing (packaging/install-deps.sh), configures with a preset, builds.

JOBS ?= $(shell nproc)
PROFILE ?=

.PHONY: run test test-sanitize build deps bench clean

deps:
	@bash packaging/install-deps.sh

build: deps
	cmake --preset dev
	cmake --build --preset dev -j $(JOBS)

run: build
	./build/dev/app/gui/deckhand $(if $(PROFILE),--profile $(PROFILE),)

test: deps
	cmake --preset ci
	cmake --build --preset ci -j $(JOBS)
	xvfb-run -a -s "-screen 0 1280x800x24" ctest --preset ci -j $(JOBS)

test-sanitize: deps
	cmake --preset sanitize
	cmake --build --preset sanitize -j $(JOBS)
	ctest --preset sanitize -j $(JOBS) -LE gui

bench: build
	@for b in build/dev/tests/bench/*_bench; do echo "== $$b"; $$b; done

clean:
	rm -rf build
