"""The ranking's weights: read from ``weights.json`` beside this module, written by the tuner.

``python -m oracle.search.tuning`` searches these values on the tuning parts of the question sets
(``tests/search/questions.yaml`` and ``outside_questions.yaml``) and writes the file; the test parts
are never read while tuning.
What each weight does:

- ``k1``: how fast repeated words saturate (BM25); ``b``: per field, how much a long field is
  discounted.
- ``fields``: per record kind (chapter, section, rule, subrule, glossary), the weight of each field:
  ``title``, ``text``, ``examples`` (example text, kept apart so "until end of turn" in an example
  does not find the end of turn step), ``summary`` (a project summary of a title-only section),
  ``concepts`` (terms the record names, in any language), ``defines`` (terms the record defines,
  from ``terms.yaml``), ``pairs`` (two words that stand together, or with one word between, in
  the record) and ``context`` (the titles of the record's headers: 502.9b is about Trample).
- ``kind_prior``: a final factor per kind (a glossary entry restates a rule in a few words).
- ``not_in_corpus``: factor for records whose text the corpus lacks (title-only sections).
- ``question_word``, ``single_char``, ``concept``, ``pair``, ``corrected``, ``slang``: query-side
  weights of question words, one-character Chinese words, term ids, word pairs, typo-corrected
  words and words put in for slang; ``slang_original``: the slang's own words, kept beside them.
- ``phrase``: factor for records containing a quoted phrase; ``frame``: factor for records that
  state consequences when the query asks "what happens if"; ``fold``: the share of an empty
  header's score its best child inherits; ``coord``: the exponent of the share of the query's
  content words and terms a record covers (coordination, as classic Lucene scoring has it).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

WEIGHTS_FILE = Path(str(files("oracle.search").joinpath("weights.json")))
FIELDS = ("title", "text", "examples", "summary", "concepts", "defines", "pairs", "context")
KINDS = ("chapter", "section", "rule", "subrule", "glossary")


def _default_fields() -> dict[str, dict[str, float]]:
    base = {"title": 2.0, "text": 1.0, "examples": 0.3, "summary": 0.6, "concepts": 1.0, "defines": 3.0,
            "pairs": 0.8, "context": 0.3}
    return {kind: dict(base) for kind in KINDS}


@dataclass
class Weights:
    k1: float = 1.2
    b: dict[str, float] = field(default_factory=lambda: {f: 0.6 for f in FIELDS})
    fields: dict[str, dict[str, float]] = field(default_factory=_default_fields)
    kind_prior: dict[str, float] = field(default_factory=lambda: {
        "chapter": 0.5, "section": 0.9, "rule": 1.0, "subrule": 1.0, "glossary": 0.6})
    not_in_corpus: float = 0.5
    question_word: float = 0.1
    single_char: float = 0.4
    concept: float = 1.0
    pair: float = 1.0
    corrected: float = 0.8
    slang: float = 1.0
    slang_original: float = 0.5
    phrase: float = 2.0
    frame: float = 1.3
    fold: float = 0.5
    coord: float = 0.5
    #: a record that negates, for a query that negates ("can't block")
    negation: float = 1.3

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Weights:
        weights = cls()
        for key, value in data.items():
            if not hasattr(weights, key):
                continue
            current = getattr(weights, key)
            if isinstance(current, dict):
                for inner, inner_value in value.items():
                    if isinstance(inner_value, dict):
                        current.setdefault(inner, {}).update(inner_value)
                    else:
                        current[inner] = inner_value
            else:
                setattr(weights, key, type(current)(value))
        return weights


def load_weights(path: Path = WEIGHTS_FILE) -> Weights:
    """The tuned weights (the defaults above where the file says nothing)."""
    if not path.exists():
        return Weights()
    return Weights.from_dict(json.loads(path.read_text(encoding="utf-8")))


def save_weights(weights: Weights, path: Path = WEIGHTS_FILE) -> None:
    path.write_text(json.dumps(weights.to_dict(), indent=2, sort_keys=True) + "\n", encoding="utf-8")
