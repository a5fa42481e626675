"""Plain data classes for corpus records, cross-references and source anomalies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Languages a record may carry text in; absent languages are simply missing from ``text``.
LANGUAGES = ("zh-Hans", "zh-Hant", "en")

#: How a text came to be: printed in the source, the publisher's own English, our own
#: translation, or a machine script conversion of another text.
PROVENANCES = ("original", "official", "project", "converted")


@dataclass
class Ref:
    """One cross-reference found in a record's text (``见规则420``, ``See rule 704``)."""

    edition: str
    source_id: str
    target: str
    raw: str
    resolved: bool = False
    reason: str = ""

    def as_row(self, position: int) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "source_id": self.source_id,
            "position": position,
            "target_id": self.target,
            "raw": self.raw,
            "resolved": int(self.resolved),
            "reason": self.reason,
        }


@dataclass
class Anomaly:
    """Something noisy in a source that the parser kept and reports rather than hides."""

    edition: str
    kind: str
    message: str
    id: str = ""
    source: str = ""
    offset: int = -1

    def as_dict(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "kind": self.kind,
            "id": self.id,
            "message": self.message,
            "source": self.source,
            "offset": self.offset,
        }


@dataclass
class Record:
    """A chapter, section, rule, subrule or glossary entry of one edition."""

    edition: str
    id: str
    kind: str
    parent: str | None = None
    title: dict[str, str] = field(default_factory=dict)
    text: dict[str, str] = field(default_factory=dict)
    examples: list[dict[str, str]] = field(default_factory=list)
    notes: list[dict[str, str]] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)
    source: dict[str, Any] = field(default_factory=dict)
    text_in_corpus: bool = True
    translation: dict[str, str] = field(default_factory=dict)
    position: int = 0
    #: Our own words on what the rule says (``{lang: text}``), never presented as rule text.
    summary: dict[str, str] = field(default_factory=dict)
    #: Who wrote ``summary``: ``"project"``, or empty when there is none.
    summary_source: str = ""
    #: False for a rule of this edition that the sources only name (``See rule 510``): the record
    #: exists so it can be cited and linked, but nothing of it comes from a source.
    in_corpus: bool = True
    #: What names an outside-corpus rule: ``"source"`` (a cross-reference) or ``"concordance"``.
    named_by: str = ""

    def texts(self) -> list[str]:
        """Every text the record carries (rule text, examples, notes), where references are sought."""
        parts = list(self.text.values())
        for extra in (*self.examples, *self.notes):
            parts += [v for k, v in extra.items() if k != "kind"]
        return parts

    def as_row(self) -> dict[str, Any]:
        """The record as a row of the ``rules`` table (dicts and lists stored as JSON)."""
        return {
            "edition": self.edition,
            "id": self.id,
            "kind": self.kind,
            "parent": self.parent,
            "position": self.position,
            "title": self.title,
            "text": self.text,
            "examples": self.examples,
            "notes": self.notes,
            "refs": self.refs,
            "source_file": self.source.get("file", ""),
            "source_offset": self.source.get("offset", -1),
            "text_in_corpus": int(self.text_in_corpus),
            "translation": self.translation,
            "summary": self.summary,
            "summary_source": self.summary_source,
            "in_corpus": int(self.in_corpus),
            "named_by": self.named_by,
        }


@dataclass
class Corpus:
    """Every edition's records with the references between them and the anomaly report."""

    records: list[Record] = field(default_factory=list)
    refs: list[Ref] = field(default_factory=list)
    anomalies: list[Anomaly] = field(default_factory=list)
    editions: list[dict[str, Any]] = field(default_factory=list)
    sources: list[dict[str, Any]] = field(default_factory=list)
    #: For an imported file: what it holds against what became records (``ImportCounts``).
    counts: dict[str, Any] = field(default_factory=dict)

    def record(self, edition: str, rule_id: str) -> Record:
        for rec in self.records:
            if rec.edition == edition and rec.id == rule_id:
                return rec
        raise KeyError(f"{edition}:{rule_id}")

    def ids(self, edition: str) -> list[str]:
        return [r.id for r in self.records if r.edition == edition]
