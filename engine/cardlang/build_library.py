"""Parse-tree rules of the top cards of a library looked at or revealed, and a hand looked at
(en.lark / zh.lark, the "library" block) -> ``LookAtLibrary`` / ``LookAtHand``.

The instructions on the cards looked at are read wherever the card says them: in the look's own
sentence (", then put one of them into your hand and the rest ...") or as sentences after it ("Put
the rest into your graveyard."). A sentence of such instructions is a ``LookedPuts`` until
``sentences`` joins it to the look before it; one that follows no look is refused, as "them" would
name nothing."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cardlang.build_amounts import with_x
from engine.cardlang.build_terms import Count, Non, first, of
from engine.effects.discard import RevealDiscard
from engine.effects.life import GainLife, LoseLife
from engine.effects.look import IfLooked, LibraryPut, LookAtHand, LookAtLibrary
from engine.effects.shuffle import ShuffleLibrary
from engine.model.effect import Effect
from engine.model.targeting import Quantity, Target


class LookedPuts:
    """Instructions on the cards looked at, said in a sentence of their own (joined to the look)."""

    def __init__(self, puts: tuple[LibraryPut | IfLooked, ...]):
        self.puts = puts


class _Whose:
    def __init__(self, value: Any):
        self.value = value


class _Pick:
    def __init__(self, form: str, pick: int | None = None, kind: str = "card", nots: tuple[str, ...] = ()):
        self.form, self.pick, self.kind, self.nots = form, pick, kind, nots


class _Dest:
    def __init__(self, to: str):
        self.to = to


class LibraryRules:
    """One method per rule of the library block of both grammars."""

    # ---- the look ------------------------------------------------------------------------------
    def look_top(self, c: list[Any]) -> LookAtLibrary:
        verb = str(first(c, "LOOK_VERB"))
        count = of(c, Count)[0].value
        whose = of(c, _Whose)[0].value
        puts = of(c, tuple)
        look = LookAtLibrary(count, whose, reveal=verb in ("reveal", "展示"))
        return _joined(look, puts[0]) if puts else look

    def look_top_back(self, c: list[Any]) -> LookAtLibrary:
        """"..., then put them back in any order" (再将它们以任意顺序放回)."""
        look = self.look_top(c)
        return replace(look, puts=(LibraryPut("top", "back"),))

    def look_top_x_back(self, c: list[Any]) -> LookAtLibrary:
        """"Look at the top X cards of your library, where X is the number of Wizards in play, then put
        them back in any order." (X counted as it resolves)."""
        look = self.look_top_back(c)
        if look.count != "X":
            raise ValueError("\"where X is\" needs an X")
        counted = with_x(look, of(c, Quantity)[0])
        assert isinstance(counted, LookAtLibrary)
        return counted

    def reveal_until(self, c: list[Any]) -> LookAtLibrary:
        """"Reveal cards from the top of your library until you reveal a land card." (从你牌库顶开始展示牌，
        直到你展示出一张地牌为止)."""
        (kind, nots), = [x for x in c if isinstance(x, tuple)]
        if kind == "card":
            raise ValueError("a reveal until a card of a kind names the kind")
        return LookAtLibrary(0, of(c, _Whose)[0].value, reveal=True, until=kind, until_not=nots)

    def gain_life_card_value(self, c: list[Any]) -> GainLife:
        """"You gain life equal to its converted mana cost." (the card moved last, else the permanent)."""
        return GainLife("its_mana_value", self._player(c))  # type: ignore[attr-defined]  # EffectRules

    def lose_life_card_value(self, c: list[Any]) -> LoseLife:
        return LoseLife("its_mana_value", self._player(c))  # type: ignore[attr-defined]  # EffectRules

    def player_reveals_top(self, c: list[Any]) -> LookAtLibrary:
        """"Target player reveals the top card of his or her library." (目标牌手展示其牌库顶牌)."""
        counts = of(c, Count)
        who = self._player(c)  # type: ignore[attr-defined]  # EffectRules: the player named
        if who == "you":
            raise ValueError("\"you reveal the top card of your library\" is said \"reveal the top card\"")
        return LookAtLibrary(counts[0].value if counts else 1, who, reveal=True, by_owner=True)

    def look_hand_discard(self, c: list[Any]) -> RevealDiscard:
        """"Look at target player's hand and choose a card from it. That player discards that card."."""
        if str(first(c, "LOOK_VERB")) in ("reveal", "展示"):
            raise ValueError("a player reveals his or her own hand")
        target = of(c, Target)[0]
        if target.kind not in ("player", "opponent") or str(first(c, "ARTICLE") or "a") not in ("a", "an"):
            raise ValueError("one card of a player's hand")
        return RevealDiscard(target, tuple(n.word for n in of(c, Non)), looked=True)

    def look_hand(self, c: list[Any]) -> LookAtHand:
        if str(first(c, "LOOK_VERB")) in ("reveal", "展示"):
            raise ValueError("a player reveals his or her own hand")
        return LookAtHand(of(c, Target)[0])

    def top_look(self, c: list[Any]) -> Count:
        return of(c, Count)[0]

    def top_x(self, c: list[Any]) -> Count:
        return Count("X")  # type: ignore[arg-type]  # "the top X cards": X chosen as it is cast

    def lib_you(self, c: list[Any]) -> _Whose:
        return _Whose("you")

    def lib_target(self, c: list[Any]) -> _Whose:
        target = of(c, Target)[0]
        if target.kind not in ("player", "opponent"):
            raise ValueError("a library is a player's")
        return _Whose(target)

    # ---- the instructions on the cards looked at -------------------------------------------------
    def look_puts(self, c: list[Any]) -> tuple[LibraryPut | IfLooked, ...]:
        return tuple(x for x in c if isinstance(x, LibraryPut))

    def look_put(self, c: list[Any]) -> LibraryPut:
        pick, dest = of(c, _Pick)[0], of(c, _Dest)[0]
        return LibraryPut(dest.to, pick.form, pick.pick, pick.kind, pick.nots)

    def pick_n(self, c: list[Any]) -> _Pick:
        return _Pick("of_them", of(c, Count)[0].value)

    def pick_more(self, c: list[Any]) -> LibraryPut:
        """"…, one on top of your library, and one on the bottom" (一张置于你牌库顶): one more of them."""
        return LibraryPut(of(c, _Dest)[0].to, "more", of(c, Count)[0].value)

    def pick_found(self, c: list[Any]) -> _Pick:
        return _Pick("found")

    def pick_others(self, c: list[Any]) -> _Pick:
        return _Pick("others")

    def pick_rest(self, c: list[Any]) -> _Pick:
        return _Pick("rest")

    def pick_other(self, c: list[Any]) -> _Pick:
        return _Pick("other")

    def pick_revealed(self, c: list[Any]) -> _Pick:
        """"all Goblin cards revealed this way" (所有以此法展示的地牌): the kinds of a searched card."""
        read = [x for x in c if isinstance(x, tuple)]
        kind, nots = read[0] if read else self.search_card(c)  # type: ignore[attr-defined]  # EffectRules
        return _Pick("revealed", None, kind, nots)

    def ld_hand(self, c: list[Any]) -> _Dest:
        return _Dest("hand")

    def ld_graveyard(self, c: list[Any]) -> _Dest:
        return _Dest("graveyard")

    def ld_play(self, c: list[Any]) -> _Dest:
        return _Dest("play")

    def ld_bottom(self, c: list[Any]) -> _Dest:
        return _Dest("bottom")

    def ld_top(self, c: list[Any]) -> _Dest:
        return _Dest("top")

    def ld_exile(self, c: list[Any]) -> _Dest:
        return _Dest("exile")

    def look_exile(self, c: list[Any]) -> LibraryPut:
        """"exile the rest" / "remove the rest from the game": the cards to the removed-from-the-game zone."""
        pick = of(c, _Pick)[0]
        return LibraryPut("exile", pick.form, pick.pick, pick.kind, pick.nots)

    def look_more(self, c: list[Any]) -> LookedPuts:
        return LookedPuts(of(c, tuple)[0])

    def look_among(self, c: list[Any]) -> LookedPuts:
        """"You may reveal a creature card from among them and put it into your hand.": one card."""
        (kind, nots), = [x for x in c if isinstance(x, tuple)]
        return LookedPuts((LibraryPut(of(c, _Dest)[0].to, "among", 1, kind, nots, optional=True),))

    def look_may_put(self, c: list[Any]) -> LookedPuts:
        """"You may put that card into your graveyard." / "You may exile that card." (one card looked at)."""
        exiled = of(c, LibraryPut)
        if exiled and exiled[0].form != "found":
            raise ValueError("\"you may exile\" names that card")
        to = "exile" if exiled else of(c, _Dest)[0].to
        return LookedPuts((LibraryPut(to, "that_card", optional=True),))

    def look_if(self, c: list[Any]) -> LookedPuts:
        """"If it's a creature card, put it into play." (after a look at one card)."""
        (kind, nots), = [x for x in c if isinstance(x, tuple)]
        return LookedPuts((LibraryPut(of(c, _Dest)[0].to, "if_kind", None, kind, nots),))

    def look_if_may(self, c: list[Any]) -> LookedPuts:
        """"If it's a land card, you may reveal it and put it into your hand." (one card looked at)."""
        (kind, nots), = [x for x in c if isinstance(x, tuple)]
        return LookedPuts((LibraryPut(of(c, _Dest)[0].to, "if_kind", None, kind, nots, optional=True),))

    def look_if_effect(self, c: list[Any]) -> LookedPuts:
        """"If it's a land card, ~ gets +1/+0 and gains first strike until end of turn." (one card)."""
        (kind, nots), = [x for x in c if isinstance(x, tuple)]
        effects: list[Effect] = []
        for x in c:
            effects.extend(e for e in (x if isinstance(x, list) else [x]) if isinstance(e, Effect))
        return LookedPuts((IfLooked(tuple(effects), kind, nots),))

    def may_shuffle(self, c: list[Any]) -> ShuffleLibrary:
        """"You may shuffle your library." / "You may have that player shuffle." (a sentence of its own)."""
        return ShuffleLibrary(self._player(c))  # type: ignore[attr-defined]  # EffectRules: the player named

    def look_otherwise(self, c: list[Any]) -> LookedPuts:
        return LookedPuts((LibraryPut(of(c, _Dest)[0].to, "otherwise"),))

    # ---- joining the instructions to the look ------------------------------------------------------
    def sentences(self, c: list[Any]) -> list[Any]:
        flat: list[Any] = []
        for item in c:
            flat.extend(item if isinstance(item, list) else [item])
        out: list[Any] = []
        for item in flat:
            if isinstance(item, LookedPuts):
                last = out[-1] if out else None
                if not isinstance(last, LookAtLibrary):
                    raise ValueError("\"them\" and \"the rest\" must follow a look at the top of a library")
                out[-1] = _joined(last, item.puts)
            else:
                out.append(item)
        joined: list[Any] = super().sentences(out)  # type: ignore[misc]
        return joined


