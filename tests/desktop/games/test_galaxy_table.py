"""The Twilight Imperium table: units and tokens on the map, the common area and every player's sheets,
a tactical action made by clicks on the map (activation, movement, the combat view with the engine's
odds, the invasion, the production panel), refusals, hover texts, and legibility at 1280x800."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop.games.galaxy.action_looks import Roll
from desktop.games.galaxy.system_layer import SystemLayer
from engines.galaxy.actions import rounds as ac
from engines.galaxy.board import add
from engines.galaxy.combat.odds import landing_odds, pending_odds
from engines.galaxy.content.texts import entry
from engines.galaxy.content.units import SHIPS
from engines.galaxy.forecast import TRIALS
from engines.galaxy.production import price
from engines.galaxy.steps.production import Production
from engines.galaxy.tactical import actions as ta
from engines.galaxy.tactical.events import DiceRolled
from tests.desktop.games.galaxy_tables import GameTable, fleets_face_each_other, move_in
from tests.desktop.games.tables import table_factory

SHOTS = Path("/tmp/ti-table")


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, GameTable)


def counts(units: Any) -> dict[tuple[int, str, bool], int]:
    found: dict[tuple[int, str, bool], int] = {}
    for unit in units:
        for damaged, number in ((False, unit.count - unit.damaged), (True, unit.damaged)):
            if number:
                found[(unit.owner, unit.kind, damaged)] = found.get((unit.owner, unit.kind, damaged), 0) + number
    return found


def drawn(entries: Any) -> dict[tuple[int, str, bool], int]:
    return {(e.owner, e.kind, e.damaged): e.count for e in entries}


# ----- the map -------------------------------------------------------------------------------------
def test_every_stack_token_control_mark_and_the_custodians_are_drawn_as_the_view_says(table: Any) -> None:
    """LRR 5 (command tokens), 25 (control), 27 (custodians): what the map shows is the view's."""
    t = table(6)
    t.play_until(lambda d: t.state.round >= 2 and t.state.phase == "action")
    view = t.scene.envelope.view
    planets = {p.key: p for p in view.planets}
    shown = 0
    for system in view.systems:
        layer: SystemLayer = t.scene.table.layers[system.node]
        look = layer.look
        assert drawn(look.space) == counts(system.space)
        assert [seat for seat, _ in look.tokens] == list(system.tokens)
        for planet in look.planets:
            assert drawn(planet.entries) == counts(planets[planet.key].units)
            assert planet.owner == planets[planet.key].owner
        assert look.custodians == ("Mecatol Rex" in system.planets and view.custodians < 0)
        assert layer.isVisible() == (not look.empty)
        shown += bool(look.space)
    assert shown >= 6, "every home system has ships"


def test_a_damaged_unit_is_its_own_entry_and_its_hover_says_so(table: Any) -> None:
    """LRR 31.1 (sustain damage): damaged units are marked apart from the rest of their stack."""
    t = table(6)
    t.play_until(lambda d: t.state.phase == "action")
    home = t.state.players[2].home
    space = t.state.systems[str(home)].space
    space[:] = [s for s in space if s.kind != "dreadnought"]
    add(space, 2, "dreadnought", 3, 1)
    t.show()
    layer = t.scene.table.layers[home]
    entries = {(e.kind, e.damaged): e.count for e in layer.look.space if e.owner == 2}
    assert entries[("dreadnought", False)] == 2 and entries[("dreadnought", True)] == 1
    point = t.scene.table.point_of_part(home, ("space", 2, "dreadnought", True))
    assert point is not None
    title, body = t.scene.game_hover_text(point)
    # a faction may have its own dreadnought (the L1Z1X's Super-Dreadnought): its name leads the hover
    assert "dreadnought" in title.lower() and "damaged" in body[0] and "dreadnought" in body[0].lower()


# ----- a tactical action on the map ----------------------------------------------------------------
def test_a_system_is_activated_by_two_clicks_the_first_lighting_the_fleets_in_range(table: Any) -> None:
    """LRR 89.1: activate a system; the first click shows which of your fleets could reach it."""
    t = table(6)
    _seat, home, target = fleets_face_each_other(t)
    t.click_option(ac.TakeTacticalAction())
    point = t.scene.target_point(ta.Activate(target))
    t.click(point)
    assert t.sent == [] and t.scene.selected == target
    marks = t.scene.board.items[home].marks
    assert "reach" in marks, "the home fleet can reach the chosen system"
    assert "click the chosen system again" in t.scene.table.status.text
    t.click(point)
    assert t.sent == [ta.Activate(target)]


