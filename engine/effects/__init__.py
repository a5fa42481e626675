"""The effects of the card language, one module per kind of effect.

Each module defines the effect's AST node (a frozen dataclass subclassing
``engine.model.effect.Effect``) together with how it resolves and how it reads in English and
Chinese. The package itself imports nothing, so a rules module can use one effect (combat's
flanking trigger uses ``Pump``) without loading the others; ``engine.abilities`` gathers all of
them for readers of the whole AST.
"""
