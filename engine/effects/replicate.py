"""Replicate and conspire (502, section level; keywords of the July 2009 rules' section 702): an
optional cost paid as the spell is cast (the replicate cost any number of times, ``cast: {card,
replicate: N}``; two creatures tapped for conspire, ``conspire: [c1, c2]``); casting it then
triggers an ability that copies the spell once for each replicate payment, or once if it conspired,
each copy with new targets if the scenario gives them (``engine.rules.copies``). Storm's copies
with another count."""

from __future__ import annotations

from dataclasses import dataclass

from engine.effects.storm import StormCopies
from engine.model.objects import StackObject


@dataclass(frozen=True)
class ReplicateCopies(StormCopies):
    """Copy the spell once for each time its replicate cost was paid."""

    def copies(self, trigger: StackObject, spell: StackObject) -> int:
        return spell.replicated

    def render_en(self) -> str:
        return "copy ~ once per payment of its replicate cost, each copy with new targets if you like"

    def render_zh(self) -> str:
        return "每支付一次~的覆诵费用，就复制它一次，每个复制都可以另选目标"


@dataclass(frozen=True)
class ConspireCopy(StormCopies):
    """Conspire: one copy of the spell if two creatures were tapped for it as it was cast
    (``engine.rules.conspire``)."""

    def copies(self, trigger: StackObject, spell: StackObject) -> int:
        return 1 if spell.conspired else 0

    def render_en(self) -> str:
        return "copy ~ once if it conspired, the copy with a new target if you like"

    def render_zh(self) -> str:
        return "若~协力使用，就复制它一次，该复制可以另选目标"
