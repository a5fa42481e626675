"""Everything the engine writes for people: the message catalog, names in each language, card text.

The rules logic never builds a sentence. It records an event with a catalog key and parameters
(``game.log("damage_dealt", ..., "damage.to_player", source=name, amount=3, ...)``); this package
turns that into Simplified Chinese, Traditional Chinese and English when a trace or an error is read.
"""
