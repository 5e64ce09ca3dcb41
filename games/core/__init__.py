"""The engine side of the suite: pure Python, seeded, no pygame.

Modules, one concept each:

- :mod:`.text` — the English/Japanese catalogue and :class:`~.text.Msg`
- :mod:`.errors` — ``ValueError`` subclasses a player can cause
- :mod:`.actions` — actions, events and their JSON codec
- :mod:`.state` — the engine contract (:class:`~.state.GameState`), outcomes, seats, options
- :mod:`.record` — a game's record, which is its save file, and replay
- :mod:`.saves` — where files live, atomic writes, autosave, setting bad files aside
- :mod:`.session` — a game being played: act, undo/redo, autosave, the log
- :mod:`.players` — the computer-player protocol and the random player
- :mod:`.ismcts` — information-set Monte Carlo tree search over the contract
- :mod:`.chance` — dice and decks from a state's seeded generator
- :mod:`.maps` — Tiled maps read through pytmx into immutable data; geometry and topology helpers
- :mod:`.registry` — the games, found from their folders (``INFO``), and their modules and files
- :mod:`.conformance` — the checks every registered game must pass
- :mod:`.cli` — ``selfplay`` and ``replay`` on the command line
"""
