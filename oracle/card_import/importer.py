"""``oracle import-cards FILE...``: MTGJSON files into the data directory, with a report per set.

Every file is read before anything is written (a bad file leaves the data directory as it was).
The sets of these files replace the same sets of an earlier import; every other set imported
before stays. The cards are merged across all imported sets, every wording of every card is parsed
(through the parse cache: only texts not parsed before, with this grammar, are parsed), and each
set's report says how many of its cards read in each wording, and for each card refused, the
first phrase no template continues and the nearest templates.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from oracle.card_import import mtgjson, store
from oracle.card_import.library_names import library_keys
from oracle.card_import.merge import card_names, merge
from oracle.card_import.parsing import parse_all
from oracle.card_import.wordings import WORDINGS, all_jobs, oracle_jobs, outcome, printing_jobs

#: MTGJSON's card fields the import reads (``mtgjson.face_of``, ``chinese_of``, ``rulings_of``);
#: a printing is stored with these only
_KEPT = ("name", "faceName", "side", "layout", "manaCost", "types", "subtypes", "supertypes", "power", "toughness",
         "loyalty", "text", "originalText", "originalType", "rulings")


def _trimmed(card: dict[str, Any]) -> dict[str, Any]:
    out = {k: card[k] for k in _KEPT if k in card}
    out["foreignData"] = [f for f in card.get("foreignData") or () if isinstance(f, dict)
                          and f.get("language") in mtgjson.CHINESE]
    return out


def read_files(paths: list[Path]) -> dict[str, tuple[dict[str, Any], list[dict[str, Any]]]]:
    """Per set code, its info and its printings (trimmed), from every file; ``MtgjsonError`` on the
    first file that cannot be read."""
    sets: dict[str, tuple[dict[str, Any], list[dict[str, Any]]]] = {}
    for path in paths:
        for printing in mtgjson.printings(path):
            info = printing.set
            entry = sets.setdefault(info.code, ({"code": info.code, "name": info.name, "release": info.release,
                                                 "file": info.file}, []))
            entry[1].append(_trimmed(printing.card))
    return sets


def _name_keys(record: dict[str, Any]) -> list[tuple[str, int]]:
    """(name key, rank) for each name of the card: its own and its printed names rank 0, face
    names 1, other printed names 2 (so they never hide another card's own name)."""
    from oracle.cards import name_key

    names = card_names(record)
    pairs = [(record["name"], 0), (names["zh-Hans"], 0), (names["zh-Hant"], 0)]
    pairs += [(f["face_name"], 1) for f in record["faces"]] + [(a, 2) for a in names["aliases"]]
    out: dict[str, int] = {}
    for name, rank in pairs:
        key = name_key(name) if name else ""
        if key and rank < out.get(key, 99):
            out[key] = rank
    return list(out.items())


def set_report(info: dict[str, Any], records: list[dict[str, Any]], entries: dict[str, Any],
               version: str) -> dict[str, Any]:
    """One set's report: cards read, and per wording the cards with such a text, how many parse, and
    every refused card with its phrase and the nearest templates."""
    report: dict[str, Any] = {"set": info["code"], "name": info["name"], "release": info["release"],
                              "file": info["file"], "cards": len(records)}
    refused: list[dict[str, Any]] = []
    for wording in WORDINGS:
        report[wording] = {"cards": 0, "parsed": 0}
    for record in sorted(records, key=lambda r: r["name"]):
        printing = next((p for p in record["printings"] if p["set"] == info["code"]), None)
        jobs: dict[str, Any] = {"oracle": oracle_jobs(record)}
        jobs.update(printing_jobs(record, printing) if printing else {})
        for wording in WORDINGS:
            result = outcome(jobs.get(wording), entries, version)
            if result is None:
                continue
            report[wording]["cards"] += 1
            if result["parsed"]:
                report[wording]["parsed"] += 1
            else:
                refused.append({"name": record["name"], "wording": wording,
                                **{k: v for k, v in result.items() if k != "parsed"}})
    report["refused"] = refused
    return report


def import_files(paths: list[Path | str], data: Path, *, workers: int | None = None) -> dict[str, Any]:
    """Import ``paths`` into ``data``; returns ``{"files", "sets": [report of each set read now],
    "cards", "parse": {texts, cached, parsed, workers}, "seconds"}``."""
    from engine.cardlang.version import grammar_version

    started = time.perf_counter()
    files = [Path(p) for p in paths]
    new_sets = read_files(files)
    db = data / store.DB_FILE
    old_sets, known = store.read_previous(db)
    all_sets = {code: value for code, value in old_sets.items() if code not in new_sets}
    all_sets.update(new_sets)
    by_set: dict[str, list[str]] = {}
    printings = []
    for code, (info, cards) in all_sets.items():
        set_info = mtgjson.SetInfo(code, info["name"], info["release"], info["file"])
        printings += [mtgjson.Printing(set_info, card) for card in cards]
        by_set[code] = list(dict.fromkeys(card["name"].strip() for card in cards))
    records = merge(printings)
    version = grammar_version()
    jobs = [job for record in records.values() for job in all_jobs(record)]
    entries, parse = parse_all(jobs, version, known, workers=workers)
    reports = {code: set_report(info, [records[n] for n in by_set[code]], entries, version)
               for code, (info, _cards) in all_sets.items()}
    ordered = sorted(records.values(), key=lambda r: r["name"])
    store.write(db, sets={code: (info, cards, reports[code]) for code, (info, cards) in all_sets.items()},
                cards=[(r, _name_keys(r)) for r in ordered], parses=entries, version=version,
                library=library_keys())
    return {"files": [p.name for p in files], "data": str(db), "cards": len(records),
            "sets": [reports[code] for code in new_sets], "parse": parse,
            "seconds": round(time.perf_counter() - started, 2)}
