""""Shuffle ~ into its owner's library." as a spell's last instruction (the Beacons): the spell's
card goes into its owner's library as it finishes resolving, not to the graveyard (413.2h names
the graveyard only for an instant or sorcery nothing else moves). The engine keeps a library's
order (no scenario can depend on a random one): the card goes to the bottom, and the shuffle is
logged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.rules.context import Context

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class ShuffleSelfIntoLibrary(Effect):
    """The spell's own card into its owner's library, once it has resolved."""

    def resolve(self, game: Game, ctx: Context) -> None:
        if ctx.obj.kind == "spell" and ctx.obj.card is not None:
            ctx.obj.to_library = True

    def render_en(self) -> str:
        return "shuffle ~ into its owner's library"

    def render_zh(self) -> str:
        return "将~洗入其拥有者的牌库"
