""""Look at the top three cards of your library, then put them back in any order." / "Reveal the top
four cards of your library. Put all Goblin cards revealed this way into your hand and the rest on the
bottom of your library in any order." / "Reveal the top card of your library. If it's a creature card,
put it into play. Otherwise, put it into your graveyard." / "Look at target player's hand."

One effect looks at (or reveals) the top cards of a library; the instructions after it (``puts``) act
on the cards looked at, one after another, each on the cards the ones before it left: "one of them",
"all land cards revealed this way", "the rest". Looking shows the cards to the ability's controller
only, revealing shows them to every player; either way they stay in the library, in their order,
until an instruction moves them (a library is a zone whose order matters, section 217). What the
player chooses is given by the scenario: ``choose: {look: [ids]}`` names the cards an instruction
with a number takes ("put one of them"), ``choose: {library_order: [ids]}`` the order of cards put
on top or on the bottom "in any order" (top first); without an answer the player takes the first
cards that fit, from the top, and keeps the order they had (the documented defaults, 413.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Amount, Group, Subject, Target
from engine.rules import zones
from engine.rules.context import Context, amount_of, players_of
from engine.text import card_en as en
from engine.text import card_zh as zh
from engine.text.card_words import capitalised
from engine.text.card_words import slot as w
from engine.text.catalog import Msg
from engine.text.vocab import SUBTYPES

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Card

#: a look is an instruction of the resolving spell or ability on a zone; the cards chosen are choices
KEYS = ["resolve.follow_instructions", "zones.general"]
CHOICE_KEYS = ["resolve.follow_instructions", "resolve.choices"]

#: where an instruction puts the cards it takes
DESTINATIONS = ("hand", "graveyard", "play", "bottom", "top", "exile")

#: how an instruction reads (the same meaning may read several ways: "the rest", "the other")
FORMS = ("back", "of_them", "rest", "other", "revealed", "among", "that_card", "if_kind", "otherwise", "found",
         "others", "more")

KIND_EN = {"card": "", "land": "land", "basic_land": "basic land", "creature": "creature", "artifact": "artifact",
           "enchantment": "enchantment", "artifact_or_enchantment": "artifact or enchantment",
           "instant_or_sorcery": "instant or sorcery"}
KIND_ZH = {"card": "", "land": "地", "basic_land": "基本地", "creature": "生物", "artifact": "神器",
           "enchantment": "结界", "artifact_or_enchantment": "神器或结界", "instant_or_sorcery": "瞬间或法术"}


@dataclass(frozen=True)
class LibraryPut:
    """One instruction on the cards looked at: ``pick`` of them (None: every one left that fits), of
    ``kind`` (a kind word or a subtype, as a searched card's), to ``to``; ``optional``: "you may".
    ``form`` is how the instruction reads; the meaning is in the other fields."""

    to: str
    form: str
    pick: int | None = None
    kind: str = "card"
    not_types: tuple[str, ...] = ()
    optional: bool = False

    def __post_init__(self) -> None:
        if self.to not in DESTINATIONS or self.form not in FORMS:
            raise ValueError(f"no such instruction on looked-at cards: {self.form} to {self.to}")


@dataclass(frozen=True)
class IfLooked:
    """"If it's a land card, <effects>": carried out when the one card looked at is of ``kind`` (it
    stays where it is)."""

    effects: tuple[Effect, ...]
    kind: str = "card"
    not_types: tuple[str, ...] = ()


@dataclass(frozen=True)
class LookAtLibrary(Effect):
    """Look at (``reveal``: reveal) the top ``count`` cards of ``whose`` library, then carry out
    ``puts`` on them in order. Cards no instruction moves stay on top, in their order."""

    count: Amount
    whose: Subject = "you"
    reveal: bool = False
    puts: tuple[LibraryPut | IfLooked, ...] = ()
    #: "reveal cards from the top of your library until you reveal a land card": the kind that ends the
    #: reveal (``count`` is then unused); the card found is the last one revealed
    until: str | None = None
    until_not: tuple[str, ...] = ()
    #: "Target player reveals the top card of his or her library.": that player reveals it
    by_owner: bool = False

    def _inner(self) -> tuple[Effect, ...]:
        return tuple(e for put in self.puts if isinstance(put, IfLooked) for e in put.effects)

    def targets(self) -> tuple[Target, ...]:
        return super().targets() + tuple(t for e in self._inner() for t in e.targets())

    def harms(self) -> bool:
        """Looking at another player's library is aimed at that player (a trigger's default target)."""
        return self.whose != "you" or any(e.harms() for e in self._inner())

    def resolve(self, game: Game, ctx: Context) -> None:
        me = ctx.obj.controller
        for pid in players_of(game, ctx, self.whose):
            library = game.state.players[pid].library
            looked = self._revealed_until(library) if self.until else library[:max(0, amount_of(ctx, self.count))]
            ctx.last = pid  # "You may have that player shuffle.": the player whose library it is
            event = "library_revealed" if self.reveal else "library_looked"
            who = pid if self.by_owner else me
            keys = KEYS + (["resolve.apnap"] if isinstance(self.whose, Group) else [])
            game.log(event, [who, pid, *(c.id for c in looked)], keys, player=who, owner=pid, count=len(looked),
                     cards=[c.label for c in looked] or Msg("reveal.no_cards"))
            left = list(looked)
            previous: list[Card] = []
            for put in self.puts:
                if isinstance(put, IfLooked):
                    self._if_looked(game, ctx, put, looked)
                    continue
                if put.form == "otherwise" and previous:
                    break  # "Otherwise, ...": only when the card was not the kind the instruction before named
                taken = self._taken(game, me, put, left, looked)
                previous = taken
                if not taken:
                    continue
                for card in taken:
                    left.remove(card)
                _move(game, me, pid, taken, put.to)
                ctx.last_card = taken[-1]  # "You lose life equal to its converted mana cost."

    def _revealed_until(self, library: list[Card]) -> list[Card]:
        """The cards from the top down to the first of the kind named (the whole library if none is)."""
        for i, card in enumerate(library):
            if zones.card_is_kind(card, self.until or "card", self.until_not):
                return library[:i + 1]
        return list(library)

    def _found(self, looked: list[Card]) -> Card | None:
        """"that card": the card of the kind the reveal stopped at, or the one card looked at."""
        if self.until:
            last = looked[-1] if looked else None
            return last if last is not None and zones.card_is_kind(last, self.until, self.until_not) else None
        return looked[0] if len(looked) == 1 else None

    def _if_looked(self, game: Game, ctx: Context, put: IfLooked, looked: list[Card]) -> None:
        """"If it's a land card, ...": the card looked at is compared, then the effects are carried out."""
        card = looked[0] if looked else None
        match = card is not None and zones.card_is_kind(card, put.kind, put.not_types)
        if card is not None:
            game.log("looked_card_checked", [card.id], KEYS, "looked_card_checked" if match else
                     "looked_card_checked.no_match", card=card.label)
        if match:
            for inner in put.effects:
                inner.resolve(game, ctx)

    def _taken(self, game: Game, me: str, put: LibraryPut, left: list[Card], looked: list[Card]) -> list[Card]:
        """The cards an instruction takes: its player's choice among those left that fit."""
        if put.form == "found":
            return [c for c in left if c is self._found(looked)]
        fits = [c for c in left if zones.card_is_kind(c, put.kind, put.not_types)]
        if put.optional and fits:
            answer = game.take_choice("may", me)
            if answer is False:
                game.log("optional_declined", [me], ["resolve.choices"], player=me)
                return []
            if answer is None and put.pick is None:
                game.log("choice_default", [me], ["resolve.choices"], "choice_default.optional", player=me)
        if put.pick is None or (len(fits) <= put.pick and not put.optional):
            return fits  # every card that fits (no choice to make when there are no more than it takes)
        wanted, at = game.take_choice_located("look", me)
        if wanted is None:
            taken = fits[:put.pick]
            if taken:
                game.log("choice_default", [me, *(c.id for c in taken)], CHOICE_KEYS, "choice_default.look",
                         player=me, cards=[c.label for c in taken])
            return taken
        ids = [str(x) for x in wanted] if isinstance(wanted, list) else [str(wanted)]
        by_id = {c.id: c for c in fits}
        stray = next((i for i in ids if i not in by_id), None)
        if stray is not None or len(set(ids)) > put.pick or (not put.optional and len(set(ids)) < min(put.pick, len(fits))):
            raise game.illegal("illegal.not_looked_at", ["resolve.choices"], choice=", ".join(ids) or "[]",
                               player=me, count=min(put.pick, len(fits)),
                               cards=[c.label for c in fits] or Msg("reveal.no_cards")).located(at or "")
        return [by_id[i] for i in dict.fromkeys(ids)]

    def render_en(self) -> str:
        count = en.many(self.count)
        top = "the top card" if count == "a" else f"the top {count} cards"
        whose = "your" if self.whose == "you" else en.subject_en(self.whose) + "'s"
        text = f"{'reveal' if self.reveal else 'look at'} {top} of {whose} library{en.where_x(self.count)}"
        if self.until:
            kind = _kind_en(LibraryPut("hand", "found", kind=self.until, not_types=self.until_not))
            text = f"reveal cards from the top of {whose} library until you reveal {en.a_an(kind + ' card')}"
        elif self.by_owner:
            text = f"{en.verb(self.whose, 'reveal', 'reveals')} {top} of his or her library"
        if self.puts[:1] and getattr(self.puts[0], "form", None) == "back":
            return text + ", then put them back in any order" + _sentences_en(self.puts[1:], self.whose)
        return text + _sentences_en(self.puts, self.whose)

    def render_zh(self) -> str:
        whose = "你" if self.whose == "you" else zh.subject(self.whose)
        count = zh.many(self.count)
        top = f"{whose}的牌库顶牌" if count == "一" else f"{whose}牌库顶的{count}张牌"
        text = f"{'展示' if self.reveal else '检视'}{top}{zh.where_x(self.count)}"
        if self.until:
            kind = _kind_zh(LibraryPut("hand", "found", kind=self.until, not_types=self.until_not))
            text = f"从{whose}牌库顶开始展示牌，直到展示出一张{kind}牌为止"
        elif self.by_owner:
            text = f"{whose}展示其牌库顶牌" if count == "一" else f"{whose}展示其牌库顶的{count}张牌"
        if self.puts[:1] and getattr(self.puts[0], "form", None) == "back":
            return text + "，然后将它们以任意顺序放回" + _sentences_zh(self.puts[1:], self.whose)
        return text + _sentences_zh(self.puts, self.whose)


