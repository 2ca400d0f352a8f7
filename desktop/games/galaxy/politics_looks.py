"""What the action panel shows of politics, worked out from the view and the decision: the agenda being
decided (the agenda, its outcomes with the votes on each, every seat's votes as they are cast, riders,
the result), a timing window (the moment, who is asked in which order, the pass and standing-pass
buttons, the standing passes set), and a transaction between two seats (the offer as it is built).

Every number comes from the view: votes from the agenda's recorded votes, ready influence from the
planets' cards, the offer from the transaction step the two sides see.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from desktop.games.galaxy.action_looks import ActionLook, Chip
from engines.galaxy.actions import rounds as ac
from engines.galaxy.agenda import actions as ag
from engines.galaxy.agenda.words import agenda_name, outcome_words
from engines.galaxy.amounts import amount
from engines.galaxy.cards.action_cards.actions import CardOption, PlayActionCard
from engines.galaxy.promissory.actions import OfferGood, OfferNote, PlayNote
from engines.galaxy.promissory.words import amounts, good_words, note_words
from engines.galaxy.steps.agenda import Agenda
from engines.galaxy.steps.common import Transaction
from engines.galaxy.windows.actions import ClearAutoPass, PassWindow
from engines.galaxy.windows.labels import UNTIL

Name = Callable[[int], str]

VOTE_TYPES: tuple[type, ...] = (ag.CastVotes, ag.Abstain, ag.ExhaustForVotes, ag.ExtraVotes, ag.DoneVoting,
                                ag.ChooseOutcome, ag.AgendaChoice)
WINDOW_TYPES: tuple[type, ...] = (PassWindow, ClearAutoPass, PlayActionCard, PlayNote, CardOption)
TRADE_TYPES: tuple[type, ...] = (ac.OfferAmount, OfferNote, OfferGood, ac.AcceptTransaction, ac.RefuseTransaction,
                                 ac.CancelTransaction)
# Options the politics panel shows as its own buttons while it is shown (the tray then leaves them out).
POLITICS_TYPES: tuple[type, ...] = (*VOTE_TYPES, *WINDOW_TYPES, *TRADE_TYPES)
PASS_TONE = "#3a3f52"
PLAY_TONE = "#4b3a6e"
STAGES = {"reveal": "revealed", "when_revealed": "revealed", "after_revealed": "revealed",
          "start_vote": "revealed", "voting": "the vote", "tally": "counting the votes",
          "speaker": "tied: the speaker decides", "decided": "resolving", "elected": "resolving",
          "resolve": "resolving", "riders": "resolving", "keep": "resolving", "after": "resolved",
          "discard": "resolved"}
LINE_WIDTH = 1072.0  # the panel's width inside its margins, where a line must read whole at ink.LEAST


def wrapped(text: str, width: float = LINE_WIDTH) -> list[str]:
    """``text`` broken at spaces into lines that each read whole at the least legible size."""
    from PySide6.QtGui import QFontMetricsF

    from desktop.games.galaxy import ink

    metrics = QFontMetricsF(ink.font(ink.LEAST, condensed=True))
    lines: list[str] = []
    for word in text.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


PRE_VOTE = ("reveal", "when_revealed", "after_revealed", "start_vote")


def named(text: str, name: Name) -> str:
    """``{p2}`` marks in engine words become the seat's name."""
    return re.sub(r"\{p(\d+)\}", lambda m: name(int(m.group(1))), text)


def _chips(options: list[Any], labels: list[str], types: tuple[type, ...], name: Name) -> tuple[Chip, ...]:
    found = []
    for index, action in enumerate(options):
        if isinstance(action, types):
            tone = PASS_TONE if isinstance(action, PassWindow | ClearAutoPass | ag.Abstain | ac.RefuseTransaction) \
                else PLAY_TONE if isinstance(action, PlayActionCard | PlayNote) else "#2f4a3f"
            found.append(Chip(index, named(labels[index], name), tone))
    return tuple(found)


def politics_shown(view: Any) -> bool:
    """Whether the panel shows politics (an agenda, a transaction or a window in progress)."""
    return view.agenda is not None or view.window is not None or _transaction(view) is not None


