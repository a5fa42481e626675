"""The comparison's diff (``oracle.compare.diff``): on hand-built results, where the answer is known
by construction, and on real resolves under classic and test rulesets that change known hooks."""

from __future__ import annotations

import pytest

import engine
from oracle.cards import default_library, lookup_card
from oracle.compare import citation_tables, diff_results, differs, same_rules, summarise
from oracle.compare.run import compare
from tests.web.compare_doubles import NoBurnWallsAttack, OneIsLethal, Renumbered, register, scenario

STEPS = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
         "combat_damage", "end_of_combat", "main2", "end_of_turn", "cleanup")


# ---- hand-built results ---------------------------------------------------------------------------
def step(event: str, rules=("305",), step_name: str = "main1", objects=("A",), en: str | None = None,
         board: dict | None = None) -> dict:
    text = en if en is not None else f"{event} happens"
    out = {"turn": 3, "step": step_name, "event": event, "objects": list(objects), "rules": list(rules),
           "text": {"en": text, "zh-Hans": text, "zh-Hant": text}}
    if board is not None:
        out["board"] = board
    return out


def perm(pid: str, name: str, **fields) -> dict:
    return dict({"id": pid, "name": name, "controller": "A", "tapped": False, "damage": 0, "power": 2, "toughness": 2,
                 "counters": {}, "attached_to": None, "summoning_sick": False, "attacking": None, "blocking": None},
                **fields)


def result(steps=(), life=20, graveyard=(), battlefield=(), outcome=None, poison=0, names=None) -> dict:
    players = {"A": {"life": life, "poison": poison, "graveyard": list(graveyard), "hand": [], "library": 20},
               "B": {"life": 20, "poison": 0, "graveyard": [], "hand": [], "library": 20}}
    out = {"steps": list(steps), "state": {"players": players, "battlefield": list(battlefield), "stack": []},
           "outcome": outcome or {"winners": [], "losers": [], "draw": False}}
    if names:
        out["names"] = names
    return out


def kinds(diff: dict) -> list[str]:
    return [row["kind"] for row in diff["steps"]]


def test_identical_results_differ_in_nothing():
    steps = [step("step_begins"), step("cast", objects=["bolt"])]
    diff = diff_results({"left": result(steps), "right": result(steps)})
    assert diff["outcome"] is None and diff["players"] == {} and diff["errors"] == {}
    assert diff["battlefield"] == {"only_in": {}, "changed": {}}
    assert kinds(diff) == ["same", "same"] and not differs(diff)
    assert summarise({"left": result(steps), "right": result(steps)}, diff)["en"] == \
        "The board plays out the same under left, right."


def test_only_what_differs_in_the_final_state_is_kept():
    left = result(life=18, graveyard=["Grizzly Bears"], battlefield=[perm("elves", "Llanowar Elves", tapped=True)],
                  outcome={"winners": ["B"], "losers": ["A"], "draw": False})
    right = result(life=20, battlefield=[perm("elves", "Llanowar Elves"), perm("bears", "Grizzly Bears", damage=1)])
    diff = diff_results({"classic": left, "other": right})
    assert diff["players"] == {"A": {"life": {"classic": 18, "other": 20},
                                     "graveyard": {"classic": ["Grizzly Bears"], "other": []}}}
    assert diff["battlefield"] == {"only_in": {"other": ["bears"]},
                                   "changed": {"elves": {"tapped": {"classic": True, "other": False}}}}
    assert diff["outcome"] == {"classic": left["outcome"], "other": right["outcome"]}
    assert differs(diff)


def test_steps_are_aligned_by_turn_step_and_event():
    left = result([step("step_begins"), step("mana_ability"), step("mana_burn", ["300"]),
                   step("step_begins", ["307"], "beginning_of_combat")])
    right = result([step("step_begins"), step("mana_ability"), step("step_begins", ["307"], "beginning_of_combat"),
                    step("attackers_declared", ["308"], "declare_attackers")])
    diff = diff_results({"classic": left, "other": right}, step_order=STEPS)
    assert kinds(diff) == ["same", "same", "only_in:classic", "same", "only_in:other"]
    assert [row["index"] for row in diff["steps"]] == [
        {"classic": 0, "other": 0}, {"classic": 1, "other": 1}, {"classic": 2, "other": None},
        {"classic": 3, "other": 2}, {"classic": None, "other": 3}]
    burn = diff["steps"][2]
    assert burn["event"] == {"classic": "mana_burn"} and burn["rules"] == {"classic": ["300"]}
    assert burn["text"]["classic"]["en"] == "mana_burn happens" and (burn["turn"], burn["step"]) == (3, "main1")


