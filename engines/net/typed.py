"""Decoding a seat's Update straight into the game's own view and action types, in one pass.

JSON is decoded once against a schema built from the game's ``view_type`` and ``action_type``,
instead of into plain data first and converted after. Games that customise ``view_from`` or
``action_from`` keep the two-step path, so their own decoding is always the one used.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from engines.core.contract import Game, Result
from engines.core.match import DecisionView, Envelope, LogEntry, OptionView
from engines.net.protocol import Update

UPDATE_PREFIX = b'{"type":"update"'  # msgspec writes the tag first


def update_decoder(game: Game[Any]) -> msgspec.json.Decoder[Any] | None:
    """A decoder for this game's Update messages, or None when the game decodes in its own way."""
    kind = type(game)
    if kind.view_from is not Game.view_from or kind.action_from is not Game.action_from:
        return None
    option: Any = msgspec.defstruct("TypedOption", [("label", str), ("action", game.action_type),
                                                   ("confirm", str, "")])
    decision: Any = msgspec.defstruct("TypedDecision", [("seat", int), ("prompt", str),
                                                        ("options", list[option]), ("rule", str, "")])
    envelope: Any = msgspec.defstruct("TypedEnvelope", [
        ("game", str), ("seat", int | None), ("version", int), ("view", game.view_type),
        ("decision", decision | None), ("waiting_for", list[int]), ("result", Result | None),
        ("can_undo", bool), ("names", list[str]), ("undo_note", str, "")])
    fields: list[Any] = [("envelope", envelope), ("log", list[LogEntry]), ("events", list[msgspec.Raw], []),
              ("full", bool, False), ("id", int, 0)]
    update = msgspec.defstruct("TypedUpdate", fields, tag="update", tag_field="type", kw_only=True)
    return msgspec.json.Decoder(update)


def action_reader(game: Game[Any]) -> Callable[[Any], Any]:
    """``game.action_from``, or the same through a decoder built once (msgspec.convert on a Union is slow)."""
    if type(game).action_from is not Game.action_from:
        return game.action_from
    decoder = msgspec.json.Decoder(game.action_type)
    encoder = msgspec.json.Encoder()

    def read(data: Any) -> Any:
        return decoder.decode(encoder.encode(data))

    return read


def event_decoder(game: Game[Any]) -> msgspec.json.Decoder[Any] | None:
    event_type = getattr(game, "event_type", None)
    return msgspec.json.Decoder(event_type) if event_type is not None else None


def decode_events(decoder: msgspec.json.Decoder[Any] | None, events: list[msgspec.Raw]) -> list[Any]:
    """Each event as the game's own Event, or as plain data if the game does not declare its type."""
    decoded = []
    for raw in events:
        try:
            decoded.append(decoder.decode(raw) if decoder is not None else msgspec.json.decode(raw))
        except (msgspec.DecodeError, msgspec.ValidationError):
            decoded.append(msgspec.json.decode(raw))
    return decoded


def as_update(typed: Any, events: list[Any]) -> Update:
    """The typed message as the protocol's Update holding the game's own view, actions and events."""
    shown = typed.envelope
    decision = None
    if shown.decision is not None:
        options = [OptionView(o.label, o.action, o.confirm) for o in shown.decision.options]
        decision = DecisionView(shown.decision.seat, shown.decision.prompt, options, shown.decision.rule)
    envelope = Envelope(shown.game, shown.seat, shown.version, shown.view, decision, shown.waiting_for,
                        shown.result, shown.can_undo, shown.names, shown.undo_note)
    return Update(id=typed.id, envelope=envelope, log=typed.log, events=events, full=typed.full)
