"""The teaching gallery: scenarios with a bilingual lesson, shipped as YAML in ``oracle/gallery/``.

Lessons are written in Simplified Chinese and English; a lesson without a written Traditional text
gets one converted with OpenCC when the gallery loads, listed in ``converted`` so pages can say so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from oracle.traditional import with_traditional

GALLERY_DIR = Path(__file__).parent / "gallery"
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
                "keywords": self.keywords, "converted": self.converted, "compare": self.compare}


class Gallery:
    def __init__(self, lessons: list[Lesson]):
        self.lessons = lessons
        self.by_id = {lesson.id: lesson for lesson in lessons}
        self.by_rule: dict[str, list[Lesson]] = {}
        for lesson in lessons:
            for rule_id in dict.fromkeys(lesson.rules + list(lesson.expect.get("cites", []))):
                self.by_rule.setdefault(rule_id, []).append(lesson)

    def citing(self, rule_id: str) -> list[Lesson]:
        """Lessons that show ``rule_id`` at work (for "see it in action" on rule pages)."""
        return self.by_rule.get(rule_id, [])


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
                              compare=[str(name) for name in data.get("compare", [])]))
    return Gallery(lessons)
