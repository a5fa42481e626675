"""One card lookup (the library, then the built-in cards) behind the CLI, the API and the gallery;
Traditional Chinese from ``oracle resolve --lang zh-Hant`` and the API's ``lang``."""

from __future__ import annotations

import json

import engine
from oracle.cards import lookup_card
from oracle.gallery import load_gallery

# Glorious Anthem is a library card (not built in); 神之愤怒 is Wrath of God's Chinese name there.
ANTHEM = """
turn: {active: A, step: main1, number: 3}
players:
  - id: A
    battlefield: [{card: Glorious Anthem, id: anthem}, {card: Grizzly Bears, id: bears}]
  - id: B
    hand: [{card: 神之愤怒, id: wrath}]
stop: main1
"""


def test_the_library_comes_first_then_the_built_in_cards() -> None:
    assert lookup_card("Glorious Anthem")["types"] == ["enchantment"]
    assert lookup_card("神之愤怒")["name"] == "Wrath of God"
    assert lookup_card("神之憤怒")["name"] == "Wrath of God"  # Traditional characters too
    assert lookup_card("Grizzly Bears")["name"] == "Grizzly Bears"
    assert lookup_card("No Such Card") is None
    result = engine.resolve(ANTHEM, card_lookup=lookup_card)
    bears = next(p for p in result["state"]["battlefield"] if p["id"] == "bears")
    assert (bears["power"], bears["toughness"]) == (3, 3)
    assert result["state"]["players"]["B"]["hand"] == ["Wrath of God"]


def test_cli_resolves_library_cards_and_writes_traditional(run_oracle, tmp_path) -> None:
    path = tmp_path / "anthem.yaml"
    path.write_text(ANTHEM, encoding="utf-8")
    result = run_oracle("resolve", str(path), "--json")
    assert result.returncode == 0, result.stderr
    trace = json.loads(result.stdout)
    assert any("418.4a" in s["rules"] for s in trace["steps"])
    assert all(set(s["text"]) == {"zh-Hans", "zh-Hant", "en"} for s in trace["steps"])
    text = run_oracle("resolve", str(path), "--lang", "zh-Hant")
    assert text.returncode == 0, text.stderr
    assert "靜止式異能" in text.stdout and "静止式异能" not in text.stdout
    assert "最終狀態" in text.stdout


def test_cli_errors_in_the_chosen_language(run_oracle, tmp_path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("turn: {active: A, step: declare_attackers, number: 3}\n"
                    "players: [{id: A, battlefield: [{card: Wall of Stone, id: wall}]}, {id: B}]\n"
                    "actions: [{attack: [wall]}]\n", encoding="utf-8")
    result = run_oracle("resolve", str(path), "--lang", "zh-Hant")
    assert result.returncode == 2
    assert "是牆，不能攻擊" in result.stderr and "[308]" in result.stderr and "actions[0]" in result.stderr


def test_api_uses_the_library_and_accepts_lang(client) -> None:
    full = client.post("/api/v1/resolve", json={"scenario": ANTHEM})
    assert full.status_code == 200, full.get_json()
    assert all(set(s["text"]) == {"zh-Hans", "zh-Hant", "en"} for s in full.get_json()["steps"])
    hant = client.post("/api/v1/resolve?lang=zh-Hant", json={"scenario": ANTHEM}).get_json()
    assert all(set(s["text"]) == {"zh-Hant"} for s in hant["steps"])
    assert hant["state"] == full.get_json()["state"]
    bad = client.post("/api/v1/resolve?lang=fr", json={"scenario": ANTHEM})
    assert bad.status_code == 400 and "zh-Hant" in bad.get_json()["error"]["message"]["en"]
    illegal = client.post("/api/v1/resolve?lang=zh-Hant", json={"scenario": ANTHEM.replace(
        "stop: main1", "actions: [{attack: [anthem]}]\nstop: end_of_combat").replace("main1", "declare_attackers", 1)})
    error = illegal.get_json()["error"]
    assert illegal.status_code == 422 and set(error["message"]) == {"zh-Hant"}
    assert error["message"]["zh-Hant"].startswith("輝煌的讚美詩不是") and error["params"]["attacker_id"] == "anthem"


def test_gallery_lessons_resolve_with_the_same_lookup() -> None:
    lesson = load_gallery().lessons[0]
    assert lesson.resolve() == engine.resolve(lesson.scenario, card_lookup=lookup_card)
