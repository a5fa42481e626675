"""The classic edition: three Simplified Chinese sources, one PDF line and two web pages."""

from __future__ import annotations

import re
from collections import Counter

from rules_corpus.furniture import strip_furniture
from rules_corpus.glossary import is_table_row, parse_glossary
from rules_corpus.hierarchy import detect_titles, link_parents, unique_id
from rules_corpus.model import Anomaly, Record
from rules_corpus.numbering import kind_of
from rules_corpus.segments import Segment, split_lines, split_pdf_text
from rules_corpus.sources import SOURCES, Source
from rules_corpus.text import clean_cjk, extract_notes, split_examples

EDITION = "classic"
LANG = "zh-Hans"
TOC_START = "目次"
GLOSSARY_HEADING = "名词解释"
INLINE_EXAMPLE = re.compile(r"例如?\s*[：:]")
_TOC_ENTRY = re.compile(r"(?:(?<=\s)|^)(\d{1,3})\.\s+")


def parse_toc(toc: str) -> dict[str, str]:
    """``1. 游戏 100. 一般规则 …``: chapter and section numbers with their titles."""
    marks = list(_TOC_ENTRY.finditer(toc))
    entries = {}
    for i, m in enumerate(marks):
        stop = marks[i + 1].start() if i + 1 < len(marks) else len(toc)
        entries[m.group(1)] = clean_cjk(toc[m.end(): stop])
    return entries


def _record(seg: Segment, source: Source, seen: Counter, anomalies: list[Anomaly]) -> Record:
    rule_id = unique_id(seg.id, seen)
    if rule_id != seg.id:
        anomalies.append(Anomaly(EDITION, "duplicate_id", (
            f"{seg.id} appears {seen[seg.id]} times in {source.file}; this one is kept as {rule_id}"),
            rule_id, source.file, seg.offset))
    text, inline_examples = split_examples(clean_cjk(seg.text))
    text, notes = extract_notes(text)
    examples = [clean_cjk(e) for e in inline_examples] + [clean_cjk(e) for e, _ in seg.examples]
    for para, offset in seg.continuations:
        text = f"{text}\n{clean_cjk(para)}"
        anomalies.append(Anomaly(EDITION, "unnumbered_paragraph", (
            f"an unnumbered paragraph follows {rule_id}{' and its example' if seg.examples else ''}; "
            "kept as a further paragraph of that rule"), rule_id, source.file, offset))
    if INLINE_EXAMPLE.search(text):
        anomalies.append(Anomaly(EDITION, "inline_example", (
            f"{rule_id} gives an example inside a sentence ('例：'/'例如：' not after a sentence end); "
            "kept in the rule text"), rule_id, source.file, seg.offset))
    rec = Record(EDITION, rule_id, kind_of(seg.id), text={LANG: text} if text else {},
                 examples=[{LANG: e} for e in examples],
                 notes=[{LANG: n, "kind": "译注"} for n in notes],
                 source={"file": source.file, "offset": seg.offset},
                 translation={LANG: "original"})
    return rec


def _furniture_report(source: Source, furniture: list[tuple[str, int]], anomalies: list[Anomaly]) -> None:
    if furniture:
        counts = Counter(line for line, _ in furniture)
        summary = "; ".join(f"{line!r} x{n}" for line, n in sorted(counts.items()))
        anomalies.append(Anomaly(EDITION, "furniture_stripped", f"page furniture removed: {summary}",
                                 "", source.file, furniture[0][1]))


