"""Reading what a user typed: rule numbers, quoted phrases, and words in either language."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from oracle.compare.phrases import _
from oracle.refusal import Refusal

MAX_QUERY_CHARS = 200

# ``420.5c``, ``规则420.5c``, ``規則 420``, ``rule 702.17b``, ``CR 420.5``, ``r420.5c``.
RULE_QUERY = re.compile(
    r"^\s*(?:(?:comprehensive\s+)?rules?|cr|r|规则|規則|第)?\s*(\d{3}(?:\.\d{1,2}[a-z]?)?)\.?\s*(?:条|條)?\s*$",
    re.IGNORECASE)
_PHRASE = re.compile(r"[\"“”「」『』]([^\"“”「」『』]+)[\"“”「」『』]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffd]")


class QueryError(Refusal, ValueError):
    """A query that cannot be searched; the message says why."""


@dataclass
class ParsedQuery:
    text: str
    rule_id: str | None = None
    phrases: list[str] = field(default_factory=list)
    words: str = ""


def parse_query(raw: str) -> ParsedQuery:
    """Validate and split a query; a bare rule number is answered by id, not by words."""
    if raw is None:
        raise QueryError(_("empty query"))
    text = _CONTROL.sub(" ", raw).strip()
    if not text:
        raise QueryError(_("empty query"))
    if len(text) > MAX_QUERY_CHARS:
        raise QueryError(_("query too long (%(length)s characters; at most %(n)s)",
                                      length=len(text), n=MAX_QUERY_CHARS))
    match = RULE_QUERY.match(text)
    if match:
        return ParsedQuery(text, rule_id=match.group(1).lower())
    phrases = [p.strip() for p in _PHRASE.findall(text) if p.strip()]
    words = _PHRASE.sub(" ", text).strip()
    return ParsedQuery(text, phrases=phrases, words=words)