def _move(game: Game, me: str, owner: str, cards: list[Card], to: str) -> None:
    """Cards of ``owner``'s library to ``to``: a hand and play are the controller's, a graveyard and
    the library the owner's (a card goes to its owner's graveyard or library, section 217)."""
    player = game.state.players[owner]
    for card in cards:
        player.library.remove(card)
    if to in ("top", "bottom"):
        cards = _ordered(game, me, cards)
        if to == "top":
            player.library[:0] = cards
        else:
            player.library.extend(cards)
    elif to == "hand":
        game.state.players[me].hand.extend(cards)
    elif to == "graveyard":
        player.graveyard.extend(cards)
    elif to == "exile":
        player.removed.extend(cards)
    if to != "play":
        game.log("looked_cards_put", [owner, *(c.id for c in cards)], CHOICE_KEYS, f"looked_cards_put.{to}",
                 player=me, owner=owner, cards=[c.label for c in cards])
        return
    for card in cards:
        zones.put_card_into_play(game, card, me, owner, CHOICE_KEYS, "enters_play.from_library")


def _ordered(game: Game, me: str, cards: list[Card]) -> list[Card]:
    """The order a player gives cards put "in any order" (``choose: {library_order: [ids]}``, the first
    named goes highest; cards not named follow in their order); one card has no order to choose."""
    if len(cards) < 2:
        return cards
    wanted, at = game.take_choice_located("library_order", me)
    if wanted is None:
        return cards
    ids = [str(x) for x in wanted] if isinstance(wanted, list) else [str(wanted)]
    by_id = {c.id: c for c in cards}
    stray = next((i for i in ids if i not in by_id), None)
    if stray is not None:
        raise game.illegal("illegal.not_ordered", ["resolve.choices"], choice=game.state.label(stray), player=me,
                           cards=[c.label for c in cards]).located(at or "")
    named = [by_id[i] for i in dict.fromkeys(ids)]
    return named + [c for c in cards if c not in named]


