"""The fast paths of search: what they skip, and that what they compute matches its reference.

The references are the libraries and tables the fast paths stand in for: jieba's own search-mode
tokenizer, a regular expression for the English marks, the homophone table for the stored
syllables. Speed itself is measured in ``bench/bench_search.py``, never asserted here.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from oracle.search import RuleSearcher
from oracle.search.snippets import EnglishMarks, chinese_snippet, english_snippet
from oracle.search.text import CJK_RUN


@pytest.fixture(scope="module")
def searcher(data_dir):
    return RuleSearcher.open(data_dir)


def keys(answer):
    return [f"{r['edition']}:{r['id']}" for r in answer["results"]]


# -- rule numbers ----------------------------------------------------------------------------------
def test_a_rule_number_lists_what_is_numbered_under_it_and_nothing_that_only_starts_alike(searcher):
    ids = keys(searcher.search("702.1", edition="2009", limit=100))
    assert ids[0] == "2009:702.1"
    # 702.17 (Trample) starts with the characters "702.1" but is not numbered under 702.1.
    assert "2009:702.17" not in ids and all(k == "2009:702.1" or k[len("2009:702.1")].isalpha() for k in ids)
    section = keys(searcher.search("502", limit=100))
    assert section[0] == "classic:502" and "classic:502.9c" in section
    assert all(k.split(":")[1] == "502" or k.split(":")[1].startswith("502.") for k in section)


def test_a_rule_number_family_is_in_rulebook_order_and_follows_the_edition_filter(searcher):
    assert keys(searcher.search("502.9", limit=100)) == ["classic:502.9"] + [f"classic:502.9{c}" for c in "abcdefg"]
    assert keys(searcher.search("702.17", limit=100)) == ["2009:702.17"] + [f"2009:702.17{c}" for c in "abcde"]
    nothing = searcher.search("702.17", edition="classic")
    assert nothing["results"] == [] and nothing["redirect"] is None and nothing["nearest"]


# -- the typo pass ---------------------------------------------------------------------------------
def test_a_query_that_is_one_table_form_skips_the_chinese_typo_pass(searcher, monkeypatch):
    calls = []
    original = searcher.reader.chinese.corrections
    monkeypatch.setattr(searcher.reader.chinese, "corrections",
                        lambda text, protected: calls.append(text) or original(text, protected))
    assert searcher.search("践踏")["suggestion"] is None and calls == []
    assert searcher.search("trample")["suggestion"] is None and calls == []
    assert searcher.search("见踏")["suggestion"] == "践踏" and calls == ["见踏"]


@pytest.mark.parametrize("typed,fixed", [
    ("tramle", "trample"),       # a letter left out: the word is one letter shorter
    ("trampple", "trample"),     # a letter doubled: one letter longer
    ("tarmple", "trample"),      # two letters swapped
    ("deathtuoch", "deathtouch"),
])
def test_english_typos_are_found_across_word_lengths(searcher, typed, fixed):
    assert searcher.search(typed)["suggestion"] == fixed


def test_the_stored_syllables_of_table_characters_are_those_of_the_homophone_table(searcher):
    tables = searcher.tables
    stored = tables.data["table_readings"]
    sounds = tables.data["homophones"]
    table_chars = {ch for row in tables.forms if row["cjk"] and len(row["form"]) > 1 for ch in row["form"]}
    assert set(stored) <= table_chars and "践" in stored
    for ch in table_chars:
        assert set(stored.get(ch, ())) == {s for s, chars in sounds.items() if ch in chars}, ch
    assert tables.sounds_alike("见", "践") and tables.sounds_alike("塔", "踏")
    assert not tables.sounds_alike("猫", "践")


# -- segmentation ----------------------------------------------------------------------------------
def test_search_mode_words_are_jiebas_own(searcher, store):
    """The search-mode words derived from one cut are the tokens jieba's tokenizer gives."""
    segmenter = searcher.segmenter
    runs = set()
    for rec in list(store.records())[:300]:
        for text in rec["text"].values():
            runs.update(m.group(0) for m in CJK_RUN.finditer(text))
    assert len(runs) > 100
    for run in sorted(runs):
        expected = list(segmenter._jieba.tokenize(run, mode="search", HMM=False))
        assert list(segmenter.search_words(run)) == expected, run
        assert list(segmenter.search_words(run, {})) == expected, run


