"""Issue 12's leftovers on a board: each template read from real card text does what the card
does, and the trace cites the rule that applied.

* "can't be blocked except by creatures with flying / black creatures / artifact creatures / Walls"
  (and its Chinese forms): a blocker without the quality is refused (309, 405.1), one with it blocks.
* An Aura's ability whose cost or effect moves the Aura (Briar Shield, Phantom Wings, Crown of
  Flames) acts on the creature it enchanted as it last existed (402.6, 413.2f).
* Squee's "At the beginning of your upkeep, you may return ~ from your graveyard to your hand"
  triggers in the graveyard (402.9) and moves the card from the graveyard to the hand.
* "Target player reveals his or her hand" shows the hand in the trace; the hand stays as it was.
* A card's Chinese text may name it by its printed Traditional name, even where that is not the
  OpenCC form of the Simplified name.

Each new template is also in ``tests/engine/test_cardlang.py``'s TEMPLATES: it round-trips through
both renderers, and the LALR parser, where it accepts the line, builds the same AST as the Earley
parser.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.errors import EngineError
from oracle.cards import lookup_card


def test_an_exception_the_engine_can_not_check_is_refused() -> None:
    """Not read as "except by creatures": a quality outside the template is unsupported text."""
    from engine.cardlang import parse_card_text
    from engine.errors import UnsupportedText

    with pytest.raises(UnsupportedText):
        parse_card_text("X", "X can't be blocked except by creatures with protection from black.")


def _resolve(text: str, ruleset: str = "classic") -> dict[str, Any]:
    return engine.resolve(text, card_lookup=lookup_card, ruleset=ruleset)


def _error(text: str, ruleset: str = "classic") -> dict[str, Any]:
    with pytest.raises(EngineError) as info:
        _resolve(text, ruleset)
    return info.value.to_dict()["error"]


def _cited(result: dict[str, Any]) -> set[str]:
    return {r for s in result["steps"] for r in s["rules"]}


def _events(result: dict[str, Any]) -> list[str]:
    return [s["event"] for s in result["steps"]]


# ---- "can't be blocked except by ..." ------------------------------------------------------------

_BLOCK = """
title: blocking a creature that can't be blocked except by some creatures
turn: {{active: A, step: declare_attackers, number: 3}}
players:
  - id: A
    battlefield:
      - {{name: Runner, id: runner, types: [creature], subtypes: [Elf], mana_cost: "{{1}}{{G}}", power: 2,
         toughness: 2, text: "{text}"}}
  - id: B
    battlefield:
      - {{name: Blocker, id: blocker, types: {types}, subtypes: {subtypes}, mana_cost: "{cost}", power: 1,
         toughness: 4, text: "{blocker_text}"}}
actions:
  - attack: [runner]
  - block: {{blocker: runner}}
stop: main2
"""

#: (the restriction's text in each form, a blocker that may block, one that may not)
_FLYER = {"types": "[creature]", "subtypes": "[Bird]", "cost": "{2}{U}", "blocker_text": "Flying"}
_GROUND = {"types": "[creature]", "subtypes": "[Bear]", "cost": "{1}{G}", "blocker_text": ""}
_BLACK = {"types": "[creature]", "subtypes": "[Zombie]", "cost": "{1}{B}", "blocker_text": ""}
_ARTIFACT = {"types": "[artifact, creature]", "subtypes": "[Golem]", "cost": "{3}", "blocker_text": ""}
_WALL = {"types": "[creature]", "subtypes": "[Wall]", "cost": "{1}{W}", "blocker_text": ""}

RESTRICTIONS = [
    ("Runner can't be blocked except by creatures with flying.", _FLYER, _GROUND),
    ("Runner只能被具有飞行异能的生物阻挡。", _FLYER, _GROUND),              # canonical Simplified
    ("除具飞行异能的生物外，Runner不能被阻挡。", _FLYER, _GROUND),          # printed style
    ("Runner只能被具飛行異能的生物阻擋。", _FLYER, _GROUND),                # Traditional
    ("Runner can't be blocked except by black creatures.", _BLACK, _GROUND),
    ("Runner只能被黑色生物阻挡。", _BLACK, _GROUND),
    ("Runner can't be blocked except by artifact creatures.", _ARTIFACT, _BLACK),
    ("Runner只能被神器生物阻擋。", _ARTIFACT, _BLACK),
    ("Runner can't be blocked except by Walls.", _WALL, _FLYER),
    ("除牆以外，Runner不能被阻擋。", _WALL, _FLYER),
]


@pytest.mark.parametrize(("text", "may", "may_not"), RESTRICTIONS, ids=[r[0] for r in RESTRICTIONS])
def test_only_some_creatures_may_block(text: str, may: dict[str, str], may_not: dict[str, str]) -> None:
    err = _error(_BLOCK.format(text=text, **may_not))
    assert err["kind"] == "illegal_action" and err["at"] == "actions[1]", err
    assert {"309", "405.1"} <= set(err["rules"]), err
    assert "can't be blocked except by" in err["message"]["en"], err
    result = _resolve(_BLOCK.format(text=text, **may))
    blocker = next(p for p in result["state"]["battlefield"] if p["id"] == "blocker")
    assert blocker["damage"] == 2 and result["state"]["players"]["B"]["life"] == 20
    assert "blockers_declared" in _events(result) and "309" in _cited(result)


def test_the_2009_rules_refuse_the_same_block() -> None:
    err = _error(_BLOCK.format(text=RESTRICTIONS[0][0], **_GROUND), "2009")
    assert err["kind"] == "illegal_action" and "509" in err["rules"], err


def test_treetop_bracers_gives_the_restriction_to_the_enchanted_creature() -> None:
    scenario = """
