#pragma once
// The options of every job type as a Markdown reference (docs/options.md is this text; a test
// checks that it is up to date): one table per job, nested options by their key path.
#include <string>

namespace strata::cli {

std::string optionsMarkdown();

}  // namespace strata::cli
