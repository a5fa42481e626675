"""The python-chess-like API: decisions, legal_actions, is_legal without side effects, apply, copy."""

from __future__ import annotations

import pytest

from engine import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    IllegalAction,
    PassPriority,
    new_game,
)

SCENARIO = {
    "turn": {"active": "A", "step": "main1", "number": 3},
    "players": [
        {"id": "A", "hand": [{"card": "Lightning Bolt", "id": "bolt"}],
         "battlefield": [{"card": "Mountain", "id": "m1"}, {"card": "Serra Angel", "id": "angel"}]},
        {"id": "B", "battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
    ],
}


def test_first_decision_is_active_player_priority() -> None:
    game = new_game(SCENARIO)
    assert game.decision is not None
    assert (game.decision.kind, game.decision.player) == ("priority", "A")


def test_legal_actions_include_pass_and_bolt_targets() -> None:
    game = new_game(SCENARIO)
    actions = list(game.legal_actions())
    assert PassPriority("A") in actions
    assert CastSpell("A", "bolt", ("B",)) in actions
    assert CastSpell("A", "bolt", ("bears",)) in actions
    assert CastSpell("A", "bolt", ("m1",)) not in actions  # a land is not a creature


def test_is_legal_has_no_side_effects() -> None:
    game = new_game(SCENARIO)
    before = game.state.players["A"].hand[:]
    assert game.is_legal(CastSpell("A", "bolt", ("B",)))
    assert not game.is_legal(PassPriority("B"))
    assert game.state.players["A"].hand == before
    assert not game.state.battlefield["m1"].tapped


def test_apply_and_copy_are_independent() -> None:
    game = new_game(SCENARIO)
    snapshot = game.copy()
    game.apply(CastSpell("A", "bolt", ("B",)))
    game.apply(PassPriority("A")).apply(PassPriority("B"))
    assert game.state.players["B"].life == 17
    assert snapshot.state.players["B"].life == 20
    assert snapshot.state.players["A"].hand[0].id == "bolt"


def test_illegal_action_cites_rule() -> None:
    game = new_game(SCENARIO)
    with pytest.raises(IllegalAction) as info:
        game.apply(ActivateAbility("A", "bears", 0))
    assert info.value.rules == ["403.2"]


def test_combat_through_the_api() -> None:
    game = new_game(SCENARIO)
    while game.decision and game.decision.kind != "declare_attackers":
        game.apply(PassPriority(game.decision.player))
    options = list(game.legal_actions())
    assert DeclareAttackers("A", (("angel", "B"),)) in options
    game.apply(DeclareAttackers("A", (("angel", "B"),)))
    while game.decision and game.decision.kind != "declare_blockers":
        game.apply(PassPriority(game.decision.player))
    assert game.decision.player == "B"
    assert not game.is_legal(DeclareBlockers("B", (("bears", ("angel",)),)))  # flying
    game.apply(DeclareBlockers("B"))
    while game.state.step != "end_of_combat":
        game.apply(PassPriority(game.decision.player))
    assert game.state.players["B"].life == 16
    assert game.state.battlefield["angel"].tapped is False  # Serra Angel doesn't tap to attack
