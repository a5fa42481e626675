"""Highlighted snippets: a window of a record's text around the first match, marks around matches.

The words marked come from the query and from the terminology table: a Chinese query marks the
English term in the English snippet (践踏 marks "trample"), an English query marks the Chinese
term in both scripts. Chinese texts are compared in Simplified with every offset kept
(:func:`~oracle.search.text.fold_aligned`), so a Traditional snippet is marked where its own
characters stand.
"""

from __future__ import annotations

import re
from functools import lru_cache

from oracle.search.text import fold_aligned

WINDOW = 90


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def _escape(text: str) -> str:
    """HTML-escape element text (as ``html.escape`` does, in one pass)."""
    return text.translate(_ESCAPES)


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


def _render(text: str, spans: list[tuple[int, int]], whole: bool) -> str:
    if whole:
        start, stop = 0, len(text)
    elif not spans:
        return _escape(text[:WINDOW * 2]) + ("…" if len(text) > WINDOW * 2 else "")
    else:
        start = max(0, min(spans)[0] - WINDOW // 3)
        stop = min(len(text), start + WINDOW * 2)
    out, cursor = [], start
    for a, b in _merge([s for s in spans if s[0] >= start and s[1] <= stop]):
        out.append(_escape(text[cursor:a]))
        out.append("<mark>" + _escape(text[a:b]) + "</mark>")
        cursor = b
    out.append(_escape(text[cursor:stop]))
    return ("…" if start else "") + "".join(out) + ("…" if stop < len(text) else "")


def chinese_snippet(text: str, words: list[str], *, whole: bool = False) -> str:
    """Mark every word (given in Simplified) inside a Chinese text of either script."""
    folded = fold_aligned(text)
    spans = []
    for word in words:
        if not word:
            continue
        start = folded.find(word)
        while start >= 0:
            spans.append((start, start + len(word)))
            start = folded.find(word, start + 1)
    return _render(text, spans, whole)


@lru_cache(maxsize=512)
def _english_pattern(stems: tuple[str, ...]) -> re.Pattern | None:
    parts = [re.escape(s) + (r"[a-z]*" if s.isalpha() else r"(?![0-9])")
             for s in stems if len(s) >= 2 or s.isdigit()]
    if not parts:
        return None
    return re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(parts) + ")", re.IGNORECASE)


def english_snippet(text: str, stems: list[str], *, whole: bool = False) -> str:
    """Mark every English word that starts with a query stem (trample, tramples, trampled)."""
    pattern = _english_pattern(tuple(sorted(set(stems), key=lambda s: (-len(s), s))))
    spans = [(m.start(), m.end()) for m in pattern.finditer(text)] if pattern else []
    return _render(text, spans, whole)