def parse_classic() -> tuple[list[Record], list[Anomaly], dict[str, str], list[tuple[Source, list]]]:
    """All classic records in print order, the TOC titles, anomalies, and glossary lines per source."""
    anomalies: list[Anomaly] = []
    segments: list[tuple[Segment, Source]] = []
    toc: dict[str, str] = {}
    glossary_lines: list[tuple[Source, list]] = []
    for source in (s for s in SOURCES if s.edition == EDITION):
        raw = source.read()
        if source.layout == "pdf-one-line":
            first_line_end = raw.index("\n")
            anomalies.append(Anomaly(EDITION, "furniture_stripped",
                                     f"file-name banner removed: {raw[:first_line_end].strip()!r}",
                                     "", source.file, 0))
            toc_at = raw.index(TOC_START)
            body_at = raw.index(GLOSSARY_HEADING, toc_at) + len(GLOSSARY_HEADING)
            toc = parse_toc(raw[toc_at + len(TOC_START): body_at - len(GLOSSARY_HEADING)])
            found, skipped = split_pdf_text(raw[body_at:], body_at)
            for number, offset in skipped:
                anomalies.append(Anomaly(EDITION, "number_not_rule_start", (
                    f"bare number {number} without a period read as part of the text, not a section start"),
                    "", source.file, offset))
            segments += [(seg, source) for seg in found]
            tail = raw[body_at:].rstrip()
            if not tail.endswith("。"):
                anomalies.append(Anomaly(EDITION, "truncated_source",
                                         f"the text ends mid-sentence: …{tail[-30:]!r}", found[-1].id,
                                         source.file, len(raw)))
            continue
        lines, furniture = strip_furniture(raw)
        _furniture_report(source, furniture, anomalies)
        heading = next((i for i, (line, _) in enumerate(lines) if line == GLOSSARY_HEADING), None)
        if heading is not None:
            glossary_lines.append((source, lines[heading + 1:]))
            lines = lines[:heading]
        found, orphans = split_lines(lines)
        for line, offset in orphans:
            anomalies.append(Anomaly(EDITION, "orphan_text", f"text before the first rule: {line!r}",
                                     "", source.file, offset))
        segments += [(seg, source) for seg in found]
    seen: Counter = Counter()
    records = [_record(seg, source, seen, anomalies) for seg, source in segments]
    link_parents(records, anomalies)
    detect_titles(records, LANG)
    return records, anomalies, toc, glossary_lines


def glossary_records(glossary_lines: list[tuple[Source, list]], anomalies: list[Anomaly]) -> list[Record]:
    """One record per glossary term; its id is the term as printed."""
    records: list[Record] = []
    seen: Counter = Counter()
    for source, lines in glossary_lines:
        for entry in parse_glossary(lines):
            term_id = unique_id(entry.term, seen)
            if term_id != entry.term:
                anomalies.append(Anomaly(EDITION, "duplicate_id", f"glossary term {entry.term} repeated",
                                         term_id, source.file, entry.offset))
            if entry.joined_lines:
                anomalies.append(Anomaly(EDITION, "joined_lines", (
                    f"glossary entry {entry.term}: {entry.joined_lines} line break(s) inside a sentence joined"),
                    term_id, source.file, entry.offset))
            if not entry.paragraphs:
                anomalies.append(Anomaly(EDITION, "empty_definition", f"glossary term {entry.term} has no text",
                                         term_id, source.file, entry.offset))
            records.append(Record(EDITION, term_id, "glossary", title={LANG: entry.term},
                                  text={LANG: "\n".join(p if is_table_row(p) else clean_cjk(p) for p in entry.paragraphs)},
                                  source={"file": source.file, "offset": entry.offset},
                                  translation={LANG: "original"}))
    return records


def toc_records(records: list[Record], toc: dict[str, str], anomalies: list[Anomaly]) -> list[Record]:
    """Sections named only in the table of contents become title-only records (``text_in_corpus``)."""
    by_id = {r.id: r for r in records}
    added: list[Record] = []
    for number, title in toc.items():
        if number == "":
            continue
        rec = by_id.get(number)
        if rec is None:
            kind = kind_of(number)
            added.append(Record(EDITION, number, kind, parent=number[0] if kind == "section" else None,
                                title={LANG: title}, text_in_corpus=False,
                                source={"file": SOURCES[0].file, "offset": -1},
                                translation={LANG: "original"}))
        elif rec.title.get(LANG) != title:
            anomalies.append(Anomaly(EDITION, "title_mismatch", (
                f"{number}: the table of contents says {title!r}, the text says {rec.title.get(LANG)!r}; "
                "the text's title is kept"), number, rec.source.get("file", "")))
    return added
