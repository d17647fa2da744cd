#pragma once
// The "From a surface stack of this project" part of the RTM dialog: which surface stack of the
// result catalog, the section line on the map (along x or y through the grid's centre, or two
// custom points), the datum, and the interval velocity per unit (pre-filled by the engine's
// defaultUnitVelocities from the column). The section itself is sampled by the engine
// (strata::seismic::sectionFromSurfaces).
#include <limits>
#include <optional>
#include <vector>

#include <QGroupBox>
#include <QPointer>

#include "seismic/SurfaceStackChoice.h"
#include "strata/seismic/StratumVelocity.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace strata::gui {

class ResultCatalog;
class UnitVelocityTable;

// What the form holds; a stratum-section file sampled from a stack stores all of it.
struct StackSectionSettings {
    QString stack;
    seismic::SectionLine line;
    std::vector<seismic::StratumUnitVelocity> units;
    double datum = std::numeric_limits<double>::quiet_NaN();  // NaN: the highest ground along the line
    double aboveGround = std::numeric_limits<double>::quiet_NaN();  // m/s between datum and ground; NaN: unit 1's
};

enum class SectionLineMode { AlongX, AlongY, Custom };

class StackSectionForm : public QGroupBox {
    Q_OBJECT
public:
    explicit StackSectionForm(QWidget* parent = nullptr);

    // The stacks to choose from follow the catalog's surface stacks.
    void setCatalog(ResultCatalog* catalog);
    // The stacks to choose from; the current one stays chosen when it is still there.
    void setStacks(std::vector<SurfaceStackChoice> stacks);
    int stackCount() const { return int(stacks_.size()); }
    const SurfaceStackChoice* currentStack() const;

    StackSectionSettings settings() const;
    // False (nothing changed) when the stack named is not among the choices.
    bool setSettings(const StackSectionSettings& settings);
    // The settings a stratum-section file sampled from a stack records (writeStratumSection);
    // false when the file cannot be read, was not sampled from a stack, or its stack is not here.
    bool restoreFrom(const std::string& stratumSectionFile);
    // "<stack name in lower case, dashes for other characters>-velocity.json".
    QString suggestedFileName() const;
    // The line through the centre of the current stack's grid along x or y.
    std::optional<seismic::SectionLine> presetLine(SectionLineMode mode) const;
    SectionLineMode lineMode() const;
    void setLineMode(SectionLineMode mode);

    // The section sampled every `spacing` metres along the line; throws strata::Error.
    seismic::StratumSection section(double spacing) const;

    UnitVelocityTable* unitTable() const { return units_; }

signals:
    void changed();
    // Another stack was chosen (its default velocities are in the table).
    void stackChosen();

private:
    void chooseStack();
    void applyLineMode();
    void setLine(const seismic::SectionLine& line);
    void updateLength();

    QPointer<ResultCatalog> catalog_;
    std::vector<SurfaceStackChoice> stacks_;
    QComboBox* stack_;
    QComboBox* lineMode_;
    QDoubleSpinBox* fromX_;
    QDoubleSpinBox* fromY_;
    QDoubleSpinBox* toX_;
    QDoubleSpinBox* toY_;
    QLabel* length_;
    QDoubleSpinBox* datum_;
    QDoubleSpinBox* aboveGround_;  // its minimum (0) stands for "unit 1's velocity"
    UnitVelocityTable* units_;
    bool settingUp_ = false;  // no changed() while the form is filled
};

}  // namespace strata::gui
