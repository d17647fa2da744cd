#include "variogram/CoregionalisationView.h"

#include <QChart>
#include <QCheckBox>
#include <QGraphicsLayout>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include "strata/variogram/VariogramJobs.h"
#include "variogram/VariogramChartView.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

namespace {
using variogram::Coregionalisation;

QString pairName(const std::vector<std::string>& variables, std::size_t i, std::size_t j) {
    return i == j ? QString::fromStdString(variables[i]) : QString::fromStdString(variables[j] + ":" + variables[i]);
}
}  // namespace

CoregionalisationView::CoregionalisationView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("coregionalisationView"));
    const jobs::SchemaInfo& fit = variogram::FitJob::schema().info();
    candidates_ = new QListWidget(this);
    candidates_->setObjectName(QStringLiteral("lmcVariables"));
    candidates_->setToolTip(tr("The variables fitted with the panel's (1 to 3; the panel's variable is the primary)"));
    candidates_->setMaximumHeight(90);
    method_ = new QComboBox(this);
    method_->setObjectName(QStringLiteral("lmcMethod"));
    method_->addItem(tr("Goulard-Voltz (least squares)"),
                     QString::fromStdString(variogram::lmcMethodName(variogram::LmcMethod::GoulardVoltz)));
    method_->addItem(tr("Project once (gstat's fit.lmc)"),
                     QString::fromStdString(variogram::lmcMethodName(variogram::LmcMethod::ProjectOnce)));
    configureFromSchema(method_, fit, "lmc_method");
    fitRanges_ = new QCheckBox(tr("Fit the shared ranges"), this);
    fitRanges_->setObjectName(QStringLiteral("lmcFitRanges"));
    configureFromSchema(fitRanges_, fit, "fit_ranges");
    fit_ = new QPushButton(tr("Fit LMC"), this);
    fit_->setObjectName(QStringLiteral("fitLmc"));
    fit_->setToolTip(
        tr("Direct and cross variograms with the lag and direction controls; the model's structures "
           "as the start; the weights of Auto fit"));
    connect(fit_, &QPushButton::clicked, this, &CoregionalisationView::fitRequested);

    auto* controls = new QHBoxLayout;
    controls->addWidget(candidates_, 1);
    auto* choices = new QVBoxLayout;
    choices->addWidget(method_);
    choices->addWidget(fitRanges_);
    choices->addWidget(fit_);
    choices->addStretch(1);
    controls->addLayout(choices);

    matrix_ = new QWidget;
    matrix_->setObjectName(QStringLiteral("lmcCharts"));
    matrixLayout_ = new QGridLayout(matrix_);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(matrix_);

    sills_ = new QTableWidget(this);
    sills_->setObjectName(QStringLiteral("lmcSills"));
    sills_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    sills_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    sills_->setMaximumHeight(140);
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("lmcMessage"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(scroll, 1);
    layout->addWidget(sills_);
    layout->addWidget(message_);
}

