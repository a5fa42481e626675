"""Building the Whoosh index from the corpus database, next to it in the data directory."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from whoosh import index

from oracle.search.analysis import set_cache_dir, to_simplified
from oracle.search.concepts import concepts_in
from oracle.search.schema import build_schema
from oracle.search.vocabulary import load_terms
from oracle.store import RuleStore
from rules_corpus.builder import DB_NAME

INDEX_DIR = "search-index"


def definitions() -> dict[tuple[str, str], list[str]]:
    """Record key -> the terminology ids it defines, from the terminology table."""
    out: dict[tuple[str, str], list[str]] = {}
    for term in load_terms():
        for key in term.defined_by:
            out.setdefault(key, []).append(term.id)
    return out


def document(rec: dict[str, Any], defines: list[str] | None = None) -> dict[str, Any]:
    """The indexed form of a record: Chinese in every script folded together, English on its own."""
    title, text = rec["title"], rec["text"]
    zh_title = to_simplified(title.get("zh-Hans") or title.get("zh-Hant") or "")
    zh_parts = [text.get("zh-Hans") or to_simplified(text.get("zh-Hant", ""))]
    en_parts = [text.get("en", "")]
    for example in rec["examples"]:
        zh_parts.append(example.get("zh-Hans") or to_simplified(example.get("zh-Hant", "")))
        en_parts.append(example.get("en", ""))
    body_zh, body_en = "\n".join(p for p in zh_parts if p), "\n".join(p for p in en_parts if p)
    en_title = title.get("en", "")
    section = "glossary" if rec["kind"] == "glossary" else rec["id"].split(".")[0].split("#")[0]
    return {
        "key": f"{rec['edition']}:{rec['id']}",
        "edition": rec["edition"],
        "rule_id": rec["id"],
        "section": section,
        "kind": rec["kind"],
        "langs": " ".join(sorted(set(text) | set(title))),
        "position": rec["position"],
        "title_zh": zh_title,
        "title_en": en_title,
        "body_zh": body_zh,
        "body_en": body_en,
        "concepts": " ".join(concepts_in(" ".join([zh_title, body_zh]), " ".join([en_title, body_en]))),
        "defines": " ".join(sorted(defines or [])),
        "words_en": " ".join([en_title, body_en]),
        "payload": {"title": title, "text": text, "text_in_corpus": bool(rec["text_in_corpus"])},
    }


def build_index(data: Path) -> Path:
    """(Re)build the index from ``data/oracle.db`` in a fixed document order; swap it in when done."""
    set_cache_dir(data)
    store = RuleStore.open(data / DB_NAME)
    target = data / INDEX_DIR
    tmp = data / (INDEX_DIR + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    ix = index.create_in(str(tmp), build_schema())
    writer = ix.writer()
    defined = definitions()
    for rec in store.records():
        writer.add_document(**document(rec, defined.get((rec["edition"], rec["id"]))))
    writer.commit(optimize=True)
    store.conn.close()
    old = data / (INDEX_DIR + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if target.exists():
        target.rename(old)
    tmp.rename(target)
    shutil.rmtree(old, ignore_errors=True)
    return target
