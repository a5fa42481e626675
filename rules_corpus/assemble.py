"""Putting the editions together: order, table-of-contents sections, references and their checks."""

from __future__ import annotations

from rules_corpus.classic import glossary_records, parse_classic, toc_records
from rules_corpus.concordance import load_concordance
from rules_corpus.edition_2009 import parse_2009
from rules_corpus.english import apply_english
from rules_corpus.hierarchy import report_gaps
from rules_corpus.model import Anomaly, Corpus, Record, Ref
from rules_corpus.numbering import kind_of, sort_key
from rules_corpus.outside import apply_section_summaries, load_summaries, outside_records
from rules_corpus.refs import find_refs
from rules_corpus.scripts import add_script_variants
from rules_corpus.sources import EDITIONS, SOURCES


def reading_order(rec: Record) -> tuple:
    """Chapters before their sections, sections in number order, the glossary last."""
    if rec.kind == "glossary":
        return (10_000, rec.position)
    if rec.kind == "chapter":
        return (int(rec.id) * 100, -2, "", 0)
    return sort_key(rec.id)


def collect_refs(records: list[Record], anomalies: list[Anomaly]) -> list[Ref]:
    """Find every cross-reference, resolve it within its edition, and report those that don't resolve."""
    known = {(r.edition, r.id) for r in records}
    outside = {(r.edition, r.id) for r in records if not r.in_corpus}
    refs: list[Ref] = []
    for rec in records:
        seen: set[str] = set()
        for text in rec.texts():
            for target, raw in find_refs(text):
                if target in seen:
                    continue
                seen.add(target)
                ref = Ref(rec.edition, rec.id, target, raw)
                if (rec.edition, target) in outside:
                    ref.resolved = True
                    ref.reason = f"rule {target} is outside the {rec.edition} corpus (a project summary only)"
                    anomalies.append(Anomaly(rec.edition, "outside_corpus_ref",
                                             f"{rec.id} refers to {target} ({raw!r}): {ref.reason}",
                                             rec.id, rec.source.get("file", ""), rec.source.get("offset", -1)))
                elif (rec.edition, target) in known:
                    ref.resolved = True
                else:
                    ref.reason = (f"rule {target} is not in the {rec.edition} corpus"
                                  if kind_of(target) != "chapter" else f"chapter {target} is not in the corpus")
                    anomalies.append(Anomaly(rec.edition, "unresolved_ref",
                                             f"{rec.id} refers to {target} ({raw!r}): {ref.reason}",
                                             rec.id, rec.source.get("file", ""), rec.source.get("offset", -1)))
                refs.append(ref)
        rec.refs = [r.target for r in refs if r.source_id == rec.id and r.edition == rec.edition]
    return refs


def build_corpus() -> Corpus:
    """Parse every source into one corpus. Deterministic: same sources, same corpus."""
    classic, anomalies, toc, glossary_lines = parse_classic()
    classic += toc_records(classic, toc, anomalies)
    glossary = glossary_records(glossary_lines, anomalies)
    for i, rec in enumerate(glossary):
        rec.position = i
    report_gaps(classic, "classic", anomalies)
    summaries = load_summaries()
    apply_section_summaries(classic, summaries.get("classic", {}), "classic")
    records_2009, anomalies_2009, preface = parse_2009()
    report_gaps(records_2009, "2009", anomalies_2009)
    records_2009 += outside_records(records_2009, "2009", summaries.get("2009", {}), load_concordance(),
                                    anomalies_2009)
    anomalies += anomalies_2009
    records: list[Record] = []
    for group in (classic + glossary, records_2009):
        ordered = sorted(group, key=reading_order)
        for i, rec in enumerate(ordered):
            rec.position = i
        records += ordered
    add_script_variants(records)
    apply_english(records, anomalies)
    refs = collect_refs(records, anomalies)
    editions = [dict(e) for e in EDITIONS]
    for edition in editions:
        edition["note"] = preface if edition["name"] == "2009" else ""
        edition["builtin"] = 1
    sources = [{"file": s.file, "edition": s.edition, "language": s.language, "layout": s.layout,
                "holds": s.holds, "sha256": s.sha256(), "characters": len(s.read())} for s in SOURCES]
    return Corpus(records, refs, anomalies, editions, sources)
