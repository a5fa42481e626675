"""A verb's unsaid player: "Target player draws a card, then discards a card." (Cephalid Looter),
"Each player discards his or her hand, then draws seven cards." (Wheel of Fortune), 目标牌手抓一张牌，
然后弃一张牌。

A verb with no player of its own is the controller's ("Draw a card."), unless it is the second verb
of a sentence whose first verb named its player: then it is that player (the same group or
reference; after a target, ``SAME_PLAYER``, so the target is chosen once). English says so by the
verb's third person ("discards"); Chinese verbs have no person, so any unsaid player there follows
the first verb's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from engine.text.subjects import inherit

#: English verbs in the third person that can follow another verb of the same player
THIRD_PERSON = frozenset({"draws", "discards", "loses", "gains", "sacrifices", "puts", "reveals", "takes",
                          "mills", "shuffles", "creates"})


class Unsaid(str):
    """A verb's player the sentence did not name: "you", unless the verb continues one that named its
    player (``one_players_verbs``). Equal to "you" everywhere; ``said`` writes it as the plain word
    before an AST is kept."""


def verb_player(children: list[Any]) -> str:
    """The player of a verb that named none: "you", marked ``Unsaid`` when the verb could continue
    another's sentence (an English verb in the third person, or any Chinese verb: their words are no
    named tokens of the tree)."""
    words = [str(t) for t in children if isinstance(t, Token)]
    if any(w in THIRD_PERSON for w in words) or not any(w.isascii() for w in words):
        return Unsaid("you")
    return "you"


def said(item: Any) -> Any:
    """``item`` with an unsaid player written as the plain "you" it stands for."""
    if isinstance(getattr(item, "who", None), Unsaid):
        return replace(item, who="you")
    return item


def one_players_verbs(items: list[Any]) -> list[Any]:
    """The instructions of one sentence, each unsaid player after the first read as the one before."""
    out: list[Any] = []
    for item in items:
        if out and isinstance(getattr(item, "who", None), Unsaid):
            item = inherit(out[-1], item)
        out.append(said(item))
    return out


__all__ = ["THIRD_PERSON", "Unsaid", "one_players_verbs", "said", "verb_player"]
