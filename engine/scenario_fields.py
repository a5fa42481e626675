"""Scenario fields read by every part of the reader: the ``actions:`` list and the small value checks.

Split from ``engine.scenario`` so that each module keeps one job: this one turns the ``actions:`` list
into validated ``ScenarioAction`` records (each verb's payload checked, with the exact location of an
error); ``engine.scenario`` reads the rest of the scenario and builds the initial game state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.errors import InvalidScenario
from engine.rules.turn import STEPS
from engine.scenario_timing import DAMAGE_STEPS, STACK_KINDS, StackRef

VERBS = ("attack", "block", "order", "activate", "cast", "assign", "play", "trigger", "choose")
ACTION_MODIFIERS = {"player", "step", "stack", "turn", "bands", "respond", "damage_step"}
#: what a ``choose:`` action may answer during resolution (see docs/engine.md)
CHOICE_KINDS = ("player", "discard", "sacrifice", "source", "prevention_order", "pay", "color", "tap", "return", "search",
                "may", "opponent", "creature_type", "untap", "scry", "look", "library_order", "flip", "clash",
                "random", "targets", "bottom")
#: the answers of the chance choices: how a coin lands for its flipper, where a clashed card goes
CHANCE_ANSWERS = {"flip": ("win", "lose"), "clash": ("top", "bottom")}


def field_error(at: str, en: str, zh: str) -> InvalidScenario:
    return InvalidScenario(f"{at}: {en}", f"{at}：{zh}", at=at)


def whole_number(value: Any, at: str, *, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise field_error(at, f"must be a whole number, got {value!r}", f"必须是整数，而不是{value!r}")
    if minimum is not None and value < minimum:
        raise field_error(at, f"must be >= {minimum}", f"必须≥{minimum}")
    return value


def str_list(value: Any, at: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise field_error(at, "must be a list of strings", "必须是字符串列表")
    return list(value)


def step_name(value: Any, at: str) -> str:
    if value not in STEPS:
        raise field_error(at, f"unknown step {value!r} (one of {', '.join(STEPS)})", f"未知的步骤“{value}”")
    return str(value)


def flag(value: Any, at: str) -> bool:
    if not isinstance(value, bool):
        raise field_error(at, "must be true or false", "必须是true或false")
    return value


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
    #: ``attack:`` only: the attacking bands (banding), each a list of attacker ids
    bands: tuple[tuple[str, ...], ...] = ()
    #: ``respond:``: wait until this spell or ability is on top of the stack
    respond: StackRef | None = None
    #: ``damage_step:``: wait for this combat damage step (``first_strike`` or ``regular``)
    damage_step: str | None = None

    @property
    def at(self) -> str:
        return f"actions[{self.index}]"


def parse_actions(raw: Any, player_ids: list[str]) -> list[ScenarioAction]:
    if not isinstance(raw, list):
        raise field_error("actions", "must be a list", "必须是列表")
    out: list[ScenarioAction] = []
    for i, item in enumerate(raw):
        at = f"actions[{i}]"
        if not isinstance(item, dict):
            raise field_error(at, "each action must be a mapping such as {attack: [bears]}", "每个动作必须是映射")
        verbs = [k for k in item if k in VERBS]
        unknown = [k for k in item if k not in VERBS and k not in ACTION_MODIFIERS]
        if unknown:
            raise field_error(f"{at}.{unknown[0]}", f"unknown action field (verbs: {', '.join(VERBS)})", "未知的动作字段")
        if len(verbs) != 1:
            raise field_error(at, f"exactly one of {', '.join(VERBS)} is required", f"需要正好一个动作：{', '.join(VERBS)}")
        verb = verbs[0]
        payload = _check_payload(verb, item[verb], f"{at}.{verb}")
        player = item.get("player")
        if player is not None and player not in player_ids:
            raise field_error(f"{at}.player", f"unknown player {player!r}", f"未知的牌手“{player}”")
        step = step_name(item["step"], f"{at}.step") if "step" in item else None
        turn = whole_number(item["turn"], f"{at}.turn", minimum=1) if "turn" in item else None
        stack = item.get("stack")
        if stack not in (None, "empty"):
            raise field_error(f"{at}.stack", "the only supported value is 'empty'", "唯一支持的值是“empty”")
        bands = _bands(item["bands"], verb, f"{at}.bands") if "bands" in item else ()
        respond = _respond(item["respond"], verb, stack, at) if "respond" in item else None
        damage_step = _damage_step(item["damage_step"], verb, step, at) if "damage_step" in item else None
        out.append(ScenarioAction(i, verb, payload, player, step, turn, stack == "empty", bands, respond, damage_step))
    return out


#: verbs taken with priority, which can respond to what is on the stack
RESPONDING_VERBS = ("cast", "activate")
#: verbs that can wait for one of the two combat damage steps
DAMAGE_STEP_VERBS = ("cast", "activate", "assign")


def _respond(value: Any, verb: str, stack: Any, at: str) -> StackRef:
    """``respond: bolt`` or ``respond: {trigger: cub}``: the spell or ability the action responds to,
    by its source's id (a spell's card, an ability's permanent)."""
    where = f"{at}.respond"
    if verb not in RESPONDING_VERBS:
        raise field_error(where, f"only {' and '.join(RESPONDING_VERBS)} respond to the stack (a player holding priority "
                          "casts a spell or activates an ability, 408.1c)",
                          "只有cast与activate可以回应堆叠（拥有优先权的牌手使用咒语或启动异能，408.1c）")
    if stack is not None:
        raise field_error(where, "respond: waits for an object on the stack, stack: empty for none: give one of them",
                          "respond:等待堆叠上的物件，stack: empty等待空堆叠：只能给其中之一")
    if isinstance(value, str) and value:
        return StackRef(None, value)
    if isinstance(value, dict) and len(value) == 1:
        kind, source = next(iter(value.items()))
        if kind not in STACK_KINDS:
            raise field_error(f"{where}.{kind}", f"unknown kind of stack object (one of {', '.join(STACK_KINDS)})",
                              f"未知的堆叠物件种类（{'、'.join(STACK_KINDS)}之一）")
        if not isinstance(source, str) or not source:
            raise field_error(f"{where}.{kind}", "must be the id of the card or permanent it comes from",
                              "必须是其来源牌或永久物的id")
        return StackRef(str(kind), source)
    raise field_error(where, "must be the id of a spell's card or an ability's source, or {spell|ability|trigger: id}",
                      "必须是咒语之牌或异能来源的id，或{spell|ability|trigger: id}")


