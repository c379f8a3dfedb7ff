#!/usr/bin/env python3
"""Generate Sources/PlotKit/Text/LiberationSansMetrics.swift from Liberation Sans.

PlotKit lays out SVG text with real glyph advances, but must not read font files at
run time (servers may have no fonts installed). This one-off dev tool reads Debian's
Liberation Sans Regular and Bold with fontTools and writes their metrics as Swift
array literals.

    pip install fonttools
    python3 scripts/generate-font-metrics.py            # Debian's fonts-liberation files
    python3 scripts/generate-font-metrics.py --font-dir DIR --output FILE

The output is deterministic: running it twice on the same font files gives the same
bytes, so a diff after regenerating means the fonts changed.
"""

import argparse
import hashlib
import os
import subprocess
import sys
import textwrap
import unicodedata

try:
    from fontTools.ttLib import TTFont
except ImportError:  # Give the fix instead of a bare traceback.
    sys.exit("fontTools is missing: pip install fonttools")

DEFAULT_FONT_DIR = "/usr/share/fonts/truetype/liberation"
REGULAR_FILE = "LiberationSans-Regular.ttf"
BOLD_FILE = "LiberationSans-Bold.ttf"
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(
    REPO_ROOT, "Sources", "PlotKit", "Text", "LiberationSansMetrics.swift")

# Kerning is limited to printable ASCII: chart labels are mostly numbers, currency
# and English words, and the font's own pairs outside ASCII are few and rare.
KERN_RANGE = range(0x20, 0x7F)

# Spaces the font has no glyph for. Shapers (HarfBuzz, which Chrome and Firefox use)
# then draw the plain space glyph at a width derived from the font, so we store that
# width. U+202F matters most: ICU-based formatters put it in French grouping and in
# English "3:00 PM" times. Values follow HarfBuzz's fallback-space rules.
SYNTHESIZED_SPACES = {
    0x2000: ("em", 1, 2),  # EN QUAD
    0x2001: ("em", 1, 1),  # EM QUAD
    0x2002: ("em", 1, 2),  # EN SPACE
    0x2003: ("em", 1, 1),  # EM SPACE
    0x2004: ("em", 1, 3),  # THREE-PER-EM SPACE
    0x2005: ("em", 1, 4),  # FOUR-PER-EM SPACE
    0x2006: ("em", 1, 6),  # SIX-PER-EM SPACE
    0x2007: ("glyph", "0", None),  # FIGURE SPACE: width of a (tabular) digit
    0x2008: ("glyph", ".", None),  # PUNCTUATION SPACE: width of the period
    0x2009: ("em", 1, 5),  # THIN SPACE
    0x200A: ("em", 1, 16),  # HAIR SPACE
    0x202F: ("half-space", None, None),  # NARROW NO-BREAK SPACE: half the space
    0x205F: ("em", 4, 18),  # MEDIUM MATHEMATICAL SPACE
}


# General categories left out of the table. Controls and format characters (U+00AD SOFT
# HYPHEN has a glyph, but browsers do not draw it inside a word) measure 0 in Swift; marks
# belong to the cluster of the preceding base. Keeping them out also lets the measurer treat
# a string made only of table code points as one grapheme cluster per scalar.
EXCLUDED_CATEGORIES = {"Cc", "Cf", "Co", "Cs", "Cn", "Mn", "Mc", "Me", "Zl", "Zp"}


def is_excluded(cp):
    """Code points whose font glyph must not be used for measuring."""
    return unicodedata.category(chr(cp)) in EXCLUDED_CATEGORIES


def sha256_prefix(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()[:16]


def debian_package_version():
    """The fonts-liberation package version, for the provenance header; None if unknown."""
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "fonts-liberation"],
            capture_output=True, text=True, check=True,
        )
        return out.stdout.strip() or None
    except (OSError, subprocess.CalledProcessError):
        return None


def kerning_pairs(font):
    """Glyph-pair kerning in font units: GPOS 'kern' pair lookups if present, else legacy 'kern'.

    Browsers apply GPOS kerning and ignore the legacy table when GPOS exists, so GPOS wins.
    Within a lookup the first subtable that covers a pair decides, as in the OpenType spec.
    """
    pairs = {}
    if "GPOS" in font and font["GPOS"].table.FeatureList is not None:
        gpos = font["GPOS"].table
        lookup_indices = sorted({
            i
            for record in gpos.FeatureList.FeatureRecord if record.FeatureTag == "kern"
            for i in record.Feature.LookupListIndex
        })
        for li in lookup_indices:
            lookup = gpos.LookupList.Lookup[li]
            subtables = lookup.SubTable
            if lookup.LookupType == 9:  # Extension lookups wrap the real subtables.
                subtables = [st.ExtSubTable for st in subtables]
            for st in subtables:
                if getattr(st, "LookupType", 2) != 2:
                    continue
                for key, value in pair_pos_entries(font, st):
                    pairs.setdefault(key, value)
        if lookup_indices:
            return pairs, "GPOS 'kern' feature"
    if "kern" in font:
        for table in font["kern"].kernTables:
            if getattr(table, "format", None) == 0:
                for key, value in table.kernTable.items():
                    pairs.setdefault(key, value)
        return pairs, "legacy 'kern' table"
    return pairs, "none (font has no kerning)"


