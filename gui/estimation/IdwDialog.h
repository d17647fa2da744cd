#pragma once
// Inverse distance weighting and adaptive IDW (AIDW) of a grid: the power, the neighbourhood
// (all data, the K nearest, or a search radius) and the anisotropy for IDW; k, the five power
// levels and Rmin / Rmax for AIDW (see strata/idw/Idw.h).
#include "estimation/EstimationDialog.h"

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace strata::gui {

class SchemaOptionsBox;

class IdwDialog : public EstimationDialog {
    Q_OBJECT
public:
    enum class Method { Idw, Aidw };
    IdwDialog(EstimationRunner& runner, std::vector<EstimationSource> sources, const QString& resultFolder,
              QWidget* parent = nullptr);

    Method method() const;
    void setMethod(Method method);
    void setPower(double power);
    void setNeighbours(int neighbours);

protected:
    jobs::Json makeJob(const GridSpec& grid, const std::string& dataFile, const std::string& output) const override;
    QString methodName() const override;
    int neighbourhoodSize() const override;
    std::size_t layerCount() const override;
    double ndmaxExponent() const override { return 1; }

private:
    QWidget* createPage();

    QComboBox* method_;
    QStackedWidget* pages_;
    QDoubleSpinBox* power_;
    QSpinBox* neighbours_;
    QDoubleSpinBox* radius_;
    QDoubleSpinBox* azimuth_;
    QDoubleSpinBox* ratio_;
    QSpinBox* k_;
    QLineEdit* alphaLevels_;
    SchemaOptionsBox* idwAdvanced_;
    SchemaOptionsBox* aidwAdvanced_;
    QDoubleSpinBox* rMin_;
    QDoubleSpinBox* rMax_;
    QSpinBox* aidwNeighbours_;
};

}  // namespace strata::gui
