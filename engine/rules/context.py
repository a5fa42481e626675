"""What a resolving spell or ability acts on, instruction by instruction (413.2b).

``Context`` carries the targets still to use and the last object acted on; ``objects_of`` turns
a subject of the card language (a target, a group, "it", "enchanted creature") into ids.
A spell's group ("creatures you control") is locked when it resolves (418.3b); effects on "each
player" go in APNAP order (413.2d).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.model.objects import Permanent, StackObject
from engine.model.targeting import Group, Target
from engine.rules.continuous import matches_group
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game

#: the rule key of carrying out instructions
KEYS = ["resolve.follow_instructions"]


@dataclass
class Context:
    """What one resolution has done so far: the targets still to use and the last object acted on."""

    obj: StackObject
    targets: list[str | None]
    last: str | None = None
    #: the permanent the last instruction acted on, as it last existed (last known information)
    last_perm: Permanent | None = None

    def acted_on(self, perm: Permanent) -> None:
        self.last = perm.id
        self.last_perm = perm

    def next_target(self) -> str | None:
        """The next chosen target (None if it became illegal and is skipped, 413.2a)."""
        return self.targets.pop(0) if self.targets else None

    @property
    def source_name(self) -> Any:
        """The name of what is resolving, for damage steps: its card, else its own name."""
        return self.obj.card.label if self.obj.card else self.obj.shown


def objects_of(game: Game, ctx: Context, subject: Any) -> list[str]:
    """Ids of the permanents or players a subject names at resolution (a group is locked now, 418.3b)."""
    st = game.state
    obj = ctx.obj
    if isinstance(subject, Target):
        tid = ctx.next_target()
        if subject.count > 1:
            ids = [tid, *ctx.targets] if tid else list(ctx.targets)
            ctx.targets.clear()
            return [i for i in ids if i]
        return [tid] if tid else []
    if isinstance(subject, Group) and subject.controller == "target_opponent":
        chosen = ctx.next_target()
        plain = Group(**{**subject.__dict__, "controller": None})
        return [p.id for p in sorted(st.battlefield.values(), key=lambda p: p.timestamp)
                if p.controller == chosen and matches_group(st, plain, obj.controller, obj.source, p)]
    if isinstance(subject, Group):
        if subject.kind == "player":
            return [p for p in (st.active, st.nonactive) if subject.controller != "opponent" or p != obj.controller]
        return [p.id for p in sorted(st.battlefield.values(), key=lambda p: p.timestamp)
                if matches_group(st, subject, obj.controller, obj.source, p)]
    if subject == "self":
        return [obj.source] if obj.source else []
    if subject == "you":
        return [obj.controller]
    if subject in ("enchanted", "equipped"):
        src = st.battlefield.get(obj.source or "")
        return [src.attached_to] if src is not None and src.attached_to else []
    if subject == "it":
        return [ctx.last or obj.event_subject] if (ctx.last or obj.event_subject) else []
    if subject in ("its_controller", "that_player"):
        ref = ctx.last or obj.event_subject
        if ref in st.players:
            return [ref]
        perm = st.battlefield.get(ref or "") or (ctx.last_perm if ctx.last_perm and ctx.last_perm.id == ref else None)
        if perm is None:
            spell = st.stack_object(ref or "")
            return [spell.controller] if spell is not None else []
        return [perm.controller if subject == "its_controller" or perm.id in st.battlefield else perm.owner]
    return []


def players_of(game: Game, ctx: Context, who: Any) -> list[str]:
    return [p for p in objects_of(game, ctx, who) if p in game.state.players]


def permanents_of(game: Game, ctx: Context, subject: Any) -> list[Permanent]:
    """The permanents a subject names that are still in play."""
    st = game.state
    return [st.battlefield[i] for i in objects_of(game, ctx, subject) if i in st.battlefield]


def amount_of(ctx: Context, amount: Any) -> int:
    """A number, X, "that much" (the trigger event's damage) or the last creature's power/toughness."""
    if amount == "X":
        return ctx.obj.x
    if amount == "-X":
        return -ctx.obj.x
    if amount == "that_much":
        return ctx.obj.event_amount
    if amount in ("its_power", "its_toughness"):
        perm = ctx.last_perm
        if perm is None:
            return 0
        return max(0, perm.power if amount == "its_power" else perm.toughness)
    return int(amount)


def skip(game: Game, ctx: Context, what: str) -> None:
    """Part of an effect that can't be done is ignored (103.3); ``what`` is a catalog key."""
    game.log("effect_skipped", [ctx.obj.id], ["golden.impossible_skipped"], what=Msg(what))
