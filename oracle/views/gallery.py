"""The teaching gallery: a lesson per key rule and keyword, each opening in the workbench."""

from __future__ import annotations

from flask import Blueprint, jsonify, render_template
from flask_babel import lazy_gettext

from oracle.errors import ApiError
from oracle.services import gallery

pages = Blueprint("gallery", __name__)
api = Blueprint("gallery_api", __name__, url_prefix="/api/v1")


def lesson_or_404(lesson_id: str):
    lesson = gallery().by_id.get(lesson_id)
    if lesson is None:
        raise ApiError(404, "unknown_example", lazy_gettext("no gallery scenario \"%(id)s\"", id=lesson_id))
    return lesson


@pages.route("/gallery")
def gallery_page() -> str:
    return render_template("gallery.html", lessons=[lesson.summary() for lesson in gallery().lessons])


@api.route("/gallery")
def gallery_api():
    return jsonify({"lessons": [lesson.summary() for lesson in gallery().lessons]})


@api.route("/gallery/<lesson_id>")
def lesson_api(lesson_id: str):
    lesson = lesson_or_404(lesson_id)
    return jsonify(dict(lesson.summary(), scenario=lesson.yaml_text))
