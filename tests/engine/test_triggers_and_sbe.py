"""Triggered abilities wait for the next priority and go on the stack in APNAP order (410.3);
state-based effects repeat until none apply (420.3)."""

from __future__ import annotations

from engine import PassPriority, new_game
from engine.abilities import GainLife
from engine.model.objects import StackObject
from engine.rules.machine import advance


def _trigger(object_id: str, controller: str) -> StackObject:
    return StackObject(id=object_id, kind="trigger", controller=controller, name=f"{object_id} trigger",
                       effects=(GainLife(1),))


def test_apnap_order_active_players_triggers_go_first() -> None:
    game = new_game({"turn": {"active": "A", "step": "main1", "number": 3},
                     "players": [{"id": "A"}, {"id": "B"}]})
    game.state.pending_triggers = [_trigger("b1", "B"), _trigger("a1", "A"), _trigger("a2", "A")]
    game.state.stage = "priority_check"
    advance(game)
    # put on the stack first = at the bottom: the non-active player's trigger resolves first
    assert [s.id for s in game.state.stack] == ["a1", "a2", "b1"]
    cited = {r for s in game.trace for r in s.rules}
    assert {"410.3", "103.4", "408.1f"} <= cited


def test_state_based_effects_repeat_until_none_apply() -> None:
    # Tetsuo (legendary) is destroyed by the legend rule; the aura on it then becomes illegal in a second pass.
    scenario = {
        "turn": {"active": "A", "step": "upkeep", "number": 3},
        "players": [
            {"id": "A", "battlefield": [
                {"name": "Tetsuo", "id": "t1", "types": ["creature"], "supertypes": ["legendary"], "power": 1,
                 "toughness": 1, "timestamp": 1},
                {"name": "Tetsuo", "id": "t2", "types": ["creature"], "supertypes": ["legendary"], "power": 1,
                 "toughness": 1, "timestamp": 2},
                {"name": "Charm", "id": "charm", "types": ["enchantment"], "text": "Enchant creature",
                 "attached_to": "t2"},
            ]},
            {"id": "B"},
        ],
        "stop": "upkeep",
    }
    game = new_game(scenario)
    assert "t1" in game.state.battlefield
    assert "t2" not in game.state.battlefield and "charm" not in game.state.battlefield
    events = [(s.event, s.objects) for s in game.trace]
    assert events.index(("put_into_graveyard", ("t2",))) < events.index(("put_into_graveyard", ("charm",)))


def test_cleanup_repeats_when_state_based_effects_apply() -> None:
    # Giant Growth kept a creature with three -1/-1 counters alive; when the bonus ends in cleanup it has
    # toughness -1, so state-based effects apply, players get priority and another cleanup follows (420.3).
    game = new_game({"turn": {"active": "A", "step": "end_of_turn", "number": 3},
                     "players": [{"id": "A", "battlefield": [
                         {"card": "Grizzly Bears", "id": "bears", "counters": {"+1/+1": 0}}]}, {"id": "B"}],
                     "stop": "cleanup"}, max_steps=1000)
    bears = game.state.battlefield["bears"]
    bears.counters = {"-1/-1": 3}
    bears.until_eot = [(3, 3)]
    while game.decision is not None:
        game.apply(PassPriority(game.decision.player))
    cleanups = [s for s in game.trace if s.event == "step_begins" and s.step == "cleanup"]
    assert len(cleanups) == 2
    assert "bears" not in game.state.battlefield
    assert any(s.event == "put_into_graveyard" and "420.5b" in s.rules for s in game.trace)