def test_a_system_chosen_to_see_its_range_is_forgotten_at_the_next_decision(table: Any) -> None:
    """The range marks of a chosen system belong to the decision they were chosen in: none stay on the map
    once the game has moved on (here another seat's turn: seat 0's activation was taken elsewhere)."""
    t = table(6)
    _seat, home, target = fleets_face_each_other(t)
    t.click_option(ac.TakeTacticalAction())
    t.click(t.scene.target_point(ta.Activate(target)))
    assert t.scene.selected == target and "reach" in t.scene.board.items[home].marks
    t.apply(ta.Activate(target))
    t.show()
    assert t.scene.selected is None
    assert not any("reach" in item.marks for item in t.scene.board.items.values())


def test_ships_are_declared_by_clicks_and_an_arrow_shows_them_on_the_way(table: Any) -> None:
    """LRR 58.4-58.6: choose a system, then ships one by one; they move together at the end of movement."""
    t = table(6)
    _seat, home, target = fleets_face_each_other(t)
    move_in(t, home, target)
    movement = t.scene.envelope.view.tactical.movement
    assert len(movement.ships) >= 4
    arrows = t.scene.table.arrows.arrows
    assert len(arrows) == 1 and arrows[0][4] == len(movement.ships)
    assert t.scene.action.isVisible() and "From" in " ".join(t.scene.action.data.lines)
    t.click_option(ta.EndMovement())
    assert t.state.systems[str(target)].space and any(s.owner == 0 for s in t.state.systems[str(target)].space)


def test_a_click_on_a_system_that_cannot_be_activated_says_why(table: Any) -> None:
    """LRR 5.2: a system holding your own command token cannot be activated again; the engine says so."""
    t = table(6)
    seat, _home, target = fleets_face_each_other(t)
    t.state.systems[str(target)].tokens.append(seat)
    t.click_option(ac.TakeTacticalAction())
    t.click(t.scene._tile_point(target))
    assert t.sent == [] and t.refusals, "the click is answered"
    reason, _rule = t.refusals[-1]
    assert "LRR 5.2" in reason and "command token" in reason


# ----- the combat view -----------------------------------------------------------------------------
def to_space_combat_hits(t: Any) -> Any:
    _seat, home, target = fleets_face_each_other(t)
    move_in(t, home, target)
    t.click_option(ta.EndMovement())
    return t.play_until(lambda d: any(isinstance(o, ta.AssignHit) for o in d.options)
                        and t.scene.envelope is not None and t.state.stack
                        and any(type(s).__name__ == "SpaceCombat" for s in t.state.stack), passing=True), target


def test_the_combat_view_shows_both_sides_their_dice_the_engines_odds_and_the_hits_to_take(qtbot: Any,
                                                                                          table: Any) -> None:
    """LRR 78 (space combat), 78.3 (each player assigns their own hits); the odds are the engine's."""
    t = table(6)
    decision, _target = to_space_combat_hits(t)
    t.scene.play_events([DiceRolled(seat=1, purpose="space_combat", dice=[], hits=0)])
    qtbot.waitUntil(lambda: not t.scene.forecasts.busy(), timeout=20_000)
    t.show(decision.seat)
    look = t.scene.action.data
    assert t.scene.action.isVisible() and not t.scene.table.rows.isVisible()
    assert [side.seat for side in look.sides] == [0, 1]
    hit_side = next(side for side in look.sides if side.seat == decision.seat)
    assert hit_side.hits_to_take == t.scene.envelope.view.tactical.hits.hits > 0
    assert all("+" in roll for side in look.sides for roll in side.rolls), "each roll says what it hits on"
    odds = pending_odds(t.state, TRIALS)
    assert odds is not None and f"win {round(odds.attacker_win * 100)}%" in look.odds
    hits = [o for o in decision.options if isinstance(o, ta.AssignHit)]
    t.click_option(hits[0])