title: Treetop Bracers
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield:
      - {card: Grizzly Bears, id: bears}
      - {card: Treetop Bracers, id: bracers, attached_to: bears}
  - id: B
    battlefield: [{card: Hill Giant, id: giant}]
actions:
  - attack: [bears]
  - block: {giant: bears}
"""
    err = _error(scenario)
    assert err["kind"] == "illegal_action" and "309" in err["rules"], err
    unblocked = _resolve(scenario.replace("  - block: {giant: bears}\n", "  - block: {}\n") + "stop: main2\n")
    assert unblocked["state"]["players"]["B"]["life"] == 17  # 2/2 with +1/+1


# ---- an Aura's ability that sacrifices or returns the Aura ---------------------------------------

_AURA = """
title: an Aura's ability after the Aura left play
turn: {{active: A, step: main1, number: 3}}
players:
  - id: A
    battlefield:
      - {{card: Grizzly Bears, id: bears}}
      - {{card: {aura}, id: aura, attached_to: bears}}
      - {{card: Mountain, id: m1}}
      - {{card: Mountain, id: m2}}
      - {{card: Island, id: i1}}
  - id: B
actions:
{actions}
stop: main1
"""


def _host(result: dict[str, Any], pid: str = "bears") -> dict[str, Any]:
    return next(p for p in result["state"]["battlefield"] if p["id"] == pid)


def _lki_step(result: dict[str, Any]) -> dict[str, Any]:
    step = next(s for s in result["steps"] if s["event"] == "last_known_attached")
    assert {"413.2f", "402.6"} <= set(step["rules"]) and "bears" in step["objects"], step
    return step


def test_briar_shield_sacrificed_still_pumps_the_creature_it_enchanted() -> None:
    result = _resolve(_AURA.format(aura="Briar Shield", actions="  - activate: {source: aura}"))
    bears = _host(result)
    assert (bears["power"], bears["toughness"]) == (5, 5)  # 2/2, the Aura's +1/+1 gone, +3/+3 until end of turn
    assert result["state"]["players"]["A"]["graveyard"] == ["Briar Shield"]
    _lki_step(result)
    assert "sacrificed" in _events(result) and "402.6" in _cited(result)


def test_phantom_wings_sacrificed_returns_the_creature_it_enchanted() -> None:
    result = _resolve(_AURA.format(aura="Phantom Wings", actions="  - activate: {source: aura}"))
    state = result["state"]
    assert "bears" not in {p["id"] for p in state["battlefield"]}
    assert state["players"]["A"]["hand"] == ["Grizzly Bears"]
    assert state["players"]["A"]["graveyard"] == ["Phantom Wings"]
    _lki_step(result)
    assert "returned_to_hand" in _events(result)


def test_crown_of_flames_returned_in_response_still_pumps() -> None:
    """The classic Crown of Flames play: pump twice, then return the Aura to hand with both pumps on
    the stack; they resolve after it and still give the creature +1/+0 each."""
    actions = "\n".join(["  - activate: {source: aura, ability: 0, pay: [m1]}",
                         "  - activate: {source: aura, ability: 0, pay: [m2]}",
                         "  - activate: {source: aura, ability: 1, pay: [i1]}"])
    result = _resolve(_AURA.format(aura="Crown of Flames", actions=actions).replace(
        "{card: Island, id: i1}", "{card: Mountain, id: i1}"))
    bears = _host(result)
    assert (bears["power"], bears["toughness"]) == (4, 2)
    assert result["state"]["players"]["A"]["hand"] == ["Crown of Flames"]
    assert sum(1 for s in result["steps"] if s["event"] == "last_known_attached") == 2
    _lki_step(result)


def test_an_aura_still_in_play_uses_the_creature_it_enchants_now() -> None:
    actions = "  - activate: {source: aura, ability: 0, pay: [m1]}"
    result = _resolve(_AURA.format(aura="Crown of Flames", actions=actions))
    assert (_host(result)["power"], _host(result)["toughness"]) == (3, 2)
    assert "last_known_attached" not in _events(result)


# ---- Squee: a step trigger that functions in the graveyard ---------------------------------------

_SQUEE = """
title: Squee comes back from the graveyard at upkeep
turn: {{active: {active}, step: untap, number: 3}}
players:
  - id: A
    graveyard: [{{card: "Squee, Goblin Nabob", id: squee}}, {{card: Hill Giant, id: giant}}]
{battlefield}
  - id: B
{actions}
stop: draw
"""


def test_squee_returns_from_the_graveyard_to_the_hand_at_upkeep() -> None:
    result = _resolve(_SQUEE.format(active="A", battlefield="", actions=""))
    player = result["state"]["players"]["A"]
    assert player["hand"][0] == "Squee, Goblin Nabob" and player["graveyard"] == ["Hill Giant"]
    step = next(s for s in result["steps"] if s["event"] == "triggered")
    assert "squee" in step["objects"] and {"402.9", "410.1"} <= set(step["rules"]), step
    assert "returned_to_hand" in _events(result) and "410.5" in _cited(result)  # "you may": the default is yes


def test_squee_may_stay_in_the_graveyard() -> None:
    result = _resolve(_SQUEE.format(active="A", battlefield="", actions="actions:\n  - trigger: {source: squee, decline: true}"))
    player = result["state"]["players"]["A"]
    assert player["graveyard"] == ["Squee, Goblin Nabob", "Hill Giant"]
    assert "Squee, Goblin Nabob" not in player["hand"] and "trigger_declined" in _events(result)


def test_squee_does_nothing_in_play_or_in_the_opponents_upkeep() -> None:
    in_play = _resolve(_SQUEE.format(active="A", battlefield="    battlefield: [{card: 'Squee, Goblin Nabob', id: squee2}]",
                                     actions="").replace('{card: "Squee, Goblin Nabob", id: squee}, ', ""))
    assert "squee2" in {p["id"] for p in in_play["state"]["battlefield"]}
    assert "triggered" not in _events(in_play)
    other = _resolve(_SQUEE.format(active="B", battlefield="", actions=""))
    assert other["state"]["players"]["A"]["graveyard"] == ["Squee, Goblin Nabob", "Hill Giant"]
    assert "triggered" not in _events(other)


def test_the_2009_rules_return_squee_too() -> None:
    result = _resolve(_SQUEE.format(active="A", battlefield="", actions=""), "2009")
    assert result["state"]["players"]["A"]["hand"][0] == "Squee, Goblin Nabob"


# ---- "Target player reveals his or her hand" -------------------------------------------------------

_REVEAL = """
title: a player reveals his or her hand
turn: {{active: A, step: main1, number: 3}}
players:
  - id: A
    hand: [{{name: Glimpse, id: glimpse, types: [sorcery], mana_cost: "{{U}}", text: "{text}"}}]
    battlefield: [{{card: Island, id: i1}}]
    library: 3
  - id: B
    hand: [{{card: Grizzly Bears, id: bears}}, {{card: Lightning Bolt, id: bolt}}]
