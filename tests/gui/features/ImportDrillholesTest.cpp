// The drillhole import wizard: the preview shows the first rows of the chosen file as the reader
// splits them (and follows the file and the column mapping), the dip convention is guessed from
// the survey, and "Check and import" lists the reading problems in a table that sorts by a
// column (numerically for lines) and filters by severity; continuing keeps the valid rows.
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

#include <fstream>

#include "GuiTestSupport.h"
#include "data/ValidationReportModel.h"
#include "data/ValidationReportView.h"
#include "widgets/ImportDrillholesDialog.h"

using namespace strata::gui;

namespace {

QString writeFile(const QTemporaryDir& folder, const QString& name, const std::string& text) {
    const QString path = folder.filePath(name);
    std::ofstream(path.toStdString()) << text;
    return path;
}

// 12 holes; the survey writes down-holes with POSITIVE dips; the assay table has a FROM > TO
// row, an overlap and a hole without a collar, so the reader reports errors on known lines.
struct SmallDatabase {
    QString collar, survey, assay;
};

SmallDatabase writeDatabase(const QTemporaryDir& folder) {
    std::string collar = "BHID;EAST;NORTH;RL;EOH\n", survey = "BHID;AT;AZ;DIP\n", assay = "BHID;FROM;TO;CU\n";
    for (int h = 1; h <= 12; ++h) {
        const std::string id = "H" + std::to_string(h);
        collar += id + ";" + std::to_string(1000 + 10 * h) + ";" + std::to_string(2000 + 5 * h) + ";100;30\n";
        survey += id + ";0;45;60\n" + id + ";20;47;62\n";
        for (int k = 0; k < 3; ++k)
            assay += id + ";" + std::to_string(10 * k) + ";" + std::to_string(10 * k + 10) + ";" + std::to_string(0.5 + h * 0.01) + "\n";
    }
    assay += "H3;25;20;1.0\n";   // line 38: FROM > TO
    assay += "H4;5;12;1.0\n";    // line 39: overlaps H4 0-10
    assay += "NOPE;0;10;1.0\n";  // line 40: no collar
    return {writeFile(folder, QStringLiteral("collar.csv"), collar), writeFile(folder, QStringLiteral("survey.csv"), survey),
            writeFile(folder, QStringLiteral("assay.csv"), assay)};
}

}  // namespace

class ImportDrillholesTest : public QObject {
    Q_OBJECT

private slots:
    void previewShowsTheFirstRowsOfTheChosenFile() {
        QTemporaryDir folder;
        const SmallDatabase files = writeDatabase(folder);
        ImportDrillholesDialog dialog;
        dialog.setCollarFile(files.collar);
        dialog.setSurveyFile(files.survey);
        dialog.addIntervalFile(files.assay);
        QCOMPARE(dialog.previewFiles().size(), 3);

        QTableWidget* preview = dialog.previewTable();
        QCOMPARE(preview->columnCount(), 5);
        QCOMPARE(preview->rowCount(), 12);  // fewer rows than the preview's 20
        QCOMPARE(preview->horizontalHeaderItem(1)->text(), QStringLiteral("EAST"));
        QCOMPARE(preview->item(0, 0)->text(), QStringLiteral("H1"));
        QCOMPARE(preview->item(11, 1)->text(), QStringLiteral("1120"));
        auto* info = dialog.findChild<QLabel*>(QStringLiteral("previewInfo"));
        QVERIFY2(info->text().contains(QStringLiteral("Delimiter: ;")), qPrintable(info->text()));

        dialog.showPreviewOf(2);  // the assay table: 39 rows, the preview stops at 20
        QCOMPARE(preview->rowCount(), 20);
        QCOMPARE(preview->horizontalHeaderItem(3)->text(), QStringLiteral("CU"));
        QCOMPARE(preview->item(19, 0)->text(), QStringLiteral("H7"));

        // Mapping a column marks it in the preview.
        auto* from = dialog.findChild<QComboBox*>(QStringLiteral("column_from"));
        QVERIFY(from);
        QVERIFY(from->findText(QStringLiteral("FROM")) >= 0);  // offered from the file's header
        from->setCurrentText(QStringLiteral("FROM"));
        QCOMPARE(preview->horizontalHeaderItem(1)->text(), QStringLiteral("FROM → from"));
    }

