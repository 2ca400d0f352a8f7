"""Render the app icon (assets/ui/icon.svg) to PNG sizes, a Windows ICO and a macOS ICNS with Qt.

ICO and ICNS are assembled by hand from PNG images: both containers accept PNG-compressed entries
(Windows Vista and later, macOS 10.7 and later), and Qt's own writers only store one image per file.

    python packaging/icons.py build/icons   # starboard-<N>.png, starboard.ico, starboard.icns, starboard.svg
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "assets" / "ui" / "icon.svg"
NAME = "starboard"

# hicolor theme sizes (Linux menus and file managers); 1024 feeds the ICNS retina entry.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS OSType for each PNG entry: pixel size of the PNG it carries.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def _app() -> object:
    """A QGuiApplication (offscreen unless a platform is already chosen); reused if one exists."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([sys.argv[0]])


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent size x size square, encoded as PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise RuntimeError(f"Qt could not encode a {size}px PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container holding one PNG entry per size (a width/height byte of 0 means 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS container: 'icns', total length, then (OSType, length, PNG) entries, all big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_all(out: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write every PNG size, the ICO, the ICNS and a copy of the SVG into ``out``; returns them by name."""
    out.mkdir(parents=True, exist_ok=True)
    pngs = {size: render_png(svg, size) for size in PNG_SIZES}
    written: dict[str, Path] = {}
    for size, blob in pngs.items():
        path = out / f"{NAME}-{size}.png"
        path.write_bytes(blob)
        written[f"png{size}"] = path
    written["ico"] = out / f"{NAME}.ico"
    written["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    written["icns"] = out / f"{NAME}.icns"
    written["icns"].write_bytes(icns_bytes(pngs))
    written["svg"] = out / f"{NAME}.svg"
    shutil.copyfile(svg, written["svg"])
    return written


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "build" / "icons"
    for name, path in render_all(out).items():
        print(f"{name:8} {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
