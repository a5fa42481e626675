"""Board snapshots show what a viewer needs at each step: combat roles, mana pools, and the
object that is resolving (still on the stack until its card reaches its next zone, 413.2)."""

from __future__ import annotations

import engine

COUNTERSPELL = """
turn: {active: A, step: main1, number: 3}
players:
  - id: A
    hand: [{card: Lightning Bolt, id: bolt}]
    battlefield: [{card: Mountain, id: m1}]
  - id: B
    hand: [{card: Counterspell, id: cs}]
    battlefield: [{card: Island, id: i1}, {card: Island, id: i2}]
actions:
  - cast: {card: bolt, targets: [B]}
  - cast: {card: cs, targets: [bolt]}
stop: main1
"""

COMBAT = """
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield: [{card: Hill Giant, id: giant}, {card: Mountain, id: m1}]
  - id: B
    battlefield: [{card: Grizzly Bears, id: bears}]
actions:
  - attack: [giant]
  - block: {bears: giant}
stop: combat_damage
"""


def test_a_resolving_spell_stays_on_the_stack_until_it_reaches_the_graveyard():
    steps = engine.resolve(COUNTERSPELL, boards=True)["steps"]
    by_event = {s["event"]: s for s in steps}
    resolving = by_event["resolves"]["board"]
    assert [s["name"] for s in resolving["stack"]] == ["Lightning Bolt", "Counterspell"]
    assert resolving["stack"][-1].get("resolving") is True
    countered = by_event["countered"]["board"]
    assert [s["name"] for s in countered["stack"]] == ["Counterspell"]
    assert countered["players"]["A"]["graveyard"] == ["Lightning Bolt"]
    done = by_event["to_graveyard"]["board"]
    assert done["stack"] == [] and done["players"]["B"]["graveyard"] == ["Counterspell"]
    # every step shows Counterspell exactly once: in hand, on the stack or in the graveyard
    for step in steps:
        board = step["board"]
        seen = (board["players"]["B"]["hand"] + board["players"]["B"]["graveyard"]
                + [s["name"] for s in board["stack"]])
        assert seen.count("Counterspell") == 1, step["n"]


def test_mana_pools_attackers_and_blockers_are_on_the_board():
    steps = engine.resolve(COUNTERSPELL, boards=True)["steps"]
    tapped = next(s for s in steps if s["event"] == "mana_ability")
    assert tapped["board"]["players"]["A"]["mana_pool"] == {"R": 1}
    steps = engine.resolve(COMBAT, boards=True)["steps"]
    blocked = next(s for s in steps if s["event"] == "blockers_declared")["board"]
    roles = {p["id"]: (p["attacking"], p["blocking"]) for p in blocked["battlefield"]}
    assert roles == {"giant": ("B", None), "m1": (None, None), "bears": (None, "giant")}


FLASHBACK_COUNTERED = """
turn: {active: A, step: main1, number: 3}
players:
  - id: A
    graveyard:
      - {name: Ember Recall, id: ember, types: [sorcery], mana_cost: "{R}",
         text: "Ember Recall deals 2 damage to target creature or player.\\nFlashback {1}{R}"}
    battlefield: [{card: Mountain, id: m1}, {card: Mountain, id: m2}]
  - id: B
    hand: [{card: Counterspell, id: cs}]
    battlefield: [{card: Island, id: i1}, {card: Island, id: i2}]
actions:
  - cast: {card: ember, targets: [B]}
  - cast: {card: cs, targets: [ember]}
stop: main1
"""


def test_a_countered_flashback_spell_is_out_of_the_game_only():
    """Issue 22: a flashback spell that is countered is removed from the game (exiled under 2009)
    instead of going to the graveyard; the trace said it was put into the graveyard as well."""
    for ruleset in ("classic", "2009"):
        result = engine.resolve(FLASHBACK_COUNTERED, boards=True, ruleset=ruleset)
        steps = result["steps"]
        assert result["state"]["players"]["A"]["graveyard"] == []
        assert result["state"]["players"]["A"]["removed"] == ["Ember Recall"]
        assert result["state"]["players"]["B"]["life"] == 20
        countered = next(s for s in steps if s["event"] == "countered")
        for lang in ("en", "zh-Hans", "zh-Hant"):
            assert "graveyard" not in countered["text"][lang] and "坟墓场" not in countered["text"][lang] \
                and "墳墓場" not in countered["text"][lang], countered["text"][lang]
        # every step shows Ember Recall exactly once: in the graveyard, on the stack or out of the game
        for step in steps:
            a = step["board"]["players"]["A"]
            seen = a["graveyard"] + a["removed"] + [s["name"] for s in step["board"]["stack"]]
            assert seen.count("Ember Recall") == 1, step["n"]


def test_a_resolved_flashback_spell_leaves_the_stack_when_removed():
    """The resolving flashback spell is shown on the stack until it is removed from the game, not after."""
    scenario = FLASHBACK_COUNTERED.replace("  - cast: {card: cs, targets: [ember]}\n", "")
    steps = engine.resolve(scenario, boards=True)["steps"]
    removed = next(s for s in steps if s["event"] == "removed_from_game")["board"]
    assert removed["stack"] == [] and removed["players"]["A"]["removed"] == ["Ember Recall"]
    assert removed["players"]["B"]["life"] == 18
