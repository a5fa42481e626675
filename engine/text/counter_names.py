"""The kinds of counter named by a word ("charge", "spore", "verse") rather than by the +1/+1 they
give, in English and in the Chinese of the era's printings (充电, 芽孢, …).

A counter's kind is its English word in the AST and on a permanent (``Permanent.counters``); it
changes nothing by itself (only the +N/+N kinds change power and toughness) but costs remove it
("Remove a spore counter from ~:") and numbers count it ("for each charge counter on ~"). The
Chinese words are those the Simplified printings use where one exists (our own choice for verse,
诗篇, which no Simplified printing names).

    >>> counter_zh("spore"), counter_zh("+1/+1")
    ('芽孢', '+1/+1')
"""

from __future__ import annotations

from engine.text.catalog import Msg

#: English word -> Simplified Chinese word
COUNTER_ZH = {
    "age": "岁月", "charge": "充电", "spore": "芽孢", "storage": "储藏", "ki": "聚气", "divinity": "神威", "ice": "寒冰",
    "time": "计时", "verse": "诗篇", "blood": "鲜血", "corpse": "尸体", "plague": "疫病", "feather": "飞羽",
    "devotion": "奉献", "healing": "医疗", "fade": "消退", "depletion": "耗竭",
}
COUNTER_FROM_ZH = {v: k for k, v in COUNTER_ZH.items()}


def counter_zh(kind: str) -> str:
    """A counter kind in Chinese card text (a +N/+N kind is written alike in both languages)."""
    return COUNTER_ZH.get(kind, kind)


def counter_word(kind: str) -> str | Msg:
    """A counter kind as a trace message parameter: a named kind in the reader's language."""
    return Msg(f"counter_kind.{kind}") if kind in COUNTER_ZH else kind
