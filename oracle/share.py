"""What a shared scenario (``/s/<id>``) says about itself: its title and a one-line description,
for the page heading and for link previews in chat apps (Open Graph, meta description)."""

from __future__ import annotations

from typing import Any

from flask_babel import gettext

from oracle.i18n import pick


def _title(data: Any, result: dict[str, Any] | None) -> str:
    if isinstance(data, dict):
        for key in ("title", "name"):
            value = data.get(key)
            if isinstance(value, dict):
                value = pick(value)
            if isinstance(value, str) and value.strip():
                return value.strip()[:120]
    names = result.get("names", {}) if result else {}
    cards = []
    for board in ([result.get("initial_board")] if result else []):
        for perm in (board or {}).get("battlefield", []):
            label = pick(names.get(perm["name"]) or {"en": perm["name"]})
            if label not in cards and perm.get("power") is not None:
                cards.append(label)
    if cards:
        return gettext("What happens: %(cards)s", cards=gettext(", ").join(cards[:4]))
    return gettext("A shared scenario")


def _description(result: dict[str, Any] | None, error: dict[str, Any] | None) -> str:
    if error is not None:
        return gettext("The engine rejects this scenario: %(message)s", message=pick(error.get("message")))[:300]
    assert result is not None
    outcome = result.get("outcome", {})
    players = result.get("state", {}).get("players", {})
    lives = gettext(", ").join(gettext("player %(player)s %(life)s life", player=pid, life=p["life"])
                               for pid, p in players.items())
    if outcome.get("winners"):
        head = gettext("Player %(player)s wins.", player=", ".join(outcome["winners"]))
    elif outcome.get("draw"):
        head = gettext("The game is a draw.")
    else:
        head = gettext("%(n)s steps, each citing its rule.", n=len(result.get("steps", [])))
    last = next((pick(s["text"]) for s in reversed(result.get("steps", [])) if s.get("event") not in
                 ("step_begins", "cleanup", "untap")), "")
    return " ".join(part for part in (head, lives + ".", last) if part)[:300]


def scenario_head(text: str) -> dict[str, Any] | None:
    """What the card reads of the scenario itself: its ``title`` and ``name`` (the answer cache keeps
    this beside the answer, so a cached view does not read a large scenario's text again)."""
    import engine
    from engine.scenario_text import read_scenario_text

    try:
        data = read_scenario_text(text)
    except engine.EngineError:
        return None
    return {key: data.get(key) for key in ("title", "name")} if isinstance(data, dict) else None


def share_card(head: dict[str, Any] | None, result: dict[str, Any] | None, error: dict[str, Any] | None,
               url: str) -> dict[str, str]:
    """The page's title, description and address, from the scenario's head (``scenario_head``) and answer."""
    return {"title": _title(head, result), "description": _description(result, error), "url": url}
