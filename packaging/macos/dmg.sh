#!/usr/bin/env bash
# Pack Starboard.app into a .dmg; sign and notarise it when the credentials are in the environment.
#
#   bash packaging/macos/dmg.sh dist/Starboard.app dist/Starboard-0.1.0-macos-arm64.dmg
#
# Signing the app happens earlier, in PyInstaller (packaging/starboard.spec) when MACOS_SIGN_IDENTITY names a
# "Developer ID Application: NAME (TEAMID)" identity in the keychain; this script then signs the .dmg too.
# Notarising needs either MACOS_NOTARY_PROFILE (a profile saved with `xcrun notarytool store-credentials`)
# or MACOS_NOTARY_APPLE_ID + MACOS_NOTARY_PASSWORD (an app-specific password) + MACOS_NOTARY_TEAM_ID.
# Each step is skipped, with a note, when its variables are absent: the result then only runs after the
# user allows it (right-click > Open, or System Settings > Privacy & Security).
set -euo pipefail

app=${1:?usage: dmg.sh PATH/Starboard.app OUT.dmg}
dmg=${2:?usage: dmg.sh PATH/Starboard.app OUT.dmg}
volume="Starboard"

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --verify --deep --strict --verbose=2 "$app"
else
    echo "dmg.sh: MACOS_SIGN_IDENTITY not set: Starboard.app keeps PyInstaller's ad-hoc signature"
fi

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "$volume" -srcfolder "$staging" -fs HFS+ -format UDZO -imagekey zlib-level=9 -ov "$dmg"

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$dmg"
fi

notary=()
if [ -n "${MACOS_NOTARY_PROFILE:-}" ]; then
    notary=(--keychain-profile "$MACOS_NOTARY_PROFILE")
elif [ -n "${MACOS_NOTARY_APPLE_ID:-}" ] && [ -n "${MACOS_NOTARY_PASSWORD:-}" ] && [ -n "${MACOS_NOTARY_TEAM_ID:-}" ]; then
    notary=(--apple-id "$MACOS_NOTARY_APPLE_ID" --password "$MACOS_NOTARY_PASSWORD" --team-id "$MACOS_NOTARY_TEAM_ID")
fi
if [ ${#notary[@]} -gt 0 ] && [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    xcrun notarytool submit "$dmg" "${notary[@]}" --wait --timeout 30m
    xcrun stapler staple "$dmg"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg"
else
    echo "dmg.sh: notarisation skipped (needs MACOS_SIGN_IDENTITY and MACOS_NOTARY_PROFILE or MACOS_NOTARY_APPLE_ID/PASSWORD/TEAM_ID)"
fi
echo "dmg.sh: wrote $dmg"
