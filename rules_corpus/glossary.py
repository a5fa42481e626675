"""The classic glossary (名词解释): alternating term lines and definition paragraphs."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules_corpus.text import TERMINAL


@dataclass
class Entry:
    term: str
    offset: int
    paragraphs: list[str] = field(default_factory=list)
    joined_lines: int = 0


def _is_term(line: str) -> bool:
    """Terms are short labels (``施放（废弃）``); definitions are sentences that end in punctuation."""
    if len(line) > 20 or line.endswith(("。", "！", "？", "；")) or "。" in line or is_table_row(line):
        return False
    # A comma belongs in a term only as a list of names (``结合，与…结合（废弃）``).
    return "，" not in line or line.endswith("）")


def is_table_row(line: str) -> bool:
    """A row of the set-symbol table: ``阿拉伯之夜 弯刀`` (name, space, symbol)."""
    outside = re.sub(r"（[^）]*）|\([^)]*\)", "", line.strip())
    return " " in outside and "。" not in line and len(line) <= 30


def parse_glossary(lines: list[tuple[str, int]]) -> list[Entry]:
    """Read term/definition pairs; a definition line cut by a line break continues on the next line.

    The web copy breaks some definitions mid-sentence (``成为`` / ``某些`` / ``触发事件会…``):
    a definition line without a sentence end is joined to the line after it, and counted so the
    anomaly report can show where that happened.
    """
    entries: list[Entry] = []
    expecting_definition = False
    open_sentence = False
    for line, offset in lines:
        if open_sentence and entries and not _is_term(line):
            entries[-1].paragraphs[-1] += line
            entries[-1].joined_lines += 1
            open_sentence = not line.endswith(TERMINAL)
            continue
        if entries and is_table_row(line) and not expecting_definition:
            entries[-1].paragraphs.append(line)
            continue
        if expecting_definition or (entries and not _is_term(line)):
            entries[-1].paragraphs.append(line)
            expecting_definition = False
            open_sentence = not line.endswith(TERMINAL)
            continue
        entries.append(Entry(term=line, offset=offset))
        expecting_definition = True
        open_sentence = False
    return entries
