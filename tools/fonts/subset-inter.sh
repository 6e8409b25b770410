#!/usr/bin/env bash
# Makes the site's three Inter files (app/assets/fonts/) from the variable font
# in @fontsource-variable/inter. Run it after upgrading that package:
# `npm run art -- fonts`.
#
# What it keeps, so that the face every page preloads is a third of the
# package's Latin file:
# - the weight axis from 400 to 800 only: the site sets text in regular (400)
#   to extra bold (800), never lighter or heavier;
# - the same characters as the package's Latin and Latin Extended subsets,
#   in three files: "core" (ASCII and the typographic punctuation the copy
#   uses: curly quotes, dashes, ellipsis, bullet, ©, ®, ™, §, ·, ×, €, minus),
#   which every page preloads; "latin", the rest of the Latin subset
#   (accented letters and rarer punctuation), and "latin-ext". A browser
#   fetches the last two only for a page with a character in their range, so
#   a name such as "Zoë" in new copy still renders in Inter. The
#   unicode-range of each face in app/assets/fonts/inter.css must match the
#   ranges here;
# - the OpenType features the site uses: kerning, mark positioning and
#   tabular figures; no hinting (browsers ignore it on woff2 text at these
#   sizes). Fractions, proportional-figure variants and contextual alternates
#   are dropped. Inter's contextual alternates are mostly arrow ligatures
#   ("->" drawn as an arrow), which the copy never writes, and a preloaded
#   font is on every page's LCP path.
#
# Needs fontTools: `apt-get install -y python3-fonttools python3-brotli`.
set -euo pipefail
cd "$(dirname "$0")/../.."

source_dir=node_modules/@fontsource-variable/inter/files
out_dir=app/assets/fonts
python=/usr/bin/python3
features="kern,mark,mkmk,ccmp,locl,tnum"

core="U+0000-007E,U+00A0,U+00A7,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20AC,U+2122,U+2212"
latin="U+007F-009F,U+00A1-00A6,U+00A8,U+00AA-00AD,U+00AF-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201E-2021,U+2023-2025,U+2027-206F,U+2191,U+2193,U+2215,U+FEFF,U+FFFD"
latin_ext="U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF"

if ! "$python" -c "import fontTools, brotli" 2>/dev/null; then
  echo "fontTools is missing: apt-get install -y python3-fonttools python3-brotli" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# subset <output name> <package subset it is cut from> <characters>
subset() {
  local name=$1 source=$2 unicodes=$3
  "$python" -m fontTools.varLib.instancer "$source_dir/inter-$source-wght-normal.woff2" wght=400:800 -q -o "$work/$name.ttf"
  "$python" -m fontTools.subset "$work/$name.ttf" --unicodes="$unicodes" --layout-features="$features" \
    --no-hinting --name-IDs='*' --flavor=woff2 --output-file="$out_dir/inter-$name-wght-400-800.woff2"
  echo "$out_dir/inter-$name-wght-400-800.woff2: $(stat -c %s "$out_dir/inter-$name-wght-400-800.woff2") bytes"
}

subset core latin "$core"
subset latin latin "$latin"
subset latin-ext latin-ext "$latin_ext"