def test_before_movement_ends_the_coming_battle_shows_both_fleets_and_the_engines_odds(qtbot: Any,
                                                                                        table: Any) -> None:
    """LRR 58.6 then 78: before the player ends movement (and so commits to the combat), the panel shows the
    fleets as they would meet, their combat dice and the engine's odds; while the worker is busy it says the
    odds are coming."""
    t = table(6)
    _seat, home, target = fleets_face_each_other(t)
    move_in(t, home, target)
    if t.scene.forecasts.busy():
        assert "being worked out" in t.scene.action.data.odds
    qtbot.waitUntil(lambda: not t.scene.forecasts.busy(), timeout=20_000)
    t.show(0)
    look = t.scene.action.data
    movement = t.scene.envelope.view.tactical.movement
    attacker, defender = look.sides
    declared = sum(1 for _ in movement.ships) + sum(1 for c in movement.cargo)
    assert (attacker.seat, defender.seat) == (0, 1)
    assert sum(e.count for e in attacker.units) == declared
    assert drawn(defender.units) == counts(u for u in next(s for s in t.scene.envelope.view.systems
                                                            if s.node == target).space if u.owner == 1)
    odds = pending_odds(t.state, TRIALS)
    assert odds is not None and look.odds.startswith("Space combat odds: you win")
    assert f"you win {round(odds.attacker_win * 100)}%" in look.odds
    assert f"Bram wins {round(odds.defender_win * 100)}%" in look.odds
    assert attacker.rolls and defender.rolls, "each side's combat dice, the declared ships counted as arrived"
    assert all("+" in roll for side in look.sides for roll in side.rolls)
    dreadnoughts = sum(e.count for e in attacker.units if e.kind == "dreadnought")  # 2 put there, more if built
    assert dreadnoughts >= 2 and any(roll.startswith(f"Dreadnought ×{dreadnoughts}") for roll in attacker.rolls), (
        attacker.rolls)
    assert ta.EndMovement() in t.options(), "nothing is committed yet"


def test_a_decided_space_combat_says_who_holds_the_system_instead_of_no_odds(qtbot: Any, table: Any) -> None:
    """LRR 78 (a combat ends once one side has no ships): with nothing left to simulate, the odds line says how
    the battle ended (it was empty before)."""
    t = table(6)
    decision, target = to_space_combat_hits(t)
    space = t.state.systems[str(target)].space
    space[:] = [s for s in space if s.owner != 1 or s.kind not in SHIPS]
    t.show(decision.seat)
    qtbot.waitUntil(lambda: not t.scene.forecasts.busy(), timeout=20_000)
    t.show(decision.seat)
    assert pending_odds(t.state, 10) is None
    who = "you hold" if decision.seat == 0 else "Ada holds"
    loser = "Bram has" if decision.seat == 0 else "you have"
    assert t.scene.action.data.odds == f"Space combat decided: {who} the system · {loser} no ships left here"


def test_the_last_roll_shows_as_dice_that_hit_or_miss(table: Any) -> None:
    """LRR 78.3a: a die hits when it equals or beats the unit's combat value."""
    t = table(6)
    _decision, _ = to_space_combat_hits(t)
    from engines.galaxy.steps.combat import Die

    rolled = DiceRolled(seat=0, purpose="space_combat", dice=[Die("cruiser", 9, 7), Die("cruiser", 3, 7)], hits=1)
    t.scene.play_events([rolled])
    side = next(s for s in t.scene.action.data.sides if s.seat == 0)
    assert side.dice == ((9, True), (3, False))
    assert isinstance(t.scene.rolls[0], Roll)


# ----- invasion and production ---------------------------------------------------------------------
def test_the_invasion_lists_the_landings_with_their_odds_and_lands_by_clicks(qtbot: Any, table: Any) -> None:
    """LRR 49.2: ground forces are committed to planets; the table shows the engine's invasion odds."""
    t = table(6)
    seat, home, target = fleets_face_each_other(t)
    t.state.systems[str(target)].space[:] = [s for s in t.state.systems[str(target)].space if s.owner == seat]
    for planet in t.state.systems[str(target)].planets:  # more than the random play's bombardment can kill
        add(t.state.planets[planet].units, 1, "infantry", 5)
    move_in(t, home, target)
    t.click_option(ta.EndMovement())
    decision = t.play_until(lambda d: d.seat == seat and any(isinstance(o, ta.Land) for o in d.options), passing=True)
    qtbot.waitUntil(lambda: not t.scene.forecasts.busy(), timeout=20_000)
    t.show(seat)
    look = t.scene.action.data
    assert "Commit ground forces" in look.lines[0]
    planet = next(o.planet for o in decision.options if isinstance(o, ta.Land))
    line = next(line for line in look.lines if line.startswith(planet))
    odds = landing_odds(t.state, planet, TRIALS)
    assert odds is not None and f"invasion odds: you take it {round(odds.attacker_win * 100)}%" in line
    t.click_option(next(o for o in decision.options if isinstance(o, ta.Land)))
    assert any(u.owner == seat for u in t.state.planets[planet].units)


