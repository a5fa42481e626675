"""Damage from a source that has left play is dealt with the source as it last existed (413.2f):
issue 22. Classic has no lifelink, so a test-only ruleset that plays classic (combat damage on the
stack) with lifelink shows that combat damage whose creature was sacrificed meanwhile still gains
life, and so does the ability the creature was sacrificed for."""

from __future__ import annotations

from typing import ClassVar

import engine
from engine.rulesets import ClassicRuleset
from engine.rulesets.citations import Citation
from oracle.cards import lookup_card


class ClassicWithLifelink(ClassicRuleset):
    """Classic play (combat damage uses the stack) with the 2009 lifelink keyword."""

    name = "classic-lifelink"
    missing_keywords: ClassVar[dict[str, str]] = {"deathtouch": "2009", "intimidate": "2009"}
    citations: ClassVar[dict[str, Citation]] = {"lifelink.gain": Citation("T702.13a"), "damage.results": Citation("T118.3")}


SACRIFICED_WITH_DAMAGE_ON_THE_STACK = """
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield:
      - {name: Sunlit Fanatic, id: fanatic, types: [creature], mana_cost: "{R}", power: 1, toughness: 1,
         text: "Lifelink\\nSacrifice Sunlit Fanatic: Sunlit Fanatic deals 1 damage to target creature or player."}
  - id: B
    battlefield: [{card: Llanowar Elves, id: elves}]
actions:
  - attack: [fanatic]
  - block: {elves: fanatic}
  - activate: {source: fanatic, targets: [B]}
    step: combat_damage
stop: end_of_combat
"""


def test_combat_damage_of_a_sacrificed_lifelink_creature_still_gains_life() -> None:
    result = engine.resolve(SACRIFICED_WITH_DAMAGE_ON_THE_STACK, card_lookup=lookup_card,
                            ruleset=ClassicWithLifelink())
    players = result["state"]["players"]
    assert players["B"]["life"] == 19  # the ability's 1 damage
    assert players["A"]["life"] == 22  # 1 from the ability, 1 from the combat damage to the Elves
    assert players["B"]["graveyard"] == ["Llanowar Elves"] and players["A"]["graveyard"] == ["Sunlit Fanatic"]
    gains = [s for s in result["steps"] if s["event"] == "life_gained"]
    assert len(gains) == 2
    assert all("T702.13a" in s["rules"] and "413.2f" in s["rules"] for s in gains)
    combat = next(s for s in result["steps"] if s["event"] == "combat_damage_resolves")
    assert "413.2f" in combat["rules"]
