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


def _escape(text: str) -> str:
    """HTML-escape element text exactly as ``html.escape`` does.

    Five ``str.replace`` calls run in C; ``str.translate`` with a dict looks every character up in
    Python and cost a third of a keyword query's time. ``&`` goes first so no entity is escaped twice.
    """
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


def _render(text: str, spans: list[tuple[int, int]], whole: bool) -> str:
    size = len(text)
    if whole:
        start, stop = 0, size
    elif not spans:
        return _escape(text[:WINDOW * 2]) + ("…" if size > WINDOW * 2 else "")
    else:
        start = max(0, min(spans)[0] - WINDOW // 3)
        stop = min(size, start + WINDOW * 2)
    inside = sorted(s for s in spans if s[0] >= start and s[1] <= stop)
    if not inside:
        body = _escape(text[start:stop])
    elif "\0" in text or "\1" in text:
        out, cursor = [], start
        for a, b in _merge(inside):
            out.append(_escape(text[cursor:a]) + "<mark>" + _escape(text[a:b]) + "</mark>")
            cursor = b
        body = "".join(out) + _escape(text[cursor:stop])
    else:
        # Overlapping marks merged, each written as two control characters the rules' text never
        # holds, and the whole window escaped in one pass.
        parts: list[str] = []
        cursor = start
        mark_from, mark_to = inside[0]
        for a, b in inside:
            if a <= mark_to:
                if b > mark_to:
                    mark_to = b
                continue
            parts += (text[cursor:mark_from], "\0", text[mark_from:mark_to], "\1")
            cursor, mark_from, mark_to = mark_to, a, b
        parts += (text[cursor:mark_from], "\0", text[mark_from:mark_to], "\1", text[mark_to:stop])
        body = _escape("".join(parts)).replace("\0", "<mark>").replace("\1", "</mark>")
    return ("…" if start else "") + body + ("…" if stop < size else "")


def chinese_snippet(text: str, words: list[str], *, whole: bool = False,
                    memo: dict[str, list[tuple[int, int]]] | None = None) -> str:
    """Mark every word (given in Simplified) inside a Chinese text of either script.

    ``memo`` (one record's marks, keyed by folded text) lets the Traditional text reuse the
    Simplified one's marks when both fold to the same string, as most records' texts do.
    """
    if not words:
        return _render(text, [], whole)
    folded = fold_aligned(text)
    if memo is not None and folded in memo:
        return _render(text, memo[folded], whole)
    spans = _all_spans(folded, words) if whole else _window_spans(folded, words)
    if memo is not None:
        memo[folded] = spans
    return _render(text, spans, whole)


def _all_spans(folded: str, words: list[str]) -> list[tuple[int, int]]:
    spans = []
    for word in words:
        if not word:
            continue
        start = folded.find(word)
        while start >= 0:
            spans.append((start, start + len(word)))
            start = folded.find(word, start + 1)
    return spans


def _window_spans(folded: str, words: list[str]) -> list[tuple[int, int]]:
    """The marks a snippet shows: those inside the window :func:`_render` opens at the first one."""
    words = [w for w in words if w]
    first, first_word = -1, ""
    for word in words:
        at = folded.find(word)
        if at >= 0 and (first < 0 or at < first or (at == first and len(word) < len(first_word))):
            first, first_word = at, word
    if first < 0:
        return []
    start = max(0, first - WINDOW // 3)
    stop = min(len(folded), start + WINDOW * 2)
    if first + len(first_word) > stop:  # a mark longer than the window: take every mark
        return _all_spans(folded, words)
    spans = []
    for word in words:
        at = folded.find(word, start, stop)
        while at >= 0:
            spans.append((at, at + len(word)))
            at = folded.find(word, at + 1, stop)
    return spans


class EnglishMarks:
    """A query's English stems, found in a text as the pattern ``(?<![a-z0-9])(?:stem[a-z]*|…)``
    (case-insensitive, longest stem first) would find them, without compiling that pattern.

    Compiling such a pattern took 0.5–2 ms, more than the rest of a keyword query. Here each stem
    is looked for with ``str.find`` in the lower-cased text, and the places where a word begins
    decide, as the pattern's alternation would, which stem marks what. A text holding one of the
    few characters that case-fold onto ASCII letters (``İ ı ſ K``) is matched with the pattern.
    """

    def __init__(self, stems: list[str]):
        self.order = tuple(sorted(set(stems), key=lambda s: (-len(s), s)))
        self.stems = [(s, s.isalpha()) for s in self.order if len(s) >= 2 or s.isdigit()]

    def __bool__(self) -> bool:
        return bool(self.stems)

    def spans(self, text: str) -> list[tuple[int, int]]:
        if not self.stems:
            return []
        lowered = text.lower()
        if len(lowered) != len(text) or _FOLDS_TO_ASCII.search(text):
            pattern = _english_pattern(self.order)
            return [(m.start(), m.end()) for m in pattern.finditer(text)] if pattern else []
        size = len(lowered)
        found: dict[int, int] = {}  # where a match begins -> where it ends (the longest stem first)
        for stem, alpha in self.stems:
            start = lowered.find(stem)
            while start >= 0:
                if start not in found and (start == 0 or lowered[start - 1] not in _ALNUM):
                    end = start + len(stem)
                    if alpha:
                        while end < size and lowered[end] in _ASCII_LOWER:
                            end += 1
                        found[start] = end
                    elif end >= size or lowered[end] not in _DIGITS:
                        found[start] = end
                start = lowered.find(stem, start + 1)
        out: list[tuple[int, int]] = []
        last = 0
        for start in sorted(found):
            if start >= last:
                out.append((start, found[start]))
                last = found[start]
        return out


_FOLDS_TO_ASCII = re.compile("[\u0130\u0131\u017f\u212a]")
_ASCII_LOWER = frozenset("abcdefghijklmnopqrstuvwxyz")
_DIGITS = frozenset("0123456789")
_ALNUM = _ASCII_LOWER | _DIGITS


def english_pattern(stems: list[str]) -> EnglishMarks:
    """The query's English marks, prepared once per query rather than once per snippet."""
    return EnglishMarks(stems)


@lru_cache(maxsize=64)
def _english_pattern(stems: tuple[str, ...]) -> re.Pattern | None:
    parts = [re.escape(s) + (r"[a-z]*" if s.isalpha() else r"(?![0-9])")
             for s in stems if len(s) >= 2 or s.isdigit()]
    if not parts:
        return None
    return re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(parts) + ")", re.IGNORECASE)


def english_snippet(text: str, stems: list[str], *, whole: bool = False,
                    pattern: EnglishMarks | None | bool = False) -> str:
    """Mark every English word that starts with a query stem (trample, tramples, trampled).

    ``pattern`` is :func:`english_pattern` of ``stems`` when the caller already has it.
    """
    if pattern is False:
        pattern = english_pattern(stems)
    spans = pattern.spans(text) if isinstance(pattern, EnglishMarks) else []
    return _render(text, spans, whole)
