"""One module per kind of page; each page has a JSON twin under /api/v1 that returns the same data."""

from __future__ import annotations

from flask import Flask


def register_views(app: Flask) -> None:
    from oracle.views import cards, docs, gallery, rules, scenarios, search, terms

    for module in (rules, search, terms, scenarios, gallery, cards, docs):
        app.register_blueprint(module.pages)
        app.register_blueprint(module.api)
