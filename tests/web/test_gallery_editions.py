"""Gallery lessons are linked from the rule pages of the edition whose numbers they cite: a 2009
lesson's ``rules_2009`` (and ``expect.by_ruleset."2009".cites``) on 2009 rule pages, ``rules`` on
classic ones; the two editions' numbers are kept apart."""

from __future__ import annotations

import engine
from oracle.cards import lookup_card
from oracle.gallery import load_gallery


def test_each_linked_rule_is_cited_by_the_lesson_under_that_ruleset():
    gallery = load_gallery()
    linked = 0
    for (edition, rule_id), lessons in gallery.by_rule.items():
        for lesson in lessons:
            try:
                result = engine.resolve(lesson.scenario, card_lookup=lookup_card, ruleset=edition)
            except engine.EngineError:
                continue  # a board refused under this ruleset (its lesson shows why); its steps are not returned
            assert rule_id in {r for s in result["steps"] for r in s["rules"]}, (lesson.id, edition, rule_id)
            linked += 1
    assert linked >= 60 and any(edition == "2009" for edition, _ in gallery.by_rule)


def test_a_2009_rule_page_links_its_lessons(client):
    page = client.get("/rules/2009/702.2c?ui=en").get_data(as_text=True)
    assert 'href="/scenario?example=deathtouch-vs-2009"' in page
    api = client.get("/api/v1/rules/2009/702.2c").get_json()
    assert "deathtouch-vs-2009" in [g["id"] for g in api["gallery"]]
    assert all("702.2c" in g["rules_2009"] for g in api["gallery"])


def test_classic_and_2009_numbers_do_not_mix(client):
    gallery = load_gallery()
    lesson = gallery.by_id["deathtouch-vs-2009"]
    assert lesson.rules_of("2009") and "702.2c" not in lesson.rules_of("classic")
    classic = client.get("/api/v1/rules/classic/420.5c").get_json()
    assert classic["gallery"] and all(g["id"] != "deathtouch-vs-2009" for g in classic["gallery"])
