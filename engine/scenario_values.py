"""Checked values of scenario fields: each reader names where a bad value is and what it must be,
in English and Chinese (``players[0].life: must be a whole number``).

    >>> int_value(3, "turn", minimum=1)
    3
"""

from __future__ import annotations

from typing import Any

from engine.errors import InvalidScenario
from engine.rules.turn import STEPS


def err(at: str, en: str, zh: str) -> InvalidScenario:
    return InvalidScenario(f"{at}: {en}", f"{at}：{zh}", at=at)


def int_value(value: Any, at: str, *, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise err(at, f"must be a whole number, got {value!r}", f"必须是整数，而不是{value!r}")
    if minimum is not None and value < minimum:
        raise err(at, f"must be >= {minimum}", f"必须≥{minimum}")
    return value


def str_list(value: Any, at: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise err(at, "must be a list of strings", "必须是字符串列表")
    return list(value)


def step_value(value: Any, at: str) -> str:
    if value not in STEPS:
        raise err(at, f"unknown step {value!r} (one of {', '.join(STEPS)})", f"未知的步骤“{value}”")
    return str(value)


def bool_value(value: Any, at: str) -> bool:
    if not isinstance(value, bool):
        raise err(at, "must be true or false", "必须是true或false")
    return value

