"""English words for the index and for queries: lower case, digits kept, stemmed with Snowball.

Only function words that never decide a rule are dropped (articles, most prepositions). Words a
question is built from (``can``, ``does``, ``what``, ``my``) stay in the index: a query gives them
a low weight instead of removing them (see ``vocabulary.yaml``), and rule text needs some of them
(``can't``, ``may``). The Snowball stemmer is loaded on first use, and the build stores the stem of
every word it has seen, so most queries never load it.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from oracle.search.text import LATIN_WORD

#: Dropped everywhere: they carry nothing a rule is found by.
STOP_WORDS = frozenset("""a an the of to in on at by for from with as and or is are was were be been being
it its this that these those there than into onto""".split())

_KNOWN_STEMS: dict[str, str] = {}


@lru_cache(maxsize=1)
def _stemmer():
    import snowballstemmer

    return snowballstemmer.stemmer("english")


def load_stemmer() -> None:
    """Import the stemmer now (a server, before forking its workers), not at the first unknown word."""
    _stemmer()


def remember_stems(stems: dict[str, str]) -> None:
    """Stems computed at build time (word -> stem); spares loading the stemmer for known words."""
    _KNOWN_STEMS.update(stems)


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """The Snowball (Porter2) stem of a lower-case word; numbers and ids are kept as they are."""
    known = _KNOWN_STEMS.get(word)
    if known is not None:
        return known
    if not word.isalpha():
        return word.replace("’", "'")
    return _stemmer().stemWord(word.replace("’", "'"))


def words(text: str) -> Iterator[tuple[str, int, int]]:
    """``(word, start, end)`` of every Latin word or number in an already folded text."""
    for m in LATIN_WORD.finditer(text):
        word = m.group(0).strip(".")
        if word and word not in STOP_WORDS:
            yield word, m.start(), m.start() + len(word)


def stems(text: str) -> list[str]:
    return [stem(w) for w, _, _ in words(text)]
