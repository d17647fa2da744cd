#include "view/ColoursDialog.h"

#include <algorithm>

#include <QColorDialog>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPixmap>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include "qa/ColourScaleEditor.h"
#include "view/ColourRampStyle.h"
#include "view/DrillholeLayer.h"

namespace strata::gui {

namespace {

enum HolePage { NoColouring, Categories, Values };

QColor toQColor(const std::array<double, 3>& rgb) { return QColor::fromRgbF(float(rgb[0]), float(rgb[1]), float(rgb[2])); }

QIcon swatch(const QColor& colour) {
    QPixmap pixmap(28, 16);
    pixmap.fill(colour);
    return QIcon(pixmap);
}

}  // namespace

ColoursDialog::ColoursDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("coloursDialog"));
    setWindowTitle(tr("Colours"));
    auto* layout = new QVBoxLayout(this);

    auto* holes = new QGroupBox(tr("Drillholes"));
    auto* holeLayout = new QVBoxLayout(holes);
    holeTitle_ = new QLabel;
    holeLayout->addWidget(holeTitle_);
    holePages_ = new QStackedWidget;
    holePages_->addWidget(new QLabel(tr("Choose a column in View > Colour drillholes by.")));
    categories_ = new QTableWidget(0, 2);
    categories_->setObjectName(QStringLiteral("categoryColours"));
    categories_->setHorizontalHeaderLabels({tr("Colour"), tr("Category (shown)")});
    categories_->horizontalHeader()->setStretchLastSection(true);
    categories_->verticalHeader()->hide();
    categories_->setMinimumHeight(180);
    holePages_->addWidget(categories_);
    holeScale_ = new ColourScaleEditor;
    holeScale_->setObjectName(QStringLiteral("drillholeColourScale"));
    holePages_->addWidget(holeScale_);
    holeLayout->addWidget(holePages_);
    layout->addWidget(holes);

    auto* points = new QGroupBox(tr("Point files"));
    auto* pointForm = new QFormLayout(points);
    pointSet_ = new QComboBox;
    pointSet_->setObjectName(QStringLiteral("colourPointSet"));
    pointColumn_ = new QComboBox;
    pointColumn_->setObjectName(QStringLiteral("colourPointColumn"));
    pointScale_ = new ColourScaleEditor;
    pointScale_->setObjectName(QStringLiteral("pointColourScale"));
    pointForm->addRow(tr("Point file"), pointSet_);
    pointForm->addRow(tr("Colour by"), pointColumn_);
    pointForm->addRow(pointScale_);
    layout->addWidget(points);

    connect(categories_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->column() == 1) setCategoryShown(item->text(), item->checkState() == Qt::Checked);
    });
    connect(holeScale_, &ColourScaleEditor::styleChanged, this, [this](const ColourStyle& style) {
        style_.ramp = colourRamp(style);
        emit drillholeStyleChanged(style_);
    });
    connect(pointSet_, &QComboBox::currentIndexChanged, this, &ColoursDialog::showPointSet);
    connect(pointColumn_, &QComboBox::activated, this, [this] { colourPointsBy(pointSet_->currentIndex(), pointColumn_->currentText()); });
    connect(pointScale_, &ColourScaleEditor::styleChanged, this, [this](const ColourStyle& style) {
        const int set = pointSet_->currentIndex();
        if (set < 0 || std::size_t(set) >= sets_.size()) return;
        sets_[std::size_t(set)].ramp = colourRamp(style);
        emit pointColoursChanged(sets_[std::size_t(set)].name, sets_[std::size_t(set)].column, sets_[std::size_t(set)].ramp);
    });
}

void ColoursDialog::showDrillholes(std::shared_ptr<const DrillholeGeometry> geometry, const ColourBy& style) {
    geometry_ = std::move(geometry);
    style_ = style;
    if (!geometry_ || geometry_->colourTable.empty()) {
        holeTitle_->clear();
        holePages_->setCurrentIndex(NoColouring);
        return;
    }
    holeTitle_->setText(tr("Coloured by %1: %2").arg(QString::fromStdString(geometry_->colourTable), QString::fromStdString(geometry_->colourColumn)));
    if (geometry_->categorical) {
        fillCategories();
        holePages_->setCurrentIndex(Categories);
    } else {
        holeScale_->setValues(summarise(std::span<const double>(geometry_->intervalValue)), intervalColourStyle(*geometry_, style_.ramp));
        holePages_->setCurrentIndex(Values);
    }
}