def test_the_ground_combat_view_shows_both_sides_on_the_planet_and_the_engines_odds(qtbot: Any, table: Any) -> None:
    """LRR 42 (ground combat): the landed forces against the planet's defenders, their dice and the odds."""
    t = table(6)
    seat, home, target = fleets_face_each_other(t)
    t.state.systems[str(target)].space[:] = [s for s in t.state.systems[str(target)].space if s.owner == seat]
    for planet in t.state.systems[str(target)].planets:  # a mech beside the infantry: the defender chooses hits
        add(t.state.planets[planet].units, 1, "infantry", 3)
        add(t.state.planets[planet].units, 1, "mech", 1)
    add(t.state.systems[str(home)].space, seat, "carrier", 1)  # room for every infantry at home
    move_in(t, home, target)
    t.click_option(ta.EndMovement())
    for _ in range(60):
        if any(type(s).__name__ == "GroundCombat" for s in t.state.stack):
            break
        options = t.options()
        lands = [o for o in options if isinstance(o, ta.Land)]
        skip = [o for o in options if isinstance(o, ta.FinishBombardment)]  # the defenders stay for the combat
        t.apply(lands[0] if lands else skip[0] if skip else options[0])
    combat = next(s for s in t.state.stack if type(s).__name__ == "GroundCombat")
    t.show(seat)
    qtbot.waitUntil(lambda: not t.scene.forecasts.busy(), timeout=20_000)
    t.show(seat)
    look = t.scene.action.data
    assert look.lines[0].startswith("Ground combat on") and [s.seat for s in look.sides] == [seat, 1]
    held = t.state.planets[combat.planet].units
    assert drawn(look.sides[1].units) == counts(u for u in held if u.owner == 1)
    assert all("+" in roll for side in look.sides for roll in side.rolls) and look.sides[0].rolls
    assert look.odds.startswith("Invasion odds of")


def test_the_production_panel_shows_the_running_cost_and_what_pays_for_it(table: Any) -> None:
    """LRR 67-68: units ordered within the production value, their cost, then paid with planets and trade goods."""
    t = table(6)
    decision = t.play_until(lambda d: any(isinstance(o, ta.Produce) for o in d.options))
    seat = decision.seat
    step = next(s for s in reversed(t.state.stack) if isinstance(s, Production))
    t.click_option(next(o for o in decision.options if isinstance(o, ta.Produce)))
    look = t.scene.action.data
    sums = t.scene.envelope.view.tactical.sums
    assert sums.price == price(t.state, step) and sums.ordered == 1
    assert f"cost {sums.price}" in look.summary[0] and f"You can spend {sums.spendable}" in look.summary[1]
    assert any(chip.label.startswith("Take") for chip in look.chips), "a unit ordered can be taken off"
    t.click_option(ta.FinishProduction())
    paying = t.match.decisions()[0]
    if paying.seat == seat and any(isinstance(o, ac.ExhaustPlanet) for o in paying.options):
        assert "Paying" in t.scene.action.data.summary[-1]
        planet = next(o for o in paying.options if isinstance(o, ac.ExhaustPlanet))
        t.click_option(planet)
        assert t.state.planets[planet.planet].exhausted


# ----- the player area and the common area ---------------------------------------------------------
def test_the_area_shows_your_planets_technologies_and_hand_and_another_seats_without_its_hand(table: Any) -> None:
    """LRR 2.1, 61.19: action cards and secret objectives are seen only by their owner."""
    t = table(6)
    t.play_until(lambda d: t.state.phase == "action" and d.seat == 0)
    area = t.scene.table.area.data
    mine = t.state.players[0]
    assert area.mine and [card for card, _ in area.hand] == mine.action_cards
    assert [key for key, _ in area.secrets] == mine.secrets
    assert {p.key for p in area.planets} == {k for k, p in t.state.planets.items() if p.owner == 0}
    assert [tech.id for tech in area.techs] == mine.technologies
    t.click(t.scene.table.point_of_zone(t.scene.table.rows, "seat", 3))
    other = t.scene.table.area.data
    assert other.seat == 3 and not other.mine and other.hand == () and other.secrets == ()
    assert other.action_cards == len(t.state.players[3].action_cards)


