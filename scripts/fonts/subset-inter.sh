#!/usr/bin/env bash
# Makes the site's two Inter files (app/assets/fonts/) from the variable font
# in @fontsource-variable/inter. Run it after upgrading that package.
#
# What it keeps, and why the file is 29 KB instead of 48 KB for Latin:
# - the weight axis from 400 to 800 only: the site sets text in regular (400)
#   to extra bold (800), never lighter or heavier;
# - the same characters as the package's Latin and Latin Extended subsets
#   (the unicode-range in app/assets/fonts/inter.css must match them);
# - the OpenType features the site uses: kerning, mark positioning,
#   contextual alternates and tabular figures (fractions and proportional
#   figure variants are dropped); no hinting (browsers ignore it on woff2 text
#   at these sizes).
#
# Needs fontTools: `apt-get install -y python3-fonttools python3-brotli`.
set -euo pipefail
cd "$(dirname "$0")/../.."

source_dir=node_modules/@fontsource-variable/inter/files
out_dir=app/assets/fonts
python=/usr/bin/python3
features="kern,mark,mkmk,ccmp,locl,calt,tnum"

latin="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
latin_ext="U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF"

if ! "$python" -c "import fontTools, brotli" 2>/dev/null; then
  echo "fontTools is missing: apt-get install -y python3-fonttools python3-brotli" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

subset() {
  local name=$1 unicodes=$2
  "$python" -m fontTools.varLib.instancer "$source_dir/inter-$name-wght-normal.woff2" wght=400:800 -q -o "$work/$name.ttf"
  "$python" -m fontTools.subset "$work/$name.ttf" --unicodes="$unicodes" --layout-features="$features" \
    --no-hinting --name-IDs='*' --flavor=woff2 --output-file="$out_dir/inter-$name-wght-400-800.woff2"
  echo "$out_dir/inter-$name-wght-400-800.woff2: $(stat -c %s "$out_dir/inter-$name-wght-400-800.woff2") bytes"
}

subset latin "$latin"
subset latin-ext "$latin_ext"
