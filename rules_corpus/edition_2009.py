"""The 2009 edition: section 702 from a forum post, Traditional Chinese beside the official English."""

from __future__ import annotations

from collections import Counter

from rules_corpus.bilingual import parse_post
from rules_corpus.hierarchy import link_parents, unique_id
from rules_corpus.model import Anomaly, Record
from rules_corpus.numbering import kind_of
from rules_corpus.sources import SOURCES
from rules_corpus.text import looks_like_title

EDITION = "2009"


def parse_2009() -> tuple[list[Record], list[Anomaly], str]:
    """Records of section 702 and the anomaly report; also returns the translator's preface."""
    source = next(s for s in SOURCES if s.edition == EDITION)
    post = parse_post(source.read())
    anomalies = [
        Anomaly(EDITION, "furniture_stripped", "forum header and translator's preface set aside "
                f"({len(post.preface)} characters; kept as the edition's note)", "", source.file, 0),
        Anomaly(EDITION, "furniture_stripped", f"forum signature removed: {post.signature!r}", "",
                source.file, post.signature_offset),
        Anomaly(EDITION, "furniture_stripped", "forum replies after the post removed "
                f"({len(post.trailer)} characters of user names and timestamps)", "", source.file,
                post.signature_offset + len(post.signature)),
    ]
    seen: Counter = Counter()
    records: list[Record] = []
    for seg in post.segments:
        rule_id = unique_id(seg.id, seen)
        if rule_id != seg.id:
            anomalies.append(Anomaly(EDITION, "duplicate_id", f"{seg.id} repeated; kept as {rule_id}",
                                     rule_id, source.file, seg.offset))
        text: dict[str, str] = {}
        translation: dict[str, str] = {}
        if seg.zh:
            text["zh-Hant"], translation["zh-Hant"] = seg.zh, "original"
        if seg.en:
            text["en"], translation["en"] = seg.en, "official"
        for lang, label in (("zh-Hant", "Chinese"), ("en", "English")):
            if lang not in text:
                anomalies.append(Anomaly(EDITION, "missing_language", f"{rule_id} has no {label} text",
                                         rule_id, source.file, seg.offset))
        for i, example in enumerate(seg.examples, start=1):
            if set(example) != {"zh-Hant", "en"}:
                anomalies.append(Anomaly(EDITION, "unpaired_example",
                                         f"{rule_id} example {i} has only {sorted(example)}",
                                         rule_id, source.file, seg.offset))
        if seg.omission_after:
            anomalies.append(Anomaly(EDITION, "omitted_by_source", (
                f"the post marks an omission ('[略]') after {rule_id}: the rules between it and the "
                "next number are not in the source"), rule_id, source.file, seg.offset))
        records.append(Record(EDITION, rule_id, kind_of(seg.id), text=text, examples=seg.examples,
                              source={"file": source.file, "offset": seg.offset}, translation=translation))
    link_parents(records, anomalies)
    for rec in records:
        # A heading such as ``死觸 Deathtouch`` is a title in both languages at once.
        zh, en = rec.text.get("zh-Hant", ""), rec.text.get("en", "")
        if rec.kind == "section" or (looks_like_title(zh) and len(en.split()) <= 3 and rec.kind == "rule"
                                     and any(r.parent == rec.id for r in records)):
            rec.title = {k: v for k, v in (("zh-Hant", zh), ("en", en)) if v}
            rec.text = {}
    return records, anomalies, post.preface
