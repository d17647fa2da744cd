#pragma once
// A seismic section view with its display controls: which layer (image, illumination, velocity),
// palette, clip percentile, gain, the velocity model underneath, and saving the picture (PNG/SVG).
#include <memory>

#include <QWidget>

#include "strata/core/Grid.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;

namespace strata::gui {

class SeismicSectionView;

class SeismicSectionPanel : public QWidget {
    Q_OBJECT
public:
    explicit SeismicSectionPanel(QWidget* parent = nullptr);

    void setSection(std::shared_ptr<const Grid> section, const QString& name);
    SeismicSectionView* view() const { return view_; }

private:
    void apply();

    SeismicSectionView* view_;
    QComboBox* layer_;
    QComboBox* palette_;
    QDoubleSpinBox* clip_;
    QDoubleSpinBox* gain_;
    QCheckBox* overlay_;
    QString name_;
};

}  // namespace strata::gui
