"""The app icon is rendered from assets/ui/icon.svg to PNG sizes, an ICO and an ICNS at build time."""

from __future__ import annotations

import struct
from pathlib import Path

import icons
import pytest

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def rendered(rendered_icons: dict[str, Path]) -> dict[str, Path]:
    return rendered_icons


def _qt_sizes(path: Path) -> list[int]:
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(path))
    sizes = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        assert image.width() == image.height()
        sizes.append(image.width())
    return sizes


def test_every_png_size_is_a_square_png_of_that_size(rendered: dict[str, Path]) -> None:
    from PySide6.QtGui import QImage

    for size in icons.PNG_SIZES:
        path = rendered[f"png{size}"]
        assert path.read_bytes().startswith(PNG_SIGNATURE)
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


def test_the_icon_is_drawn_not_blank(rendered: dict[str, Path]) -> None:
    from PySide6.QtGui import QImage

    image = QImage(str(rendered["png64"]))
    assert image.pixelColor(0, 0).alpha() == 0  # transparent outside the rounded square
    assert image.pixelColor(32, 32).alpha() == 255  # the star in the middle


def test_the_ico_holds_one_png_per_windows_size(rendered: dict[str, Path]) -> None:
    data = rendered["ico"].read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for index, size in enumerate(icons.ICO_SIZES):
        width, height, _, _, planes, bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        assert (width or 256, height or 256, planes, bpp) == (size, size, 1, 32)
        assert data[offset:offset + 8] == PNG_SIGNATURE and offset + length <= len(data)
    assert _qt_sizes(rendered["ico"]) == list(icons.ICO_SIZES)


def test_the_icns_holds_every_retina_and_standard_entry(rendered: dict[str, Path]) -> None:
    data = rendered["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    offset, kinds = 8, []
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack_from(">I", data, offset + 4)[0]
        assert data[offset + 8:offset + 16] == PNG_SIGNATURE
        kinds.append(kind)
        offset += length
    assert offset == len(data)
    assert kinds == [kind for kind, _ in icons.ICNS_TYPES]
    assert {b"ic10", b"ic09", b"ic07", b"icp4"} <= set(kinds)  # 1024 (512@2x), 512, 128, 16
    assert sorted(_qt_sizes(rendered["icns"])) == sorted(size for _, size in icons.ICNS_TYPES)


def test_the_svg_is_copied_for_the_scalable_theme_folder(rendered: dict[str, Path]) -> None:
    assert rendered["svg"].read_bytes() == icons.SVG.read_bytes()
