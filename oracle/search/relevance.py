"""Measuring ranking quality on a relevance set: mean reciprocal rank and recall@5."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import yaml

RELEVANCE_FILE = Path(__file__).resolve().parent.parent.parent / "tests" / "search" / "relevance.yaml"


def load_relevance(path: Path = RELEVANCE_FILE) -> list[dict[str, Any]]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def evaluate(ranked: Callable[[str], list[str]], items: Iterable[dict[str, Any]], depth: int = 10) -> dict[str, Any]:
    """``ranked(query)`` returns ``edition:id`` keys best first; returns MRR, recall@5 and the misses."""
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
