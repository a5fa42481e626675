"""Slow and malformed clients against the real production server (``oracle.buffered_worker``).

Before it, two connections sending their headers a byte at a time held both sync workers until
gunicorn's 30 s timeout. Here one worker with two threads faces fifty such connections: normal
requests must still be answered while every slow one is open and unanswered; a request not whole
in time gets 408, oversized ones 431/413 unread, and gunicorn's own refusals (414, 400) carry the
app's security headers and error shape. Latency under such load is measured by ``make soak``.
"""

from __future__ import annotations

import json
import socket
import threading
import time
import urllib.request

import pytest

from tests.hardening.prod_server import production_server

pytestmark = pytest.mark.server

SLOW = 50


@pytest.fixture(scope="module")
def patient_server(data_dir, tmp_path_factory):
    """One worker, two threads, deadlines far longer than any test here waits."""
    tmp = tmp_path_factory.mktemp("slow")
    env = {"ORACLE_DATA": str(data_dir), "ORACLE_SCENARIO_DB": str(tmp / "s.db"), "ORACLE_WORKERS": "1",
           "ORACLE_THREADS": "2", "ORACLE_HEADER_TIMEOUT": "120", "ORACLE_BODY_TIMEOUT": "120",
           "ORACLE_RATELIMIT_STORAGE": "memory://"}
    with production_server(env) as (base, port):
        yield base, port


@pytest.fixture(scope="module")
def strict_server(data_dir, tmp_path_factory):
    """Deadlines of one second for headers and for a body."""
    tmp = tmp_path_factory.mktemp("strict")
    env = {"ORACLE_DATA": str(data_dir), "ORACLE_SCENARIO_DB": str(tmp / "s.db"), "ORACLE_WORKERS": "1",
           "ORACLE_HEADER_TIMEOUT": "1", "ORACLE_BODY_TIMEOUT": "1", "ORACLE_RATELIMIT_STORAGE": "memory://"}
    with production_server(env) as (base, port):
        yield base, port


def connect(port: int) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=20)


def read_answer(sock: socket.socket, ahead: bytearray | None = None) -> tuple[int, dict[str, str], bytes]:
    """One whole response (status, headers with lower-case names, body), skipping 1xx answers.
    Bytes read past it (the next pipelined answer, arrived in the same read) are kept in
    ``ahead``, where the next call for the same connection starts."""
    ahead = bytearray() if ahead is None else ahead
    data, ahead[:] = bytes(ahead), b""
    while True:
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65536)
            if not chunk:
                raise AssertionError(f"connection closed after {data[:200]!r}")
            data += chunk
        head, _, data = data.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
        if status >= 200:
            break
    length = int(headers.get("content-length", "0"))
    while len(data) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    ahead[:] = data[length:]
    return status, headers, data[:length]


def test_fifty_slow_clients_do_not_hold_the_server(patient_server):
    base, port = patient_server
    slow = [connect(port) for _ in range(SLOW)]
    stop = threading.Event()

    def trickle() -> None:  # one more header line per connection every 200 ms, never the blank line
        n = 0
        while not stop.is_set():
            for sock in slow:
                try:
                    sock.send(b"GET /rules/classic/420.5c HTTP/1.1\r\nHost: x\r\n" if n == 0 else b"X-Slow: 1\r\n")
                except OSError:
                    pass
            n += 1
            stop.wait(0.2)

    feeder = threading.Thread(target=trickle, daemon=True)
    feeder.start()
    try:
        time.sleep(0.5)
        # a gunicorn sync worker (or gthread's two threads) would now be busy until its 30 s timeout
        with urllib.request.urlopen(base + "/rules/classic/420.5c?ui=en", timeout=20) as response:
            assert response.status == 200 and "420.5c" in response.read().decode()
        request = urllib.request.Request(base + "/api/v1/validate", method="POST",
                                         data=json.dumps({"scenario": "players: [{id: A}, {id: B}]"}).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=20) as response:
            assert response.status == 200 and json.loads(response.read())["valid"] is True
        with urllib.request.urlopen(base + "/api/v1/search?q=trample", timeout=20) as response:
            assert response.status == 200 and json.loads(response.read())["results"]
        # every slow connection is still open and has had no answer
        for sock in slow:
            sock.setblocking(False)
            with pytest.raises(BlockingIOError):
                sock.recv(1)
    finally:
        stop.set()
        feeder.join(timeout=5)
        for sock in slow:
            sock.close()


