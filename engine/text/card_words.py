"""The words of rendered card text that differ between editions, as slots of the catalog's vocabulary.

The card renderers (``card_en``, ``card_zh`` and each effect's ``render_en``/``render_zh``) write a
slot such as ``⟦comes_into_play⟧`` where the classic and the 2009 rules word a thing differently
("comes into play" / "enters the battlefield", "remove … from the game" / "exile …"); ``fill``
writes each slot as the ruleset's word from the message catalog (``terms`` and
``rulesets.<name>.terms`` in ``messages.yaml``) when the text is finished. The renderers never
produce a finished text with a ruleset's word already in it, so the same AST reads as the card of
either edition, and a ruleset's card wording is data, like the rest of its words.

    >>> fill(slot("comes_into_play"), "en"), fill(slot("comes_into_play"), "en", "2009")
    ('comes into play', 'enters the battlefield')
    >>> fill(capitalised(slot("exile_open") + "it" + slot("exile_close")), "en", "2009")
    'Exile it'
"""

from __future__ import annotations

import re

from engine.text.catalog import DEFAULT_RULESET, catalog

OPEN, CLOSE = "⟦", "⟧"
_SLOT = re.compile(r"⟦(\^?)([a-z_]+)⟧")


def slot(term: str) -> str:
    """The place of vocabulary word ``term`` in a rendered card text."""
    return f"{OPEN}{term}{CLOSE}"


def capitalised(text: str) -> str:
    """``text`` with its first word capitalised once it is filled in (the first word may be a slot)."""
    if text.startswith(OPEN) and not text.startswith(OPEN + "^"):
        return OPEN + "^" + text[len(OPEN):]
    return text[:1].upper() + text[1:] if text and text[0] != "~" else text


def fill(text: str, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
    """Every slot of ``text`` as the word of ``ruleset`` in ``lang`` (``zh-Hant`` callers convert the
    Simplified text, so Chinese slots are filled in Simplified)."""
    if OPEN not in text:
        return text
    words = catalog()
    code = "en" if lang == "en" else "zh-Hans"

    def word(m: re.Match[str]) -> str:
        found = words.term(m.group(2), code, ruleset)
        return found[:1].upper() + found[1:] if m.group(1) else found

    return _SLOT.sub(word, text)
