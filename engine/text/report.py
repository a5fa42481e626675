"""Human-readable rendering of a ``resolve()`` result: pure functions over the result dict, no
rules logic; the report's own words come from the message catalog.

    >>> render_text({"ruleset": "classic", "steps": [], "state": {"players": {}, "battlefield": [],
    ...     "stack": [], "turn": 1, "step": "cleanup"}, "outcome": {"winners": [], "losers": [], "draw": False}},
    ...     lang="en").splitlines()[0]
    'Ruleset: classic'
"""

from __future__ import annotations

from typing import Any

from engine.text.catalog import LANGS, Msg

#: the languages shown when none is asked for: the classic rulebook's Chinese and English
DEFAULT_LANGS = ("zh-Hans", "en")


def render_text(result: dict[str, Any], lang: str | None = None) -> str:
    """The trace as text: every step in ``lang`` (zh-Hans, zh-Hant or en), or in Simplified Chinese
    and English when ``lang`` is None; the final state in ``lang`` (English when None)."""
    if lang is not None and lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; use one of {LANGS}")
    langs = DEFAULT_LANGS if lang is None else (lang,)
    words = lang or "en"
    ruleset = result["ruleset"]

    def say(key: str, **params: Any) -> str:
        return Msg(key, **params).text(words, ruleset)

    lines = [say("report.ruleset", ruleset=ruleset)]
    for step in result["steps"]:
        rules = ", ".join(step["rules"])
        lines.append(f"#{step['n']} T{step['turn']} {step['step']} · {step['event']} [{rules}]")
        for code in langs:
            lines.append(f"    {step['text'][code]}")
    lines.append(_render_state(result, say))
    return "\n".join(lines)


def _render_state(result: dict[str, Any], say: Any) -> str:
    st = result["state"]
    out = ["", say("report.final_state", turn=st["turn"], step=st["step"])]
    for pid, p in st["players"].items():
        out.append("  " + say("report.player", player=pid, life=p["life"], poison=p["poison"], library=p["library"],
                              hand=", ".join(p["hand"]), graveyard=", ".join(p["graveyard"]),
                              lost=Msg("report.lost") if p["lost"] else None))
    for perm in st["battlefield"]:
        pt = f" {perm['power']}/{perm['toughness']}" if perm["power"] is not None else ""
        status = [say("report.tapped")] if perm["tapped"] else []
        if perm["damage"]:
            status.append(say("report.damage", damage=perm["damage"]))
        out.append(f"  [{perm['controller']}] {perm['name']} ({perm['id']}){pt}" + (f" {', '.join(status)}" if status else ""))
    for obj in st["stack"]:
        out.append("  " + say("report.stack", name=obj["name"], id=obj["id"]))
    o = result["outcome"]
    if o["draw"]:
        out.append("  " + say("report.draw"))
    elif o["winners"]:
        out.append("  " + say("report.wins", winners=", ".join(o["winners"])))
    return "\n".join(out)
