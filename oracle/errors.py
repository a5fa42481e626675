"""One error shape for every failure, as JSON under /api/ and as a page elsewhere.

An error's message is either an interface string of the Babel catalog (a ``lazy_gettext``, so it
can be written in every interface language) or a ``{lang: text}`` dict that is data: an engine
error's message from the engine's catalog. A plain ``str`` is refused, so an English-only message
can't come back. The body gives the message in every language (``message``) and in the request's
interface language (``text``).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any, TypeAlias

from flask import Flask, jsonify, render_template, request
from flask_babel import LazyString, lazy_gettext
from werkzeug.exceptions import HTTPException

from oracle.i18n import in_every_language, pick, ui_lang

log = logging.getLogger("oracle")

Message: TypeAlias = LazyString | Mapping[str, str]

#: What a Werkzeug HTTP error says, by status code (the API's own errors say more).
HTTP_MESSAGES: dict[int, LazyString] = {
    400: lazy_gettext("The request is not valid."),
    401: lazy_gettext("This address needs you to sign in."),
    403: lazy_gettext("You may not open this address."),
    404: lazy_gettext("Nothing is at this address."),
    405: lazy_gettext("This address does not accept this method."),
    406: lazy_gettext("This address can't answer in any of the formats the request accepts."),
    408: lazy_gettext("The request took too long to arrive."),
    409: lazy_gettext("The request conflicts with the current state."),
    410: lazy_gettext("What was at this address is gone."),
    411: lazy_gettext("The request must say its length."),
    413: lazy_gettext("The request is too large."),
    414: lazy_gettext("The address is too long."),
    415: lazy_gettext("This address does not accept this type of body."),
    422: lazy_gettext("The request can't be processed."),
    429: lazy_gettext("Too many requests; try again later."),
    431: lazy_gettext("The request's headers are too large."),
    500: lazy_gettext("Something went wrong; the error was logged."),
    501: lazy_gettext("The server can't do this."),
    503: lazy_gettext("The service is unavailable right now; try again later."),
}


class ApiError(Exception):
    """An error with an HTTP status, a kind and a message (a catalog string or a ``{lang: text}`` dict)."""

    def __init__(self, status: int, kind: str, message: Message, **extra: Any):
        if isinstance(message, str) or not isinstance(message, LazyString | Mapping):
            raise TypeError(f"an ApiError's message is a lazy_gettext string or a {{lang: text}} dict, "
                            f"not {type(message).__name__}: {message!r}")
        super().__init__(str(message) if isinstance(message, LazyString) else message.get("en", ""))
        self.status, self.kind, self.extra = status, kind, extra
        self._message = message

    @property
    def message(self) -> dict[str, str]:
        """The message in every language there is (rendering a catalog string needs a request or app)."""
        return in_every_language(self._message)

    def body(self) -> dict[str, Any]:
        message = self.message
        return {"error": {"kind": self.kind, "message": message, "text": pick(message, ui_lang()), **self.extra}}


def http_message(exc: HTTPException) -> LazyString:
    """The catalog's sentence for a Werkzeug HTTP error's status code."""
    code = exc.code or 500
    return HTTP_MESSAGES.get(code) or lazy_gettext("The request failed (HTTP %(code)s).", code=code)


def wants_json() -> bool:
    return request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json"


def can_build_links() -> bool:
    """Whether the error page's links can be built: not when the request's Host header was one
    Werkzeug could not read (the URL adapter failed), in which case the error is sent as JSON."""
    from flask.globals import request_ctx

    return request_ctx.url_adapter is not None


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(ApiError)
    def api_error(exc: ApiError):
        if wants_json() or not can_build_links():
            return jsonify(exc.body()), exc.status
        return render_template("error.html", error=exc.body()["error"], status=exc.status), exc.status

    from flask_limiter.errors import RateLimitExceeded

    from oracle.scenario_store import StoreReadOnly, StoreUnavailable

    @app.errorhandler(RateLimitExceeded)
    def rate_limited(exc: RateLimitExceeded):
        from oracle.security import ENGINE_SCOPE, retry_after

        limit = str(exc.limit.limit) if getattr(exc, "limit", None) else exc.description
        seconds = retry_after(app)
        if getattr(exc.limit, "scope", None) == ENGINE_SCOPE:
            message = lazy_gettext("this address has used its engine budget (%(limit)s, in cost units); "
                                   "try again in %(seconds)s seconds", limit=limit, seconds=seconds)
        else:
            message = lazy_gettext("too many saves from this address (limit: %(limit)s); try again later",
                                   limit=limit)
        return api_error(ApiError(429, "rate_limited", message, limit=limit, retry_after=seconds))

    @app.errorhandler(StoreUnavailable)
    def store_unavailable(exc: StoreUnavailable):
        if isinstance(exc, StoreReadOnly):
            return api_error(ApiError(503, "store_read_only",
                                      lazy_gettext("this server cannot save scenarios: its data directory is "
                                                   "read-only")))
        log.error("scenario store unavailable on %s %s: %s", request.method, request.path, exc)
        return api_error(ApiError(503, "store_unavailable",
                                  lazy_gettext("saved scenarios are unavailable right now; try again later")))

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        kind = (exc.name or "error").lower().replace(" ", "_")
        return api_error(ApiError(exc.code or 500, kind, http_message(exc)))

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        # The traceback goes to the server log only; the response names no file or line.
        log.exception("unhandled error on %s %s", request.method, request.path)
        return api_error(ApiError(500, "internal_error", lazy_gettext("something went wrong; the error was logged")))
