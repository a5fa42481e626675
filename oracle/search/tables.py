"""The language tables search reads: terminology, player vocabulary, question words, homophones.

``terms.yaml`` and ``vocabulary.yaml`` are parsed once, at build time, and compiled here into plain
lists and dicts that :func:`write_tables` stores as JSON in the data directory. A query loads that
file (a few milliseconds) instead of parsing YAML (over half a second in pure Python) or jieba's
dictionary. :class:`Tables` is the loaded form, with the lookups a query needs.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from importlib.resources import files
from pathlib import Path
from typing import Any

from oracle.search.text import fold, is_cjk

RULES_CORPUS = Path(str(files("rules_corpus")))
TERMS_FILE = RULES_CORPUS / "terms.yaml"
VOCABULARY_FILE = RULES_CORPUS / "vocabulary.yaml"
TABLES_FILE = "tables.json"
INDEX_DIR = "search-index"
INDEX_FILE = "index.json"
#: Bumped whenever the stored layout changes; an index of another version is rebuilt, not misread.
FORMAT = 2

# Rule vocabulary the segmenter must keep whole even where the terminology table does not name it.
RULE_WORDS = (
    "依状态而生的效应", "致命伤害", "次元幽影", "侧面攻击", "先攻", "践踏", "飞行", "敏捷", "地行者", "保护",
    "重生", "堆叠", "优先权", "法术力灼伤", "法术力池", "传奇法则", "衍生物", "指示物", "横置", "重置",
    "主动牌手", "非主动牌手", "战斗伤害", "启动式异能", "起动式异能", "触发式异能", "持续式异能",
    "静止式异能", "法术力异能", "区域性结界", "广域性结界", "防御力", "坟墓场", "牌库", "手牌上限",
    "宣告攻击者", "宣告阻挡者", "清除步骤", "维持步骤", "重置步骤", "抓牌步骤", "回合结束", "替代性效应",
    "防止性效应", "持续性效应", "一次性效应", "躲避式异能", "召唤失调", "再调度", "死触", "连击", "延势",
    "帷幕", "警戒", "恐惧", "威吓", "系命", "闪现", "佩带", "结附", "守军", "牌手", "坟场",
)


# -- build time: YAML to plain data ------------------------------------------------------------
def load_sources(terms_file: Path = TERMS_FILE, vocabulary_file: Path = VOCABULARY_FILE) -> tuple[list, dict]:
    """The two YAML files, parsed once with the C loader (build time only)."""
    from rules_corpus.yamlio import load_yaml

    terms = load_yaml(terms_file) if terms_file.exists() else []
    vocabulary = load_yaml(vocabulary_file) if vocabulary_file.exists() else {}
    return list(terms or []), dict(vocabulary or {})


def _forms_of_term(entry: dict[str, Any]) -> list[str]:
    forms = [entry.get("en", ""), entry.get("zh-Hans", ""), entry.get("zh-Hant", "")]
    forms += list(entry.get("en_variants") or []) + list(entry.get("variants") or [])
    return list(dict.fromkeys(fold(str(f)).strip() for f in forms if f and str(f).strip()))


def compile_tables(terms: list[dict[str, Any]], vocabulary: dict[str, Any]) -> dict[str, Any]:
    """Everything a query needs from the two tables, as JSON-ready data (no segmenter yet)."""
    term_rows: dict[str, dict[str, Any]] = {}
    by_form: dict[str, dict[str, Any]] = {}
    generic = {fold(str(f)) for f in vocabulary.get("generic_forms") or []}
    for entry in terms:
        term_id = str(entry["id"])
        forms = _forms_of_term(entry)
        term_rows[term_id] = {
            "en": str(entry.get("en", "")), "zh-Hans": str(entry.get("zh-Hans", "")),
            "zh-Hant": str(entry.get("zh-Hant", "")), "forms": forms,
            "defined_by": [[str(ed), str(rid)] for ed, ids in (entry.get("rules") or {}).items() for rid in ids or []],
        }
        for form in forms:
            row = by_form.setdefault(form, {"form": form, "terms": [], "slang": None, "say": None})
            row["terms"].append(term_id)
    for entry in vocabulary.get("slang") or []:
        means = [str(m) for m in entry.get("means") or []]
        say = entry.get("say") or {}
        for lang in ("zh-Hans", "zh-Hant", "en"):
            for raw in entry.get(lang) or []:
                form = fold(str(raw)).strip()
                if not form:
                    continue
                row = by_form.setdefault(form, {"form": form, "terms": [], "slang": None, "say": None})
                # What players mean wins over a coincidence with a term's own form (``cast``).
                row["slang"], row["terms"] = str(entry["id"]), means
                row["say"] = fold(str(say.get("zh" if is_cjk(form) else "en") or "")) or None
    form_rows: list[dict[str, Any]] = []
    for form, row in by_form.items():
        row["terms"] = list(dict.fromkeys(row["terms"]))
        row["generic"] = form in generic and not row["slang"]
        row["cjk"] = is_cjk(form)
        form_rows.append(row)
    form_rows.sort(key=lambda r: (-len(r["form"]), r["form"]))
    senses = {}
    for entry in vocabulary.get("senses") or []:
        senses[fold(str(entry["form"]))] = {
            "means": {str(k): [fold(str(w)) for w in v or []] for k, v in (entry.get("means") or {}).items()},
            "default": str(entry.get("default") or ""),
        }
    questions = vocabulary.get("question_words") or {}
    consequence = vocabulary.get("consequence") or {}
    look_alike: dict[str, str] = {}
    for group in vocabulary.get("look_alike") or []:
        group = fold(str(group))
        for ch in group:
            look_alike[ch] = "".join(sorted(set(look_alike.get(ch, "") + group.replace(ch, ""))))
    return {
        "format": FORMAT,
        "terms": term_rows,
        "forms": form_rows,
        "senses": senses,
        "question_words": sorted({fold(str(w)) for lang in ("zh", "en") for w in questions.get(lang) or []}),
        "frames": sorted({fold(str(w)) for lang in ("zh", "zh-Hant", "en") for w in consequence.get(lang) or []},
                         key=lambda f: (-len(f), f)),
        "consequence_rules": {str(k): [str(i) for i in v or []] for k, v in (consequence.get("rules") or {}).items()},
        "consequence_text": [fold(str(t)) for t in consequence.get("text") or []],
        "look_alike": dict(sorted(look_alike.items())),
    }


def user_words(compiled: dict[str, Any]) -> list[str]:
    """Chinese words the segmenter must keep whole: table forms, rule words, question words."""
    words = {row["form"] for row in compiled["forms"] if row["cjk"] and len(row["form"]) > 1}
    words.update(fold(w) for w in RULE_WORDS)
    words.update(w for w in compiled["question_words"] if is_cjk(w) and len(w) > 1)
    words.update(w for w in compiled["frames"] if is_cjk(w) and len(w) > 1)
    return sorted(w for w in words if is_cjk(w) and " " not in w)


def homophones(compiled: dict[str, Any]) -> dict[str, str]:
    """``{syllable: characters}`` for every toneless syllable a table word's character can be read as.

    Built with pypinyin (build time only), over the CJK Unified Ideographs block, so a query can
    tell that 賤踏 or 见踏 sounds like 践踏 without loading pypinyin.
    """
    from pypinyin import Style, pinyin

    def readings(ch: str) -> list[str]:
        found = pinyin(ch, style=Style.NORMAL, heteronym=True, errors="ignore")
        return [r for r in found[0] if r.isalpha()] if found else []

    wanted: set[str] = set()
    for row in compiled["forms"]:
        if row["cjk"] and len(row["form"]) > 1:
            for ch in row["form"]:
                wanted.update(readings(ch))
    out: dict[str, list[str]] = {s: [] for s in wanted}
    for code in range(0x4E00, 0x9FA6):
        ch = chr(code)
        for syllable in readings(ch):
            if syllable in out:
                out[syllable].append(ch)
    return {s: "".join(chars) for s, chars in sorted(out.items())}


def table_readings(compiled: dict[str, Any], sounds: dict[str, str]) -> dict[str, list[str]]:
    """``{character: syllables}`` for the characters of the table words only (build time).

    The typo check asks whether a typed character sounds like a table word's character; with the
    table characters' own syllables at hand it looks the typed one up in those syllables'
    homophones, instead of inverting the whole homophone table (18,000 characters) on first use.
    """
    chars = {ch for row in compiled["forms"] if row["cjk"] and len(row["form"]) > 1 for ch in row["form"]}
    out: dict[str, list[str]] = {}
    for syllable, homophones_of in sorted(sounds.items()):
        for ch in homophones_of:
            if ch in chars:
                out.setdefault(ch, []).append(syllable)
    return dict(sorted(out.items()))


def write_tables(folder: Path, compiled: dict[str, Any]) -> Path:
    path = folder / TABLES_FILE
    path.write_text(json.dumps(compiled, ensure_ascii=False, sort_keys=True, separators=(",", ":")),
                    encoding="utf-8")
    return path


# -- query time --------------------------------------------------------------------------------
@dataclass
class Tables:
    """The compiled tables, loaded from the data directory."""

    data: dict[str, Any]
    forms: list[dict[str, Any]] = field(init=False)

    def __post_init__(self) -> None:
        self.forms = self.data["forms"]
        self.terms: dict[str, dict[str, Any]] = self.data["terms"]
        self.senses: dict[str, dict[str, Any]] = self.data["senses"]
        self.question_words = frozenset(self.data["question_words"])
        self.frames: list[str] = self.data["frames"]
        self.look_alike: dict[str, str] = self.data["look_alike"]

    @classmethod
    def load(cls, folder: Path) -> Tables:
        return cls(json.loads((folder / TABLES_FILE).read_text(encoding="utf-8")))

    @cached_property
    def form_rows(self) -> dict[str, dict[str, Any]]:
        return {row["form"]: row for row in self.forms}

    @cached_property
    def cjk_question_words(self) -> tuple[str, ...]:
        """Chinese question words of two characters or more (left alone by typo correction)."""
        return tuple(sorted(w for w in self.question_words if is_cjk(w) and len(w) > 1))

    @cached_property
    def form_prefixes(self) -> frozenset[str]:
        """Every beginning of a form, the form included: where a scan of a text can stop early."""
        return frozenset(row["form"][:end] for row in self.forms for end in range(1, len(row["form"]) + 1))

    @cached_property
    def cjk_forms_by_length(self) -> dict[int, list[str]]:
        """Chinese table words (two characters or more) by length, for typo correction."""
        out: dict[int, list[str]] = {}
        for row in self.forms:
            if row["cjk"] and len(row["form"]) > 1 and " " not in row["form"] and not row["generic"]:
                out.setdefault(len(row["form"]), []).append(row["form"])
        return out

    def sounds_alike(self, typed: str, wanted: str) -> bool:
        """Whether ``typed`` can be read as one of the syllables of ``wanted``, a table word's character."""
        own = self.data.get("table_readings")
        if own is None:  # a data directory built before the table existed
            readings = self.readings
            return bool(readings.get(typed, frozenset()) & readings.get(wanted, frozenset()))
        sounds = self.data["homophones"]
        return any(typed in sounds[syllable] for syllable in own.get(wanted, ()))

    @cached_property
    def readings(self) -> dict[str, frozenset[str]]:
        """Character -> its toneless syllables (only syllables that table words use)."""
        out: dict[str, set[str]] = {}
        for syllable, chars in self.data.get("homophones", {}).items():
            for ch in chars:
                out.setdefault(ch, set()).add(syllable)
        return {ch: frozenset(s) for ch, s in out.items()}

    def term_forms(self, term_id: str) -> list[str]:
        row = self.terms.get(term_id)
        return row["forms"] if row else []
