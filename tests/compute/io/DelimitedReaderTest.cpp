#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

#include "IoTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"

using namespace strata;
using namespace strata::io;
using namespace strata::iotest;

TEST(DelimitedReader, SniffsCommaHeaderAndCrlf) {
    const Table t = parseTable("x,y,z,value\r\n1,2,3,4.5\r\n5,6,7,-1e3\r\n", "a.csv");
    EXPECT_EQ(t.delimiter, ',');
    EXPECT_TRUE(t.hasHeader);
    ASSERT_EQ(t.columns.size(), 4u);
    EXPECT_EQ(t.columns[3].name, "value");
    EXPECT_EQ(t.columns[3].numbers, (std::vector<double>{4.5, -1000.0}));
    EXPECT_EQ(t.rowLines, (std::vector<std::size_t>{2, 3}));
    EXPECT_TRUE(t.problems.empty());
}

TEST(DelimitedReader, SniffsTabSemicolonAndBlanks) {
    const Table tab = parseTable("a\tb\n1\t2\n", "t.tsv");
    EXPECT_EQ(tab.delimiter, '\t');
    EXPECT_EQ(tab.columns[1].numbers[0], 2.0);
    // Spreadsheets in many locales: ';' with decimal commas.
    const Table semi = parseTable("Ost;Nord;Gehalt\n1,5;2,25;-0,5\n3;4;1e-2\n", "de.csv");
    EXPECT_EQ(semi.delimiter, ';');
    EXPECT_EQ(semi.decimalMark, ',');
    EXPECT_EQ(semi.columns[0].numbers, (std::vector<double>{1.5, 3.0}));
    EXPECT_EQ(semi.columns[2].numbers, (std::vector<double>{-0.5, 0.01}));
    const Table xyz = parseTable("  1.0   2.0  3.0\n\t4 5 6\n", "p.xyz");
    EXPECT_EQ(xyz.delimiter, ' ');
    EXPECT_FALSE(xyz.hasHeader);
    EXPECT_EQ(xyz.columns[2].name, "column 3");
    EXPECT_EQ(xyz.columns[2].numbers, (std::vector<double>{3.0, 6.0}));
}

TEST(DelimitedReader, HandlesBomQuotesCommentsAndBlankLines) {
    const std::string text =
        "\xEF\xBB\xBF# exported by a logger\n"
        "\"hole id\",\"note\",value\n"
        "\n"
        "DDH-1,\"a, b \"\"c\"\"\",1.5\n"
        "  # comment inside\n"
        "DDH-2,\"two\nlines\",\"2.5\"\n"
        ",,\n"
        "DDH-3,,3.5\n";
    const Table t = parseTable(text, "q.csv");
    ASSERT_TRUE(t.hasHeader);
    ASSERT_EQ(t.columns.size(), 3u);
    EXPECT_EQ(t.columns[0].name, "hole id");
    EXPECT_FALSE(t.columns[0].numeric);
    EXPECT_EQ(t.columns[0].texts, (std::vector<std::string>{"DDH-1", "DDH-2", "DDH-3"}));
    EXPECT_EQ(t.columns[1].texts, (std::vector<std::string>{"a, b \"c\"", "two\nlines", ""}));
    EXPECT_EQ(t.columns[2].numbers, (std::vector<double>{1.5, 2.5, 3.5}));
    EXPECT_EQ(t.rowLines, (std::vector<std::size_t>{4, 6, 9}));  // the quoted line break counts
    EXPECT_TRUE(t.problems.empty());
}

TEST(DelimitedReader, MissingValueCodes) {
    DelimitedOptions o;
    o.missingValues = {"NA", "-999", "*"};
    const Table t = parseTable("a,b\n1,NA\n-999.0,\n*,na\n2,3\n", "m.csv", o);
    EXPECT_TRUE(std::isnan(t.columns[0].numbers[1]));
    EXPECT_TRUE(std::isnan(t.columns[0].numbers[2]));
    EXPECT_TRUE(std::isnan(t.columns[1].numbers[0]));
    EXPECT_TRUE(std::isnan(t.columns[1].numbers[1]));
    EXPECT_TRUE(std::isnan(t.columns[1].numbers[2]));
    EXPECT_EQ(t.columns[1].numbers[3], 3.0);
    EXPECT_TRUE(t.problems.empty());
}

