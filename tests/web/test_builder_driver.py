"""The builder plays a scenario exactly as ``resolve()`` does: one scenario driver (``engine.driver``).

Every scenario of the test suite (tests/scenarios, tests/fixtures) and every gallery lesson is played
through the builder's legal-actions path (``oracle.legal.next_choices``, which ``/api/v1/legal-actions``
answers with) with a next action whose moment never comes, so that the builder plays the whole
scenario; its final board (life, zones, permanents with their P/T, counters, damage and combat
status) must be ``resolve()``'s, and a scenario that ``resolve()`` refuses must be refused by the
builder with the same error. Each file runs under the ruleset it names (a lesson: every ruleset it
compares), else classic.

The builder once had a copy of the driver that dropped kicker, buyback, splice and face-down: on
tests/scenarios/era_kicker_counters.yaml it showed the cub at 2/2 where ``resolve()`` ends with it at
4/4 (``test_the_builder_board_shows_the_kicked_cub_with_its_counters``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

import engine
from oracle.cards import lookup_card
from oracle.legal import next_choices

ROOT = Path(__file__).resolve().parents[2]
#: a next action whose turn never comes: the builder plays the scenario to its stop point
NEVER = {"verb": "play", "turn": 10**6}


def _cases() -> list[tuple[str, str, str]]:
    """(file name, scenario text, ruleset) for every scenario file and gallery lesson."""
    cases: list[tuple[str, str, str]] = []
    for path in sorted([*(ROOT / "tests" / "scenarios").glob("*.yaml"), *(ROOT / "tests" / "fixtures").glob("*.yaml")]):
        text = path.read_text(encoding="utf-8")
        named = (yaml.safe_load(text) or {}).get("ruleset") or "classic"
        cases.append((f"{path.parent.name}/{path.name}", text, str(named)))
    for path in sorted((ROOT / "oracle" / "gallery").glob("*.yaml")):
        lesson = yaml.safe_load(path.read_text(encoding="utf-8"))
        scenario = lesson["scenario"]
        text = yaml.safe_dump(scenario, allow_unicode=True, sort_keys=False)
        for ruleset in lesson.get("compare") or [scenario.get("ruleset") or "classic"]:
            cases.append((f"gallery/{path.name}", text, str(ruleset)))
    return cases


CASES = _cases()


def _outcome(play: Any) -> tuple[str, Any]:
    try:
        return "board", play()
    except engine.EngineError as exc:
        return "error", exc.to_dict()


@pytest.mark.parametrize(("name", "text", "ruleset"), CASES, ids=[f"{n}[{r}]" for n, _t, r in CASES])
def test_the_builder_ends_with_the_board_resolve_ends_with(name: str, text: str, ruleset: str) -> None:
    resolved = _outcome(lambda: engine.resolve(text, card_lookup=lookup_card, ruleset=ruleset)["state"])
    built = _outcome(lambda: next_choices(text, NEVER, card_lookup=lookup_card, ruleset=ruleset)["board"])
    assert built[0] == resolved[0], f"{name} under {ruleset}: the builder gives {built}, resolve() {resolved}"
    assert built[1] == resolved[1], f"{name} under {ruleset}: the builder and resolve() disagree"


def test_every_kind_of_file_is_replayed() -> None:
    """The parametrised test above covers the three folders (a glob that found nothing would pass)."""
    folders = {name.split("/")[0] for name, _t, _r in CASES}
    assert folders == {"scenarios", "fixtures", "gallery"}
    assert {r for _n, _t, r in CASES} == {"classic", "2009"}
    assert len(CASES) > 400


def test_the_builder_board_shows_the_kicked_cub_with_its_counters(client: Any) -> None:
    """The case that diverged, through the HTTP API: after the kicked cast, the builder's board (at
    A's next priority with the stack empty) has the cub at 4/4 with two +1/+1 counters."""
    text = (ROOT / "tests" / "scenarios" / "era_kicker_counters.yaml").read_text(encoding="utf-8")
    response = client.post("/api/v1/legal-actions", json={"scenario": text,
                                                           "next": {"verb": "cast", "player": "A", "stack": "empty"}})
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    assert answer["decision"]["kind"] == "priority" and answer["decision"]["step"] == "main1"
    cub = next(p for p in answer["board"]["battlefield"] if p["id"] == "cub")
    assert (cub["power"], cub["toughness"], cub["counters"]) == (4, 4, {"+1/+1": 2})
