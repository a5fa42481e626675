"""The gallery's compare lessons: the same board played under each ruleset a lesson lists, each
giving what its ``expect.by_ruleset`` promises, and the two outcomes really differ.

A compare lesson (COMPARE_FORMAT: ``compare: [classic, "2009"]``) names no ``ruleset:`` in its
scenario; ``expect`` holds shared keys, replaced key by key by ``expect.by_ruleset.<name>``.
``rules:`` are classic ids the classic board cites, ``rules_2009:`` the 2009 ids the 2009 board
cites. Besides the engine, the workbench must open each one in its compare view and the compare API
must report the difference.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import yaml

import engine
from oracle.cards import lookup_card
from oracle.gallery import GALLERY_DIR, load_gallery

LESSONS = [lesson for lesson in load_gallery().lessons if lesson.compare]
CASES = [(lesson, name) for lesson in LESSONS for name in lesson.compare]
LANGS = ("zh-Hans", "zh-Hant", "en")
#: a lesson's ``rules`` key per ruleset: the ids its board under that ruleset cites
RULE_KEYS = {"classic": "rules", "2009": "rules_2009"}
#: the topics issue 11 asks the compare lessons to cover, each found in some lesson's keywords
TOPICS = ("mana burn", "mana pool", "sacrifice", "pump", "legend rule", "Wall", "damage assignment order",
          "deathtouch", "lifelink", "multiple blockers")


def raw(lesson_id: str) -> dict[str, Any]:
    """The lesson's file as written (``rules_2009`` is not part of the loaded ``Lesson``)."""
    return yaml.safe_load((GALLERY_DIR / f"{lesson_id}.yaml").read_text(encoding="utf-8"))


def expectations(expect: dict[str, Any], name: str) -> dict[str, Any]:
    shared = {k: v for k, v in expect.items() if k != "by_ruleset"}
    return shared | (expect.get("by_ruleset") or {}).get(name, {})


def play(lesson, name: str) -> dict[str, Any]:
    """The board under ``name``: the resolve answer, or ``{"error": …}`` if that ruleset refuses it."""
    try:
        return engine.resolve(lesson.scenario, card_lookup=lookup_card, ruleset=name)
    except engine.EngineError as error:
        return error.to_dict()


def fingerprint(answer: dict[str, Any]) -> Any:
    """What a player sees at the end: the error, or the outcome, life totals, zones and tapped state."""
    if "error" in answer:
        return ("error", answer["error"]["kind"], answer["error"]["at"])
    state = answer["state"]
    return (answer["outcome"],
            {pid: (p["life"], p["graveyard"], p["hand"]) for pid, p in state["players"].items()},
            sorted((b["id"], b["tapped"], b["damage"], b["power"], b["toughness"]) for b in state["battlefield"]))


def test_enough_compare_lessons_on_every_topic():
    assert len(LESSONS) >= 10
    keywords = {k for lesson in LESSONS for k in lesson.keywords}
    assert not [t for t in TOPICS if t not in keywords], keywords


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_lesson_shape(lesson):
    data = raw(lesson.id)
    assert len(set(lesson.compare)) == len(lesson.compare) >= 2 and set(lesson.compare) <= set(engine.RULESETS)
    assert "ruleset" not in lesson.scenario  # played under each listed ruleset
    assert set(lesson.expect["by_ruleset"]) == set(lesson.compare)
    assert lesson.rules or data.get("rules_2009")  # linked to the rules it shows
    # written in all three: Traditional in Taiwan usage with the 2009 source's terms, not converted
    assert set(lesson.title) == set(lesson.lesson) == set(LANGS) and lesson.converted == []
    assert re.search(r"[\u4e00-\u9fff]", lesson.lesson["zh-Hans"]) and "2009" in lesson.lesson["en"]
    hant = lesson.title["zh-Hant"] + lesson.lesson["zh-Hant"]
    assert not re.search("[爲裏纔“”]", hant) and "牌手" not in hant, hant  # 為 裡 才 「」 玩家
    # the same text in the other script: the same rule numbers and card names, in the same order
    assert re.findall(r"[0-9A-Za-z./{}]+", lesson.lesson["zh-Hant"]) == re.findall(r"[0-9A-Za-z./{}]+", lesson.lesson["zh-Hans"])
    for simplified, traditional in (("系命", "繫命"), ("死触", "死觸"), ("战场", "戰場")):
        if simplified in lesson.lesson["zh-Hans"]:
            assert traditional in lesson.lesson["zh-Hant"], (simplified, lesson.lesson["zh-Hant"])