TEST(DelimitedReader, ReportsBadCellsWithLineAndColumnAndStrictThrows) {
    const std::string text = "x,y,cu\n1,2,0.5\n3,4,<0.01\n5,6\n7,8,0.7\n";
    const Table t = parseTable(text, "assay.csv");
    ASSERT_EQ(t.columns.size(), 3u);
    ASSERT_TRUE(t.columns[2].numeric);
    EXPECT_TRUE(std::isnan(t.columns[2].numbers[1]));
    ASSERT_EQ(t.problems.size(), 2u);
    EXPECT_EQ(t.problemCount, 2u);
    EXPECT_EQ(t.describe(t.problems[0]), "assay.csv:3:5: column 'cu': expected a number, found '<0.01'");
    EXPECT_EQ(t.problems[0].field, 3u);
    EXPECT_EQ(t.problems[1].line, 4u);
    EXPECT_NE(t.problems[1].message.find("row has 2 fields, expected 3"), std::string::npos);
    DelimitedOptions strict;
    strict.strict = true;
    try {
        parseTable(text, "assay.csv", strict);
        FAIL() << "expected ParseError";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.line(), 3u);
        EXPECT_EQ(e.column(), 5u);
    }
    EXPECT_THROW(parseTable("a,b\n\"open,2\n", "u.csv"), ParseError);
    EXPECT_THROW(parseTable("a b\n\"open 2\n", "u.txt"), ParseError);
    EXPECT_THROW(parseTable("\xFF\xFE" "a", "u16.csv"), ParseError);
}

TEST(DelimitedReader, ColumnTypesCanBeForced) {
    DelimitedOptions o;
    o.textColumns = {ColumnSelector::parse("id")};
    const Table t = parseTable("id,v\n001,1\n002,2\n", "ids.csv", o);
    EXPECT_FALSE(t.columns[0].numeric);
    EXPECT_EQ(t.columns[0].texts[0], "001");
    DelimitedOptions n;
    n.numericColumns = {ColumnSelector::parse("2")};
    const Table u = parseTable("id,v\na,x\nb,y\nc,1\n", "v.csv", n);
    EXPECT_TRUE(u.columns[1].numeric);
    EXPECT_EQ(u.problemCount, 2u);
}

TEST(DelimitedReader, HeaderDetection) {
    // A first row of text above numbers is a header; a text column alone does not make one.
    EXPECT_TRUE(parseTable("x,y\n1,2\n", "h.csv").hasHeader);
    EXPECT_FALSE(parseTable("DDH1,1,2\nDDH2,3,4\n", "n.csv").hasHeader);
    EXPECT_TRUE(parseTable("x,y,2019\n1,2,3\n", "y.csv").hasHeader);
    DelimitedOptions o;
    o.header = DelimitedOptions::Header::No;
    EXPECT_EQ(parseTable("x,y\n1,2\n", "h.csv", o).rowCount(), 2u);
    o.header = DelimitedOptions::Header::Auto;
    o.skipLines = 2;
    const Table s = parseTable("Survey export\nunits: m\nE,N\n1,2\n", "s.csv", o);
    EXPECT_EQ(s.columns[0].name, "E");
    EXPECT_EQ(s.rowLines[0], 4u);
}

TEST(DelimitedReader, ColumnSelectorsMatchAliasesAndIndices) {
    const Table t = parseTable("Hole_ID,X Location,NORTHING,Elev\na,1,2,3\n", "c.csv");
    EXPECT_EQ(t.find(ColumnSelector::parse("xlocation")), 1u);
    EXPECT_EQ(t.find(ColumnSelector::parse("easting|northing")), 2u);
    EXPECT_EQ(t.find(ColumnSelector::parse("4")), 3u);
    EXPECT_FALSE(t.find(ColumnSelector::parse("9")).has_value());
    EXPECT_EQ(t.column("hole id").name, "Hole_ID");
    EXPECT_THROW(t.column("cu"), ValidationError);
}

