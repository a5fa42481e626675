"""Read-only access to the built corpus database: rules with their family and references.

Every page, API response and CLI command reads rules through this one module, so the HTML, the
JSON and the terminal show the same record.
"""

from __future__ import annotations

import difflib
import json
import sqlite3
from pathlib import Path
from typing import Any

from oracle.compare.phrases import _
from oracle.refusal import Refusal
from rules_corpus.numbering import sort_key

JSON_COLUMNS = ("title", "text", "examples", "notes", "refs", "translation", "languages", "summary")


def notice(rec: dict[str, Any], named_in: list[str]) -> dict[str, str]:
    """What a reader must know before reading a record without text, in every language (or {})."""
    if not rec["in_corpus"]:
        if rec["named_by"] == "source":
            return _("Outside this corpus: the %(edition)s source names this rule (%(by)s) but does not contain "
                     "its text. The summary is the project's own, not rule text.",
                     edition=rec["edition"], by=", ".join(named_in)).texts()
        return _("Outside this corpus: the %(edition)s source skips this rule; the number comes from the "
                 "concordance with the classic rules. The title and summary are the project's own, not rule text.",
                 edition=rec["edition"]).texts()
    if not rec["text_in_corpus"]:
        return _("Only the title of this section is in the corpus. The summary is the project's own, "
                 "not rule text.").texts()
    return {}


class CorpusMissing(RuntimeError):
    """The database has not been built yet (run ``oracle build``)."""


class UnknownRule(Refusal, LookupError):
    """No record with that id in that edition; carries the nearest ids to suggest."""

    def __init__(self, edition: str, rule_id: str, nearest: list[str], elsewhere: list[str]):
        self.edition, self.rule_id, self.nearest, self.elsewhere = edition, rule_id, nearest, elsewhere
        message = _('no rule "%(rule)s" in edition "%(edition)s"', rule=rule_id, edition=edition)
        if elsewhere:
            message = _("%(message)s; found in edition %(editions)s", message=message,
                                   editions=", ".join(elsewhere))
        if nearest:
            message = _("%(message)s; nearest: %(rules)s", message=message, rules=", ".join(nearest))
        super().__init__(message)


class UnknownEdition(Refusal, LookupError):
    """No edition of that name in the corpus."""


def _decode(row: sqlite3.Row) -> dict[str, Any]:
    out = dict(row)
    for key in JSON_COLUMNS:
        if key in out and isinstance(out[key], str):
            out[key] = json.loads(out[key])
    return out


