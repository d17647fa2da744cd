#!/usr/bin/env python3
"""A hostile user's sweep of strata-cli: a few hundred odd or bad inputs across every verb, each run
under a time limit and a memory cap, classified automatically.

    python3 tests/cli/hostile_sweep.py [--cli build/bin/strata-cli] [--keep] [--only REGEX] [--list]

Classes:
  clear       exit 1 (or CLI11's 100..120 for a command line it cannot parse) before work, the message names the option, the file (with line:column) or the value
  accepted    exit 0 with a sensible output (no NaN/inf, not empty); a bad part of an input only when
              stderr says what was left out
  unclear     an error that names neither the option nor the file, or a valid input refused
  silent      exit 0 with NaN/inf/empty output, or a bad input accepted
  crash       a signal, exit 3 ("internal error") or any other exit status
  hang        still running after the time limit
  memory      bad_alloc / out of memory under the memory cap, or a resident size above the cap
  lost        a file that existed before the run changed although the run failed
  leftover    a temporary (*.tmp-*) or a new output left behind by a failing run

Every case runs in a scratch folder created for the sweep (removed at the end unless --keep), with
the repository's test data copied in. Exit status: 0 when every case is clear or accepted.
"""
import argparse
import hashlib
import math
import os
import re
import resource
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIME_LIMIT_S = 20
MEMORY_CAP = 4 << 30
SENTINEL = b"old contents: must survive a failing run\n"
CLASSES = ["clear", "accepted", "unclear", "silent", "crash", "hang", "memory", "lost", "leftover"]


# ---------------------------------------------------------------- fixtures
def write(work, name, data):
    path = os.path.join(work, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())
    return path


def floats(values):
    return struct.pack("<%df" % len(values), *values)


def make_fixtures(work):
    shutil.copy(os.path.join(REPO, "tests/data/gslib/cluster.dat"), work)
    shutil.copy(os.path.join(REPO, "tests/data/gslib/synth3d.dat"), work)
    for name in ("collar.csv", "survey.csv", "lithology.csv", "assay.csv"):
        shutil.copy(os.path.join(REPO, "resources/samples/laterite", name), os.path.join(work, "lat_" + name))
    good = "x,y,v\n1,1,1\n5,2,3\n2,7,2\n8,8,5\n4,4,4\n9,1,0\n"
    points = {
        "good.csv": good,
        "empty.csv": "",
        "header_only.csv": "x,y,v\n",
        "one.csv": "x,y,v\n1,1,1\n",
        "two.csv": "x,y,v\n1,1,1\n2,2,3\n",
        "collinear.csv": "x,y,v\n0,0,1\n1,1,2\n2,2,3\n3,3,4\n4,4,5\n",
        "coincident.csv": "x,y,v\n2,2,1\n2,2,3\n2,2,2\n2,2,5\n",
        "constant.csv": "x,y,v\n1,1,7\n5,2,7\n2,7,7\n8,8,7\n",
        "nan_values.csv": "x,y,v\n1,1,nan\n5,2,nan\n2,7,nan\n",
        "some_nan.csv": "x,y,v\n1,1,1\n5,2,nan\n2,7,2\n8,8,5\n",
        "inf_value.csv": "x,y,v\n1,1,inf\n5,2,3\n2,7,2\n8,8,5\n",
        "neg_inf_coord.csv": "x,y,v\n-inf,1,1\n5,2,3\n2,7,2\n8,8,5\n",
        "huge_value.csv": "x,y,v\n1,1,1e308\n5,2,3\n2,7,2\n8,8,5\n",
        "big_values.csv": "x,y,v\n1,1,1e200\n5,2,3e200\n2,7,2e200\n8,8,5e200\n",
        "tiny_values.csv": "x,y,v\n1,1,1e-300\n5,2,3e-300\n2,7,2e-300\n8,8,5e-300\n",
        "huge_coords.csv": "x,y,v\n1e20,1e20,1\n5e20,2e20,3\n2e20,7e20,2\n8e20,8e20,5\n",
        "far_coords.csv": "x,y,v\n1e300,1,1\n5,2,3\n2,7,2\n",
        "semicolon.csv": good.replace(",", ";"),
        "tab.csv": good.replace(",", "\t"),
        "pipe.csv": good.replace(",", "|"),
        "crlf.csv": good.replace("\n", "\r\n"),
        "lone_cr.csv": good.replace("\n", "\r"),
        "bom.csv": "\ufeff" + good,
        "decimal_comma.csv": "x;y;v\n1,5;1;1\n5;2,5;3\n2;7;2,5\n8;8;5\n",
        "dup_columns.csv": "x,x,v\n1,1,1\n5,2,3\n2,7,2\n",
        "no_header.csv": "1,1,1\n5,2,3\n2,7,2\n8,8,5\n",
        "text_value.csv": "x,y,v\n1,1,1\n5,2,abc\n2,7,2\n",
        "short_row.csv": "x,y,v\n1,1,1\n5,2\n2,7,2\n",
        "long_row.csv": "x,y,v\n1,1,1\n5,2,3,9,9\n2,7,2\n",
        "quotes.csv": "x,y,v\n\"1,1,1\n" + "\"" * 20000 + "\n",
        "only_newlines.csv": "\n\n\n\n",
        "spaces.csv": "   \n  \n",
        "hex_value.csv": "x,y,v\n1,1,0x10\n5,2,3\n2,7,2\n",
        "neg_zero.csv": "x,y,v\n-0,-0,-0\n5,2,3\n2,7,2\n8,8,5\n",
        "negative_values.csv": "x,y,v\n1,1,-1\n5,2,-3\n2,7,-2\n8,8,-5\n",
        "nul.csv": b"x,y,v\n1,1,1\n5,\x002,3\n",
        "binary.csv": bytes(range(256)) * 8,
        "utf16.csv": good.encode("utf-16"),
        "long_line.csv": "x,y,v\n" + "1" * 2000000 + ",1,1\n2,2,2\n",
        "many_columns.csv": ",".join(["x", "y"] + ["c%d" % i for i in range(5000)]) + "\n" +
                            ",".join(["1"] * 5002) + "\n",
        "geoeas_truncated.dat": "title\n5\nx\ny\nv\n",
        "geoeas_short_names.dat": "title\n3\nx\ny\n1 2 3\n",
        "geoeas_nvar_huge.dat": "title\n2000000000\nx\ny\nv\n1 2 3\n",
        "geoeas_nvar_negative.dat": "title\n-3\nx\ny\nv\n1 2 3\n",
        "geoeas_nvar_zero.dat": "title\n0\n1 2 3\n",
        "geoeas_nvar_text.dat": "title\nthree\nx\ny\nv\n1 2 3\n",
        "geoeas_missing_codes.dat": "title\n3\nx\ny\nv\n1 1 -999\n2 2 -999\n3 3 -999\n",
        "geoeas_title_only.dat": "title\n",
        "targets_good.csv": "x,y\n1.5,1.5\n3,3\n",
        "targets_empty.csv": "",
        "targets_header.csv": "x,y\n",
        "targets_nan.csv": "x,y\nnan,nan\n3,3\n",
        "targets_inf.csv": "x,y\ninf,1\n3,3\n",
        "three_d.csv": "x,y,z,v\n1,1,1,1\n5,2,1,3\n2,7,2,2\n8,8,3,5\n4,4,2,4\n",
        "flat_3d.csv": "x,y,z,v\n1,1,0,1\n5,2,0,3\n2,7,0,2\n8,8,0,5\n4,4,0,4\n",
    }
    for name, data in points.items():
        write(work, name, data)
    # Variogram tables for `fit`.
    variograms = {
        "vg_good.csv": "distance,value,pairs\n1,0.3,30\n2,0.6,40\n3,0.8,50\n4,0.95,50\n5,1.0,50\n6,1.0,50\n",
        "vg_empty.csv": "",
        "vg_header.csv": "distance,value,pairs\n",
        "vg_one_row.csv": "distance,value,pairs\n1,0.3,30\n",
        "vg_nan.csv": "distance,value,pairs\n1,nan,30\n2,nan,40\n3,nan,50\n",
        "vg_negative_distance.csv": "distance,value,pairs\n-1,0.3,30\n-2,0.6,40\n-3,0.8,50\n",
        "vg_zero_pairs.csv": "distance,value,pairs\n1,0.3,0\n2,0.6,0\n3,0.8,0\n",
        "vg_negative_values.csv": "distance,value,pairs\n1,-0.3,30\n2,-0.6,40\n3,-0.8,50\n",
        "vg_constant.csv": "distance,value,pairs\n1,0,30\n2,0,40\n3,0,50\n",
        "vg_huge.csv": "distance,value,pairs\n1,1e308,30\n2,1e308,40\n3,1e308,50\n",
        "vg_no_columns.csv": "a,b,c\n1,2,3\n",
        "vg_inf_distance.csv": "distance,value,pairs\n1,0.3,30\ninf,0.6,40\n3,0.8,50\n",
    }
    for name, data in variograms.items():
        write(work, name, data)
    # Drillhole tables.
    holes = {
        "dh_collar.csv": "hole_id,x,y,z,depth\nA,0,0,100,20\nB,10,0,100,20\nC,0,10,100,20\nD,10,10,100,20\n",
        "dh_survey.csv": "hole_id,at,azimuth,dip\nA,0,0,-90\nB,0,0,-90\nC,0,0,-90\nD,0,0,-90\n",
        "dh_lith.csv": "hole_id,from,to,unit\nA,0,5,TOP\nA,5,20,BASE\nB,0,6,TOP\nB,6,20,BASE\n"
                       "C,0,4,TOP\nC,4,20,BASE\nD,0,7,TOP\nD,7,20,BASE\n",
        "dh_assay.csv": "hole_id,from,to,au\nA,0,5,1\nA,5,20,2\nB,0,6,1.5\nB,6,20,2.5\nC,0,4,1.2\nC,4,20,2.2\n"
                        "D,0,7,1.1\nD,7,20,2.1\n",
        "dh_collar_empty.csv": "",
        "dh_collar_header.csv": "hole_id,x,y,z,depth\n",
        "dh_collar_nan.csv": "hole_id,x,y,z,depth\nA,nan,0,100,20\nB,10,0,100,20\n",
        "dh_collar_dup.csv": "hole_id,x,y,z,depth\nA,0,0,100,20\nA,10,0,100,20\n",
        "dh_collar_negdepth.csv": "hole_id,x,y,z,depth\nA,0,0,100,-20\nB,10,0,100,-20\n",
        "dh_collar_huge_depth.csv": "hole_id,x,y,z,depth\nA,0,0,100,1e300\nB,10,0,100,20\n",
        "dh_collar_no_id.csv": "x,y,z,depth\n0,0,100,20\n",
        "dh_survey_dip200.csv": "hole_id,at,azimuth,dip\nA,0,0,200\nB,0,0,-90\n",
        "dh_survey_az_nan.csv": "hole_id,at,azimuth,dip\nA,0,nan,-90\nB,0,0,-90\n",
        "dh_survey_neg_at.csv": "hole_id,at,azimuth,dip\nA,-5,0,-90\nB,0,0,-90\n",
        "dh_survey_empty.csv": "",
        "dh_survey_header.csv": "hole_id,at,azimuth,dip\n",
        "dh_survey_unknown_hole.csv": "hole_id,at,azimuth,dip\nZZ,0,0,-90\n",
        "dh_lith_reversed.csv": "hole_id,from,to,unit\nA,5,0,TOP\nA,20,5,BASE\n",
        "dh_lith_overlap.csv": "hole_id,from,to,unit\nA,0,10,TOP\nA,5,20,BASE\nB,0,6,TOP\nB,6,20,BASE\n",
        "dh_lith_zero_len.csv": "hole_id,from,to,unit\nA,5,5,TOP\nA,5,20,BASE\nB,0,6,TOP\nB,6,20,BASE\n",
        "dh_lith_beyond.csv": "hole_id,from,to,unit\nA,0,5,TOP\nA,5,2000,BASE\nB,0,6,TOP\nB,6,20,BASE\n",
        "dh_lith_nan.csv": "hole_id,from,to,unit\nA,nan,5,TOP\nA,5,nan,BASE\n",
        "dh_lith_empty.csv": "",
        "dh_lith_header.csv": "hole_id,from,to,unit\n",
        "dh_lith_empty_unit.csv": "hole_id,from,to,unit\nA,0,5,\nA,5,20,\nB,0,6,\nB,6,20,\n",
        "dh_assay_text.csv": "hole_id,from,to,au\nA,0,5,high\nA,5,20,low\n",
        "dh_assay_nan.csv": "hole_id,from,to,au\nA,0,5,nan\nA,5,20,inf\nB,0,6,1\nB,6,20,2\n",
        "dh_assay_huge.csv": "hole_id,from,to,au\nA,0,5,1e308\nA,5,20,1e308\nB,0,6,1\nB,6,20,2\n",
    }
    for name, data in holes.items():
        write(work, name, data)
    # Seismic: a 20 x 20 velocity section and others that are wrong.
    write(work, "v.bin", floats([2000.0] * 400))
    write(work, "v_short.bin", floats([2000.0] * 399))
    write(work, "v_empty.bin", b"")
    write(work, "v_zero.bin", floats([0.0] * 400))
    write(work, "v_negative.bin", floats([-2000.0] * 400))
    write(work, "v_nan.bin", floats([float("nan")] * 400))
    write(work, "v_inf.bin", floats([float("inf")] * 400))
    write(work, "v_one_nan.bin", floats([2000.0] * 399 + [float("nan")]))
    write(work, "v_text.bin", b"2000 2000 2000\n" * 100)
    write(work, "segy_garbage.segy", b"\0" * 3600 + b"\1" * 1000)
    write(work, "segy_empty.segy", b"")
    write(work, "wavelet_empty.txt", "")
    write(work, "wavelet_nan.txt", "0 nan\n0.001 nan\n")
    write(work, "wavelet_one.txt", "0 1\n")
    write(work, "wavelet_reversed.txt", "0.002 1\n0.001 0\n0 -1\n")
    write(work, "strata_empty.json", "")
    write(work, "strata_bad.json", "{\"units\": 3}")
    write(work, "strata_no_units.json", "{\"units\": [], \"surfaces\": {\"x\": [0, 190], \"ground\": [0, 0]}}")
    write(work, "strata_neg_velocity.json",
          "{\"units\": [{\"name\": \"A\", \"velocity\": -1800}],"
          " \"surfaces\": {\"x\": [0, 190], \"ground\": [0, 0]}}")
    write(work, "strata_nan.json",
          "{\"units\": [{\"name\": \"A\", \"velocity\": 1800}],"
          " \"surfaces\": {\"x\": [0, 190], \"ground\": [NaN, 0]}}")
    write(work, "gathers_garbage.bin", floats([1.0] * 100))
    write(work, "gathers_garbage.bin.json", "{\"dt\": \"fast\"}")
    write(work, "gathers_nojson.bin", floats([1.0] * 100))
    write(work, "grid2d.dat", "grid\n1\nv\n" + "".join("%d\n" % i for i in range(9)))
    write(work, "grid_short.dat", "grid\n1\nv\n0\n1\n")
    write(work, "unknown.xyz123", "1 2 3\n")
    os.makedirs(os.path.join(work, "a_folder"), exist_ok=True)
    os.makedirs(os.path.join(work, "ro"), exist_ok=True)
    write(work, "unreadable.csv", "x,y,v\n1,1,1\n")
    os.chmod(os.path.join(work, "unreadable.csv"), 0)
    os.symlink(os.path.join(work, "no-such-target.csv"), os.path.join(work, "dangling.csv"))
    os.mkfifo(os.path.join(work, "fifo.csv"))
    os.mkfifo(os.path.join(work, "fifo_out"))
    # An output onto a device must not replace it: a copy of /dev/null's node (root only), else a FIFO.
    try:
        os.mknod(os.path.join(work, "device"), 0o666 | 0o020000, os.makedev(1, 3))
    except OSError:
        os.mkfifo(os.path.join(work, "device"))
    make_par_files(work)
    make_jobs(work)


