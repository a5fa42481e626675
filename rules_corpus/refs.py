"""Cross-references inside rule text: ``见规则420``, ``請參見規則702.4``, ``See rule 704``, ranges."""

from __future__ import annotations

import re

from rules_corpus.numbering import normalise

_ZH = re.compile(r"(?:规则|規則)\s*(\d{3}(?:\.\d{1,3}[a-z]?)?)(?:\s*(?:至|到|-|～|~)\s*([a-z])\b)?")
_EN = re.compile(r"\b[Rr]ules?\s+(\d{3}(?:\.\d{1,3}[a-z]?)?)(?:\s*(?:-|–|through|and)\s*(\d{3}(?:\.\d{1,3}[a-z]?)?|[a-z])\b)?")
_CHAPTER = re.compile(r"第([一二三四五六七八九])节")
_CHAPTER_NUMBERS = {c: str(i) for i, c in enumerate("一二三四五六七八九", start=1)}


def _expand(first: str, last: str | None) -> list[str]:
    """``510.1c`` to ``d`` gives 510.1c and 510.1d; ``702.4`` to ``702.7`` gives both ends.

    Inside a letter range, ``l`` and ``o`` are left out: the rules never letter a subrule with
    them (they look like 1 and 0), so ``608.2c–m`` covers 608.2c to 608.2k and 608.2m.
    """
    first = normalise(first)
    if not last:
        return [first]
    if len(last) == 1 and last.isalpha() and first[-1].isalpha():
        start, stop = ord(first[-1]), ord(last)
        letters = [chr(c) for c in range(start, stop + 1) if chr(c) not in "lo" or c in (start, stop)]
        return [first[:-1] + c for c in letters] if start <= stop else [first]
    return [first, normalise(last)]


def find_refs(text: str) -> list[tuple[str, str]]:
    """All rule references in ``text`` as ``(target id, the words that made it)``, in order."""
    found: list[tuple[int, str, str]] = []
    for pattern in (_ZH, _EN):
        for m in pattern.finditer(text):
            for target in _expand(m.group(1), m.group(2)):
                found.append((m.start(), target, m.group(0).strip()))
    for m in _CHAPTER.finditer(text):
        found.append((m.start(), _CHAPTER_NUMBERS[m.group(1)], m.group(0)))
    found.sort(key=lambda item: item[0])
    return [(target, raw) for _, target, raw in found]


_CONTEXT = re.compile(r"(?:[见見阅閱]\s*(?:规则|規則)|\b[Rr]ules?|\bCR)$")


def is_reference_context(before: str) -> bool:
    """True when the words just before a number make it a cross-reference, not a rule start."""
    tail = before[-12:].rstrip()
    return bool(_CONTEXT.search(tail))
