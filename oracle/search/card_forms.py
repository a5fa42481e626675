"""Card names as query words: "Mogg Fanatic's ability" asks about sacrificing and dealing damage.

Players name a card where the rules name what it does. At build time each card of the library
(``rules_corpus/cards``, our own card texts) becomes a vocabulary form whose meaning is the terms
its text and type line name, so the query reads as those terms, in the query's language, and the
answer shows ``card:<name>`` among what it understood. Only names that can't be an everyday word
are taken (two English words or more, three Chinese characters or more), and a name never
replaces a form the terminology or vocabulary already has.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from oracle.search.concepts import concepts_in
from oracle.search.tables import RULES_CORPUS, Tables
from oracle.search.text import fold, is_cjk

CARDS_DIR = RULES_CORPUS / "cards"


def library_cards(folder: Path = CARDS_DIR) -> list[dict[str, Any]]:
    """The library's cards as written in ``rules_corpus/cards/*.yaml`` (build time only)."""
    from rules_corpus.yamlio import load_yaml

    cards: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.yaml")):
        cards += [card for card in load_yaml(path) or [] if isinstance(card, dict) and card.get("name")]
    return cards


def _names(card: dict[str, Any]) -> list[str]:
    out = []
    english = fold(str(card["name"])).strip()
    if len(english.split()) >= 2:
        out.append(english)
    for key in ("name_zh", "name_zh_hant"):
        chinese = fold(str(card.get(key) or "")).strip()
        if len(chinese) >= 3 and is_cjk(chinese):
            out.append(chinese)
    return list(dict.fromkeys(out))


def with_card_forms(compiled: dict[str, Any], cards: list[dict[str, Any]]) -> dict[str, Any]:
    """``compiled`` tables with a form for each card name, meaning the terms the card's text names."""
    tables = Tables(compiled)
    taken = set(tables.form_rows)
    rows = list(compiled["forms"])
    for card in cards:
        names = [n for n in _names(card) if n not in taken]
        if not names:
            continue
        described = " \n".join([str(card.get("text") or ""), " ".join(map(str, card.get("subtypes") or [])),
                                " ".join(map(str, card.get("types") or []))])
        matches = list(dict.fromkeys([*concepts_in(fold(described), tables), *_ability_kinds(card)]))
        if not matches:
            continue
        for name in names:
            taken.add(name)
            rows.append({"form": name, "terms": matches, "slang": f"card:{card['name']}", "say": None,
                         "generic": False, "cjk": is_cjk(name)})
    rows.sort(key=lambda r: (-len(r["form"]), r["form"]))
    return dict(compiled, forms=rows)



_ACTIVATED = re.compile(r'^[^"“]*?:')  # "Cost: Effect", the colon before any quoted text
_TRIGGERED = re.compile(r"^(when|whenever|at the beginning|at end)\b", re.IGNORECASE)


def _ability_kinds(card: dict[str, Any]) -> list[str]:
    """The kinds of ability the card's lines are (a "Cost: Effect" line is an activated ability,
    "When …" a triggered one): a card's name asks about those rules too."""
    out = []
    for line in str(card.get("text") or "").splitlines():
        line = line.strip()
        if _TRIGGERED.match(line):
            out.append("triggered_ability")
        elif _ACTIVATED.match(line):
            out.append("activated_ability")
    return list(dict.fromkeys(out))
