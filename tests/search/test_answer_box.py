"""The answer box is right or absent (issue 26, item 1).

Checked two ways: the wordings the issue found wrong, each against the rule text itself (the boxed
record must speak of what was asked), and every labelled query of the three sets (360 queries),
where a box that is not one of the query's labelled answers counts as wrong. The figures of the
labelled sets are floors measured on 2026-12-03; the tune half and the keywords were looked at
while the box's rule was written, the test half was not.
"""

from __future__ import annotations

import pytest

from oracle.search import RuleSearcher
from oracle.search.relevance import load_questions, load_relevance
from oracle.search.text import fold

#: wrong boxes per set, measured when the rule was written (a rise fails; lower them as it improves)
MOST_WRONG = {"keywords": 4, "tune": 19, "test": 25}
#: and how many right boxes each set showed then (the box must not buy precision by vanishing)
FEWEST_RIGHT = {"keywords": 74, "tune": 79, "test": 72}


@pytest.fixture(scope="module")
def searcher(data_dir):
    return RuleSearcher.open(data_dir)


@pytest.fixture(scope="module")
def spoken(store):
    """Each record's title, text, examples and summary, folded: what it speaks of."""
    out = {}
    for rec in store.records():
        parts = [*rec["title"].values(), *rec["text"].values(), *(rec.get("summary") or {}).values()]
        for example in rec["examples"]:
            parts += list(example.values())
        out[f"{rec['edition']}:{rec['id']}"] = fold(" ".join(parts))
    return out


def _box(searcher, q):
    best = searcher.search(q)["best"]
    return None if best is None else f"{best['edition']}:{best['id']}"


@pytest.mark.parametrize("q", ["法术力灼烧", "法力灼烧", "法術力灼燒", "魔力灼烧", "mana burn"])
def test_mana_burn_misspelt_reaches_its_definition(searcher, q):
    """法术力灼烧 answered 406.1c (mana abilities) and mana burn was not in the top 5."""
    answer = searcher.search(q)
    assert _box(searcher, q) == "classic:法术力灼伤"
    assert "classic:法术力灼伤" in [f"{r['edition']}:{r['id']}" for r in answer["results"][:5]]


@pytest.mark.parametrize("q, words", [
    ("践踏和保护", (("践踏", "trample"), ("保护", "protection"))),
    ("trample protection", (("践踏", "trample"), ("保护", "protection"))),
    ("first strike trample", (("先攻", "first strike"), ("践踏", "trample"))),
    ("先攻 践踏", (("先攻", "first strike"), ("践踏", "trample"))),
])
def test_two_terms_box_a_record_that_speaks_of_both(searcher, spoken, q, words):
    """The box for two terms was 702.14g/h (protection from A and B) or 702.7d (redundant first
    strike), which name only one of them: a box now speaks of both, in its text or its example."""
    box = _box(searcher, q)
    assert box not in {"2009:702.14g", "2009:702.14h", "2009:702.7d", "classic:502.2d"}
    if box is not None:
        assert all(any(form in spoken[box] for form in forms) for forms in words), box


def test_trample_and_protection_find_the_example_that_has_both(searcher, spoken):
    """July 2009's 702.17b has an example of trample against a protection creature."""
    assert "protection" in spoken["2009:702.17b"]
    assert _box(searcher, "trample protection") == "2009:702.17b"


def test_can_i_questions_box_a_rule_that_permits_or_forbids(searcher, spoken):
    box = _box(searcher, "can a creature with flying block")
    assert box is not None
    assert any(w in spoken[box] for w in ("can", "can't", "may", "不能", "可以"))


def _first_text_child(searcher, key):
    """What the box shows for a header with no text of its own: its first descendant with text."""
    n = searcher.index.by_key.get(key)
    if n is None or searcher.docs[n]["has_text"]:
        return key
    kids = searcher.index.with_text(n)
    return searcher.docs[kids[0]]["key"] if kids else key


@pytest.mark.parametrize("name", ["keywords", "tune", "test"])
def test_labelled_sets_box_a_labelled_answer_or_nothing(searcher, name):
    items = load_relevance() if name == "keywords" else load_questions(name)
    right = wrong = 0
    misses = []
    for item in items:
        box = _box(searcher, item["q"])
        if box is None:
            continue
        accepted = set(item["expect"]) | {_first_text_child(searcher, k) for k in item["expect"]}
        if box in accepted:
            right += 1
        else:
            wrong += 1
            misses.append((item["q"], box))
    print(f"\n{name}: {len(items)} queries, box right {right}, wrong {wrong}, none {len(items) - right - wrong}")
    for miss in misses:
        print("  wrong box:", miss)
    assert wrong <= MOST_WRONG[name]
    assert right >= FEWEST_RIGHT[name]
