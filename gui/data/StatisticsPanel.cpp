#include "data/StatisticsPanel.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <cmath>
#include <set>

#include "jobs/JobRunner.h"
#include "strata/core/Error.h"
#include "strata/core/Progress.h"
#include "qa/ProbabilityChart.h"
#include "widgets/SettingsDialog.h"

namespace strata::gui {

namespace {
constexpr std::size_t kProbabilityPoints = 2000;  // a plot of a million data stays light

QString number(double value) {
    if (std::isnan(value)) return QStringLiteral("—");
    return QString::number(value, 'g', 6);
}
// "AU", or "AU (lithology.LITH = ORE)" when the rows were restricted to a unit.
QString subjectOf(const VariableStatistics& statistics) {
    return statistics.unit.isEmpty() ? statistics.variable
                                     : QStringLiteral("%1 (%2)").arg(statistics.variable, statistics.unit);
}
QString weightsName(const VariableStatistics& statistics) {
    const QString declustering = statistics.declustering        ? QObject::tr("cell declustering")
                                 : statistics.nearest           ? QObject::tr("polygonal declustering")
                                 : !statistics.weightColumn.isEmpty() ? QObject::tr("column %1").arg(statistics.weightColumn)
                                                                : QString();
    if (declustering.isEmpty()) return statistics.lengthWeighted ? QObject::tr("interval length") : QObject::tr("equal");
    return statistics.lengthWeighted ? QObject::tr("interval length x %1").arg(declustering) : declustering;
}
}  // namespace

VariableStatistics computeVariableStatistics(const DataTable& table, std::size_t column, std::size_t bins, bool logarithmic,
                                             const DeclusteringRequest& declustering, bool lengthWeighted,
                                             const CancelToken* cancel, Progress* progress) {
    const std::vector<double>& values = *table.columns.at(column).numbers;
    VariableStatistics result;
    result.variable = table.columns[column].name;
    result.lengthWeighted = lengthWeighted && table.lengths;
    std::span<const double> weights;
    const std::span<const double> z = table.z ? std::span<const double>(*table.z) : std::span<const double>();
    if (declustering.cells) {
        result.declustering = stats::declusterCells(*table.x, *table.y, z, values, *declustering.cells, cancel, progress);
        weights = result.declustering->weights;
    } else if (declustering.nearest) {
        result.nearest = stats::declusterNearest(*table.x, *table.y, z, values, *declustering.nearest, cancel);
        weights = result.nearest->weights;
    } else if (declustering.weightColumn) {
        result.weightColumn = table.columns.at(*declustering.weightColumn).name;
        weights = *table.columns[*declustering.weightColumn].numbers;
    }
    std::vector<double> combined;
    if (result.lengthWeighted) {
        combined = *table.lengths;
        for (std::size_t i = 0; i < weights.size(); ++i) combined[i] *= weights[i];
        weights = combined;
    }
    if (cancel) cancel->check();
    result.summary = stats::summarize(values, weights);
    const bool logBins = logarithmic && result.summary.minimum > 0;
    result.histogram = stats::histogram(values, weights, bins, 0, 0, logBins);
    result.probability = stats::probabilityPlot(values, weights, kProbabilityPoints);
    return result;
}

StatisticsPanel::StatisticsPanel(JobRunner* runner, QWidget* parent)
    : QWidget(parent), runner_(runner), variable_(new QComboBox(this)), unit_(new QComboBox(this)), bins_(new QSpinBox(this)),
      logarithmic_(new QCheckBox(tr("Logarithmic"), this)), lengthWeighted_(new QCheckBox(tr("Length-weighted"), this)), declus_(new QGroupBox(tr("Declustering weights"), this)),
      declusMethod_(new QComboBox(this)), margin_(new QDoubleSpinBox(this)), weightColumn_(new QComboBox(this)),
      cellOptions_(new QWidget(this)),
      cellMin_(new QDoubleSpinBox(this)), cellMax_(new QDoubleSpinBox(this)), cellCount_(new QSpinBox(this)),
      offsets_(new QSpinBox(this)), minOrMax_(new QComboBox(this)), declusResult_(new QLabel(this)),
      summary_(new QTableWidget(this)), histogram_(new QChartView(this)), probability_(new QChartView(this)),
      declusCurve_(new QChartView(this)) {
    setObjectName(QStringLiteral("statisticsPanel"));
    variable_->setObjectName(QStringLiteral("statisticsVariable"));
    bins_->setRange(2, 500);
    bins_->setValue(30);
    logarithmic_->setToolTip(tr("Logarithmic bins and value axis (grades are often log-normal)"));
    lengthWeighted_->setObjectName(QStringLiteral("lengthWeighted"));
    lengthWeighted_->setChecked(true);
    lengthWeighted_->setToolTip(tr("Each interval weighs its length (TO - FROM): a 3 m sample counts three times a 1 m one"));
    declus_->setCheckable(true);
    declus_->setChecked(false);
    declus_->setToolTip(tr("Weights that correct for clustered sampling (GSLIB declus)"));
    for (QDoubleSpinBox* size : {cellMin_, cellMax_}) {
        size->setRange(1e-6, 1e9);
        size->setDecimals(3);
    }
    cellCount_->setRange(1, 500);
    cellCount_->setValue(24);
    offsets_->setRange(1, 100);
    offsets_->setValue(5);
    minOrMax_->addItem(tr("lowest declustered mean (high values clustered)"), false);
    minOrMax_->addItem(tr("highest declustered mean (low values clustered)"), true);
    declusResult_->setWordWrap(true);
    declusMethod_->setObjectName(QStringLiteral("declusteringMethod"));
    declusMethod_->addItem(tr("cells (GSLIB declus)"));
    declusMethod_->addItem(tr("nearest data (polygonal)"));
    declusMethod_->addItem(tr("weights of a column"));
    weightColumn_->setObjectName(QStringLiteral("weightColumn"));
    weightColumn_->setToolTip(tr("A column of weights computed before (a block model's composites carry their unit's "
                                 "declustering weights)"));
    declusMethod_->setToolTip(tr("Cells: each datum weighs 1 / the data in its cell, for the cell size that moves the "
                                 "mean most. Nearest data: each datum weighs the part of the data's extent nearer to it "
                                 "than to any other datum (its polygon)."));
    margin_->setObjectName(QStringLiteral("declusteringMargin"));
    margin_->setRange(0, 1e9);
    margin_->setDecimals(3);
    margin_->setToolTip(tr("How far the region of the polygons reaches beyond the outermost data, on every side"));
    auto* outer = new QFormLayout(declus_);
    outer->addRow(tr("Method:"), declusMethod_);
    outer->addRow(tr("Margin:"), margin_);
    outer->addRow(tr("Weights:"), weightColumn_);
    outer->addRow(cellOptions_);
    outer->addRow(declusResult_);
    auto* declusForm = new QFormLayout(cellOptions_);
    declusForm->setContentsMargins(0, 0, 0, 0);
    auto* sizes = new QHBoxLayout;
    sizes->addWidget(cellMin_);
    sizes->addWidget(new QLabel(tr("to"), this));
    sizes->addWidget(cellMax_);
    declusForm->addRow(tr("Cell sizes:"), sizes);
    declusForm->addRow(tr("Number of sizes:"), cellCount_);
    declusForm->addRow(tr("Origin offsets:"), offsets_);
    declusForm->addRow(tr("Choose the size with the:"), minOrMax_);
    showDeclusteringMethod();

    summary_->setColumnCount(2);
    summary_->setHorizontalHeaderLabels({tr("Statistic"), tr("Value")});
    summary_->verticalHeader()->hide();
    summary_->horizontalHeader()->setStretchLastSection(true);
    summary_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    declusCurve_->setObjectName(QStringLiteral("declusteringCurve"));
    declusCurve_->setToolTip(tr("The declustered mean for each cell size tried (GSLIB declus): the chosen size is "
                                "where it is lowest (or highest); size 0 is equal weights"));
    declusCurve_->hide();
    for (QChartView* view : {histogram_, probability_, declusCurve_}) {
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(220);
    }
    histogram_->setObjectName(QStringLiteral("histogram"));
    probability_->setObjectName(QStringLiteral("probabilityPlot"));
    probability_->setToolTip(tr("Normal score: the standard normal quantile of each datum's plotting position; "
                                "0 is the median, ±1.96 are 2.5 % and 97.5 %"));

    auto* controls = new QFormLayout;
    controls->addRow(tr("Variable:"), variable_);
    unit_->setObjectName(QStringLiteral("statisticsUnit"));
    unit_->setToolTip(tr("Only the rows of one unit: a category of a text column, or of another interval table's "
                         "column at each interval's mid-depth"));
    controls->addRow(tr("Rows:"), unit_);
    auto* binsRow = new QHBoxLayout;
    binsRow->addWidget(bins_);
    binsRow->addWidget(logarithmic_);
    binsRow->addWidget(lengthWeighted_);
    controls->addRow(tr("Histogram bins:"), binsRow);
    auto* left = new QVBoxLayout;
    left->addLayout(controls);
    left->addWidget(declus_);
    left->addWidget(summary_, 1);
    auto* plots = new QVBoxLayout;
    plots->addWidget(histogram_, 1);
    plots->addWidget(probability_, 1);
    plots->addWidget(declusCurve_, 1);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 2);
    layout->addLayout(plots, 3);

