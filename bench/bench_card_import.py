"""Importing the era's MTGJSON files (issue 21): the whole import cold and again, a name lookup,
and ``oracle card NAME`` cold for an imported card; and the coverage per set and per wording.

The files are ``../shared/mtgjson`` beside the checkout (or ``$ORACLE_SHARED_DIR/mtgjson``); without
them this benchmark reports that it was skipped. The import runs in a fresh process into a
temporary data directory (nothing is written into ``$ORACLE_DATA``), so the first run has no parse
cache; CPU time counts the parsing processes too.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("ORACLE_SHARED_DIR") or ROOT.parent / "shared")
MTGJSON = SHARED / "mtgjson"
RUNS = 5
WORDINGS = ("oracle", "printed_en", "printed_zh_hans")

IMPORT = """
import json, sys
from pathlib import Path
from oracle.card_import.importer import import_files
report = import_files(sorted(Path(sys.argv[1]).glob("*.json")), Path(sys.argv[2]))
Path(sys.argv[3]).write_text(json.dumps(report, ensure_ascii=False), encoding="utf-8")
"""

LOOKUP = """
import json, sys, time
from oracle.card_catalog import imported_cards
cards = imported_cards(__import__("pathlib").Path(sys.argv[1]))
names = json.loads(sys.argv[2])
cards.exact(names[0])
times = []
for name in names * 5:
    start = time.perf_counter()
    assert cards.exact(name) is not None, name
    times.append(time.perf_counter() - start)
times.sort()
print(json.dumps({"lookups": len(times), "median_ms": 1000 * times[len(times) // 2],
                  "p95_ms": 1000 * times[int(len(times) * 0.95)], "max_ms": 1000 * times[-1]}))
"""


def _timed(args: list[str], env: dict[str, str]) -> dict[str, float]:
    """Wall and CPU seconds (user + system, of the process and its children) of one command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(args, cwd=ROOT, env=env, check=True, capture_output=True, timeout=3600)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall_s": round(wall, 2), "cpu_s": round(cpu, 2)}


def coverage_table(report: dict[str, Any]) -> list[dict[str, Any]]:
    """Per set: cards, and per wording (Oracle, printed English, printed Simplified) parsed/cards."""
    return [{"set": s["set"], "cards": s["cards"],
             **{w: f"{s[w]['parsed']}/{s[w]['cards']}" for w in ("oracle", "printed_en", "printed_zh_hans")}}
            for s in report["sets"]]


def totals(report: dict[str, Any]) -> dict[str, Any]:
    """The sets' counts added up (a card printed in several sets counts once per set)."""
    out: dict[str, Any] = {"cards": sum(s["cards"] for s in report["sets"])}
    for wording in ("oracle", "printed_en", "printed_zh_hans"):
        parsed = sum(s[wording]["parsed"] for s in report["sets"])
        out[wording] = f"{parsed}/{sum(s[wording]['cards'] for s in report['sets'])}"
    return out


def half(name: str) -> str:
    """The half of the era a card is in, fixed by its name alone: "tune" (the first hex digit of
    the name's MD5 is even) or "test". Templates are grown on refusals of the tune half; the test
    half is reported beside it and never looked at card by card, so the figure is not one tuned on."""
    import hashlib

    return "tune" if int(hashlib.md5(name.encode("utf-8")).hexdigest()[0], 16) % 2 == 0 else "test"


def _wordings_of(record: dict[str, Any]) -> set[str]:
    """The wordings a merged card has a text in (a vanilla card's empty text counts)."""
    has = {"oracle"}
    for printing in record.get("printings", []):
        for face in printing.get("faces", []):
            if face.get("original_text") is not None:
                has.add("printed_en")
            if (face.get("zh-Hans") or {}).get("text"):
                has.add("printed_zh_hans")
    return has


def distinct_totals(report: dict[str, Any], records: list[dict[str, Any]]) -> dict[str, Any]:
    """Per wording and half: distinct cards whose text parses in every printing of that wording,
    of the distinct cards that have one (the issue's measure: "90% of the 10,417 cards")."""
    refused: dict[str, set[str]] = {w: set() for w in WORDINGS}
    for s in report["sets"]:
        for card in s["refused"]:
            refused[card["wording"]].add(card["name"])
    out: dict[str, Any] = {}
    for wording in WORDINGS:
        for part in ("tune", "test"):
            pool = [r["name"] for r in records if wording in _wordings_of(r) and half(r["name"]) == part]
            parsed = sum(1 for name in pool if name not in refused[wording])
            out[f"{wording}_{part}"] = f"{parsed}/{len(pool)} ({100 * parsed / max(1, len(pool)):.1f}%)"
    return out


def run(data: Path) -> dict[str, Any]:
    if not MTGJSON.is_dir():
        return {"skipped": f"{MTGJSON} is not here"}
    import sqlite3

    python = sys.executable
    env = dict(os.environ)
    folder = Path(tempfile.mkdtemp(prefix="bench-import-"))
    try:
        target = folder / "data"
        target.mkdir()
        if (data / "cards-cache.json").exists():
            shutil.copy(data / "cards-cache.json", target / "cards-cache.json")
        first_report, again_report = folder / "first.json", folder / "again.json"
        first = _timed([python, "-c", IMPORT, str(MTGJSON), str(target), str(first_report)], env)
        again = _timed([python, "-c", IMPORT, str(MTGJSON), str(target), str(again_report)], env)
        report = json.loads(first_report.read_text(encoding="utf-8"))
        conn = sqlite3.connect(target / "cards-import.db")
        records = [json.loads(r[0]) for r in conn.execute("SELECT record FROM cards")]
        conn.close()
        from oracle.card_import.merge import card_names

        names = []
        for record in records[:: max(1, len(records) // 40)]:
            chinese = card_names(record)
            names += [record["name"]] + [n for n in (chinese["zh-Hans"], chinese["zh-Hant"]) if n]
        lookup = json.loads(subprocess.run([python, "-c", LOOKUP, str(target), json.dumps(names, ensure_ascii=False)],
                                           cwd=ROOT, env=env, check=True, capture_output=True, text=True).stdout)
        from oracle.cards import default_library

        library = {c.name for c in default_library().cards}
        imported = next(r["name"] for r in records if r["name"] not in library)
        card_env = dict(env, ORACLE_DATA=str(target))
        cold = [_timed([python, "-m", "oracle.cli", "card", imported], card_env) for _ in range(RUNS)]
        return {
            "files": len(report["files"]), "cards": report["cards"], "parse": report["parse"],
            "import_cold": first, "import_again": again,
            "import_again_parsed": json.loads(again_report.read_text(encoding="utf-8"))["parse"],
            "lookup": lookup,
            "oracle_card_cold": {"card": imported, "cpu_s": statistics.median(c["cpu_s"] for c in cold),
                                 "wall_s": statistics.median(c["wall_s"] for c in cold)},
            "totals": totals(report), "distinct": distinct_totals(report, records),
            "per_set": coverage_table(report),
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)
