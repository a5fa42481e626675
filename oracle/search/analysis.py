"""Text analysis for the index and for queries, in one stable importable module.

Whoosh pickles a field's analyzer into the index schema, so the analyzer classes here hold no
converter or tokenizer objects: they call module functions that build OpenCC and jieba once per
process (``warm_up()`` does it at start-up; gunicorn's ``--preload`` shares it among workers).
"""

from __future__ import annotations

import logging
import os
import re
from functools import lru_cache
from pathlib import Path

import jieba
from whoosh.analysis import LowercaseFilter, RegexTokenizer, StemFilter, StopFilter, Token, Tokenizer

_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]+")
_LATIN_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'/+\-]*")
# Single characters that carry no meaning on their own in rule text (particles, measure words).
_ZH_STOP = frozenset("的了在是和与及或而其之被把将让于为以也都就并且个")


@lru_cache(maxsize=1)
def _t2s():
    import opencc

    return opencc.OpenCC("t2s").convert


@lru_cache(maxsize=1)
def _s2t():
    import opencc

    return opencc.OpenCC("s2t").convert


def to_simplified(text: str) -> str:
    """Fold Traditional into Simplified so either script matches both."""
    return _t2s()(text) if _CJK_RUN.search(text) else text


def to_traditional(text: str) -> str:
    return _s2t()(text) if _CJK_RUN.search(text) else text


jieba.setLogLevel(logging.WARNING)
_CACHE_DIR: list[Path] = []


def set_cache_dir(data: Path) -> None:
    """Keep jieba's dictionary cache in the data directory (not /tmp, not the user's home)."""
    _CACHE_DIR[:] = [Path(data)]


@lru_cache(maxsize=1)
def segmenter() -> jieba.Tokenizer:
    """jieba with the game's vocabulary as a user dictionary; its cache file lives in the data dir."""
    from oracle.search.vocabulary import load_terms

    tokenizer = jieba.Tokenizer()
    cache_dir = _CACHE_DIR[0] if _CACHE_DIR else Path(os.environ.get("ORACLE_DATA") or "var").resolve()
    if cache_dir.is_dir() and os.access(cache_dir, os.W_OK):
        tokenizer.tmp_dir = str(cache_dir)
        tokenizer.cache_file = "jieba.cache"
    tokenizer.initialize()
    for word in user_words(load_terms()):
        tokenizer.add_word(word, freq=200000)
    return tokenizer


def user_words(terms) -> list[str]:
    words = set()
    for term in terms:
        for form in term.forms:
            if _CJK_RUN.fullmatch(to_simplified(form)):
                words.add(to_simplified(form))
    words.update(EXTRA_WORDS)
    return sorted(words)


# Rule vocabulary the segmenter must keep whole even before the terminology table names it.
EXTRA_WORDS = (
    "依状态而生的效应", "致命伤害", "次元幽影", "侧面攻击", "先攻", "践踏", "飞行", "敏捷", "地行者", "保护",
    "重生", "堆叠", "优先权", "法术力灼伤", "法术力池", "传奇法则", "衍生物", "指示物", "横置", "重置",
    "主动牌手", "非主动牌手", "战斗伤害", "启动式异能", "起动式异能", "触发式异能", "持续式异能",
    "静止式异能", "法术力异能", "区域性结界", "广域性结界", "防御力", "坟墓场", "牌库", "手牌上限",
    "宣告攻击者", "宣告阻挡者", "清除步骤", "维持步骤", "重置步骤", "抓牌步骤", "回合结束", "替代性效应",
    "防止性效应", "持续性效应", "一次性效应", "躲避式异能", "召唤失调", "再调度", "死触", "连击", "延势",
    "帷幕", "警戒", "恐惧", "威吓", "系命", "闪现", "佩带", "结附", "守军",
)


def warm_up() -> None:
    """Pay the start-up cost (jieba's dictionary, OpenCC) once per process, before serving."""
    segmenter()
    _t2s()
    _s2t()


def chinese_tokens(text: str):
    """``(word, start, end)`` for every word of every Chinese run, jieba search mode (overlapping)."""
    text = to_simplified(text)
    seg = segmenter()
    for run in _CJK_RUN.finditer(text):
        for word, start, end in seg.tokenize(run.group(0), mode="search"):
            if len(word) == 1 and word in _ZH_STOP:
                continue
            yield word, run.start() + start, run.start() + end


class ChineseTokenizer(Tokenizer):
    """Chinese runs through jieba (after folding to Simplified); Latin words and numbers kept whole."""

    def __eq__(self, other):
        return other.__class__ is self.__class__

    def __call__(self, value, positions=False, chars=False, keeporiginal=False, removestops=True,
                 start_pos=0, start_char=0, tokenize=True, mode="", **kwargs):
        token = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        pos = start_pos
        spans = list(chinese_tokens(value))
        spans += [(m.group(0).lower(), m.start(), m.end()) for m in _LATIN_WORD.finditer(value)]
        spans.sort(key=lambda s: (s[1], s[2]))
        for word, start, end in spans:
            token.text = word
            token.boost = 1.0
            token.stopped = False
            if keeporiginal:
                token.original = word
            if positions:
                token.pos = pos
                pos += 1
            if chars:
                token.startchar, token.endchar = start_char + start, start_char + end
            yield token


def chinese_analyzer():
    return ChineseTokenizer()


def english_analyzer():
    """English words lower-cased, stop words dropped, stemmed (trample/trampled/tramples)."""
    return RegexTokenizer(r"[A-Za-z0-9]+(?:['.][A-Za-z0-9]+)*") | LowercaseFilter() | StopFilter() | StemFilter()


def spelling_analyzer():
    """Whole English words, unstemmed: what "did you mean" suggests from."""
    return RegexTokenizer(r"[A-Za-z]{3,}") | LowercaseFilter() | StopFilter()
