"""The card library (rules_corpus/cards/*.yaml): loading, parsing with the card language, lookup, search.

    >>> library = CardLibrary()                                  # doctest: +SKIP
    >>> library.get("闪电击")["name"]                             # doctest: +SKIP
    'Lightning Bolt'
    >>> engine.resolve(scenario, card_lookup=lookup_card)        # doctest: +SKIP

``lookup_card`` is the project's one card lookup: the library first, then the engine's built-in
cards. The CLI, the API, the workbench, the gallery and the tests all resolve scenarios with it.

A card is found by any of its names in either language and either script: the English name
(case, spacing, punctuation and accents aside: "juzam djinn" finds Juzám Djinn), the printed
Simplified name, the printed Traditional name, the Simplified name typed in Traditional
characters (OpenCC), and its aliases (other well-known names).

Every card is parsed when the library loads, or read from the parse cache of the data directory
(``oracle.card_cache``: written by ``oracle build``, keyed by the text and the grammar version); a
card whose text no template covers is kept with its error (``coverage()["failed"]``), so one bad
card never hides the others. The CLI entry points are in ``oracle.card_commands`` (which imports this
module, never the other way).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field, fields, replace
from functools import cache, cached_property
from importlib.resources import files
from pathlib import Path
from typing import Any

import yaml

from engine.abilities import CardAbilities
from engine.cardlang import parse_card_text, render_card, template_names
from engine.cards import lookup_card as builtin_card
from engine.errors import UnsupportedText

CARDS_DIR = Path(str(files("rules_corpus").joinpath("cards")))
#: libyaml's loader where PyYAML has it: the card files are read at every cold start
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@cache
def _opencc_t2s():
    import opencc

    return opencc.OpenCC("t2s").convert


def to_simplified(text: str) -> str:
    """Traditional -> Simplified (OpenCC), so a card is found by its name in either script."""
    return _opencc_t2s()(text) if not text.isascii() else text


def name_key(name: str) -> str:
    """The form names are compared in: compatibility forms folded (full-width letters), Æ as ae,
    accents dropped, Simplified characters, case folded, and only letters and digits kept."""
    text = unicodedata.normalize("NFKC", name).replace("Æ", "Ae").replace("æ", "ae")
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return "".join(c for c in to_simplified(text).casefold() if c.isalnum())


_SPACES = re.compile(r"\s+")


def fold_text(text: str) -> str:
    """The form text is searched in: compatibility forms folded, Simplified, case folded, one space."""
    return _SPACES.sub(" ", to_simplified(unicodedata.normalize("NFKC", text)).casefold()).strip()


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
    def other_names(self) -> tuple[str, ...]:
        """Its other Chinese names, which its text may call it by: the printed Traditional name and the aliases."""
        return tuple(n for n in (self.name_zh_hant, *self.aliases) if n)

    @property
    def is_spell(self) -> bool:
        return bool({"instant", "sorcery"} & set(self.types))

    @property
    def lines(self) -> tuple[str, ...]:
        """The text's ability lines, as the card language reads them."""
        return tuple(line.strip() for line in self.text.splitlines() if line.strip())

    def templates(self) -> list[str]:
        if self.abilities is None:
            return []
        names: list[str] = []
        for ability in self.abilities.abilities:
            names.extend(n for n in template_names(ability) if n not in names)
        return names

    @cached_property
    def text_en(self) -> str:
        """The canonical English rendering of the parsed text ("" if it did not parse)."""
        return render_card(self.abilities, "en", self.name) if self.abilities is not None else ""

    @cached_property
    def text_zh(self) -> str:
        """The canonical Simplified Chinese rendering ("" if it did not parse)."""
        return render_card(self.abilities, "zh-Hans", self.name_zh or self.name) if self.abilities is not None else ""

    @cached_property
    def texts(self) -> dict[str, str]:
        """The text in English, Simplified and Traditional Chinese (``oracle.card_pages.card_texts``)."""
        from oracle.card_pages import card_texts

        return card_texts(self)

    def spec(self) -> dict[str, Any]:
        """The characteristics as a scenario card spec (what ``engine.resolve(card_lookup=...)`` wants),
        with the parsed abilities of its text, so the engine need not parse it again."""
        out: dict[str, Any] = {"name": self.name, "types": list(self.types), "subtypes": list(self.subtypes),
                               "supertypes": list(self.supertypes), "mana_cost": self.mana_cost, "text": self.text}
        if self.name_zh:
            out["name_zh"] = self.name_zh
        if self.name_zh_hant:
            out["name_zh_hant"] = self.name_zh_hant
        if self.power is not None:
            out["power"], out["toughness"] = self.power, self.toughness
        if self.abilities is not None:
            out["abilities"] = self.abilities
        return out

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in fields(self):
            if f.name not in ("abilities", "error"):
                value = getattr(self, f.name)
                data[f.name] = list(value) if isinstance(value, tuple) else value
        data["parsed"] = self.abilities is not None
        data["templates"] = self.templates()
        if self.abilities is not None:
            data["text_en"] = self.text_en
            data["text_zh"] = self.text_zh
        if self.error is not None:
            data["error"] = self.error
        return data


