"""The subtypes the card language may name: every creature type printed up to 2008, the basic land
types and the other subtypes of the era, each with its plural and, where the era's Chinese printings
name it, its Chinese word (other types are written in English inside Chinese text, and read back
the same way).

One line per subtype: ``Singular|Plural|Chinese`` (an empty plural is the singular plus "s").

    >>> SUBTYPE_TABLE["Elf"]
    ('Elves', '精灵')
"""

from __future__ import annotations

_TABLE = """
Advisor||谋士
Angel||天使
Antelope||羚羊
Ape||猿
Archer||弓箭手
Artificer||工匠
Assassin||刺客
Assembly-Worker||
Atog||阿托格
Aurochs|Aurochs|野牛
Avatar||化身
Badger||獾
Barbarian||野蛮人
Basilisk||蜥怪
Bat||蝙蝠
Bear||熊
Beast||野兽
Beeble||
Berserker||狂战士
Bird||鸟
Blinkmoth||
Boar||野猪
Bringer||
Brushwagg||
Camarid||
Camel||骆驼
Caribou|Caribou|驯鹿
Carrier||
Cat||猫
Centaur||半人马
Cephalid||
Chimera||奇美拉
Citizen||市民
Cleric||僧侣
Cockatrice||鸡蛇
Construct||组构体
Coward||
Crab||蟹
Crocodile||鳄鱼
Cyclops|Cyclopes|独眼巨人
Dauthi|Dauthi|
Demon||恶魔
Deserter||
Devil||魔鬼
Djinn||灯神
Dragon||龙
Drake||翼龙
Dreadnought||
Drone||
Druid||德鲁伊
Dryad||树精
Dwarf|Dwarves|矮人
Efreet||
Elder||长老
Elemental||元素
Elephant||象
Elf|Elves|精灵
Elk|Elk|麋鹿
Eye||
Faerie||妖精
Ferret||雪貂
Fish|Fish|鱼
Flagbearer||
Fox|Foxes|狐
Frog||蛙
Fungus|Fungi|真菌
Gargoyle||石像鬼
Giant||巨人
Gnome||
Goat||山羊
Goblin||鬼怪
Golem||魔像
Gorgon||蛇发女妖
Graveborn||
Gremlin||
Griffin||狮鹫
Hag||
Harpy|Harpies|鹰身女妖
Hellion||
Hippo||河马
Hippogriff||
Homarid||
Homunculus|Homunculi|
Horror||惊惧兽
Horse||马
Hound||猎犬
Human||人类
Hydra||九头蛇
Hyena||鬣狗
Illusion||幻影
Imp||小恶魔
Incarnation||
Insect||昆虫
Jellyfish|Jellyfish|水母
Juggernaut||
Kavu|Kavu|卡甫
Kirin|Kirin|麒麟
Kithkin|Kithkin|
Knight||骑士
Kobold||狗头人
Kor|Kor|
Kraken||
Lammasu|Lammasu|
Leech|Leeches|水蛭
Legend||
Leviathan||
Lhurgoyf||
Licid||
Lizard||蜥蜴
Lord||
Manticore||
Masticore||
Mercenary|Mercenaries|佣兵
Merfolk|Merfolk|人鱼
Metathran|Metathran|
Minion||仆从
Minotaur||牛头怪
Monk||修行僧
Moonfolk|Moonfolk|
Mutant||
Myr|Myr|
Mystic||
Nautilus|Nautiluses|
Nephilim|Nephilim|
Nightmare||梦魇
Nightstalker||
Ninja|Ninja|忍者
Noggle||
Nomad||游牧人
Octopus|Octopuses|章鱼
Ogre||食人魔
Ooze||流体
Orb||
Orc||半兽人
Orgg||
Ouphe||
Ox|Oxen|牛
Oyster||牡蛎
Pegasus|Pegasi|飞马
Pentavite||
Pest||
Phelddagrif||
Phoenix|Phoenixes|凤凰
Pincher||
Pirate||海盗
Plant||植物
Prism||
Rabbit||兔
Rat||鼠
Rebel||反抗军
Reflection||
Rhino||犀牛
Rigger||
Rogue||浪客
Salamander||
Samurai|Samurai|武士
Saproling||腐生物
Satyr||
Scarecrow||稻草人
Scorpion||蝎子
Scout||斥候
Serf||农奴
Serpent||海蛇
Shade||阴魂
Shaman||祭师
Shapeshifter||变形兽
Sheep|Sheep|羊
Skeleton||骷髅
Slith|Slith|
Sliver||裂片妖
Slug||蛞蝓
Snake||蛇
Soldier||士兵
Soltari|Soltari|
Spawn|Spawn|
Specter||幽灵
Spellshaper||
Sphinx|Sphinxes|斯芬克斯
Spider||蜘蛛
Spike||
Spirit||精怪
Splinter||
Sponge||
Squid|Squid|乌贼
Squirrel||松鼠
Starfish|Starfish|海星
Survivor||
Tetravite||
Thalakos|Thalakos|
Thopter||机械鸟
Thrull||
Treefolk|Treefolk|树妖
Triskelavite||
Troll||巨魔
Turtle||龟
Unicorn||独角兽
Vampire||吸血鬼
Vedalken|Vedalken|
Viashino|Viashino|
Volver||
Wall||墙
Warrior||战士
Weird||
Whale||鲸
Wizard||巫师
Wolf|Wolves|狼
Wolverine||貂熊
Wombat||
Worm||
Wraith||怨灵
Wurm||亚龙
Yeti||雪人
Zombie||灵俑
Zubera|Zubera|
Plains|Plains|平原
Island||海岛
Swamp||沼泽
Mountain||山脉
Forest||树林
Urza's Mine||克撒的矿脉
Urza's Power-Plant||克撒的动力炉
Urza's Tower||克撒的塔
Aura||
Equipment|Equipment|
Arcane|Arcane|秘术
"""

#: subtype -> (plural, Chinese or "")
SUBTYPE_TABLE: dict[str, tuple[str, str]] = {}
for _line in _TABLE.strip().splitlines():
    _sg, _pl, _zh = _line.split("|")
    SUBTYPE_TABLE[_sg] = (_pl or _sg + "s", _zh)

#: the creature types (every subtype but the land types and the other card types' subtypes)
NON_CREATURE_SUBTYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Aura", "Equipment", "Arcane",
                                   "Urza's Mine", "Urza's Power-Plant", "Urza's Tower"})
