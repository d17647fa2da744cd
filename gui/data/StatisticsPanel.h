#pragma once
// Statistics of one variable of a loaded table: the summary (count, mean, variance, quantiles,
// ...), the histogram and the normal probability plot (Qt Charts), optionally weighted by
// declustering weights: cells (GSLIB declus: the cell-size range, number of sizes and of origin
// offsets are set here; the chosen cell size and the declustered mean are shown) or nearest
// data (polygonal: each datum weighs the region nearer to it than to any other). The numbers
// come from the engine (strata::stats), computed through the job runner on a worker thread.
#include <memory>
#include <optional>

#include <QPointer>
#include <QWidget>

#include "data/DataTable.h"
#include "strata/stats/CellDeclustering.h"
#include "strata/stats/NearestDeclustering.h"
#include "strata/stats/SummaryStatistics.h"

class QCheckBox;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace strata::gui {

class JobRunner;
class Task;

// What the panel shows for one variable.
struct VariableStatistics {
    QString variable;
    stats::SummaryStatistics summary;
    stats::Histogram histogram;
    std::vector<stats::ProbabilityPoint> probability;
    std::optional<stats::CellDeclusteringResult> declustering;  // when cell weights were asked for
    std::optional<stats::NearestDeclusteringResult> nearest;     // when polygonal weights were asked for
    QString weightColumn;                                        // when a column's weights were used
    QString unit;                                                // "LITH = ORE" when the rows were restricted
    bool lengthWeighted = false;
};

// The declustering weights asked for: none, cells, nearest data, or a column of the table that
// holds weights already (the block model's composites carry theirs).
struct DeclusteringRequest {
    std::optional<stats::CellDeclusteringOptions> cells;
    std::optional<stats::NearestDeclusteringOptions> nearest;  // used when `cells` is empty
    std::optional<std::size_t> weightColumn;                   // used when both are empty
};

// The computation itself (runs on the worker thread). `lengthWeighted` (interval tables): each
// row weighs its length, times its declustering weight if any.
VariableStatistics computeVariableStatistics(const DataTable& table, std::size_t column, std::size_t bins, bool logarithmic,
                                             const DeclusteringRequest& declustering, bool lengthWeighted = false,
                                             const CancelToken* cancel = nullptr, Progress* progress = nullptr);

class StatisticsPanel : public QWidget {
    Q_OBJECT
public:
    // Without a runner, computations run on the calling thread (tests).
    explicit StatisticsPanel(JobRunner* runner = nullptr, QWidget* parent = nullptr);

    void setTable(DataTable table);
    bool selectVariable(const QString& name);
    void setDeclustering(bool on, const stats::CellDeclusteringOptions& options = {});
    // Polygonal (nearest-data) weights instead of cells.
    void setNearestDeclustering(bool on, const stats::NearestDeclusteringOptions& options = {});
    // The weights of a numeric column instead; false when the table has no such column.
    bool setWeightColumn(const QString& name);
    void setLogarithmic(bool on);
    // Interval tables: weigh each row by its length (on by default for them).
    void setLengthWeighted(bool on);
    // Only the rows whose unit column `column` reads `value` (an interval table's own unit columns
    // and those looked up in the other tables, e.g. "lithology.LITH"); false when there is no such
    // choice. An empty column: every row.
    bool setUnit(const QString& column, const QString& value);

    const std::optional<VariableStatistics>& current() const { return current_; }
    QTableWidget* summaryTable() const { return summary_; }
    QChartView* histogramView() const { return histogram_; }
    QChartView* probabilityView() const { return probability_; }
    // The declustered mean against the cell size (shown with declustering weights).
    QChartView* declusteringView() const { return declusCurve_; }

public slots:
    void recompute();

signals:
    void computed();

private:
    void show(const VariableStatistics& statistics);
    void fillSummary(const VariableStatistics& statistics);
    void drawHistogram(const VariableStatistics& statistics);
    void drawProbability(const VariableStatistics& statistics);
    void drawDeclusteringCurve(const VariableStatistics& statistics);
    void suggestCellSizes();
    stats::CellDeclusteringOptions declusteringOptions() const;
    DeclusteringRequest declusteringRequest() const;
    void showDeclusteringMethod();

    JobRunner* runner_;
    DataTable table_;
    std::optional<VariableStatistics> current_;
    QPointer<Task> computing_;

    QComboBox* variable_;
    QComboBox* unit_;
    QSpinBox* bins_;
    QCheckBox* logarithmic_;
    QCheckBox* lengthWeighted_;
    QGroupBox* declus_;
    QComboBox* declusMethod_;
    QDoubleSpinBox* margin_;
    QComboBox* weightColumn_;
    QWidget* cellOptions_;
    QDoubleSpinBox* cellMin_;
    QDoubleSpinBox* cellMax_;
    QSpinBox* cellCount_;
    QSpinBox* offsets_;
    QComboBox* minOrMax_;
    QLabel* declusResult_;
    QTableWidget* summary_;
    QChartView* histogram_;
    QChartView* probability_;
    QChartView* declusCurve_;
};

}  // namespace strata::gui
