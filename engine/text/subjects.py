"""One player doing two things in one sentence: "Target player draws a card, then discards a card."
(Cephalid Looter), "Each player discards his or her hand, then draws seven cards." (Wheel of
Fortune), 目标牌手抓一张牌，然后弃一张牌。

The card language reads the second verb's unsaid player as the first verb's (``engine.cardlang``'s
compound sentences): the same group or reference, or, after a target, ``SAME_PLAYER``, the players
the instruction before acted on (``engine.rules.context``), so the target is chosen once. Both
renderers write such a pair back as one sentence with the second player unsaid (``UNSAID``), which
reads as the same pair again.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from engine.model.effect import Effect
from engine.model.targeting import SAME_PLAYER, Target
from engine.text.card_words import capitalised

#: a player written as nothing (the second verb of one sentence): the renderers' own marker
UNSAID = "unsaid"


def _who(effect: Effect) -> Any:
    return getattr(effect, "who", None) if "who" in {f.name for f in fields(effect)} else None  # type: ignore[arg-type]


def continues(before: Effect, effect: Effect) -> bool:
    """Whether ``effect`` is done by the player of ``before``, left unsaid after it."""
    prev, who = _who(before), _who(effect)
    if prev is None or who is None or prev == "you":
        return False
    if isinstance(prev, Target):
        return bool(who == SAME_PLAYER)
    return bool(who == prev)


def inherit(before: Effect, effect: Effect) -> Effect:
    """``effect`` with its unsaid player read as ``before``'s (a target is not chosen twice)."""
    prev = _who(before)
    if prev is None or prev == "you":
        return effect
    return replace(effect, who=SAME_PLAYER if isinstance(prev, Target) else prev)  # type: ignore[type-var]


def unsaid(effect: Effect) -> Effect:
    """``effect`` written without its player (after the verb that names them)."""
    return replace(effect, who=UNSAID)  # type: ignore[type-var]


def runs(effects: tuple[Effect, ...]) -> list[tuple[Effect, Effect | None]]:
    """The effects as sentences: an effect alone, or a pair whose second continues the first."""
    out: list[tuple[Effect, Effect | None]] = []
    i = 0
    while i < len(effects):
        if i + 1 < len(effects) and continues(effects[i], effects[i + 1]):
            out.append((effects[i], effects[i + 1]))
            i += 2
        else:
            out.append((effects[i], None))
            i += 1
    return out


def sentences_en(effects: tuple[Effect, ...]) -> str:
    """The English sentences of a list of instructions ("Target player draws a card, then discards a card.")."""
    return " ".join(capitalised(first.render_en()) + (
        "." if then is None else f", then {unsaid(then).render_en().strip()}.") for first, then in runs(effects))


def sentences_zh(effects: tuple[Effect, ...]) -> str:
    """The Chinese sentences of a list of instructions (目标牌手抓一张牌，然后弃一张牌。)."""
    return "".join(first.render_zh() + ("。" if then is None else f"，然后{unsaid(then).render_zh()}。")
                   for first, then in runs(effects))


__all__ = ["SAME_PLAYER", "UNSAID", "continues", "inherit", "runs", "sentences_en", "sentences_zh", "unsaid"]
