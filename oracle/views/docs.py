"""``/api/v1/openapi.json``: the API's own description."""

from __future__ import annotations

from flask import Blueprint, jsonify

from oracle.openapi import document

pages = Blueprint("docs", __name__)
api = Blueprint("docs_api", __name__, url_prefix="/api/v1")


@api.route("/openapi.json")
def openapi_api():
    return jsonify(document())
