"""The scenario workbench: resolve a scenario, step through its trace, share it by permalink."""

from __future__ import annotations

import time
from typing import Any

from flask import Blueprint, current_app, g, jsonify, render_template, request, url_for
from flask_babel import lazy_gettext

from oracle.card_names import did_you_mean
from oracle.cards import lookup_card
from oracle.errors import ApiError
from oracle.scenario_locate import locate, path_parts, syntax_error
from oracle.services import card_library, gallery, scenario_store
from oracle.trace_view import add_languages, error_with_languages

pages = Blueprint("scenarios", __name__)
api = Blueprint("scenarios_api", __name__, url_prefix="/api/v1")


#: the only bodies a POST accepts: neither is a CORS-safelisted type, so a page on another site
#: cannot make a visitor's browser send one without a preflight (which this API never grants)
JSON_TYPE = "application/json"
YAML_TYPES = ("application/x-yaml", "application/yaml", "text/yaml", "text/x-yaml")


def engine_error(exc: Exception, text: str = "") -> ApiError:
    """An engine error as the API's error: 422 with the engine's kind, message, rules and location
    (and, given the scenario text, its line and column and a "did you mean")."""
    body = engine_error_body(exc, text)
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
        raise ApiError(400, "invalid_request", lazy_gettext(
            "the body is not valid JSON: %(why)s (line %(line)s, column %(column)s)",
            why=exc.msg, line=exc.lineno, column=exc.colno),
            at=f"line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        from engine.limits import Limits, over

        raise engine_error(over("max_depth", Limits().max_depth, "the scenario is nested too deeply",
                                "场景嵌套太深")) from None
    except engine.EngineError as exc:
        raise engine_error(exc) from None
    g.request_body = body  # the other fields (lang, next, try) are read from this bounded parse
    if not isinstance(body, dict) or "scenario" not in body:
        raise ApiError(400, "invalid_request", lazy_gettext('send {"scenario": "<YAML text>"} or a YAML body'))
    value = body["scenario"]
    if isinstance(value, dict):
        import yaml

        try:
            check_tree(value)
        except engine.EngineError as exc:
            raise engine_error(exc) from None
        return yaml.safe_dump(value, allow_unicode=True, sort_keys=False)
    if not isinstance(value, str):
        raise ApiError(400, "invalid_request", lazy_gettext("scenario must be YAML text or an object"))
    return value


def scenario_text() -> str:
    """The scenario a POST carries: JSON ``{"scenario": text-or-object}`` or a YAML body.

    Any other content type is refused with 415 (see ``JSON_TYPE``): a form or ``text/plain``
    post is what a cross-site page can send without asking.
    """
    mimetype = request.mimetype
    if mimetype != JSON_TYPE and mimetype not in YAML_TYPES:
        sent = mimetype or lazy_gettext("no type")
        raise ApiError(415, "unsupported_media_type", lazy_gettext(
            "send the scenario as %(json)s or YAML (%(yaml)s), not %(sent)s",
            json=JSON_TYPE, yaml=", ".join(YAML_TYPES), sent=sent),
            accepted=[JSON_TYPE, *YAML_TYPES])
    charset = request.mimetype_params.get("charset", "utf-8").lower()
    if charset not in ("utf-8", "utf8"):
        raise ApiError(415, "unsupported_media_type", lazy_gettext(
            "send the scenario as UTF-8, not %(charset)s", charset=charset), accepted=[JSON_TYPE, *YAML_TYPES])
    raw = request.get_data(cache=False)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ApiError(400, "invalid_request", lazy_gettext("the scenario is not UTF-8 text (byte %(byte)s)", byte=exc.start),
            at=f"byte {exc.start}") from exc
    if mimetype == JSON_TYPE:
        text = _json_body(text)
    if not text.strip():
        raise ApiError(400, "invalid_request", lazy_gettext("empty scenario"))
    return text


def value_at(data: Any, path: str) -> Any:
    """The value a scenario error path points at in the parsed scenario (None if absent)."""
    for part in path_parts(path):
        try:
            data = data[part]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def engine_error_body(exc: Exception, text: str) -> dict[str, Any]:
    """An engine error as the API gives it: the engine's JSON plus where it is in the text (line and
    column), a "did you mean" for an unknown card, and the message in Traditional too. The text is
    read again only through the engine's bounded reader, so an error never costs more than a resolve."""
    import engine
    from engine.scenario_text import read_scenario_text

    body = error_with_languages(exc.to_dict()["error"])  # type: ignore[attr-defined]
    if not text or body.get("kind") == "limit_exceeded":
        return body
    at = body.get("at") or ""
    in_text = at.startswith(("line ", "byte ", "character "))  # the reader's place in the text, not a path
    try:
        syntax = syntax_error(text) if not at or in_text else None
        if syntax is not None:
            body["location"] = syntax["location"]
        elif at and not in_text:
            body["location"] = locate(text, at)
    except (UnicodeError, RecursionError):  # text the reader refused for these reasons has no place to mark
        return body
    if body.get("kind") == "invalid_scenario" and at and not in_text:
        try:
            value = value_at(read_scenario_text(text), at)
        except engine.EngineError:
            value = None
        if isinstance(value, dict):
            value = value.get("card")
        if isinstance(value, str) and card_library().exact(value) is None:
            body["suggestions"] = did_you_mean(value, card_library())
    return body


def _bounds() -> dict[str, Any]:
    return {"max_steps": current_app.config["ENGINE_MAX_STEPS"], "time_limit": current_app.config["ENGINE_TIME_LIMIT"]}


def resolve_text(text: str, lang: str | None = None, *, ruleset: str | None = None,
                 time_limit: float | None = None) -> dict[str, Any]:
    """Run the engine with the request bounds (one deadline for reading, building and playing);
    engine errors become the engine's own error JSON (with their location in the text); the answer
    gets its card names in all three languages. ``lang`` (zh-Hans, zh-Hant or en) keeps only that
    language in step texts and error messages. ``ruleset`` plays it under that ruleset whatever
    its ``ruleset:`` says; ``time_limit`` (seconds, at most the request's) is for a caller that
    shares the request's time among several resolves."""
    import engine
    from oracle.cards import lookup_card

    started = time.perf_counter()
    bounds = _bounds()
    if time_limit is not None:
        bounds["time_limit"] = min(time_limit, bounds["time_limit"])
    try:
        result = engine.resolve(text, boards=True, card_lookup=lookup_card, ruleset=ruleset, **bounds)
    except engine.EngineError as exc:
        error = engine_error(exc, text)
        if lang:
            error = ApiError(error.status, error.kind, {lang: error.message[lang]}, **error.extra)
        raise error from exc
    if lang:
        for step in result["steps"]:
            step["text"] = {lang: step["text"][lang]}
    result["elapsed_ms"] = round((time.perf_counter() - started) * 1000, 2)
    return add_languages(result, card_library())


def validate_text(text: str, ruleset: str | None = None) -> dict[str, Any]:
    """Check a scenario without running its actions (its shape, its cards, its starting point) and
    give the builder its starting board: the engine's board, the cards of each zone with their ids,
    and card names in every language. ``ruleset`` checks it under that ruleset whatever its
    ``ruleset:`` says (a keyword one ruleset lacks is an error under that one only)."""
    import engine
    from engine.model.board import board_of
    from engine.scenario import build_state
    from engine.scenario_text import read_scenario_text

    try:
        parsed = read_scenario_text(text)
    except engine.EngineError:
        parsed = None
    answer: dict[str, Any] = {"valid": True, "error": None, "scenario": parsed if isinstance(parsed, dict) else None}
    try:
        scenario = engine.load_scenario(text)
        answer["ruleset"] = ruleset or scenario.ruleset
        state = build_state(scenario, lookup_card, engine.get_ruleset(answer["ruleset"]))
        board = board_of(state)
        answer["board"] = board
        listed = {p.get("id"): isinstance(p.get("library"), list) for p in parsed["players"]}
        answer["zones"] = {pid: {"battlefield": _cards([p.card for p in state.battlefield.values() if p.owner == pid]),
                                 "hand": _cards(pl.hand), "graveyard": _cards(pl.graveyard),
                                 "library": _cards(pl.library) if listed.get(pid) else []}
                           for pid, pl in state.players.items()}
        engine.new_game(text, max_steps=current_app.config["ENGINE_MAX_STEPS"], card_lookup=lookup_card,
                        ruleset=answer["ruleset"])
    except engine.EngineError as exc:
        answer.update(valid=False, error=engine_error_body(exc, text))
    if "board" in answer:
        library_names = tuple(c["name"] for z in answer["zones"].values() for c in z["library"])
        answer["names"] = add_languages({"state": answer["board"]}, card_library(), library_names)["names"]
    return answer


def _cards(cards: list[Any]) -> list[dict[str, str]]:
    return [{"id": c.id, "name": c.name} for c in cards]


def examples() -> list[dict[str, Any]]:
    return [{"id": lesson.id, "title": lesson.title} for lesson in gallery().lessons]


def ruleset_choices() -> list[dict[str, str]]:
    """The rulesets the workbench can compare: name, label and the edition its citations link to."""
    from oracle.compare import edition_of, known_rulesets
    from oracle.i18n import edition_label
    from oracle.services import store

    editions = store().edition_names()
    return [{"name": name, "label": edition_label(name), "edition": edition_of(name, editions)}
            for name in known_rulesets()]


def compare_choice(requested: list[str] | str | None, choices: list[dict[str, str]]) -> list[str] | None:
    """The rulesets a page opens comparing (a lesson's ``compare:`` or ``?compare=a,b``), if two or
    more of them are known; else None (the page opens resolving one board)."""
    from oracle.compare import CompareRequestError, choose_rulesets

    if not requested or len(choices) < 2:
        return None
    try:
        return choose_rulesets(requested)
    except CompareRequestError:
        return None


def page(text: str, **context: Any) -> str:
    """The workbench page with the strings its scripts need (from the catalog)."""
    from oracle.workbench_strings import ui_strings

    context.setdefault("lesson", None)
    context.setdefault("saved_id", None)
    choices = ruleset_choices()
    context["compare_rulesets"] = choices
    context["compare"] = compare_choice(context.get("compare"), choices)
    labels = {c["name"]: c["label"] for c in choices}
    context["compare_labels"] = [labels[name] for name in context["compare"] or []]
    return render_template("workbench.html", text=text, examples=examples(), ui_strings=ui_strings(), **context)


@pages.route("/scenario")
def workbench() -> str:
    text, source, compare = "", None, request.args.get("compare")
    lesson_id = request.args.get("example")
    if lesson_id:
        lesson = gallery().by_id.get(lesson_id)
        if lesson is None:
            raise ApiError(404, "unknown_example", lazy_gettext("no gallery scenario \"%(id)s\"", id=lesson_id))
        text, source = lesson.yaml_text, lesson.summary()
        compare = compare or lesson.compare
    elif gallery().lessons:
        text = gallery().lessons[0].yaml_text
    return page(text, lesson=source, compare=compare)


@pages.route("/scenario/help")
def help_page() -> str:
    return render_template("workbench_help.html")


@pages.route("/s/<sid>")
def saved_page(sid: str) -> str:
    """A shared scenario resolved on the server: its title, final board and trace read without
    JavaScript, and its description previews the outcome in chat apps (Open Graph)."""
    from oracle.links import public_url
    from oracle.share import scenario_head, share_card
    from oracle.share_cache import cached_share_answer, store_share_answer

    text = scenario_store().get(sid)
    if text is None:
        raise ApiError(404, "unknown_scenario", lazy_gettext("no saved scenario \"%(id)s\"", id=sid))
    answer = cached_share_answer(sid)
    result_json = None
    if answer is not None:  # computed by an earlier view under this engine version: no engine run
        result, error, head, result_json = answer["result"], answer["error"], answer["head"], answer["result_json"]
    else:
        result, error, head = None, None, scenario_head(text)
        try:
            result = resolve_text(text)
        except ApiError as exc:
            error = exc.body()["error"]
        result_json = store_share_answer(sid, result, error, head)
    card = share_card(head, result, error, public_url(url_for("scenarios.saved_page", sid=sid)))
    return page(text, saved_id=sid, result=result, result_json=result_json, error=error, share=card,
                page_title=card["title"], compare=request.args.get("compare"))


LANGS = ("zh-Hans", "zh-Hant", "en")


def json_body() -> Any:
    """The JSON body as ``scenario_text()`` read it (within the limits), or None for a YAML body."""
    return g.get("request_body")


def requested_lang() -> str | None:
    """The ``lang`` query parameter (or JSON field) of a resolve request: one of ``LANGS`` or absent.
    Call it after ``scenario_text()``, which reads the body within the limits."""
    body = json_body()
    lang = request.args.get("lang") or (body.get("lang") if isinstance(body, dict) else None)
    if lang is not None and lang not in LANGS:
        raise ApiError(400, "invalid_request", lazy_gettext("lang must be one of %(langs)s", langs=", ".join(LANGS)))
    return lang


def requested_ruleset() -> str | None:
    """The ``ruleset`` a request plays under (JSON field, else ``?ruleset=``), checked against the
    engine's; None when none is named (the scenario's ``ruleset:`` applies). It overrides the
    scenario's own. Call it after ``scenario_text()``, which reads the body within the limits."""
    from oracle.compare import CompareRequestError, choose_ruleset

    body = json_body()
    requested = body.get("ruleset") if isinstance(body, dict) and "ruleset" in body else request.args.get("ruleset")
    try:
        return choose_ruleset(requested)
    except CompareRequestError as exc:
        raise ApiError(400, exc.kind, exc.message, **exc.extra) from None


@api.route("/resolve", methods=["POST"])
def resolve_api():
    text = scenario_text()
    return jsonify(resolve_text(text, requested_lang(), ruleset=requested_ruleset()))


def requested_rulesets() -> list[str]:
    """The ``rulesets`` of a compare request (JSON field, or ``?rulesets=a,b`` for a YAML body),
    checked against the engine's; every ruleset when none are named. Call it after ``scenario_text()``."""
    from oracle.compare import CompareRequestError, choose_rulesets

    body = json_body()
    requested = body.get("rulesets") if isinstance(body, dict) and "rulesets" in body else request.args.get("rulesets")
    try:
        return choose_rulesets(requested)
    except CompareRequestError as exc:
        raise ApiError(400, exc.kind, exc.message, **exc.extra) from None


def compare_text(text: str, rulesets: list[str], lang: str | None = None) -> dict[str, Any]:
    """The scenario resolved under each ruleset (as ``resolve_text`` answers, within one time limit
    for them all) and what differs. A ruleset under which the scenario stops with an error has that
    error as its result; when every ruleset stops with the same error about the text itself, that
    error is the answer."""
    from oracle.compare import compare, shared_error

    refused: dict[str, ApiError] = {}

    def resolve_one(name: str, seconds: float) -> dict[str, Any]:
        try:
            return resolve_text(text, lang, ruleset=name, time_limit=seconds)
        except ApiError as exc:
            refused[name] = exc
            return exc.body()

    answer = compare(rulesets, resolve_one, current_app.config["ENGINE_TIME_LIMIT"], (lang,) if lang else LANGS)
    shared = shared_error(answer["results"])
    if shared is not None:
        raise refused[shared]
    return answer


@api.route("/compare", methods=["POST"])
def compare_api():
    """The same board under two or more rulesets: each one's answer and what differs."""
    text = scenario_text()  # first: it reads the body within the limits
    return jsonify(compare_text(text, requested_rulesets(), requested_lang()))


@api.route("/validate", methods=["POST"])
def validate_api():
    """200 with ``valid`` true or false for a scenario that reads (false: what is wrong with it, and
    the parsed model the builder shows); 422 with the same body when the text cannot be read as a
    scenario at all (YAML syntax, a value JSON cannot hold, a cap): then the request is wrong."""
    text = scenario_text()  # first: it reads the body within the limits
    answer = validate_text(text, requested_ruleset())
    unreadable = not answer["valid"] and answer["scenario"] is None
    return jsonify(answer), 422 if unreadable else 200


@api.route("/legal-actions", methods=["POST"])
def legal_actions_api():
    """The choices for the builder's next action (``next``), each legal or with its forbidding rule."""
    import engine
    from oracle.legal import MalformedAttempt, ProbeError, next_choices

    text = scenario_text()  # first: it reads the body within the limits
    body = json_body()
    if not isinstance(body, dict) or not isinstance(body.get("next"), dict):
        raise ApiError(400, "invalid_request", lazy_gettext(
            'send {"scenario": "<YAML>", "next": {"verb": "attack"}, "try"?: {...}}'))
    attempt = body.get("try")
    if attempt is not None and not isinstance(attempt, dict):
        raise ApiError(400, "invalid_request", lazy_gettext('try must be one action, e.g. {"attack": ["bears"]}'))
    library = card_library()  # per-process start-up (``warm_up``), not this request's time limit
    try:
        answer = next_choices(text, body["next"], card_lookup=lookup_card, attempt=attempt,
                              ruleset=requested_ruleset(), **_bounds())
    except ProbeError as exc:
        raise ApiError(400, "invalid_request", exc.texts()) from exc
    except MalformedAttempt as exc:
        raise ApiError(400, "invalid_request", exc.message, at=exc.at) from exc
    except engine.EngineError as exc:
        raise engine_error(exc, text) from exc
    answer["names"] = add_languages({"state": answer["board"]}, library)["names"]
    return jsonify(answer)


@api.route("/scenarios", methods=["POST"])
def save_api():
    """Save a scenario (rate-limited per client by ``ORACLE_SAVE_RATE``, see ``oracle.security``)."""
    import engine
    from engine.scenario_text import read_scenario_text

    text = scenario_text()
    try:
        data = read_scenario_text(text)
    except engine.EngineError as exc:
        error = engine_error(exc, text)
        if exc.kind == "invalid_scenario":
            error.status = 400
        raise error from None
    if not isinstance(data, dict):
        raise ApiError(400, "invalid_scenario", lazy_gettext("a scenario is a YAML mapping (players:, actions: …)"))
    sid = scenario_store().save(text)
    return jsonify({"id": sid, "url": url_for("scenarios.saved_page", sid=sid)}), 201


@api.route("/scenarios/<sid>")
def saved_api(sid: str):
    text = scenario_store().get(sid)
    if text is None:
        raise ApiError(404, "unknown_scenario", lazy_gettext("no saved scenario \"%(id)s\"", id=sid))
    return jsonify({"id": sid, "scenario": text})
