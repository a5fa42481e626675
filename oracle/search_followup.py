"""What one search tells the search log: an empty result, and the earlier query it replaced.

A reformulation is a search that follows another within ``WINDOW_MS`` (the first one did not
satisfy). The server knows the two belong together without knowing who searched: the search
page itself carries the query it showed into the next request, as ``prev`` (the query),
``prev_n`` (its number of results) and ``prev_at`` (when the server answered it, in
milliseconds of the server's clock), hidden fields of the form and parameters of the
did-you-mean links. No cookie, address or session is involved, and a value that is missing,
malformed or out of the window is ignored (the search answers as always, nothing is logged for
it). A forged pair is possible, but no more harmful than two real searches, which anyone can make.

    >>> answer = {"query": "践踏", "total": 12, "page": 1}
    >>> entries(answer, {"prev": "践塔", "prev_n": "0", "prev_at": "1000"}, now_ms=6000)
    [Entry(query='践塔', edition='', lang='', section='', results=0, reformulated='践踏')]
    >>> entries(answer, {"prev": "践塔", "prev_n": "0", "prev_at": "1000"}, now_ms=12000)
    []
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from oracle.search_log import MAX_TEXT, UNKNOWN_RESULTS, Entry

#: a search within this many milliseconds of the one before replaces it
WINDOW_MS = 10_000
#: how far ahead of this server's clock an earlier answer's time may be (servers behind one balancer)
SKEW_MS = 1_000


def _same(a: str, b: str) -> bool:
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


def _whole(text: str | None) -> int | None:
    """A parameter that must be a whole number of at most 15 digits, else None (ignored)."""
    if text is None or not text.isdigit() or len(text) > 15:
        return None
    return int(text)


def _earlier(answer: Mapping[str, Any], args: Mapping[str, str], now_ms: int, filters: dict[str, str]) -> Entry | None:
    """The query this search replaced, when the page says it answered one within the window."""
    prev = " ".join("".join(ch if ch.isprintable() else " " for ch in args.get("prev", "")).split())
    at = _whole(args.get("prev_at"))
    if not prev or len(prev) > MAX_TEXT or at is None or not -SKEW_MS <= now_ms - at <= WINDOW_MS:
        return None
    if _same(prev, answer["query"]):
        return None  # the same search again (a filter changed, or a reload): not a reformulation
    shown = _whole(args.get("prev_n"))
    return Entry(prev, results=UNKNOWN_RESULTS if shown is None else shown, reformulated=answer["query"], **filters)


def entries(answer: Mapping[str, Any], args: Mapping[str, str], *, now_ms: int) -> list[Entry]:
    """At most two entries for one answered search: itself when it found nothing, and the pair
    it completes. The filters are this search's (the form keeps them from one search to the next)."""
    if answer.get("page", 1) != 1:
        return []  # paging through a list is neither an empty result nor a new query
    filters = {name: args.get(name) or "" for name in ("edition", "lang", "section")}
    found: list[Entry] = []
    earlier = _earlier(answer, args, now_ms, filters)
    if earlier is not None:
        found.append(earlier)
    if answer["total"] == 0:
        found.append(Entry(answer["query"], results=0, **filters))
    return found


def carried(answer: Mapping[str, Any], *, now_ms: int) -> dict[str, str]:
    """The parameters the page adds to its form and links, so the next search can name this one."""
    return {"prev": answer["query"], "prev_n": str(answer["total"]), "prev_at": str(now_ms)}
