"""``oracle card NAME`` and ``oracle cards [--search TEXT] [--coverage]``: the card library in a terminal.

Both return ``(exit_code, text)`` so the CLI stays a thin wrapper and tests call them directly.
A name or a search is read in either language and either script (``oracle card 閃電擊``).
"""

from __future__ import annotations

import json
from typing import Any

from oracle.cards import CardLibrary, LibraryCard
from oracle.compare.phrases import _


def _type_line(card: LibraryCard) -> str:
    line = " ".join(s.capitalize() for s in (*card.supertypes, *card.types))
    if card.subtypes:
        line += " — " + " ".join(card.subtypes)
    return line + (f"  {card.power}/{card.toughness}" if card.power is not None else "")


def _names(card: LibraryCard) -> str:
    chinese = [n for n in dict.fromkeys((card.name_zh, card.name_zh_hant)) if n]
    return card.name + (f" ({' / '.join(chinese)})" if chinese else "")


def card_text(card: LibraryCard) -> str:
    """A card as a terminal shows it: names, cost, type line, its text in English and Chinese."""
    lines = [f"{_names(card)}  {card.mana_cost}".rstrip(), _type_line(card)]
    if card.aliases:
        lines.append("also known as: " + ", ".join(card.aliases))
    if getattr(card, "source", "library") == "import":
        lines.append("imported from MTGJSON: " + ", ".join(getattr(card, "sets", ())))
    if card.abilities is not None:
        if card.text:
            lines += ["", card.text_en, "", card.text_zh]
        lines += ["", "templates: " + (", ".join(card.templates()) or "(none)")]
    else:
        assert card.error is not None
        lines += ["", card.text, "", f"unsupported text: {card.error['phrase']!r}"
                  + (f" (stopped at {card.error['stopped_at']!r})" if card.error.get("stopped_at") else "")]
        if card.error.get("suggestions"):
            lines += ["nearest templates: " + " | ".join(card.error["suggestions"])]
        elif not card.error.get("stopped_at") and isinstance(card.error.get("message"), dict):
            lines += [card.error["message"].get("en", "")]
    lines += _printed_lines(card)
    return "\n".join(lines)


def _printed_lines(card: LibraryCard) -> list[str]:
    """The printed texts an import holds for the card (the earliest English, each Chinese printing)."""
    from oracle.card_catalog import default_catalog

    found = getattr(card, "printed", None)
    if found is None and getattr(card, "source", "library") == "library":
        catalog = default_catalog()
        found = catalog.imported.printed_of(card.name) if catalog.imported else None
    if not found:
        return []
    out: list[str] = []
    if found.get("en"):
        out += ["", f"printed text ({found['en']['set']}):", found["en"]["text"]]
    for lang, label in (("zh-Hans", "printed Simplified Chinese"), ("zh-Hant", "printed Traditional Chinese")):
        for entry in found.get(lang) or ():
            out += ["", f"{label} ({', '.join(entry['sets'])}): {entry['name']}"]
            if entry["text"]:
                out.append(entry["text"])
    return out


def card_command(name: str, as_json: bool = False, library: CardLibrary | None = None) -> tuple[int, str]:
    """``oracle card NAME [--json]``: 0 and the card, or 1 and a message when nothing matches; a card
    is looked for in the library, then in the cards imported into the data directory."""
    from oracle.card_catalog import default_catalog

    lib = library or default_catalog()
    card = lib.get(name)
    if card is None:
        texts = _('no card named "%(name)s"', name=name).texts()
        message = {"error": {"kind": "not_found", "message": texts}}
        return 1, json.dumps(message, ensure_ascii=False) if as_json else texts["en"]
    if as_json:
        data = card.to_dict()
        data.setdefault("source", "library")
        if data["source"] == "library":
            imported = getattr(lib, "imported", None)
            found = imported.printed_of(card.name) if imported else None
            if found:
                data["printed"] = found
        return 0, json.dumps(data, ensure_ascii=False, indent=2)
    return 0, card_text(card)


def cards_command(search: str | None = None, coverage: bool = False, as_json: bool = False,
                  library: CardLibrary | None = None) -> tuple[int, str]:
    """``oracle cards [--search TEXT] [--coverage] [--json]``; exit 1 if coverage is below 100%.

    A search asks the catalog (the library, then the cards imported into the data directory, by
    any of their names); the list and the coverage are the library's own."""
    from oracle.card_catalog import default_catalog
    from oracle.cards import default_library

    if coverage:
        return _coverage(library or default_library(), as_json)
    if search:
        cards = (library or default_catalog()).search(search)
    else:
        cards = (library or default_library()).cards
    if as_json:
        return 0, json.dumps([c.to_dict() for c in cards], ensure_ascii=False, indent=2)
    lines = [f"{_names(c)}  {c.mana_cost}  {' '.join(c.types)}" for c in cards]
    return 0, "\n".join(lines) if lines else "no cards found"


def _coverage(lib: CardLibrary, as_json: bool) -> tuple[int, str]:
    report: dict[str, Any] = lib.coverage()
    code = 0 if report["parsed"] == report["cards"] else 1
    if as_json:
        return code, json.dumps(report, ensure_ascii=False, indent=2)
    lines = [f"cards: {report['cards']}, parsed: {report['parsed']} "
             f"({100 * report['parsed'] // max(1, report['cards'])}%)"]
    lines += [f"  FAILED {f['name']}: {f['phrase']!r} (stopped at {f['stopped_at']!r})" for f in report["failed"]]
    lines += ["templates:"] + [f"  {n}: {c}" for n, c in report["template_counts"].items()]
    return code, "\n".join(lines)
