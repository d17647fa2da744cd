#include "blockmodel/BlockModelDialog.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

#include "blockmodel/BlockModelResult.h"
#include "blockmodel/TopCutPlot.h"
#include "blockmodel/TopCuts.h"
#include "estimation/EstimationSource.h"
#include "estimation/GridFromExtent.h"
#include "estimation/GridSpecEditor.h"
#include "jobs/JobRunner.h"
#include "project/ProjectFolders.h"
#include "results/ResultCatalog.h"
#include "strata/core/Error.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

namespace {

enum UnitColumn { Unit, OwnModel, TopCut, Density, MetalRemoved, Limit };

// The options the form has controls for; the rest of the schema is in Advanced. `limits` (a unit
// -> polygon file map) has no control yet: job files and the CLI set it.
const std::set<std::string> kHandled = {
    "collar", "survey", "intervals", "unit_column", "order", "assays", "value", "dip_sign", "desurvey_method",
    "columns", "composite", "caps", "estimate", "model", "unit_models", "method", "blocks", "sub_blocks",
    "density", "output", "report", "report_classes", "cutoffs", "mine_output", "parent_output", "validation", "swaths",
    "vtk_output", "composites_output", "limits"};

QStringList listOf(const QString& text) {
    QStringList items;
    for (const QString& item : text.split(u',', Qt::SkipEmptyParts))
        if (!item.trimmed().isEmpty()) items << item.trimmed();
    return items;
}

// A number typed in a cell ("" = none); throws ValidationError naming the option.
std::optional<double> cellNumber(const QTableWidget* table, int row, int column, const std::string& option) {
    const QTableWidgetItem* cell = table->item(row, column);
    const QString text = cell ? cell->text().trimmed() : QString();
    if (text.isEmpty()) return std::nullopt;
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        throw ValidationError("blockmodel", option, "the value for unit '" + table->item(row, Unit)->text().toStdString() + "' must be a number (got '" +
                                          text.toStdString() + "')");
    return v;
}

// Two significant digits: cutoffs that read well.
double roundToTwoDigits(double v) {
    if (!(v > 0)) return 0;
    const double scale = std::pow(10.0, std::floor(std::log10(v)) - 1);
    return std::round(v / scale) * scale;
}

}  // namespace