    connect(variable_, &QComboBox::currentIndexChanged, this, &StatisticsPanel::recompute);
    connect(unit_, &QComboBox::currentIndexChanged, this, &StatisticsPanel::recompute);
    connect(bins_, &QSpinBox::valueChanged, this, &StatisticsPanel::recompute);
    connect(logarithmic_, &QCheckBox::toggled, this, &StatisticsPanel::recompute);
    connect(lengthWeighted_, &QCheckBox::toggled, this, &StatisticsPanel::recompute);
    connect(declus_, &QGroupBox::toggled, this, &StatisticsPanel::recompute);
    for (QDoubleSpinBox* box : {cellMin_, cellMax_}) connect(box, &QDoubleSpinBox::editingFinished, this, &StatisticsPanel::recompute);
    for (QSpinBox* box : {cellCount_, offsets_}) connect(box, &QSpinBox::editingFinished, this, &StatisticsPanel::recompute);
    connect(minOrMax_, &QComboBox::currentIndexChanged, this, &StatisticsPanel::recompute);
    connect(declusMethod_, &QComboBox::currentIndexChanged, this, [this] {
        showDeclusteringMethod();
        recompute();
    });
    connect(margin_, &QDoubleSpinBox::editingFinished, this, &StatisticsPanel::recompute);
    connect(weightColumn_, &QComboBox::currentIndexChanged, this, &StatisticsPanel::recompute);
}

