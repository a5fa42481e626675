"""Choices made as a permanent comes into play ("As ~ comes into play, choose a color / an opponent /
a creature type."): part of the event that puts it into play, not a triggered ability (410.10e), so
the choice is made before anything can respond and recorded on the permanent (``Permanent.chosen``).
The abilities that refer to it ("protection from the chosen color") read it from there.

A scenario answers with ``choose: {color: B}``, ``choose: {opponent: B}`` or
``choose: {creature_type: Goblin}``; the defaults are white, the next opponent in turn order, and the
creature type most common among the creatures its controller controls (alphabetically first on a tie,
Human with none)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.model.abilities import StaticAbility
from engine.model.objects import Permanent

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.state import GameState

COLOR_CHOICES = ("W", "U", "B", "R", "G")


def make_entry_choice(game: Game, perm: Permanent, kind: str) -> None:
    """Record the controller's choice of ``kind`` on ``perm`` as it comes into play (410.10e)."""
    player = perm.controller
    answer = game.take_choice(kind, player)
    value = _valid(game, perm, kind, answer)
    if value is None:
        value = _default(game, perm, kind)
        game.log("choice_default", [player, perm.id], ["trigger.enters_with"], "choice_default.entry_choice",
                 player=player, permanent=perm.label, choice=value)
    perm.chosen[kind] = value
    game.log("entry_choice", [player, perm.id], ["trigger.enters_with"], player=player, permanent=perm.label,
             choice=value)


def _valid(game: Game, perm: Permanent, kind: str, answer: object) -> str | None:
    if not isinstance(answer, str):
        return None
    if kind == "color":
        return answer.upper() if answer.upper() in COLOR_CHOICES else None
    if kind == "opponent":
        return answer if answer in game.state.players and answer != perm.controller else None
    return answer[:1].upper() + answer[1:] if answer.strip() else None


def _default(game: Game, perm: Permanent, kind: str) -> str:
    if kind == "color":
        return "W"
    if kind == "opponent":
        return game.state.opponent(perm.controller)
    kinds = Counter(t for p in game.state.battlefield.values() if p.controller == perm.controller
                    and p.card.is_creature for t in p.card.subtypes)
    if not kinds:
        return "Human"
    best = max(kinds.values())
    return sorted(t for t, n in kinds.items() if n == best)[0]


def matches_choice(state: GameState, kind: str, source_id: str | None, perm: Permanent) -> bool:
    """Whether ``perm`` is of the colour or creature type its source chose as it came into play
    ("creatures of the chosen color"); with no choice recorded (the source isn't in play), none is."""
    source = state.battlefield.get(source_id or "")
    value = source.chosen.get(kind) if source is not None else None
    if value is None:
        return False
    return value in perm.colors if kind == "color" else perm.card.is_creature and perm.card.has_subtype(value)


def chosen_keywords(keywords: tuple[str, ...], source: Permanent | None) -> tuple[str, ...]:
    """The keywords an ability of ``source`` gives, with "the chosen color" read from the choice
    recorded on ``source`` (as it last existed, for an ability whose source was sacrificed to
    activate it; none recorded: that protection protects from nothing)."""
    if "protection:chosen" not in keywords:
        return keywords
    color = source.chosen.get("color") if source is not None else None
    return tuple(kw for kw in (f"protection:{color}" if k == "protection:chosen" else k for k in keywords)
                 if kw != "protection:None")


def kept_by_own_protection(aura: Permanent, host: Permanent) -> bool:
    """"This effect doesn't remove ~.": the host's protection from the aura's colour comes from the
    aura's own ability (then it doesn't make the aura fall off, 420.5d)."""
    keeps = any(isinstance(a, StaticAbility) and a.keeps_source and "protection:chosen" in a.keywords
                for a in aura.card.abilities.abilities)
    color = aura.chosen.get("color")
    return keeps and color is not None and host.protection_against(aura.colors, aura.card) == color
