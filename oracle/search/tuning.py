"""Tuning the ranking's weights on the tuning part of the question set: ``python -m oracle.search.tuning``.

Coordinate ascent: each weight in turn is tried at a few multiples of its value, and the best value
is kept if it raises the objective (MRR@10 plus half of recall@5 on the tuning questions: the tune
parts of ``questions.yaml`` and of ``outside_questions.yaml``), as long as the keyword set stays at
or above its floor. Rounds repeat until nothing improves. The test parts of both sets are never
loaded here. The result is written to ``weights.json``.
"""

from __future__ import annotations

import argparse
import copy
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from oracle.search.relevance import evaluate, load_outside_questions, load_questions, load_relevance
from oracle.search.searcher import RuleSearcher
from oracle.search.weights import KINDS, WEIGHTS_FILE, Weights, load_weights, save_weights

KEYWORD_FLOOR = 0.95
FACTORS = (0.5, 0.75, 0.9, 1.1, 1.33, 2.0)


def _knob(path: tuple[str, ...]) -> tuple[Callable[[Weights], float], Callable[[Weights, float], None]]:
    def get(w: Weights) -> float:
        value: Any = w
        for part in path:
            value = value[part] if isinstance(value, dict) else getattr(value, part)
        return float(value)

    def put(w: Weights, v: float) -> None:
        if path[0] == "b":
            v = min(v, 1.0)  # BM25's length normalisation is a share: 0 (none) to 1 (full)
        target = w
        for part in path[:-1]:
            target = target[part] if isinstance(target, dict) else getattr(target, part)
        if isinstance(target, dict):
            target[path[-1]] = v
        else:
            setattr(target, path[-1], v)

    return get, put


def knobs() -> list[tuple[str, ...]]:
    """The weights the tuner moves (a subset: fields shared by kinds move together where noted)."""
    out: list[tuple[str, ...]] = [("k1",)] + [("b", f) for f in ("title", "text", "examples", "pairs")]
    for kind in KINDS:
        out += [("fields", kind, "title"), ("fields", kind, "defines")]
    out += [("fields", "glossary", "text"), ("fields", "glossary", "concepts"), ("fields", "rule", "concepts"),
            ("fields", "subrule", "concepts"), ("fields", "rule", "examples"), ("fields", "subrule", "examples"),
            ("fields", "rule", "pairs"), ("fields", "subrule", "pairs"), ("fields", "rule", "context"),
            ("fields", "subrule", "context")]
    out += [("kind_prior", k) for k in ("chapter", "section", "glossary")]
    out += [(name,) for name in ("not_in_corpus", "question_word", "single_char", "concept", "pair", "slang",
                                 "slang_original", "corrected", "frame", "fold", "coord", "negation")]
    return out


class Objective:
    def __init__(self, searcher: RuleSearcher):
        self.searcher = searcher
        self.tune = load_questions("tune") + load_outside_questions("tune")
        self.keywords = load_relevance()

    def _run(self, q: str) -> list[str]:
        return self.searcher.ranked_keys(q, 10)

    def __call__(self, weights: Weights) -> tuple[float, dict, dict]:
        self.searcher.reweight(weights)
        tune = evaluate(self._run, self.tune)
        keywords = evaluate(self._run, self.keywords)
        score = tune["mrr"] + 0.5 * tune["recall_at_5"]
        if keywords["mrr"] < KEYWORD_FLOOR:
            score -= 10 * (KEYWORD_FLOOR - keywords["mrr"]) + 0.1
        return score, tune, keywords


def tune(searcher: RuleSearcher, start: Weights, rounds: int = 4, log=print) -> Weights:
    objective = Objective(searcher)
    best = copy.deepcopy(start)
    best_score, tune_r, kw = objective(best)
    log(f"start: objective {best_score:.4f} tune MRR {tune_r['mrr']:.3f} R@5 {tune_r['recall_at_5']:.3f} "
        f"keywords MRR {kw['mrr']:.3f}")
    for round_no in range(1, rounds + 1):
        improved = False
        for path in knobs():
            get, put = _knob(path)
            base = get(best)
            for factor in FACTORS:
                trial = copy.deepcopy(best)
                value = round(base * factor, 4) if base else factor * 0.1
                put(trial, value)
                score, tune_r, kw = objective(trial)
                if score > best_score + 1e-6:
                    best, best_score, improved = trial, score, True
                    log(f"  round {round_no}: {'.'.join(path)} {base:g} -> {value:g}: objective {score:.4f} "
                        f"(tune MRR {tune_r['mrr']:.3f}, keywords {kw['mrr']:.3f})")
                    base = value
        if not improved:
            break
    score, tune_r, kw = objective(best)
    log(f"done: objective {score:.4f} tune MRR {tune_r['mrr']:.3f} R@5 {tune_r['recall_at_5']:.3f} "
        f"keywords MRR {kw['mrr']:.3f}")
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=None, help="data directory (default $ORACLE_DATA or ./var)")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--from-defaults", action="store_true", help="start from the built-in defaults")
    parser.add_argument("--dry-run", action="store_true", help="print the result without writing weights.json")
    args = parser.parse_args(argv)
    from rules_corpus.builder import data_dir

    searcher = RuleSearcher.open(Path(args.data) if args.data else data_dir())
    start = Weights() if args.from_defaults else load_weights()
    best = tune(searcher, start, args.rounds)
    if not args.dry_run:
        save_weights(best)
        print(f"written to {WEIGHTS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
