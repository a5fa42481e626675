"""Answering queries: a rule number goes to its rule, words and questions are ranked with BM25F.

    >>> searcher = RuleSearcher.open(Path("var"))
    >>> searcher.search("致命伤害")["results"][0]["id"]
    '420.5c'
    >>> searcher.search("420.5c")["redirect"]
    '/rules/classic/420.5c'

Opening reads two JSON files from the data directory (no YAML, no jieba); see ``indexer.py``.
"""

from __future__ import annotations

import json
import math
from functools import cached_property
from pathlib import Path
from typing import Any

from oracle.compare.phrases import Phrase, _
from oracle.refusal import Refusal
from oracle.search import answer_box, english
from oracle.search.queries import QueryError, parse_query
from oracle.search.ranking import Index, Ranker
from oracle.search.segmenter import Segmenter
from oracle.search.snippets import chinese_snippet, english_pattern, english_snippet
from oracle.search.tables import FORMAT, INDEX_DIR, INDEX_FILE, Tables
from oracle.search.text import fold
from oracle.search.typos import Speller
from oracle.search.understanding import QueryPlan, QueryReader
from oracle.search.weights import Weights, load_weights

MAX_LIMIT = 100
EDITION_ORDER = {"classic": 0, "2009": 1}
#: Kinds in the order a title query lists them: the rule before its glossary restatement.
TITLE_ORDER = {"rule": 0, "subrule": 0, "section": 0, "chapter": 1, "glossary": 2}


class SearchError(Refusal, ValueError):
    """A query or option that cannot be searched; ``kind`` names the problem for the error shape."""

    def __init__(self, kind: str, message: Phrase):
        super().__init__(message)
        self.kind = kind


def _number_key(rule_id: str) -> tuple:
    """Numeric order of rule ids (420.5c < 420.10 < 421), as the rulebook sorts them."""
    base, _, dup = rule_id.partition("#")
    section, _, rest = base.partition(".")
    number = "".join(ch for ch in rest if ch.isdigit())
    letter = "".join(ch for ch in rest if ch.isalpha())
    return (int(section) if section.isdigit() else 0, int(number) if number else -1, letter,
            int(dup) if dup.isdigit() else 1)


def rule_path(edition: str, rule_id: str) -> str:
    """The rule page's path (the web app's ``/rules/<edition>/<id>``)."""
    return f"/rules/{edition}/{rule_id}"


