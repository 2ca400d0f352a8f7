"""Game options: each game declares a schema; the dialogs and the command line use it blindly."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec


class OptionError(ValueError):
    """An option that is unknown or has a value the game does not accept."""


class GameOption(msgspec.Struct, frozen=True):
    """One setting a player may change before a game starts; the type follows the default."""

    key: str
    label: str
    default: bool | int | str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    source: str = "house"
    words: tuple[tuple[str, str], ...] = ()  # (value as text, what it means) for choices and special numbers
    per_seat: bool = False  # a comma-separated value with one entry per seat: the dialog asks each seat
    seat_number: bool = False  # an int naming a seat from 1; ``words`` says what 0 means
    in_dialog: bool = True  # False: set by the game itself (a campaign record), never typed by a player
    printed: bool | int | str | None = None  # the value that plays as printed; any other is a house rule

    def word_for(self, value: Any) -> str:
        """The value in words: its entry in ``words``, else the value itself."""
        text = str(value).lower() if isinstance(value, bool) else str(value)
        for key, meaning in self.words:
            if key == text:
                return meaning
        if isinstance(value, bool):
            return "on" if value else "off"
        return text

    def changes_printed(self, value: Any) -> bool:
        """True when ``value`` plays differently from the printed rules (a house rule in play)."""
        return self.printed is not None and value != self.printed

    def parse(self, value: Any) -> bool | int | str:
        """Turn a typed value or command-line text into a valid value, or raise OptionError."""
        if isinstance(self.default, bool):
            return self._parse_bool(value)
        if isinstance(self.default, int):
            return self._parse_int(value)
        text = str(value)
        if self.choices and not self.per_seat and text not in self.choices:  # per seat: the game checks
            raise OptionError(f"option {self.key} must be one of {', '.join(self.choices)}, not {text!r}")
        return text

    def _parse_bool(self, value: Any) -> bool:
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
        raise OptionError(f"option {self.key} must be true or false, not {value!r}")

    def _parse_int(self, value: Any) -> int:
        try:
            number = int(value)
        except (TypeError, ValueError):
            raise OptionError(f"option {self.key} must be a whole number, not {value!r}") from None
        if self.minimum is not None and number < self.minimum:
            raise OptionError(f"option {self.key} must be at least {self.minimum}, not {number}")
        if self.maximum is not None and number > self.maximum:
            raise OptionError(f"option {self.key} must be at most {self.maximum}, not {number}")
        return number


def resolve_options(
    schema: tuple[GameOption, ...], given: Mapping[str, Any], game_id: str = "game"
) -> dict[str, Any]:
    """Every option of the schema with its value: the given one, parsed, or the default."""
    known = {option.key: option for option in schema}
    unknown = sorted(set(given) - set(known))
    if unknown:
        offered = ", ".join(sorted(known)) or "none"
        raise OptionError(f"{game_id} has no option {unknown[0]!r} (options: {offered})")
    return {key: option.parse(given[key]) if key in given else option.default for key, option in known.items()}


def parse_pairs(pairs: list[str]) -> dict[str, str]:
    """`["events=true", "threshold=5"]` from the command line into a dict."""
    result: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise OptionError(f"an option is KEY=VALUE, not {pair!r}")
        result[key.strip()] = value.strip()
    return result
