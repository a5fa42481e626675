"""Card names in the three interface languages, and name completion for the board builder.

A library card has its English name and, where it is certain, its printed Simplified name
(``name_zh``) and Traditional name (``name_zh_hant``, where the library has it); a missing
Traditional name is converted from the Simplified one and marked so. A card the library does
not know (an inline card of a scenario) keeps the names the scenario gave it.

    >>> names_of("Lightning Bolt", library)["zh-Hans"]       # doctest: +SKIP
    '闪电击'
    >>> [c["name"] for c in suggest("闪电", library)][:1]     # doctest: +SKIP
    ['Lightning Bolt']
"""

from __future__ import annotations

import difflib
from typing import Any

from oracle.traditional import to_traditional


def names_of(name: str, library: Any) -> dict[str, Any]:
    """``{"en", "zh-Hans"?, "zh-Hant"?, "converted"?: ["zh-Hant"]}`` for a card name (English or Chinese)."""
    card = library.exact(name) if name else None
    return names_of_card(card) if card is not None else {"en": name}


def names_of_card(card: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"en": card.name}
    if card.name_zh:
        out["zh-Hans"] = card.name_zh
        hant = getattr(card, "name_zh_hant", "")
        if hant:
            out["zh-Hant"] = hant
        else:
            out["zh-Hant"] = to_traditional(card.name_zh)
            out["converted"] = ["zh-Hant"]
    return out


def card_summary(card: Any) -> dict[str, Any]:
    """What a completion list shows of a card: names, cost, type line, P/T."""
    return {"name": card.name, "names": names_of_card(card), "mana_cost": card.mana_cost,
            "types": list(card.types), "subtypes": list(card.subtypes), "supertypes": list(card.supertypes),
            "power": card.power, "toughness": card.toughness, "source": getattr(card, "source", "library"),
            "parsed": card.abilities is not None}


def suggest(query: str, library: Any, limit: int = 10) -> list[dict[str, Any]]:
    """Cards for a typed prefix or fragment of any of their names (English, printed Simplified or
    Traditional, an alias; either script, case and punctuation aside): names that start with it
    first, then names that contain it, and only when none do, close spellings ("did you mean")."""
    from oracle.cards import name_key

    needle = name_key(query.strip())
    if not needle:
        return []
    starts, contains = [], []
    for card, keys in library.name_index:
        if any(k.startswith(needle) for k in keys):
            starts.append(card)
        elif any(needle in k for k in keys):
            contains.append(card)
    found = sorted(starts, key=lambda c: (len(c.name), c.name)) + sorted(contains, key=lambda c: c.name)
    imported = getattr(library, "imported", None)  # a catalog: the cards imported into the data directory
    if imported and len(found) < limit:
        own = {c.name for c in found}
        found += [c for c in imported.matching(needle, limit) if c.name not in own]
    if not found and len(needle) <= 100:
        by_key = {k: card for card, keys in library.name_index for k in keys}
        for key in difflib.get_close_matches(needle, list(by_key), n=limit, cutoff=0.6):
            if by_key[key] not in found:
                found.append(by_key[key])
        near = imported.closest(query) if imported else None
        if near is not None and all(c.name != near[1].name for c in found):
            found.append(near[1])
    return [card_summary(c) for c in found[:limit]]


def did_you_mean(name: str, library: Any, limit: int = 3) -> list[str]:
    """English names of the library cards closest to a misspelt ``name``."""
    return [s["name"] for s in suggest(name, library, limit=limit)]
