#include "blockmodel/BlockModelPanel.h"

#include <cmath>

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include "qa/ColourScaleEditor.h"
#include "strata/core/Error.h"

namespace strata::gui {

namespace {

QListWidget* checkList(const QString& name) {
    auto* list = new QListWidget;
    list->setObjectName(name);
    list->setMaximumHeight(96);
    return list;
}

void fillChecks(QListWidget* list, const std::vector<std::string>& names) {
    const QSignalBlocker block(list);
    list->clear();
    for (const std::string& name : names) {
        auto* item = new QListWidgetItem(QString::fromStdString(name), list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
}

std::set<std::string> unchecked(const QListWidget* list) {
    std::set<std::string> names;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() != Qt::Checked) names.insert(list->item(i)->text().toStdString());
    return names;
}

QString numberText(double v) { return std::isfinite(v) ? QString::number(v, 'g', 8) : QString(); }

// The parameters of the job that made `item` (an empty object when none is recorded).
nlohmann::json jobParams(const ResultItem& item) {
    return item.job.is_object() ? item.job.value("params", nlohmann::json::object()) : nlohmann::json::object();
}

}  // namespace

BlockModelPanel::BlockModelPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("blockModelPanel"));
    auto* layout = new QVBoxLayout(this);
    title_ = new QLabel(tr("No block model: Estimation > Resource block model…"));
    title_->setWordWrap(true);
    layout->addWidget(title_);
    auto* tabs = new QTabWidget;
    layout->addWidget(tabs, 1);

    auto* view = new QWidget;
    auto* viewForm = new QFormLayout(view);
    colourBy_ = new QComboBox;
    colourBy_->setObjectName(QStringLiteral("blockColourBy"));
    colours_ = new ColourScaleEditor;
    colours_->setToolTip(tr("Hide values outside the limits with the lower limit at a cutoff: the blocks above it"));
    units_ = checkList(QStringLiteral("blockUnits"));
    classes_ = checkList(QStringLiteral("blockClasses"));
    shown_ = new QLabel;
    shown_->setObjectName(QStringLiteral("blocksShown"));
    viewForm->addRow(tr("Colour by"), colourBy_);
    viewForm->addRow(colours_);
    viewForm->addRow(tr("Units"), units_);
    viewForm->addRow(tr("Classes"), classes_);
    viewForm->addRow(shown_);
    tabs->addTab(view, tr("View"));

    auto* report = new QWidget;
    auto* reportLayout = new QVBoxLayout(report);
    auto* cutoffRow = new QHBoxLayout;
    cutoffs_ = new QLineEdit;
    cutoffs_->setObjectName(QStringLiteral("reportCutoffs"));
    auto* copy = new QPushButton(tr("Copy table"));
    copy->setObjectName(QStringLiteral("copyGradeTonnage"));
    cutoffRow->addWidget(new QLabel(tr("Cutoffs")));
    cutoffRow->addWidget(cutoffs_, 1);
    cutoffRow->addWidget(copy);
    reportLayout->addLayout(cutoffRow);
    report_ = new QTableWidget(0, 7);
    report_->setObjectName(QStringLiteral("gradeTonnageTable"));
    report_->setHorizontalHeaderLabels({tr("Unit"), tr("Class"), tr("Cutoff"), tr("Blocks"), tr("Volume (m³)"), tr("Tonnes"), tr("Grade")});
    report_->verticalHeader()->hide();
    report_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    reportLayout->addWidget(report_, 1);
    chart_ = new QChartView;
    chart_->setObjectName(QStringLiteral("gradeTonnageChart"));
    chart_->setMinimumHeight(220);
    chart_->setRenderHint(QPainter::Antialiasing);
    reportLayout->addWidget(chart_, 1);
    tabs->addTab(report, tr("Grade-tonnage"));

    checks_ = new QTableWidget(0, 6);
    checks_->setObjectName(QStringLiteral("blockChecks"));
    checks_->setHorizontalHeaderLabels({tr("Unit"), tr("Composites"), tr("Blocks"), tr("Composite mean"),
                                        tr("Declustered mean"), tr("Block mean")});
    checks_->verticalHeader()->hide();
    checks_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tabs->addTab(checks_, tr("Checks"));

