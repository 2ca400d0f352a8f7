# Starboard. `make run` and `make test` are the two commands a newcomer needs; both set up .venv first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: run test bench lint coverage dist dist-check clean

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,build]'
	@rm -f $(VENV)/.installed-*
	@touch $@

run: $(STAMP)
	@$(BIN)/python -m desktop.qtcheck
	$(BIN)/starboard

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m bench

lint: $(STAMP)
	$(BIN)/ruff check engines desktop tests bench
	$(BIN)/mypy

# For developers with the team's rulebooks beside the checkout (../shared); nothing else needs them.
coverage: $(STAMP)
	@test -f ../shared/tools/rule_coverage.py || { echo "coverage needs ../shared/tools/rule_coverage.py beside the checkout"; exit 1; }
	$(BIN)/python ../shared/tools/rule_coverage.py

clean:
	rm -rf build dist .pytest_cache

# Installers (docs/packaging.md). dist: the one-folder app in dist/starboard plus this OS's installers.
# dist-check: the same build, then the frozen --self-test offscreen and, on Linux, the .deb installed into a
# scratch root, self-tested there and purged (gzip instead of xz keeps it quick).
dist: $(STAMP)
	$(BIN)/python packaging/make_dist.py

dist-check: $(STAMP)
	$(BIN)/python packaging/make_dist.py --check --deb-compression gzip
