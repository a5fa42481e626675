"""Card pages: the library with search, and each card with both names, its text in the interface
language, the rules its keywords and abilities cite in each edition, and the lessons that use it.

A name in the address or the query is read in either language and either script (``/cards/灰熊``,
``/cards/閃電擊``, ``?q=grizzly``); a page reached by another name than the card's English one
redirects to the card's own address, so each card has one.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app, jsonify, redirect, render_template, request
from flask_babel import lazy_gettext

from oracle.errors import ApiError
from oracle.services import card_library, gallery, store

pages = Blueprint("cards", __name__)
api = Blueprint("cards_api", __name__, url_prefix="/api/v1")

#: the longest query or name read (a card name is under 50 characters; a query under 200)
MAX_QUERY = 200
#: cards per page of the list and the API (``limit`` up to ``MAX_PAGE_SIZE``): a request's work is bounded
PAGE_SIZE = 100
MAX_PAGE_SIZE = 500


def with_names(card) -> dict:
    """A card's JSON with its names in every interface language and its text in each language."""
    from oracle.card_names import names_of_card

    data = card.to_dict()
    data.setdefault("source", "library")
    data["names"] = names_of_card(card)
    if card.texts.get("zh-Hant"):
        data["text_zh_hant"] = card.texts["zh-Hant"]
    data["texts"] = card.texts
    return data


def _term_names() -> dict[str, dict[str, str]]:
    """The terminology table by English word (Equipment -> 武具), for subtypes the card language lacks."""
    found = current_app.extensions.get("oracle.term_names")
    if found is None:
        found = current_app.extensions["oracle.term_names"] = {
            t["en"]: {"zh-Hans": t.get("zh-Hans") or "", "zh-Hant": t.get("zh-Hant") or ""} for t in store().terms()}
    return found


def _type_line(card, lang: str) -> str:
    from oracle.card_pages import type_line
    from oracle.labels import TYPE_LABELS

    return type_line(card, lang, lambda t: TYPE_LABELS.get(t, t), _term_names())


def _lessons_by_card() -> dict[str, list[Any]]:
    from oracle.card_pages import lessons_by_card

    found = current_app.extensions.get("oracle.lessons_by_card")
    if found is None:
        found = current_app.extensions["oracle.lessons_by_card"] = lessons_by_card(gallery(), card_library())
    return found


def _rules_json(card) -> list[dict[str, Any]]:
    from oracle.card_pages import card_rules

    return [{"edition": block["edition"],
             "items": [{"kind": i["kind"], "keyword": i["keyword"], "line": i["line"],
                        "rules": [{"id": c.id, "section_level": c.section_level} for c in i["citations"]]}
                       for i in block["items"]]}
            for block in card_rules(card)]


def _whole(name: str, default: int, low: int, high: int) -> int:
    raw = request.args.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ApiError(400, "invalid_query", lazy_gettext("%(name)s must be a whole number", name=name)) from None
    if not low <= value <= high:
        raise ApiError(400, "invalid_query", lazy_gettext("%(name)s must be between %(low)s and %(high)s",
                                                           name=name, low=low, high=high))
    return value


