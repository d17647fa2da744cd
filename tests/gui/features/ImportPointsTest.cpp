// The point import dialog: the preview follows the file and the reading options (a European
// CSV with ';' and decimal commas, a GSLIB file), the mapping offers the header's columns, and
// the PointSource it describes reads the values the file holds; coordinate names such as
// GSLIB's Xlocation are recognised; a disabled OK says why.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QListWidget>
#include <QTableWidget>
#include <QTemporaryDir>

#include <cmath>
#include <fstream>

#include "GuiTestSupport.h"
#include "data/ImportPointsDialog.h"
#include "data/PointSourceReading.h"
#include "strata/core/Version.h"

using namespace strata::gui;

class ImportPointsTest : public QObject {
    Q_OBJECT

private slots:
    void europeanCsvPreviewAndMapping() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("samples.csv"));
        std::ofstream(path.toStdString()) << "Este;Norte;Cota;Cu;Nota\n"
                                             "100,5;200,25;10;0,75;a\n"
                                             "101,5;201,25;11;-999;b\n"
                                             "102,5;202,25;12;1,5;c\n";
        ImportPointsDialog dialog;
        dialog.setFile(path);
        QTableWidget* preview = dialog.previewTable();
        QCOMPARE(preview->columnCount(), 5);
        QCOMPARE(preview->rowCount(), 3);
        QCOMPARE(preview->horizontalHeaderItem(0)->text(), QStringLiteral("Este"));
        QCOMPARE(preview->item(0, 0)->text(), QStringLiteral("100.5"));  // decimal comma understood
        QCOMPARE(preview->item(1, 3)->text(), QString());                // -999 is missing
        QVERIFY2(dialog.previewText().contains(QStringLiteral("';'")), qPrintable(dialog.previewText()));

        // Non-standard names: map them by hand, and read only Cu.
        auto* x = dialog.findChild<QComboBox*>(QStringLiteral("columnX"));
        auto* y = dialog.findChild<QComboBox*>(QStringLiteral("columnY"));
        auto* z = dialog.findChild<QComboBox*>(QStringLiteral("columnZ"));
        QVERIFY(x->findText(QStringLiteral("Este")) > 0);
        x->setCurrentText(QStringLiteral("Este"));
        y->setCurrentText(QStringLiteral("Norte"));
        z->setCurrentText(QStringLiteral("Cota"));
        auto* values = dialog.findChild<QListWidget*>();
        for (int i = 0; i < values->count(); ++i)
            if (values->item(i)->text() == QStringLiteral("Cu")) values->item(i)->setCheckState(Qt::Checked);
        const PointSource source = dialog.source();
        QCOMPARE(source.name, std::string("samples"));
        QCOMPARE(source.columns.at("x"), std::string("Este"));
        strata::io::PointReadReport report;
        const strata::PointSet points = readPointSource(source, report);
        QCOMPARE(points.size(), std::size_t(3));
        QCOMPARE(points.dimension, 3);
        QCOMPARE(points.x[2], 102.5);
        QCOMPARE(points.z[1], 11.0);
        QCOMPARE(points.names.size(), std::size_t(1));
        QCOMPARE(points.values[0][2], 1.5);
        QVERIFY(std::isnan(points.values[0][1]));
    }

    void gslibFilePreview() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("data.dat"));
        std::ofstream(path.toStdString()) << "clustered data\n3\nXlocation\nYlocation\nPrimary\n"
                                             "1 2 0.5\n3 4 0.7\n";
        ImportPointsDialog dialog;
        dialog.setFile(path);
        QCOMPARE(dialog.previewTable()->rowCount(), 2);
        QCOMPARE(dialog.previewTable()->horizontalHeaderItem(2)->text(), QStringLiteral("Primary"));
        QVERIFY(dialog.previewText().contains(QStringLiteral("GSLIB")));
        strata::io::PointReadReport report;
        const strata::PointSet points = readPointSource(dialog.source(), report);
        QCOMPARE(points.size(), std::size_t(2));
        QCOMPARE(points.column("Primary")[1], 0.7);
    }

    // GSLIB's cluster.dat names its coordinates Xlocation and Ylocation: the mapping shows them.
    // A path typed before the name: OK says what it lacks while disabled, and follows the name.
    void clusterNamesDetectedAndOkSaysWhatItLacks() {
        const std::vector<std::string> header{"Xlocation", "Y_Loc", "Elevation", "Primary"};
        QCOMPARE(detectCoordinateColumn(header, 'x'), std::string("Xlocation"));
        QCOMPARE(detectCoordinateColumn(header, 'y'), std::string("Y_Loc"));
        QCOMPARE(detectCoordinateColumn(header, 'z'), std::string("Elevation"));
        QCOMPARE(detectCoordinateColumn({"coord x", "LocY", "EASTING"}, 'x'), std::string("coord x"));
        QCOMPARE(detectCoordinateColumn({"coord x", "LocY", "NORTHING"}, 'y'), std::string("LocY"));
        QCOMPARE(detectCoordinateColumn({"Primary", "Secondary"}, 'x'), std::string());

        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("cluster.dat"));
        std::ofstream(path.toStdString()) << "clustered data\n4\nXlocation\nYlocation\nPrimary\nSecondary\n"
                                             "39.5 18.5 0.06 0.22\n5.5 1.5 0.06 0.27\n";
        ImportPointsDialog dialog;
        auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("pointName"));
        auto* file = dialog.findChild<QLineEdit*>(QStringLiteral("pointFile"));
        auto* problem = dialog.findChild<QLabel*>(QStringLiteral("importProblem"));
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(name && file && problem && ok);
        QVERIFY(!ok->isEnabled());
        QVERIFY(!problem->text().isEmpty());

        QTest::keyClicks(file, path);
        QTest::keyClick(file, Qt::Key_Return);
        QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("columnX"))->currentText(), QStringLiteral("Xlocation"));
        QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("columnY"))->currentText(), QStringLiteral("Ylocation"));
        QVERIFY(ok->isEnabled());  // the name comes from the file, as with Browse
        QCOMPARE(name->text(), QStringLiteral("cluster"));

        name->clear();
        QVERIFY(!ok->isEnabled());
        QVERIFY2(problem->text().contains(QStringLiteral("name")), qPrintable(problem->text()));
        QTest::keyClicks(name, QStringLiteral("declustering"));
        QVERIFY(ok->isEnabled());
        QVERIFY(problem->text().isEmpty());
        strata::io::PointReadReport report;
        const strata::PointSet points = readPointSource(dialog.source(), report);
        QCOMPARE(points.size(), std::size_t(2));
        QCOMPARE(points.x[0], 39.5);
        QCOMPARE(points.y[1], 1.5);
    }

    void gdalVectorSource() {
        if (!STRATA_WITH_GDAL) QSKIP("this build has no GDAL");
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("samples.geojson"));
        std::ofstream(path.toStdString())
            << R"({"type": "FeatureCollection", "features": [
                 {"type": "Feature", "properties": {"CU": 0.5, "NAME": "a"}, "geometry": {"type": "Point", "coordinates": [350000.5, 9700000.25, 12]}},
                 {"type": "Feature", "properties": {"CU": 1.25, "NAME": "b"}, "geometry": {"type": "Point", "coordinates": [350010.5, 9700020.25, 14]}}]})";
        ImportPointsDialog dialog;
        dialog.setFile(path);
        auto* format = dialog.findChild<QComboBox*>(QStringLiteral("pointFormat"));
        format->setCurrentIndex(format->findData(QStringLiteral("gdal")));
        QVERIFY(dialog.previewText().contains(QStringLiteral("GDAL")));
        const PointSource source = dialog.source();
        QCOMPARE(source.format, std::string("gdal"));
        strata::io::PointReadReport report;
        const strata::PointSet points = readPointSource(source, report);
        QCOMPARE(points.size(), std::size_t(2));
        QCOMPARE(points.dimension, 3);
        QCOMPARE(points.x[1], 350010.5);
        QCOMPARE(points.column("CU")[1], 1.25);
    }
};

STRATA_GUI_TEST_MAIN(ImportPointsTest)
#include "ImportPointsTest.moc"
