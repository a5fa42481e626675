"""Glossary and terminology: the terms table with definitions, the glossary entries, a filter.

Each term is defined by the classic glossary entry of the same name where there is one, else by
the first rule that defines it (a keyword's ``502.9a``, not its title-only ``502.9``). ``?q=``
filters on every name, variant and definition, so the page works without JavaScript; the
script only filters the same rows as you type.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, jsonify, render_template, request
from flask_babel import lazy_gettext

from oracle.errors import ApiError
from oracle.services import store

pages = Blueprint("terms", __name__)
api = Blueprint("terms_api", __name__, url_prefix="/api/v1")

MAX_QUERY = 100


def _first_paragraph(texts: dict[str, str]) -> dict[str, str]:
    return {lang: text.split("\n")[0] for lang, text in texts.items() if text}


def _definition(term: dict[str, Any], glossary: dict[str, dict[str, Any]]) -> dict[str, Any] | None:
    """Where the term is defined: ``{"edition", "id", "kind", "text"}`` (the first paragraph)."""
    names = [term["zh-Hans"], term["zh-Hant"], *term["variants"], term["en"].casefold(),
             *(v.casefold() for v in term["en_variants"])]
    for name in names:
        entry = glossary.get(name)
        if entry:
            return {"edition": entry["edition"], "id": entry["id"], "kind": "glossary",
                    "text": _first_paragraph(entry["text"])}
    for edition in ("classic", "2009"):
        for rule_id in term["rules"].get(edition, []):
            rec = store().raw(edition, rule_id)
            if rec and not rec["text"]:
                child = store().conn.execute(
                    "select id from rules where edition = ? and parent = ? and text != '{}' order by position "
                    "limit 1", (edition, rule_id)).fetchone()
                rec = store().raw(edition, child[0]) if child else None
            if rec and rec["text"]:
                return {"edition": edition, "id": rec["id"], "kind": "rule", "text": _first_paragraph(rec["text"])}
    return None


def _haystack(*parts: Any) -> str:
    """Every text a filter looks in, folded: names, variants and definitions in all languages."""
    words: list[str] = []
    for part in parts:
        if isinstance(part, dict):
            words += [str(v) for v in part.values()]
        elif isinstance(part, list | tuple):
            words += [str(v) for v in part]
        elif part:
            words.append(str(part))
    return " ".join(words).casefold()


def terms_view(query: str = "") -> dict[str, Any]:
    """Terms by category and glossary entries, each with its definition, filtered by ``query``."""
    needle = query.strip().casefold()
    glossary_records = [r for r in store().records("classic") if r["kind"] == "glossary"]
    by_name: dict[str, dict[str, Any]] = {}
    for rec in glossary_records:
        for lang, name in rec["title"].items():
            by_name.setdefault(name.casefold() if lang == "en" else name, rec)
    by_category: dict[str, list[dict[str, Any]]] = {}
    total = 0
    for term in store().terms():
        term = dict(term, definition=_definition(term, by_name))
        term["search"] = _haystack(term["en"], term["zh-Hans"], term["zh-Hant"], term["variants"],
                                   term["en_variants"], (term["definition"] or {}).get("text", {}))
        if needle and needle not in term["search"]:
            continue
        by_category.setdefault(term["category"], []).append(term)
        total += 1
    glossary = []
    for rec in glossary_records:
        entry = {"id": rec["id"], "title": rec["title"], "text": rec["text"], "translation": rec["translation"]}
        entry["search"] = _haystack(rec["title"], _first_paragraph(rec["text"]))
        if not needle or needle in entry["search"]:
            glossary.append(entry)
    return {"q": query, "total_terms": total, "total_glossary": len(glossary), "categories": by_category,
            "glossary": glossary}


def _query() -> str:
    query = request.args.get("q", "")
    if len(query) > MAX_QUERY:
        raise ApiError(400, "invalid_query", lazy_gettext("the filter is limited to %(n)s characters", n=MAX_QUERY))
    return query


@pages.route("/glossary")
def glossary_page() -> str:
    return render_template("glossary.html", terms=terms_view(_query()))


@api.route("/terms")
def terms_api():
    view = terms_view(_query())
    for rows in [*view["categories"].values(), view["glossary"]]:
        for row in rows:
            row.pop("search", None)  # the page's filter text, not data
    return jsonify(view)