def found_cards() -> tuple[dict[str, Any], list[Any]]:
    """The query's answer (``query``, ``total``, ``page``, ``pages``, ``limit``) and that page's cards."""
    query = request.args.get("q", "").strip()
    if len(query) > MAX_QUERY:
        raise ApiError(400, "invalid_query", lazy_gettext("query too long (at most %(n)s characters)", n=MAX_QUERY))
    limit = _whole("limit", PAGE_SIZE, 1, MAX_PAGE_SIZE)
    page = _whole("page", 1, 1, 10_000)
    library = card_library()
    found = library.search(query) if query else library.cards
    pages = max(1, -(-len(found) // limit))
    shown = found[(page - 1) * limit:page * limit]
    return {"query": query, "total": len(found), "page": page, "pages": pages, "limit": limit}, shown


def cards_view() -> dict[str, Any]:
    answer, shown = found_cards()
    return dict(answer, cards=[with_names(c) for c in shown])


def find_card(name: str):
    card = card_library().get(name) if len(name) <= MAX_QUERY else None
    if card is None:
        raise ApiError(404, "unknown_card", lazy_gettext("no card named \"%(name)s\"", name=name))
    return card


def card_view(name: str) -> dict[str, Any]:
    card = find_card(name)
    data = with_names(card)
    data["matched"] = "exact" if card_library().exact(name) is card else "closest"
    data["rules"] = _rules_json(card)
    data["lessons"] = [lesson.id for lesson in _lessons_by_card().get(card.name, [])]
    printed = card_library().printed_of(card)
    if printed:
        data["printed"] = printed  # as printed, from the imported MTGJSON files (not the canonical text)
    return data


def _rule_links(card) -> list[dict[str, Any]]:
    """Per edition the engine has: each item with its words, its line and its rules as links (a
    keyword's own rule first, 502.4 for the cited 502.4b), rules missing from the corpus unlinked."""
    from oracle.card_pages import card_rules, keyword_texts, line_texts
    from oracle.i18n import pick

    st = store()
    editions = set(st.edition_names())
    out = []
    for block in card_rules(card):
        edition = block["edition"]
        items = []
        for item in block["items"]:
            links: list[dict[str, Any]] = []
            for citation in item["citations"]:
                rec = st.raw(edition, citation.id) if edition in editions else None
                if item["kind"] == "keyword" and rec is not None and rec["kind"] == "subrule" and rec["parent"]:
                    parent = st.raw(edition, rec["parent"])
                    links.append({"id": rec["parent"], "linked": parent is not None, "main": True,
                                  "title": parent["title"] if parent else {}})
                links.append({"id": citation.id, "linked": rec is not None, "section_level": citation.section_level,
                              "title": rec["title"] if rec and item["kind"] == "keyword" else {}})
            seen: set[str] = set()
            unique = []
            for link in links:  # each id once, where it first stands
                if link["id"] not in seen:
                    seen.add(link["id"])
                    unique.append(link)
            links = unique
            words = keyword_texts(item["keyword"]) if item["kind"] == "keyword" else line_texts(card, item["line"])
            items.append({"kind": item["kind"], "text": pick(words), "links": links})
        out.append({"edition": edition, "in_store": edition in editions, "items": items})
    return out


@pages.route("/cards")
def cards_page() -> str:
    from oracle.card_names import names_of_card
    from oracle.i18n import ui_lang

    answer, shown = found_cards()
    lang = ui_lang()
    rows = [{"name": c.name, "names": names_of_card(c), "mana_cost": c.mana_cost, "power": c.power,
             "toughness": c.toughness, "type_line": _type_line(c, lang)} for c in shown]
    return render_template("cards.html", view=dict(answer, cards=rows))


@pages.route("/cards/<path:name>")
def card_page(name: str):
    from oracle.i18n import ui_lang

    card = find_card(name)
    if name != card.name:  # one address per card, whatever name found it
        from oracle.links import same_page

        return redirect(same_page("cards.card_page", name=card.name), code=302)
    data = with_names(card)
    lang = ui_lang()
    page = {"type_line": _type_line(card, lang), "rules": _rule_links(card),
            "lessons": _lessons_by_card().get(card.name, []), "printed": card_library().printed_of(card)}
    return render_template("card.html", card=data, page=page)


@api.route("/cards")
def cards_api():
    return jsonify(cards_view())


@api.route("/cards/suggest")
def suggest_api():
    """Completion for the board builder: library cards, then imported ones, for a typed name in
    English or Chinese."""
    from oracle.card_names import suggest

    query = request.args.get("q", "").strip()
    if len(query) > 100:
        raise ApiError(400, "invalid_query", lazy_gettext("query too long (at most %(n)s characters)", n=100))
    try:
        limit = min(20, max(1, int(request.args.get("limit", 10))))
    except ValueError as exc:
        raise ApiError(400, "invalid_query", lazy_gettext("%(name)s must be a whole number", name="limit")) from exc
    return jsonify({"query": query, "suggestions": suggest(query, card_library(), limit=limit)})


@api.route("/cards/<path:name>")
def card_api(name: str):
    return jsonify(card_view(name))
