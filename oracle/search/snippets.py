"""Highlighted snippets: a window of a record's text around the first match, marks around matches."""

from __future__ import annotations

import html
import re

from oracle.search.analysis import to_simplified, to_traditional

WINDOW = 90


def _window(text: str, spans: list[tuple[int, int]]) -> str:
    if not spans:
        return html.escape(text[:WINDOW * 2]) + ("…" if len(text) > WINDOW * 2 else "")
    spans = sorted(spans)
    start = max(0, spans[0][0] - WINDOW // 3)
    stop = min(len(text), start + WINDOW * 2)
    out, cursor = [], start
    merged: list[tuple[int, int]] = []
    for a, b in spans:
        if a < start or b > stop:
            continue
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    for a, b in merged:
        out.append(html.escape(text[cursor:a]))
        out.append("<mark>" + html.escape(text[a:b]) + "</mark>")
        cursor = b
    out.append(html.escape(text[cursor:stop]))
    return ("…" if start else "") + "".join(out) + ("…" if stop < len(text) else "")


def chinese_snippet(text: str, words: list[str]) -> str:
    """Mark every query word (in either script) inside a Chinese text."""
    spans = []
    for word in words:
        for form in {word, to_simplified(word), to_traditional(word)}:
            for m in re.finditer(re.escape(form), text):
                spans.append((m.start(), m.end()))
    return _window(text, spans)


def english_snippet(text: str, stems: list[str]) -> str:
    """Mark every English word whose start matches a query stem (trample, tramples, trampled)."""
    spans = []
    for stem in stems:
        if len(stem) < 2:
            continue
        for m in re.finditer(r"\b" + re.escape(stem) + r"[a-z]*", text, re.IGNORECASE):
            spans.append((m.start(), m.end()))
    return _window(text, spans)