def _joined(look: LookAtLibrary, puts: tuple[LibraryPut | IfLooked, ...]) -> LookAtLibrary:
    """A look with more instructions, checked as a whole: what each instruction refers to must be there."""
    done = look.puts + puts
    one = look.count == 1 and look.until is None
    for i, put in enumerate(done):
        before = done[i - 1] if i else None
        if isinstance(put, IfLooked) or isinstance(before, IfLooked):
            if not (one and len(done) == 1):
                raise ValueError("\"if it's a ... card, <effect>\" is said of the one card looked at, alone")
            continue
        if put.form == "found" and not (before is None and (one or look.until)):
            raise ValueError("\"that card\" is the one card looked at, or the card a reveal stopped at")
        if put.form == "others" and not (look.until and before is not None and before.form == "found"):
            raise ValueError("\"all other cards revealed this way\" follows \"that card\" of a reveal until a card")
        if look.until and put.form not in ("found", "others"):
            raise ValueError("a reveal until a card is followed by \"that card\" and \"all other cards\"")
        if put.form in ("rest", "other") and before is None:
            raise ValueError("\"the rest\" follows an instruction that took some of the cards")
        if put.form in ("of_them", "among", "back") and before is not None and before.form in ("rest", "other", "back"):
            raise ValueError("no card is left after \"the rest\"")
        if put.form in ("that_card", "if_kind") and not (one and before is None):
            raise ValueError("\"that card\" / \"if it's\" is said of the one card looked at")
        if put.form == "otherwise" and (before is None or before.form != "if_kind"):
            raise ValueError("\"Otherwise\" follows \"If it's a ... card\"")
        taken = sum(p.pick or 0 for p in done[:i] if isinstance(p, LibraryPut) and p.form in ("of_them", "more"))
        if put.form == "other" and not (isinstance(look.count, int) and taken == look.count - 1):
            raise ValueError("\"the other\" is the last card of those looked at")
        if put.form == "more" and (before is None or before.form not in ("of_them", "more")):
            raise ValueError("\"one on top\" follows \"one of them\"")
    return replace(look, puts=done)