# ---- how the instructions read ---------------------------------------------------------------------

def _kind_en(put: LibraryPut | IfLooked) -> str:
    nons = "".join(f"non{t}, " for t in put.not_types).rstrip(", ")
    word = KIND_EN.get(put.kind, put.kind)
    return " ".join(x for x in (nons, word) if x)


def _kind_zh(put: LibraryPut | IfLooked) -> str:
    nons = "、".join(f"非{KIND_ZH.get(t, t)}" for t in put.not_types)
    word = KIND_ZH[put.kind] if put.kind in KIND_ZH else (SUBTYPES.get(put.kind, ("", ""))[1] or put.kind)
    return (nons + "的" if nons else "") + word


def _dest_en(put: LibraryPut, whose: Subject, *, many: bool) -> str:
    lib = "your library" if whose == "you" else "that player's library"
    order = " in any order" if many else ""
    return {"hand": "into your hand",
            "graveyard": "into your graveyard" if whose == "you" else "into that player's graveyard",
            "play": w("put_into_play"),
            "bottom": f"on the bottom of {lib}{order}",
            "top": f"on top of {lib}{order}",
            "exile": w("exile_close")}[put.to]


def _dest_zh(put: LibraryPut, whose: Subject) -> str:
    owner = "你" if whose == "you" else "该牌手"
    return {"hand": "置于你手上", "graveyard": f"置入{owner}的坟墓场", "play": w("put_into_play"), "exile": w("exile_close"),
            "bottom": f"置于{owner}的牌库底", "top": f"置于{owner}的牌库顶"}[put.to]


