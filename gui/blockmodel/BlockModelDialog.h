#pragma once
// Estimation > Resource block model…: the `blockmodel` job built from the project's drillholes,
// unit by unit. The user picks the lithology table and its unit column (the units top down come
// from the project's stratigraphic column, else from the logs' mean depths), the assay table and
// grade, the units to estimate with each one's model, top cut and density, the composite length,
// (a top cut can be set at a percentile of the unit's assays, and the share of the metal it
// removes is shown), the method, the parent blocks (proposed from the drillholes' extent) and sub-blocks, and the
// report's cutoffs; every other option of the job's schema is in Advanced. The job runs on a
// worker; its block model becomes a result (kind BlockModel) written to the results folder.
#include <functional>
#include <memory>
#include <optional>

#include <QDialog>

#include "blockmodel/TopCuts.h"
#include "strata/blockmodel/BlockModelJob.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/surfaces/StratigraphicColumn.h"
#include "strata/variogram/VariogramModel.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableWidget;

namespace strata::gui {

class GridSpecEditor;
class JobRunner;
class ResultCatalog;
class SchemaOptionsBox;
class TopCutPlot;

struct BlockModelSource {
    drillholes::DrillholeFiles files;
    drillholes::DesurveyMethod desurvey = drillholes::DesurveyMethod::MinimumCurvature;
    std::shared_ptr<const drillholes::DrillholeDatabase> database;
    std::optional<surfaces::StratigraphicColumn> column;
    // The project's saved model of a table's variable in a unit ("lithology.LITH = ORE"; empty:
    // every sample), if any.
    std::function<std::optional<variogram::VariogramModel>(const std::string& table, const std::string& variable,
                                                           const std::string& unit)>
        savedModel;
};

class BlockModelDialog : public QDialog {
    Q_OBJECT
public:
    BlockModelDialog(JobRunner& runner, ResultCatalog& catalog, BlockModelSource source, QString resultFolder,
                     QWidget* parent = nullptr);

    // The job the form describes (outputs in the result folder); throws ValidationError naming
    // the option for a form the job refuses.
    blockmodel::BlockModelJob job() const;
    // Starts the job; false (with lastError) when the form is refused.
    bool run();
    QString lastError() const { return error_; }

    void setUnitOrder(const QStringList& units);
    void setEstimated(const QStringList& units);
    void setModelText(const QString& model);
    // Every unit's top cut at `percent` (e.g. 99) of its assays' grades.
    void topCutsAtPercentile(double percent);
    // The log-probability plot of the current unit's assays, where a click sets its top cut.
    TopCutPlot* openTopCutPlot();
    GridSpecEditor* blocksEditor() const { return blocks_; }
    QTableWidget* unitTable() const { return units_; }

signals:
    // The block model is in the catalog; `summary` is the job's.
    void built(int resultId, const nlohmann::json& summary);

private:
    void fillTables();
    void fillUnitColumns();
    void fillValueColumns();
    void proposeOrder();
    void fillUnits();
    void proposeModel();
    void proposeBlocks();
    // The assays' grades by unit, for the top cuts.
    std::map<std::string, UnitGrades> unitGrades() const;
    // The share of each unit's metal its top cut removes (the table's last column).
    void showMetalRemoved(const std::map<std::string, UnitGrades>& grades);

    JobRunner& runner_;
    ResultCatalog& catalog_;
    BlockModelSource source_;
    QString resultFolder_;
    QString error_;

    QComboBox* lithology_;
    QComboBox* unitColumn_;
    QLineEdit* order_;
    QComboBox* assays_;
    QComboBox* value_;
    QListWidget* estimate_;
    QLineEdit* model_;
    QTableWidget* units_;  // unit | own model | top cut | density | metal removed
    QDoubleSpinBox* percentile_;
    QDoubleSpinBox* composite_;
    QComboBox* method_;
    GridSpecEditor* blocks_;
    QDoubleSpinBox* subBlocks_[3];
    QLineEdit* cutoffs_;
    SchemaOptionsBox* advanced_;
    QLabel* status_;
};

}  // namespace strata::gui
