#pragma once
// The block model dock: what the 3D view shows of a block model (colour by any numeric column in
// a colour style whose value filter is a cutoff, units and classes shown or hidden) and the
// reviewer's reports: grade-tonnage per unit and class for cutoffs typed here (a table that copies
// as tab-separated text, and the tonnage and grade curves), and the job's check of the block mean
// against the declustered composite mean per unit, and the job's swaths (block and composite
// means slice by slice along x, y or z, per unit).
#include <memory>

#include <QWidget>

#include "blockmodel/BlockModelLayer.h"
#include "blockmodel/BlockModelResult.h"
#include "results/ResultItem.h"

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableWidget;

namespace strata::gui {

class ColourScaleEditor;

class BlockModelPanel : public QWidget {
    Q_OBJECT
public:
    explicit BlockModelPanel(QWidget* parent = nullptr);

    // `summary`: the job's (null for a model reopened with its project: no check table then).
    void showModel(std::shared_ptr<const ResultItem> item, const nlohmann::json& summary);
    std::shared_ptr<const ResultItem> model() const { return item_; }
    // The job's per-unit checks (its summary), for the model shown.
    void showChecks(const nlohmann::json& summary);
    BlockFilter filter() const;
    const std::vector<GradeTonnageLine>& gradeTonnageLines() const { return lines_; }
    // The grade-tonnage table as tab-separated text with a header (what Copy puts on the clipboard).
    QString gradeTonnageText() const;
    void setCutoffs(const QString& cutoffs);
    void setUnitShown(const QString& unit, bool shown);
    void setColourColumn(const QString& column);
    ColourScaleEditor* colourEditor() const { return colours_; }
    void setShownBlocks(std::size_t blocks);
    // The swath plot's unit and axis ("x", "y" or "z"); the series drawn (block, composite means).
    void showSwaths(const QString& unit, const QString& axis);
    QChartView* swathChart() const { return swathChart_; }

signals:
    void filterChanged();

private:
    void fillReport();
    void fillChart();
    void colourColumnChanged();
    void readSwaths();

    std::shared_ptr<const ResultItem> item_;
    std::vector<GradeTonnageLine> lines_;
    QLabel* title_;
    QComboBox* colourBy_;
    ColourScaleEditor* colours_;
    QListWidget* units_;
    QListWidget* classes_;
    QLabel* shown_;
    QLineEdit* cutoffs_;
    QTableWidget* report_;
    QChartView* chart_;
    QTableWidget* checks_;
    std::shared_ptr<const io::Table> swaths_;  // null when the job wrote none (or it is gone)
    QComboBox* swathUnit_;
    QComboBox* swathAxis_;
    QChartView* swathChart_;
};

}  // namespace strata::gui
