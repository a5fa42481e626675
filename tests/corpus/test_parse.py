"""The parsed corpus against what a reader of the sources counts by hand."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rules_corpus.sources import SOURCES

# Rules and subrules per section, counted by reading each source (000 by eye along its one line,
# 001/002 one numbered line each, 003 along the post). Duplicated numbers count every time printed.
EXPECTED_RULES = {
    "classic": {
        "100": 6, "101": 5, "102": 8, "103": 4, "104": 10, "200": 18, "201": 2, "202": 5, "203": 8,
        "204": 1, "205": 14, "206": 3, "207": 2, "208": 2, "209": 1, "210": 1, "211": 1, "212": 54,
        "213": 5, "214": 4, "215": 2,
        "400": 1, "401": 3, "402": 10, "403": 3, "404": 2, "405": 1, "406": 11, "407": 3, "408": 16,
        "409": 9, "410": 20, "411": 3, "412": 2, "413": 10, "414": 2, "415": 5, "416": 3, "417": 2,
        "418": 15, "419": 16, "420": 11, "421": 5, "422": 2,
        "500": 2, "501": 3, "502": 39,
    },
    "2009": {"702": 88},
}
TOC_ONLY = ["216", "217", *[str(n) for n in range(300, 315)], "503", "504", "505", "506", "507"]


def rules_per_section(corpus, edition):
    counts = Counter()
    for rec in corpus.records:
        if rec.edition == edition and rec.kind in ("rule", "subrule") and rec.in_corpus:
            counts[rec.id.split(".")[0]] += 1
    return dict(counts)


@pytest.mark.parametrize("edition", ["classic", "2009"])
def test_rules_per_section_match_hand_counts(corpus, edition):
    assert rules_per_section(corpus, edition) == EXPECTED_RULES[edition]


@pytest.mark.parametrize("file_name", ["001_6f9ac8f7b32c9e26.txt", "002_43c1eab5933caba0.txt"])
def test_line_sources_every_numbered_line_is_a_record(corpus, file_name):
    """An independent count: every line of a web source that starts with a rule number."""
    source = next(s for s in SOURCES if s.file == file_name)
    numbered = [line for line in source.read().splitlines() if re.match(r"^\d{3}\.\d", line.strip())]
    records = [r for r in corpus.records if r.source.get("file") == file_name and r.kind in ("rule", "subrule")]
    assert len(records) == len(numbered)


def test_sections_and_chapters(corpus):
    classic = {r.id: r for r in corpus.records if r.edition == "classic"}
    assert [c for c in "12345" if c in classic] == list("12345")
    assert classic["420"].title["zh-Hans"] == "依状态而生的效应"
    for section in TOC_ONLY:
        assert classic[section].text_in_corpus is False
        assert classic[section].title["zh-Hans"]
        assert "zh-Hans" not in classic[section].text
    assert classic["310"].title["zh-Hans"] == "战斗伤害步骤"
    assert classic["420"].text_in_corpus is True


def test_rule_text_and_parents(corpus):
    rec = corpus.record("classic", "420.5c")
    assert rec.parent == "420.5"
    assert "致命伤害" in rec.text["zh-Hans"] and "重生" in rec.text["zh-Hans"]
    assert corpus.record("classic", "420.5").parent == "420"
    assert corpus.record("classic", "420").parent == "4"


def test_pdf_line_breaks_are_closed_up(corpus):
    text = corpus.record("classic", "100.1").text["zh-Hans"]
    assert "你可以到威世智的网页" in text  # the PDF had a line-break space after 可以


def test_cross_references_are_not_rule_starts(corpus):
    """``见规则 420`` and ``请参见规则212.3d`` inside 000 stay in the text and become refs."""
    rec = corpus.record("classic", "104.4")
    assert "212.3d" in rec.text["zh-Hans"]
    assert "212.3d" in rec.refs
    assert "420" in corpus.record("classic", "102.1").refs


def test_duplicate_ids_are_kept_and_reported(corpus):
    ids = corpus.ids("classic")
    for rule_id in ("212.6b", "212.6b#2", "212.6b#3", "212.2b#2", "212.5e#2"):
        assert rule_id in ids
    reported = {a.id for a in corpus.anomalies if a.kind == "duplicate_id"}
    assert {"212.6b#2", "212.6b#3", "212.2b#2", "212.2c#2", "212.5e#2"} <= reported
    # A misnumbered rule stays under the rule it is printed in.
    assert corpus.record("classic", "212.2b#2").parent == "212.5"
    assert "瞬间" in corpus.record("classic", "212.2b#2").text["zh-Hans"]


def test_every_example_is_attached(corpus):
    """Every 例：/例如：/Example: of the sources is an example of a rule, or reported as inline."""
    for source in SOURCES:
        raw = source.read()
        markers = len(re.findall(r"例如?\s*[：:]", raw))
        attached = sum(len(r.examples) for r in corpus.records if r.source.get("file") == source.file)
        inline = sum(1 for a in corpus.anomalies if a.kind == "inline_example" and a.source == source.file)
        assert attached + inline == markers, source.file
    english = sum(1 for r in corpus.records if r.edition == "2009" for e in r.examples if "en" in e)
    assert english == raw.count("Example:")


def test_examples_in_order(corpus):
    rec = corpus.record("2009", "702.17b")
    assert len(rec.examples) == 2
    assert rec.examples[0]["en"].startswith("A 2/2 creature")
    assert rec.examples[1]["en"].startswith("A 6/6 green creature")
    assert rec.examples[1]["zh-Hant"].startswith("某個具反綠保護異能")


def test_bilingual_2009(corpus):
    rec = corpus.record("2009", "702.17")
    assert rec.title == {"zh-Hant": "踐踏", "en": "Trample", "zh-Hans": "践踏"}
    sub = corpus.record("2009", "702.9b")
    assert sub.text["en"].startswith("A creature with flying can't be blocked")
    assert not re.search(r"[\u4e00-\u9fff]", sub.text["en"])
    assert sub.translation == {"zh-Hant": "original", "en": "official", "zh-Hans": "converted"}


def test_notes_are_split_out(corpus):
    rec = corpus.record("classic", "215.1")
    assert rec.notes and "中文版只使用传奇一词" in rec.notes[0]["zh-Hans"]
    assert "译注" not in rec.text["zh-Hans"]


def test_furniture_is_stripped_but_reported(corpus):
    texts = " ".join(v for r in corpus.records for v in r.text.values())
    for furniture in ("上一页", "下一页", "北京市通信公司提供网络带宽", "發信站", "bernardily"):
        assert furniture not in texts
    assert any(a.kind == "furniture_stripped" and "上一页" in a.message for a in corpus.anomalies)


def test_every_ref_resolves_or_is_reported(corpus):
    ids = {(r.edition, r.id) for r in corpus.records}
    unresolved = {(a.edition, a.id, a.message.split(" refers to ")[1].split(" ")[0])
                  for a in corpus.anomalies if a.kind == "unresolved_ref"}
    for ref in corpus.refs:
        if ref.resolved:
            assert (ref.edition, ref.target) in ids
        else:
            assert (ref.edition, ref.source_id, ref.target) in unresolved
            assert ref.reason


def test_glossary(corpus):
    glossary = {r.id: r for r in corpus.records if r.kind == "glossary"}
    assert len(glossary) == 181
    assert "致命伤害" in glossary and "依状态而生的效应" in glossary
    # A definition broken over lines in the web copy is joined back together.
    assert glossary["成为"].text["zh-Hans"].startswith("某些触发事件会用到")
    assert glossary["阻挡生物"].text["zh-Hans"].startswith("一个生物在战斗阶段中阻挡")
    assert "略过#2" in glossary  # the glossary defines 略过 twice (pass, skip)
    assert "403" in glossary["启动式异能"].refs


def test_gaps_are_reported(corpus):
    gaps = [a.message for a in corpus.anomalies if a.kind == "gap"]
    assert any("212.5b" in g for g in gaps)
    assert any("702.19" in g for g in gaps)
