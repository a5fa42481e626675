"""Copies of spells (503, cited at section level; 706 of the July 2009 rules).

A copy of a spell on the stack is a new spell object: the same card, instructions, mode, X and
divided damage, and the same targets unless new ones may be chosen; its controller is the player
who copied it. It is not cast, so "whenever a player plays a spell" does not trigger for it. It
resolves like the spell and then ceases to exist: its card stays where the original's card is, and
the copy never goes to a graveyard, a hand or into play.

New targets are the scenario's: one ``choose: {targets: [ids]}`` answer per copy, in the order the
copies are made, checked as targets chosen on casting are (409.1c). Without an answer the copy keeps
the original's targets (the documented default: choosing new targets is optional).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.objects import StackObject
from engine.rules.targets import check_targets
from engine.rules.trigger_events import on_targeted
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game

__all__ = ["copy_spell", "new_copy_targets"]


def new_copy_targets(game: Game, original: StackObject, controller: str) -> tuple[str, ...]:
    """The copy's targets: the scenario's next ``targets`` answer for ``controller``, checked, else
    the original's (a choice the rules refuse is an illegal action at the answer's place)."""
    chosen, at = game.take_choice_located("targets", controller)
    if chosen is None:
        return original.targets
    targets = tuple(str(t) for t in chosen) if isinstance(chosen, list | tuple) else (str(chosen),)
    try:
        check_targets(game, original.target_specs, targets, original.source_colors, original.shown, controller,
                      source_id=original.source)
    except IllegalAction as refused:
        raise refused.located(at or "") from None
    return targets


def copy_spell(game: Game, original: StackObject, controller: str, *, new_targets: bool,
               keys: tuple[str, ...] = ()) -> StackObject:
    """Put a copy of ``original`` (a spell on the stack) on top of the stack under ``controller``'s
    control, with new targets if ``new_targets`` and the scenario gives them; returns the copy."""
    state = game.state
    targets = new_copy_targets(game, original, controller) if new_targets and original.target_specs else \
        original.targets
    card = original.card
    assert card is not None
    copy = replace(original, id=state.new_object_id(f"{original.id}.copy"), controller=controller, targets=targets,
                   label=Msg("stack.copy", card=card.label), copy=True, buyback=False, flashback=False,
                   to_library=False)
    state.stack.append(copy)
    game.log("spell_copied", [original.id, copy.id, *targets], [*keys, "copy.spell", "stack.put_on_top"],
             "spell_copied", player=controller, card=card.label,
             targets=Msg("cast.targeting", targets=[state.label(t) for t in targets]) if targets else None)
    on_targeted(game, copy)
    return copy
