"""Leaders of the Yin, Winnu, Sardakk N'orr, Vuil'raith, Xxcha, Mentak, Yssaril and Titans (TI-LEADER-*): one test
named after each ability, asserting what it does in play."""

from __future__ import annotations

from typing import Any

import pytest

from engines.galaxy import flow
from engines.galaxy.abilities import find, offered
from engines.galaxy.actions.rounds import ResearchTechnology
from engines.galaxy.board import galaxy
from engines.galaxy.leaders.base import status
from engines.galaxy.steps.common import Research
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows.registry import BY_SOURCE
from tests.engines.galaxy.pok import offer, pok_table, take
from tests.engines.galaxy.tactics import on, pass_windows, put


def window_answer(source: str, key: str) -> Any:
    return next(a for a in BY_SOURCE[source] if key in a.keys)


def use(state: Any, source: str, target: str = "", seat: int = 0) -> list[Any]:
    events = find(source, ("action",)).use(state, seat, target)
    return events + flow.settle(state)


# ----- the Yin Brotherhood ---------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-6")
def test_brother_omar_skip_sends_an_infantry_back_to_ignore_the_prerequisites_of_a_technology_another_owns() -> None:
    """LRR 90.8: prerequisites are met or skipped; Brother Omar's second ability skips them all when the
    technology is one another player owns, for an infantry sent back to reinforcements."""
    state = pok_table({9: "26"}, factions=("yin", "hacan", "letnev"))
    state.players[0].unlocked.append("brother_omar")
    state.players[0].technologies = []
    put(state, 0, 9, "infantry=2", planet="Lodor")
    state.players[0].trade_goods = 10
    flow.push(state, Research(seat=0))
    flow.settle(state)
    asked = flow.decisions(state)[0]
    assert ResearchTechnology("x89_bacterial_weapon") not in asked.options  # nobody owns it: 3 greens lacking
    state.players[1].technologies.append("x89_bacterial_weapon")
    asked = flow.decisions(state)[0]
    flow.perform(state, 0, ResearchTechnology("x89_bacterial_weapon"))
    flow.settle(state)  # the only way to meet its prerequisites: taken, so the infantry is asked for
    take(state, "planet:Lodor")
    assert on(state, "Lodor", 0) == {"infantry": 1}
    for _ in range(12):  # pay the 6 resources with trade goods
        pass_windows(state)
        found = flow.decisions(state)
        if not found:
            break
        flow.perform(state, found[0].seat, found[0].options[-1])
    assert "x89_bacterial_weapon" in state.players[0].technologies


@pytest.mark.rule("TI-LEADER-8")
def test_dannel_of_the_tenth_commits_three_infantry_that_invade_out_of_reach_of_space_cannon() -> None:
    state = pok_table({9: "26", 10: "27"}, factions=("yin", "hacan", "letnev"))
    state.players[0].unlocked.append("dannel_of_the_tenth")
    put(state, 1, 9, "infantry=1,pds=1", planet="Lodor")
    state.planets["Lodor"].owner = 1
    home = state.players[1].home
    targets = [t for a, t in offered(state, 0, ("action",)) if a.source == "dannel_of_the_tenth"]
    assert "planet:Lodor" in targets and not any(state.planets[t[7:]].system == home for t in targets)
    from tests.engines.galaxy.tactics import script
    script(state, 1, 1, 1, 1, 10, 10, 10, 10)  # the defender misses, the Yin hit
    use(state, "dannel_of_the_tenth", "planet:Lodor")
    assert status(state, 0, "dannel_of_the_tenth") == "purged"
    take(state, "planet:Lodor")
    take(state, "planet:New Albion")
    assert offer(state).targets == ["done"]  # three infantry at most
    take(state, "done")
    for _ in range(40):
        pass_windows(state)
        found = flow.decisions(state)
        if not found:
            break
        assert found[0].seat == 0 or "SPACE CANNON" not in found[0].prompt  # the PDS is never offered a shot
        flow.perform(state, found[0].seat, found[0].options[0])
    assert state.planets["New Albion"].owner == 0 and on(state, "New Albion", 0) == {"infantry": 1}
    assert state.planets["Lodor"].owner == 0 and on(state, "Lodor", 1) == {}