def politics_look(view: Any, options: list[Any], labels: list[str], name: Name, seat: int | None) -> ActionLook | None:
    """The panel's look for the agenda, a transaction or a window in progress; None when none is."""
    transaction = _transaction(view)
    if transaction is not None:
        return transaction_look(view, transaction, options, labels, name, seat)
    if view.agenda is not None:
        return agenda_look(view, options, labels, name, seat)
    if view.window is not None:
        return window_look(view, options, labels, name, seat)
    return None


def with_agenda_card(look: ActionLook, view: Any, options: list[Any], colour: Callable[[int], int],
                     name: Name) -> ActionLook:
    """The agenda look gets its card (the agenda, its outcomes with the votes cast, riders, the result)."""
    if view.agenda is None or _transaction(view) is not None:
        return look
    from dataclasses import replace

    from desktop.games.galaxy.agenda_card import agenda_card

    offered = any(isinstance(o, ag.CastVotes | ag.ChooseOutcome) for o in options)
    return replace(look, agenda=agenda_card(view, colour, name, offered))


def with_window(look: ActionLook, view: Any, options: list[Any], labels: list[str], name: Name,
                seat: int | None) -> ActionLook:
    """A window open inside another procedure (a combat round): its lines and buttons join that look."""
    if view.window is None:
        return look
    lines = (*look.lines, *_window_lines(view, name, seat, full=False))
    return ActionLook(look.title, lines, look.sides, look.odds,
                      (*look.chips, *_chips(options, labels, WINDOW_TYPES, name)), look.cards, look.summary,
                      look.order)


# ----- the agenda ------------------------------------------------------------------------------------
def _step(view: Any, kind: type) -> Any:
    return next((s for s in reversed(view.steps) if isinstance(s, kind)), None)


def ready_influence(view: Any, seat: int) -> int:
    return sum(p.influence for p in view.planets if p.owner == seat and not p.exhausted)


def outcome_name(view: Any, outcome: str, name: Name) -> str:
    return named(outcome_words(None, "outcome", outcome), name) if outcome else ""


def agenda_look(view: Any, options: list[Any], labels: list[str], name: Name, seat: int | None) -> ActionLook:
    agenda = view.agenda
    shown = agenda_name(agenda.agenda) if not agenda.hidden else "a hidden agenda (Covert Legislation)"
    kind = _kind(agenda.agenda) if not agenda.hidden else ""
    title = f"Agenda: {shown}" + (f" ({kind})" if kind else "") + f" · {STAGES.get(agenda.stage, agenda.stage)}"
    lines = _seat_lines(view, name, seat)  # the outcomes, votes, riders and result are on the agenda card
    if view.window is not None:
        lines += _window_lines(view, name, seat, full=False)
    chips = _chips(options, labels, VOTE_TYPES + WINDOW_TYPES, name)
    return ActionLook(title, tuple(lines), chips=chips)


def _kind(agenda: str) -> str:
    from engines.galaxy.content.decks import decks

    card = decks().agendas.get(agenda)
    return str(card.type) if card is not None else ""


def _seat_lines(view: Any, name: Name, seat: int | None) -> list[str]:
    """Every seat in voting order: its votes as cast, abstained, voting now (with its votes so far) or to come."""
    agenda = view.agenda
    step = _step(view, Agenda)
    order = list(agenda.order)
    if agenda.voting >= 0:
        reached = order.index(agenda.voting)
    elif agenda.stage in PRE_VOTE:
        reached = 0
    else:
        reached = len(order)
    words = []
    for place, voter in enumerate(order):
        who = "you" if voter == seat else name(voter)
        cast = [v for v in agenda.votes if v.seat == voter]
        riders = [r for r in agenda.riders if r.seat == voter]
        if voter in agenda.barred:
            words.append(f"{who} may not vote")
        elif riders and not cast:
            words.append(f"{who} played a rider (no vote)")
        elif cast:
            words.append(f"{who} " + ", ".join(_cast_words(v.count, outcome_name(view, v.outcome, name), v.outcome)
                                               for v in cast))
        elif place < reached:
            words.append(f"{who} abstained")
        elif place == reached and agenda.voting == voter:
            so_far = f": {_cast_words(step.cast, outcome_name(view, step.current, name), step.current)} so far" \
                if step is not None and step.current else ""
            words.append(f"{who} {'vote' if voter == seat else 'votes'} now{so_far}")
        else:
            words.append(f"{who} ({ready_influence(view, voter)} influence ready)")
    if not words:
        return []
    return wrapped("Voting order: " + " · ".join(words))


