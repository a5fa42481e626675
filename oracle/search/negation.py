"""Negation: "can't block", "不能阻挡" ask for the rule that forbids, not the one that allows.

A question that negates leans to records that negate too (``Weights.negation``): 502.8b's "can't
block creatures without shadow" before 502.8a's "Shadow is an evasion ability". Both sides are
read on folded text (Simplified, lower case), so one pattern serves every script.
"""

from __future__ import annotations

import re

_ENGLISH = r"can't|cannot|can not|couldn't|don't|doesn't|didn't|isn't|aren't|wasn't|won't|not|never|no longer|unable"
_CHINESE = r"不能|不可|不会|不得|无法|没法|不再|不是|并非|不用|不必|不需|不被|未被|不受"
_NEGATION = re.compile(rf"(?<![a-z])(?:{_ENGLISH})(?![a-z])|{_CHINESE}")
#: "A-not-A" questions (能不能, 可不可以, 会不会) ask whether, and negate nothing
_A_NOT_A = re.compile(r"(.)不\1|可不可|有没有|是否")


def negates(folded: str) -> bool:
    """Whether a folded text says something can't, doesn't or isn't."""
    return _NEGATION.search(_A_NOT_A.sub(" ", folded.replace("’", "'"))) is not None