def par_lines(work, name):
    with open(os.path.join(REPO, "tests/data/gslib", name)) as f:
        return f.read().split("\n")


def make_par_files(work):
    """Variants of the GSLIB examples' parameter files: line index (0-based) -> replacement."""
    gamv = par_lines(work, "gamv_cluster.par")
    gamv[4] = gamv[4].replace("cluster.dat", os.path.join(work, "cluster.dat"))
    gamv[8] = os.path.join(work, "gamv.out")
    kt3d = par_lines(work, "kt3d_cluster_ok.par")
    kt3d[4] = kt3d[4].replace("cluster.dat", os.path.join(work, "cluster.dat"))
    kt3d[11] = os.path.join(work, "kt3d.dbg")
    kt3d[12] = os.path.join(work, "kt3d.out")
    kt3d[10] = "0  -debugging level"

    def variant(base, name, edits, keep=None):
        lines = list(base)
        for index, text in edits.items():
            lines[index] = text
        if keep is not None:
            lines = lines[:keep]
        write(work, name, "\n".join(lines))

    variant(gamv, "gamv_ok.par", {})
    gamv_edits = {
        "lags_zero": {9: "0"}, "lags_negative": {9: "-10"}, "lags_fraction": {9: "2.5"},
        "lags_text": {9: "ten"}, "lags_huge": {9: "1e300"}, "lagdist_zero": {10: "0.0"},
        "lagdist_negative": {10: "-5.0"}, "lagdist_nan": {10: "nan"}, "lagdist_inf": {10: "inf"},
        "ndir_zero": {12: "0"}, "ndir_huge": {12: "1000000000"}, "ndir_more_than_lines": {12: "5"},
        "nvar_zero": {6: "0 3"}, "column_beyond": {6: "1 99"}, "column_negative": {6: "1 -3"},
        "column_xy_beyond": {5: "77 2 0"}, "trim_reversed": {7: "1.0e21 -1.0e21"},
        "vtype_unknown": {17: "1 1 99"}, "vtype_zero": {17: "1 1 0"}, "nvario_huge": {16: "1000000000"},
        "atol_negative": {13: "0.0 -90.0 1.0e6 0.0 90.0 1.0e6"},
        "azm_huge": {13: "1e300 22.5 1.0e6 0.0 90.0 1.0e6"},
        "band_nan": {13: "0.0 22.5 nan 0.0 90.0 nan"},
        "data_missing": {4: os.path.join(work, "no-such.dat")},
        "data_empty": {4: os.path.join(work, "empty.csv")},
        "data_folder": {4: os.path.join(work, "a_folder")},
        "out_folder": {8: os.path.join(work, "a_folder")},
        "out_missing_folder": {8: os.path.join(work, "missing", "gamv.out")},
        "std_two": {15: "2"},
    }
    for name, edits in gamv_edits.items():
        variant(gamv, "gamv_%s.par" % name, edits)
    variant(gamv, "gamv_truncated.par", {}, keep=11)
    variant(gamv, "gamv_header_only.par", {}, keep=4)
    write(work, "gamv_empty.par", "")
    write(work, "gamv_no_start.par", "\n".join(gamv[4:]))

    variant(kt3d, "kt3d_ok.par", {})
    kt3d_edits = {
        "nx_zero": {13: "0 0.5 1.0"}, "nx_negative": {13: "-50 0.5 1.0"}, "nx_huge": {13: "1000000000 0.5 1.0"},
        "nx_fraction": {13: "2.5 0.5 1.0"}, "xsiz_zero": {13: "50 0.5 0.0"}, "xsiz_negative": {13: "50 0.5 -1.0"},
        "xsiz_nan": {13: "50 0.5 nan"}, "ndmin_above_ndmax": {17: "20 4"}, "ndmax_zero": {17: "0 0"},
        "ndmax_huge": {17: "4 1000000000"}, "radius_zero": {19: "0.0 0.0 0.0"},
        "radius_negative": {19: "-25.0 25.0 25.0"}, "radius_nan": {19: "nan nan nan"},
        "angles_huge": {20: "1e300 0.0 0.0"}, "angles_nan": {20: "nan 0.0 0.0"},
        "ktype_unknown": {21: "7 0.0"}, "nst_zero": {26: "0 0.2"}, "nst_huge": {26: "1000000000 0.2"},
        "nst_negative": {26: "-1 0.2"}, "it_unknown": {27: "9 0.8 0.0 0.0 0.0"},
        "cc_negative": {27: "1 -0.8 0.0 0.0 0.0"}, "cc_nan": {27: "1 nan 0.0 0.0 0.0"},
        "range_zero": {28: "0.0 0.0 0.0"}, "range_negative": {28: "-10.0 10.0 10.0"},
        "range_huge": {28: "1e300 1e300 1e300"}, "nugget_negative": {26: "1 -0.2"},
        "sill_zero": {26: "1 0.0", 27: "1 0.0 0.0 0.0 0.0"}, "disc_zero": {16: "0 0 0"},
        "disc_huge": {16: "100000 100000 100000"}, "option_unknown": {7: "5"},
        "debug_huge": {10: "99 -debugging level"}, "column_beyond": {5: "0 1 2 0 99 0"},
        "data_missing": {4: os.path.join(work, "no-such.dat")},
        "data_empty": {4: os.path.join(work, "empty.csv")},
        "out_is_dbg": {12: os.path.join(work, "kt3d.dbg")},
        "out_missing_folder": {12: os.path.join(work, "missing", "kt3d.out")},
        "nz_zero": {15: "0 0.5 1.0"}, "skmean_nan": {21: "0 nan"}, "drift_bad": {22: "1 1 1 1 1 1 1 1 7"},
    }
    for name, edits in kt3d_edits.items():
        variant(kt3d, "kt3d_%s.par" % name, edits)
    variant(kt3d, "kt3d_truncated.par", {}, keep=20)
    write(work, "kt3d_empty.par", "")
    write(work, "kt3d_binary.par", bytes(range(256)) * 4)


