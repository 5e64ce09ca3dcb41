"""Caesar XL's help page says which items are reconstructed: every card whose data marks its
text RECONSTRUCTED is named (in the page's language) in the section "Reconstructed items", and
the section covers each data file that holds reconstructed items."""
import json
from pathlib import Path

import pytest

from games.core.text import tr

HERE = Path(__file__).resolve().parent.parent
HEADING = {"en": "## Reconstructed items", "ja": "## 再構成した項目"}
#: words of the section for each data file's reconstructed items
COVERS = {"en": {"map.json": "**The map**", "units.json": "**The counters**", "setup.json": "**The set-up**",
                 "params.json": "**Costs and limits**"},
          "ja": {"map.json": "**マップ**", "units.json": "**駒**", "setup.json": "**初期配置**",
                 "params.json": "**費用と上限**"}}


def section(lang: str) -> str:
    text = (HERE / f"help.{lang}.md").read_text(encoding="utf-8")
    start = text.index(HEADING[lang])
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else None]


def reconstructed_cards() -> list[dict]:
    cards = json.loads((HERE / "data" / "cards.json").read_text(encoding="utf-8"))["cards"]
    return [c for c in cards if "RECONSTRUCTED" in c["status"]]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_help_names_every_reconstructed_card(lang):
    page = section(lang)
    cards = reconstructed_cards()
    assert len(cards) > 20
    missing = [c["id"] for c in cards if tr(c["name_key"], lang) not in page]
    assert not missing, f"reconstructed cards the {lang} help does not name: {missing}"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_help_covers_every_data_file_with_reconstructed_items(lang):
    page = section(lang)
    for f in sorted((HERE / "data").glob("*.json")):
        if "RECONSTRUCTED" in f.read_text(encoding="utf-8") and f.name != "cards.json":
            assert COVERS[lang][f.name] in page, (lang, f.name)
