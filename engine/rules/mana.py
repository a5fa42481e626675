"""Paying mana: which lands to tap for a cost, mana abilities (406.1e, 411), triggered mana
abilities (411.3), mana "of any color", and optional payments on resolution ("unless ... pays").

Mana pools and cost arithmetic are data (``engine.model.mana``); when pools empty and what unused
mana does is the ruleset's (``Ruleset.pools_empty_after``, ``Ruleset.empty_mana_pool``).

A land's mana is read from its first mana ability, which for a basic land type is built once per
card (``Card.activated`` is cached), so paying many costs stays cheap.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.abilities import ActivatedAbility, Cost
from engine.model.mana import add_mana, can_pay_from, format_pool, is_hybrid, plain_costs, symbols_text
from engine.model.objects import Permanent, Player, StackObject
from engine.rules.players import change_life
from engine.rules.status import tap
from engine.rules.zones import sacrifice
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game


def land_colors(permanent: Permanent) -> tuple[str, ...]:
    """The colours a land can add by tapping it alone, over all its mana abilities whose only cost is
    {T}: one each ("{T}: Add {G}"), the choice of "{T}: Add {W} or {U}", and for a dual land the
    ability of each of its basic land types (212.6d: Badlands pays {B} or {R}), in text order;
    empty when it has none of these. After the first, a mana ability with a drawback (Yavimaya
    Coast's "deals 1 damage to you") is never chosen for an automatic payment."""
    colors: list[str] = []
    for ability in permanent.card.activated:
        if ability.is_mana_ability and ability.cost.tap and not ability.cost.mana and ability.effects:
            if colors and len(ability.effects) > 1:
                continue
            effect = ability.effects[0]
            if getattr(effect, "instead_if", None) is not None:
                continue  # "..., add {C}{C} instead": more than one mana, tapped only when named (pay:)
            choice = tuple(getattr(effect, "choice", ()))
            mana = tuple(getattr(effect, "mana", ()))
            colors.extend(c for c in choice or mana[:1] if c not in colors)
    return tuple(colors)


def land_mana(permanent: Permanent) -> str | None:
    """The colour a land's first mana ability adds when nothing asks for another (its first choice)."""
    colors = land_colors(permanent)
    return colors[0] if colors else None


@dataclass(frozen=True)
class PaymentPlan:
    """Which lands to tap (with the mana each adds) before paying from the pool."""

    taps: tuple[tuple[str, str], ...]


def plan_payment(
    player: Player, lands: list[Permanent], cost: list[str] | tuple[str, ...], rule: str
) -> PaymentPlan:
    """Choose untapped lands to tap so that pool + their mana pays ``cost``. A cost with hybrid
    symbols is paid the first way (``plain_costs``: each symbol's halves in the order written) that
    the pool and the lands can pay; when none can, the refusal names the cost as written."""
    if any(is_hybrid(sym) for sym in cost):
        for plain in plain_costs(cost):
            try:
                return _plan_plain(player, lands, plain, rule)
            except IllegalAction:
                continue
        raise IllegalAction(Msg("illegal.cannot_pay", player=player.id, cost=symbols_text(cost)),
                            rules=[rule] if rule else [])
    return _plan_plain(player, lands, cost, rule)


def _plan_plain(
    player: Player, lands: list[Permanent], cost: list[str] | tuple[str, ...], rule: str
) -> PaymentPlan:
    """``plan_payment`` for a cost without hybrid symbols.

    Coloured symbols are matched first, in battlefield order; generic mana then uses the
    remaining lands in battlefield order. Raises ``IllegalAction`` (``rule``, 409.1f) when impossible.
    """
    if can_pay_from(player.mana_pool, cost) is not None:
        return PaymentPlan(())
    # lands of one colour first, so a land with a choice of colours is kept for what only it can pay
    usable = sorted(((p, land_colors(p)) for p in lands if not p.tapped and land_colors(p)),
                    key=lambda pc: len(pc[1]))
    pool = dict(player.mana_pool)
    need_colored: list[str] = []
    generic = 0
    for sym in cost:
        if sym.isdigit():
            generic += int(sym)
        elif sym != "X":
            if pool.get(sym, 0) > 0:
                pool[sym] -= 1
            else:
                need_colored.append(sym)
    chosen: list[tuple[str, str]] = []
    used: set[str] = set()
    for color in need_colored:
        pick = next((p for p, colors in usable if color in colors and p.id not in used), None)
        if pick is None:
            break
        used.add(pick.id)
        chosen.append((pick.id, color))
    generic -= sum(pool.values())
    for p, colors in usable:
        if generic <= 0:
            break
        if p.id not in used:
            used.add(p.id)
            chosen.append((p.id, colors[0]))
            generic -= 1
    produced: dict[str, int] = dict(player.mana_pool)
    for _, c in chosen:
        produced[c] = produced.get(c, 0) + 1
    if can_pay_from(produced, cost) is None:
        raise IllegalAction(Msg("illegal.cannot_pay", player=player.id, cost=symbols_text(cost)),
                            rules=[rule] if rule else [])
    return PaymentPlan(tuple(chosen))


def mana_ability_used(game: Game, perm: Permanent, mana: tuple[str, ...], cost: Cost | None = None) -> None:
    """A mana ability of ``perm`` was activated: the step saying so, in the words of its cost (a
    land tapped, a Blood Pet sacrificed, a Lotus Petal tapped and sacrificed: a sacrifice is never
    reported as a tap), then triggered mana abilities (411.3)."""
    keys = ["mana.activate", "mana.ability_no_stack"]
    if perm.card.is_creature and perm.summoning_sick and perm.has("haste"):
        keys.append("haste.ignores_sickness")  # it could tap for mana only because it has haste
    if any(s.lower() in ("plains", "island", "swamp", "mountain", "forest") for s in perm.card.subtypes):
        keys.append("land.basic_mana")
    pool = format_pool(game.state.players[perm.controller].mana_pool)
    game.log("mana_ability", [perm.id], keys, _mana_message(cost), player=perm.controller, source=perm.label,
             mana=symbols_text(mana), pool=pool)
    _triggered_mana(game, perm)


def _mana_message(cost: Cost | None) -> str:
    """The catalog key that says how the mana ability's cost was paid (default: a tap)."""
    if cost is None or (cost.tap and not cost.sacrifice_self):
        return "mana_ability"
    if cost.sacrifice_self:
        return "mana_ability.tapped_and_sacrificed" if cost.tap else "mana_ability.sacrificed"
    return "mana_ability.activated"


def first_mana_ability(perm: Permanent) -> ActivatedAbility | None:
    """The mana ability a permanent listed as a mana source (or tapped to pay a cost) uses: its first."""
    return next((a for a in perm.activated if a.is_mana_ability), None)


def _triggered_mana(game: Game, land: Permanent) -> None:
    """Triggered mana abilities (411.3, Wild Growth): they don't wait for priority or use the stack --
    the extra mana is added at once."""
    for aura in game.state.attached(land.id):
        for ability in aura.card.abilities.triggered:
            if ability.event != "tapped_for_mana":
                continue
            mana = tuple(m for e in ability.effects for m in getattr(e, "mana", ()))
            owner = game.state.players[land.controller]
            add_mana(owner.mana_pool, mana)
            game.log("mana_ability", [aura.id, land.id], ["mana.triggered", "mana.ability_no_stack"],
                     "mana_ability.triggered", source=aura.label, mana=symbols_text(mana), player=land.controller,
                     pool=format_pool(owner.mana_pool))


def pay_mana(game: Game, player_id: str, cost: list[str], taps: list[tuple[str, tuple[str, ...]]]) -> tuple[str, ...]:
    """Activate the chosen mana abilities (no stack, 406.1e), then take the cost from the pool.
    Returns the colours of mana spent (sunburst counts them), in WUBRG order."""
    owner = game.state.players[player_id]
    for sid, mana in taps:
        perm = game.state.battlefield[sid]
        ability = first_mana_ability(perm)
        paid = ability.cost if ability is not None else Cost(tap=True)
        if paid.tap:
            tap(game, perm)
        if paid.sacrifice_self:  # Lotus Petal, Blood Pet: the sacrifice is part of the cost (409.1f)
            sacrifice(game, perm, "cost")
        add_mana(owner.mana_pool, mana)
        mana_ability_used(game, perm, mana, paid)
    left = can_pay_from(owner.mana_pool, cost)
    assert left is not None
    spent = tuple(c for c in "WUBRG" if owner.mana_pool.get(c, 0) > left.get(c, 0))
    owner.mana_pool = left
    return spent


def pay_optional(game: Game, payer: str, mana: tuple[str, ...], life: int, obj: StackObject) -> bool:
    """An optional payment on resolution ("unless ... pays", "you may pay"): ``choose: {player: P,
    pay: false}`` declines; by default the player pays when able (mana from the pool, then untapped
    lands chosen as for casting). Returns whether it was paid."""
    state = game.state
    player = state.players[payer]
    wanted = game.take_choice("pay", payer)
    cost = symbols_text(mana) if mana else Msg("cost.life", life=life)
    how = None if wanted is True else Msg("payment.default")
    if wanted is False:
        game.log("payment_declined", [payer, obj.id], ["resolve.choices"], player=payer, cost=cost)
        return False
    if life:
        if player.life < life:
            return False
        change_life(game, payer, -life)
        game.log("payment_made", [payer, obj.id], ["resolve.choices"], player=payer, cost=cost, how=how)
        return True
    try:
        plan = plan_payment(player, state.lands(payer), list(mana), "")
    except IllegalAction:
        game.log("payment_impossible", [payer, obj.id], ["resolve.choices"], player=payer, cost=cost)
        return False
    for sid, produced in plan.taps:
        tap(game, state.battlefield[sid])
        add_mana(player.mana_pool, (produced,))
    left = can_pay_from(player.mana_pool, list(mana))
    assert left is not None
    player.mana_pool = left
    game.log("payment_made", [payer, obj.id], ["resolve.choices", "cast.pay_costs"], player=payer, cost=cost, how=how)
    return True