def _card_of(raw: dict[str, Any], file: str) -> LibraryCard:
    """A card's characteristics from its YAML record (not yet parsed)."""
    return LibraryCard(
        name=str(raw["name"]), name_zh=str(raw.get("name_zh") or ""), mana_cost=str(raw.get("mana_cost") or ""),
        types=tuple(str(t).lower() for t in raw.get("types") or ()), subtypes=tuple(raw.get("subtypes") or ()),
        supertypes=tuple(raw.get("supertypes") or ()), power=raw.get("power"), toughness=raw.get("toughness"),
        text=str(raw.get("text") or ""), era=str(raw.get("era") or ""), file=file,
        name_zh_hant=str(raw.get("name_zh_hant") or ""), aliases=tuple(str(a) for a in raw.get("aliases") or ()),
    )


def _read_yaml(blob: bytes) -> list[dict[str, Any]]:
    return yaml.load(blob.decode("utf-8"), Loader=_LOADER) or []  # noqa: S506 - a safe loader


def _parsed(card: LibraryCard) -> LibraryCard:
    """The card with its text parsed by the card language (or with the reason it does not parse)."""
    try:
        abilities = parse_card_text(card.name, card.text, is_spell=card.is_spell, name_zh=card.name_zh or None,
                                    other_names=card.other_names)
    except UnsupportedText as exc:
        error = {"phrase": exc.phrase, "stopped_at": exc.stopped_at, "message": exc.to_dict()["error"]["message"]}
        return replace(card, error=error)
    return replace(card, abilities=abilities)


