"""Building the search index from the corpus database, beside it in the data directory.

``oracle build`` calls :func:`build_index`: the terminology and vocabulary tables are parsed once,
jieba segments the corpus once to find its words, and everything a query needs is written as two
JSON files in ``search-index/``: ``tables.json`` (tables, segmenter dictionary, homophones) and
``index.json`` (records, postings per field, field lengths, keyword lookups, spelling words).
The folder is built beside the old one and swapped in when complete.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from oracle.search import english
from oracle.search.card_forms import library_cards, with_card_forms
from oracle.search.concepts import concepts_in
from oracle.search.negation import negates
from oracle.search.segmenter import Segmenter, build_dictionary, split_words, word_pairs
from oracle.search.tables import (
    FORMAT,
    INDEX_DIR,
    INDEX_FILE,
    Tables,
    compile_tables,
    homophones,
    load_sources,
    table_readings,
    user_words,
    write_tables,
)
from oracle.search.text import fold, normal_form
from oracle.search.weights import FIELDS
from oracle.store import RuleStore
from rules_corpus.builder import DB_NAME


def _zh(texts: dict[str, str]) -> str:
    return texts.get("zh-Hans") or texts.get("zh-Hant") or ""


def summary_of(rec: dict[str, Any]) -> dict[str, str]:
    """A title-only section's project summary, when the corpus has one (``{lang: text}``)."""
    summary = rec.get("summary") or {}
    if isinstance(summary, str):  # a JSON column the store left encoded
        summary = json.loads(summary) if summary.strip().startswith("{") else {}
    return {k: v for k, v in summary.items() if isinstance(v, str) and v.strip()}


def record_fields(rec: dict[str, Any]) -> dict[str, str]:
    """The folded text of each searchable field of a record (Chinese and English together)."""
    title, text = rec.get("title") or {}, rec.get("text") or {}
    examples = " \n".join(" \n".join(p for p in (_zh(e), e.get("en", "")) if p) for e in rec.get("examples") or [])
    summary = summary_of(rec)
    return {
        "title": fold(" \n".join(p for p in (_zh(title), title.get("en", "")) if p)),
        "text": fold(" \n".join(p for p in (_zh(text), text.get("en", "")) if p)),
        "examples": fold(examples),
        "summary": fold(" \n".join(p for p in (_zh(summary), summary.get("en", "")) if p)) if summary else "",
    }


class Analyzer:
    """Turns a record's fields into index tokens, the same way a query is read."""

    def __init__(self, segmenter: Segmenter, tables: Tables):
        self.segmenter, self.tables = segmenter, tables
        self.stems: dict[str, str] = {}
        self.spelling: dict[str, int] = {}

    def words(self, text: str) -> list[str]:
        out = [w for w, _, _ in self.segmenter.tokens(text)]
        for word, _, _ in english.words(text):
            token = self.stems.get(word)
            if token is None:
                token = self.stems[word] = english.stem(word)
            out.append(token)
        return out

    def pairs(self, text: str) -> list[str]:
        zh = self.segmenter.words(text)
        en = [self.stems.get(w) or english.stem(w) for w, _, _ in english.words(text)]
        return [f"p:{pair}" for seq in (zh, en) for pair in word_pairs(seq)]

    def document(self, rec: dict[str, Any], defines: list[str], context: str = "") -> dict[str, list[str]]:
        fields = record_fields(rec)
        named = fields["title"] + " \n" + fields["text"]
        seen_words = {w for w, _, _ in english.words(named + " " + fields["examples"]) if w.isalpha() and len(w) > 2}
        for word in seen_words:
            self.spelling[word] = self.spelling.get(word, 0) + 1
        return {
            "title": self.words(fields["title"]),
            "text": self.words(fields["text"]),
            "examples": self.words(fields["examples"]),
            "summary": self.words(fields["summary"]),
            "concepts": [f"c:{c}" for c in concepts_in(named + " \n" + fields["summary"], self.tables)],
            "defines": [f"c:{c}" for c in defines],
            "pairs": self.pairs(fields["title"]) + self.pairs(fields["text"]) + self.pairs(fields["summary"]),
            "context": self.words(context),
        }


def card_names() -> list[str]:
    """English names of the card library's cards: known words, never "corrected" (Stone Rain)."""
    return [str(card["name"]) for card in library_cards()]


def table_words(compiled: dict[str, Any]) -> set[str]:
    """Every English word of the compiled tables, as a query reading them would see it."""
    texts = [row["form"] for row in compiled["forms"]] + [row["say"] or "" for row in compiled["forms"]]
    texts += list(compiled["question_words"]) + list(compiled["frames"])
    for sense in compiled["senses"].values():
        texts += [w for words in sense["means"].values() for w in words]
    for row in compiled["terms"].values():
        texts += row["forms"]
    return {word for text in texts for word, _, _ in english.words(fold(text))}


def _consequence(rec: dict[str, Any], folded_text: str, compiled: dict[str, Any]) -> bool:
    prefixes = compiled["consequence_rules"].get(rec["edition"], [])
    rid = rec["id"]
    if any(rid == p or rid.startswith(p + ".") or (rid.startswith(p) and rid[len(p):][:1].isalpha())
           for p in prefixes):
        return True
    return any(t in folded_text for t in compiled["consequence_text"])


