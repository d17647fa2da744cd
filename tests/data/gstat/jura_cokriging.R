# Regenerates the jura cokriging references (R 4, gstat 2.1.0, sp): Rscript jura_cokriging.R
# (writes into the current folder). The Swiss Jura topsoil survey (gstat's data(jura)): nickel
# (primary) at the 259 prediction-set samples, chromium (secondary) there and at the 100
# validation-set samples, whose nickel is left out: heterotopic data (an empty Ni cell).
# Ordinary cokriging (gstat's: the primary weights sum to 1, the secondary's to 0) with a fixed
# linear model of coregionalisation (no fit.lmc), the same in Strata:
#   Ni    = 10 nug + 60 sph(1.2)      Cr = 20 nug + 100 sph(1.2)      Ni:Cr = 5 nug + 65 sph(1.2)
# (coordinates in km; gstat's Sph range is GSLIB's a). Targets: a 19 x 22 grid of points every
# 0.25 km from (0.5, 0.5). Two neighbourhoods: every datum (global), and the 12 nearest data of
# each variable (nmax = 12).
suppressMessages({library(sp); library(gstat)})
data(jura)
d <- rbind(data.frame(x = jura.pred$Xloc, y = jura.pred$Yloc, Ni = jura.pred$Ni, Cr = jura.pred$Cr),
           data.frame(x = jura.val$Xloc, y = jura.val$Yloc, Ni = NA, Cr = jura.val$Cr))
write.csv(d, "jura_ni_cr.csv", row.names = FALSE, quote = FALSE, na = "")
t <- expand.grid(x = seq(0.5, 5.0, by = 0.25), y = seq(0.5, 5.75, by = 0.25))
write.csv(t, "jura_targets.csv", row.names = FALSE, quote = FALSE)
ni <- d[!is.na(d$Ni), c("x", "y", "Ni")]; coordinates(ni) <- ~x + y
cr <- d[, c("x", "y", "Cr")]; coordinates(cr) <- ~x + y
tp <- t; coordinates(tp) <- ~x + y
run <- function(nmax, file) {
  g <- gstat(NULL, "Ni", Ni ~ 1, ni, model = vgm(60, "Sph", 1.2, 10), nmax = nmax)
  g <- gstat(g, "Cr", Cr ~ 1, cr, model = vgm(100, "Sph", 1.2, 20), nmax = nmax)
  g <- gstat(g, c("Ni", "Cr"), model = vgm(65, "Sph", 1.2, 5))
  p <- predict(g, tp, debug.level = 0)
  write.csv(data.frame(x = t$x, y = t$y, pred = sprintf("%.15g", p$Ni.pred), var = sprintf("%.15g", p$Ni.var)),
            file, row.names = FALSE, quote = FALSE)
}
run(Inf, "jura_ock_global.csv")
run(12, "jura_ock_n12.csv")
