"""Sizes of a one-folder build: bytes on disk and bytes as a .tar.gz, with the issue's targets."""

from __future__ import annotations

import os
import tarfile
from pathlib import Path

MB = 1_000_000
DISK_TARGET_MB = 130
COMPRESSED_TARGET_MB = 50


def disk_bytes(folder: Path) -> int:
    """Total size of the regular files under ``folder`` (symlinks count as nothing)."""
    total = 0
    for base, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(base, name)
            if not os.path.islink(path):
                total += os.path.getsize(path)
    return total


class _Counter:
    """A write-only file object that only counts bytes."""

    def __init__(self) -> None:
        self.size = 0

    def write(self, data: bytes) -> int:
        self.size += len(data)
        return len(data)

    def flush(self) -> None:
        pass


def compressed_bytes(folder: Path, level: int = 6) -> int:
    """Size of ``folder`` as a gzip-compressed tar (what a .tar.gz download of it weighs)."""
    counter = _Counter()
    with tarfile.open(fileobj=counter, mode="w:gz", compresslevel=level) as archive:  # type: ignore[call-overload]
        archive.add(str(folder), arcname=folder.name)
    return counter.size


def write_tarball(folder: Path, out: Path, level: int = 6) -> Path:
    """``folder`` as ``out`` (.tar.gz), one top-level directory named like the folder."""
    out.parent.mkdir(parents=True, exist_ok=True)
    with tarfile.open(out, mode="w:gz", compresslevel=level) as archive:
        archive.add(str(folder), arcname=folder.name)
    return out
