"""The interface language of a request and the helpers templates use to show texts in it.

One language per request, ``zh-Hans``, ``zh-Hant`` or ``en``: from ``?ui=`` (remembered in a
cookie), else the cookie, else the browser's Accept-Language, else Simplified Chinese. Interface
strings come from the Flask-Babel catalog in ``oracle/translations`` (msgids are English); texts
that are data (rules, lessons, card names) come as ``{lang: text}`` dicts and are shown in the
interface language first, the other language second (``ordered``).

``?ui=`` rather than ``?lang=``: ``lang`` already filters search results by language.

    >>> parse_ui_lang("zh-TW"), parse_ui_lang("zh_Hans"), parse_ui_lang("en-GB"), parse_ui_lang("fr")
    ('zh-Hant', 'zh-Hans', 'en', None)
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, g, request
from flask_babel import Babel, LazyString, force_locale, gettext, lazy_gettext

UI_LANGS = ("zh-Hans", "zh-Hant", "en")
DEFAULT_UI_LANG = "zh-Hans"
COOKIE = "ui"
#: Babel locale identifiers of the catalogs, by interface language.
LOCALE_OF = {"zh-Hans": "zh_Hans", "zh-Hant": "zh_Hant", "en": "en"}
#: How each language names itself on the switch.
SELF_NAMES = {"zh-Hans": "简体", "zh-Hant": "繁體", "en": "English"}
_TRADITIONAL_REGIONS = ("tw", "hk", "mo", "hant")


def parse_ui_lang(value: str | None) -> str | None:
    """The interface language a tag asks for (BCP 47 or Babel style), or None if none fits."""
    if not value:
        return None
    tag = value.strip().replace("_", "-").lower()
    if tag == "en" or tag.startswith("en-"):
        return "en"
    if tag == "zh" or tag.startswith("zh-"):
        return "zh-Hant" if any(part in _TRADITIONAL_REGIONS for part in tag.split("-")[1:]) else "zh-Hans"
    return None


def _from_browser() -> str | None:
    for tag, _quality in request.accept_languages:
        found = parse_ui_lang(tag)
        if found:
            return found
    return None


def ui_lang() -> str:
    """This request's interface language (computed once per request)."""
    cached = g.get("ui_lang")
    if cached:
        return cached
    lang = (parse_ui_lang(request.args.get("ui")) or parse_ui_lang(request.cookies.get(COOKIE))
            or _from_browser() or DEFAULT_UI_LANG)
    g.ui_lang = lang
    return lang


def zh_lang() -> str:
    """The Chinese script to show: the interface's, or for English the one last chosen."""
    lang = ui_lang()
    if lang != "en":
        return lang
    return "zh-Hant" if request.cookies.get("script") == "zh-Hant" else "zh-Hans"


def language_order() -> list[str]:
    """Languages in display order: the interface language first, then the other language."""
    lang = ui_lang()
    return [lang, "en"] if lang != "en" else ["en", zh_lang()]


def _fallbacks(lang: str) -> list[str]:
    if lang == "en":
        return ["en", zh_lang(), "zh-Hans", "zh-Hant"]
    other = "zh-Hant" if lang == "zh-Hans" else "zh-Hans"
    return [lang, other, "en"]


def in_every_language(message: LazyString | dict[str, str]) -> dict[str, str]:
    """``{zh-Hans, zh-Hant, en}``: a catalog string rendered under each locale, or a data dict as given."""
    if isinstance(message, LazyString):
        out = {}
        for lang in UI_LANGS:
            with force_locale(LOCALE_OF[lang]):
                out[lang] = str(message)
        return out
    return dict(message)


def pick(texts: dict[str, str] | str | None, lang: str | None = None) -> str:
    """The text of ``texts`` in ``lang`` (default: the interface language), falling back to the
    other Chinese script, then the other language, so a page never shows a hole."""
    if not texts:
        return ""
    if isinstance(texts, str):
        return texts
    for candidate in _fallbacks(lang or ui_lang()):
        if texts.get(candidate):
            return texts[candidate]
    return next((v for v in texts.values() if v), "")