def make_jobs(work):
    def job(kind, params):
        import json
        return json.dumps({"type": kind, "params": params})

    idw = {"data": {"file": os.path.join(work, "good.csv"), "columns": "x,y,v"}, "grid": "3,3:0,0:1,1",
           "output": os.path.join(work, "est.csv"), "power": 2}
    krige = {"data": {"file": os.path.join(work, "good.csv"), "columns": "x,y,v"}, "grid": "3,3:0,0:1,1",
             "output": os.path.join(work, "est.csv"), "kriging": {"model": "1 sph(10)"}}
    jobs = {
        "job_ok.json": job("idw", idw),
        "job_empty.json": "",
        "job_null.json": "null",
        "job_number.json": "42",
        "job_string.json": "\"idw\"",
        "job_no_type.json": "{\"params\": {}}",
        "job_type_number.json": "{\"type\": 7, \"params\": {}}",
        "job_type_unknown.json": job("kriging9000", idw),
        "job_params_list.json": "{\"type\": \"idw\", \"params\": [1, 2]}",
        "job_params_missing.json": "{\"type\": \"idw\"}",
        "job_power_text.json": job("idw", dict(idw, power="two")),
        "job_power_null.json": job("idw", dict(idw, power=None)),
        "job_power_bool.json": job("idw", dict(idw, power=True)),
        "job_power_list.json": job("idw", dict(idw, power=[2])),
        "job_power_nan.json": job("idw", dict(idw, power="NaN")).replace("\"NaN\"", "NaN"),
        "job_power_inf.json": job("idw", dict(idw, power=1e400)),
        "job_power_zero.json": job("idw", dict(idw, power=0)),
        "job_grid_number.json": job("idw", dict(idw, grid=5)),
        "job_grid_garbage.json": job("idw", dict(idw, grid="a,b:c,d:e,f")),
        "job_grid_zero.json": job("idw", dict(idw, grid="0,0:0,0:1,1")),
        "job_grid_negative_cell.json": job("idw", dict(idw, grid="3,3:0,0:-1,-1")),
        "job_grid_zero_cell.json": job("idw", dict(idw, grid="3,3:0,0:0,0")),
        "job_grid_nan.json": job("idw", dict(idw, grid="3,3:nan,0:1,1")),
        "job_data_number.json": job("idw", dict(idw, data=3)),
        "job_data_missing_file.json": job("idw", dict(idw, data={"file": os.path.join(work, "none.csv"),
                                                                 "columns": "x,y,v"})),
        "job_output_number.json": job("idw", dict(idw, output=5)),
        "job_output_empty.json": job("idw", dict(idw, output="")),
        "job_model_number.json": job("krige", dict(krige, kriging={"model": 5})),
        "job_model_json_bad.json": job("krige", dict(krige, kriging={"model": {"structures": "x"}})),
        "job_ndmax_negative.json": job("krige", dict(krige, kriging={"model": "1 sph(10)",
                                                                      "search": {"ndmax": -1}})),
        "job_ndmax_huge.json": job("krige", dict(krige, kriging={"model": "1 sph(10)",
                                                                  "search": {"ndmax": 10 ** 12}})),
        "job_block_huge.json": job("krige", dict(krige, kriging={"model": "1 sph(10)", "block": [64, 64, 64]})),
        "job_angles_short.json": job("krige", dict(krige, kriging={"model": "1 sph(10)",
                                                                    "search": {"angles": [1]}})),
        "job_deep.json": "[" * 100000 + "]" * 100000,
        "job_big_int.json": job("idw", dict(idw, neighbors=10 ** 30)),
        "job_unicode_key.json": job("idw", dict(idw, **{"pöwer": 2})),
        "job_trailing_garbage.json": job("idw", idw) + " garbage",
        "job_two_objects.json": job("idw", idw) + job("idw", idw),
        "job_comments.json": "// a comment\n" + job("idw", idw),
        "job_info.json": job("info", {}),
        "job_surfaces_units_text.json": job("surfaces", {"column": {"units": "A,B"}, "grid": "3,3:0,0:1,1"}),
        "job_model_tmax_text.json": job("seismic-model", {"tmax": "long"}),
    }
    for name, data in jobs.items():
        write(work, name, data)


# ---------------------------------------------------------------- cases
class Case:
    def __init__(self, name, args, expect="any", outputs=(), protect=(), as_nobody=False):
        self.name = name
        self.args = args
        self.expect = expect          # "error": a bad input; "ok": a valid one; "any": either, if clear
        self.outputs = list(outputs)  # files the run writes (checked for NaN/inf/emptiness on success)
        self.protect = list(protect)  # files that exist before the run and must survive a failure
        self.as_nobody = as_nobody    # permission cases: root reads everything


def flagless(arg):
    return arg[2:] if arg.startswith("--") else arg


def W(name):
    return "@W@/" + name


