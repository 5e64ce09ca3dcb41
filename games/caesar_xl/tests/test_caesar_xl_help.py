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


#: words of each ruling the engine follows for barbarian areas and forced marches (RULINGS.md)
RULINGS = {"en": ["**An alliance marker holds a barbarian area.**", "**A conquered area changes hands like a city.**",
                  "**No retreat into a barbarian area that is not yours.**", "**Never recruited in a barbarian area**",
                  "**Forced-march costs.**", "**Forced marches and barbarian areas.**",
                  "**Diplomacy in your own conquered area**", "**The card of a Supreme Commander in Roma**",
                  "**Storm at Sea blows to the end of the next player turn.**"],
           "ja": ["**同盟マーカーは蛮族エリアを保持します。**", "**征服したエリアは都市と同じように持ち主が替わります。**",
                  "**自分のものでない蛮族エリアへは退却できません。**", "**蛮族エリアでは決して徴募しません**",
                  "**強行軍の費用。**", "**強行軍と蛮族エリア。**", "**自分の征服したエリアへの外交**",
                  "**最高司令官がローマにいるときのカード**",
                  "**海の嵐は次のプレイヤーターンの終わりまで続きます。**"]}
RULINGS_HEADING = {"en": "## Rulings and reconstructions (R)", "ja": "## 裁定と再構成（再）"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_help_rulings_name_each_barbarian_and_forced_march_ruling(lang):
    text = (HERE / f"help.{lang}.md").read_text(encoding="utf-8")
    start = text.index(RULINGS_HEADING[lang])
    page = text[start:text.find("\n## ", start + 1)]
    missing = [r for r in RULINGS[lang] if r not in page]
    assert not missing, f"rulings the {lang} help does not give: {missing}"
