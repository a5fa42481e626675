"""The legal-actions answer reports the ordering points: the objects on the stack one may respond to
(top first, with the ``respond:`` to write) and the combat damage step; a probe with ``respond`` or
``damage_step`` stops at that moment, as the scenario action would be taken there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _text(name: str, keep: int) -> str:
    """The scenario with only its first ``keep`` actions (the builder's next one is probed)."""
    data = yaml.safe_load((SCENARIOS / name).read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:keep]
    data.pop("expect")
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def _ask(client: Any, text: str, ruleset: str = "classic", **body: Any) -> dict[str, Any]:
    response = client.post(f"/api/v1/legal-actions?ruleset={ruleset}", json=dict(body, scenario=text))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


@pytest.mark.parametrize("ruleset", ["classic", "2009"])
def test_the_stack_is_offered_to_respond_to_and_a_probe_waits_for_the_trigger(client: Any, ruleset: str) -> None:
    text = _text("respond_to_enters_play_trigger.yaml", 2)  # Gravedigger cast, its trigger answered
    first = _ask(client, text, ruleset, next={"verb": "cast", "player": "B"})
    assert [(o["kind"], o["source"], o["top"]) for o in first["respond_to"]] == [("spell", "digger", True)]
    assert first["respond_to"][0]["name"]["en"] == "Gravedigger"
    bolt = next(o for o in first["options"] if o["object"] == "bolt")
    assert ["digger"] not in bolt["targets"]  # still a spell: not a creature in play
    answer = _ask(client, text, ruleset, next={"verb": "cast", "player": "B", "respond": {"trigger": "digger"}},
                  **{"try": {"cast": {"card": "bolt", "targets": ["digger"]}}})
    top = answer["respond_to"][0]
    assert (top["kind"], top["source"], top["top"], top["respond"]) == ("trigger", "digger", True,
                                                                         {"trigger": "digger"})
    assert all(top["name"][lang] for lang in ("zh-Hans", "zh-Hant", "en"))
    assert answer["decision"]["player"] == "B" and answer["decision"]["damage_step"] is None
    assert "digger" in {p["id"] for p in answer["board"]["battlefield"]}
    bolt = next(o for o in answer["options"] if o["object"] == "bolt")
    assert ["digger"] in bolt["targets"] and answer["attempt"]["legal"] is True


@pytest.mark.parametrize(("ruleset", "bears_damage", "on_stack"), [("classic", 0, ["combat_damage"]),
                                                                    ("2009", 1, [])])
def test_the_combat_damage_step_is_reported(client: Any, ruleset: str, bears_damage: int, on_stack: list) -> None:
    """Classic: first-strike damage waits on the stack as A gets priority; 2009: already dealt."""
    text = _text("damage_step_growth_first_strike_step.yaml", 2)  # attack, block
    answer = _ask(client, text, ruleset, next={"verb": "cast", "player": "A", "damage_step": "first_strike"})
    assert (answer["decision"]["step"], answer["decision"]["damage_step"]) == ("combat_damage", "first_strike")
    bears = next(p for p in answer["board"]["battlefield"] if p["id"] == "bears")
    assert bears["damage"] == bears_damage
    assert [s["kind"] for s in answer["board"]["stack"]] == on_stack and answer["respond_to"] == []
    regular = _ask(client, text, ruleset, next={"verb": "cast", "player": "A", "damage_step": "regular"})
    assert regular["decision"]["damage_step"] == "regular"
    guard = next(p for p in regular["board"]["battlefield"] if p["id"] == "guard")
    assert guard["damage"] == (0 if ruleset == "classic" else 2)  # classic: the Bears' 2 is on the stack


@pytest.mark.parametrize("probe", [{"respond": 3}, {"respond": {"permanent": "x"}}, {"damage_step": "third"}])
def test_a_malformed_ordering_point_in_the_probe_is_a_400(client: Any, probe: dict) -> None:
    text = _text("damage_step_growth_first_strike_step.yaml", 2)
    response = client.post("/api/v1/legal-actions", json={"scenario": text, "next": dict(probe, verb="cast")})
    assert response.status_code == 400
    assert response.get_json()["error"]["kind"] == "invalid_request"


def test_a_first_strike_step_that_never_comes_stops_the_probe_with_a_reason(client: Any) -> None:
    text = _text("damage_step_growth_first_strike_step.yaml", 2).replace("text: First strike", "text: ''")
    answer = _ask(client, text, next={"verb": "cast", "player": "A", "damage_step": "first_strike"})
    assert answer["decision"] is None and answer["reason"]["en"]
