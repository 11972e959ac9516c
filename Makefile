# formlint — `make run` lints the demo site, `make test` runs every test.
# Swift 6 from PATH, or where Swift's Linux toolchains are usually unpacked.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
PREFIX ?= /usr/local
BIN := .build/release/formlint
# The Swift runtime linked in statically: start-up drops from ~24 ms to ~12 ms (a pre-commit hook
# starts formlint once per commit, so start-up is most of its cost).
RELEASE := -c release --static-swift-stdlib
SHARED ?= $(abspath ../shared)
export FORMLINT_SHARED := $(SHARED)

.PHONY: all build deps run test test-unit test-integration bench fuzz fuzz-smoke install golden clean

all: build

# libxml2's headers and pkg-config are the only system requirements. Install them when
# missing (as root, on Debian), or say exactly what to run.
deps:
	@if pkg-config --exists libxml-2.0 2>/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "formlint: installing libxml2-dev and pkg-config"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-dev pkg-config >/dev/null; \
	else \
	  echo "formlint needs libxml2's headers and pkg-config: sudo apt-get install libxml2-dev pkg-config" >&2; exit 1; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "formlint needs Swift 6: put swift on PATH (https://www.swift.org/install/linux/)" >&2; exit 1; }

build: deps
	$(SWIFT) build $(RELEASE) --product formlint

run: build
	$(BIN) --fail-on never Fixtures/site

test: build
	$(SWIFT) test
	$(MAKE) test-integration

# The integration surface: every YAML file parses and has the right keys, then a real pre-commit
# run of .pre-commit-hooks.yaml against this checkout's HEAD commit (builds formlint in its clone).
test-integration: build
	python3 Tests/integration/yaml_parse.py
	bash Tests/integration/precommit.sh

# Extra flags for the harness, e.g. make bench BENCH_ARGS="--quick" (see bench/README.md).
BENCH_ARGS ?=
bench: build
	python3 bench/bench.py --formlint $(BIN) $(BENCH_ARGS)

# Golden outputs of the per-rule fixture pages: regenerate, then review the diff.
golden: build
	@for dir in Fixtures/rules/*/; do \
	  NO_COLOR=1 $(BIN) --fail-on never --jobs 1 "$${dir%/}" > "$${dir}expected.txt"; \
	done
	@for dir in Fixtures/components/*/; do \
	  NO_COLOR=1 $(BIN) --fail-on never --jobs 1 "$${dir%/}" > "$${dir}expected.txt"; \
	done
	@echo "golden outputs written; review them with: git diff Fixtures/rules Fixtures/components"

# Fuzzing (Fuzz/README.md): libFuzzer + AddressSanitizer, built by swiftc outside the package.
# `make fuzz FUZZ_SECONDS=600` runs each target that long, one after the other, growing a working corpus
# in .build-fuzz/; `make fuzz-smoke` is CI's short run from the committed seeds alone.
FUZZ_SECONDS ?= 60
fuzz: deps
	SWIFTC=$(dir $(SWIFT))swiftc Fuzz/build.sh
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh

fuzz-smoke: deps
	SWIFTC=$(dir $(SWIFT))swiftc Fuzz/build.sh
	FUZZ_SECONDS=30 FUZZ_FRESH=1 Fuzz/run.sh

install: build
	install -d $(PREFIX)/bin
	install -m 755 $(BIN) $(PREFIX)/bin/formlint

clean:
	rm -rf .build
