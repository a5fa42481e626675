"""Terminology tooltips: game terms in a rule's text marked up with their other-language names.

A Chinese reader hovering 致命伤害 sees "lethal damage", an English reader hovering "trample"
sees 践踏 / 踐踏. Pure functions over the terminology rows, so pages and tests share them.
"""

from __future__ import annotations

import html
import re
from typing import Any

from markupsafe import Markup

# Categories worth a tooltip; card types, objects, players and everyday actions are words every
# reader knows, and marking them would underline half of every sentence.
TOOLTIP_CATEGORIES = {"keyword", "ability_kind", "effect_kind", "combat", "step", "phase", "zone", "counter",
                      "mana", "status", "supertype", "subtype", "game_concept"}


def worth_a_tooltip(term: dict[str, Any]) -> bool:
    if term["category"] not in TOOLTIP_CATEGORIES:
        return False
    # A general concept only when it is a phrase (state-based effects, 依状态而生的效应), not a word.
    return term["category"] != "game_concept" or " " in term["en"] or len(term["zh-Hans"]) >= 3


def _key(form: str) -> str:
    """How a form is looked up: the pattern matches case-insensitively, so every form is folded
    (a Chinese variant may be Latin letters, such as ``APNAP``, and must fold like English)."""
    return form.casefold()


def _pattern(form: str) -> str:
    """A form as a regex; word boundaries on a side that is a Latin letter or digit."""
    body = re.escape(form)
    start = r"\b" if form[:1].isascii() and form[:1].isalnum() else ""
    end = r"\b" if form[-1:].isascii() and form[-1:].isalnum() else ""
    return f"{start}{body}{end}"


class Glosser:
    """Marks every term of the table inside a text, longest form first, without nesting."""

    def __init__(self, terms: list[dict[str, Any]]):
        self.gloss: dict[str, tuple[str, str]] = {}
        for term in filter(worth_a_tooltip, terms):
            english, chinese = term["en"], f"{term['zh-Hans']} / {term['zh-Hant']}"
            for form in [term["zh-Hans"], term["zh-Hant"], *term["variants"]]:
                if len(form) >= 2:
                    self.gloss.setdefault(_key(form), (term["id"], english))
            for form in [term["en"], *term["en_variants"]]:
                if len(form) >= 4:
                    self.gloss.setdefault(_key(form), (term["id"], chinese))
        forms = sorted(self.gloss, key=len, reverse=True)
        self.pattern = re.compile("|".join(_pattern(f) for f in forms), re.IGNORECASE) if forms else None

    def markup(self, text: str) -> Markup:
        """HTML-escaped ``text`` with ``<abbr class="term" title=…>`` around each term."""
        if not self.pattern or not text:
            return Markup(html.escape(text or ""))
        out, cursor = [], 0
        for m in self.pattern.finditer(text):
            found = self.gloss.get(_key(m.group(0)))
            if found is None:  # the regex folds case a little differently from casefold (e.g. ß)
                continue
            term_id, title = found
            out.append(html.escape(text[cursor:m.start()]))
            out.append(f'<abbr class="term" data-term="{html.escape(term_id)}" title="{html.escape(title)}">'
                       f"{html.escape(m.group(0))}</abbr>")
            cursor = m.end()
        out.append(html.escape(text[cursor:]))
        return Markup("".join(out))
