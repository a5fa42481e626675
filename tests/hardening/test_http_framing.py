"""Where a request ends (``oracle.http_framing``): the buffering worker hands a request on only once
it is whole, so every proper prefix of a request must read as incomplete and the whole as complete,
with exactly its own length (what follows is the next, pipelined request)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.http_framing import measure, without_expect_continue

BIG = 1 << 20
header_value = st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=30)
body = st.binary(max_size=300)


def with_length(path: str, extra: list[tuple[str, str]], payload: bytes) -> bytes:
    head = f"POST {path} HTTP/1.1\r\nHost: x\r\n" + "".join(f"X-{k}: {v}\r\n" for k, v in extra)
    return (head + f"Content-Length: {len(payload)}\r\n\r\n").encode() + payload


def chunked(payload: bytes, sizes: list[int], trailer: bool) -> bytes:
    out, at = [b"POST /api/v1/resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"], 0
    for size in sizes:
        piece = payload[at:at + size]
        at += size
        if piece:
            out.append(b"%x;ext=1\r\n" % len(piece) + piece + b"\r\n")
    if at < len(payload):
        out.append(b"%x\r\n" % (len(payload) - at) + payload[at:] + b"\r\n")
    out.append(b"0\r\n" + (b"X-Trailer: 1\r\n" if trailer else b"") + b"\r\n")
    return b"".join(out)


def assert_framed(request: bytes, following: bytes) -> None:
    for cut in range(len(request)):
        assert measure(request[:cut], BIG, BIG).state == "incomplete", (cut, request[:cut])
    framing = measure(request + following, BIG, BIG)
    assert framing.state == "complete" and framing.length == len(request)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["A", "Trace", "Lang"]), header_value), max_size=4), body)
def test_a_request_with_a_length_is_whole_exactly_at_its_last_byte(extra, payload):
    assert_framed(with_length("/api/v1/validate", extra, payload), b"GET / HTTP/1.1\r\n\r\n")


@settings(max_examples=60, deadline=None)
@given(body, st.lists(st.integers(1, 40), max_size=5), st.booleans())
def test_a_chunked_body_is_whole_after_its_last_chunk_and_trailers(payload, sizes, trailer):
    assert_framed(chunked(payload, sizes, trailer), b"GET /next HTTP/1.1\r\n")


def test_a_request_without_a_body_ends_at_its_blank_line_even_after_empty_lines():
    request = b"\r\n\r\nGET /rules/classic/420.5c HTTP/1.1\r\nHost: x\r\n\r\n"
    assert_framed(request, b"GET /next")


def test_caps_refuse_without_waiting_for_the_rest():
    assert measure(b"GET / HTTP/1.1\r\nX-Pad: " + b"a" * 200, 100, BIG).state == "headers_too_large"
    assert measure(b"POST / HTTP/1.1\r\nContent-Length: 101\r\n\r\n", BIG, 100).state == "body_too_large"
    assert measure(b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n" + b"a" * 64 + b"\r\n80\r\n",
                   BIG, 100).state == "body_too_large"


def test_framing_the_parser_refuses_is_handed_on_at_the_headers_end():
    # two lengths, or one that is not a number: gunicorn's parser answers 400, not a buffer that waits
    for head in (b"Content-Length: 5\r\nContent-Length: 6\r\n", b"Content-Length: five\r\n"):
        request = b"POST / HTTP/1.1\r\n" + head + b"\r\n"
        framing = measure(request + b"12345", BIG, BIG)
        assert framing.state == "complete" and framing.length == len(request)


def test_expect_continue_is_seen_and_taken_out_once_answered():
    request = b"POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n"
    framing = measure(request, BIG, BIG)
    assert framing.state == "incomplete" and framing.expects_continue and framing.header_end == len(request)
    stripped = without_expect_continue(request + b"ab", framing.header_end)
    assert stripped == b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nab"
    assert not measure(stripped, BIG, BIG).expects_continue
