"""Caesar XL: The First Roman Civil War 50–44 B.C. (Joseph Miranda, Victory Point Games), two players.

Caesar's side against Pompey's on a point-to-point map of the Mediterranean:
37 cities (square, hexagon or circle, each with a gold value) joined by 55
march routes (land and sea), nine barbarian areas and a Barbarian Invasion
Table. ``topology`` reads the board from ``maps/caesar_xl.tmx`` (written by
``tools/make_caesar_xl_map.py`` from ``data/map.json``, whose every item says
whether it is found or reconstructed); ``scene_paint`` draws it.
"""
