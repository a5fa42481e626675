"""Reader for a Comprehensive Rules text file in the publisher's layout, imported as a new edition.

The layout: a contents list (``1. Game Concepts``, ``100. General`` …), then the rules, one per
paragraph (``100.1. …``, ``100.1a …``, ``Example: …``), then ``Glossary`` (a term line followed by
its definition, blocks separated by blank lines), then ``Credits``.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from pathlib import Path

from rules_corpus.hierarchy import link_parents, unique_id
from rules_corpus.model import Anomaly, Corpus, Record
from rules_corpus.numbering import kind_of, normalise, sort_key
from rules_corpus.text import clean_cjk, clean_en, looks_like_title

_RULE = re.compile(r"^(\d{3}\.\d{1,2}[a-z]?)\.?\s+(.*)$")
_SECTION = re.compile(r"^(\d{3})\.\s+(.*)$")
_CHAPTER = re.compile(r"^([1-9])\.\s+(.*)$")
_EXAMPLE = re.compile(r"^(?:Example|例|例如)\s*[:：]\s*(.*)$")


class ImportError_(ValueError):
    """The file is not in the published layout; the message says where and why."""


def parse_official(text: str, *, edition: str, lang: str, file_name: str) -> Corpus:
    """Parse ``text`` into a corpus of one edition; raise ``ImportError_`` if it holds no rules."""
    clean = clean_en if lang == "en" else clean_cjk
    provenance = "official"
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    records: dict[str, Record] = {}
    order: list[str] = []
    anomalies: list[Anomaly] = []
    seen: Counter = Counter()
    last: Record | None = None
    in_body = False
    glossary_at = None
    offset = 0
    offsets = []
    for line in lines:
        offsets.append(offset)
        offset += len(line) + 1
    intro: list[str] = []
    for index, raw in enumerate(lines):
        line = raw.strip()
        if not line:
            continue
        if in_body and line in ("Glossary", "术语表", "術語表"):
            glossary_at = index
            break
        rule, section, chapter = _RULE.match(line), _SECTION.match(line), _CHAPTER.match(line)
        if rule:
            in_body = True
            rule_id = unique_id(normalise(rule.group(1)), seen)
            if rule_id != rule.group(1).rstrip("."):
                anomalies.append(Anomaly(edition, "duplicate_id", f"{rule.group(1)} repeated; kept as {rule_id}",
                                         rule_id, file_name, offsets[index]))
            last = Record(edition, rule_id, kind_of(rule_id), text={lang: clean(rule.group(2))},
                          source={"file": file_name, "offset": offsets[index]}, translation={lang: provenance})
            records[rule_id] = last
            order.append(rule_id)
        elif section or chapter:
            number, title = (section or chapter).group(1), clean((section or chapter).group(2))
            if number not in records:
                records[number] = Record(edition, number, kind_of(number), title={lang: title},
                                         source={"file": file_name, "offset": offsets[index]},
                                         translation={lang: provenance})
                order.append(number)
            last = records[number] if in_body else None
        elif _EXAMPLE.match(line) and last is not None:
            last.examples.append({lang: clean(_EXAMPLE.match(line).group(1))})
        elif last is not None and in_body:
            last.text[lang] = f"{last.text.get(lang, '')}\n{clean(line)}".strip()
        else:
            intro.append(line)
    rule_records = [records[i] for i in order if records[i].kind != "chapter"]
    if not any(r.kind in ("rule", "subrule") for r in rule_records):
        raise ImportError_(f"{file_name}: no numbered rules found (expected lines such as '100.1. …')")
    chapters = [records[i] for i in order if records[i].kind == "chapter"]
    ordered = sorted(chapters + rule_records,
                     key=lambda r: (int(r.id) * 100, -2) if r.kind == "chapter" else sort_key(r.id))
    link_parents(ordered, anomalies)
    for rec in ordered:
        if rec.kind == "rule" and looks_like_title(rec.text.get(lang, "")) and any(
                r.parent == rec.id for r in ordered):
            rec.title[lang] = rec.text.pop(lang)
    for i, rec in enumerate(ordered):
        rec.position = i
    glossary, credits = _glossary(lines[glossary_at + 1:] if glossary_at is not None else [], edition, lang,
                                  file_name, clean)
    for i, rec in enumerate(glossary):
        rec.position = len(ordered) + i
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return Corpus(
        records=ordered + glossary, anomalies=anomalies,
        editions=[{"name": edition, "title": {lang: intro[0] if intro else edition}, "languages": [lang],
                   "description": f"Imported from {file_name}", "note": "\n".join(intro[1:] + credits),
                   "builtin": 0}],
        sources=[{"file": file_name, "edition": edition, "language": lang, "layout": "official-cr",
                  "holds": "an imported Comprehensive Rules text", "sha256": digest, "characters": len(text)}])


def _glossary(lines: list[str], edition: str, lang: str, file_name: str, clean) -> tuple[list[Record], list[str]]:
    """Blank-line separated blocks: the first line is the term, the rest its definition."""
    blocks: list[list[str]] = [[]]
    for line in lines:
        if line.strip():
            blocks[-1].append(line.strip())
        elif blocks[-1]:
            blocks.append([])
    records: list[Record] = []
    credits: list[str] = []
    seen: Counter = Counter()
    for block in (b for b in blocks if b):
        if block[0] in ("Credits", "致谢", "致謝") or credits:
            credits += block
            continue
        term = unique_id(block[0], seen)
        records.append(Record(edition, term, "glossary", title={lang: block[0]},
                              text={lang: "\n".join(clean(x) for x in block[1:])},
                              source={"file": file_name, "offset": -1}, translation={lang: "official"}))
    return records, credits


def read_official(path: Path, *, edition: str, lang: str) -> Corpus:
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportError_(f"{path.name}: not UTF-8 text (byte {exc.start})") from exc
    return parse_official(text, edition=edition, lang=lang, file_name=path.name)
