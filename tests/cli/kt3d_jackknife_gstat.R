# Independent reference for tests/cli/kt3d_jackknife.cmake: gstat's ordinary kriging of
# cluster.dat (model 0.2 nug + 0.8 sph(10), as kt3d_cluster_ok.par) at
#  - every datum with that datum left out (leave-one-out, krige.cv): nmax 140, maxdist 12.3,
#    nmin 4 (every datum within 12.3 is used, so distance ties cannot change the neighbours);
#  - the rows of kt3d_jackknife.dat (the test's jackknife file): nmax 12, maxdist 25, nmin 4; a row at
#    a datum's location is kriged without that datum (kt3d leaves coincident data out).
# Usage (from tests/cli): Rscript kt3d_jackknife_gstat.R <reference>/gslib/cluster.dat kt3d_jackknife.dat \
#            > kt3d_jackknife_gstat.csv   (R 4.2.2, gstat 2.1.0)
suppressPackageStartupMessages({ library(sp); library(gstat) })
args <- commandArgs(trailingOnly = TRUE)
readGeoEas <- function(path) {
  lines <- readLines(path, warn = FALSE)
  n <- as.integer(strsplit(trimws(lines[2]), " +")[[1]][1])
  body <- lines[(3 + n):length(lines)]
  body <- body[nchar(trimws(body)) > 0]
  m <- do.call(rbind, lapply(strsplit(trimws(body), "[ \t,]+"), as.numeric))
  m
}
cl <- readGeoEas(args[1])
d <- data.frame(x = cl[, 1], y = cl[, 2], v = cl[, 3])
coordinates(d) <- ~ x + y
m <- vgm(psill = 0.8, model = "Sph", range = 10, nugget = 0.2)
cat("case,row,x,y,estimate,variance\n")
cv <- krige.cv(v ~ 1, d, model = m, nmax = 140, nmin = 4, maxdist = 12.3, nfold = nrow(cl), verbose = FALSE)
xy <- coordinates(d)
for (i in seq_len(nrow(cl))) {
  # no datum at exactly the search radius from another
  dd <- sqrt((xy[, 1] - xy[i, 1])^2 + (xy[, 2] - xy[i, 2])^2)
  stopifnot(all(abs(dd - 12.3) > 1e-6))
  cat(sprintf("loo,%d,%.10g,%.10g,%.12g,%.12g\n", i, xy[i, 1], xy[i, 2], cv$var1.pred[i], cv$var1.var[i]))
}
jk <- readGeoEas(args[2])
for (r in seq_len(nrow(jk))) {
  p <- data.frame(x = jk[r, 1], y = jk[r, 2])
  coordinates(p) <- ~ x + y
  dd <- sqrt((xy[, 1] - jk[r, 1])^2 + (xy[, 2] - jk[r, 2])^2)
  keep <- dd > 1e-5
  near <- sort(dd[keep & dd <= 25])
  # the 12th and 13th nearest must not tie (kt3d, gstat and Strata break ties differently)
  if (length(near) > 12) stopifnot(near[13] - near[12] > 1e-6)
  k <- krige(v ~ 1, d[keep, ], p, model = m, nmax = 12, nmin = 4, maxdist = 25, debug.level = 0)
  cat(sprintf("jackknife,%d,%.10g,%.10g,%.12g,%.12g\n", r, jk[r, 1], jk[r, 2], k$var1.pred, k$var1.var))
}
