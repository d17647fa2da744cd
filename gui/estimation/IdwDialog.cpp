#include "estimation/IdwDialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStringList>
#include <QVBoxLayout>

#include <set>
#include <string>

#include "estimation/GridSpecEditor.h"
#include "strata/core/Error.h"
#include "strata/idw/IdwJob.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

IdwDialog::IdwDialog(EstimationRunner& runner, std::vector<EstimationSource> sources, const QString& resultFolder,
                     QWidget* parent)
    : EstimationDialog(runner, std::move(sources), resultFolder, parent) {
    setObjectName(QStringLiteral("idwDialog"));
    setMethodPage(createPage(), tr("Inverse distance weighting"));
    updateCostLabel();
}

QWidget* IdwDialog::createPage() {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    method_ = new QComboBox;
    method_->setObjectName(QStringLiteral("idwMethod"));
    method_->addItem(tr("IDW (one power)"), int(Method::Idw));
    method_->addItem(tr("AIDW (power from the local data density)"), int(Method::Aidw));
    layout->addWidget(method_);
    pages_ = new QStackedWidget;

    // Ranges, defaults, units and help from the jobs' schemas, the one declaration of each.
    const jobs::SchemaInfo& idwSchema = idw::IdwJob::schema().info();
    auto* idwPage = new QWidget;
    auto* idw = new QFormLayout(idwPage);
    power_ = new QDoubleSpinBox;
    power_->setObjectName(QStringLiteral("idwPower"));
    configureFromSchema(power_, idwSchema, "power");
    power_->setValue(idw::IdwParams{}.power);  // a required option: the engine's own default proposed
    neighbours_ = new QSpinBox;
    neighbours_->setObjectName(QStringLiteral("idwNeighbours"));
    configureFromSchema(neighbours_, idwSchema, "neighbors");
    radius_ = new QDoubleSpinBox;
    radius_->setObjectName(QStringLiteral("idwRadius"));
    configureFromSchema(radius_, idwSchema, "radius");
    azimuth_ = new QDoubleSpinBox;
    azimuth_->setObjectName(QStringLiteral("idwAzimuth"));
    configureFromSchema(azimuth_, idwSchema, "anisotropy.ang1");
    ratio_ = new QDoubleSpinBox;
    ratio_->setObjectName(QStringLiteral("idwRatio"));
    configureFromSchema(ratio_, idwSchema, "anisotropy.ratio1");
    ratio_->setSingleStep(0.1);
    idw->addRow(tr("Power"), power_);
    idw->addRow(tr("Nearest data"), neighbours_);
    idw->addRow(tr("Search radius"), radius_);
    idw->addRow(tr("Anisotropy azimuth"), azimuth_);
    idw->addRow(tr("Minor / major ratio"), ratio_);
    const std::set<std::string> shared{"data", "grid", "targets", "target_columns", "output", "neighbors"};
    auto handled = shared;
    handled.insert({"power", "radius", "anisotropy.ang1", "anisotropy.ratio1"});
    idwAdvanced_ = new SchemaOptionsBox(idwSchema, handled);
    idw->addRow(idwAdvanced_);
    pages_->addWidget(idwPage);

    const jobs::SchemaInfo& aidwSchema = idw::AidwJob::schema().info();
    auto* aidwPage = new QWidget;
    auto* aidw = new QFormLayout(aidwPage);
    k_ = new QSpinBox;
    k_->setObjectName(QStringLiteral("aidwK"));
    configureFromSchema(k_, aidwSchema, "k");
    alphaLevels_ = new QLineEdit;
    alphaLevels_->setObjectName(QStringLiteral("aidwAlpha"));
    configureFromSchema(alphaLevels_, aidwSchema, "alpha");
    rMin_ = new QDoubleSpinBox;
    rMin_->setObjectName(QStringLiteral("aidwRMin"));
    configureFromSchema(rMin_, aidwSchema, "r_min");
    rMax_ = new QDoubleSpinBox;
    rMax_->setObjectName(QStringLiteral("aidwRMax"));
    configureFromSchema(rMax_, aidwSchema, "r_max");
    aidwNeighbours_ = new QSpinBox;
    aidwNeighbours_->setObjectName(QStringLiteral("aidwNeighbours"));
    configureFromSchema(aidwNeighbours_, aidwSchema, "neighbors");
    aidw->addRow(tr("k"), k_);
    aidw->addRow(tr("Power levels"), alphaLevels_);
    aidw->addRow(tr("R min"), rMin_);
    aidw->addRow(tr("R max"), rMax_);
    aidw->addRow(tr("Weighted data"), aidwNeighbours_);
    handled = shared;
    handled.insert({"k", "alpha", "r_min", "r_max"});
    aidwAdvanced_ = new SchemaOptionsBox(aidwSchema, handled);
    aidw->addRow(aidwAdvanced_);
    pages_->addWidget(aidwPage);
    layout->addWidget(pages_);
    connect(method_, &QComboBox::currentIndexChanged, pages_, &QStackedWidget::setCurrentIndex);
    connect(method_, &QComboBox::currentIndexChanged, this, &IdwDialog::updateCostLabel);
    connect(neighbours_, &QSpinBox::valueChanged, this, &IdwDialog::updateCostLabel);
    return page;
}

