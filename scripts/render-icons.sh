#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ReplayScope developers
# SPDX-License-Identifier: MIT
#
# Renders the application icon's PNG sizes from its SVG (resources/icons/app/). The PNGs
# are committed, so run this only after editing replayscope.svg, and look at the small
# sizes: 16 and 22 px are where a drawing stops being readable. Needs rsvg-convert
# (Debian's librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../resources/icons/app"
command -v rsvg-convert >/dev/null || { echo "render-icons: install librsvg2-bin" >&2; exit 1; }
mkdir -p png
for size in 16 22 24 32 48 64 128 256 512; do
    rsvg-convert --width "$size" --height "$size" replayscope.svg --output "png/replayscope-$size.png"
done
ls -l png
