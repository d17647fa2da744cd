# gstat's side of scripts/bench-peers.sh: the whole command is timed by the script.
#   Rscript gstat_peers.R variogram DATA NLAG XLAG OUT      omnidirectional, bins as gamv's lags
#   Rscript gstat_peers.R krige DATA NX NY NMAX MAXDIST OUT        local OK, nmin 4
#   Rscript gstat_peers.R idw DATA NX NY NMAX MAXDIST POWER OUT    IDW of the NMAX nearest
# DATA is GeoEAS (title, 3, x, y, value). The grid: NX x NY nodes at 10 m spacing from (5, 5), x
# fastest (kt3d's order). The model is the script's: 0.1 nug + 0.9 sph(2000). OUT gets the pairs,
# distance and gamma of each lag, or the estimate of each node, one a line (NA where none).
suppressPackageStartupMessages({
  library(sp)
  library(gstat)
})
args <- commandArgs(trailingOnly = TRUE)
what <- args[1]
d <- read.table(args[2], skip = 5, col.names = c("x", "y", "value"))
coordinates(d) <- ~ x + y
grid <- function(nx, ny) {
  g <- expand.grid(x = 5 + 10 * (0:(nx - 1)), y = 5 + 10 * (0:(ny - 1)))
  coordinates(g) <- ~ x + y
  g
}
if (what == "variogram") {
  nlag <- as.integer(args[3])
  xlag <- as.numeric(args[4])
  # gamv's lags: pairs within xlag / 2 of k * xlag.
  v <- variogram(value ~ 1, d, boundaries = c(1e-9, xlag * (0:nlag) + xlag / 2))
  write.table(v[, c("np", "dist", "gamma")], args[5], row.names = FALSE, col.names = FALSE)
} else if (what == "krige") {
  m <- vgm(psill = 0.9, model = "Sph", range = 2000, nugget = 0.1)
  k <- krige(value ~ 1, d, grid(as.integer(args[3]), as.integer(args[4])), model = m,
             nmax = as.integer(args[5]), nmin = 4, maxdist = as.numeric(args[6]), debug.level = 0)
  writeLines(format(k$var1.pred, digits = 10), args[7])
} else if (what == "idw") {
  k <- idw(value ~ 1, d, grid(as.integer(args[3]), as.integer(args[4])), nmax = as.integer(args[5]),
           maxdist = as.numeric(args[6]), idp = as.numeric(args[7]), debug.level = 0)
  writeLines(format(k$var1.pred, digits = 10), args[8])
} else {
  stop("unknown case: ", what)
}
