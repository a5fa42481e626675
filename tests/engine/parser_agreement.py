"""The three parsers of the card language agree on every template (tests/engine/test_cardlang.py
``TEMPLATES``): the LALR parser, whenever it accepts a line, and relex (``engine.cardlang.relex``)
always give the Earley parser's AST, in English and in the canonical Chinese the template renders to.

The Earley parse is the dear part (a few tenths of a second a line), so each line is parsed by it
once and compared with both fast paths; the two languages are two test files
(``test_parsers_agree_en.py``, ``test_parsers_agree_zh.py``), so the suite's workers share them.
"""

from __future__ import annotations

from engine.cardlang import _earley, _fast_parser, _lalr, parse_line, relex, render_ability
from engine.cardlang.build import BuildAst
from engine.cardlang.normalise import normalise_en, normalise_zh


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
