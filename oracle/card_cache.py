"""The parse cache of the card library: each card's parsed abilities, stored in the data directory.

Parsing the whole library with the Lark grammars takes seconds; reading this file takes a few
hundredths of one. ``oracle build`` writes it (``oracle.cards.build_card_cache``); the library
reads it (``CardLibrary(cache_path=...)``) and parses only the cards it does not find. It also
holds each card file's records as read (keyed by the file's bytes), which spares the YAML parse.

Nothing in the file is trusted blindly:

* An entry's key is a SHA-256 of the card language's version (``engine.cardlang.version``: the
  grammars, the engine's code, the Lark version) and of everything a parse reads (the card's name,
  its Chinese name, whether it is a spell, its text). A card whose text or name changed, or any
  change to the grammar or the engine, finds no entry and is parsed again.
* A card file's records are keyed by a SHA-256 of its name, its bytes and the PyYAML version.
* The file holds its format, the version it was written for and a SHA-256 of its body: a
  truncated, edited or corrupt file, or one of another version, is ignored as a whole.
* Entries are decoded without ``pickle``: the AST is JSON, and a class named in it is used only if it
  is a dataclass (or an enum) defined in a module of ``engine.model`` or ``engine.effects`` (where
  the AST's classes live), built through its own constructor with exactly its fields. The decoded abilities must hold the card's own lines.
  An entry that fails any of this is a miss, and the card is parsed.
* Before an entry is written, it is decoded again and compared with the parse field by field
  (fields excluded from equality included); a card whose AST does not survive the round trip is
  not cached.

A load that had to parse any card writes the file again (atomically: a temporary file renamed
over it), so a stale or corrupt cache is rebuilt by the first process that meets it.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import importlib
import json
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

#: the file's name in the data directory
CACHE_FILE = "cards-cache.json"
#: the layout of the file (header line, body); a new layout is a new number
FORMAT = 1
#: the largest file read (the library's is about 1 MB): bounds the work a strange file can cause
MAX_BYTES = 64 * 1024 * 1024

#: where the AST's classes live (abilities, targets, costs in ``engine.model``; effects in
#: ``engine.effects``): a class named from anywhere else is refused, so a forged file cannot build
#: other engine objects (a game state) inside a card's abilities. An AST class added elsewhere makes
#: its cards uncachable (parsed at every load), which tests/cards/test_card_cache.py reports.
_MODULE = re.compile(r"engine\.(model|effects)(\.[A-Za-z_][A-Za-z0-9_]*)*\Z")


class CacheError(ValueError):
    """A value the cache cannot hold, or an entry it cannot trust."""


# ---- the codec: dataclass ASTs <-> JSON values -------------------------------------------------


def _class_id(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def encode(value: Any) -> Any:
    """A JSON value for an AST value: a tuple is a list; a dataclass is ``{"@": "module:Class",
    "f": {field: value}}``; an enum ``{"E": ..., "v": value}``; a list, a dict and a frozenset
    are marked (``L``, ``D``, ``F``). Anything else raises ``CacheError``."""
    if value is None or isinstance(value, (bool, int, float, str)):
        if isinstance(value, float) and value != value:  # NaN does not survive JSON
            raise CacheError("NaN")
        return value
    kind = type(value)
    if kind is tuple:
        return [encode(v) for v in value]
    if kind is list:
        return {"L": [encode(v) for v in value]}
    if kind is frozenset:
        items = [encode(v) for v in value]
        return {"F": sorted(items, key=lambda v: json.dumps(v, sort_keys=True, ensure_ascii=False))}
    if kind is dict:
        return {"D": [[encode(k), encode(v)] for k, v in value.items()]}
    if isinstance(value, enum.Enum):
        return {"E": _class_id(kind), "v": encode(value.value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = dataclasses.fields(value)
        if any(not f.init for f in fields):
            raise CacheError(f"{kind.__name__} has a field set outside its constructor")
        return {"@": _class_id(kind), "f": {f.name: encode(getattr(value, f.name)) for f in fields}}
    raise CacheError(f"cannot cache a {kind.__name__}")


_CLASSES: dict[str, type] = {}


def _engine_class(class_id: Any) -> type:
    """The AST class named ``module:Class``: a dataclass or an enum defined in that module of
    ``engine.model`` or ``engine.effects``; anything else is refused."""
    found = _CLASSES.get(class_id) if isinstance(class_id, str) else None
    if found is not None:
        return found
    if not isinstance(class_id, str) or class_id.count(":") != 1:
        raise CacheError(f"bad class name {class_id!r}")
    module_name, name = class_id.split(":")
    if not _MODULE.match(module_name) or not name.isidentifier():
        raise CacheError(f"class {class_id!r} is not the engine's")
    module = sys.modules.get(module_name) or importlib.import_module(module_name)
    cls = vars(module).get(name)
    if not isinstance(cls, type) or cls.__module__ != module_name:
        raise CacheError(f"{class_id!r} is not a class of {module_name}")
    if not (dataclasses.is_dataclass(cls) or issubclass(cls, enum.Enum)):
        raise CacheError(f"{class_id!r} is neither a dataclass nor an enum")
    _CLASSES[class_id] = cls
    return cls


_INIT_FIELDS: dict[type, frozenset[str] | None] = {}


def _init_fields(cls: type) -> frozenset[str] | None:
    """The names ``cls``'s constructor takes (None if it is not a dataclass), computed once per
    class: the library's 1,100 cards decode some 30,000 nodes at every cold start."""
    if cls not in _INIT_FIELDS:
        _INIT_FIELDS[cls] = (frozenset(f.name for f in dataclasses.fields(cls) if f.init)
                             if dataclasses.is_dataclass(cls) else None)
    return _INIT_FIELDS[cls]


