"""docs/galaxy.md says what the engine enforces: its table of what is not yet is the one the registries give
(``engines.galaxy.coverage``), and the lists the table rests on name real rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from engines.galaxy import coverage

ROOT = Path(__file__).resolve().parents[3]


def test_the_docs_table_of_what_is_not_enforced_is_the_registries() -> None:
    page = (ROOT / "docs" / "galaxy.md").read_text(encoding="utf-8")
    begin, end = page.find(coverage.MARK_BEGIN), page.find(coverage.MARK_END)
    assert begin >= 0 and end > begin, "docs/galaxy.md lost its coverage markers"
    written = page[begin:end + len(coverage.MARK_END)]
    assert written == coverage.markdown(), "run `python -m engines.galaxy.coverage` and paste it into docs/galaxy.md"


def test_entries_waiting_for_a_later_procedure_are_registered_and_still_waiting() -> None:
    assert coverage.waiting_problems() == []


def test_entries_handled_inline_are_named_where_the_list_says() -> None:
    for entry, (module, word) in coverage.INLINE.items():
        assert word in (ROOT / module).read_text(encoding="utf-8"), f"{entry}: {word} not in {module}"


def test_a_rule_registered_for_a_card_takes_it_off_the_list(monkeypatch: pytest.MonkeyPatch) -> None:
    from engines.galaxy.content.decks import decks

    rows = {row.kind: row for row in coverage.report()}
    assert rows["action cards"].cards == 120 and rows["agendas"].total == 50
    # A faction technology left, or one taken away when every one has its rule.
    techs = decks().faction_technologies()
    missing = rows["faction technologies"].names
    picked = next(i for i, t in techs.items() if t.name == missing[0]) if missing else "genetic_recombination"
    name = techs[picked].name
    sources = coverage.rule_sources()
    if not missing:
        sources = sources - {picked}
        monkeypatch.setattr(coverage, "rule_sources", lambda: sources)
        assert name in {row.kind: row for row in coverage.report()}["faction technologies"].names
    sources = sources | {picked}
    monkeypatch.setattr(coverage, "rule_sources", lambda: sources)
    rows = {row.kind: row for row in coverage.report()}
    assert name not in rows["faction technologies"].names