def test_rows_only_one_ruleset_has_are_placed_in_time_order():
    """Between the same anchors, the other ruleset's row of an earlier step comes first."""
    left = result([step("step_begins"), step("damage_dealt", step_name="combat_damage"),
                   step("step_begins", step_name="end_of_combat")])
    right = result([step("step_begins"), step("attackers_declared", step_name="declare_attackers"),
                    step("step_begins", step_name="end_of_combat")])
    diff = diff_results({"classic": left, "other": right}, step_order=STEPS)
    assert [(row["step"], row["kind"]) for row in diff["steps"]] == [
        ("main1", "same"), ("declare_attackers", "only_in:other"), ("combat_damage", "only_in:classic"),
        ("end_of_combat", "same")]
    unordered = diff_results({"classic": left, "other": right})
    assert [row["step"] for row in unordered["steps"]][1:3] == ["combat_damage", "declare_attackers"]


@pytest.mark.parametrize(("change", "aspect", "kind"), [
    ({"objects": ["elves"]}, "objects", "changed"),
    ({"rules": ["420.5b"]}, "rules", "changed"),
    ({"en": "Bears: 1, Elves: 2"}, "amounts", "changed"),
    ({"en": "the bears die on the battlefield"}, "wording", "same"),
    ({"en": "Bears: 2, Elves: 1 (rule 510.1c)"}, "wording", "same"),  # a rule number is not an amount
])
def test_what_makes_an_aligned_step_changed(change, aspect, kind):
    base = dict(event="destroyed", rules=["420.5c"], objects=["bears"], en="Bears: 2, Elves: 1")
    other = dict(base, **change)
    if "en" not in change:
        other["en"] = base["en"]
    if aspect == "wording" and "Bears" not in change["en"]:
        base["en"] = "the bears die in play"
    diff = diff_results({"a": result([step(**base)]), "b": result([step(**other)])})
    assert diff["steps"][0]["differs"] == [aspect] and diff["steps"][0]["kind"] == kind


def test_a_step_that_changes_the_board_differently_is_changed():
    before = {"players": {"A": {"life": 20, "mana_pool": {"G": 2}}}, "battlefield": [], "stack": []}
    burnt = {"players": {"A": {"life": 18, "mana_pool": {}}}, "battlefield": [], "stack": []}
    kept = {"players": {"A": {"life": 20, "mana_pool": {}}}, "battlefield": [], "stack": []}
    left, right = result([step("step_ends", board=burnt)]), result([step("step_ends", board=kept)])
    left["initial_board"] = right["initial_board"] = before
    diff = diff_results({"a": left, "b": right})
    assert diff["steps"][0]["differs"] == ["effect"] and diff["steps"][0]["kind"] == "changed"
    right["steps"][0]["board"] = burnt
    assert diff_results({"a": left, "b": right})["steps"][0]["kind"] == "same"


def test_a_renumbered_rule_is_the_same_rule():
    tables = {"classic": {"sbe.lethal_damage": "420.5c", "sbe.checked": "420.3"},
              "new": {"sbe.lethal_damage": "704.5g", "sbe.checked": "704.3"}}
    assert same_rules("classic", ["420.5c", "420.3"], "new", ["704.5g", "704.3"], tables)
    assert not same_rules("classic", ["420.5c"], "new", ["704.3"], tables)
    assert not same_rules("classic", ["420.5c", "420.3"], "new", ["704.5g"], tables)
    assert not same_rules("classic", ["999"], "new", ["704.5g"], tables)  # an id no table knows is itself
    left, right = result([step("destroyed", ["420.5c", "420.3"])]), result([step("destroyed", ["704.5g", "704.3"])])
    assert diff_results({"classic": left, "new": right}, tables)["steps"][0]["differs"] == ["numbering"]
    assert diff_results({"classic": left, "new": right})["steps"][0]["differs"] == ["rules"]  # no tables: ids only


