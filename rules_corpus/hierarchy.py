"""Turning an ordered stream of numbered segments into records with parents, titles and duplicates."""

from __future__ import annotations

from collections import Counter

from rules_corpus.model import Anomaly, Record
from rules_corpus.numbering import kind_of, numeric_parent, sort_key
from rules_corpus.text import looks_like_title

_LEVEL = {"chapter": 0, "section": 1, "rule": 2, "subrule": 3}


def unique_id(rule_id: str, seen: Counter) -> str:
    """The first ``212.6b`` keeps its id; later ones become ``212.6b#2``, ``212.6b#3``."""
    seen[rule_id] += 1
    return rule_id if seen[rule_id] == 1 else f"{rule_id}#{seen[rule_id]}"


def link_parents(records: list[Record], anomalies: list[Anomaly]) -> None:
    """Give each record the parent it is printed under, and report numbers that disagree.

    A source sometimes misnumbers a rule (``212.2b`` printed inside 212.5 instead of ``212.5b``);
    the printed position is what the text belongs to, so it wins, and the number is reported.
    """
    last: dict[int, Record] = {}
    by_id = {r.id: r for r in records}
    for rec in records:
        level = _LEVEL[rec.kind]
        parent = None
        for up in range(level - 1, -1, -1):
            if up in last:
                parent = last[up]
                break
        expected = numeric_parent(rec.id)
        if parent is None and expected in by_id:
            parent = by_id[expected]
        rec.parent = parent.id if parent else None
        if parent is not None and expected is not None and parent.id.split("#")[0] != expected:
            anomalies.append(Anomaly(rec.edition, "misnumbered", (
                f"{rec.id} is printed under {parent.id}; its number says {expected}. "
                "Kept under the rule it is printed in."), rec.id, rec.source.get("file", ""),
                rec.source.get("offset", -1)))
        last[level] = rec
        for deeper in [k for k in last if k > level]:
            del last[deeper]


def detect_titles(records: list[Record], language: str) -> None:
    """Chapters and sections always open with a title; a rule does when its text is a bare heading."""
    has_children = {r.parent for r in records}
    for rec in records:
        text = rec.text.get(language, "")
        if rec.kind in ("chapter", "section") or (looks_like_title(text) and rec.id in has_children):
            if text:
                rec.title[language] = text
                del rec.text[language]


def report_gaps(records: list[Record], edition: str, anomalies: list[Anomaly]) -> None:
    """Report missing numbers among siblings (``212.5a`` then ``212.5d``: b and c are missing)."""
    children: dict[str | None, list[str]] = {}
    for rec in records:
        if rec.kind in ("rule", "subrule") and rec.text_in_corpus and "#" not in rec.id:
            children.setdefault(rec.parent, []).append(rec.id)
    for parent, ids in children.items():
        letters = sorted(i[-1] for i in ids if kind_of(i) == "subrule" and i[:-1] == parent)
        if letters:
            wanted = [chr(c) for c in range(ord("a"), ord(letters[-1]) + 1)]
            missing = [f"{parent}{c}" for c in wanted if c not in letters]
            if missing:
                anomalies.append(Anomaly(edition, "gap", f"{parent}: no rule numbered {', '.join(missing)}",
                                         parent or ""))
        numbers = sorted(sort_key(i)[1] for i in ids if kind_of(i) == "rule" and i.split(".")[0] == parent)
        if numbers:
            missing_n = [f"{parent}.{n}" for n in range(1, numbers[-1] + 1) if n not in numbers]
            if missing_n:
                anomalies.append(Anomaly(edition, "gap", f"{parent}: no rule numbered {', '.join(missing_n)}",
                                         parent or ""))