BlockModelDialog::BlockModelDialog(JobRunner& runner, ResultCatalog& catalog, BlockModelSource source, QString resultFolder,
                                   QWidget* parent)
    : QDialog(parent), runner_(runner), catalog_(catalog), source_(std::move(source)), resultFolder_(std::move(resultFolder)) {
    setObjectName(QStringLiteral("blockModelDialog"));
    setWindowTitle(tr("Resource block model"));
    const jobs::SchemaInfo& schema = blockmodel::BlockModelJob::schema().info();
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);

    auto* domains = new QGroupBox(tr("Domains and data"));
    auto* dataForm = new QFormLayout(domains);
    lithology_ = new QComboBox;
    lithology_->setObjectName(QStringLiteral("lithologyTable"));
    unitColumn_ = new QComboBox;
    unitColumn_->setObjectName(QStringLiteral("unitColumn"));
    order_ = new QLineEdit;
    order_->setObjectName(QStringLiteral("unitOrder"));
    order_->setToolTip(schemaTooltip(schema, "order"));
    assays_ = new QComboBox;
    assays_->setObjectName(QStringLiteral("assayTable"));
    value_ = new QComboBox;
    value_->setObjectName(QStringLiteral("gradeColumn"));
    composite_ = new QDoubleSpinBox;
    composite_->setObjectName(QStringLiteral("compositeLength"));
    configureFromSchema(composite_, schema, "composite");
    composite_->setSpecialValueText(tr("the assays as they are"));
    composite_->setValue(2);
    dataForm->addRow(tr("Units: table"), lithology_);
    dataForm->addRow(tr("Units: column"), unitColumn_);
    dataForm->addRow(tr("Units, top down"), order_);
    dataForm->addRow(tr("Grades: table"), assays_);
    dataForm->addRow(tr("Grades: column"), value_);
    dataForm->addRow(tr("Composites"), composite_);
    layout->addWidget(domains);

    auto* estimation = new QGroupBox(tr("Estimation per unit"));
    auto* estimationForm = new QFormLayout(estimation);
    estimate_ = new QListWidget;
    estimate_->setObjectName(QStringLiteral("estimatedUnits"));
    estimate_->setMaximumHeight(110);
    estimate_->setToolTip(schemaTooltip(schema, "estimate"));
    model_ = new QLineEdit;
    model_->setObjectName(QStringLiteral("commonModel"));
    model_->setToolTip(schemaTooltip(schema, "model"));
    method_ = new QComboBox;
    method_->setObjectName(QStringLiteral("method"));
    method_->addItem(tr("Ordinary kriging"), QStringLiteral("ok"));
    method_->addItem(tr("Simple kriging (the unit's declustered mean)"), QStringLiteral("sk"));
    method_->addItem(tr("Inverse distance"), QStringLiteral("idw"));
    configureFromSchema(method_, schema, "method");
    units_ = new QTableWidget(0, 6);
    units_->setObjectName(QStringLiteral("unitOptions"));
    units_->setHorizontalHeaderLabels({tr("Unit"), tr("Own model"), tr("Top cut"), tr("Density (t/m³)"), tr("Metal removed"),
                                       tr("Plan limit")});
    units_->horizontalHeaderItem(MetalRemoved)->setToolTip(tr("The share of the unit's metal (length x grade of its assays) the top cut removes"));
    units_->horizontalHeaderItem(Limit)->setToolTip(
        tr("A closed polygon in plan (CSV of x,y vertices, or a vector file): the unit's blocks outside it get no grade "
           "(class 'outside') and its composites outside inform nothing. Double-click to choose the file."));
    connect(units_, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (column != Limit) return;
        const QString file = QFileDialog::getOpenFileName(this, tr("Plan limit of %1").arg(units_->item(row, Unit)->text()),
                                                          resultFolder_, tr("Polygons (*.csv *.txt *.geojson *.shp *.gpkg);;All files (*)"));
        if (!file.isEmpty()) units_->item(row, Limit)->setText(file);
    });
    units_->horizontalHeader()->setStretchLastSection(true);
    units_->verticalHeader()->hide();
    units_->setMinimumHeight(150);
    estimationForm->addRow(tr("Estimate"), estimate_);
    estimationForm->addRow(tr("Model (every unit)"), model_);
    estimationForm->addRow(tr("Method"), method_);
    estimationForm->addRow(units_);
    auto* cutRow = new QHBoxLayout;
    percentile_ = new QDoubleSpinBox;
    percentile_->setObjectName(QStringLiteral("topCutPercentile"));
    percentile_->setRange(50, 99.99);
    percentile_->setDecimals(2);
    percentile_->setValue(99);
    percentile_->setSuffix(QStringLiteral(" %"));
    auto* cutButton = new QPushButton(tr("Top cuts at this percentile"));
    cutButton->setObjectName(QStringLiteral("topCutsAtPercentile"));
    connect(cutButton, &QPushButton::clicked, this, [this] { topCutsAtPercentile(percentile_->value()); });
    auto* plotButton = new QPushButton(tr("On the log-probability plot…"));
    plotButton->setObjectName(QStringLiteral("topCutOnPlot"));
    plotButton->setToolTip(tr("The selected unit's assays on a log-probability plot: click where the upper tail "
                              "breaks away to set its top cut"));
    connect(plotButton, &QPushButton::clicked, this, [this] {
        if (TopCutPlot* plot = openTopCutPlot()) plot->open();
    });
    cutRow->addWidget(percentile_);
    cutRow->addWidget(cutButton);
    cutRow->addWidget(plotButton);
    cutRow->addStretch(1);
    estimationForm->addRow(tr("Top cuts"), cutRow);
    layout->addWidget(estimation);

    auto* blocks = new QGroupBox(tr("Blocks"));
    auto* blockLayout = new QVBoxLayout(blocks);
    blocks_ = new GridSpecEditor;
    blocks_->setObjectName(QStringLiteral("parentBlocks"));
    blocks_->setThreeD(true);
    blockLayout->addWidget(blocks_);
    auto* subRow = new QHBoxLayout;
    subRow->addWidget(new QLabel(tr("Smallest sub-block")));
    for (int a = 0; a < 3; ++a) {
        subBlocks_[a] = new QDoubleSpinBox;
        subBlocks_[a]->setObjectName(QStringLiteral("subBlock_%1").arg(a));
        subBlocks_[a]->setRange(0, 1e6);
        subBlocks_[a]->setSpecialValueText(tr("none"));
        subBlocks_[a]->setToolTip(schemaTooltip(schema, "sub_blocks"));
        subRow->addWidget(subBlocks_[a]);
    }
    blockLayout->addLayout(subRow);
    auto* cutoffRow = new QFormLayout;
    cutoffs_ = new QLineEdit;
    cutoffs_->setObjectName(QStringLiteral("cutoffs"));
    cutoffs_->setToolTip(schemaTooltip(schema, "cutoffs"));
    cutoffRow->addRow(tr("Report cutoffs"), cutoffs_);
    blockLayout->addLayout(cutoffRow);
    layout->addWidget(blocks);

    advanced_ = new SchemaOptionsBox(schema, kHandled);
    layout->addWidget(advanced_);

    auto* scroll = new QScrollArea;
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    auto* outer = new QVBoxLayout(this);
    outer->addWidget(scroll, 1);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("blockModelStatus"));
    status_->setWordWrap(true);
    outer->addWidget(status_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton* runButton = buttons->addButton(tr("Run"), QDialogButtonBox::AcceptRole);
    runButton->setObjectName(QStringLiteral("runBlockModel"));
    connect(runButton, &QPushButton::clicked, this, &BlockModelDialog::run);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    outer->addWidget(buttons);
    resize(760, 860);

    connect(lithology_, &QComboBox::currentIndexChanged, this, &BlockModelDialog::fillUnitColumns);
    connect(unitColumn_, &QComboBox::currentIndexChanged, this, &BlockModelDialog::proposeOrder);
    connect(order_, &QLineEdit::editingFinished, this, &BlockModelDialog::fillUnits);
    connect(units_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->column() == TopCut) showMetalRemoved(unitGrades());
    });
    connect(assays_, &QComboBox::currentIndexChanged, this, &BlockModelDialog::fillValueColumns);
    connect(value_, &QComboBox::currentIndexChanged, this, &BlockModelDialog::proposeModel);
    fillTables();
    proposeBlocks();
}