# ----- the Winnu -------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-8")
def test_mathis_mathinus_resolves_a_primary_then_the_chosen_players_may_resolve_the_secondary() -> None:
    """LRR 82: the secondary costs its resolver a strategy token; Imperial Seal offers it only to the players
    the Winnu choose."""
    from engines.galaxy.economy import commodity_value

    state = pok_table(factions=("winnu", "hacan", "letnev"))
    state.players[0].unlocked.append("mathis_mathinus")
    assert "trade" in [t for a, t in offered(state, 0, ("action",)) if a.source == "mathis_mathinus"]
    tokens = state.players[2].strategy
    use(state, "mathis_mathinus", "trade")
    assert state.players[0].trade_goods == 3 and status(state, 0, "mathis_mathinus") == "purged"
    for _ in range(5):  # Trade's own choice of players who replenish for free: nobody
        pass_windows(state)
        asked = flow.decisions(state)[0]
        if type(asked.options[0]).__name__ == "UseFactionAbility":
            break
        flow.perform(state, 0, asked.options[-1])
    assert offer(state).targets == ["done", "seat:1", "seat:2"]
    take(state, "seat:2")
    assert offer(state).targets == ["done", "seat:1"]
    take(state, "done")
    found = offer(state)
    assert found.seat == 2 and found.source == "imperial_seal_secondary"
    take(state, "")
    pass_windows(state)
    assert state.players[2].commodities == commodity_value(state, 2) and state.players[2].strategy == tokens - 1
    assert state.players[1].commodities == 0 and not flow.decisions(state)  # not chosen: never asked


# ----- the Sardakk N'orr -----------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-8")
def test_shval_harbinger_skips_space_combat_to_commit_ground_forces_and_sends_the_ships_back() -> None:
    """LRR 89: movement, space cannon, space combat, invasion; Tekklar Conditioning goes from the move straight
    to committing ground forces (LRR 49.2), and the Sardakk's ships there return to reinforcements after."""
    from engines.galaxy.steps.tactical import TacticalAction
    from engines.galaxy.tactical.actions import FinishLanding, Land
    from tests.engines.galaxy.tactics import choose, script, space

    state = pok_table({9: "26"}, factions=("sardakk", "hacan", "letnev"))
    state.players[0].unlocked.append("shval_harbinger")
    put(state, 0, 9, "carrier=1,infantry=2")
    put(state, 1, 9, "cruiser=1")
    put(state, 1, 9, "infantry=1", planet="Lodor")
    state.planets["Lodor"].owner = 1
    flow.push(state, TacticalAction(seat=0, system=9, stage="space_cannon", moved=True))
    moved = Window(keys=["after:move_into"], actors=[0], system=9)
    answer = window_answer("shval_harbinger", "after:move_into")
    assert answer.could(state, 0, moved)
    answer.use(state, 0, moved, "")
    assert status(state, 0, "shval_harbinger") == "purged"
    flow.settle(state)
    choose(state, Land("infantry", "Lodor"))
    choose(state, Land("infantry", "Lodor"))
    script(state, 10, 10, 1)  # the Sardakk hit twice, the Hacan miss
    choose(state, FinishLanding())
    for _ in range(30):
        pass_windows(state)
        top = flow.top(state)
        if isinstance(top, TacticalAction) and top.stage not in ("production",):
            break
        found = flow.decisions(state)
        if not found:
            break
        flow.perform(state, found[0].seat, found[0].options[0])
    assert state.planets["Lodor"].owner == 0
    assert space(state, 9, 0) == {} and space(state, 9, 1) == {"cruiser": 1}  # no space combat; carrier home


@pytest.mark.rule("TI-LEADER-6")
def test_ghom_sekkus_adds_a_ground_force_from_each_nearby_planet_to_an_invasion() -> None:
    """LRR 49.2 commits ground forces from the space area; G'hom Sek'kus also commits one from each planet of
    theirs in or next to the active system, not from a system holding their command token."""
    state = pok_table({9: "26", 10: "27"}, factions=("sardakk", "hacan", "letnev"))
    state.players[0].unlocked.append("ghom_sekkus")
    put(state, 0, 9, "infantry=1", planet="Lodor")
    put(state, 0, 10, "infantry=2,mech=1", planet="New Albion")
    put(state, 0, 10, "infantry=1", planet="Starpoint")
    flow.push(state, Invasion(seat=0, system=9, stage="defence", landed=["Lodor"]))
    landed = Window(keys=["after:commit_ground_forces"], actors=[0], system=9, planet="Lodor")
    flow.push(state, landed)
    answer = window_answer("ghom_sekkus", "after:commit_ground_forces")
    assert answer.targets is not None
    targets = answer.targets(state, 0, landed)
    assert "0:mech@planet:New Albion>planet:Lodor" in targets and "0:infantry@planet:Starpoint>planet:Lodor" in targets
    answer.use(state, 0, landed, "0:infantry@planet:New Albion>planet:Lodor")
    assert on(state, "Lodor", 0) == {"infantry": 2} and on(state, "New Albion", 0) == {"infantry": 1, "mech": 1}
    assert not [t for t in answer.targets(state, 0, landed) if "New Albion" in t]  # one from each planet
    state.systems["10"].tokens.append(0)
    assert answer.targets(state, 0, landed) == []  # their command token closes the system