void StatisticsPanel::showDeclusteringMethod() {
    const int method = declusMethod_->currentIndex();
    cellOptions_->setVisible(method == 0);
    if (auto* form = qobject_cast<QFormLayout*>(declus_->layout())) {
        form->setRowVisible(margin_, method == 1);
        form->setRowVisible(weightColumn_, method == 2);
    }
}

void StatisticsPanel::setTable(DataTable table) {
    table_ = std::move(table);
    declus_->setEnabled(table_.x && table_.y);
    if (!declus_->isEnabled()) declus_->setChecked(false);
    declus_->setToolTip(declus_->isEnabled() ? tr("Weights that correct for clustered sampling (GSLIB declus)")
                                             : tr("Declustering needs coordinates: use a point set, an interval table or the collars"));
    lengthWeighted_->setVisible(table_.lengths != nullptr);
    suggestCellSizes();
    const QSignalBlocker blocker(variable_), weightsBlocker(weightColumn_), unitBlocker(unit_);
    variable_->clear();
    weightColumn_->clear();
    unit_->clear();
    unit_->addItem(tr("All rows"));
    for (std::size_t c : table_.unitColumns()) {
        const std::set<std::string> categories(table_.columns[c].texts->begin(), table_.columns[c].texts->end());
        for (const std::string& category : categories)
            if (!category.empty())
                unit_->addItem(QStringLiteral("%1 = %2").arg(table_.columns[c].name, QString::fromStdString(category)),
                               QVariantList{static_cast<int>(c), QString::fromStdString(category)});
    }
    unit_->setEnabled(unit_->count() > 1);
    for (std::size_t c : table_.numericColumns())
        if (table_.columns[c].numbers != table_.x && table_.columns[c].numbers != table_.y &&
            table_.columns[c].numbers != table_.z) {
            variable_->addItem(table_.columns[c].name, static_cast<int>(c));
            weightColumn_->addItem(table_.columns[c].name, static_cast<int>(c));
        }
    // A column named as weights is the likely choice.
    if (const int w = weightColumn_->findText(QStringLiteral("weight"), Qt::MatchContains); w >= 0)
        weightColumn_->setCurrentIndex(w);
    if (variable_->count() == 0)  // only coordinates: show them
        for (std::size_t c : table_.numericColumns()) variable_->addItem(table_.columns[c].name, static_cast<int>(c));
    recompute();
}

