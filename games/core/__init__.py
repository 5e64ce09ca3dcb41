"""The engine side of the suite: pure Python, seeded, no pygame.

Modules, one concept each:

- :mod:`.state` — the engine contract (:class:`~.state.GameState`), outcomes, seats, options
- :mod:`.actions` — actions, events and their JSON codec
- :mod:`.decisions` — pending decisions: turns made of several choices
- :mod:`.chance` — chance as a seat: dice, bags and decks whose draws are outcomes of ``CHANCE``
- :mod:`.views` — what a seat's view shows beyond the public view
- :mod:`.session` — a game being played: act, chance and scripted steps, undo/redo, the log
- :mod:`.record` — a game's record, which is its save file, and replay
- :mod:`.saves` — saves and autosaves, reading them defensively, setting bad files aside
- :mod:`.seal` — sealing what a running game hides in its save
- :mod:`.keyfile` — this installation's secret, which seals running games
- :mod:`.files` — atomic writes, careful reads, files set aside
- :mod:`.folders` — where the data and settings folders are, and moving older ones
- :mod:`.players` — the computer-player protocol and the random player
- :mod:`.explain` — the computer's words: reasons, advice and the review's judgements
- :mod:`.ismcts` — information-set Monte Carlo tree search over the contract
- :mod:`.maps` — Tiled maps read through pytmx into immutable data; geometry and topology helpers
- :mod:`.text` — the English/Japanese catalogue and :class:`~.text.Msg`
- :mod:`.errors` — ``ValueError`` subclasses a player can cause
- :mod:`.registry` — the games, found from their folders (``INFO``), and their modules and files
- :mod:`.assets` — where pictures, maps and sounds are
- :mod:`.budget` — the slicing clock and the budgets work over frames is measured against
- :mod:`.caches` — the one owner of everything kept between uses
- :mod:`.conformance` — the checks every registered game must pass
- :mod:`.invariants` — every game's own invariants, checked after every action when fuzzing
- :mod:`.cli` — ``selfplay``, ``replay`` and ``fuzz`` on the command line
- :mod:`.bench` — the engine half of ``main.py bench``
"""
