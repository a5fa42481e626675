"""Parse-tree rules of the era's trigger events (the "triggers" block of en.lark / zh.lark): steps
of one player ("At the beginning of your end step", "... of each opponent's upkeep", "At the
beginning of combat on your turn"), a spell of a subtype cast ("a Spirit or Arcane spell"),
permanents coming into play under a player's control, a player discarding a card or gaining life, a
permanent becoming the target of a spell or ability, a creature of a group attacking, an attacker
that isn't blocked, and the delayed "... at the beginning of the next end step" (406.2a).

Each head is a dict of ``TriggeredAbility`` fields, as in ``build.py``; the engine side is
``engine.rules.triggers`` and ``engine.rules.trigger_events``."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cardlang.build_terms import ATTACHED, Marker, first, of, subtype_of, tokens_of
from engine.effects.delayed import AtEndOfTurn
from engine.model.targeting import Group

#: whose step or whose action a trigger watches: "your" / "you" is its controller's, "each
#: opponent's" / "an opponent" an opponent's, anything else every player's
_OWNER = {"your": "you", "你的": "you", "each opponent's": "opponent", "每位对手的": "opponent"}
_PLAYER = {"you": "you", "你": "you", "an opponent": "opponent", "一位对手": "opponent"}
_UNDER = {"under your control": "you", "在你的操控下": "you", "under an opponent's control": "opponent",
          "在一位对手的操控下": "opponent"}


class TriggerRules:
    """Transformer methods of the trigger events; mixed into ``BuildAst``."""

    def trig_end_step(self, c: list[Any]) -> dict[str, Any]:
        # "each end step" / "each player's end step" is "At end of turn" (the classic wording)
        owner = _OWNER.get(first(c, "UPKEEP_OWNER") or "")
        return {"event": "end_of_turn", **({"subject": owner} if owner else {})}

    def trig_combat_begins(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "beginning_of_combat", "subject": "you"}

    def trig_enters_under(self, c: list[Any]) -> dict[str, Any]:
        """"Whenever a creature comes into play under your control" is "Whenever a creature you
        control comes into play": the group names its controller (one AST for both wordings)."""
        group: Group = of(c, Group)[0]
        under = _UNDER[first(c, "UNDER_CONTROL") or ""]
        if group.controller not in (None, under):
            raise ValueError("two controllers")
        other = group.other or first(c, "ARTICLE") in ("another", "另一个")
        return {"event": "enters", "subject": Group(**{**group.__dict__, "controller": under, "other": other})}

    def _player_watched(self, c: list[Any]) -> str:
        return _PLAYER.get(first(c, "CASTER") or "", "each")

    def trig_discards(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "discards", "subject": self._player_watched(c)}

    def trig_gains_life(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "gains_life", "subject": self._player_watched(c)}

    def trig_targeted(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "targeted"}

    def trig_targeted_attached(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "targeted", "subject": ATTACHED[first(c, "ATTACHED") or ""]}

    def trig_targeted_group(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "targeted", "subject": self._article_group(c)}  # type: ignore[attr-defined]

    def trig_attacks_group(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "attacks", "subject": self._article_group(c)}  # type: ignore[attr-defined]

    def trig_unblocked(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "unblocked"}

    def trig_unblocked_attached(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "unblocked", "subject": ATTACHED[first(c, "ATTACHED") or ""]}

    def trig_unblocked_group(self, c: list[Any]) -> dict[str, Any]:
        return {"event": "unblocked", "subject": self._article_group(c)}  # type: ignore[attr-defined]

    def spell_subtypes(self, c: list[Any]) -> Marker:
        return Marker("subtypes", tuple(subtype_of(str(t)) for t in tokens_of(c, "SUBTYPE_WORD")))

    def delayed_end_step(self, c: list[Any]) -> AtEndOfTurn:
        """"<effect> at the beginning of the next end step" / "At end of turn, <effect>.": done by a
        delayed triggered ability at the beginning of the next end of turn step (406.2a)."""
        effect = next(x for x in c if not isinstance(x, Token))
        if effect.targets():
            # the targets would be chosen as the delayed ability triggers (406.2a): not modelled
            raise ValueError("a delayed effect at the next end step can't target")
        return AtEndOfTurn((effect,))


__all__ = ["TriggerRules"]
