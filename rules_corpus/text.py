"""Text clean-up for PDF and web sources: line-break spaces, translator's notes, examples."""

from __future__ import annotations

import re

# CJK ideographs and the full-width punctuation that Chinese typography sets without spaces.
CJK = "\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef\u2014\u2026\u201c\u201d\u300c\u300d"
CJK_CHAR_RE = re.compile(f"[{CJK}]")
_SPACE_NEXT_TO_CJK = re.compile(f"(?<=[{CJK}])[ \t\u00a0]+|[ \t\u00a0]+(?=[{CJK}])")
_SPACES = re.compile(r"\s+")

#: ``（译注：…）``: a translator's note inside a rule; kept as a note, not as rule text.
NOTE_RE = re.compile(r"[（(]\s*(译注|譯註|注)\s*[：:]\s*(.*?)\s*[）)]")

#: Example starts: after a sentence end (not mid-sentence ``组成，例：``).
EXAMPLE_RE = re.compile(r"(?:(?<=[。）)」”\"])|^)\s*(例如|例)\s*[：:]\s*")


def clean_cjk(text: str) -> str:
    """Remove the spaces a PDF's line breaks left between Chinese characters, keep ASCII spacing."""
    text = _SPACES.sub(" ", text).strip()
    return _SPACE_NEXT_TO_CJK.sub("", text)


def clean_en(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


def has_cjk(text: str) -> bool:
    return bool(CJK_CHAR_RE.search(text))


def extract_notes(text: str) -> tuple[str, list[str]]:
    """Split translator's notes out of a rule text; return the text and the notes in order."""
    notes = [m.group(2).strip() for m in NOTE_RE.finditer(text)]
    return NOTE_RE.sub("", text).strip(), notes


def split_examples(text: str) -> tuple[str, list[str]]:
    """Split ``rule text 例：… 例：…`` into the rule text and its examples, in order."""
    parts = EXAMPLE_RE.split(text)
    body = parts[0].strip()
    examples = [parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)]
    return body, examples


TERMINAL = tuple("。！？）」”\"!?.)；;")


def looks_like_title(text: str) -> bool:
    """A short phrase without a sentence end is a heading (``212.6. 地``, ``502.2.先攻``)."""
    stripped = text.strip()
    return 0 < len(stripped) <= 16 and not stripped.endswith(TERMINAL + ("：", ":")) and "，" not in stripped
