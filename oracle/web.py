"""Routes: the rulebook pages and their JSON twins, and one error shape for every failure."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from flask import Blueprint, Flask, current_app, g, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from oracle.store import CorpusMissing, RuleStore, UnknownEdition, UnknownRule

log = logging.getLogger(__name__)
pages = Blueprint("pages", __name__)
api = Blueprint("api", __name__, url_prefix="/api/v1")


class ApiError(Exception):
    """An error with a status, a kind and a message, rendered the same way as HTML or JSON."""

    def __init__(self, status: int, kind: str, message: str, **extra: Any):
        super().__init__(message)
        self.status, self.kind, self.message, self.extra = status, kind, message, extra

    def body(self) -> dict[str, Any]:
        return {"error": {"kind": self.kind, "message": {"en": self.message}, **self.extra}}


def store() -> RuleStore:
    if "store" not in g:
        try:
            g.store = RuleStore.open(current_app.config["DB_PATH"])
        except CorpusMissing as exc:
            raise ApiError(503, "corpus_missing", "the rules corpus has not been built") from exc
    return g.store


def rule_view(edition: str, rule_id: str) -> dict[str, Any]:
    """The data behind a rule page and ``/api/v1/rules/<edition>/<id>``: one dict for both."""
    try:
        rec = store().rule(edition, rule_id)
    except UnknownRule as exc:
        raise ApiError(404, "unknown_rule", str(exc), nearest=exc.nearest, editions=exc.elsewhere) from exc
    except UnknownEdition as exc:
        raise ApiError(404, "unknown_edition", str(exc)) from exc
    rec["parents_detail"] = [store().summary(edition, p) for p in rec["parents"]]
    rec["children_detail"] = [store().summary(edition, c) for c in rec["children"]]
    rec["referenced_by_detail"] = [store().summary(edition, c) for c in rec["referenced_by"]]
    return rec


def searcher():
    """One searcher per process, opened on first use (jieba and the index loaded once)."""
    from oracle.search import RuleSearcher, SearchError

    found = current_app.extensions.get("oracle.searcher")
    if found is None:
        try:
            found = RuleSearcher.open(Path(current_app.config["DATA_DIR"]))
        except SearchError as exc:
            raise ApiError(503, exc.kind, str(exc)) from exc
        current_app.extensions["oracle.searcher"] = found
    return found


def search_view() -> dict[str, Any]:
    """Search results for the query string; shared by the search page and ``/api/v1/search``."""
    from oracle.search import SearchError

    args = request.args
    try:
        limit = int(args.get("limit", 10))
        page = int(args.get("page", 1))
    except ValueError as exc:
        raise ApiError(400, "invalid_option", "limit and page must be whole numbers") from exc
    try:
        return searcher().search(args.get("q", ""), edition=args.get("edition") or None,
                                 lang=args.get("lang") or None, section=args.get("section") or None,
                                 limit=limit, page=page)
    except SearchError as exc:
        raise ApiError(400, exc.kind, str(exc)) from exc


def glosser():
    from oracle.glossing import Glosser

    found = current_app.extensions.get("oracle.glosser")
    if found is None:
        found = current_app.extensions["oracle.glosser"] = Glosser(store().terms())
    return found


def terms_view() -> dict[str, Any]:
    """The terminology table by category, and the classic glossary's terms."""
    by_category: dict[str, list[dict[str, Any]]] = {}
    for term in store().terms():
        by_category.setdefault(term["category"], []).append(term)
    glossary = [{"id": r["id"], "title": r["title"]} for r in store().records("classic") if r["kind"] == "glossary"]
    return {"categories": by_category, "glossary": glossary}


def toc_view(edition: str) -> list[dict[str, Any]]:
    return [{"id": r["id"], "kind": r["kind"], "title": r["title"], "text_in_corpus": bool(r["text_in_corpus"])}
            for r in store().records(edition) if r["kind"] in ("chapter", "section")]


@pages.route("/")
def home() -> str:
    editions = store().editions()
    return render_template("home.html", editions=editions, tocs={e["name"]: toc_view(e["name"]) for e in editions})


@pages.route("/rules/<edition>/<path:rule_id>")
def rule_page(edition: str, rule_id: str) -> str:
    return render_template("rule.html", rule=rule_view(edition, rule_id))


@api.route("/rules/<edition>/<path:rule_id>")
def rule_api(edition: str, rule_id: str):
    return jsonify(rule_view(edition, rule_id))


@pages.route("/search")
def search_page() -> str:
    if not request.args.get("q"):
        return render_template("search.html", answer=None, args=request.args)
    return render_template("search.html", answer=search_view(), args=request.args)


@api.route("/search")
def search_api():
    return jsonify(search_view())


@pages.route("/glossary")
def glossary_page() -> str:
    return render_template("glossary.html", terms=terms_view())


@api.route("/terms")
def terms_api():
    return jsonify(terms_view())


@api.route("/editions")
def editions_api():
    return jsonify({"editions": store().editions()})


def _wants_json() -> bool:
    return request.path.startswith("/api/")


def register(app: Flask) -> None:
    app.register_blueprint(pages)
    app.register_blueprint(api)

    @app.template_filter("gloss")
    def gloss(text: str):
        return glosser().markup(text)

    @app.teardown_appcontext
    def close_store(_exc: BaseException | None) -> None:
        st = g.pop("store", None)
        if st is not None:
            st.conn.close()

    @app.errorhandler(ApiError)
    def api_error(exc: ApiError):
        if _wants_json():
            return jsonify(exc.body()), exc.status
        return render_template("error.html", error=exc.body()["error"], status=exc.status), exc.status

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        return api_error(ApiError(exc.code or 500, exc.name.lower().replace(" ", "_"), exc.description or ""))

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        log.exception("unhandled error on %s", request.path)
        return api_error(ApiError(500, "internal_error", "something went wrong; the error was logged"))