@pytest.mark.parametrize(("lesson", "name"), CASES, ids=[f"{name}-{lesson.id}" for lesson, name in CASES])
def test_lesson_plays_as_promised_under_each_ruleset(lesson, name):
    expect = expectations(lesson.expect, name)
    answer = play(lesson, name)
    if "error" in expect:
        assert "error" in answer, f"{name} should refuse {lesson.id}"
        error, want = answer["error"], expect["error"]
        assert error["kind"] == want["kind"], error
        assert set(want.get("rules", [])) <= set(error["rules"]), error
        assert error.get("at") == want.get("at", error.get("at")), error
        assert all(error["message"][lang] for lang in LANGS)
        return
    assert "error" not in answer, answer.get("error")
    assert answer["ruleset"] == name
    cited = {rule for step in answer["steps"] for rule in step["rules"]}
    assert set(raw(lesson.id).get(RULE_KEYS.get(name, f"rules_{name}")) or []) <= cited, sorted(cited)
    assert set(expect.get("cites", [])) <= cited, sorted(cited)
    players = answer["state"]["players"]
    for pid, life in (expect.get("life") or {}).items():
        assert players[pid]["life"] == life, (pid, players[pid]["life"])
    for pid, names in (expect.get("graveyard") or {}).items():
        assert players[pid]["graveyard"] == names, (pid, players[pid]["graveyard"])
    in_play = {p["id"]: p for p in answer["state"]["battlefield"]}
    assert set(expect.get("battlefield", [])) <= set(in_play), sorted(in_play)
    assert not set(expect.get("not_battlefield", [])) & set(in_play), sorted(in_play)
    for obj_id, tapped in (expect.get("tapped") or {}).items():
        assert in_play[obj_id]["tapped"] is tapped, obj_id
    events = [step["event"] for step in answer["steps"]]
    assert set(expect.get("events", [])) <= set(events), events
    assert not set(expect.get("events_absent", [])) & set(events), events
    if "outcome" in expect:
        assert answer["outcome"] == expect["outcome"]


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_the_rulesets_really_differ(lesson):
    """Both the expectations and the boards themselves differ between the rulesets."""
    left, right = lesson.compare[:2]
    assert expectations(lesson.expect, left) != expectations(lesson.expect, right)
    assert fingerprint(play(lesson, left)) != fingerprint(play(lesson, right))


@pytest.fixture(scope="module")
def parsers_built():
    """Card text parsers built before a request times anything: a server pays that at start-up,
    not in a request's time limit (oracle serve builds them before it answers)."""
    for lesson in LESSONS:
        for name in lesson.compare:
            play(lesson, name)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_compare_api_reports_the_difference(client, parsers_built, lesson):
    response = client.post("/api/v1/compare", json={"scenario": lesson.yaml_text, "rulesets": lesson.compare})
    assert response.status_code == 200
    answer = response.get_json()
    assert answer["rulesets"] == lesson.compare
    for name in lesson.compare:
        refuses = "error" in expectations(lesson.expect, name)
        assert ("error" in answer["results"][name]) is refuses, (name, answer["results"][name].get("error"))
    diff = answer["diff"]
    assert diff["outcome"] or diff["players"] or diff["battlefield"]["only_in"] or diff["battlefield"]["changed"] \
        or any(row["kind"] != "same" for row in diff["steps"]) or any("error" in r for r in answer["results"].values())
    assert all(diff["summary"][lang] for lang in LANGS)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_workbench_opens_the_lesson_comparing(client, lesson):
    html = client.get(f"/scenario?ui=en&example={lesson.id}").get_data(as_text=True)
    found = re.search(r'<script type="application/json" id="compare-data">(.*?)</script>', html, re.S)
    assert found and json.loads(found.group(1))["open"] == lesson.compare
    assert 'class="workbench comparing"' in html
    assert "This lesson plays the same board under" in html
    hant = client.get(f"/scenario?ui=zh-Hant&example={lesson.id}").get_data(as_text=True)
    assert lesson.title["zh-Hant"] in hant or lesson.title["zh-Hant"].replace("：", ":") in hant
