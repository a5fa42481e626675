"""Game objects: cards, permanents, players and the objects on the stack.

Cards are immutable (their printed characteristics); permanents, players and stack objects are
small mutable records owned by one ``GameState``. Copying a state copies these records.

    >>> bears = Card("bears", "Grizzly Bears", types=("creature",), mana_cost="{1}{G}", power=2, toughness=2)
    >>> bears.colors
    ('G',)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from engine.model.abilities import ActivatedAbility, CardAbilities, KeywordLine, TriggeredAbility
from engine.model.characteristics import AppliedChange
from engine.model.effect import Effect
from engine.model.targeting import Target
from engine.text.catalog import Localised
from engine.text.names import Name

COLOR_ORDER = ("W", "U", "B", "R", "G")


def colors_of_cost(mana_cost: str) -> tuple[str, ...]:
    """A card's colours derive from the coloured symbols of its mana cost (203.2)."""
    found = {s for s in re.findall(r"[WUBRG]", mana_cost.upper())}
    return tuple(c for c in COLOR_ORDER if c in found)


#: subtypes that are not creature types (a changeling is every creature type, not these)
NON_CREATURE_SUBTYPES = frozenset({"plains", "island", "swamp", "mountain", "forest", "equipment", "aura", "arcane",
                                   "trap", "fortification", "shrine", "desert", "lair", "locus", "mine", "tower",
                                   "power-plant", "urza's", "legend", "gate"})


@dataclass(frozen=True)
class Card:
    """A card (or token) with its printed characteristics; keeps its id in every zone."""

    id: str
    name: str
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    mana_cost: str = ""
    color_override: tuple[str, ...] | None = None
    power: int | None = None
    toughness: int | None = None
    text: str = ""
    abilities: CardAbilities = field(default_factory=CardAbilities)
    token: bool = False
    name_zh: str | None = None
    #: the printed Traditional Chinese name, when there is one (else it is converted from ``name_zh``)
    name_zh_hant: str | None = None
    #: abilities the rules give the card beyond its text: a basic land type's mana ability (212.6d).
    #: Whoever makes the card fills this in (``engine.effects.mana.land_abilities``), because the
    #: ability's effect belongs to the effects layer, which sits above this one.
    intrinsic: tuple[ActivatedAbility, ...] = ()

    # A card never changes (an effect makes a new one), so its derived characteristics are computed
    # once per card: combat and the state-based effects ask for them of every creature, many times.
    @cached_property
    def colors(self) -> tuple[str, ...]:
        if self.color_override is not None:
            return self.color_override
        return colors_of_cost(self.mana_cost)

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    @cached_property
    def is_creature(self) -> bool:
        return "creature" in self.types

    @cached_property
    def is_land(self) -> bool:
        return "land" in self.types

    @property
    def is_permanent_card(self) -> bool:
        return any(t in self.types for t in ("creature", "land", "artifact", "enchantment"))

    @property
    def is_instant(self) -> bool:
        return "instant" in self.types

    @cached_property
    def is_changeling(self) -> bool:
        """Changeling: the card is every creature type, in every zone (Lorwyn; 2009 rules only)."""
        return any(isinstance(a, KeywordLine) and "changeling" in a.keywords for a in self.abilities.abilities)

    def has_subtype(self, subtype: str) -> bool:
        """Whether the card has ``subtype`` (any case): printed, or a creature type of a changeling."""
        low = subtype.lower()
        if low in (s.lower() for s in self.subtypes):
            return True
        if low.startswith("urza's "):  # today's "Urza's" and "Mine" are the era's one type "Urza's Mine"
            words = [s.lower().replace("\u2019", "'") for s in self.subtypes]
            return "urza's" in words and low[7:] in words
        return self.is_changeling and low not in NON_CREATURE_SUBTYPES

    @cached_property
    def is_legendary(self) -> bool:
        return "legendary" in self.supertypes or "legend" in (s.lower() for s in self.subtypes)

    @cached_property
    def activated(self) -> tuple[ActivatedAbility, ...]:
        """Activated abilities in text order; the intrinsic ones (a basic land type's mana ability,
        212.6d) come first. Computed once per card (a card never changes), so paying many costs
        stays cheap."""
        return self.intrinsic + self.abilities.activated

    @cached_property
    def label(self) -> Name:
        """The card's name in each language (for the trace and errors)."""
        return Name(self.name, self.name_zh or "", self.name_zh_hant or "")


