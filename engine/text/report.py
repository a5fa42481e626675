"""Human-readable rendering of a ``resolve()`` result: pure functions, no rules logic.

    >>> render_text({"ruleset": "classic", "steps": [], "state": {"players": {}, "battlefield": [],
    ...     "stack": [], "turn": 1, "step": "cleanup"}, "outcome": {"winners": [], "losers": [], "draw": False}},
    ...     lang="en").splitlines()[0]
    'Ruleset: classic'
"""

from __future__ import annotations

from typing import Any

LANGS = ("zh-Hans", "en")


def render_text(result: dict[str, Any], lang: str | None = None) -> str:
    """The trace as text; both languages (Chinese first) unless ``lang`` is "zh-Hans" or "en"."""
    langs = LANGS if lang is None else (lang,)
    if lang is not None and lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; use one of {LANGS}")
    zh = langs == ("zh-Hans",)
    lines = [("规则版本：" if zh else "Ruleset: ") + result["ruleset"]]
    for step in result["steps"]:
        rules = ", ".join(step["rules"])
        lines.append(f"#{step['n']} T{step['turn']} {step['step']} · {step['event']} [{rules}]")
        for code in langs:
            lines.append(f"    {step['text'][code]}")
    lines.append(_render_state(result, zh))
    return "\n".join(lines)


def _render_state(result: dict[str, Any], zh: bool) -> str:
    st = result["state"]
    out = ["", ("最终状态" if zh else "Final state") + f" (turn {st['turn']}, {st['step']}):"]
    for pid, p in st["players"].items():
        out.append(
            f"  {pid}: life {p['life']}, poison {p['poison']}, library {p['library']}, "
            f"hand [{', '.join(p['hand'])}], graveyard [{', '.join(p['graveyard'])}]" + (" — LOST" if p["lost"] else "")
        )
    for perm in st["battlefield"]:
        pt = f" {perm['power']}/{perm['toughness']}" if perm["power"] is not None else ""
        status = [s for s, on in (("tapped", perm["tapped"]), (f"damage {perm['damage']}", perm["damage"])) if on]
        out.append(f"  [{perm['controller']}] {perm['name']} ({perm['id']}){pt}" + (f" {', '.join(status)}" if status else ""))
    for obj in st["stack"]:
        out.append(f"  stack: {obj['name']} ({obj['id']})")
    o = result["outcome"]
    if o["draw"]:
        out.append("  Outcome: draw")
    elif o["winners"]:
        out.append(f"  Outcome: {', '.join(o['winners'])} wins")
    return "\n".join(out)
