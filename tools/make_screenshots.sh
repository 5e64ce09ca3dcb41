#!/usr/bin/env bash
# Renders the README's screenshots into docs/screenshots (headless; run from the project folder
# after `python3 main.py` has set up .venv once).
set -euo pipefail
cd "$(dirname "$0")/.."
# a fresh data folder: no saved game or setting of this machine shows in the pictures
LUDI_ROMANI_HOME="$(mktemp -d)"
export LUDI_ROMANI_HOME
trap 'rm -rf "$LUDI_ROMANI_HOME"' EXIT
py=.venv/bin/python
[ -x "$py" ] || py=.venv/Scripts/python.exe
for lang in en ja; do
  "$py" main.py --screenshot "docs/screenshots/menu-$lang.png" --scene menu --lang "$lang"
  "$py" main.py --screenshot "docs/screenshots/caesar-$lang.png" --scene game:caesar --autoplay 30 --lang "$lang"
  "$py" main.py --screenshot "docs/screenshots/imperium-$lang.png" --scene game:imperium --autoplay 14 --lang "$lang"
  "$py" main.py --screenshot "docs/screenshots/catilina-$lang.png" --scene game:catilina --autoplay 20 --lang "$lang"
  "$py" main.py --screenshot "docs/screenshots/seize_rome-$lang.png" --scene game:seize_rome --autoplay 22 --lang "$lang"
  "$py" main.py --screenshot "docs/screenshots/caesar_xl-$lang.png" --scene game:caesar_xl --autoplay 40 --lang "$lang"
done
