"""The teaching gallery: scenarios with a bilingual lesson, shipped as YAML in ``oracle/gallery/``.

Lessons are written in Simplified Chinese and English; a lesson without a written Traditional text
gets one converted with OpenCC when the gallery loads, listed in ``converted`` so pages can say so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

import yaml

from oracle.traditional import with_traditional

GALLERY_DIR = Path(str(files("oracle").joinpath("gallery")))
#: libyaml's loader where PyYAML has it: the gallery is read at every server start
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass
class Lesson:
    id: str
    title: dict[str, str]
    lesson: dict[str, str]
    rules: list[str]
    keywords: list[str]
    scenario: dict[str, Any]
    expect: dict[str, Any] = field(default_factory=dict)
    #: languages of ``title``/``lesson`` converted between scripts rather than written
    converted: list[str] = field(default_factory=list)
    #: rulesets the lesson plays the board under side by side (the first on the left), if any
    compare: list[str] = field(default_factory=list)
    #: the 2009 rule ids the lesson shows at work (``rules_2009:``; ``rules`` are classic's)
    rules_2009: list[str] = field(default_factory=list)

    def rules_of(self, edition: str) -> list[str]:
        """The ids of ``edition`` this lesson shows at work: ``rules`` (and ``expect.cites``) are
        in the numbers of the ruleset its scenario names (classic unless it says), ``rules_2009``
        and ``expect.by_ruleset.<edition>.cites`` in that edition's own."""
        named = str(self.scenario.get("ruleset", "classic")) if isinstance(self.scenario, dict) else "classic"
        own = (self.expect.get("by_ruleset") or {}).get(edition) or {}
        ids = list(own.get("cites", []))
        if edition == named:
            ids = self.rules + list(self.expect.get("cites", [])) + ids
        if edition == "2009":
            ids = self.rules_2009 + ids
        return list(dict.fromkeys(str(i) for i in ids))

    @property
    def yaml_text(self) -> str:
        """The scenario as the workbench shows it: YAML a user can edit and resolve."""
        return yaml.safe_dump(self.scenario, allow_unicode=True, sort_keys=False)

    def resolve(self) -> dict[str, Any]:
        """The lesson's scenario resolved by the engine, with the project's card lookup."""
        import engine
        from oracle.cards import lookup_card

        return engine.resolve(self.scenario, card_lookup=lookup_card)

    def summary(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "lesson": self.lesson, "rules": self.rules,
                "rules_2009": self.rules_2009, "keywords": self.keywords, "converted": self.converted,
                "compare": self.compare}


class Gallery:
    def __init__(self, lessons: list[Lesson]):
        self.lessons = lessons
        self.by_id = {lesson.id: lesson for lesson in lessons}
        #: (edition, rule id) -> lessons: the editions' numbers are kept apart (2009's 302.6 is not
        #: classic's 302 family)
        self.by_rule: dict[tuple[str, str], list[Lesson]] = {}
        for lesson in lessons:
            for edition in ("classic", "2009"):
                for rule_id in lesson.rules_of(edition):
                    self.by_rule.setdefault((edition, rule_id), []).append(lesson)

    def citing(self, rule_id: str, edition: str = "classic") -> list[Lesson]:
        """Lessons that show rule ``rule_id`` of ``edition`` at work ("see it in action" on rule pages)."""
        return self.by_rule.get((edition, rule_id), [])


def load_gallery(folder: Path = GALLERY_DIR) -> Gallery:
    lessons = []
    for path in sorted(folder.glob("*.yaml")):
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)  # noqa: S506 - a safe loader
        title, title_converted = with_traditional(data["title"])
        lesson, lesson_converted = with_traditional(data["lesson"])
        lessons.append(Lesson(id=data["id"], title=title, lesson=lesson,
                              rules=[str(r) for r in data.get("rules", [])], keywords=data.get("keywords", []),
                              scenario=data["scenario"], expect=data.get("expect", {}),
                              converted=["zh-Hant"] if title_converted or lesson_converted else [],
                              compare=[str(name) for name in data.get("compare", [])],
                              rules_2009=[str(r) for r in data.get("rules_2009", [])]))
    return Gallery(lessons)
