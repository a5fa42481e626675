""""Target creature loses flying / all abilities", "... becomes black / the color of your choice /
colorless", "Target land becomes a Swamp", "~ becomes a 3/3 creature" [until end of turn]: effects
that change a permanent's characteristics (201.2), for the turn or for good (418.3a).

Each affected permanent gets an ``AppliedChange`` stamped now, so that it applies after every older
effect and before every newer one (418.5c, 407.1); a group is locked on resolution (418.3b).
The text is composed from the change's parts in the order the era's cards name them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.characteristics import AppliedChange, CharacteristicChange
from engine.model.effect import Effect
from engine.model.targeting import Group, Subject
from engine.rules.characteristics import change_keys, describe, recompute
from engine.rules.context import Context, permanents_of, skip
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.card_changes import change_en, change_zh, en_join
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Permanent


@dataclass(frozen=True)
class ChangeCharacteristics(Effect):
    """One sentence's changes to ``target`` (None: the source itself), until end of turn or for good."""

    change: CharacteristicChange
    target: Subject | None = None
    until_eot: bool = True

    def harms(self) -> bool:
        return self.change.lose_all or bool(self.change.lose)

    def template_names(self) -> list[str]:
        return ["effect:characteristics"]

    def resolve(self, game: Game, ctx: Context) -> None:
        perms = permanents_of(game, ctx, self.target if self.target is not None else "self")
        if not perms:
            skip(game, ctx, "skipped.creature_gone")
            return
        chosen: tuple[str, ...] = ()
        if self.change.color_choice:
            chosen = choose_color(game, ctx.obj.controller)
        for perm in perms:
            ctx.acted_on(perm)
            applied = AppliedChange(self.change, game.state.new_timestamp(), ctx.obj.source or ctx.obj.id,
                                    until_eot=self.until_eot, chosen=chosen, pumps_before=len(perm.until_eot))
            perm.changes.append(applied)
            recompute(perm, game.ruleset.layered_effects)
            log_change(game, perm, applied, locked=isinstance(self.target, Group))

    def render_en(self) -> str:
        subj = self.target if self.target is not None else "self"
        plural = isinstance(subj, Group)
        who = "all " + en.group_pl(subj) if isinstance(subj, Group) else en.subject_en(subj)
        parts = change_en(self.change, en.kw_list, plural)
        tail = " until end of turn" if self.until_eot else ""
        return f"{who} {en_join(parts)}{tail}"

    def render_zh(self) -> str:
        subj = self.target if self.target is not None else "self"
        who = "所有" + zh.group(subj) if isinstance(subj, Group) else zh.subject(subj)
        tail = "直到回合结束" if self.until_eot else ""
        return f"{who}{'，并'.join(change_zh(self.change, zh.kws))}{tail}"


def choose_color(game: Game, player_id: str) -> tuple[str, ...]:
    """"The color of your choice": ``choose: {color: B}``; default white."""
    chosen = game.take_choice("color", player_id)
    if isinstance(chosen, str) and chosen.upper() in ("W", "U", "B", "R", "G"):
        return (chosen.upper(),)
    game.log("choice_default", [player_id], ["resolve.choices"], "choice_default.new_color", player=player_id,
             color="W")
    return ("W",)


def log_change(game: Game, perm: Permanent, applied: AppliedChange, *, locked: bool) -> None:
    keys = ["resolve.follow_instructions", *change_keys(applied)]
    if applied.until_eot:
        keys.append("continuous.duration")
    if locked:
        keys.append("continuous.locked_set")
    game.log("characteristics_changed", [perm.id], keys, permanent=perm.label, now=describe(perm),
             duration=Msg("characteristics.until_eot") if applied.until_eot else None,
             order=Msg("characteristics.order"))
