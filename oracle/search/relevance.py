"""Measuring ranking quality on a labelled set: mean reciprocal rank at 10 and recall at 5.

Three sets live in ``tests/search/``: ``relevance.yaml`` (keywords: a rule's name in either script
or English), ``questions.yaml`` (questions in players' words, written from the rules) and
``outside_questions.yaml`` (questions from the cards' official rulings and the era's mechanics, not
from the rules' words, so they measure search on questions nobody tuned it for). Both question sets
are split into a ``tune`` part the tuner may read and a ``test`` part only the tests read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

TESTS = Path(__file__).resolve().parent.parent.parent / "tests" / "search"
RELEVANCE_FILE = TESTS / "relevance.yaml"
QUESTIONS_FILE = TESTS / "questions.yaml"
OUTSIDE_FILE = TESTS / "outside_questions.yaml"


def _load(path: Path) -> list[dict[str, Any]]:
    from rules_corpus.yamlio import load_yaml

    return list(load_yaml(path) or [])


def load_relevance(path: Path = RELEVANCE_FILE) -> list[dict[str, Any]]:
    return _load(path)


def load_questions(part: str, path: Path = QUESTIONS_FILE) -> list[dict[str, Any]]:
    """The questions of one part, ``tune`` or ``test``."""
    if part not in ("tune", "test"):
        raise ValueError("part must be 'tune' or 'test'")
    return [q for q in _load(path) if q.get("part") == part]


def load_outside_questions(part: str, path: Path = OUTSIDE_FILE) -> list[dict[str, Any]]:
    """The outside set's questions of one part (same rule as :func:`load_questions`)."""
    return load_questions(part, path)


def evaluate(ranked: Callable[[str], list[str]], items: Iterable[dict[str, Any]], depth: int = 10) -> dict[str, Any]:
    """``ranked(query)`` returns ``edition:id`` keys best first; returns MRR@depth, recall@5, misses."""
    rows = []
    for item in items:
        keys = ranked(item["q"])[:depth]
        wanted = set(item["expect"])
        rank = next((i for i, key in enumerate(keys, start=1) if key in wanted), None)
        rows.append({"q": item["q"], "rank": rank, "top": keys[:3]})
    n = len(rows) or 1
    return {
        "queries": len(rows),
        "mrr": sum(1 / r["rank"] for r in rows if r["rank"]) / n,
        "recall_at_5": sum(1 for r in rows if r["rank"] and r["rank"] <= 5) / n,
        "misses": [r for r in rows if not r["rank"] or r["rank"] > 1],
    }
