#!/usr/bin/env python3
"""Inputs of scripts/bench-peers.sh: N points in a 10 km square with a smooth field plus noise,
as a GeoEAS file (title; 3; x; y; value) that GSLIB, gstat and Strata all read.
Usage: peers_data.py N OUT [SEED]   (seed 20240611 unless given)"""
import math
import random
import sys

count, out = int(sys.argv[1]), sys.argv[2]
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 20240611)
with open(out, "w") as f:
    f.write(f"peers benchmark data: {count} points\n3\nx\ny\nvalue\n")
    for _ in range(count):
        x, y = rng.uniform(0, 10000), rng.uniform(0, 10000)
        value = math.sin(x / 800) + math.cos(y / 1100) + rng.gauss(0, 0.3)
        f.write(f"{x:.3f} {y:.3f} {value:.5f}\n")
