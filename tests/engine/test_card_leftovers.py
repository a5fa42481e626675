"""Issue 12's leftovers on a board: each template read from real card text does what the card
does, and the trace cites the rule that applied.

* "can't be blocked except by creatures with flying / black creatures / artifact creatures / Walls"
  (and its Chinese forms): a blocker without the quality is refused (309, 405.1), one with it blocks.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.errors import EngineError
from oracle.cards import lookup_card


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