actions:
  - cast: {{card: glimpse, targets: [B]}}
stop: main1
"""

REVEALS = [
    "Target player reveals his or her hand.",
    "Target player reveals their hand.",
    "目标牌手展示其手牌。",
    "目標玩家展示他的手牌。",
]


@pytest.mark.parametrize("text", REVEALS)
def test_target_player_reveals_the_hand_and_keeps_it(text: str) -> None:
    result = _resolve(_REVEAL.format(text=text))
    players = result["state"]["players"]
    assert players["B"]["hand"] == ["Grizzly Bears", "Lightning Bolt"] and players["B"]["graveyard"] == []
    step = next(s for s in result["steps"] if s["event"] == "hand_revealed")
    assert {"B", "bears", "bolt"} <= set(step["objects"]) and "413.2b" in step["rules"], step
    assert "Grizzly Bears" in step["text"]["en"] and "Lightning Bolt" in step["text"]["en"], step
    assert "闪电击" in step["text"]["zh-Hans"] and "閃電擊" in step["text"]["zh-Hant"], step
    assert players["A"]["graveyard"] == ["Glimpse"]


def test_reveal_then_draw_in_one_spell() -> None:
    result = _resolve(_REVEAL.format(text="Target opponent reveals his or her hand. Draw a card."))
    players = result["state"]["players"]
    assert players["B"]["hand"] == ["Grizzly Bears", "Lightning Bolt"] and players["A"]["library"] == 2
    assert _events(result).index("hand_revealed") < _events(result).index("card_drawn")


def test_an_empty_hand_is_revealed_as_no_cards() -> None:
    result = _resolve(_REVEAL.format(text=REVEALS[0]).replace(
        "hand: [{card: Grizzly Bears, id: bears}, {card: Lightning Bolt, id: bolt}]", "hand: []"))
    step = next(s for s in result["steps"] if s["event"] == "hand_revealed")
    assert "no cards" in step["text"]["en"] and result["state"]["players"]["B"]["hand"] == []


# ---- a card's text naming it by its printed Traditional name -------------------------------------

#: a library card whose printed Traditional name (鬼怪熱氣球旅, "Goblin ...") is not the OpenCC form
#: of its printed Simplified name (精灵热气球旅, which folds to 精靈熱氣球旅)
_BRIGADE = "Goblin Balloon Brigade"
_BRIGADE_TEXTS = {
    "en": "{R}: Goblin Balloon Brigade gains flying until end of turn.",
    "zh-Hans": "{R}：精灵热气球旅得到飞行异能直到回合结束。",
    "zh-Hant": "{R}：鬼怪熱氣球旅得到飛行異能直到回合結束。",
}


def test_the_printed_traditional_name_is_a_self_reference() -> None:
    from dataclasses import replace

    from oracle.cards import _parsed, default_library

    card = next(c for c in default_library().cards if c.name == _BRIGADE)
    assert card.name_zh_hant == "鬼怪熱氣球旅" and card.other_names == ("鬼怪熱氣球旅",)
    parsed = {lang: _parsed(replace(card, text=text)) for lang, text in _BRIGADE_TEXTS.items()}
    assert all(p.error is None for p in parsed.values()), {k: p.error for k, p in parsed.items()}
    assert parsed["zh-Hant"].abilities.abilities == parsed["zh-Hans"].abilities.abilities == card.abilities.abilities
    without = _parsed(replace(card, text=_BRIGADE_TEXTS["zh-Hant"], name_zh_hant=""))
    assert without.error is not None  # read with the Simplified name alone, 鬼怪 is the Goblin type


@pytest.mark.parametrize("lang", sorted(_BRIGADE_TEXTS))
def test_the_traditional_text_plays_as_the_simplified(lang: str) -> None:
    scenario = f"""
title: Goblin Balloon Brigade gains flying
turn: {{active: A, step: main1, number: 3}}
players:
  - id: A
    battlefield:
      - {{name: {_BRIGADE}, name_zh: 精灵热气球旅, name_zh_hant: 鬼怪熱氣球旅, id: brigade, types: [creature],
         subtypes: [Goblin], mana_cost: "{{R}}", power: 1, toughness: 1, text: "{_BRIGADE_TEXTS[lang]}"}}
      - {{card: Mountain, id: m1}}
  - id: B
    battlefield: [{{card: Grizzly Bears, id: bears}}]
actions:
  - activate: {{source: brigade}}
  - attack: [brigade]
  - block: {{bears: brigade}}
"""
    err = _error(scenario)
    assert err["kind"] == "illegal_action" and "502.4b" in err["rules"], err  # flying (502.4b)
    result = _resolve(scenario.replace("  - block: {bears: brigade}\n", "  - block: {}\nstop: main2\n"))
    assert result["state"]["players"]["B"]["life"] == 19
