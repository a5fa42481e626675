# The one place where the project's commands are written down.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DATA ?= $(or $(ORACLE_DATA),var)
DB := $(DATA)/oracle.db
CORPUS_INPUTS := $(shell find rules_corpus oracle/search -type f \( -name '*.py' -o -name '*.txt' -o -name '*.yaml' \) 2>/dev/null)

.PHONY: install build run test lint bench fuzz soak clean i18n
FUZZ_SECONDS ?= 300
FUZZ_HTTP_CASES ?= 10000
SOAK_SECONDS ?= 600

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The DB and search index are rebuilt whenever a source, parser or data file changes.
$(DB): $(STAMP) $(CORPUS_INPUTS)
	ORACLE_DATA=$(DATA) $(BIN)/oracle build

# Byte-compile the project once, so that every process (each CLI call, each server worker) imports
# .pyc files even where PYTHONDONTWRITEBYTECODE is set; compileall skips files already up to date.
build: $(DB)
	$(BIN)/python -m compileall -q -j 0 engine oracle rules_corpus bench >/dev/null

run: build
	ORACLE_DATA=$(DATA) $(BIN)/oracle serve --host 127.0.0.1 --port 5000

# TEST_WORKERS: how many processes run the suite (pytest-xdist; "auto" is one per core, 0 runs it in
# this process). Each test file runs whole in one worker.
TEST_WORKERS ?= auto

test: build
	ORACLE_DATA=$(DATA) $(BIN)/pytest -n $(TEST_WORKERS) --dist loadfile --durations=25

lint: $(STAMP)
	$(BIN)/ruff check .

bench: build
	ORACLE_DATA=$(DATA) $(BIN)/python -m bench

# Property-based fuzzing of scenario input for FUZZ_SECONDS and of every HTTP route for FUZZ_HTTP_CASES
# cases (the suite runs 20 s and 50 s of them), then the card parsers' agreement on every template in
# both languages (the suite checks each template in one).
fuzz: build
	ORACLE_DATA=$(DATA) $(BIN)/python tests/hardening/fuzzing.py --seconds $(FUZZ_SECONDS)
	ORACLE_DATA=$(DATA) $(BIN)/python tests/hardening/http_fuzzing.py --cases $(FUZZ_HTTP_CASES)
	ORACLE_DATA=$(DATA) ORACLE_PARSER_AGREEMENT=all $(BIN)/pytest -n $(TEST_WORKERS) -p no:cacheprovider \
		tests/engine/test_parsers_agree_en.py tests/engine/test_parsers_agree_zh.py

# The production server under a bounded mixed load on 127.0.0.1 for SOAK_SECONDS (needs wrk).
soak: build
	ORACLE_DATA=$(DATA) $(BIN)/python -m bench.soak --seconds $(SOAK_SECONDS)

# Interface strings: extract them from the code and templates, merge into the three catalogs, compile.
# Translate new entries in oracle/translations/*/LC_MESSAGES/messages.po, then run this again.
i18n: $(STAMP)
	$(BIN)/pybabel extract -F babel.cfg -k lazy_gettext --no-location --sort-output --project="rules oracle" \
		-o oracle/translations/messages.pot . >/dev/null
	$(BIN)/pybabel update -i oracle/translations/messages.pot -d oracle/translations --no-fuzzy-matching --ignore-obsolete >/dev/null
	$(BIN)/pybabel compile -d oracle/translations --statistics

clean:
	rm -rf $(DATA) $(VENV)
