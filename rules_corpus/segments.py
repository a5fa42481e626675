"""Cutting a source into numbered segments: a rule id, its raw text, where it starts."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules_corpus.numbering import RULE_ID, normalise
from rules_corpus.refs import is_reference_context


@dataclass
class Segment:
    """The raw text of one numbered unit (chapter, section or rule) and what follows it."""

    id: str
    text: str
    offset: int
    examples: list[tuple[str, int]] = field(default_factory=list)
    continuations: list[tuple[str, int]] = field(default_factory=list)


_PDF_START = re.compile(rf"(?:(?<=\s)|^)({RULE_ID})(\.?)(?![\d/])")
_PDF_CHAPTER = re.compile(r"(?:(?<=\s)|^)([1-9])\.\s+(?=\S+\s+[1-9]00\.)")


def split_pdf_text(body: str, base_offset: int) -> tuple[list[Segment], list[tuple[str, int]]]:
    """Split one-line PDF text at rule numbers, skipping numbers that are cross-references.

    A section heading is printed with a trailing period (``420.``); a bare three-digit number is
    a reference or a count, never a section start. Returns the segments and the numbers that
    looked like rule starts but were taken as references (for the anomaly report).
    """
    starts: list[tuple[int, int, str]] = []
    skipped: list[tuple[str, int]] = []
    for m in _PDF_CHAPTER.finditer(body):
        starts.append((m.start(), m.end(), m.group(1)))
    for m in _PDF_START.finditer(body):
        rule_id, dot = m.group(1), m.group(2)
        if is_reference_context(body[: m.start()]):
            continue
        if "." not in rule_id and not dot:
            skipped.append((rule_id, base_offset + m.start()))
            continue
        starts.append((m.start(), m.end(), normalise(rule_id)))
    starts.sort()
    segments = []
    for i, (start, end, rule_id) in enumerate(starts):
        stop = starts[i + 1][0] if i + 1 < len(starts) else len(body)
        segments.append(Segment(rule_id, body[end:stop], base_offset + start))
    return segments, skipped


_LINE_ID = re.compile(rf"^({RULE_ID})\.?\s*(.*)$")
_LINE_CHAPTER = re.compile(r"^([1-9])\.\s*(\D.*)$")
_LINE_EXAMPLE = re.compile(r"^(例如|例)\s*[：:]")


def split_lines(lines: list[tuple[str, int]]) -> tuple[list[Segment], list[tuple[str, int]]]:
    """Split line-per-rule web text; examples and unnumbered lines attach to the rule before them.

    Returns the segments and the unnumbered lines met before any rule (reported, not dropped).
    """
    segments: list[Segment] = []
    orphans: list[tuple[str, int]] = []
    for line, offset in lines:
        chapter = _LINE_CHAPTER.match(line)
        rule = _LINE_ID.match(line)
        if chapter and not rule:
            segments.append(Segment(chapter.group(1), chapter.group(2), offset))
        elif rule:
            segments.append(Segment(normalise(rule.group(1)), rule.group(2), offset))
        elif not segments:
            orphans.append((line, offset))
        elif _LINE_EXAMPLE.match(line):
            segments[-1].examples.append((_LINE_EXAMPLE.sub("", line, count=1).strip(), offset))
        else:
            segments[-1].continuations.append((line, offset))
    return segments, orphans