def test_strategy_cards_are_picked_and_objectives_scored_on_the_table(table: Any) -> None:
    """LRR 84.2 (pick a strategy card), 81.1 (score objectives in the status phase)."""
    t = table(6)
    decision = t.play_until(lambda d: any(isinstance(o, ac.PickStrategyCard) for o in d.options))
    t.click_option(decision.options[-1])
    decision = t.play_until(lambda d: any(isinstance(o, ac.ScoreObjective) for o in d.options), limit=20_000)
    score = next(o for o in decision.options if isinstance(o, ac.ScoreObjective))
    t.click_option(score)
    claimed = any(getattr(step, "objective", "") == score.objective for step in t.state.stack)
    assert score.objective in t.state.players[decision.seat].scored or claimed, "scored, or its cost being paid"


def test_a_hover_shows_the_whole_text_of_a_strategy_card(table: Any) -> None:
    t = table(6)
    t.play_until(lambda d: any(isinstance(o, ac.PickStrategyCard) for o in d.options))
    point = t.scene.table.point_of_zone(t.scene.table.strategy, "card", "warfare")
    title, body = t.scene.game_hover_text(point)
    assert title == "Warfare" and any(entry("strategy_cards", "warfare").primary in line for line in body)
    t.hover(point)
    assert t.scene.info_card.isVisible() and t.scene.info_card.title == "Warfare"


def test_every_option_of_every_decision_has_a_place_on_the_table(table: Any) -> None:
    """Whatever the engine asks, the table can answer by a click (the prompt panel lists the same options)."""
    t = table(6, factions="draft")
    seen: set[str] = set()
    for _ in range(900):
        decisions = t.match.decisions()
        if not decisions:
            break
        decision = decisions[0]
        t.show(decision.seat)
        for option in decision.options:
            assert t.scene.target_point(option) is not None, f"no place for {option!r}: {decision.prompt}"
            seen.add(type(option).__name__)
        t.match.apply(decision.seat, t.rng.choice(decision.options))
    assert {"DraftFaction", "PickStrategyCard", "Activate", "SetPool", "DoneScoring"} <= seen


def test_a_finished_galaxy_starts_a_game_on_it(table: Any) -> None:
    """The builder's galaxy, once complete, can start a game of Twilight Imperium."""
    from engines.core.match import Match
    from engines.galaxy import GAME
    from tests.desktop.games.tables import play_randomly

    t = table(3, mode="build")
    play_randomly(t.match, 400)
    t.show(0)
    assert t.scene.buttons["play"].isVisible()
    plan = t.scene.play_galaxy()
    assert plan is not None and plan.options["mode"] == "play"
    game = Match(GAME, plan.players, 2, plan.options)
    built = t.state.build.tokens
    assert all(game.state.tokens[i] == token for i, token in enumerate(built) if token != "0")
    assert game.state.mode == "play" and len(game.state.players) == 3


@pytest.mark.parametrize("players", [6, 8])
def test_every_text_reads_at_1280_by_800(qtbot: Any, window: Any, players: int) -> None:
    """The table at its fitted zoom in a 1280x800 window: no text under 8 screen pixels."""
    from desktop.shell.new_game import NewGameChoice
    from engines.core.match import SeatConfig
    from engines.galaxy import GAME
    from tests.desktop.games.legibility import smallest

    window.resize(1280, 800)
    seats = [SeatConfig(f"Player {i + 1}", i, "human") for i in range(players)]
    page = window.start_choice(GAME, NewGameChoice(players, seats, {}, 5))
    qtbot.waitUntil(lambda: page.last is not None and page.scene.playing, timeout=10_000)
    page.fit()
    assert smallest(page.board, 8.0) == []
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / f"table-{players}p-1280x800.png"))



