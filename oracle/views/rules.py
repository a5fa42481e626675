"""The rulebook: home page with tables of contents, rule pages, and their JSON twins.

A rule page reads like a book: the rule, then the full text of every subrule and example below
it (each with an anchor, ``/rules/2009/702.17#702.17b``), and previous/next links to read on.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, jsonify, render_template, request, url_for
from flask_babel import force_locale, gettext, lazy_gettext

from oracle.errors import ApiError
from oracle.i18n import LOCALE_OF, UI_LANGS, edition_label, pick, ui_lang
from oracle.services import gallery, store
from oracle.store import UnknownEdition, UnknownRule

pages = Blueprint("rules", __name__)
api = Blueprint("rules_api", __name__, url_prefix="/api/v1")

#: The Chinese script each built-in edition was printed in; the other script is a conversion.
ORIGINAL_SCRIPT = {"classic": "zh-Hans", "2009": "zh-Hant"}


def original_script(edition: str) -> str:
    """The edition's printed Chinese script (an imported edition: the language it was imported in)."""
    if edition in ORIGINAL_SCRIPT:
        return ORIGINAL_SCRIPT[edition]
    for info in store().editions():
        if info["name"] == edition and info["languages"] and info["languages"][0].startswith("zh"):
            return info["languages"][0]
    return "zh-Hans"


def text_languages(edition: str, ui: str, reader_script: str | None) -> list[str]:
    """Languages of a rule's text blocks, in order: the edition's original script, then the
    reader's script if it differs (a conversion, labelled as such), English last, or first in
    the English interface. ``reader_script``: the Chinese script the reader uses, if known."""
    original = original_script(edition)
    chinese = [original, *([reader_script] if reader_script and reader_script != original else [])]
    return ["en", *chinese] if ui == "en" else [*chinese, "en"]


def reader_script(ui: str) -> str | None:
    """The interface's script, or in the English interface the script the reader last chose."""
    if ui != "en":
        return ui
    chosen = request.cookies.get("script")
    return chosen if chosen in ("zh-Hans", "zh-Hant") else None


def citation_texts(edition: str, rec: dict[str, Any], permalink: str) -> dict[str, str]:
    """What "Copy citation" copies, per interface language: the number, the text, a permalink."""
    out: dict[str, str] = {}
    for lang in UI_LANGS:
        with force_locale(LOCALE_OF[lang]):
            head = f"{edition_label(edition)} {rec['id']}"
            title = pick(rec.get("title"), lang)
            body = pick(rec.get("text"), lang)
            if not body and rec.get("summary"):
                body = f"{gettext('Project summary, not rule text')}: {pick(rec['summary'], lang)}"
            out[lang] = "\n".join(part for part in (f"{head} {title}".strip(), body, permalink) if part)
    return out


def _permalink(edition: str, rule_id: str) -> str:
    from oracle.links import public_url

    return public_url(url_for("rules.rule_page", edition=edition, rule_id=rule_id))


def rule_view(edition: str, rule_id: str) -> dict[str, Any]:
    """The data behind a rule page and ``/api/v1/rules/<edition>/<id>``."""
    try:
        rec = store().rule(edition, rule_id)
    except UnknownRule as exc:
        raise ApiError(404, "unknown_rule", exc.texts(), nearest=exc.nearest, editions=exc.elsewhere) from exc
    except UnknownEdition as exc:
        raise ApiError(404, "unknown_edition", exc.texts()) from exc
    rec["parents_detail"] = [store().summary(edition, p) for p in rec["parents"]]
    rec["children_detail"] = [store().summary(edition, c) for c in rec["children"]]
    rec["referenced_by_detail"] = [store().summary(edition, c) for c in rec["referenced_by"]]
    previous, following = store().neighbours(edition, rec["id"])
    rec["prev"] = store().summary(edition, previous) if previous else None
    rec["next"] = store().summary(edition, following) if following else None
    rec["citation"] = f"{edition}:{rec['id']}" if edition != "classic" else rec["id"]
    rec["permalink"] = _permalink(edition, rec["id"])
    rec["citation_text"] = citation_texts(edition, rec, rec["permalink"])
    rec["gallery"] = [lesson.summary() for lesson in gallery().citing(rec["id"], edition)]
    return rec


def rule_name(rec: dict[str, Any]) -> str:
    """The words that name a rule in the browser tab: its title, else its nearest ancestor's."""
    for candidate in [rec, *reversed(rec["parents_detail"])]:
        title = pick(candidate.get("title"))
        if title:
            return title
    return pick(rec.get("text"))[:40]


def page_view(edition: str, rule_id: str) -> dict[str, Any]:
    """``rule_view`` plus what only the page shows: every descendant in full, in reading order."""
    rec = rule_view(edition, rule_id)
    if rec["kind"] == "chapter":
        rec["descendants"] = []  # a chapter lists its sections; each section page holds the text
    else:
        rec["descendants"] = store().descendants(edition, rec["id"])
        for sub in rec["descendants"]:
            sub["permalink"] = _permalink(edition, sub["id"])
            sub["citation_text"] = citation_texts(edition, sub, sub["permalink"])
    rec["name"] = rule_name(rec)
    return rec


def toc_view(edition: str) -> list[dict[str, Any]]:
    return [{"id": r["id"], "kind": r["kind"], "title": r["title"], "text_in_corpus": bool(r["text_in_corpus"]),
             "in_corpus": bool(r["in_corpus"]), "summary_source": r["summary_source"] or None}
            for r in store().records(edition) if r["kind"] in ("chapter", "section")]


def keyword_index() -> list[dict[str, Any]]:
    """Keyword abilities of both editions with the rules that define them (the home page's index)."""
    return [t for t in store().terms() if t["category"] == "keyword"]


@pages.route("/")
def home() -> str:
    editions = store().editions()
    return render_template("home.html", editions=editions, tocs={e["name"]: toc_view(e["name"]) for e in editions},
                           keywords=keyword_index())


@pages.route("/rules/<edition>/<path:rule_id>")
def rule_page(edition: str, rule_id: str) -> str:
    rule = page_view(edition, rule_id)
    ui = ui_lang()
    return render_template("rule.html", rule=rule, langs=text_languages(edition, ui, reader_script(ui)),
                           original=original_script(edition))


@api.route("/rules/<edition>/<path:rule_id>")
def rule_api(edition: str, rule_id: str):
    return jsonify(rule_view(edition, rule_id))


@api.route("/refs/<edition>/<path:rule_id>")
def refs_api(edition: str, rule_id: str):
    rec = rule_view(edition, rule_id)
    return jsonify({"edition": edition, "id": rec["id"], "refs": rec["ref_details"],
                    "referenced_by": rec["referenced_by"]})


@api.route("/editions")
def editions_api():
    return jsonify({"editions": store().editions()})


@api.route("/editions/<edition>/toc")
def toc_api(edition: str):
    if edition not in store().edition_names():
        raise ApiError(404, "unknown_edition", lazy_gettext("no edition \"%(edition)s\"", edition=edition))
    return jsonify({"edition": edition, "toc": toc_view(edition)})