def _damage_step(value: Any, verb: str, step: str | None, at: str) -> str:
    """``damage_step: first_strike`` or ``regular``: one of the two combat damage steps (502.2b)."""
    where = f"{at}.damage_step"
    if value not in DAMAGE_STEPS:
        raise field_error(where, f"must be one of {', '.join(DAMAGE_STEPS)}, got {value!r}",
                          f"必须是{'、'.join(DAMAGE_STEPS)}之一，而不是{value!r}")
    if verb not in DAMAGE_STEP_VERBS:
        raise field_error(where, f"only {', '.join(DAMAGE_STEP_VERBS)} happen in a combat damage step",
                          f"只有{'、'.join(DAMAGE_STEP_VERBS)}在战斗伤害步骤中进行")
    if step is not None and step != "combat_damage":
        raise field_error(where, f"a combat damage step is in step combat_damage, not {step}: drop step: or make it "
                          "combat_damage", f"战斗伤害步骤属于combat_damage，而不是{step}：请去掉step:或改为combat_damage")
    return str(value)


def _bands(value: Any, verb: str, at: str) -> tuple[tuple[str, ...], ...]:
    """``bands: [[a, b, c]]`` beside ``attack:``: the attacking bands (banding), each a list of ids."""
    if verb != "attack":
        raise field_error(at, "bands are declared with attackers: put bands: beside attack:",
                          "结合组随攻击者一起宣告：请将bands:与attack:并列")
    if not isinstance(value, list) or not all(isinstance(band, list) for band in value):
        raise field_error(at, "must be a list of bands, each a list of attacker ids, such as [[wolves, bears]]",
                          "必须是结合组的列表，每组是攻击者id的列表，例如[[wolves, bears]]")
    return tuple(tuple(str_list(band, f"{at}[{i}]")) for i, band in enumerate(value))