def test_the_stored_split_words_are_exactly_the_words_jieba_does_not_keep_whole(searcher):
    segmenter = searcher.segmenter
    assert segmenter.split, "the index stores the words jieba splits"
    assert segmenter.split.get("上会") == ["上", "会"]
    for word, count in segmenter.freq.items():
        if count and len(word) > 1:
            assert segmenter.cut_word(word) == list(segmenter._jieba.cut(word, HMM=False)), word


# -- snippets --------------------------------------------------------------------------------------
def _reference_spans(text: str, stems: list[str]) -> list[tuple[int, int]]:
    """The English marks as the case-insensitive pattern puts them (what the fast path replaces)."""
    stems = sorted(set(stems), key=lambda s: (-len(s), s))
    parts = [re.escape(s) + (r"[a-z]*" if s.isalpha() else r"(?![0-9])") for s in stems if len(s) >= 2 or s.isdigit()]
    if not parts:
        return []
    pattern = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(parts) + ")", re.IGNORECASE)
    return [(m.start(), m.end()) for m in pattern.finditer(text)]


@pytest.mark.parametrize("text,stems,marked", [
    ("Trample, tramples and untrampled.", ["trampl"],
     "<mark>Trample</mark>, <mark>tramples</mark> and untrampled."),
    ("Deal 5 damage, not 55 or 5.5.", ["5", "damag"], "Deal <mark>5</mark> <mark>damage</mark>, not 55 or "
                                                      "<mark>5</mark>.<mark>5</mark>."),
    ("A player can't attack.", ["can't", "can", "attack"],
     "A player <mark>can't</mark> <mark>attack</mark>."),
    ("\u212aill it, kill it.", ["kill"], "<mark>\u212aill</mark> it, <mark>kill</mark> it."),  # Kelvin sign
])
def test_english_marks_are_where_the_pattern_puts_them(text, stems, marked):
    assert english_snippet(text, stems, whole=True) == marked.replace("'", "&#x27;")
    assert EnglishMarks(stems).spans(text) == _reference_spans(text, stems)


def test_english_marks_match_the_pattern_on_every_record_for_real_queries(searcher):
    queries = ["trample", "first strike damage", "can I tap my lands in response", "0 life", "420.5c legend",
               "counter target spell", "player's hand size", "deathtouch lifelink", "践踏 飞行"]
    texts = [d["text"]["en"] for d in searcher.docs if d["text"].get("en")]
    assert len(texts) > 300
    for query in queries:
        stems = searcher.reader.read(query).mark_en
        marks = EnglishMarks(stems)
        assert stems
        for text in texts:
            assert marks.spans(text) == _reference_spans(text, stems), (query, text)


def test_a_long_chinese_text_is_cut_around_its_first_mark(searcher):
    text = "甲" * 300 + "致命伤害" + "乙" * 300
    snippet = chinese_snippet(text, ["致命伤害"])
    assert snippet.startswith("…") and snippet.endswith("…") and "<mark>致命伤害</mark>" in snippet
    assert len(snippet) < 250
    assert chinese_snippet("致命傷害與致命伤害", ["致命伤害"], memo={}) == "<mark>致命傷害</mark>與<mark>致命伤害</mark>"


# -- warming a searcher ----------------------------------------------------------------------------
def test_warm_builds_and_loads_what_first_queries_would(data_dir):
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from oracle.search import RuleSearcher\n"
        f"s = RuleSearcher.open(Path({str(data_dir)!r}))\n"
        "before = ['snowballstemmer' in sys.modules, 'opencc' in sys.modules]\n"
        "s.warm()\n"
        "print(*before, 'snowballstemmer' in sys.modules, 'opencc' in sys.modules, bool(s.speller._tables),"
        " s.reader.chinese._positions is not None, s.search('tramle')['suggestion'])\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False", "True", "True", "True", "True", "trample"]