def test_a_kept_alive_connection_and_pipelined_requests_are_each_answered(patient_server):
    _, port = patient_server
    with connect(port) as sock:
        sock.sendall(b"GET /api/v1/editions HTTP/1.1\r\nHost: x\r\n\r\n"
                     b"GET /api/v1/rules/classic/420.5c HTTP/1.1\r\nHost: x\r\n\r\n")
        ahead = bytearray()  # both answers may come in one read
        first, second = read_answer(sock, ahead), read_answer(sock, ahead)
        assert not ahead
        assert first[0] == 200 and "classic" in first[2].decode()
        assert second[0] == 200 and json.loads(second[2])["id"] == "420.5c"
        for piece in (b"GET /api/v1/rules/2009/702.17b HT", b"TP/1.1\r\nHo", b"st: x\r\n\r\n"):  # a slow third
            sock.sendall(piece)
            time.sleep(0.1)
        status, _, body = read_answer(sock)
        assert status == 200 and json.loads(body)["id"] == "702.17b"


def test_a_client_that_expects_100_continue_gets_it_before_sending_its_body(patient_server):
    _, port = patient_server
    body = json.dumps({"scenario": "players: [{id: A}, {id: B}]"}).encode()
    with connect(port) as sock:
        sock.sendall(b"POST /api/v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Expect: 100-continue\r\nContent-Length: %d\r\n\r\n" % len(body))
        assert sock.recv(64).startswith(b"HTTP/1.1 100 Continue\r\n\r\n")
        sock.sendall(body)
        status, _, answer = read_answer(sock)
        assert status == 200 and json.loads(answer)["valid"] is True
        sock.setblocking(False)
        with pytest.raises(BlockingIOError):  # one 100 Continue, not a second one from gunicorn
            sock.recv(1)


def assert_security_headers(headers: dict[str, str]) -> None:
    assert headers["content-security-policy"].startswith("default-src 'self'")
    assert headers["x-content-type-options"] == "nosniff" and headers["x-frame-options"] == "DENY"


def test_headers_not_whole_in_time_get_408_in_the_api_shape_and_language(strict_server):
    _, port = strict_server
    with connect(port) as sock:
        sock.sendall(b"GET /api/v1/editions HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-TW,en;q=0.5\r\n")
        status, headers, body = read_answer(sock)
        assert sock.recv(1) == b""  # and closed
    assert status == 408
    assert_security_headers(headers)
    error = json.loads(body)["error"]
    assert error["kind"] == "request_timeout" and set(error["message"]) == {"zh-Hans", "zh-Hant", "en"}
    assert error["text"] == error["message"]["zh-Hant"] and "1" in error["message"]["en"]
    assert len({error["message"]["zh-Hans"], error["message"]["zh-Hant"], error["message"]["en"]}) == 3


def test_a_body_not_whole_in_time_gets_408_as_a_page(strict_server):
    _, port = strict_server
    with connect(port) as sock:
        sock.sendall(b"POST /scenario HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 100\r\n\r\n{\"scenario\": ")
        status, headers, body = read_answer(sock)
    assert status == 408 and headers["content-type"].startswith("text/html")
    assert_security_headers(headers)
    page = body.decode()
    assert '<html lang="zh-Hans">' in page and page.count("<p lang=") == 3


def test_a_connection_that_sends_nothing_is_closed_without_an_answer(strict_server):
    _, port = strict_server
    with connect(port) as sock:
        assert sock.recv(1) == b""


def test_oversized_headers_and_bodies_are_refused_unread(patient_server):
    _, port = patient_server
    with connect(port) as sock:  # 70 KB of headers: 431 before the blank line ever comes
        sock.sendall(b"GET /rules/classic/420.5c HTTP/1.1\r\nHost: x\r\n" + b"X-Pad: " + b"a" * 70_000 + b"\r\n")
        status, headers, _ = read_answer(sock)
    assert status == 431
    assert_security_headers(headers)
    with connect(port) as sock:  # a 100 MB body announced: 413 at once, nothing of it sent
        sock.sendall(b"POST /api/v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 100000000\r\n\r\n")
        status, headers, body = read_answer(sock)
    assert status == 413 and json.loads(body)["error"]["kind"] == "body_too_large"
    assert_security_headers(headers)


def test_gunicorns_own_refusals_carry_the_security_headers(patient_server):
    _, port = patient_server
    with connect(port) as sock:  # a request line over gunicorn's 4094 bytes
        sock.sendall(b"GET /api/v1/search?q=" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
        status, headers, body = read_answer(sock)
    assert status == 414
    assert_security_headers(headers)
    assert json.loads(body)["error"]["kind"] == "uri_too_long"
    with connect(port) as sock:  # a header line without a colon
        sock.sendall(b"GET /rules/classic/420.5c HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n")
        status, headers, body = read_answer(sock)
    assert status == 400 and headers["content-type"].startswith("text/html")
    assert_security_headers(headers)