    auto* swaths = new QWidget;
    auto* swathLayout = new QVBoxLayout(swaths);
    auto* swathRow = new QHBoxLayout;
    swathUnit_ = new QComboBox;
    swathUnit_->setObjectName(QStringLiteral("swathUnit"));
    swathAxis_ = new QComboBox;
    swathAxis_->setObjectName(QStringLiteral("swathAxis"));
    swathAxis_->addItems({QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")});
    swathRow->addWidget(new QLabel(tr("Unit")));
    swathRow->addWidget(swathUnit_, 1);
    swathRow->addWidget(new QLabel(tr("Along")));
    swathRow->addWidget(swathAxis_);
    swathLayout->addLayout(swathRow);
    swathChart_ = new QChartView;
    swathChart_->setObjectName(QStringLiteral("swathChart"));
    swathChart_->setRenderHint(QPainter::Antialiasing);
    swathLayout->addWidget(swathChart_, 1);
    tabs->addTab(swaths, tr("Swaths"));
    const auto redraw = [this] { showSwaths(swathUnit_->currentText(), swathAxis_->currentText()); };
    connect(swathUnit_, &QComboBox::currentIndexChanged, this, redraw);
    connect(swathAxis_, &QComboBox::currentIndexChanged, this, redraw);

    connect(colourBy_, &QComboBox::currentIndexChanged, this, &BlockModelPanel::colourColumnChanged);
    connect(colours_, &ColourScaleEditor::styleChanged, this, &BlockModelPanel::filterChanged);
    connect(units_, &QListWidget::itemChanged, this, &BlockModelPanel::filterChanged);
    connect(classes_, &QListWidget::itemChanged, this, &BlockModelPanel::filterChanged);
    connect(cutoffs_, &QLineEdit::editingFinished, this, &BlockModelPanel::fillReport);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(gradeTonnageText()); });
}

void BlockModelPanel::showModel(std::shared_ptr<const ResultItem> item, const nlohmann::json& summary) {
    item_ = std::move(item);
    const io::Table& table = *item_->table;
    const BlockColumns c(table);
    title_->setText(tr("%1: %2 blocks").arg(item_->name).arg(table.rowCount()));
    fillChecks(units_, distinctTexts(*c.unit));
    fillChecks(classes_, c.cls ? distinctTexts(*c.cls) : std::vector<std::string>{});
    {
        const QSignalBlocker block(colourBy_);
        colourBy_->clear();
        for (const std::string& name : blockValueColumns(table)) colourBy_->addItem(QString::fromStdString(name));
        // The grade first: the job's value column.
        const std::string grade = jobParams(*item_).value("value", std::string());
        const int at = colourBy_->findText(QString::fromStdString(grade), Qt::MatchFixedString);
        colourBy_->setCurrentIndex(std::max(0, at));
    }
    QStringList cutoffs;
    for (const auto& cutoff : jobParams(*item_).value("cutoffs", nlohmann::json::array()))
        if (cutoff.is_number()) cutoffs << QString::number(cutoff.get<double>());
    cutoffs_->setText(cutoffs.isEmpty() ? QStringLiteral("0") : cutoffs.join(QStringLiteral(", ")));
    showChecks(summary);
    colourColumnChanged();
    fillReport();
    readSwaths();
}

void BlockModelPanel::showChecks(const nlohmann::json& summary) {
    checks_->setRowCount(0);
    const nlohmann::json none = nlohmann::json::array();
    for (const auto& unit : summary.is_object() ? summary.value("units", none) : none) {
        const int row = checks_->rowCount();
        checks_->insertRow(row);
        const auto number = [&unit](const char* key) { return unit.contains(key) && unit.at(key).is_number() ? unit.at(key).get<double>() : NAN; };
        const QStringList cells{QString::fromStdString(unit.value("unit", std::string())), numberText(number("composites")),
                                numberText(number("blocks")),  numberText(number("compositeMean")),
                                numberText(number("declusteredMean")), numberText(number("blockMean"))};
        for (int k = 0; k < cells.size(); ++k) checks_->setItem(row, k, new QTableWidgetItem(cells[k]));
    }
}

