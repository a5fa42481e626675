"""The comparison in a few sentences, in zh-Hans, zh-Hant and English: what each ruleset ends with
where they differ, and how many steps differ (a pure function of the results and their diff).

    >>> from oracle.compare.diff import diff_results
    >>> state = lambda life: {"players": {"A": {"life": life}}, "battlefield": []}
    >>> results = {"classic": {"steps": [], "state": state(18), "outcome": {}},
    ...            "other": {"steps": [], "state": state(20), "outcome": {}}}
    >>> summarise(results, diff_results(results))["en"]
    'Player A, life: 18 under classic, 20 under other.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from oracle.compare.diff import differs
from oracle.compare.phrases import LANGS, Phrase, _, joined

#: the catalog's word for each compared field of a player and of a permanent
FIELD_WORDS = {
    "life": _("life"), "poison": _("poison counters"), "graveyard": _("graveyard"), "hand": _("hand"),
    "library": _("cards in library"), "controller": _("controller"), "tapped": _("tapped"), "damage": _("damage"),
    "power": _("power"), "toughness": _("toughness"), "counters": _("counters"), "attached_to": _("attached to"),
    "summoning_sick": _("summoning sick"), "attacking": _("attacking"), "blocking": _("blocking"),
}


def _names_table(results: Mapping[str, Any]) -> dict[str, dict[str, str]]:
    names: dict[str, dict[str, str]] = {}
    for result in results.values():
        names.update(result.get("names") or {})
    return names


def _card_names(results: Mapping[str, Any]) -> dict[str, str]:
    """Permanent id -> card name, from every final state (ids are the scenario's, the same under each)."""
    out: dict[str, str] = {}
    for result in results.values():
        for perm in (result.get("state") or {}).get("battlefield", []):
            out.setdefault(perm["id"], perm["name"])
    return out


class _Words:
    """Values of the diff as words: card names in each language, yes/no, outcomes."""

    def __init__(self, results: Mapping[str, Any]) -> None:
        self.names = _names_table(results)
        self.cards = _card_names(results)

    def card(self, name: str) -> dict[str, str] | str:
        return self.names.get(name) or name

    def permanent(self, pid: str) -> dict[str, str] | str:
        return self.card(self.cards[pid]) if pid in self.cards else pid

    def value(self, field: str, value: Any) -> Any:
        if isinstance(value, bool):
            return _("yes") if value else _("no")
        if value is None:
            return "—"
        if field in ("graveyard", "hand"):
            return [self.card(n) for n in value] if value else _("empty")
        if field in ("attached_to", "blocking"):
            return self.permanent(value)
        if field == "counters":
            return [f"{kind} ×{n}" for kind, n in value.items()] if value else _("none")
        return value

    @staticmethod
    def outcome(outcome: Mapping[str, Any] | None) -> Phrase:
        if outcome is None:
            return _("an error")
        if outcome.get("draw"):
            return _("a draw")
        if outcome.get("winners"):
            return _("player %(players)s wins", players=list(outcome["winners"]))
        return _("the game goes on")


def _each(values: Mapping[str, Any], say: Any) -> list[Phrase]:
    return [_("%(value)s under %(ruleset)s", value=say(v), ruleset=name) for name, v in values.items()]


def phrases(results: Mapping[str, Any], diff: Mapping[str, Any]) -> list[Phrase]:
    """The summary's sentences, most telling first: errors, the outcome, players, permanents, steps."""
    words = _Words(results)
    out: list[Phrase] = []
    for name, result in results.items():
        if "error" in result:
            message = {lang: text.rstrip("。.") for lang, text in (result["error"].get("message") or {}).items()}
            out.append(_("Under %(ruleset)s the scenario stops with an error: %(error)s.", ruleset=name,
                         error=message))
    if not differs(diff):
        return [_("The board plays out the same under %(rulesets)s.", rulesets=list(results))]
    played = [o for o in (diff["outcome"] or {}).values() if o is not None]
    decided = any(o.get("winners") or o.get("draw") for o in played)
    if decided or len({repr(o) for o in played}) > 1:  # not merely "an error" beside "the game goes on"
        out.append(_("Outcome: %(outcomes)s.", outcomes=_each(diff["outcome"], words.outcome)))
    for pid, fields in diff["players"].items():
        for field, values in fields.items():
            out.append(_("Player %(player)s, %(what)s: %(values)s.", player=pid, what=FIELD_WORDS[field],
                         values=_each(values, lambda v, f=field: words.value(f, v))))
    for name, ids in diff["battlefield"]["only_in"].items():
        out.append(_("Still on the board only under %(ruleset)s: %(cards)s.", ruleset=name,
                     cards=[words.permanent(pid) for pid in ids]))
    for pid, fields in diff["battlefield"]["changed"].items():
        for field, values in fields.items():
            out.append(_("%(card)s, %(what)s: %(values)s.", card=words.permanent(pid), what=FIELD_WORDS[field],
                         values=_each(values, lambda v, f=field: words.value(f, v))))
    rows = diff["steps"]
    for name in results:
        only = sum(1 for row in rows if row["kind"] == f"only_in:{name}")
        if only and "error" not in results[name]:
            out.append(_("Steps only under %(ruleset)s: %(n)s.", ruleset=name, n=only))
    changed = sum(1 for row in rows if row["kind"] == "changed")
    if changed:
        out.append(_("Steps under each that happen differently: %(n)s.", n=changed))
    return out


def summarise(results: Mapping[str, Any], diff: Mapping[str, Any], langs: tuple[str, ...] = LANGS) -> dict[str, str]:
    """``{lang: summary}`` for each of ``langs``."""
    said = phrases(results, diff)
    return {lang: joined(said, lang) for lang in langs}
