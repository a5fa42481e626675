"""Glossary and terminology: the terms table by category and the classic glossary's entries."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, jsonify, render_template

from oracle.services import store

pages = Blueprint("terms", __name__)
api = Blueprint("terms_api", __name__, url_prefix="/api/v1")


def terms_view() -> dict[str, Any]:
    by_category: dict[str, list[dict[str, Any]]] = {}
    for term in store().terms():
        by_category.setdefault(term["category"], []).append(term)
    glossary = [{"id": r["id"], "title": r["title"]} for r in store().records("classic") if r["kind"] == "glossary"]
    return {"categories": by_category, "glossary": glossary}


@pages.route("/glossary")
def glossary_page() -> str:
    return render_template("glossary.html", terms=terms_view())


@api.route("/terms")
def terms_api():
    return jsonify(terms_view())