def _many(put: LibraryPut) -> bool:
    """Whether the instruction may move several cards (their order is then the player's choice)."""
    return put.pick is None and put.form in ("rest", "revealed", "back", "others") or (put.pick or 0) > 1


def _clause_en(put: LibraryPut, whose: Subject, *, verb: bool = False) -> str:
    """The cards an instruction takes and where they go: "one of them into your hand" ("put …" with
    ``verb``); removing them from the game has its own verb ("remove the rest from the game")."""
    kind = _kind_en(put)
    n = "one" if put.pick == 1 else en.count_word(put.pick or 1)
    words = {"of_them": f"{n} of them", "more": n, "rest": "the rest", "other": "the other",
             "revealed": f"all {kind + ' ' if kind else ''}cards revealed this way", "found": "that card",
             "others": "all other cards revealed this way", "that_card": "that card"}[put.form]
    if put.to == "exile":
        return f"{w('exile_open')}{words}{w('exile_close')}"
    return ("put " if verb else "") + f"{words} {_dest_en(put, whose, many=_many(put))}"


def _in_list(puts: tuple[LibraryPut | IfLooked, ...], i: int) -> bool:
    """Whether instruction ``i`` continues a list of picks ("…, one on top of your library, and the other
    on the bottom"): "one" after "one of them", or "the other" / "the rest" after such a "one"."""
    put, before = puts[i], puts[i - 1] if i else None
    form = getattr(put, "form", None)
    return form == "more" or (form in ("other", "rest") and getattr(before, "form", None) == "more")


def _form(put: LibraryPut | IfLooked) -> str | None:
    return put.form if isinstance(put, LibraryPut) else None


def _sentences_en(puts: tuple[LibraryPut | IfLooked, ...], whose: Subject) -> str:
    """The instructions as sentences: "the rest" joins the sentence before it with "and"."""
    out: list[str] = []
    for i, put in enumerate(puts):
        if isinstance(put, IfLooked):  # never in a list of picks (it has no form)
            effects = " and ".join(e.render_en() for e in put.effects)
            out.append(f"If it's {en.a_an(_kind_en(put) + ' card')}, {effects}")
            continue
        if _in_list(puts, i):
            last = i + 1 == len(puts) or not _in_list(puts, i + 1)
            out[-1] += (", and " if last else ", ") + _clause_en(put, whose)
            continue
        joins = put.form in ("rest", "other", "others") and i > 0 and _form(puts[i - 1]) in ("of_them", "revealed", "found")
        if joins:
            out[-1] += " and " + _clause_en(put, whose, verb=put.to == "exile")
        elif put.form == "among":
            out.append(f"You may reveal {en.a_an(_kind_en(put) + ' card')} from among them and put it "
                       f"{_dest_en(put, whose, many=False)}")
        elif put.form == "that_card":
            out.append("You may " + _clause_en(put, whose, verb=True))
        elif put.form == "if_kind":
            verb = "you may reveal it and put it" if put.optional else "put it"
            out.append(f"If it's {en.a_an(_kind_en(put) + ' card')}, {verb} {_dest_en(put, whose, many=False)}")
        elif put.form == "otherwise":
            out.append(f"Otherwise, put it {_dest_en(put, whose, many=False)}")
        else:
            out.append(capitalised(_clause_en(put, whose, verb=True)))
    return "".join(". " + s for s in out)


