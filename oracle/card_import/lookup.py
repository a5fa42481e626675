"""The imported cards, found by name: ``ImportedCards(path).exact("Abomination")``.

A card is one row of ``cards``; its names are rows of ``names``, keyed like the library's
(``oracle.cards.name_key``: case, accents and punctuation aside, Traditional folded to Simplified),
so one indexed query finds it by its English name, a face's name, or a printed Simplified or
Traditional name typed in either script. The card comes back as an ``ImportedCard``: a
``LibraryCard`` (so the CLI, the pages and the engine read it as they read the library) with its
printed texts, its sets and its rulings.

Its abilities are the parse of its Oracle text that the import cached for this grammar version;
after a grammar change the entry is missing, and the card is parsed when it is looked up (the
data directory is not written: ``oracle import-cards`` again refreshes it).
"""

from __future__ import annotations

import difflib
import json
import sqlite3
import threading
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from oracle.card_import import store
from oracle.card_import.merge import card_names, printed, whole
from oracle.card_import.parsing import abilities_of, parse_job
from oracle.card_import.wordings import oracle_jobs
from oracle.cards import LibraryCard, name_key
from oracle.compare.phrases import _


@dataclass(frozen=True)
class ImportedCard(LibraryCard):
    """A card of the import: a library card's fields, and what the MTGJSON files add."""

    source: str = "import"
    layout: str = "normal"
    #: the sets that printed it, earliest first
    sets: tuple[str, ...] = ()
    #: ``{"en": {text, set, set_name} | None, "zh-Hans": [{text, name, sets}], "zh-Hant": [...]}``
    printed: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    rulings: tuple[dict[str, str], ...] = field(default=(), compare=False, hash=False)
    faces: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        data = super().to_dict()
        data["rulings"] = [dict(r) for r in self.rulings]
        return data


def _abilities(record: dict[str, Any], entries: dict[str, Any], version: str) -> tuple[Any, dict[str, Any] | None]:
    """(abilities, None) or (None, error) for the card's Oracle text."""
    if len(record["faces"]) > 1:
        faces = " // ".join(f["face_name"] for f in record["faces"])
        # what an imported card of two faces says instead of being played (the engine plays one face only)
        message = _("a card with two faces (%(layout)s: %(faces)s); the engine does not play split, flip or "
                    "transform cards", layout=record["layout"], faces=faces).texts()
        return None, {"phrase": record["name"], "stopped_at": "", "suggestions": [], "message": message}
    job = oracle_jobs(record)[0]
    entry = entries.get(job.key(version)) or {}
    if "error" in entry:
        return None, entry["error"]
    abilities = abilities_of(entry)
    if abilities is not None:
        return abilities, None
    # no entry for this grammar version (the import was made by another), or an AST the cache
    # could not hold: parsed now, as the engine would
    from engine.cardlang import parse_card_text
    from engine.errors import UnsupportedText

    entry = parse_job(job)
    if "error" in entry:
        return None, entry["error"]
    try:
        return parse_card_text(job.name, job.text, is_spell=job.is_spell), None
    except UnsupportedText as exc:  # pragma: no cover - parse_job refused it already
        return None, {"phrase": exc.phrase, "stopped_at": exc.stopped_at or "", "suggestions": exc.suggestions,
                      "message": exc.to_dict()["error"]["message"]}


def card_of(record: dict[str, Any], entries: dict[str, Any], version: str) -> ImportedCard:
    """The ``ImportedCard`` of a stored record."""
    face = record["faces"][0]
    names = card_names(record)
    abilities, error = _abilities(record, entries, version)
    text = "\n".join(f["text"] for f in record["faces"] if f["text"]) if len(record["faces"]) > 1 else face["text"]
    power = whole(face["power"])
    return ImportedCard(
        name=record["name"], name_zh=names["zh-Hans"], mana_cost=face["mana_cost"], types=tuple(face["types"]),
        subtypes=tuple(face["subtypes"]), supertypes=tuple(face["supertypes"]), power=power,
        toughness=whole(face["toughness"]) if power is not None else None, text=text,
        era=record["printings"][0]["set_name"] if record["printings"] else "", file="",
        name_zh_hant=names["zh-Hant"], aliases=tuple(names["aliases"]), abilities=abilities, error=error,
        layout=record["layout"], sets=tuple(p["set"] for p in record["printings"]), printed=printed(record),
        rulings=tuple(record["rulings"]), faces=tuple(f["face_name"] for f in record["faces"]),
    )


