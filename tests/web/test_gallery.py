"""Every teaching scenario does what its lesson promises, under the live engine."""

from __future__ import annotations

import re

import pytest
import yaml

import engine
from oracle.gallery import GALLERY_DIR, load_gallery

LESSONS = load_gallery().lessons
#: lessons played under one ruleset; those with ``compare:`` are played under each in test_gallery_compare.py
SINGLE = [lesson for lesson in LESSONS if not lesson.compare]
CJK = re.compile(r"[\u4e00-\u9fff]")


def test_gallery_size_and_shape():
    assert len(LESSONS) >= 30
    for lesson in LESSONS:
        assert (GALLERY_DIR / f"{lesson.id}.yaml").exists()
        assert set(lesson.title) == set(lesson.lesson) == {"zh-Hans", "zh-Hant", "en"}
        written = yaml.safe_load((GALLERY_DIR / f"{lesson.id}.yaml").read_text(encoding="utf-8"))["lesson"]
        # written in Simplified and English, converted to Traditional unless a Traditional text is written too
        assert lesson.converted == ([] if "zh-Hant" in written else ["zh-Hant"])
        assert CJK.search(lesson.lesson["zh-Hans"]) and lesson.lesson["en"].strip()
        assert (lesson.rules or lesson.compare) and lesson.expect  # a compare lesson may cite 2009 rules only


@pytest.mark.parametrize("lesson", SINGLE, ids=[lesson.id for lesson in SINGLE])
def test_lesson_resolves_as_promised(lesson):
    expect = lesson.expect
    if "error" in expect:
        with pytest.raises(engine.EngineError) as caught:
            lesson.resolve()
        error = caught.value.to_dict()["error"]
        assert error["kind"] == expect["error"]["kind"]
        if "rules" in expect["error"]:
            assert error["rules"] == list(expect["error"]["rules"])
        assert set(lesson.rules) <= set(error["rules"])
        return
    result = lesson.resolve()
    cited = {rule for step in result["steps"] for rule in step["rules"]}
    assert set(lesson.rules) <= cited
    assert set(expect.get("cites", [])) <= cited
    players = result["state"]["players"]
    for player, life in expect.get("life", {}).items():
        assert players[player]["life"] == life
    for player, names in expect.get("graveyard", {}).items():
        assert players[player]["graveyard"] == names
    in_play = {p["id"] for p in result["state"]["battlefield"]}
    assert set(expect.get("battlefield", [])) <= in_play
    assert not set(expect.get("not_battlefield", [])) & in_play
    if "outcome" in expect:
        assert result["outcome"] == expect["outcome"]


def test_rule_pages_link_their_lessons(client):
    page = client.get("/rules/classic/502.2b").get_data(as_text=True)
    assert "/scenario?example=first-strike-kills-blocker" in page


def test_gallery_page_and_api(client):
    page = client.get("/gallery").get_data(as_text=True)
    assert all(f'id="lesson-{lesson.id}"' in page for lesson in LESSONS)
    api = client.get("/api/v1/gallery").get_json()
    assert len(api["lessons"]) == len(LESSONS)
    one = client.get("/api/v1/gallery/first-strike-kills-blocker").get_json()
    assert "players:" in one["scenario"] and one["rules"]
    assert client.get("/api/v1/gallery/nope").status_code == 404
    assert client.get("/scenario?example=nope").status_code == 404