class CardLibrary:
    """All cards of ``directory`` (default: the repository's rules_corpus/cards).

    With ``cache_path``, parses are read from that parse cache where it holds them, and the file is
    written again when any card had to be parsed. ``cache_report`` says what happened: ``{"path", "hits", "parsed", "problem", "written"}``.
    """

    def __init__(self, directory: Path | str = CARDS_DIR, *, cache_path: Path | str | None = None):
        self.directory = Path(directory)
        self.cache_report: dict[str, Any] = {}
        if cache_path is None:
            self.cards = [_parsed(_card_of(raw, name)) for name, blob in self._files()
                          for raw in _read_yaml(blob)]
        else:
            self.cards = self._load_cached(Path(cache_path))
        self._by_key: dict[str, LibraryCard] = {}
        for card in self.cards:
            for name in (card.name, card.name_zh, card.name_zh_hant):
                if name:
                    self._by_key.setdefault(name_key(name), card)
        # aliases after every card's own names, so that an alias never hides another card's name
        for card in self.cards:
            for alias in card.aliases:
                self._by_key.setdefault(name_key(alias), card)
        self._by_key.pop("", None)

    def _files(self) -> list[tuple[str, bytes]]:
        return [(path.name, path.read_bytes()) for path in sorted(self.directory.glob("*.yaml"))]

    def _load_cached(self, path: Path) -> list[LibraryCard]:
        """The cards, with what the parse cache at ``path`` holds for them, the rest read and parsed;
        the file written again if anything had to be."""
        from engine.cardlang.version import grammar_version
        from oracle.card_cache import ParseCache, entry_key, file_key

        version = grammar_version()
        store = ParseCache.load(path, version)
        cards, file_keys, files_read = [], [], 0
        for name, blob in self._files():
            key = file_key(name, blob)
            file_keys.append(key)
            records = store.records(key)
            if records is None:
                records = _read_yaml(blob)
                files_read += 1
                store.put_records(key, records)
            cards += [_card_of(raw, name) for raw in records]
        out, keys, parsed = [], [], 0
        for card in cards:
            key = entry_key(version, card.name, card.name_zh, card.is_spell, card.text, card.other_names)
            keys.append(key)
            hit = store.get(key, card.lines)
            if hit is not None:
                kind, value = hit
                out.append(replace(card, **{kind: value}))
                continue
            card = _parsed(card)
            parsed += 1
            store.put(key, card.abilities, card.error)
            out.append(card)
        written = False
        if parsed or files_read or len(store.entries) != len(set(keys)) or len(store.files) != len(set(file_keys)):
            try:
                store.save(path, keys, file_keys)
                written = True
            except OSError:  # a read-only data directory: the parse stands, the next start parses again
                pass
        self.cache_report = {"path": str(path), "hits": len(cards) - parsed, "parsed": parsed,
                             "files_read": files_read, "problem": store.problem, "written": written}
        return out

    def __len__(self) -> int:
        return len(self.cards)

    def exact(self, name: str) -> LibraryCard | None:
        """Exact name or alias: English (case, spacing and punctuation aside) or Chinese (either script)."""
        return self._by_key.get(name_key(name)) if name else None

    def get(self, name: str) -> LibraryCard | None:
        """Exact match first, then the closest name (difflib), English or Chinese."""
        found = self.exact(name)
        if found is not None:
            return found
        key = name_key(name)
        if not key or len(key) > 100:
            return None
        close = difflib.get_close_matches(key, list(self._by_key), n=1, cutoff=0.6)
        return self._by_key[close[0]] if close else None

    def lookup(self, name: str) -> dict[str, Any] | None:
        """The card-lookup contract of ``engine.resolve``: a spec dict for an exact name, else None."""
        card = self.exact(name)
        return card.spec() if card is not None else None

    @cached_property
    def name_index(self) -> list[tuple[LibraryCard, tuple[str, ...]]]:
        """Per card, the ``name_key`` of each of its names and aliases (for completion and search)."""
        return [(card, tuple(dict.fromkeys(name_key(n) for n in (card.name, card.name_zh, card.name_zh_hant,
                                                                 *card.aliases) if n)))
                for card in self.cards]

    @cached_property
    def _haystacks(self) -> list[tuple[LibraryCard, tuple[str, ...], str]]:
        """Per card: its name keys, and its folded text (printed text, both renderings, type words)."""
        from engine.text.vocab import SUBTYPES, TYPES_ZH

        out = []
        for card, names in self.name_index:
            words = [card.name, card.name_zh, card.name_zh_hant, *card.aliases, card.text, card.text_en,
                     card.text_zh, *card.types, *card.supertypes, *card.subtypes]
            words += [TYPES_ZH.get(t, "") for t in card.types]
            words += [SUBTYPES[s][1] for s in card.subtypes if s in SUBTYPES]
            out.append((card, names, fold_text("\n".join(w for w in words if w))))
        return out

    def search(self, text: str) -> list[LibraryCard]:
        """Cards for a query in English or Chinese (either script): a card whose name (or alias) is
        the query first, then names that start with it, names that contain it, and last cards whose
        text or type line holds every word of it (printed text, or its English or Chinese rendering)."""
        key, words = name_key(text), fold_text(text).split()
        if not words:
            return []
        ranked: list[tuple[int, str, LibraryCard]] = []
        for card, names, hay in self._haystacks:
            if key and key in names:
                rank = 0
            elif key and any(n.startswith(key) for n in names):
                rank = 1
            elif key and any(key in n for n in names):
                rank = 2
            elif all(w in hay for w in words):
                rank = 3
            else:
                continue
            ranked.append((rank, card.name, card))
        return [card for _, _, card in sorted(ranked, key=lambda r: (r[0], r[1]))]

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


def default_cache_path() -> Path:
    """The parse cache of the data directory ($ORACLE_DATA, default ./var)."""
    from oracle.card_cache import CACHE_FILE
    from oracle.config import settings

    return settings().data / CACHE_FILE


@cache
def default_library() -> CardLibrary:
    """The repository's library, loaded once per process (the files are data, read-only), through
    the data directory's parse cache."""
    return CardLibrary(cache_path=default_cache_path())


def build_card_cache(data: Path) -> dict[str, Any]:
    """``oracle build``'s step: the parse cache of ``data`` brought up to date with the library.

    An entry is keyed by everything the parse reads and by the grammar version (a digest of the
    engine's sources), and it is used only if it decodes to abilities holding the card's own lines,
    so an entry the cache holds is the parse the current code makes: the build keeps those and
    parses the rest (all of it, the first time, about 8 s). A rebuild after a change to the rules
    corpus or the search code then costs nothing here."""
    from oracle.card_cache import CACHE_FILE

    library = CardLibrary(cache_path=data / CACHE_FILE)
    return dict(library.cache_report, cards=len(library))


def lookup_card(name: str) -> dict[str, Any] | None:
    """The one card lookup of the project: a library card by exact name, else a card imported into
    the data directory (``oracle.card_catalog``), else a built-in card."""
    from oracle.card_catalog import default_catalog

    return default_catalog().lookup(name) or builtin_card(name)
