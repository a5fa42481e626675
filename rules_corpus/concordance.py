"""The classic ↔ 2009 concordance and the terminology table, loaded from their YAML data files."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Any

from rules_corpus.yamlio import load_yaml

HERE = Path(str(files("rules_corpus")))
CONCORDANCE_FILE = HERE / "concordance.yaml"
TERMS_FILE = HERE / "terms.yaml"


def load_concordance(path: Path = CONCORDANCE_FILE) -> list[dict[str, Any]]:
    """Pairs ``{"classic", "2009", "note", "in_corpus"}``; ``in_corpus`` false: the 2009 text is absent."""
    if not path.exists():
        return []
    rows = []
    for entry in load_yaml(path) or []:
        rows.append({"classic": str(entry["classic"]), "2009": str(entry["2009"]),
                     "note": str(entry.get("note", "")).strip(), "in_corpus": bool(entry.get("in_corpus", True))})
    return rows


def load_terms_table(path: Path = TERMS_FILE) -> list[dict[str, Any]]:
    """Terminology rows for the database: both scripts, English, variants and defining rules."""
    if not path.exists():
        return []
    rows = []
    for entry in load_yaml(path) or []:
        rows.append({
            "id": str(entry["id"]), "en": entry.get("en", ""), "zh-Hans": entry.get("zh-Hans", ""),
            "zh-Hant": entry.get("zh-Hant", ""), "en_variants": list(entry.get("en_variants") or []),
            "variants": list(entry.get("variants") or []), "category": entry.get("category", ""),
            "rules": {str(k): [str(i) for i in (v or [])] for k, v in (entry.get("rules") or {}).items()},
        })
    return rows
