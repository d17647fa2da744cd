# Regenerates the meuse references in kilometres (R 4.2.2, gstat 2.1.0, sp; Debian's
# r-cran-gstat r-cran-sp): Rscript meuse_km.R (writes into the current folder).
# The Meuse heavy-metal survey (155 topsoil samples, package sp) with coordinates divided by
# 1000: grid nodes lie 1-3 m (0.001-0.003 km) from samples, where a zero-distance rule that
# depends on the units would treat them as the samples' own locations.
suppressMessages({library(sp); library(gstat)})
data(meuse); data(meuse.grid)
d <- data.frame(x = meuse$x / 1000, y = meuse$y / 1000, zinc = meuse$zinc, logzinc = log(meuse$zinc))
g <- data.frame(x = meuse.grid$x / 1000, y = meuse.grid$y / 1000)
write.csv(d, "meuse_km.csv", row.names = FALSE, quote = FALSE)
coordinates(d) <- ~x + y
gp <- g; coordinates(gp) <- ~x + y
out <- function(k, file) {
  write.csv(data.frame(x = g$x, y = g$y, pred = k$var1.pred, var = k$var1.var), file, row.names = FALSE, quote = FALSE)
}
# Ordinary kriging of log(zinc): 0.05 nug + 0.59 sph(0.896 km) (the model of gstat's own
# vignette, in km), the 20 nearest samples.
m_sph <- vgm(0.59, "Sph", 0.896, 0.05)
out(krige(logzinc ~ 1, d, gp, m_sph, nmax = 20, debug.level = 0), "meuse_km_ok_sph_n20.csv")
# Simple kriging of zinc (mean 470) with a Gaussian structure: gstat's Gau(a) is
# exp(-(h/a)^2), GSLIB's and Strata's gau(A) exp(-3 (h/A)^2), so A = a sqrt(3).
# 10000 nug + 150000 Gau(a = 0.5 km), i.e. Strata "10000 nug + 150000 gau(0.8660254)".
m_gau <- vgm(150000, "Gau", 0.5, 10000)
out(krige(zinc ~ 1, d, gp, m_gau, beta = 470, nmax = 20, debug.level = 0), "meuse_km_sk_gau_n20.csv")