def test_a_ruleset_that_stops_with_an_error():
    error = {"error": {"kind": "illegal_action", "message": {"en": "Wall of Stone is a Wall and can't attack."},
                       "rules": ["308"]}}
    played = result([step("step_begins", step_name="declare_attackers"), step("attackers_declared",
                                                                              step_name="declare_attackers")])
    diff = diff_results({"classic": error, "other": played})
    assert diff["errors"] == {"classic": "illegal_action"}
    assert diff["outcome"] == {"classic": None, "other": played["outcome"]}
    assert kinds(diff) == ["only_in:other", "only_in:other"] and diff["players"] == {}
    summary = summarise({"classic": error, "other": played}, diff)
    assert summary["en"].startswith("Under classic the scenario stops with an error: Wall of Stone is a Wall and "
                                    "can't attack.")
    assert "Steps only under other: 2." in summary["en"]


def test_three_rulesets():
    a = result([step("step_begins"), step("mana_burn", ["300"])], life=18)
    b = result([step("step_begins"), step("mana_burn", ["300"])], life=18)
    c = result([step("step_begins")])
    diff = diff_results({"a": a, "b": b, "c": c})
    assert kinds(diff) == ["same", "changed"] and diff["steps"][1]["differs"] == ["missing"]
    assert diff["steps"][1]["index"] == {"a": 1, "b": 1, "c": None}
    assert diff["players"] == {"A": {"life": {"a": 18, "b": 18, "c": 20}}}


def test_the_summary_in_three_languages_names_cards_in_each():
    names = {"Grizzly Bears": {"en": "Grizzly Bears", "zh-Hans": "灰熊", "zh-Hant": "灰熊"}}
    left = result(life=18, battlefield=[perm("bears", "Grizzly Bears")], names=names)
    right = result(life=20)
    texts = summarise({"classic": left, "other": right}, diff_results({"classic": left, "other": right}))
    assert texts["en"] == ("Player A, life: 18 under classic, 20 under other. "
                           "Still on the board only under classic: Grizzly Bears.")
    assert texts["zh-Hans"] == "牌手A的生命：classic下为18、other下为20。仅在classic下仍留在盘面上：灰熊。"
    assert texts["zh-Hant"] == "牌手A的生命：classic下為18、other下為20。僅在classic下仍留在盤面上：灰熊。"


# ---- real resolves --------------------------------------------------------------------------------
@pytest.fixture(scope="module", autouse=True)
def _library():
    default_library()  # loaded once, as the server does at start-up: not any resolve's time


def resolve_under(text: str, *classes) -> dict:
    def one(cls):
        try:
            return engine.resolve(text, card_lookup=lookup_card, ruleset=cls(), boards=True)
        except engine.EngineError as exc:
            return exc.to_dict()

    return {cls.name: one(cls) for cls in classes}


def tables(*classes) -> dict:
    return {cls.name: {key: c.id for key, c in cls.citation_table().items()} for cls in classes}


def test_mana_burn_is_the_only_difference():
    results = resolve_under(scenario("mana_burn_at_end_of_phase.yaml"), engine.RULESETS["classic"], NoBurnWallsAttack)
    diff = diff_results(results, tables(engine.RULESETS["classic"], NoBurnWallsAttack), STEPS)
    assert diff["players"] == {"A": {"life": {"classic": 18, "test-no-burn": 20}}}
    assert diff["battlefield"] == {"only_in": {}, "changed": {}} and diff["outcome"] is None
    different = [row for row in diff["steps"] if row["kind"] != "same"]
    assert [(row["kind"], row["event"]) for row in different] == [
        ("only_in:classic", {"classic": "mana_burn"}),
        # the pool empties as the phase ends under both, into mana burn only under classic
        ("changed", {"classic": "step_begins", "test-no-burn": "step_begins"})]
    assert different[0]["rules"] == {"classic": ["300"]} and different[1]["differs"] == ["effect"]


