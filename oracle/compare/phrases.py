"""Sentences in all three interface languages at once, from the Flask-Babel catalogs, with no request.

A comparison's summary is data (the API gives it in zh-Hans, zh-Hant and English together, and the
command line has no Flask app), so its sentences are ``Phrase`` objects, written in all three
languages when read: ``_("…", **params)`` makes one, named so that ``make i18n`` extracts its
msgid into the catalogs with the rest of the interface.

    >>> _("Player %(player)s wins.", player="A").texts()["en"]
    'Player A wins.'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from babel.support import NullTranslations, Translations

LANGS = ("zh-Hans", "zh-Hant", "en")
CATALOGS = Path(str(files("oracle").joinpath("translations")))
_LOCALES = {"zh-Hans": "zh_Hans", "zh-Hant": "zh_Hant", "en": "en"}
_FALLBACK = {"zh-Hans": ("zh-Hans", "zh-Hant", "en"), "zh-Hant": ("zh-Hant", "zh-Hans", "en"),
             "en": ("en", "zh-Hans", "zh-Hant")}


@cache
def translations(lang: str) -> NullTranslations:
    """The compiled catalog of one interface language (read once per process)."""
    return Translations.load(str(CATALOGS), [_LOCALES[lang]], domain="messages")


def pick(texts: dict[str, str], lang: str) -> str:
    """A ``{lang: text}`` value in ``lang``, else the other script, else the other language."""
    return next((texts[code] for code in _FALLBACK[lang] if texts.get(code)), next(iter(texts.values()), ""))


def show(value: Any, lang: str) -> str:
    """One parameter as text: phrases and ``{lang: text}`` dicts in ``lang``, lists joined as the
    language joins them, numbers as digits."""
    if isinstance(value, Phrase):
        return value.text(lang)
    if isinstance(value, dict):
        return pick(value, lang)
    if isinstance(value, list | tuple):
        return translations(lang).gettext(", ").join(show(v, lang) for v in value)
    return "" if value is None else str(value)


@dataclass(frozen=True)
class Phrase:
    """A catalog msgid and its parameters."""

    msgid: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str) -> str:
        return translations(lang).gettext(self.msgid) % {name: show(value, lang) for name, value in self.params.items()}

    def texts(self) -> dict[str, str]:
        return {lang: self.text(lang) for lang in LANGS}


def _(msgid: str, **params: Any) -> Phrase:
    """A phrase of the catalog (the name is the one ``make i18n`` extracts)."""
    return Phrase(msgid, params)


def joined(phrases: list[Phrase], lang: str) -> str:
    """Sentences one after the other (a space between English sentences, none between Chinese ones)."""
    return ("" if lang != "en" else " ").join(p.text(lang) for p in phrases)