void CoregionalisationView::setCandidates(const QStringList& variables) {
    const QStringList kept = [this] {
        QStringList names;
        for (const std::string& name : chosenVariables()) names << QString::fromStdString(name);
        return names;
    }();
    candidates_->clear();
    for (const QString& name : variables) {
        auto* item = new QListWidgetItem(name, candidates_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(kept.contains(name) ? Qt::Checked : Qt::Unchecked);
    }
}

std::vector<std::string> CoregionalisationView::chosenVariables() const {
    std::vector<std::string> chosen;
    for (int row = 0; row < candidates_->count(); ++row)
        if (candidates_->item(row)->checkState() == Qt::Checked)
            chosen.push_back(candidates_->item(row)->text().toStdString());
    return chosen;
}

void CoregionalisationView::choose(const QStringList& variables) {
    for (int row = 0; row < candidates_->count(); ++row) {
        QListWidgetItem* item = candidates_->item(row);
        item->setCheckState(variables.contains(item->text()) ? Qt::Checked : Qt::Unchecked);
    }
}

std::string CoregionalisationView::methodName() const { return method_->currentData().toString().toStdString(); }

bool CoregionalisationView::fitRanges() const { return fitRanges_->isChecked(); }

void CoregionalisationView::setFitSettings(const std::string& method, bool fitRanges) {
    const int index = method_->findData(QString::fromStdString(method));
    if (index >= 0) method_->setCurrentIndex(index);
    fitRanges_->setChecked(fitRanges);
}

void CoregionalisationView::setFitEnabled(bool enabled) { fit_->setEnabled(enabled); }

void CoregionalisationView::setMessage(const QString& message) { message_->setText(message); }

VariogramChartView* CoregionalisationView::chart(std::size_t i, std::size_t j) const {
    if (i < j) std::swap(i, j);
    return i < chartRows_.size() && j < chartRows_[i].size() ? chartRows_[i][j] : nullptr;
}

void CoregionalisationView::showFit(const CoregionalisationFit& fit) {
    for (VariogramChartView* old : charts_) delete old;
    charts_.clear();
    chartRows_.clear();
    const Coregionalisation& model = fit.result.model;
    const std::size_t n = model.size();
    chartRows_.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j <= i; ++j) {
            auto* chart = new VariogramChartView(matrix_);
            chart->setObjectName(QStringLiteral("lmcChart_%1_%2").arg(i).arg(j));
            chart->setEditable(false);
            chart->setMinimumSize(260, 200);
            // Small multiples: the title names the variogram; no legend, axis titles or margins.
            QChart* plot = chart->chart();
            plot->setTitle(pairName(fit.variables, i, j));
            plot->legend()->hide();
            plot->setMargins(QMargins(0, 0, 0, 0));
            plot->layout()->setContentsMargins(0, 0, 0, 0);
            plot->setBackgroundRoundness(0);
            for (QAbstractAxis* axis : plot->axes()) axis->setTitleVisible(false);
            chart->setDirections(fit.directions[Coregionalisation::pairIndex(j, i, n)]);
            chart->setModel(model.model(j, i));
            matrixLayout_->addWidget(chart, int(i), int(j));
            chart->show();  // a widget added to a shown one is shown only by a later event otherwise
            chartRows_[i].push_back(chart);
            charts_.push_back(chart);
        }
    showSills(model);
    QStringList notes;
    for (const std::string& warning : fit.result.warnings) notes << QString::fromStdString(warning);
    if (notes.isEmpty()) notes << tr("Every sill matrix is positive semi-definite; no warning.");
    message_->setText(notes.join(QLatin1Char('\n')));
}

void CoregionalisationView::showSills(const Coregionalisation& model) {
    // One row per term (the nugget, then each structure), one column per pair: the packed sill
    // matrices, and the smallest eigenvalue of each (negative: not a valid model).
    const std::size_t n = model.size();
    const auto matrices = model.sillMatrices();
    const auto eigenvalues = model.sillMatrixMinEigenvalues();
    QStringList columns;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j) columns << pairName(model.variables, j, i);
    columns << tr("Smallest eigenvalue");
    sills_->clear();
    sills_->setColumnCount(int(columns.size()));
    sills_->setHorizontalHeaderLabels(columns);
    sills_->setRowCount(int(matrices.size()));
    const auto& structures = model.model(0, 0).structures;
    for (std::size_t term = 0; term < matrices.size(); ++term) {
        const QString label = term == 0
                                  ? tr("nugget")
                                  : QStringLiteral("%1 %2")
                                        .arg(QString::fromStdString(variogram::typeName(structures[term - 1].type)))
                                        .arg(structures[term - 1].range, 0, 'g', 6);
        sills_->setVerticalHeaderItem(int(term), new QTableWidgetItem(label));
        int column = 0;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i; j < n; ++j)
                sills_->setItem(int(term), column++,
                                new QTableWidgetItem(QString::number(matrices[term][i * n + j], 'g', 6)));
        sills_->setItem(int(term), column, new QTableWidgetItem(QString::number(eigenvalues[term], 'g', 4)));
    }
}

}  // namespace strata::gui
