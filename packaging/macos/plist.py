"""The Info.plist keys of Starboard.app: the document type that makes Finder open .starboard saves."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any


def _load_metadata() -> Any:
    path = Path(__file__).resolve().parents[1] / "metadata.py"
    spec = importlib.util.spec_from_file_location("starboard_packaging_metadata", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


metadata = _load_metadata()

BUNDLE_ID = metadata.APP_ID
SAVE_UTI = f"{metadata.APP_ID}.save"


def info_plist(version: str) -> dict[str, Any]:
    """Keys merged into PyInstaller's Info.plist (it adds the executable, icon and bundle id itself)."""
    return {
        "CFBundleName": metadata.APP_NAME,
        "CFBundleDisplayName": metadata.APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": "11.0",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSLocalNetworkUsageDescription": "Starboard finds and joins games hosted on your local network.",
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": metadata.FILE_TYPE_NAME,
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [SAVE_UTI],
                "CFBundleTypeExtensions": [metadata.EXTENSION.lstrip(".")],
                "CFBundleTypeIconFile": "starboard.icns",
            }
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": SAVE_UTI,
                "UTTypeDescription": metadata.FILE_TYPE_NAME,
                "UTTypeConformsTo": ["public.json", "public.data"],
                "UTTypeIconFile": "starboard.icns",
                "UTTypeTagSpecification": {
                    "public.filename-extension": [metadata.EXTENSION.lstrip(".")],
                    "public.mime-type": [metadata.MIME_TYPE],
                },
            }
        ],
    }
