"""Carrying out the effects of a resolving spell or ability (413.2b), one instruction at a time.

A spell's group effects ("creatures you control get +1/+1 until end of turn", "destroy all
creatures") fix the set they affect when they resolve (418.3b). Effects on "each player" are
done in APNAP order (413.2d). Choices made on resolution (which card to discard, which creature
to sacrifice) come from the scenario's ``choose:`` answers or the documented defaults (413.2c).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.rules import damage as fx
from engine.rules import zones as zn
from engine.model.abilities import (
    AddMana,
    AtEndOfCombat,
    Attach,
    CounterSpell,
    CreateTokens,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    Effect,
    Exile,
    GainControl,
    GainLife,
    Group,
    LoseLife,
    PayOption,
    PreventDamage,
    Pump,
    PutCounters,
    Regenerate,
    ReturnToHand,
    RevealDiscard,
    Sacrifice,
    SearchLibrary,
    Tap,
    TapOrUntap,
    Target,
    Untap,
)
from engine.rules.continuous import matches_group, refresh
from engine.rules.damage import en, zh
from engine.model.objects import Card, Permanent, StackObject

if TYPE_CHECKING:
    from engine.game import Game

KEYS = ["resolve.follow_instructions"]


@dataclass
class Context:
    """What one resolution has done so far: the targets still to use and the last object acted on."""

    obj: StackObject
    targets: list[str | None]
    last: str | None = None
    consumed: list[str] = field(default_factory=list)
    #: the permanent the last instruction acted on, as it last existed (last known information)
    last_perm: Permanent | None = None

    def acted_on(self, perm: Permanent) -> None:
        self.last = perm.id
        self.last_perm = perm


def _apnap(game: Game) -> list[str]:
    st = game.state
    return [st.active, st.nonactive]


def objects_of(game: Game, ctx: Context, subject: Any) -> list[str]:
    """Ids of the permanents or players a subject names at resolution (a group is locked now, 418.3b)."""
    st = game.state
    obj = ctx.obj
    if isinstance(subject, Target):
        tid = ctx.targets.pop(0) if ctx.targets else None
        if subject.count > 1:
            ids = [tid, *ctx.targets] if tid else list(ctx.targets)
            ctx.targets.clear()
            return [i for i in ids if i]
        return [tid] if tid else []
    if isinstance(subject, Group) and subject.controller == "target_opponent":
        chosen = ctx.targets.pop(0) if ctx.targets else None
        plain = Group(**{**subject.__dict__, "controller": None})
        return [p.id for p in sorted(st.battlefield.values(), key=lambda p: p.timestamp)
                if p.controller == chosen and matches_group(st, plain, obj.controller, obj.source, p)]
    if isinstance(subject, Group):
        if subject.kind == "player":
            return [p for p in _apnap(game) if subject.controller != "opponent" or p != obj.controller]
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


def amount_of(ctx: Context, amount: Any) -> int:
    """A number, X, "that much" (the trigger event's damage) or the last creature's power/toughness."""
    if amount == "X":
        return ctx.obj.x
    if amount == "that_much":
        return ctx.obj.event_amount
    if amount in ("its_power", "its_toughness"):
        perm = ctx.last_perm
        if perm is None:
            return 0
        return max(0, perm.power if amount == "its_power" else perm.toughness)
    return int(amount)


def _skip(game: Game, obj: StackObject, what_en: str, what_zh: str) -> None:
    game.log("effect_skipped", [obj.id], ["golden.impossible_skipped"],
             f"{what_en}; that part of the effect does nothing.", f"{what_zh}；这部分效应不做任何事。")


def carry_out(game: Game, ctx: Context, effect: Effect) -> None:
    """Do one instruction of a resolving object, then recompute static effects."""
    _dispatch(game, ctx, effect)
    refresh(game)


def _dispatch(game: Game, ctx: Context, effect: Effect) -> None:  # noqa: C901 - one branch per template
    st = game.state
    obj = ctx.obj
    card = obj.card
    src_name = (card.name, card.display_name("zh-Hans")) if card else (obj.name, obj.name)
    x = obj.x
    if isinstance(effect, DealDamage):
        recipients: list[str] = []
        for subject in (effect.target, *effect.also):
            recipients.extend(objects_of(game, ctx, subject))
        amounts = list(obj.divide) if effect.divided and obj.divide else None
        for i, rid in enumerate(recipients):
            amount = amounts[i] if amounts and i < len(amounts) else amount_of(ctx, effect.amount)
            if effect.divided and not amounts:
                amount = _even_share(amount_of(ctx, effect.amount), len(recipients), i)
            dealt = fx.deal_damage(game, obj.source or obj.id, src_name, obj.source_colors, rid, amount, combat=False)
            ctx.last = rid
            if effect.no_regeneration and dealt and rid in st.battlefield:
                st.battlefield[rid].cant_regenerate = True
                game.log("cant_regenerate", [rid], KEYS, f"{en(st.battlefield[rid])} can't be regenerated this turn.",
                         f"{zh(st.battlefield[rid])}本回合不能重生。")
    elif isinstance(effect, Pump):
        ids = objects_of(game, ctx, effect.target if effect.target is not None else "self")
        perms = [st.battlefield[i] for i in ids if i in st.battlefield]
        if not perms:
            _skip(game, obj, "The creature to modify is no longer in play", "要改变的生物已不在场上")
            return
        for perm in perms:
            fx.pump(game, perm, amount_of(ctx, effect.power) if effect.power != "-X" else -x,
                    amount_of(ctx, effect.toughness) if effect.toughness != "-X" else -x, effect.keywords,
                    locked=isinstance(effect.target, Group))
            ctx.acted_on(perm)
    elif isinstance(effect, Destroy):
        perms = [st.battlefield[i] for i in objects_of(game, ctx, effect.target) if i in st.battlefield]
        keys = KEYS + (["continuous.locked_set"] if isinstance(effect.target, Group) else [])
        gone = [p for p in perms if zn.destroy(game, p, can_regenerate=not effect.no_regeneration, rule_keys=keys,
                                                 defer_triggers=True)]
        for perm in perms:
            ctx.acted_on(perm)
        zn.left_play(game, gone, to_graveyard=True)
    elif isinstance(effect, Regenerate):
        for pid in objects_of(game, ctx, effect.target or "self"):
            perm = st.battlefield.get(pid)
            if perm is None:
                _skip(game, obj, "The creature to regenerate is no longer in play", "要重生的生物已不在场上")
                continue
            perm.regeneration_shields += 1
            game.log("regeneration_shield", [perm.id], [*KEYS, "replacement.regeneration"],
                     f"{en(perm)} gets a regeneration shield: the next time it would be destroyed this turn, "
                     "it is tapped and all damage is removed from it instead.",
                     f"{zh(perm)}得到一个重生护盾：本回合下一次它将被消灭时，改为横置它并移除其上所有伤害。")
    elif isinstance(effect, PreventDamage):
        fx.add_prevention(game, obj, effect, objects_of(game, ctx, effect.target) if effect.target else [])
    elif isinstance(effect, CounterSpell):
        tid = ctx.targets.pop(0) if ctx.targets else None
        victim = st.stack_object(tid) if tid else None
        if victim is None:
            return
        st.stack.remove(victim)
        if victim.card is not None:
            st.players[victim.card_owner(st)].graveyard.append(victim.card)
        game.log("countered", [victim.id], [*KEYS, "counter.general"],
                 f"{victim.name} is countered and put into its owner's graveyard; it does not resolve.",
                 f"{victim.card.display_name('zh-Hans') if victim.card else victim.name}被反击，置入其拥有者的坟墓场，不会结算。")
    elif isinstance(effect, GainLife | LoseLife):
        sign = 1 if isinstance(effect, GainLife) else -1
        for pid in _players(game, ctx, effect.who):
            fx.change_life(game, pid, sign * amount_of(ctx, effect.amount), apnap=isinstance(effect.who, Group))
    elif isinstance(effect, DrawCards):
        for pid in _players(game, ctx, effect.who):
            keys = KEYS + (["resolve.apnap"] if isinstance(effect.who, Group) else [])
            fx.draw_cards(game, st.players[pid], amount_of(ctx, effect.count), keys)
    elif isinstance(effect, Discard):
        for pid in _players(game, ctx, effect.who):
            fx.discard(game, pid, effect.count, effect.random)
    elif isinstance(effect, Tap | Untap):
        for pid in objects_of(game, ctx, effect.target):
            perm = st.battlefield.get(pid)
            if perm is not None:
                fx.set_tapped(game, perm, isinstance(effect, Tap))
                ctx.acted_on(perm)
    elif isinstance(effect, AtEndOfCombat):
        from engine.rules.triggers import add_delayed

        add_delayed(game, obj, effect.effects, ctx.last or obj.event_subject)
    elif isinstance(effect, SearchLibrary):
        zn.search_for_basic_land(game, obj.controller, effect.tapped)
    elif isinstance(effect, RevealDiscard):
        victim = ctx.targets.pop(0) if ctx.targets else None
        if victim in st.players:
            fx.reveal_and_discard(game, obj.controller, victim, effect.not_types)
    elif isinstance(effect, TapOrUntap):
        for pid in objects_of(game, ctx, effect.target):
            perm = st.battlefield.get(pid)
            if perm is not None:
                wanted = game.take_choice("tap", obj.controller)
                tap_it = wanted if isinstance(wanted, bool) else not perm.tapped  # default: flip it
                if not isinstance(wanted, bool):
                    game.log("choice_default", [obj.controller, pid], ["resolve.choices"],
                             f"Player {obj.controller} chooses to {'tap' if tap_it else 'untap'} {en(perm)} (default: "
                             "the opposite of its current state).",
                             f"牌手{obj.controller}选择{'横置' if tap_it else '重置'}{zh(perm)}（默认：与其当前状态相反）。")
                fx.set_tapped(game, perm, tap_it)
                ctx.acted_on(perm)
    elif isinstance(effect, ReturnToHand):
        ids = objects_of(game, ctx, effect.target)
        if effect.choose_one and ids:
            ids = [zn.choose_permanent(game, obj.controller, ids, "return")]
        for pid in ids:
            if pid in st.battlefield:
                ctx.acted_on(st.battlefield[pid])
            zn.return_to_hand(game, pid, obj.controller)
    elif isinstance(effect, PutCounters):
        for pid in objects_of(game, ctx, effect.target):
            perm = st.battlefield.get(pid)
            if perm is not None:
                perm.counters[effect.counter] = perm.counters.get(effect.counter, 0) + effect.count
                game.log("counters_placed", [pid], [*KEYS, "effects.one_shot"],
                         f"{effect.count} {effect.counter} counter(s) are put on {en(perm)} "
                         f"(now {perm.power}/{perm.toughness}).",
                         f"在{zh(perm)}上放置{effect.count}个{effect.counter}指示物（现为{perm.power}/{perm.toughness}）。")
    elif isinstance(effect, CreateTokens):
        for pid in _players(game, ctx, effect.who):
            create_tokens(game, pid, effect, obj.source or obj.id)
    elif isinstance(effect, Exile):
        for pid in objects_of(game, ctx, effect.target):
            perm = st.battlefield.get(pid)
            if perm is not None:
                ctx.acted_on(perm)
                zn.remove_from_game(game, perm)
    elif isinstance(effect, PayOption):
        payer = _payer(game, ctx, effect)
        paid = payer is not None and fx.pay_optional(game, payer, effect.mana, effect.life, obj)
        if paid != effect.unless:
            for inner in effect.effects:
                _dispatch(game, ctx, inner)
    elif isinstance(effect, Sacrifice):
        if effect.what == "self":
            perm = st.battlefield.get(obj.source or "")
            if perm is not None:
                zn.sacrifice(game, perm, "resolution")
            return
        assert isinstance(effect.what, Group)
        for pid in _players(game, ctx, effect.who):
            zn.sacrifice_one(game, pid, effect.what, obj)
    elif isinstance(effect, GainControl):
        for pid in objects_of(game, ctx, effect.target):
            perm = st.battlefield.get(pid)
            if perm is not None:
                zn.gain_control(game, perm, obj.controller)
                ctx.acted_on(perm)
    elif isinstance(effect, Attach):
        tid = ctx.targets.pop(0) if ctx.targets else None
        equipment = st.battlefield.get(obj.source or "")
        host = st.battlefield.get(tid or "")
        if equipment is not None and host is not None:
            zn.attach(game, equipment, host, ["equipment.equip", "equipment.equipped"])
    elif isinstance(effect, AddMana):
        fx.add_mana_effect(game, obj.controller, effect.mana + fx.any_color_mana(game, obj.controller, effect.any_color))


def _payer(game: Game, ctx: Context, effect: PayOption) -> str | None:
    """Who may pay: "you", or "its controller" -- of the spell the next instruction targets (Mana Leak)."""
    if effect.payer == "you":
        return ctx.obj.controller
    nxt = ctx.targets[0] if ctx.targets else None
    spell = game.state.stack_object(nxt or "")
    if spell is not None:
        return spell.controller
    found = _players(game, ctx, effect.payer)
    return found[0] if found else None


def _players(game: Game, ctx: Context, who: Any) -> list[str]:
    return [p for p in objects_of(game, ctx, who) if p in game.state.players]


def _even_share(total: int, n: int, i: int) -> int:
    """Default division (409.1e): as evenly as possible, the remainder to the first targets."""
    return total // n + (1 if i < total % n else 0)


def create_tokens(game: Game, controller: str, effect: CreateTokens, source: str) -> list[Permanent]:
    """Put creature tokens into play (216); each is a new object with its own id."""
    from engine.rules import triggers
    from engine.model.abilities import CardAbilities, KeywordLine

    st = game.state
    made: list[Permanent] = []
    for _ in range(effect.count):
        name = " ".join(effect.subtypes) + " token"
        tid = st.new_object_id("token")
        abilities = CardAbilities((KeywordLine(effect.keywords),)) if effect.keywords else CardAbilities()
        card = Card(id=tid, name=name, types=("creature",), subtypes=effect.subtypes, color_override=effect.colors,
                    power=effect.power, toughness=effect.toughness, abilities=abilities, token=True,
                    name_zh=f"{''.join(effect.subtypes)}衍生物")
        perm = Permanent(card=card, controller=controller, owner=controller, timestamp=st.new_timestamp(),
                         summoning_sick=True)
        st.battlefield[tid] = perm
        zn.enter_play(game, perm)
        made.append(perm)
        game.log("token_created", [tid, source], [*KEYS, "zones.tokens"],
                 f"A {effect.power}/{effect.toughness} {name} comes into play under player {controller}'s control "
                 f"(id {tid}).",
                 f"一个{effect.power}/{effect.toughness}的{card.name_zh}进场，由牌手{controller}操控（id {tid}）。")
    refresh(game)
    for perm in made:
        triggers.on_enters(game, perm)
    return made
