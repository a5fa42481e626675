"""The rulebook: home page with tables of contents, rule pages, and their JSON twins."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, jsonify, render_template

from oracle.errors import ApiError
from oracle.services import gallery, store
from oracle.store import UnknownEdition, UnknownRule

pages = Blueprint("rules", __name__)
api = Blueprint("rules_api", __name__, url_prefix="/api/v1")


def rule_view(edition: str, rule_id: str) -> dict[str, Any]:
    """The data behind a rule page and ``/api/v1/rules/<edition>/<id>``."""
    try:
        rec = store().rule(edition, rule_id)
    except UnknownRule as exc:
        raise ApiError(404, "unknown_rule", str(exc), nearest=exc.nearest, editions=exc.elsewhere) from exc
    except UnknownEdition as exc:
        raise ApiError(404, "unknown_edition", str(exc)) from exc
    rec["parents_detail"] = [store().summary(edition, p) for p in rec["parents"]]
    rec["children_detail"] = [store().summary(edition, c) for c in rec["children"]]
    rec["referenced_by_detail"] = [store().summary(edition, c) for c in rec["referenced_by"]]
    rec["citation"] = f"{edition}:{rec['id']}" if edition != "classic" else rec["id"]
    rec["gallery"] = [lesson.summary() for lesson in gallery().citing(rec["id"])] if edition == "classic" else []
    return rec


def toc_view(edition: str) -> list[dict[str, Any]]:
    return [{"id": r["id"], "kind": r["kind"], "title": r["title"], "text_in_corpus": bool(r["text_in_corpus"])}
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
    return render_template("rule.html", rule=rule_view(edition, rule_id))


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
        raise ApiError(404, "unknown_edition", f"no edition {edition!r}")
    return jsonify({"edition": edition, "toc": toc_view(edition)})
