"""Which terminology and vocabulary entries a text names, in any script, glued or not.

A form is found wherever it occurs, not only between ``\\b`` word boundaries: Chinese characters
are word characters to ``\\b``, so ``trample的``, ``pro黑`` or ``X费用的`` used to find nothing. An
English form needs only that no Latin letter or digit touches it (an inflection such as
``tramples`` or ``countered`` is allowed); a Chinese form of two characters or more matches
anywhere; a one-character form (``挡``, ``血``) only where the segmenter made it a word of its own.
Longer forms win over the shorter ones inside them. A form with two meanings (``counter``) is
resolved by the words around it (``senses`` in ``vocabulary.yaml``).
"""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import dataclass

from oracle.search.tables import Tables

_ALNUM = re.compile(r"[a-z0-9]")
_SUFFIXES = ("", "s", "es", "ed", "d", "ing", "'s")


@dataclass(frozen=True)
class FormMatch:
    start: int
    end: int
    form: str
    terms: tuple[str, ...]
    slang: str | None
    say: str | None
    generic: bool


def _latin_end(text: str, end: int) -> int | None:
    """Where an English form ending at ``end`` really ends (with an inflection), or None."""
    for suffix in _SUFFIXES:
        stop = end + len(suffix)
        if text.startswith(suffix, end) and (stop >= len(text) or not _ALNUM.match(text[stop])):
            return stop
    return None


def find_forms(text: str, tables: Tables, *, slang: bool = True,
               single_chars: Container[int] = ()) -> list[FormMatch]:
    """Every table form in a folded ``text``, longest first, without overlaps, in text order.

    ``slang`` false leaves the player vocabulary out (records are written in the rules' words);
    ``single_chars`` holds the offsets where the segmenter cut a one-character word.
    """
    candidates: list[tuple[int, int, int, dict]] = []
    rows, prefixes = tables.form_rows, tables.form_prefixes
    length = len(text)
    for start in range(length):
        # Walk the text from ``start`` while it is still the beginning of some form: a few set
        # lookups per character instead of comparing every form that starts with the character.
        reach = start + 1
        while reach <= length and text[start:reach] in prefixes:
            form = text[start:reach]
            reach += 1
            row = rows.get(form)
            if row is None or (row["slang"] and not slang):
                continue
            size = len(form)
            end = start + size
            if row["cjk"]:
                if size == 1 and start not in single_chars:
                    continue
            else:
                if start and _ALNUM.match(text[start - 1]) and _ALNUM.match(form[0]):
                    continue
                if _ALNUM.match(form[-1]):
                    stop = _latin_end(text, end)
                    if stop is None:
                        continue
                    end = stop
            candidates.append((-size, start, end, row))
    candidates.sort(key=lambda c: (c[0], c[1], c[3]["form"]))
    taken = bytearray(len(text))
    found: list[FormMatch] = []
    for _, start, end, row in candidates:
        if any(taken[start:end]):
            continue
        taken[start:end] = b"\x01" * (end - start)
        terms = () if (row["generic"] and not row["slang"]) else tuple(row["terms"])
        found.append(FormMatch(start, end, row["form"], terms, row["slang"], row["say"], row["generic"]))
    found.sort(key=lambda m: m.start)
    return [_resolve_sense(m, text, tables) for m in found]


def _resolve_sense(match: FormMatch, text: str, tables: Tables) -> FormMatch:
    """Keep one meaning of a two-meaning form, chosen by the context words in the same text."""
    sense = tables.senses.get(match.form)
    if sense is None or len(match.terms) < 2:
        return match
    context = text[:match.start] + " " + text[match.end:]
    scores = {}
    for term_id, words in sense["means"].items():
        scores[term_id] = sum(1 for w in words if _mentions(context, w))
    best = max(scores.values(), default=0)
    if best:
        chosen = tuple(t for t, s in scores.items() if s == best)
        if len(chosen) > 1 and sense["default"] in chosen:
            chosen = (sense["default"],)
    else:
        chosen = (sense["default"],) if sense["default"] else match.terms
    return FormMatch(match.start, match.end, match.form, chosen, match.slang, match.say, match.generic)


def _mentions(text: str, word: str) -> bool:
    if not word:
        return False
    if not _ALNUM.match(word[0]) or not _ALNUM.match(word[-1]):
        return word in text
    start = text.find(word)
    while start >= 0:
        before = start == 0 or not _ALNUM.match(text[start - 1])
        if before and _latin_end(text, start + len(word)) is not None:
            return True
        start = text.find(word, start + 1)
    return False


def concepts_in(text: str, tables: Tables) -> tuple[str, ...]:
    """Term ids a record's folded text names (the rules' own words only, no slang)."""
    ids = {t for m in find_forms(text, tables, slang=False) for t in m.terms}
    return tuple(sorted(ids))
