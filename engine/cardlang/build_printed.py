"""Transformer rules of the era's printed English wordings (issue 21, printed English): "Bury",
"Add one colorless mana", the older timing lines of activated abilities and "pay {W}{W} or ...".

Each builds the AST today's wording builds, so a card reads the same from its first printing and
from its Oracle text, and renders back in the canonical words: "Bury target creature." is
"Destroy target creature. It can't be regenerated.", "Add one green mana to your mana pool." is
"Add {G} to your mana pool.", "During your upkeep, pay {U} or destroy ~." is "At the beginning of
your upkeep, destroy ~ unless you pay {U}.".
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cardlang.build_terms import COLOR, Count, Marker, Payment, of
from engine.effects.destroy import Destroy
from engine.effects.mana import AddMana
from engine.effects.payment import PayOption
from engine.model.abilities import KeywordLine


class PrintedRules:
    """Mixed into ``BuildAst``; names match the rules of the "printed English" block of en.lark."""

    def bury(self, c: list[Any]) -> Destroy:
        # "bury" was the era's word for "destroy; it can't be regenerated" (Fifth Edition glossary)
        return Destroy(self._subject(c), no_regeneration=True)  # type: ignore[attr-defined]

    def printed_mana(self, c: list[Any]) -> tuple[str, ...]:
        """"one colorless mana" -> ("C",), "two green mana" -> ("G", "G")."""
        count = of(c, Count)[0].value
        word = next(str(t) for t in c if isinstance(t, Token) and t.type in ("COLOR", "COLORLESS"))
        symbol = "C" if word == "colorless" else COLOR[word]
        return (symbol,) * count

    def add_printed_mana(self, c: list[Any]) -> AddMana:
        return AddMana(of(c, tuple)[0])

    def limit_instant(self, c: list[Any]) -> Marker:
        """An interrupt or instant's timing: what an activated ability has anyway (the Sixth
        Edition rules made interrupts instants), so it restricts nothing."""
        return Marker("instant")

    def limit_mana_source(self, c: list[Any]) -> Marker:
        """"Play this ability as a mana source": only a mana ability may say so (checked by ``activated``)."""
        return Marker("mana_source")

    def pay_or(self, c: list[Any]) -> PayOption:
        """"Pay {W}{W} or destroy ~." is "Destroy ~ unless you pay {W}{W}."."""
        pay = of(c, Payment)[0]
        effect = next(x for x in c if not isinstance(x, Token | Payment))
        return PayOption((effect,), "you", pay.mana, pay.life, unless=True)

    def printed_flash(self, c: list[Any]) -> KeywordLine:
        """"You may play ~ any time you could play an instant." is the keyword flash (502 / 702.8)."""
        return KeywordLine(("flash",))
