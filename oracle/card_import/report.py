"""The import's report as a terminal shows it (``oracle import-cards``; ``--json`` prints the dict)."""

from __future__ import annotations

from typing import Any

from oracle.card_import.wordings import WORDINGS

#: each wording's words in the report
LABELS = {"oracle": "Oracle", "printed_en": "printed English", "printed_zh_hans": "printed Simplified Chinese"}


def _share(part: dict[str, int]) -> str:
    if not part["cards"]:
        return "none printed"
    return f"{part['parsed']}/{part['cards']} ({100 * part['parsed'] / part['cards']:.0f}%)"


def report_text(report: dict[str, Any], *, refused: bool = True) -> str:
    """One line per set (cards read, and per wording the cards that parse), then each refused card:
    the wording, the phrase, where the parser stopped and the nearest templates."""
    parse = report["parse"]
    lines = [f"imported {len(report['sets'])} sets from {len(report['files'])} files into {report['data']}: "
             f"{report['cards']} cards in all; {parse['texts']} texts, {parse['cached']} from the parse cache, "
             f"{parse['parsed']} parsed ({parse['workers']} processes), {report['seconds']} s"]
    for s in report["sets"]:
        lines.append(f"{s['set']} {s['name']} ({s['release'] or 'no date'}): {s['cards']} cards; "
                     + "; ".join(f"{LABELS[w]} {_share(s[w])}" for w in WORDINGS))
        if refused:
            for r in s["refused"]:
                where = f" (stopped at {r['stopped_at']!r})" if r["stopped_at"] else ""
                near = f"; nearest: {' | '.join(r['suggestions'])}" if r["suggestions"] else ""
                lines.append(f"  refused {r['name']} [{LABELS[r['wording']]}]: {r['phrase']!r}{where}{near}")
    return "\n".join(lines)
