"""Card pages: the library with search, and each card with its parsed text in both languages."""

from __future__ import annotations

from flask import Blueprint, jsonify, render_template, request

from oracle.errors import ApiError
from oracle.services import card_library

pages = Blueprint("cards", __name__)
api = Blueprint("cards_api", __name__, url_prefix="/api/v1")


def with_names(card) -> dict:
    """A card's JSON with its names in every interface language (and its Chinese text in Traditional)."""
    from oracle.card_names import names_of_card
    from oracle.traditional import to_traditional

    data = card.to_dict()
    data["names"] = names_of_card(card)
    if data.get("text_zh"):
        data["text_zh_hant"] = to_traditional(data["text_zh"])
    return data


def cards_view():
    query = request.args.get("q", "").strip()
    if len(query) > 200:
        raise ApiError(400, "invalid_query", "query too long (at most 200 characters)")
    library = card_library()
    found = library.search(query) if query else library.cards
    return {"query": query, "total": len(found), "cards": [with_names(c) for c in found]}


def card_view(name: str):
    card = card_library().get(name)
    if card is None:
        raise ApiError(404, "unknown_card", {"en": f"no card named {name!r}", "zh-Hans": f"没有名为“{name}”的牌"})
    return with_names(card)


@pages.route("/cards")
def cards_page() -> str:
    return render_template("cards.html", view=cards_view())


@pages.route("/cards/<path:name>")
def card_page(name: str) -> str:
    return render_template("card.html", card=card_view(name))


@api.route("/cards")
def cards_api():
    return jsonify(cards_view())


@api.route("/cards/suggest")
def suggest_api():
    """Completion for the board builder: library cards for a typed name in English or Chinese."""
    from oracle.card_names import suggest

    query = request.args.get("q", "").strip()
    if len(query) > 100:
        raise ApiError(400, "invalid_query", "query too long (at most 100 characters)")
    try:
        limit = min(20, max(1, int(request.args.get("limit", 10))))
    except ValueError as exc:
        raise ApiError(400, "invalid_query", "limit must be a whole number") from exc
    return jsonify({"query": query, "suggestions": suggest(query, card_library(), limit=limit)})


@api.route("/cards/<path:name>")
def card_api(name: str):
    return jsonify(card_view(name))
