"""The message catalog (``messages.yaml``): one entry per sentence the engine can write.

An entry has a text per language with ``{name}`` parameters and ``{@term}`` vocabulary words.
Vocabulary words and whole messages can be overridden per ruleset (the 2009 rules say "the
battlefield" where the classic rules say "in play"), so a ruleset's wording is data, not code.

    >>> Msg("step.untap").text("en")
    'untap step'
    >>> Msg("step_begins", turn=3, player="A", step=Msg("step.upkeep")).text("zh-Hans")
    '第3回合（牌手A）：维持步骤开始。'

A parameter is a string, a number, ``None`` (nothing), a list (joined as the language joins
lists) or any object with ``text(lang, ruleset)`` (a card's ``Name``, a nested ``Msg``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from typing import Any, Protocol

import yaml

LANGS: tuple[str, ...] = ("zh-Hans", "zh-Hant", "en")
CATALOG_FILE = files("engine.text").joinpath("messages.yaml")
#: libyaml's C parser when PyYAML has it: the pure-Python one takes about 0.5 s for this file.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
#: ``{name}`` is a parameter, ``{@name}`` a vocabulary word of the catalog's ``terms``.
PLACEHOLDER = re.compile(r"\{(@?)([a-z_][a-z0-9_]*)\}")
LIST_SEPARATOR = {"en": ", ", "zh-Hans": "、", "zh-Hant": "、"}
DEFAULT_RULESET = "classic"


class Localised(Protocol):
    """Anything a message can show: it knows its own text in each language."""

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str: ...


@dataclass(frozen=True)
class Msg:
    """A catalog key with its parameters: a sentence not yet written in any language."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def __init__(self, key: str, /, **params: Any) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "params", params)

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        return catalog().render(self.key, self.params, lang, ruleset)

    def texts(self, ruleset: str = DEFAULT_RULESET) -> dict[str, str]:
        """The text in every language, in the order of ``LANGS``."""
        return {lang: self.text(lang, ruleset) for lang in LANGS}


@dataclass(frozen=True)
class Seq:
    """Items joined with a separator of their own (``"; "`` / ``"；"``), not the list comma."""

    items: tuple[Any, ...]
    en: str = "; "
    zh: str = "；"

    def text(self, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        return (self.en if lang == "en" else self.zh).join(show(i, lang, ruleset) for i in self.items)


Compiled = tuple[str, tuple[str, ...]]  # a str.format pattern and the parameter names it takes, in order


def _compile(template: str, term: Any) -> Compiled:
    """A template as a ``str.format`` pattern of its parameters; vocabulary words are looked up now
    (``term(name)``), so rendering is one ``format`` call."""
    pattern: list[str] = []
    names: list[str] = []
    pos = 0
    for m in PLACEHOLDER.finditer(template):
        pattern.append(template[pos:m.start()].replace("{", "{{").replace("}", "}}"))
        pos = m.end()
        if m.group(1) == "@":
            pattern.append(term(m.group(2)).replace("{", "{{").replace("}", "}}"))
        else:
            pattern.append("{}")
            names.append(m.group(2))
    pattern.append(template[pos:].replace("{", "{{").replace("}", "}}"))
    return "".join(pattern), tuple(names)


class Catalog:
    """Messages and vocabulary in every language, with per-ruleset overrides."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.messages: dict[str, dict[str, str]] = data.get("messages") or {}
        self.terms: dict[str, dict[str, str]] = data.get("terms") or {}
        self.rulesets: dict[str, dict[str, Any]] = data.get("rulesets") or {}
        self._compiled: dict[tuple[str, str, str], Compiled] = {}

    def _entry(self, table: str, key: str, ruleset: str) -> dict[str, str]:
        override = (self.rulesets.get(ruleset) or {}).get(table) or {}
        found = override.get(key) or getattr(self, table).get(key)
        if found is None:
            raise KeyError(f"no {table[:-1]} {key!r} in the message catalog")
        entry: dict[str, str] = found
        return entry

    def template(self, key: str, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        """The raw text of a message in one language, after the ruleset's overrides."""
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGS)}")
        return self._entry("messages", key, ruleset)[lang]

    def term(self, name: str, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        return self._entry("terms", name, ruleset)[lang]

    def render(self, key: str, params: dict[str, Any], lang: str, ruleset: str = DEFAULT_RULESET) -> str:
        compiled = self._compiled.get((key, lang, ruleset))
        if compiled is None:
            compiled = self._compiled[(key, lang, ruleset)] = _compile(
                self.template(key, lang, ruleset), lambda name: self.term(name, lang, ruleset))
        pattern, names = compiled
        return pattern.format(*[show(params[name], lang, ruleset) for name in names])


def show(value: Any, lang: str, ruleset: str = DEFAULT_RULESET) -> str:
    """One parameter as text in ``lang``."""
    kind = type(value)
    if kind is str:
        return str(value)
    if value is None:
        return ""
    if kind is int:
        return str(value)
    if kind is list or kind is tuple:
        return LIST_SEPARATOR[lang].join(show(v, lang, ruleset) for v in value)
    shown: str = value.text(lang, ruleset)
    return shown


@cache
def catalog() -> Catalog:
    """The engine's catalog, read once per process (it is read-only data)."""
    return Catalog(yaml.load(CATALOG_FILE.read_text(encoding="utf-8"), Loader=_LOADER))  # noqa: S506 - a safe loader
