"""``oracle build``: the corpus database, the search index and the card library's parse cache,
from the project's own files."""

from __future__ import annotations

import time
from pathlib import Path

from oracle.cards import build_card_cache
from oracle.search.indexer import build_index
from rules_corpus import build_corpus
from rules_corpus.builder import DB_NAME, build_database
from rules_corpus.imports import load_imports


def build_all(data: Path) -> dict[str, float]:
    """Build everything under ``data``; returns seconds spent per part (for ``make bench``)."""
    timings: dict[str, float] = {}
    start = time.perf_counter()
    corpus = build_corpus()
    imported = load_imports(data)
    timings["parse"] = time.perf_counter() - start
    start = time.perf_counter()
    build_database(data / DB_NAME, corpus, imported)
    timings["database"] = time.perf_counter() - start
    start = time.perf_counter()
    build_index(data)
    timings["search_index"] = time.perf_counter() - start
    start = time.perf_counter()
    build_card_cache(data)
    timings["card_cache"] = time.perf_counter() - start
    return timings
