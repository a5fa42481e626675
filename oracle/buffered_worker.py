"""gunicorn's threaded worker, reading every request whole in its event loop before a thread gets it.

Why: gunicorn's sync worker reads a request in the worker itself, so two clients sending their
headers a byte at a time held both workers of a two-core server until its 30 s timeout; its
threaded worker (``gthread``) waits in its event loop only for a connection's first byte, then
reads the rest in a thread, so a client that trickles its headers or body still holds a thread.
This worker keeps every connection in the event loop (non-blocking reads into a buffer, one per
connection) until ``oracle.http_framing`` says the request is complete, and only then hands the
buffered bytes to gunicorn's parser in a thread: a slow client costs a buffer, never a thread.

Every buffered connection has a deadline: ``ORACLE_HEADER_TIMEOUT`` for the request line and
headers (from the connection's start, or from the first byte of a kept-alive connection's next
request), then ``ORACLE_BODY_TIMEOUT`` for the body. A request not whole by then is answered 408
and closed; headers over ``HEADER_LIMIT`` bytes 431, a body over the app's body cap 413, without
reading further. Those answers and the ones gunicorn's parser gives itself (400, 414, 431, …) are
written by ``oracle.server_answers`` with the app's security headers and error shape. At most
``ORACLE_CONNECTIONS`` connections per worker are open at once (gunicorn stops accepting beyond),
which bounds the buffers' memory: connections × (headers + body cap).

The rest (accepting, keep-alive, the thread pool, graceful stops) is gunicorn's ``ThreadWorker``
unchanged; this class changes where a request is read and how gunicorn's own errors are written.
"""

from __future__ import annotations

import errno
import selectors
import time
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from gunicorn.workers.gthread import TConn, ThreadWorker

from oracle.config import settings
from oracle.http_framing import max_request_body, measure, without_expect_continue
from oracle.server_answers import error_answer

#: bytes of request line and headers one connection may buffer (gunicorn's own caps, 4094 bytes of
#: request line and 100 fields of 8190, still apply when its parser reads them)
HEADER_LIMIT = 64 * 1024
#: bytes of a request kept for an error answer's sake (its path and Accept-Language)
REQUEST_START = 2048
#: bytes read from a connection at a time
READ_SIZE = 64 * 1024


@dataclass
class _Buffering:
    """A connection whose request is arriving: its bytes so far and its deadline."""

    conn: TConn
    deadline: float
    data: bytearray = field(default_factory=bytearray)
    #: seconds the current phase allows, for the 408's message
    allowed: float = 0.0
    #: the deadline already moved to the body's phase
    in_body: bool = False
    #: watched by the event loop
    registered: bool = False


