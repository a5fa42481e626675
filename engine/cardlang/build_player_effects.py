"""Parse-tree rules of what a player does with permanents, control and turns: sacrifices ("Sacrifice
~.", "Sacrifice another creature.", "sacrifice ~ unless you return a land"), gaining control (for a
turn or for the rest of the game), a life total doubled and extra turns.

A mixin of ``BuildAst`` beside ``EffectRules``, whose ``_player`` and ``_subject`` read the player
and the subject of a sentence; kept apart so that neither module passes the 500-line bound.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.cardlang.build_terms import first, number, of
from engine.effects.control import GainControl
from engine.effects.extra_turn import ExtraTurn
from engine.effects.karoo import SacrificeUnlessReturn
from engine.effects.life import DoubleLife
from engine.effects.sacrifice import Sacrifice
from engine.model.targeting import Group, Target


class PlayerEffectRules:
    """Transformer methods for sacrifices, control, a doubled life total and extra turns."""

    _player: Callable[[list[Any]], Any]  # EffectRules', beside this mixin in BuildAst
    _subject: Callable[[list[Any]], Any]

    def sacrifice_unless_return(self, c: list[Any]) -> SacrificeUnlessReturn:
        return SacrificeUnlessReturn(of(c, Group)[0])

    def sacrifice_self(self, c: list[Any]) -> Sacrifice:
        return Sacrifice("self")

    def sacrifice_it(self, c: list[Any]) -> Sacrifice:
        return Sacrifice("it")

    def sacrifice(self, c: list[Any]) -> Sacrifice:
        group: Group = of(c, Group)[0]
        if first(c, "ARTICLE") in ("another", "另一个") and not group.other:  # not the source itself
            group = replace(group, other=True)
        return Sacrifice(group, self._player(c))

    def gain_control(self, c: list[Any]) -> GainControl:
        return GainControl(self._subject(c))

    def double_life(self, c: list[Any]) -> DoubleLife:
        targets = of(c, Target)
        return DoubleLife(targets[0] if targets else self._player(c))

    def extra_turn(self, c: list[Any]) -> ExtraTurn:
        word = first(c, "NUMBER_WORD")
        turns = number(str(word)) if word else 1
        if not isinstance(turns, int):
            raise ValueError("a number of extra turns is a number")
        return ExtraTurn(self._player(c), turns)

    def gain_control_indefinitely(self, c: list[Any]) -> GainControl:
        """"Gain control of target creature." with no duration: for the rest of the game (418.3a)."""
        return GainControl(self._subject(c), until_end_of_turn=False)
