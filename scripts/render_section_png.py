#!/usr/bin/env python3
"""Render a raw float32 section (an RTM image, a velocity model) to a PNG, with the standard library only.

    scripts/render_section_png.py IMAGE.bin --nx 1601 --nz 401 [--z-fastest] [--clip 99] [--palette seismic|gray]
                                  [--skip-top 0] --out image.png

Values are clipped at the given percentile of |value| (seismic: symmetric red-white-blue; gray: black-white
between the minimum and the clip) and written one pixel per node, x to the right, depth down.
"""
import argparse
import array
import struct
import sys
import zlib


def read_section(path, nx, nz, z_fastest):
    values = array.array("f")
    with open(path, "rb") as f:
        values.frombytes(f.read())
    if sys.byteorder != "little":
        values.byteswap()
    if len(values) != nx * nz:
        sys.exit(f"{path}: {len(values)} values, expected {nx} x {nz}")
    # rows[iz][ix]
    if z_fastest:
        return [[values[ix * nz + iz] for ix in range(nx)] for iz in range(nz)]
    return [[values[iz * nx + ix] for ix in range(nx)] for iz in range(nz)]


def percentile(sorted_values, p):
    k = min(len(sorted_values) - 1, max(0, int(round(p / 100.0 * (len(sorted_values) - 1)))))
    return sorted_values[k]


def colour(value, clip, palette, low):
    if palette == "gray":
        t = 0.0 if clip <= low else min(1.0, max(0.0, (value - low) / (clip - low)))
        g = int(round(255 * t))
        return g, g, g
    t = 0.0 if clip <= 0 else max(-1.0, min(1.0, value / clip))
    if t >= 0:  # white -> red
        return 255, int(round(255 * (1 - t))), int(round(255 * (1 - t)))
    return int(round(255 * (1 + t))), int(round(255 * (1 + t))), 255  # white -> blue


def write_png(path, rows_rgb, width, height):
    raw = bytearray()
    for row in rows_rgb:
        raw.append(0)  # filter: none
        raw.extend(row)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("section")
    p.add_argument("--nx", type=int, required=True)
    p.add_argument("--nz", type=int, required=True)
    p.add_argument("--z-fastest", action="store_true")
    p.add_argument("--clip", type=float, default=99.0, help="percentile of |value| that saturates the colours")
    p.add_argument("--palette", choices=["seismic", "gray"], default="seismic")
    p.add_argument("--skip-top", type=int, default=0, help="rows left out of the clip statistics (source artefacts)")
    p.add_argument("--out", required=True)
    a = p.parse_args()

    rows = read_section(a.section, a.nx, a.nz, a.z_fastest)
    stats_rows = rows[a.skip_top:] if a.skip_top < a.nz else rows
    if a.palette == "gray":
        flat = sorted(v for row in stats_rows for v in row)
        low, clip = flat[0], percentile(flat, a.clip)
    else:
        flat = sorted(abs(v) for row in stats_rows for v in row)
        low, clip = 0.0, percentile(flat, a.clip)
    rgb_rows = []
    for row in rows:
        line = bytearray()
        for v in row:
            line.extend(colour(v, clip, a.palette, low))
        rgb_rows.append(line)
    write_png(a.out, rgb_rows, a.nx, a.nz)
    print(f"{a.out}: {a.nx} x {a.nz}, clip {clip:.4g} ({a.clip} percentile)")


if __name__ == "__main__":
    main()
