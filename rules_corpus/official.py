"""Reader for a Comprehensive Rules text file in the publisher's layout, imported as a new edition.

The layout: a contents list (``1. Game Concepts``, ``100. General`` …), then the rules, one per
paragraph (``100.1. …``, ``100.1a …``, ``702.190a …``, ``Example: …``), then ``Glossary`` (a term
line followed by its definition, blocks separated by blank lines), then ``Credits``.

The file is read whole: every numbered line becomes a record, every ``Example:`` is attached to
the rule above it, every glossary block becomes a term, and the counts are reconciled against
the lines seen (``ImportCounts``). A line that breaks the layout (``606.5 `` without its period,
``901.4.All`` without a space) is still placed and reported; a line that cannot be placed at all
is reported as an anomaly, never silently glued to a neighbour.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from rules_corpus.hierarchy import link_parents, unique_id
from rules_corpus.model import Anomaly, Corpus, Record
from rules_corpus.numbering import kind_of, sort_key
from rules_corpus.text import clean_cjk, clean_en, looks_like_title

# ``100.1. text`` (a rule), ``100.1a text`` (a subrule); any number of digits after the dot
# (702.190). The period and the space are captured so that a line breaking the layout is
# still recognised, and reported.
_NUMBERED = re.compile(r"^(\d{3})\.(\d{1,3})([a-z]?)(\.?)(\s*)(\S.*)$")
_SECTION = re.compile(r"^(\d{3})\.\s+(\S.*)$")
_CHAPTER = re.compile(r"^([1-9])\.\s+(\S.*)$")
_EXAMPLE = re.compile(r"^(?:Example|例|例如)\s*[:：]\s*(.*)$")
GLOSSARY_HEADINGS = ("Glossary", "术语表", "術語表", "词汇表", "詞彙表")
CREDITS_HEADINGS = ("Credits", "致谢", "致謝")


class ImportError_(ValueError):
    """The file is not in the published layout; the message says where and why."""


@dataclass
class ImportCounts:
    """What the file holds against what became records: the two must agree line for line."""

    chapters: int = 0
    sections: int = 0
    rules: int = 0
    subrules: int = 0
    numbered_lines: int = 0
    examples: int = 0
    example_lines: int = 0
    glossary: int = 0
    glossary_blocks: int = 0
    irregular_lines: int = 0
    unplaced_lines: int = 0
    contents_only: int = 0

    def reconciled(self) -> bool:
        return (self.sections + self.rules + self.subrules == self.numbered_lines
                and self.examples == self.example_lines and self.glossary == self.glossary_blocks
                and self.unplaced_lines == 0)

    def as_dict(self) -> dict[str, int | bool]:
        return {**asdict(self), "reconciled": self.reconciled()}

    def summary(self) -> str:
        """One line for the terminal: each count against the lines it comes from."""
        records = self.sections + self.rules + self.subrules
        return (f"{self.sections} sections, {self.rules} rules, {self.subrules} subrules = {records} records "
                f"from {self.numbered_lines} numbered lines; {self.examples} of {self.example_lines} examples "
                f"attached; {self.glossary} glossary terms from {self.glossary_blocks} entries; "
                f"{self.irregular_lines} lines off the layout (placed, reported); "
                f"{self.unplaced_lines} lines not placed; {self.contents_only} headings only in the contents; "
                + ("counts reconciled" if self.reconciled() else "COUNTS DO NOT RECONCILE"))


class _Reader:
    """One pass over the body: numbered lines, examples and further paragraphs, in order."""

    def __init__(self, edition: str, lang: str, file_name: str, clean: Callable[[str], str]):
        self.edition, self.lang, self.file_name, self.clean = edition, lang, file_name, clean
        self.records: dict[str, Record] = {}
        self.order: list[str] = []
        self.anomalies: list[Anomaly] = []
        self.counts = ImportCounts()
        self.seen: Counter = Counter()
        self.last: Record | None = None
        self.last_key: tuple | None = None

    def anomaly(self, kind: str, message: str, rule_id: str, offset: int) -> None:
        self.anomalies.append(Anomaly(self.edition, kind, message, rule_id, self.file_name, offset))

    def _new(self, rule_id: str, offset: int, **fields) -> Record:
        rec = Record(self.edition, rule_id, kind_of(rule_id), source={"file": self.file_name, "offset": offset},
                     translation={self.lang: "official"}, **fields)
        self.records[rule_id] = rec
        self.order.append(rule_id)
        return rec

    def _check_order(self, rule_id: str, offset: int) -> None:
        key = sort_key(rule_id)
        if self.last_key is not None and key <= self.last_key:
            self.anomaly("out_of_order", f"{rule_id} comes after {self.last.id if self.last else '?'}; kept where "
                         "it is printed", rule_id, offset)
        self.last_key = key

    def numbered(self, m: re.Match, line: str, offset: int) -> None:
        section, number, letter, period, space, text = m.groups()
        printed = f"{section}.{number}{letter}"
        rule_id = unique_id(printed, self.seen)
        if rule_id != printed:
            self.anomaly("duplicate_id", f"{printed} repeated; kept as {rule_id}", rule_id, offset)
        regular = bool(space) and (period == "." if not letter else period == "")
        if not regular:
            self.counts.irregular_lines += 1
            what = ("no period after the rule number" if not letter and not period else
                    "a period after the subrule letter" if letter and period else "")
            what = ", ".join(filter(None, [what, "no space after the number" if not space else ""]))
            self.anomaly("layout", f"{printed}: {what} ({line[:40]!r}); read as {kind_of(printed)} {printed}",
                         rule_id, offset)
        self._check_order(rule_id, offset)
        self.last = self._new(rule_id, offset, text={self.lang: self.clean(text)})
        self.counts.numbered_lines += 1
        if letter:
            self.counts.subrules += 1
        else:
            self.counts.rules += 1

    def heading(self, number: str, title: str, offset: int) -> None:
        """A chapter or section heading in the body (the contents list gave it a record already)."""
        if number in self.records and self.records[number].source.get("in_contents"):
            rec = self.records[number]
            rec.source = {"file": self.file_name, "offset": offset}
            rec.title = {self.lang: self.clean(title)}
        else:
            if number in self.records:
                self.anomaly("duplicate_id", f"heading {number} printed twice in the body; the first is kept",
                             number, offset)
                return
            rec = self._new(number, offset, title={self.lang: self.clean(title)})
        if rec.kind == "section":
            self.counts.sections += 1
            self.counts.numbered_lines += 1
            self._check_order(number, offset)
        else:
            self.counts.chapters += 1
        self.last = rec

    def example(self, text: str, offset: int) -> None:
        self.counts.example_lines += 1
        if self.last is None or self.last.kind in ("chapter", "section"):
            self.counts.unplaced_lines += 1
            self.anomaly("unplaced_line", f"an example with no rule above it: {text[:60]!r}", "", offset)
            return
        self.last.examples.append({self.lang: self.clean(text)})
        self.counts.examples += 1

    def paragraph(self, line: str, offset: int) -> None:
        if self.last is None or self.last.kind == "chapter":
            self.counts.unplaced_lines += 1
            self.anomaly("unplaced_line", f"a line outside any rule: {line[:60]!r}", "", offset)
            return
        rec = self.last
        if rec.examples:
            rec.examples[-1][self.lang] = f"{rec.examples[-1][self.lang]}\n{self.clean(line)}"
            where = "its last example"
        else:
            rec.text[self.lang] = f"{rec.text.get(self.lang, '')}\n{self.clean(line)}".strip()
            where = "its text"
        self.anomaly("unnumbered_paragraph", f"an unnumbered paragraph after {rec.id}: kept as a further "
                     f"paragraph of {where} ({line[:40]!r})", rec.id, offset)


def _is_heading(text: str) -> bool:
    """A rule whose whole text is a name (``702.100. Evolve``, ``702.179. Start Your Engines!``)."""
    stripped = text.strip()
    return looks_like_title(stripped) or (
        0 < len(stripped) <= 60 and "\n" not in stripped and not stripped.endswith((".", ":", "。", "：", "”", '"')))


def parse_official(text: str, *, edition: str, lang: str, file_name: str) -> Corpus:
    """Parse ``text`` into a corpus of one edition; raise ``ImportError_`` if it holds no rules."""
    clean = clean_en if lang == "en" else clean_cjk
    text = text.lstrip("\ufeff")
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    offsets, offset = [], 0
    for line in lines:
        offsets.append(offset)
        offset += len(line) + 1
    reader = _Reader(edition, lang, file_name, clean)
    intro: list[str] = []
    in_body = False
    glossary_at = None
    for index, raw in enumerate(lines):
        line = raw.strip()
        if not line:
            continue
        at = offsets[index]
        numbered, section, chapter = _NUMBERED.match(line), _SECTION.match(line), _CHAPTER.match(line)
        if in_body and line in GLOSSARY_HEADINGS:
            glossary_at = index
            break
        if not in_body:
            heading = section or chapter
            if numbered or (heading and heading.group(1) in reader.records):
                in_body = True  # the first rule, or the body repeating the contents list's first heading
            elif heading:
                # the contents list: chapter and section titles, whose text comes later in the body
                rec = reader._new(heading.group(1), at, title={lang: clean(heading.group(2))})
                rec.source["in_contents"] = True
                continue
            else:
                intro.append(line)
                continue
        if numbered and not section:
            reader.numbered(numbered, line, at)
        elif section or chapter:
            reader.heading((section or chapter).group(1), (section or chapter).group(2), at)
        elif _EXAMPLE.match(line):
            reader.example(_EXAMPLE.match(line).group(1), at)
        else:
            reader.paragraph(line, at)
    records, anomalies, counts = reader.records, reader.anomalies, reader.counts
    for rec in records.values():
        if rec.source.pop("in_contents", False):
            anomalies.append(Anomaly(edition, "contents_only", (
                f"{rec.id} is in the contents list but has no heading in the body"), rec.id, file_name,
                rec.source.get("offset", -1)))
            counts.contents_only += 1
    rule_records = [r for i in reader.order if (r := records[i]).kind != "chapter"]
    if not any(r.kind in ("rule", "subrule") for r in rule_records):
        raise ImportError_(f"{file_name}: no numbered rules found (expected lines such as '100.1. …')")
    chapters = [r for i in reader.order if (r := records[i]).kind == "chapter"]
    ordered = sorted(chapters + rule_records,
                     key=lambda r: (int(r.id) * 100, -2) if r.kind == "chapter" else sort_key(r.id))
    link_parents(ordered, anomalies)
    parents = {r.parent for r in ordered}
    for rec in ordered:
        if rec.kind == "rule" and rec.id in parents and _is_heading(rec.text.get(lang, "")):
            rec.title[lang] = rec.text.pop(lang)
    for i, rec in enumerate(ordered):
        rec.position = i
    glossary, credits = _glossary(lines[glossary_at + 1:] if glossary_at is not None else [],
                                  offsets[glossary_at + 1:] if glossary_at is not None else [],
                                  edition, lang, file_name, clean, anomalies, counts)
    if glossary_at is None:
        anomalies.append(Anomaly(edition, "no_glossary", "no 'Glossary' heading after the rules", "", file_name))
    for i, rec in enumerate(glossary):
        rec.position = len(ordered) + i
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return Corpus(
        records=ordered + glossary, anomalies=anomalies, counts=counts.as_dict(),
        editions=[{"name": edition, "title": {lang: intro[0] if intro else edition}, "languages": [lang],
                   "description": f"Imported from {file_name}", "note": "\n".join(intro[1:] + credits),
                   "builtin": 0}],
        sources=[{"file": file_name, "edition": edition, "language": lang, "layout": "official-cr",
                  "holds": "an imported Comprehensive Rules text", "sha256": digest, "characters": len(text)}])


def _glossary(lines: list[str], offsets: list[int], edition: str, lang: str, file_name: str,
              clean: Callable[[str], str], anomalies: list[Anomaly],
              counts: ImportCounts) -> tuple[list[Record], list[str]]:
    """Blank-line separated blocks: the first line is the term, the rest its definition."""
    blocks: list[list[tuple[str, int]]] = [[]]
    for line, offset in zip(lines, offsets, strict=True):
        if line.strip():
            blocks[-1].append((line.strip(), offset))
        elif blocks[-1]:
            blocks.append([])
    records: list[Record] = []
    credits: list[str] = []
    seen: Counter = Counter()
    for block in (b for b in blocks if b):
        if block[0][0] in CREDITS_HEADINGS or credits:
            credits += [line for line, _ in block]
            continue
        counts.glossary_blocks += 1
        term_line, offset = block[0]
        term = unique_id(term_line, seen)
        if term != term_line:
            anomalies.append(Anomaly(edition, "duplicate_id", f"glossary term {term_line} repeated; kept as {term}",
                                     term, file_name, offset))
        if len(block) == 1:
            anomalies.append(Anomaly(edition, "empty_definition", f"glossary term {term_line} has no definition",
                                     term, file_name, offset))
        records.append(Record(edition, term, "glossary", title={lang: term_line},
                              text={lang: "\n".join(clean(x) for x, _ in block[1:])},
                              source={"file": file_name, "offset": offset}, translation={lang: "official"}))
        counts.glossary += 1
    return records, credits


def read_official(path: Path, *, edition: str, lang: str) -> Corpus:
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportError_(f"{path.name}: not UTF-8 text (byte {exc.start})") from exc
    return parse_official(text, edition=edition, lang=lang, file_name=path.name)
