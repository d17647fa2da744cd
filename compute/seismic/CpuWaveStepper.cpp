#include "CpuWaveStepper.h"

#include <algorithm>
#include <cstring>

namespace strata::seismic {

namespace {
// 4th-order centred first derivative, used only for the CPML memory terms.
inline float firstDerivative(const float* f, std::ptrdiff_t stride, float inv12h) {
    return (8.0f * (f[stride] - f[-stride]) - (f[2 * stride] - f[-2 * stride])) * inv12h;
}
}  // namespace

CpuWaveStepper::CpuWaveStepper(const PropagationSetup& setup) : setup_(setup) {
    halo_ = std::max(2, setup.op.radius());
    pz_ = setup.cz + 2 * halo_;
    px_ = setup.cx + 2 * halo_;
    for (double c : setup.op.coefficients) {
        coefX_.push_back(float(c / (setup.dx * setup.dx)));
        coefZ_.push_back(float(c / (setup.dz * setup.dz)));
    }
    if (setup.op.isRecursive()) lapX_.assign(setup.cells(), 0.0f);
    parallel_ = setup.cells() >= kParallelCells;
}

CpuWavefield CpuWaveStepper::makeWavefield() const {
    const std::size_t n = std::size_t(px_) * std::size_t(pz_);
    CpuWavefield f;
    f.cur.assign(n, 0.0f);
    f.old.assign(n, 0.0f);
    if (setup_.boundary == BoundaryKind::Cpml) {
        f.psiX.assign(n, 0.0f);
        f.psiZ.assign(n, 0.0f);
        f.zetaX.assign(n, 0.0f);
        f.zetaZ.assign(n, 0.0f);
    }
    return f;
}

void CpuWaveStepper::updateCpmlMemory(CpuWavefield& field) const {
    const PropagationSetup& s = setup_;
    const float invX = float(1.0 / (12.0 * s.dx)), invZ = float(1.0 / (12.0 * s.dz));
    const int w = s.width;
#pragma omp parallel for schedule(static) if (parallel_)
    for (int ix = 0; ix < s.cx; ++ix) {
        const std::size_t col = std::size_t(ix + halo_) * std::size_t(pz_) + std::size_t(halo_);
        const float* u = field.cur.data() + col;
        if (ix < w || ix >= w + s.nx) {
            float* psi = field.psiX.data() + col;
            const float a = s.cpmlAx[std::size_t(ix)], b = s.cpmlBx[std::size_t(ix)];
            for (int iz = 0; iz < s.cz; ++iz) psi[iz] = b * psi[iz] + a * firstDerivative(u + iz, pz_, invX);
        }
        float* psi = field.psiZ.data() + col;
        for (int iz = 0; iz < s.cz; ++iz) {
            if (iz == w) iz = w + s.nz;  // interior rows carry no z memory
            if (iz >= s.cz) break;
            psi[iz] = s.cpmlBz[std::size_t(iz)] * psi[iz] + s.cpmlAz[std::size_t(iz)] * firstDerivative(u + iz, 1, invZ);
        }
    }
}

void CpuWaveStepper::recursiveLaplacianX(const std::vector<float>& u) {
    const PropagationSetup& s = setup_;
    const int n = s.op.radius();
    const float r = float(s.op.recursionRatio()), alpha = float(s.op.recursionRatio() / s.op.b1);
    constexpr int chunk = 64;
    const int chunks = (s.cz + chunk - 1) / chunk;
#pragma omp parallel for schedule(static) if (parallel_)
    for (int c = 0; c < chunks; ++c) {
        const int z0 = c * chunk, z1 = std::min(s.cz, z0 + chunk);
        float prev[chunk] = {};
        for (int ix = 0; ix < s.cx; ++ix) {
            const float* col = u.data() + std::size_t(ix + halo_) * std::size_t(pz_) + std::size_t(halo_);
            float* out = lapX_.data() + std::size_t(ix) * std::size_t(s.cz);
            for (int iz = z0; iz < z1; ++iz) {
                float rhs = coefX_[0] * col[iz];
                for (int m = 1; m <= n; ++m)
                    rhs += coefX_[std::size_t(m)] * (col[iz + std::ptrdiff_t(m) * pz_] + col[iz - std::ptrdiff_t(m) * pz_]);
                prev[iz - z0] = alpha * rhs - r * prev[iz - z0];
                out[iz] = prev[iz - z0];
            }
        }
        std::fill(prev, prev + chunk, 0.0f);
        for (int ix = s.cx - 1; ix >= 0; --ix) {
            float* out = lapX_.data() + std::size_t(ix) * std::size_t(s.cz);
            for (int iz = z0; iz < z1; ++iz) {
                prev[iz - z0] = out[iz] - r * prev[iz - z0];
                out[iz] = prev[iz - z0];
            }
        }
    }
}

void CpuWaveStepper::step(CpuWavefield& field, StepRegion region) {
    const PropagationSetup& s = setup_;
    const bool absorbing = region == StepRegion::Everything;
    const bool cpml = absorbing && s.boundary == BoundaryKind::Cpml;
    const bool sponge = absorbing && s.boundary == BoundaryKind::Sponge;
    const bool recursive = s.op.isRecursive();
    if (cpml) updateCpmlMemory(field);
    if (recursive) recursiveLaplacianX(field.cur);

    const int w = s.width, radius = s.op.radius();
    const int xBegin = absorbing ? 0 : w, xEnd = absorbing ? s.cx : w + s.nx;
    const int zBegin = absorbing ? 0 : w, zEnd = absorbing ? s.cz : w + s.nz;
    const float r = float(s.op.recursionRatio()), alpha = recursive ? float(s.op.recursionRatio() / s.op.b1) : 0.0f;
    const float invX = float(1.0 / (12.0 * s.dx)), invZ = float(1.0 / (12.0 * s.dz));
    float* next = field.old.data();
    const float* u = field.cur.data();

#pragma omp parallel if (parallel_)
    {
        std::vector<float> lx(std::size_t(s.cz)), lz(std::size_t(s.cz));
#pragma omp for schedule(static)
        for (int ix = xBegin; ix < xEnd; ++ix) {
            const std::size_t colStart = std::size_t(ix + halo_) * std::size_t(pz_) + std::size_t(halo_);
            const float* col = u + colStart;
            if (!recursive) {
                for (int iz = zBegin; iz < zEnd; ++iz) {
                    lz[std::size_t(iz)] = coefZ_[0] * col[iz];
                    lx[std::size_t(iz)] = coefX_[0] * col[iz];
                }
                for (int m = 1; m <= radius; ++m) {
                    const float cz = coefZ_[std::size_t(m)], cx = coefX_[std::size_t(m)];
                    const std::ptrdiff_t sx = std::ptrdiff_t(m) * pz_;
                    for (int iz = zBegin; iz < zEnd; ++iz) {
                        lz[std::size_t(iz)] += cz * (col[iz + m] + col[iz - m]);
                        lx[std::size_t(iz)] += cx * (col[iz + sx] + col[iz - sx]);
                    }
                }
            } else {
                // z recursion along the whole compute column (it starts from zero at the column's ends).
                float prev = 0;
                for (int iz = 0; iz < s.cz; ++iz) {
                    float rhs = coefZ_[0] * col[iz];
                    for (int m = 1; m <= radius; ++m) rhs += coefZ_[std::size_t(m)] * (col[iz + m] + col[iz - m]);
                    prev = alpha * rhs - r * prev;
                    lz[std::size_t(iz)] = prev;
                }
                prev = 0;
                for (int iz = s.cz - 1; iz >= 0; --iz) {
                    prev = lz[std::size_t(iz)] - r * prev;
                    lz[std::size_t(iz)] = prev;
                }
                const float* dxx = lapX_.data() + std::size_t(ix) * std::size_t(s.cz);
                std::copy(dxx, dxx + s.cz, lx.begin());
            }

            const float* vdt2 = s.vdt2.data() + std::size_t(ix) * std::size_t(s.cz);
            float* out = next + colStart;
            const bool xZone = cpml && (ix < w || ix >= w + s.nx);
            const float gx = sponge ? s.spongeX[std::size_t(ix)] : 1.0f;
            for (int iz = zBegin; iz < zEnd; ++iz) {
                float lap = lx[std::size_t(iz)] + lz[std::size_t(iz)];
                if (cpml && (xZone || iz < w || iz >= w + s.nz)) {
                    const std::size_t p = colStart + std::size_t(iz);
                    if (xZone) {
                        const float dpsi = firstDerivative(field.psiX.data() + p, pz_, invX);
                        float& zeta = field.zetaX[p];
                        zeta = s.cpmlBx[std::size_t(ix)] * zeta + s.cpmlAx[std::size_t(ix)] * (lx[std::size_t(iz)] + dpsi);
                        lap += dpsi + zeta;
                    }
                    if (iz < w || iz >= w + s.nz) {
                        const float dpsi = firstDerivative(field.psiZ.data() + p, 1, invZ);
                        float& zeta = field.zetaZ[p];
                        zeta = s.cpmlBz[std::size_t(iz)] * zeta + s.cpmlAz[std::size_t(iz)] * (lz[std::size_t(iz)] + dpsi);
                        lap += dpsi + zeta;
                    }
                }
                if (sponge) {
                    // Cerjan: both levels are damped each step; the old level's second damping is applied here.
                    const float g = gx * s.spongeZ[std::size_t(iz)];
                    out[iz] = g * (2.0f * col[iz] - g * out[iz] + vdt2[iz] * lap);
                } else {
                    out[iz] = 2.0f * col[iz] - out[iz] + vdt2[iz] * lap;
                }
            }
        }
    }
    std::swap(field.cur, field.old);
}

void CpuWaveStepper::zeroZone(CpuWavefield& field) const {
    const PropagationSetup& s = setup_;
    for (int ix = 0; ix < s.cx; ++ix)
        for (int iz = 0; iz < s.cz; ++iz)
            if (s.inZone(ix, iz)) {
                const std::size_t p = padded(s.index(ix, iz));
                field.cur[p] = 0.0f;
                field.old[p] = 0.0f;
            }
}

void CpuWaveStepper::saveStrip(const CpuWavefield& field, float* out) const {
    const std::vector<int>& nodes = setup_.stripNodes;
    for (std::size_t k = 0; k < nodes.size(); ++k) out[k] = field.cur[padded(nodes[k])];
}

void CpuWaveStepper::restoreStrip(CpuWavefield& field, const float* in) const {
    const std::vector<int>& nodes = setup_.stripNodes;
    for (std::size_t k = 0; k < nodes.size(); ++k) field.cur[padded(nodes[k])] = in[k];
}

std::size_t CpuWaveStepper::stateSize() const noexcept {
    const std::size_t n = std::size_t(px_) * std::size_t(pz_);
    return setup_.boundary == BoundaryKind::Cpml ? 6 * n : 2 * n;
}

void CpuWaveStepper::saveState(const CpuWavefield& field, float* out) const {
    const std::size_t n = field.cur.size();
    for (const std::vector<float>* v : {&field.cur, &field.old, &field.psiX, &field.psiZ, &field.zetaX, &field.zetaZ}) {
        if (v->empty()) continue;
        std::memcpy(out, v->data(), n * sizeof(float));
        out += n;
    }
}

void CpuWaveStepper::loadState(CpuWavefield& field, const float* in) const {
    const std::size_t n = field.cur.size();
    for (std::vector<float>* v : {&field.cur, &field.old, &field.psiX, &field.psiZ, &field.zetaX, &field.zetaZ}) {
        if (v->empty()) continue;
        std::memcpy(v->data(), in, n * sizeof(float));
        in += n;
    }
}

void CpuWaveStepper::copyInterior(const CpuWavefield& field, float* out) const {
    const PropagationSetup& s = setup_;
#pragma omp parallel for schedule(static) if (parallel_)
    for (int mx = 0; mx < s.nx; ++mx) {
        const float* col = field.cur.data() + padded(s.index(mx + s.width, s.width));
        std::copy(col, col + s.nz, out + std::size_t(mx) * std::size_t(s.nz));
    }
}

}  // namespace strata::seismic
