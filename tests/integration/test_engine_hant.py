"""Traditional Chinese: the engine's Simplified -> Traditional table (engine/text/hant.yaml) against
OpenCC (s2tw) and the terminology table, and no Simplified character left in any zh-Hant text.

OpenCC is a dependency of the project (the rulebook uses it) but not of the engine: the engine
carries a table of the characters its own texts and the library's card names use; these tests say
when that table needs a new entry.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import opencc
import pytest
import yaml

import engine
from engine.text.catalog import CATALOG_FILE
from engine.text.hant import TABLE_FILE, to_traditional
from oracle.cards import default_library
from rules_corpus.concordance import load_terms_table

CJK = re.compile(r"[\u4e00-\u9fff]")
TABLE = yaml.safe_load(TABLE_FILE.read_text(encoding="utf-8"))
CHARS = dict(zip("".join(TABLE["simplified"].split()), "".join(TABLE["traditional"].split()), strict=True))


_S2TW = opencc.OpenCC("s2tw")


@cache
def s2tw(text: str) -> str:
    return _S2TW.convert(text)


def _simplified_texts() -> list[str]:
    """Every Simplified text the engine can compose: catalog, code literals, card names and card text."""
    texts: list[str] = []
    catalog = yaml.safe_load(CATALOG_FILE.read_text(encoding="utf-8"))
    for table in ("messages", "terms"):
        texts += [entry["zh-Hans"] for entry in catalog[table].values()]
    for path in Path(engine.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and CJK.search(node.value):
                texts.append(node.value)
    from engine.cardlang import render_card

    for card in default_library().cards:
        texts.append(card.name_zh)
        if card.abilities is not None:
            texts.append(render_card(card.abilities, "zh-Hans", card.name_zh or card.name))
    return [t for t in texts if t]


def test_characters_agree_with_opencc() -> None:
    wrong = {s: t for s, t in CHARS.items() if s2tw(s) != t}
    assert wrong == {}


def test_phrases_agree_with_opencc() -> None:
    assert {p: t for p, t in (TABLE.get("phrases") or {}).items() if s2tw(p) != t} == {}


def test_regional_words_come_from_the_terminology_table() -> None:
    terms = load_terms_table()
    for simplified, traditional in (TABLE.get("terms") or {}).items():
        assert any(simplified in {t["zh-Hans"], *t["variants"]} and traditional in {t["zh-Hant"], *t["variants"]}
                   for t in terms), (simplified, traditional)


def test_every_character_the_engine_writes_is_in_the_table() -> None:
    missing = {}
    for text in _simplified_texts():
        for ch in set(CJK.findall(text)):
            if s2tw(ch) != ch and ch not in CHARS:
                missing[ch] = s2tw(ch)
    assert missing == {}, f"add to engine/text/hant.yaml: {''.join(missing)} -> {''.join(missing.values())}"


def _leftovers(text: str) -> str:
    """Characters of ``text`` that are Simplified forms (OpenCC would change them). 只台干, 辟 and 占 are
    Traditional too in the words the texts use (辟邪, hexproof, and 占卜, scry, are the Traditional
    printings' own terms; OpenCC maps the lone characters to 闢 and 佔)."""
    return "".join(sorted({ch for ch in CJK.findall(text) if s2tw(ch) != ch and ch not in "只台干辟占"}))


def test_catalog_traditional_texts_have_no_simplified_characters() -> None:
    catalog = yaml.safe_load(CATALOG_FILE.read_text(encoding="utf-8"))
    bad = {key: _leftovers(entry["zh-Hant"]) for table in ("messages", "terms")
           for key, entry in catalog[table].items() if _leftovers(entry["zh-Hant"])}
    assert bad == {}


def test_traces_in_traditional_have_no_simplified_characters(scenario_results) -> None:
    bad = {}
    for name, result in scenario_results:
        texts = [result.text("zh-Hant")] if isinstance(result, engine.EngineError) else [
            s["text"]["zh-Hant"] for s in result["steps"]]
        for text in texts:
            if _leftovers(text):
                bad[name] = (_leftovers(text), text)
    assert bad == {}


@pytest.mark.parametrize(("simplified", "traditional"), [("只能阻挡", "只能阻擋"), ("一只", "一隻"), ("本回合中", "本回合中"),
                                                        ("目标牌手", "目標玩家"), ("防守牌手", "防禦玩家")])
def test_conversions(simplified: str, traditional: str) -> None:
    assert to_traditional(simplified) == traditional
