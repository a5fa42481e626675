"""Simplified -> Traditional Chinese for text the engine composes at run time (card names, card
text rendered from the ability AST, scenario error messages).

The catalog's own Traditional texts are written out in ``messages.yaml``; this converter is for
the rest. It is a reviewable table (``hant.yaml``: characters, the few phrases whose character depends on its
neighbours, such as 只能 / 一只, and the regional words of Taiwanese play the terminology table
records, such as 玩家 for 牌手), not a general converter, so the engine needs no OpenCC at run time.
``tests/integration/test_engine_hant.py`` checks the characters and phrases against OpenCC (s2tw,
the Taiwanese forms) for every text the engine can produce, and the words against the table.

    >>> to_traditional("闪电击对灰熊造成3点伤害")
    '閃電擊對灰熊造成3點傷害'
    >>> to_traditional("目标牌手")
    '目標玩家'
"""

from __future__ import annotations

import re
from functools import cache
from importlib.resources import files

import yaml

TABLE_FILE = files("engine.text").joinpath("hant.yaml")
#: libyaml's C parser when PyYAML has it: the pure-Python one takes about 0.5 s for this file.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@cache
def _table() -> tuple[dict[int, int], re.Pattern[str] | None, dict[str, str]]:
    data = yaml.load(TABLE_FILE.read_text(encoding="utf-8"), Loader=_LOADER)  # noqa: S506 - a safe loader
    simplified, traditional = "".join(data["simplified"].split()), "".join(data["traditional"].split())
    if len(simplified) != len(traditional):
        raise ValueError("hant.yaml: the two character rows differ in length")
    phrases: dict[str, str] = (data.get("terms") or {}) | (data.get("phrases") or {})
    pattern = re.compile("|".join(sorted(map(re.escape, phrases), key=len, reverse=True))) if phrases else None
    return str.maketrans(simplified, traditional), pattern, phrases


def to_traditional(text: str) -> str:
    """``text`` in Traditional characters (characters outside the table are kept as they are)."""
    chars, pattern, phrases = _table()
    if pattern is None:
        return text.translate(chars)
    pieces = pattern.split(text)
    found = pattern.findall(text)
    out = [pieces[0].translate(chars)]
    for phrase, rest in zip(found, pieces[1:], strict=True):
        out.append(phrases[phrase])
        out.append(rest.translate(chars))
    return "".join(out)
