"""Where one HTTP/1.x request ends in the bytes received so far: the framing the buffering worker
needs to know when a request is whole, before any thread is given it.

The worker (``oracle.buffered_worker``) reads a connection's bytes in its event loop and hands the
request to a thread only once this says it is complete, so a client that sends its headers or body
slowly holds a buffer, never a thread. Only the framing is read here (the end of the header block,
``Content-Length`` or a chunked body's last chunk); everything else, including every check of the
request's validity, is gunicorn's parser's, which reads the same bytes afterwards. So a request
whose framing cannot be read (two lengths, a length that is not a number) is declared complete at
its headers' end and the parser refuses it with its own 400.

    >>> measure(b"GET / HTTP/1.1\\r\\nHost: x\\r\\n", 65536, 1024).state
    'incomplete'
    >>> f = measure(b"POST /a HTTP/1.1\\r\\nContent-Length: 2\\r\\n\\r\\nok", 65536, 1024)
    >>> f.state, f.length
    ('complete', 41)
    >>> measure(b"POST /a HTTP/1.1\\r\\nContent-Length: 5000\\r\\n\\r\\n", 65536, 1024).state
    'body_too_large'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

HEADER_END = b"\r\n\r\n"
_LENGTH = re.compile(rb"^content-length[ \t]*:[ \t]*([^\s]*)[ \t]*\r?$", re.IGNORECASE | re.MULTILINE)
_CHUNKED = re.compile(rb"^transfer-encoding[ \t]*:.*chunked", re.IGNORECASE | re.MULTILINE)
_CONTINUE = re.compile(rb"^expect[ \t]*:[ \t]*100-continue[ \t]*\r\n", re.IGNORECASE | re.MULTILINE)
_CHUNK_SIZE = re.compile(rb"([0-9a-fA-F]{1,8})[^\r\n]*\r\n")

State = Literal["incomplete", "complete", "headers_too_large", "body_too_large"]


@dataclass(frozen=True)
class Framing:
    """What the bytes so far hold: ``state``; for a complete request its ``length`` in bytes (the
    rest belongs to the next, pipelined request); ``header_end``, the offset just past the blank
    line once the headers are in (else None); ``expects_continue``, whether the client waits for a
    ``100 Continue`` before it sends the body it announced."""

    state: State
    length: int = 0
    header_end: int | None = None
    expects_continue: bool = False


def measure(data: bytes, max_header: int, max_body: int) -> Framing:
    """How far ``data`` holds one request, with at most ``max_header`` bytes of request line and
    headers and ``max_body`` bytes of body (beyond either the request is refused, not buffered)."""
    start = _skip_blank_lines(data)
    end = data.find(HEADER_END, start)
    if end < 0:
        return Framing("headers_too_large" if len(data) - start > max_header else "incomplete")
    if end - start > max_header:
        return Framing("headers_too_large")
    head, body_start = data[start:end + 2], end + len(HEADER_END)
    expects_continue = bool(_CONTINUE.search(head))
    if _CHUNKED.search(head):
        return _chunked(data, body_start, max_body, expects_continue)
    lengths = _LENGTH.findall(head)
    if len(lengths) != 1 or not lengths[0].isdigit() or len(lengths[0]) > 12:
        # no body, or a framing the parser will refuse: complete as far as this is concerned
        return Framing("complete", body_start, body_start)
    size = int(lengths[0])
    if size > max_body:
        return Framing("body_too_large", header_end=body_start)
    if len(data) - body_start < size:
        return Framing("incomplete", header_end=body_start, expects_continue=expects_continue)
    return Framing("complete", body_start + size, body_start)


def max_request_body() -> int:
    """The app's cap on a request body (its ``MAX_CONTENT_LENGTH``): a scenario of the engine's
    largest size, wrapped in JSON with some escaping. The worker refuses a longer one unread."""
    from engine.limits import Limits

    return Limits().max_bytes * 2


def without_expect_continue(data: bytes, header_end: int) -> bytes:
    """``data`` with the ``Expect: 100-continue`` header taken out of its header block: the worker
    has already answered it, and the parser would otherwise send a second ``100 Continue``."""
    return _CONTINUE.sub(b"", data[:header_end], count=1) + data[header_end:]


def _skip_blank_lines(data: bytes) -> int:
    """Where the request line starts: a server should ignore empty lines before it (RFC 9112 2.2)."""
    at = 0
    while data.startswith(b"\r\n", at):
        at += 2
    return at


def _chunked(data: bytes, at: int, max_body: int, expects_continue: bool) -> Framing:
    """Framing of a chunked body starting at ``at``: complete after the last chunk and trailers."""
    body_start, size_total = at, 0
    while True:
        line = _CHUNK_SIZE.match(data, at)
        if line is None:
            if data.find(b"\r\n", at) >= 0 or len(data) - at > 1024:
                return Framing("complete", len(data), body_start)  # malformed: the parser refuses it
            return Framing("incomplete", header_end=body_start, expects_continue=expects_continue)
        size = int(line.group(1), 16)
        size_total += size
        if size_total > max_body:
            return Framing("body_too_large", header_end=body_start)
        at = line.end()
        if size == 0:
            trailers_end = data.find(b"\r\n", at)
            while trailers_end > at:  # a trailer line; the block ends with an empty line
                at = trailers_end + 2
                trailers_end = data.find(b"\r\n", at)
            if trailers_end < 0:
                return Framing("incomplete", header_end=body_start, expects_continue=expects_continue)
            return Framing("complete", trailers_end + 2, body_start)
        if len(data) < at + size + 2:
            return Framing("incomplete", header_end=body_start, expects_continue=expects_continue)
        at += size + 2
