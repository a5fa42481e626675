"""What differs when one board is resolved under several rulesets: a pure function of the resolve
answers (the ``engine.resolve`` dicts), with no engine, Flask or catalog in it.

The final states are compared player by player and permanent by permanent (only what differs is
kept), and the traces are aligned by turn, step and event (``difflib``, one ruleset after another
against the rows so far), so each row of the alignment is one thing that happened under one or
more rulesets:

    >>> step = lambda event, rules: {"turn": 3, "step": "main1", "event": event, "objects": ["A"],
    ...                              "rules": rules, "text": {"en": event}}
    >>> state = lambda life: {"players": {"A": {"life": life}}, "battlefield": []}
    >>> classic = {"steps": [step("step_begins", ["305"]), step("mana_burn", ["300"])], "state": state(18),
    ...            "outcome": {"winners": []}}
    >>> other = {"steps": [step("step_begins", ["305"])], "state": state(20), "outcome": {"winners": []}}
    >>> diff = diff_results({"classic": classic, "other": other})
    >>> diff["players"], [row["kind"] for row in diff["steps"]]
    ({'A': {'life': {'classic': 18, 'other': 20}}}, ['same', 'only_in:classic'])

A row present under every ruleset is ``changed`` when it involves other objects, applies another
rule (not merely another number for the same rule: ``citations`` gives each ruleset's table of
engine rule keys, so 420.5c under one edition and 704.5g under another count as the same rule),
changes the board differently, or its explanation has other numbers in it (amounts, life totals,
a division of damage). A difference of wording alone (one edition's "in play" for the other's
"on the battlefield") is listed in ``differs`` as ``wording`` and leaves the row ``same``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from difflib import SequenceMatcher
from typing import Any

Result = Mapping[str, Any]
#: ruleset name -> {engine rule key: rule id}, as ``Ruleset.citation_table()`` gives it
Citations = Mapping[str, Mapping[str, str]]

PLAYER_FIELDS = ("life", "poison", "graveyard", "hand", "library")
PERMANENT_FIELDS = ("controller", "tapped", "damage", "power", "toughness", "counters", "attached_to",
                    "summoning_sick", "attacking", "blocking")
#: the board fields a step's effect is read from (the turn and step are the row's key)
_EFFECT_PLAYER_FIELDS = (*PLAYER_FIELDS, "lost", "mana_pool")
#: aspects of a row that make it ``changed``; ``numbering`` and ``wording`` are noted, not changes
CHANGES = ("missing", "objects", "rules", "effect", "amounts")
_NUMBER = re.compile(r"\d+")
#: a rule number written in a text (``510.1c``) is a citation, not an amount
_RULE_NUMBER = re.compile(r"\b\d{3}\.\d+[a-z]?\b")


def _amounts(text: str) -> list[str]:
    return _NUMBER.findall(_RULE_NUMBER.sub("", text))


def diff_results(results: Mapping[str, Result], citations: Citations | None = None,
                 step_order: Sequence[str] = ()) -> dict[str, Any]:
    """The differences between ``results`` (ruleset name -> resolve answer, or ``{"error": ...}``
    for a ruleset under which the scenario stopped with an error), in the order given.

    ``step_order`` (the turn's steps in order) places rows that only one ruleset has in time
    order; without it they follow the order of ``results``.
    """
    names = list(results)
    played = {name: r for name, r in results.items() if "error" not in r}
    return {
        "outcome": _outcome(results),
        "players": _players(played),
        "battlefield": _battlefield(played),
        "steps": align_steps(names, played, citations or {}, step_order),
        "errors": {name: r["error"].get("kind") for name, r in results.items() if "error" in r},
    }


def differs(diff: Mapping[str, Any]) -> bool:
    """Whether a diff shows any difference at all."""
    return bool(diff["outcome"] or diff["players"] or diff["battlefield"]["only_in"] or diff["battlefield"]["changed"]
                or diff["errors"] or any(row["kind"] != "same" for row in diff["steps"]))


# ---- the final state ------------------------------------------------------------------------------
def _same(values: Sequence[Any]) -> bool:
    first = json.dumps(values[0], sort_keys=True)
    return all(json.dumps(v, sort_keys=True) == first for v in values[1:])


def _outcome(results: Mapping[str, Result]) -> dict[str, Any] | None:
    """Each ruleset's outcome (None for one that stopped with an error), when they are not all the same."""
    outcomes = {name: (None if "error" in r else r.get("outcome")) for name, r in results.items()}
    return None if _same(list(outcomes.values())) else outcomes


def _players(played: Mapping[str, Result]) -> dict[str, dict[str, dict[str, Any]]]:
    out: dict[str, dict[str, dict[str, Any]]] = {}
    pids = dict.fromkeys(pid for r in played.values() for pid in r["state"]["players"])
    for pid in pids:
        for field in PLAYER_FIELDS:
            values = {name: r["state"]["players"][pid].get(field) for name, r in played.items()
                      if pid in r["state"]["players"]}
            if len(values) > 1 and not _same(list(values.values())):
                out.setdefault(pid, {})[field] = values
    return out


def _battlefield(played: Mapping[str, Result]) -> dict[str, Any]:
    """Permanents in play under one ruleset and not under every other (``only_in``), and the fields
    of the ones in play under several that differ (``changed``)."""
    perms = {name: {p["id"]: p for p in r["state"]["battlefield"]} for name, r in played.items()}
    every = set.intersection(*(set(ids) for ids in perms.values())) if perms else set()
    only_in = {name: [pid for pid in ids if pid not in every] for name, ids in perms.items()}
    changed: dict[str, dict[str, dict[str, Any]]] = {}
    ids = dict.fromkeys(pid for by_id in perms.values() for pid in by_id)
    for pid in ids:
        present = {name: by_id[pid] for name, by_id in perms.items() if pid in by_id}
        if len(present) < 2:
            continue
        for field in PERMANENT_FIELDS:
            values = {name: p.get(field) for name, p in present.items()}
            if not _same(list(values.values())):
                changed.setdefault(pid, {})[field] = values
    return {"only_in": {name: ids for name, ids in only_in.items() if ids}, "changed": changed}


# ---- the traces -----------------------------------------------------------------------------------
def _key(step: Mapping[str, Any]) -> tuple[int, str, str]:
    return (step["turn"], step["step"], step["event"])


def _rank(key: tuple[int, str, str], order: Mapping[str, int]) -> tuple[int, int]:
    return (key[0], order.get(key[1], len(order)))


def _merge(left: list[dict[str, int]], right: list[dict[str, int]], keys: Any, order: Mapping[str, int]) -> list:
    """Rows only the earlier rulesets have and rows only the next one has, between the same
    anchors, merged in time order (the earlier rulesets first at the same turn and step)."""
    if not order:
        return left + right
    out: list[dict[str, int]] = []
    i = j = 0
    while i < len(left) or j < len(right):
        if j == len(right) or i < len(left) and _rank(keys(left[i]), order) <= _rank(keys(right[j]), order):
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    return out


def _full_key(step: Mapping[str, Any]) -> tuple[int, str, str, tuple[str, ...]]:
    return (*_key(step), tuple(step.get("objects", ())))


def _alignment(names: Sequence[str], played: Mapping[str, Result], step_order: Sequence[str]) -> list[dict[str, int]]:
    """Rows of ``{ruleset: index into its steps}``: the rulesets' traces aligned by turn, step and
    event. Steps with the same objects are matched first (so "the elves are destroyed" pairs with
    "the elves are destroyed", not with "the bears are destroyed" just before it); what is left
    between two matches is matched by turn, step and event alone."""
    order = {step: i for i, step in enumerate(step_order)}
    rows: list[dict[str, int]] = []

    def step_of(row: Mapping[str, int]) -> Mapping[str, Any]:
        name, index = next(iter(row.items()))
        return played[name]["steps"][index]

    def key_of(row: Mapping[str, int]) -> tuple[int, str, str]:
        return _key(step_of(row))

    def match(old: list[dict[str, int]], new: list[dict[str, int]], key: Any, name: str, finer: bool) -> list:
        matcher = SequenceMatcher(None, [key(step_of(r)) for r in old], [key(step_of(r)) for r in new], autojunk=False)
        merged: list[dict[str, int]] = []
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "equal":
                merged.extend(dict(old[i1 + k], **new[j1 + k]) for k in range(i2 - i1))
            elif tag == "replace" and finer:
                merged.extend(match(old[i1:i2], new[j1:j2], _key, name, False))
            else:
                merged.extend(_merge(old[i1:i2], new[j1:j2], key_of, order))
        return merged

    for name in names:
        if name not in played:
            continue
        steps = [{name: i} for i in range(len(played[name]["steps"]))]
        rows = match(rows, steps, _full_key, name, True) if rows else steps
    return rows


def _change(old: Any, new: Any) -> Any:
    """How a value changed, independent of where it started: numbers by how much, lists by what
    came and went, anything else by its new value (so 3 damage to a player at 18 and to one at 20
    is the same change)."""
    if isinstance(new, int) and not isinstance(new, bool) and isinstance(old, int) and not isinstance(old, bool):
        return new - old
    if isinstance(new, list) and isinstance(old, list):
        return {"added": sorted(Counter(new) - Counter(old)), "removed": sorted(Counter(old) - Counter(new))}
    return new


def _fields(old: Mapping[str, Any], new: Mapping[str, Any], names: Sequence[str] | None = None) -> dict[str, Any]:
    keys = names if names is not None else list(new)
    return {k: _change(old.get(k), new.get(k)) for k in keys if old.get(k) != new.get(k)}


def _effect(before: Mapping[str, Any] | None, after: Mapping[str, Any] | None) -> Any:
    """What a step did to the board: how it changed player fields, permanents and the stack."""
    if before is None or after is None:
        return None
    players = {}
    for pid, now in after["players"].items():
        fields = _fields(before["players"].get(pid, {}), now, _EFFECT_PLAYER_FIELDS)
        if fields:
            players[pid] = fields
    old_perms = {p["id"]: p for p in before["battlefield"]}
    new_perms = {p["id"]: p for p in after["battlefield"]}
    permanents: dict[str, Any] = {pid: _fields(old_perms[pid], p) if pid in old_perms else "entered"
                                  for pid, p in new_perms.items() if old_perms.get(pid) != p}
    permanents.update({pid: "left" for pid in old_perms if pid not in new_perms})
    old_stack = {o["id"]: o for o in before.get("stack", [])}
    new_stack = {o["id"]: o for o in after.get("stack", [])}
    stack: dict[str, Any] = {oid: o for oid, o in new_stack.items() if old_stack.get(oid) != o}
    stack.update({oid: "left" for oid in old_stack if oid not in new_stack})
    return {"players": players, "permanents": permanents, "stack": stack}


def _effects(result: Result) -> list[Any]:
    boards = [result.get("initial_board")] + [s.get("board") for s in result["steps"]]
    return [_effect(boards[i], boards[i + 1]) for i in range(len(result["steps"]))]


def _reverse(citations: Citations) -> dict[str, dict[str, set[str]]]:
    out: dict[str, dict[str, set[str]]] = {}
    for name, table in citations.items():
        for key, rule_id in table.items():
            out.setdefault(name, {}).setdefault(rule_id, set()).add(key)
    return out


def same_rules(a: str, a_ids: Sequence[str], b: str, b_ids: Sequence[str], citations: Citations,
               keys: Mapping[str, Mapping[str, set[str]]] | None = None) -> bool:
    """Whether rules ``a_ids`` cited under ruleset ``a`` are the rules ``b_ids`` cited under ``b``:
    the same ids, or ids that each ruleset's table gives for the same engine rule keys."""
    if set(a_ids) == set(b_ids):
        return True
    keys = keys if keys is not None else _reverse(citations)

    def covered(x: str, x_ids: Sequence[str], y: str, y_ids: Sequence[str]) -> bool:
        table = citations.get(y, {})
        for rule_id in x_ids:
            found = keys.get(x, {}).get(rule_id)
            if not found:
                if rule_id not in y_ids:
                    return False
            elif not any(table.get(k) in y_ids for k in found):
                return False
        return True

    return covered(a, a_ids, b, b_ids) and covered(b, b_ids, a, a_ids)


def align_steps(names: Sequence[str], played: Mapping[str, Result], citations: Citations,
                step_order: Sequence[str] = ()) -> list[dict[str, Any]]:
    """The aligned rows: for each, every ruleset's step index (None where it has no such step), the
    events, rules and texts of those present, ``kind`` (``same``, ``changed`` or ``only_in:<name>``)
    and ``differs`` (the aspects in which the present steps differ)."""
    effects = {name: _effects(r) for name, r in played.items()}
    keys = _reverse(citations)
    out = []
    for row in _alignment(names, played, step_order):
        present = [name for name in names if name in row]
        steps = {name: played[name]["steps"][row[name]] for name in present}
        turn, step, _ = _key(steps[present[0]])
        aspects = _aspects(present, steps, {name: effects[name][row[name]] for name in present}, citations, keys)
        if len(present) == 1 and len(names) > 1:
            kind = f"only_in:{present[0]}"
        elif len(present) < len(names) or set(aspects) & set(CHANGES):
            kind = "changed"
        else:
            kind = "same"
        if len(present) < len(names) and len(present) > 1:
            aspects.insert(0, "missing")
        out.append({
            "turn": turn, "step": step,
            "index": {name: row.get(name) for name in names},
            "event": {name: steps[name]["event"] for name in present},
            "rules": {name: list(steps[name]["rules"]) for name in present},
            "text": {name: steps[name]["text"] for name in present},
            "kind": kind, "differs": aspects,
        })
    return out


def _aspects(present: Sequence[str], steps: Mapping[str, Any], effects: Mapping[str, Any], citations: Citations,
             keys: Mapping[str, Mapping[str, set[str]]]) -> list[str]:
    """In what the steps of one row differ from the first ruleset's step."""
    first = present[0]
    base = steps[first]
    found: list[str] = []

    def note(aspect: str) -> None:
        if aspect not in found:
            found.append(aspect)

    for name in present[1:]:
        other = steps[name]
        if list(other.get("objects", [])) != list(base.get("objects", [])):
            note("objects")
        if list(other["rules"]) != list(base["rules"]):
            note("numbering" if same_rules(first, base["rules"], name, other["rules"], citations, keys) else "rules")
        if json.dumps(effects[name], sort_keys=True) != json.dumps(effects[first], sort_keys=True):
            note("effect")
        common = [lang for lang in ("en", "zh-Hans", "zh-Hant") if lang in base["text"] and lang in other["text"]]
        lang = common[0] if common else None
        if lang and _amounts(base["text"][lang]) != _amounts(other["text"][lang]):
            note("amounts")
        elif base["text"] != other["text"]:
            note("wording")
    return [aspect for aspect in ("objects", "rules", "effect", "amounts", "numbering", "wording") if aspect in found]
