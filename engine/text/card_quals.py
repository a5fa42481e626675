"""The qualities of a target or group that both card languages write one phrase each, in the same
order: with or without a keyword, a power limit. ``card_en_words`` and ``card_zh`` give their own
words; the order and the tests of which qualities are there live here once.

    >>> from engine.model.targeting import Target
    >>> quality_phrases(Target("creature", with_kw="flying", power_min=4),
    ...                 {"with": " with {}", "power_min": " with power {} or greater"}, str)
    [' with flying', ' with power 4 or greater']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.model.targeting import Group, Target


def quality_phrases(g: Group | Target, words: Mapping[str, str], keyword: Callable[[str], str]) -> list[str]:
    """One phrase per quality ``g`` has, from ``words`` (``with``, ``without``, ``power_min``,
    ``power_max``, ``mana_value_max``, each a ``str.format`` pattern of the keyword's name or the number)."""
    out: list[str] = []
    if g.with_kw:
        out.append(words["with"].format(keyword(g.with_kw)))
    if g.without_kw:
        out.append(words["without"].format(keyword(g.without_kw)))
    if g.power_min is not None:
        out.append(words["power_min"].format(g.power_min))
    if g.power_max is not None:
        out.append(words["power_max"].format(g.power_max))
    limit = getattr(g, "mana_value_max", None)  # a card in a graveyard says it with its noun ("card with …")
    if limit is not None and g.kind != "graveyard_card":
        out.append(words["mana_value_max"].format(limit))
    return out


def pt(p: Any, t: Any) -> str:
    """A signed power/toughness change ("+1/+1", "-X/-0"): written alike in English and Chinese."""
    def one(v: Any) -> str:
        if isinstance(v, str):
            return v if v.startswith("-") else "+" + v
        return f"{v:+d}"
    return f"{one(p)}/{one(t)}"
