"""Parse-tree rules of effects (the sentences of spells and abilities) -> effect AST nodes."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from engine.abilities import (
    AddMana,
    AtEndOfCombat,
    AtEndOfTurn,
    AtNextUpkeep,
    Condition,
    CounterSpell,
    CreateTokens,
    DamageReplacement,
    DealDamage,
    Destroy,
    Discard,
    DoubleDamage,
    DrawCards,
    Exile,
    GainLife,
    Group,
    LoseLife,
    Modal,
    Optional,
    PayOption,
    PreventDamage,
    Pump,
    PumpWhileTapped,
    PutCounters,
    PutOnLibrary,
    Quantity,
    Regenerate,
    ReturnToHand,
    ReturnToPlay,
    RevealDiscard,
    RevealHand,
    SearchLibrary,
    Tap,
    TapOrUntap,
    Target,
    Untap,
)
from engine.cardlang.build_terms import (
    CARD_KINDS,
    COLOR,
    PT,
    Amount,
    Count,
    ManaValueLimit,
    Marker,
    Non,
    Payment,
    Player,
    TermRules,
    first,
    number,
    of,
    subtype_of,
    tokens_of,
)
from engine.cardlang.unsaid import one_players_verbs, said, verb_player
from engine.effects.mill import Mill
from engine.effects.scry import Scry
from engine.effects.shuffle_self import ShuffleSelfIntoLibrary
from engine.effects.tap import HoldTapped, SkipNextUntap

SEARCH_KIND = {"basic land": "basic_land", "land": "land", "creature": "creature",
               "artifact or enchantment": "artifact_or_enchantment", "artifact": "artifact",
               "instant or sorcery": "instant_or_sorcery", "瞬间或法术": "instant_or_sorcery",
               "enchantment": "enchantment", "基本地": "basic_land", "地": "land", "生物": "creature",
               "神器或结界": "artifact_or_enchantment", "神器": "artifact", "结界": "enchantment"}


class EffectRules(TermRules):
    """One method per effect template of the grammars."""

    # ---- effects -------------------------------------------------------------------------------
    def sentences(self, c: list[Any]) -> list[Any]:
        out: list[Any] = []
        flat: list[Any] = []
        for item in c:
            flat.extend(item if isinstance(item, list) else [item])
        for item in flat:
            if isinstance(item, Marker) and item.kind == "no_regen_dealt":
                if not out or not isinstance(out[-1], DealDamage):
                    raise ValueError("\"dealt damage this way\" must follow a damage effect")
                out[-1] = DealDamage(out[-1].amount, out[-1].target, out[-1].also, out[-1].divided, True)
            elif isinstance(item, Marker) and item.kind == "gain_prevented":
                # "... You gain life equal to the damage prevented this way.": part of the prevention
                if not out or not isinstance(out[-1], PreventDamage) or out[-1].gain_prevented:
                    raise ValueError("\"the damage prevented this way\" must follow a prevention effect")
                out[-1] = replace(out[-1], gain_prevented=True)
            elif isinstance(item, Marker) and item.kind == "no_regen":
                last = out[-1] if out else None
                if (isinstance(last, PayOption) and len(last.effects) == 1 and isinstance(last.effects[0], Destroy)):
                    # "Destroy ~ unless you pay {B}{B}. It can't be regenerated." (printed: "pay {B}{B} or bury ~")
                    destroy = Destroy(last.effects[0].target, no_regeneration=True)
                    out[-1] = PayOption((destroy,), last.payer, last.mana, last.life, last.unless)
                    continue
                if not isinstance(last, Destroy):
                    raise ValueError("\"can't be regenerated\" must follow a destroy effect")
                out[-1] = Destroy(last.target, no_regeneration=True)
            else:
                out.append(item)
        return out

    def sentence(self, c: list[Any]) -> Any:
        return said(c[0])

    def compound(self, c: list[Any]) -> list[Any]:
        """Two instructions of one sentence (the second verb's unsaid player is the first's)."""
        return one_players_verbs([x for x in c if not isinstance(x, Token)])

    def gain_prevented(self, c: list[Any]) -> Marker:
        return Marker("gain_prevented")

    def no_regen_dealt(self, c: list[Any]) -> Marker:
        return Marker("no_regen_dealt")

    def payment(self, c: list[Any]) -> Payment:
        if isinstance(c[0], tuple):
            return Payment(mana=c[0])
        return Payment(life=int(number(str(c[0]))))

    def counter_unless_printed(self, c: list[Any]) -> PayOption:
        """"除非目标咒语的操控者支付{1}，否则反击之。" (the printed order of "counter target spell unless
        its controller pays {1}")."""
        pay = of(c, Payment)[0]
        return PayOption((CounterSpell(of(c, Target)[0]),), "its_controller", pay.mana, pay.life, unless=True)

    def unless_pays(self, c: list[Any]) -> PayOption:
        pay = of(c, Payment)[0]
        effect = next(x for x in c if not isinstance(x, Token | Payment | Player))
        return PayOption((effect,), self._player(c), pay.mana, pay.life, unless=True)

    def deal_damage_two(self, c: list[Any]) -> list[DealDamage]:
        amounts = of(c, Amount)
        groups = of(c, list)
        return [DealDamage(amounts[0].value, groups[0][0], tuple(groups[0][1:])),
                DealDamage(amounts[1].value, groups[1][0], tuple(groups[1][1:]))]

    def bounce_all(self, c: list[Any]) -> ReturnToHand:
        return ReturnToHand(of(c, Group)[0])

    def tap_or_untap(self, c: list[Any]) -> TapOrUntap:
        return TapOrUntap(self._subject(c))

    def reveal_discard(self, c: list[Any]) -> RevealDiscard:
        return RevealDiscard(Target("opponent"), tuple(n.word for n in of(c, Non)))

    def search_library(self, c: list[Any]) -> SearchLibrary:
        card, (dest, tapped) = [x for x in c if isinstance(x, tuple)]
        kind, nots, permanent, mv = (*card, False, None)[:4]
        return SearchLibrary(tapped=tapped, kind=kind, to=dest, not_types=nots, permanent=permanent,
                             mana_value_max=mv)

    def search_to_top(self, c: list[Any]) -> SearchLibrary:
        """"…, then shuffle your library and put that card on top of it." (Vampiric Tutor)."""
        (kind, nots), = [x for x in c if isinstance(x, tuple)]
        return SearchLibrary(tapped=False, kind=kind, to="top", not_types=nots)

    def destroy_at_end_of_combat(self, c: list[Any]) -> AtEndOfCombat:
        return AtEndOfCombat((Destroy(self._subject(c)),))

    def bounce_one(self, c: list[Any]) -> ReturnToHand:
        return ReturnToHand(of(c, Group)[0], choose_one=True)

    def exile_tokens(self, c: list[Any]) -> Exile:
        word = str(tokens_of(c, "SUBTYPE_WORD", "TOKEN_TYPE")[0])
        return Exile(Group("creature", subtypes=(subtype_of(word),), tokens_only=True))

    def exile(self, c: list[Any]) -> Exile:
        # a card target says which graveyard ("from a graveyard": build_zones.gy_exile)
        return Exile(self._permanent(c, "exile"))

    def discard_hand_draw(self, c: list[Any]) -> list[Any]:
        who = self._player(c)
        return [Discard(-1, who), DrawCards(of(c, Count)[0].value, who)]

    def discard_hand(self, c: list[Any]) -> Discard:
        return Discard(-1, self._player(c))

    def reveal_hand(self, c: list[Any]) -> RevealHand:
        return RevealHand(self._player(c))

    def add_any_color(self, c: list[Any]) -> AddMana:
        return AddMana((), any_color=of(c, Count)[0].value)

    def no_regen(self, c: list[Any]) -> Marker:
        return Marker("no_regen")

    def modal(self, c: list[Any]) -> Modal:
        effects = [x for x in c if not isinstance(x, Token)]
        return Modal(tuple((e,) for e in effects))

    def deal_damage(self, c: list[Any]) -> DealDamage:
        amount = of(c, Amount)[0].value
        subjects = of(c, list)[0]
        return DealDamage(amount, subjects[0], tuple(subjects[1:]))

    def deal_divided(self, c: list[Any]) -> DealDamage:
        return DealDamage(of(c, Amount)[0].value, of(c, Target)[0], divided=True)

    def deal_divided_evenly(self, c: list[Any]) -> DealDamage:
        return DealDamage(of(c, Amount)[0].value, of(c, Target)[0], divided=True, evenly=True)

    def divided_any(self, c: list[Any]) -> Target:
        return Target("creature_or_player", count=99)

    def deal_damage_equal(self, c: list[Any]) -> DealDamage:
        if first(c, "SELF_OR_IT") == "it":
            return self.it_deals_damage_equal(c)
        stat = first(c, "STAT_REF", "DMG_STAT") or ""
        kind = "power" if ("power" in stat or "力量" in stat) else "toughness"
        of_ = "it" if ("that creature" in stat or "该生物" in stat) else "self"
        subjects = of(c, list)[0]
        return DealDamage(Quantity(kind, of=of_), subjects[0], tuple(subjects[1:]))

    def it_deals_damage_equal(self, c: list[Any]) -> DealDamage:
        """"It deals damage equal to its power to ..." (Deadshot): "it" and "its" are the object the
        instruction before acted on (the tapped target), which deals the damage; with no such
        instruction they fall back to the source at resolution (``DealDamage.by``)."""
        stat = first(c, "STAT_REF", "DMG_STAT") or ""
        kind = "power" if ("power" in stat or "力量" in stat) else "toughness"
        subjects = of(c, list)[0]
        return DealDamage(Quantity(kind, of="it"), subjects[0], tuple(subjects[1:]), by="it")

    def lose_kw(self, c: list[Any]) -> Pump:
        subj = self._subject(c)
        return Pump(0, 0, None if subj == "self" else subj, loses=of(c, tuple)[0])

    def double_combat_damage_turn(self, c: list[Any]) -> DoubleDamage:
        return DoubleDamage(DamageReplacement(Group("creature"), ("creature",), combat_only=True))

    def prevent_colors(self, c: list[Any]) -> PreventDamage:
        return PreventDamage(None, None, by_colors=of(c, tuple)[0])

    def source_colors(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(COLOR[str(t)] for t in c if t.type == "COLOR")

    def prevent_to_and_by(self, c: list[Any]) -> PreventDamage:
        return PreventDamage(None, None, combat_only=True, dealt_by=self._subject(c), to_and_by=True)

    def prevent_by(self, c: list[Any]) -> PreventDamage:
        return PreventDamage(None, None, combat_only=bool(tokens_of(c, "COMBAT")), dealt_by=self._subject(c))

    def reanimate(self, c: list[Any]) -> ReturnToPlay:
        return ReturnToPlay(self._subject(c))

    def return_linked(self, c: list[Any]) -> ReturnToPlay:
        return ReturnToPlay("linked")

    def put_on_library(self, c: list[Any]) -> PutOnLibrary:
        return PutOnLibrary(self._permanent(c, "put on a library"))  # else build_zones.gy_to_library

    def gain_life_each(self, c: list[Any]) -> GainLife:
        per = of(c, Amount)[0].value
        return GainLife(Quantity("count", of(c, Group)[0], per=int(per)), self._player(c))

    def lose_life_each(self, c: list[Any]) -> LoseLife:
        per = of(c, Amount)[0].value
        return LoseLife(Quantity("count", of(c, Group)[0], per=int(per)), self._player(c))

    def may_draw(self, c: list[Any]) -> Optional:
        who = self._player(c)
        return Optional(who, (DrawCards(of(c, Count)[0].value, who),))

    def may_pay_player(self, c: list[Any]) -> PayOption:
        pay = of(c, Payment)[0]
        effect = next(x for x in c if not isinstance(x, Token | Payment | Player))
        return PayOption((effect,), self._player(c), pay.mana, pay.life, unless=False)

    def delayed_eot_if_attacked(self, c: list[Any]) -> AtEndOfTurn:
        effect = next(x for x in c if not isinstance(x, Token))
        return AtEndOfTurn((effect,), Condition("attacked_this_turn"))

    def delayed_next_upkeep(self, c: list[Any]) -> AtNextUpkeep:
        """"<effect> at the beginning of the next turn's upkeep": any one effect, done later by a
        delayed triggered ability (406.2a) rather than now."""
        effect = next(x for x in c if not isinstance(x, Token))
        if effect.targets():
            # targets would be chosen as the delayed ability triggers, not as the spell is cast:
            # not modelled, so refused rather than targeted at the wrong time (406.2a)
            raise ValueError("a delayed effect at the next turn's upkeep can't target")
        return AtNextUpkeep((effect,))

    def bullet(self, c: list[Any]) -> Any:
        return next(x for x in c if not isinstance(x, Token))

    def modal_bullets(self, c: list[Any]) -> Modal:
        effects = [x for x in c if not isinstance(x, Token)]
        return Modal(tuple((e,) for e in effects))

    def add_mana_choice(self, c: list[Any]) -> AddMana:
        colors = tuple(str(t).strip("{}").upper() for t in tokens_of(c, "MANA"))
        return AddMana((), choice=colors)

    def search_card(self, c: list[Any]) -> tuple[Any, ...]:
        """(kind, non-types); with "permanent" or a converted mana cost limit also (permanent, limit),
        which only a search's sentences read (elsewhere the pair's unpacking refuses the text)."""
        kind = first(c, "SEARCH_KIND") or "card"
        found = (SEARCH_KIND.get(kind, subtype_of(kind) if kind != "card" else "card"),
                 tuple(n.word for n in of(c, Non)))
        limits = of(c, ManaValueLimit)
        if first(c, "SEARCH_PERMANENT") or limits:
            return (*found, bool(first(c, "SEARCH_PERMANENT")), limits[0].n if limits else None)
        return found

    def to_play(self, c: list[Any]) -> tuple[str, bool]:
        return ("play", bool(tokens_of(c, "TAPPED")))

    def to_hand(self, c: list[Any]) -> tuple[str, bool]:
        return ("hand", False)

    def recipients(self, c: list[Any]) -> list[Any]:
        return list(c)

    def divided(self, c: list[Any]) -> Target:
        count = 3 if str(c[0]) in ("one, two, or three", "一至三个") else 99
        kind = "creature" if str(c[1]) in ("creatures", "生物") else "creature_or_player"
        return Target(kind, count=count)

    def _subject(self, c: list[Any]) -> Any:
        return next(x for x in c if isinstance(x, Target | Group) or (isinstance(x, str) and not isinstance(x, Token)))

    def pump(self, c: list[Any]) -> Pump:
        power, toughness = self._pt_x(c)
        subj = self._subject(c)
        return Pump(power, toughness, None if subj == "self" else subj)

    def pump_while_tapped(self, c: list[Any]) -> PumpWhileTapped:
        """"... gets +P/+T for as long as ~ remains tapped": a bonus that lasts while its source is tapped."""
        pt = of(c, PT)[0]
        if not isinstance(pt.power, int) or not isinstance(pt.toughness, int):
            raise ValueError("an X bonus for as long as ~ remains tapped")
        return PumpWhileTapped(pt.power, pt.toughness, self._subject(c))

    def pump_kw(self, c: list[Any]) -> Pump:
        power, toughness = self._pt_x(c)
        subj = self._subject(c)
        return Pump(power, toughness, None if subj == "self" else subj, of(c, tuple)[0])

    def _pt_x(self, c: list[Any]) -> tuple[Any, Any]:
        """+P/+T, where an X is its power when the sentence says so ("where X is its power")."""
        pt = of(c, PT)[0]
        if not tokens_of(c, "WHERE_X"):
            return pt.power, pt.toughness
        x = Quantity("power", of="it", x=True)
        return (x if pt.power == "X" else pt.power), (x if pt.toughness == "X" else pt.toughness)

    def gain_kw(self, c: list[Any]) -> Pump:
        subj = self._subject(c)
        return Pump(0, 0, None if subj == "self" else subj, of(c, tuple)[0])

    def destroy(self, c: list[Any]) -> Destroy:
        return Destroy(self._permanent(c, "destroy"))

    def destroy_all(self, c: list[Any]) -> Destroy:
        return Destroy(of(c, Group)[0])

    def regenerate(self, c: list[Any]) -> Regenerate:
        subj = self._subject(c)
        return Regenerate(None if subj == "self" else subj)

    def prevent_next(self, c: list[Any]) -> PreventDamage:
        return PreventDamage(of(c, Amount)[0].value, self._subject(c))

    def prevent_combat(self, c: list[Any]) -> PreventDamage:
        return PreventDamage(None, None, combat_only=True)

    def prevent_all_to(self, c: list[Any]) -> PreventDamage:
        return PreventDamage(None, self._subject(c))

    def prevent_source(self, c: list[Any]) -> PreventDamage:
        color = first(c, "COLOR")
        return PreventDamage(None, self._subject(c), chosen_source=True,
                             source_colors=(COLOR[color],) if color else ())

    def counter(self, c: list[Any]) -> CounterSpell:
        return CounterSpell(of(c, Target)[0])

    def _permanent(self, c: list[Any], verb: str) -> Any:
        """The subject of a verb that acts on a permanent in play: a card target ("target creature
        card") would name a card in a graveyard, where the verb finds nothing to act on, so the line
        is refused rather than read as an instruction that does nothing (the verbs that move a card
        out of a graveyard say which graveyard: build_zones)."""
        subject = self._subject(c)
        if isinstance(subject, Target) and subject.kind in CARD_KINDS:
            raise ValueError(f"{verb} a card target: a card in a graveyard isn't a permanent")
        return subject

    def _player(self, c: list[Any]) -> Any:
        """The player a verb names; none named is "you" (unsaid after a first verb: ``verb_player``)."""
        found = [x for x in c if isinstance(x, Player)]
        return found[0].value if found else verb_player(c)

    def _life_amount(self, c: list[Any]) -> Any:
        stat = first(c, "STAT_REF")
        if stat:
            return "its_power" if stat.endswith("power") or "力量" in stat else "its_toughness"
        return of(c, Amount)[0].value

    def gain_life(self, c: list[Any]) -> GainLife:
        return GainLife(self._life_amount(c), self._player(c))

    def lose_life(self, c: list[Any]) -> LoseLife:
        return LoseLife(self._life_amount(c), self._player(c))

    def draw(self, c: list[Any]) -> DrawCards:
        return DrawCards(of(c, Count)[0].value, self._player(c))

    def mill(self, c: list[Any]) -> Mill:
        return Mill(of(c, Count)[0].value, self._player(c))

    def scry(self, c: list[Any]) -> Scry:
        return Scry(of(c, Count)[0].value)

    def top_cards(self, c: list[Any]) -> Count:
        return of(c, Count)[0]

    def top_card(self, c: list[Any]) -> Count:
        """"the top card of your library": one card."""
        return Count(1)

    def discard(self, c: list[Any]) -> Discard:
        return Discard(of(c, Count)[0].value, self._player(c), random=bool(tokens_of(c, "AT_RANDOM")))

    def tap(self, c: list[Any]) -> Tap:
        return Tap(self._permanent(c, "tap"))

    def hold_tapped(self, c: list[Any]) -> HoldTapped:
        """"... doesn't untap during its controller's untap step for as long as ~ remains tapped"."""
        return HoldTapped(self._subject(c))

    def skip_next_untap(self, c: list[Any]) -> SkipNextUntap:
        """"... doesn't untap during its controller's next untap step" / "... your next untap step"."""
        whose = str(first(c, "UNTAP_WHOSE"))
        return SkipNextUntap(self._subject(c), "you" if whose in ("your", "你的") else "controller")

    def tap_all(self, c: list[Any]) -> Tap:
        return Tap(of(c, Group)[0])

    def untap(self, c: list[Any]) -> Untap:
        return Untap(self._permanent(c, "untap"))

    def bounce(self, c: list[Any]) -> ReturnToHand:
        return ReturnToHand(self._permanent(c, "return to its owner's hand"))

    def raise_dead(self, c: list[Any]) -> ReturnToHand:
        subject = self._subject(c)
        return ReturnToHand(subject, from_graveyard=subject == "self")

    def put_counters(self, c: list[Any]) -> PutCounters:
        n = of(c, Count)[0].value if of(c, Count) else "X"  # "put X +1/+1 counters on ..., where X is ..."
        return PutCounters(str(tokens_of(c, "COUNTER_KIND")[0]), n, self._permanent(c, "put counters on"))

    def tokens(self, c: list[Any]) -> CreateTokens:
        count = of(c, Count)[0].value if of(c, Count) else "X"
        desc: CreateTokens = of(c, CreateTokens)[0]
        return CreateTokens(count, desc.power, desc.toughness, desc.colors, desc.subtypes, desc.keywords,
                            self._player(c))

    def token_desc(self, c: list[Any]) -> CreateTokens:
        pt = of(c, PT)[0]
        p, t = pt.power, pt.toughness
        kws = of(c, tuple)[0] if of(c, tuple) else ()
        colors = tuple(COLOR[str(x)] for x in tokens_of(c, "COLOR"))
        subtypes = tuple(subtype_of(str(x)) for x in tokens_of(c, "SUBTYPE_WORD", "TOKEN_TYPE"))
        return CreateTokens(1, int(p), int(t), colors, subtypes, kws)

    def shuffle_self_into_library(self, c: list[Any]) -> ShuffleSelfIntoLibrary:
        return ShuffleSelfIntoLibrary()

    def add_mana(self, c: list[Any]) -> AddMana:
        return AddMana(tuple("C" if s.isdigit() else s for s in c[0] for _ in range(int(s) if s.isdigit() else 1)))
