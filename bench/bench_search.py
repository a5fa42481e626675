"""Search benchmark: cold start, index build, latency per kind of query, and two SQLite FTS5 baselines.

Query kinds come from the two labelled sets: keywords (``relevance.yaml``) and questions
(``questions.yaml``, both parts), each split into Chinese, English and mixed-script queries, plus
rule numbers; ``multi_word`` is every query of two words or more. The baselines answer the same
queries over the same records: FTS5 with the trigram tokenizer over OpenCC-normalised text (which
cannot match two-character words such as 重生), and FTS5 unicode61 over text pre-segmented with
the search's own segmenter.
"""

from __future__ import annotations

import os
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from oracle.search import RuleSearcher
from oracle.search.queries import RULE_QUERY
from oracle.search.relevance import evaluate, load_questions, load_relevance
from oracle.search.text import fold, is_cjk
from oracle.store import RuleStore
from rules_corpus.builder import DB_NAME

ROUNDS = 20
COLD_RUNS = 5


def _percentiles(samples: list[float]) -> dict[str, float]:
    samples = sorted(samples)
    return {"p50_ms": round(statistics.median(samples) * 1000, 3),
            "p99_ms": round(samples[min(len(samples) - 1, int(len(samples) * 0.99))] * 1000, 3),
            "samples": len(samples)}


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


def kind_of(query: str, source: str) -> str:
    if RULE_QUERY.match(query):
        return "rule_number"
    latin = any(ch.isascii() and ch.isalpha() for ch in query)
    script = "mixed" if (latin and is_cjk(query)) else ("zh" if is_cjk(query) else "en")
    return f"{source}_{script}"


def query_kinds() -> dict[str, list[str]]:
    kinds: dict[str, list[str]] = {}
    items = [(i["q"], "keyword") for i in load_relevance()]
    items += [(i["q"], "question") for part in ("tune", "test") for i in load_questions(part)]
    for q, source in items:
        kinds.setdefault(kind_of(q, source), []).append(q)
        if len(q.split()) > 1 and not RULE_QUERY.match(q):
            kinds.setdefault("multi_word", []).append(q)
    return dict(sorted(kinds.items()))


def cold_start(data: Path, query: str = "践踏") -> dict[str, float]:
    """CPU seconds of a whole ``oracle search QUERY`` process (user + system), median of a few runs."""
    env = dict(os.environ, ORACLE_DATA=str(data))
    cpu, wall = [], []
    for _ in range(COLD_RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "oracle.cli", "search", query], env=env, check=True,
                       capture_output=True)
        wall.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return {"query": query, "cpu_s": round(statistics.median(cpu), 3), "wall_s": round(statistics.median(wall), 3)}


def _record_texts(store: RuleStore) -> list[tuple[str, str]]:
    rows = []
    for rec in store.records():
        parts = [*rec["title"].values(), *rec["text"].values()]
        for example in rec["examples"]:
            parts += list(example.values())
        rows.append((f"{rec['edition']}:{rec['id']}", fold(" ".join(parts))))
    return rows


def fts5_baseline(store: RuleStore, tokenizer: str, segment) -> tuple[sqlite3.Connection, Any]:
    """An in-memory FTS5 table over every record and a ranked query function."""
    conn = sqlite3.connect(":memory:")
    conn.execute(f"create virtual table docs using fts5(key unindexed, body, tokenize='{tokenizer}')")
    segmented = tokenizer.startswith("unicode61")
    rows = [(key, segment(text) if segmented else text) for key, text in _record_texts(store)]
    conn.executemany("insert into docs values (?, ?)", rows)

    def run(query: str) -> list[str]:
        text = fold(query)
        words = segment(text).split() if segmented else [text]
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
    kinds = query_kinds()
    sets = {"keywords": load_relevance(), "questions_tune": load_questions("tune"),
            "questions_test": load_questions("test")}
    figures: dict[str, Any] = {"rounds": ROUNDS, "queries": {k: len(v) for k, v in kinds.items()}}
    figures["cold_start"] = cold_start(data)
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp)
        shutil.copy(data / DB_NAME, copy / DB_NAME)
        from oracle.search.indexer import build_index

        start = time.perf_counter()
        build_index(copy)
        figures["index_build_s"] = round(time.perf_counter() - start, 3)
    start = time.perf_counter()
    searcher = RuleSearcher.open(data)
    figures["searcher_open_s"] = round(time.perf_counter() - start, 4)

    def ours(q: str) -> list[str]:
        return [f"{r['edition']}:{r['id']}" for r in searcher.search(q, limit=10)["results"]]

    def segment(text: str) -> str:
        return " ".join([w for w, _, _ in searcher.segmenter.tokens(text)] + [text])

    engines: dict[str, Any] = {"oracle": ours}
    store = RuleStore.open(data / DB_NAME)
    conns = []
    for name, tokenizer in (("fts5_trigram", "trigram"), ("fts5_segmented_unicode61", "unicode61")):
        start = time.perf_counter()
        conn, baseline = fts5_baseline(store, tokenizer, segment)
        figures.setdefault("fts5_build_s", {})[name] = round(time.perf_counter() - start, 3)
        engines[name] = baseline
        conns.append(conn)
    for name, engine in engines.items():
        row: dict[str, Any] = {"latency": {kind: _time_queries(engine, qs) for kind, qs in kinds.items()}}
        everything = [q for qs in kinds.values() for q in qs]
        row["latency"]["all"] = _time_queries(engine, everything)
        for set_name, items in sets.items():
            report = evaluate(engine, items)
            row[set_name] = {"mrr": round(report["mrr"], 3), "recall_at_5": round(report["recall_at_5"], 3)}
        figures[name] = row
    for conn in conns:
        conn.close()
    store.conn.close()
    return figures
