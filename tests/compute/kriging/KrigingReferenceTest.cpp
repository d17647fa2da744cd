#include "KrigingTestSupport.h"

namespace strata::kriging::test {
INSTANTIATE_TEST_SUITE_P(Cpu, Reference, ::testing::Values(Backend::Cpu), backendName);
}
