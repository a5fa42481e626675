"""Reading untrusted scenario text within bounds: size, nesting, aliases, number length, time.

YAML is parsed and composed by libyaml's C parser when PyYAML has it, and every node of the
composed document is counted and checked before any Python object exists: nesting depth, alias
uses (and the subtrees they repeat, counted without being expanded), the length of numbers, and
the deadline. Text that breaks a bound or is malformed is read again by a composer written here,
event by event, which stops at the first break and names its line and column (it is also the
reader when PyYAML has no libyaml). Values the YAML constructors cannot build (``!!float abc``,
``2001-13-45``) become ``InvalidScenario`` with their line and column, never a ``ValueError``.

An already-parsed scenario (a dict from JSON or from Python) goes through ``check_tree``, the same
bounds applied to the objects, plus a check that every string is valid Unicode (JSON can carry a
lone surrogate such as ``"\\ud800"``, which no UTF-8 output can hold).

    >>> read_scenario_text("players: [{id: A}, {id: B}]")["players"][1]
    {'id': 'B'}
    >>> read_scenario_text("life: !!float abc")
    Traceback (most recent call last):
    ...
    engine.errors.InvalidScenario: life: a value of type float cannot be 'abc' (at line 1, column 7)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml
import yaml.reader
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.events import AliasEvent
from yaml.nodes import MappingNode, Node, ScalarNode
from yaml.resolver import Resolver

from engine.errors import InvalidScenario, LimitExceeded
from engine.limits import Limits, check_deadline, over

try:
    from yaml._yaml import CParser as _Parser  # what yaml.cyaml's CSafeLoader is built on

    _HAS_LIBYAML = True
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    _HAS_LIBYAML = False
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Parser(Reader, Scanner, Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            Parser.__init__(self)


_NUMBER_TAGS = {"tag:yaml.org,2002:int", "tag:yaml.org,2002:float"}
_STR, _MAP, _SEQ = "tag:yaml.org,2002:str", "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"
_DEADLINE_EVERY = 256  # nodes between two looks at the clock


def _where(mark: Any, text: str | None = None) -> str:
    """``line L, column C`` (1-based) of a mark; libyaml reads past a missing final newline, so a
    mark beyond the text's last line is placed at the end of that line."""
    if mark is None:
        return ""
    line, column = mark.line, mark.column
    if text is not None:
        lines = text.split("\n")  # a final newline starts a last, empty line (where an editor's cursor can be)
        if line >= len(lines):
            line, column = len(lines) - 1, len(lines[-1])
    return f"line {line + 1}, column {column + 1}"


class _BoundedComposer(Composer):
    """PyYAML's composer with a count and a check at every node."""

    peek_event: Callable[[], Any]  # the parser's, mixed in beside this class

    def _bounds(self, limits: Limits, deadline: float | None) -> None:
        self.limits, self.deadline = limits, deadline
        self.depth = self.nodes = self.aliases = 0
        self.sizes: dict[str, int] = {}  # anchor -> nodes in its subtree
        self.open_anchors: set[str] = set()

    def _count(self, n: int, mark: Any) -> None:
        before = self.nodes
        self.nodes += n
        if self.nodes > self.limits.max_nodes:
            raise over("max_nodes", self.limits.max_nodes, "the scenario has too many values",
                       "场景中的值太多", at=_where(mark))
        if before // _DEADLINE_EVERY != self.nodes // _DEADLINE_EVERY:
            check_deadline(self.deadline)

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        event = self.peek_event()
        mark = event.start_mark
        if isinstance(event, AliasEvent):
            self.aliases += 1
            if self.aliases > self.limits.max_aliases:
                raise over("max_aliases", self.limits.max_aliases, "the scenario uses too many YAML aliases",
                           "场景使用的YAML别名太多", at=_where(mark))
            if event.anchor in self.open_anchors:
                raise InvalidScenario(f"the alias *{event.anchor} refers to a value that contains it",
                                      f"别名*{event.anchor}引用了包含它自身的值", at=_where(mark))
            self._count(self.sizes.get(event.anchor or "", 1), mark)
            return super().compose_node(parent, index)
        self.depth += 1
        if self.depth > self.limits.max_depth:
            raise over("max_depth", self.limits.max_depth, "the scenario is nested too deeply",
                       "场景嵌套太深", at=_where(mark))
        anchor = getattr(event, "anchor", None)
        start = self.nodes
        self._count(1, mark)
        if anchor is not None:
            self.open_anchors.add(anchor)
        node = super().compose_node(parent, index)
        if anchor is not None:
            self.open_anchors.discard(anchor)
            self.sizes[anchor] = self.nodes - start
        self.depth -= 1
        return node

    def compose_scalar_node(self, anchor: Any) -> ScalarNode:
        node = super().compose_scalar_node(anchor)
        if node.tag in _NUMBER_TAGS and len(node.value) > self.limits.max_number_length:
            raise over("max_number_length", self.limits.max_number_length, "a number is too long",
                       "数字太长", at=_where(node.start_mark))
        return node


