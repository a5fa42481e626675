"""The card language: a Lark grammar per language, one AST, renderers back to English and Chinese.

    >>> abilities = parse_card_text("Prodigal Sorcerer", "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.")
    >>> render_card(abilities, "zh-Hans", "放荡的术士")
    '{横置}：放荡的术士对目标生物或牌手造成1点伤害。'

A line is parsed as English unless it contains Chinese characters; Traditional Chinese is mapped
to Simplified first. Text no template covers raises ``UnsupportedText`` naming the card and the
exact phrase (the line, and the word where the parser stopped).
"""

from __future__ import annotations

import os
import threading
from functools import cache, lru_cache
from importlib.resources import files
from pathlib import Path

from lark import Lark
from lark.exceptions import LarkError, VisitError

from engine.cardlang import relex
from engine.cardlang.build import BuildAst
from engine.cardlang.nearest import EXAMPLES, nearest_templates
from engine.cardlang.normalise import looks_chinese, normalise_en, normalise_zh, strip_reminder
from engine.cardlang.templates import template_names
from engine.errors import UnsupportedText
from engine.model.abilities import Ability, CardAbilities, CastingRule, KeywordAbility, KeywordLine, SpellLine
from engine.text.card_en import render_ability, render_card
from engine.text.vocab import subtype_pattern

_HERE = files("engine.cardlang")


@cache
def _grammar(lang: str) -> str:
    return _HERE.joinpath(f"{lang}.lark").read_text(encoding="utf-8").replace("%SUBTYPES%", subtype_pattern(lang))


#: held while a parser of that kind is built: the production server builds them in a background
#: thread of each worker once it answers (``oracle.production``), and a request that needs one
#: meanwhile waits for that build instead of starting a second one
_BUILDING_EARLEY = threading.Lock()
_BUILDING_LALR = threading.Lock()


def _parser(lang: str) -> Lark:
    """The Earley parser of a language: accepts every sentence of the grammar (built once; Lark
    objects are not modified by parsing)."""
    with _BUILDING_EARLEY:
        return _earley(lang)


def _fast_parser(lang: str) -> Lark | None:
    """An LALR parser of the same grammar: about twenty times faster, but its one-token lookahead
    and contextual lexer reject some sentences, which then go to the Earley parser. Both build
    parse trees of the same grammar, so a sentence both accept gives the same AST (tested)."""
    with _BUILDING_LALR:
        return _lalr(lang)


@cache
def _earley(lang: str) -> Lark:
    return Lark(_grammar(lang), start=["permanent_line", "spell_line"], parser="earley", lexer="dynamic",
                ambiguity="resolve")


def lark_cache(lang: str) -> str | bool:
    """Where Lark keeps a grammar's LALR tables (its ``cache=`` option): ``lark/<lang>.lalr`` in the
    project's data directory when ``ORACLE_DATA`` names an existing directory, so they live and go
    with the database and the search index; else Lark's own file in the temporary directory
    (``True``). Lark writes the grammar's hash into the file and builds the tables again when the
    grammar or Lark changed, so a stale file is never used."""
    data = os.environ.get("ORACLE_DATA")
    if data and Path(data).is_dir():
        folder = Path(data) / "lark"
        try:
            folder.mkdir(exist_ok=True)
        except OSError:
            return True
        return str(folder / f"{lang}.lalr")
    return True


@cache
def _lalr(lang: str) -> Lark | None:
    """The LALR tables are read from Lark's cache (``lark_cache``), so a new process (each
    ``oracle resolve``) loads them in about a tenth of the time it takes to build them."""
    try:
        return Lark(_grammar(lang), start=["permanent_line", "spell_line"], parser="lalr", cache=lark_cache(lang))
    except LarkError:  # pragma: no cover - the grammars are kept LALR-compatible (tested)
        return None


def prepare_parsers() -> None:
    """Build the parsers of both card languages now, so that the first request with card text that
    is not in the parse cache does not pay for them within its time limit.

    The LALR parsers load from Lark's cache in about 0.2 s each and read almost every line; the
    Earley parsers, the fallback for the few lines LALR rejects, take about 0.5 s each to build.
    ``oracle serve`` builds them before serving; the production server has each worker build them
    in the background a second after it is up (``oracle.production``), which keeps start-up within its
    target (docs/benchmarks.md)."""
    for lang in ("en", "zh"):
        _fast_parser(lang)
        _parser(lang)


def parsers_built() -> int:
    """How many card-language parsers this process has built so far. A parse that builds one pays
    once per process for what a server does at start-up, not for the scenario it reads, so the
    scenario builder leaves that time out of the run's deadline (``engine.scenario``)."""
    return _lalr.cache_info().currsize + _earley.cache_info().currsize


def _stopped_at(error: Exception, text: str) -> str:
    """The normalised text from where the parser could not go on (empty if unknown)."""
    column = getattr(error, "column", None)
    if isinstance(column, int) and column > 0:
        return text[column - 1:column + 39]
    return ""


