# formlint — `make run` lints the demo site, `make test` runs every test.
# Swift 6 from PATH, or where Swift's Linux toolchains are usually unpacked.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
PREFIX ?= /usr/local
BIN := .build/release/formlint
# On Linux the Swift runtime is linked in statically: start-up drops from ~24 ms to ~12 ms (a
# pre-commit hook starts formlint once per commit, so start-up is most of its cost). macOS has the
# runtime in the system. The executable is not position-independent: a PIE of this size has 107,000
# relative relocations for the loader to apply at every start (5.5 ms; 3.7 ms without, measured on a
# folder with nothing to lint), which is the start of every pre-commit run and a tenth of a walk of
# 10,000 components. What it gives up is the randomised load address of formlint's own code. Nor does
# it export its 38,000 symbols: the Swift runtime looks its own path up with dladdr at every start,
# which scans them (3.5 ms to 3.0 ms); a crash's backtrace reads the symbol table, not these.
ifeq ($(shell uname -s),Linux)
RELEASE := -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic
else
RELEASE := -c release
endif
# The tests' Python packages (Tests/requirements.txt) live in a virtual environment inside this
# checkout, made on first use; the Swift tests find its python through FORMLINT_PYTHON.
VENV := .build-venv
export FORMLINT_PYTHON := $(abspath $(VENV))/bin/python3

.PHONY: all build deps test-deps venv run test test-unit test-integration bench fuzz fuzz-smoke install golden clean

all: build

# $(call need,CHECK,PACKAGES,MACOS): nothing when the shell test CHECK passes; else install the
# Debian PACKAGES (as root, with apt-get), or say exactly what to run.
need = @if $(1); then :; \
  elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
    echo "formlint: installing $(2)"; \
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(2) >/dev/null; \
  else \
    echo "formlint needs $(2). Debian/Ubuntu: sudo apt-get install $(2); macOS: $(3)" >&2; exit 1; \
  fi

# Building needs libxml2's headers, pkg-config and Swift 6.
deps:
	$(call need,pkg-config --exists libxml-2.0 2>/dev/null,libxml2-dev pkg-config,brew install libxml2 pkg-config then export PKG_CONFIG_PATH=\$$(brew --prefix libxml2)/lib/pkgconfig)
	@command -v $(SWIFT) >/dev/null || { echo "formlint needs Swift 6: put swift on PATH (https://www.swift.org/install/)" >&2; exit 1; }

# Testing also needs Python 3 with venv (Debian packages venv apart) and git (the pre-commit test).
test-deps: deps
	$(call need,python3 -c 'import ensurepip; import venv' 2>/dev/null,python3 python3-venv,python3 comes with the Xcode tools)
	$(call need,command -v git >/dev/null,git,git comes with the Xcode tools)

venv: $(VENV)/.installed

$(VENV)/.installed: Tests/requirements.txt | test-deps
	@echo "formlint: installing the tests' Python packages into $(VENV)/"
	rm -rf $(VENV)
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r Tests/requirements.txt
	touch $@

build: deps
	$(SWIFT) build $(RELEASE) --product formlint

run: build
	$(BIN) --fail-on never Fixtures/site

test: build venv
	$(SWIFT) test
	$(MAKE) test-integration

# The integration surface: every YAML file parses and has the right keys and passes SchemaStore's
# schema for its kind (bundled in check-jsonschema: nothing is downloaded), the Action's run step
# with its inputs (action_run.py), then a real pre-commit
# run of .pre-commit-hooks.yaml against this checkout's HEAD commit (builds formlint in its clone).
test-integration: build venv
	$(VENV)/bin/python3 Tests/integration/yaml_parse.py
	python3 Tests/integration/check_imports.py
	$(VENV)/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
	$(VENV)/bin/check-jsonschema --builtin-schema vendor.github-actions action.yml
	$(VENV)/bin/python3 Tests/integration/action_run.py
	bash Tests/integration/precommit.sh

# Extra flags for the harness, e.g. make bench BENCH_ARGS="--quick" (see bench/README.md).
BENCH_ARGS ?=
bench: build
	python3 bench/bench.py --formlint $(BIN) $(BENCH_ARGS)

# Golden outputs of the fixture folders (one per rule, per template kind, per Apple source): regenerate,
# then review the diff.
GOLDEN_DIRS = $(wildcard Fixtures/rules/*/ Fixtures/templates/*/ Fixtures/components/*/ Fixtures/apple/*/)
golden: build
	@for dir in $(GOLDEN_DIRS); do \
	  NO_COLOR=1 $(BIN) --fail-on never --jobs 1 "$${dir%/}" > "$${dir}expected.txt"; \
	done
	@echo "golden outputs written; review them with: git diff Fixtures"

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
	rm -rf .build $(VENV)
