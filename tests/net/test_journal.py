"""The host's move journal on real files: what a crash can leave in it, and how a resume reads it."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from engines.core.match import Match
from engines.core.saves import SaveError, save_match
from engines.net import store
from engines.net.journal import MoveJournal, journal_path, replay_journal
from engines.net.store import load_autosave
from tests.engines.core.toy import TOY, Bank
from tests.net.support import hosted, run


def journal_of(path: Path, moves: int) -> Match:
    """A saved toy match at version 0 and a journal of ``moves`` banks after it."""
    match = Match(TOY, 2, 3, {"goal": 50})
    save_match(match, path)
    journal = MoveJournal(journal_path(path))
    journal.start(TOY.id, 0)
    for version in range(1, moves + 1):
        journal.append(version, 0, msgspec.to_builtins(Bank(1)))
    journal.close()
    return match


def test_the_moves_after_the_snapshot_are_played_on_it(tmp_path: Path) -> None:
    match = journal_of(tmp_path / "a.starboard", 4)
    assert replay_journal(match, journal_path(tmp_path / "a.starboard")) == 4
    assert match.version == 4 and match.state.scores[0] == 4


def test_moves_the_snapshot_already_holds_are_skipped(tmp_path: Path) -> None:
    match = journal_of(tmp_path / "a.starboard", 4)
    match.apply(0, Bank(1))
    match.apply(0, Bank(1))
    assert replay_journal(match, journal_path(tmp_path / "a.starboard")) == 2
    assert match.version == 4 and match.state.scores[0] == 4


def test_a_line_cut_short_by_the_crash_was_never_accepted_and_is_left_out(tmp_path: Path) -> None:
    match = journal_of(tmp_path / "a.starboard", 2)
    with journal_path(tmp_path / "a.starboard").open("ab") as handle:
        handle.write(b'{"version":3,"seat":0,"act')
    assert replay_journal(match, journal_path(tmp_path / "a.starboard")) == 2


def test_a_damaged_line_is_refused_with_its_number(tmp_path: Path) -> None:
    match = journal_of(tmp_path / "a.starboard", 2)
    path = journal_path(tmp_path / "a.starboard")
    lines = path.read_bytes().split(b"\n")
    lines[2] = b"#" + lines[2]
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(SaveError, match="damaged at line 3"):
        replay_journal(match, path)


def test_a_journal_with_a_gap_or_of_another_game_is_refused(tmp_path: Path) -> None:
    match = journal_of(tmp_path / "a.starboard", 2)
    path = journal_path(tmp_path / "a.starboard")
    with path.open("ab") as handle:
        handle.write(b'{"version":9,"seat":0,"action":{"type":"bank","points":1}}\n')
    with pytest.raises(SaveError, match="skips from version 2 to 9"):
        replay_journal(match, path)
    path.write_bytes(b'{"format":"starboard-moves","game":"cosmic","base":0}\n')
    with pytest.raises(SaveError, match="not the move journal of this Toy game"):
        replay_journal(match, path)


def test_a_long_game_compacts_its_journal_into_the_snapshot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "COMPACT_AFTER", 3)
    autosave = tmp_path / "lan.starboard"

    async def scenario() -> int:
        async with hosted("toy", ["local", "local"], autosave=autosave, auto_start=False) as (room, _port):
            room.start()
            assert room.match is not None
            for _ in range(10):
                room.act(0, Bank(1), room.match.version)
                lines = journal_path(autosave).read_bytes().count(b"\n")
                assert lines <= 4, "the journal holds at most COMPACT_AFTER moves after its head"
                assert load_autosave(autosave)[0].version == room.match.version
            return room.match.version

    assert run(scenario()) == 10


def test_each_move_is_flushed_to_the_disk_by_the_autosave_thread(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    flushed: list[str] = []
    real = MoveJournal.flush

    def flush(journal: MoveJournal) -> None:
        flushed.append(threading.current_thread().name)
        real(journal)

    monkeypatch.setattr(MoveJournal, "flush", flush)
    autosave = tmp_path / "lan.starboard"

    async def scenario() -> None:
        async with hosted("toy", ["local", "local"], autosave=autosave, auto_start=False) as (room, _port):
            room.start()
            assert room.match is not None
            for _ in range(5):
                room.act(0, Bank(1), room.match.version)
            assert room.on_rewrite is not None
            room.on_rewrite(room.match, False)  # waits for the writer thread: every flush asked has run

    run(scenario())
    assert flushed and all(name.startswith("autosave") for name in flushed)
