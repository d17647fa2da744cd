# gstat's local ordinary kriging on the data of strata-bench-kriging, for the speed comparison
# in docs/kriging.md:
#   strata-bench-kriging --no-gpu --write-data /tmp/okdata.csv ...
#   Rscript tests/bench/gstat_ok.R /tmp/okdata.csv NX NY NMAX [REPS]
# The grid: NX x NY nodes with spacing 1000 / NX, centres from spacing / 2 (the bench's grid
# with its first NY rows). Model 0.1 nug + 0.9 sph(100), nmin 4, maxdist 50, as the bench.
suppressPackageStartupMessages({
  library(sp)
  library(gstat)
})
args <- commandArgs(trailingOnly = TRUE)
path <- args[1]
nx <- as.integer(args[2])
ny <- as.integer(args[3])
nmax <- as.integer(args[4])
reps <- if (length(args) >= 5) as.integer(args[5]) else 1L

d <- read.csv(path)
coordinates(d) <- ~ x + y
h <- 1000 / nx
g <- expand.grid(x = h / 2 + h * (0:(nx - 1)), y = h / 2 + h * (0:(ny - 1)))
coordinates(g) <- ~ x + y
m <- vgm(psill = 0.9, model = "Sph", range = 100, nugget = 0.1)
# Wall-clock and CPU time: on a shared machine the CPU time is the fair measure (gstat runs
# on one core).
times <- numeric(reps)
cpu <- numeric(reps)
for (r in seq_len(reps)) {
  t0 <- proc.time()
  k <- krige(value ~ 1, d, g, model = m, nmax = nmax, nmin = 4, maxdist = 50, debug.level = 0)
  t1 <- proc.time()
  times[r] <- t1[["elapsed"]] - t0[["elapsed"]]
  cpu[r] <- (t1[["user.self"]] + t1[["sys.self"]]) - (t0[["user.self"]] + t0[["sys.self"]])
}
nodes <- nrow(coordinates(g))
cat(sprintf("gstat %s: %d data, %d nodes, nmax %d: wall %.3f s (%.3f..%.3f), CPU %.3f s = %.2f us/node\n",
            as.character(packageVersion("gstat")), nrow(coordinates(d)), nodes, nmax, median(times), min(times),
            max(times), median(cpu), median(cpu) / nodes * 1e6))
