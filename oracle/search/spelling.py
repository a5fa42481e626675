"""'Did you mean': one-edit corrections from the index's own English vocabulary.

Symmetric deletions (a word and a typo that share a one-letter deletion are one edit apart,
including swapped letters) make a lookup a handful of dictionary probes instead of a scan.
"""

from __future__ import annotations


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))} | {word}


class Speller:
    """Known words with their document frequency; ``correct()`` proposes the most common neighbour."""

    def __init__(self, frequencies: dict[str, int]):
        self.frequencies = frequencies
        self.by_deletion: dict[str, list[str]] = {}
        for word in frequencies:
            for key in _deletions(word):
                self.by_deletion.setdefault(key, []).append(word)

    def known(self, word: str) -> bool:
        return word in self.frequencies

    def correct(self, word: str) -> str | None:
        """The likeliest known word one edit (or one swap) away, or None."""
        if len(word) < 4 or self.known(word):
            return None
        candidates: set[str] = set()
        for key in _deletions(word):
            candidates.update(self.by_deletion.get(key, ()))
        candidates.discard(word)
        if not candidates:
            return None
        return max(sorted(candidates), key=lambda w: (self.frequencies[w], -abs(len(w) - len(word))))
