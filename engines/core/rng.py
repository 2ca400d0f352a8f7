"""The seeded random generator every game keeps inside its state.

Each number is a keyed hash of a counter: BLAKE2b under a 128-bit key made from the seed, applied
to the number of draws so far. The whole generator is a short string and an integer, so it clones
and saves for free, and the same seed with the same calls gives the same numbers everywhere; but
unlike a plain mixing function, numbers seen (a shuffled deck, dice) reveal nothing about the key,
so they cannot be used to predict the next draw or the order of a hidden deck.

New games take their seed from the operating system's secure source (``new_seed``, 128 bits). A
seed typed by a player still gives the same game every time, which anyone who knows it can predict.

Games saved before the keyed generator hold the old splitmix64 state (``seed``, no ``key``); they go
on with that generator, so they load and replay exactly as they were played.
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import secrets
import struct
from collections.abc import Iterator, MutableSequence, Sequence
from typing import Any, TypeVar

import msgspec

SEED_BITS = 128
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_KEY_BYTES = 16
_SEED_PERSON = b"starboard-seed"  # BLAKE2b personalisation: keys made from seeds are used for nothing else
_FORK_PERSON = b"starboard-fork"
_PROTOTYPES: dict[str, Any] = {}  # key -> a keyed hash object to copy (keying costs a whole block)
_PROTOTYPES_KEPT = 256
_legacy = contextvars.ContextVar("starboard_legacy_rng", default=False)
_COUNTER = struct.Struct("<Q")  # a draw's counter as the keyed hash reads it: 8 bytes, little-endian

T = TypeVar("T")


def new_seed() -> int:
    """A seed for a new game: 128 bits from the operating system's secure random source."""
    return secrets.randbits(SEED_BITS)


def side_seed(seed: int, purpose: str) -> int:
    """A 64-bit seed for something beside the game (a bot's own dice) that reveals nothing of ``seed``."""
    digest = hashlib.blake2b(f"{purpose}:{seed}".encode(), digest_size=8, person=_SEED_PERSON).digest()
    return int.from_bytes(digest, "little")


def _key_for(seed: int) -> str:
    return hashlib.blake2b(str(seed).encode(), digest_size=_KEY_BYTES, person=_SEED_PERSON).hexdigest()


def _prototype(key: str) -> Any:
    hasher = _PROTOTYPES.get(key)
    if hasher is None:
        if len(_PROTOTYPES) >= _PROTOTYPES_KEPT:
            _PROTOTYPES.clear()
        hasher = _PROTOTYPES[key] = hashlib.blake2b(key=bytes.fromhex(key), digest_size=8)
    return hasher


def _keyed(key: str, counter: int) -> int:
    hasher = _prototype(key).copy()
    hasher.update(counter.to_bytes(8, "little"))
    return int.from_bytes(hasher.digest(), "little")


def _mix(z: int) -> int:
    """splitmix64's finaliser: only for games saved before the keyed generator."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _limit(n: int) -> int:
    """Draws at or above this are rejected for a bound of n (none for a power of two)."""
    return 1 << 64 if n & (n - 1) == 0 else _MASK - (_MASK % n)


_LIMITS = [0] + [_limit(n) for n in range(1, 129)]


@contextlib.contextmanager
def seeding_like(rng: Rng | None) -> Iterator[None]:
    """Inside, ``Rng.from_seed`` makes the same kind of generator as ``rng`` (to replay an old save)."""
    token = _legacy.set(rng is not None and not rng.key)
    try:
        yield
    finally:
        _legacy.reset(token)


class Rng(msgspec.Struct, omit_defaults=True):
    """Deterministic generator stored in game state; mutate it only through its methods.

    ``key`` (32 hex digits) is secret like a hidden deck: views never show it.
    """

    key: str = ""
    draws: int = 0
    seed: int = 0  # the splitmix64 state of a game saved before the keyed generator (then key is "")

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        if _legacy.get():
            return cls(seed=_mix(seed & _MASK))
        return cls(key=_key_for(seed))

    def next64(self) -> int:
        self.draws += 1
        if self.key:
            return _keyed(self.key, self.draws)
        return _mix((self.seed + self.draws * _GAMMA) & _MASK)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < len(_LIMITS) else _limit(n)
        while True:
            value = self.next64()
            if value < limit:  # rejected (odds below n in 2**64): draw again, so every value is as likely
                return value % n

    def roll(self, sides: int) -> int:
        """A die roll from 1 to sides."""
        return self.below(sides) + 1

    def rolls(self, count: int, sides: int) -> list[int]:
        """``count`` die rolls, the same as calling ``roll(sides)`` that many times (for loops of thousands:
        the counter is worked here without a call per draw)."""
        if not 0 < sides < len(_LIMITS):
            below = self.below
            return [below(sides) + 1 for _ in range(count)]
        limit, seed, draws = _LIMITS[sides], self.seed, self.draws
        found: list[int] = []
        if self.key and count < 16:  # ``next64``'s keyed hash, inline (a few dice: binding methods costs more)
            prototype = _prototype(self.key)
            while len(found) < count:
                draws += 1
                hasher = prototype.copy()
                hasher.update(draws.to_bytes(8, "little"))
                z = int.from_bytes(hasher.digest(), "little")
                if z < limit:
                    found.append(z % sides + 1)
            self.draws = draws
            return found
        if self.key:  # the same with its methods bound once (a game's balanced galaxy draws 24,000 in four calls)
            copy, pack, from_bytes, append = _prototype(self.key).copy, _COUNTER.pack, int.from_bytes, found.append
            while len(found) < count:  # each draw gives at most one roll: draw as many as are missing, in a row
                start = draws + 1
                draws += count - len(found)
                for counter in range(start, draws + 1):
                    hasher = copy()
                    hasher.update(pack(counter))
                    z = from_bytes(hasher.digest(), "little")
                    if z < limit:
                        append(z % sides + 1)
            self.draws = draws
            return found
        while len(found) < count:
            draws += 1
            z = (seed + draws * _GAMMA) & _MASK  # _mix, inline
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                found.append(z % sides + 1)
        self.draws = draws
        return found

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """A generator for a sub-task (a bot's playouts) whose numbers tell nothing of this one's."""
        if not self.key:
            return Rng(seed=_mix(self.next64()))
        self.draws += 1
        child = hashlib.blake2b(self.draws.to_bytes(8, "little"), key=bytes.fromhex(self.key),
                                digest_size=_KEY_BYTES, person=_FORK_PERSON)
        return Rng(key=child.hexdigest())
