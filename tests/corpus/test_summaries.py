"""Project summaries: every title-only section has one, every 2009 number the source names is a
record (outside the corpus), and summaries.yaml cannot invent a rule."""

from __future__ import annotations

import re

import pytest

from rules_corpus.concordance import load_concordance
from rules_corpus.model import Record
from rules_corpus.outside import SummaryError, apply_section_summaries, outside_records
from rules_corpus.sources import SOURCES


def test_every_title_only_record_has_a_summary_in_three_languages(corpus):
    title_only = [r for r in corpus.records if not r.text_in_corpus]
    assert {r.id for r in title_only if r.edition == "classic"} >= {"216", "217", "310", "503", "507"}
    for rec in title_only:
        assert rec.summary_source == "project", rec.id
        assert set(rec.summary) == {"zh-Hans", "zh-Hant", "en"}, rec.id
        assert not rec.text, rec.id  # a summary is never stored as rule text


def test_every_2009_number_the_source_names_is_a_record(corpus):
    raw = next(s for s in SOURCES if s.edition == "2009").read()
    named = set(re.findall(r"(?:規則|[Rr]ules?)\s*(\d{3}(?:\.\d+[a-z]?)?)", raw)) | {"510.1d"}  # "510.1c-d"
    ids = {r.id: r for r in corpus.records if r.edition == "2009"}
    missing = sorted(n for n in named if n not in ids)
    assert not missing, missing
    outside = {n for n in named if not ids[n].in_corpus}
    assert outside == {"508", "509", "510", "510.1c", "510.1d", "704", "302.6", "118.3", "109.2", "301", "303"}
    assert not [a for a in corpus.anomalies if a.edition == "2009" and a.kind == "unresolved_ref"]
    assert len([a for a in corpus.anomalies if a.kind == "outside_corpus_ref"]) == 20  # still reported
    for rule_id in outside:
        assert ids[rule_id].named_by == "source" and ids[rule_id].text == {}


def test_concordance_named_numbers_are_marked_as_such(corpus):
    flanking = corpus.record("2009", "702.22")
    assert not flanking.in_corpus and flanking.named_by == "concordance"
    assert flanking.parent == "702" and flanking.title["en"] == "Flanking"


def _title_only(rule_id: str) -> Record:
    return Record("classic", rule_id, "section", title={"zh-Hans": "x"}, text_in_corpus=False)


ENTRY = {"en": "e", "zh-Hans": "简", "zh-Hant": "繁"}


def test_a_summary_for_a_record_with_text_is_refused():
    records = [_title_only("300"), Record("classic", "420", "section", text={"zh-Hans": "..."})]
    with pytest.raises(SummaryError, match="420 is not a title-only record"):
        apply_section_summaries(records, {"300": ENTRY, "420": ENTRY}, "classic")
    with pytest.raises(SummaryError, match="300 has no summary"):
        apply_section_summaries(records, {}, "classic")


def test_an_outside_number_nobody_names_is_refused():
    records = [Record("2009", "702.2b", "subrule", text={"en": "See rule 704."})]
    made = outside_records(records, "2009", {"704": ENTRY}, [], [])
    assert [(r.id, r.in_corpus, r.named_by) for r in made] == [("704", False, "source")]
    with pytest.raises(SummaryError, match="named neither"):
        outside_records(records, "2009", {"999.9": ENTRY}, load_concordance(), [])