def point_cases():
    """The point-data verbs, each with its good command and its data file swapped for a bad one."""
    grid = ["--grid", "5,5:0,0:2,2"]
    verbs = {
        "krige": lambda d, c="x,y,v": ["krige", "--data", W(d), "--columns", c, "--model", "0.1 nug + 1 sph(10)"]
        + grid + ["--out", W("est.csv")],
        "idw": lambda d, c="x,y,v": ["idw", "--data", W(d), "--columns", c, "--power", "2"] + grid
        + ["--out", W("est.csv")],
        "aidw": lambda d, c="x,y,v": ["aidw", "--data", W(d), "--columns", c] + grid + ["--out", W("est.csv")],
        "crossvalidate": lambda d, c="x,y,v": ["crossvalidate", "--data", W(d), "--columns", c, "--model",
                                               "0.1 nug + 1 sph(10)", "--out", W("est.csv")],
        "variogram": lambda d, c="x,y,v": ["variogram", "--input", W(d), "--columns", c, "--lags", "4",
                                           "--lag-distance", "2", "--output", W("est.csv")],
        "varmap": lambda d, c="x,y,v": ["varmap", "--input", W(d), "--columns", c, "--cells", "3,3",
                                        "--cell-size", "2,2", "--output", W("est.csv")],
    }
    data = {  # fixture -> expectation
        "good.csv": "ok", "empty.csv": "error", "header_only.csv": "error", "one.csv": "error",
        "collinear.csv": "any", "coincident.csv": "error", "constant.csv": "any", "nan_values.csv": "error",
        "some_nan.csv": "any", "inf_value.csv": "error", "neg_inf_coord.csv": "error", "huge_value.csv": "error",
        "big_values.csv": "any", "tiny_values.csv": "any", "huge_coords.csv": "any", "far_coords.csv": "error",
        "semicolon.csv": "any", "tab.csv": "ok", "pipe.csv": "any", "crlf.csv": "ok", "lone_cr.csv": "any",
        "bom.csv": "ok", "dup_columns.csv": "error", "no_header.csv": "any", "text_value.csv": "error",
        "short_row.csv": "error", "long_row.csv": "error", "quotes.csv": "error", "only_newlines.csv": "error",
        "nul.csv": "error", "binary.csv": "error", "utf16.csv": "any", "long_line.csv": "error",
        "geoeas_truncated.dat": "error", "geoeas_short_names.dat": "error", "geoeas_nvar_huge.dat": "error",
        "geoeas_nvar_negative.dat": "error", "geoeas_nvar_text.dat": "any", "geoeas_missing_codes.dat": "error",
        "geoeas_title_only.dat": "error", "no-such.csv": "error", "a_folder": "error", "dangling.csv": "error",
        "hex_value.csv": "any", "negative_values.csv": "ok",
    }
    weighting = {"one.csv": "any", "coincident.csv": "any"}  # one value, or their mean: IDW is defined
    cases = []
    for verb, command in verbs.items():
        for fixture, expect in data.items():
            if verb in ("idw", "aidw"):
                expect = weighting.get(fixture, expect)
            cases.append(Case("%s/data=%s" % (verb, fixture), command(fixture), expect, [W("est.csv")],
                              [W("est.csv")]))
        cases.append(Case("%s/unreadable" % verb, command("unreadable.csv"), "error", [], [W("est.csv")], True))
        cases.append(Case("%s/columns_unknown" % verb, command("good.csv", "x,y,nothing"), "error", [],
                          [W("est.csv")]))
        cases.append(Case("%s/columns_duplicated" % verb, command("good.csv", "x,x,v"), "error", [],
                          [W("est.csv")]))
        cases.append(Case("%s/columns_number_beyond" % verb, command("good.csv", "1,2,99"), "error", [],
                          [W("est.csv")]))
        cases.append(Case("%s/columns_zero" % verb, command("good.csv", "0,1,2"), "error", [], [W("est.csv")]))
        cases.append(Case("%s/columns_empty_name" % verb, command("good.csv", "x,,v"), "error", [],
                          [W("est.csv")]))
        out = command("good.csv")
        i = len(out) - 1
        cases.append(Case("%s/out_is_input" % verb, out[:i] + [W("good.csv")], "error", [], [W("good.csv")]))
        cases.append(Case("%s/out_read_only_folder" % verb, out[:i] + [W("ro/est.csv")], "error", [], [],
                          True))
        # crossvalidate's output is optional: empty writes no per-datum file
        cases.append(Case("%s/out_empty_name" % verb, out[:i] + [""], "any" if verb == "crossvalidate" else "error"))
        cases.append(Case("%s/out_device" % verb, out[:i] + [W("device")], "error"))
        cases.append(Case("%s/out_fifo" % verb, out[:i] + [W("fifo_out")], "error"))
    return cases


