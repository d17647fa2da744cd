#!/usr/bin/env python3
"""Nodes of a cokb3d grid whose data selection is not decided by distance alone.

cokb3d sorts the data of the primary search ellipsoid by anisotropic distance and takes, nearest
first, the primary until ndmaxp and the secondaries until ndmaxs; where the last datum taken and
the first one left are at the same distance (or a datum lies on the ellipsoid's surface), cokb3d
(super-block order, then an unstable sort) and Strata (data index) may keep different data. This
prints those nodes (1-based, x fastest) for --skip-rows. Usage: cokb3d_ties.py PARAMS.par
(run where the .par's data file is)."""
import math
import sys


def values(line, n, cast=float):
    return [cast(t) for t in line.replace(',', ' ').split()[:n]]


def read_par(path):
    lines = open(path).read().splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith('STAR'))
    p = lines[start + 1:]
    nvr = values(p[1], 1, int)[0]
    cols = values(p[2], 3 + nvr, int)
    tmin, tmax = values(p[3], 2)
    grid = [values(p[10 + a], 3) for a in range(3)]
    _, ndmaxp, ndmaxs = values(p[14], 3, int)
    radii = values(p[15], 3)
    angles = values(p[17], 3)
    return dict(data=p[0].split()[0], nvr=nvr, cols=cols, tmin=tmin, tmax=tmax, grid=grid, ndmaxp=ndmaxp,
                ndmaxs=ndmaxs, radii=radii, angles=angles)


def read_geoeas(path):
    lines = open(path).read().splitlines()
    n = int(lines[1].split()[0])
    return [[float(t) for t in l.split()] for l in lines[2 + n:] if l.strip()]


def setrot(ang1, ang2, ang3, anis1, anis2):
    d = math.pi / 180
    alpha = (90 - ang1) * d if 0 <= ang1 < 270 else (450 - ang1) * d
    beta, theta = -ang2 * d, ang3 * d
    sa, sb, st, ca, cb, ct = map(lambda f: f, (math.sin(alpha), math.sin(beta), math.sin(theta),
                                              math.cos(alpha), math.cos(beta), math.cos(theta)))
    f1, f2 = 1 / max(anis1, 1e-20), 1 / max(anis2, 1e-20)
    return [[cb * ca, cb * sa, -sb],
            [f1 * (-ct * sa + st * sb * ca), f1 * (ct * ca + st * sb * sa), f1 * (st * cb)],
            [f2 * (st * sa + ct * sb * ca), f2 * (-st * ca + ct * sb * sa), f2 * (ct * cb)]]


def main():
    p = read_par(sys.argv[1])
    rows = read_geoeas(p['data'])
    r = p['radii']
    rot = setrot(*p['angles'], r[1] / r[0], r[2] / r[0])
    radsqd = r[0] * r[0]
    (nx, xmn, xs), (ny, ymn, ys), (nz, zmn, zs) = p['grid']
    ix, iy, iz = p['cols'][:3]
    data = []
    for row in rows:
        x = row[ix - 1] if ix > 0 else xmn
        y = row[iy - 1] if iy > 0 else ymn
        z = row[iz - 1] if iz > 0 else zmn
        ok = [p['tmin'] <= row[c - 1] < p['tmax'] for c in p['cols'][3:]]
        data.append((x, y, z, ok))
    ties = []
    node = 0
    for kz in range(int(nz)):
        for ky in range(int(ny)):
            for kx in range(int(nx)):
                node += 1
                x0, y0, z0 = xmn + kx * xs, ymn + ky * ys, zmn + kz * zs
                near = []
                for (x, y, z, ok) in data:
                    d = (x - x0, y - y0, z - z0)
                    h = sum(sum(rot[i][k] * d[k] for k in range(3)) ** 2 for i in range(3))
                    if h <= radsqd * (1 + 1e-6):
                        near.append((h, ok))
                near.sort(key=lambda t: t[0])
                if tied(near, p['ndmaxp'], p['ndmaxs'], radsqd):
                    ties.append(node)
    print('\n'.join(' '.join(map(str, ties[i:i + 25])) for i in range(0, len(ties), 25)))


def tied(near, ndmaxp, ndmaxs, radsqd):
    # The distance of the last primary and secondary datum taken, and of every datum left; a
    # datum on the ellipsoid's surface that would be taken may be in or out.
    np = ns = 0
    lastp = lasts = None
    leftp, lefts = [], []
    for h, ok in near:
        if abs(h - radsqd) <= 1e-6 * radsqd and ((ok[0] and np < ndmaxp) or (any(ok[1:]) and ns < ndmaxs)):
            return True
        if ok[0]:
            if np < ndmaxp:
                np += 1
                lastp = h
            else:
                leftp.append(h)
        for s in ok[1:]:
            if s:
                if ns < ndmaxs:
                    ns += 1
                    lasts = h
                else:
                    lefts.append(h)
    close = lambda a, b: abs(a - b) <= 1e-6 * max(1.0, abs(a))
    return (lastp is not None and any(close(lastp, h) for h in leftp)) or \
           (lasts is not None and any(close(lasts, h) for h in lefts))


main()