def test_a_wall_attacks_only_where_the_wall_rule_is_gone():
    results = resolve_under(scenario("wall_cannot_attack.yaml"), engine.RULESETS["classic"], NoBurnWallsAttack)
    diff = diff_results(results, tables(engine.RULESETS["classic"], NoBurnWallsAttack), STEPS)
    assert diff["errors"] == {"classic": "illegal_action"} and results["classic"]["error"]["rules"] == ["308"]
    declared = [row for row in diff["steps"] if "attackers_declared" in row["event"].values()]
    assert len(declared) == 1 and declared[0]["kind"] == "only_in:test-no-burn"
    assert all(row["kind"] == "only_in:test-no-burn" for row in diff["steps"])


def test_the_same_play_under_another_numbering_differs_in_no_step():
    results = resolve_under(scenario("bolt_kills_creature.yaml"), engine.RULESETS["classic"], Renumbered)
    diff = diff_results(results, tables(engine.RULESETS["classic"], Renumbered), STEPS)
    assert not differs(diff)
    destroyed = next(row for row in diff["steps"] if row["event"].get("classic") == "destroyed")
    assert destroyed["rules"] == {"classic": ["420.3", "420.5c"], "test-renumbered": ["420.3", "704.5g"]}
    assert destroyed["kind"] == "same" and destroyed["differs"] == ["numbering"]
    assert all(row["differs"] == [] for row in diff["steps"] if row is not destroyed)


def test_another_division_of_combat_damage():
    """Hill Giant blocked by Grizzly Bears and Llanowar Elves: classic assigns 2 and 1 and both die; if 1 is
    lethal the giant assigns 1 and 2, and the bears survive with 1 damage."""
    results = resolve_under(scenario("multiple_blockers_default.yaml"), engine.RULESETS["classic"], OneIsLethal)
    diff = diff_results(results, tables(engine.RULESETS["classic"], OneIsLethal), STEPS)
    assert diff["players"]["B"]["graveyard"] == {"classic": ["Grizzly Bears", "Llanowar Elves"],
                                                 "test-one-is-lethal": ["Llanowar Elves"]}
    assert diff["battlefield"]["only_in"] == {"test-one-is-lethal": ["bears"]}
    different = [(row["kind"], row["event"]["classic"], row["differs"]) for row in diff["steps"] if row["kind"] != "same"]
    assert different == [
        ("changed", "combat_damage_on_stack", ["amounts"]),  # the division, in the text of the assignment
        ("changed", "damage_dealt", ["effect", "amounts"]),  # to the bears: 2, or 1
        ("changed", "damage_dealt", ["effect", "amounts"]),  # to the elves: 1, or 2
        ("only_in:classic", "destroyed", []),  # the bears; the giant and the elves die under both
    ]
    destroyed = [row for row in diff["steps"] if row["event"].get("classic") == "destroyed"]
    assert [row["text"]["classic"]["en"].split(" is ")[0] for row in destroyed] == [
        "Hill Giant", "Grizzly Bears", "Llanowar Elves"]
    assert [row["kind"] for row in destroyed] == ["same", "only_in:classic", "same"]


def test_compare_gives_each_ruleset_one_share_of_one_time_limit(monkeypatch):
    register(monkeypatch, NoBurnWallsAttack)
    budgets = []

    def resolve_one(name, seconds):
        budgets.append(seconds)
        return engine.resolve(scenario("mana_burn_at_end_of_phase.yaml"), card_lookup=lookup_card, ruleset=name,
                              boards=True, time_limit=seconds)

    answer = compare(["classic", "test-no-burn"], resolve_one, 5.0)
    assert answer["rulesets"] == ["classic", "test-no-burn"] and list(answer["results"]) == answer["rulesets"]
    assert 0 < budgets[1] <= budgets[0] <= 5.0
    assert "Player A, life: 18 under classic, 20 under test-no-burn." in answer["diff"]["summary"]["en"]
    assert citation_tables(["test-no-burn"])["test-no-burn"]["turn.mana_burn"] == "300"
