"""Chance: "Flip a coin. If you win the flip, …. If you lose the flip, …." and "Clash with an
opponent. If you win, …. Otherwise, …." (engine/effects/chance.py). Each branch is one sentence of
effects built as any other sentence is (``compound``), so whatever an instruction reads elsewhere
it reads after "If you win the flip,"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cardlang.build_terms import Count, of
from engine.effects.chance import Clash, FlipCoin
from engine.effects.combat_removal import RemoveFromCombat
from engine.effects.payment import UnlessDiscard
from engine.model.effect import Effect

#: what the first words of a flip's branch say it is carried out on
FLIP_RESULT = {"win": "win", "lose": "lose", "赢得": "win", "输掉": "lose", "输去": "lose"}


@dataclass(frozen=True)
class Branch:
    """The effects of one branch and the result it is carried out on ("win", "lose", "otherwise")."""

    result: str
    effects: tuple[Effect, ...]


def _flip_result(word: str) -> str:
    return next(v for k, v in FLIP_RESULT.items() if k in word)


class ChanceRules:
    """Builder rules of the coin flips and the clash (shared by en.lark and zh.lark)."""

    def branch(self, c: list[Any]) -> list[Effect]:
        flat: list[Any] = []
        for item in c:
            flat.extend(item if isinstance(item, list) else [item])
        return list(self.compound(flat))  # type: ignore[attr-defined]

    def flip_branch(self, c: list[Any]) -> Branch:
        return Branch(_flip_result(str(c[0])), tuple(next(x for x in c if isinstance(x, list))))

    def otherwise_branch(self, c: list[Any]) -> Branch:
        return Branch("otherwise", tuple(next(x for x in c if isinstance(x, list))))

    def clash_win(self, c: list[Any]) -> Branch:
        return Branch("win", tuple(next(x for x in c if isinstance(x, list))))

    def flip_coin(self, c: list[Any]) -> FlipCoin:
        """Both branches, the win first; "Otherwise" is the other result, and a second branch on the
        same result as the first means nothing."""
        first, *rest = [b for b in c if isinstance(b, Branch)]
        branches = {first.result: first.effects}
        for b in rest:
            result = b.result if b.result != "otherwise" else ("lose" if first.result == "win" else "win")
            if result in branches:
                raise ValueError("two branches of one coin flip on the same result")
            branches[result] = b.effects
        return FlipCoin(branches.get("win", ()), branches.get("lose", ()))

    def unless_discards(self, c: list[Any]) -> UnlessDiscard:
        """"<effect> unless you discard N cards at random": the discard is the payment."""
        effect = next(x for x in c if isinstance(x, Effect))
        return UnlessDiscard((effect,), of(c, Count)[0].value)

    def remove_from_combat(self, c: list[Any]) -> RemoveFromCombat:
        return RemoveFromCombat(self._subject(c))  # type: ignore[attr-defined]

    def clash(self, c: list[Any]) -> Clash:
        branches = {b.result: b.effects for b in c if isinstance(b, Branch)}
        return Clash(branches["win"], branches.get("otherwise", ()))


__all__ = ["Branch", "ChanceRules"]
