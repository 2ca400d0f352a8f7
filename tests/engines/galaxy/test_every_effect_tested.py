"""Every agenda, action card and generic promissory note of the facts is registered and has a test of its
effect named after it (``test_<id>_...``), so none is forgotten as the decks grow.

The expansion's exploration cards (Archaeological Expedition, Exploration Probe, Seize Artifact) use the
"explore" procedure and the fragments its exploration rules register; their tests are in
``test_cards_explore.py``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import engines.galaxy  # noqa: F401  (registers every card, agenda and note)
from engines.galaxy.agenda.outcomes import OUTCOMES
from engines.galaxy.cards.action_cards.registry import CARDS
from engines.galaxy.promissory.notes import GENERIC, NOTES, ON_RECEIPT

ROOT = Path(__file__).resolve().parents[3]


def facts(name: str, key: str) -> dict[str, dict[str, object]]:
    entries: dict[str, dict[str, object]] = json.loads((ROOT / "assets" / "galaxy" / name).read_text())[key]
    return entries


def names_of_tests() -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        names.update(re.findall(r"^def (test_\w+)", path.read_text(), flags=re.MULTILINE))
    return names


def untested(ids: list[str]) -> list[str]:
    names = names_of_tests()
    return [i for i in ids if not any(n == f"test_{i}" or n.startswith(f"test_{i}_") for n in names)]


def agenda_deck() -> list[str]:
    return [i for i, a in facts("agendas.json", "agendas").items() if not a["removed_in_pok"]]


def test_every_agenda_of_the_expansions_deck_is_registered_and_tested() -> None:
    deck = agenda_deck()
    assert len(deck) == 50
    assert [i for i in deck if i not in OUTCOMES] == []
    assert untested(deck) == []


def test_every_action_card_is_registered_and_tested() -> None:
    cards = list(facts("action_cards.json", "action_cards"))
    assert len(cards) == 93
    assert [c for c in cards if c not in CARDS] == []
    assert untested(cards) == []


def test_every_generic_note_is_registered_and_tested() -> None:
    generic = [i for i, n in facts("promissory.json", "notes").items() if n["faction"] is None]
    assert sorted(generic) == sorted(GENERIC)
    assert [n for n in generic if n not in NOTES and n not in ON_RECEIPT] == []
    assert untested(generic) == []


def test_the_docs_list_the_automated_effects_as_the_registries_say() -> None:
    """docs/galaxy.md's "Automated effects by deck" is the registries' (regenerate it with
    ``python -m tests.engines.galaxy.politics_catalogue --write``)."""
    from tests.engines.galaxy.politics_catalogue import DOC, block, catalogue

    assert block(DOC.read_text()) == catalogue()