def option_cases():
    d = ["--data", W("good.csv"), "--columns", "x,y,v"]
    k = ["krige"] + d
    o = ["--out", W("est.csv")]
    g = ["--grid", "5,5:0,0:2,2"]
    models = {
        "sph_negative_range": ("1 sph(-1)", "error"), "unknown_structure": ("1 foo(3)", "error"),
        "nug_without_sill": ("nug", "error"), "nug_zero_only": ("0 nug", "error"),
        "empty": ("", "error"), "unbalanced": ("1 sph(10", "error"), "sill_nan": ("nan sph(10)", "error"),
        "sill_inf": ("inf sph(10)", "error"), "range_zero": ("1 sph(0)", "error"),
        "range_huge": ("1 sph(1e300)", "any"), "range_tiny": ("1 sph(1e-300)", "any"),
        "negative_sill": ("-1 sph(10)", "error"), "negative_nugget": ("-0.5 nug + 1 sph(10)", "error"),
        "too_many_ranges": ("1 sph(10,5,3,2)", "error"), "power_exponent_3": ("1 pow(3)", "error"),
        "gaussian_no_nugget": ("1 gau(10)", "any"), "sum_of_100": (" + ".join(["0.01 sph(10)"] * 100), "any"),
        "garbage": ("!!!", "error"), "plus_only": ("+", "error"), "trailing_plus": ("1 sph(10) +", "error"),
        "anis_ratio_zero": ("1 sph(10, 0)", "error"), "angles_huge": ("1 sph(10, 5; 1e300, 0, 0)", "any"),
        "sill_1e308": ("1e308 sph(10)", "any"), "unicode": ("1 sph(１０)", "error"),
        "long": ("1 sph(10)" + " " * 100000, "any"),
    }
    cases = []
    for name, (model, expect) in models.items():
        cases.append(Case("krige/model=" + name, k + ["--model", model] + g + o, expect, [W("est.csv")],
                          [W("est.csv")]))
    m = ["--model", "0.1 nug + 1 sph(10)"]
    grids = {
        "zero": ("0,0:0,0:1,1", "error"), "negative": ("-5,5:0,0:1,1", "error"),
        "fraction": ("2.5,5:0,0:1,1", "error"), "cell_zero": ("5,5:0,0:0,0", "error"),
        "cell_negative": ("5,5:0,0:-1,-1", "error"), "cell_nan": ("5,5:0,0:nan,1", "error"),
        "origin_inf": ("5,5:inf,0:1,1", "error"), "origin_huge": ("5,5:1e300,0:1,1", "any"),
        "missing_part": ("5,5:0,0", "error"), "garbage": ("abc", "error"), "empty": ("", "error"),
        "huge_count": ("100000000,100000000:0,0:1,1", "error"), "one_node": ("1,1:0,0:1,1", "ok"),
        "int_overflow": ("4294967297,1:0,0:1,1", "error"), "extra_parts": ("5,5:0,0:1,1:9", "error"),
        "four_dims": ("2,2,2,2:0,0,0,0:1,1,1,1", "error"), "3d_for_2d_data": ("2,2,2:0,0,0:1,1,1", "any"),
        "spaces": (" 5 , 5 : 0 , 0 : 1 , 1 ", "any"), "exponent": ("5e0,5:0,0:1,1", "any"),
    }
    for verb in ("krige", "idw", "aidw"):
        extra = m if verb == "krige" else (["--power", "2"] if verb == "idw" else [])
        for name, (grid, expect) in grids.items():
            cases.append(Case("%s/grid=%s" % (verb, name), [verb] + d + extra + ["--grid", grid] + o, expect,
                              [W("est.csv")], [W("est.csv")]))
        for name, tfile, expect in [("targets_empty", "targets_empty.csv", "error"),
                                    ("targets_header", "targets_header.csv", "error"),
                                    ("targets_nan", "targets_nan.csv", "error"),
                                    ("targets_inf", "targets_inf.csv", "error"),
                                    ("targets_missing", "no-such.csv", "error"),
                                    ("targets_and_grid", "targets_good.csv", "error")]:
            args = [verb] + d + extra + ["--targets", W(tfile)] + o
            if name == "targets_and_grid":
                args += g
            cases.append(Case("%s/%s" % (verb, name), args, expect, [W("est.csv")], [W("est.csv")]))
        cases.append(Case("%s/no_grid_no_targets" % verb, [verb] + d + extra + o, "error", [], [W("est.csv")]))
    numeric = {
        "krige": [("--ndmax", "0", "error"), ("--ndmax", "-3", "error"), ("--ndmax", "1e9", "any"),
                  ("--ndmax", "2.5", "error"), ("--ndmin", "-1", "error"), ("--radius", "-5", "error"),
                  ("--radius", "nan", "error"), ("--radius", "inf", "any"), ("--radius", "1e-300", "any"),
                  ("--type", "sk", "error"), ("--type", "banana", "error"), ("--mean", "nan", "error"),
                  ("--block", "0,0,0", "error"), ("--block", "65,1,1", "error"), ("--angles", "1e300,0,0", "any"),
                  ("--angles", "nan,0,0", "error"), ("--angles", "400,-400,720", "any"),
                  ("--drift", "q", "error"), ("--coincident", "explode", "error"),
                  ("--max-per-octant", "-1", "error"), ("--block-size", "-1,-1,-1", "error")],
        "idw": [("--power", "0", "error"), ("--power", "-2", "error"), ("--power", "11", "error"),
                ("--power", "nan", "error"), ("--power", "inf", "error"), ("--power", "1e-300", "any"),
                ("--neighbors", "-1", "error"), ("--neighbors", "1e12", "any"), ("--radius", "-1", "error"),
                ("--ratio1", "0", "error"), ("--ratio1", "nan", "error"), ("--ang1", "1e300", "any"),
                ("--ang1", "inf", "error"), ("--precision", "half", "error")],
        "aidw": [("--k", "0", "error"), ("--k", "1e12", "any"), ("--alpha", "1,2,3", "error"),
                 ("--alpha", "-1,2,3,4,5", "error"), ("--alpha", "nan,2,3,4,5", "error"),
                 ("--r-min", "-1", "error"), ("--r-max", "0", "error"), ("--r-min", "5", "any"),
                 ("--area", "-1", "error"), ("--area", "1e-300", "any"), ("--area", "inf", "error")],
    }
    for verb, options in numeric.items():
        extra = m if verb == "krige" else (["--power", "2"] if verb == "idw" else [])
        for flag, value, expect in options:
            args = [verb] + d + [a for a in extra if not (flag == "--power" and a in ("--power", "2"))]
            cases.append(Case("%s/%s=%s" % (verb, flag.lstrip("-"), value), args + [flag, value] + g + o, expect,
                              [W("est.csv")], [W("est.csv")]))
    cases.append(Case("krige/unknown_flag", k + m + g + o + ["--frobnicate"], "error"))
    cases.append(Case("krige/flag_twice", k + m + g + o + ["--ndmax", "3", "--ndmax", "4"], "any"))
    cases.append(Case("krige/3d_data_2d_columns", ["krige", "--data", W("three_d.csv"), "--columns", "x,y,z,v"] + m
                      + g + o, "any", [W("est.csv")], [W("est.csv")]))
    cases.append(Case("krige/flat_3d_grid", ["krige", "--data", W("flat_3d.csv"), "--columns", "x,y,z,v"] + m
                      + ["--grid", "3,3,3:0,0,0:2,2,2"] + o, "any", [W("est.csv")], [W("est.csv")]))
    cases.append(Case("krige/collinear_uk", ["krige", "--data", W("collinear.csv"), "--columns", "x,y,v"] + m
                      + ["--type", "uk", "--drift", "x,y"] + g + o, "any", [W("est.csv")], [W("est.csv")]))
    cases.append(Case("krige/out_unknown_ext", k + m + g + ["--out", W("est.xyz123")], "error"))
    cases.append(Case("krige/out_folder", k + m + g + ["--out", W("a_folder")], "error"))
    cases.append(Case("krige/out_tif_3d", k + m + ["--grid", "2,2,2:0,0,0:1,1,1", "--out", W("est.tif")],
                      "any", [W("est.tif")]))
    cases.append(Case("krige/secondary_grid_missing", k + m + g + ["--type", "ked", "--secondary-grid",
                                                                   W("no-such.dat")] + o, "error",
                      [], [W("est.csv")]))
    cases.append(Case("crossvalidate/folds_huge", ["crossvalidate"] + d + m + ["--folds", "1000000", "--out",
                                                                               W("cv.csv")], "any",
                      [W("cv.csv")], [W("cv.csv")]))
    cases.append(Case("crossvalidate/folds_negative", ["crossvalidate"] + d + m + ["--folds", "-1", "--out",
                                                                                   W("cv.csv")], "error",
                      [], [W("cv.csv")]))
    v = ["variogram", "--input", W("good.csv"), "--columns", "x,y,v"]
    vo = ["--output", W("vg.csv")]
    for args, expect in [(["--lags", "0", "--lag-distance", "1"], "error"),
                         (["--lags", "-4", "--lag-distance", "1"], "error"),
                         (["--lags", "1e9", "--lag-distance", "1"], "error"),
                         (["--lags", "4", "--lag-distance", "0"], "error"),
                         (["--lags", "4", "--lag-distance", "-1"], "error"),
                         (["--lags", "4", "--lag-distance", "nan"], "error"),
                         (["--lags", "4", "--lag-distance", "inf"], "error"),
                         (["--lags", "4", "--lag-distance", "1e-300"], "any"),
                         (["--lags", "4", "--lag-distance", "1e300"], "any"),
                         (["--lags", "4", "--lag-distance", "1", "--lag-tolerance", "nan"], "error"),
                         # missing trailing items of a direction take the omnidirectional defaults
                         (["--lags", "4", "--lag-distance", "1", "--direction", "0,22.5"], "any"),
                         (["--lags", "4", "--lag-distance", "1", "--direction", "nan,22.5,10,0,10,5"], "error"),
                         (["--lags", "4", "--lag-distance", "1", "--direction", "0,-5,10,0,10,5"], "any"),
                         (["--lags", "4", "--lag-distance", "1", "--variogram", "v,v,banana"], "error"),
                         (["--lags", "4", "--lag-distance", "1", "--variogram", "q,q,semivariogram"], "error"),
                         (["--lags", "4", "--lag-distance", "1", "--trim", "10,-10"], "error"),
                         (["--lags", "4", "--lag-distance", "1", "--trim", "nan,nan"], "error"),
                         (["--lags", "4", "--lag-distance", "1", "--standardize"], "ok")]:
        cases.append(Case("variogram/" + "_".join(flagless(a) for a in args).replace("lags_4_lag-distance_1_", ""),
                          v + args + vo, expect,
                          [W("vg.csv")], [W("vg.csv")]))
    vm = ["varmap", "--input", W("good.csv"), "--columns", "x,y,v"]
    for args, expect in [(["--cells", "0,5"], "error"), (["--cells", "3000,3000"], "error"),
                         (["--cells", "-1,-1"], "error"), (["--cells", "2.5,2"], "error"),
                         (["--cell-size", "0,0"], "error"), (["--cell-size", "nan,1"], "error"),
                         (["--cell-size", "inf,1"], "error"), (["--cell-size", "1e-300,1e-300"], "any"),
                         (["--level", "-1"], "error"), (["--level", "nan"], "error")]:
        cases.append(Case("varmap/" + "_".join(flagless(a) for a in args), vm + args + ["--output", W("vm.csv")],
                          expect, [W("vm.csv")], [W("vm.csv")]))
    f = ["fit", "--model", "0.1 nug + 1 sph(3)"]
    for fixture, expect in [("vg_good.csv", "ok"), ("vg_empty.csv", "error"), ("vg_header.csv", "error"),
                            ("vg_one_row.csv", "any"), ("vg_nan.csv", "error"), ("vg_negative_distance.csv", "error"),
                            ("vg_zero_pairs.csv", "any"), ("vg_negative_values.csv", "error"),
                            ("vg_constant.csv", "any"), ("vg_huge.csv", "any"), ("vg_no_columns.csv", "error"),
                            ("vg_inf_distance.csv", "error"), ("no-such.csv", "error"), ("a_folder", "error"),
                            ("binary.csv", "error")]:
        cases.append(Case("fit/input=" + fixture, f + ["--input", W(fixture), "--output", W("fit.csv")], expect,
                          [W("fit.csv")], [W("fit.csv")]))
    for args, expect in [(["--model", "1 sph(-3)"], "error"), (["--model", "nug"], "error"),
                         (["--lock", "range9"], "error"), (["--bound", "range1=20:5"], "error"),
                         (["--bound", "range1=nan:5"], "error"), (["--bound", "sill1=-5:-1"], "error"),
                         (["--curve", W("vg_good.csv")], "error")]:
        base = ["fit", "--input", W("vg_good.csv"), "--model", "0.1 nug + 1 sph(3)"]
        cases.append(Case("fit/" + "_".join(flagless(a).replace("/", "_") for a in args[:2]),
                          base + args + ["--output", W("fit.csv")], expect, [W("fit.csv")],
                          [W("fit.csv"), W("vg_good.csv")]))
    return cases


def gslib_cases():
    cases = []
    for name in sorted(os.listdir(WORK)):
        if name.startswith("gamv_") and name.endswith(".par"):
            expect = "ok" if name == "gamv_ok.par" else "error"
            if name == "gamv_std_two.par":
                expect = "any"  # GSLIB standardizes only for 1: any other flag is "no"
            cases.append(Case("gamv/" + name, ["gamv", W(name)], expect, [W("gamv.out")], [W("gamv.out")]))
        if name.startswith("kt3d_") and name.endswith(".par"):
            expect = "ok" if name == "kt3d_ok.par" else "error"
            # GSLIB's own reading: discretisation below 1 counts as 1, ndmax beyond the data is all of them.
            if name in ("kt3d_range_huge.par", "kt3d_angles_huge.par", "kt3d_radius_zero.par",
                        "kt3d_debug_huge.par", "kt3d_disc_zero.par", "kt3d_ndmax_huge.par"):
                expect = "any"
            cases.append(Case("kt3d/" + name, ["kt3d", W(name)], expect, [W("kt3d.out")],
                              [W("kt3d.out"), W("kt3d.dbg")]))
    cases.append(Case("gamv/no_such_par", ["gamv", W("no-such.par")], "error"))
    cases.append(Case("kt3d/par_is_folder", ["kt3d", W("a_folder")], "error"))
    cases.append(Case("kt3d/par_is_fifo", ["kt3d", W("fifo.csv")], "error"))
    return cases