void ColoursDialog::fillCategories() {
    const QSignalBlocker block(categories_);
    const auto rgb = categoryRgb(*geometry_, style_);
    categories_->setRowCount(int(geometry_->categories.size()));
    for (std::size_t i = 0; i < geometry_->categories.size(); ++i) {
        const QString name = QString::fromStdString(geometry_->categories[i]);
        auto* button = new QToolButton;
        button->setObjectName(QStringLiteral("categoryColour_%1").arg(i));
        button->setIcon(swatch(toQColor(rgb[i])));
        button->setToolTip(tr("Choose the colour of %1").arg(name));
        connect(button, &QToolButton::clicked, this, [this, row = int(i)] { chooseCategoryColour(row); });
        categories_->setCellWidget(int(i), 0, button);
        auto* item = new QTableWidgetItem(name);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        const bool hidden = std::find(style_.hiddenCategories.begin(), style_.hiddenCategories.end(), geometry_->categories[i]) !=
                            style_.hiddenCategories.end();
        item->setCheckState(hidden ? Qt::Unchecked : Qt::Checked);
        categories_->setItem(int(i), 1, item);
    }
    categories_->resizeColumnToContents(0);
}

void ColoursDialog::chooseCategoryColour(int row) {
    const QString name = categories_->item(row, 1)->text();
    const auto rgb = categoryRgb(*geometry_, style_);
    const QColor chosen = QColorDialog::getColor(toQColor(rgb[std::size_t(row)]), this, tr("Colour of %1").arg(name));
    if (chosen.isValid()) setCategoryColour(name, chosen);
}

void ColoursDialog::setCategoryColour(const QString& category, const QColor& colour) {
    const std::string value = category.toStdString();
    const std::array<double, 3> rgb{colour.redF(), colour.greenF(), colour.blueF()};
    auto& listed = style_.categories;
    const auto same = std::find_if(listed.begin(), listed.end(), [&](const CategoryColour& c) { return c.value == value; });
    if (same != listed.end()) same->rgb = rgb;
    else listed.push_back({value, rgb});
    // The row's swatch is updated, not rebuilt: this may run inside its button's click.
    if (const int row = rowOf(category); row >= 0)
        if (auto* button = qobject_cast<QToolButton*>(categories_->cellWidget(row, 0))) button->setIcon(swatch(colour));
    emit drillholeStyleChanged(style_);
}

void ColoursDialog::setCategoryShown(const QString& category, bool shown) {
    const std::string value = category.toStdString();
    auto& hidden = style_.hiddenCategories;
    hidden.erase(std::remove(hidden.begin(), hidden.end(), value), hidden.end());
    if (!shown) hidden.push_back(value);
    if (const int row = rowOf(category); row >= 0 && (categories_->item(row, 1)->checkState() == Qt::Checked) != shown) {
        const QSignalBlocker block(categories_);
        categories_->item(row, 1)->setCheckState(shown ? Qt::Checked : Qt::Unchecked);
    }
    emit drillholeStyleChanged(style_);
}

int ColoursDialog::rowOf(const QString& category) const {
    for (int row = 0; row < categories_->rowCount(); ++row)
        if (categories_->item(row, 1) && categories_->item(row, 1)->text() == category) return row;
    return -1;
}

void ColoursDialog::showPointSets(const std::vector<PointSetColours>& sets) {
    sets_ = sets;
    const QSignalBlocker block(pointSet_);
    const QString current = pointSet_->currentText();
    pointSet_->clear();
    for (const PointSetColours& set : sets_) pointSet_->addItem(set.name);
    pointSet_->setCurrentIndex(std::max(0, pointSet_->findText(current)));
    showPointSet(pointSet_->currentIndex());
}

void ColoursDialog::showPointSet(int set) {
    const QSignalBlocker block(pointColumn_);
    pointColumn_->clear();
    const bool any = set >= 0 && std::size_t(set) < sets_.size() && !sets_[std::size_t(set)].points->names.empty();
    pointColumn_->setEnabled(any);
    pointScale_->setEnabled(any);
    if (!any) return;
    const PointSetColours& s = sets_[std::size_t(set)];
    for (const std::string& name : s.points->names) pointColumn_->addItem(QString::fromStdString(name));
    const int column = std::max(0, pointColumn_->findText(QString::fromStdString(s.column)));
    pointColumn_->setCurrentIndex(column);
    const auto summary = summarise(std::span<const double>(s.points->values[std::size_t(column)]));
    pointScale_->setValues(summary, colourStyle(s.ramp, summary));
}

void ColoursDialog::colourPointsBy(int set, const QString& column) {
    if (set < 0 || std::size_t(set) >= sets_.size()) return;
    PointSetColours& s = sets_[std::size_t(set)];
    if (s.column != column.toStdString()) {
        s.column = column.toStdString();
        // A new column starts from its own robust limits in the map and scale chosen.
        s.ramp.low.reset();
        s.ramp.high.reset();
        s.ramp.hideOutside = false;
    }
    if (pointSet_->currentIndex() != set) pointSet_->setCurrentIndex(set);
    else showPointSet(set);
    emit pointColoursChanged(s.name, s.column, s.ramp);
}

}  // namespace strata::gui
