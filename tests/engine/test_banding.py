"""Banding through the ``Game`` API under both rulesets: the bands of a declaration, the decision that
banding gives the defending player, who may divide what, and the documented default division."""

from __future__ import annotations

import pytest

import engine
from engine.actions import AssignCombatDamage, DeclareAttackers, DeclareBlockers
from engine.errors import IllegalAction
from oracle.cards import lookup_card

RULESETS = ("classic", "2009")

BOARD = """
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield: [{card: Timber Wolves, id: w1}, {card: Timber Wolves, id: w2}, {card: Hill Giant, id: hill}]
  - id: B
    battlefield: [{card: Hill Giant, id: giant}, {card: Benalish Infantry, id: infantry}, {card: Grizzly Bears, id: bears}]
stop: end_of_combat
"""


def _game(ruleset: str) -> engine.Game:
    return engine.new_game(BOARD, card_lookup=lookup_card, ruleset=ruleset)


def _until(game: engine.Game, kind: str | None) -> None:
    """Pass (the first legal action) until a decision of ``kind`` is due (None: to the end)."""
    while game.decision is not None and game.decision.kind != kind:
        game.apply(next(iter(game.legal_actions())))


def _band_section(ruleset: str) -> str:
    return "502" if ruleset == "classic" else "702"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_band_of_two_one_by_one_a_single_survivor(ruleset: str) -> None:
    """Two 1/1 wolves in a band blocked by a 3/3: whatever the division, one wolf must die; the
    default spares all it can (here one), and puts the rest on the other."""
    game = _game(ruleset)
    game.apply(DeclareAttackers("A", (("w1", "B"), ("w2", "B")), (("w1", "w2"),)))
    assert game.state.combat.bands == [["w1", "w2"]]
    _until(game, "declare_blockers")
    game.apply(DeclareBlockers("B", (("giant", ("w1",)),)))
    combat = game.state.combat
    assert combat.blockers_of("w2") == ["giant"] and combat.blocked_by("giant") == ["w1", "w2"]
    _until(game, "assign_combat_damage")
    assert game.decision is not None and game.decision.player == "A"
    game.apply(AssignCombatDamage("A"))  # the default division
    _until(game, None)
    graveyard_a = [c.name for c in game.state.players["A"].graveyard]
    assert graveyard_a == ["Timber Wolves"]  # one wolf, not both
    assert game.state.battlefield["giant"].damage == 2 and game.state.players["B"].life == 20


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_defending_player_gets_a_decision_of_its_own(ruleset: str) -> None:
    game = _game(ruleset)
    game.apply(DeclareAttackers("A", (("hill", "B"),)))
    _until(game, "declare_blockers")
    game.apply(DeclareBlockers("B", (("infantry", ("hill",)), ("bears", ("hill",)))))
    _until(game, "assign_combat_damage")
    assert game.decision is not None and game.decision.player == "B"
    refused = AssignCombatDamage("A", (("hill", (("bears", 3),)),))
    assert not game.is_legal(refused)
    with pytest.raises(IllegalAction) as info:
        game.apply(refused)
    assert _band_section(ruleset) in info.value.to_dict()["error"]["rules"]
    game.apply(AssignCombatDamage("B", (("hill", (("bears", 3),)),)))
    _until(game, None)
    assert "bears" not in game.state.battlefield and game.state.battlefield["infantry"].damage == 0
    assert "hill" not in game.state.battlefield  # 1 + 2 from the blockers: lethal for the 3/3


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_division_must_stay_among_the_creatures_blocked(ruleset: str) -> None:
    game = _game(ruleset)
    game.apply(DeclareAttackers("A", (("w1", "B"), ("w2", "B"), ("hill", "B")), (("w1", "w2", "hill"),)))
    _until(game, "declare_blockers")
    game.apply(DeclareBlockers("B", (("bears", ("hill",)),)))
    _until(game, "assign_combat_damage")
    assert game.decision is not None and game.decision.player == "A"
    assert not game.is_legal(AssignCombatDamage("A", (("bears", (("B", 2),)),)))  # not a creature it blocks
    assert not game.is_legal(AssignCombatDamage("A", (("bears", (("w1", 1),)),)))  # not all its power
    assert game.is_legal(AssignCombatDamage("A", (("bears", (("w1", 1), ("w2", 1))),)))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_band_is_checked_before_anything_happens(ruleset: str) -> None:
    game = _game(ruleset)
    before = engine.dumps(game.state.battlefield["hill"].tapped)
    two_without = DeclareAttackers("A", (("w1", "B"), ("hill", "B")), (("hill",),))
    twice = DeclareAttackers("A", (("w1", "B"), ("w2", "B")), (("w1", "w2"), ("w2",)))
    for action in (two_without, twice):
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert _band_section(ruleset) in info.value.to_dict()["error"]["rules"]
    assert engine.dumps(game.state.battlefield["hill"].tapped) == before and not game.state.combat.attackers