class ImportedCards:
    """The import file of a data directory, opened read-only on first use (empty without one)."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._opened = False

    def _db(self) -> sqlite3.Connection | None:
        with self._lock:
            if not self._opened:
                self._conn, self._opened = store.connect(self.path), True
        return self._conn

    def _query(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        conn = self._db()
        if conn is None:
            return []
        with self._lock:
            return conn.execute(sql, args).fetchall()

    def __len__(self) -> int:
        rows = self._query("SELECT count(*) FROM cards")
        return rows[0][0] if rows else 0

    def __bool__(self) -> bool:
        return self._db() is not None

    @cached_property
    def _version(self) -> str:
        from engine.cardlang.version import grammar_version

        return grammar_version()

    def _card(self, card_id: int) -> ImportedCard | None:
        rows = self._query("SELECT record FROM cards WHERE id = ?", (card_id,))
        if not rows:
            return None
        record = json.loads(rows[0][0])
        keys = tuple(job.key(self._version) for job in oracle_jobs(record))
        marks = ",".join("?" * len(keys))
        entries = {k: json.loads(e) for k, e in self._query(f"SELECT key, entry FROM parses WHERE key IN ({marks})",
                                                            keys)}
        return card_of(record, entries, self._version)

    def exact(self, name: str) -> ImportedCard | None:
        """A card by one of its names (English, a face's, printed Chinese in either script)."""
        key = name_key(name) if name else ""
        if not key:
            return None
        rows = self._query("SELECT card_id FROM names WHERE key = ? ORDER BY rank, card_id LIMIT 1", (key,))
        return self._card(rows[0][0]) if rows else None

    def lookup(self, name: str) -> dict[str, Any] | None:
        """The card-lookup contract of ``engine.resolve``: a spec for an exact name, else None. A
        card whose text does not parse gives its text without abilities, so the engine refuses it
        with the phrase and the place in the scenario; a card of two faces is refused here."""
        card = self.exact(name)
        if card is None:
            return None
        if len(card.faces) > 1:
            from engine.errors import UnsupportedText

            raise UnsupportedText(card.name, card.error["message"]["en"] if card.error else card.name,
                                  card_zh=card.name_zh or None)
        return card.spec()

    @cached_property
    def _keys(self) -> dict[str, int]:
        return {key: card_id for key, card_id in self._query("SELECT key, card_id FROM names ORDER BY rank DESC")}

    def closest(self, name: str) -> tuple[float, ImportedCard] | None:
        """The card whose name is closest to a misspelt ``name`` (difflib), with the similarity."""
        key = name_key(name) if name else ""
        if not key or len(key) > 100:
            return None
        found = difflib.get_close_matches(key, list(self._keys), n=1, cutoff=0.6)
        if not found:
            return None
        card = self._card(self._keys[found[0]])
        return (difflib.SequenceMatcher(None, key, found[0]).ratio(), card) if card else None

    def matching(self, needle: str, limit: int = 10) -> list[ImportedCard]:
        """Cards with a name that starts with ``needle`` (a ``name_key``), then that contain it."""
        if not needle:
            return []
        starts = self._query("SELECT DISTINCT card_id FROM names WHERE key >= ? AND key < ? ORDER BY length(key), key "
                             "LIMIT ?", (needle, needle + "\U0010ffff", limit))
        ids = list(dict.fromkeys(r[0] for r in starts))
        if len(ids) < limit:
            more = self._query("SELECT card_id FROM names WHERE instr(key, ?) > 0 ORDER BY key LIMIT ?",
                               (needle, limit * 3))
            ids += [r[0] for r in more if r[0] not in ids]
        return [c for c in (self._card(i) for i in dict.fromkeys(ids[:limit])) if c is not None]

    def library_has(self, name: str) -> bool | None:
        """Whether the library has this name, from the keys the import stored: None when the import
        holds none or the library's files changed since (then only the library itself can say)."""
        from oracle.card_import.library_names import fingerprint

        rows = self._query("SELECT value FROM meta WHERE key = 'library'")
        if not rows or rows[0][0] != fingerprint():
            return None
        key = name_key(name) if name else ""
        return bool(key) and bool(self._query("SELECT 1 FROM library_names WHERE key = ?", (key,)))

    def printed_of(self, name: str) -> dict[str, Any] | None:
        """The printed texts of the card named ``name`` in English (for a library card with an
        imported printing), or None."""
        rows = self._query("SELECT record FROM cards WHERE name = ?", (name,))
        return printed(json.loads(rows[0][0])) if rows else None

    def reports(self) -> list[dict[str, Any]]:
        """Every imported set's report, by release date."""
        found = [json.loads(r[0]) for r in self._query("SELECT report FROM sets")]
        return sorted(found, key=lambda r: (r["release"] or "9999", r["set"]))