def drillhole_cases():
    cases = []
    tables = {"collar": "dh_collar.csv", "survey": "dh_survey.csv", "intervals": "dh_lith.csv"}
    verbs = {
        "desurvey": ["--stations", "2"],
        "composite": ["--length", "2"],  # of the assays: the lithology table holds no value to composite
        "contacts": ["--unit-column", "unit", "--order", "TOP,BASE"],
        "surfaces": ["--unit-column", "unit", "--order", "TOP,BASE", "--grid", "3,3:0,0:5,5"],
        "blockmodel": ["--unit-column", "unit", "--order", "TOP,BASE", "--assays", W("dh_assay.csv"), "--value",
                       "au", "--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--estimate", "BASE", "--method", "idw"],
    }
    bad = {
        "collar": {"dh_collar_empty.csv": "error", "dh_collar_header.csv": "error", "dh_collar_nan.csv": "any",
                   "dh_collar_dup.csv": "any", "dh_collar_negdepth.csv": "any", "dh_collar_huge_depth.csv": "any",
                   "dh_collar_no_id.csv": "error", "no-such.csv": "error", "binary.csv": "error"},
        "survey": {"dh_survey_dip200.csv": "any", "dh_survey_az_nan.csv": "any", "dh_survey_neg_at.csv": "any",
                   "dh_survey_empty.csv": "error", "dh_survey_header.csv": "any",
                   "dh_survey_unknown_hole.csv": "any", "no-such.csv": "error"},
        "intervals": {"dh_lith_reversed.csv": "any", "dh_lith_overlap.csv": "any", "dh_lith_zero_len.csv": "any",
                      "dh_lith_beyond.csv": "any", "dh_lith_nan.csv": "any", "dh_lith_empty.csv": "error",
                      "dh_lith_header.csv": "error", "dh_lith_empty_unit.csv": "any", "no-such.csv": "error"},
    }
    for verb, extra in verbs.items():
        def command(swap=None, more=()):
            args = [verb]
            for role, fixture in tables.items():
                if verb == "desurvey" and role == "intervals":
                    continue
                if verb == "composite" and role == "intervals":
                    fixture = "dh_assay.csv"
                args += ["--" + role, W(swap[1] if swap and swap[0] == role else fixture)]
            return args + extra + list(more) + ["--out", W("dh_out.csv")]
        cases.append(Case(verb + "/good", command(), "ok", [W("dh_out.csv")], [W("dh_out.csv")]))
        for role, fixtures in bad.items():
            if verb == "desurvey" and role == "intervals":
                continue
            for fixture, expect in fixtures.items():
                cases.append(Case("%s/%s=%s" % (verb, role, fixture), command((role, fixture)), expect,
                                  [W("dh_out.csv")], [W("dh_out.csv")]))
        cases.append(Case(verb + "/out_is_collar", command()[:-1] + [W("dh_collar.csv")], "error", [],
                          [W("dh_collar.csv")]))
        cases.append(Case(verb + "/out_read_only", command()[:-1] + [W("ro/x.csv")], "error", [], [], True))
    dh = ["--collar", W("dh_collar.csv"), "--survey", W("dh_survey.csv")]
    for args, expect in [(["--stations", "0"], "error"), (["--stations", "-1"], "error"),
                         (["--stations", "nan"], "error"), (["--stations", "inf"], "error"),
                         (["--method", "spline"], "error"), (["--dip-sign", "sideways"], "error")]:
        cases.append(Case("desurvey/" + "_".join(flagless(a) for a in args), ["desurvey"] + dh + args
                          + ["--out", W("dh_out.csv")], expect, [W("dh_out.csv")], [W("dh_out.csv")]))
    ci = dh + ["--intervals", W("dh_assay.csv")]
    for args, expect in [(["--length", "0"], "error"), (["--length", "-2"], "error"),
                         (["--length", "nan"], "error"), (["--length", "inf"], "any"),
                         (["--length", "2", "--min-fraction", "2"], "error"),
                         (["--length", "2", "--domain", "nothing"], "error"),
                         (["--length", "2", "--values", "nothing"], "error"),
                         (["--length", "2", "--short-piece", "eat"], "error")]:
        cases.append(Case("composite/" + "_".join(flagless(a) for a in args), ["composite"] + ci + args
                          + ["--out", W("dh_out.csv")], expect, [W("dh_out.csv")], [W("dh_out.csv")]))
    li = dh + ["--intervals", W("dh_lith.csv"), "--unit-column", "unit"]
    for args, expect in [(["--order", ""], "error"), (["--order", "TOP,TOP"], "error"),
                         (["--order", "NOPE,NADA"], "error"), (["--order", "TOP"], "any")]:
        cases.append(Case("contacts/" + "_".join(flagless(a) for a in args), ["contacts"] + li + args
                          + ["--out", W("dh_out.csv")], expect, [W("dh_out.csv")], [W("dh_out.csv")]))
    so = li + ["--order", "TOP,BASE"]
    for args, expect in [(["--grid", "0,0:0,0:5,5"], "error"), (["--grid", "3,3:0,0:0,0"], "error"),
                         (["--grid", "100000,100000:0,0:1,1"], "error"),
                         (["--grid", "3,3:0,0:5,5", "--variogram", "1 sph(-1)"], "error"),
                         (["--grid", "3,3:0,0:5,5", "--variogram", "nug"], "error"),
                         (["--grid", "3,3:0,0:5,5", "--method", "spline"], "error"),
                         (["--grid", "3,3:0,0:5,5", "--min-thickness", "-1"], "error"),
                         (["--grid", "3,3:0,0:5,5", "--model-out", W("blocks.csv"), "--dz", "0"], "error"),
                         (["--grid", "3,3:0,0:5,5", "--model-out", W("blocks.csv"), "--dz", "1e-9"], "error"),
                         (["--grid", "3,3:0,0:5,5", "--model-out", W("blocks.csv"), "--dz", "1",
                           "--bottom", "1e9"], "error"),
                         (["--grid", "3,3:0,0:5,5", "--section-x", "0,1", "--section-y", "0",
                           "--section-out", W("sec.csv")], "error"),
                         (["--grid", "3,3:0,0:5,5", "--export-prefix", W("ro/s_"), "--export-format", "obj"],
                          "error"),
                         (["--grid", "3,3:0,0:5,5", "--export-format", "pdf", "--export-prefix", W("s_")],
                          "error")]:
        cases.append(Case("surfaces/" + "_".join(flagless(a).replace("/", "_")[-20:] for a in args),
                          ["surfaces"] + so + args + ["--out", W("dh_out.csv")], expect, [W("dh_out.csv")],
                          [W("dh_out.csv")], "ro/" in " ".join(args)))
    bm = so + ["--assays", W("dh_assay.csv"), "--value", "au", "--estimate", "BASE"]
    for args, expect in [(["--blocks", "0,0,0:0,0,0:5,5,5", "--method", "idw"], "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:0,0,0", "--method", "idw"], "error"),
                         (["--blocks", "10000,10000,10000:0,0,0:1,1,1", "--method", "idw"], "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--method", "ok"], "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--model", "1 sph(-1)"], "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--method", "idw", "--power", "0"], "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--method", "idw", "--composite", "-1"],
                          "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--method", "idw", "--composite", "1e-9"],
                          "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--method", "idw", "--sub-blocks", "3,3,3"],
                          "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--method", "idw", "--cutoffs", "nan"],
                          "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--method", "idw", "--value", "nothing"],
                          "error"),
                         (["--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--method", "idw", "--estimate", "NOPE"],
                          "error")]:
        cases.append(Case("blockmodel/" + "_".join(flagless(a)[-14:] for a in args),
                          ["blockmodel"] + bm + args + ["--out", W("bm.csv")], expect, [W("bm.csv")],
                          [W("bm.csv")]))
    for fixture, expect in [("dh_assay_text.csv", "error"), ("dh_assay_nan.csv", "any"),
                            ("dh_assay_huge.csv", "error")]:
        args = ["blockmodel"] + so + ["--assays", W(fixture), "--value", "au", "--estimate", "BASE",
                                      "--blocks", "2,2,2:2.5,2.5,92.5:5,5,5", "--method", "idw"]
        cases.append(Case("blockmodel/assays=" + fixture, args + ["--out", W("bm.csv")], expect, [W("bm.csv")],
                          [W("bm.csv")]))
    return cases


