"""What ``oracle resolve`` and ``oracle card`` cost to start: no Flask, no SQLite helpers, no corpus
builder, no rate-limit library; the card library only for a scenario that names a card, read from
the parse cache, with no grammar compiled for the cards it names.

Speed itself is measured by ``make bench`` (docs/benchmarks.md); these tests check the causes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT

PROBE = """
import io, json, sys
sys.stdin = io.StringIO(sys.argv[2])
from oracle.cli import main
try:
    main(sys.argv[3:], standalone_mode=False)
except SystemExit:
    pass
import engine.cardlang as cardlang
from oracle import cards
built = sum(f.cache_info().currsize for f in (cardlang._lalr, cardlang._earley))
loaded = cards.default_library.cache_info().currsize
report = cards.default_library().cache_report if loaded else None
heavy = ("flask", "werkzeug", "sqlite_utils", "limits", "jieba", "oracle.store", "oracle.app")
# the rules_corpus package itself is only the anchor of its data files; its modules are the weight
with open(sys.argv[1], "w") as out:
    json.dump({"heavy": sorted(m for m in sys.modules if m.split(".")[0] in heavy or m in heavy
                               or m.startswith("rules_corpus.")),
               "parsers_built": built, "library_loaded": bool(loaded), "cache": report}, out)
"""

INLINE = json.dumps({"players": [{"id": "A", "hand": [{"name": "Zap", "id": "zap", "types": ["instant"],
                                                       "mana_cost": "{R}", "text": "Zap deals 1 damage to target creature or player."}]},
                                 {"id": "B"}], "stop": "main1"})
NAMED = """turn: {active: A, step: main1, number: 3}
players:
  - id: A
    hand: [{card: 閃電擊, id: bolt}]
    battlefield: [{card: Mountain, id: m1}, {card: Serra Angel, id: angel}]
  - id: B
actions:
  - cast: {card: bolt, targets: [B]}
stop: main1
"""


def probe(data_dir: Path, tmp_path: Path, stdin: str, *args: str) -> dict:
    out = tmp_path / "probe.json"
    env = dict(os.environ, ORACLE_DATA=str(data_dir))
    env.pop("ORACLE_ENGINE_RATE", None)  # the tests' own budget (tests/conftest.py); the default is not parsed
    subprocess.run([sys.executable, "-c", PROBE, str(out), stdin, *args], cwd=ROOT, env=env, timeout=120, check=True,
                   capture_output=True)
    return json.loads(out.read_text())


def test_resolving_inline_cards_loads_no_library_and_no_web_stack(data_dir, tmp_path):
    found = probe(data_dir, tmp_path, INLINE, "resolve", "-", "--json")
    assert found["heavy"] == [] and found["library_loaded"] is False
    assert found["parsers_built"] >= 1  # the inline card's text is parsed, as it must be


def test_resolving_library_cards_reads_the_cache_and_compiles_no_grammar(data_dir, tmp_path):
    found = probe(data_dir, tmp_path, NAMED, "resolve", "-", "--json")
    assert found["heavy"] == [] and found["library_loaded"] is True
    assert found["cache"]["parsed"] == 0 and found["cache"]["problem"] is None
    assert found["parsers_built"] == 0  # the engine took the library's parse of Lightning Bolt and Serra Angel


def test_oracle_card_loads_no_web_stack(data_dir, tmp_path):
    found = probe(data_dir, tmp_path, "", "card", "閃電擊")
    assert found["heavy"] == [] and found["cache"]["parsed"] == 0 and found["parsers_built"] == 0


def test_the_resolve_is_still_right(run_oracle, tmp_path):
    scenario = tmp_path / "named.yaml"
    scenario.write_text(NAMED, encoding="utf-8")
    trace = json.loads(run_oracle("resolve", str(scenario), "--json").stdout)
    assert trace["state"]["players"]["B"]["life"] == 17


def test_the_constants_the_cli_no_longer_imports_agree():
    from limits import parse_many

    from oracle import config
    from rules_corpus.builder import DB_NAME

    assert config.DB_NAME == DB_NAME
    assert parse_many(config.DEFAULT_SAVE_RATE)  # the default that start-up no longer parses
    assert parse_many(config.DEFAULT_ENGINE_RATE)
