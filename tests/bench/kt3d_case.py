#!/usr/bin/env python3
"""The end-to-end case of the README's timings: 20,000 data in a 1000 x 1000 x 100 box, kriged
onto 100 x 100 x 100 = 10^6 nodes by strata-cli kt3d (GSLIB parameter file, GeoEAS out) and
strata-cli krige (the same job from flags, CSV out); their variograms by strata-cli gamv.

    python3 tests/bench/kt3d_case.py FOLDER
    cd FOLDER && sh run.sh /path/to/build/bin/strata-cli

run.sh runs the three, on the CPU, with --timings.

The data are a smooth field (a sum of sines) plus noise, at uniform random locations; seed fixed,
so every run writes the same files.
"""
import math
import os
import random
import shlex
import sys

DATA = 20000
NODES = (100, 100, 100)
SPACING = (10.0, 10.0, 1.0)
MODEL = "0.1 nug + 0.9 sph(150,150,20)"

KT3D_PAR = """                  Parameters for KT3D
                  *******************

START OF PARAMETERS:
data.dat                         -file with data
0  1  2  3  4  0                 -   columns for DH,X,Y,Z,var,sec var
-1.0e21   1.0e21                 -   trimming limits
0                                -option: 0=grid, 1=cross, 2=jackknife
none.dat                         -file with jackknife data
1   2   3    4    0              -   columns for X,Y,Z,vr and sec var
0                                -debugging level: 0,1,2,3
kt3d.dbg                         -file for debugging output
kt3d.out                         -file for kriged output
{nx}   {x0}    {dx}              -nx,xmn,xsiz
{ny}   {y0}    {dy}              -ny,ymn,ysiz
{nz}   {z0}    {dz}              -nz,zmn,zsiz
1    1      1                    -x,y and z block discretization
4    16                          -min, max data for kriging
0                                -max per octant (0-> not used)
150.0  150.0  20.0               -maximum search radii
 0.0   0.0   0.0                 -angles for search ellipsoid
1     0.0                        -0=SK,1=OK,2=non-st SK,3=exdrift
0 0 0 0 0 0 0 0 0                -drift: x,y,z,xx,yy,zz,xy,xz,zy
0                                -0, variable; 1, estimate trend
none.dat                         -gridded file with drift/mean
4                                -  column number in gridded file
1    0.1                         -nst, nugget effect
1    0.9  0.0   0.0   0.0        -it,cc,ang1,ang2,ang3
         150.0  150.0  20.0      -a_hmax, a_hmin, a_vert
"""

GAMV_PAR = """                  Parameters for GAMV
                  *******************

START OF PARAMETERS:
data.dat                          -file with data
1   2   3                         -   columns for X, Y, Z coordinates
1   4                             -   number of variables,column numbers
-1.0e21     1.0e21                -   trimming limits
gamv.out                          -file for variogram output
20                                -number of lags
25.0                              -lag separation distance
12.5                              -lag tolerance
2                                 -number of directions
0.0  90.0 1.0e6  0.0  90.0 1.0e6  -azm,atol,bandh,dip,dtol,bandv
0.0  90.0 1.0e6  90.0 22.5 1.0e6  -azm,atol,bandh,dip,dtol,bandv
0                                 -standardize sills? (0=no, 1=yes)
1                                 -number of variograms
1   1   1                         -tail var., head var., variogram type
"""


def field(x, y, z):
    return 10 + 3 * math.sin(x / 170.0) * math.cos(y / 230.0) + 0.02 * z + math.sin((x + y) / 90.0)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(20261127)
    extent = [n * d for n, d in zip(NODES, SPACING)]
    with open(os.path.join(folder, "data.dat"), "w") as f:
        f.write("20,000 data of the end-to-end kriging case\n4\nX\nY\nZ\nvalue\n")
        for _ in range(DATA):
            x, y, z = (rng.uniform(0, e) for e in extent)
            f.write(f"{x:.3f} {y:.3f} {z:.3f} {field(x, y, z) + rng.gauss(0, 0.3):.4f}\n")
    origin = [d / 2 for d in SPACING]
    grid = dict(nx=NODES[0], ny=NODES[1], nz=NODES[2], x0=origin[0], y0=origin[1], z0=origin[2],
                dx=SPACING[0], dy=SPACING[1], dz=SPACING[2])
    with open(os.path.join(folder, "kt3d.par"), "w") as f:
        f.write(KT3D_PAR.format(**grid))
    with open(os.path.join(folder, "gamv.par"), "w") as f:
        f.write(GAMV_PAR)
    krige = ["--data", "data.dat", "--columns", "X,Y,Z,value", "--type", "ok", "--model", MODEL,
             "--ndmin", "4", "--ndmax", "16", "--radius", "150,150,20",
             "--grid", "{nx},{ny},{nz}:{x0},{y0},{z0}:{dx},{dy},{dz}".format(**grid), "--out", "krige.csv"]
    with open(os.path.join(folder, "run.sh"), "w") as f:
        f.write('cli="${1:-strata-cli}"\n')
        f.write('"$cli" kt3d kt3d.par --backend cpu --timings\n')
        f.write('"$cli" krige ' + " ".join(shlex.quote(a) for a in krige) + " --backend cpu --timings\n")
        f.write('"$cli" gamv gamv.par --backend cpu --timings\n')


if __name__ == "__main__":
    main()
