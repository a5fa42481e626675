"""Scenario reader: YAML/JSON text or a dict -> a validated ``Scenario`` -> an initial ``GameState``.

Errors say exactly where the problem is (``players[0].battlefield[2].power``). The ``expect:``
block used by tests is accepted and ignored by the engine.

    >>> s = load_scenario({"players": [{"id": "A"}, {"id": "B"}]})
    >>> s.active, s.start_step
    ('A', 'main1')
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Any

from engine.cardlang import parse_card_text, parsers_built
from engine.cards import CardLookup, lookup_card
from engine.effects.mana import land_abilities
from engine.errors import InvalidScenario
from engine.limits import Limits, check_deadline
from engine.model.abilities import CardAbilities
from engine.model.mana import parse_mana_cost
from engine.model.objects import COLOR_ORDER, Card, Permanent, Player
from engine.model.state import Combat, GameState
from engine.rules.turn import STEPS
from engine.rulesets import Ruleset, get_ruleset
from engine.rulesets.keywords import check_keywords
from engine.scenario_fields import (
    ScenarioAction,
    field_error,
    flag,
    parse_actions,
    step_name,
    str_list,
    whole_number,
)
from engine.scenario_text import check_sizes, check_tree, read_scenario_text

TOP_FIELDS = {"ruleset", "turn", "players", "actions", "stop", "expect", "title", "description", "name"}
PLAYER_FIELDS = {"id", "life", "poison", "library", "hand", "graveyard", "battlefield"}
CHAR_FIELDS = {"name", "name_zh", "name_zh_hant", "types", "subtypes", "supertypes", "mana_cost", "colors", "power",
               "toughness",
               "text", "token", "printed"}
#: what a parse of a card's text reads: a scenario that sets one of these has its card's text parsed again
PARSE_INPUTS = {"name", "name_zh", "types", "text", "printed"}
STATUS_FIELDS = {"tapped", "damage", "counters", "summoning_sick", "attached_to", "timestamp", "controller",
                 "attacking", "blocking"}
COLOR_LETTERS = {"w": "W", "u": "U", "b": "B", "r": "R", "g": "G", "white": "W", "blue": "U", "black": "B",
                 "red": "R", "green": "G"}
#: the parse of a card without text, shared by every vanilla card (the AST is immutable)
_NO_TEXT = CardAbilities()
CARD_TYPES = {"creature", "land", "artifact", "enchantment", "instant", "sorcery"}


@dataclass
class Scenario:
    """A validated scenario, ready to become a game."""

    ruleset: str
    active: str
    start_step: str
    turn: int
    players: list[dict[str, Any]]
    actions: list[ScenarioAction]
    stop: tuple[int, str]
    raw: dict[str, Any] = field(default_factory=dict)


def _load_text(source: str | dict[str, Any], limits: Limits, deadline: float | None) -> dict[str, Any]:
    """Text through the bounded reader, an already-parsed value through the same bounds."""
    if isinstance(source, str):
        data = read_scenario_text(source, limits, deadline)
    else:
        check_tree(source, limits)
        data = source
    if not isinstance(data, dict):
        raise InvalidScenario("a scenario must be a mapping", "场景必须是一个映射", at="")
    check_sizes(data, limits)
    return data


def load_scenario(
    source: str | dict[str, Any], *, limits: Limits | None = None, deadline: float | None = None
) -> Scenario:
    """Read and validate a scenario (YAML or JSON text, or an already-parsed dict).

    ``limits`` caps the work it may ask for (``engine.limits``); reading stops with
    ``LimitExceeded`` once ``time.perf_counter()`` passes ``deadline``.
    """
    data = _load_text(source, limits or Limits(), deadline)
    for key in data:
        if key not in TOP_FIELDS:
            raise field_error(str(key), "unknown top-level field", "未知的顶层字段")
    ruleset = data.get("ruleset", "classic")
    if not isinstance(ruleset, str):
        raise field_error("ruleset", "must be a string", "必须是字符串")
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise field_error("players", "exactly two players are required", "需要正好两位牌手")
    ids: list[str] = []
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            raise field_error(f"players[{i}]", "must be a mapping", "必须是映射")
        for key in p:
            if key not in PLAYER_FIELDS:
                raise field_error(f"players[{i}].{key}", "unknown player field", "未知的牌手字段")
        pid = p.get("id")
        if not isinstance(pid, str) or not pid:
            raise field_error(f"players[{i}].id", "a player id (string) is required", "需要牌手id（字符串）")
        if pid in ids:
            raise field_error(f"players[{i}].id", f"duplicate player id {pid!r}", f"重复的牌手id“{pid}”")
        ids.append(pid)
    turn = data.get("turn", {}) or {}
    if not isinstance(turn, dict):
        raise field_error("turn", "must be a mapping {active, step, number}", "必须是映射{active, step, number}")
    for key in turn:
        if key not in ("active", "step", "number"):
            raise field_error(f"turn.{key}", "unknown turn field", "未知的回合字段")
    active = turn.get("active", ids[0])
    if active not in ids:
        raise field_error("turn.active", f"unknown player {active!r}", f"未知的牌手“{active}”")
    start_step = step_name(turn.get("step", "main1"), "turn.step")
    number = whole_number(turn.get("number", 1), "turn.number", minimum=1)
    actions = parse_actions(data.get("actions", []) or [], ids)
    stop = _parse_stop(data.get("stop"), number, start_step)
    return Scenario(ruleset, active, start_step, number, players, actions, stop, data)


def _parse_stop(value: Any, number: int, start_step: str) -> tuple[int, str]:
    if value is None:
        return number, "cleanup"
    if isinstance(value, str):
        step = step_name(value, "stop")
        turn = number if STEPS.index(step) >= STEPS.index(start_step) else number + 1
        return turn, step
    if isinstance(value, dict):
        for key in value:
            if key not in ("turn", "step"):
                raise field_error(f"stop.{key}", "unknown field", "未知字段")
        turn = whole_number(value.get("turn", number), "stop.turn", minimum=number)
        return turn, step_name(value.get("step", "cleanup"), "stop.step")
    raise field_error("stop", "must be a step name or {turn, step}", "必须是步骤名或{turn, step}")


# ---- building the initial state ----------------------------------------------------------------


def _slug(name: str) -> str:
    slug = re.sub(r"\W+", "_", name.strip().lower()).strip("_")
    return slug or "card"


class _CardBuilder:
    """Turns card specs into ``Card`` objects with unique ids."""

    def __init__(self, lookup: CardLookup, reserved: set[str], deadline: float | None = None,
                 ruleset: Ruleset | None = None):
        self.lookup = lookup
        self.ruleset = ruleset
        self.deadline = deadline
        #: seconds spent building card-language parsers, added to the deadline (``parsers_built``)
        self.parser_seconds = 0.0
        self.used: set[str] = set(reserved)
        self.reserved = set(reserved)

    def unique_id(self, wanted: str | None, name: str, at: str) -> str:
        if wanted is not None:
            if not isinstance(wanted, str) or not wanted:
                raise field_error(f"{at}.id", "must be a non-empty string", "必须是非空字符串")
            if wanted in self.used:
                raise field_error(f"{at}.id", f"duplicate id {wanted!r}", f"重复的id“{wanted}”")
            self.used.add(wanted)
            return wanted
        base = _slug(name)
        candidate, n = base, 2
        while candidate in self.used:
            candidate, n = f"{base}_{n}", n + 1
        self.used.add(candidate)
        return candidate

    def build(self, spec: Any, at: str, *, on_battlefield: bool) -> tuple[Card, dict[str, Any]]:
        check_deadline(self.deadline)
        if isinstance(spec, str):
            spec = {"card": spec}
        if not isinstance(spec, dict):
            raise field_error(at, "a card spec must be a name or a mapping", "牌的描述必须是牌名或映射")
        allowed = {"card", "id"} | CHAR_FIELDS | (STATUS_FIELDS if on_battlefield else set())
        for key in spec:
            if key not in allowed:
                raise field_error(f"{at}.{key}", "unknown card field" + ("" if on_battlefield else " outside play"),
                           "未知的牌字段")
        chars: dict[str, Any] = {}
        parsed: Any = None
        if "card" in spec:
            if not isinstance(spec["card"], str):
                raise field_error(f"{at}.card", "must be a card name", "必须是牌名")
            found = self.lookup(spec["card"])
            if found is None:
                raise field_error(f"{at}.card", f"unknown card {spec['card']!r} (give it inline with name:, types:, ...)",
                           f"未知的牌“{spec['card']}”（请用name:、types:等内联描述）")
            chars.update(found)
            # the lookup's parse of its text stands for that text only, not for one the scenario changes
            parsed = None if PARSE_INPUTS & set(spec) else found.get("abilities")
        chars.update({k: v for k, v in spec.items() if k in CHAR_FIELDS})
        name = chars.get("name")
        if not isinstance(name, str) or not name:
            raise field_error(f"{at}.name", "a card needs a name (or card: <name>)", "牌需要名称（或card: <牌名>）")
        card_id = self.unique_id(spec.get("id"), name, at)
        return self._card(card_id, chars, at, parsed), spec

    def _card(self, card_id: str, chars: dict[str, Any], at: str, parsed: Any = None) -> Card:
        types = [t.lower() for t in str_list(chars.get("types", []), f"{at}.types")]
        for t in types:
            if t not in CARD_TYPES:
                raise field_error(f"{at}.types", f"unknown card type {t!r}", f"未知的牌类别“{t}”")
        subtypes = str_list(chars.get("subtypes", []), f"{at}.subtypes")
        supertypes = [s.lower() for s in str_list(chars.get("supertypes", []), f"{at}.supertypes")]
        mana_cost = chars.get("mana_cost", "") or ""
        try:
            parse_mana_cost(str(mana_cost))
        except ValueError:
            raise field_error(f"{at}.mana_cost", f"malformed mana cost {mana_cost!r}", f"法术力费用格式错误“{mana_cost}”") from None
        colors = None
        if "colors" in chars:
            colors_raw = str_list(chars["colors"], f"{at}.colors")
            try:
                letters = {COLOR_LETTERS[c.lower()] for c in colors_raw}
            except KeyError:
                raise field_error(f"{at}.colors", "colors are white/blue/black/red/green or W/U/B/R/G", "颜色错误") from None
            colors = tuple(c for c in COLOR_ORDER if c in letters)
        power = toughness = None
        if "creature" in types or "power" in chars or "toughness" in chars:
            power = whole_number(chars.get("power", 0), f"{at}.power")
            toughness = whole_number(chars.get("toughness", 0), f"{at}.toughness")
        text = chars.get("text", "") or ""
        if not isinstance(text, str):
            raise field_error(f"{at}.text", "must be a string", "必须是字符串")
        name = chars["name"]
        name_zh = chars.get("name_zh") or None
        if name_zh is not None and not isinstance(name_zh, str):
            raise field_error(f"{at}.name_zh", "must be a string", "必须是字符串")
        name_zh_hant = chars.get("name_zh_hant") or None
        if name_zh_hant is not None and not isinstance(name_zh_hant, str):
            raise field_error(f"{at}.name_zh_hant", "must be a string", "必须是字符串")
        # the release date of the printing a printed Chinese text comes from (its type words depend on it)
        printed = chars.get("printed") or None
        if printed is not None and not (isinstance(printed, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", printed)):
            raise field_error(f"{at}.printed", "must be a date written YYYY-MM-DD", "必须是YYYY-MM-DD格式的日期")
        lines = tuple(line.strip() for line in text.splitlines() if line.strip())
        if isinstance(parsed, CardAbilities) and parsed.lines == lines:
            abilities = parsed  # the lookup's parse (the library's parse cache) of this very text
        elif not lines:
            abilities = _NO_TEXT  # a vanilla card: nothing to parse, no parser to build
        else:
            built, started = parsers_built(), time.perf_counter()
            abilities = parse_card_text(name, text, is_spell=bool({"instant", "sorcery"} & set(types)),
                                        at=f"{at}.text", name_zh=name_zh,
                                        other_names=(name_zh_hant,) if name_zh_hant else (), printed=printed)
            if parsers_built() != built:  # this parse built a parser: process start-up, not this scenario's work
                spent = time.perf_counter() - started
                self.parser_seconds += spent
                if self.deadline is not None:
                    self.deadline += spent
        token = chars.get("token", False)
        if not isinstance(token, bool):
            raise field_error(f"{at}.token", "must be true or false", "必须是true或false")
        card = Card(
            id=card_id, name=name, types=tuple(types), subtypes=tuple(subtypes), supertypes=tuple(supertypes),
            mana_cost=str(mana_cost), color_override=colors, power=power, toughness=toughness, text=text,
            abilities=abilities, token=token, name_zh=name_zh, name_zh_hant=name_zh_hant,
            intrinsic=land_abilities(tuple(subtypes)),
        )
        if self.ruleset is not None and self.ruleset.missing_keywords:  # "Deathtouch" in a classic scenario
            check_keywords(card, self.ruleset.name, self.ruleset.missing_keywords, f"{at}.text")
        return card


def build_state(scenario: Scenario, lookup: CardLookup | None = None, ruleset: Ruleset | None = None, *,
                deadline: float | None = None) -> GameState:
    """The initial ``GameState`` of a scenario (cards looked up by ``lookup``, default built-in),
    under ``ruleset`` (default: the one the scenario names); stops with ``LimitExceeded`` once
    ``time.perf_counter()`` passes ``deadline``."""
    return build_state_timed(scenario, lookup, ruleset, deadline=deadline)[0]


def build_state_timed(scenario: Scenario, lookup: CardLookup | None = None, ruleset: Ruleset | None = None, *,
                      deadline: float | None = None) -> tuple[GameState, float]:
    """``build_state``, and the seconds it spent building card-language parsers (a new process's
    first card text), which it left out of ``deadline`` and the caller should leave out too."""
    ruleset = ruleset if ruleset is not None else get_ruleset(scenario.ruleset)
    ids = [p["id"] for p in scenario.players]
    builder = _CardBuilder(lookup or lookup_card, set(ids), deadline, ruleset)
    players: dict[str, Player] = {}
    state = GameState(players=players, turn=scenario.turn, active=scenario.active, step=scenario.start_step)
    statuses: list[tuple[Permanent, dict[str, Any], str]] = []
    for i, raw in enumerate(scenario.players):
        pid = raw["id"]
        at = f"players[{i}]"
        player = Player(
            id=pid,
            life=whole_number(raw.get("life", ruleset.starting_life), f"{at}.life"),
            poison=whole_number(raw.get("poison", 0), f"{at}.poison", minimum=0),
        )
        players[pid] = player
        library = raw.get("library", 20)
        if isinstance(library, int) and not isinstance(library, bool):
            count = whole_number(library, f"{at}.library", minimum=0)
            player.library = [Card(id=f"{pid}_library_{n + 1}", name="Library card", name_zh="牌库中的牌")
                              for n in range(count)]
        elif isinstance(library, list):
            player.library = [builder.build(s, f"{at}.library[{n}]", on_battlefield=False)[0]
                              for n, s in enumerate(library)]
        else:
            raise field_error(f"{at}.library", "must be a count or a list of card specs", "必须是张数或牌的列表")
        for zone in ("hand", "graveyard"):
            specs = raw.get(zone, []) or []
            if not isinstance(specs, list):
                raise field_error(f"{at}.{zone}", "must be a list of card specs", "必须是牌的列表")
            getattr(player, zone).extend(builder.build(s, f"{at}.{zone}[{n}]", on_battlefield=False)[0]
                                         for n, s in enumerate(specs))
        specs = raw.get("battlefield", []) or []
        if not isinstance(specs, list):
            raise field_error(f"{at}.battlefield", "must be a list of card specs", "必须是牌的列表")
        for n, spec in enumerate(specs):
            pat = f"{at}.battlefield[{n}]"
            card, spec_d = builder.build(spec, pat, on_battlefield=True)
            if not card.is_permanent_card:
                raise field_error(f"{pat}.types", "only permanents (creature, land, artifact, enchantment) can be in play",
                           "只有永久物可以在场上")
            controller = spec_d.get("controller", pid)
            if controller not in ids:
                raise field_error(f"{pat}.controller", f"unknown player {controller!r}", f"未知的牌手“{controller}”")
            perm = Permanent(card=card, controller=controller, owner=pid,
                             timestamp=whole_number(spec_d.get("timestamp", state.new_timestamp()), f"{pat}.timestamp"))
            perm.tapped = flag(spec_d.get("tapped", False), f"{pat}.tapped")
            perm.damage = whole_number(spec_d.get("damage", 0), f"{pat}.damage", minimum=0)
            perm.summoning_sick = flag(spec_d.get("summoning_sick", False), f"{pat}.summoning_sick")
            counters = spec_d.get("counters", {}) or {}
            if not isinstance(counters, dict):
                raise field_error(f"{pat}.counters", "must be a mapping like {'+1/+1': 1}", "必须是映射")
            perm.counters = {str(k): whole_number(v, f"{pat}.counters.{k}", minimum=0) for k, v in counters.items()}
            state.battlefield[card.id] = perm
            statuses.append((perm, spec_d, pat))
    state.next_timestamp = max([p.timestamp for p in state.battlefield.values()] + [0]) + 1
    _link(state, statuses, scenario)
    return state, builder.parser_seconds


def _link(state: GameState, statuses: list[tuple[Permanent, dict[str, Any], str]], scenario: Scenario) -> None:
    """Resolve references between permanents: attachments and combat set up by the scenario."""
    combat = Combat()
    for perm, spec, at in statuses:
        if "attached_to" in spec:
            target = spec["attached_to"]
            if not isinstance(target, str):
                raise field_error(f"{at}.attached_to", "must be the id of a permanent or player", "必须是永久物或牌手的id")
            if target not in state.battlefield and target not in state.players:
                raise field_error(f"{at}.attached_to", f"no permanent with id {target!r} in play", f"场上没有id为“{target}”的永久物")
            state.attach(perm, target)
        if spec.get("attacking"):
            if perm.controller != scenario.active:
                raise field_error(f"{at}.attacking", "only the active player's creatures can be attacking", "只有主动牌手的生物可以攻击")
            combat.attackers[perm.id] = state.opponent(perm.controller)
    for perm, spec, at in statuses:
        if "blocking" in spec:
            attacker = spec["blocking"]
            if not isinstance(attacker, str):
                raise field_error(f"{at}.blocking", "must be the id of an attacking creature", "必须是攻击生物的id")
            if attacker not in combat.attackers:
                raise field_error(f"{at}.blocking", f"{attacker!r} is not an attacking creature", f"“{attacker}”不是攻击生物")
            combat.block(perm.id, attacker)
            combat.blocked.setdefault(attacker, None)
    state.combat = combat
