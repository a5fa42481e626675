"""The 2009 trace speaks the July 2009 rules' words where they differ from classic: the battlefield
(战场 / 戰場) for "in play", enters the battlefield (进入战场 / 進入戰場) for "comes into play",
exile (放逐) for "removed from the game"; the legend rule as 704 states it. The words come from the
catalog's per-ruleset vocabulary (engine/text/messages.yaml, ``rulesets: {"2009": ...}``).

Card text the trace quotes is rendered in the ruleset's words too (engine/text/card_words.py).
July 2009 still writes "is put into a graveyard from the battlefield": "dies" became a rules word
only with the 2011 rules, so the 2009 trace does not use it (docs/engine.md, Vocabulary).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from engine.text.catalog import LANGS, PLACEHOLDER, catalog
from oracle.cards import lookup_card

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
#: words of the classic rules that the July 2009 rules replaced, per language
CLASSIC_WORDS = {
    "en": r"\b(?:in|into|from|left|leaves?|out of|outside) play\b|removed? from the game|comes? into play|came into play",
    "zh-Hans": r"(?<!战)场上|进场|离场|移出游戏|在场(?!上)",
    "zh-Hant": r"(?<!戰)場上|進場|離場|移出遊戲|在場(?!上)",
}


def _rendered(key: str, lang: str, ruleset: str) -> str:
    """A message's template with its vocabulary words filled in and each parameter as "X"."""
    cat = catalog()
    template = cat.template(key, lang, ruleset)
    return PLACEHOLDER.sub(lambda m: cat.term(m.group(2), lang, ruleset) if m.group(1) else "X", template)


@pytest.mark.parametrize("lang", LANGS)
def test_no_2009_message_says_a_classic_word(lang: str) -> None:
    offenders = {key: text for key in catalog().messages
                 if re.search(CLASSIC_WORDS[lang], text := _rendered(key, lang, "2009"))}
    assert not offenders, offenders


@pytest.mark.parametrize("lang", LANGS)
def test_classic_keeps_its_own_words(lang: str) -> None:
    """The same messages under classic still say "comes into play" / 进场 / 進場 (the check above is
    not passing because the words were removed everywhere)."""
    saying = [key for key in catalog().messages if re.search(CLASSIC_WORDS[lang], _rendered(key, lang, "classic"))]
    assert {"enters_play", "removed_from_game", "put_into_graveyard.legend_rule", "token_ceases_to_exist"} <= set(saying)


def _step_texts(name: str, ruleset: str, event: str) -> dict[str, str]:
    result = engine.resolve((SCENARIOS / name).read_text(encoding="utf-8"), card_lookup=lookup_card, ruleset=ruleset)
    step = next(s for s in result["steps"] if s["event"] == event)
    return step["text"]


@pytest.mark.parametrize(("ruleset", "words"), [
    ("classic", {"en": "comes into play", "zh-Hans": "进场", "zh-Hant": "進場"}),
    ("2009", {"en": "enters the battlefield", "zh-Hans": "进入战场", "zh-Hant": "進入戰場"}),
])
def test_a_creature_spell_enters_in_the_words_of_its_ruleset(ruleset: str, words: dict[str, str]) -> None:
    texts = _step_texts("cast_creature_resolves.yaml", ruleset, "enters_play")
    for lang in LANGS:
        assert words[lang] in texts[lang], (lang, texts[lang])


@pytest.mark.parametrize(("ruleset", "words"), [
    ("classic", {"en": "removed from the game", "zh-Hans": "移出游戏", "zh-Hant": "移出遊戲"}),
    ("2009", {"en": "is exiled", "zh-Hans": "被放逐", "zh-Hant": "被放逐"}),
])
def test_swords_to_plowshares_exiles_under_2009(ruleset: str, words: dict[str, str]) -> None:
    texts = _step_texts("exile_swords_to_plowshares.yaml", ruleset, "removed_from_game")
    for lang in LANGS:
        assert words[lang] in texts[lang], (lang, texts[lang])