void StatisticsPanel::suggestCellSizes() {
    if (!table_.x || table_.x->empty()) return;
    // From a tenth of the larger horizontal extent down to 1/50 of it: where declustering
    // usually finds its minimum; the user refines.
    const auto [xmin, xmax] = std::minmax_element(table_.x->begin(), table_.x->end());
    const auto [ymin, ymax] = std::minmax_element(table_.y->begin(), table_.y->end());
    const double extent = std::max(*xmax - *xmin, *ymax - *ymin);
    if (!(extent > 0)) return;
    cellMin_->setValue(extent / 50);
    cellMax_->setValue(extent / 2);
}

bool StatisticsPanel::selectVariable(const QString& name) {
    const int index = variable_->findText(name);
    if (index < 0) return false;
    variable_->setCurrentIndex(index);
    return true;
}

void StatisticsPanel::setDeclustering(bool on, const stats::CellDeclusteringOptions& options) {
    const QSignalBlocker blocker(declus_), methodBlocker(declusMethod_);
    cellMin_->setValue(options.minCellSize);
    cellMax_->setValue(options.maxCellSize);
    cellCount_->setValue(options.cellSizes);
    offsets_->setValue(options.offsets);
    minOrMax_->setCurrentIndex(options.maximiseMean ? 1 : 0);
    declusMethod_->setCurrentIndex(0);
    showDeclusteringMethod();
    declus_->setChecked(on);
    recompute();
}

bool StatisticsPanel::setWeightColumn(const QString& name) {
    const int index = weightColumn_->findText(name);
    if (index < 0) return false;
    const QSignalBlocker blocker(declus_), methodBlocker(declusMethod_), columnBlocker(weightColumn_);
    weightColumn_->setCurrentIndex(index);
    declusMethod_->setCurrentIndex(2);
    showDeclusteringMethod();
    declus_->setChecked(true);
    recompute();
    return true;
}

void StatisticsPanel::setNearestDeclustering(bool on, const stats::NearestDeclusteringOptions& options) {
    const QSignalBlocker blocker(declus_), methodBlocker(declusMethod_);
    margin_->setValue(options.margin);
    declusMethod_->setCurrentIndex(1);
    showDeclusteringMethod();
    declus_->setChecked(on);
    recompute();
}

bool StatisticsPanel::setUnit(const QString& column, const QString& value) {
    const int index = column.isEmpty() ? 0 : unit_->findText(QStringLiteral("%1 = %2").arg(column, value));
    if (index < 0) return false;
    unit_->setCurrentIndex(index);
    return true;
}

void StatisticsPanel::setLogarithmic(bool on) { logarithmic_->setChecked(on); }

void StatisticsPanel::setLengthWeighted(bool on) { lengthWeighted_->setChecked(on); }

stats::CellDeclusteringOptions StatisticsPanel::declusteringOptions() const {
    stats::CellDeclusteringOptions options;
    options.minCellSize = cellMin_->value();
    options.maxCellSize = std::max(cellMin_->value(), cellMax_->value());
    options.cellSizes = cellCount_->value();
    options.offsets = offsets_->value();
    options.maximiseMean = minOrMax_->currentData().toBool();
    return options;
}

DeclusteringRequest StatisticsPanel::declusteringRequest() const {
    DeclusteringRequest request;
    if (!declus_->isChecked() || !declus_->isEnabled()) return request;
    if (declusMethod_->currentIndex() == 0) {
        request.cells = declusteringOptions();
    } else if (declusMethod_->currentIndex() == 1) {
        request.nearest.emplace();
        request.nearest->margin = margin_->value();
    } else if (weightColumn_->currentIndex() >= 0) {
        request.weightColumn = std::size_t(weightColumn_->currentData().toInt());
    }
    return request;
}

