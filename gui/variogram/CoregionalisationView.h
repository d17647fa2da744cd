#pragma once
// The variogram panel's linear model of coregionalisation (LMC) tab: the variables (the panel's
// as the primary and 1 to 3 others ticked here), the fit's method and whether it fits the ranges
// (both from the fit job's schema), and the fitted model: a matrix of plots with the direct
// variograms on the diagonal and the cross variograms below it (experimental points per
// direction and the model), the table of the sill matrices (the nugget's and each structure's,
// with the smallest eigenvalue of each) and the fit's warnings. The panel computes the fit
// (VariogramPanel::fitCoregionalisation); this widget collects the choices and shows results.
#include <memory>
#include <string>
#include <vector>

#include <QWidget>

#include "strata/variogram/LmcFit.h"
#include "variogram/ExperimentalDirection.h"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace strata::gui {

class VariogramChartView;

// What the panel's LMC fit computed: the variables (the primary first), the experimental points
// of each variogram (packed as Coregionalisation::pairIndex, per direction), the fit, and the
// fit job's lmc_method and fit_ranges it ran with.
struct CoregionalisationFit {
    std::vector<std::string> variables;
    std::vector<std::vector<ExperimentalDirection>> directions;
    std::vector<std::vector<variogram::FitPoint>> points;
    variogram::LmcFitResult result;
    std::string method = variogram::lmcMethodName(variogram::LmcMethod::GoulardVoltz);
    bool fitRanges = false;
};

class CoregionalisationView : public QWidget {
    Q_OBJECT
public:
    explicit CoregionalisationView(QWidget* parent = nullptr);

    // The variables that may join the primary (the other numeric columns of its source).
    void setCandidates(const QStringList& variables);
    // The ticked variables, in the list's order.
    std::vector<std::string> chosenVariables() const;
    void choose(const QStringList& variables);
    // The fit job's lmc_method and fit_ranges as the controls set them.
    std::string methodName() const;
    bool fitRanges() const;
    void setFitSettings(const std::string& method, bool fitRanges);

    void showFit(const CoregionalisationFit& fit);
    // A problem or progress note in place of the warnings.
    void setMessage(const QString& message);
    void setFitEnabled(bool enabled);

    // The plot of variables (i, j), i >= j (null when not shown), and how many are shown.
    VariogramChartView* chart(std::size_t i, std::size_t j) const;
    std::size_t chartCount() const { return charts_.size(); }
    QTableWidget* sillTable() const { return sills_; }
    QWidget* chartMatrix() const { return matrix_; }

signals:
    void fitRequested();

private:
    void showSills(const variogram::Coregionalisation& model);

    QListWidget* candidates_;
    QComboBox* method_;
    QCheckBox* fitRanges_;
    QPushButton* fit_;
    QWidget* matrix_;
    QGridLayout* matrixLayout_;
    std::vector<std::vector<VariogramChartView*>> chartRows_;
    std::vector<VariogramChartView*> charts_;
    QTableWidget* sills_;
    QLabel* message_;
};

}  // namespace strata::gui
