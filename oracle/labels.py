"""Names for people of the engine's ids: steps, zones, error kinds, counters (catalog strings).

The engine speaks in ids (``declare_blockers``, ``illegal_action``); pages and the workbench's
script show these words instead, in the interface language.
"""

from __future__ import annotations

from flask_babel import lazy_gettext

STEP_LABELS = {
    "untap": lazy_gettext("Untap step"), "upkeep": lazy_gettext("Upkeep step"), "draw": lazy_gettext("Draw step"),
    "main1": lazy_gettext("Precombat main phase"), "beginning_of_combat": lazy_gettext("Beginning of combat step"),
    "declare_attackers": lazy_gettext("Declare attackers step"),
    "declare_blockers": lazy_gettext("Declare blockers step"), "combat_damage": lazy_gettext("Combat damage step"),
    "end_of_combat": lazy_gettext("End of combat step"), "main2": lazy_gettext("Postcombat main phase"),
    "end_of_turn": lazy_gettext("End of turn step"), "cleanup": lazy_gettext("Cleanup step"),
}

ERROR_KINDS = {
    "invalid_scenario": lazy_gettext("The scenario is not valid"),
    "illegal_action": lazy_gettext("Illegal action"),
    "unsupported_text": lazy_gettext("Card text the engine does not support yet"),
    "loop": lazy_gettext("The run did not finish"),
    "invalid_request": lazy_gettext("Invalid request"),
    "too_large": lazy_gettext("The scenario is too large"),
    "network": lazy_gettext("Network error"),
    "internal_error": lazy_gettext("Server error"),
}

ZONE_LABELS = {
    "battlefield": lazy_gettext("In play"), "hand": lazy_gettext("Hand"), "graveyard": lazy_gettext("Graveyard"),
    "library": lazy_gettext("Top of library"),
}


TYPE_LABELS = {
    "creature": lazy_gettext("Creature"), "land": lazy_gettext("Land"), "artifact": lazy_gettext("Artifact"),
    "enchantment": lazy_gettext("Enchantment"), "instant": lazy_gettext("Instant"), "sorcery": lazy_gettext("Sorcery"),
    "legendary": lazy_gettext("Legendary"), "basic": lazy_gettext("Basic"), "snow": lazy_gettext("Snow"),
    "world": lazy_gettext("World"), "tribal": lazy_gettext("Tribal"),
}


def type_line(card: dict) -> str:
    """``Legendary Creature — Human Knight`` in the interface language (subtypes stay as printed)."""
    words = [str(TYPE_LABELS.get(str(t).lower(), t)) for t in (*card.get("supertypes", ()), *card.get("types", ()))]
    line = " ".join(words)
    if card.get("subtypes"):
        line += " — " + " ".join(card["subtypes"])
    return line


def step_label(step: str) -> str:
    label = STEP_LABELS.get(step)
    return str(label) if label is not None else step


def error_kind_label(kind: str) -> str:
    label = ERROR_KINDS.get(kind)
    return str(label) if label is not None else kind


def as_strings(table: dict) -> dict[str, str]:
    return {key: str(value) for key, value in table.items()}