void StatisticsPanel::recompute() {
    if (variable_->currentIndex() < 0 || table_.rows == 0) return;
    if (computing_) computing_->cancel();
    const auto column = static_cast<std::size_t>(variable_->currentData().toInt());
    const auto bins = static_cast<std::size_t>(bins_->value());
    const bool logarithmic = logarithmic_->isChecked();
    const DeclusteringRequest declustering = declusteringRequest();
    const bool lengthWeighted = lengthWeighted_->isChecked() && table_.lengths;
    const QVariantList unit = unit_->currentData().toList();
    auto work = [table = table_, column, bins, logarithmic, declustering, lengthWeighted, unit,
                 unitName = unit_->currentText()](const jobs::JobContext& context) {
        if (unit.size() != 2)
            return computeVariableStatistics(table, column, bins, logarithmic, declustering, lengthWeighted,
                                             context.cancel, context.progress);
        const DataTable rows = table.rowsWhere(std::size_t(unit[0].toInt()), unit[1].toString().toStdString());
        if (rows.rows == 0) throw ValidationError("statistics", "rows", "no row lies in " + unitName.toStdString());
        VariableStatistics statistics = computeVariableStatistics(rows, column, bins, logarithmic, declustering,
                                                                  lengthWeighted, context.cancel, context.progress);
        statistics.unit = unitName;
        return statistics;
    };
    if (!runner_) {
        show(work(jobs::JobContext{}));
        return;
    }
    computing_ = runner_->run(tr("Statistics of %1").arg(variable_->currentText()), std::move(work), this,
                              [this](const VariableStatistics& statistics) { show(statistics); });
}

void StatisticsPanel::show(const VariableStatistics& statistics) {
    current_ = statistics;
    fillSummary(statistics);
    drawHistogram(statistics);
    drawProbability(statistics);
    drawDeclusteringCurve(statistics);
    if (statistics.declustering) {
        const auto& d = *statistics.declustering;
        declusResult_->setText(d.bestCellSize > 0 ? tr("Cell size %1: declustered mean %2 (equal weights: %3)")
                                                        .arg(number(d.bestCellSize), number(d.declusteredMean), number(d.equalWeightMean))
                                                  : tr("No cell size changes the mean that way: equal weights kept."));
    } else if (!statistics.weightColumn.isEmpty()) {
        declusResult_->setText(tr("Weighted by column %1").arg(statistics.weightColumn));
    } else if (statistics.nearest) {
        const auto& d = *statistics.nearest;
        declusResult_->setText(tr("Polygons over %1 %2: declustered mean %3 (equal weights: %4)")
                                   .arg(number(d.region), d.dimension == 3 ? tr("cubic units") : tr("square units"),
                                        number(d.declusteredMean), number(d.equalWeightMean)));
    } else {
        declusResult_->clear();
    }
    emit computed();
}