@dataclass
class Permanent:
    """A card or token in play, with its in-play status."""

    card: Card
    controller: str
    owner: str
    timestamp: int
    tapped: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    summoning_sick: bool = False
    attached_to: str | None = None
    #: (+power, +toughness) modifiers of resolved spells and abilities that end in the cleanup step
    #: (the affected set was locked when they resolved, 418.3b).
    until_eot: list[tuple[int, int]] = field(default_factory=list)
    eot_keywords: set[str] = field(default_factory=set)
    regeneration_shields: int = 0
    prevention_shield: int = 0
    #: effects of static abilities, recomputed by ``continuous.refresh`` (418.4a: never locked).
    static_pt: tuple[int, int] = (0, 0)
    granted: frozenset[str] = frozenset()
    #: instances of flanking static abilities give it (502.3c: each instance triggers)
    static_flanking: int = 0
    granted_triggers: tuple[TriggeredAbility, ...] = ()
    #: the controller to give control back to in the cleanup step ("until end of turn").
    control_until_eot: str | None = None
    #: "doesn't untap during its controller's next untap step": the player whose next untap step
    #: it stays tapped in (the effect ends with that step, whether or not it was tapped)
    skip_next_untap: str | None = None
    #: how many times it has become tapped: a "for as long as ~ remains tapped" effect lasts while
    #: its source is tapped with the count it had when the effect began (untapping ends it)
    tap_count: int = 0
    #: "... doesn't untap during its controller's untap step for as long as ~ remains tapped": the
    #: (source id, source's tap count) pairs holding it tapped
    held_tapped_by: list[tuple[str, int]] = field(default_factory=list)
    #: "... gets +1/+1 for as long as ~ remains tapped": (source id, source's tap count, +power,
    #: +toughness), ended by ``engine.rules.held_effects`` once the source untaps
    held_pt: list[tuple[str, int, int, int]] = field(default_factory=list)
    #: sources that dealt damage to this permanent this turn (Sengir Vampire).
    damaged_by: set[str] = field(default_factory=set)
    #: dealt damage by a source with deathtouch since state-based actions were last checked (702.2c)
    deathtouch_damage: bool = False
    #: activated abilities (by index) used this turn, for "only once each turn".
    activated_this_turn: set[int] = field(default_factory=set)
    #: the counters removed to pay the cost of its ability activated last (a mana ability reads
    #: them as it adds mana: "Add {B} for each storage counter removed this way")
    counters_removed: int = 0
    #: "A creature dealt damage this way can't be regenerated this turn."
    cant_regenerate: bool = False
    #: the controller before a static control-changing effect took it (Control Magic)
    controller_before_static: str | None = None
    #: keywords it lost until end of turn ("All creatures lose trample until end of turn.")
    eot_lost: set[str] = field(default_factory=set)
    #: its kicker cost was paid as it was cast ("If ~ was kicked, ...")
    kicked: bool = False
    #: it was cast for its evoke cost (it is sacrificed as it comes into play)
    evoked: bool = False
    #: the colours of mana spent to cast it (sunburst); the creatures it devoured (devour)
    colors_spent: tuple[str, ...] = ()
    devoured: int = 0
    #: returned by unearth: removed from the game wherever it would go when it leaves play
    unearthed: bool = False
    #: the value of X paid for it as a spell ("comes into play with X +1/+1 counters")
    x_paid: int = 0
    #: what was chosen as it came into play ("As ~ comes into play, choose a color.", 410.10e):
    #: ``{"color": "B"}``, ``{"opponent": "B"}``, ``{"creature_type": "Goblin"}``
    chosen: dict[str, str] = field(default_factory=dict)
    #: face down (morph, 504): a 2/2 creature with no name, text, colour or subtypes
    face_down: bool = False
    #: echo: it came under its controller's control since that player's last upkeep (its echo is due)
    echo_due: bool = False
    #: it attacked this turn ("if it attacked this turn")
    attacked_this_turn: bool = False
    #: cast as its suspend's last time counter came off: it has haste while this player controls it
    suspend_haste_for: str | None = None
    #: activated abilities static abilities give it ('Equipped creature has "{T}: ..."', 407.2)
    granted_activated: tuple[ActivatedAbility, ...] = ()
    #: the card as printed while effects change its characteristics (``card`` is then what it is now:
    #: its abilities, colours, types and base P/T after "loses all abilities", "becomes a Swamp", ...)
    printed: Card | None = None
    #: characteristic changes of resolved spells and abilities, until end of turn or for good (418.3a)
    changes: list[AppliedChange] = field(default_factory=list)
    #: characteristic changes of static abilities, recomputed by ``continuous.refresh`` (418.4a)
    static_changes: tuple[AppliedChange, ...] = ()
    #: keywords gained until end of turn, with the timestamp of the effect (407.1: the most recent wins)
    gains_at: list[tuple[int, tuple[str, ...]]] = field(default_factory=list)
    #: keywords static abilities give it, with their source's timestamp
    granted_at: tuple[tuple[int, tuple[str, ...]], ...] = ()
    #: under timestamp order, the until-end-of-turn P/T changes before a newer base P/T no longer count
    pt_floor: int = 0

    @property
    def activated(self) -> tuple[ActivatedAbility, ...]:
        """Its activated abilities in text order, then those granted by static abilities; a face-down
        permanent has none of its own (504)."""
        own = () if self.face_down else self.card.activated
        return own + self.granted_activated if self.granted_activated else own

    @property
    def id(self) -> str:
        return self.card.id

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def label(self) -> Name:
        return self.card.label

    @property
    def printed_card(self) -> Card:
        """The card as printed: what leaves play (a Swamp by an effect is its own card in a graveyard)."""
        return self.printed if self.printed is not None else self.card

    @property
    def keywords(self) -> frozenset[str]:
        """Keywords and rules-changing statics: printed, granted by statics, or until end of turn
        (less those it lost until end of turn); a face-down permanent has none of its own (504).
        Once an effect removes abilities, gains and losses apply in timestamp order (407.1, 418.5d)."""
        if self.suspend_haste_for is not None and self.suspend_haste_for == self.controller:
            return self._keywords() | {"haste"}
        return self._keywords()

    def _keywords(self) -> frozenset[str]:
        if self.changes or self.static_changes:
            return self._ordered_keywords()
        own = frozenset() if self.face_down else self.card.abilities.keywords
        if not self.granted and not self.eot_keywords and not self.eot_lost:
            return own
        return (own | self.granted | frozenset(self.eot_keywords)) - self.eot_lost

    def _ordered_keywords(self) -> frozenset[str]:
        """Printed keywords first, then every gain and loss in timestamp order: "gains flying" then
        "loses flying" leaves none, the reverse leaves flying (407.1, 418.5d; 2009: layer 6)."""
        printed = frozenset() if self.face_down else self.printed_card.abilities.keywords
        events: list[tuple[int, int, object]] = [(ts, 0, kws) for ts, kws in self.gains_at]
        events += [(ts, 0, kws) for ts, kws in self.granted_at]
        events += [(a.timestamp, 1, a) for a in (*self.changes, *self.static_changes)]
        have = set(printed)
        for _, _, what in sorted(events, key=lambda e: (e[0], e[1])):
            if not isinstance(what, AppliedChange):
                have.update(what)  # type: ignore[arg-type]
                continue
            change = what.change
            if change.lose_all:
                have.clear()
            elif change.land_type is not None:  # its printed rules text goes, granted abilities stay (212.6e)
                have.difference_update(printed)
            have.difference_update(change.lose)
            have.update(change.gain)
        return frozenset(have)

    def has(self, keyword: str) -> bool:
        """Whether it has ``keyword`` now; the common case (nothing granted, lost or changed) asks the
        printed abilities straight away: combat asks every creature this many times per step."""
        if (self.changes or self.static_changes or self.granted or self.eot_keywords or self.eot_lost or self.face_down
                or self.suspend_haste_for is not None):
            return keyword in self.keywords
        return keyword in self.card.abilities.keywords

    @property
    def granted_flanking(self) -> int:
        """Instances of flanking granted by effects (static abilities, "gains flanking until end of turn")."""
        return self.static_flanking + (1 if "flanking" in self.eot_keywords else 0)

    @property
    def flanking(self) -> int:
        """Instances of flanking, printed or granted: a granted ability counts like a printed one (407.2)."""
        return self.card.abilities.flanking + self.granted_flanking

    @property
    def colors(self) -> tuple[str, ...]:
        return () if self.face_down else self.card.colors

    def _counter_bonus(self) -> tuple[int, int]:
        if not self.counters:
            return 0, 0
        p = t = 0
        for kind, n in self.counters.items():
            if m := re.fullmatch(r"([+-]\d+)/([+-]\d+)", kind):
                p += int(m.group(1)) * n
                t += int(m.group(2)) * n
        return p, t

    @property
    def power(self) -> int:
        """Current power: printed, then counters, then until-end-of-turn effects (may be < 0)."""
        cp, _ = self._counter_bonus()
        eot = sum(p for p, _ in self.until_eot[self.pt_floor:]) if self.until_eot else 0
        eot += sum(e[2] for e in self.held_pt) if self.held_pt else 0
        return (2 if self.face_down else self.card.power or 0) + cp + self.static_pt[0] + eot

    @property
    def toughness(self) -> int:
        _, ct = self._counter_bonus()
        eot = sum(t for _, t in self.until_eot[self.pt_floor:]) if self.until_eot else 0
        eot += sum(e[3] for e in self.held_pt) if self.held_pt else 0
        return (2 if self.face_down else self.card.toughness or 0) + ct + self.static_pt[1] + eot

    def protected_from(self, colors: tuple[str, ...], card: Card | None = None) -> bool:
        """Protection from a source of ``colors`` (502.7b), and, when the source's ``card`` is
        given, from its card type or subtype (502.7a: "other characteristics, such as permanent type")."""
        return self.protection_against(colors, card) is not None

    def protection_against(self, colors: tuple[str, ...], card: Card | None = None) -> str | None:
        """The quality of the protection that applies to such a source ("B", "artifact",
        "sub:Goblin", "everything", "multicolored"), or None."""
        for kw in sorted(self.keywords):
            if not kw.startswith("protection:"):
                continue
            q = kw.split(":", 1)[1]
            if q == "chosen":  # its own "protection from the chosen color"
                q = self.chosen.get("color", "")
            if q in colors or q == "everything":
                return q
            if (q == "multicolored" and len(set(colors)) > 1) or (q == "monocolored" and len(set(colors)) == 1):
                return q
            if card is not None and (card.has_type(q) or q.startswith("sub:") and card.has_subtype(q[4:])):
                return q
        return None


