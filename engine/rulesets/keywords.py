"""Keywords an edition does not have: card text naming one is text that edition cannot read.

The card language reads every keyword of both editions; whether a ruleset has it is the
ruleset's to say (``Ruleset.missing_keywords``: classic has no deathtouch, lifelink or
intimidate). ``build_state`` asks this module about every card of a scenario, so "Deathtouch"
in a classic scenario is an ``unsupported_text`` error naming the keyword and the ruleset that
has it, never a creature that silently lacks it.

    >>> from engine.cardlang import parse_card_text
    >>> sorted(keywords_named(parse_card_text("X", "Flying, lifelink").abilities))
    ['flying', 'lifelink']
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from engine.cardlang.normalise import to_simplified
from engine.errors import UnsupportedText
from engine.text.vocab import KEYWORDS_EN, KEYWORDS_ZH

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.model.objects import Card


def keywords_named(node: Any) -> set[str]:
    """Every keyword a parsed card text names anywhere: printed, granted by a static ability or an
    effect ("gains lifelink until end of turn"), or asked of a target ("creature with flying")."""
    found: set[str] = set()
    if isinstance(node, tuple | list):
        for item in node:
            found |= keywords_named(item)
        return found
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return found
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if f.name == "keywords" and isinstance(value, tuple):
            found.update(k for k in value if isinstance(k, str))
        elif f.name in ("with_kw", "without_kw") and isinstance(value, str):
            found.add(value)
        elif isinstance(value, tuple | list) or dataclasses.is_dataclass(value):
            found |= keywords_named(value)
    return found


def _line_naming(card: Card, keyword: str) -> str:
    words = (KEYWORDS_EN.get(keyword, keyword), KEYWORDS_ZH.get(keyword, keyword))
    for line in card.abilities.lines:
        if words[0] in line.lower() or words[1] in to_simplified(line):
            return line
    return card.abilities.lines[0] if card.abilities.lines else card.text


def check_keywords(card: Card, ruleset: str, missing: Mapping[str, str], at: str) -> None:
    """Raise ``UnsupportedText`` if ``card`` names a keyword of ``missing`` (keyword -> the ruleset
    that has it), the keywords ruleset ``ruleset`` does not have."""
    for keyword in sorted(keywords_named(card.abilities.abilities)):
        if keyword in missing:
            raise UnsupportedText.keyword_not_in_ruleset(card.name, _line_naming(card, keyword), keyword,
                                                         ruleset, missing[keyword], at=at, card_zh=card.name_zh)
