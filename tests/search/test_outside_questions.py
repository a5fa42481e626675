"""The outside question set: players' questions taken from the cards' rulings and the era's mechanics.

``questions.yaml`` was written from the rules, so it rewards search for knowing the rules' own words;
this set was not (see the head of ``outside_questions.yaml``), so its test part measures search on
questions nobody tuned it for. The report is the measure: run with ``-s`` to see MRR@10 and recall@5
per part and per language, and the questions not answered first. The floors below sit just under
today's figures so that a regression fails; the issue's target is a constant, not yet an assertion.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from pathlib import Path

import pytest

from oracle.search import RuleSearcher
from oracle.search.relevance import evaluate, load_outside_questions, load_questions, load_relevance
from oracle.search.text import fold

MTGJSON = Path(__file__).resolve().parents[2].parent / "shared" / "mtgjson"
RULING_SOURCE = re.compile(r"^(?P<card>.+) ruling (?P<date>\d{4}-\d{2}-\d{2})$")
CJK = re.compile(r"[\u3400-\u9fff]")

# Issue 26's target for the test part (a player's question answered as well as the tuned ones).
# Not met today (see README's search section); when it is, assert it instead of the floors below.
TARGET_MRR, TARGET_RECALL_AT_5 = 0.85, 0.95
# Just below today's figures, so that a change that makes search worse on outside questions fails.
FLOORS = {"tune": (0.51, 0.68), "test": (0.55, 0.72)}  # measured 0.527 / 0.698 and 0.570 / 0.743


@pytest.fixture(scope="module")
def searcher(data_dir):
    return RuleSearcher.open(data_dir)


def _all() -> list[dict]:
    return load_outside_questions("tune") + load_outside_questions("test")


def _language(question: str) -> str:
    return "Chinese" if CJK.search(question) else "English"


def _keys(searcher, q):
    return [f"{r['edition']}:{r['id']}" for r in searcher.search(q, limit=10)["results"]]


def test_the_set_is_large_split_and_without_duplicates():
    tune, test = load_outside_questions("tune"), load_outside_questions("test")
    assert len(tune) >= 120 and len(test) >= 120
    questions = [q["q"] for q in tune + test]
    assert len(set(questions)) == len(questions)
    others = {q["q"] for part in ("tune", "test") for q in load_questions(part)} | {i["q"] for i in load_relevance()}
    assert not others & set(questions), "a question copies the other sets"


def test_the_parts_were_drawn_by_the_hash_of_the_question():
    """The split was decided before search ran: a question's part is its SHA-256's first byte, even or odd."""
    for item in _all():
        drawn = "tune" if hashlib.sha256(item["q"].encode("utf-8")).digest()[0] % 2 == 0 else "test"
        assert item["part"] == drawn, item["q"]


def test_both_languages_and_both_kinds_of_source_are_there():
    items = _all()
    languages = defaultdict(int)
    for item in items:
        languages[_language(item["q"])] += 1
    assert min(languages["Chinese"], languages["English"]) >= 0.4 * len(items)
    assert sum(1 for item in items if item["source"] == "mechanics") >= 40
    bad = [item["source"] for item in items if item["source"] != "mechanics" and not RULING_SOURCE.match(item["source"])]
    assert not bad, "a source is neither 'mechanics' nor '<card> ruling <date>'"


def test_every_label_is_checked_against_the_rule_text(store):
    """Each expected record exists, and the question's evidence phrase is in one of them."""
    texts = {}
    for rec in store.records():
        parts = [*rec["title"].values(), *rec["text"].values()]
        for example in rec["examples"]:
            parts += list(example.values())
        texts[f"{rec['edition']}:{rec['id']}"] = fold(" ".join(parts))
    problems = []
    for item in _all():
        missing = [k for k in item["expect"] if k not in texts]
        if missing:
            problems.append((item["q"], "no such record", missing))
        elif not any(fold(item["evidence"]) in texts[k] for k in item["expect"]):
            problems.append((item["q"], "evidence not in the expected rules", item["evidence"]))
    assert not problems


def test_every_ruling_named_is_a_ruling_of_that_card():
    """A question's source names a card and the date of one of its official rulings (../shared/mtgjson)."""
    if not MTGJSON.is_dir():
        pytest.skip(f"{MTGJSON} is absent: the rulings behind the questions are checked where ../shared is present (CI)")
    dates = defaultdict(set)
    for path in MTGJSON.glob("*.json"):
        for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            for ruling in card.get("rulings") or []:
                dates[card["name"]].add(ruling["date"])
    unknown = []
    for item in _all():
        match = RULING_SOURCE.match(item["source"])
        if match and match["date"] not in dates.get(match["card"], ()):
            unknown.append(item["source"])
    assert not unknown


def test_the_tuner_reads_the_tune_part_only():
    from oracle.search.tuning import Objective

    read = {q["q"] for q in Objective(None).tune}  # the searcher is not used until a weight is tried
    assert {q["q"] for q in load_outside_questions("tune")} <= read
    assert not {q["q"] for q in load_outside_questions("test")} & read


def _report(name: str, report: dict) -> None:
    print(f"\noutside {name}: MRR@10 {report['mrr']:.3f}  recall@5 {report['recall_at_5']:.3f} "
          f"over {report['queries']} questions")


@pytest.mark.parametrize("part", ["tune", "test"])
def test_each_part_is_reported_and_holds_its_floor(searcher, part):
    items = load_outside_questions(part)
    report = evaluate(lambda q: _keys(searcher, q), items)
    _report(part, report)
    for language in ("Chinese", "English"):
        _report(f"{part}, {language}", evaluate(lambda q: _keys(searcher, q),
                                                [i for i in items if _language(i["q"]) == language]))
    worst = sorted(report["misses"], key=lambda r: r["rank"] or 99, reverse=True)
    for miss in worst:
        print(f"  rank {miss['rank'] or '>10'}: {miss['q']}  top 3: {', '.join(miss['top'])}")
    mrr_floor, recall_floor = FLOORS[part]
    assert report["mrr"] >= mrr_floor and report["recall_at_5"] >= recall_floor
