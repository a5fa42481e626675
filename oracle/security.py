"""Security headers on every response: a strict Content-Security-Policy and friends."""

from __future__ import annotations

from flask import Flask, Response

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
#: the headers every answer carries, the app's and the server's own (``oracle.server_answers``)
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}


def register_security_headers(app: Flask) -> None:
    @app.after_request
    def headers(response: Response) -> Response:
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
        return response


#: what one request of each endpoint that runs the engine costs of a client's ``ENGINE_RATE``
#: budget, roughly in proportion to the engine work it can take: a validation builds the starting
#: board, a legal-actions probe plays to one point, a resolve (and the first view of a shared page,
#: which resolves it) plays the whole scenario; a comparison costs ``COMPARE_COST_PER_RULESET`` for
#: each ruleset it may play (every known one: the body naming fewer is not read before the check)
ENGINE_COSTS = {
    "scenarios_api.validate_api": 1,
    "scenarios_api.legal_actions_api": 1,
    "scenarios_api.resolve_api": 2,
    "scenarios.saved_page": 2,
}
COMPARE_ENDPOINT = "scenarios_api.compare_api"
COMPARE_COST_PER_RULESET = 2
#: the scope the engine endpoints share, so one budget covers them all
ENGINE_SCOPE = "engine"


def compare_cost() -> int:
    from oracle.compare import known_rulesets

    return COMPARE_COST_PER_RULESET * len(known_rulesets())


def register_rate_limits(app: Flask) -> None:
    """Per client address (Flask-Limiter): saves within ``SAVE_RATE`` (e.g. '20 per minute'), and
    every request that runs the engine within one shared budget, ``ENGINE_RATE``, each endpoint
    costing its ``ENGINE_COSTS``. A shared page whose answer is in the store's cache runs nothing
    and costs nothing.

    Counters live in ``RATELIMIT_STORAGE_URI``: by default a SQLite file in the data directory that
    every worker of the server shares (``oracle.rate_storage``), ``redis://…`` for several servers.
    If the storage fails, each worker counts in memory until it answers again (never a 500).
    """
    from flask import current_app
    from flask_limiter import Limiter
    from flask_limiter.util import get_remote_address

    import oracle.rate_storage  # noqa: F401  (registers the oracle+sqlite:// scheme with limits)
    from oracle.share_cache import share_answer_cached

    app.config.setdefault("RATELIMIT_HEADERS_ENABLED", True)
    app.config.setdefault("RATELIMIT_IN_MEMORY_FALLBACK_ENABLED", True)
    limiter = Limiter(get_remote_address, app=app, default_limits=[])
    endpoint = "scenarios_api.save_api"
    app.view_functions[endpoint] = limiter.limit(lambda: current_app.config["SAVE_RATE"])(  # type: ignore[assignment]
        app.view_functions[endpoint])

    def engine_rate() -> str:
        return current_app.config["ENGINE_RATE"]

    for endpoint, cost in ENGINE_COSTS.items():
        exempt = share_answer_cached if endpoint == "scenarios.saved_page" else None
        app.view_functions[endpoint] = limiter.shared_limit(  # type: ignore[assignment]
            engine_rate, scope=ENGINE_SCOPE, cost=cost, exempt_when=exempt)(app.view_functions[endpoint])
    app.view_functions[COMPARE_ENDPOINT] = limiter.shared_limit(  # type: ignore[assignment]
        engine_rate, scope=ENGINE_SCOPE, cost=compare_cost)(app.view_functions[COMPARE_ENDPOINT])
    app.extensions["oracle.limiter"] = limiter


def retry_after(app: Flask) -> int:
    """Seconds until the limit this request broke lets a request through again, reckoned as
    Flask-Limiter's Retry-After header is (at least 1)."""
    import time

    current = app.extensions["oracle.limiter"].current_limit
    return max(1, int(current.reset_at - time.time())) if current is not None else 1


def trust_proxies(app: Flask) -> None:
    """Behind ``PROXY_HOPS`` reverse proxies, take the client address from X-Forwarded-For."""
    hops = int(app.config.get("PROXY_HOPS") or 0)
    if hops:
        from werkzeug.middleware.proxy_fix import ProxyFix

        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops)  # type: ignore[method-assign]
