"""The engine's texts speak the terminology table's Chinese (rules_corpus/terms.yaml).

The engine stays independent of the corpus at run time; these tests are how it "uses" the table:
whenever a message of the catalog (engine/text/messages.yaml), or a step of a resolved scenario,
names a term of the table in English, its Simplified Chinese must use that term's Simplified form
and its Traditional Chinese the term's Traditional form (or one of the recorded variants).
"""

from __future__ import annotations

import re

import pytest
import yaml

import engine
from engine.text.catalog import CATALOG_FILE, PLACEHOLDER
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
        forms = {"zh-Hans": {term["zh-Hans"], *term["variants"]}, "zh-Hant": {term["zh-Hant"], *term["variants"]}}
        # Case-sensitive on purpose: a capitalised word is a card name (Flanking Cavalry), not the term.
        out.append((re.compile(r"\b" + re.escape(term["en"].lower()) + r"\b"), term, forms))
    return out


def _problems(terms, en: str, texts: dict[str, str], where: str) -> set[str]:
    """What a text names in English without the table's Chinese. A term inside a longer one that is
    named too ("triggered ability" in "delayed triggered ability") is covered by the longer one's."""
    en = _QUOTED.sub(" ", en)
    named = [(pattern, term, forms) for pattern, term, forms in terms if pattern.search(en)]
    found = set()
    for _pattern, term, forms in named:
        if any(term["en"] != other["en"] and term["en"] in other["en"] for _, other, _ in named):
            continue
        for lang in ("zh-Hans", "zh-Hant"):
            if not any(f and f in texts[lang] for f in forms[lang]):
                found.add(f"{term['id']}: '{term['en']}' but none of {sorted(forms[lang])} in {lang} ({where})")
    return found


def test_catalog_messages_use_the_table(terms):
    catalog = yaml.safe_load(CATALOG_FILE.read_text(encoding="utf-8"))
    words = {name: texts for name, texts in catalog["terms"].items()}

    def with_words(text: str, lang: str) -> str:
        return PLACEHOLDER.sub(lambda m: words[m.group(2)][lang] if m.group(1) == "@" else " ", text)

    problems = set()
    for key, texts in catalog["messages"].items():
        filled = {lang: with_words(texts[lang], lang) for lang in ("en", "zh-Hans", "zh-Hant")}
        problems |= _problems(terms, filled["en"], filled, key)
    assert sorted(problems) == [], "\n".join(sorted(problems))


def test_engine_step_texts_use_the_table(terms, scenario_results):
    problems = set()
    for name, result in scenario_results:
        if isinstance(result, engine.EngineError):
            continue
        for step in result["steps"]:
            problems |= _problems(terms, step["text"]["en"], step["text"], f"{step['event']} in {name}")
    assert sorted(problems) == [], "\n".join(sorted(problems))
