"""Mana as data: cost symbols and mana pools (no rules, no game).

    >>> parse_mana_cost("{2}{G}{G}")
    ['2', 'G', 'G']
    >>> mana_value(["2", "G", "G"])
    4
    >>> can_pay_from({"C": 1, "G": 2}, ["1", "G"])
    {'G': 1}
"""

from __future__ import annotations

import re

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


def add_mana(pool: dict[str, int], symbols: tuple[str, ...]) -> None:
    """Add mana to a pool (a player's ``mana_pool``)."""
    for sym in symbols:
        pool[sym] = pool.get(sym, 0) + 1


def format_pool(pool: dict[str, int]) -> str:
    return "".join(f"{{{c}}}" * pool.get(c, 0) for c in POOL_ORDER) or "{0}"


def symbols_text(symbols: list[str] | tuple[str, ...]) -> str:
    """``["1", "R"]`` -> ``"{1}{R}"``."""
    return "".join(f"{{{s}}}" for s in symbols)
