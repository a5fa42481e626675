"""Highlighted snippets: a window of a record's text around the first match, marks around matches.

The words marked come from the query and from the terminology table: a Chinese query marks the
English term in the English snippet (践踏 marks "trample"), an English query marks the Chinese
term in both scripts. Chinese texts are compared in Simplified with every offset kept
(:func:`~oracle.search.text.fold_aligned`), so a Traditional snippet is marked where its own
characters stand.
"""

from __future__ import annotations

import html
import re

from oracle.search.text import fold_aligned

WINDOW = 90


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
        return html.escape(text[:WINDOW * 2]) + ("…" if len(text) > WINDOW * 2 else "")
    else:
        start = max(0, min(spans)[0] - WINDOW // 3)
        stop = min(len(text), start + WINDOW * 2)
    out, cursor = [], start
    for a, b in _merge([s for s in spans if s[0] >= start and s[1] <= stop]):
        out.append(html.escape(text[cursor:a]))
        out.append("<mark>" + html.escape(text[a:b]) + "</mark>")
        cursor = b
    out.append(html.escape(text[cursor:stop]))
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


def english_snippet(text: str, stems: list[str], *, whole: bool = False) -> str:
    """Mark every English word that starts with a query stem (trample, tramples, trampled)."""
    spans = []
    for stem in stems:
        if len(stem) < 2 and not stem.isdigit():
            continue
        pattern = r"(?<![A-Za-z0-9])" + re.escape(stem) + (r"[a-z]*" if stem.isalpha() else r"(?![0-9])")
        for m in re.finditer(pattern, text, re.IGNORECASE):
            spans.append((m.start(), m.end()))
    return _render(text, spans, whole)