def pick_lang(texts: dict[str, str] | None, lang: str | None = None) -> str:
    """The language ``pick`` would take its text from (for the ``lang`` attribute)."""
    for candidate in _fallbacks(lang or ui_lang()):
        if texts and texts.get(candidate):
            return candidate
    return lang or ui_lang()


def ordered(texts: dict[str, str] | None) -> list[tuple[str, str]]:
    """``(lang, text)`` for the interface language and the other language, those present."""
    out: list[tuple[str, str]] = []
    if not texts:
        return out
    primary, secondary = language_order()
    first = pick_lang(texts, primary)
    if texts.get(first):
        out.append((first, texts[first]))
    second = pick_lang(texts, secondary)
    if texts.get(second) and second != first and (second == "en") != (first == "en"):
        out.append((second, texts[second]))
    return out


#: Names of things that are data keys (editions, provenance, term categories), as catalog strings.
EDITION_LABELS = {"classic": lazy_gettext("Classic rules"), "2009": lazy_gettext("July 2009 rules")}
PROVENANCE_LABELS = {"original": lazy_gettext("original text"), "official": lazy_gettext("official text"),
                     "project": lazy_gettext("project translation"),
                     "converted": lazy_gettext("converted between scripts")}
CATEGORY_LABELS = {
    "ability_kind": lazy_gettext("Kinds of ability"), "action": lazy_gettext("Actions"),
    "card_type": lazy_gettext("Card types"), "combat": lazy_gettext("Combat"), "counter": lazy_gettext("Counters"),
    "effect_kind": lazy_gettext("Kinds of effect"), "game_concept": lazy_gettext("Game concepts"),
    "keyword": lazy_gettext("Keyword abilities"), "mana": lazy_gettext("Mana"), "object": lazy_gettext("Objects"),
    "phase": lazy_gettext("Phases"), "player": lazy_gettext("Players"), "status": lazy_gettext("Status"),
    "step": lazy_gettext("Steps"), "subtype": lazy_gettext("Subtypes"), "supertype": lazy_gettext("Supertypes"),
    "zone": lazy_gettext("Zones"),
}


def edition_label(name: str) -> str:
    """An edition's name for people; an imported edition keeps its own name."""
    label = EDITION_LABELS.get(name)
    return str(label) if label is not None else name


def provenance_label(kind: str | None) -> str:
    label = PROVENANCE_LABELS.get(kind or "")
    return str(label) if label is not None else (kind or "")


def category_label(category: str) -> str:
    label = CATEGORY_LABELS.get(category)
    return str(label) if label is not None else gettext(category.replace("_", " "))


def _remember_choice(response: Response) -> Response:
    response.vary.add("Cookie")
    response.vary.add("Accept-Language")
    chosen = parse_ui_lang(request.args.get("ui"))
    if chosen:
        response.set_cookie(COOKIE, chosen, max_age=365 * 24 * 3600, samesite="Lax")
        if chosen != "en":
            response.set_cookie("script", chosen, max_age=365 * 24 * 3600, samesite="Lax")
    return response


def template_helpers() -> dict[str, Any]:
    from oracle.labels import error_kind_label, step_label, type_line
    from oracle.links import language_switch

    return {"step_label": step_label, "error_kind_label": error_kind_label, "type_line": type_line,
            "ui_lang": ui_lang(), "zh_lang": zh_lang(), "ui_langs": UI_LANGS, "self_names": SELF_NAMES,
            "pick": pick, "pick_lang": pick_lang, "ordered": ordered, "edition_label": edition_label,
            "provenance_label": provenance_label, "category_label": category_label,
            "language_switch": language_switch}


def init_i18n(app: Flask) -> None:
    """Wire Flask-Babel (catalogs in oracle/translations) and the template helpers into ``app``."""
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", "translations")
    Babel(app, locale_selector=lambda: LOCALE_OF[ui_lang()])
    app.context_processor(template_helpers)
    app.after_request(_remember_choice)