IdwDialog::Method IdwDialog::method() const { return Method(method_->currentData().toInt()); }
void IdwDialog::setMethod(Method method) { method_->setCurrentIndex(method_->findData(int(method))); }
void IdwDialog::setPower(double power) { power_->setValue(power); }
void IdwDialog::setNeighbours(int neighbours) { neighbours_->setValue(neighbours); }

jobs::Json IdwDialog::makeJob(const GridSpec& grid, const std::string& dataFile, const std::string& output) const {
    idw::IdwIo io;
    io.data.file = dataFile;
    io.data.columns = dataColumns();
    io.grid = grid;
    io.output = output;
    if (method() == Method::Idw) {
        idw::IdwJob job;
        job.io = io;
        job.params.power = power_->value();
        job.params.neighbours = std::size_t(neighbours_->value());
        job.params.radius = radius_->value();
        job.params.anisotropy.ang1 = azimuth_->value();
        job.params.anisotropy.ratio1 = ratio_->value();
        jobs::Json j = jobs::makeJob(job);
        idwAdvanced_->applyTo(j["params"]);
        return j;
    }
    idw::AidwJob job;
    job.io = io;
    job.params.k = std::size_t(k_->value());
    const QStringList levels = alphaLevels_->text().split(u',', Qt::SkipEmptyParts);
    if (levels.size() != 5) throw ValidationError("aidw", "alpha", "needs five power levels, e.g. 1, 2, 3, 4, 5");
    for (int i = 0; i < 5; ++i) {
        bool ok = false;
        job.params.alphaLevels[std::size_t(i)] = levels[i].trimmed().toDouble(&ok);
        if (!ok) throw ValidationError("aidw", "alpha", "'" + levels[i].trimmed().toStdString() + "' is not a number");
    }
    job.params.rMin = rMin_->value();
    job.params.rMax = rMax_->value();
    job.params.neighbours = std::size_t(aidwNeighbours_->value());
    jobs::Json j = jobs::makeJob(job);
    aidwAdvanced_->applyTo(j["params"]);
    return j;
}

QString IdwDialog::methodName() const { return method() == Method::Idw ? tr("IDW") : tr("AIDW"); }

int IdwDialog::neighbourhoodSize() const {
    const int k = method() == Method::Idw ? neighbours_->value() : aidwNeighbours_->value();
    return k > 0 ? k : (data() ? int(data()->size()) : 0);
}

std::size_t IdwDialog::layerCount() const { return method() == Method::Idw ? 1 : 2; }

}  // namespace strata::gui