def x_advance(value_record):
    if value_record is None:
        return 0
    return getattr(value_record, "XAdvance", 0) or 0


def pair_pos_entries(font, st):
    if st.Format == 1:
        glyphs = st.Coverage.glyphs
        for first, pair_set in zip(glyphs, st.PairSet):
            for record in pair_set.PairValueRecord:
                yield (first, record.SecondGlyph), x_advance(record.Value1)
    elif st.Format == 2:
        class1 = st.ClassDef1.classDefs if st.ClassDef1 else {}
        class2 = st.ClassDef2.classDefs if st.ClassDef2 else {}
        glyph_order = font.getGlyphOrder()
        for first in st.Coverage.glyphs:
            row = st.Class1Record[class1.get(first, 0)]
            for second in glyph_order:
                value = x_advance(row.Class2Record[class2.get(second, 0)].Value1)
                if value:
                    yield (first, second), value


def face_metrics(font):
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    upem = font["head"].unitsPerEm

    advances = {cp: hmtx[glyph][0] for cp, glyph in cmap.items() if not is_excluded(cp)}
    space = advances[0x20]
    for cp, (kind, a, b) in SYNTHESIZED_SPACES.items():
        if cp in advances:
            continue  # A real glyph always beats a synthesized width.
        if kind == "em":
            advances[cp] = upem * a // b
        elif kind == "glyph":
            advances[cp] = advances[ord(a)]
        else:
            advances[cp] = space // 2

    lowercase = [advances[cp] for cp in range(ord("a"), ord("z") + 1)]
    average_lowercase = round(sum(lowercase) / len(lowercase))

    glyph_pairs, kern_source = kerning_pairs(font)
    glyph_to_codes = {}
    for cp in KERN_RANGE:
        if cp in cmap:
            glyph_to_codes.setdefault(cmap[cp], []).append(cp)
    kerning = {}
    for (left, right), value in glyph_pairs.items():
        if value == 0:
            continue
        for lcp in glyph_to_codes.get(left, ()):
            for rcp in glyph_to_codes.get(right, ()):
                kerning[(lcp << 8) | rcp] = value

    digits = {advances[cp] for cp in range(ord("0"), ord("9") + 1)}
    return {
        "advances": advances,
        "average_lowercase": average_lowercase,
        "kerning": dict(sorted(kerning.items())),
        "kern_source": kern_source,
        "digits_tabular": len(digits) == 1,
        "has_tnum": "GSUB" in font and font["GSUB"].table.FeatureList is not None and any(
            r.FeatureTag == "tnum" for r in font["GSUB"].table.FeatureList.FeatureRecord),
    }


