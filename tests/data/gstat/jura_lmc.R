# Reference for Strata's LMC fit (tests/compute/variogram/LmcFitTest.cpp): gstat's fit.lmc on the
# Jura data set (gstat's data(jura), jura.pred: 259 samples), Ni, Cr and Co, fixed ranges,
# gstat's default weights (fit.method 7: N_j / h_j^2).
# Run from this folder: Rscript jura_lmc.R
library(sp)
library(gstat)
data(jura)
d <- jura.pred
coordinates(d) <- ~Xloc + Yloc
g <- gstat(NULL, "Ni", Ni ~ 1, d)
g <- gstat(g, "Cr", Cr ~ 1, d)
g <- gstat(g, "Co", Co ~ 1, d)
v <- variogram(g, cutoff = 1.5, width = 0.1)
g17 <- function(x) sprintf("%.17g", x)
out <- data.frame(np = v$np, dist = g17(v$dist), gamma = g17(v$gamma), id = as.character(v$id))
write.csv(out, "jura_lmc_variograms.csv", row.names = FALSE, quote = FALSE)

fits <- list(
  one = vgm(10, "Sph", 0.8, 5),                               # every sill matrix stays PSD
  two = vgm(5, "Sph", 0.3, add.to = vgm(10, "Sph", 1.2, 5))  # two matrices are projected
)
rows <- NULL
for (case in names(fits)) {
  f <- fit.lmc(v, g, fits[[case]])
  for (id in names(f$model)) {
    m <- f$model[[id]]
    rows <- rbind(rows, data.frame(case = case, id = id, structure = seq_len(nrow(m)) - 1,
                                   model = as.character(m$model), psill = g17(m$psill), range = g17(m$range)))
  }
}
write.csv(rows, "jura_lmc_fit.csv", row.names = FALSE, quote = FALSE)

# The data, for strata-cli fit --data (tests/cli/fit.cmake).
pts <- data.frame(Xloc = g17(jura.pred$Xloc), Yloc = g17(jura.pred$Yloc), Ni = g17(jura.pred$Ni),
                  Cr = g17(jura.pred$Cr), Co = g17(jura.pred$Co))
write.csv(pts, "jura_pred_ni_cr_co.csv", row.names = FALSE, quote = FALSE)