def build_data(records: list[dict[str, Any]], compiled: dict[str, Any],
               cache_dir: Path | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(tables, index)``: the two JSON documents, from the corpus records and compiled tables."""
    texts = []
    for rec in records:
        texts += list(record_fields(rec).values())
    singles = {row["form"] for row in compiled["forms"] if row["cjk"] and len(row["form"]) == 1}
    freq, total = build_dictionary(texts, user_words(compiled), cache_dir, singles)
    sounds = homophones(compiled)
    compiled = dict(compiled, segmenter={"freq": freq, "total": total, "split": split_words(freq, total)},
                    homophones=sounds, table_readings=table_readings(compiled, sounds))
    tables = Tables(compiled)
    analyzer = Analyzer(Segmenter(freq, total), tables)
    defined: dict[tuple[str, str], list[str]] = {}
    by_term: dict[str, list[int]] = {}
    keys = {(rec["edition"], rec["id"]): n for n, rec in enumerate(records)}
    for term_id, row in sorted(compiled["terms"].items()):
        for edition, rule_id in row["defined_by"]:
            defined.setdefault((edition, rule_id), []).append(term_id)
            if (edition, rule_id) in keys:
                for form in row["forms"]:
                    bucket = by_term.setdefault(normal_form(form), [])
                    if keys[(edition, rule_id)] not in bucket:
                        bucket.append(keys[(edition, rule_id)])
    postings: dict[str, dict[int, dict[int, int]]] = {}
    lengths: list[list[int]] = [[] for _ in FIELDS]
    docs: list[dict[str, Any]] = []
    by_title: dict[str, list[int]] = {}
    by_key = {(rec["edition"], rec["id"]): rec for rec in records}
    for n, rec in enumerate(records):
        titles: list[str] = []
        parent = by_key.get((rec["edition"], rec.get("parent") or ""))
        while parent is not None and len(titles) < 3:
            titles.append(record_fields(parent)["title"])
            parent = by_key.get((parent["edition"], parent.get("parent") or ""))
        defines = sorted(defined.get((rec["edition"], rec["id"]), []))
        fields = analyzer.document(rec, defines, " \n".join(titles))
        for f, name in enumerate(FIELDS):
            tokens = fields[name]
            lengths[f].append(len(tokens))
            for token in tokens:
                per_doc = postings.setdefault(token, {}).setdefault(n, {})
                per_doc[f] = per_doc.get(f, 0) + 1
        text, title = rec.get("text") or {}, rec.get("title") or {}
        folded = record_fields(rec)
        spoken = " \n".join([folded["title"], folded["text"], folded["examples"], folded["summary"], *titles])
        mentions = sorted(set(concepts_in(spoken, tables)) | set(defines))
        in_corpus = bool(rec.get("text_in_corpus", True))
        docs.append({
            "key": f"{rec['edition']}:{rec['id']}", "edition": rec["edition"], "id": rec["id"],
            "kind": rec["kind"], "parent": rec.get("parent") or "", "position": rec.get("position", n),
            "section": "glossary" if rec["kind"] == "glossary" else rec["id"].split(".")[0].split("#")[0],
            "langs": sorted(set(text) | set(title)), "title": title, "text": text,
            "summary": summary_of(rec), "in_corpus": in_corpus,
            "has_text": any(v.strip() for v in text.values()) or bool(summary_of(rec)),
            "consequence": _consequence(rec, folded["text"], compiled),
            "negates": negates(folded["text"]),
            # the terms it speaks of, its examples and its headers' titles included: what the answer
            # box counts a query's terms against (oracle.search.answer_box)
            "mentions": mentions,
            "defines": defines,
        })
        if in_corpus:
            for value in title.values():
                by_title.setdefault(normal_form(value), []).append(n)
    # Postings as strings of numbers, parsed per token on first use: far fewer objects to load.
    flat: dict[str, str] = {}
    for token in sorted(postings):
        out: list[int] = []
        for doc in sorted(postings[token]):
            per_field = postings[token][doc]
            out += [doc, len(per_field)]
            for f in sorted(per_field):
                out += [f, per_field[f]]
        flat[token] = " ".join(map(str, out))
    for row in compiled["forms"]:
        for word in row["form"].split():
            if word.isalpha() and len(word) > 2 and not row["cjk"]:
                analyzer.spelling.setdefault(word, 1)
    for name in card_names():
        for word, _, _ in english.words(fold(name)):
            if word.isalpha() and len(word) > 2:
                analyzer.spelling.setdefault(word, 1)
    # The stems of the tables' English words too (question words, slang, senses), so the queries
    # players type most rarely load the stemmer (importing it costs about 50 ms).
    for word in table_words(compiled):
        if word not in analyzer.stems:
            analyzer.stems[word] = english.stem(word)
    index = {
        "format": FORMAT, "docs": docs, "postings": flat, "lengths": lengths,
        "by_title": {k: v for k, v in sorted(by_title.items()) if k},
        "by_term": {k: v for k, v in sorted(by_term.items()) if k},
        "spelling": dict(sorted(analyzer.spelling.items())),
        "stems": dict(sorted(analyzer.stems.items())),
    }
    return compiled, index


def build_index(data: Path) -> Path:
    """(Re)build ``data/search-index`` from ``data/oracle.db`` deterministically; swap it in when done."""
    store = RuleStore.open(data / DB_NAME)
    try:
        records = list(store.records())
    finally:
        store.conn.close()
    terms, vocabulary = load_sources()
    compiled, index = build_data(records, with_card_forms(compile_tables(terms, vocabulary), library_cards()), data)
    target = data / INDEX_DIR
    tmp = data / (INDEX_DIR + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    write_tables(tmp, compiled)
    (tmp / INDEX_FILE).write_text(json.dumps(index, ensure_ascii=False, sort_keys=True, separators=(",", ":")),
                                  encoding="utf-8")
    old = data / (INDEX_DIR + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if target.exists():
        target.rename(old)
    tmp.rename(target)
    shutil.rmtree(old, ignore_errors=True)
    return target