def parse_line(name: str, line: str, *, is_spell: bool = False, name_zh: str | None = None,
               other_names: tuple[str, ...] = (), printed: str | None = None) -> Ability:
    """One ability line -> its AST node; ``ValueError`` (holding where parsing stopped) when no
    template fits. ``other_names``: the card's other Chinese names that its text may call it by
    (the printed Traditional name, aliases); ``printed``: the release date of the printing whose
    Chinese text this is (its creature type words changed meaning with Magic 2010)."""
    chinese = looks_chinese(line)
    start = "spell_line" if is_spell else "permanent_line"
    if not chinese:
        return _parse_normalised("en", normalise_en(name, line), start)
    try:
        return _parse_normalised("zh", normalise_zh(name, name_zh, line, other_names, printed), start)
    except ValueError:
        # A printed Chinese name can be a template word too (Regeneration is 重生, "regenerate"):
        # read the line again with the name left as it is before giving up.
        if not name_zh and not other_names:
            raise
        try:
            return _parse_normalised("zh", normalise_zh(name, None, line, printed=printed), start)
        except ValueError:
            pass
        raise


#: memo size for parsed card text: far above the library's few hundred lines, and a bound on what
#: scenarios with ever-new card text can make a long-running server keep
_MEMO = 8192


@lru_cache(maxsize=_MEMO)
def _parse_normalised(lang: str, text: str, start: str) -> Ability:
    """Memoised on the normalised text, so "Flying" or "~ can't block." is parsed once for all cards.

    The LALR parser first; a line it rejects is read again by the same parser trying every reading
    of each word (``engine.cardlang.relex``), which accepts what the Earley parser accepts and
    refuses the rest, stopping where Earley stops, in a hundredth of its time. The Earley parser is
    left for a line whose readings branch past relex's bound or whose tree does not build."""
    fast = _fast_parser(lang)
    if fast is not None:
        try:
            ability: Ability = BuildAst().transform(fast.parse(text, start=start))
            return ability
        except (LarkError, VisitError, KeyError, ValueError, IndexError):
            pass
        try:
            tree = relex.parse(fast, text, start)
        except relex.NoReading as refused:
            raise ValueError(text[refused.column - 1:refused.column + 39]) from None
        except relex.BudgetExceeded:
            tree = None
        if tree is not None:
            try:
                relexed: Ability = BuildAst().transform(tree)
                return relexed
            except (VisitError, KeyError, ValueError, IndexError):
                pass
    parser = _parser(lang)
    try:
        tree = parser.parse(text, start=start)
        slow: Ability = BuildAst().transform(tree)
        return slow
    except (LarkError, VisitError, KeyError, ValueError, IndexError) as exc:
        raise ValueError(_stopped_at(exc, text)) from None


def card_lines(text: str | None) -> tuple[str, ...]:
    """The ability lines of a card's text: blank lines and lines of reminder text alone dropped,
    the bullets of a modal spell ("Choose one —" then "• ..." lines) joined to their first line."""
    out: list[str] = []
    for raw in (text or "").splitlines():
        line = raw.strip()
        if not line or not strip_reminder(line):
            continue
        if line[0] in "•·" and out:
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
    return tuple(out)


@cache
def _chinese_examples() -> tuple[str, ...]:
    """The template examples of ``engine.cardlang.nearest`` in canonical Simplified Chinese (built once)."""
    return tuple(render_card(parse_card_text("~", text, is_spell=is_spell), "zh-Hans", "~")
                 for text, is_spell in EXAMPLES)


def suggest(normalised_line: str, *, chinese: bool = False) -> list[str]:
    """The supported templates nearest to a refused (normalised) line, in its language."""
    return nearest_templates(normalised_line, _chinese_examples() if chinese else None, chinese=chinese)


@lru_cache(maxsize=_MEMO)
def parse_card_text(
    name: str, text: str, *, is_spell: bool = False, at: str | None = None, name_zh: str | None = None,
    other_names: tuple[str, ...] = (), printed: str | None = None,
) -> CardAbilities:
    """Parse a card's text (one ability per line).

    ``is_spell`` is true for instants and sorceries, whose lines are effects carried out on
    resolution rather than abilities of a permanent. ``name_zh`` and ``other_names`` (the printed
    Traditional name, aliases) are the card's Chinese names, which its text may call it by.
    ``printed`` is the release date ("YYYY-MM-DD") of the printing a Chinese text comes from: a
    printing before Magic 2010 calls Goblins 精灵 (``normalise.fold_printed_types``).
    Results are memoised (the AST is immutable).
    """
    lines = card_lines(text)
    abilities: list[Ability] = []
    others = tuple(n for n in other_names if n)
    for line in lines:
        try:
            abilities.append(parse_line(name, line, is_spell=is_spell, name_zh=name_zh, other_names=others,
                                        printed=printed))
        except ValueError as exc:
            chinese = looks_chinese(line)
            own = normalise_zh(name, name_zh, line, others, printed) if chinese else normalise_en(name, line)
            raise UnsupportedText(name, line, at=at, stopped_at=str(exc) or None, card_zh=name_zh,
                                  suggestions=suggest(own, chinese=chinese)) from None
    if is_spell:
        abilities = [a if isinstance(a, SpellLine | KeywordAbility | CastingRule | KeywordLine) else SpellLine(())
                     for a in abilities]
    return CardAbilities(abilities=tuple(abilities), lines=lines)


__all__ = ["card_lines", "parse_card_text", "parse_line", "parsers_built", "prepare_parsers", "render_ability", "render_card",
           "template_names"]
