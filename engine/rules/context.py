"""What a resolving spell or ability acts on, instruction by instruction (413.2b).

``Context`` carries the targets still to use and the last object acted on; ``objects_of`` turns
a subject of the card language (a target, a group, "it", "enchanted creature") into ids.
A spell's group ("creatures you control") is locked when it resolves (418.3b); effects on "each
player" go in APNAP order (413.2d).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from engine.model.mana import card_mana_value, mana_value, parse_mana_cost
from engine.model.objects import Card, Permanent, StackObject
from engine.model.targeting import SAME_PLAYER, Group, Quantity, Target
from engine.rules.groups import matches_group
from engine.rules.quantities import ZONES, card_anywhere, count_cards, plus_count
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.state import GameState

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
    #: the game state it resolves in (for numbers read on resolution: "for each creature you control")
    state: GameState | None = None
    #: for each "target" word that takes several targets, how many chosen targets belong to the
    #: words after it: its group ends there (``next_group``), so a later word keeps its own target
    after_groups: list[int] = field(default_factory=list)
    #: the life players lost to the instructions carried out so far ("You gain life equal to the
    #: life lost this way")
    life_lost: int = 0
    #: the players the last instruction acted on ("Target player draws a card, then discards a
    #: card.": the second verb's player, ``SAME_PLAYER``)
    last_players: list[str] = field(default_factory=list)
    #: the player an instruction acts on right now, one at a time ("each player loses 1 life for
    #: each Swamp he or she controls": each player's own Swamps)
    player: str | None = None
    #: the card the last instruction moved out of a library ("Reveal the top card of your library and
    #: put that card into your hand. You lose life equal to its converted mana cost.")
    last_card: Card | None = None
    #: how many objects the last "any number of" instruction acted on ("You gain 3 life for each
    #: creature sacrificed this way")
    this_way: int = 0

    def acted_on(self, perm: Permanent) -> None:
        self.last = perm.id
        self.last_perm = perm

    def next_target(self) -> str | None:
        """The next chosen target (None if it became illegal and is skipped, 413.2a)."""
        return self.targets.pop(0) if self.targets else None

    def next_group(self) -> list[str | None]:
        """The targets of the next "target" word that takes several (a divided effect's), in the
        order chosen, None where one became illegal: each keeps its place, so a share announced
        for it (409.1e) stays with it (413.2a). Without a recorded group, every target left."""
        take = len(self.targets) - self.after_groups.pop(0) if self.after_groups else len(self.targets)
        group = self.targets[:max(0, take)]
        del self.targets[:max(0, take)]
        return group

    @property
    def source_name(self) -> Any:
        """The name of what is resolving, for damage steps: its card, else its own name."""
        return self.obj.card.label if self.obj.card else self.obj.shown


def objects_of(game: Game, ctx: Context, subject: Any) -> list[str]:
    """Ids of the permanents or players a subject names at resolution (a group is locked now, 418.3b)."""
    st = game.state
    obj = ctx.obj
    if isinstance(subject, Target):
        if subject.count > 1:
            return [i for i in ctx.next_group() if i]
        tid = ctx.next_target()
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
        return _attached_host(game, ctx)
    if subject == "it":
        it = ctx.last or obj.event_subject
        return [it] if it else []
    if subject == "that_player" and ctx.last is None and _is_leaves_trigger(obj) and obj.source in st.linked_players:
        return [st.linked_players[obj.source]]  # linked to its comes-into-play trigger's target (402)
    if subject in ("its_controller", "that_player"):
        ref = ctx.last or obj.event_subject
        if ref in st.players:
            return [ref]
        perm = st.battlefield.get(ref or "") or (
            _last_known(ctx, ref) if subject == "its_controller"
            else ctx.last_perm if ctx.last_perm and ctx.last_perm.id == ref else None)
        if perm is None:
            spell = st.stack_object(ref or "")
            return [spell.controller] if spell is not None else []
        return [perm.controller if subject == "its_controller" or perm.id in st.battlefield else perm.owner]
    return []


def _is_leaves_trigger(obj: StackObject) -> bool:
    """Whether ``obj`` is a leaves-play triggered ability (whose "that player" may be linked)."""
    return obj.kind == "trigger" and getattr(obj.trigger_ability, "event", None) == "leaves"


def _last_known(ctx: Context, ref: str | None) -> Permanent | None:
    """The permanent ``ref`` names as it last existed (413.2f, 410.10d): the one the last instruction
    acted on, else the one the trigger event named ("When enchanted creature is put into a graveyard
    from play, its controller loses life equal to its toughness": the creature is gone by then)."""
    for perm in (ctx.last_perm, ctx.obj.event_perm):
        if perm is not None and ref is not None and perm.id == ref:
            return perm
    return None


def _attached_host(game: Game, ctx: Context) -> list[str]:
    """What "enchanted/equipped creature" names: what the source is attached to now or, once the
    source has left play (sacrificed or returned as the cost, or in response), what it was attached
    to as it last existed (402.6, 413.2f): "Sacrifice Briar Shield: Enchanted creature gets +3/+3"."""
    st = game.state
    obj = ctx.obj
    src = st.battlefield.get(obj.source or "")
    if src is not None:
        return [src.attached_to] if src.attached_to else []
    last = obj.source_perm
    if last is None or last.id != obj.source or not last.attached_to:
        return []
    host = st.battlefield.get(last.attached_to)
    if host is not None:
        game.log("last_known_attached", [obj.id, last.id, host.id],
                 ["resolve.last_known_information", "ability.independent_of_source"],
                 source=last.label, permanent=host.label)
    return [last.attached_to]


def players_of(game: Game, ctx: Context, who: Any) -> list[str]:
    """The players an instruction acts on; remembered for the next verb of the same sentence."""
    if who == SAME_PLAYER:
        return list(ctx.last_players)
    found = [p for p in objects_of(game, ctx, who) if p in game.state.players]
    ctx.last_players = found
    return found


def permanents_of(game: Game, ctx: Context, subject: Any) -> list[Permanent]:
    """The permanents a subject names that are still in play."""
    st = game.state
    return [st.battlefield[i] for i in objects_of(game, ctx, subject) if i in st.battlefield]


def amount_of(ctx: Context, amount: Any) -> int:
    """A number, X, "that much" (the trigger event's damage), the last creature's power/toughness,
    or a ``Quantity`` read now (a count of objects in play, a creature's power)."""
    if isinstance(amount, Quantity):
        return quantity_of(ctx, amount)
    if amount == "X":
        return ctx.obj.x
    if amount == "-X":
        return -ctx.obj.x
    if amount == "that_much":
        return ctx.obj.event_amount
    if amount == "life_lost":
        return ctx.life_lost
    if amount == "its_mana_value":  # of the card moved last, else of the permanent acted on last
        card = ctx.last_card or (ctx.last_perm.card if ctx.last_perm else None)
        return card_mana_value(card) if card is not None else 0
    if amount in ("its_power", "its_toughness"):
        perm = ctx.last_perm or _last_known(ctx, ctx.obj.event_subject)
        if perm is None:
            return 0
        return max(0, perm.power if amount == "its_power" else perm.toughness)
    return int(amount)


def skip(game: Game, ctx: Context, what: str) -> None:
    """Part of an effect that can't be done is ignored (103.3); ``what`` is a catalog key."""
    game.log("effect_skipped", [ctx.obj.id], ["golden.impossible_skipped"], what=Msg(what))


def quantity_of(ctx: Context, q: Quantity) -> int:
    """A ``Quantity`` as the resolving object sees it now: objects of a group in play (times
    ``per``), cards in its controller's graveyard or hand, or a creature's power or toughness ("its":
    the source, as it last existed; "that creature": what the effect acts on or the event named)."""
    obj = ctx.obj
    state = ctx.state
    assert state is not None, "a Quantity is read while something resolves"
    if q.plus:
        return plus_count(q, quantity_of(ctx, replace(q, plus=0, per=1)))
    if q.kind == "count" and q.whose == "it":  # "Swamps he or she controls"
        assert q.group is not None
        who = _that_player(ctx)
        return sum(1 for p in state.battlefield.values()
                   if p.controller == who and matches_group(state, q.group, who, obj.source, p)) * q.per
    if q.kind == "count":
        assert q.group is not None
        if q.group.kind == "player":
            n = len(state.players) if q.group.controller != "opponent" else len(state.players) - 1
        else:
            n = sum(1 for p in state.battlefield.values() if matches_group(state, q.group, obj.controller, obj.source, p))
        return n * q.per
    if q.kind == "removed_this_way":  # the counters removed to pay the cost
        return obj.counters_removed * q.per
    if q.kind in ("sacrificed_this_way", "discarded_this_way"):
        return ctx.this_way * q.per
    if q.kind == "life_total":  # "where X is your life total"
        return state.players[obj.controller].life * q.per
    if q.kind == "blockers_beyond_first":  # rampage
        return max(0, len(state.combat.blockers_of(obj.source or "")) - 1) * q.per
    if q.kind == "counters":  # modular: the counters on it as it last existed
        holder = _stat_holder(ctx, q.of)
        return holder.counters.get(q.counter, 0) * q.per if holder is not None else 0
    if q.kind in ZONES:
        return count_cards(state, q, obj.controller, _that_player(ctx), _own_name(ctx))
    if q.kind == "mana_value":  # "that creature's / that spell's mana value"
        card = (card_anywhere(state, _event_or_target(ctx)) if q.of == "spell"
                else getattr(_stat_holder(ctx, q.of), "card", None))
        return mana_value(parse_mana_cost(card.mana_cost)) * q.per if card is not None else 0
    perm = _stat_holder(ctx, q.of)
    if perm is None:
        return 0
    return max(0, perm.power if q.kind == "power" else perm.toughness) * q.per


def _own_name(ctx: Context) -> str | None:
    """The name of the card whose number it is ("cards named ~"): the spell's, else its source's."""
    obj = ctx.obj
    if obj.card is not None:
        return obj.card.name
    source = obj.source_perm or (ctx.state.battlefield.get(obj.source or "") if ctx.state else None)
    return source.card.name if source is not None else None


def _that_player(ctx: Context) -> str | None:
    """The player "that player" names in a number ("cards in that player's hand"): the player the
    instruction acted on, else the first player the spell or ability targets."""
    state = ctx.state
    assert state is not None
    if ctx.player is not None:
        return ctx.player
    if ctx.last in state.players:
        return ctx.last
    return next((t for t in ctx.obj.targets if t in state.players), ctx.obj.event_subject)


def _stat_holder(ctx: Context, of: str) -> Permanent | None:
    """The creature whose power, toughness or mana value a number reads: the source ("its", as it
    last existed), else the one the last instruction acted on, else the trigger event's, else
    ("that creature" in the same sentence as its target) the first permanent the effect targets."""
    state = ctx.state
    assert state is not None
    obj = ctx.obj
    if of == "self":
        return state.battlefield.get(obj.source or "") or obj.source_perm
    if of.startswith("sacrificed"):  # paid as its cost, else sacrificed by the instruction before
        return obj.sacrificed[0] if obj.sacrificed else ctx.last_perm
    if ctx.last_perm is not None:
        return state.battlefield.get(ctx.last_perm.id) or ctx.last_perm
    found = state.battlefield.get(obj.event_subject or "") or obj.event_perm
    if found is None and of == "that":
        found = next((state.battlefield[t] for t in ctx.targets if t is not None and t in state.battlefield), None)
    return found


def _event_or_target(ctx: Context) -> str | None:
    """The spell "that spell" names: the trigger event's, else the first spell the effect targets."""
    state = ctx.state
    assert state is not None
    if ctx.obj.event_subject:
        return ctx.obj.event_subject
    return next((t for t in ctx.obj.targets if card_anywhere(state, t) is not None), None)
