"""The question set: players' questions with the rules that answer them, checked and measured.

The test part is never read by the tuner (oracle/search/tuning.py reads only the tune part).
"""

from __future__ import annotations

import pytest

from oracle.search import RuleSearcher
from oracle.search.relevance import evaluate, load_questions, load_relevance
from oracle.search.text import fold

TEST_FLOOR = 0.80
KEYWORD_FLOOR = 0.95


@pytest.fixture(scope="module")
def searcher(data_dir):
    return RuleSearcher.open(data_dir)


def _keys(searcher, q):
    return [f"{r['edition']}:{r['id']}" for r in searcher.search(q, limit=10)["results"]]


def _report(name, report):
    print(f"\n{name}: MRR@10 {report['mrr']:.3f}  recall@5 {report['recall_at_5']:.3f} "
          f"over {report['queries']} questions")
    for miss in report["misses"]:
        print("  not first:", miss)


def test_the_set_is_large_split_and_without_duplicates():
    tune, test = load_questions("tune"), load_questions("test")
    assert len(tune) + len(test) >= 150 and len(test) >= 60 and len(tune) >= 60
    questions = [q["q"] for q in tune + test]
    assert len(set(questions)) == len(questions)
    keywords = {item["q"] for item in load_relevance()}
    assert not keywords & set(questions), "a question copies the keyword set"


def test_every_label_is_checked_against_the_rule_text(store):
    """Each expected record exists, and the question's evidence phrase is in one of them."""
    texts = {}
    for rec in store.records():
        parts = [*rec["title"].values(), *rec["text"].values()]
        for example in rec["examples"]:
            parts += list(example.values())
        texts[f"{rec['edition']}:{rec['id']}"] = fold(" ".join(parts))
    problems = []
    for item in load_questions("tune") + load_questions("test"):
        missing = [k for k in item["expect"] if k not in texts]
        if missing:
            problems.append((item["q"], "no such record", missing))
        elif not any(fold(item["evidence"]) in texts[k] for k in item["expect"]):
            problems.append((item["q"], "evidence not in the expected rules", item["evidence"]))
    assert not problems


def test_tuning_part(searcher):
    report = evaluate(lambda q: _keys(searcher, q), load_questions("tune"))
    _report("tune", report)
    assert report["queries"] >= 60


def test_test_part_meets_the_floor(searcher):
    report = evaluate(lambda q: _keys(searcher, q), load_questions("test"))
    _report("test", report)
    assert report["mrr"] >= TEST_FLOOR


def test_keyword_set_stays_at_its_floor(searcher):
    report = evaluate(lambda q: _keys(searcher, q), load_relevance())
    _report("keywords", report)
    assert report["mrr"] >= KEYWORD_FLOOR
