"""The era's printed English and printed Simplified Chinese read as the same abilities as the card's
Oracle text (issue 21).

The oracle here is MTGJSON's Oracle text, which nobody on the project wrote: for each card named
below, every printing's ``originalText`` (or printed Simplified Chinese text) in ``../shared/mtgjson``
must parse to exactly the abilities its Oracle text parses to. The names are the cards of the older
wordings the card language folds to today's words ("{G} Regenerate", "All Slivers gain flying.",
"Target creature is buried.", "When ~ comes into play from your hand", "intercept", 不会毁坏,
不能成为咒语或异能的目标, 化形, 若你如此作，则…); the texts are read from the files at test time and
nothing of them is kept here. Skipped with a message when the files are absent (CI has them).
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from engine.cardlang import parse_card_text
from tests.cards.conftest import need_mtgjson

#: real cards (names are facts), each printed in an English wording the folding reads; grouped by it
CARDS_EN = (
    # a cost without its colon, an effect without its subject
    "River Boa", "Cadaverous Knight", "Order of the White Shield", "Veldrane of Sengir", "Dragon Engine",
    "Hyalopterous Lemure", "Vigilant Drake", "Aerathi Berserker", "Benalish Hero",
    # Portal's "comes into play from your hand" and "intercept"
    "Venerable Monk", "Man-o'-War", "Thundermare", "Craven Giant", "Cloud Dragon", "Phantom Warrior",
    # statics that "gain" where today's text says "have" / "get"
    "Knighthood", "Crusade", "Winged Sliver", "Absolute Grace", "Goblin General", "Bad Moon",
    # "are destroyed", "is buried", "must be discarded", "~ destroys"
    "Armageddon", "Tsunami", "Cleanse", "Disenchant", "Shatter", "Desert Twister",
    # shroud, hexproof, fear, indestructible, haste and vigilance spelt out
    "Morphling", "Fountain Watch", "Leonin Abunas", "Mage's Guile", "Intimidation", "Shriek of Dread",
    "Darksteel Citadel", "Darksteel Forge", "Heart Sliver", "Akroma's Devoted", "Eron the Relentless",
    # the older trigger words
    "Trained Cheetah", "Charging Paladin", "Royal Trooper", "Thalakos Seer", "Odylic Wraith", "Rock Basilisk",
    "Carrier Pigeons", "Juzám Djinn", "Copper Tablet",
    # spells and abilities in the older words
    "Mana Leak", "Time Warp", "Lull", "Resistance Fighter", "Lightning Bolt", "Psionic Blast", "Rampant Growth",
    "Boomerang", "Vertigo", "Homarid Shaman", "Radjan Spirit", "Chill", "Witch Hunter", "Steam Blast", "Twitch",
    "Uktabi Wildcats", "Cloud Sprite", "Dauthi Slayer", "Moat", "Viashino Runner", "Rootrunner", "Shield of the Ages",
    "Duress", "Opt", "Festival of Trokin", "Gerrard's Wisdom", "Warrior Angel", "Zhuge Jin, Wu Strategist",
    "Cunning Advisor", "Ancestral Recall", "Prowling Nightstalker", "Aysen Bureaucrats", "Maze of Shadows",
    "Righteousness", "Cackling Fiend", "Shivan Gorge",
    # third round: an older Aura's type line ("Enchant Creature") and its "target creature"; a Wall's type
    "Holy Strength", "Unholy Strength", "Lance", "Divine Transformation", "Leshrac's Rite", "Wings of Aesthir",
    "Thrull Retainer", "Carapace", "Krovikan Fetish", "Immolation", "Flaming Sword", "Serra's Embrace", "Agility",
    "Wall of Spears", "Shifting Wall", "Battle Rampart", "Cinder Wall", "Wall of Stone", "Shield Sphere",
    # kicker paid, upkeep costs ("or bury ~"), end of turn, "assigned as a blocker", "whenever any", "destroys"
    "Ardent Soldier", "Vodalian Serpent", "Llanowar Elite", "Balduvian Horde", "Waterspout Djinn", "Razor Pendulum",
    "Citadel of Pain", "Stoneshaker Shaman", "Folk of An-Havva", "Root Spider", "Aether Flash", "Dauthi Ghoul",
    "Sinkhole", "Stone Rain", "Abyssal Specter", "Skyshroud Blessing", "Gilded Light", "Derelor", "Choke",
    "Jet Medallion",
)
#: the same for the printed Simplified Chinese
CARDS_ZH = (
    # indestructible, shroud, hexproof, changeling
    "Darksteel Citadel", "Darksteel Forge", "Dauntless Escort", "Spearbreaker Behemoth", "Knight Exemplar",
    "Aspect of Mongoose", "Humble Budoka", "Soratami Rainshaper", "Sacred Wolf", "Slippery Bogle", "Shielding Plax",
    "Avian Changeling", "Woodland Changeling", "Kitsune Riftwalker",
    # "unless" costs and counterspells, the delayed draw, "if you do"
    "Convolute", "Melancholy", "Kuro, Pitlord", "Sangrophage", "Force of Nature", "Balduvian Rage",
    "Apothecary Initiate", "Brass Gnat", "Surgespanner", "Numot, the Devastator", "Order of the Golden Cricket",
    # libraries, hands, "any player may activate", damage equal to its power, each, "another"
    "Cathartic Adept", "Vedalken Entrancer", "Merrow Witsniper", "Thought Courier", "Feral Hydra", "Oona's Prowler",
    "Disrupting Scepter", "Murderous Redcap", "Jagged-Scar Archers", "Liliana's Specter", "Midnight Banshee",
    "Ethereal Usher", "Stalking Tiger", "Flowstone Shambler", "Goblin King", "Reduce to Dreams", "Ballynock Cohort",
    "Mudbrawler Cohort", "Goldenglow Moth", "Ophidian Eye", "Takeno's Cavalry", "Kami of False Hope",
    # the third round (branch printed_zh): 由你操控且未横置的, the time first, an opponent's discard, "只要你操控树林",
    # counted words, the end of your turn, wither granted, the search endings, Hunted tokens, Circle of
    # Protection, the colour of your choice, kicked, the hand and life counted
    "Llanowar Behemoth", "Ben-Ben, Akki Hermit", "Kami of Fire's Roar", "Abyssal Nocturnus", "Geth's Grimoire",
    "Kird Ape", "Gearsmith Guardian", "Kargan Dragonrider", "Conclave's Blessing", "Emissary of Hope",
    "Burden of Greed", "Merrow Commerce", "Blight Sickle", "Fang Skulkin", "Lava Axe",
    "Lightning Mare", "Draconic Disciple", "Magus of the Disk", "Field Marshal", "Leaden Fists", "Mask of Riddles",
    "Ivory Crane Netsuke", "Deathmask Nezumi", "Divinity of Pride", "Grasping Scoundrel", "Golgari Germination",
    "Kodama of the South Tree", "Energy Chamber", "Brion Stoutarm", "Miren, the Moaning Well", "Greater Good",
    "Lotus Bloom", "Borderland Ranger", "Farhaven Elf", "Flamekin Harbinger", "Giant Harbinger", "Merrow Harbinger",
    "Hunted Dragon", "Hunted Troll", "Hunted Lammasu", "Circle of Protection: Black", "Kami of the Painted Road",
    "Citanul Woodreaders", "Mishra's Bauble", "Magistrate's Scepter", "Hallow", "Curse of Chains", "Deathknell Kami",
    "Ink Dissolver", "Kjeldoran Javelineer", "Krovikan Mist", "Lash Out", "Meloku the Clouded Mirror",
    "Veteran of the Depths", "Coldsteel Heart", "Loxodon Hierarch", "Mortipede", "Sakura-Tribe Elder",
    "Scourge of Kher Ridges", "Search for Tomorrow", "Skullclamp", "Smogsteed Rider", "Soul Spike", "Spincrusher",
    "Stoneshaker Shaman", "Sylvan Ranger", "Teardrop Kami", "Terashi's Verdict", "Toils of Night and Day", "Twitch",
    "Vectis Dominator", "Voice of All", "Wrap in Vigor", "Yawning Fissure",
)
CARDS = CARDS_EN + CARDS_ZH


@cache
def _records() -> dict[str, dict[str, Any]]:
    """The merged records (the importer's own merge) of the cards above, from every file."""
    from itertools import chain

    from oracle.card_import.merge import merge
    from oracle.card_import.mtgjson import printings

    folder = need_mtgjson()
    wanted = set(CARDS)
    return {name: record for name, record in merge(
        p for p in chain.from_iterable(printings(path) for path in sorted(folder.glob("*.json")))
        if p.card.get("name") in wanted).items()}


def _abilities(job: Any) -> Any:
    return parse_card_text(job.name, job.text, is_spell=job.is_spell, name_zh=job.name_zh or None,
                           other_names=job.other_names, printed=job.printed or None).abilities


def _check(name: str, wording: str) -> None:
    from oracle.card_import.wordings import oracle_jobs, printing_jobs

    record = _records().get(name)
    if record is None:
        pytest.fail(f"{name} is not in ../shared/mtgjson")
    oracle = {job.name: _abilities(job) for job in oracle_jobs(record)}
    printed = [job for printing in record["printings"] for job in printing_jobs(record, printing)[wording] or []]
    assert printed, f"{name} has no {wording} text"
    for job in printed:
        assert _abilities(job) == oracle[job.name], f"{name}: {job.text!r} does not read as its Oracle text"


@pytest.mark.parametrize("name", CARDS_EN)
def test_the_printed_english_is_the_oracle_text(name: str) -> None:
    _check(name, "printed_en")


@pytest.mark.parametrize("name", CARDS_ZH)
def test_the_printed_chinese_is_the_oracle_text(name: str) -> None:
    _check(name, "printed_zh_hans")
