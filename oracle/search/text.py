"""Scripts and normal forms: how a query or a record's text is folded before anything else reads it.

Full-width letters and digits become ASCII (NFKC), Traditional becomes Simplified (OpenCC ``t2s``,
about 4 ms to load; ``s2t`` costs 50 ms and is never needed at query time), Latin is lower-cased.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
CJK_RUN = re.compile(f"[{CJK}]+")
HAS_CJK = re.compile(f"[{CJK}]")
#: A Latin word or number as the index and queries see it: ``trample``, ``can't``, ``420.5c``, ``0``.
LATIN_WORD = re.compile(r"[a-z0-9]+(?:['’.][a-z0-9]+)*")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffd]")


@lru_cache(maxsize=1)
def _t2s():
    import opencc

    return opencc.OpenCC("t2s").convert


@lru_cache(maxsize=1)
def _s2t():
    import opencc

    return opencc.OpenCC("s2t").convert


def to_simplified(text: str) -> str:
    """Fold Traditional into Simplified so either script matches both."""
    return _t2s()(text) if HAS_CJK.search(text) else text


def to_traditional(text: str) -> str:
    """Simplified to Traditional (build time only: the converter takes 50 ms to load)."""
    return _s2t()(text) if HAS_CJK.search(text) else text


def fold(text: str) -> str:
    """The normal form every comparison uses: NFKC, no control characters, Simplified, lower case."""
    text = _CONTROL.sub(" ", unicodedata.normalize("NFKC", text))
    return to_simplified(text).lower()


@lru_cache(maxsize=8192)
def fold_aligned(text: str) -> str:
    """Like :func:`fold` but guaranteed to keep every character's offset (for marking matches).

    OpenCC converts phrase by phrase and may change a text's length; when it does, the text is
    converted one character at a time instead, which keeps offsets at the cost of phrase context.
    """
    lowered = text.lower()
    folded = to_simplified(lowered)
    if len(folded) == len(lowered):
        return folded
    return "".join(ch if len(conv := to_simplified(ch)) != 1 else conv for ch in lowered)


def normal_form(text: str) -> str:
    """How titles and terms are compared whole: folded, letters and digits only."""
    return "".join(ch for ch in fold(text) if ch.isalnum())


def is_cjk(text: str) -> bool:
    return bool(HAS_CJK.search(text))
