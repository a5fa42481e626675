"""LALR, relex and Earley give one AST on every template in Chinese (see ``parser_agreement``)."""

from __future__ import annotations

import pytest

from tests.engine.parser_agreement import check_template
from tests.engine.test_cardlang import TEMPLATES


@pytest.mark.parametrize(("name", "line", "is_spell"), TEMPLATES, ids=[t[1][:40] for t in TEMPLATES])
def test_the_parsers_agree(name: str, line: str, is_spell: bool) -> None:
    check_template("zh", name, line, is_spell)
