"""Chinese word segmentation with jieba over a small dictionary made at build time.

jieba's own dictionary holds about 350,000 words and takes most of a second to load. At build
time :func:`build_dictionary` keeps only the words that can ever matter here: every dictionary word
that occurs in the corpus or in the terminology and vocabulary tables (with jieba's frequency),
every word jieba's HMM discovers in the corpus, and the tables' own words. :class:`Segmenter`
hands that dictionary to a ``jieba.Tokenizer`` (its frequencies and total, so routes are scored
as jieba scores them), so the corpus is segmented the same way at build and at query time, and a
query pays a few milliseconds instead of loading the full dictionary. The HMM is off at query
time: a run of characters no dictionary word covers stays single characters (they cannot match
the index anyway).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from oracle.search.text import CJK_RUN

#: Characters that carry no meaning alone in rule text (particles, measure words): not indexed.
ZH_STOP = frozenset("的了在是和与及或而其之被把将让于为以也都就并且个")


def word_pairs(words: list[str]) -> list[str]:
    """Adjacent words, and words with one word between them: "a b" (proximity without positions)."""
    return [f"{a} {b}" for gap in (1, 2) for a, b in zip(words, words[gap:], strict=False)]


def _tokenizer(freq: dict[str, int], total: int) -> Any:
    """A ``jieba.Tokenizer`` holding ``freq`` as its dictionary (with the prefix entries jieba's
    route search expects), instead of the full dictionary it would load from disk."""
    import jieba

    jieba.setLogLevel(logging.WARNING)
    tokenizer = jieba.Tokenizer()
    table = dict(freq)
    for word in freq:
        for end in range(1, len(word)):
            table.setdefault(word[:end], 0)
    tokenizer.FREQ, tokenizer.total, tokenizer.initialized = table, max(int(total), 1), True
    return tokenizer


class Segmenter:
    """jieba's most probable route through a dictionary ``{word: frequency}`` of the given total.

    ``split`` names the dictionary words that jieba does not keep whole when segmented alone
    (``上会`` is 上 + 会), with their parts; it is found at build time (:func:`split_words`) and
    lets a query take every other word of a segmentation as its own segmentation without asking
    jieba again. The methods take an optional ``memo`` (one query's cuts so far): a query segments
    the same text for several purposes, and each run is cut once.
    """

    def __init__(self, freq: dict[str, int], total: int, split: dict[str, list[str]] | None = None):
        self._jieba = _tokenizer(freq, total)
        self.freq: dict[str, int] = self._jieba.FREQ
        self.split = split

    def cut(self, sentence: str, memo: dict[str, list[str]] | None = None) -> list[str]:
        """The most probable sequence of words for a run of Chinese characters."""
        if not sentence:
            return []
        if memo is None:
            return list(self._jieba.cut(sentence, HMM=False))
        found = memo.get(sentence)
        if found is None:
            found = memo[sentence] = list(self._jieba.cut(sentence, HMM=False))
        return found

    def cut_word(self, word: str, memo: dict[str, list[str]] | None = None) -> list[str]:
        """The segmentation of one word a segmentation gave: itself, unless ``split`` says otherwise."""
        if self.split is not None and (len(word) == 1 or (self.freq.get(word) and word not in self.split)):
            return [word]
        if self.split is not None and word in self.split:
            return list(self.split[word])
        return self.cut(word, memo)

    def search_words(self, sentence: str, memo: dict[str, list[str]] | None = None, *,
                     word: bool = False) -> Iterator[tuple[str, int, int]]:
        """``(word, start, end)`` in jieba's search mode: long words also yield their known parts.

        The same tokens as ``jieba.Tokenizer.tokenize(mode="search", HMM=False)``, derived from
        one cut (``word``: ``sentence`` is a single word of a segmentation, see :meth:`cut_word`).
        """
        freq = self.freq
        start = 0
        for w in (self.cut_word(sentence, memo) if word else self.cut(sentence, memo)):
            width = len(w)
            if width > 2:
                for i in range(width - 1):
                    if freq.get(w[i:i + 2]):
                        yield w[i:i + 2], start + i, start + i + 2
            if width > 3:
                for i in range(width - 2):
                    if freq.get(w[i:i + 3]):
                        yield w[i:i + 3], start + i, start + i + 3
            yield w, start, start + width
            start += width

    def tokens(self, text: str, memo: dict[str, list[str]] | None = None) -> Iterator[tuple[str, int, int]]:
        """Search-mode words of every Chinese run of an already folded text, stop characters left out."""
        for run in CJK_RUN.finditer(text):
            base = run.start()
            for word, start, end in self.search_words(run.group(0), memo):
                if len(word) == 1 and word in ZH_STOP:
                    continue
                yield word, base + start, base + end

    def words(self, text: str, memo: dict[str, list[str]] | None = None) -> list[str]:
        """Non-overlapping words of every Chinese run (for word pairs), stop characters left out."""
        out = []
        for run in CJK_RUN.finditer(text):
            out += [w for w in self.cut(run.group(0), memo) if not (len(w) == 1 and w in ZH_STOP)]
        return out

    def known(self, word: str) -> bool:
        """Whether ``word`` is a dictionary word (not just the prefix of one)."""
        return bool(self.freq.get(word))


def split_words(freq: dict[str, int], total: int) -> dict[str, list[str]]:
    """Dictionary words that jieba, given only the word, cuts into parts (build time; a few hundred)."""
    segmenter = Segmenter(freq, total)
    out = {}
    for word, count in sorted(freq.items()):
        if count and len(word) > 1:
            parts = segmenter.cut(word)
            if parts != [word]:
                out[word] = parts
    return out


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
        for start, ends in tokenizer.get_DAG(run).items():  # every dictionary word inside the run
            for end in ends:
                word = run[start:end + 1]
                if full.get(word):
                    kept[word] = full[word]
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
