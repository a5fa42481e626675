"""Project summaries: title-only classic sections, and the 2009 rules the source names but lacks.

The classic sources print some sections only in their table of contents (216-217, 300-314,
503-507), yet the engine cites them; the 2009 source refers to rules it does not contain
("See rule 510", "rules 510.1c-d"). Both get a summary written by this project
(``summaries.yaml``), marked ``summary_source: "project"`` so no page presents it as rule text.
The 2009 numbers become records of their own, ``in_corpus: False``, so they can be cited,
linked and looked up like any rule, with the title the source gives them where it gives one.
"""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path
from typing import Any

from rules_corpus.model import LANGUAGES, Anomaly, Record
from rules_corpus.numbering import kind_of, numeric_parent
from rules_corpus.refs import find_refs
from rules_corpus.yamlio import parse_yaml

SUMMARIES_FILE = Path(str(files("rules_corpus").joinpath("summaries.yaml")))

# "規則510，「戰鬥傷害步驟」" and 'rule 510, "Combat Damage Step."': the title a reference gives.
_ZH_TITLE = re.compile(r"(?:规则|規則)\s*(\d{3}(?:\.\d{1,3}[a-z]?)?)\s*[，,]\s*[「“\"]([^」”\"]+)[」”\"]")
_EN_TITLE = re.compile(r"\b[Rr]ules?\s+(\d{3}(?:\.\d{1,3}[a-z]?)?),\s*\"([^\"]+?)[.,]?\"")


class SummaryError(ValueError):
    """``summaries.yaml`` disagrees with the corpus; the message names the entry and the fix."""


def load_summaries(path: Path = SUMMARIES_FILE) -> dict[str, dict[str, dict[str, Any]]]:
    """``{edition: {rule id: entry}}``; each entry has a text in every language."""
    data = parse_yaml(path.read_text(encoding="utf-8")) or {}
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for edition, entries in data.items():
        out[str(edition)] = {}
        for rule_id, entry in (entries or {}).items():
            missing = [lang for lang in LANGUAGES if not str(entry.get(lang, "")).strip()]
            if missing:
                raise SummaryError(f"{path.name}: {edition} {rule_id} has no summary in {', '.join(missing)}")
            out[str(edition)][str(rule_id)] = entry
    return out


def _summary(entry: dict[str, Any]) -> dict[str, str]:
    return {lang: " ".join(str(entry[lang]).split()) for lang in LANGUAGES}


def apply_section_summaries(records: list[Record], entries: dict[str, dict[str, Any]], edition: str) -> None:
    """Attach a summary to every title-only record of ``edition``; refuse strays either way."""
    title_only = {r.id: r for r in records if r.edition == edition and not r.text_in_corpus}
    for rule_id in entries:
        if rule_id not in title_only:
            raise SummaryError(f"summaries.yaml: {edition} {rule_id} is not a title-only record; "
                               "summaries are only for records whose text is not in the corpus")
    for rule_id, rec in title_only.items():
        if rule_id not in entries:
            raise SummaryError(f"summaries.yaml: the title-only record {edition} {rule_id} has no summary")
        rec.summary = _summary(entries[rule_id])
        rec.summary_source = "project"


def source_titles(records: list[Record]) -> dict[str, dict[str, str]]:
    """Titles the references give (``{id: {"zh-Hant": …, "en": …}}``), the first one given wins."""
    titles: dict[str, dict[str, str]] = {}
    for rec in records:
        for text in rec.texts():
            for pattern, lang in ((_ZH_TITLE, "zh-Hant"), (_EN_TITLE, "en")):
                for m in pattern.finditer(text):
                    titles.setdefault(m.group(1), {}).setdefault(lang, m.group(2).strip())
    return titles


def named_outside(records: list[Record]) -> dict[str, Record]:
    """Numbers the records refer to that no record has: ``{id: the first record naming it}``."""
    ids = {r.id for r in records}
    named: dict[str, Record] = {}
    for rec in records:
        for text in rec.texts():
            for target, _raw in find_refs(text):
                if target not in ids and kind_of(target) != "chapter":
                    named.setdefault(target, rec)
    return named


def _nearest_parent(rule_id: str, ids: set[str]) -> str | None:
    parent = numeric_parent(rule_id)
    while parent and parent not in ids:
        parent = numeric_parent(parent)
    return parent


def outside_records(records: list[Record], edition: str, entries: dict[str, dict[str, Any]],
                    concordance: list[dict[str, Any]], anomalies: list[Anomaly]) -> list[Record]:
    """One record per summarised number that ``records`` name but lack, marked outside the corpus.

    A number must be named by the source (a cross-reference) or by the concordance (a pair whose
    2009 text is absent); a summary for anything else would be a rule we made up.
    """
    named = named_outside(records)
    by_concordance = {row[edition] for row in concordance if not row["in_corpus"]}
    titles = source_titles(records)
    ids = {r.id for r in records}
    if ids & set(entries):
        raise SummaryError(f"summaries.yaml: {edition} {', '.join(sorted(ids & set(entries)))} "
                           "have text in the corpus and need no summary")
    out: list[Record] = []
    for rule_id in entries:
        if rule_id in named:
            named_by, namer = "source", named[rule_id]
        elif rule_id in by_concordance:
            named_by, namer = "concordance", None
        else:
            raise SummaryError(f"summaries.yaml: {edition} {rule_id} is named neither by the {edition} source "
                               "nor by concordance.yaml; add the concordance pair first")
        entry = entries[rule_id]
        title = dict(titles.get(rule_id, {})) if named_by == "source" else {}
        if entry.get("title"):
            if named_by == "source" and title:
                raise SummaryError(f"summaries.yaml: {edition} {rule_id} has a title in the source; "
                                   "drop the one in summaries.yaml")
            title = {k: str(v) for k, v in entry["title"].items()}
        source = {"file": namer.source.get("file", ""), "offset": namer.source.get("offset", -1)} if namer \
            else {"file": "", "offset": -1}
        out.append(Record(edition, rule_id, kind_of(rule_id), title=title, text_in_corpus=False,
                          source=source, summary=_summary(entry), summary_source="project",
                          in_corpus=False, named_by=named_by))
    all_ids = ids | {r.id for r in out}
    for rec in out:
        rec.parent = _nearest_parent(rec.id, all_ids)
    for rule_id, namer in sorted(named.items()):
        if rule_id not in entries:
            anomalies.append(Anomaly(edition, "outside_corpus_unsummarised", (
                f"{namer.id} names {rule_id}, which is not in the corpus and has no entry in summaries.yaml"),
                namer.id, namer.source.get("file", ""), namer.source.get("offset", -1)))
    return out
