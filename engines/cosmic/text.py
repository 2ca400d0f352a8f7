"""Button labels for options and log lines for events, in plain words."""

from __future__ import annotations

from typing import Any

from engines.cosmic import actions as A
from engines.cosmic.armory import awaken_cost, price, recycle_cost
from engines.cosmic.content import CONTENDERS, FACE_WORDS, PLANETS, design
from engines.cosmic.effects import side_of
from engines.cosmic.state import CosmicState


def _who(key: int) -> str:
    return "your team" if key < 0 else CONTENDERS[key].name


def _planet(state: CosmicState, cell: int) -> str:
    return PLANETS[state.grid[cell]].name


def describe(state: CosmicState, action: Any) -> str:
    kind = type(action)
    if kind is A.Done:
        return _done_label(state)
    if kind is A.Buy:
        card = state.market[action.slot]
        return f"Buy {design(card).name} ({price(state, state.active, card)} XP)"
    if kind is A.Move:
        return f"Move {_who(action.contender)} to {_planet(state, action.cell)}"
    if kind is A.Attack:
        return f"{CONTENDERS[action.attacker].name} attacks {CONTENDERS[action.target].name}"
    if kind is A.PlayCard:
        return f"Play {design(action.card).name}"
    if kind is A.UseAbility:
        info = CONTENDERS[action.contender]
        ability = info.combat if action.kind == "combat" else info.support
        return f"{info.name}: {ability.name} ({action.kind}). {ability.text}"
    if kind is A.Recycle:
        return f"Recycle the Armory ({recycle_cost(state, state.active)} XP)"
    if kind is A.Awaken:
        return f"Awaken {CONTENDERS[action.contender].name} ({awaken_cost(state, state.active)} XP)"
    if kind is A.ChooseDie:
        return _die_label(state, action.die)
    if kind is A.ToggleDie:
        return _toggle_label(state, action.die)
    if kind is A.Reroll:
        side = _deciding_side(state)
        picked = bin(side.chosen).count("1") if side is not None else 0
        return f"Re-roll the {picked} picked {'die' if picked == 1 else 'dice'}"
    return _simple(state, action)


def _deciding_side(state: CosmicState) -> Any:
    seat = state.pending[0].seat if state.pending else None
    combat = state.combat
    if combat is None:
        return None
    if seat is None:
        seat = combat.atk.seat if combat.step == "reroll_atk" else combat.dfn.seat
    return side_of(combat, seat)


def _die_label(state: CosmicState, die: int) -> str:
    side = _deciding_side(state)
    face = FACE_WORDS[side.dice[die]] if side is not None and die < len(side.dice) else ""
    return f"Die {die + 1}" + (f" ({face})" if face else "")


def _toggle_label(state: CosmicState, die: int) -> str:
    """Pick a die up for the re-roll, or put it back: the label says which, and the face."""
    side = _deciding_side(state)
    face = FACE_WORDS[side.dice[die]] if side is not None and die < len(side.dice) else ""
    picked = side is not None and side.chosen >> die & 1
    shown = f" ({face})" if face else ""
    return f"Put back die {die + 1}{shown}" if picked else f"Pick up die {die + 1}{shown} to re-roll"


def confirm(state: CosmicState, action: Any) -> str:
    """Spends that reveal new cards cannot be taken back: a key press asks once first."""
    if type(action) is A.Recycle:
        cost = recycle_cost(state, state.active)
        if cost:
            return f"Recycling the Armory costs {cost} XP and reveals new cards: it cannot be taken back."
    return ""


def _simple(state: CosmicState, action: Any) -> str:
    labels: dict[type, Any] = {
        A.Draft: lambda a: f"Draft {CONTENDERS[a.contender].name} ({CONTENDERS[a.contender].klass})",
        A.Place: lambda a: f"Place your team on {_planet(state, a.cell)}",
        A.Traverse: lambda a: f"Traverse {_who(a.contender)}",
        A.Keep: lambda a: "Keep the dice",
        A.ChooseContender: lambda a: CONTENDERS[a.contender].name,
        A.ChoosePlanet: lambda a: _planet(state, a.cell),
        A.ChooseCard: lambda a: design(a.card).name,
        A.ChooseMode: lambda a: f"Double {a.mode}",
        A.Conquer: lambda a: f"Conquer {_planet(state, a.cell)}",
        A.Overthrow: lambda a: f"Overthrow {_planet(state, a.cell)}",
    }
    label: str = labels[type(action)](action)
    return label


def _done_label(state: CosmicState) -> str:
    if state.combat is not None:
        return "No more actions in this combat"
    return {
        "awaken": "Finish Awakening", "recovery": "Go to the Armory", "armory": "Leave the Armory",
        "action": "End the Action Phase", "conquest": "End your turn",
    }.get(state.phase, "Done")


