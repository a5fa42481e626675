"""The answers the HTTP server writes itself, before or instead of the app: a request that did not
arrive in time (408), was too large to buffer (413, 431), or that gunicorn's parser refused (400,
414, 431, …).

They carry the app's security headers (``oracle.security.SECURITY_HEADERS``) and its error shape:
under ``/api/`` the API's JSON ``{"error": {"kind", "message", "text"}}``, elsewhere a small page;
the message in zh-Hans, zh-Hant and English from the Flask-Babel catalogs (there is no request
context here, so ``oracle.compare.phrases``), ``text`` in the language the client's
Accept-Language asks for first. Only bytes already received are read: a half-sent request may
have no path or no language at all.

    >>> answer = error_answer(408, "request_timeout", b"GET /api/v1/editions HTTP/1.1\\r\\n", seconds=10)
    >>> answer.split(b"\\r\\n")[0]
    b'HTTP/1.1 408 Request Timeout'
    >>> b"Content-Security-Policy: default-src 'self'" in answer
    True
"""

from __future__ import annotations

import html
import json
import re
from http import HTTPStatus

from oracle.compare.phrases import LANGS, Phrase, _
from oracle.i18n import DEFAULT_UI_LANG, parse_ui_lang
from oracle.security import SECURITY_HEADERS

_REQUEST_LINE = re.compile(rb"^(?:\r\n)*[A-Z]{1,20} (\S{1,4096})")
_ACCEPT_LANGUAGE = re.compile(rb"^accept-language[ \t]*:[ \t]*([^\r\n]*)", re.IGNORECASE | re.MULTILINE)


def message(kind: str, **params: object) -> Phrase:
    """The three-language message of one kind of server answer."""
    if kind == "request_timeout":
        return _("The request did not arrive in time: the server waits %(seconds)s s for a whole request.",
                 **params)
    if kind == "body_too_large":
        return _("The request body is larger than %(limit)s bytes.", **params)
    if kind == "headers_too_large":
        return _("The request line and headers are larger than the server reads (%(limit)s bytes).", **params)
    if kind == "uri_too_long":
        return _("The request's address is too long for the server to read.")
    if kind == "server_error":
        return _("The server failed while answering this request; it has been logged.")
    return _("The server could not read this request as HTTP.")


def error_answer(status: int, kind: str, received: bytes, detail: str = "", **params: object) -> bytes:
    """The whole HTTP response, ``Connection: close``, for ``status`` with the message of ``kind``,
    shaped for what the bytes ``received`` so far say of the request (its path, its language)."""
    phrase = message(kind, **params)
    texts = phrase.texts()
    lang = _language(received)
    reason = HTTPStatus(status).phrase
    if _path(received).startswith(b"/api/"):
        error: dict[str, object] = {"kind": kind, "message": texts, "text": texts[lang]}
        if detail:
            error["detail"] = detail
        body, content_type = json.dumps({"error": error}, ensure_ascii=False).encode(), "application/json"
    else:
        body, content_type = _page(status, reason, texts, lang).encode(), "text/html; charset=utf-8"
    head = [f"HTTP/1.1 {status} {reason}", "Connection: close", f"Content-Type: {content_type}",
            f"Content-Length: {len(body)}", *(f"{name}: {value}" for name, value in SECURITY_HEADERS.items())]
    return ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + body


def _page(status: int, reason: str, texts: dict[str, str], lang: str) -> str:
    order = [lang, *(code for code in LANGS if code != lang)]
    paragraphs = "".join(f'<p lang="{code}">{html.escape(texts[code])}</p>' for code in order)
    return (f'<!doctype html><html lang="{lang}"><meta charset="utf-8"><title>{status} {html.escape(reason)}</title>'
            f"<h1>{status}</h1>{paragraphs}</html>")


def _path(received: bytes) -> bytes:
    found = _REQUEST_LINE.match(received)
    return found.group(1) if found else b""


def _language(received: bytes) -> str:
    """The interface language of the first tag of Accept-Language the app knows, else its default."""
    header_end = received.find(b"\r\n\r\n")
    found = _ACCEPT_LANGUAGE.search(received, 0, header_end if header_end >= 0 else len(received))
    if found:
        for tag in found.group(1).decode("latin-1").split(","):
            lang = parse_ui_lang(tag.split(";")[0])
            if lang:
                return lang
    return DEFAULT_UI_LANG