class RuleStore:
    """The corpus database, opened read-only.

        >>> store = RuleStore.open("var/oracle.db")
        >>> store.rule("classic", "420.5c")["parent"]
        '420.5'
    """

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn
        self.conn.row_factory = sqlite3.Row

    @classmethod
    def open(cls, path: str | Path) -> RuleStore:
        path = Path(path)
        if not path.exists():
            raise CorpusMissing(f"no corpus database at {path}; run 'oracle build' first")
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        return cls(conn)

    # -- editions -----------------------------------------------------------------------------
    def editions(self) -> list[dict[str, Any]]:
        # The engine's default edition first, then the other built-in ones, then imports.
        rows = self.conn.execute(
            "select * from editions order by builtin desc, name != 'classic', name").fetchall()
        return [_decode(r) for r in rows]

    def edition_names(self) -> list[str]:
        return [e["name"] for e in self.editions()]

    def _check_edition(self, edition: str) -> None:
        if edition not in self.edition_names():
            raise UnknownEdition(_('no edition "%(edition)s"; editions: %(editions)s', edition=edition,
                                              editions=", ".join(self.edition_names())))

    # -- records ------------------------------------------------------------------------------
    def raw(self, edition: str, rule_id: str) -> dict[str, Any] | None:
        row = self.conn.execute("select * from rules where edition = ? and id = ?", (edition, rule_id)).fetchone()
        return _decode(row) if row else None

    def ids(self, edition: str) -> list[str]:
        return [r[0] for r in self.conn.execute(
            "select id from rules where edition = ? order by position", (edition,))]

    def nearest(self, edition: str, rule_id: str, n: int = 5) -> list[str]:
        ids = [i for i in self.ids(edition) if i[:1].isdigit()] if rule_id[:1].isdigit() else self.ids(edition)
        close = difflib.get_close_matches(rule_id, ids, n=n, cutoff=0.5)
        prefix = rule_id.rstrip(".abcdefghijklmnopqrstuvwxyz")
        family = [i for i in ids if i.startswith(prefix) and i != rule_id][:n] if prefix else []
        return sorted(dict.fromkeys(close + family), key=sort_key)[:n]

    def rule(self, edition: str, rule_id: str) -> dict[str, Any]:
        """The public record: the issue's JSON shape, plus parents, children and both ref directions."""
        self._check_edition(edition)
        rec = self.raw(edition, rule_id)
        if rec is None:
            elsewhere = [e for e in self.edition_names() if e != edition and self.raw(e, rule_id)]
            raise UnknownRule(edition, rule_id, self.nearest(edition, rule_id), elsewhere)
        parents: list[str] = []
        parent = rec["parent"]
        while parent:
            parents.insert(0, parent)
            up = self.raw(edition, parent)
            parent = up["parent"] if up else None
        children = [r[0] for r in self.conn.execute(
            "select id from rules where edition = ? and parent = ? order by position", (edition, rule_id))]
        refs = [dict(r) for r in self.conn.execute(
            "select refs.target_id as id, refs.raw, refs.resolved, refs.reason, rules.in_corpus from refs "
            "left join rules on rules.edition = refs.edition and rules.id = refs.target_id "
            "where refs.edition = ? and refs.source_id = ? order by refs.position", (edition, rule_id))]
        referenced_by = [r[0] for r in self.conn.execute(
            "select distinct refs.source_id from refs join rules on rules.edition = refs.edition "
            "and rules.id = refs.source_id where refs.edition = ? and refs.target_id = ? "
            "order by rules.position", (edition, rule_id))]
        for ref in refs:
            ref["resolved"] = bool(ref["resolved"])
            ref["in_corpus"] = bool(ref["in_corpus"]) if ref["resolved"] else False
        in_corpus = bool(rec["in_corpus"])
        return {
            "edition": edition,
            "id": rec["id"],
            "kind": rec["kind"],
            "parent": rec["parent"],
            "parents": parents,
            "title": rec["title"],
            "text": rec["text"],
            "translation": rec["translation"],
            "examples": rec["examples"],
            "notes": rec["notes"],
            "refs": [r["id"] for r in refs],
            "ref_details": refs,
            "referenced_by": referenced_by,
            "children": children,
            "text_in_corpus": bool(rec["text_in_corpus"]),
            "in_corpus": in_corpus,
            "named_by": rec["named_by"] or None,
            "title_source": None if in_corpus or not rec["title"] else (
                "source" if rec["named_by"] == "source" else "project"),
            "summary": rec["summary"] or {},
            "summary_source": rec["summary_source"] or None,
            "notice": notice(rec, referenced_by),
            "imported": [] if in_corpus else self.imported_texts(rule_id),
            "counterparts": self.counterparts(edition, rule_id),
            "source": {"file": rec["source_file"], "offset": rec["source_offset"]},
        }

    def imported_texts(self, rule_id: str) -> list[dict[str, Any]]:
        """The same number in editions the user imported (``oracle import-cr``): a later text to read."""
        out = []
        for (name,) in self.conn.execute("select name from editions where builtin = 0 order by name"):
            rec = self.raw(name, rule_id)
            if rec is not None:
                out.append({"edition": name, "id": rule_id, "title": rec["title"], "text": rec["text"]})
        return out

    def counterparts(self, edition: str, rule_id: str) -> list[dict[str, Any]]:
        """The matching rules of the other edition, from the concordance."""
        if edition not in ("classic", "2009"):
            return []
        other = "2009" if edition == "classic" else "classic"
        rows = self.conn.execute(
            f'select c."{other}" as id, c.note, c.in_corpus, r.id is not null as present, r.title '
            f'from concordance c left join rules r on r.edition = ? and r.id = c."{other}" '
            f'where c."{edition}" = ? order by c.seq', (other, rule_id)).fetchall()
        return [{"edition": other, "id": r["id"], "note": r["note"],
                 "in_corpus": bool(r["in_corpus"]) or other == "classic", "exists": bool(r["present"]),
                 "title": json.loads(r["title"]) if r["title"] else {}} for r in rows]

    def terms(self) -> list[dict[str, Any]]:
        rows = self.conn.execute("select * from terms order by category, id").fetchall()
        out = []
        for row in rows:
            item = dict(row)
            for key in ("en_variants", "variants", "rules"):
                item[key] = json.loads(item[key])
            out.append(item)
        return out

    def summary(self, edition: str, rule_id: str) -> dict[str, Any] | None:
        """Id, kind and title/text in a few words: enough for a link, a breadcrumb or a tooltip."""
        rec = self.raw(edition, rule_id)
        if rec is None:
            return None
        return {"edition": edition, "id": rec["id"], "kind": rec["kind"], "title": rec["title"],
                "text": rec["text"], "text_in_corpus": bool(rec["text_in_corpus"]),
                "in_corpus": bool(rec["in_corpus"]), "summary": rec["summary"] or {}}

    def descendants(self, edition: str, rule_id: str) -> list[dict[str, Any]]:
        """Every record under ``rule_id`` in reading order, each with its ``depth`` below it."""
        out: list[dict[str, Any]] = []

        def walk(parent: str, depth: int) -> None:
            rows = self.conn.execute("select * from rules where edition = ? and parent = ? order by position",
                                     (edition, parent)).fetchall()
            for row in rows:
                rec = _decode(row)
                rec["depth"] = depth
                rec["in_corpus"] = bool(rec["in_corpus"])
                rec["text_in_corpus"] = bool(rec["text_in_corpus"])
                out.append(rec)
                walk(rec["id"], depth + 1)

        walk(rule_id, 1)
        return out

    def _siblings(self, edition: str, rec: dict[str, Any]) -> list[str]:
        glossary = rec["kind"] == "glossary"
        where = "parent = ?" if rec["parent"] else "parent is null"
        args: tuple = (edition, rec["parent"]) if rec["parent"] else (edition,)
        return [r[0] for r in self.conn.execute(
            f"select id from rules where edition = ? and {where} and (kind = 'glossary') = {int(glossary)} "
            "order by position", args)]

    def neighbours(self, edition: str, rule_id: str) -> tuple[str | None, str | None]:
        """Previous and next record for reading on: the previous sibling (else the parent), and the
        next sibling of this record or of the nearest ancestor that has one."""
        rec = self.raw(edition, rule_id)
        if rec is None:
            return None, None
        siblings = self._siblings(edition, rec)
        at = siblings.index(rule_id)
        prev = siblings[at - 1] if at > 0 else rec["parent"]
        nxt = siblings[at + 1] if at + 1 < len(siblings) else None
        up: dict[str, Any] | None = rec
        while nxt is None and up is not None and up["parent"]:
            up = self.raw(edition, up["parent"])
            if up is None:
                break
            family = self._siblings(edition, up)
            where = family.index(up["id"])
            nxt = family[where + 1] if where + 1 < len(family) else None
        return prev, nxt

    def records(self, edition: str | None = None) -> list[dict[str, Any]]:
        sql, args = "select * from rules", tuple[str, ...]()
        if edition:
            sql, args = sql + " where edition = ?", (edition,)
        rows = self.conn.execute(sql + " order by edition, position", args).fetchall()
        return [_decode(r) for r in rows]

    # -- the anomaly report ---------------------------------------------------------------------
    def check_report(self) -> dict[str, Any]:
        report: dict[str, Any] = {"editions": {}, "anomalies": []}
        for edition in self.edition_names():
            kinds = dict(self.conn.execute(
                "select kind, count(*) from rules where edition = ? group by kind order by kind", (edition,)))
            sections: dict[str, int] = {}
            for (rule_id,) in self.conn.execute(
                    "select id from rules where edition = ? and kind in ('rule', 'subrule') and in_corpus "
                    "order by position", (edition,)):
                section = rule_id.split(".")[0]
                sections[section] = sections.get(section, 0) + 1
            refs = self.conn.execute(
                "select count(*), sum(resolved) from refs where edition = ?", (edition,)).fetchone()
            outside = [r[0] for r in self.conn.execute(
                "select id from rules where edition = ? and not in_corpus order by position", (edition,))]
            summarised = [r[0] for r in self.conn.execute(
                "select id from rules where edition = ? and summary_source = 'project' and in_corpus "
                "order by position", (edition,))]
            report["editions"][edition] = {"records": sum(kinds.values()), "kinds": kinds,
                                           "outside_corpus": outside, "summarised_title_only": summarised,
                                           "rules_per_section": sections,
                                           "refs": refs[0], "refs_resolved": refs[1] or 0}
        rows = self.conn.execute("select * from anomalies order by edition, seq").fetchall()
        report["anomalies"] = [{k: row[k] for k in row.keys() if k != "seq"} for row in rows]
        counts: dict[str, int] = {}
        for a in report["anomalies"]:
            counts[a["kind"]] = counts.get(a["kind"], 0) + 1
        report["anomaly_counts"] = dict(sorted(counts.items()))
        return report
