"""The galaxy content check: card facts and texts agree, match the published counts, and are our own words."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from engines.core.paths import game_assets
from engines.galaxy.card_windows import UnknownWindow, check_table, window
from engines.galaxy.content import check as content_check
from engines.galaxy.content.decks import decks, read_decks
from engines.galaxy.content.loading import ContentError
from engines.galaxy.content.texts import KINDS, name, read_kind, read_texts, text

ROOT = Path(__file__).resolve().parents[3]
CARD_FILES = ("agendas.json", "action_cards.json", "promissory.json", "exploration.json", "relics.json",
              "faction_extras.json")
RUN = 10  # words in a row that would make a text a copy


def _shared() -> Path | None:
    """The shared reference folder (facts and rulebooks) beside the checkout, if there is one."""
    candidates = [Path(os.environ["STARBOARD_SHARED"])] if os.environ.get("STARBOARD_SHARED") else []
    candidates += [ROOT.parent / "shared", ROOT.parent.parent / "shared"]
    return next((c for c in candidates if (c / "data" / "ti4" / "factions.json").is_file()), None)


SHARED = _shared()
needs_shared = pytest.mark.skipif(SHARED is None, reason="the shared reference folder is not beside this checkout")


@pytest.fixture
def assets(tmp_path: Path) -> Path:
    """A scratch copy of the galaxy card facts and texts to break on purpose."""
    folder = tmp_path / "galaxy"
    (folder / "text").mkdir(parents=True)
    for name_ in CARD_FILES:
        shutil.copy(game_assets("galaxy") / name_, folder / name_)
    for kind in KINDS:
        shutil.copy(game_assets("galaxy") / "text" / f"{kind}.json", folder / "text" / f"{kind}.json")
    return folder


def _edit(path: Path, change: Any) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_the_bundled_content_passes_the_check() -> None:
    assert content_check.problems() == []


def test_the_counts_are_those_of_the_published_game() -> None:
    counted = content_check.counts(decks(), read_texts())
    assert counted == content_check.EXPECTED


def test_the_exploration_decks_hold_their_printed_cards_and_fragments() -> None:
    loaded = decks()
    sizes = {deck: (d.size, d.fragments) for deck, d in loaded.exploration.items()}
    assert sizes == content_check.DECK_SIZES
    assert sum(c.copies for c in loaded.optional_frontier.values()) == 6


def test_the_expansion_deck_drops_the_thirteen_agendas_the_rulebook_lists() -> None:
    agendas = decks().agendas
    removed = sorted(k for k, a in agendas.items() if a.removed_in_pok)
    assert len(removed) == 13
    assert agendas["representative_government"].replaces == "representative_government_base"
    kept = [a for a in agendas.values() if not a.removed_in_pok]
    assert (sum(a.type == "law" for a in kept), sum(a.type == "directive" for a in kept)) == (27, 23)


def test_texts_are_found_by_kind_and_id() -> None:
    assert name("action_cards", "sabotage") == "Sabotage"
    assert "Cancel" in text("action_cards", "sabotage")
    assert name("leaders", "ta_zern") == "Ta Zern"
    assert text("strategy_cards", "leadership")
    with pytest.raises(KeyError, match="no relics text for 'excalibur'"):
        text("relics", "excalibur")


def test_the_loaders_refuse_content_that_fails_the_check(assets: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from engines.galaxy.content import decks as decks_module
    from engines.galaxy.content import texts as texts_module

    _edit(assets / "text" / "relics.json", lambda d: d["entries"].pop("codex"))
    monkeypatch.setattr(decks_module, "game_assets", lambda game: assets)
    monkeypatch.setattr(texts_module, "text_dir", lambda: assets / "text")
    decks_module.decks.cache_clear()
    texts_module.catalogue.cache_clear()
    try:
        with pytest.raises(ContentError, match="no text for 'codex'"):
            decks_module.decks()
        with pytest.raises(ContentError, match="no text for 'codex'"):
            texts_module.text("relics", "dominus_orb")
    finally:
        decks_module.decks.cache_clear()
        texts_module.catalogue.cache_clear()


def test_faction_content_is_found_by_id_across_factions() -> None:
    loaded = decks()
    assert len(loaded.abilities()) == 55
    assert len(loaded.faction_technologies()) == 48
    assert len(loaded.leaders()) == 74
    assert loaded.leaders()["ta_zern"].unlock == {"kind": "technologies", "count": 8}
    assert loaded.faction_units()["eidolon"].flip_side == "z_grav_eidolon"
    assert loaded.faction_technologies()["valefar_assimilator_x"].owned_at_start


def test_every_faction_scoped_entry_records_its_faction() -> None:
    for faction in decks().factions.values():
        for item in (*faction.abilities, *faction.technologies, *faction.units, *faction.leaders.all()):
            assert item.faction == faction.id


def test_a_text_entry_with_an_empty_text_is_refused_by_name(assets: Path) -> None:
    _edit(assets / "text" / "action_cards.json", lambda d: d["entries"]["veto"].update(text=" "))
    with pytest.raises(ContentError, match=r"action_cards.json: entry 'veto': text is empty"):
        read_kind(assets / "text" / "action_cards.json")


def test_a_placeholder_text_is_refused(assets: Path) -> None:
    _edit(assets / "text" / "relics.json", lambda d: d["entries"]["codex"].update(text="TODO"))
    with pytest.raises(ContentError, match="'codex': text is a placeholder"):
        read_kind(assets / "text" / "relics.json")


def test_a_misspelt_field_is_refused_with_its_path(assets: Path) -> None:
    _edit(assets / "text" / "leaders.json", lambda d: d["entries"]["tellurian"].update(unlok="soon"))
    with pytest.raises(ContentError, match=r"leaders.json: entry 'tellurian': .*unknown field `unlok`"):
        read_kind(assets / "text" / "leaders.json")


def test_a_card_without_a_text_is_named(assets: Path) -> None:
    _edit(assets / "text" / "action_cards.json", lambda d: d["entries"].pop("veto"))
    found = content_check.problems(asset_dir=assets)
    assert "text/action_cards.json: no text for 'veto'" in found
    with pytest.raises(ContentError, match="no text for 'veto'"):
        content_check.check(asset_dir=assets)


def test_a_text_without_a_card_is_named(assets: Path) -> None:
    extra = {"name": "Excalibur", "text": "A sword.", "source": "house"}
    _edit(assets / "text" / "relics.json", lambda d: d["entries"].update(excalibur=extra))
    assert "text/relics.json: 'excalibur' matches no card fact" in content_check.problems(asset_dir=assets)


def test_texts_follow_the_skeletons_fact_files(assets: Path) -> None:
    _edit(assets / "text" / "strategy_cards.json", lambda d: d["entries"].pop("imperial"))
    _edit(assets / "text" / "technologies.json", lambda d: d["entries"]["gravity_drive"].update(name="Gravity Engine"))
    found = content_check.problems(asset_dir=assets)
    assert "text/strategy_cards.json: no text for 'imperial'" in found
    renamed = "text/technologies.json: 'gravity_drive' is called 'Gravity Drive' in the facts, not 'Gravity Engine'"
    assert renamed in found


def test_a_wrong_copy_count_breaks_the_deck_total(assets: Path) -> None:
    _edit(assets / "action_cards.json", lambda d: d["action_cards"]["sabotage"].update(copies=3))
    assert "counts: action cards is 119, the game has 120" in content_check.problems(asset_dir=assets)


def test_a_bad_agenda_type_names_the_agenda(assets: Path) -> None:
    _edit(assets / "agendas.json", lambda d: d["agendas"]["mutiny"].update(type="decree"))
    assert "agendas.json: agenda 'mutiny': unknown type 'decree'" in content_check.problems(asset_dir=assets)


def test_an_unknown_timing_window_names_the_card(assets: Path) -> None:
    _edit(assets / "action_cards.json", lambda d: d["action_cards"]["veto"]["window"].update(event="teatime"))
    found = content_check.problems(asset_dir=assets)
    assert any(p.startswith("action_cards.json: card 'veto': unknown timing window") for p in found)


def test_a_faction_unit_on_the_wrong_faction_is_named(assets: Path) -> None:
    def move(data: dict[str, Any]) -> None:
        data["factions"]["sol"]["units"][0]["faction"] = "hacan"

    _edit(assets / "faction_extras.json", move)
    found = content_check.problems(asset_dir=assets)
    assert "faction_extras.json: faction 'sol': 'spec_ops_i' says it belongs to 'hacan'" in found


def test_a_revised_card_needs_its_printed_text(assets: Path) -> None:
    _edit(assets / "text" / "promissory.json", lambda d: d["entries"]["war_funding"].pop("printed_text"))
    found = content_check.problems(asset_dir=assets)
    assert any("'war_funding' was revised by the Codex" in p for p in found)


def test_a_fact_entry_of_the_wrong_shape_is_refused_by_name(assets: Path) -> None:
    _edit(assets / "relics.json", lambda d: d["relics"]["codex"].update(in_deck="yes"))
    with pytest.raises(ContentError, match=r"relics.json: entry 'codex': Expected `bool`"):
        read_decks(assets)


def test_a_damaged_fact_file_is_refused_by_name(assets: Path) -> None:
    (assets / "relics.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(ContentError, match=r"^relics.json: "):
        read_decks(assets)


def test_every_window_word_in_the_table_is_known() -> None:
    assert check_table() == []
    assert window("after you activate a system") == {"when": "after", "event": "activation", "by": "you"}
    with pytest.raises(UnknownWindow, match="no timing window for 'at teatime'"):
        window("at teatime")


# --- against the shared reference (skipped when it is not beside the checkout) ---


@needs_shared
def test_the_card_converter_reproduces_the_bundled_files(tmp_path: Path) -> None:
    from engines.galaxy.convert_cards import convert

    assert SHARED is not None
    convert(SHARED / "data", tmp_path)
    for name_ in CARD_FILES:
        assert (tmp_path / name_).read_text(encoding="utf-8") == (game_assets("galaxy") / name_).read_text(
            encoding="utf-8"
        ), f"{name_} differs from what convert_cards writes: rerun it"


@needs_shared
def test_texts_cover_exactly_the_ids_of_the_strategy_technology_and_objective_facts() -> None:
    assert SHARED is not None
    ti4 = SHARED / "data" / "ti4"
    strategy = json.loads((ti4 / "strategy_cards.json").read_text(encoding="utf-8"))["strategy_cards"]
    techs = json.loads((ti4 / "technologies.json").read_text(encoding="utf-8"))["technologies"]
    objectives = json.loads((ti4 / "objectives.json").read_text(encoding="utf-8"))
    texts = read_texts()
    assert set(texts["strategy_cards"]) == {s["id"] for s in strategy}
    assert {k for k, e in texts["technologies"].items() if not e.faction} == {t["id"] for t in techs}
    goals = {o["id"]: o["name"] for part in ("public_stage_I", "public_stage_II", "secret") for o in objectives[part]}
    assert {k: e.name for k, e in texts["objectives"].items()} == goals
    assert {k: e.name for k, e in texts["technologies"].items() if not e.faction} == {t["id"]: t["name"] for t in techs}


def _words(value: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", value.lower().replace("'", "").replace("\u2019", ""))


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}


@needs_shared
def test_no_text_shares_ten_words_in_a_row_with_the_rulebook_or_the_facts() -> None:
    assert SHARED is not None
    sources = [SHARED / "rules" / "twilight-imperium-4-prophecy-of-kings.txt"]
    corpus: set[tuple[str, ...]] = set()
    for source in sources:
        corpus |= _runs(_words(source.read_text(encoding="utf-8")))
    for fact_file in sorted((SHARED / "data" / "ti4").glob("*.json")):
        for value in _strings(json.loads(fact_file.read_text(encoding="utf-8"))):
            corpus |= _runs(_words(value))
    hits = []
    for kind, entries in read_texts().items():
        for key, entry in entries.items():
            readable = [entry.text, entry.timing, entry.primary, entry.secondary, entry.unlock, entry.printed_text,
                        entry.printed_unlock, *entry.outcomes.values()]
            for value in readable:
                shared = _runs(_words(value)) & corpus
                hits += [f"{kind}/{key}: {' '.join(run)}" for run in sorted(shared)]
    assert hits == []


# --- the converter on small hand-made facts ---


def test_the_converter_refuses_a_timing_phrase_it_cannot_classify() -> None:
    from engines.galaxy.convert_cards import convert_action_cards

    card = {"id": "tea", "name": "Tea", "copies": 1, "source": "base", "phase": "any", "window": "at teatime"}
    with pytest.raises(UnknownWindow, match="'at teatime'"):
        convert_action_cards({"action_cards": [card]})


def test_the_converter_refuses_an_unknown_cost() -> None:
    from engines.galaxy.convert_factions import part

    with pytest.raises(ValueError, match="no cost key for 'a song'"):
        part({"type": "action", "cost": "a song", "effect": "sing"})


def test_the_converter_keeps_facts_and_drops_the_gatherers_sentences() -> None:
    from engines.galaxy.convert_cards import convert_agenda

    raw = {"id": "mutiny", "name": "Mutiny", "source": "base", "type": "directive", "elect": "for_against",
           "outcomes": {"for": "voters for gain 1 VP", "against": "voters for lose 1 VP"}, "removed_in_pok": False}
    agenda = convert_agenda(raw)
    assert agenda["outcomes"] == ["for", "against"]
    assert "voters" not in json.dumps(agenda)


@pytest.mark.rule("TI-COMP-6")
def test_the_technology_decks_make_the_published_card_counts_in_eight_colours() -> None:
    from engines.galaxy.content.technologies import generic_technologies

    generic = generic_technologies().values()
    own = [t for f in decks().factions.values() for t in f.technologies]
    common = sum(1 for t in generic if not t.unit_upgrade)
    common_upgrades = sum(1 for t in generic if t.unit_upgrade)
    faction = sum(1 for t in own if not t.unit_upgrade)
    faction_upgrades = sum(1 for t in own if t.unit_upgrade)
    assert (common, faction, common_upgrades, faction_upgrades) == (24, 34, 9, 14)
    assert common * 8 + faction == 226 and common_upgrades * 8 + faction_upgrades == 86  # a set per player colour


@pytest.mark.rule("TI-COMP-8", "TI-GAP-6")
def test_faction_components_24_sheets_eight_colours_63_figures_each_16_command_tokens_a_faction() -> None:
    from engines.galaxy.content.factions import factions
    from engines.galaxy.content.strategy import card_order
    from engines.galaxy.content.units import base_units
    from engines.galaxy.economy import COMMAND_TOKENS
    from engines.galaxy.expansion.rulings import ruling
    from engines.galaxy.phases.setup import COLOURS

    assert len(factions()) == 24 and len(COLOURS) == 8 and len(card_order()) == 8
    figures = {kind: unit.reinforcements for kind, unit in base_units().items()}
    assert sum(figures.values()) == 63 and figures == ruling("units")["per_colour"]
    assert COMMAND_TOKENS * len(factions()) == 384