void BlockModelPanel::readSwaths() {
    swaths_.reset();
    const QSignalBlocker block(swathUnit_);
    swathUnit_->clear();
    const std::string path = jobParams(*item_).value("swaths", std::string());
    if (!path.empty()) {
        try {
            io::DelimitedOptions csv;
            csv.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"axis"})};
            csv.missingValues.clear();
            swaths_ = std::make_shared<const io::Table>(io::readTable(path, csv));
            for (const std::string& unit : distinctTexts(swaths_->column("unit"))) swathUnit_->addItem(QString::fromStdString(unit));
        } catch (const Error&) {
            swaths_.reset();  // moved or deleted since: the plot says so
        }
    }
    showSwaths(swathUnit_->currentText(), swathAxis_->currentText());
}

void BlockModelPanel::showSwaths(const QString& unit, const QString& axis) {
    if (swathUnit_->currentText() != unit) swathUnit_->setCurrentText(unit);
    if (swathAxis_->currentText() != axis) swathAxis_->setCurrentText(axis);
    auto* chart = new QChart;
    if (!swaths_) {
        chart->setTitle(tr("No swath file: the job wrote none, or it has moved"));
    } else {
        chart->setTitle(tr("Swaths of %1 along %2: block mean against declustered composite mean").arg(unit, axis));
        auto* blocks = new QLineSeries;
        blocks->setName(tr("blocks"));
        auto* composites = new QLineSeries;
        composites->setName(tr("composites"));
        const auto& units = swaths_->column("unit").texts;
        const auto& axes = swaths_->column("axis").texts;
        const auto& centre = swaths_->column("centre").numbers;
        const auto& blockMean = swaths_->column("block_mean").numbers;
        const auto& compositeMean = swaths_->column("composite_mean").numbers;
        for (std::size_t r = 0; r < swaths_->rowCount(); ++r) {
            if (QString::fromStdString(units[r]) != unit || QString::fromStdString(axes[r]) != axis) continue;
            if (std::isfinite(blockMean[r])) blocks->append(centre[r], blockMean[r]);
            if (std::isfinite(compositeMean[r])) composites->append(centre[r], compositeMean[r]);
        }
        chart->addSeries(blocks);
        chart->addSeries(composites);
        chart->createDefaultAxes();
    }
    QChart* old = swathChart_->chart();
    swathChart_->setChart(chart);
    delete old;
}

void BlockModelPanel::colourColumnChanged() {
    if (!item_) return;
    const io::TableColumn& column = item_->table->column(colourBy_->currentText().toStdString());
    const ValueSummary summary = summarise(std::span<const double>(column.numbers));
    colours_->setValues(summary, ColourStyle(ColourScale::robust(summary, colours_->style().scale.map())));
    emit filterChanged();
}

void BlockModelPanel::setColourColumn(const QString& column) { colourBy_->setCurrentText(column); }

BlockFilter BlockModelPanel::filter() const {
    return {colourBy_->currentText().toStdString(), colours_->style(), unchecked(units_), unchecked(classes_)};
}

void BlockModelPanel::setShownBlocks(std::size_t blocks) { shown_->setText(tr("Blocks shown: %1").arg(blocks)); }

void BlockModelPanel::setCutoffs(const QString& cutoffs) {
    cutoffs_->setText(cutoffs);
    fillReport();
}

void BlockModelPanel::setUnitShown(const QString& unit, bool shown) {
    for (int i = 0; i < units_->count(); ++i)
        if (units_->item(i)->text() == unit) units_->item(i)->setCheckState(shown ? Qt::Checked : Qt::Unchecked);
}

