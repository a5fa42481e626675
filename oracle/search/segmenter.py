"""Chinese word segmentation without loading jieba at query time.

jieba's dictionary holds about 350,000 words and takes most of a second to load. At build time
:func:`build_dictionary` keeps only the words that can ever matter here: every dictionary word
that occurs in the corpus or in the terminology and vocabulary tables (with jieba's frequency),
every word jieba's HMM discovers in the corpus, and the tables' own words. :class:`Segmenter`
runs jieba's own algorithm over that small dictionary (a DAG of dictionary words, the most
probable route through it, and in "search" mode the dictionary 2- and 3-grams inside long words),
so the corpus is segmented the same way at build and at query time, and a query pays a few
milliseconds to load it. A run of characters no dictionary word covers stays single characters
(they cannot match the index anyway).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable, Iterator
from math import log
from pathlib import Path

from oracle.search.text import CJK_RUN

#: Characters that carry no meaning alone in rule text (particles, measure words): not indexed.
ZH_STOP = frozenset("的了在是和与及或而其之被把将让于为以也都就并且个")


def word_pairs(words: list[str]) -> list[str]:
    """Adjacent words, and words with one word between them: "a b" (proximity without positions)."""
    return [f"{a} {b}" for gap in (1, 2) for a, b in zip(words, words[gap:], strict=False)]


class Segmenter:
    """jieba's max-probability route over a dictionary ``{word: frequency}`` and its total."""

    def __init__(self, freq: dict[str, int], total: int):
        self.freq: dict[str, int] = dict(freq)
        self.total = max(int(total), 1)
        self.logtotal = log(self.total)
        for word in freq:
            for end in range(1, len(word)):
                self.freq.setdefault(word[:end], 0)

    def _dag(self, sentence: str) -> list[list[int]]:
        freq, n = self.freq, len(sentence)
        dag = []
        for k in range(n):
            ends, i, frag = [], k, sentence[k]
            while i < n and frag in freq:
                if freq[frag]:
                    ends.append(i)
                i += 1
                frag = sentence[k:i + 1]
            dag.append(ends or [k])
        return dag

    def cut(self, sentence: str) -> list[str]:
        """The most probable sequence of words for a run of Chinese characters."""
        n = len(sentence)
        if n < 2:
            return [sentence] if sentence else []
        dag = self._dag(sentence)
        freq, logtotal = self.freq, self.logtotal
        route: list[tuple[float, int]] = [(0.0, 0)] * (n + 1)
        for idx in range(n - 1, -1, -1):
            route[idx] = max((log(freq.get(sentence[idx:x + 1]) or 1) - logtotal + route[x + 1][0], x)
                             for x in dag[idx])
        words, x = [], 0
        while x < n:
            y = route[x][1] + 1
            words.append(sentence[x:y])
            x = y
        return words

    def search_words(self, sentence: str) -> Iterator[tuple[str, int, int]]:
        """``(word, start, end)`` as jieba's search mode: long words also yield their known parts."""
        start, freq = 0, self.freq
        for word in self.cut(sentence):
            width = len(word)
            if width > 2:
                for i in range(width - 1):
                    if freq.get(word[i:i + 2]):
                        yield word[i:i + 2], start + i, start + i + 2
            if width > 3:
                for i in range(width - 2):
                    if freq.get(word[i:i + 3]):
                        yield word[i:i + 3], start + i, start + i + 3
            yield word, start, start + width
            start += width

    def tokens(self, text: str) -> Iterator[tuple[str, int, int]]:
        """Search-mode words of every Chinese run of an already folded text, stop characters left out."""
        for run in CJK_RUN.finditer(text):
            base = run.start()
            for word, start, end in self.search_words(run.group(0)):
                if len(word) == 1 and word in ZH_STOP:
                    continue
                yield word, base + start, base + end

    def words(self, text: str) -> list[str]:
        """Non-overlapping words of every Chinese run (for word pairs), stop characters left out."""
        out = []
        for run in CJK_RUN.finditer(text):
            out += [w for w in self.cut(run.group(0)) if not (len(w) == 1 and w in ZH_STOP)]
        return out

    def known(self, word: str) -> bool:
        """Whether ``word`` is a dictionary word (not just the prefix of one)."""
        return bool(self.freq.get(word))


def build_dictionary(texts: Iterable[str], user_words: Iterable[str], cache_dir: Path | None = None,
                     containing: Iterable[str] = ()) -> tuple[dict[str, int], int]:
    """The trimmed dictionary and jieba's total, from folded texts and the tables' words (build time).

    ``user_words`` (terminology, vocabulary, rule vocabulary) are added as jieba user words with a
    high frequency so they stay whole; the result keeps jieba's frequencies and total, so routes
    are scored exactly as jieba scores them. Every common word containing one of ``containing``
    (the one-character table forms) is kept too.
    """
    import jieba

    jieba.setLogLevel(logging.WARNING)
    tokenizer = jieba.Tokenizer()
    if cache_dir is not None and cache_dir.is_dir() and os.access(cache_dir, os.W_OK):
        # jieba's own cache of its parsed dictionary, kept in the data directory (not /tmp).
        tokenizer.tmp_dir, tokenizer.cache_file = str(cache_dir), "jieba.cache"
    tokenizer.initialize()
    user = sorted(set(user_words))
    for word in user:
        tokenizer.add_word(word, freq=200000)
    full = tokenizer.FREQ
    kept: dict[str, int] = {w: full[w] for w in user}
    runs = sorted({run.group(0) for text in texts for run in CJK_RUN.finditer(text)} | set(user))
    for run in runs:
        n = len(run)
        for k in range(n):
            i, frag = k, run[k]
            while i < n and frag in full:
                if full[frag]:
                    kept[frag] = full[frag]
                i += 1
                frag = run[k:i + 1]
        # Words jieba's HMM recognises in the corpus become dictionary words, so a query typing
        # them finds the same token without the HMM.
        for word in tokenizer.cut(run, HMM=True):
            if len(word) > 1 and word not in kept:
                kept[word] = max(full.get(word) or 0, 10)
    # Common words holding a one-character table form (冲突 for 冲, 奇怪 for 怪) stay whole, so the
    # form is matched only where it stands alone.
    chars = set(containing)
    if chars:
        for word, count in full.items():
            if count >= 3 and len(word) > 1 and chars.intersection(word) and word not in kept:
                kept[word] = count
    return dict(sorted(kept.items())), int(tokenizer.total)