@dataclass
class Player:
    """A player and the zones he or she owns."""

    id: str
    life: int = 20
    poison: int = 0
    library: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    graveyard: list[Card] = field(default_factory=list)
    mana_pool: dict[str, int] = field(default_factory=dict)
    removed: list[Card] = field(default_factory=list)  # the removed-from-the-game zone
    lost: bool = False
    drew_from_empty_library: bool = False
    lands_played: int = 0
    prevention_shield: int = 0
    #: dealt damage this turn (bloodthirst asks whether an opponent was)
    damaged_this_turn: bool = False

    def pool_total(self) -> int:
        return sum(self.mana_pool.values())


@dataclass
class Shield:
    """A prevention effect waiting for damage (419.7): "next N" (``amount``), "all" (None),
    Fog-like combat prevention (``holder`` None), or damage from one chosen source (419.7c)."""

    id: str
    source: str
    holder: str | None
    amount: int | None
    timestamp: int
    combat_only: bool = False
    from_source: str | None = None
    label: Name | None = None  # the card that made it, as the trace names it
    #: damage from sources of these colours ("that black sources and red sources would deal")
    from_colors: tuple[str, ...] = ()
    #: used up by the first damage it prevents ("the next time a source of your choice would ...")
    once: bool = False
    #: "You gain life equal to the damage prevented this way.": the player who gains it
    gains_life: str | None = None


