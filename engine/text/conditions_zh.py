"""The conditions of intervening "if" clauses and "as long as" statics in canonical Chinese (你的生命
不多于5点, 你操控三个或更少的地, 本回合中有生物从场上置入坟墓场): card_zh writes 如果…， / 只要… around them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.model.abilities import Condition
from engine.model.targeting import Group
from engine.text.card_words import slot as w
from engine.text.vocab import COLOR_ZH


def condition_words_zh(c: Condition, group: Callable[[Group], str], count_word: Callable[[int], str]) -> str:
    """A condition in the words both 如果… and 只要… read (one grammar rule, ``cond``); ``card_zh``
    passes its words for groups and numbers (this module sits below it)."""
    who = "该牌手" if c.whose == "that_player" else "你"
    if c.kind == "kicked":
        return "~已增幅"
    if c.kind == "life_at_most":
        return f"你的生命不多于{c.value}点"
    if c.kind == "life_at_least":
        return f"你的生命不少于{c.value}点"
    if c.kind == "hand_at_most":
        return f"{who}手上没有牌" if c.value == 0 else f"{who}手上有{count_word(c.value)}张或更少牌"
    if c.kind == "hand_at_least":
        return f"{who}手上有{count_word(c.value)}张或更多牌"
    if c.kind == "graveyard_at_least":
        return f"你的坟墓场中有{count_word(c.value)}张或更多牌"
    if c.kind in ("control_at_most", "control_at_least"):
        assert c.group is not None
        more = "更少" if c.kind == "control_at_most" else "更多"
        return f"你操控{count_word(c.value)}个或{more}的{group(c.group)}"
    if c.kind in ("control_none", "control_a", "none_in_play"):
        assert c.group is not None
        if c.kind == "control_a":  # 另一个: the card itself left out
            if c.group.other:
                return "你操控另一个" + group(replace(c.group, other=False))
            return "你操控一个" + group(c.group)
        if c.kind == "control_none":
            return f"你未操控{group(c.group)}"
        return f"{w('in_play')}没有{group(c.group)}"
    if c.kind == "your_turn":
        return "现在是你的回合"
    if c.kind == "creature_died_this_turn":
        return f"本回合中有生物{w('dies')}"
    if c.kind == "control_each":
        return "你操控" + "和".join(group(g) for g in c.groups)
    if c.kind in ("opponent_controls_a", "defending_controls_a") and c.group is not None:
        return ("一位对手" if c.kind == "opponent_controls_a" else "防御牌手") + "操控一个" + group(c.group)
    if c.kind == "self_color" and c.group is not None:
        return f"它是{COLOR_ZH[c.group.colors[0]]}的"
    return {"self_untapped": "~未横置", "self_tapped": "~已横置", "self_attacking": "~正在攻击"}[c.kind]