void BlockModelPanel::fillReport() {
    lines_.clear();
    report_->setRowCount(0);
    if (!item_) return;
    std::vector<double> cutoffs;
    for (const QString& text : cutoffs_->text().split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const double v = text.trimmed().toDouble(&ok);
        if (ok) cutoffs.push_back(v);
    }
    const std::string grade = jobParams(*item_).value("value", std::string());
    if (grade.empty() || cutoffs.empty()) return;
    lines_ = gradeTonnage(*item_->table, grade, cutoffs);
    report_->setRowCount(int(lines_.size()));
    for (std::size_t r = 0; r < lines_.size(); ++r) {
        const GradeTonnageLine& l = lines_[r];
        const QStringList cells{QString::fromStdString(l.unit), QString::fromStdString(l.cls), numberText(l.cutoff),
                                QString::number(l.blocks), numberText(l.volume), numberText(l.tonnes), numberText(l.grade)};
        for (int k = 0; k < cells.size(); ++k) report_->setItem(int(r), k, new QTableWidgetItem(cells[k]));
    }
    fillChart();
}

QString BlockModelPanel::gradeTonnageText() const {
    QStringList rows{QStringLiteral("unit\tclass\tcutoff\tblocks\tvolume\ttonnes\tgrade")};
    for (int r = 0; r < report_->rowCount(); ++r) {
        QStringList cells;
        for (int k = 0; k < report_->columnCount(); ++k) cells << report_->item(r, k)->text();
        rows << cells.join(u'\t');
    }
    return rows.join(u'\n') + u'\n';
}

void BlockModelPanel::fillChart() {
    // Per unit (every class): tonnes (volume without densities) and grade above each cutoff.
    auto* chart = new QChart;
    chart->setTitle(tr("Grade-tonnage curves"));
    auto* cutoffAxis = new QValueAxis;
    cutoffAxis->setTitleText(tr("Cutoff"));
    auto* tonnesAxis = new QValueAxis;
    tonnesAxis->setTitleText(tr("Tonnes (volume without densities)"));
    auto* gradeAxis = new QValueAxis;
    gradeAxis->setTitleText(tr("Grade above the cutoff"));
    chart->addAxis(cutoffAxis, Qt::AlignBottom);
    chart->addAxis(tonnesAxis, Qt::AlignLeft);
    chart->addAxis(gradeAxis, Qt::AlignRight);
    std::map<std::string, std::pair<QLineSeries*, QLineSeries*>> series;
    double maxTonnes = 0, maxGrade = 0, maxCutoff = 0;
    for (const GradeTonnageLine& l : lines_) {
        if (l.cls != "all") continue;
        auto& [tonnes, grade] = series[l.unit];
        if (!tonnes) {
            tonnes = new QLineSeries;
            tonnes->setName(tr("%1 tonnes").arg(QString::fromStdString(l.unit)));
            grade = new QLineSeries;
            grade->setName(tr("%1 grade").arg(QString::fromStdString(l.unit)));
            QPen dashed = grade->pen();
            dashed.setStyle(Qt::DashLine);
            grade->setPen(dashed);
        }
        const double t = std::isfinite(l.tonnes) ? l.tonnes : l.volume;
        tonnes->append(l.cutoff, t);
        if (std::isfinite(l.grade)) grade->append(l.cutoff, l.grade);
        maxTonnes = std::max(maxTonnes, t);
        maxGrade = std::max(maxGrade, std::isfinite(l.grade) ? l.grade : 0.0);
        maxCutoff = std::max(maxCutoff, l.cutoff);
    }
    for (auto& [unit, pair] : series)
        for (QLineSeries* s : {pair.first, pair.second}) {
            chart->addSeries(s);
            s->attachAxis(cutoffAxis);
            s->attachAxis(s == pair.first ? tonnesAxis : gradeAxis);
        }
    cutoffAxis->setRange(0, maxCutoff > 0 ? maxCutoff : 1);
    tonnesAxis->setRange(0, maxTonnes > 0 ? maxTonnes * 1.05 : 1);
    gradeAxis->setRange(0, maxGrade > 0 ? maxGrade * 1.05 : 1);
    QChart* old = chart_->chart();
    chart_->setChart(chart);
    delete old;
}

}  // namespace strata::gui