class BufferingThreadWorker(ThreadWorker):
    """``gthread`` with requests buffered whole in the event loop (see the module's docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        s = settings()
        self.header_timeout, self.body_timeout = s.header_timeout, s.body_timeout
        #: the app's body cap (its ``MAX_CONTENT_LENGTH``): a longer body is refused unread
        self.max_body = max_request_body()
        #: the connections whose request is arriving, by ``id`` of their state
        self.buffering: dict[int, _Buffering] = {}
        #: the first bytes of each request a thread has, by socket descriptor: what an error
        #: answer reads for the request's path and language when gunicorn's parser refused it
        self.request_starts: dict[int, bytes] = {}

    # -- where connections come in ------------------------------------------------------------
    def accept(self, listener: Any) -> None:
        try:
            client_sock, client_addr = listener.accept()
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                raise
            return
        self.nr_conns += 1
        conn = TConn(self.cfg, client_sock, client_addr, listener.getsockname())  # non-blocking
        self._start_buffering(conn, b"", self.header_timeout)

    def on_client_socket_readable(self, conn: TConn, client: Any) -> None:
        """A kept-alive connection's next request begins: buffer it too."""
        self.poller.unregister(client)
        self.keepalived_conns.remove(conn)
        self._start_buffering(conn, b"", self.header_timeout)

    def finish_request(self, conn: TConn, fs: Any) -> None:
        """After a response: bytes the parser read ahead (a pipelined request) are buffered like a
        new request instead of going to a thread that would wait for the rest of them."""
        self.request_starts.pop(conn.sock.fileno(), None)
        ahead = b""
        if self.alive and not fs.cancelled() and fs.exception() is None and fs.result() and conn.parser:
            ahead = conn.parser.unreader.take_buffered()
        if not ahead:
            super().finish_request(conn, fs)
            return
        conn.sock.setblocking(False)
        self._start_buffering(conn, ahead, self.header_timeout)

    # -- buffering ----------------------------------------------------------------------------
    def _start_buffering(self, conn: TConn, ahead: bytes, allowed: float) -> None:
        pending = _Buffering(conn, time.monotonic() + allowed, bytearray(ahead), allowed)
        self.buffering[id(pending)] = pending
        if ahead and self._advance(pending):
            return
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._on_readable, pending))
        pending.registered = True

    def _on_readable(self, pending: _Buffering, client: Any) -> None:
        try:
            chunk = pending.conn.sock.recv(READ_SIZE)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        if not chunk:  # the client went away
            self._drop(pending)
            return
        pending.data += chunk
        self._advance(pending)

    def _advance(self, pending: _Buffering) -> bool:
        """Look at what has arrived: hand a whole request on, refuse an oversized one, move the
        deadline to the body's phase once the headers are in. True once the connection has left
        the buffering (handed on or answered)."""
        framing = measure(bytes(pending.data), HEADER_LIMIT, self.max_body)
        if framing.state == "complete":
            self._hand_on(pending)
            return True
        if framing.state != "incomplete":
            kind, status, limit = (("headers_too_large", 431, HEADER_LIMIT) if framing.state == "headers_too_large"
                                   else ("body_too_large", 413, self.max_body))
            self._send(pending, error_answer(status, kind, bytes(pending.data), limit=limit))
            self._drop(pending)
            return True
        if framing.header_end is not None and not pending.in_body:
            pending.in_body, pending.allowed = True, self.body_timeout
            pending.deadline = time.monotonic() + self.body_timeout
            if framing.expects_continue:
                pending.data[:] = without_expect_continue(bytes(pending.data), framing.header_end)
                self._send(pending, b"HTTP/1.1 100 Continue\r\n\r\n")
        return False

    def _leave(self, pending: _Buffering) -> None:
        """Take a connection out of the buffering (and out of the event loop's watch)."""
        self.buffering.pop(id(pending), None)
        if pending.registered:
            pending.registered = False
            try:
                self.poller.unregister(pending.conn.sock)
            except (KeyError, ValueError, OSError):
                pass

    def _hand_on(self, pending: _Buffering) -> None:
        """Give the whole request to a thread: gunicorn's parser reads it from its buffer."""
        self._leave(pending)
        conn = pending.conn
        self.request_starts[conn.sock.fileno()] = bytes(pending.data[:REQUEST_START])
        conn.init()  # plain HTTP/1.x: makes the parser and turns the socket blocking for the thread
        conn.parser.unreader.unread(bytes(pending.data))
        conn.data_ready = True
        self.enqueue_req(conn)

    def _send(self, pending: _Buffering, data: bytes) -> None:
        try:
            pending.conn.sock.send(data)  # small: fits the socket's send buffer or is cut short
        except OSError:
            pass

    def _drop(self, pending: _Buffering) -> None:
        """Close a buffered connection (the client left, was answered here, or ran out of time)."""
        self._leave(pending)
        self.nr_conns -= 1
        pending.conn.close()

    def murder_pending(self) -> None:
        """Once a second (gunicorn's loop calls it): answer 408 to requests past their deadline."""
        super().murder_pending()
        now = time.monotonic()
        for pending in [p for p in self.buffering.values() if p.deadline <= now]:
            if pending.data.strip():
                seconds = f"{pending.allowed:g}"
                self._send(pending, error_answer(408, "request_timeout", bytes(pending.data), seconds=seconds))
            self._drop(pending)  # a connection that sent nothing is closed without an answer

    # -- gunicorn's own errors -----------------------------------------------------------------
    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        """gunicorn's answer to a request its parser refused (or to an app that failed outside
        Flask), written again with the security headers: gunicorn picks the status and logs it;
        the bytes it would have sent are caught and replaced."""
        caught = _CaughtSocket()
        super().handle_error(req, caught, addr, exc)
        status = caught.status()
        if status is None:
            return
        kind = {414: "uri_too_long", 431: "headers_too_large"}.get(status, "server_error" if status >= 500 else "bad_request")
        received = self.request_starts.get(client.fileno(), b"") or _first_bytes(req)
        answer = error_answer(status, kind, received, detail=str(exc)[:200], limit=HEADER_LIMIT)
        try:
            client.setblocking(False)
            client.send(answer)
        except OSError:
            pass


class _CaughtSocket:
    """Stands in for the client's socket while gunicorn writes an error, keeping what it writes."""

    def __init__(self) -> None:
        self.written = b""

    def gettimeout(self) -> float:
        return 0.0

    def setblocking(self, flag: bool) -> None:
        return None

    def sendall(self, data: bytes) -> None:
        self.written += data

    def status(self) -> int | None:
        parts = self.written.split(b" ", 2)
        return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None


def _first_bytes(req: Any) -> bytes:
    """The request line gunicorn read, if any, so that an answer knows its path (API or page)."""
    if req is not None and getattr(req, "uri", None):
        return f"{getattr(req, 'method', 'GET')} {req.uri} HTTP/1.1\r\n".encode("latin-1", "replace")
    return b""