TEST(ReadPoints, ReadsGslibClusterAsPoints) {
    PointReadReport report;
    const PointSet p = readPoints(referencePath("cluster.dat"), {}, {}, &report);
    EXPECT_EQ(p.dimension, 2);
    ASSERT_EQ(p.size(), 140u);
    EXPECT_EQ(p.names.size(), 3u);  // Primary, Secondary, Declustering Weight
    const auto& primary = p.column("Primary");
    EXPECT_NEAR(std::accumulate(primary.begin(), primary.end(), 0.0) / 140.0, 4.3504, 5e-5);
    EXPECT_TRUE(report.problems.empty());
    const PointSet s = readPoints(referencePath("synth3d.dat"), PointColumns::parse("x,y,z,value"));
    EXPECT_EQ(s.dimension, 3);
    EXPECT_EQ(s.size(), 2000u);
    EXPECT_DOUBLE_EQ(s.z[1], 8.9556);
}

TEST(ReadPoints, ReadsCsvAndHeaderlessXyz) {
    const auto dir = scratchDir("ReadPointsCsv");
    writeText(dir / "p.csv", "Easting,Northing,RL,Au,Lith\n10,20,30,1.5,SAP\n11,21,31,NA,SAP\n");
    const PointSet p = readPoints((dir / "p.csv").string());
    EXPECT_EQ(p.dimension, 3);
    EXPECT_EQ(p.names, (std::vector<std::string>{"Au"}));
    EXPECT_EQ(p.z[1], 31.0);
    EXPECT_TRUE(std::isnan(p.values[0][1]));
    writeText(dir / "s.xyz", "1 2 3\n4 5 6\n");
    const PointSet s = readPoints((dir / "s.xyz").string());
    EXPECT_EQ(s.dimension, 2);  // three columns without a header: x, y and a value
    EXPECT_EQ(s.values[0], (std::vector<double>{3, 6}));
    writeText(dir / "d.xyz", "1 2 3 7\n4 5 6 8\n");
    const PointSet d = readPoints((dir / "d.xyz").string());
    EXPECT_EQ(d.dimension, 3);
    EXPECT_EQ(d.values[0], (std::vector<double>{7, 8}));
    const PointSet m = readPoints((dir / "p.csv").string(), PointColumns::parse("1,2,-,4"));
    EXPECT_EQ(m.dimension, 2);
    EXPECT_EQ(m.names, (std::vector<std::string>{"Au"}));
}

TEST(ReadPoints, ProblemsInUsedColumnsAreReportedOrThrown) {
    const auto dir = scratchDir("ReadPointsProblems");
    writeText(dir / "p.csv", "x,y,v,other\n1,2,3,a\n,5,6,7\n7,8,x9,b\n");
    PointReadReport report;
    const PointSet p = readPoints((dir / "p.csv").string(), PointColumns::parse("x,y,v"), {}, &report);
    EXPECT_EQ(p.size(), 2u);
    EXPECT_EQ(report.droppedRows, 1u);
    ASSERT_EQ(report.problems.size(), 2u);  // the text in 'other' does not matter here
    EXPECT_EQ(report.problems[0].line, 3u);
    EXPECT_EQ(report.problems[1].line, 4u);
    EXPECT_EQ(report.problems[1].column, 5u);
    try {
        readPoints((dir / "p.csv").string(), PointColumns::parse("x,y,v"));
        FAIL() << "expected ParseError";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.line(), 3u);
    }
    try {
        readPoints((dir / "p.csv").string(), PointColumns::parse("x,y,z,v"));
        FAIL() << "expected ValidationError";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("columns: x, y, v, other"), std::string::npos) << e.what();
    }
}
