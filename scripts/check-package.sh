#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Package check for CI and by hand: builds the .deb (scripts/build-package.sh), installs
# it with apt (which pulls in the dependencies it declares), and runs the installed
# programs: `replayscope-cli --version` and `replayscope --screenshot` on the offscreen
# platform with the built-in CartPole demo (no file argument), then checks the PNG.
# Removes the package again at the end unless KEEP_INSTALLED=1.
#
#   scripts/check-package.sh [PRESET]       (default: release; CI may pass dev to
#                                             reuse the tree its tests were built in)
# $BUILD_DIR, when set, is the build tree (default build/<PRESET>).
# Prints "N passed, N failed" and exits non-zero when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-release}

./scripts/build-package.sh "$preset"
version=$(sed -n 's/^ *VERSION \([0-9.]*\)$/\1/p' CMakeLists.txt | head -n1)
deb=$(realpath "${BUILD_DIR:-build/$preset}/packages/replayscope_${version}_"*.deb)

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
# --reinstall: a rebuilt package of the same version must replace the installed one.
# Without the recommended packages: the checks below need only what it depends on, and
# the CJK fonts alone are a 60 MB download (Recommends is checked below).
$SUDO apt-get install -y -qq --reinstall --no-install-recommends "$deb"

passed=0
failed=0
check() { # check NAME COMMAND...
    local name=$1
    shift
    if "$@"; then
        echo "PASS: $name"
        passed=$((passed + 1))
    else
        echo "FAIL: $name"
        failed=$((failed + 1))
    fi
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cli_version() {
    local out
    out=$(/usr/bin/replayscope-cli --version) || return 1
    echo "  $out"
    [ "$out" = "replayscope-cli $version" ]
}

screenshot() {
    # A fresh HOME and XDG dirs so no settings of the person running this leak in.
    HOME=$work XDG_CONFIG_HOME=$work/config XDG_RUNTIME_DIR=$work QT_QPA_PLATFORM=offscreen \
        timeout 120 /usr/bin/replayscope --screenshot "$work/x.png" || return 1
    # The PNG must decode, be the documented 1200x760 (times the device pixel ratio)
    # and show more than a blank window: count its distinct colours.
    /usr/bin/python3 - "$work/x.png" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, chunks = 8, {}
idat = b""
while pos < len(data):
    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if kind == b"IDAT":
        idat += body
    else:
        chunks.setdefault(kind, body)
    pos += 12 + n
w, h, depth, ctype = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
assert depth == 8 and ctype in (2, 6), f"unexpected PNG format depth={depth} colour type={ctype}"
assert (w, h) in ((1200, 760), (2400, 1520)), f"size {w}x{h}, expected 1200x760"
raw = zlib.decompress(idat)
bpp = 3 if ctype == 2 else 4
stride = w * bpp
# Undo the per-row PNG filters, then count the colours.
prev = bytearray(stride)
colours = set()
for y in range(h):
    f = raw[y * (stride + 1)]
    row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        if f == 1: row[i] = (row[i] + a) & 255
        elif f == 2: row[i] = (row[i] + b) & 255
        elif f == 3: row[i] = (row[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    colours.update(bytes(row[i:i + bpp]) for i in range(0, stride, bpp * 7))
    prev = row
print(f"  {w}x{h}, {len(colours)} colours sampled")
assert len(colours) >= 20, "the window looks blank"
PY
}

installed_files() {
    local f ok=0
    for f in /usr/share/applications/org.example.ReplayScope.desktop \
        /usr/share/metainfo/org.example.ReplayScope.metainfo.xml \
        /usr/share/mime/packages/replayscope.xml \
        /usr/share/icons/hicolor/scalable/apps/org.example.ReplayScope.svg \
        /usr/share/icons/hicolor/48x48/apps/org.example.ReplayScope.png \
        /usr/share/icons/hicolor/512x512/apps/org.example.ReplayScope.png; do
        [ -f "$f" ] || { echo "  missing $f"; ok=1; }
    done
    return $ok
}

depends_computed() {
    # dpkg-shlibdeps must have found the Qt and data-format libraries.
    local depends
    depends=$(dpkg-deb -f "$deb" Depends)
    echo "  Depends: $depends"
    local lib
    for lib in libqt6widgets6 libqt6core6 libhdf5 libqcustomplot libzip4 liblz4-1 libc6 libqt6svg6; do
        [[ $depends == *"$lib"* ]] || { echo "  no $lib"; return 1; }
    done
}

recommends_fonts() {
    # Chinese and Japanese show as boxes without a CJK font (issue 22).
    local recommends
    recommends=$(dpkg-deb -f "$deb" Recommends)
    echo "  Recommends: $recommends"
    [[ $recommends == *"fonts-noto-cjk"* ]]
}

check "Depends computed from the binaries" depends_computed
check "Recommends a CJK font for the Chinese and Japanese interfaces" recommends_fonts
check "desktop file, metainfo, MIME XML and icons installed" installed_files
check "replayscope-cli --version" cli_version
check "replayscope --screenshot (offscreen, demo data)" screenshot

if [ "${KEEP_INSTALLED:-0}" != 1 ]; then
    $SUDO apt-get remove -y -qq replayscope >/dev/null
fi
echo "package: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
