"""Security headers on every response: a strict Content-Security-Policy and friends."""

from __future__ import annotations

from flask import Flask, Response

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")


def register_security_headers(app: Flask) -> None:
    @app.after_request
    def headers(response: Response) -> Response:
        response.headers.setdefault("Content-Security-Policy", CSP)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("X-Frame-Options", "DENY")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        response.headers.setdefault("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
        return response


def register_rate_limits(app: Flask) -> None:
    """Saves are limited per client address with Flask-Limiter (``SAVE_RATE``, e.g. '20 per minute').

    Counters live in ``RATELIMIT_STORAGE_URI``: ``memory://`` counts in each worker process, a
    shared store (``redis://…``) counts across workers and servers.
    """
    from flask import current_app
    from flask_limiter import Limiter
    from flask_limiter.util import get_remote_address

    app.config.setdefault("RATELIMIT_HEADERS_ENABLED", True)
    limiter = Limiter(get_remote_address, app=app, default_limits=[])
    endpoint = "scenarios_api.save_api"
    app.view_functions[endpoint] = limiter.limit(lambda: current_app.config["SAVE_RATE"])(  # type: ignore[assignment]
        app.view_functions[endpoint])
    app.extensions["oracle.limiter"] = limiter


def trust_proxies(app: Flask) -> None:
    """Behind ``PROXY_HOPS`` reverse proxies, take the client address from X-Forwarded-For."""
    hops = int(app.config.get("PROXY_HOPS") or 0)
    if hops:
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops)  # type: ignore[method-assign]