def swift_array(name, swift_type, values, fmt, per_line, doc):
    lines = [f"  /// {doc}", f"  static let {name}: [{swift_type}] = ["]
    for i in range(0, len(values), per_line):
        chunk = values[i:i + per_line]
        lines.append("    " + ", ".join(fmt(v) for v in chunk) + ",")
    lines.append("  ]")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--font-dir", default=DEFAULT_FONT_DIR)
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    args = parser.parse_args()

    paths = {
        "regular": os.path.join(args.font_dir, REGULAR_FILE),
        "bold": os.path.join(args.font_dir, BOLD_FILE),
    }
    for path in paths.values():
        if not os.path.exists(path):
            sys.exit(f"{path} not found: apt-get install fonts-liberation (or pass --font-dir)")
    fonts = {w: TTFont(p) for w, p in paths.items()}
    regular, bold = fonts["regular"], fonts["bold"]

    upem = regular["head"].unitsPerEm
    hhea = regular["hhea"]
    os2 = regular["OS/2"]
    # Both faces must share vertical metrics and the em, or one ascent would be wrong.
    for font in fonts.values():
        assert font["head"].unitsPerEm == upem
        assert (font["hhea"].ascent, font["hhea"].descent) == (hhea.ascent, hhea.descent)
    use_typo = bool(os2.fsSelection & (1 << 7))
    if use_typo:
        ascent, descent, vertical_source = os2.sTypoAscender, -os2.sTypoDescender, "OS/2 typo"
    else:
        ascent, descent, vertical_source = hhea.ascent, -hhea.descent, "hhea"

    faces = {w: face_metrics(f) for w, f in fonts.items()}
    code_points = sorted(set(faces["regular"]["advances"]) | set(faces["bold"]["advances"]))
    if any(cp > 0xFFFF for cp in code_points):
        sys.exit("non-BMP code point in the table: widen codePoints to UInt32")
    for w in faces:
        missing = [cp for cp in code_points if cp not in faces[w]["advances"]]
        if missing:
            sys.exit(f"{w} lacks {missing[:5]}: the tables assume both faces map the same"
                     " code points")

    version = regular["name"].getDebugName(5)
    package = debian_package_version()
    header = [
        "// swift-format-ignore-file",
        "// GENERATED FILE: DO NOT EDIT. Regenerate with:",
        "//   pip install fonttools && python3 scripts/generate-font-metrics.py",
        "//",
        "// Source fonts (SIL Open Font License 1.1; only metrics are taken, no outlines):",
    ]
    for w, p in paths.items():
        name = fonts[w]["name"].getDebugName(4)
        header.append(f"//   {p}")
        font_version = fonts[w]["name"].getDebugName(5)
        header.append(f"//     {name}, {font_version}, sha256 {sha256_prefix(p)}…")
    if package:
        header.append(f"//   Debian package fonts-liberation {package}")
    header += [
        "//",
        f"// Vertical metrics: {vertical_source} ascent/descent. OS/2 fsSelection bit 7",
        f"// (USE_TYPO_METRICS) is {'set' if use_typo else 'clear'}, so browsers and FreeType "
        f"place the baseline",
        f"// with these values ({ascent / upem:.3f}/{descent / upem:.3f} em). For reference, typo:",
        f"// {os2.sTypoAscender}/{-os2.sTypoDescender} + lineGap {os2.sTypoLineGap}; "
        f"hhea lineGap {hhea.lineGap}; win {os2.usWinAscent}/{os2.usWinDescent}.",
        "//",
        "// Advances: every code point the fonts map (Basic Latin, Latin-1, Latin Extended-A/B,",
        "// Greek, Cyrillic, general punctuation, currency, arrows, letterlike, math, box",
        "// drawing…) except controls, format characters, marks and private use, plus widths",
        "// shapers synthesize for spaces the font lacks (SYNTHESIZED_SPACES in the script):",
    ]
    synthesized = [f"U+{cp:04X}" for cp in SYNTHESIZED_SPACES if cp not in regular.getBestCmap()]
    header += ["//   " + line for line in textwrap.wrap(", ".join(synthesized) + ".", 90)]
    header += [
        "// Digits: " + ("all ten share one advance (tabular by default)"
                         if faces["regular"]["digits_tabular"] else "proportional") + ";"
        f" GSUB {'has' if faces['regular']['has_tnum'] else 'has no'} 'tnum'.",
        f"// Kerning: from the {faces['regular']['kern_source']}, pairs of printable ASCII with a",
        "// non-zero x-advance adjustment, keyed (left << 8) | right.",
    ]

    def face_block(w, title):
        face = faces[w]
        adv = [face["advances"][cp] for cp in code_points]
        keys = list(face["kerning"].keys())
        vals = list(face["kerning"].values())
        return "\n\n".join([
            f"  /// Mean advance of a–z in {title}, for characters the table lacks.\n"
            f"  static let {w}AverageLowercaseAdvance: Int = {face['average_lowercase']}",
            swift_array(f"{w}Advances", "UInt16", adv, str, 14,
                        f"{title} advance widths in font units, parallel to `codePoints`."),
            swift_array(f"{w}KerningPairs", "UInt16", keys, lambda k: f"0x{k:04X}", 10,
                        f"{title} kerning pairs `(left << 8) | right`, ascending."),
            swift_array(f"{w}KerningValues", "Int16", vals, str, 14,
                        f"{title} kerning in font units, parallel to `{w}KerningPairs`."),
        ])

    body = "\n\n".join([
        f"  /// Font design units per em; every value below is in these units.\n"
        f"  static let unitsPerEm: Int = {upem}",
        f"  /// Distance from baseline to the top of the line box ({vertical_source}).\n"
        f"  static let ascent: Int = {ascent}",
        f"  /// Distance from baseline to the bottom of the line box ({vertical_source}),"
        " positive.\n"
        f"  static let descent: Int = {descent}",
        swift_array("codePoints", "UInt16", code_points, lambda c: f"0x{c:04X}", 10,
                    "Code points with a known advance, ascending, for binary search."),
        face_block("regular", "Regular"),
        face_block("bold", "Bold"),
    ])

    text = "\n".join(header) + "\n\n" + (
        f"/// Metrics of Liberation Sans {version.replace('Version ', '')}"
        " (metric-compatible with Arial).\n"
        "enum LiberationSansMetrics {\n" + body + "\n}\n"
    )
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {args.output}: {len(code_points)} code points, "
          f"{len(faces['regular']['kerning'])}/{len(faces['bold']['kerning'])} kerning pairs, "
          f"{len(text.encode())} bytes")


if __name__ == "__main__":
    main()
