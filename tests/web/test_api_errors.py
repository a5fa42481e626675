"""API errors speak the request's interface language: ``message`` in every language, ``text`` in
the one asked for (?ui=, cookie, Accept-Language), and no ApiError is written with a bare string."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from flask_babel import lazy_gettext

from oracle.errors import ApiError

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"


def _error(response, status: int) -> dict:
    """The error of ``response`` (each request below comes from a fresh client: ?ui= is remembered)."""
    assert response.status_code == status, response.get_data(as_text=True)
    error = response.get_json()["error"]
    assert set(error["message"]) == {"zh-Hans", "zh-Hant", "en"}
    return error


def test_an_invalid_query_answers_in_the_asked_language(app):
    en = _error(app.test_client().get("/api/v1/cards?limit=abc&ui=en"), 400)
    assert en["kind"] == "invalid_query" and en["text"] == "limit must be a whole number"
    hant = _error(app.test_client().get("/api/v1/cards?limit=abc&ui=zh-Hant"), 400)
    assert hant["text"] == "limit必須是整數" == hant["message"]["zh-Hant"]
    hans = _error(app.test_client().get("/api/v1/cards?limit=abc"), 400)  # Simplified by default
    assert hans["text"] == "limit必须是整数" and hans["message"]["en"] == en["text"]


def test_an_unknown_card_answers_in_the_browsers_language(app):
    url = "/api/v1/cards/Qqqq Zzzz"  # nothing near it either
    en = _error(app.test_client().get(url, headers={"Accept-Language": "en-GB,en;q=0.9"}), 404)
    assert en["kind"] == "unknown_card" and en["text"] == 'no card named "Qqqq Zzzz"'
    tw = _error(app.test_client().get(url, headers={"Accept-Language": "zh-TW"}), 404)
    assert tw["text"] == "沒有名為「Qqqq Zzzz」的牌"
    asked = _error(app.test_client().get(url + "?ui=en", headers={"Accept-Language": "zh-TW"}), 404)
    assert asked["text"] == en["text"]  # ?ui= wins over the browser


def test_http_errors_are_catalog_sentences(app):
    missing = _error(app.test_client().get("/api/v1/no-such-endpoint?ui=en"), 404)
    assert missing["kind"] == "not_found" and missing["text"] == "Nothing is at this address."
    assert _error(app.test_client().get("/api/v1/no-such-endpoint?ui=zh-Hant"), 404)["text"] == "此位址沒有內容。"
    wrong = _error(app.test_client().get("/api/v1/resolve?ui=en"), 405)
    assert wrong["kind"] == "method_not_allowed" and wrong["text"] == "This address does not accept this method."
    assert _error(app.test_client().get("/api/v1/resolve"), 405)["text"] == "此地址不接受该请求方法。"


def test_an_engine_error_keeps_the_engines_words_and_picks_one(app):
    text = (FIXTURES / "ground_blocks_flyer.yaml").read_text(encoding="utf-8")
    error = _error(app.test_client().post("/api/v1/resolve?ui=zh-Hant", json={"scenario": text}), 422)
    assert error["kind"] == "illegal_action" and error["text"] == error["message"]["zh-Hant"]
    assert error["message"]["zh-Hant"] != error["message"]["en"]


def test_search_and_rule_refusals_are_translated(app):
    rule = _error(app.test_client().get("/api/v1/rules/classic/999.9?ui=en"), 404)
    assert rule["text"].startswith('no rule "999.9" in edition "classic"')
    assert _error(app.test_client().get("/api/v1/rules/classic/999.9?ui=zh-Hans"), 404)["text"].startswith(
        "版本“classic”中没有规则“999.9”")
    assert _error(app.test_client().get("/api/v1/search?q=&ui=zh-Hant"), 400)["text"] == "查詢為空"


def test_a_plain_string_message_is_refused(app):
    with pytest.raises(TypeError):
        ApiError(400, "invalid_query", "English only")
    with pytest.raises(TypeError):
        ApiError(400, "invalid_query", 42)  # type: ignore[arg-type]
    with app.test_request_context("/?ui=zh-Hant"):
        body = ApiError(400, "invalid_query", lazy_gettext("empty query")).body()["error"]
        assert body["message"] == {"zh-Hans": "查询为空", "zh-Hant": "查詢為空", "en": "empty query"}
        assert body["text"] == "查詢為空"


def _bare_string(node: ast.expr) -> bool:
    """A str literal, an f-string, str(...) or a concatenation or %-format of them."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "str":
        return True
    if isinstance(node, ast.BinOp):
        return _bare_string(node.left) or _bare_string(node.right)
    return False


def _api_error_messages() -> list[tuple[str, int, ast.expr]]:
    found = []
    for path in sorted((ROOT / "oracle").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == "ApiError":
                message = node.args[2] if len(node.args) >= 3 else next(
                    (k.value for k in node.keywords if k.arg == "message"), None)
                if message is not None:
                    found.append((str(path.relative_to(ROOT)), node.lineno, message))
    return found


def test_no_api_error_is_written_with_a_bare_string():
    calls = _api_error_messages()
    assert len(calls) >= 30, "the scan found too few ApiError calls: it is broken"
    assert _bare_string(ast.parse('f"x{y}"', mode="eval").body)  # the check itself catches each form
    assert _bare_string(ast.parse("str(exc)", mode="eval").body)
    assert _bare_string(ast.parse('"a" + b', mode="eval").body)
    bare = [(path, line) for path, line, message in calls if _bare_string(message)]
    assert not bare, f"ApiError with a plain-string message (use lazy_gettext or an engine {{lang: text}}): {bare}"
