"""What the heuristic bot knows about the board: card and Contender ratings, and which planet it
can take this turn. Everything here reads only a seat's view."""

from __future__ import annotations

from engines.cosmic.board import ADJACENT
from engines.cosmic.view import CosmicView, PlanetView

# How much the bot likes each Contender in the draft (a little noise is added for variety).
DRAFT = {
    "clarity": 5, "ossa": 5, "corvane": 4, "maelis": 5, "iro": 5, "dunmere": 4,
    "seren": 4, "pell": 5, "ysolde": 4, "oriel": 4, "kaida": 5, "aumery": 4,
    "vex": 6, "grael": 5, "nyx": 5, "brakka": 5, "sael": 5, "torva": 5,
}
# How useful each Armory design is to the bot per XP, roughly.
CARD_VALUE = {
    "bad_intentions": 4, "field_dressing": 3, "forced_march": 2, "meditation_rite": 2, "salvage_claim": 2,
    "sabotage": 4, "amplification": 3, "overcharge": 3, "precision_strike": 3, "rend_armor": 3,
    "relentless": 3, "collective_intelligence": 2, "brace": 3, "second_wind": 3, "lucky_break": 3,
    "counterguard": 3, "rally": 3, "battle_mace": 2, "ion_lance": 4, "aegis_buckler": 4,
    "serrated_glaive": 4, "siphon_blade": 3, "wayfinder_compass": 2,
}
OFFENSE = {
    "overcharge", "precision_strike", "rend_armor", "relentless", "amplification", "sharpen", "menace",
    "kindle", "thunder_maul", "bramble_charge", "piercing_gaze", "shield_slam", "judgement_arc",
    "purging_light", "radiant_lance", "sunder_veil", "riptide", "smite", "finishing_blow", "crushing_weight",
    "cleave", "spectral_reckoning", "shadow_parry", "barbed_guard", "war_roar", "overrun", "blood_pact",
    "inferno", "lifeline_strike", "rally", "lucky_break",
}
DEFENSE = {"brace", "counterguard", "rampart", "aegis_link", "hold_the_line", "stand_firm", "sanctuary",
           "shadowstrike", "smoke_veil", "rally", "lucky_break"}
HEALING = {"second_wind", "benediction", "renewal", "healing_tide", "absolution", "collective_intelligence"}
HITS_FACES = {"hit": 1, "double_hit": 2}


def hits_of(dice: list[str]) -> int:
    return sum(HITS_FACES.get(face, 0) for face in dice)


def mine_on(view: CosmicView, seat: int, cell: int) -> list[int]:
    return [c.key for c in view.contenders if c.owner == seat and c.cell == cell]


def foes_on(view: CosmicView, seat: int, cell: int) -> list[int]:
    return [c.key for c in view.contenders if c.owner >= 0 and c.owner != seat and c.cell == cell]


def reachable(view: CosmicView, seat: int, cell: int) -> int:
    """How many of the seat's Contenders can stand on ``cell`` by the Conquest Phase this turn."""
    planets = view.seats[seat].planets
    moves = view.actions_left
    count = 0
    for c in view.contenders:
        if c.owner != seat:
            continue
        if c.cell == cell:
            count += 1
        elif moves > 0 and (cell in ADJACENT[c.cell] or cell in planets):
            count += 1
            moves -= 1
    return count


def worth(view: CosmicView, seat: int, planet: PlanetView) -> float:
    """Gambit Points a planet is worth to the seat: taking it now, its end bonus and home bonus."""
    if planet.controller == seat:
        return 0.0
    mine = {view.contenders[k].home for k in view.seats[seat].team}
    # Conquer: 2 now and 1 at the end; Overthrow: 1 now, 1 at the end and 1 less for its controller.
    return 3.0 + (1.0 if planet.key in mine else 0.0)


def feasible(view: CosmicView, seat: int, planet: PlanetView) -> bool:
    """A rough guess whether the seat can meet this planet's criterion by its Conquest Phase."""
    conquer = planet.controller < 0
    kind, n = (planet.conquer_kind, planet.conquer_n) if conquer else (planet.overthrow_kind, planet.overthrow_n)
    cell = planet.cell
    me = view.seats[seat]
    tally = me.tally
    present = reachable(view, seat, cell)
    if present == 0 and not (not view.traversed and me.xp >= 2):
        return False
    foes = foes_on(view, seat, cell)
    awake = [c.key for c in view.contenders if c.owner == seat and c.awakened]
    checks = {
        "here": present >= n,
        "alone": not foes,
        "outnumber": present > len([k for k in foes if view.contenders[k].owner == planet.controller]),
        "awakened_here": len(awake) >= n and present >= 1,
        "attacked_here": cell in tally.attacked or (bool(foes) and view.actions_left >= 1),
        "traversed_here": cell in tally.traversed or (not view.traversed and me.xp >= 2),
        "pay": me.xp >= n + 2,
        "weapon_bought": tally.weapon_bought or view.phase in ("recovery", "armory"),
        "bought": tally.bought >= n or (view.phase in ("recovery", "armory") and me.xp >= 5),
        "played": tally.played >= n,
        "heal": len(tally.healed) >= n,
        "damage_here": tally.damage[cell] >= n or (bool(foes) and n <= 3 and view.actions_left >= 1),
        "damage": sum(tally.damage) >= n,
        "defeat": len(tally.defeated) >= n,
        "defeat_controller": planet.controller in tally.defeated,
    }
    return checks.get(kind, False)


def target_planet(view: CosmicView, seat: int) -> PlanetView | None:
    """The most valuable planet the seat can probably take this turn, nearest first on ties."""
    best: tuple[float, PlanetView] | None = None
    for planet in view.planets:
        value = worth(view, seat, planet)
        if value <= 0 or not feasible(view, seat, planet):
            continue
        value += 0.5 * len(mine_on(view, seat, planet.cell))
        if best is None or value > best[0]:
            best = (value, planet)
    return None if best is None else best[1]


def wanted_kinds(view: CosmicView, seat: int) -> set[str]:
    """The criterion kinds of the planet the bot is going for (to buy what it needs)."""
    planet = target_planet(view, seat)
    if planet is None:
        return set()
    return {planet.conquer_kind if planet.controller < 0 else planet.overthrow_kind}
