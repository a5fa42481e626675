"""Traditional Chinese for texts that exist only in Simplified (lessons, step texts, card names).

The same OpenCC conversion the rulebook uses for its converted texts (``rules_corpus.scripts``), so
a step and the rule it cites read alike in 繁; callers mark what they convert as ``converted``.

    >>> to_traditional("堆叠上的咒语")
    '堆疊上的咒語'
"""

from __future__ import annotations

from functools import cache

from rules_corpus.scripts import converter


@cache
def _s2t():
    return converter("s2t")


def to_traditional(text: str) -> str:
    return _s2t()(text) if text else text


def with_traditional(texts: dict[str, str] | None) -> tuple[dict[str, str], bool]:
    """``texts`` with a ``zh-Hant`` text converted from ``zh-Hans`` if it had none; and whether it
    was converted."""
    if not texts or texts.get("zh-Hant") or not texts.get("zh-Hans"):
        return dict(texts or {}), False
    return dict(texts, **{"zh-Hant": to_traditional(texts["zh-Hans"])}), True


@cache
def _t2s():
    return converter("t2s")


def to_simplified(text: str) -> str:
    """Traditional folded to Simplified (for matching what a player types in either script)."""
    return _t2s()(text) if text else text
