"""The printed English text of the older sets, with its mana and tap symbols written as ``{…}``.

MTGJSON's ``originalText`` of the sets up to Onslaught keeps the symbols the way Gatherer's scraped
pages spelled them: a symbol is an ``o`` followed by its code, and a coloured or X symbol's letter
sits on a line of its own, sometimes after a doubled ``o``:

=====================  =============
as stored              the symbol
=====================  =============
``oc\\nT``              ``{T}``
``o\\nW``, ``oo\\nW``    ``{W}`` (also U, B, R, G, X)
``o3``                  ``{3}``
``o3o\\nUoo\\nU``        ``{3}{U}{U}``
``1o\\nRoo\\nR``         ``{1}{R}{R}`` (a few 4th Edition texts lost the first ``o``)
=====================  =============

Left as it is, "oc\\nT: Add o\\nG to your mana pool." is three broken lines to the card language;
decoded it is the era's "{T}: Add {G} to your mana pool.", which the card language reads like any
other text. The decoder only rewrites a run of such codes that starts where no word does (not
after a letter, digit or apostrophe) and is not followed by a lower-case letter, so ordinary words
("of", "on", "or", "to", "Echo" at a line's end followed by the next line) are never touched. The
era printed neither snow, untap, hybrid nor Phyrexian symbols in this encoding (the later sets'
``originalText`` already has ``{…}``), so none is decoded.

This is the importer's business alone: the engine's card language knows nothing of MTGJSON.
"""

from __future__ import annotations

import re

#: one encoded symbol: the tap symbol, a coloured or X mana symbol, or a generic amount
_SYMBOL = r"(?:oc\nT|oo?\n[WUBRGX]|o\d+)"
#: a run of encoded symbols, outside any word
_RUN = re.compile(rf"(?<![A-Za-z0-9'])(?:\d+(?=oo?\n[WUBRGX]))?{_SYMBOL}+(?![a-z])")
_ONE = re.compile(r"oc\n(T)|oo?\n([WUBRGX])|o?(\d+)")


def _symbols(run: re.Match[str]) -> str:
    return "".join("{" + "".join(part for part in m.groups() if part) + "}" for m in _ONE.finditer(run.group()))


def decode(text: str) -> str:
    """``text`` with every encoded symbol written ``{…}``; a text without them is returned as it is."""
    if "o" not in text:
        return text
    return _RUN.sub(_symbols, text)
