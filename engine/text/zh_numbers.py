"""The numbers and zones of canonical Chinese card text: "3点", "X", "两", "你的坟墓场中", "生物牌".

Kept apart from ``card_zh`` (which re-exports them) so that the renderer stays one screenful of
abilities: these words need no ability, only a number, a ``Quantity`` or a zone.
"""

from __future__ import annotations

from typing import Any

from engine.model.targeting import Quantity
from engine.text.vocab import NUMBER_ZH, TYPES_ZH


def mana(symbols: tuple[str, ...]) -> str:
    return "".join(f"{{{s}}}" for s in symbols)


def n(value: Any) -> str:
    if isinstance(value, Quantity):
        return "X" if value.x else str(value.per)
    return "X" if isinstance(value, str) else str(value)


def amount(value: Any) -> str:
    """An amount before 伤害/生命: "3点", "X点", "等量的", "等同于其力量的"."""
    if value == "that_much":
        return "等量的"
    if value in ("its_power", "its_toughness"):
        return "等同于其力量的" if value == "its_power" else "等同于其防御力的"
    if value == "its_mana_value":
        return "等同于其总法术力费用的"
    return f"{n(value)}点"


ZONE_ZH = {("hand", "you"): "你手上", ("hand", "it"): "该牌手手上", ("graveyard", "you"): "你的坟墓场中",
            ("graveyard", "all"): "所有坟墓场中", ("graveyard", "it"): "该牌手的坟墓场中"}


def zone_zh(q: Quantity) -> str:
    return ZONE_ZH[(q.kind, q.whose)]


def cards_zh(q: Quantity) -> str:
    if q.named:
        return "名称为~的牌"
    return (TYPES_ZH[q.card_kind] if q.card_kind else "") + "牌"


def count_word(n: int) -> str:
    return NUMBER_ZH.get(n, str(n))


def many(value: Any) -> str:
    """How many cards, counters or tokens: 一, 两, X (see ``card_en_words.many``)."""
    if isinstance(value, Quantity):
        return "X" if value.x else count_word(value.per)
    return n(value) if isinstance(value, str) else count_word(value)
