#include "estimation/GridSpecEditor.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include "estimation/GridFromExtent.h"

namespace strata::gui {

GridSpecEditor::GridSpecEditor(QWidget* parent) : QWidget(parent) {
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Nodes")), 0, 1);
    layout->addWidget(new QLabel(tr("Origin (first node centre)")), 0, 2);
    layout->addWidget(new QLabel(tr("Cell size")), 0, 3);
    const char* axes[3] = {"X", "Y", "Z"};
    const char* names[3] = {"x", "y", "z"};
    for (int a = 0; a < 3; ++a) {
        layout->addWidget(new QLabel(QString::fromLatin1(axes[a])), a + 1, 0);
        count_[a] = new QSpinBox;
        count_[a]->setRange(1, 100000);
        count_[a]->setObjectName(QStringLiteral("gridCount_%1").arg(QLatin1String(names[a])));
        origin_[a] = new QDoubleSpinBox;
        origin_[a]->setRange(-1e9, 1e9);
        origin_[a]->setDecimals(3);
        origin_[a]->setObjectName(QStringLiteral("gridOrigin_%1").arg(QLatin1String(names[a])));
        cell_[a] = new QDoubleSpinBox;
        cell_[a]->setRange(1e-6, 1e7);
        cell_[a]->setDecimals(4);
        cell_[a]->setValue(1.0);
        cell_[a]->setObjectName(QStringLiteral("gridCell_%1").arg(QLatin1String(names[a])));
        layout->addWidget(count_[a], a + 1, 1);
        layout->addWidget(origin_[a], a + 1, 2);
        layout->addWidget(cell_[a], a + 1, 3);
        connect(count_[a], &QSpinBox::valueChanged, this, [this] { if (!setting_) { updateSummary(); emit specChanged(); } });
        connect(origin_[a], &QDoubleSpinBox::valueChanged, this, [this] { if (!setting_) { updateSummary(); emit specChanged(); } });
        connect(cell_[a], &QDoubleSpinBox::valueChanged, this, [this] { if (!setting_) { updateSummary(); emit specChanged(); } });
    }
    threeD_ = new QCheckBox(tr("3-D grid"));
    threeD_->setObjectName(QStringLiteral("gridThreeD"));
    threeD_->setToolTip(tr("A 3-D block model; unticked, a 2-D grid of x, y (the data's z is ignored)."));
    nodesAlongLongest_ = new QSpinBox;
    nodesAlongLongest_->setRange(2, 100000);
    nodesAlongLongest_->setValue(100);
    nodesAlongLongest_->setToolTip(tr("About this many nodes along the longest side of the data's extent."));
    auto* propose = new QPushButton(tr("From data extent"));
    propose->setObjectName(QStringLiteral("gridFromExtent"));
    propose->setToolTip(tr("A grid covering the data, cell sizes and origin snapped to round numbers."));
    connect(propose, &QPushButton::clicked, this, &GridSpecEditor::proposeFromExtent);
    connect(threeD_, &QCheckBox::toggled, this, [this](bool on) {
        count_[2]->setEnabled(on);
        origin_[2]->setEnabled(on);
        cell_[2]->setEnabled(on);
        if (extent_) proposeFromExtent();
        else {
            updateSummary();
            emit specChanged();
        }
    });
    auto* row = new QHBoxLayout;
    row->addWidget(threeD_);
    row->addWidget(new QLabel(tr("Nodes along the longest side")));
    row->addWidget(nodesAlongLongest_);
    row->addWidget(propose);
    layout->addLayout(row, 4, 0, 1, 4);
    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("gridSummary"));
    layout->addWidget(summary_, 5, 0, 1, 4);
    for (QWidget* w : {static_cast<QWidget*>(count_[2]), static_cast<QWidget*>(origin_[2]), static_cast<QWidget*>(cell_[2])})
        w->setEnabled(false);
    updateSummary();
}

bool GridSpecEditor::threeD() const { return threeD_->isChecked(); }

void GridSpecEditor::setThreeD(bool on) { threeD_->setChecked(on); }

GridSpec GridSpecEditor::spec() const {
    GridSpec spec;
    spec.nx = std::size_t(count_[0]->value());
    spec.ny = std::size_t(count_[1]->value());
    spec.x0 = origin_[0]->value();
    spec.y0 = origin_[1]->value();
    spec.dx = cell_[0]->value();
    spec.dy = cell_[1]->value();
    if (threeD()) {
        spec.nz = std::size_t(count_[2]->value());
        spec.z0 = origin_[2]->value();
        spec.dz = cell_[2]->value();
    }
    return spec;
}

void GridSpecEditor::setSpec(const GridSpec& spec) {
    setting_ = true;
    const std::size_t counts[3] = {spec.nx, spec.ny, spec.nz};
    const double origins[3] = {spec.x0, spec.y0, spec.z0};
    const double cells[3] = {spec.dx, spec.dy, spec.dz};
    for (int a = 0; a < 3; ++a) {
        count_[a]->setValue(int(counts[a]));
        origin_[a]->setValue(origins[a]);
        cell_[a]->setValue(cells[a]);
    }
    setting_ = false;
    updateSummary();
    emit specChanged();
}

void GridSpecEditor::setExtent(const std::optional<BoundingBox>& extent) { extent_ = extent; }

void GridSpecEditor::proposeFromExtent() {
    if (!extent_) return;
    GridProposal proposal;
    proposal.nodesAlongLongestSide = std::size_t(nodesAlongLongest_->value());
    proposal.threeD = threeD();
    proposal.spacing = spacing_;
    setSpec(gridFromExtent(*extent_, proposal));
}

void GridSpecEditor::updateSummary() {
    const GridSpec s = spec();
    summary_->setText(tr("%L1 nodes: x %2 to %3, y %4 to %5")
                          .arg(qulonglong(s.nodeCount()))
                          .arg(s.x0, 0, 'f', 2)
                          .arg(s.x0 + s.dx * double(s.nx - 1), 0, 'f', 2)
                          .arg(s.y0, 0, 'f', 2)
                          .arg(s.y0 + s.dy * double(s.ny - 1), 0, 'f', 2));
}

}  // namespace strata::gui
