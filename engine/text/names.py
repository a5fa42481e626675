"""Names in each language: a card's name is its Chinese name in Chinese when it has one, its
English name otherwise; in Traditional, the printed Traditional name when there is one, else the
Simplified one converted.

    >>> Name("Grizzly Bears", "灰熊").text("zh-Hant"), Name("Mogg Fanatic").text("zh-Hans")
    ('灰熊', 'Mogg Fanatic')
    >>> Name("Lightning Bolt", "闪电击", "閃電擊").text("zh-Hant")
    '閃電擊'

"""

from __future__ import annotations

from dataclasses import dataclass

from engine.text.catalog import DEFAULT_RULESET
from engine.text.hant import to_traditional


@dataclass(frozen=True)
class Name:
    """A name as each language shows it."""

    en: str
    zh: str = ""  # the Simplified Chinese name, when there is one
    zh_hant: str = ""  # the printed Traditional Chinese name, when there is one

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        if lang == "en":
            return self.en
        if lang == "zh-Hans":
            return self.zh or self.en
        return self.zh_hant or to_traditional(self.zh or self.en)  # an inline card may be named in Chinese only


@dataclass(frozen=True)
class Chinese:
    """A text written in English and Simplified Chinese only (the Traditional form is converted)."""

    en: str
    zh: str

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        if lang == "en":
            return self.en
        return self.zh if lang == "zh-Hans" else to_traditional(self.zh)
