"""The card library (rules_corpus/cards/*.yaml): loading, parsing with the card language, lookup.

    >>> library = CardLibrary()                                  # doctest: +SKIP
    >>> library.get("闪电击")["name"]                             # doctest: +SKIP
    'Lightning Bolt'
    >>> engine.resolve(scenario, card_lookup=library.lookup)     # doctest: +SKIP

Every card is parsed when the library loads; a card whose text no template covers is kept with its
error (``coverage()["failed"]``), so one bad card never hides the others. The CLI entry points
``card_command`` and ``cards_command`` return ``(exit_code, text)``.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from engine.abilities import CardAbilities
from engine.cardlang import parse_card_text, render_card, template_names
from engine.cardlang.normalise import to_simplified
from engine.errors import UnsupportedText

CARDS_DIR = Path(__file__).parents[1] / "rules_corpus" / "cards"
_FIELDS = ("name", "name_zh", "mana_cost", "types", "subtypes", "supertypes", "power", "toughness", "text")


@dataclass(frozen=True)
class LibraryCard:
    """One card of the library with its parsed abilities (or the reason it did not parse)."""

    name: str
    name_zh: str
    mana_cost: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    text: str
    era: str
    file: str
    #: the printed Traditional Chinese name, where one exists
    name_zh_hant: str = ""
    #: other well-known names (an older library name, another printing's name); looked up like the name
    aliases: tuple[str, ...] = ()
    abilities: CardAbilities | None = None
    error: dict[str, Any] | None = field(default=None)

    @property
    def is_spell(self) -> bool:
        return bool({"instant", "sorcery"} & set(self.types))

    def templates(self) -> list[str]:
        if self.abilities is None:
            return []
        names: list[str] = []
        for ability in self.abilities.abilities:
            names.extend(n for n in template_names(ability) if n not in names)
        return names

    def spec(self) -> dict[str, Any]:
        """The characteristics as a scenario card spec (what ``engine.resolve(card_lookup=...)`` wants)."""
        out: dict[str, Any] = {"name": self.name, "types": list(self.types), "subtypes": list(self.subtypes),
                               "supertypes": list(self.supertypes), "mana_cost": self.mana_cost, "text": self.text}
        if self.name_zh:
            out["name_zh"] = self.name_zh
        if self.power is not None:
            out["power"], out["toughness"] = self.power, self.toughness
        return out

    def to_dict(self) -> dict[str, Any]:
        data = {k: (list(v) if isinstance(v, tuple) else v) for k, v in self.__dict__.items()
                if k not in ("abilities", "error")}
        data["parsed"] = self.abilities is not None
        data["templates"] = self.templates()
        if self.abilities is not None:
            data["text_en"] = render_card(self.abilities, "en", self.name)
            data["text_zh"] = render_card(self.abilities, "zh-Hans", self.name_zh or self.name)
        if self.error is not None:
            data["error"] = self.error
        return data


def _load_card(raw: dict[str, Any], file: str) -> LibraryCard:
    types = tuple(str(t).lower() for t in raw.get("types") or ())
    card = LibraryCard(
        name=str(raw["name"]), name_zh=str(raw.get("name_zh") or ""), mana_cost=str(raw.get("mana_cost") or ""),
        types=types, subtypes=tuple(raw.get("subtypes") or ()), supertypes=tuple(raw.get("supertypes") or ()),
        power=raw.get("power"), toughness=raw.get("toughness"), text=str(raw.get("text") or ""),
        era=str(raw.get("era") or ""), file=file, name_zh_hant=str(raw.get("name_zh_hant") or ""),
        aliases=tuple(str(a) for a in raw.get("aliases") or ()),
    )
    try:
        abilities = parse_card_text(card.name, card.text, is_spell=card.is_spell, name_zh=card.name_zh or None)
    except UnsupportedText as exc:
        error = {"phrase": exc.phrase, "stopped_at": exc.stopped_at, "message": exc.to_dict()["error"]["message"]}
        return LibraryCard(**{**card.__dict__, "error": error})
    return LibraryCard(**{**card.__dict__, "abilities": abilities})


class CardLibrary:
    """All cards of ``directory`` (default: the repository's rules_corpus/cards)."""

    def __init__(self, directory: Path | str = CARDS_DIR):
        self.directory = Path(directory)
        self.cards: list[LibraryCard] = []
        for path in sorted(self.directory.glob("*.yaml")):
            for raw in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
                self.cards.append(_load_card(raw, path.name))
        self._by_name: dict[str, LibraryCard] = {}
        for card in self.cards:
            self._by_name.setdefault(card.name.lower(), card)
            for zh in (card.name_zh, card.name_zh_hant):
                if zh:
                    self._by_name.setdefault(to_simplified(zh), card)
        # aliases after every card's own names, so that an alias never hides another card's name
        for card in self.cards:
            for alias in card.aliases:
                self._by_name.setdefault(alias.lower(), card)
                self._by_name.setdefault(to_simplified(alias), card)

    def __len__(self) -> int:
        return len(self.cards)

    def exact(self, name: str) -> LibraryCard | None:
        """Exact name or alias: English (case-insensitive) or Chinese (Simplified or Traditional)."""
        key = name.strip()
        return self._by_name.get(key.lower()) or self._by_name.get(to_simplified(key))

    def get(self, name: str) -> LibraryCard | None:
        """Exact match first, then the closest name (difflib), English or Chinese."""
        found = self.exact(name)
        if found is not None:
            return found
        key = to_simplified(name.strip()).lower()
        close = difflib.get_close_matches(key, list(self._by_name), n=1, cutoff=0.6)
        return self._by_name[close[0]] if close else None

    def lookup(self, name: str) -> dict[str, Any] | None:
        """The card-lookup contract of ``engine.resolve``: a spec dict for an exact name, else None."""
        card = self.exact(name)
        return card.spec() if card is not None else None

    def search(self, text: str) -> list[LibraryCard]:
        """Cards whose name, Chinese name, printed text or Chinese rendering contains ``text``."""
        needle = to_simplified(text.strip()).lower()
        out = []
        for card in self.cards:
            hay = [card.name, card.name_zh, card.text, " ".join(card.types), " ".join(card.subtypes)]
            if card.abilities is not None:
                hay.append(render_card(card.abilities, "zh-Hans", card.name_zh or card.name))
            if any(needle in h.lower() for h in hay if h):
                out.append(card)
        return out

    def coverage(self) -> dict[str, Any]:
        """``{"cards", "parsed", "failed": [{name, phrase, stopped_at}], "templates": {card: [names]}}``."""
        failed = [{"name": c.name, "phrase": c.error["phrase"], "stopped_at": c.error["stopped_at"]}
                  for c in self.cards if c.error is not None]
        counts: dict[str, int] = {}
        for card in self.cards:
            for name in card.templates():
                counts[name] = counts.get(name, 0) + 1
        return {
            "cards": len(self.cards),
            "parsed": sum(1 for c in self.cards if c.abilities is not None),
            "failed": failed,
            "templates": {c.name: c.templates() for c in self.cards if c.abilities is not None},
            "template_counts": dict(sorted(counts.items())),
        }


@cache
def default_library() -> CardLibrary:
    """The repository's library, loaded once per process (the files are data, read-only)."""
    return CardLibrary()


def _card_text(card: LibraryCard) -> str:
    lines = [f"{card.name}" + (f" ({card.name_zh})" if card.name_zh else "") + f"  {card.mana_cost}".rstrip()]
    type_line = " ".join(s.capitalize() for s in (*card.supertypes, *card.types))
    if card.subtypes:
        type_line += " — " + " ".join(card.subtypes)
    lines.append(type_line + (f"  {card.power}/{card.toughness}" if card.power is not None else ""))
    if card.abilities is not None:
        if card.text:
            lines += ["", render_card(card.abilities, "en", card.name), "",
                      render_card(card.abilities, "zh-Hans", card.name_zh or card.name)]
        lines += ["", "templates: " + (", ".join(card.templates()) or "(none)")]
    else:
        assert card.error is not None
        lines += ["", card.text, "", f"unsupported text: {card.error['phrase']!r} "
                  f"(stopped at {card.error['stopped_at']!r})"]
    return "\n".join(lines)


def card_command(name: str, as_json: bool = False, library: CardLibrary | None = None) -> tuple[int, str]:
    """``oracle card NAME [--json]``: 0 and the card, or 1 and a message when nothing matches."""
    lib = library or default_library()
    card = lib.get(name)
    if card is None:
        message = {"error": {"kind": "not_found", "message": {"en": f"no card named {name!r}",
                                                               "zh-Hans": f"没有名为“{name}”的牌"}}}
        return 1, json.dumps(message, ensure_ascii=False) if as_json else message["error"]["message"]["en"]
    if as_json:
        return 0, json.dumps(card.to_dict(), ensure_ascii=False, indent=2)
    return 0, _card_text(card)


def cards_command(search: str | None = None, coverage: bool = False, as_json: bool = False,
                  library: CardLibrary | None = None) -> tuple[int, str]:
    """``oracle cards [--search TEXT] [--coverage] [--json]``; exit 1 if coverage is below 100%."""
    lib = library or default_library()
    if coverage:
        report = lib.coverage()
        code = 0 if report["parsed"] == report["cards"] else 1
        if as_json:
            return code, json.dumps(report, ensure_ascii=False, indent=2)
        lines = [f"cards: {report['cards']}, parsed: {report['parsed']} "
                 f"({100 * report['parsed'] // max(1, report['cards'])}%)"]
        lines += [f"  FAILED {f['name']}: {f['phrase']!r} (stopped at {f['stopped_at']!r})" for f in report["failed"]]
        lines += ["templates:"] + [f"  {n}: {c}" for n, c in report["template_counts"].items()]
        return code, "\n".join(lines)
    cards = lib.search(search) if search else lib.cards
    if as_json:
        return 0, json.dumps([c.to_dict() for c in cards], ensure_ascii=False, indent=2)
    lines = [f"{c.name}" + (f" ({c.name_zh})" if c.name_zh else "") + f"  {c.mana_cost}  {' '.join(c.types)}"
             for c in cards]
    return 0, "\n".join(lines) if lines else "no cards found"