#: tags the safe constructor builds into values JSON cannot hold (bytes, dates, sets, pairs): a
#: scenario is the same document as YAML or as JSON, and every answer that echoes it is JSON
_NOT_JSON_TAGS = {f"tag:yaml.org,2002:{kind}" for kind in ("binary", "timestamp", "set", "omap", "pairs")}


def _not_json(key: str, kind: str, at: str) -> InvalidScenario:
    return InvalidScenario(f"{key}a value of type {kind} is not allowed: a scenario holds only text, numbers, "
                           "true/false, null, lists and mappings with text keys (quote it to make it text)",
                           f"{key}不允许类型为{kind}的值：场景只能包含文字、数字、true/false、null、列表和以文字为键的映射"
                           "（加引号即为文字）", at=at)


class _BoundedConstructor(SafeConstructor):
    """Safe construction; a value its constructor rejects becomes ``InvalidScenario`` at its mark,
    and so does one JSON cannot hold (``_NOT_JSON_TAGS``, a key that is not text)."""

    _parents: list[MappingNode]  # the mappings being built, innermost last (set by the loader)

    def construct_object(self, node: Node, deep: bool = False) -> Any:
        if node.tag in _NOT_JSON_TAGS:
            raise _not_json(self._key_of(node), node.tag.rsplit(":", 1)[-1], _where(node.start_mark))
        try:
            return super().construct_object(node, deep)
        except (ValueError, TypeError, OverflowError, ArithmeticError, AttributeError, LookupError):
            kind = node.tag.rsplit(":", 1)[-1]
            value = node.value if isinstance(node, ScalarNode) else kind
            raise InvalidScenario(f"{self._key_of(node)}a value of type {kind} cannot be {value!r}",
                                  f"{self._key_of(node)}类型为{kind}的值不能是{value!r}",
                                  at=_where(node.start_mark)) from None

    def _key_of(self, node: Node) -> str:
        """``key: `` when the node is the value of a plain key (a more readable location)."""
        for parent in self._parents:
            for key, value in parent.value:
                if value is node and isinstance(key, ScalarNode):
                    return f"{key.value}: "
        return ""

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        self._parents.append(node)
        try:
            mapping = super().construct_mapping(node, deep)  # merge keys (``<<``) are flattened by now
        finally:
            self._parents.pop()
        for key, _value in node.value:
            if key.tag != _STR:
                kind = key.tag.rsplit(":", 1)[-1]
                raise InvalidScenario(f"the key {key.value!r} is a {kind}, not text (quote it)",
                                      f"键{key.value!r}的类型为{kind}，不是文字（请加引号）", at=_where(key.start_mark))
        return mapping


class _BoundedLoader(_BoundedComposer, _Parser, _BoundedConstructor, Resolver):
    def __init__(self, text: str, limits: Limits, deadline: float | None) -> None:
        _Parser.__init__(self, text)
        _BoundedComposer.__init__(self)
        _BoundedConstructor.__init__(self)
        Resolver.__init__(self)
        self._bounds(limits, deadline)
        self._parents: list[MappingNode] = []


def _check_bytes(text: str, limits: Limits) -> None:
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError as exc:
        raise InvalidScenario(f"the scenario is not valid Unicode text (character {exc.start})",
                              f"场景不是合法的Unicode文本（第{exc.start}个字符）", at=f"character {exc.start}") from None
    if size > limits.max_bytes:
        raise over("max_bytes", limits.max_bytes, f"the scenario is {size} bytes long", f"场景长{size}字节")


class _OutOfBounds(Exception):
    """The composed document breaks a bound: the exact reader says which, and where."""


class _ComposingLoader(_Parser, SafeConstructor, Resolver):
    """libyaml's parser and composer (CSafeLoader's), with the safe constructor."""

    def __init__(self, text: str) -> None:
        _Parser.__init__(self, text)
        SafeConstructor.__init__(self)
        Resolver.__init__(self)



