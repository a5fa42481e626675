"""Scenarios resolved with the card library: every cited rule exists in the classic corpus, every
step text uses the terminology table's Chinese, and the engine's card-language texts too.

tests/integration checks the same for scenarios the engine resolves on its own (built-in cards);
the library scenarios (``card: Glorious Anthem``) need ``card_lookup``, so they are checked here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from engine.cards_builtin import lookup_card
from oracle.cards import default_library
from rules_corpus.concordance import load_terms_table

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml"))
GENERIC = {"play", "source", "target", "spell", "ability", "effect", "player", "damage", "card", "counter",
           "cast", "draw", "turn", "step", "phase", "life", "tap", "untap", "controller", "owner", "stack",
           "zone", "hand", "library", "graveyard", "attack", "block", "pass", "mana", "cost", "creature",
           "land", "permanent", "in play", "game", "event", "color", "type", "destroy", "sacrifice", "token",
           "becomes"}
_QUOTED = re.compile(r"[\"“”「」][^\"“”「」]*[\"“”「」]")


@pytest.fixture(scope="module")
def results() -> list[tuple[str, dict]]:
    library = default_library()

    def lookup(name: str) -> dict | None:
        return library.lookup(name) or lookup_card(name)

    out = []
    for path in SCENARIOS:
        try:
            out.append((path.name, engine.resolve(path.read_text(encoding="utf-8"), card_lookup=lookup)))
        except engine.EngineError:
            continue
    return out


def test_every_cited_rule_exists(corpus, results) -> None:
    ids = {r.id for r in corpus.records if r.edition == "classic"}
    cited = {rule for _, result in results for step in result["steps"] for rule in step["rules"]}
    assert cited and cited <= ids, sorted(cited - ids)


def test_step_texts_use_the_terminology_table(results) -> None:
    terms = []
    for term in load_terms_table():
        if term["en"].lower() in GENERIC:
            continue
        forms = {term["zh-Hans"], *term["variants"]}
        terms.append((re.compile(r"\b" + re.escape(term["en"].lower()) + r"\b"), term, forms))
    problems = set()
    for name, result in results:
        for step in result["steps"]:
            en, zh = _QUOTED.sub(" ", step["text"]["en"]), step["text"]["zh-Hans"]
            for pattern, term, forms in terms:
                if pattern.search(en) and not any(f and f in zh for f in forms):
                    problems.add(f"{term['id']}: '{term['en']}' in {step['event']} but none of {sorted(forms)} ({name})")
    assert sorted(problems) == []