class RuleSearcher:
    """A read-only searcher over the index in a data directory; open once per process."""

    def __init__(self, index: Index, tables: Tables, weights: Weights | None = None):
        self.index, self.tables = index, tables
        self.docs = index.docs
        english.remember_stems(index.stems)
        seg = tables.data["segmenter"]
        self.segmenter = Segmenter(seg["freq"], seg["total"], seg.get("split"))
        self.speller = Speller(index.spelling)
        self.reweight(weights or load_weights())

    def reweight(self, weights: Weights) -> None:
        """Use other weights (the tuner tries many on one open index)."""
        self.weights = weights
        self.ranker = Ranker(self.index, weights)
        previous = getattr(self, "reader", None)
        self.reader = QueryReader(self.tables, self.segmenter, self.speller, weights,
                                  previous.chinese if previous else None)

    @classmethod
    def open(cls, data: Path) -> RuleSearcher:
        folder = Path(data) / INDEX_DIR
        try:
            index = json.loads((folder / INDEX_FILE).read_text(encoding="utf-8"))
            tables = Tables.load(folder)
        except (OSError, ValueError) as exc:
            raise SearchError("index_missing", _(
                "no search index in %(folder)s; run 'oracle build'", folder=str(folder))) from exc
        if index.get("format") != FORMAT or tables.data.get("format") != FORMAT:
            raise SearchError("index_missing", _(
                "the search index in %(folder)s is of another version; run 'oracle build'", folder=str(folder)))
        return cls(Index(index), tables)

    def warm(self) -> None:
        """Build now what queries otherwise build or load on first use (about 100 ms on this machine).

        A server that opens the searcher before forking its workers can call this once, so the
        tables are shared by every worker and no worker's first query pays for them.
        """
        tables = self.tables
        for name in ("form_rows", "form_prefixes", "cjk_question_words", "cjk_forms_by_length"):
            getattr(tables, name)
        self.reader.chinese.positions  # noqa: B018 (a property that builds the table)
        self.speller.warm()
        self.families  # noqa: B018
        self.positions  # noqa: B018
        fold("繁體")  # loads the Traditional-to-Simplified converter
        english.load_stemmer()  # for words the index has no stem of

    def close(self) -> None:
        """Nothing to release (the index lives in memory); kept for callers that close searchers."""

    # -- public ---------------------------------------------------------------------------------
    def search(self, query: str, *, edition: str | None = None, lang: str | None = None,
               section: str | None = None, limit: int = 10, page: int = 1, correct: bool = True) -> dict[str, Any]:
        """Results for ``query`` in the API's JSON shape, with paging, corrections and the best answer."""
        if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise SearchError("invalid_option", _("%(name)s must be between %(low)s and %(high)s",
                                                            name="limit", low=1, high=MAX_LIMIT))
        if not isinstance(page, int) or page < 1:
            raise SearchError("invalid_option", _("page must be 1 or more"))
        if lang not in (None, "zh-Hans", "zh-Hant", "en"):
            raise SearchError("invalid_option", _("lang must be zh-Hans, zh-Hant or en"))
        try:
            parsed = parse_query(query)
        except QueryError as exc:
            raise SearchError("invalid_query", exc.message) from exc
        answer: dict[str, Any] = {"query": parsed.text, "suggestion": None, "corrected": False, "redirect": None,
                                  "nearest": [], "best": None}
        allowed = self._allowed(edition, lang, section)
        if parsed.rule_id:
            answer["mode"] = "rule_id"
            hits = self._by_number(parsed.rule_id, allowed)
            exact = [n for n, score in hits if score >= 100]
            if exact:
                doc = self.docs[exact[0]]
                answer["redirect"] = rule_path(doc["edition"], doc["id"])
            else:
                answer["nearest"] = self.nearest(parsed.rule_id, edition)
            plan = None
        else:
            answer["mode"] = "words"
            words = " ".join([parsed.words, *parsed.phrases]).strip()
            plan = self.reader.read(words, parsed.phrases, correct=correct)
            hits = self._by_words(plan, allowed)
            if plan.corrected_text:
                answer["suggestion"] = plan.corrected_text
                answer["corrected"] = True
                answer["corrections"] = [{"typed": a, "fixed": b} for a, b in plan.corrections]
            answer["understood"] = {"concepts": sorted(plan.concepts), "slang": plan.slang, "frame": plan.frame}
        total = len(hits)
        start = (page - 1) * limit
        pattern = english_pattern(plan.mark_en) if plan is not None else None
        answer.update(total=total, page=page, pages=max(1, math.ceil(total / limit)),
                      results=[self._result(n, score, plan, pattern) for n, score in hits[start:start + limit]])
        if plan is not None and hits and page == 1:
            boxed = answer_box.choose(self.index, self.ranker, plan, hits, self.frames)
            if boxed is not None:
                answer["best"] = self._best(boxed, plan, pattern)
        return answer

    def nearest(self, rule_id: str, edition: str | None = None, n: int = 5) -> list[dict[str, Any]]:
        """Rules numbered close to an unknown number: its family, then its neighbours in order."""
        import difflib

        sort_key = _number_key
        found: list[int] = []
        editions = [edition] if edition else sorted({d["edition"] for d in self.docs},
                                                     key=lambda e: EDITION_ORDER.get(e, len(EDITION_ORDER)))
        for ed in editions:
            numbered = [i for i, d in enumerate(self.docs) if d["edition"] == ed and d["id"][:1].isdigit()]
            ids = [self.docs[i]["id"] for i in numbered]
            prefix = rule_id.rstrip(".abcdefghijklmnopqrstuvwxyz")
            while prefix and not any(i == prefix or i.startswith(prefix + ".") for i in ids) and "." in prefix:
                prefix = prefix.rsplit(".", 1)[0]
            family = [i for i in ids if prefix and (i == prefix or i.startswith(prefix + "."))]
            ordered = sorted(ids, key=sort_key)
            key = sort_key(rule_id)
            after = next((k for k, i in enumerate(ordered) if sort_key(i) > key), len(ordered))
            neighbours = ordered[max(0, after - 2):after + 2]
            close = difflib.get_close_matches(rule_id, ids, n=n, cutoff=0.6)
            by_id = {self.docs[i]["id"]: i for i in numbered}
            for rid in dict.fromkeys(family[:3] + close[:2] + neighbours):
                found.append(by_id[rid])
        out = []
        for doc in dict.fromkeys(found):
            d = self.docs[doc]
            out.append({"edition": d["edition"], "id": d["id"], "title": d["title"], "path": rule_path(d["edition"], d["id"])})
        return out[:n]

    # -- the two kinds of query ---------------------------------------------------------------
    def _allowed(self, edition, lang, section) -> set[int] | None:
        if not (edition or lang or section):
            return None
        return {n for n, d in enumerate(self.docs)
                if (not edition or d["edition"] == edition) and (not lang or lang in d["langs"])
                and (not section or d["section"].startswith(section))}

    def _by_number(self, rule_id: str, allowed: set[int] | None) -> list[tuple[int, float]]:
        """The rule itself first (classic before 2009), then everything numbered under it."""
        def ok(n: int) -> bool:
            return allowed is None or n in allowed

        exact = sorted((n for n in self.index.by_id.get(rule_id, []) if ok(n)),
                       key=lambda n: EDITION_ORDER.get(self.docs[n]["edition"], 9))
        family = [n for n in self.families.get(rule_id, ()) if ok(n)]
        return [(n, 100.0) for n in exact] + [(n, 50.0) for n in family]

    @cached_property
    def frames(self) -> frozenset[str]:
        """The "what happens if" phrasings and question words as index tokens (not what a query is about)."""
        out = set(self.tables.question_words)
        for frame in self.tables.frames:
            out.add(frame)
            out.update(english.stem(w) for w, _, _ in english.words(frame))
        return frozenset(out)

    @cached_property
    def positions(self) -> list[int]:
        """Each record's place in the rulebook (ties in score keep that order)."""
        return [d["position"] for d in self.docs]

    @cached_property
    def families(self) -> dict[str, list[int]]:
        """Number -> the records numbered under it, in order (classic first, then by position).

        Under ``420`` are ``420.1`` …; under ``420.5`` also ``420.5a`` …: every beginning of a
        record's number that ends before a ``.`` (or, once it holds a ``.``, before a letter).
        Built on the first rule-number query, so such a query is a dictionary lookup.
        """
        out: dict[str, list[int]] = {}
        for n, doc in enumerate(self.docs):
            rid = doc["id"]
            for k in range(1, len(rid)):
                if rid[k] == "." or (rid[k].isalpha() and "." in rid[:k]):
                    out.setdefault(rid[:k], []).append(n)
        for members in out.values():
            members.sort(key=lambda n: (EDITION_ORDER.get(self.docs[n]["edition"], 9), self.docs[n]["position"]))
        return out

    def _by_words(self, plan: QueryPlan, allowed: set[int] | None) -> list[tuple[int, float]]:
        if plan.empty:
            return []
        scores = self.ranker.score(plan, allowed)
        # Best score first, then rulebook order: plain tuples sort in C, with no key function.
        position = self.positions
        order = sorted([(-score, position[n], n) for n, score in scores.items()])
        ranked = [(n, -negative) for negative, _, n in order]
        if plan.phrases:
            return ranked
        # The whole query is a title, or a term some records define: those records first.
        first: list[int] = []
        for key in plan.whole:
            titled = self.index.by_title.get(key, [])
            first += sorted(dict.fromkeys(titled + self.index.by_term.get(key, [])), key=lambda n: (
                TITLE_ORDER.get(self.docs[n]["kind"], 3), n not in titled,
                EDITION_ORDER.get(self.docs[n]["edition"], 9), self.docs[n]["position"]))
        first = [n for n in dict.fromkeys(first) if allowed is None or n in allowed]
        if not first:
            return ranked
        top = ranked[0][1] if ranked else 1.0
        placed = set(first)
        return [(n, top + len(first) - i) for i, n in enumerate(first)] + [h for h in ranked if h[0] not in placed]

    # -- shaping the answer ---------------------------------------------------------------------
    def _result(self, docnum: int, score: float, plan: QueryPlan | None, pattern: Any = False) -> dict[str, Any]:
        """One hit in the API's shape; ``pattern`` is the query's English marks, prepared once per query."""
        doc = self.docs[docnum]
        mark_zh = plan.mark_zh if plan else []
        mark_en = plan.mark_en if plan else []
        snippet = {}
        memo: dict[str, list[tuple[int, int]]] = {}
        for lang in ("zh-Hans", "zh-Hant", "en"):
            text = doc["text"].get(lang) or doc["summary"].get(lang)
            if text:
                snippet[lang] = (english_snippet(text, mark_en, pattern=pattern) if lang == "en"
                                 else chinese_snippet(text, mark_zh, memo=memo))
        return {"edition": doc["edition"], "id": doc["id"], "kind": doc["kind"], "score": round(score, 4),
                "title": doc["title"], "snippet": snippet}

    def _best(self, docnum: int, plan: QueryPlan, pattern: Any = False) -> dict[str, Any] | None:
        """The best record's whole text (its first descendant's, for a header): the answer box."""
        doc = self.docs[docnum]
        if not doc["has_text"]:
            kids = self.index.with_text(docnum)
            if not kids:
                return None
            text_doc = self.docs[kids[0]]
        else:
            text_doc = doc
        text = {lang: t for lang, t in text_doc["text"].items() if t}
        source = "rule"
        memo: dict[str, list[tuple[int, int]]] = {}
        if not text and text_doc["summary"]:
            text, source = dict(text_doc["summary"]), "project_summary"
        return {"edition": text_doc["edition"], "id": text_doc["id"], "kind": text_doc["kind"],
                "title": doc["title"] or text_doc["title"], "text": text, "source": source,
                "citation": text_doc["id"] if text_doc["edition"] == "classic" else f"{text_doc['edition']}:{text_doc['id']}",
                "path": rule_path(text_doc["edition"], text_doc["id"]),
                "marked": {lang: (english_snippet(t, plan.mark_en, whole=True, pattern=pattern) if lang == "en"
                                  else chinese_snippet(t, plan.mark_zh, whole=True, memo=memo)) for lang, t in text.items()}}

    def ranked_keys(self, query: str, limit: int = 10) -> list[str]:
        """Just the ``edition:id`` keys of the first results, without snippets (for the tuner)."""
        parsed = parse_query(query)
        if parsed.rule_id:
            hits = self._by_number(parsed.rule_id, None)
        else:
            words = " ".join([parsed.words, *parsed.phrases]).strip()
            hits = self._by_words(self.reader.read(words, parsed.phrases), None)
        return [self.docs[n]["key"] for n, _ in hits[:limit]]

    def suggest(self, words: str) -> str | None:
        """'Did you mean' for a text: the query with its typos corrected, or None."""
        return self.reader.read(words).corrected_text