def _clause_zh(put: LibraryPut, whose: Subject, *, second: bool) -> str:
    order = "以任意顺序" if _many(put) and put.to in ("top", "bottom") else ""
    dest = order + _dest_zh(put, whose)
    if put.form == "of_them":
        return f"将其中{zh.count_word(put.pick or 1)}张{dest}"
    if put.form == "revealed":
        return f"将所有以此法展示的{_kind_zh(put)}牌{dest}"
    if put.form == "other":
        return f"另一张{dest}"
    if put.form == "found":
        return f"将该牌{dest}"
    if put.form == "others":
        return f"并将所有其它以此法展示的牌{dest}"
    if second and put.to == "exile":
        return f"并将其余的牌{dest}"
    return f"其余的牌则{dest}" if second else f"将其余的牌{dest}"


def _sentences_zh(puts: tuple[LibraryPut | IfLooked, ...], whose: Subject) -> str:
    out: list[str] = []
    for i, put in enumerate(puts):
        if isinstance(put, IfLooked):  # never in a list of picks (it has no form)
            effects = "，且".join(zh.effect(e) for e in put.effects)
            out.append(f"若该牌是{_kind_zh(put)}牌，则{effects}")
            continue
        if _in_list(puts, i):
            more = put.form == "more"
            out[-1] += f"，{zh.count_word(put.pick or 1)}张{_dest_zh(put, whose)}" if more else \
                "，" + _clause_zh(put, whose, second=True)
            continue
        joins = put.form in ("rest", "other", "others") and i > 0 and _form(puts[i - 1]) in ("of_them", "revealed", "found")
        if joins:
            out[-1] += "，" + _clause_zh(put, whose, second=True)
        elif put.form == "among":
            out.append(f"你可以展示其中的一张{_kind_zh(put)}牌，并将其{_dest_zh(put, whose)}")
        elif put.form == "that_card":
            out.append(f"你可以将该牌{_dest_zh(put, whose)}")
        elif put.form == "if_kind" and put.optional:
            out.append(f"若该牌是{_kind_zh(put)}牌，你可以展示该牌并{_dest_zh(put, whose)}")
        elif put.form == "if_kind":
            out.append(f"若该牌是{_kind_zh(put)}牌，则将它{_dest_zh(put, whose)}")
        elif put.form == "otherwise":
            out.append(f"若否，则将该牌{_dest_zh(put, whose)}")
        else:
            out.append(_clause_zh(put, whose, second=False))
    return "".join("。" + s for s in out)


@dataclass(frozen=True)
class LookAtHand(Effect):
    """"Look at target player's hand.": the cards are shown to the ability's controller only and stay
    in the hand (413.2b)."""

    who: Subject = Target("player")

    def harms(self) -> bool:
        return True  # a triggered ability's default target is the opponent (410.4)

    def resolve(self, game: Game, ctx: Context) -> None:
        me = ctx.obj.controller
        for pid in players_of(game, ctx, self.who):
            hand = game.state.players[pid].hand
            game.log("hand_looked_at", [me, pid, *(c.id for c in hand)], KEYS, player=me, owner=pid,
                     cards=[c.label for c in hand] or Msg("reveal.no_cards"))

    def render_en(self) -> str:
        return f"look at {en.subject_en(self.who)}'s hand"

    def render_zh(self) -> str:
        return f"检视{zh.subject(self.who)}的手牌"