def seismic_cases():
    cases = []
    grid = ["--nx", "20", "--nz", "20", "--dx", "10", "--dz", "10"]
    acq = ["--shots", "50:10:1", "--source-depth", "10", "--receivers", "0:10:20", "--receiver-depth", "10",
           "--freq", "15", "--tmax", "0.3"]

    def model(args, expect, name):
        full = ["model", "--backend", "cpu"] + args
        if "--out" not in args:
            full += ["--out", W("shots.bin")]
        cases.append(Case("model/" + name, full, expect, [W("shots.bin")], [W("shots.bin")],
                          "ro/" in " ".join(args)))

    def swap(base, flag, value):
        out = list(base)
        out[out.index(flag) + 1] = value
        return out

    model(["--velocity", W("v.bin")] + grid + acq, "ok", "good")
    for fixture, expect in [("v_short.bin", "error"), ("v_empty.bin", "error"), ("v_zero.bin", "error"),
                            ("v_negative.bin", "error"), ("v_nan.bin", "error"), ("v_inf.bin", "error"),
                            ("v_one_nan.bin", "error"), ("v_text.bin", "error"), ("segy_garbage.segy", "error"),
                            ("segy_empty.segy", "error"), ("no-such.bin", "error"), ("a_folder", "error")]:
        model(["--velocity", W(fixture)] + grid + acq, expect, "velocity=" + fixture)
    for flag, value, expect in [("--nx", "0", "error"), ("--nx", "-20", "error"), ("--nx", "2.5", "error"),
                                ("--dx", "0", "error"), ("--dx", "-10", "error"), ("--dx", "nan", "error"),
                                ("--dx", "1e-300", "error"), ("--dx", "1e300", "error"), ("--nz", "1", "error")]:
        model(["--velocity", W("v.bin")] + swap(grid, flag, value) + acq, expect, "%s=%s" % (flag[2:], value))
    for flag, value, expect in [("--shots", "50:10:0", "error"), ("--shots", "50:10:-1", "error"),
                                ("--shots", "5000:10:1", "error"), ("--shots", "nan:10:1", "error"),
                                ("--shots", "50:10", "error"), ("--shots", "abc", "error"),
                                ("--receivers", "0:0:20", "any"), ("--receivers", "0:10:0", "error"),
                                ("--receivers", "-500:10:20", "error"), ("--source-depth", "-10", "error"),
                                ("--source-depth", "1e9", "error"), ("--receiver-depth", "nan", "error"),
                                ("--freq", "0", "error"), ("--freq", "-15", "error"), ("--freq", "nan", "error"),
                                ("--freq", "200", "any"), ("--freq", "1e-300", "error"),
                                ("--tmax", "0", "error"), ("--tmax", "-1", "error"), ("--tmax", "inf", "error"),
                                ("--tmax", "nan", "error")]:
        model(["--velocity", W("v.bin")] + grid + swap(acq, flag, value), expect, "%s=%s" % (flag[2:], value))
    base = ["--velocity", W("v.bin")] + grid + acq
    for args, expect, name in [(["--dt", "-1"], "error", "dt_negative"), (["--dt", "1"], "error", "dt_unstable"),
                               (["--dt", "nan"], "error", "dt_nan"),
                               (["--operator", "fd3"], "error", "operator_fd3"),
                               (["--operator", "rational:-1:2"], "error", "operator_rational_negative"),
                               (["--boundary", "wall"], "error", "boundary_unknown"),
                               (["--boundary-width", "1"], "error", "boundary_width_1"),
                               (["--boundary-width", "401"], "error", "boundary_width_401"),
                               (["--wavelet", W("wavelet_empty.txt")], "error", "wavelet_empty"),
                               (["--wavelet", W("wavelet_nan.txt")], "error", "wavelet_nan"),
                               (["--wavelet", W("wavelet_one.txt")], "any", "wavelet_one_sample"),
                               (["--wavelet", W("wavelet_reversed.txt")], "error", "wavelet_reversed"),
                               (["--velocity-unit", "furlongs"], "error", "velocity_unit_unknown"),
                               (["--write-velocity", W("v.bin")], "error", "write_velocity_over_input"),
                               (["--out", W("ro/shots.bin")], "error", "out_read_only"),
                               (["--out", W("shots.segy"), "--write-velocity", W("a_folder")], "error",
                                "write_velocity_folder")]:
        model(base + args, expect, name)
    for fixture, expect in [("strata_empty.json", "error"), ("strata_bad.json", "error"),
                            ("strata_no_units.json", "error"), ("strata_neg_velocity.json", "error"),
                            ("strata_nan.json", "error")]:
        model(["--strata", W(fixture)] + grid + acq, expect, "strata=" + fixture)
    model(["--strata", W("strata_bad.json"), "--velocity", W("v.bin")] + grid + acq, "error",
          "strata_and_velocity")
    model(grid + acq, "error", "no_velocity")

    def rtm(args, expect, name, protect=()):
        full = ["rtm", "--backend", "cpu", "--freq", "15"] + args
        if "--out" not in args:
            full += ["--out", W("image.bin")]
        cases.append(Case("rtm/" + name, full, expect, [W("image.bin")], [W("image.bin")] + list(protect),
                          "ro/" in " ".join(args)))

    rgrid = ["--velocity", W("v.bin")] + grid
    rtm(rgrid + ["--data", W("shots_ok.bin")], "ok", "good")
    for fixture, expect in [("gathers_garbage.bin", "error"), ("gathers_nojson.bin", "error"),
                            ("segy_garbage.segy", "error"), ("segy_empty.segy", "error"), ("no-such.bin", "error"),
                            ("v.bin", "error")]:
        rtm(rgrid + ["--data", W(fixture)], expect, "data=" + fixture)
    for args, expect, name in [(["--imaging-every", "1000000"], "error", "imaging_every_huge"),
                               (["--memory-mb", "-1"], "error", "memory_negative"),
                               (["--memory-mb", "1e-9"], "any", "memory_tiny"),
                               (["--replay", "magic"], "error", "replay_unknown"),
                               (["--illumination-epsilon", "0"], "error", "epsilon_zero"),
                               (["--illumination-epsilon", "nan"], "error", "epsilon_nan"),
                               (["--illumination", W("ro/ill.bin")], "error", "illumination_read_only"),
                               (["--out", W("ro/image.bin")], "error", "out_read_only"),
                               (["--out", W("shots_ok.bin")], "error", "out_is_data"),
                               (["--nx", "30"], "error", "velocity_shape_wrong")]:
        a = rgrid + ["--data", W("shots_ok.bin")]
        if args[0] == "--nx":
            a = ["--velocity", W("v.bin")] + swap(grid, "--nx", "30") + ["--data", W("shots_ok.bin")]
            args = []
        rtm(a + args, expect, name, [W("shots_ok.bin")])
    return cases


def misc_cases():
    cases = []
    for name, expect in [("job_ok.json", "ok"), ("job_empty.json", "error"), ("job_null.json", "error"),
                         ("job_number.json", "error"), ("job_string.json", "error"), ("job_no_type.json", "error"),
                         ("job_type_number.json", "error"), ("job_type_unknown.json", "error"),
                         ("job_params_list.json", "error"), ("job_params_missing.json", "error"),
                         ("job_power_text.json", "error"), ("job_power_null.json", "error"),
                         ("job_power_bool.json", "error"), ("job_power_list.json", "error"),
                         ("job_power_nan.json", "error"), ("job_power_inf.json", "error"),
                         ("job_power_zero.json", "error"), ("job_grid_number.json", "error"),
                         ("job_grid_garbage.json", "error"), ("job_grid_zero.json", "error"),
                         ("job_grid_negative_cell.json", "error"), ("job_grid_zero_cell.json", "error"),
                         ("job_grid_nan.json", "error"), ("job_data_number.json", "error"),
                         ("job_data_missing_file.json", "error"), ("job_output_number.json", "error"),
                         ("job_output_empty.json", "error"), ("job_model_number.json", "error"),
                         ("job_model_json_bad.json", "error"), ("job_ndmax_negative.json", "error"),
                         ("job_ndmax_huge.json", "any"), ("job_block_huge.json", "any"),
                         ("job_angles_short.json", "error"), ("job_deep.json", "error"),
                         ("job_big_int.json", "error"), ("job_unicode_key.json", "error"),
                         ("job_trailing_garbage.json", "error"), ("job_two_objects.json", "error"),
                         ("job_comments.json", "any"), ("job_info.json", "error"),
                         ("job_surfaces_units_text.json", "error"), ("job_model_tmax_text.json", "error"),
                         ("no-such.json", "error"), ("a_folder", "error"), ("binary.csv", "error"),
                         ("fifo.csv", "error")]:
        cases.append(Case("run/" + name, ["run", W(name)], expect, [W("est.csv")], [W("est.csv")]))
    cases.append(Case("run/describe_unknown", ["run", "--describe", "nope"], "error"))
    cases.append(Case("run/no_job", ["run"], "error"))
    cases.append(Case("convert/good", ["convert", W("cluster.dat"), W("conv.csv")], "ok", [W("conv.csv")],
                      [W("conv.csv")]))
    for args, expect, name in [([W("empty.csv"), W("conv.csv")], "error", "empty"),
                               ([W("header_only.csv"), W("conv.csv")], "error", "header_only"),
                               ([W("binary.csv"), W("conv.csv")], "error", "binary"),
                               ([W("no-such.csv"), W("conv.csv")], "error", "missing"),
                               # read by its content (three numbers a line: points)
                               ([W("unknown.xyz123"), W("conv.csv")], "any", "unknown_extension"),
                               ([W("cluster.dat"), W("conv.xyz123")], "error", "out_unknown_extension"),
                               ([W("cluster.dat"), W("conv.csv"), "--format", "pdf"], "error", "format_unknown"),
                               ([W("grid_short.dat"), W("conv.csv"), "--grid", "3,3:0,0:1,1"], "error",
                                "grid_short"),
                               ([W("grid2d.dat"), W("conv.csv"), "--grid", "0,0:0,0:1,1"], "error", "grid_zero"),
                               ([W("grid2d.dat"), W("conv.csv"), "--grid", "3,3:0,0:1,1", "--z-slice", "-1"],
                                "error", "z_slice_negative"),
                               ([W("grid2d.dat"), W("conv.csv"), "--grid", "3,3:0,0:1,1", "--layer", "nope"],
                                "error", "layer_unknown"),
                               ([W("grid2d.dat"), W("conv.csv"), "--grid", "3,3:0,0:1,1", "--nodata", "nan"],
                                "any", "nodata_nan"),
                               ([W("cluster.dat"), W("conv.csv"), "--columns", "q,r,s"], "error",
                                "columns_unknown"),
                               ([W("cluster.dat"), W("ro/conv.csv")], "error", "out_read_only"),
                               ([W("unreadable.csv"), W("conv.csv")], "error", "unreadable"),
                               ([W("nan_values.csv"), W("conv.csv")], "any", "nan_values"),
                               ([W("cluster.dat"), W("conv.vtp"), "--crs", "EPSG:-1"], "any", "crs_bad")]:
        cases.append(Case("convert/" + name, ["convert"] + args, expect, [W("conv.csv")], [W("conv.csv")],
                          name in ("out_read_only", "unreadable")))
    cases.append(Case("info/plain", ["info"], "ok"))
    cases.append(Case("info/extra_arg", ["info", "extra"], "error"))
    cases.append(Case("cli/no_verb", [], "any"))
    cases.append(Case("cli/unknown_verb", ["kriging"], "error"))
    cases.append(Case("cli/help", ["--help"], "ok"))
    return cases