void BlockModelDialog::fillTables() {
    for (const drillholes::IntervalTable& table : source_.database->intervals) {
        const QString name = QString::fromStdString(table.name);
        if (!table.text.empty()) lithology_->addItem(name);
        if (!table.numeric.empty()) assays_->addItem(name);
    }
    // The table the project's units come from, else the first with text; assays, else the first.
    const int lith = lithology_->findText(QStringLiteral("lithology"), Qt::MatchFixedString);
    if (lith >= 0) lithology_->setCurrentIndex(lith);
    const int assay = assays_->findText(QStringLiteral("assay"), Qt::MatchStartsWith);
    if (assay >= 0) assays_->setCurrentIndex(assay);
    fillUnitColumns();
    fillValueColumns();
}

void BlockModelDialog::fillUnitColumns() {
    const QSignalBlocker block(unitColumn_);
    unitColumn_->clear();
    for (const auto& table : source_.database->intervals)
        if (table.name == lithology_->currentText().toStdString())
            for (const auto& column : table.text) unitColumn_->addItem(QString::fromStdString(column.name));
    proposeOrder();
}

void BlockModelDialog::fillValueColumns() {
    const QSignalBlocker block(value_);
    value_->clear();
    for (const auto& table : source_.database->intervals)
        if (table.name == assays_->currentText().toStdString())
            for (const auto& column : table.numeric) value_->addItem(QString::fromStdString(column.name));
    proposeModel();
}

void BlockModelDialog::proposeOrder() {
    QStringList units;
    if (source_.column) {
        for (const std::string& name : source_.column->names()) units << QString::fromStdString(name);
    } else {
        // Top down by the mean depth at which each unit is logged.
        std::map<std::string, std::pair<double, int>> depth;
        for (const auto& table : source_.database->intervals)
            if (table.name == lithology_->currentText().toStdString())
                if (const auto* column = table.findText(unitColumn_->currentText().toStdString()))
                    for (std::size_t r = 0; r < table.size(); ++r)
                        if (!column->values[r].empty()) {
                            auto& d = depth[column->values[r]];
                            d.first += table.from[r];
                            ++d.second;
                        }
        std::vector<std::pair<double, std::string>> byDepth;
        for (const auto& [name, d] : depth) byDepth.emplace_back(d.first / d.second, name);
        std::sort(byDepth.begin(), byDepth.end());
        for (const auto& [mean, name] : byDepth) units << QString::fromStdString(name);
    }
    setUnitOrder(units);
}

