"""Why an action is refused, in words a player can read, with the rule behind it."""

from __future__ import annotations

from typing import Any

from engines.cosmic import actions as A
from engines.cosmic.decide import effect_label
from engines.cosmic.state import CosmicState

CHOICES = (A.ChooseContender, A.ChoosePlanet, A.ChooseCard, A.ChooseDie, A.ChooseMode)
PHASE_OF: dict[type, tuple[str, ...]] = {
    A.Draft: ("draft",), A.Place: ("place",), A.Awaken: ("recovery", "awaken"), A.Buy: ("armory", "awaken"),
    A.Recycle: ("armory", "awaken"), A.Move: ("action",), A.Attack: ("action",), A.Traverse: ("action",),
    A.Conquer: ("conquest",), A.Overthrow: ("conquest",),
}
REASONS: dict[type, str] = {
    A.Draft: "Each team has one Sentinel, one Savior and one Destroyer, and each Contender is drafted once "
             "(CC-SETUP-11, CC-SETUP-15).",
    A.Place: "Place your whole team on one planet, in turn order (CC-SETUP-24, CC-SETUP-25).",
    A.Awaken: "Awakening an Unrivaled Contender you control costs 5 XP (CC-RECOVERY-4, CC-RECOVERY-5).",
    A.Buy: "You can only buy a face-up Armory card you can pay for (CC-ARMORY-5).",
    A.Recycle: "Recycling the Armory costs 2 XP, once per visit (CC-ARMORY-4).",
    A.Move: "Move to an orthogonally adjacent planet or to a planet you control, while you have actions left "
            "(CC-MOVE-2, CC-MOVE-3, CC-ACTION-1).",
    A.Attack: "Attack an opposing Contender on the same planet as your Contender, while you have actions left "
              "(CC-COMBAT-1, CC-ACTION-1).",
    A.Traverse: "Traverse is once per turn and costs 2 XP (CC-MOVE-4).",
    A.Conquer: "Conquer an uncontrolled planet you occupy whose Conquer criteria you meet (CC-CONQUEST-4, "
               "CC-CONQUEST-5).",
    A.Overthrow: "Overthrow a planet another player controls, that you occupy, whose Overthrow criteria you meet "
                 "(CC-CONQUEST-7, CC-CONQUEST-8).",
    A.PlayCard: "Non-Combat Actions are played in your Action Phase outside combat, Combat Actions by the attacker "
                "and Support Actions in the support steps, up to two per combat (CC-CARD-2, CC-CARD-5, CC-CARD-10).",
    A.UseAbility: "Only an Awakened Contender with its cooldown at zero may use an ability; only the attacking "
                  "Contender uses its Combat Action (CC-COMBAT-17, CC-COMBAT-10).",
    A.ToggleDie: "Dice are picked up for a re-roll only in your re-roll step (CC-COMBAT-5, CC-COMBAT-6).",
    A.Reroll: "Each side re-rolls once, attacker first (CC-COMBAT-5, CC-COMBAT-6).",
    A.Keep: "Each side re-rolls once, attacker first (CC-COMBAT-5, CC-COMBAT-6).",
}


def _costs(state: CosmicState, seat: int, action: Any) -> str:
    """The price against the seat's XP, for a refused purchase."""
    from engines.cosmic.armory import awaken_cost, price, recycle_cost

    have = state.xp[seat]
    if isinstance(action, A.Buy) and 0 <= action.slot < len(state.market) and state.market[action.slot] >= 0:
        cost = price(state, seat, state.market[action.slot])
        if cost > have:
            return f"That card costs {cost} XP and you have {have} (CC-ARMORY-5)."
    if isinstance(action, A.Awaken):
        cost = awaken_cost(state, seat)
        if cost > have:
            return f"Awakening costs {cost} XP and you have {have} (CC-RECOVERY-4)."
        return f"Awaken an Unrivaled Contender you control, for {cost} XP (CC-RECOVERY-4, CC-RECOVERY-5)."
    if isinstance(action, A.Recycle):
        if state.recycled:
            return "The Armory was already recycled on this visit (CC-ARMORY-4)."
        cost = recycle_cost(state, seat)
        return f"Recycling the Armory costs {cost} XP and you have {have} (CC-ARMORY-4)."
    return ""


def refusal(state: CosmicState, seat: int, action: Any) -> str:
    """A reason for a refused action: what the game waits for, or the rule the action breaks."""
    kind = type(action)
    if state.pending and kind not in CHOICES:
        pending = state.pending[0]
        return f"First choose a {pending.choose} for {effect_label(pending.effect)}."
    if kind in CHOICES:
        return "That is not one of the choices offered."
    if state.combat is not None and kind in PHASE_OF:
        return "Finish the combat first (CC-COMBAT-3 to CC-COMBAT-16)."
    wanted = PHASE_OF.get(kind)
    if wanted is not None and state.phase not in wanted:
        return f"That belongs to the {wanted[0]} phase; it is the {state.phase} phase now (CC-TURN-2)."
    return _costs(state, seat, action) or REASONS.get(kind, f"That is not allowed now (the {state.phase} phase).")
