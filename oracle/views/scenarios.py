"""The scenario workbench: resolve a scenario, step through its trace, share it by permalink."""

from __future__ import annotations

import time
from typing import Any

from flask import Blueprint, current_app, jsonify, render_template, request, url_for

from oracle.errors import ApiError
from oracle.services import card_library, gallery, scenario_store

pages = Blueprint("scenarios", __name__)
api = Blueprint("scenarios_api", __name__, url_prefix="/api/v1")


#: the only bodies a POST accepts: neither is a CORS-safelisted type, so a page on another site
#: cannot make a visitor's browser send one without a preflight (which this API never grants)
JSON_TYPE = "application/json"
YAML_TYPES = ("application/x-yaml", "application/yaml", "text/yaml", "text/x-yaml")


def engine_error(exc: Exception) -> ApiError:
    """An engine error as the API's error: 422 with the engine's kind, message, rules and location."""
    body = exc.to_dict()["error"]  # type: ignore[attr-defined]
    return ApiError(422, body.pop("kind"), body.pop("message"), **body)


def _bounded_int(digits: str) -> int:
    from engine.limits import Limits, over

    limit = Limits().max_number_length
    if len(digits) > limit:
        raise over("max_number_length", limit, "a number is too long", "数字太长")
    return int(digits)


def _json_body(text: str) -> str:
    """``{"scenario": "<YAML or JSON text>"}`` or ``{"scenario": {...}}`` -> the scenario text."""
    import json

    import engine
    from engine.scenario_text import check_tree

    try:
        body = json.loads(text, parse_int=_bounded_int)
    except json.JSONDecodeError as exc:
        raise ApiError(400, "invalid_request", {
            "en": f"the body is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})",
            "zh-Hans": f"请求体不是合法的JSON：{exc.msg}（第{exc.lineno}行第{exc.colno}列）",
            "zh-Hant": f"請求本文不是合法的JSON：{exc.msg}（第{exc.lineno}行第{exc.colno}欄）"},
            at=f"line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        from engine.limits import Limits, over

        raise engine_error(over("max_depth", Limits().max_depth, "the scenario is nested too deeply",
                                "场景嵌套太深")) from None
    except engine.EngineError as exc:
        raise engine_error(exc) from None
    if not isinstance(body, dict) or "scenario" not in body:
        raise ApiError(400, "invalid_request", {
            "en": 'send {"scenario": "<YAML text>"} or a YAML body',
            "zh-Hans": '请发送{"scenario": "<YAML文本>"}或YAML请求体',
            "zh-Hant": '請傳送{"scenario": "<YAML文字>"}或YAML請求本文'})
    value = body["scenario"]
    if isinstance(value, dict):
        import yaml

        try:
            check_tree(value)
        except engine.EngineError as exc:
            raise engine_error(exc) from None
        return yaml.safe_dump(value, allow_unicode=True, sort_keys=False)
    if not isinstance(value, str):
        raise ApiError(400, "invalid_request", {
            "en": "scenario must be YAML text or an object",
            "zh-Hans": "scenario必须是YAML文本或对象", "zh-Hant": "scenario必須是YAML文字或物件"})
    return value


def scenario_text() -> str:
    """The scenario a POST carries: JSON ``{"scenario": text-or-object}`` or a YAML body.

    Any other content type is refused with 415 (see ``JSON_TYPE``): a form or ``text/plain``
    post is what a cross-site page can send without asking.
    """
    mimetype = request.mimetype
    if mimetype != JSON_TYPE and mimetype not in YAML_TYPES:
        raise ApiError(415, "unsupported_media_type", {
            "en": f"send the scenario as {JSON_TYPE} or YAML ({', '.join(YAML_TYPES)}), not {mimetype or 'no type'}",
            "zh-Hans": f"请以{JSON_TYPE}或YAML（{', '.join(YAML_TYPES)}）发送场景，而不是{mimetype or '无类型'}",
            "zh-Hant": f"請以{JSON_TYPE}或YAML（{', '.join(YAML_TYPES)}）傳送場景，而不是{mimetype or '無類型'}"},
            accepted=[JSON_TYPE, *YAML_TYPES])
    charset = request.mimetype_params.get("charset", "utf-8").lower()
    if charset not in ("utf-8", "utf8"):
        raise ApiError(415, "unsupported_media_type", {
            "en": f"send the scenario as UTF-8, not {charset}", "zh-Hans": f"请以UTF-8发送场景，而不是{charset}",
            "zh-Hant": f"請以UTF-8傳送場景，而不是{charset}"}, accepted=[JSON_TYPE, *YAML_TYPES])
    raw = request.get_data(cache=False)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ApiError(400, "invalid_request", {
            "en": f"the scenario is not UTF-8 text (byte {exc.start})",
            "zh-Hans": f"场景不是UTF-8文本（第{exc.start}字节）", "zh-Hant": f"場景不是UTF-8文字（第{exc.start}位元組）"},
            at=f"byte {exc.start}") from exc
    if mimetype == JSON_TYPE:
        text = _json_body(text)
    if not text.strip():
        raise ApiError(400, "invalid_request", {"en": "empty scenario", "zh-Hans": "场景为空", "zh-Hant": "場景為空"})
    return text


def resolve_text(text: str) -> dict[str, Any]:
    """Run the engine with the request bounds (one deadline for reading, building and playing)."""
    import engine

    started = time.perf_counter()
    try:
        result = engine.resolve(text, max_steps=current_app.config["ENGINE_MAX_STEPS"],
                                time_limit=current_app.config["ENGINE_TIME_LIMIT"], boards=True,
                                card_lookup=card_library().lookup)
    except engine.EngineError as exc:
        raise engine_error(exc) from exc
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


@api.route("/resolve", methods=["POST"])
def resolve_api():
    return jsonify(resolve_text(scenario_text()))


@api.route("/scenarios", methods=["POST"])
def save_api():
    """Save a scenario (rate-limited per client by ``ORACLE_SAVE_RATE``, see ``oracle.security``)."""
    import engine
    from engine.scenario_text import read_scenario_text

    text = scenario_text()
    try:
        data = read_scenario_text(text)
    except engine.EngineError as exc:
        error = engine_error(exc)
        if exc.kind == "invalid_scenario":
            error.status = 400
        raise error from None
    if not isinstance(data, dict):
        raise ApiError(400, "invalid_scenario", {
            "en": "a scenario is a YAML mapping (players:, actions: …)",
            "zh-Hans": "场景是一个YAML映射（players:、actions: …）", "zh-Hant": "場景是一個YAML映射（players:、actions: …）"})
    sid = scenario_store().save(text)
    return jsonify({"id": sid, "url": url_for("scenarios.saved_page", sid=sid)}), 201


@api.route("/scenarios/<sid>")
def saved_api(sid: str):
    text = scenario_store().get(sid)
    if text is None:
        raise ApiError(404, "unknown_scenario", f"no saved scenario {sid!r}")
    return jsonify({"id": sid, "scenario": text})