@dataclass(frozen=True)
class DamageAssignment:
    """One piece of combat damage fixed when it went on the stack (source's info is kept)."""

    source: str
    label: Name  # the source's name as it was when the damage was assigned (last known information)
    source_colors: tuple[str, ...]
    target: str
    amount: int
    #: the source as it was when the damage was assigned: its deathtouch and lifelink still count
    #: if it leaves play before the damage is dealt (last known information, 413.2f)
    source_perm: Permanent | None = field(default=None, compare=False, repr=False)


@dataclass
class StackObject:
    """A spell, an activated or triggered ability, or the combat damage object (408.1g)."""

    id: str
    kind: str  # "spell" | "ability" | "trigger" | "combat_damage"
    controller: str
    name: str
    source: str | None = None
    card: Card | None = None
    effects: tuple[Effect, ...] = ()
    target_specs: tuple[Target, ...] = ()
    targets: tuple[str, ...] = ()
    source_colors: tuple[str, ...] = ()
    damage: tuple[DamageAssignment, ...] = ()
    first_strike: bool = False
    owner: str = ""
    x: int = 0  # the value chosen for X (409.1b)
    divide: tuple[int, ...] = ()  # damage divided among the targets, in target order (409.1e)
    optional: bool = False  # a "you may" trigger (410.5)
    trigger_ability: TriggeredAbility | None = None  # for its intervening "if" (410.8)
    event_subject: str | None = None  # what the trigger event named ("that creature", "it")
    event_amount: int = 0  # the damage of the trigger event ("that much")
    #: what the trace calls it in each language ("Mogg Fanatic: Sacrifice ...")
    label: Localised | None = None
    #: the permanent the trigger event names, as it last existed ("that creature's toughness", 413.2f)
    event_perm: Permanent | None = None
    #: the source as it was when the ability was activated or triggered (its power after it left play)
    source_perm: Permanent | None = None
    #: optional costs paid as the spell was cast: kicker, buyback (502); cast with flashback (502)
    kicked: bool = False
    buyback: bool = False
    flashback: bool = False
    #: cast face down for {3} (morph, 504)
    face_down: bool = False
    #: cast for its evoke cost instead of its mana cost
    evoked: bool = False
    #: the colours of mana spent to cast it (sunburst)
    colors_spent: tuple[str, ...] = ()
    #: the permanents sacrificed to pay its cost, as they last existed ("the sacrificed creature's power")
    sacrificed: tuple[Permanent, ...] = ()
    #: the counters removed to pay its cost ("Remove any number of storage counters from ~")
    counters_removed: int = 0
    #: its own instruction shuffles it into its owner's library ("Shuffle ~ into its owner's
    #: library."): it goes there once it has resolved, not to the graveyard
    to_library: bool = False
    #: its own instruction returns it to its owner's hand ("Return ~ to its owner's hand." after a
    #: clash won): it goes there once it has resolved, not to the graveyard
    to_hand: bool = False
    #: a copy of a spell (503): it is not cast, and once it leaves the stack it ceases to exist
    copy: bool = False
    #: how many times its replicate cost was paid as it was cast (each payment makes a copy)
    replicated: int = 0
    #: two creatures were tapped for its conspire as it was cast (its conspire makes a copy)
    conspired: bool = False
    #: cast as the last time counter of its suspend came off: a creature it becomes has haste
    suspend_cast: bool = False
    #: the spell whose own "when you cast this spell" ability this is (storm, cascade), as it was
    #: cast: the ability still copies or compares it after the spell left the stack
    event_spell: StackObject | None = None

    @property
    def shown(self) -> Localised:
        """The name the trace shows: ``label``, else ``name``."""
        return self.label if self.label is not None else Name(self.name)

    def card_owner(self, state: object) -> str:
        """The owner of the card (a countered or resolved spell goes to this graveyard)."""
        return self.owner or self.controller
