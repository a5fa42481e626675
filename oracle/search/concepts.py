"""Which terminology entries a text names, and which a query names: the bridge between languages."""

from __future__ import annotations

import re
from functools import lru_cache

from oracle.search.analysis import to_simplified
from oracle.search.vocabulary import load_terms


@lru_cache(maxsize=1)
def _forms() -> tuple[tuple[str, str, bool], ...]:
    """``(form, term id, is_english)``, longest forms first so 依状态而生的效应 wins over 效应."""
    out = []
    for term in load_terms():
        for form in term.forms:
            english = not re.search(r"[\u3400-\u9fff]", form)
            out.append((form if english else to_simplified(form), term.id, english))
    return tuple(sorted(set(out), key=lambda f: (-len(f[0]), f[0])))


def _english_pattern(form: str) -> re.Pattern:
    return re.compile(r"\b" + re.escape(form) + r"(?:s|es|ed|d|ing)?\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def concepts_in(zh: str, en: str) -> tuple[str, ...]:
    """Term ids named in a Simplified-Chinese text and an English text."""
    found: list[str] = []
    zh_left, en_lower = zh, en.lower()
    for form, term_id, english in _forms():
        if english:
            if form in en_lower and _english_pattern(form).search(en_lower):
                found.append(term_id)
        elif form in zh_left:
            found.append(term_id)
            zh_left = zh_left.replace(form, "\u0000")
    return tuple(sorted(set(found)))


def concepts_of_query(query: str) -> tuple[str, ...]:
    """Term ids a query names, whichever language or script it is written in."""
    return concepts_in(to_simplified(query), query)
