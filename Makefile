# The one place where the project's commands are written down.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DATA ?= $(or $(ORACLE_DATA),var)
DB := $(DATA)/oracle.db
CORPUS_INPUTS := $(shell find rules_corpus oracle/search -type f \( -name '*.py' -o -name '*.txt' -o -name '*.yaml' \) 2>/dev/null)

.PHONY: install build run test lint bench clean

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The DB and search index are rebuilt whenever a source, parser or data file changes.
$(DB): $(STAMP) $(CORPUS_INPUTS)
	ORACLE_DATA=$(DATA) $(BIN)/oracle build

build: $(DB)

run: build
	ORACLE_DATA=$(DATA) $(BIN)/oracle serve --host 127.0.0.1 --port 5000

test: build
	ORACLE_DATA=$(DATA) $(BIN)/pytest

lint: $(STAMP)
	$(BIN)/ruff check .

bench: build
	ORACLE_DATA=$(DATA) $(BIN)/python -m bench

clean:
	rm -rf $(DATA) $(VENV)