void StatisticsPanel::fillSummary(const VariableStatistics& statistics) {
    const stats::SummaryStatistics& s = statistics.summary;
    const QList<QPair<QString, QString>> rows{
        {tr("Data"), QString::number(s.count)},
        {tr("Missing"), QString::number(s.missing)},
        {tr("Weights"), weightsName(statistics)},
        {tr("Mean"), number(s.mean)},
        {tr("Variance"), number(s.variance)},
        {tr("Standard deviation"), number(s.standardDeviation)},
        {tr("Coefficient of variation"), number(s.coefficientOfVariation)},
        {tr("Skewness"), number(s.skewness)},
        {tr("Minimum"), number(s.minimum)},
        {tr("Lower quartile"), number(s.lowerQuartile)},
        {tr("Median"), number(s.median)},
        {tr("Upper quartile"), number(s.upperQuartile)},
        {tr("Maximum"), number(s.maximum)}};
    summary_->setRowCount(rows.size());
    for (int r = 0; r < rows.size(); ++r) {
        summary_->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        summary_->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
    summary_->resizeColumnToContents(0);
}

void StatisticsPanel::drawHistogram(const VariableStatistics& statistics) {
    const stats::Histogram& h = statistics.histogram;
    auto* chart = new QChart;
    chart->setTitle(tr("Histogram of %1").arg(subjectOf(statistics)));
    chart->legend()->hide();
    // Bars as an outline over [lower, upper] of each bin: a value axis keeps real bin edges.
    auto* upper = new QLineSeries(chart);
    auto* lower = new QLineSeries(chart);
    double top = 0;
    for (std::size_t b = 0; b < h.frequencies.size(); ++b) {
        const double f = h.frequencies[b];
        top = std::max(top, f);
        upper->append(h.binLower(b), 0);
        upper->append(h.binLower(b), f);
        upper->append(h.binUpper(b), f);
        upper->append(h.binUpper(b), 0);
        lower->append(h.binLower(b), 0);
        lower->append(h.binUpper(b), 0);
    }
    auto* bars = new QAreaSeries(upper, lower);
    bars->setName(QStringLiteral("bins"));
    const QColor colour = SettingsDialog::configuredPlotColour();
    bars->setColor(colour);
    bars->setBorderColor(colour.darker(160));
    chart->addSeries(bars);
    QAbstractAxis* x = nullptr;
    if (h.logarithmic) {
        auto* axis = new QLogValueAxis;
        axis->setRange(h.minimum, h.maximum);
        axis->setLabelFormat(QStringLiteral("%g"));
        x = axis;
    } else {
        auto* axis = new QValueAxis;
        axis->setRange(h.minimum, h.maximum);
        axis->applyNiceNumbers();
        axis->setLabelFormat(QStringLiteral("%g"));
        x = axis;
    }
    x->setTitleText(statistics.variable);
    auto* y = new QValueAxis;
    y->setRange(0, top > 0 ? top * 1.05 : 1);
    y->setTitleText(statistics.declustering ? tr("Frequency (declustered)") : tr("Frequency"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);
    QChart* old = histogram_->chart();
    histogram_->setChart(chart);
    delete old;
}

void StatisticsPanel::drawProbability(const VariableStatistics& statistics) {
    const ProbabilityChart plot = probabilityChart(
        statistics.probability, statistics.histogram.logarithmic,
        tr("Normal probability plot of %1").arg(subjectOf(statistics)), statistics.variable,
        SettingsDialog::configuredPlotColour());
    QChart* old = probability_->chart();
    probability_->setChart(plot.chart);
    delete old;
}

void StatisticsPanel::drawDeclusteringCurve(const VariableStatistics& statistics) {
    declusCurve_->setVisible(statistics.declustering.has_value());
    if (!statistics.declustering) return;
    const stats::CellDeclusteringResult& d = *statistics.declustering;
    auto* chart = new QChart;
    chart->setTitle(tr("Declustered mean of %1 against the cell size").arg(subjectOf(statistics)));
    chart->legend()->hide();
    auto* curve = new QLineSeries(chart);
    curve->setName(QStringLiteral("curve"));
    curve->setColor(SettingsDialog::configuredPlotColour());
    auto* chosen = new QScatterSeries(chart);
    chosen->setName(QStringLiteral("chosen"));
    chosen->setMarkerSize(9);
    double lo = d.equalWeightMean, hi = d.equalWeightMean, largest = 1;
    for (const stats::DeclusteredMean& m : d.curve) {
        curve->append(m.cellSize, m.mean);
        lo = std::min(lo, m.mean);
        hi = std::max(hi, m.mean);
        largest = std::max(largest, m.cellSize);
    }
    chosen->append(d.bestCellSize, d.bestCellSize > 0 ? d.declusteredMean : d.equalWeightMean);
    chart->addSeries(curve);
    chart->addSeries(chosen);
    auto* x = new QValueAxis;
    x->setRange(0, largest);
    x->setLabelFormat(QStringLiteral("%g"));
    x->setTitleText(tr("Cell size"));
    auto* y = new QValueAxis;
    const double pad = hi > lo ? 0.05 * (hi - lo) : 0.05 * std::max(1.0, std::abs(hi));
    y->setRange(lo - pad, hi + pad);
    y->setLabelFormat(QStringLiteral("%g"));
    y->setTitleText(tr("Declustered mean"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QXYSeries* series : {static_cast<QXYSeries*>(curve), static_cast<QXYSeries*>(chosen)}) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    QChart* old = declusCurve_->chart();
    declusCurve_->setChart(chart);
    delete old;
}

}  // namespace strata::gui