# ----- the Vuil'raith Cabal --------------------------------------------------------------------------------


@pytest.mark.rule("TI-CAPTURE-1")
def test_the_stillness_of_stars_turns_commodities_into_trade_goods_and_captures_an_affordable_unit() -> None:
    state = pok_table(factions=("vuilraith", "hacan", "letnev"))
    state.players[2].commodities = 2  # the Letnev's value is 2: a destroyer (1) or a cruiser (2), no carrier (3)
    replenished = Window(keys=["after:replenish_commodities"], actors=[2])
    answer = window_answer("the_stillness_of_stars", "after:replenish_commodities")
    assert answer.targets is not None
    targets = answer.targets(state, 0, replenished)
    assert "2:cruiser" in targets and "2:destroyer" in targets and "2:carrier" not in targets
    assert "2:pds" not in targets and "2:space_dock" not in targets
    answer.use(state, 0, replenished, "2:cruiser")
    assert (state.players[2].commodities, state.players[2].trade_goods) == (0, 2)
    assert [(s.owner, s.kind) for s in state.players[0].captured] == [(2, "cruiser")]
    assert status(state, 0, "the_stillness_of_stars") == "exhausted"
    assert not answer.could(state, 0, Window(keys=["after:replenish_commodities"], actors=[0]))  # another player's


@pytest.mark.rule("TI-CAPTURE-1", "TI-LEADER-8")
def test_it_feeds_on_carrion_captures_ships_near_a_dimensional_tear_on_one_to_three() -> None:
    from tests.engines.galaxy.tactics import script, space

    state = pok_table({9: "26"}, factions=("vuilraith", "hacan", "letnev"))
    state.players[0].unlocked.append("it_feeds_on_carrion")
    state.planets["Lodor"].owner = 0
    put(state, 0, 9, "space_dock", planet="Lodor")
    put(state, 0, 9, "destroyer=1")  # so the Hacan do not blockade the dock (TI-CAPTURE-4)
    put(state, 1, 9, "carrier=1,cruiser=1,fighter=2,infantry=2")  # in the tear
    far = next(n for n in range(7, 19) if n not in (9, *galaxy(state).neighbours(9)))
    put(state, 2, far, "cruiser=1")
    assert any(a.source == "it_feeds_on_carrion" for a, _ in offered(state, 0, ("action",)))
    script(state, 3, 4)  # the carrier is taken, the cruiser stays
    use(state, "it_feeds_on_carrion")
    captured = {(s.owner, s.kind): s.count for s in state.players[0].captured}
    assert captured[(1, "carrier")] == 1 and (1, "cruiser") not in captured
    # nothing left to carry them: captured as tokens of no colour (TI-CAPTURE-11, 12)
    assert captured[(-1, "fighter")] + captured.get((-1, "infantry"), 0) == 4
    assert space(state, 9, 1) == {"cruiser": 1} and space(state, far, 2) == {"cruiser": 1}
    assert status(state, 0, "it_feeds_on_carrion") == "purged"


# ----- the Xxcha Kingdom -----------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-6")
def test_elder_qanoj_adds_a_vote_per_planet_exhausted_and_nothing_bars_the_xxcha_from_voting() -> None:
    """LRR 7.7b: each planet exhausted gives votes equal to its influence; Elder Qanoj adds one per planet."""
    from engines.galaxy.agenda.phase import may_vote, planet_votes
    from engines.galaxy.steps.agenda import Agenda

    state = pok_table({9: "26"}, factions=("xxcha", "hacan", "letnev"))
    state.planets["Lodor"].owner = 0
    barred = Agenda(barred=[0, 1])
    assert planet_votes(state, 0, "Lodor") == 1 and not may_vote(state, barred, 0)
    state.players[0].unlocked.append("elder_qanoj")
    assert planet_votes(state, 0, "Lodor") == 2 and may_vote(state, barred, 0)
    assert not may_vote(state, barred, 1)  # another player stays barred