    void dipConventionIsGuessedFromTheSurvey() {
        QTemporaryDir folder;
        const SmallDatabase files = writeDatabase(folder);
        ImportDrillholesDialog dialog;
        dialog.setCollarFile(files.collar);
        QVERIFY(dialog.dipGuessText().contains(QStringLiteral("No survey table")));
        dialog.setSurveyFile(files.survey);
        QVERIFY2(dialog.dipGuessText().contains(QStringLiteral("0 negative and 24 positive")), qPrintable(dialog.dipGuessText()));
        QVERIFY(dialog.dipGuessText().contains(QStringLiteral("positive dips point down")));
        auto* dips = dialog.findChild<QComboBox*>(QStringLiteral("dipConvention"));
        dips->setCurrentIndex(dips->findData(QStringLiteral("down-negative")));
        QVERIFY(dialog.dipGuessText().contains(QStringLiteral("differs from the guess")));
    }

    void validationReportSortsFiltersAndContinues() {
        QTemporaryDir folder;
        const SmallDatabase files = writeDatabase(folder);
        ImportDrillholesDialog dialog;
        dialog.setCollarFile(files.collar);
        dialog.setSurveyFile(files.survey);
        dialog.addIntervalFile(files.assay);
        dialog.checkAndImport();
        QVERIFY(dialog.isShowingReport());
        QVERIFY(dialog.loaded().has_value());
        const auto& report = dialog.loaded()->report;
        QVERIFY(report.hasErrors());

        ValidationReportView* view = dialog.reportView();
        QSortFilterProxyModel* proxy = view->proxy();
        QCOMPARE(proxy->rowCount(), static_cast<int>(report.problems.size()));
        // Sorted by line, descending: numbers, so line 40 comes before line 9 would (text order would not).
        view->table()->sortByColumn(ValidationReportModel::Line, Qt::DescendingOrder);
        qulonglong previous = ~0ull;
        for (int row = 0; row < proxy->rowCount(); ++row) {
            const qulonglong line = proxy->data(proxy->index(row, ValidationReportModel::Line), ValidationReportModel::SortRole).toULongLong();
            QVERIFY(line <= previous);
            previous = line;
        }
        const QModelIndex top = proxy->index(0, ValidationReportModel::Line);
        QCOMPARE(proxy->data(top).toULongLong(), 40ull);
        QVERIFY(proxy->data(proxy->index(0, ValidationReportModel::Message)).toString().contains(QStringLiteral("NOPE")) ||
                proxy->data(proxy->index(0, ValidationReportModel::Hole)).toString() == QStringLiteral("NOPE"));
        // The FROM > TO row is an error at line 38 of assay.csv.
        bool fromAfterTo = false;
        for (int row = 0; row < proxy->rowCount(); ++row)
            if (proxy->data(proxy->index(row, ValidationReportModel::Line)).toULongLong() == 38 &&
                proxy->data(proxy->index(row, ValidationReportModel::File)).toString() == QStringLiteral("assay.csv"))
                fromAfterTo = true;
        QVERIFY(fromAfterTo);

        // Errors only.
        QComboBox* severity = view->severityFilter();
        severity->setCurrentIndex(severity->findData(static_cast<int>(strata::drillholes::Severity::Error)));
        QCOMPARE(proxy->rowCount(), static_cast<int>(report.count(strata::drillholes::Severity::Error)));
        // Text filter on top: only the problems of hole H3.
        view->filter()->setText(QStringLiteral("H3"));
        QVERIFY(proxy->rowCount() >= 1);
        for (int row = 0; row < proxy->rowCount(); ++row)
            QVERIFY(proxy->data(proxy->index(row, ValidationReportModel::Hole)).toString() == QStringLiteral("H3") ||
                    proxy->data(proxy->index(row, ValidationReportModel::Message)).toString().contains(QStringLiteral("H3")));

        // Continue with the valid rows: 12 holes, and the bad assay rows left out.
        auto* keepGoing = dialog.findChild<QPushButton*>(QStringLiteral("continueWithValidRows"));
        QVERIFY(keepGoing && keepGoing->isVisible() == dialog.isVisible());
        keepGoing->click();
        QCOMPARE(dialog.result(), static_cast<int>(QDialog::Accepted));
        QCOMPARE(dialog.loaded()->database->collars.size(), std::size_t(12));
        const auto* assay = dialog.loaded()->database->findTable("assay");
        QVERIFY(assay);
        QVERIFY(assay->size() < 39u);
        QVERIFY(assay->size() >= 36u);
    }

    void cleanTablesImportWithoutAReport() {
        QTemporaryDir folder;
        const SmallDatabase files = writeDatabase(folder);
        ImportDrillholesDialog dialog;
        dialog.setCollarFile(files.collar);
        dialog.checkAndImport();  // collars only: nothing to complain about
        QVERIFY(!dialog.isShowingReport());
        QCOMPARE(dialog.result(), static_cast<int>(QDialog::Accepted));
        QCOMPARE(dialog.loaded()->database->collars.size(), std::size_t(12));
    }
};

STRATA_GUI_TEST_MAIN(ImportDrillholesTest)
#include "ImportDrillholesTest.moc"
