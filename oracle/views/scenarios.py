"""The scenario workbench: resolve a scenario, step through its trace, share it by permalink."""

from __future__ import annotations

import time
from typing import Any

from flask import Blueprint, current_app, jsonify, render_template, request, url_for

from oracle.errors import ApiError
from oracle.scenario_store import MAX_BYTES
from oracle.services import gallery, scenario_store

pages = Blueprint("scenarios", __name__)
api = Blueprint("scenarios_api", __name__, url_prefix="/api/v1")


def scenario_text() -> str:
    """The scenario a request carries: JSON ``{"scenario": text-or-object}`` or a YAML/JSON body."""
    import yaml

    if request.content_length and request.content_length > MAX_BYTES:
        raise ApiError(413, "too_large", f"a scenario may be at most {MAX_BYTES // 1024} KB")
    if request.is_json:
        body = request.get_json(silent=True)
        if not isinstance(body, dict) or "scenario" not in body:
            raise ApiError(400, "invalid_request", 'send {"scenario": "<YAML text>"} or a YAML body')
        value = body["scenario"]
        if isinstance(value, dict):
            return yaml.safe_dump(value, allow_unicode=True, sort_keys=False)
        if not isinstance(value, str):
            raise ApiError(400, "invalid_request", "scenario must be YAML text or an object")
        return value
    raw = request.get_data(cache=False)
    if len(raw) > MAX_BYTES:
        raise ApiError(413, "too_large", f"a scenario may be at most {MAX_BYTES // 1024} KB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ApiError(400, "invalid_request", f"the scenario is not UTF-8 text (byte {exc.start})") from exc
    if not text.strip():
        raise ApiError(400, "invalid_request", "empty scenario")
    return text


def resolve_text(text: str, lang: str | None = None) -> dict[str, Any]:
    """Run the engine with the request bounds; engine errors become the engine's own error JSON.
    ``lang`` (zh-Hans, zh-Hant or en) keeps only that language in step texts and error messages."""
    import engine
    from oracle.cards import lookup_card

    if len(text.encode("utf-8")) > MAX_BYTES:
        raise ApiError(413, "too_large", f"a scenario may be at most {MAX_BYTES // 1024} KB")
    started = time.perf_counter()
    try:
        result = engine.resolve(text, max_steps=current_app.config["ENGINE_MAX_STEPS"],
                                time_limit=current_app.config["ENGINE_TIME_LIMIT"], boards=True,
                                card_lookup=lookup_card)
    except engine.EngineError as exc:
        body = exc.to_dict()["error"]
        message = body.pop("message")
        raise ApiError(422, body.pop("kind"), {lang: message[lang]} if lang else message, **body) from exc
    if lang:
        for step in result["steps"]:
            step["text"] = {lang: step["text"][lang]}
    result["elapsed_ms"] = round((time.perf_counter() - started) * 1000, 2)
    return result


def examples() -> list[dict[str, Any]]:
    return [{"id": lesson.id, "title": lesson.title} for lesson in gallery().lessons]


@pages.route("/scenario")
def workbench() -> str:
    text, source = "", None
    lesson_id = request.args.get("example")
    if lesson_id:
        lesson = gallery().by_id.get(lesson_id)
        if lesson is None:
            raise ApiError(404, "unknown_example", f"no gallery scenario {lesson_id!r}")
        text, source = lesson.yaml_text, lesson.summary()
    elif gallery().lessons:
        text = gallery().lessons[0].yaml_text
    return render_template("workbench.html", text=text, lesson=source, examples=examples(), saved_id=None)


@pages.route("/s/<sid>")
def saved_page(sid: str) -> str:
    text = scenario_store().get(sid)
    if text is None:
        raise ApiError(404, "unknown_scenario", f"no saved scenario {sid!r}")
    return render_template("workbench.html", text=text, lesson=None, examples=examples(), saved_id=sid)


LANGS = ("zh-Hans", "zh-Hant", "en")


def requested_lang() -> str | None:
    """The ``lang`` query parameter (or JSON field) of a resolve request: one of ``LANGS`` or absent."""
    body = request.get_json(silent=True) if request.is_json else None
    lang = request.args.get("lang") or (body.get("lang") if isinstance(body, dict) else None)
    if lang is not None and lang not in LANGS:
        raise ApiError(400, "invalid_request", f"lang must be one of {', '.join(LANGS)}")
    return lang


@api.route("/resolve", methods=["POST"])
def resolve_api():
    lang = requested_lang()
    return jsonify(resolve_text(scenario_text(), lang))


@api.route("/scenarios", methods=["POST"])
def save_api():
    import yaml

    text = scenario_text()
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ApiError(400, "invalid_scenario", f"not valid YAML: {exc.__class__.__name__}") from exc
    if not isinstance(data, dict):
        raise ApiError(400, "invalid_scenario", "a scenario is a YAML mapping (players:, actions: …)")
    sid = scenario_store().save(text)
    return jsonify({"id": sid, "url": url_for("scenarios.saved_page", sid=sid)}), 201


@api.route("/scenarios/<sid>")
def saved_api(sid: str):
    text = scenario_store().get(sid)
    if text is None:
        raise ApiError(404, "unknown_scenario", f"no saved scenario {sid!r}")
    return jsonify({"id": sid, "scenario": text})
