"""Card lookup for scenarios (``card: Grizzly Bears``): the contract, and the engine's built-in cards.

A lookup is any callable ``name -> card spec dict | None``; ``resolve(..., card_lookup=...)``
takes one. A spec may carry ``abilities``, the ``CardAbilities`` the lookup parsed from its
``text`` (a library with a parse cache), which the engine then uses instead of parsing the text
again, unless the scenario changes the name, Chinese name, types or text. The engine itself knows only the dozen classic cards below, so it works on its own
(doctests, a library user without the project's data). The project's one lookup, the card library
of ``rules_corpus/cards`` first and these built-in cards after it, is ``oracle.cards.lookup_card``:
the library is the project's data, and the engine stays independent of it (as it does of the
rules corpus).

    >>> lookup_card("灰熊")["power"]
    2
    >>> chain(lambda name: None, lookup_card)("Shock")["name_zh"]
    '震击'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

CardLookup = Callable[[str], dict[str, Any] | None]

_CARDS: tuple[dict[str, Any], ...] = (
    {"name": "Grizzly Bears", "name_zh": "灰熊", "types": ["creature"], "subtypes": ["Bear"],
     "mana_cost": "{1}{G}", "power": 2, "toughness": 2, "text": ""},
    {"name": "Hill Giant", "name_zh": "山丘巨人", "types": ["creature"], "subtypes": ["Giant"],
     "mana_cost": "{3}{R}", "power": 3, "toughness": 3, "text": ""},
    {"name": "Llanowar Elves", "name_zh": "", "types": ["creature"], "subtypes": ["Elf"],
     "mana_cost": "{G}", "power": 1, "toughness": 1, "text": "{T}: Add {G} to your mana pool."},
    {"name": "Lightning Bolt", "name_zh": "闪电击", "types": ["instant"], "mana_cost": "{R}",
     "text": "Lightning Bolt deals 3 damage to target creature or player."},
    {"name": "Shock", "name_zh": "震击", "types": ["instant"], "mana_cost": "{R}",
     "text": "Shock deals 2 damage to target creature or player."},
    {"name": "Giant Growth", "name_zh": "巨人成长", "types": ["instant"], "mana_cost": "{G}",
     "text": "Target creature gets +3/+3 until end of turn."},
    {"name": "Counterspell", "name_zh": "反击咒", "types": ["instant"], "mana_cost": "{U}{U}",
     "text": "Counter target spell."},
    {"name": "Terror", "name_zh": "恐惧", "types": ["instant"], "mana_cost": "{1}{B}",
     "text": "Destroy target nonartifact, nonblack creature. It can't be regenerated."},
    {"name": "Drudge Skeletons", "name_zh": "", "types": ["creature"], "subtypes": ["Skeleton"],
     "mana_cost": "{1}{B}", "power": 1, "toughness": 1, "text": "{B}: Regenerate Drudge Skeletons."},
    {"name": "Prodigal Sorcerer", "name_zh": "", "types": ["creature"], "subtypes": ["Wizard"],
     "mana_cost": "{2}{U}", "power": 1, "toughness": 1,
     "text": "{T}: Prodigal Sorcerer deals 1 damage to target creature or player."},
    {"name": "Mogg Fanatic", "name_zh": "", "types": ["creature"], "subtypes": ["Goblin"],
     "mana_cost": "{R}", "power": 1, "toughness": 1,
     "text": "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player."},
    {"name": "Serra Angel", "name_zh": "塞拉天使", "types": ["creature"], "subtypes": ["Angel"],
     "mana_cost": "{3}{W}{W}", "power": 4, "toughness": 4,
     "text": "Flying\nAttacking doesn't cause Serra Angel to tap."},
    {"name": "Shivan Dragon", "name_zh": "", "types": ["creature"], "subtypes": ["Dragon"],
     "mana_cost": "{4}{R}{R}", "power": 5, "toughness": 5,
     "text": "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn."},
    {"name": "Wall of Stone", "name_zh": "", "types": ["creature"], "subtypes": ["Wall"],
     "mana_cost": "{1}{R}{R}", "power": 0, "toughness": 8, "text": ""},
    {"name": "Plains", "name_zh": "平原", "types": ["land"], "subtypes": ["Plains"], "supertypes": ["basic"]},
    {"name": "Island", "name_zh": "海岛", "types": ["land"], "subtypes": ["Island"], "supertypes": ["basic"]},
    {"name": "Swamp", "name_zh": "沼泽", "types": ["land"], "subtypes": ["Swamp"], "supertypes": ["basic"]},
    {"name": "Mountain", "name_zh": "山脉", "types": ["land"], "subtypes": ["Mountain"], "supertypes": ["basic"]},
    {"name": "Forest", "name_zh": "树林", "types": ["land"], "subtypes": ["Forest"], "supertypes": ["basic"]},
)

_BY_NAME: dict[str, dict[str, Any]] = {}
for _card in _CARDS:
    _BY_NAME[_card["name"].lower()] = _card
    if _card["name_zh"]:  # only official names we are sure of; the rest have none
        _BY_NAME[_card["name_zh"]] = _card


def lookup_card(name: str) -> dict[str, Any] | None:
    """A card's characteristics by English (case-insensitive) or Chinese name; None if unknown."""
    found = _BY_NAME.get(name.strip().lower()) or _BY_NAME.get(name.strip())
    return dict(found) if found else None


def builtin_names() -> list[str]:
    return [c["name"] for c in _CARDS]


def chain(*lookups: CardLookup) -> CardLookup:
    """A lookup that asks each of ``lookups`` in turn and answers with the first that knows the name."""

    def lookup(name: str) -> dict[str, Any] | None:
        for one in lookups:
            found = one(name)
            if found is not None:
                return found
        return None

    return lookup