@pytest.mark.rule("TI-LEADER-8")
def test_xxekir_grom_makes_each_xxcha_planet_worth_its_resources_and_influence_together() -> None:
    from engines.galaxy.economy import influence, resources, spendable
    from engines.galaxy.leaders.base import leader

    state = pok_table({9: "26"}, factions=("xxcha", "hacan", "letnev"))
    state.planets["Lodor"].owner = 0  # 3 resources, 1 influence
    before = spendable(state, 0, "resources", trade_goods=False)
    state.players[0].unlocked.append("xxekir_grom")
    assert (resources(state, "Lodor"), influence(state, "Lodor")) == (4, 4)
    assert spendable(state, 0, "resources", trade_goods=False) > before
    state.planets["Lodor"].owner = 1
    assert (resources(state, "Lodor"), influence(state, "Lodor")) == (3, 1)  # only the Xxcha's planets
    assert not leader("xxekir_grom").purged_after_use and status(state, 0, "xxekir_grom") == "unlocked"


# ----- the Mentak Coalition --------------------------------------------------------------------------------


def test_suffi_an_after_pillage_the_mentak_and_the_pillaged_player_each_draw_an_action_card() -> None:
    state = pok_table(factions=("mentak", "hacan", "letnev"))
    gained = Window(keys=["after:gain_trade_goods"], actors=[1])
    answer = window_answer("suffi_an", "after:gain_trade_goods")
    assert not answer.could(state, 0, gained)  # Pillage not used in this window
    gained.used.append("0:pillage")
    assert answer.could(state, 0, gained)
    answer.use(state, 0, gained, "")
    assert (len(state.players[0].action_cards), len(state.players[1].action_cards)) == (1, 1)
    assert len(state.players[2].action_cards) == 0 and status(state, 0, "suffi_an") == "exhausted"


@pytest.mark.rule("TI-LEADER-8")
def test_ipswitch_loose_cannon_brings_a_ship_of_each_type_destroyed_in_the_combat() -> None:
    from engines.galaxy.effects import end_scope
    from engines.galaxy.forces import destroy
    from tests.engines.galaxy.tactics import space

    state = pok_table(factions=("mentak", "hacan", "letnev"))
    state.players[0].unlocked.append("ipswitch_loose_cannon")
    put(state, 0, 7, "cruiser=1")
    put(state, 1, 7, "destroyer=2,carrier=1")
    started = Window(keys=["start:space_combat"], actors=[1, 0], system=7)
    events = window_answer("ipswitch_loose_cannon", "start:space_combat").use(state, 0, started, "")
    assert status(state, 0, "ipswitch_loose_cannon") == "purged" and events
    destroy(state, 1, 7, "", "destroyer", by=0, combat=3)
    destroy(state, 1, 7, "", "carrier", by=0, combat=3)
    assert space(state, 7, 0) == {"cruiser": 1, "destroyer": 1, "carrier": 1}
    end_scope(state, "combat")
    destroy(state, 1, 7, "", "destroyer", by=0, combat=4)  # another combat: Sleeper Cell is over
    assert space(state, 7, 0) == {"cruiser": 1, "destroyer": 1, "carrier": 1}


# ----- the Yssaril Tribes ----------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-4", "TI-LEADER-5")
def test_ssruu_uses_a_component_action_agent_even_while_its_owner_has_exhausted_it() -> None:
    """Ssruu has the text of every other player's agent, exhausted ones included; using one exhausts Ssruu."""
    state = pok_table(factions=("yssaril", "xxcha", "hacan"))
    home = state.players[2].home
    planet = next(k for k, p in state.planets.items() if p.system == home)
    state.planets[planet].exhausted = True
    state.players[1].exhausted.append("ggrocuto_rinn")
    assert f"planet:{planet}" in [t for a, t in offered(state, 0, ("action",)) if a.source == "ggrocuto_rinn"]
    assert not [t for a, t in offered(state, 1, ("action",)) if a.source == "ggrocuto_rinn"]  # its owner's is down
    use(state, "ggrocuto_rinn", f"planet:{planet}")
    assert not state.planets[planet].exhausted and status(state, 0, "ssruu") == "exhausted"
    assert not [t for a, t in offered(state, 0, ("action",)) if a.source == "ggrocuto_rinn"]


