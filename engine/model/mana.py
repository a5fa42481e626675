"""Mana as data: cost symbols and mana pools (no rules, no game).

    >>> parse_mana_cost("{2}{G}{G}")
    ['2', 'G', 'G']
    >>> mana_value(["2", "G", "G"])
    4
    >>> can_pay_from({"C": 1, "G": 2}, ["1", "G"])
    {'G': 1}
    >>> can_pay_from({"W": 1}, ["R/W"])
    {}
    >>> mana_value(["2/W", "2/W"])
    4
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator

POOL_ORDER = ("C", "W", "U", "B", "R", "G")
#: one mana symbol of a cost: generic, a colour, X, or a hybrid symbol (two colours, or {2/W}: two
#: generic or one of the colour)
SYMBOL = re.compile(r"\d+|[WUBRGX]|[WUBRG]/[WUBRG]|2/[WUBRG]")
#: hybrid symbols one cost may hold: every way to pay them is tried, so the work is 2 ** this; the
#: era's cards have at most five (Reaper King)
MAX_HYBRID = 8


def parse_mana_cost(text: str) -> list[str]:
    """``"{1}{B}"`` -> ``["1", "B"]``; raises ValueError on malformed text."""
    return list(_parsed_cost((text or "").strip()))


@functools.lru_cache(maxsize=4096)
def _parsed_cost(text: str) -> tuple[str, ...]:
    """The symbols of one cost, read once per process: every card a scenario builds, every payment
    and every mana value asks again for the same few costs (a pure function of its text)."""
    if not text:
        return ()
    symbols = re.findall(r"\{([^}]*)\}", text)
    if "".join(f"{{{s}}}" for s in symbols) != text or not all(SYMBOL.fullmatch(s.upper()) for s in symbols):
        raise ValueError(f"malformed mana cost {text!r}")
    out = tuple(s.upper() for s in symbols)
    check_hybrid_count(out)
    return out


def check_hybrid_count(cost: list[str] | tuple[str, ...]) -> None:
    """``ValueError`` for a cost with more hybrid symbols than ``MAX_HYBRID`` (no card has so many)."""
    if sum(1 for sym in cost if is_hybrid(sym)) > MAX_HYBRID:
        raise ValueError(f"a mana cost may hold at most {MAX_HYBRID} hybrid symbols")


def symbol_value(sym: str) -> int:
    """One symbol's share of the mana value: a hybrid symbol counts its larger half ({2/W} is 2)."""
    if "/" in sym:
        return max(symbol_value(half) for half in sym.split("/"))
    return int(sym) if sym.isdigit() else (0 if sym == "X" else 1)


def mana_value(symbols: list[str] | tuple[str, ...]) -> int:
    return sum(symbol_value(s) for s in symbols)


def card_mana_value(card: object) -> int:
    """A card's converted mana cost, from its printed ``mana_cost`` (0 for a land or an unreadable cost)."""
    try:
        return mana_value(parse_mana_cost(getattr(card, "mana_cost", "") or ""))
    except ValueError:
        return 0


def is_hybrid(sym: str) -> bool:
    return "/" in sym


def plain_costs(cost: list[str] | tuple[str, ...]) -> Iterator[list[str]]:
    """Every way to pay a cost's hybrid symbols, each as a cost without them: a hybrid symbol is paid
    with either of its halves, so ``["1", "R/W"]`` is ``["1", "R"]`` or ``["1", "W"]``. The order is
    fixed (each symbol's halves as written, a colour before {2}), so the engine's choice is the same
    on every run. A cost without hybrid symbols is its only way."""
    choices = [sorted(sym.split("/"), key=str.isdigit) if is_hybrid(sym) else [sym] for sym in cost]
    for pick in itertools.product(*choices):
        yield list(pick)


def can_pay_from(pool: dict[str, int], cost: list[str] | tuple[str, ...]) -> dict[str, int] | None:
    """The pool left after paying ``cost`` from ``pool``, or None if it cannot be paid. A hybrid
    symbol is paid with the first of its halves (``plain_costs``) that lets the whole cost be paid."""
    if any(is_hybrid(sym) for sym in cost):
        for plain in plain_costs(cost):
            left = can_pay_from(pool, plain)
            if left is not None:
                return left
        return None
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


def add_mana(pool: dict[str, int], symbols: tuple[str, ...]) -> None:
    """Add mana to a pool (a player's ``mana_pool``)."""
    for sym in symbols:
        pool[sym] = pool.get(sym, 0) + 1


def format_pool(pool: dict[str, int]) -> str:
    return "".join(f"{{{c}}}" * pool.get(c, 0) for c in POOL_ORDER) or "{0}"


def symbols_text(symbols: list[str] | tuple[str, ...]) -> str:
    """``["1", "R"]`` -> ``"{1}{R}"``."""
    return "".join(f"{{{s}}}" for s in symbols)
