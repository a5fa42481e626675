"""The answer box: the one record search puts above its results, or none.

A wrong box is worse than none: the player reads it first and stops there. So the box is not
simply the first hit. A query that names one term and nothing else (``踐踏``, ``法术力灼烧``) is
answered by the record that defines the term. Otherwise, among the first few hits, the box is the
first record that

- speaks of every term the query names (in its text, its examples or the titles above it: a
  query naming trample and protection wants the trample rule whose example has protection);
- holds most of the query's other words (``0 toughness`` is not answered by a rule on toughness
  alone); and
- for a "can I …" question, says what may or may not be done (a rule with "can't", "may",
  "只能", …), since the answer is the rule that permits or forbids.

When none of them does, search shows its ranked results with no box.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from oracle.search.ranking import inverse_frequency

if TYPE_CHECKING:
    from oracle.search.ranking import Index, Ranker
    from oracle.search.understanding import QueryPlan

#: how far down the results the box may look
DEPTH = 10
#: how far down a record that speaks of everything the query names is looked for
WHOLE_DEPTH = 50
WHOLE_SHARE = 0.95
#: the share of what the query names (each thing by its weight and rarity) a record must speak of
MIN_SHARE = 0.75

_ASKS_PERMISSION = re.compile(
    r"^(can|could|may|is it legal|am i allowed|are you allowed)\b|\b(can|could|may) (i|you|a|an|it|my|the|we|they)\b"
    r"|可以|可不可以|能不能|能否|能吗|能够吗|行吗|允许|准许")
_STATES_PERMISSION = re.compile(
    r"\b(can|can't|cannot|may|must|only|legal|illegal|allowed|unless|instead)\b"
    r"|可以|不能|不可|只能|能够|无法|不得|必须|须|合法|不合法|允许|除非|不会")


def asks_permission(plan: QueryPlan) -> bool:
    """Whether the query asks if something may be done ("can I …", "可以…吗")."""
    return bool(_ASKS_PERMISSION.search(plan.text.strip()))


def _idf(ranker: Ranker, token: str) -> float:
    """How much a token tells: the inverse document frequency of the records holding it (0 for none)."""
    held = len(ranker.holders(token))
    return inverse_frequency(ranker.index.count, held) if held else 0.0


def coverage(index: Index, ranker: Ranker, plan: QueryPlan, frames: frozenset[str]) -> Callable[[int], float]:
    """A function: record -> the share of what the query names that the record speaks of.

    Each thing the query names (a word and its parts, or a term) counts by its query weight
    times how rare it is in the rules, so "what happens" and "have" count little and "trample"
    much. A term counts as spoken of when the record, its examples or its headers' titles name it.
    """
    minimum = ranker.weights.question_word
    rarest = inverse_frequency(ranker.index.count, 0)
    groups: list[tuple[frozenset[str], float]] = []
    for group, weight in plan.groups:
        if weight <= minimum or group & frames:
            continue
        # A word no record holds is something the rules don't speak of: as telling as the rarest.
        value = weight * max(_idf(ranker, token) or rarest for token in group)
        groups.append((group, value))
    total = sum(value for _, value in groups)

    def share(docnum: int) -> float:
        if not total:
            return 0.0
        mentions = index.docs[docnum].get("mentions", ())
        held = 0.0
        for group, value in groups:
            if any(docnum in ranker.holders(token) or (token.startswith("c:") and token[2:] in mentions)
                   for token in group):
                held += value
        return held / total

    return share


def choose(index: Index, ranker: Ranker, plan: QueryPlan, hits: list[tuple[int, float]],
           frames: frozenset[str] = frozenset()) -> int | None:
    """The record of ``hits`` (best first) the box shows, or None when none answers the query.

    ``frames`` are the "what happens if" phrasings, which say how the question is asked, not what
    it is about.
    """
    if plan.empty or not hits:
        return None
    if len(plan.terms_only) == 1:
        term = plan.terms_only[0]
        for docnum, _ in hits[:DEPTH]:
            if term in index.docs[docnum].get("defines", ()):
                return docnum
    share = coverage(index, ranker, plan, frames)
    permission = asks_permission(plan)

    def answers(docnum: int, score: float, floor: float) -> bool:
        return score > 0 and share(docnum) >= floor and not (
            permission and not _STATES_PERMISSION.search(index.folded(docnum)))

    for docnum, score in hits[:DEPTH]:
        if answers(docnum, score, MIN_SHARE):
            return docnum
    # Nothing near the top speaks of all of it: a record further down that speaks of everything
    # the query names (trample and protection, in a trample rule's example) is the answer.
    for docnum, score in hits[DEPTH:WHOLE_DEPTH]:
        if answers(docnum, score, WHOLE_SHARE):
            return docnum
    return None