void BlockModelDialog::setUnitOrder(const QStringList& units) {
    order_->setText(units.join(QStringLiteral(", ")));
    fillUnits();
}

void BlockModelDialog::fillUnits() {
    const QStringList units = listOf(order_->text());
    QStringList checked;
    for (int i = 0; i < estimate_->count(); ++i)
        if (estimate_->item(i)->checkState() == Qt::Checked) checked << estimate_->item(i)->text();
    const bool first = estimate_->count() == 0;
    estimate_->clear();
    const QSignalBlocker block(units_);  // rows are half-made until the loop ends
    units_->setRowCount(int(units.size()));
    for (int i = 0; i < units.size(); ++i) {
        auto* item = new QListWidgetItem(units[i], estimate_);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(first || checked.contains(units[i]) ? Qt::Checked : Qt::Unchecked);
        auto* name = new QTableWidgetItem(units[i]);
        name->setFlags(Qt::ItemIsEnabled);
        units_->setItem(i, Unit, name);
        for (int c : {OwnModel, TopCut, Density, Limit})
            if (!units_->item(i, c)) units_->setItem(i, c, new QTableWidgetItem);
        auto* removed = new QTableWidgetItem;
        removed->setFlags(Qt::ItemIsEnabled);
        units_->setItem(i, MetalRemoved, removed);
    }
    showMetalRemoved(unitGrades());
}

std::map<std::string, UnitGrades> BlockModelDialog::unitGrades() const {
    return gradesByUnit(*source_.database, lithology_->currentText().toStdString(), unitColumn_->currentText().toStdString(),
                        assays_->currentText().toStdString(), value_->currentText().toStdString());
}

void BlockModelDialog::topCutsAtPercentile(double percent) {
    const auto grades = unitGrades();
    const QSignalBlocker block(units_);
    for (int row = 0; row < units_->rowCount(); ++row) {
        const auto found = grades.find(units_->item(row, Unit)->text().toStdString());
        const double cut = found == grades.end() ? NAN : gradePercentile(found->second, percent / 100);
        units_->item(row, TopCut)->setText(std::isfinite(cut) ? QString::number(cut, 'g', 4) : QString());
    }
    showMetalRemoved(grades);
}

TopCutPlot* BlockModelDialog::openTopCutPlot() {
    const int row = std::max(0, units_->currentRow());
    if (row >= units_->rowCount()) return nullptr;
    const QString unit = units_->item(row, Unit)->text();
    const auto grades = unitGrades();
    const auto found = grades.find(unit.toStdString());
    if (found == grades.end() || found->second.values.empty()) {
        status_->setText(tr("%1 has no assays of %2 to plot.").arg(unit, value_->currentText()));
        return nullptr;
    }
    bool ok = false;
    const double current = units_->item(row, TopCut)->text().toDouble(&ok);
    auto* plot = new TopCutPlot(unit, found->second, ok ? current : std::nan(""), this);
    plot->setAttribute(Qt::WA_DeleteOnClose);
    connect(plot, &QDialog::accepted, this, [this, plot, row] {
        if (std::isfinite(plot->cut())) units_->item(row, TopCut)->setText(QString::number(plot->cut(), 'g', 4));
    });
    return plot;
}

void BlockModelDialog::showMetalRemoved(const std::map<std::string, UnitGrades>& grades) {
    const QSignalBlocker block(units_);
    for (int row = 0; row < units_->rowCount(); ++row) {
        QTableWidgetItem* cell = units_->item(row, MetalRemoved);
        const QTableWidgetItem* cut = units_->item(row, TopCut);
        const auto found = grades.find(units_->item(row, Unit)->text().toStdString());
        bool ok = false;
        const double value = cut ? cut->text().toDouble(&ok) : 0;
        if (cell) cell->setText(ok && found != grades.end() ? QStringLiteral("%1 %").arg(100 * metalRemoved(found->second, value), 0, 'f', 2) : QString());
    }
}

