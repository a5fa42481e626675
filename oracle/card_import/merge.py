"""The printings of one card merged into one card record (plain JSON data).

MTGJSON lists a card once per set that printed it (and once per face of a split, flip or
transform card). The import keeps one record per card name: its Oracle characteristics and text
(one for the card, whichever printing gave them), and per printing what that printing put on
paper: the English text as printed (``originalText``) and the printed Simplified and Traditional
Chinese names and texts. From those, ``card_names`` and ``printed`` pick what a page shows: the
earliest printed English and each Chinese printing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from oracle.card_import.mtgjson import Printing, chinese_of, face_of, rulings_of

#: a P/T or loyalty as MTGJSON writes it ("2", "*", "1+*", "-1"): the leading number, 0 for "*"
_NUMBER = re.compile(r"-?\d+")


def whole(value: str | None) -> int | None:
    """The number the engine plays for a printed P/T: "3" is 3, "*" and "1+*" are 0 and 1 (a
    characteristic-defining ability in the text sets the rest, as the library writes 0/0)."""
    if value is None:
        return None
    found = _NUMBER.match(value.strip())
    return int(found.group()) if found else 0


def _printing_face(printing: Printing) -> dict[str, Any]:
    face = face_of(printing.card)
    out: dict[str, Any] = {"face": face["face_name"] or face["name"], "original_text": face["original_text"],
                           "original_type": face["original_type"]}
    out.update(chinese_of(printing.card))
    return out


def merge(printings: Iterable[Printing]) -> dict[str, dict[str, Any]]:
    """Card name -> its record: ``{"name", "layout", "faces": [face], "printings": [{"set", "set_name",
    "release", "file", "faces": [...]}], "rulings": [{date, text}]}``, printings in release order."""
    cards: dict[str, dict[str, Any]] = {}
    for printing in printings:
        face = face_of(printing.card)
        name = face["name"].strip()
        card = cards.setdefault(name, {"name": name, "layout": face["layout"], "faces": [], "printings": [],
                                       "rulings": []})
        face_name = face["face_name"] or name
        own = {k: v for k, v in face.items() if k not in ("original_text", "original_type", "layout")}
        own["face_name"] = face_name
        if not any(f["face_name"] == face_name for f in card["faces"]):
            card["faces"].append(own)
            card["faces"].sort(key=lambda f: f["side"] or "a")
        info = printing.set
        entry = next((p for p in card["printings"] if p["set"] == info.code), None)
        if entry is None:
            entry = {"set": info.code, "set_name": info.name, "release": info.release, "file": info.file, "faces": []}
            card["printings"].append(entry)
        if not any(f["face"] == face_name for f in entry["faces"]):
            entry["faces"].append(_printing_face(printing))
        for ruling in rulings_of(printing.card):
            if ruling not in card["rulings"]:
                card["rulings"].append(ruling)
    for card in cards.values():
        card["printings"].sort(key=lambda p: (p["release"] or "9999", p["set"]))
        card["rulings"].sort(key=lambda r: r["date"])
    return cards


def card_names(card: dict[str, Any]) -> dict[str, Any]:
    """``{"zh-Hans", "zh-Hant", "aliases"}``: the card's printed Chinese names, the earliest printing's
    first, and every other printed Chinese name as an alias (a later printing's new translation)."""
    out: dict[str, Any] = {"zh-Hans": "", "zh-Hant": "", "aliases": []}
    first_face = card["faces"][0]["face_name"] if card["faces"] else card["name"]
    multi = len(card["faces"]) > 1
    for printing in card["printings"]:
        for face in printing["faces"]:
            if face["face"] != first_face and multi:
                continue
            for lang in ("zh-Hans", "zh-Hant"):
                name = face.get(lang, {}).get("name", "")
                if not name:
                    continue
                if not out[lang]:
                    out[lang] = name
                elif name != out[lang] and name not in out["aliases"]:
                    out["aliases"].append(name)
    for name in (out["zh-Hans"], out["zh-Hant"]):
        if name in out["aliases"]:
            out["aliases"].remove(name)
    return out


def printed(card: dict[str, Any]) -> dict[str, Any]:
    """What the card page shows as printed: the earliest printed English text (with its set) and
    each distinct printed Chinese text per script (with the sets that printed it)."""
    out: dict[str, Any] = {"en": None, "zh-Hans": [], "zh-Hant": []}
    for printing in card["printings"]:
        texts = {lang: "\n".join(f.get(lang, {}).get("text", "") for f in printing["faces"]).strip()
                 for lang in ("zh-Hans", "zh-Hant")}
        english = "\n".join(f["original_text"] for f in printing["faces"] if f["original_text"]).strip()
        if english and out["en"] is None:
            out["en"] = {"text": english, "set": printing["set"], "set_name": printing["set_name"]}
        for lang, text in texts.items():
            names = [f.get(lang, {}).get("name", "") for f in printing["faces"]]
            if not any(names):
                continue
            same = next((p for p in out[lang] if p["text"] == text and p["name"] == " // ".join(names)), None)
            if same is None:
                out[lang].append({"text": text, "name": " // ".join(n for n in names if n),
                                  "sets": [printing["set"]]})
            else:
                same["sets"].append(printing["set"])
    return out
