"""The three parsers of the card language agree on every template (tests/engine/test_cardlang.py
``TEMPLATES``): the LALR parser, whenever it accepts a line, and relex (``engine.cardlang.relex``)
always give the Earley parser's AST, in English and in the canonical Chinese the template renders to.

The Earley parse is the dear part (a tenth of a second a line, several under the suite's load),
so each line is parsed by it once and compared with both fast paths; the two languages are two test
files (``test_parsers_agree_en.py``, ``test_parsers_agree_zh.py``), so the suite's workers share them.
The suite checks each template in one of the two languages, alternating (``templates_for``): every
template and both grammars, at half the Earley parses; ``make fuzz`` checks every template in both
(``ORACLE_PARSER_AGREEMENT=all``).
"""

from __future__ import annotations

import os

from engine.cardlang import _earley, _fast_parser, _lalr, parse_line, relex, render_ability
from engine.cardlang.build import BuildAst
from engine.cardlang.normalise import normalise_en, normalise_zh


def templates_for(lang: str, templates: list[tuple[str, str, bool]]) -> list[tuple[str, str, bool]]:
    """The templates checked in ``lang``: all of them under ``ORACLE_PARSER_AGREEMENT=all``, else
    every other one, English the even ones and Chinese the odd."""
    if os.environ.get("ORACLE_PARSER_AGREEMENT") == "all":
        return list(templates)
    return list(templates[(0 if lang == "en" else 1)::2])


def check_template(lang: str, name: str, line: str, is_spell: bool) -> None:
    start = "spell_line" if is_spell else "permanent_line"
    if lang == "en":
        text = normalise_en(name, line)
    else:
        text = normalise_zh(name, None, render_ability(parse_line(name, line, is_spell=is_spell), "zh-Hans", name))
    full = BuildAst().transform(_earley(lang).parse(text, start=start))
    assert BuildAst().transform(relex.parse(_lalr(lang), text, start)) == full, text
    fast = _fast_parser(lang)
    assert fast is not None, f"the {lang} grammar must stay LALR-compatible"
    try:
        tree = fast.parse(text, start=start)
    except Exception:  # noqa: BLE001 - rejected by LALR: relex (checked above) or Earley reads it
        return
    assert BuildAst().transform(tree) == full, text
