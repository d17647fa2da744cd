#include <gtest/gtest.h>

#include "IoTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/GslibDataText.h"

using namespace strata;
using namespace strata::io;

// What gfortran writes for '(a40)', '(i2)', '(i3)' and 'f10.5' / 'f12.5', by hand.
TEST(GslibDataText, AppendsAColumnAsGslibProgramsWriteIt) {
    const auto dir = iotest::scratchDir("GslibDataTextAppends");
    iotest::writeText(dir / "short.dat",
                      "Short title\n2\nx\na name longer than forty characters, to be cut\n1.5  2   \n 3\t4\n");
    const GslibDataText text = readGslibDataText((dir / "short.dat").string());
    ASSERT_EQ(text.rows.size(), 2u);
    EXPECT_EQ(text.rows[0], "1.5  2");  // trailing blanks removed
    EXPECT_EQ(text.rows[1], " 3\t4");   // the rest as written
    const std::string out = appendGslibColumn(text, {"Prefix:", 3, "New", {"a", "b"}});
    EXPECT_EQ(out, "Prefix:Short title                             \n"
                   "  3\n"
                   "x                                       \n"
                   "a name longer than forty characters, to \n"
                   "New\n"
                   "1.5  2 a\n"
                   " 3\t4 b\n");
}

TEST(GslibDataText, FormatsAsFortranFixedPoint) {
    EXPECT_EQ(fortranFixed(0.06, 12, 5), "     0.06000");
    EXPECT_EQ(fortranFixed(-2.525184, 12, 5), "    -2.52518");
    EXPECT_EQ(fortranFixed(-999, 10, 5), "-999.00000");
    EXPECT_EQ(fortranFixed(12345.5, 10, 5), "**********");
}

TEST(GslibDataText, RefusesAColumnOfTheWrongLength) {
    const auto dir = iotest::scratchDir("GslibDataTextLength");
    iotest::writeText(dir / "d.dat", "t\n1\nx\n1\n2\n");
    const GslibDataText text = readGslibDataText((dir / "d.dat").string());
    EXPECT_THROW(appendGslibColumn(text, {"", 2, "New", {"a"}}), ValidationError);
}