def test_the_2009_legend_rule_says_all_of_them_go() -> None:
    texts = _step_texts("r2009_legend_rule_same_controller.yaml", "2009", "put_into_graveyard")
    assert "all of them" in texts["en"] and "battlefield" in texts["en"] and "came into play" not in texts["en"]
    assert "全部" in texts["zh-Hans"] and "战场" in texts["zh-Hans"] and "进场" not in texts["zh-Hans"]
    assert "全部" in texts["zh-Hant"] and "戰場" in texts["zh-Hant"] and "進場" not in texts["zh-Hant"]
    classic = _step_texts("sbe_legend_rule.yaml", "classic", "put_into_graveyard")
    assert "came into play earlier" in classic["en"] and "进场" in classic["zh-Hans"]


def test_every_2009_scenario_trace_is_in_2009_words() -> None:
    """Every step of every scenario played under 2009, in all three languages, card text quoted
    from the cards included ("When Gravedigger enters the battlefield, ..."), is free of the
    classic words."""
    offenders, checked = [], 0
    for path in sorted(SCENARIOS.glob("*.yaml")):
        try:
            result = engine.resolve(path.read_text(encoding="utf-8"), card_lookup=lookup_card, ruleset="2009")
        except engine.EngineError:
            continue
        for step in result["steps"]:
            for lang in LANGS:
                checked += 1
                if re.search(CLASSIC_WORDS[lang], step["text"][lang]):
                    offenders.append((path.name, step["event"], lang, step["text"][lang]))
    assert checked > 6000 and not offenders, offenders[:10]


@pytest.mark.parametrize(("ruleset", "en", "zh"), [
    ("classic", "When Gravedigger comes into play, you may return", "当掘墓怪进场时"),
    ("2009", "When Gravedigger enters the battlefield, you may return", "当掘墓怪进入战场时"),
])
def test_quoted_card_text_is_in_the_words_of_the_ruleset(ruleset: str, en: str, zh: str) -> None:
    texts = _step_texts("trigger_gravedigger_default_target.yaml", ruleset, "triggered")
    assert en in texts["en"] and zh in texts["zh-Hans"], texts


@pytest.mark.parametrize(("line", "classic", "in_2009"), [
    ("Remove target creature from the game.", "Remove target creature from the game.", "Exile target creature."),
    ("When ~ comes into play, draw a card.", "When Test comes into play, draw a card.",
     "When Test enters the battlefield, draw a card."),
    ("Search your library for a basic land card and put that card into play tapped. Then shuffle your library.",
     "put that card into play tapped", "put that card onto the battlefield tapped"),
])
def test_card_text_renders_in_either_editions_words(line: str, classic: str, in_2009: str) -> None:
    from engine.cardlang import parse_line, render_ability

    is_spell = not line.startswith("When")
    ability = parse_line("Test", line, is_spell=is_spell)
    assert classic in render_ability(ability, "en", "Test")
    assert in_2009 in render_ability(ability, "en", "Test", "2009")
    assert "⟦" not in render_ability(ability, "zh-Hans", "Test", "2009")


@pytest.mark.parametrize(("ruleset", "en", "zh"), [("classic", "it is not in play", "它不在场上"),
                                                   ("2009", "it is not on the battlefield", "它不在战场上")])
def test_a_target_that_is_not_a_permanent_says_so_in_the_words_of_its_ruleset(ruleset: str, en: str, zh: str) -> None:
    scenario = {
        "turn": {"active": "A", "step": "main1", "number": 3},
        "players": [{"id": "A", "hand": [{"card": "Lightning Bolt", "id": "bolt"}],
                     "battlefield": [{"card": "Mountain", "id": "m"}]},
                    {"id": "B", "graveyard": [{"card": "Grizzly Bears", "id": "bears"}]}],
        "actions": [{"cast": {"card": "bolt", "targets": ["bears"]}}],
    }
    with pytest.raises(engine.IllegalAction) as info:
        engine.resolve(scenario, card_lookup=lookup_card, ruleset=ruleset)
    message = info.value.to_dict()["error"]["message"]
    assert en in message["en"] and zh in message["zh-Hans"], message