@pytest.mark.parametrize("players", [6, 8])
def test_the_longest_names_read_whole_on_the_table(table: Any, players: int) -> None:
    """Every label fits: the longest technology, objective, planet and action card names, exhausted or not,
    are drawn whole (no ellipsis) in the player area and the objectives row."""
    from PySide6.QtGui import QFontMetricsF

    from desktop.games.galaxy import ink
    from desktop.games.galaxy.readings import tech_name
    from engines.galaxy.content.action_deck import card_name
    from engines.galaxy.content.objectives import objectives
    from engines.galaxy.content.technologies import all_technologies
    from tests.desktop.games.legibility import texts_on_screen

    t = table(players)
    t.play_until(lambda d: t.state.round >= 2 and t.state.phase == "action")
    state = t.state
    seat = t.seat()
    width = QFontMetricsF(ink.font(ink.LEAST, condensed=True)).horizontalAdvance

    def longest(names: dict[str, str], count: int) -> list[str]:
        return sorted(names, key=lambda key: -width(names[key]))[:count]

    player = state.players[seat]
    player.technologies = longest({k: tech_name(k) for k in all_technologies()}, 8)
    player.exhausted = player.technologies[:3]
    cards = {o.id: o.name for o in objectives().values()}
    player.secrets = longest({k: n for k, n in cards.items() if objectives()[k].stage == "secret"}, 3)
    state.public = longest({k: n for k, n in cards.items() if objectives()[k].stage != "secret"}, 6)
    deck = sorted(set(state.action_deck), key=lambda c: -width(card_name(c)))
    player.action_cards = deck[:4]
    planet_names = {p.key: p.name for p in t.scene.envelope.view.planets}
    for key in longest(planet_names, 6):
        state.planets[key].owner = seat
    t.show(seat)
    drawn = [words for _, words, _ in texts_on_screen(t.view)]
    assert any(tech_name(player.technologies[0]) == words for words in drawn)
    assert [words for words in drawn if "…" in words] == []
    SHOTS.mkdir(parents=True, exist_ok=True)
    t.view.grab().save(str(SHOTS / f"longest-names-{players}p.png"))


def test_a_strategy_card_clicked_in_the_action_phase_says_what_is_asked_now(table: Any) -> None:
    """LRR 84.2: strategy cards are picked in the strategy phase; a click on one later is answered with the prompt."""
    t = table(3)
    decision = t.play_until(lambda d: t.state.phase == "action" and d.seat == 0
                            and not any(isinstance(o, ac.PickStrategyCard) for o in d.options))
    t.click(t.scene.table.point_of_zone(t.scene.table.strategy, "card", "warfare"))
    shown = t.scene.envelope.decision
    assert t.sent == [] and t.refusals == [(f"That is not among the choices now. {shown.prompt}", shown.rule)]
    assert decision.seat == shown.seat


def test_an_action_card_out_of_its_moment_says_when_it_is_played(table: Any) -> None:
    """LRR 2.3: an action card is played at the moment its card names; a click at another moment says which."""
    t = table(3)
    t.play_until(lambda d: t.state.phase == "action" and d.seat == 0 and not t.scene.intents.playable)
    t.state.players[0].action_cards.append("skilled_retreat:1")
    t.show(0)
    t.click(t.scene.table.point_of_zone(t.scene.table.area, "hand", "skilled_retreat:1"))
    assert t.sent == [] and t.refusals == [("Skilled Retreat cannot be played now; it is played at this moment: "
                                            "start of a space combat round.", "")]


def test_a_payment_under_way_reads_whole_at_1280_by_800(qtbot: Any, window: Any) -> None:
    """The production panel's 'Paying 7 resources for production: 1 paid, 6 to go (exhaust planet cards, spend
    trade goo…' was cut at 1280x800: how it is paid is a line of its own. Nothing on the table ends in '…'."""
    from desktop.cli import checked_bots
    from desktop.offscreen import play_bots
    from engines.core.match import Match, SeatConfig
    from engines.galaxy import GAME
    from tests.desktop.games.legibility import texts_on_screen

    window.resize(1280, 800)
    match = Match(GAME, 3, 5, {}, [SeatConfig(f"Player {i + 1}", i, "human") for i in range(3)])
    play_bots(match, 300, checked_bots(GAME, "random", 3), 5)
    assert match.envelope(0).view.payment is not None, "the deal reaches a payment under way"
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None, timeout=10_000)
    qtbot.wait(100)
    page.fit()
    drawn = [words for _, words, _ in texts_on_screen(page.board)]
    assert "Exhaust planet cards or spend trade goods to pay" in drawn
    assert [words for words in drawn if words.endswith("…")] == []
