#include <gtest/gtest.h>

#include "IoTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/GslibParameterFile.h"

using namespace strata;
using namespace strata::io;
using strata::iotest::referencePath;

TEST(GslibParameterFile, ReadsKt3dReferenceParameters) {
    const auto par = GslibParameterFile::read(referencePath("kt3d_cluster_ok.par"));
    EXPECT_EQ(par.path(), referencePath("kt3d_cluster_ok.par"));
    EXPECT_EQ(par.line(0).text(0, "data file"), "cluster.dat");
    EXPECT_EQ(par.line(0).fileLine(), 5u);
    EXPECT_EQ(par.line(1).integer(1, "x column"), 1);
    EXPECT_EQ(par.line(1).integer(4, "variable column"), 3);
    EXPECT_DOUBLE_EQ(par.line(2).number(0, "tmin"), -1.0e21);
    EXPECT_DOUBLE_EQ(par.line(2).number(1, "tmax"), 1.0e21);
    EXPECT_EQ(par.line(9).integer(0, "nx"), 50);
    EXPECT_DOUBLE_EQ(par.line(9).number(1, "xmn"), 0.5);
    EXPECT_DOUBLE_EQ(par.line(15).number(2, "radius vert"), 25.0);
    // The variogram structure lines sit at the end.
    const std::size_t last = par.lineCount() - 1;
    EXPECT_DOUBLE_EQ(par.line(last).number(0, "a_hmax"), 10.0);
    EXPECT_DOUBLE_EQ(par.line(last - 1).number(1, "cc"), 0.8);
}

TEST(GslibParameterFile, TreatsTextAfterTheValuesAsComment) {
    const auto par = GslibParameterFile::read(referencePath("gamv_cluster.par"));
    // "cluster.dat               \file with data"
    EXPECT_EQ(par.line(0).text(0, "data file"), "cluster.dat");
    EXPECT_EQ(par.line(5).integer(0, "nlag"), 10);
    EXPECT_DOUBLE_EQ(par.line(6).number(0, "xlag"), 5.0);
    EXPECT_DOUBLE_EQ(par.line(9).number(2, "bandh"), 1.0e6);
    EXPECT_DOUBLE_EQ(par.line(10).number(1, "atol"), 22.5);
    EXPECT_EQ(par.lineCount(), 14u);
}

TEST(GslibParameterFile, SplitsOnCommasAndAcceptsFortranNumbers) {
    const auto par = GslibParameterFile::parse(
        "title\r\nstart of parameters:\r\n1,2 , 3   -cols\r\n1.5D+01 +2 .5 5. -3e-2\r\n'my file.dat' x\r\n\r\n\r\n", "a.par");
    EXPECT_EQ(par.lineCount(), 3u);  // trailing blank lines dropped
    EXPECT_EQ(par.line(0).integer(2, "c"), 3);
    EXPECT_EQ(par.line(0).raw(), "1,2 , 3   -cols");
    EXPECT_DOUBLE_EQ(par.line(1).number(0, "a"), 15.0);
    EXPECT_DOUBLE_EQ(par.line(1).number(1, "b"), 2.0);
    EXPECT_DOUBLE_EQ(par.line(1).number(2, "c"), 0.5);
    EXPECT_DOUBLE_EQ(par.line(1).number(3, "d"), 5.0);
    EXPECT_DOUBLE_EQ(par.line(1).number(4, "e"), -0.03);
    EXPECT_EQ(par.line(2).text(0, "file"), "my file.dat");
    EXPECT_EQ(par.line(2).tokenCount(), 2u);
}

TEST(GslibParameterFile, ReportsBadNumbersWithFileLineAndColumn) {
    const auto par = GslibParameterFile::parse("START OF PARAMETERS\n50  fifty  1.0\n4.5\nnan\n", "k.par");
    try {
        par.line(0).number(1, "xmn");
        FAIL() << "expected ParseError";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.file(), "k.par");
        EXPECT_EQ(e.line(), 2u);
        EXPECT_EQ(e.column(), 5u);
        EXPECT_STREQ(e.what(), "k.par:2:5: expected a number for xmn, found 'fifty'");
    }
    EXPECT_THROW(par.line(1).integer(0, "nx"), ParseError);    // 4.5 is not an integer
    EXPECT_THROW(par.line(2).number(0, "value"), ParseError);  // NaN is never a parameter
    try {
        par.line(0).number(3, "xsiz");
        FAIL() << "expected ParseError";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.line(), 2u);
        EXPECT_NE(std::string(e.what()).find("for xsiz"), std::string::npos) << e.what();
    }
}

TEST(GslibParameterFile, ReportsMissingLinesAndMissingStart) {
    const auto par = GslibParameterFile::parse("x\nSTART OF PARAMETERS:\n1\n2\n", "short.par");
    try {
        par.line(4);
        FAIL() << "expected ParseError";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.file(), "short.par");
        EXPECT_EQ(e.line(), 7u);
        EXPECT_NE(std::string(e.what()).find("expected 5 parameter lines, found 2"), std::string::npos) << e.what();
    }
    EXPECT_THROW(GslibParameterFile::parse("no start here\n1 2 3\n", "x.par"), ParseError);
    EXPECT_THROW(GslibParameterFile::read("/nonexistent/strata/x.par"), IoError);
}
