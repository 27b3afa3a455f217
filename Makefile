# sitegen: the two commands a fresh Debian machine needs are `make site` and
# `make test`; both install missing system packages first.

SWIFT ?= swift
OUTPUT ?= public
PORT ?= 8000
HOST ?= 127.0.0.1

.PHONY: all site test bench serve watch deps clean

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

## Time a release build of the seeds and the 130-guide corpus (wall time, peak memory),
## then load-test `sitegen serve` with wrk and time live reload.
bench:
	@./scripts/install-deps --bench
	$(SWIFT) build -c release --product sitegen
	python3 scripts/bench .build/release/sitegen
	python3 scripts/bench-serve .build/release/sitegen

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
