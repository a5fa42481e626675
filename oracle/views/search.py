"""Search page, search API and the as-you-type suggestions."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, jsonify, render_template, request

from oracle.errors import ApiError
from oracle.services import searcher


def _int_arg(name: str, default: int) -> int:
    try:
        return int(request.args.get(name, default))
    except ValueError as exc:
        raise ApiError(400, "invalid_option", f"{name} must be a whole number") from exc


def search_view(limit_default: int = 10) -> dict[str, Any]:
    from oracle.search import SearchError

    args = request.args
    try:
        return searcher().search(args.get("q", ""), edition=args.get("edition") or None,
                                 lang=args.get("lang") or None, section=args.get("section") or None,
                                 limit=_int_arg("limit", limit_default), page=_int_arg("page", 1))
    except SearchError as exc:
        raise ApiError(400, exc.kind, str(exc)) from exc


pages = Blueprint("search", __name__)
api = Blueprint("search_api", __name__, url_prefix="/api/v1")


@pages.route("/search")
def search_page() -> str:
    answer = search_view() if request.args.get("q", "").strip() else None
    return render_template("search.html", answer=answer, args=request.args)


@api.route("/search")
def search_api():
    return jsonify(search_view())


@api.route("/suggest")
def suggest_api():
    """A few matches while the user types: id, title and the first snippet, nothing else."""
    from oracle.search import SearchError

    q = request.args.get("q", "")
    if not q.strip():
        return jsonify({"query": q, "suggestions": []})
    try:
        answer = searcher().search(q, limit=8)
    except SearchError as exc:
        raise ApiError(400, exc.kind, str(exc)) from exc
    return jsonify({"query": q, "suggestions": [
        {"edition": r["edition"], "id": r["id"], "title": r["title"]} for r in answer["results"]]})
