"""Mana: cost symbols, mana pools, paying costs by tapping lands, emptying pools with mana burn.

    >>> parse_mana_cost("{2}{G}{G}")
    ['2', 'G', 'G']
    >>> mana_value(["2", "G", "G"])
    4
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.model.abilities import AddMana
from engine.errors import IllegalAction
from engine.model.objects import Permanent, Player

POOL_ORDER = ("C", "W", "U", "B", "R", "G")


def parse_mana_cost(text: str) -> list[str]:
    """``"{1}{B}"`` -> ``["1", "B"]``; raises ValueError on malformed text."""
    text = (text or "").strip()
    if not text:
        return []
    symbols = re.findall(r"\{([^}]*)\}", text)
    if "".join(f"{{{s}}}" for s in symbols) != text or not all(re.fullmatch(r"\d+|[WUBRGX]", s.upper()) for s in symbols):
        raise ValueError(f"malformed mana cost {text!r}")
    return [s.upper() for s in symbols]


def mana_value(symbols: list[str] | tuple[str, ...]) -> int:
    return sum(int(s) if s.isdigit() else (0 if s == "X" else 1) for s in symbols)


def can_pay_from(pool: dict[str, int], cost: list[str] | tuple[str, ...]) -> dict[str, int] | None:
    """The pool left after paying ``cost`` from ``pool``, or None if it cannot be paid."""
    left = dict(pool)
    generic = 0
    for sym in cost:
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            continue
        elif left.get(sym, 0) > 0:
            left[sym] -= 1
        else:
            return None
    for color in POOL_ORDER:  # colourless first, then colours in WUBRG order: deterministic
        take = min(generic, left.get(color, 0))
        left[color] = left.get(color, 0) - take
        generic -= take
    if generic > 0:
        return None
    return {c: n for c, n in left.items() if n > 0}


def land_mana(permanent: Permanent) -> str | None:
    """The colour a land's first mana ability produces (single-symbol abilities only)."""
    for ability in permanent.card.activated:
        if ability.is_mana_ability and ability.cost.tap and not ability.cost.mana:
            effect = ability.effects[0]
            assert isinstance(effect, AddMana)
            return effect.mana[0]
    return None


@dataclass(frozen=True)
class PaymentPlan:
    """Which lands to tap (with the mana each adds) before paying from the pool."""

    taps: tuple[tuple[str, str], ...]


def plan_payment(
    player: Player, lands: list[Permanent], cost: list[str] | tuple[str, ...], rule: str
) -> PaymentPlan:
    """Choose untapped lands to tap so that pool + their mana pays ``cost``.

    Coloured symbols are matched first, in battlefield order; generic mana then uses the
    remaining lands in battlefield order. Raises ``IllegalAction`` (409.1f) when impossible.
    """
    if can_pay_from(player.mana_pool, cost) is not None:
        return PaymentPlan(())
    available = [(p, land_mana(p)) for p in lands if not p.tapped]
    available = [(p, c) for p, c in available if c is not None]
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
        pick = next(((p, c) for p, c in available if c == color and p.id not in used), None)
        if pick is None:
            break
        used.add(pick[0].id)
        chosen.append((pick[0].id, color))
    generic -= sum(pool.values())
    for p, c in available:
        if generic <= 0:
            break
        if p.id not in used:
            used.add(p.id)
            chosen.append((p.id, c))
            generic -= 1
    produced: dict[str, int] = dict(player.mana_pool)
    for _, c in chosen:
        produced[c] = produced.get(c, 0) + 1
    if can_pay_from(produced, cost) is None:
        raise IllegalAction(
            f"{player.id} cannot pay {''.join('{' + s + '}' for s in cost)}",
            f"牌手{player.id}无法支付{''.join('{' + s + '}' for s in cost)}",
            rules=[rule],
        )
    return PaymentPlan(tuple(chosen))


def add_mana(player: Player, symbols: tuple[str, ...]) -> None:
    for sym in symbols:
        player.mana_pool[sym] = player.mana_pool.get(sym, 0) + 1


def format_pool(pool: dict[str, int]) -> str:
    return "".join(f"{{{c}}}" * pool.get(c, 0) for c in POOL_ORDER) or "{0}"