def _construct_checked(root: Node, loader: SafeConstructor, limits: Limits, deadline: float | None) -> Any:
    """The bounds of ``_BoundedComposer`` on a composed document, and its value, in one walk that never
    expands an alias.

    An alias composes to the very node it names, so a node met again is an alias use: it counts the
    values of its subtree (computed once), is not walked again, and is the same Python object (as
    the safe constructor makes it); depth counts as the exact reader counts it (an alias adds none).
    A node met again while still being walked is an alias inside the value it names. A scalar is
    built by the safe constructor's function for its tag; mappings and lists are plain ``dict`` and
    ``list``. A break of a bound, and anything less plain (merge keys, ``!!set``, ``!!omap``, an
    unknown tag), raises ``_OutOfBounds``; the deadline is looked at every ``_DEADLINE_EVERY``
    values, as the exact reader does."""
    sizes: dict[int, int] = {}  # id(node) -> values in its subtree, aliases expanded
    values: dict[int, Any] = {}  # id(node) -> its Python value
    open_nodes: set[int] = set()
    scalars = loader.yaml_constructors
    nodes = aliases = 0
    todo: list[tuple[Node, int, bool]] = [(root, 1, False)]
    while todo:
        node, depth, done = todo.pop()
        key = id(node)
        if done:  # every child has been counted and built
            open_nodes.discard(key)
            sizes[key] = nodes - sizes[key]
            if isinstance(node, MappingNode):
                value: Any = {values[id(k)]: values[id(v)] for k, v in node.value}
            else:
                value = [values[id(child)] for child in node.value]
            values[key] = value
            continue
        if key in sizes:
            aliases += 1
            if aliases > limits.max_aliases or key in open_nodes:
                raise _OutOfBounds
            before, nodes = nodes, nodes + sizes[key]
        else:
            if depth > limits.max_depth:
                raise _OutOfBounds
            before, nodes = nodes, nodes + 1
            tag = node.tag
            if isinstance(node, ScalarNode):
                if tag in _NUMBER_TAGS and len(node.value) > limits.max_number_length:
                    raise _OutOfBounds
                sizes[key] = 1
                if tag == _STR:
                    values[key] = node.value
                elif tag in scalars and tag != _MAP and tag != _SEQ and tag not in _NOT_JSON_TAGS:
                    values[key] = scalars[tag](loader, node)
                else:
                    raise _OutOfBounds
            elif tag == _MAP or tag == _SEQ:
                sizes[key] = before  # the count where its subtree starts, until it is done
                open_nodes.add(key)
                todo.append((node, depth, True))
                if isinstance(node, MappingNode):
                    children = [n for pair in node.value for n in pair]
                    if any(k.tag != _STR for k, _ in node.value):  # a merge key, or a key JSON cannot hold
                        raise _OutOfBounds
                else:
                    children = node.value
                todo.extend((child, depth + 1, False) for child in reversed(children))
            else:
                raise _OutOfBounds
        if nodes > limits.max_nodes:
            raise _OutOfBounds
        if before // _DEADLINE_EVERY != nodes // _DEADLINE_EVERY:
            check_deadline(deadline)
    return values[id(root)]


def _read_fast(text: str, limits: Limits, deadline: float | None) -> tuple[bool, Any]:
    """libyaml composes the document, ``_construct_checked`` checks its bounds and builds it:
    ``(True, value)``. ``(False, None)`` for anything else (malformed text, a bound broken, a value
    its constructor rejects, recursion, an unhashable key): the exact reader then reads it again
    and reports the error at its place. Only a passed deadline is final here."""
    loader = _ComposingLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return True, None
        return True, _construct_checked(node, loader, limits, deadline)
    except LimitExceeded:
        raise
    except Exception:  # noqa: BLE001 - every failure is reported by the exact reader
        return False, None
    finally:
        loader.dispose()