def decode(data: Any) -> Any:
    """The AST value of ``encode``'s output; ``CacheError`` for anything ``encode`` cannot have written."""
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return tuple(decode(v) for v in data)
    if not isinstance(data, dict):
        raise CacheError(f"unexpected {type(data).__name__}")
    keys = set(data)
    if keys == {"@", "f"} and isinstance(data["f"], dict):
        cls = _engine_class(data["@"])
        names = _init_fields(cls)
        if names is None:
            raise CacheError(f"{data['@']!r} is not a dataclass")
        if data["f"].keys() != names:
            raise CacheError(f"{data['@']!r}: fields {sorted(data['f'])} are not {sorted(names)}")
        try:
            return cls(**{k: decode(v) for k, v in data["f"].items()})
        except (TypeError, ValueError) as exc:
            raise CacheError(f"{data['@']!r}: {exc}") from None
    if keys == {"E", "v"}:
        cls = _engine_class(data["E"])
        if not issubclass(cls, enum.Enum):
            raise CacheError(f"{data['E']!r} is not an enum")
        try:
            return cls(decode(data["v"]))
        except ValueError as exc:
            raise CacheError(str(exc)) from None
    if keys == {"L"} and isinstance(data["L"], list):
        return [decode(v) for v in data["L"]]
    if keys == {"F"} and isinstance(data["F"], list):
        return frozenset(decode(v) for v in data["F"])
    if keys == {"D"} and isinstance(data["D"], list):
        out = {}
        for pair in data["D"]:
            if not isinstance(pair, list) or len(pair) != 2:
                raise CacheError("bad dict item")
            out[decode(pair[0])] = decode(pair[1])
        return out
    raise CacheError(f"unexpected object with keys {sorted(keys)}")