def narrate(event: Any) -> str:
    line = _LINES.get(type(event))
    return "" if line is None else str(line(event))


def _dice(dice: list[int]) -> str:
    return ", ".join(FACE_WORDS[f] for f in dice) or "no dice"


_LINES: dict[type, Any] = {
    A.Dealt: lambda e: "{p%d} is dealt %s." % (e.seat, ", ".join(CONTENDERS[k].name for k in e.contenders)),
    A.Drafted: lambda e: "{p%d} drafts %s." % (e.seat, CONTENDERS[e.contender].name),
    A.OrderSet: lambda e: "Turn order: " + ", ".join("{p%d}" % s for s in e.order) + ".",
    A.DraftBegun: lambda e: "Snake draft of Contenders: " + ", ".join("{p%d}" % s for s in e.order)
                            + ", then back the other way.",
    A.GridRevealed: lambda e: "The planets: " + ", ".join(PLANETS[p].name for p in e.grid) + ".",
    A.Revealed: lambda e: "The Armory reveals " + ", ".join(design(c).name for c in e.cards) + ".",
    A.Reshuffled: lambda e: "The discard pile is shuffled into a new Armory deck.",
    A.Recycled: lambda e: "{p%d} recycles the Armory for %d XP." % (e.seat, e.cost),
    A.Bought: lambda e: "{p%d} buys %s for %d XP." % (e.seat, design(e.card).name, e.cost),
    A.Attached: lambda e: "{p%d} attaches %s to %s%s." % (
        e.seat, design(e.card).name, CONTENDERS[e.contender].name,
        "" if e.replaced < 0 else ", replacing %s (discarded)" % design(e.replaced).name),
    A.Awakened: lambda e: "{p%d} awakens %s." % (e.seat, CONTENDERS[e.contender].name),
    A.MadeUnrivaled: lambda e: "%s is set back to Unrivaled." % CONTENDERS[e.contender].name,
    A.Placed: lambda e: "{p%d} places their team on %s." % (e.seat, e.planet),
    A.TurnStarted: lambda e: "── Round %d: {p%d}'s turn (timer %d) ──" % (e.round, e.seat, e.timer),
    A.Moved: lambda e: "{p%d} moves %s to %s (%s)." % (e.seat, _who(e.contender), e.planet, e.how.replace("_", " ")),
    A.Declared: lambda e: "{p%d}'s %s attacks %s of {p%d}." % (
        e.seat, CONTENDERS[e.attacker].name, CONTENDERS[e.target].name, e.defender),
    A.Rolled: lambda e: "{p%d} rolls %s (%s)." % (e.seat, _dice(e.dice), e.why.replace("_", " ")),
    A.DiceSet: lambda e: "{p%d}'s dice now show %s." % (e.seat, _dice(e.dice)),
    A.CardPlayed: lambda e: "{p%d} plays %s." % (e.seat, design(e.card).name),
    A.AbilityUsed: lambda e: "{p%d}'s %s uses %s." % (e.seat, CONTENDERS[e.contender].name, (
        CONTENDERS[e.contender].combat if e.kind == "combat" else CONTENDERS[e.contender].support).name),
    A.CombatValues: lambda e: "Final Combat Values: attacker %s %d Defense, defender %s %d Defense." % (
        _hits(e.attack[0]), e.attack[1], _hits(e.defense[0]), e.defense[1]),
    A.Damaged: lambda e: "%s loses %d Health." % (CONTENDERS[e.contender].name, e.amount),
    A.Healed: lambda e: "%s regains %d Health." % (CONTENDERS[e.contender].name, e.amount),
    A.Defeated: lambda e: "%s is defeated." % CONTENDERS[e.contender].name,
    A.XpGained: lambda e: "{p%d} gains %d XP (%s)." % (e.seat, e.amount, e.why.replace("_", " ")),
    A.GpGained: lambda e: "{p%d} gains %d Gambit Point%s (%s)." % (
        e.seat, e.amount, "" if e.amount == 1 else "s", e.why.replace("_", " ")),
    A.PlanetTaken: lambda e: "{p%d} takes %s (%s)." % (e.seat, e.planet, e.how),
    A.TimerTicked: lambda e: "The turn timer shows %d." % e.timer,
    A.EndTriggered: lambda e: "The end is triggered: this round is the last.",
    A.GameEnded: lambda e: "The game ends: {p%d} wins with %d Gambit Points." % (e.winner, e.totals[e.winner]),
}


def _hits(count: int) -> str:
    return f"{count} Hit" if count == 1 else f"{count} Hits"
