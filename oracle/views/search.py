"""Search page, search API and the as-you-type suggestions.

A query that is a rule number answers with ``redirect`` (the rule page's URL) and the page goes
there; an unknown number answers with the ``nearest`` rules. A question's best rule comes back
as ``best``, with a gallery lesson that plays it out when one cites that rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from flask import Blueprint, current_app, jsonify, redirect, render_template, request, url_for
from flask_babel import lazy_gettext

from oracle.errors import ApiError
from oracle.services import gallery, searcher

if TYPE_CHECKING:
    from oracle.search_log import SearchLog


def _int_arg(name: str, default: int) -> int:
    try:
        return int(request.args.get(name, default))
    except ValueError as exc:
        raise ApiError(400, "invalid_option", lazy_gettext("%(name)s must be a whole number", name=name)) from exc


def _rule_url(edition: str, rule_id: str) -> str:
    return url_for("rules.rule_page", edition=edition, rule_id=rule_id)


def _lesson_for(best: dict[str, Any]) -> dict[str, Any] | None:
    """The first gallery lesson that cites the best rule, in its edition's numbers."""
    lessons = gallery().citing(best["id"], best["edition"])
    if not lessons:
        return None
    lesson = lessons[0]
    return {"id": lesson.id, "title": lesson.title, "url": url_for("scenarios.workbench", example=lesson.id)}


def _search_log() -> SearchLog | None:
    """The app's search log (``create_app``), None when it is off or could not be made."""
    return current_app.extensions.get("oracle.search_log")


def _note(answer: dict[str, Any]) -> None:
    """Give the search log what this search tells it, when the log is on (``oracle.search_followup``)."""
    from oracle.search_followup import entries

    log = _search_log()
    if log is not None:
        log.record(entries(answer, request.args, now_ms=int(log.clock() * 1000)))


def _carried(answer: dict[str, Any] | None) -> dict[str, str]:
    """The hidden parameters that let the next search name this one (none when the log is off)."""
    from oracle.search_followup import carried

    log = _search_log()
    if answer is None or log is None:
        return {}
    return carried(answer, now_ms=int(log.clock() * 1000))


def search_view(limit_default: int = 10) -> dict[str, Any]:
    from oracle.search import SearchError

    args = request.args
    try:
        answer = searcher().search(args.get("q", ""), edition=args.get("edition") or None,
                                   lang=args.get("lang") or None, section=args.get("section") or None,
                                   limit=_int_arg("limit", limit_default), page=_int_arg("page", 1),
                                   correct=args.get("correct", "1") != "0")
    except SearchError as exc:
        raise ApiError(400, exc.kind, exc.texts()) from exc
    _note(answer)
    if answer.get("redirect"):
        top = answer["results"][0]
        answer["redirect"] = _rule_url(top["edition"], top["id"])
    for near in answer.get("nearest") or []:
        near["url"] = _rule_url(near["edition"], near["id"])
    if answer.get("best"):
        answer["best"]["url"] = _rule_url(answer["best"]["edition"], answer["best"]["id"])
        answer["best"]["lesson"] = _lesson_for(answer["best"])
    return answer


pages = Blueprint("search", __name__)
api = Blueprint("search_api", __name__, url_prefix="/api/v1")


@pages.route("/search")
def search_page():
    answer = search_view() if request.args.get("q", "").strip() else None
    if answer and answer.get("redirect") and request.args.get("go", "1") != "0":
        return redirect(answer["redirect"], code=302)
    return render_template("search.html", answer=answer, args=request.args, carry=_carried(answer),
                           logging=_search_log() is not None)


@api.route("/search")
def search_api():
    return jsonify(search_view())


@api.route("/suggest")
def suggest_api():
    """A few matches while the user types: id, title and where a rule number leads, nothing else."""
    from oracle.search import SearchError

    q = request.args.get("q", "")
    if not q.strip():
        return jsonify({"query": q, "suggestions": []})
    try:
        answer = searcher().search(q, limit=8)
    except SearchError as exc:
        raise ApiError(400, exc.kind, exc.texts()) from exc
    return jsonify({"query": q, "suggestion": answer["suggestion"],
                    "redirect": _rule_url(answer["results"][0]["edition"], answer["results"][0]["id"])
                    if answer.get("redirect") else None,
                    "suggestions": [{"edition": r["edition"], "id": r["id"], "title": r["title"],
                                     "url": _rule_url(r["edition"], r["id"])} for r in answer["results"]]})
