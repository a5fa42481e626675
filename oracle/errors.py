"""One error shape for every failure, as JSON under /api/ and as a page elsewhere."""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

log = logging.getLogger("oracle")


class ApiError(Exception):
    """An error with an HTTP status, a kind and a message (both languages where we have them)."""

    def __init__(self, status: int, kind: str, message: str | dict[str, str], **extra: Any):
        text = message if isinstance(message, str) else message.get("en", "")
        super().__init__(text)
        self.status, self.kind, self.extra = status, kind, extra
        self.message = {"en": message} if isinstance(message, str) else message

    def body(self) -> dict[str, Any]:
        return {"error": {"kind": self.kind, "message": self.message, **self.extra}}


def wants_json() -> bool:
    return request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json"


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(ApiError)
    def api_error(exc: ApiError):
        if wants_json():
            return jsonify(exc.body()), exc.status
        return render_template("error.html", error=exc.body()["error"], status=exc.status), exc.status

    from flask_limiter.errors import RateLimitExceeded

    from oracle.scenario_store import StoreUnavailable

    @app.errorhandler(RateLimitExceeded)
    def rate_limited(exc: RateLimitExceeded):
        limit = str(exc.limit.limit) if getattr(exc, "limit", None) else exc.description
        return api_error(ApiError(429, "rate_limited", {
            "en": f"too many saves from this address (limit: {limit}); try again later",
            "zh-Hans": f"此地址保存过于频繁（限制：{limit}），请稍后再试",
            "zh-Hant": f"此位址儲存過於頻繁（限制：{limit}），請稍後再試"}, limit=limit))

    @app.errorhandler(StoreUnavailable)
    def store_unavailable(exc: StoreUnavailable):
        log.error("scenario store unavailable on %s %s: %s", request.method, request.path, exc)
        return api_error(ApiError(503, "store_unavailable", {
            "en": "saved scenarios are unavailable right now; try again later",
            "zh-Hans": "已保存的场景暂时不可用，请稍后再试", "zh-Hant": "已儲存的場景暫時無法使用，請稍後再試"}))

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        kind = (exc.name or "error").lower().replace(" ", "_")
        return api_error(ApiError(exc.code or 500, kind, exc.description or exc.name or "error"))

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        # The traceback goes to the server log only; the response names no file or line.
        log.exception("unhandled error on %s %s", request.method, request.path)
        return api_error(ApiError(500, "internal_error", {"en": "something went wrong; the error was logged",
                                                          "zh-Hans": "服务器出错，已记录日志"}))