void BlockModelDialog::setEstimated(const QStringList& units) {
    for (int i = 0; i < estimate_->count(); ++i)
        estimate_->item(i)->setCheckState(units.contains(estimate_->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
}

void BlockModelDialog::setModelText(const QString& model) { model_->setText(model); }

void BlockModelDialog::proposeModel() {
    showMetalRemoved(unitGrades());
    const std::string table = assays_->currentText().toStdString(), variable = value_->currentText().toStdString();
    if (source_.savedModel) {
        if (const auto saved = source_.savedModel(table, variable, "")) model_->setText(QString::fromStdString(saved->toString()));
        // A unit's own model: the one fitted to its samples alone (variography per unit).
        for (int row = 0; row < units_->rowCount(); ++row) {
            const std::string unit = unitName(lithology_->currentText().toStdString(), unitColumn_->currentText().toStdString(),
                                              units_->item(row, Unit)->text().toStdString());
            if (const auto own = source_.savedModel(table, variable, unit))
                units_->item(row, OwnModel)->setText(QString::fromStdString(own->toString()));
        }
    }
    // Cutoffs at the grade's quartiles, in two significant digits.
    std::vector<double> grades;
    for (const auto& t : source_.database->intervals)
        if (t.name == table)
            if (const auto* column = t.findNumeric(variable))
                for (double v : column->values)
                    if (std::isfinite(v)) grades.push_back(v);
    if (grades.empty()) return;
    std::sort(grades.begin(), grades.end());
    QStringList cutoffs{QStringLiteral("0")};
    for (double q : {0.25, 0.5, 0.75}) {
        const double c = roundToTwoDigits(grades[std::size_t(q * double(grades.size() - 1))]);
        if (c > 0 && !cutoffs.contains(QString::number(c))) cutoffs << QString::number(c);
    }
    cutoffs_->setText(cutoffs.join(QStringLiteral(", ")));
}

void BlockModelDialog::proposeBlocks() {
    // The drillholes' extent: collars in plan, from the deepest hole end to the highest collar.
    const auto& collars = source_.database->collars;
    if (collars.empty()) return;
    BoundingBox box{HUGE_VAL, -HUGE_VAL, HUGE_VAL, -HUGE_VAL, HUGE_VAL, -HUGE_VAL};
    PointSet plan;
    plan.dimension = 3;
    for (const auto& c : collars) {
        box.xmin = std::min(box.xmin, c.x);
        box.xmax = std::max(box.xmax, c.x);
        box.ymin = std::min(box.ymin, c.y);
        box.ymax = std::max(box.ymax, c.y);
        box.zmax = std::max(box.zmax, c.z);
        const double depth = std::isfinite(c.depth) ? c.depth : source_.database->holeDepth(c.holeId);
        box.zmin = std::min(box.zmin, c.z - depth);
        plan.x.push_back(c.x);
        plan.y.push_back(c.y);
        plan.z.push_back(c.z);
    }
    GridProposal proposal;
    proposal.nodesAlongLongestSide = 40;
    proposal.threeD = true;
    proposal.spacing = dataSpacing(plan);
    try {
        GridSpec g = gridFromExtent(box, proposal);
        blocks_->setExtent(box);
        blocks_->setSpec(g);
        // Sub-blocks a quarter of the parent across and half of it down: contacts are honoured
        // to that size.
        subBlocks_[0]->setValue(g.dx / 4);
        subBlocks_[1]->setValue(g.dy / 4);
        subBlocks_[2]->setValue(g.dz / 2);
    } catch (const Error&) {
        // A degenerate extent (one hole): the user types the blocks.
    }
}

blockmodel::BlockModelJob BlockModelDialog::job() const {
    const auto pathOf = [this](const QString& table) {
        for (const std::string& path : source_.files.intervals)
            if (QFileInfo(QString::fromStdString(path)).completeBaseName() == table) return path;
        throw ValidationError("blockmodel", "intervals", "the project has no file for the table '" + table.toStdString() + "'");
    };
    blockmodel::BlockModelJob j;
    j.collar = source_.files.collar;
    j.survey = source_.files.survey;
    j.columns = source_.files.columns;
    j.dipSign = source_.files.dipConvention;
    j.desurvey = source_.desurvey;
    j.intervals = pathOf(lithology_->currentText());
    j.unitColumn = unitColumn_->currentText().toStdString();
    for (const QString& unit : listOf(order_->text())) j.order.push_back(unit.toStdString());
    j.assays = pathOf(assays_->currentText());
    j.value = value_->currentText().toStdString();
    j.composite = composite_->value();
    for (int i = 0; i < estimate_->count(); ++i)
        if (estimate_->item(i)->checkState() == Qt::Checked) j.estimate.push_back(estimate_->item(i)->text().toStdString());
    j.model = model_->text().trimmed().toStdString();
    for (int row = 0; row < units_->rowCount(); ++row) {
        const std::string unit = units_->item(row, Unit)->text().toStdString();
        if (const QTableWidgetItem* own = units_->item(row, OwnModel); own && !own->text().trimmed().isEmpty())
            j.unitModels[unit] = own->text().trimmed().toStdString();
        if (const auto cap = cellNumber(units_, row, TopCut, "caps")) j.caps[unit] = *cap;
        if (const auto density = cellNumber(units_, row, Density, "density")) j.density[unit] = *density;
        if (const QString limit = units_->item(row, Limit)->text().trimmed(); !limit.isEmpty()) j.limits[unit] = limit.toStdString();
    }
    const QString method = method_->currentData().toString();
    j.method = method == QStringLiteral("sk") ? blockmodel::EstimationMethod::Simple
               : method == QStringLiteral("idw") ? blockmodel::EstimationMethod::Idw
                                                 : blockmodel::EstimationMethod::Ordinary;
    j.blocks = blocks_->spec();
    for (int a = 0; a < 3; ++a) j.subBlocks[std::size_t(a)] = subBlocks_[a]->value();
    for (const QString& c : listOf(cutoffs_->text())) {
        bool ok = false;
        const double v = c.toDouble(&ok);
        if (!ok) throw ValidationError("blockmodel", "cutoffs", "'" + c.toStdString() + "' is not a number");
        j.cutoffs.push_back(v);
    }
    QDir().mkpath(resultFolder_);  // the outputs are checked against their folder
    const QString stem = fileStem(tr("Block model of %1").arg(value_->currentText()));
    j.output = uniqueFilePath(resultFolder_, stem, QStringLiteral(".csv")).toStdString();
    const QString base = QString::fromStdString(j.output).chopped(4);
    j.report = (base + QStringLiteral("-grade-tonnage.csv")).toStdString();
    j.reportClasses = (base + QStringLiteral("-grade-tonnage-by-class.csv")).toStdString();
    j.vtkOutput = (base + QStringLiteral(".vtu")).toStdString();
    j.validation = (base + QStringLiteral("-validation.csv")).toStdString();
    j.swaths = (base + QStringLiteral("-swaths.csv")).toStdString();
    j.compositesOutput = (base + QStringLiteral("-composites.csv")).toStdString();
    // The schema's other options as Advanced shows them; reading them back validates the whole.
    jobs::Json params = j;
    advanced_->applyTo(params);
    blockmodel::BlockModelJob checked = params.get<blockmodel::BlockModelJob>();
    checked.validate();
    return checked;
}

bool BlockModelDialog::run() {
    blockmodel::BlockModelJob j;
    try {
        j = job();
    } catch (const Error& e) {
        error_ = QString::fromUtf8(e.what());
        status_->setText(error_);
        return false;
    }
    error_.clear();
    const QString name = tr("Block model of %1").arg(QString::fromStdString(j.value));
    status_->setText(tr("Running: %1").arg(name));
    struct Outcome {
        ResultItem item;
        jobs::Json summary;
    };
    auto work = [j](const jobs::JobContext& context) {
        Outcome outcome;
        outcome.summary = blockmodel::execute(j, context);
        outcome.item = blockModelItem(ResultItem{}, j.output);
        return outcome;
    };
    runner_.run(name, std::move(work), this, [this, name, j](const Outcome& outcome) {
        ResultItem item = outcome.item;
        item.name = name;
        jobs::Json params = j;
        item.job = jobs::Json{{"type", blockmodel::BlockModelJob::type}, {"params", params}};
        item.file = QString::fromStdString(j.output);
        const int id = catalog_.add(std::move(item));
        status_->setText(tr("%1: %2 blocks").arg(name).arg(outcome.summary.value("blocks", 0)));
        emit built(id, outcome.summary);
    });
    return true;
}

}  // namespace strata::gui
