"""The kinds of counter named by a word ("charge", "spore", "verse") rather than by the +1/+1 they
give, in English and in the Chinese of the era's printings (充电, 芽孢, …).

A counter's kind is its English word in the AST and on a permanent (``Permanent.counters``); it
changes nothing by itself (only the +N/+N kinds change power and toughness) but costs remove it
("Remove a spore counter from ~:") and numbers count it ("for each charge counter on ~"). The
Chinese words are those the Simplified printings use where one exists (our own choice for verse,
诗篇, which no Simplified printing names).

    >>> counter_zh("spore"), counter_zh("+1/+1")
    ('芽孢', '+1/+1')
"""

from __future__ import annotations

from functools import cache

from engine.text.catalog import Msg, catalog

#: the message keys that name a counter kind: ``counter_kind.<English word>`` in messages.yaml,
#: the one table of these words (the grammars' COUNTER_NAME terminals list the same words)
PREFIX = "counter_kind."


@cache
def counter_words() -> dict[str, str]:
    """English word -> Simplified Chinese word, as the message catalog has them."""
    return {key.removeprefix(PREFIX): entry["zh-Hans"]
            for key, entry in catalog().messages.items() if key.startswith(PREFIX)}


@cache
def counter_from_zh() -> dict[str, str]:
    """Simplified Chinese word -> English word."""
    return {zh: en for en, zh in counter_words().items()}


def counter_zh(kind: str) -> str:
    """A counter kind in Chinese card text (a +N/+N kind is written alike in both languages)."""
    return counter_words().get(kind, kind)


def counter_word(kind: str) -> str | Msg:
    """A counter kind as a trace message parameter: a named kind in the reader's language."""
    return Msg(f"counter_kind.{kind}") if kind in counter_words() else kind
