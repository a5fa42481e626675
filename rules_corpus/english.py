"""The project's English rendering of the classic rules, kept as reviewable YAML per section.

``translations/en/<section>.yaml`` maps record ids to ``title``, ``text``, ``examples`` and
``notes``; the English is ours (``translation: project``), the official English of 2009 is not
touched. Ids that match no record are reported, never silently applied elsewhere.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from rules_corpus.model import Anomaly, Record
from rules_corpus.yamlio import load_yaml

TRANSLATION_DIR = Path(str(files("rules_corpus").joinpath("translations", "en")))
EDITION = "classic"


def load_english(folder: Path = TRANSLATION_DIR) -> dict[str, tuple[str, dict]]:
    """Every translated record: id -> (file name, entry)."""
    entries: dict[str, tuple[str, dict]] = {}
    for path in sorted(folder.glob("*.yaml")):
        data = load_yaml(path) or {}
        for rule_id, entry in data.items():
            entries[str(rule_id)] = (path.name, entry or {})
    return entries


def apply_english(records: list[Record], anomalies: list[Anomaly], folder: Path = TRANSLATION_DIR) -> None:
    """Add ``en`` to every classic record that has a translation; report ids with no record."""
    entries = load_english(folder)
    by_id = {r.id: r for r in records if r.edition == EDITION}
    for rule_id, (file_name, entry) in entries.items():
        rec = by_id.get(rule_id)
        if rec is None:
            anomalies.append(Anomaly(EDITION, "translation_unknown_id",
                                     f"translations/en/{file_name} translates {rule_id!r}, which is no record",
                                     rule_id, file_name))
            continue
        if entry.get("title"):
            rec.title["en"] = str(entry["title"]).strip()
        if entry.get("text"):
            rec.text["en"] = str(entry["text"]).strip()
            rec.translation["en"] = "project"
        for example, english in zip(rec.examples, entry.get("examples") or [], strict=False):
            example["en"] = str(english).strip()
        for note, english in zip(rec.notes, entry.get("notes") or [], strict=False):
            note["en"] = str(english).strip()