# ---------------------------------------------------------------- running
def snapshot(work):
    files = {}
    for root, dirs, names in os.walk(work):
        for name in names:
            path = os.path.join(root, name)
            try:
                st = os.lstat(path)
                if not os.path.isfile(path) or os.path.islink(path):
                    continue
                with open(path, "rb") as f:
                    files[path] = hashlib.sha1(f.read()).hexdigest()
            except OSError:
                continue
    return files


def non_finite(path):
    """A reason the output cannot be right, or None."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as error:
        return "output unreadable: %s" % error
    if not data:
        return "empty output file"
    if path.endswith(".bin"):
        count = len(data) // 4
        values = struct.unpack("<%df" % count, data[:count * 4])
        bad = sum(1 for v in values if not math.isfinite(v))
        return "%d non-finite float32 values" % bad if bad else None
    text = data.decode("utf-8", "replace")
    if re.search(r"(?i)(^|[,\s;])[-+]?(nan|inf|infinity)([,\s;]|$)", text):
        return "NaN or inf in the output"
    lines = [line for line in text.splitlines() if line.strip()]
    if path.endswith(".csv") and len(lines) <= 1:
        return "no rows in the output"
    header = lines[0].split(",") if path.endswith(".csv") else []
    if "estimate" in header:
        column = header.index("estimate")
        rows = [line.split(",") for line in lines[1:]]
        if all(len(r) <= column or r[column].strip() == "" for r in rows):
            return "every estimate is empty"
    return None


def names_the_cause(err, args):
    if len(err) > 4000:
        return False
    if re.search(r"option '[^']+'|'--?[A-Za-z]|--[a-z][a-z-]+|:\d+(:\d+)?:|\b(line|column) \d+|\S/\S+: ", err):
        return True
    for arg in args:
        base = os.path.basename(arg)
        if len(base) > 2 and base in err:
            return True
    return False


def run_case(cli, case, work):
    args = [a.replace("@W@", work) for a in case.args]
    outputs = [a.replace("@W@", work) for a in case.outputs]
    protect = [a.replace("@W@", work) for a in case.protect]
    for path in protect:
        if not os.path.exists(path) or os.path.basename(path) in ("est.csv", "dh_out.csv", "shots.bin",
                                                                  "image.bin", "gamv.out", "kt3d.out",
                                                                  "kt3d.dbg", "fit.csv", "vg.csv", "vm.csv",
                                                                  "cv.csv", "bm.csv", "conv.csv"):
            with open(path, "wb") as f:
                f.write(SENTINEL)
    before = snapshot(work)

    def limits():
        os.setsid()
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if case.as_nobody and os.geteuid() == 0:
            os.setgid(65534)
            os.setuid(65534)

    start = time.time()
    proc = subprocess.Popen([cli] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=limits,
                            cwd=work, env=dict(os.environ, STRATA_NO_CUDA="1"))
    try:
        out, err = proc.communicate(timeout=TIME_LIMIT_S)
        hung = False
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        hung = True
    seconds = time.time() - start
    rc = proc.returncode
    out = out.decode("utf-8", "replace")
    err = err.decode("utf-8", "replace")
    after = snapshot(work)
    temporaries = [p for p in after if re.search(r"\.tmp-", os.path.basename(p))]
    for path in temporaries:
        os.remove(path)
    changed = [p for p in before if p in after and before[p] != after[p]]
    created = [p for p in after if p not in before and p not in temporaries]
    first_line = (err.strip().splitlines() or [out.strip()[:200]] or [""])[-1][:300] if (err or out) else ""

    def verdict(kind, why=""):
        return kind, why or first_line

    if hung:
        return verdict("hang", "killed after %d s" % TIME_LIMIT_S), rc, seconds, err
    if "bad_alloc" in err or "out of memory" in err.lower() or "cannot allocate" in err.lower():
        return verdict("memory"), rc, seconds, err
    usage_error = 100 <= rc <= 120  # CLI11's exit codes for a command line it cannot parse
    if rc < 0 or (rc not in (0, 1, 2) and not usage_error):
        return verdict("crash", "signal %d" % -rc if rc < 0 else ""), rc, seconds, err
    if rc != 0:
        lost = [p for p in changed if p in protect or True]
        if lost:
            return verdict("lost", "changed: " + ", ".join(os.path.relpath(p, work) for p in lost)), rc, seconds, err
        if temporaries or created:
            left = temporaries + created
            return verdict("leftover", "left: " + ", ".join(os.path.relpath(p, work) for p in left)), rc, seconds, err
        if case.expect == "ok":
            return verdict("unclear", "valid input refused: " + first_line), rc, seconds, err
        if not names_the_cause(err, args):
            return verdict("unclear"), rc, seconds, err
        return verdict("clear"), rc, seconds, err
    if temporaries:
        return verdict("leftover", "left: " + ", ".join(temporaries)), rc, seconds, err
    warned = re.search(r"(?i)warning|left out|dropped|could not be read|ignored", err)
    if case.expect == "error" and not warned:
        return verdict("silent", "bad input accepted: " + first_line), rc, seconds, err
    for path in outputs:
        if os.path.exists(path) and (path in changed or path in created):
            reason = non_finite(path)
            if reason:
                return verdict("silent", reason), rc, seconds, err
        elif outputs and case.expect == "ok" and path not in changed and path not in created:
            return verdict("silent", "exit 0 without writing " + os.path.basename(path)), rc, seconds, err
    if re.search(r"(?i)\b(nan|inf)\b", out) and '"' in out:
        return verdict("silent", "NaN or inf in the summary"), rc, seconds, err
    return verdict("accepted", ""), rc, seconds, err


def main():
    global WORK
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", default=os.path.join(REPO, "build/bin/strata-cli"))
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    parser.add_argument("--only", default="", help="run only the cases whose name matches this regex")
    parser.add_argument("--list", action="store_true", help="list the cases")
    parser.add_argument("--report", default="", help="also write every case's verdict to this TSV file")
    parser.add_argument("--verbose", action="store_true", help="print every case, not only the findings")
    options = parser.parse_args()
    cli = os.path.abspath(options.cli)
    WORK = tempfile.mkdtemp(prefix="strata-hostile-")
    os.chmod(WORK, 0o777)
    try:
        make_fixtures(WORK)
        os.chmod(os.path.join(WORK, "ro"), 0o555)
        # Gathers for the rtm cases, from the good model run.
        subprocess.run([cli, "model", "--backend", "cpu", "--velocity", os.path.join(WORK, "v.bin"), "--nx", "20",
                        "--nz", "20", "--dx", "10", "--dz", "10", "--shots", "50:10:1", "--source-depth", "10",
                        "--receivers", "0:10:20", "--receiver-depth", "10", "--freq", "15", "--tmax", "0.3",
                        "--out", os.path.join(WORK, "shots_ok.bin")], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        for root, dirs, names in os.walk(WORK):
            for name in names + dirs:
                path = os.path.join(root, name)
                if os.path.isfile(path) and not os.path.islink(path) and name != "unreadable.csv" or \
                        os.path.isdir(path) and name != "ro":
                    os.chmod(path, 0o777 if os.path.isdir(path) else 0o666)
        cases = point_cases() + option_cases() + gslib_cases() + drillhole_cases() + seismic_cases() + misc_cases()
        names = [c.name for c in cases]
        duplicates = {n for n in names if names.count(n) > 1}
        if duplicates:
            sys.exit("duplicate case names: %s" % ", ".join(sorted(duplicates)))
        cases = [c for c in cases if re.search(options.only, c.name)]
        if options.list:
            for c in cases:
                print(c.name)
            return 0
        totals = {k: 0 for k in CLASSES}
        report = []
        for case in cases:
            (kind, why), rc, seconds, err = run_case(cli, case, WORK)
            totals[kind] += 1
            report.append((case.name, kind, rc, "%.1f" % seconds, " ".join(why.split())))
            if options.verbose or kind not in ("clear", "accepted"):
                print("%-9s %-58s exit %-4s %5.1fs  %s" % (kind, case.name, rc, seconds, why[:200]), flush=True)
            if options.verbose:
                print("    $ strata-cli " + " ".join(case.args) + "\n    " + err[-1500:].replace("\n", "\n    "))
        if options.report:
            with open(options.report, "w") as f:
                f.write("case\tclass\texit\tseconds\tdetail\n")
                for row in report:
                    f.write("\t".join(str(x) for x in row) + "\n")
        print("\n%d cases" % len(cases))
        print("| class | cases |\n| --- | ---: |")
        for kind in CLASSES:
            print("| %s | %d |" % (kind, totals[kind]))
        return 0 if totals["clear"] + totals["accepted"] == len(cases) else 1
    finally:
        if options.keep:
            print("scratch folder kept: " + WORK)
        else:
            os.chmod(os.path.join(WORK, "ro"), 0o755)
            shutil.rmtree(WORK, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
