# sitegen: the two commands a fresh Debian machine needs are `make site` and
# `make test`; both install missing system packages first.

SWIFT ?= swift
OUTPUT ?= public
FUZZ_SECONDS ?= 300
PORT ?= 8000
HOST ?= 127.0.0.1

.PHONY: all site test fuzz fuzz-build bench serve watch deps clean groundtruth

all: site

## Install missing Debian packages (cmark-gfm...).
deps:
	@./scripts/install-deps

## Build the site from site/designs into public/.
site: deps
	$(SWIFT) build -c release --product sitegen
	$(SWIFT) run -c release sitegen --output $(OUTPUT)

## Run the unit, snapshot and end-to-end tests.
test:
	@./scripts/install-deps --test
	$(SWIFT) test

## Fuzz the single-guide pipeline with libFuzzer for FUZZ_SECONDS (default 300); findings go to .fuzz/artifacts/.
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./scripts/fuzz run

## Build only the instrumented fuzz target (.build/fuzz/release/sitegen-fuzz).
fuzz-build:
	./scripts/fuzz build

## Benchmark release builds of the seeds, the 130-guide corpus and the corpus x4 (clean,
## warm unchanged, one guide changed: wall, CPU, peak memory) against Hugo and cmark-gfm
## on the same markdown, with the targets; then load-test `sitegen serve` and time live reload.
bench: deps
	@./scripts/install-deps --bench
	$(SWIFT) build -c release --product sitegen
	python3 scripts/bench .build/release/sitegen
	python3 scripts/bench-serve .build/release/sitegen

## Score sitegen's pictures against real iOS snapshots (../shared/groundtruth): prints the table and the side-by-sides' folder.
groundtruth: deps
	@./scripts/install-deps --test
	$(SWIFT) build -c release --product sitegen
	./scripts/groundtruth .build/release/sitegen .build/groundtruth

## Build, serve on http://$(HOST):$(PORT) and reload open pages after every save.
serve: deps
	$(SWIFT) build -c release --product sitegen
	.build/release/sitegen serve --port $(PORT) --host $(HOST) --output $(OUTPUT)

## Build, then rebuild on every save of site/designs or templates/.
watch: deps
	$(SWIFT) build -c release --product sitegen
	.build/release/sitegen watch --output $(OUTPUT)

clean:
	rm -rf .build $(OUTPUT)
