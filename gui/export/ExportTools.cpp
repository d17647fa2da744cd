#include "export/ExportTools.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>

#include "export/ExportDialog.h"
#include "results/ResultCatalog.h"
#include "widgets/PlotExport.h"

namespace strata::gui {

ExportTools::ExportTools(QMainWindow& window, JobRunner& runner, ResultCatalog& catalog, DrillholeProvider drillholes)
    : QObject(&window), window_(window), runner_(runner), catalog_(catalog), drillholes_(std::move(drillholes)) {
    exportAction_ = new QAction(tr("&Export…"), this);
    exportAction_->setObjectName(QStringLiteral("exportAction"));
    exportAction_->setShortcut(QKeySequence(tr("Ctrl+E")));
    exportAction_->setToolTip(tr("Write a result or the drillholes for GIS and mine-planning software "
                                 "(GeoTIFF, Surfer, ESRI, CSV, GSLIB, VTK, Surpac, DXF, OBJ)"));
    connect(exportAction_, &QAction::triggered, this, [this] { exportResult(0); });

    panelPictureAction_ = new QAction(tr("Save &picture of the active panel…"), this);
    panelPictureAction_->setObjectName(QStringLiteral("panelPictureAction"));
    panelPictureAction_->setShortcut(QKeySequence(tr("Ctrl+Alt+P")));
    panelPictureAction_->setToolTip(tr("Save the chart, map or view that has the keyboard focus as a PNG image or "
                                       "an SVG drawing"));
    connect(panelPictureAction_, &QAction::triggered, this, &ExportTools::savePanelPicture);
}

ExportDialog* ExportTools::dialog() const { return dialog_; }

ExportDialog* ExportTools::exportResult(int resultId) {
    std::vector<ExportSource> sources;
    int current = -1;
    const std::vector<int> ids = catalog_.ids();
    for (int id : ids) {
        const auto item = catalog_.item(id);
        if (!item || (!item->grid && !item->points)) continue;
        if (id == resultId) current = int(sources.size());
        sources.push_back(ExportSource::fromResult(*item));
    }
    if (current < 0 && !sources.empty()) current = int(sources.size()) - 1;  // the most recent result
    if (const auto drillholes = drillholes_ ? drillholes_() : std::nullopt) {
        sources.push_back(*drillholes);
        if (current < 0) current = int(sources.size()) - 1;
    }
    if (sources.empty()) {
        QMessageBox::information(&window_, tr("Export"),
                                 tr("There is nothing to export yet: open a project or run an estimation first."));
        return nullptr;
    }
    if (dialog_) dialog_->close();
    dialog_ = new ExportDialog(runner_, std::move(sources), current, &window_);
    dialog_->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog_, &ExportDialog::exported, this, [this](const ExportSummary& summary, const ExportSource& source) {
        if (source.resultId != 0 && !summary.files.empty()) catalog_.setFile(source.resultId, summary.files.front().path);
    });
    dialog_->show();
    dialog_->raise();
    return dialog_;
}

void ExportTools::savePanelPicture() {
    // The dock (or the central widget) that holds the focus; the view itself when it is one.
    QWidget* panel = QApplication::focusWidget();
    for (QWidget* w = panel; w; w = w->parentWidget()) {
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            panel = dock->widget();
            break;
        }
        if (w == window_.centralWidget()) {
            panel = w;
            break;
        }
    }
    if (!panel || panel == &window_) panel = window_.centralWidget();
    const QString name = panel->parentWidget() && qobject_cast<QDockWidget*>(panel->parentWidget())
                             ? panel->parentWidget()->windowTitle()
                             : tr("view");
    PlotExport::saveDialog(panel, &window_, name.toLower().replace(QLatin1Char(' '), QLatin1Char('-')));
}

}  // namespace strata::gui
