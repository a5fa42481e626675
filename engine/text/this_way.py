"""Chinese words of what an ability counts "this way" (每以此法移除一个储藏指示物, 每以此法牺牲一个生物,
每以此法弃一张牌) and of the "any number of" counters a cost removes (从~上移除任意数量的储藏指示物)."""

from __future__ import annotations

from collections.abc import Callable

from engine.model.targeting import Group, Quantity
from engine.text.counter_names import counter_zh
from engine.text.vocab import TYPES_ZH


def this_way_zh(value: Quantity, group_zh: Callable[[Group], str]) -> str:
    """The start of a sentence counting what was done this way: "每以此法牺牲一个生物，"."""
    if value.kind == "removed_this_way":
        return f"每以此法移除一个{counter_zh(value.counter)}指示物，"
    if value.kind == "sacrificed_this_way" and value.group is not None:
        return f"每以此法牺牲一个{group_zh(value.group)}，"
    if value.kind == "discarded_this_way":
        return f"每以此法弃一张{TYPES_ZH.get(value.card_kind, '')}牌，"
    return ""


def any_counters_en(kind: str) -> str:
    return f"Remove any number of {kind} counters from ~"


def any_counters_zh(kind: str) -> str:
    return f"从~上移除任意数量的{counter_zh(kind)}指示物"
