"""Links the app builds from a request: to the same page in another language, to a card's one address,
to a page for sharing.

A link is never built from the raw query string: only the query parameters some page reads
(``PAGE_PARAMS``), each a single value of bounded length, are carried over. Anything else a client
adds (``?_method=``, ``?_external=``, ``?endpoint=``, ``?name=`` — names ``url_for`` reserves or a
route's own variables) is dropped, so it can neither break the link nor point it elsewhere. Links
are relative; an absolute one (a shared page's Open Graph address, a citation's permalink) is made
from the configured public address (``ORACLE_PUBLIC_URL``), never from the request's Host header.
"""

from __future__ import annotations

from typing import Any

from flask import current_app, request, url_for
from werkzeug.routing import BuildError

#: the query parameters pages read (search, card list, workbench, the interface language), the only
#: ones a link carries over
PAGE_PARAMS = ("q", "edition", "lang", "section", "page", "limit", "correct", "go", "example", "compare", "ui")
#: a longer value is dropped from a link rather than repeated (no page reads one this long)
MAX_PARAM_LENGTH = 1000


def page_params(**override: str) -> dict[str, str]:
    """The request's allowed query parameters (first value of each, if short enough) and ``override``."""
    kept: dict[str, str] = {}
    for name in PAGE_PARAMS:
        value = request.args.get(name)
        if isinstance(value, str) and len(value) <= MAX_PARAM_LENGTH:
            kept[name] = value
    kept.update(override)
    return kept


def same_page(endpoint: str | None = None, **override: Any) -> str:
    """A relative link to this request's page (or to ``endpoint`` with this request's path
    variables overridden) with its allowed query parameters; ``?…`` alone if it cannot be built
    (a request that matched no route)."""
    endpoint = endpoint or request.endpoint
    path_values = dict(request.view_args or {})
    query: dict[str, str] = {}
    for name, value in override.items():
        (path_values if name in path_values else query)[name] = value
    params = page_params(**query)
    if endpoint:
        try:  # a path variable wins over a query parameter of the same name (``edition``)
            return url_for(endpoint, **{**params, **path_values})
        except (BuildError, ValueError, TypeError, KeyError):
            pass
    from urllib.parse import urlencode

    return "?" + urlencode(params)


def language_switch(lang: str) -> str:
    """The link that shows this page in interface language ``lang``."""
    return same_page(ui=lang)


def public_url(path: str) -> str:
    """``path`` (an app-relative link) as an absolute address on the configured public host, or
    ``path`` itself when none is configured: a forged Host header never becomes a link."""
    base = current_app.config.get("PUBLIC_URL") or ""
    return base.rstrip("/") + path if base else path
