"""Scenario reader: YAML/JSON text or a dict -> a validated ``Scenario`` -> an initial ``GameState``.

Errors say exactly where the problem is (``players[0].battlefield[2].power``). The ``expect:``
block used by tests is accepted and ignored by the engine.

    >>> s = load_scenario({"players": [{"id": "A"}, {"id": "B"}]})
    >>> s.active, s.start_step
    ('A', 'main1')
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.cardlang import parse_card_text
from engine.cards import CardLookup, lookup_card
from engine.errors import InvalidScenario
from engine.limits import Limits, check_deadline
from engine.model.abilities import CardAbilities
from engine.model.mana import parse_mana_cost
from engine.model.objects import COLOR_ORDER, Card, Permanent, Player
from engine.model.state import Combat, GameState
from engine.rules.turn import STEPS
from engine.rulesets import Ruleset, get_ruleset
from engine.scenario_text import check_sizes, check_tree, read_scenario_text

TOP_FIELDS = {"ruleset", "turn", "players", "actions", "stop", "expect", "title", "description", "name"}
PLAYER_FIELDS = {"id", "life", "poison", "library", "hand", "graveyard", "battlefield"}
CHAR_FIELDS = {"name", "name_zh", "name_zh_hant", "types", "subtypes", "supertypes", "mana_cost", "colors", "power",
               "toughness",
               "text", "token"}
#: what a parse of a card's text reads: a scenario that sets one of these has its card's text parsed again
PARSE_INPUTS = {"name", "name_zh", "types", "text"}
STATUS_FIELDS = {"tapped", "damage", "counters", "summoning_sick", "attached_to", "timestamp", "controller",
                 "attacking", "blocking"}
VERBS = ("attack", "block", "activate", "cast", "assign", "play", "trigger", "choose")
ACTION_MODIFIERS = {"player", "step", "stack", "turn"}
COLOR_LETTERS = {"w": "W", "u": "U", "b": "B", "r": "R", "g": "G", "white": "W", "blue": "U", "black": "B",
                 "red": "R", "green": "G"}
#: what a ``choose:`` action may answer during resolution (see docs/engine.md)
CHOICE_KINDS = ("player", "discard", "sacrifice", "source", "prevention_order", "pay", "color", "tap", "return", "search",
                "may")
CARD_TYPES = {"creature", "land", "artifact", "enchantment", "instant", "sorcery"}


def _err(at: str, en: str, zh: str) -> InvalidScenario:
    return InvalidScenario(f"{at}: {en}", f"{at}：{zh}", at=at)


@dataclass(frozen=True)
class ScenarioAction:
    """One decision from ``actions:``, with its index for error locations."""

    index: int
    verb: str
    payload: Any
    player: str | None = None
    step: str | None = None
    turn: int | None = None
    stack_empty: bool = False

    @property
    def at(self) -> str:
        return f"actions[{self.index}]"


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


def _int(value: Any, at: str, *, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _err(at, f"must be a whole number, got {value!r}", f"必须是整数，而不是{value!r}")
    if minimum is not None and value < minimum:
        raise _err(at, f"must be >= {minimum}", f"必须≥{minimum}")
    return value


def _str_list(value: Any, at: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _err(at, "must be a list of strings", "必须是字符串列表")
    return list(value)


def _step(value: Any, at: str) -> str:
    if value not in STEPS:
        raise _err(at, f"unknown step {value!r} (one of {', '.join(STEPS)})", f"未知的步骤“{value}”")
    return str(value)


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
            raise _err(str(key), "unknown top-level field", "未知的顶层字段")
    ruleset = data.get("ruleset", "classic")
    if not isinstance(ruleset, str):
        raise _err("ruleset", "must be a string", "必须是字符串")
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise _err("players", "exactly two players are required", "需要正好两位牌手")
    ids: list[str] = []
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            raise _err(f"players[{i}]", "must be a mapping", "必须是映射")
        for key in p:
            if key not in PLAYER_FIELDS:
                raise _err(f"players[{i}].{key}", "unknown player field", "未知的牌手字段")
        pid = p.get("id")
        if not isinstance(pid, str) or not pid:
            raise _err(f"players[{i}].id", "a player id (string) is required", "需要牌手id（字符串）")
        if pid in ids:
            raise _err(f"players[{i}].id", f"duplicate player id {pid!r}", f"重复的牌手id“{pid}”")
        ids.append(pid)
    turn = data.get("turn", {}) or {}
    if not isinstance(turn, dict):
        raise _err("turn", "must be a mapping {active, step, number}", "必须是映射{active, step, number}")
    for key in turn:
        if key not in ("active", "step", "number"):
            raise _err(f"turn.{key}", "unknown turn field", "未知的回合字段")
    active = turn.get("active", ids[0])
    if active not in ids:
        raise _err("turn.active", f"unknown player {active!r}", f"未知的牌手“{active}”")
    start_step = _step(turn.get("step", "main1"), "turn.step")
    number = _int(turn.get("number", 1), "turn.number", minimum=1)
    actions = _parse_actions(data.get("actions", []) or [], ids)
    stop = _parse_stop(data.get("stop"), number, start_step)
    return Scenario(ruleset, active, start_step, number, players, actions, stop, data)


def _parse_stop(value: Any, number: int, start_step: str) -> tuple[int, str]:
    if value is None:
        return number, "cleanup"
    if isinstance(value, str):
        step = _step(value, "stop")
        turn = number if STEPS.index(step) >= STEPS.index(start_step) else number + 1
        return turn, step
    if isinstance(value, dict):
        for key in value:
            if key not in ("turn", "step"):
                raise _err(f"stop.{key}", "unknown field", "未知字段")
        turn = _int(value.get("turn", number), "stop.turn", minimum=number)
        return turn, _step(value.get("step", "cleanup"), "stop.step")
    raise _err("stop", "must be a step name or {turn, step}", "必须是步骤名或{turn, step}")


def _parse_actions(raw: Any, player_ids: list[str]) -> list[ScenarioAction]:
    if not isinstance(raw, list):
        raise _err("actions", "must be a list", "必须是列表")
    out: list[ScenarioAction] = []
    for i, item in enumerate(raw):
        at = f"actions[{i}]"
        if not isinstance(item, dict):
            raise _err(at, "each action must be a mapping such as {attack: [bears]}", "每个动作必须是映射")
        verbs = [k for k in item if k in VERBS]
        unknown = [k for k in item if k not in VERBS and k not in ACTION_MODIFIERS]
        if unknown:
            raise _err(f"{at}.{unknown[0]}", f"unknown action field (verbs: {', '.join(VERBS)})", "未知的动作字段")
        if len(verbs) != 1:
            raise _err(at, f"exactly one of {', '.join(VERBS)} is required", f"需要正好一个动作：{', '.join(VERBS)}")
        verb = verbs[0]
        payload = _check_payload(verb, item[verb], f"{at}.{verb}")
        player = item.get("player")
        if player is not None and player not in player_ids:
            raise _err(f"{at}.player", f"unknown player {player!r}", f"未知的牌手“{player}”")
        step = _step(item["step"], f"{at}.step") if "step" in item else None
        turn = _int(item["turn"], f"{at}.turn", minimum=1) if "turn" in item else None
        stack = item.get("stack")
        if stack not in (None, "empty"):
            raise _err(f"{at}.stack", "the only supported value is 'empty'", "唯一支持的值是“empty”")
        out.append(ScenarioAction(i, verb, payload, player, step, turn, stack == "empty"))
    return out


def _check_payload(verb: str, value: Any, at: str) -> Any:
    if verb == "attack":
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return value
        if isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
            return value
        raise _err(at, "must be a list of attacker ids or {attacker: player}", "必须是攻击者id列表或{攻击者: 牌手}")
    if verb == "block":
        if not isinstance(value, dict):
            raise _err(at, "must be {blocker: attacker}", "必须是{阻挡者: 攻击者}")
        return {str(k): _str_list(v, f"{at}.{k}") for k, v in value.items()}
    if verb == "play":
        if not isinstance(value, str):
            raise _err(at, "must be the id of a land in hand", "必须是手上地牌的id")
        return value
    if verb == "assign":
        if not isinstance(value, dict):
            raise _err(at, "must be {attacker: {recipient: amount}}", "必须是{攻击者: {受伤害者: 数量}}")
        out: dict[str, dict[str, int]] = {}
        for attacker, division in value.items():
            if not isinstance(division, dict):
                raise _err(f"{at}.{attacker}", "must be {recipient: amount}", "必须是{受伤害者: 数量}")
            out[str(attacker)] = {str(r): _int(n, f"{at}.{attacker}.{r}", minimum=0) for r, n in division.items()}
        return out
    if verb == "trigger":
        return _trigger_payload(value, at)
    if verb == "choose":
        if not isinstance(value, dict) or not value:
            raise _err(at, "must be a mapping such as {discard: [card]} or {player: B, sacrifice: [bears]}",
                       "必须是映射，例如{discard: [card]}")
        for key in value:
            if key not in CHOICE_KINDS:
                raise _err(f"{at}.{key}", f"unknown choice (one of {', '.join(CHOICE_KINDS)})", "未知的选择")
        return dict(value)
    # cast / activate
    if isinstance(value, str):
        value = {"card": value} if verb == "cast" else {"source": value}
    if not isinstance(value, dict):
        raise _err(at, "must be a mapping", "必须是映射")
    allowed = ({"card", "targets", "pay", "mode", "x", "divide", "kicker", "buyback", "splice", "face_down"}
               if verb == "cast"
               else {"source", "ability", "targets", "pay", "x", "discard", "sacrifice"})
    for key in value:
        if key not in allowed:
            raise _err(f"{at}.{key}", f"unknown field (allowed: {', '.join(sorted(allowed))})", "未知字段")
    main = "card" if verb == "cast" else "source"
    if not isinstance(value.get(main), str):
        raise _err(f"{at}.{main}", "an object id is required", "需要物件id")
    result = dict(value)
    result["targets"] = _str_list(value.get("targets", []), f"{at}.targets")
    if "pay" in value:
        result["pay"] = _str_list(value["pay"], f"{at}.pay")
    if verb == "activate":
        result["ability"] = _int(value.get("ability", 0), f"{at}.ability", minimum=0)
        for key in ("discard", "sacrifice"):
            result[key] = _str_list(value.get(key, []), f"{at}.{key}")
    else:
        result["mode"] = _int(value.get("mode", 0), f"{at}.mode", minimum=0)
        divide = value.get("divide", [])
        if not isinstance(divide, list):
            raise _err(f"{at}.divide", "must be a list of amounts, in target order", "必须是数量列表，按目标顺序")
        result["divide"] = [_int(n, f"{at}.divide[{i}]", minimum=0) for i, n in enumerate(divide)]
        for key in ("kicker", "buyback", "face_down"):
            result[key] = _bool(value.get(key, False), f"{at}.{key}")
        result["splice"] = _str_list(value.get("splice", []), f"{at}.splice")
    result["x"] = _int(value.get("x", 0), f"{at}.x", minimum=0)
    return result


def _trigger_payload(value: Any, at: str) -> dict[str, Any]:
    """``{source: id, targets: [...], decline: false, x: N}``: answers the next triggered ability of
    ``source`` when it is put on the stack."""
    if isinstance(value, str):
        value = {"source": value}
    if not isinstance(value, dict) or not isinstance(value.get("source"), str):
        raise _err(at, "must be {source: id, targets: [...], decline: false, x: N}", "必须是{source: id, targets: [...]}")
    for key in value:
        if key not in ("source", "targets", "decline", "x"):
            raise _err(f"{at}.{key}", "unknown field (allowed: source, targets, decline, x)", "未知字段")
    out = {"source": value["source"], "targets": _str_list(value.get("targets", []), f"{at}.targets")}
    if "decline" in value:
        out["decline"] = _bool(value["decline"], f"{at}.decline")
    if "x" in value:
        out["x"] = _int(value["x"], f"{at}.x", minimum=0)
    return out


# ---- building the initial state ----------------------------------------------------------------


def _slug(name: str) -> str:
    slug = re.sub(r"\W+", "_", name.strip().lower()).strip("_")
    return slug or "card"


class _CardBuilder:
    """Turns card specs into ``Card`` objects with unique ids."""

    def __init__(self, lookup: CardLookup, reserved: set[str], deadline: float | None = None):
        self.lookup = lookup
        self.deadline = deadline
        self.used: set[str] = set(reserved)
        self.reserved = set(reserved)

    def unique_id(self, wanted: str | None, name: str, at: str) -> str:
        if wanted is not None:
            if not isinstance(wanted, str) or not wanted:
                raise _err(f"{at}.id", "must be a non-empty string", "必须是非空字符串")
            if wanted in self.used:
                raise _err(f"{at}.id", f"duplicate id {wanted!r}", f"重复的id“{wanted}”")
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
            raise _err(at, "a card spec must be a name or a mapping", "牌的描述必须是牌名或映射")
        allowed = {"card", "id"} | CHAR_FIELDS | (STATUS_FIELDS if on_battlefield else set())
        for key in spec:
            if key not in allowed:
                raise _err(f"{at}.{key}", "unknown card field" + ("" if on_battlefield else " outside play"),
                           "未知的牌字段")
        chars: dict[str, Any] = {}
        parsed: Any = None
        if "card" in spec:
            if not isinstance(spec["card"], str):
                raise _err(f"{at}.card", "must be a card name", "必须是牌名")
            found = self.lookup(spec["card"])
            if found is None:
                raise _err(f"{at}.card", f"unknown card {spec['card']!r} (give it inline with name:, types:, ...)",
                           f"未知的牌“{spec['card']}”（请用name:、types:等内联描述）")
            chars.update(found)
            # the lookup's parse of its text stands for that text only, not for one the scenario changes
            parsed = None if PARSE_INPUTS & set(spec) else found.get("abilities")
        chars.update({k: v for k, v in spec.items() if k in CHAR_FIELDS})
        name = chars.get("name")
        if not isinstance(name, str) or not name:
            raise _err(f"{at}.name", "a card needs a name (or card: <name>)", "牌需要名称（或card: <牌名>）")
        card_id = self.unique_id(spec.get("id"), name, at)
        return self._card(card_id, chars, at, parsed), spec

    def _card(self, card_id: str, chars: dict[str, Any], at: str, parsed: Any = None) -> Card:
        types = [t.lower() for t in _str_list(chars.get("types", []), f"{at}.types")]
        for t in types:
            if t not in CARD_TYPES:
                raise _err(f"{at}.types", f"unknown card type {t!r}", f"未知的牌类别“{t}”")
        subtypes = _str_list(chars.get("subtypes", []), f"{at}.subtypes")
        supertypes = [s.lower() for s in _str_list(chars.get("supertypes", []), f"{at}.supertypes")]
        mana_cost = chars.get("mana_cost", "") or ""
        try:
            parse_mana_cost(str(mana_cost))
        except ValueError:
            raise _err(f"{at}.mana_cost", f"malformed mana cost {mana_cost!r}", f"法术力费用格式错误“{mana_cost}”") from None
        colors = None
        if "colors" in chars:
            colors_raw = _str_list(chars["colors"], f"{at}.colors")
            try:
                letters = {COLOR_LETTERS[c.lower()] for c in colors_raw}
            except KeyError:
                raise _err(f"{at}.colors", "colors are white/blue/black/red/green or W/U/B/R/G", "颜色错误") from None
            colors = tuple(c for c in COLOR_ORDER if c in letters)
        power = toughness = None
        if "creature" in types or "power" in chars or "toughness" in chars:
            power = _int(chars.get("power", 0), f"{at}.power")
            toughness = _int(chars.get("toughness", 0), f"{at}.toughness")
        text = chars.get("text", "") or ""
        if not isinstance(text, str):
            raise _err(f"{at}.text", "must be a string", "必须是字符串")
        name = chars["name"]
        name_zh = chars.get("name_zh") or None
        if name_zh is not None and not isinstance(name_zh, str):
            raise _err(f"{at}.name_zh", "must be a string", "必须是字符串")
        name_zh_hant = chars.get("name_zh_hant") or None
        if name_zh_hant is not None and not isinstance(name_zh_hant, str):
            raise _err(f"{at}.name_zh_hant", "must be a string", "必须是字符串")
        lines = tuple(line.strip() for line in text.splitlines() if line.strip())
        if isinstance(parsed, CardAbilities) and parsed.lines == lines:
            abilities = parsed  # the lookup's parse (the library's parse cache) of this very text
        else:
            abilities = parse_card_text(name, text, is_spell=bool({"instant", "sorcery"} & set(types)),
                                        at=f"{at}.text", name_zh=name_zh)
        token = chars.get("token", False)
        if not isinstance(token, bool):
            raise _err(f"{at}.token", "must be true or false", "必须是true或false")
        return Card(
            id=card_id, name=name, types=tuple(types), subtypes=tuple(subtypes), supertypes=tuple(supertypes),
            mana_cost=str(mana_cost), color_override=colors, power=power, toughness=toughness, text=text,
            abilities=abilities, token=token, name_zh=name_zh, name_zh_hant=name_zh_hant,
        )


def build_state(scenario: Scenario, lookup: CardLookup | None = None, ruleset: Ruleset | None = None, *,
                deadline: float | None = None) -> GameState:
    """The initial ``GameState`` of a scenario (cards looked up by ``lookup``, default built-in),
    under ``ruleset`` (default: the one the scenario names); stops with ``LimitExceeded`` once
    ``time.perf_counter()`` passes ``deadline``."""
    ruleset = ruleset if ruleset is not None else get_ruleset(scenario.ruleset)
    ids = [p["id"] for p in scenario.players]
    builder = _CardBuilder(lookup or lookup_card, set(ids), deadline)
    players: dict[str, Player] = {}
    state = GameState(players=players, turn=scenario.turn, active=scenario.active, step=scenario.start_step)
    statuses: list[tuple[Permanent, dict[str, Any], str]] = []
    for i, raw in enumerate(scenario.players):
        pid = raw["id"]
        at = f"players[{i}]"
        player = Player(
            id=pid,
            life=_int(raw.get("life", ruleset.starting_life), f"{at}.life"),
            poison=_int(raw.get("poison", 0), f"{at}.poison", minimum=0),
        )
        players[pid] = player
        library = raw.get("library", 20)
        if isinstance(library, int) and not isinstance(library, bool):
            count = _int(library, f"{at}.library", minimum=0)
            player.library = [Card(id=f"{pid}_library_{n + 1}", name="Library card", name_zh="牌库中的牌")
                              for n in range(count)]
        elif isinstance(library, list):
            player.library = [builder.build(s, f"{at}.library[{n}]", on_battlefield=False)[0]
                              for n, s in enumerate(library)]
        else:
            raise _err(f"{at}.library", "must be a count or a list of card specs", "必须是张数或牌的列表")
        for zone in ("hand", "graveyard"):
            specs = raw.get(zone, []) or []
            if not isinstance(specs, list):
                raise _err(f"{at}.{zone}", "must be a list of card specs", "必须是牌的列表")
            getattr(player, zone).extend(builder.build(s, f"{at}.{zone}[{n}]", on_battlefield=False)[0]
                                         for n, s in enumerate(specs))
        specs = raw.get("battlefield", []) or []
        if not isinstance(specs, list):
            raise _err(f"{at}.battlefield", "must be a list of card specs", "必须是牌的列表")
        for n, spec in enumerate(specs):
            pat = f"{at}.battlefield[{n}]"
            card, spec_d = builder.build(spec, pat, on_battlefield=True)
            if not card.is_permanent_card:
                raise _err(f"{pat}.types", "only permanents (creature, land, artifact, enchantment) can be in play",
                           "只有永久物可以在场上")
            controller = spec_d.get("controller", pid)
            if controller not in ids:
                raise _err(f"{pat}.controller", f"unknown player {controller!r}", f"未知的牌手“{controller}”")
            perm = Permanent(card=card, controller=controller, owner=pid,
                             timestamp=_int(spec_d.get("timestamp", state.new_timestamp()), f"{pat}.timestamp"))
            perm.tapped = _bool(spec_d.get("tapped", False), f"{pat}.tapped")
            perm.damage = _int(spec_d.get("damage", 0), f"{pat}.damage", minimum=0)
            perm.summoning_sick = _bool(spec_d.get("summoning_sick", False), f"{pat}.summoning_sick")
            counters = spec_d.get("counters", {}) or {}
            if not isinstance(counters, dict):
                raise _err(f"{pat}.counters", "must be a mapping like {'+1/+1': 1}", "必须是映射")
            perm.counters = {str(k): _int(v, f"{pat}.counters.{k}", minimum=0) for k, v in counters.items()}
            state.battlefield[card.id] = perm
            statuses.append((perm, spec_d, pat))
    state.next_timestamp = max([p.timestamp for p in state.battlefield.values()] + [0]) + 1
    _link(state, statuses, scenario)
    return state


def _bool(value: Any, at: str) -> bool:
    if not isinstance(value, bool):
        raise _err(at, "must be true or false", "必须是true或false")
    return value


def _link(state: GameState, statuses: list[tuple[Permanent, dict[str, Any], str]], scenario: Scenario) -> None:
    """Resolve references between permanents: attachments and combat set up by the scenario."""
    combat = Combat()
    for perm, spec, at in statuses:
        if "attached_to" in spec:
            target = spec["attached_to"]
            if not isinstance(target, str):
                raise _err(f"{at}.attached_to", "must be the id of a permanent or player", "必须是永久物或牌手的id")
            if target not in state.battlefield and target not in state.players:
                raise _err(f"{at}.attached_to", f"no permanent with id {target!r} in play", f"场上没有id为“{target}”的永久物")
            state.attach(perm, target)
        if spec.get("attacking"):
            if perm.controller != scenario.active:
                raise _err(f"{at}.attacking", "only the active player's creatures can be attacking", "只有主动牌手的生物可以攻击")
            combat.attackers[perm.id] = state.opponent(perm.controller)
    for perm, spec, at in statuses:
        if "blocking" in spec:
            attacker = spec["blocking"]
            if not isinstance(attacker, str):
                raise _err(f"{at}.blocking", "must be the id of an attacking creature", "必须是攻击生物的id")
            if attacker not in combat.attackers:
                raise _err(f"{at}.blocking", f"{attacker!r} is not an attacking creature", f"“{attacker}”不是攻击生物")
            combat.block(perm.id, attacker)
            combat.blocked.setdefault(attacker, None)
    state.combat = combat
