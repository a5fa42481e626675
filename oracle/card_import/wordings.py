"""The wordings of an imported card, as parse jobs: its Oracle text, and per printing the printed
English and the printed Simplified Chinese.

A card's wording parses when the text of each of its faces does (a vanilla creature's empty text
parses). The Oracle wording is the one the engine plays: it is the card's one current text, and
the card language reads today's Oracle words as the era's.
"""

from __future__ import annotations

import re
from typing import Any

from oracle.card_import.merge import card_names
from oracle.card_import.mtgjson import ATOMIC
from oracle.card_import.parsing import Job

#: the wordings reported, in order: Oracle text, printed English, printed Simplified Chinese
WORDINGS = ("oracle", "printed_en", "printed_zh_hans")


def _is_spell(face: dict[str, Any]) -> bool:
    return bool({"instant", "sorcery"} & set(face.get("types") or ()))


def _faces(card: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {f["face_name"]: f for f in card["faces"]}


def printed_english(face: dict[str, Any], text: str, printed_type: str = "") -> str:
    """A printing's English text as the card language reads it. A basic land's text box printed
    its mana symbol alone (MTGJSON stores "B" for the Swamp's large {B}): that is the land's
    intrinsic mana ability (the rules give it by its subtype), no ability of its text, so it reads as an
    empty text, as the Oracle text's reminder does. A dual land's sentences naming its two types are
    its type line's words (``_DUAL_TYPES``). An Aura printed before Ninth Edition has its enchant
    line on its type line ("Enchant Creature", ``_older_aura``)."""
    if "basic" in [t.lower() for t in face.get("supertypes") or ()] and text.strip() in ("W", "U", "B", "R", "G"):
        return ""
    if "land" in [t.lower() for t in face.get("types") or ()] and len(face.get("subtypes") or ()) == 2:
        text = "\n".join(line for line in (_DUAL_TYPES.sub("", raw).strip() for raw in text.splitlines()) if line)
    if "Wall" in (face.get("subtypes") or ()) and "creature" in (face.get("types") or ()):
        text = _older_wall(text, face.get("face_name") or face.get("name") or "", printed_type)
    if "Aura" in (face.get("subtypes") or ()):
        text = _older_aura(text, printed_type)
    name = face.get("face_name") or face.get("name") or ""
    if name:  # Oracle's keyword for the era's sentence; the library's own cards keep the sentence
        text = _NO_TAP_ATTACK.sub(lambda m: "Vigilance" if m.group(1) == name else m.group(0), text)
    return text


#: the era's sentence for vigilance, one pattern for every card (the name is compared, not compiled in)
_NO_TAP_ATTACK = re.compile(r"^Attacking doesn't cause (.+) to tap\.$", re.MULTILINE)


#: the era's words for a Wall's type: Eighth and Ninth Edition's "(Walls can't attack.)" alone on its
#: line, and an artifact's "counts as a Wall" (Alpha to Fifth Edition's Wall of Spears, Shield Sphere)
_WALL_WORDS = re.compile(r"^\(Walls (?:can't|cannot) attack\.\)$|,? ?(?:\{name\} )?\bcounts as a wall\b\.?"
                         r"(?: \(Walls (?:can't|cannot) attack\.\))?", re.IGNORECASE | re.MULTILINE)


def _older_wall(text: str, name: str, printed_type: str) -> str:
    """An older Wall's text with Oracle's defender first. Until Champions of Kamigawa a Wall could not
    attack by the rule of its creature type, so its printing said nothing of
    it, or only reminded of it; Oracle gives every Wall defender. A printed type line without the Wall
    (the artifact creature that "counts as a Wall") says so in the text."""
    if not re.search(r"\bwall\b", printed_type, re.IGNORECASE) and not re.search("counts as a wall", text, re.IGNORECASE):
        return text
    text = "\n".join(line for line in (_WALL_WORDS.sub("", raw.replace(name, "{name}")).replace("{name}", name).strip()
                                       for raw in text.splitlines()) if line)
    if re.search(r"^defender\b", text, re.IGNORECASE | re.MULTILINE):
        return text
    return f"Defender\n{text}" if text else "Defender"
#: the type line of an Aura printed before Ninth Edition, which said what it enchants ("Enchant
#: Creature"; "Enchant World" was no Aura but a world enchantment)
_ENCHANT_TYPE = re.compile(r"^enchant (creature|land|artifact|enchantment|permanent)$", re.IGNORECASE)
#: a line that is already the Aura's enchant keyword ("Enchant creature (Target a creature as you
#: play this. …)")
_ENCHANT_LINE = re.compile(r"^enchant (?:creature|land|artifact|enchantment|permanent)\b", re.IGNORECASE | re.MULTILINE)


#: flash, and the era's words for it ("You may play Flaming Sword any time you could play an instant.")
_FLASH_LINE = re.compile(r"^(?:flash\b|you may (?:play|cast) .+ any time you could (?:play|cast) an instant\.$)", re.IGNORECASE)


def _older_aura(text: str, printed_type: str) -> str:
    """An older Aura's text with its type line's enchant keyword first ("Enchant Creature" is
    Oracle's "Enchant creature" line), and, when the text never says "enchanted", its "target
    creature" read as the enchanted creature: until Fifth Edition an Aura's text called the permanent
    it enchants its target ("Target creature gains +1/+2." is "Enchanted creature gets +1/+2.")."""
    kind = _ENCHANT_TYPE.match(printed_type.strip())
    if kind is None or _ENCHANT_LINE.search(text):
        return text
    noun = kind.group(1).lower()
    if not re.search(r"\benchanted\b", text, re.IGNORECASE):
        text = re.sub(rf"\b[Tt]arget {noun}\b(?! (?:you|an opponent) control)",
                      lambda m: ("E" if m.group(0)[0] == "T" else "e") + f"nchanted {noun}", text)
    lines = text.splitlines()
    first = 1 if lines and _FLASH_LINE.match(lines[0]) else 0  # Oracle's flash comes before the enchant line
    return "\n".join([*lines[:first], f"Enchant {noun}", *lines[first:]])


#: the first duals' words for their two land types ("Counts as both swamp and forest and is affected
#: by spells that affect either.", and Revised's sentence on changing one of them): what the type
#: line says, which the rules read from the subtypes (the mana line beside it stays and is read)
_DUAL_TYPES = re.compile(r"Counts as both \w+ and \w+ and is affected by spells that affect either\.\s*"
                         r"(?:If a spell destroys one of these land types, this card is destroyed; if a spell alters "
                         r"one of these land types, the other land type is unaffected\.)?", re.IGNORECASE)


def oracle_jobs(card: dict[str, Any]) -> list[Job]:
    """One job per face: the Oracle text, read with the face's own name (what the text calls it)."""
    return [Job(f["face_name"], f["text"], _is_spell(f)) for f in card["faces"]]


def printing_jobs(card: dict[str, Any], printing: dict[str, Any]) -> dict[str, list[Job] | None]:
    """The printed wordings of one printing as jobs (None: that printing has no text in that
    wording). A face has a printed text when the file gives one, or when its Oracle text is empty
    too (a vanilla creature); a Chinese name without a Chinese text (MTGJSON has none for some
    sets) is no printed text, and an AtomicCards entry has no printing at all."""
    if printing["set"] == ATOMIC:
        return {"printed_en": None, "printed_zh_hans": None}
    faces = _faces(card)
    names = card_names(card)
    english: list[Job] | None = []
    chinese: list[Job] | None = []
    for face in printing["faces"]:
        own = faces.get(face["face"]) or card["faces"][0]
        if english is not None and (face["original_text"] or not own["text"]):
            english.append(Job(own["face_name"], printed_english(own, face["original_text"], face.get("original_type") or ""),
                               _is_spell(own)))
        else:
            english = None
        zh = face.get("zh-Hans")
        if chinese is not None and zh and (zh["text"] or not own["text"]):
            others = tuple(n for n in (names["zh-Hant"], *names["aliases"]) if n and n != zh["name"])
            chinese.append(Job(own["face_name"], zh["text"], _is_spell(own), zh["name"], others,
                               printing.get("release") or ""))
        else:
            chinese = None
    return {"printed_en": english or None, "printed_zh_hans": chinese or None}


def all_jobs(card: dict[str, Any]) -> list[Job]:
    jobs = oracle_jobs(card)
    for printing in card["printings"]:
        for found in printing_jobs(card, printing).values():
            jobs += found or []
    return jobs


def outcome(jobs: list[Job] | None, entries: dict[str, Any], version: str) -> dict[str, Any] | None:
    """``{"parsed": True}`` or ``{"parsed": False, "face", "phrase", "stopped_at", "suggestions"}``
    (the first face that does not parse) for a wording's jobs; None when there is no such text."""
    if jobs is None:
        return None
    for job in jobs:
        entry = entries.get(job.key(version)) or {}
        if "error" in entry:
            error = entry["error"]
            return {"parsed": False, "face": job.name, "phrase": error.get("phrase", ""),
                    "stopped_at": error.get("stopped_at", ""), "suggestions": error.get("suggestions", [])}
    return {"parsed": True}
