"""The scenario workbench: resolve a scenario, step through its trace, share it by permalink."""

from __future__ import annotations

import time
from typing import Any

from flask import Blueprint, current_app, jsonify, render_template, request, url_for

from oracle.card_names import did_you_mean
from oracle.errors import ApiError
from oracle.scenario_locate import locate, path_parts, syntax_error
from oracle.scenario_store import MAX_BYTES
from oracle.services import card_library, gallery, scenario_store
from oracle.trace_view import add_languages, error_with_languages

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


def value_at(data: Any, path: str) -> Any:
    """The value a scenario error path points at in the parsed scenario (None if absent)."""
    for part in path_parts(path):
        try:
            data = data[part]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def engine_error(exc: Exception, text: str) -> dict[str, Any]:
    """An engine error as the API gives it: the engine's JSON plus where it is in the text (line and
    column), a "did you mean" for an unknown card, and the message in Traditional too."""
    import yaml

    body = error_with_languages(exc.to_dict()["error"])  # type: ignore[attr-defined]
    at = body.get("at") or ""
    syntax = syntax_error(text) if not at else None
    if syntax is not None:
        body["location"] = syntax["location"]
    elif at:
        body["location"] = locate(text, at)
    if body.get("kind") == "invalid_scenario" and at:
        try:
            value = value_at(yaml.safe_load(text), at)
        except yaml.YAMLError:
            value = None
        if isinstance(value, dict):
            value = value.get("card")
        if isinstance(value, str) and card_library().exact(value) is None:
            body["suggestions"] = did_you_mean(value, card_library())
    return body


def _bounds() -> dict[str, Any]:
    return {"max_steps": current_app.config["ENGINE_MAX_STEPS"], "time_limit": current_app.config["ENGINE_TIME_LIMIT"]}


def resolve_text(text: str) -> dict[str, Any]:
    """Run the engine with the request bounds; engine errors become the engine's own error JSON
    (with their location in the text); the answer gets its texts and card names in all three languages."""
    import engine

    if len(text.encode("utf-8")) > MAX_BYTES:
        raise ApiError(413, "too_large", f"a scenario may be at most {MAX_BYTES // 1024} KB")
    started = time.perf_counter()
    try:
        result = engine.resolve(text, boards=True, card_lookup=card_library().lookup, **_bounds())
    except engine.EngineError as exc:
        body = engine_error(exc, text)
        raise ApiError(422, body.pop("kind"), body.pop("message"), **body) from exc
    result["elapsed_ms"] = round((time.perf_counter() - started) * 1000, 2)
    return add_languages(result, card_library())


def validate_text(text: str) -> dict[str, Any]:
    """Check a scenario without running its actions (its shape, its cards, its starting point) and
    give the builder its starting board: the engine's board, the cards of each zone with their ids,
    and card names in every language."""
    import yaml

    import engine
    from engine.board import board_of
    from engine.scenario import build_state

    try:
        parsed = yaml.safe_load(text)
    except yaml.YAMLError:
        parsed = None
    answer: dict[str, Any] = {"valid": True, "error": None, "scenario": parsed if isinstance(parsed, dict) else None}
    try:
        state = build_state(engine.load_scenario(text), card_library().lookup)
        board = board_of(state)
        answer["board"] = board
        listed = {p.get("id"): isinstance(p.get("library"), list) for p in parsed["players"]}
        answer["zones"] = {pid: {"battlefield": _cards([p.card for p in state.battlefield.values() if p.owner == pid]),
                                 "hand": _cards(pl.hand), "graveyard": _cards(pl.graveyard),
                                 "library": _cards(pl.library) if listed.get(pid) else []}
                           for pid, pl in state.players.items()}
        engine.new_game(text, max_steps=current_app.config["ENGINE_MAX_STEPS"], card_lookup=card_library().lookup)
    except engine.EngineError as exc:
        answer.update(valid=False, error=engine_error(exc, text))
    if "board" in answer:
        library_names = tuple(c["name"] for z in answer["zones"].values() for c in z["library"])
        answer["names"] = add_languages({"state": answer["board"]}, card_library(), library_names)["names"]
    return answer


def _cards(cards: list[Any]) -> list[dict[str, str]]:
    return [{"id": c.id, "name": c.name} for c in cards]


def examples() -> list[dict[str, Any]]:
    return [{"id": lesson.id, "title": lesson.title} for lesson in gallery().lessons]


def page(text: str, **context: Any) -> str:
    """The workbench page with the strings its scripts need (from the catalog)."""
    from oracle.workbench_strings import ui_strings

    context.setdefault("lesson", None)
    context.setdefault("saved_id", None)
    return render_template("workbench.html", text=text, examples=examples(), ui_strings=ui_strings(), **context)


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
    return page(text, lesson=source)


@pages.route("/scenario/help")
def help_page() -> str:
    return render_template("workbench_help.html")


@pages.route("/s/<sid>")
def saved_page(sid: str) -> str:
    """A shared scenario resolved on the server: its title, final board and trace read without
    JavaScript, and its description previews the outcome in chat apps (Open Graph)."""
    from oracle.share import share_card

    text = scenario_store().get(sid)
    if text is None:
        raise ApiError(404, "unknown_scenario", f"no saved scenario {sid!r}")
    result, error = None, None
    try:
        result = resolve_text(text)
    except ApiError as exc:
        error = exc.body()["error"]
    card = share_card(text, result, error, url_for("scenarios.saved_page", sid=sid, _external=True))
    return page(text, saved_id=sid, result=result, error=error, share=card, page_title=card["title"])


@api.route("/resolve", methods=["POST"])
def resolve_api():
    return jsonify(resolve_text(scenario_text()))


@api.route("/validate", methods=["POST"])
def validate_api():
    return jsonify(validate_text(scenario_text()))


@api.route("/legal-actions", methods=["POST"])
def legal_actions_api():
    """The choices for the builder's next action (``next``), each legal or with its forbidding rule."""
    import engine
    from oracle.legal import ProbeError, next_choices

    body = request.get_json(silent=True) if request.is_json else None
    if not isinstance(body, dict) or not isinstance(body.get("next"), dict):
        raise ApiError(400, "invalid_request", 'send {"scenario": "<YAML>", "next": {"verb": "attack"}, "try"?: {...}}')
    attempt = body.get("try")
    if attempt is not None and not isinstance(attempt, dict):
        raise ApiError(400, "invalid_request", "try must be one action, e.g. {\"attack\": [\"bears\"]}")
    text = scenario_text()
    try:
        answer = next_choices(text, body["next"], card_lookup=card_library().lookup, attempt=attempt, **_bounds())
    except ProbeError as exc:
        raise ApiError(400, "invalid_request", str(exc)) from exc
    except engine.EngineError as exc:
        error = engine_error(exc, text)
        raise ApiError(422, error.pop("kind"), error.pop("message"), **error) from exc
    answer["names"] = add_languages({"state": answer["board"]}, card_library())["names"]
    return jsonify(answer)


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
