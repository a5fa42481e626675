"""The 2009 keyword section: a forum post pairing Traditional Chinese with the official English."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules_corpus.numbering import normalise
from rules_corpus.refs import is_reference_context
from rules_corpus.text import CJK_CHAR_RE, clean_cjk, clean_en

SECTION_MARK = "===== 702."
SIGNATURE_MARK = "-- ※ 發信站"
OMISSION_MARK = "[略]"

_START = re.compile(r"(?:(?<=\s)|^)(702(?:\.\d{1,2}[a-z]?)?)(\.?)\s*(?=\S)")
_CHUNK = re.compile(r"(?=例\s*[：:])|(?=Example:)")


@dataclass
class BilingualSegment:
    id: str
    offset: int
    zh: str
    en: str
    examples: list[dict[str, str]] = field(default_factory=list)
    omission_after: bool = False


@dataclass
class Post:
    preface: str
    segments: list[BilingualSegment]
    signature: str
    signature_offset: int
    trailer: str


def split_languages(chunk: str) -> tuple[str, str]:
    """Cut ``中文…English…`` after its last Chinese character; the rest is the official English."""
    matches = list(CJK_CHAR_RE.finditer(chunk))
    last = matches[-1] if matches else None
    if last is None:
        return "", clean_en(chunk)
    return clean_cjk(chunk[: last.end()]), clean_en(chunk[last.end():])


def _pair(text: str) -> tuple[str, str, list[dict[str, str]]]:
    """Split a rule's text into its zh/en body and its examples, each a zh/en pair, in order."""
    chunks = [c for c in _CHUNK.split(text) if c.strip()]
    body_zh, body_en = split_languages(chunks[0]) if chunks and not chunks[0].startswith(("例", "Example")) else ("", "")
    examples: list[dict[str, str]] = []
    for chunk in chunks[1:] if (body_zh or body_en) else chunks:
        if chunk.startswith("Example:"):
            en = clean_en(chunk[len("Example:"):])
            if examples and "en" not in examples[-1]:
                examples[-1]["en"] = en
            else:
                examples.append({"en": en})
            continue
        zh, en = split_languages(re.sub(r"^例\s*[：:]\s*", "", chunk))
        example = {"zh-Hant": zh}
        if en:
            example["en"] = en[len("Example:"):].strip() if en.startswith("Example:") else en
        examples.append(example)
    return body_zh, body_en, examples


def parse_post(raw: str) -> Post:
    """Find the rules between the translator's preface and the forum signature, and split them."""
    start = raw.index(SECTION_MARK)
    end = raw.index(SIGNATURE_MARK, start)
    body = raw[start + len("===== "): end]
    base = start + len("===== ")
    starts = [m for m in _START.finditer(body) if not is_reference_context(body[: m.start()])]
    segments = []
    for i, m in enumerate(starts):
        stop = starts[i + 1].start() if i + 1 < len(starts) else len(body)
        text = body[m.end(): stop]
        omitted = OMISSION_MARK in text
        text = text.replace(OMISSION_MARK, " ")
        zh, en, examples = _pair(text)
        segments.append(BilingualSegment(normalise(m.group(1)), base + m.start(), zh, en, examples, omitted))
    line_end = raw.find("\n", end)
    signature = raw[end: line_end if line_end != -1 else len(raw)].strip()
    trailer = raw[line_end:].strip() if line_end != -1 else ""
    return Post(raw[:start].strip(), segments, signature, end, trailer)
