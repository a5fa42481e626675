"""The message catalog: every message in three languages with the same parameters, every key the
engine emits exists and every entry is used, per-ruleset overrides, and texts in a real trace."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import yaml

import engine
from engine.errors import IllegalAction
from engine.text.catalog import CATALOG_FILE, LANGS, PLACEHOLDER, Catalog, Msg, catalog
from engine.text.names import Name

ROOT = Path(engine.__file__).resolve().parent
DATA = yaml.safe_load(CATALOG_FILE.read_text(encoding="utf-8"))
CJK = re.compile(r"[\u4e00-\u9fff]")


def _placeholders(text: str) -> set[str]:
    return {m.group(0) for m in PLACEHOLDER.finditer(text)}


@pytest.mark.parametrize("table", ["messages", "terms"])
def test_every_entry_has_three_languages_with_the_same_placeholders(table: str) -> None:
    for key, texts in DATA[table].items():
        assert set(texts) == set(LANGS), key
        assert all(isinstance(texts[lang], str) and texts[lang] for lang in LANGS if texts["en"].strip()), key
        assert _placeholders(texts["en"]) == _placeholders(texts["zh-Hans"]) == _placeholders(texts["zh-Hant"]), key
        if re.search(r"[A-Za-z]{2,}", PLACEHOLDER.sub("", texts["en"])):  # English words: Chinese words too
            assert CJK.search(texts["zh-Hans"]) and CJK.search(texts["zh-Hant"]), key


def test_vocabulary_words_exist() -> None:
    for key, texts in DATA["messages"].items():
        for lang in LANGS:
            for m in PLACEHOLDER.finditer(texts[lang]):
                if m.group(1) == "@":
                    assert m.group(2) in DATA["terms"], (key, m.group(2))


def _keys_in_source() -> tuple[set[str], set[str]]:
    """Catalog keys the engine's code names literally, and prefixes of keys it builds (f"step.{step}")."""
    keys: set[str] = set()
    prefixes: set[str] = set()

    def collect(node: ast.expr) -> None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            keys.add(node.value)
        elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
            prefixes.add(str(node.values[0].value))
        elif isinstance(node, ast.IfExp):
            collect(node.body)
            collect(node.orelse)

    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name == "log" and node.args:
                collect(node.args[3] if len(node.args) >= 4 else node.args[0])
            elif name in ("illegal", "Msg") and node.args:
                collect(node.args[0])
    for path in ROOT.rglob("*.py"):  # keys passed around as strings ("no_combat_damage.below_zero", skip(...))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in DATA["messages"]:
                keys.add(node.value)
    return keys, prefixes


def test_every_emitted_key_exists_and_every_entry_is_used() -> None:
    keys, prefixes = _keys_in_source()
    messages = DATA["messages"]
    assert sorted(k for k in keys if k not in messages) == []
    assert all(any(k.startswith(p) for k in messages) for p in prefixes), prefixes
    unused = [k for k in messages if k not in keys and not any(k.startswith(p) for p in prefixes)]
    assert unused == []


def test_a_message_renders_in_each_language() -> None:
    msg = Msg("damage_dealt.player", source=Name("Lightning Bolt", "闪电击"), amount=3, combat=None, player="B",
              life=17)
    assert msg.texts() == {"zh-Hans": "闪电击对牌手B造成3点伤害，其生命变为17。",
                           "zh-Hant": "閃電擊對玩家B造成3點傷害，其生命變為17。",
                           "en": "Lightning Bolt deals 3 damage to player B, whose life becomes 17."}
    with pytest.raises(KeyError):
        Msg("no.such.message").text("en")
    with pytest.raises(ValueError):
        Msg("player", player="A").text("fr")


def test_ruleset_overrides_replace_words_and_messages() -> None:
    """A ruleset lists only what it says differently; everything else is the classic wording."""
    data = {
        "terms": {"in_play": {"en": "in play", "zh-Hans": "场上", "zh-Hant": "場上"}},
        "messages": {
            "gone": {"en": "It is no longer {@in_play}.", "zh-Hans": "它已不在{@in_play}。", "zh-Hant": "它已不在{@in_play}。"},
            "shared": {"en": "Player {player} passes.", "zh-Hans": "牌手{player}略过。", "zh-Hant": "牌手{player}略過。"},
        },
        "rulesets": {"2009": {
            "terms": {"in_play": {"en": "on the battlefield", "zh-Hans": "战场上", "zh-Hant": "戰場上"}},
            "messages": {"shared": {"en": "{player} passes.", "zh-Hans": "{player}略过。", "zh-Hant": "{player}略過。"}},
        }},
    }
    cat = Catalog(data)
    assert cat.render("gone", {}, "en") == "It is no longer in play."
    assert cat.render("gone", {}, "en", "2009") == "It is no longer on the battlefield."
    assert cat.render("gone", {}, "zh-Hant", "2009") == "它已不在戰場上。"
    assert cat.render("shared", {"player": "A"}, "en", "2009") == "A passes."
    assert cat.render("shared", {"player": "A"}, "en", "classic") == "Player A passes."


def test_the_shipped_catalog_has_no_override_without_a_ruleset() -> None:
    assert set(DATA.get("rulesets") or {}) <= set(engine.RULESETS)
    assert catalog().template("player", "zh-Hant") == "玩家{player}"


def test_trace_steps_name_cards_in_each_language() -> None:
    result = engine.resolve((ROOT.parent / "tests" / "scenarios" / "bolt_kills_creature.yaml").read_text("utf-8"))
    cast = next(s for s in result["steps"] if s["event"] == "spell_cast")
    assert "Lightning Bolt" in cast["text"]["en"]
    assert "闪电击" in cast["text"]["zh-Hans"] and "Lightning Bolt" not in cast["text"]["zh-Hans"]
    assert "閃電擊" in cast["text"]["zh-Hant"]


def test_errors_name_cards_not_ids() -> None:
    scenario = {"turn": {"active": "A", "step": "main1", "number": 3},
                "players": [{"id": "A", "hand": [{"card": "Terror", "id": "terror"}],
                             "battlefield": [{"card": "Swamp", "id": "s1"}, {"card": "Swamp", "id": "s2"}]},
                            {"id": "B", "battlefield": [{"card": "Drudge Skeletons", "id": "skel"}]}],
                "actions": [{"cast": {"card": "terror", "targets": ["skel"]}}]}
    with pytest.raises(IllegalAction) as info:
        engine.resolve(scenario)
    error = info.value.to_dict()["error"]
    assert error["message"]["en"].startswith("Drudge Skeletons can't be the target of Terror")
    assert error["message"]["zh-Hans"].startswith("Drudge Skeletons不能成为恐惧的目标")
    assert error["message"]["zh-Hant"].startswith("Drudge Skeletons不能成為恐懼的目標")
    assert error["params"]["target_id"] == "skel" and error["at"] == "actions[0]" and error["rules"] == ["409.1c"]
