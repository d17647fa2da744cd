#pragma once
// View > Colours…: how the main 3D view colours its data, changed live. Drillholes: for a text
// column, each category's colour (shared with contacts and the units of the surface stack) and
// whether its intervals are shown; for a numeric column, the colour scale and value filter. Point
// files: the value column each is coloured by, its colour scale and value filter. The window
// applies the changes and the project keeps them.
#include <memory>
#include <vector>

#include <QDialog>

#include "project/DrillholeGeometry.h"
#include "qa/ColourScale.h"
#include "strata/core/PointSet.h"

class QComboBox;
class QLabel;
class QStackedWidget;
class QTableWidget;

namespace strata::gui {

class ColourScaleEditor;

struct PointSetColours {
    QString name;
    std::shared_ptr<const PointSet> points;
    std::string column;  // one of points->names
    ColourRamp ramp;
};

class ColoursDialog : public QDialog {
    Q_OBJECT
public:
    explicit ColoursDialog(QWidget* parent = nullptr);

    // The drillhole colouring shown (null geometry or no colouring column: nothing to edit).
    void showDrillholes(std::shared_ptr<const DrillholeGeometry> geometry, const ColourBy& style);
    void showPointSets(const std::vector<PointSetColours>& sets);

    const ColourBy& drillholeStyle() const { return style_; }
    ColourScaleEditor* drillholeScale() const { return holeScale_; }
    ColourScaleEditor* pointScale() const { return pointScale_; }
    QTableWidget* categoryTable() const { return categories_; }

public slots:
    void setCategoryColour(const QString& category, const QColor& colour);
    void setCategoryShown(const QString& category, bool shown);
    // Colours point set `set` (index into the sets shown) by `column`.
    void colourPointsBy(int set, const QString& column);

signals:
    void drillholeStyleChanged(const strata::gui::ColourBy& style);
    void pointColoursChanged(const QString& set, const std::string& column, const strata::gui::ColourRamp& ramp);

private:
    void fillCategories();
    void showPointSet(int set);
    void chooseCategoryColour(int row);
    int rowOf(const QString& category) const;  // -1 when not listed

    std::shared_ptr<const DrillholeGeometry> geometry_;
    ColourBy style_;
    std::vector<PointSetColours> sets_;

    QLabel* holeTitle_;
    QStackedWidget* holePages_;
    QTableWidget* categories_;
    ColourScaleEditor* holeScale_;
    QComboBox* pointSet_;
    QComboBox* pointColumn_;
    ColourScaleEditor* pointScale_;
};

}  // namespace strata::gui