def _cast_words(count: int, shown: str, outcome: str) -> str:
    """"4 For", "2 Against", "3 for Bram": votes on a plain outcome read without a doubled "for"."""
    return f"{count} {shown}" if outcome in ("for", "against") else f"{count} for {shown}"


# ----- timing windows --------------------------------------------------------------------------------
def _window_lines(view: Any, name: Name, seat: int | None, full: bool = True) -> list[str]:
    """The moment and who is asked; in full, also what passing means and the seat's standing passes."""
    window = view.window
    who = "you are" if window.asking == seat else f"{name(window.asking)} is"
    asked = f"{who} asked now" if window.asking >= 0 else ""
    lines = [f"Window: {named(window.words, name)}" + (f" · {asked}" if asked else "")]
    if not full:
        return lines
    lines.append("Whoever could answer is asked in turn, whatever their hand: a pass tells nobody what you hold.")
    standing = [_standing(entry) for entry in view.autopass]
    lines += wrapped("Your standing passes: " + ("; ".join(standing) if standing else "none (you are asked in "
                                                                                      "every window you could answer)"))
    return lines


def _standing(setting: str) -> str:
    key, _, until = setting.partition("|")
    when, _, event = key.partition(":")
    if key in ("", "*"):
        what = "every window"
    elif event == "*":
        what = f'every "{when}" window'
    else:
        what = f'"{when}" windows of {event.replace("_", " ")}'
    return f"{what} until the end of {UNTIL.get(until, until)}"


def window_look(view: Any, options: list[Any], labels: list[str], name: Name, seat: int | None) -> ActionLook:
    lines = _window_lines(view, name, seat)
    order = " → ".join(("you" if s == seat else name(s)) for s in _window_order(view))
    if order:
        lines.insert(1, f"Resolution order: {order}")  # the next line says who is asked
    return ActionLook("A timing window", tuple(lines), chips=_chips(options, labels, WINDOW_TYPES, name))


def _window_order(view: Any) -> list[int]:
    from engines.galaxy.steps.windows import Window

    step = _step(view, Window)
    return list(step.order) if step is not None else []


# ----- transactions ----------------------------------------------------------------------------------
def _transaction(view: Any) -> Any:
    return _step(view, Transaction)


def _note(note: str, name: Name) -> str:
    if note == "any":
        return "a promissory note of their choice"
    if note == "?":
        return "a promissory note (only the two sides see which)"
    return named(note_words(note), name) if note else ""


def transaction_look(view: Any, step: Any, options: list[Any], labels: list[str], name: Name,
                     seat: int | None) -> ActionLook:
    offerer, partner = step.seat, step.partner
    title = f"Transaction: {name(offerer)} and {name(partner)}"
    gives = amounts(step.give_tg, step.give_commodities) + [w for w in [_note(step.give_note, name)] if w]
    gets = amounts(step.get_tg, step.get_commodities) + [w for w in [_note(step.get_note, name)] if w]
    gives += [good_words(f"{k}:{v}") for k, v in step.gives.items() if v]
    gets += [good_words(f"{k}:{v}") for k, v in step.gets.items() if v]
    lines = [f"{name(offerer)} gives: {', '.join(gives) or 'nothing so far'}",
             f"{name(partner)} gives: {', '.join(gets) or 'nothing so far'}"]
    giver, taker = view.players[offerer], view.players[partner]
    lines.append(f"{name(offerer)} holds {amount(giver.trade_goods, 'trade good')} and "
                 f"{amount(giver.commodities, 'commodity')} · "
                 f"{name(partner)} {taker.trade_goods} and {taker.commodities}")
    if step.stage == "answer":
        lines.append(f"{name(partner)} accepts or refuses; nothing moves until both agree.")
    else:
        lines.append(f"{name(offerer)} builds the offer, one part at a time; commodities given become trade goods "
                     "for the receiver.")
    return ActionLook(title, tuple(lines), chips=_chips(options, labels, TRADE_TYPES + WINDOW_TYPES, name))
