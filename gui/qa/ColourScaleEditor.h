#pragma once
// The controls of a colour style: colour map, logarithmic scale, limits (typed, or reset to the
// robust 2nd-98th percentiles or to the full range of the values) and the value filter that hides
// what lies outside the limits. The same box serves the result viewer and the main 3D view.
#include <QWidget>

#include "qa/ColourScale.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace strata::gui {

class ColourScaleEditor : public QWidget {
    Q_OBJECT
public:
    explicit ColourScaleEditor(QWidget* parent = nullptr);

    // The values the style applies to (for the limit buttons and the log option) and the style
    // shown now; emits nothing.
    void setValues(const ValueSummary& summary, const ColourStyle& style);
    ColourStyle style() const;

public slots:
    void useRobustLimits();
    void useFullRange();

signals:
    void styleChanged(const strata::gui::ColourStyle& style);

private:
    void showLimits(double low, double high);
    void updateLogOption();
    void emitStyle();

    ValueSummary summary_;
    QComboBox* map_;
    QCheckBox* logarithmic_;
    QDoubleSpinBox* low_;
    QDoubleSpinBox* high_;
    QCheckBox* hideOutside_;
    QLabel* range_;
};

}  // namespace strata::gui