@pytest.mark.rule("TI-LEADER-6")
def test_so_ata_looks_at_a_hand_of_a_player_activating_a_system_with_yssaril_units() -> None:
    from engines.galaxy.actions.expansion import HandLookedAt

    state = pok_table(factions=("yssaril", "hacan", "letnev"))
    state.players[0].unlocked.append("so_ata")
    state.players[1].action_cards = ["sabotage:1", "direct_hit:2"]
    activated = Window(keys=["after:activation"], actors=[1], system=7)
    answer = window_answer("so_ata", "after:activation")
    assert not answer.could(state, 0, activated)  # no Yssaril unit there
    put(state, 0, 7, "destroyer=1")
    assert answer.targets is not None and answer.targets(state, 0, activated) == ["action_cards"]
    events = answer.use(state, 0, activated, "action_cards")
    private = [e for e in events if isinstance(e, HandLookedAt) and e.only == 0]
    public = [e for e in events if isinstance(e, HandLookedAt) and e.only is None]
    assert private[0].cards == ["direct_hit", "sabotage"] and public[0].cards == []
    assert state.players[1].action_cards == ["sabotage:1", "direct_hit:2"]  # only looked at


@pytest.mark.rule("TI-LEADER-8")
def test_kyver_blade_and_key_takes_a_shown_card_or_makes_its_holder_discard_three_at_random() -> None:
    state = pok_table(factions=("yssaril", "hacan", "letnev"))
    state.players[0].unlocked.append("kyver_blade_and_key")
    state.players[1].action_cards = ["sabotage:1", "direct_hit:2"]
    state.players[2].action_cards = ["skilled_retreat:1", "parley:1", "bunker:1", "flank_speed:1"]
    use(state, "kyver_blade_and_key")
    assert status(state, 0, "kyver_blade_and_key") == "purged"
    shown = offer(state)
    assert shown.seat == 1 and shown.targets == ["direct_hit:2", "sabotage:1"]  # the holder picks
    take(state, "sabotage:1")
    assert offer(state).targets == ["take:sabotage", "discard"] and offer(state).seat == 0
    take(state, "take:sabotage")
    assert state.players[0].action_cards == ["sabotage:1"] and state.players[1].action_cards == ["direct_hit:2"]
    assert offer(state).seat == 2
    take(state, "parley:1")
    take(state, "discard")
    pass_windows(state)
    assert len(state.players[2].action_cards) == 1 and len(state.action_discard) == 3


# ----- the Titans of Ul ------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-8", "TI-ATTACH-1")
def test_ul_the_progenitor_readies_elysium_and_gives_it_three_and_three_and_space_cannon_5_x3() -> None:
    """LRR 77: SPACE CANNON rolls its dice against the active player's ships; Geoform makes Elysium such a unit."""
    from engines.galaxy.economy import influence, resources
    from engines.galaxy.tactical.space_cannon import fire, offence_units
    from tests.engines.galaxy.tactics import script

    state = pok_table(factions=("titans", "hacan", "letnev"))
    home = state.players[0].home
    elysium = state.planets["Elysium"]
    elysium.owner, elysium.exhausted = 0, True
    before = (resources(state, "Elysium"), influence(state, "Elysium"))
    assert offence_units(state, 0, home) == []
    state.players[0].unlocked.append("ul_the_progenitor")
    use(state, "ul_the_progenitor")
    assert not elysium.exhausted and "ul_the_progenitor" in elysium.attachments
    assert (resources(state, "Elysium"), influence(state, "Elysium")) == (before[0] + 3, before[1] + 3)
    assert status(state, 0, "ul_the_progenitor") == "unlocked"  # not purged, but used: not offered again
    assert not any(a.source == "ul_the_progenitor" for a, _ in offered(state, 0, ("action",)))
    put(state, 1, home, "cruiser=3")
    script(state, 5, 4, 5)
    _, hits, rolled = fire(state, 0, offence_units(state, 0, home), 1, home)
    assert [d.result for d in rolled] == [5, 4, 5] and {d.hit_on for d in rolled} == {5} and hits == 2
    assert offence_units(state, 0, state.players[1].home) == []  # only in Elysium's system
