"""Typos in both languages: English words one edit from a known word, Chinese table words by sound or shape.

English: every word the index, the terminology or the vocabulary does not know is replaced by the
most common known word one edit away (a symmetric-deletion table: a word and a typo that share a
one-letter deletion are one edit apart, swapped letters included), even when the query's other
words match.

Chinese: only words of the terminology and vocabulary tables are corrected. A stretch of the query
that is not itself a known word is compared with each table word of the same length; it is a typo
of that word when every differing character is a homophone (same toneless pinyin, from pypinyin at
build time) or a look-alike (``look_alike`` in ``vocabulary.yaml``), with one difference allowed in
words of two or three characters and two in longer ones.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from oracle.search.tables import Tables


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))} | {word}


class Speller:
    """Known words with their document frequency; ``correct()`` proposes the most common neighbour."""

    def __init__(self, frequencies: dict[str, int]):
        self.frequencies = frequencies
        self._by_deletion: dict[str, list[str]] | None = None

    @property
    def by_deletion(self) -> dict[str, list[str]]:
        """Built on first use (about 20 ms): most queries have no unknown word."""
        if self._by_deletion is None:
            table: dict[str, list[str]] = {}
            for word in self.frequencies:
                for key in _deletions(word):
                    table.setdefault(key, []).append(word)
            self._by_deletion = table
        return self._by_deletion

    def known(self, word: str) -> bool:
        return word in self.frequencies

    def correct(self, word: str) -> str | None:
        """The likeliest known word one edit (or one swap) away, or None."""
        if len(word) < 4 or not word.isalpha() or self.known(word):
            return None
        candidates: set[str] = set()
        for key in _deletions(word):
            candidates.update(self.by_deletion.get(key, ()))
        candidates.discard(word)
        if not candidates:
            return None
        return max(sorted(candidates), key=lambda w: (self.frequencies[w], -abs(len(w) - len(word))))


@dataclass(frozen=True)
class Correction:
    start: int
    end: int
    typed: str
    fixed: str


class ChineseCorrector:
    """Finds table words typed with a homophone or a look-alike character."""

    def __init__(self, tables: Tables, known: Callable[[str], bool]):
        self.tables = tables
        self.known = known
        self._index: dict[str, list[str]] | None = None
        self._index2: dict[str, list[str]] | None = None
        self._chars: frozenset[str] | None = None

    @property
    def index(self) -> dict[str, list[str]]:
        """Table words keyed by themselves with one character masked: candidates in a few probes."""
        if self._index is None:
            index: dict[str, list[str]] = {}
            for forms in self.tables.cjk_forms_by_length.values():
                for form in forms:
                    for i in range(len(form)):
                        index.setdefault(form[:i] + "\0" + form[i + 1:], []).append(form)
            self._index = index
        return self._index

    def _similar(self, typed: str, wanted: str) -> bool:
        if typed == wanted:
            return True
        alike = self.tables.look_alike.get(wanted, "")
        if typed in alike:
            return True
        readings = self.tables.readings
        return bool(readings.get(typed, frozenset()) & readings.get(wanted, frozenset()))

    @property
    def table_chars(self) -> frozenset[str]:
        """Every character of a table word: a window mostly made of others can be no table word."""
        if self._chars is None:
            self._chars = frozenset(ch for forms in self.tables.cjk_forms_by_length.values() for f in forms for ch in f)
        return self._chars

    def _candidate(self, window: str) -> str | None:
        size = len(window)
        allowed = 1 if size <= 3 else 2
        if sum(ch in self.table_chars for ch in window) < size - allowed:
            return None
        seen: set[str] = set()
        best = None
        for i in range(size):
            for form in self.index.get(window[:i] + "\0" + window[i + 1:], ()):
                if form in seen:
                    continue
                seen.add(form)
                diffs = [(a, b) for a, b in zip(window, form, strict=True) if a != b]
                if 0 < len(diffs) <= allowed and all(self._similar(a, b) for a, b in diffs):
                    if best is None or len(diffs) < best[0] or (len(diffs) == best[0] and form < best[1]):
                        best = (len(diffs), form)
        if best is None and size >= 4:
            best = self._two_differences(window)
        return best[1] if best else None

    @property
    def index2(self) -> dict[str, list[str]]:
        """Table words of four characters or more keyed with two characters masked."""
        if self._index2 is None:
            index: dict[str, list[str]] = {}
            for size, forms in self.tables.cjk_forms_by_length.items():
                if size < 4:
                    continue
                for form in forms:
                    for i in range(size):
                        for j in range(i + 1, size):
                            index.setdefault(form[:i] + "\0" + form[i + 1:j] + "\0" + form[j + 1:], []).append(form)
            self._index2 = index
        return self._index2

    def _two_differences(self, window: str) -> tuple[int, str] | None:
        size = len(window)
        for i in range(size):
            for j in range(i + 1, size):
                key = window[:i] + "\0" + window[i + 1:j] + "\0" + window[j + 1:]
                for form in sorted(self.index2.get(key, ())):
                    diffs = [(a, b) for a, b in zip(window, form, strict=True) if a != b]
                    if len(diffs) == 2 and all(self._similar(a, b) for a, b in diffs):
                        return 2, form
        return None

    def corrections(self, text: str, protected: bytearray) -> list[Correction]:
        """Corrections in a folded text; ``protected`` marks characters already matched as words.

        A window wholly inside protected text is left alone, and a correction may not change a
        protected character (依状态而升的效应 is corrected although 效应 inside it is a word).
        """
        from oracle.search.text import CJK_RUN

        lengths = sorted(self.tables.cjk_forms_by_length, reverse=True)
        out: list[Correction] = []
        for run in CJK_RUN.finditer(text):
            pos, stop = run.start(), run.end()
            while pos < stop:
                fixed = None
                for size in lengths:
                    end = pos + size
                    if end > stop or all(protected[pos:end]):
                        continue
                    window = text[pos:end]
                    if self.known(window):
                        continue
                    fixed = self._candidate(window)
                    # A word already spelled right inside the window stays as it is.
                    if fixed and any(protected[pos + i] for i, (a, b) in enumerate(zip(window, fixed, strict=True))
                                     if a != b):
                        fixed = None
                    if fixed:
                        out.append(Correction(pos, end, window, fixed))
                        pos = end
                        break
                if not fixed:
                    pos += 1
        return out
