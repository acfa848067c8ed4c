"""Writes the Arabic face the web app self-hosts: IBM Plex Sans Arabic (OFL 1.1, from
@fontsource/ibm-plex-sans-arabic) cut to what Arabic text uses (letters, marks, punctuation;
numbers are formatted with Latin digits, which like Persian and Urdu letters come from the system
face), every OpenType layout feature kept (joining forms, ligatures, mark positioning), hinting
dropped.

Only two weights (400, 700): `font-medium` falls back to 400 and `font-semibold` to 700 by the CSS
font-matching rules, so an Arabic page downloads at most ~21 KB of fonts. English pages use the
system face and download none (the @font-face's unicode-range covers Arabic only).

Run from the repository root with fontTools and brotli (pip install fonttools brotli):
    python3 apps/web/scripts/subset-fonts.py
Keep UNICODES equal to the unicode-range in apps/web/src/index.css.
"""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[3]
SOURCE = ROOT / "node_modules/@fontsource/ibm-plex-sans-arabic/files"
TARGET = ROOT / "apps/web/src/assets/fonts"
UNICODES = "U+060C,U+061B,U+061F,U+0621-0652,U+066A-066D,U+0670,U+200C-200F"

for weight in (400, 700):
    subprocess.run(
        [
            sys.executable, "-m", "fontTools.subset",
            str(SOURCE / f"ibm-plex-sans-arabic-arabic-{weight}-normal.woff2"),
            f"--unicodes={UNICODES}",
            "--layout-features=*",
            # Hinting is a third of the file and modern renderers ignore it for these sizes.
            "--no-hinting",
            "--flavor=woff2",
            f"--output-file={TARGET / f'ibm-plex-sans-arabic-{weight}.woff2'}",
        ],
        check=True,
    )