def read_scenario_text(text: str, limits: Limits | None = None, deadline: float | None = None) -> Any:
    """Parse YAML or JSON text into Python objects within ``limits`` and before ``deadline``.

    Raises ``InvalidScenario`` (malformed text, with its line and column) or ``LimitExceeded``.
    Well-formed text within bounds is composed by libyaml and checked node by node afterwards
    (``_construct_checked``); text that fails is read again by the event-by-event composer
    (``_BoundedLoader``), which stops at the first break and says where.
    """
    limits = limits or Limits()
    _check_bytes(text, limits)
    if _HAS_LIBYAML:
        ok, value = _read_fast(text, limits, deadline)
        if ok:
            return value
    loader = _BoundedLoader(text, limits, deadline)
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "malformed"
        if "nesting depth" in problem:  # libyaml's own bound (1000) met before ours while scanning ahead
            raise over("max_depth", limits.max_depth, "the scenario is nested too deeply", "场景嵌套太深",
                       at=_where(mark)) from None
        raise InvalidScenario(f"not valid YAML/JSON: {problem}", f"不是合法的YAML/JSON：{problem}",
                              at=_where(mark, text)) from None
    except yaml.reader.ReaderError as exc:
        char = f"#x{exc.character:04x}" if isinstance(exc.character, int) else repr(exc.character)
        raise InvalidScenario(f"not valid YAML/JSON: the character {char} is not allowed",
                              f"不是合法的YAML/JSON：不允许字符{char}", at=f"character {exc.position}") from None
    except yaml.YAMLError as exc:
        raise InvalidScenario(f"not valid YAML/JSON: {exc}", f"不是合法的YAML/JSON：{exc}", at="") from None
    finally:
        loader.dispose()


def check_tree(data: Any, limits: Limits | None = None) -> None:
    """The same bounds for a value that is already parsed (from JSON, or built in Python).

    Walks without recursion, so a value nested thousands deep is refused, not a ``RecursionError``.
    """
    limits = limits or Limits()
    biggest = 10 ** limits.max_number_length
    todo: list[tuple[Any, str, int]] = [(data, "", 1)]
    nodes = 0
    while todo:
        value, path, depth = todo.pop()
        nodes += 1
        if nodes > limits.max_nodes:
            raise over("max_nodes", limits.max_nodes, "the scenario has too many values", "场景中的值太多",
                       at=path)
        if depth > limits.max_depth:
            raise over("max_depth", limits.max_depth, "the scenario is nested too deeply", "场景嵌套太深", at=path)
        if isinstance(value, str):
            _check_unicode(value, path)
        elif isinstance(value, int) and not isinstance(value, bool):
            if abs(value) >= biggest:
                raise over("max_number_length", limits.max_number_length, "a number is too long", "数字太长",
                           at=path)
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str):
                    _check_unicode(key, path)
                child = f"{path}.{key}" if path else str(key)
                todo.append((item, child, depth + 1))
        elif isinstance(value, list | tuple):
            todo.extend((item, f"{path}[{i}]", depth + 1) for i, item in enumerate(value))


def _check_unicode(text: str, path: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        where = path or "scenario"
        raise InvalidScenario(f"{where}: not valid Unicode text (a lone surrogate at character {exc.start})",
                              f"{where}：不是合法的Unicode文本（第{exc.start}个字符为孤立代理项）",
                              at=path or None) from None


_ZONES = ("library", "hand", "graveyard", "battlefield")


def check_sizes(data: dict[str, Any], limits: Limits | None = None) -> None:
    """The caps on what a scenario builds and plays: library counts, card specs, card text, actions, X.

    Looks only at the parts that have the expected shape; anything malformed is left to the
    validator, which reports it with its path.
    """
    limits = limits or Limits()
    players = data.get("players")
    cards = 0
    for i, player in enumerate(players if isinstance(players, list) else []):
        if not isinstance(player, dict):
            continue
        for zone in _ZONES:
            specs = player.get(zone)
            at = f"players[{i}].{zone}"
            if zone == "library" and isinstance(specs, int) and not isinstance(specs, bool):
                if specs > limits.max_library:
                    raise over("max_library", limits.max_library, "the library is too large", "牌库太大", at=at)
            if not isinstance(specs, list):
                continue
            cards += len(specs)
            if cards > limits.max_cards:
                raise over("max_cards", limits.max_cards, "the scenario has too many cards", "场景中的牌太多", at=at)
            for n, spec in enumerate(specs):
                text = spec.get("text") if isinstance(spec, dict) else None
                if isinstance(text, str) and len(text) > limits.max_card_text:
                    raise over("max_card_text", limits.max_card_text, "the card text is too long", "牌的叙述太长",
                               at=f"{at}[{n}].text")
    actions = data.get("actions")
    if isinstance(actions, list):
        if len(actions) > limits.max_actions:
            raise over("max_actions", limits.max_actions, "the scenario has too many actions", "场景中的动作太多",
                       at="actions")
        for i, action in enumerate(actions):
            for verb in ("cast", "activate", "trigger"):
                payload = action.get(verb) if isinstance(action, dict) else None
                x = payload.get("x") if isinstance(payload, dict) else None
                if isinstance(x, int) and not isinstance(x, bool) and x > limits.max_x:
                    raise over("max_x", limits.max_x, "X is too large", "X太大", at=f"actions[{i}].{verb}.x")