def identical(a: Any, b: Any) -> bool:
    """Same type and same value in every field, including fields that equality ignores (an
    ability's printed text): what a cached AST must be to stand for a parse."""
    if type(a) is not type(b):
        return False
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        return all(identical(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(identical(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(identical(v, b[k]) for k, v in a.items())
    return a == b


# ---- entries and the file ----------------------------------------------------------------------


def entry_key(version: str, name: str, name_zh: str, is_spell: bool, text: str,
              other_names: tuple[str, ...] = (), printed: str = "") -> str:
    """The key of one card's parse: everything ``parse_card_text`` reads (the card's other Chinese
    names too: its text may call it by them; a printed Chinese text's release date), and the
    grammar version. A text with no date keeps the key it had before dates were read."""
    fields: list[object] = [FORMAT, version, name, name_zh, is_spell, text, list(other_names)]
    if printed:
        fields.append(printed)
    blob = json.dumps(fields, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def _error_ok(error: Any) -> bool:
    return (isinstance(error, dict) and set(error) == {"phrase", "stopped_at", "message"}
            and all(v is None or isinstance(v, (str, dict)) for v in error.values()))


def file_key(name: str, blob: bytes) -> str:
    """The key of one card file's records: its name and bytes, and the YAML reader's version."""
    import yaml

    return hashlib.sha256(f"{FORMAT} {yaml.__version__} {name}\n".encode() + blob).hexdigest()


def _records_ok(records: Any) -> bool:
    return isinstance(records, list) and all(isinstance(r, dict) and isinstance(r.get("name"), str) for r in records)


class ParseCache:
    """The entries of one cache file: each card's parse by ``entry_key``, and each card file's
    records (its YAML, read) by ``file_key``; ``problem`` says why a file was not used, if it was not."""

    def __init__(self, version: str, entries: dict[str, Any] | None = None, files: dict[str, Any] | None = None,
                 problem: str | None = None):
        self.version = version
        self.entries: dict[str, Any] = entries or {}
        self.files: dict[str, Any] = files or {}
        self.problem = problem

    @classmethod
    def load(cls, path: Path, version: str) -> ParseCache:
        """The file's entries if it is whole and of this version; else an empty cache with the reason."""
        try:
            with open(path, "rb") as handle:
                blob = handle.read(MAX_BYTES + 1)
        except FileNotFoundError:
            return cls(version, problem="missing")
        except OSError as exc:
            return cls(version, problem=f"unreadable ({exc.__class__.__name__})")
        if len(blob) > MAX_BYTES:
            return cls(version, problem="too large")
        head, _, body = blob.partition(b"\n")
        try:
            header = json.loads(head)
        except ValueError:
            return cls(version, problem="corrupt header")
        if not isinstance(header, dict) or header.get("format") != FORMAT:
            return cls(version, problem="another format")
        if header.get("grammar") != version:
            return cls(version, problem="stale (another grammar version)")
        if header.get("sha256") != hashlib.sha256(body).hexdigest():
            return cls(version, problem="corrupt (checksum)")
        try:
            data = json.loads(body)
        except ValueError:
            return cls(version, problem="corrupt body")
        if (not isinstance(data, dict) or set(data) != {"abilities", "files"}
                or not all(isinstance(v, dict) for v in data.values())):
            return cls(version, problem="corrupt body")
        return cls(version, data["abilities"], data["files"])

    def records(self, key: str) -> list[dict[str, Any]] | None:
        """A card file's records for ``file_key``, or None."""
        found = self.files.get(key)
        return found if _records_ok(found) else None

    def put_records(self, key: str, records: Any) -> bool:
        """Store a card file's records; False when they are not plain JSON data (a YAML date, say)."""
        try:
            faithful = _records_ok(records) and json.loads(json.dumps(records, ensure_ascii=False)) == records
        except (TypeError, ValueError):
            faithful = False
        if faithful:
            self.files[key] = records
        return faithful

    def get(self, key: str, lines: tuple[str, ...]) -> tuple[str, Any] | None:
        """``("abilities", CardAbilities)`` or ``("error", dict)`` for ``key``, or None (a miss: no
        entry, or one that does not decode to abilities holding exactly ``lines``)."""
        from engine.model.abilities import CardAbilities

        entry = self.entries.get(key)
        if not isinstance(entry, dict) or len(entry) != 1:
            return None
        try:
            if "error" in entry:
                return ("error", entry["error"]) if _error_ok(entry["error"]) else None
            if "abilities" in entry:
                abilities = decode(entry["abilities"])
                if isinstance(abilities, CardAbilities) and abilities.lines == lines:
                    return "abilities", abilities
        except (CacheError, ImportError, RecursionError, TypeError, ValueError, KeyError):
            pass
        return None

    def put(self, key: str, abilities: Any = None, error: dict[str, Any] | None = None) -> bool:
        """Store a parse (or its error); False when the AST cannot be stored faithfully."""
        if error is not None:
            self.entries[key] = {"error": error}
            return True
        try:
            encoded = encode(abilities)
            faithful = identical(decode(json.loads(json.dumps(encoded, ensure_ascii=False))), abilities)
        except (CacheError, RecursionError, TypeError, ValueError):
            faithful = False
        if faithful:
            self.entries[key] = {"abilities": encoded}
        return faithful

    def save(self, path: Path, keys: list[str] | None = None, file_keys: list[str] | None = None) -> None:
        """Write the entries (only ``keys`` and ``file_keys``, when given) atomically; ``OSError`` if
        it cannot."""
        def only(table: dict[str, Any], wanted: list[str] | None) -> dict[str, Any]:
            return table if wanted is None else {k: table[k] for k in wanted if k in table}

        data = {"abilities": only(self.entries, keys), "files": only(self.files, file_keys)}
        body = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode("utf-8")
        header = json.dumps({"format": FORMAT, "grammar": self.version, "sha256": hashlib.sha256(body).hexdigest(),
                             "cards": len(data["abilities"]), "files": len(data["files"])}).encode("utf-8")
        handle = tempfile.NamedTemporaryFile(dir=path.parent, prefix=path.name + ".", suffix=".tmp", delete=False)
        try:
            with handle:
                handle.write(header + b"\n" + body)
            os.replace(handle.name, path)
        except BaseException:
            Path(handle.name).unlink(missing_ok=True)
            raise
