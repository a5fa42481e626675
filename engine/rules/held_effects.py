"""Effects that last "for as long as ~ remains tapped" (418.3a) and change power and toughness:
each is kept with its source's tap count as it began, and is over as soon as the source is untapped,
has left play, or has been tapped again since (``Permanent.tap_count``). Checked each time continuous
effects are recomputed (``engine.rules.continuous.refresh``), which the rules do before a player gets
priority and after every spell or ability resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game


def end_held_pumps(game: Game) -> None:
    """Drop the bonuses whose source no longer remains tapped, logging each one that ends."""
    state = game.state
    for perm in state.battlefield.values():
        if not perm.held_pt:
            continue
        kept = []
        for source_id, count, power, toughness in perm.held_pt:
            source = state.permanent(source_id)
            if source is not None and source.tapped and source.tap_count == count:
                kept.append((source_id, count, power, toughness))
                continue
            perm.held_pt = [e for e in perm.held_pt if e != (source_id, count, power, toughness)]
            game.log("pump_held_ended", [perm.id, source_id], ["continuous.duration"], creature=perm.label,
                     source=source.label if source is not None else source_id, pt=f"{power:+d}/{toughness:+d}",
                     power=perm.power, toughness=perm.toughness)
        perm.held_pt = kept


__all__ = ["end_held_pumps"]
