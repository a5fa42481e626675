"""The words search must know: terminology entries, glossary terms and keyword titles.

They become jieba's user dictionary (so 依状态而生的效应 or 次元幽影 stay one token) and the
synonym table that lets "trample" find 践踏 and 踐踏 find "trample".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

TERMS_FILE = Path(__file__).resolve().parent.parent.parent / "rules_corpus" / "terms.yaml"


@dataclass(frozen=True)
class Term:
    id: str
    en: str
    zh_hans: str
    zh_hant: str
    forms: tuple[str, ...] = field(default_factory=tuple)
    #: ``(edition, record id)`` pairs of the records that define the term.
    defined_by: tuple[tuple[str, str], ...] = field(default_factory=tuple)


@lru_cache(maxsize=1)
def load_terms(path: Path = TERMS_FILE) -> tuple[Term, ...]:
    """Every terminology entry with all the written forms (both scripts, English variants)."""
    if not path.exists():
        return ()
    terms = []
    for entry in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
        forms = [entry.get("en", ""), entry.get("zh-Hans", ""), entry.get("zh-Hant", "")]
        forms += list(entry.get("en_variants") or []) + list(entry.get("variants") or [])
        clean = tuple(dict.fromkeys(f.strip().lower() for f in forms if f and f.strip()))
        defined_by = tuple((str(edition), str(rule_id)) for edition, ids in (entry.get("rules") or {}).items()
                           for rule_id in ids or [])
        terms.append(Term(str(entry["id"]), entry.get("en", ""), entry.get("zh-Hans", ""),
                          entry.get("zh-Hant", ""), clean, defined_by))
    return tuple(terms)
