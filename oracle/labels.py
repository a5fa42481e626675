"""Names for people of the engine's ids: steps, zones, error kinds, card types.

The engine speaks in ids (``declare_blockers``, ``illegal_action``); pages and the workbench's
script show these words instead, in the interface language. A step is an engine word, so its name
comes from the engine's own catalog (``step.<id>`` in engine/text/messages.yaml, the words its
trace writes); error kinds, the builder's zone columns and type words are the web's words, in the
Flask-Babel catalog.
"""

from __future__ import annotations

from flask_babel import lazy_gettext

from engine.rules.turn import STEPS
from engine.text.catalog import Msg
from oracle.i18n import ui_lang

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


def step_label(step: str, lang: str | None = None) -> str:
    """A step's name as the engine's catalog writes it, in ``lang`` (default: the interface language);
    a label stands alone, so the English starts with a capital ("Declare blockers step")."""
    if step not in STEPS:
        return step
    lang = lang or ui_lang()
    text = Msg(f"step.{step}").text(lang)
    return text[:1].upper() + text[1:] if lang == "en" else text


def step_labels() -> dict[str, str]:
    """Every step's label in the interface language, in turn order (for the workbench's script)."""
    return {step: step_label(step) for step in STEPS}


def error_kind_label(kind: str) -> str:
    label = ERROR_KINDS.get(kind)
    return str(label) if label is not None else kind


def as_strings(table: dict) -> dict[str, str]:
    return {key: str(value) for key, value in table.items()}
