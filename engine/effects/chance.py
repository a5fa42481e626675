"""Chance: "Flip a coin. If you win the flip, <effects>. If you lose the flip, <effects>." and the
Lorwyn clash, "Clash with an opponent. If you win, <effects>. Otherwise, <effects>."

The engine is deterministic, so the scenario says how each coin lands: ``choose: {flip: win}`` (or
``lose``; ``player:`` beside it when another player flips). A flip without an answer is refused with
an error naming the card and the answer to add: the engine never guesses a coin. A clash is no chance
at all once the libraries are known: each player reveals the top card of his or her library and the
one whose card has the higher converted mana cost wins (a tie, or nothing revealed, is no win); then
each clashing player, active player first, keeps the card on top or puts it on the bottom
(``choose: {player: B, clash: bottom}``; by default it stays on top, as with scry).

Targets: both branches' targets are chosen as the spell is cast or the ability put on the stack
(409.1c, in text order); the branch not carried out passes its targets by, so the next instruction
still finds its own (413.2b).

Neither corpus numbers these: the classic rules have no coin-flip rule (their only coin, 101.2,
decides who plays first), so a flip cites the resolution of the instructions (413.2b) and the
section of resolving spells and abilities (413); a clash is cited as the era's words the corpus does
not number are (section 502, as scry is). The July 2009 rules put coin flips in section 705, which no
record of this corpus holds, so a flip cites resolving there too (section 607, the counterpart of
413); a clash cites the keyword actions (section 701), outside the 2009 source, at section level.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.errors import InvalidScenario
from engine.model.effect import Effect
from engine.model.mana import card_mana_value
from engine.model.targeting import Target
from engine.rules.context import Context
from engine.text.catalog import Localised, Msg

if TYPE_CHECKING:
    from engine.game import Game

FLIP_KEYS = ["coin.flip", "resolve.follow_instructions"]
CLASH_KEYS = ["clash.action", "resolve.follow_instructions", "resolve.choices"]
#: the answers ``choose: {flip: ...}`` takes
FLIP_RESULTS = ("win", "lose")
#: the answers ``choose: {clash: ...}`` takes
CLASH_PLACES = ("top", "bottom")


def _targets(effects: tuple[Effect, ...]) -> tuple[Target, ...]:
    return tuple(t for e in effects for t in e.targets())


def _pass_targets_by(game: Game, ctx: Context, effects: tuple[Effect, ...], *, named: bool) -> None:
    """Drop the targets of a branch not carried out, so the next instruction's stay in place. When
    the branch carried out comes after it (``named``), that branch's "that player" / "that creature" is
    the one passed by ("If you win, target player discards two cards. Otherwise, that player discards a card.")."""
    for target in _targets(effects):
        passed = ctx.next_group() if target.count > 1 else [ctx.next_target()]
        for object_id in (p for p in passed if p is not None and named):
            perm = game.state.battlefield.get(object_id)
            if perm is not None:
                ctx.acted_on(perm)
            else:
                ctx.last = object_id


def _carry_out(game: Game, ctx: Context, done: tuple[Effect, ...], passed: tuple[Effect, ...], first: bool) -> None:
    """Carry out one branch; ``first`` says whether it is the one written first (its targets come first)."""
    if not first:  # the later branch's targets: nothing carried out after it refers to them
        _pass_targets_by(game, ctx, passed, named=False)
    for effect in done:
        effect.resolve(game, ctx)
    if first:  # the first branch's targets, passed by when the later branch is the one carried out
        _pass_targets_by(game, ctx, passed, named=not done)


def branch_en(effects: tuple[Effect, ...]) -> str:
    """One branch as one sentence: "sacrifice ~ and draw three cards"."""
    return " and ".join(e.render_en() for e in effects)


def branch_zh(effects: tuple[Effect, ...]) -> str:
    """One branch as one sentence: "牺牲~，并且抓三张牌"."""
    return "，并且".join(e.render_zh() for e in effects)


@dataclass(frozen=True)
class FlipCoin(Effect):
    """"Flip a coin. If you win the flip, <win>. If you lose the flip, <lose>." (either branch may be
    empty, not both): the controller flips; ``choose: {flip: win | lose}`` says how it lands."""

    win: tuple[Effect, ...] = ()
    lose: tuple[Effect, ...] = ()

    def targets(self) -> tuple[Target, ...]:
        return _targets(self.win) + _targets(self.lose)

    def harms(self) -> bool:
        return any(e.harms() for e in self.win + self.lose)

    def template_names(self) -> list[str]:
        return ["effect:flip_coin", *(n for e in self.win + self.lose for n in e.template_names())]

    def resolve(self, game: Game, ctx: Context) -> None:
        player = ctx.obj.controller
        won = flip(game, player, ctx)
        game.log("coin_flipped", [player], FLIP_KEYS, player=player, source=_source(ctx),
                 result=Msg("coin_result.won" if won else "coin_result.lost"))
        if self.win:
            _carry_out(game, ctx, self.win if won else (), self.win if not won else (), first=True)
        _carry_out(game, ctx, self.lose if not won else (), self.lose if won else (), first=False)

    def render_en(self) -> str:
        parts = ["flip a coin"]
        if self.win:
            parts.append(f"If you win the flip, {branch_en(self.win)}")
        if self.lose:
            parts.append(f"If you lose the flip, {branch_en(self.lose)}")
        return ". ".join(parts)

    def render_zh(self) -> str:
        parts = ["掷一枚硬币"]
        if self.win:
            parts.append(f"如果你赢得此掷，{branch_zh(self.win)}")
        if self.lose:
            parts.append(f"如果你输掉此掷，{branch_zh(self.lose)}")
        return "。".join(parts)


def flip(game: Game, player: str, ctx: Context) -> bool:
    """How the coin ``player`` flips lands for him or her: the next ``choose: {flip: ...}`` answer,
    which must be there (a scenario that leaves a coin to chance is refused, never guessed)."""
    answer = game.take_choice("flip", player)
    if answer is None:
        raise InvalidScenario(Msg("error.flip_unanswered", player=player, source=_source(ctx)), at="actions",
                              ruleset=game.ruleset.name)
    return answer == "win"


@dataclass(frozen=True)
class Clash(Effect):
    """"Clash with an opponent. If you win, <win>. Otherwise, <otherwise>." (2007's keyword action):
    the controller and the opponent each reveal the top card of their libraries; the controller wins
    when his or her card's converted mana cost is higher."""

    win: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()

    def targets(self) -> tuple[Target, ...]:
        return _targets(self.win) + _targets(self.otherwise)

    def harms(self) -> bool:
        return any(e.harms() for e in self.win + self.otherwise)

    def template_names(self) -> list[str]:
        return ["effect:clash", *(n for e in self.win + self.otherwise for n in e.template_names())]

    def resolve(self, game: Game, ctx: Context) -> None:
        won = clash(game, ctx.obj.controller)
        _carry_out(game, ctx, self.win if won else (), self.win if not won else (), first=True)
        _carry_out(game, ctx, self.otherwise if not won else (), self.otherwise if won else (), first=False)

    def render_en(self) -> str:
        text = "clash with an opponent"
        if self.win:
            text += f". If you win, {branch_en(self.win)}"
        if self.otherwise:
            text += f". Otherwise, {branch_en(self.otherwise)}"
        return text

    def render_zh(self) -> str:
        text = "与一位对手比点"
        if self.win:
            text += f"。若你赢，则{branch_zh(self.win)}"
        if self.otherwise:
            text += f"。若否，则{branch_zh(self.otherwise)}"
        return text


def clash(game: Game, player: str) -> bool:
    """``player`` clashes with his or her opponent: both reveal their top cards (the higher converted
    mana cost wins; nothing revealed counts as none), then each, active player first, keeps it on top
    or puts it on the bottom. Whether ``player`` won."""
    st = game.state
    opponent = st.opponent(player)
    revealed = {pid: st.players[pid].library[0] if st.players[pid].library else None for pid in (player, opponent)}
    value = {pid: card_mana_value(card) if card is not None else -1 for pid, card in revealed.items()}
    won = value[player] > value[opponent] and revealed[player] is not None
    game.log("clash_revealed", [pid for pid in revealed], CLASH_KEYS[:2], player=player, opponent=opponent,
             card=_shown(revealed[player]), other=_shown(revealed[opponent]), mine=max(value[player], 0),
             theirs=max(value[opponent], 0), result=Msg("clash_result.won" if won else "clash_result.not_won"))
    for pid in sorted(revealed, key=lambda p: p != st.active):
        card = revealed[pid]
        if card is None:
            continue
        place = game.take_choice("clash", pid)
        if place is None:
            game.log("choice_default", [pid], ["resolve.choices"], "choice_default.clash", player=pid, card=card.label)
            continue
        if place == "bottom":
            library = st.players[pid].library
            library.remove(card)
            library.append(card)
        game.log("clash_card_placed", [pid, card.id], CLASH_KEYS, player=pid, card=card.label,
                 place=Msg("clash_place.bottom" if place == "bottom" else "clash_place.top"))
    return won


def _source(ctx: Context) -> Localised:
    """The card the flip is for, by its name: the spell, or the source of the ability as it was."""
    obj = ctx.obj
    if obj.source_perm is not None:
        return obj.source_perm.label
    return obj.card.label if obj.card is not None else obj.shown


def _shown(card: object) -> object:
    return card.label if card is not None else Msg("reveal.no_cards")  # type: ignore[attr-defined]


__all__ = ["CLASH_PLACES", "FLIP_RESULTS", "Clash", "FlipCoin", "clash", "flip"]
