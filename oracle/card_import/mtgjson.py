"""Reading MTGJSON files: a set file, ``AllPrintings.json`` or ``AtomicCards.json``, into printings.

MTGJSON writes ``{"meta": ..., "data": ...}``; what ``data`` holds says which file it is:

* a set file: ``data`` is one set, ``{"code", "name", "releaseDate", "cards": [card, ...]}``;
* ``AllPrintings.json``: ``data`` maps each set code to such a set;
* ``AtomicCards.json``: ``data`` maps each card name to the list of its faces (no set, no printed
  text: only the Oracle characteristics, the foreign names and the rulings).

Only the fields an importer needs are read; any other field is ignored, so the complete format and
the trimmed copies read alike. A file that is missing, not JSON, or laid out otherwise raises
``MtgjsonError`` saying which file and what is wrong with it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from oracle.card_import.printed_symbols import decode as decode_symbols

#: the languages of ``foreignData`` kept: the printed Chinese names and texts
CHINESE = {"Chinese Simplified": "zh-Hans", "Chinese Traditional": "zh-Hant"}
#: the set code given to the cards of an AtomicCards file (they have no set)
ATOMIC = "atomic"


class MtgjsonError(ValueError):
    """A file the importer cannot read: ``path`` and what is wrong, in words a user can act on
    (``messages``: in English, Simplified and Traditional Chinese)."""

    def __init__(self, path: Path | str, problem: str, zh: str = ""):
        super().__init__(f"{path}: {problem}")
        self.path = str(path)
        self.problem = problem
        self.zh = zh

    @property
    def messages(self) -> dict[str, str]:
        from oracle.traditional import to_traditional

        zh = f"{self.path}：{self.zh or '无法读取的MTGJSON文件'}"
        return {"en": str(self), "zh-Hans": zh, "zh-Hant": to_traditional(zh)}


@dataclass(frozen=True)
class SetInfo:
    """Where a printing comes from: the set's code, name and release date ("" when unknown)."""

    code: str
    name: str
    release: str
    file: str


@dataclass(frozen=True)
class Printing:
    """One face of one card as one set printed it (``card`` is MTGJSON's card object, unread)."""

    set: SetInfo
    card: dict[str, Any]


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _strings(value: Any) -> tuple[str, ...]:
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


def face_of(card: dict[str, Any]) -> dict[str, Any]:
    """The characteristics of one card face that the import keeps, from MTGJSON's card object."""
    return {
        "name": _text(card.get("name")), "face_name": _text(card.get("faceName")), "side": _text(card.get("side")),
        "layout": _text(card.get("layout")) or "normal", "mana_cost": _text(card.get("manaCost")),
        "types": [t.lower() for t in _strings(card.get("types"))], "subtypes": list(_strings(card.get("subtypes"))),
        "supertypes": [t.lower() for t in _strings(card.get("supertypes"))],
        "power": _text(card.get("power")) or None, "toughness": _text(card.get("toughness")) or None,
        "loyalty": _text(card.get("loyalty")) or None, "text": _text(card.get("text")),
        "original_text": decode_symbols(_text(card.get("originalText"))), "original_type": _text(card.get("originalType")),
    }


def chinese_of(card: dict[str, Any]) -> dict[str, dict[str, str]]:
    """``{"zh-Hans"|"zh-Hant": {"name", "text"}}``: the printing's Chinese names and texts."""
    out: dict[str, dict[str, str]] = {}
    for entry in card.get("foreignData") or ():
        if isinstance(entry, dict) and entry.get("language") in CHINESE:
            name = _text(entry.get("faceName")) or _text(entry.get("name"))
            if name:
                out[CHINESE[entry["language"]]] = {"name": name, "text": _text(entry.get("text"))}
    return out


def rulings_of(card: dict[str, Any]) -> list[dict[str, str]]:
    return [{"date": _text(r.get("date")), "text": _text(r.get("text"))}
            for r in card.get("rulings") or () if isinstance(r, dict) and _text(r.get("text"))]


def load(path: Path | str) -> Any:
    """The file's JSON; ``MtgjsonError`` when it is missing, unreadable or not JSON."""
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            return json.load(handle)
    except FileNotFoundError:
        raise MtgjsonError(path, "no such file", "没有这个文件") from None
    except IsADirectoryError:
        raise MtgjsonError(path, "is a directory, not an MTGJSON file", "这是目录，不是MTGJSON文件") from None
    except OSError as exc:
        raise MtgjsonError(path, f"cannot be read ({exc.strerror or exc.__class__.__name__})", "无法读取") from None
    except UnicodeDecodeError:
        raise MtgjsonError(path, "is not UTF-8 text, so not an MTGJSON file", "不是UTF-8文本，因此不是MTGJSON文件") from None
    except json.JSONDecodeError as exc:
        raise MtgjsonError(path, f"is not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
                           f"不是JSON（第{exc.lineno}行第{exc.colno}列）") from None


def _is_set(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get("cards"), list)


def _set_info(value: dict[str, Any], path: Path, key: str = "") -> SetInfo:
    code = _text(value.get("code")) or key
    return SetInfo(code=code.upper(), name=_text(value.get("name")) or code, release=_text(value.get("releaseDate")),
                   file=path.name)


def _cards(value: dict[str, Any], where: str, path: Path) -> list[dict[str, Any]]:
    cards = value["cards"]
    for i, card in enumerate(cards):
        if not isinstance(card, dict) or not isinstance(card.get("name"), str) or not card["name"].strip():
            raise MtgjsonError(path, f"{where} card {i + 1} has no name (MTGJSON cards are objects with a \"name\")",
                               f"{where}第{i + 1}张牌没有名称（MTGJSON的牌是带有\"name\"的对象）")
    return cards


def layout_of(document: Any) -> str:
    """``"set"``, ``"all_printings"`` or ``"atomic"``; ``""`` when it is none of them."""
    if not isinstance(document, dict) or "data" not in document:
        return ""
    data = document["data"]
    if _is_set(data):
        return "set"
    if isinstance(data, dict) and data:
        values = list(data.values())
        if all(_is_set(v) for v in values):
            return "all_printings"
        if all(isinstance(v, list) and v and all(isinstance(f, dict) for f in v) for v in values):
            return "atomic"
    return ""


def printings(path: Path | str) -> Iterator[Printing]:
    """Every printing (one card face in one set) of the file, set by set."""
    path = Path(path)
    document = load(path)
    kind = layout_of(document)
    if not kind:
        raise MtgjsonError(path, 'is not an MTGJSON set file, AllPrintings.json or AtomicCards.json: expected '
                                 '{"data": {"code", "cards": [...]}}, {"data": {set code: set}} or '
                                 '{"data": {card name: [faces]}}',
                           "不是MTGJSON的系列文件、AllPrintings.json或AtomicCards.json")
    data = document["data"]
    if kind == "set":
        info = _set_info(data, path)
        yield from (Printing(info, card) for card in _cards(data, f"set {info.code}:", path))
    elif kind == "all_printings":
        for key, value in data.items():
            info = _set_info(value, path, key)
            yield from (Printing(info, card) for card in _cards(value, f"set {info.code}:", path))
    else:
        info = SetInfo(code=ATOMIC, name=path.name, release="", file=path.name)
        for name, faces in data.items():
            for face in faces:
                if not isinstance(face.get("name"), str):
                    face = dict(face, name=name)
                yield Printing(info, face)
