"""The source documents kept in ``rules_corpus/sources/`` and what each one holds."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

SOURCE_DIR = Path(str(files("rules_corpus").joinpath("sources")))


@dataclass(frozen=True)
class Source:
    """One source file: its edition, language and the part of the rules it carries."""

    file: str
    edition: str
    language: str
    layout: str
    holds: str

    @property
    def path(self) -> Path:
        return SOURCE_DIR / self.file

    def read(self) -> str:
        return self.path.read_text(encoding="utf-8")

    def sha256(self) -> str:
        return hashlib.sha256(self.path.read_bytes()).hexdigest()


SOURCES = (
    Source("000_37a8214040790836.txt", "classic", "zh-Hans", "pdf-one-line",
           "rules 100-215 and the table of contents of every section"),
    Source("001_6f9ac8f7b32c9e26.txt", "classic", "zh-Hans", "web-lines", "rules 500-502.9 and the glossary"),
    Source("002_43c1eab5933caba0.txt", "classic", "zh-Hans", "web-lines", "rules 400-422"),
    Source("003_f8e59d9cb5d343bc.txt", "2009", "zh-Hant+en", "forum-post",
           "section 702 (keyword abilities) of the July 2009 rules, Traditional Chinese with official English"),
)

EDITIONS = (
    {
        "name": "classic",
        "title": {"zh-Hans": "万智牌详细规则（早期版本）", "en": "Comprehensive Rules, early-2000s edition"},
        "languages": ["zh-Hans"],
        "description": "The engine's default ruleset: state-based effects 420.5a-f, combat damage on the stack, "
        "mana burn.",
    },
    {
        "name": "2009",
        "title": {"zh-Hant": "萬智牌完整規則（2009年7月）", "en": "Comprehensive Rules, July 2009"},
        "languages": ["zh-Hant", "en"],
        "description": "Section 702 (keyword abilities) of the rules dated 8 July 2009, with the official English.",
    },
)
