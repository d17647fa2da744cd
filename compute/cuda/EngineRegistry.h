#pragma once
// Inside libstrata_cuda.so: each capability's .cu file registers the object that implements its
// CUDA interface (declared Qt- and CUDA-free in the capability's public header), e.g.
//   STRATA_CUDA_ENGINE("variogram", strata::variogram::CudaEngine, VariogramCuda)
// The loader hands it out through strata::cudaEngineAs<Interface>("variogram").
namespace strata::cuda {

using EngineFactory = void* (*)();

struct EngineRegistration {
    EngineRegistration(const char* name, EngineFactory factory);
};

void* findEngine(const char* name);

}  // namespace strata::cuda

#define STRATA_CUDA_CONCAT2(a, b) a##b
#define STRATA_CUDA_CONCAT(a, b) STRATA_CUDA_CONCAT2(a, b)
#define STRATA_CUDA_ENGINE(name, Interface, Impl)                                          \
    static ::strata::cuda::EngineRegistration STRATA_CUDA_CONCAT(strataEngine_, __LINE__)( \
        name, []() -> void* {                                                              \
            static Impl engine;                                                            \
            return static_cast<Interface*>(&engine);                                       \
        })
