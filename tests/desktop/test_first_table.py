"""Start in the new-game dialog reuses the setup the dialog ran to check the choices: a big game (Twilight
Imperium builds and balances its galaxy) is not set up twice on the GUI thread before its table opens."""

from __future__ import annotations

from typing import Any

from engines.registry import get_game


def test_start_reuses_the_checked_setup_and_plays_the_same_game(window: Any, monkeypatch: Any) -> None:
    game = get_game("galaxy")
    window.new_game("galaxy")
    dialog = window.dialog
    dialog.players.setValue(4)
    dialog.seed.setText("11")
    for row in dialog.rows:  # no bot moves before the comparison below
        row.kind.setCurrentIndex(row.kind.findData("human"))
    assert dialog.problem() == ""
    setups: list[int] = []
    setup = type(game).new_state
    monkeypatch.setattr(type(game), "new_state", lambda self, *a, **k: setups.append(1) or setup(self, *a, **k))
    dialog.accept()
    assert window.page is not None and setups == [], "Start set the game up again"
    match = window.page.channel.match
    assert match.version == 0
    fresh = setup(game, 4, 11, dialog.option_values())
    assert game.encode_state(match.state) == game.encode_state(fresh), "the same seed gives the same game"


def test_a_choice_changed_after_the_check_is_set_up_anew(window: Any) -> None:
    window.new_game("galaxy")
    dialog = window.dialog
    dialog.players.setValue(3)
    dialog.seed.setText("5")
    checked = dialog.problem() == "" and dialog._checked
    assert checked
    dialog.seed.setText("6")  # a new check, with the seed the game will start with
    first = dialog.choice()
    assert first.seed == 6 and first.state is not None
    game = dialog.game
    assert game.encode_state(first.state) == game.encode_state(game.new_state(3, 6, first.options))
    again = dialog.choice()
    assert again.state is not None and again.state is not first.state, "one setup is handed to one match"


def test_an_empty_seed_is_one_random_seed_for_the_dialog(window: Any) -> None:
    window.new_game("cosmic")
    dialog = window.dialog
    dialog.seed.setText("")
    assert dialog.choice().seed == dialog.choice().seed == dialog.random_seed
    window.new_game("cosmic")
    assert window.dialog.random_seed != dialog.random_seed
