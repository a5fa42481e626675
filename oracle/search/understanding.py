"""From what a player typed to what the index is asked: corrections, vocabulary, weights, senses.

The order matters and is the same for every query:

1. fold (NFKC, Simplified, lower case); digits are kept (``0 life``, ``3点``);
2. correct typos: English words unknown to the index, Chinese table words typed by sound or shape;
3. find terminology and vocabulary forms in the mixed-script text (``trample的``, ``pro黑``);
4. put the rules' wording in place of slang (``抽卡`` → ``抓牌``, ``sac`` → ``sacrifice``), before
   segmentation, and name the terms they mean (which bridges the languages);
5. segment and stem; question words (``吗``, ``可以``, ``does``, ``my``) keep a low weight;
6. a "what happens if" phrasing asks the ranking to lean to rules that state consequences.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from oracle.search import english
from oracle.search.concepts import FormMatch, find_forms
from oracle.search.negation import negates
from oracle.search.segmenter import ZH_STOP, Segmenter, word_pairs
from oracle.search.tables import Tables
from oracle.search.text import CJK_RUN, LATIN_WORD, fold, is_cjk, normal_form
from oracle.search.typos import ChineseCorrector, Correction, Speller
from oracle.search.weights import Weights


@dataclass
class QueryPlan:
    """What the ranking is asked, and what the answer reports back."""

    text: str                                   # the folded query after corrections and slang
    tokens: dict[str, float] = field(default_factory=dict)     # index token -> query weight
    concepts: dict[str, float] = field(default_factory=dict)   # term id -> query weight
    pairs: dict[str, float] = field(default_factory=dict)      # "word word" -> query weight
    phrases: list[str] = field(default_factory=list)           # folded quoted phrases
    frame: bool = False                         # asks "what happens if"
    negated: bool = False                       # asks what can't be done or doesn't happen
    corrections: list[tuple[str, str]] = field(default_factory=list)   # (typed, corrected)
    corrected_text: str | None = None           # the query as typed, with corrections, for "did you mean"
    slang: list[str] = field(default_factory=list)             # vocabulary entries used
    whole: list[str] = field(default_factory=list)             # normal forms of the whole query
    mark_zh: list[str] = field(default_factory=list)           # words to mark in Chinese snippets
    mark_en: list[str] = field(default_factory=list)           # stems to mark in English snippets
    groups: list[tuple[frozenset[str], float]] = field(default_factory=list)  # what the query names, once each
    terms_only: tuple[str, ...] = ()           # the terms, when the query names terms and nothing else

    @property
    def empty(self) -> bool:
        return not (self.tokens or self.concepts or self.phrases)


class QueryReader:
    """Reads queries against the loaded tables, segmenter and spelling vocabulary."""

    def __init__(self, tables: Tables, segmenter: Segmenter, speller: Speller, weights: Weights,
                 chinese: ChineseCorrector | None = None):
        self.tables, self.segmenter, self.speller, self.weights = tables, segmenter, speller, weights
        self.chinese = chinese or ChineseCorrector(tables, self._known_chinese)
        self.english_forms = {w for row in tables.forms if not row["cjk"] for w in LATIN_WORD.findall(row["form"])}

    def _known_chinese(self, word: str) -> bool:
        return self.segmenter.known(word) or word in self.tables.question_words

    def _known_english(self, word: str) -> bool:
        return (self.speller.known(word) or word in self.english_forms or word in self.tables.question_words
                or word in english.STOP_WORDS)

    # -- steps ----------------------------------------------------------------------------------
    def _single_chars(self, text: str, memo: dict[str, list[str]] | None = None) -> set[int]:
        """Offsets of one-character words in the segmentation (where a one-character form may match)."""
        out = set()
        for run in CJK_RUN.finditer(text):
            pos = run.start()
            for word in self.segmenter.cut(run.group(0), memo):
                if len(word) == 1:
                    out.add(pos)
                pos += len(word)
        return out

    def _correct(self, text: str, correct: bool, typed_text: str = "") -> tuple[str, list[Correction]]:
        if not correct:
            return text, []
        fixes: list[Correction] = []
        for m in LATIN_WORD.finditer(text):
            word = m.group(0)
            typed = typed_text[m.start():m.end()] if len(typed_text) == len(text) else word
            # A capitalised word after the first is a name (a card, a set): left as typed.
            if typed[:1].isupper() and typed[1:].islower() and m.start() > 0:
                continue
            if not self._known_english(word):
                fixed = self.speller.correct(word)
                if fixed:
                    fixes.append(Correction(m.start(), m.end(), word, fixed))
        # Chinese corrections look at Chinese runs only, and a query that is wholly one table form
        # (践踏, 法术力灼伤) has every character protected by that form: nothing to look at.
        if is_cjk(text) and text.strip() not in self.tables.form_rows:
            protected = bytearray(len(text))
            for match in find_forms(text, self.tables, single_chars=()):
                protected[match.start:match.end] = b"\x01" * (match.end - match.start)
            for word in self.tables.cjk_question_words:
                start = text.find(word)
                while start >= 0:
                    protected[start:start + len(word)] = b"\x01" * len(word)
                    start = text.find(word, start + 1)
            fixes += self.chinese.corrections(text, protected)
        fixes.sort(key=lambda c: c.start)
        out, cursor = [], 0
        for fix in fixes:
            out.append(text[cursor:fix.start])
            out.append(fix.fixed)
            cursor = fix.end
        out.append(text[cursor:])
        return "".join(out), fixes

    def _rewrite(self, text: str, matches: list[FormMatch]) -> tuple[str, list[str]]:
        """Slang replaced by the rules' wording (the named terms' own forms where no ``say`` is given).

        A term's variant (``sac``, ``墓地``) keeps its place and is followed by the term's own form
        in the same script, which the rules' text uses.
        """
        out, cursor, kept = [], 0, []
        for m in matches:
            if not m.slang:
                if len(m.terms) == 1 and m.terms[0] in self.tables.terms:
                    row = self.tables.terms[m.terms[0]]
                    own = fold(row["zh-Hans"] if is_cjk(m.form) else row["en"])
                    if own and own != m.form and own not in fold(row["zh-Hant"]):
                        out += [text[cursor:m.end], " ", own, " "]
                        cursor = m.end
                continue
            if m.say:
                say = m.say
            else:
                key = "zh-Hans" if is_cjk(m.form) else "en"
                say = " ".join(fold(self.tables.terms[t][key]) for t in m.terms if t in self.tables.terms)
            out += [text[cursor:m.start], " ", say, " "]
            kept.append(text[m.start:m.end])
            cursor = m.end
        out.append(text[cursor:])
        return "".join(out), kept

    def _frame(self, text: str) -> bool:
        for frame in self.tables.frames:
            if frame in text:
                if is_cjk(frame):
                    return True
                start = text.find(frame)
                before = start == 0 or not text[start - 1].isalnum()
                after = start + len(frame) >= len(text) or not text[start + len(frame)].isalnum()
                if before and after:
                    return True
        return False

    def _terms_only(self, text: str, matches: list[FormMatch], memo: dict[str, list[str]]) -> tuple[str, ...]:
        """The terms named, when nothing but terms and question words is typed (``踐踏 trample``,
        ``法术力灼烧``): such a query asks what the term is, and its defining rule answers it."""
        named = [m for m in matches if m.terms]
        if not named:
            return ()
        rest = list(text)
        for m in named:
            rest[m.start:m.end] = " " * (m.end - m.start)
        left = "".join(rest)
        question = self.tables.question_words
        if any(w not in question and w not in ZH_STOP for w, _, _ in self.segmenter.tokens(left, memo)):
            return ()
        if any(w not in question and w not in english.STOP_WORDS for w, _, _ in english.words(left)):
            return ()
        return tuple(dict.fromkeys(t for m in named for t in m.terms))

    # -- the whole reading ------------------------------------------------------------------------
    def read(self, words: str, phrases: list[str] | None = None, *, correct: bool = True) -> QueryPlan:
        w = self.weights
        memo: dict[str, list[str]] = {}   # this query's segmentations, each text cut once
        folded = fold(words)
        corrected, fixes = self._correct(folded, correct, words)
        plan = QueryPlan(text=corrected, phrases=[fold(p).strip() for p in phrases or [] if p.strip()])
        plan.corrections = [(f.typed, f.fixed) for f in fixes]
        plan.frame = self._frame(corrected)
        plan.negated = negates(corrected)
        matches = find_forms(corrected, self.tables, single_chars=self._single_chars(corrected, memo))
        for m in matches:
            if m.slang:
                plan.slang.append(m.slang)
            weight = w.concept * (w.slang if m.slang else 1.0)
            for term_id in m.terms:
                plan.concepts[term_id] = max(plan.concepts.get(term_id, 0.0), weight)
        question = self.tables.question_words
        plan.terms_only = self._terms_only(corrected, matches, memo)
        rewritten, kept = self._rewrite(corrected, matches)
        plan.text = rewritten
        # The slang's own words stay in the query at a lower weight (同时触发 still says 同时).
        for span in kept:
            for word, _, _ in self.segmenter.tokens(span, memo):
                if word not in question and len(word) > 1:
                    plan.tokens.setdefault(word, w.slang_original)
            for word, _, _ in english.words(span):
                if word not in question:
                    plan.tokens.setdefault(english.stem(word), w.slang_original)
        fixed_words = {f.fixed for f in fixes}
        for word, _, _ in self.segmenter.tokens(rewritten, memo):
            if word in question:
                weight = w.question_word
            elif len(word) == 1:
                weight = w.single_char
            else:
                weight = 1.0
            if any(word in fixed for fixed in fixed_words):
                weight *= w.corrected
            plan.tokens[word] = max(plan.tokens.get(word, 0.0), weight)
        en_words = [word for word, _, _ in english.words(rewritten)]
        for word in en_words:
            weight = w.question_word if word in question else (w.corrected if word in fixed_words else 1.0)
            token = english.stem(word)
            plan.tokens[token] = max(plan.tokens.get(token, 0.0), weight)
        content_zh = [t for t in self.segmenter.words(rewritten, memo) if t not in question]
        content_en = [english.stem(t) for t in en_words if t not in question]
        # What the question names, each word once: a word and the parts search mode splits it into
        # count as one (the ranking's coordination factor counts these groups).
        for word in dict.fromkeys(content_zh):
            group = {word} | {part for part, _, _ in self.segmenter.search_words(word, memo, word=True)}
            plan.groups.append((frozenset(t for t in group if t in plan.tokens), plan.tokens.get(word, 1.0)))
        for stem_ in dict.fromkeys(content_en):
            plan.groups.append((frozenset({stem_}), plan.tokens.get(stem_, 1.0)))
        for term_id, weight in plan.concepts.items():
            plan.groups.append((frozenset({f"c:{term_id}"}), weight))
        plan.groups = [(g, q) for g, q in plan.groups if g]
        for seq in (content_zh, content_en):
            for pair in word_pairs(seq):
                plan.pairs[pair] = w.pair
        plan.whole = list(dict.fromkeys(f for f in (normal_form(folded), normal_form(corrected)) if f))
        if fixes:
            plan.corrected_text = _apply_to_typed(words, fixes, folded, self.tables)
        plan.mark_zh = sorted({t for t in plan.tokens if is_cjk(t) and t not in question
                               and not (len(t) == 1 and t in ZH_STOP)}
                              | {f for term in plan.concepts for f in self.tables.term_forms(term)
                                 if is_cjk(f) and len(f) > 1}, key=lambda s: (-len(s), s))
        marks = {word for word in en_words if word not in question}
        marks |= {part for term in plan.concepts for f in self.tables.term_forms(term) if not is_cjk(f)
                  for part in LATIN_WORD.findall(f) if part not in english.STOP_WORDS}
        plan.mark_en = sorted(marks | {english.stem(m) for m in marks}, key=lambda s: (-len(s), s))
        return plan


def _apply_to_typed(typed: str, fixes: list[Correction], folded: str, tables: Tables) -> str:
    """The user's own query with the corrections in place, in the script the user typed.

    Folding keeps offsets for most queries (NFKC and the script conversion change characters, not
    their number); where it did not, the folded text with corrections is shown instead.
    """
    if len(typed) != len(folded):
        base, offset_ok = folded, True
    else:
        base, offset_ok = typed, True
    out, cursor = [], 0
    for fix in fixes:
        original = base[fix.start:fix.end] if offset_ok else fix.typed
        out.append(base[cursor:fix.start])
        out.append(_in_script_of(original, fix.fixed, tables))
        cursor = fix.end
    out.append(base[cursor:])
    return "".join(out)


def _in_script_of(original: str, fixed: str, tables: Tables) -> str:
    """A Traditional correction for a Traditional typo: the term's zh-Hant form when it has one."""
    if not is_cjk(fixed) or fold(original) == original:
        return fixed
    for term in tables.form_rows.get(fixed, {}).get("terms", []):
        row = tables.terms.get(term)
        if row and fold(row["zh-Hant"]) == fixed:
            return row["zh-Hant"]
    return fixed
