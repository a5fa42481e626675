"""Search benchmark: cold start, index build, latency per kind of query, and two SQLite FTS5 baselines.

Query kinds come from the two labelled sets: keywords (``relevance.yaml``) and questions
(``questions.yaml``, both parts), each split into Chinese, English and mixed-script queries, plus
rule numbers; ``multi_word`` is every query of two words or more. The baselines answer the same
queries over the same records: FTS5 with the trigram tokenizer over OpenCC-normalised text (which
cannot match two-character words such as 重生), and FTS5 unicode61 over text pre-segmented with
the search's own segmenter.

Besides the repeated rounds (every query seen before, as a busy server sees popular queries), the
``first_pass`` figures time each query once in a fresh process whose searcher was opened and
warmed (:meth:`RuleSearcher.warm`) but has answered nothing: what a query never asked before pays
for its tokens' postings and snippets' text on first use.

``python -m bench.bench_search --latency-only --runs 3`` measures only the latency, best of three
runs per kind (on a shared machine the best run is the one least disturbed), with the load average.
"""

from __future__ import annotations

import json
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
    """Wall-clock p50/p99, and the same of the thread's CPU time (``cpu_``: what the query itself
    cost, without the time the scheduler gave other processes, on a shared machine)."""
    for q in queries:  # warm caches once
        run(q)
    samples, cpu = [], []
    for _ in range(ROUNDS):
        for q in queries:
            start, start_cpu = time.perf_counter(), time.thread_time()
            run(q)
            cpu.append(time.thread_time() - start_cpu)
            samples.append(time.perf_counter() - start)
    figures = _percentiles(samples)
    on_cpu = _percentiles(cpu)
    figures.update(cpu_p50_ms=on_cpu["p50_ms"], cpu_p99_ms=on_cpu["p99_ms"])
    return figures


def first_pass(data: Path) -> dict[str, dict[str, float]]:
    """Each query once, in a new process with a warmed searcher: the latency of unseen queries."""
    out = subprocess.run([sys.executable, "-m", "bench.bench_search", "--first-pass-json", str(data)],
                         capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parent.parent)
    return json.loads(out.stdout)


def _first_pass_here(data: Path) -> dict[str, dict[str, float]]:
    searcher = RuleSearcher.open(data)
    searcher.warm()
    figures = {}
    for kind, queries in query_kinds().items():
        samples = []
        for q in queries:
            start = time.perf_counter()
            searcher.search(q, limit=10)
            samples.append(time.perf_counter() - start)
        figures[kind] = _percentiles(samples)
    return figures


def latency(data: Path, runs: int = 1) -> dict[str, Any]:
    """Per kind, the best p50 and the best p99 over ``runs`` runs of ``ROUNDS`` rounds each."""
    searcher = RuleSearcher.open(data)
    kinds = query_kinds()
    loads = [os.getloadavg()[0]]
    best: dict[str, dict[str, float]] = {}
    for _ in range(runs):
        for kind, queries in kinds.items():
            row = _time_queries(lambda q: searcher.search(q, limit=10), queries)
            kept = best.setdefault(kind, dict(row))
            for key in ("p50_ms", "p99_ms", "cpu_p50_ms", "cpu_p99_ms"):
                kept[key] = min(kept[key], row[key])
        loads.append(os.getloadavg()[0])
    return {"runs": runs, "rounds": ROUNDS, "load_average_1min": [round(x, 2) for x in loads], "kinds": best}


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
    figures: dict[str, Any] = {"rounds": ROUNDS, "queries": {k: len(v) for k, v in kinds.items()},
                               "load_average_1min_at_start": round(os.getloadavg()[0], 2)}
    figures["cold_start"] = cold_start(data)
    figures["first_pass"] = first_pass(data)
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
    figures["load_average_1min_at_end"] = round(os.getloadavg()[0], 2)
    return figures


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m bench.bench_search", description=__doc__.split("\n")[0])
    parser.add_argument("--latency-only", action="store_true", help="only the per-kind latency (and first pass)")
    parser.add_argument("--runs", type=int, default=1, help="runs of the rounds; the best p50 and p99 are kept")
    parser.add_argument("--first-pass-json", metavar="DATA", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.first_pass_json:
        print(json.dumps(_first_pass_here(Path(args.first_pass_json))))
        return 0
    from oracle.config import settings

    data = settings().data
    if not args.latency_only:
        print(json.dumps(run(data), indent=2, ensure_ascii=False))
        return 0
    result = latency(data, max(1, args.runs))
    first = first_pass(data)
    print(f"load average (1 min) during the runs: {result['load_average_1min']}; "
          f"best of {result['runs']} runs of {result['rounds']} rounds")
    print("| kind (queries) | p50 / p99 (repeated) | CPU p50 / p99 (repeated) | p50 / p99 (first pass) |")
    print("| --- | --- | --- | --- |")
    for kind, row in result["kinds"].items():
        once = first[kind]
        print(f"| {kind} ({once['samples']}) | {row['p50_ms']:.2f} / {row['p99_ms']:.2f} ms "
              f"| {row['cpu_p50_ms']:.2f} / {row['cpu_p99_ms']:.2f} ms "
              f"| {once['p50_ms']:.2f} / {once['p99_ms']:.2f} ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
