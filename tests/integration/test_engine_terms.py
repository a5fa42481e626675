"""The engine's step texts speak the terminology table's Chinese.

The engine stays independent of the corpus at run time; this test is how it "uses" the table:
whenever a step's English names a term of the table, its Chinese must use that term's Chinese
(the form of the classic rules, or one of the recorded variants).
"""

from __future__ import annotations

import re

import pytest

import engine
from rules_corpus.concordance import load_terms_table

# Terms whose English is too common a word to demand a translation wherever it appears.
GENERIC = {"play", "source", "target", "spell", "ability", "effect", "player", "damage", "card", "counter",
           "cast", "draw", "turn", "step", "phase", "life", "tap", "untap", "controller", "owner", "stack",
           "zone", "hand", "library", "graveyard", "attack", "block", "pass", "mana", "cost", "creature",
           "land", "permanent", "in play", "game", "event", "color", "type", "destroy", "sacrifice", "token",
           "becomes"}
_QUOTED = re.compile(r"[\"“”「」][^\"“”「」]*[\"“”「」]")


@pytest.fixture(scope="module")
def terms():
    out = []
    for term in load_terms_table():
        if term["en"].lower() in GENERIC:
            continue
        forms = {term["zh-Hans"], *term["variants"]}
        # Case-sensitive on purpose: a capitalised word is a card name (Flanking Cavalry), not the term.
        out.append((re.compile(r"\b" + re.escape(term["en"].lower()) + r"\b"), term, forms))
    return out


def test_engine_step_texts_use_the_table(terms, scenario_results):
    problems = set()
    for name, result in scenario_results:
        if isinstance(result, engine.EngineError):
            continue
        for step in result["steps"]:
            en, zh = _QUOTED.sub(" ", step["text"]["en"]), step["text"]["zh-Hans"]
            for pattern, term, forms in terms:
                if pattern.search(en) and not any(f and f in zh for f in forms):
                    problems.add(f"{term['id']}: '{term['en']}' in {step['event']} but none of {sorted(forms)} ({name})")
    assert sorted(problems) == []