def _check_payload(verb: str, value: Any, at: str) -> Any:
    if verb == "attack":
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return value
        if isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
            return value
        raise field_error(at, "must be a list of attacker ids or {attacker: player}", "必须是攻击者id列表或{攻击者: 牌手}")
    if verb == "block":
        if not isinstance(value, dict):
            raise field_error(at, "must be {blocker: attacker}", "必须是{阻挡者: 攻击者}")
        return {str(k): str_list(v, f"{at}.{k}") for k, v in value.items()}
    if verb == "order":
        if not isinstance(value, dict) or not value:
            raise field_error(at, "must be {attacker: [blocker, ...]} (the damage assignment order of its blockers)",
                       "必须是{攻击者: [阻挡者, ...]}（其阻挡者的伤害分配顺序）")
        return {str(k): str_list(v, f"{at}.{k}") for k, v in value.items()}
    if verb == "play":
        if not isinstance(value, str):
            raise field_error(at, "must be the id of a land in hand", "必须是手上地牌的id")
        return value
    if verb == "assign":
        if not isinstance(value, dict):
            raise field_error(at, "must be {attacker: {recipient: amount}}", "必须是{攻击者: {受伤害者: 数量}}")
        out: dict[str, dict[str, int]] = {}
        for attacker, division in value.items():
            if not isinstance(division, dict):
                raise field_error(f"{at}.{attacker}", "must be {recipient: amount}", "必须是{受伤害者: 数量}")
            out[str(attacker)] = {str(r): whole_number(n, f"{at}.{attacker}.{r}", minimum=0) for r, n in division.items()}
        return out
    if verb == "trigger":
        return _trigger_payload(value, at)
    if verb == "choose":
        if not isinstance(value, dict) or not value:
            raise field_error(at, "must be a mapping such as {discard: [card]} or {player: B, sacrifice: [bears]}",
                       "必须是映射，例如{discard: [card]}")
        for key in value:
            if key not in CHOICE_KINDS:
                raise field_error(f"{at}.{key}", f"unknown choice (one of {', '.join(CHOICE_KINDS)})", "未知的选择")
        for kind, answers in CHANCE_ANSWERS.items():
            if kind in value and value[kind] not in answers:
                raise field_error(f"{at}.{kind}", f"must be {' or '.join(answers)}, got {value[kind]!r}",
                                  f"必须是{'或'.join(answers)}，而不是{value[kind]!r}")
        color = value.get("color")
        if color is not None and not (isinstance(color, str) and color.upper() in ("W", "U", "B", "R", "G")):
            # a colour of mana or "the color of your choice" (203.2d: one of the five colours)
            raise field_error(f"{at}.color", f"must be one of the five colours W, U, B, R, G, got {color!r}",
                              f"必须是五种颜色W、U、B、R、G之一，而不是{color!r}")
        return dict(value)
    # cast / activate
    if isinstance(value, str):
        value = {"card": value} if verb == "cast" else {"source": value}
    if not isinstance(value, dict):
        raise field_error(at, "must be a mapping", "必须是映射")
    allowed = ({"card", "targets", "pay", "mode", "x", "divide", "kicker", "buyback", "splice", "face_down", "discard",
                "sacrifice", "alternative", "paying", "convoke", "evoke", "suspend", "replicate", "conspire"}
               if verb == "cast"
               else {"source", "ability", "targets", "pay", "x", "discard", "sacrifice", "paying"})
    for key in value:
        if key not in allowed:
            raise field_error(f"{at}.{key}", f"unknown field (allowed: {', '.join(sorted(allowed))})", "未知字段")
    main = "card" if verb == "cast" else "source"
    if not isinstance(value.get(main), str):
        raise field_error(f"{at}.{main}", "an object id is required", "需要物件id")
    result = dict(value)
    result["targets"] = str_list(value.get("targets", []), f"{at}.targets")
    if "pay" in value:
        result["pay"] = str_list(value["pay"], f"{at}.pay")
    for key in ("discard", "sacrifice"):  # paying a cost: an ability's, or a spell's additional cost
        result[key] = str_list(value.get(key, []), f"{at}.{key}")
    if verb == "activate":
        result["ability"] = whole_number(value.get("ability", 0), f"{at}.ability", minimum=0)
        result["paying"] = str_list(value.get("paying", []), f"{at}.paying")
    else:
        result["mode"] = whole_number(value.get("mode", 0), f"{at}.mode", minimum=0)
        divide = value.get("divide", [])
        if not isinstance(divide, list):
            raise field_error(f"{at}.divide", "must be a list of amounts, in target order", "必须是数量列表，按目标顺序")
        result["divide"] = [whole_number(n, f"{at}.divide[{i}]", minimum=0) for i, n in enumerate(divide)]
        for key in ("kicker", "buyback", "face_down", "alternative", "evoke", "suspend"):  # optional and alternative costs, morph, suspend
            result[key] = flag(value.get(key, False), f"{at}.{key}")
        result["paying"] = str_list(value.get("paying", []), f"{at}.paying")
        result["replicate"] = whole_number(value.get("replicate", 0), f"{at}.replicate", minimum=0)
        result["convoke"] = str_list(value.get("convoke", []), f"{at}.convoke")
        result["conspire"] = str_list(value.get("conspire", []), f"{at}.conspire")
        result["splice"] = str_list(value.get("splice", []), f"{at}.splice")
    result["x"] = whole_number(value.get("x", 0), f"{at}.x", minimum=0)
    return result


def _trigger_payload(value: Any, at: str) -> dict[str, Any]:
    """``{source: id, targets: [...], decline: false, x: N}``: answers the next triggered ability of
    ``source`` when it is put on the stack."""
    if isinstance(value, str):
        value = {"source": value}
    if not isinstance(value, dict) or not isinstance(value.get("source"), str):
        raise field_error(at, "must be {source: id, targets: [...], decline: false, x: N}", "必须是{source: id, targets: [...]}")
    for key in value:
        if key not in ("source", "targets", "decline", "x"):
            raise field_error(f"{at}.{key}", "unknown field (allowed: source, targets, decline, x)", "未知字段")
    out = {"source": value["source"], "targets": str_list(value.get("targets", []), f"{at}.targets")}
    if "decline" in value:
        out["decline"] = flag(value["decline"], f"{at}.decline")
    if "x" in value:
        out["x"] = whole_number(value["x"], f"{at}.x", minimum=0)
    return out
