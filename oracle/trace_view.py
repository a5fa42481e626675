"""The engine's answer as the workbench shows it: every text and card name in all three languages.

``engine.resolve`` explains each step in Simplified Chinese and English and names cards in English
on its boards. For the 繁 interface each text gets a Traditional version converted from the
Simplified one (listed in the step's ``converted``, so no one takes it as written), and the result
gets a ``names`` table: each card name on any board, in every language the library knows.
Texts the engine already gives in Traditional are kept as they are.
"""

from __future__ import annotations

from typing import Any

from oracle.card_names import names_of
from oracle.traditional import with_traditional


def _boards(result: dict[str, Any]) -> list[dict[str, Any]]:
    boards = [result.get("initial_board"), result.get("state")] + [s.get("board") for s in result.get("steps", [])]
    return [b for b in boards if b]


def _card_names(board: dict[str, Any]) -> set[str]:
    names = {p["name"] for p in board.get("battlefield", [])} | {s["name"] for s in board.get("stack", [])}
    for player in board.get("players", {}).values():
        names.update(player.get("hand", []))
        names.update(player.get("graveyard", []))
    return {n for n in names if n}


def add_languages(result: dict[str, Any], library: Any, extra_names: tuple[str, ...] = ()) -> dict[str, Any]:
    """``result`` with Traditional step texts and the ``names`` table (changed in place, returned);
    ``extra_names`` are named too (cards of zones a board only counts, like a listed library)."""
    for step in result.get("steps", []):
        step["text"], converted = with_traditional(step.get("text"))
        if converted:
            step["converted"] = ["zh-Hant"]
    names: dict[str, Any] = {name: names_of(name, library) for name in extra_names if name}
    for board in _boards(result):
        for name in sorted(_card_names(board) - set(names)):
            names[name] = names_of(name, library)
        for perm in board.get("battlefield", []):  # engines that name cards in Chinese on the board
            if perm.get("name_zh") and perm["name"] in names and "zh-Hans" not in names[perm["name"]]:
                names[perm["name"]] = dict(names[perm["name"]], **with_traditional({"zh-Hans": perm["name_zh"]})[0])
    result["names"] = names
    return result


def error_with_languages(error: dict[str, Any]) -> dict[str, Any]:
    """An engine error whose message also reads in Traditional."""
    message, converted = with_traditional(error.get("message"))
    out = dict(error, message=message)
    if converted:
        out["converted"] = ["zh-Hant"]
    return out
