"""The ``actions:`` of a scenario: each decision checked against what its verb accepts.

Every error names where it is (``actions[2].cast.divide[1]``), as the rest of the scenario
reader does; the checked actions become ``ScenarioAction`` values the runner plays in order.

    >>> [a.verb for a in parse_actions([{"attack": ["bears"]}], ["A", "B"])]
    ['attack']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.scenario_values import bool_value as _bool
from engine.scenario_values import err as _err
from engine.scenario_values import int_value as _int
from engine.scenario_values import step_value as _step
from engine.scenario_values import str_list as _str_list

VERBS = ("attack", "block", "activate", "cast", "assign", "play", "trigger", "choose")
ACTION_MODIFIERS = {"player", "step", "stack", "turn"}
#: what a ``choose:`` action may answer during resolution (see docs/engine.md)
CHOICE_KINDS = ("player", "discard", "sacrifice", "source", "prevention_order", "pay", "color", "tap", "return", "search",
                "may")


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


def parse_actions(raw: Any, player_ids: list[str]) -> list[ScenarioAction]:
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
