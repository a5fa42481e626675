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
from itertools import accumulate

from oracle.search.tables import Tables


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))} | {word}


class Speller:
    """Known words with their document frequency; ``correct()`` proposes the most common neighbour.

    Two words share a one-letter deletion only if their lengths differ by one at most, so the
    deletion table is built per word length, on first use of that length (a typo of eight letters
    builds the tables of seven, eight and nine-letter words, not the whole table).
    """

    def __init__(self, frequencies: dict[str, int]):
        self.frequencies = frequencies
        self._by_length: dict[int, list[str]] | None = None
        self._tables: dict[int, dict[str, list[str]]] = {}

    def _table(self, size: int) -> dict[str, list[str]]:
        """Deletion keys of the known words of one length (and the words themselves)."""
        table = self._tables.get(size)
        if table is None:
            if self._by_length is None:
                by_length: dict[int, list[str]] = {}
                for word in self.frequencies:
                    by_length.setdefault(len(word), []).append(word)
                self._by_length = by_length
            table = {}
            for word in self._by_length.get(size, ()):
                for key in _deletions(word):
                    table.setdefault(key, []).append(word)
            self._tables[size] = table
        return table

    def warm(self) -> None:
        """Build every length's deletion table now (a server before forking its workers)."""
        self._table(0)
        for size in list(self._by_length or {}):
            self._table(size)

    def known(self, word: str) -> bool:
        return word in self.frequencies

    def correct(self, word: str) -> str | None:
        """The likeliest known word one edit (or one swap) away, or None."""
        if len(word) < 4 or not word.isalpha() or self.known(word):
            return None
        candidates: set[str] = set()
        keys = _deletions(word)
        for size in (len(word) - 1, len(word), len(word) + 1):
            table = self._table(size)
            for key in keys:
                candidates.update(table.get(key, ()))
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
    """Finds table words typed with a homophone or a look-alike character.

    Candidates come from a positional index: for each length, which table words hold a given
    character at a given place. A window's candidates are the words of its length that share all
    but one (or, from four characters, two) of its characters, counted in a few lookups instead of
    probing every way of masking one or two of its characters.
    """

    def __init__(self, tables: Tables, known: Callable[[str], bool]):
        self.tables = tables
        self.known = known
        self._positions: dict[int, tuple[list[str], list[dict[str, list[int]]]]] | None = None

    @property
    def positions(self) -> dict[int, tuple[list[str], list[dict[str, list[int]]]]]:
        """Length -> (its table words in order, per place: character -> numbers of the words)."""
        if self._positions is None:
            out: dict[int, tuple[list[str], list[dict[str, list[int]]]]] = {}
            for size, forms in self.tables.cjk_forms_by_length.items():
                words = sorted(set(forms))
                places: list[dict[str, list[int]]] = [{} for _ in range(size)]
                for number, form in enumerate(words):
                    for place, ch in enumerate(form):
                        places[place].setdefault(ch, []).append(number)
                out[size] = (words, places)
            self._positions = out
        return self._positions

    def _similar(self, typed: str, wanted: str) -> bool:
        if typed == wanted:
            return True
        alike = self.tables.look_alike.get(wanted, "")
        if typed in alike:
            return True
        return self.tables.sounds_alike(typed, wanted)

    def _candidate(self, window: str) -> str | None:
        """The table word ``window`` is a typo of: one similar character off (the first such word in
        order), else, from four characters, two (the word whose differences come first)."""
        size = len(window)
        allowed = 1 if size <= 3 else 2
        found = self.positions.get(size)
        if found is None:
            return None
        words, places = found
        # A candidate shares all but ``allowed`` places with the window: a window with more
        # places that no table word of its length holds there is none (most windows stop here).
        held, misses = [], 0
        for place, ch in enumerate(window):
            numbers = places[place].get(ch)
            if numbers is None:
                misses += 1
                if misses > allowed:
                    return None
            else:
                held.append(numbers)
        shared: dict[int, int] = {}
        for numbers in held:
            for number in numbers:
                shared[number] = shared.get(number, 0) + 1
        one = [number for number, count in shared.items() if count == size - 1]
        best = None
        for number in one:
            form = words[number]
            if (best is None or form < best) and all(
                    self._similar(a, b) for a, b in zip(window, form, strict=True) if a != b):
                best = form
        if best is not None or size < 4:
            return best
        two = None
        for number, count in shared.items():
            if count != size - 2:
                continue
            form = words[number]
            diffs = [i for i, (a, b) in enumerate(zip(window, form, strict=True)) if a != b]
            key = (diffs, form)
            if (two is None or key < two) and all(self._similar(window[i], form[i]) for i in diffs):
                two = key
        return two[1] if two else None

    def corrections(self, text: str, protected: bytearray) -> list[Correction]:
        """Corrections in a folded text; ``protected`` marks characters already matched as words.

        A window wholly inside protected text is left alone, and a correction may not change a
        protected character (依状态而升的效应 is corrected although 效应 inside it is a word).
        """
        from oracle.search.text import CJK_RUN

        lengths = sorted(self.tables.cjk_forms_by_length, reverse=True)
        # covered[i]: protected characters before offset i (a window is wholly protected when it
        # holds as many as its length).
        covered = [0, *accumulate(1 if flag else 0 for flag in protected)]
        out: list[Correction] = []
        for run in CJK_RUN.finditer(text):
            pos, stop = run.start(), run.end()
            while pos < stop:
                fixed = None
                for size in lengths:
                    end = pos + size
                    if end > stop or covered[end] - covered[pos] == size:
                        continue
                    # A window may not cut through a word already matched (离场 in 离场的时候 is
                    # not to be read as 离 + a misspelt 场地).
                    if (pos > 0 and protected[pos] and protected[pos - 1]) or (
                            end < len(protected) and protected[end - 1] and protected[end]):
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
