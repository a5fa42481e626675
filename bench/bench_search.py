"""Search benchmark: index build, in-process query latency, and two SQLite FTS5 baselines.

The baselines answer the same relevance set over the same records: FTS5 with the trigram
tokenizer over OpenCC-normalised text (which cannot match two-character words such as 重生), and
FTS5 unicode61 over text pre-segmented with jieba.
"""

from __future__ import annotations

import shutil
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from oracle.search import RuleSearcher
from oracle.search.analysis import chinese_tokens, to_simplified
from oracle.search.indexer import build_index
from oracle.search.relevance import evaluate, load_relevance
from oracle.store import RuleStore
from rules_corpus.builder import DB_NAME

ROUNDS = 20


def _percentiles(samples: list[float]) -> dict[str, float]:
    samples = sorted(samples)
    return {"p50_ms": statistics.median(samples) * 1000,
            "p99_ms": samples[min(len(samples) - 1, int(len(samples) * 0.99))] * 1000}


def _time_queries(run, queries: list[str]) -> dict[str, float]:
    for q in queries:  # warm caches once
        run(q)
    samples = []
    for _ in range(ROUNDS):
        for q in queries:
            start = time.perf_counter()
            run(q)
            samples.append(time.perf_counter() - start)
    return _percentiles(samples)


def _record_texts(store: RuleStore) -> list[tuple[str, str]]:
    rows = []
    for rec in store.records():
        parts = [*rec["title"].values(), *rec["text"].values()]
        for example in rec["examples"]:
            parts += list(example.values())
        rows.append((f"{rec['edition']}:{rec['id']}", to_simplified(" ".join(parts))))
    return rows


def _segment(text: str) -> str:
    return " ".join([w for w, _, _ in chinese_tokens(text)] + [text])


def fts5_baseline(store: RuleStore, tokenizer: str) -> tuple[sqlite3.Connection, Any]:
    """An in-memory FTS5 table over every record and a ranked query function."""
    conn = sqlite3.connect(":memory:")
    conn.execute(f"create virtual table docs using fts5(key unindexed, body, tokenize='{tokenizer}')")
    segmented = tokenizer.startswith("unicode61")
    rows = [(key, _segment(text) if segmented else text) for key, text in _record_texts(store)]
    conn.executemany("insert into docs values (?, ?)", rows)

    def run(query: str) -> list[str]:
        text = to_simplified(query)
        words = [w for w, _, _ in chinese_tokens(text)] + text.split() if segmented else [text]
        words = [w.replace('"', "") for w in words if w.strip()]
        if not words:
            return []
        match = " OR ".join(f'"{w}"' for w in dict.fromkeys(words))
        try:
            return [r[0] for r in conn.execute(
                "select key from docs where docs match ? order by bm25(docs) limit 10", (match,))]
        except sqlite3.OperationalError:
            return []

    return conn, run


def run(data: Path) -> dict[str, Any]:
    items = load_relevance()
    queries = [item["q"] for item in items]
    figures: dict[str, Any] = {"queries": len(queries), "rounds": ROUNDS}
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp)
        shutil.copy(data / DB_NAME, copy / DB_NAME)
        start = time.perf_counter()
        build_index(copy)
        figures["index_build_s"] = time.perf_counter() - start
    start = time.perf_counter()
    searcher = RuleSearcher.open(data)
    figures["searcher_open_s"] = time.perf_counter() - start
    whoosh_run = lambda q: [f"{r['edition']}:{r['id']}" for r in searcher.search(q, limit=10)["results"]]  # noqa: E731
    figures["whoosh"] = _time_queries(whoosh_run, queries)
    figures["whoosh"]["mrr"] = evaluate(whoosh_run, items)["mrr"]
    figures["whoosh"]["recall_at_5"] = evaluate(whoosh_run, items)["recall_at_5"]
    store = RuleStore.open(data / DB_NAME)
    for name, tokenizer in (("fts5_trigram", "trigram"), ("fts5_jieba_unicode61", "unicode61")):
        start = time.perf_counter()
        conn, baseline = fts5_baseline(store, tokenizer)
        build = time.perf_counter() - start
        figures[name] = _time_queries(baseline, queries)
        figures[name]["index_build_s"] = build
        report = evaluate(baseline, items)
        figures[name]["mrr"], figures[name]["recall_at_5"] = report["mrr"], report["recall_at_5"]
        figures[name]["whoosh_p50_ratio"] = figures["whoosh"]["p50_ms"] / max(figures[name]["p50_ms"], 1e-9)
        conn.close()
    return figures
