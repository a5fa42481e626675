"""Plain-text rendering of records for the terminal (the CLI's non-JSON output)."""

from __future__ import annotations

from typing import Any

LANG_LABELS = {"zh-Hans": "简", "zh-Hant": "繁", "en": "EN"}
PROVENANCE = {"original": "", "official": "official", "project": "project translation",
              "converted": "script-converted"}


def _title(rec: dict[str, Any] | None) -> str:
    if not rec:
        return ""
    title = rec.get("title") or {}
    return title.get("zh-Hans") or title.get("zh-Hant") or title.get("en") or ""


def rule_text(rec: dict[str, Any], family: dict[str, dict[str, Any] | None], langs: list[str] | None = None) -> str:
    """A rule as a reader wants it in a terminal: breadcrumb, text per language, examples, links."""
    out = []
    crumbs = " › ".join(f"{p} {_title(family.get(p))}".strip() for p in rec["parents"])
    out.append(f"{rec['edition']} {rec['id']} ({rec['kind']})" + (f"   {crumbs}" if crumbs else ""))
    for lang in langs or ["zh-Hans", "zh-Hant", "en"]:
        if lang in rec["title"]:
            out.append(f"  [{LANG_LABELS[lang]}] {rec['title'][lang]}")
    if not rec.get("in_corpus", True):
        out.append(f"  (outside this corpus: named by the {rec.get('named_by') or 'source'}, no rule text here)")
    elif not rec["text_in_corpus"]:
        out.append("  (only the title of this section is in the corpus)")
    for lang in langs or ["zh-Hans", "zh-Hant", "en"]:
        if lang in (rec.get("summary") or {}):
            out.append(f"  [{LANG_LABELS[lang]}, project summary, not rule text] {rec['summary'][lang]}")
    for lang in langs or ["zh-Hans", "zh-Hant", "en"]:
        if lang in rec["text"]:
            how = PROVENANCE.get(rec["translation"].get(lang, ""), "")
            label = LANG_LABELS[lang] + (f", {how}" if how else "")
            out.append(f"  [{label}] {rec['text'][lang]}")
    for i, example in enumerate(rec["examples"], start=1):
        for lang in langs or ["zh-Hans", "zh-Hant", "en"]:
            if lang in example:
                out.append(f"  Example {i} [{LANG_LABELS[lang]}] {example[lang]}")
    for note in rec["notes"]:
        out.append(f"  Note: {note.get('zh-Hans') or note.get('zh-Hant') or note.get('en')}")
    if rec["children"]:
        out.append(f"  Children: {', '.join(rec['children'])}")
    if rec["refs"]:
        refs = [r["id"] + ("" if r["resolved"] else " (not in corpus)") for r in rec["ref_details"]]
        out.append(f"  Refers to: {', '.join(refs)}")
    for other in rec.get("counterparts", []):
        absent = "" if other["in_corpus"] else " (not in the corpus)"
        out.append(f"  {other['edition']}: {other['id']}{absent} — {other['note']}")
    if rec["referenced_by"]:
        out.append(f"  Referenced by: {', '.join(rec['referenced_by'])}")
    return "\n".join(out)
