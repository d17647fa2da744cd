// The RTM dialog's velocity model "From a surface stack of this project", on a synthetic surface
// stack in the result catalog (41 x 21 nodes 10 m apart from (1000, 2000); ground flat at 100 m,
// top_LIMO dipping from 80 m to 40 m along x, top_SAP flat at 60 m and cut by top_LIMO, so LIMO
// pinches out from x = 1200). The velocity preview holds the expected velocities at known depths;
// the stratum-section file written when the job starts reads back to exactly the previewed
// section; the jobs point to it; the section migrated shows the same velocities; the stored rtm job
// reopens the dialog with the same stack, line, datum and velocities, also as the project's last
// job when Tools > Reverse time migration opens; the file goes into the project's results folder; a
// line partly outside the grid is refused, naming the part. With the bundled sample (the laterite drillholes, surfaces
// built by the engine's surfaces job as Tools > Build surfaces does), each unit's velocity fills
// the preview between its top and its base sampled from the stack at the line's map points, and
// the default shots and receivers lie on the line. The wheel scrolls the form, not the box under it.
// Offscreen platform.
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QWheelEvent>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTreeWidgetItem>
#include <QMainWindow>
#include <QSpinBox>
#include <QTemporaryDir>

#include <cmath>
#include <vector>

#include <nlohmann/json.hpp>

#include "GuiTestSupport.h"
#include "app/MessageLog.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "project/ProjectSession.h"
#include "results/ResultCatalog.h"
#include "seismic/RtmDialog.h"
#include "seismic/SeismicSectionPanel.h"
#include "seismic/SeismicSectionView.h"
#include "seismic/SeismicTools.h"
#include "seismic/StackSectionForm.h"
#include "seismic/UnitVelocityTable.h"
#include "widgets/ProjectTreeDock.h"
#include "strata/seismic/SeismicFiles.h"
#include "strata/seismic/StratumVelocity.h"
#include "strata/surfaces/SurfacesJob.h"

using namespace strata;
using namespace strata::gui;

namespace {

constexpr double kSpacing = 5.0;
const QString kStackName = QStringLiteral("Surfaces (ok)");

double topLimo(double x) { return 80.0 - 0.1 * (x - 1000.0); }
double topSap(double x) { return std::min(topLimo(x), 60.0); }

ResultItem syntheticStack() {
    auto grid = std::make_shared<Grid>();
    grid->spec.nx = 41;
    grid->spec.ny = 21;
    grid->spec.x0 = 1000;
    grid->spec.y0 = 2000;
    grid->spec.dx = grid->spec.dy = 10;
    for (const char* name : {"ground", "top_LIMO", "top_SAP"}) grid->addLayer(name);
    for (std::size_t i = 0; i < grid->spec.nodeCount(); ++i) {
        const double x = grid->spec.nodeX(i);
        grid->layers[0][i] = 100.0f;
        grid->layers[1][i] = float(topLimo(x));
        grid->layers[2][i] = float(topSap(x));
    }
    surfaces::StratigraphicColumn column = surfaces::StratigraphicColumn::fromOrder({"SOIL", "LIMO", "SAP"});
    column.units[1].density = 2.0;  // Gardner: 1732.6 m/s
    jobs::Json params;
    params["column"] = column;
    ResultItem item;
    item.kind = ResultKind::SurfaceStack;
    item.name = kStackName;
    item.job = jobs::Json{{"type", "surfaces"}, {"params", params}};
    item.grid = std::move(grid);
    return item;
}

float velocityAt(const Grid& section, double along, double depth) {
    const auto ix = std::size_t(std::lround(along / section.spec.dx));
    const auto iz = std::size_t(std::lround(depth / section.spec.dz));
    return section.layers[section.layerIndex("velocity")][iz * section.spec.nx + ix];
}

// The sample's surfaces: AIDW on isochores (the Build surfaces dialog's default) on a 10 m grid
// over the collars, as a catalog item like the one SurfaceTools adds.
ResultItem lateriteStack() {
    const std::string dir = std::string(STRATA_SAMPLES_DIR) + "/laterite/";
    surfaces::SurfacesJob job;
    job.collar = dir + "collar.csv";
    job.survey = dir + "survey.csv";
    job.intervals = {dir + "lithology.csv"};
    job.dipSign = drillholes::DipConvention::DownNegative;
    job.columns = {{"holeid", "Hole_ID"}, {"x", "X"},   {"y", "Y"},         {"z", "Z"},     {"depth", "Depth"},
                   {"at", "Depth"},       {"azimuth", "Azimuth"}, {"dip", "Dip"}, {"from", "From"}, {"to", "To"}};
    job.unitColumn = "Lithology";
    job.column = surfaces::StratigraphicColumn::fromOrder({"SOIL", "LIMO", "SAP", "BLD", "RSAP", "SROC", "BRK"});
    job.grid = GridSpec::parse("56,57:349760,9699766:10,10");
    job.options.method = surfaces::SurfaceMethod::Aidw;
    job.options.isochores = true;
    jobs::JobContext context;
    context.backend = Backend::Cpu;
    const surfaces::SurfacesOutcome outcome = surfaces::computeSurfaces(job, context);
    auto grid = std::make_shared<Grid>();
    grid->spec = outcome.model.grid.spec;
    for (std::size_t k = 0; k < outcome.model.surfaceCount(); ++k) {
        grid->names.push_back(outcome.model.grid.names[k]);
        grid->layers.push_back(outcome.model.grid.layers[k]);
    }
    jobs::Json params;
    surfaces::to_json(params, job);
    ResultItem item;
    item.kind = ResultKind::SurfaceStack;
    item.name = QStringLiteral("Surfaces (aidw)");
    item.job = jobs::Json{{"type", surfaces::SurfacesJob::type}, {"params", params}};
    item.grid = std::move(grid);
    return item;
}

void chooseStackModel(RtmDialog& dialog) {
    auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("rtmModelKind"));
    kind->setCurrentIndex(kind->findText(QStringLiteral("From a surface stack of this project")));
}

// The dialog as the user guide shows it, saved in the test output folder.
bool saveGuidePicture(QWidget& dialog, const char* name) {
    dialog.resize(1400, 900);
    dialog.show();
    if (!QTest::qWaitForWindowExposed(&dialog)) return false;
    QApplication::processEvents();
    return dialog.grab().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/") + QLatin1String(name));
}

}  // namespace

class StackVelocityTest : public QObject {
    Q_OBJECT
private:
    MessageLog log_;
    TaskManager tasks_;
    JobRunner runner_{tasks_, log_};
    QTemporaryDir dir_;
    ResultCatalog catalog_;

    // A dialog on the synthetic stack: 5 m grid, a small acquisition, LIMO with a gradient.
    void prepare(RtmDialog& dialog) {
        dialog.setCatalog(&catalog_);
        dialog.setResultsFolder(dir_.filePath(QStringLiteral("results")));
        RtmRequest request;
        request.migration.dx = request.migration.dz = kSpacing;
        request.shots = "100:200:2";
        request.sourceDepth = 5;
        request.receivers = "0:5:81";
        request.receiverDepth = 5;
        request.tmax = 0.15;
        request.wave.freq = 10;
        request.outputFolder = dir_.filePath(QStringLiteral("rtm")).toStdString();
        dialog.setRequest(request);
        chooseStackModel(dialog);
        dialog.stackForm()->unitTable()->gradientBox(1)->setValue(0.5);
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        catalog_.add(syntheticStack());
    }

    void formStartsFromTheStack() {
        RtmDialog dialog(runner_);
        prepare(dialog);
        StackSectionForm* form = dialog.stackForm();
        QCOMPARE(form->stackCount(), 1);
        const StackSectionSettings s = form->settings();
        QCOMPARE(s.stack, kStackName);
        // The grid spans 400 m along x and 200 m along y: the line runs along x through its centre.
        QCOMPARE(form->lineMode(), SectionLineMode::AlongX);
        QVERIFY(s.line == (seismic::SectionLine{1000, 2100, 1400, 2100}));
        QVERIFY(std::isnan(s.datum));
        QCOMPARE(s.units.size(), std::size_t(3));
        QCOMPARE(s.units[0].velocity, 800.0);                     // the ladder's first step
        QVERIFY(std::abs(s.units[1].velocity - 1732.6) < 0.1);    // from LIMO's density 2.0
        QCOMPARE(s.units[2].velocity, 2000.0);                    // the ladder's third step
        QCOMPARE(s.units[1].gradient, 0.5);
        // The model file proposed lies in the project's results folder.
        const QString file = dialog.findChild<QLineEdit*>(QStringLiteral("rtmModelFile"))->text();
        QCOMPARE(QFileInfo(file).absoluteFilePath(), QFileInfo(dir_.filePath(QStringLiteral("results/surfaces-ok-velocity.json"))).absoluteFilePath());
    }

    void previewHoldsTheUnitVelocities() {
        RtmDialog dialog(runner_);
        prepare(dialog);
        const std::shared_ptr<const Grid> preview = dialog.updatePreview();
        QVERIFY2(preview, qPrintable(dialog.lastError()));
        QCOMPARE(dialog.sectionPanel()->view()->section(), preview);
        QCOMPARE(dialog.sectionPanel()->view()->layer(), QStringLiteral("velocity"));
        QCOMPARE(preview->spec.nx, std::size_t(81));  // 400 m at 5 m
        QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("rtmNx"))->value(), 81);
        // 100 m along the line (x = 1100): ground 100, top_LIMO 70, top_SAP 60.
        QCOMPARE(velocityAt(*preview, 100, 10), 800.0f);                                      // SOIL
        QVERIFY(std::abs(velocityAt(*preview, 100, 35) - float(1732.6 + 0.5 * 5)) < 0.1f);    // LIMO, 5 m below its top
        QCOMPARE(velocityAt(*preview, 100, 50), 2000.0f);                                     // SAP
        // 300 m along (x = 1300): LIMO has pinched out, SOIL rests on SAP at 50 m.
        QCOMPARE(velocityAt(*preview, 300, 45), 800.0f);
        QCOMPARE(velocityAt(*preview, 300, 55), 2000.0f);
        for (std::size_t iz = 0; iz < preview->spec.nz; ++iz) {
            const float v = velocityAt(*preview, 300, double(iz) * kSpacing);
            QVERIFY2(v == 800.0f || v == 2000.0f, qPrintable(QStringLiteral("LIMO at 300 m, depth %1 m").arg(double(iz) * kSpacing)));
        }

        QVERIFY(saveGuidePicture(dialog, "rtm_stack_velocity.png"));
    }

    void writtenSectionIsTheMigrationModel() {
        RtmDialog dialog(runner_);
        prepare(dialog);
        const std::shared_ptr<const Grid> preview = dialog.updatePreview();
        QVERIFY2(preview, qPrintable(dialog.lastError()));
        jobs::Json storedJob;
        connect(&dialog, &RtmDialog::sectionReady, this,
                [&storedJob](std::shared_ptr<const Grid>, const jobs::Json& job, const QString&) { storedJob = job; });
        QVERIFY2(dialog.run(), qPrintable(dialog.lastError()));

        // Written when the job started, it reads back to the previewed section.
        const QString path = dir_.filePath(QStringLiteral("results/surfaces-ok-velocity.json"));
        QVERIFY(QFileInfo::exists(path));
        const seismic::StratumSection written = seismic::readStratumSection(path.toStdString());
        QCOMPARE(QString::fromStdString(written.stack), kStackName);
        const seismic::VelocityModel model = written.toVelocity(preview->spec.nx, preview->spec.nz, kSpacing, kSpacing);
        QVERIFY(velocitySection(model).layers[0] == preview->layers[0]);
        // Both jobs use it.
        const RtmRequest request = dialog.request();
        const jobs::Json rtmGrid = request.rtmJob()["params"]["grid"];
        const std::string strata = rtmGrid["strata"].get<std::string>();
        QCOMPARE(QFileInfo(QString::fromStdString(strata)).absoluteFilePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(request.modelJob()["params"]["grid"]["strata"].get<std::string>(), strata);
        QVERIFY(rtmGrid["velocity"].get<std::string>().empty());

        QVERIFY2(QTest::qWaitFor([&] { return dialog.section() || !dialog.lastError().isEmpty(); }, 120000),
                 "the migration did not finish in 2 minutes");
        QVERIFY2(dialog.section(), qPrintable(dialog.lastError()));
        const Grid& migrated = *dialog.section();
        QVERIFY(migrated.layers[migrated.layerIndex("velocity")] == preview->layers[0]);
        QCOMPARE(QString::fromStdString(storedJob["params"]["grid"]["strata"].get<std::string>()),
                 QString::fromStdString(strata));

        // The job the project stores reopens the dialog with the same settings and preview.
        RtmDialog reopened(runner_);
        reopened.setCatalog(&catalog_);
        reopened.setRequest(RtmRequest::fromRtmJob(storedJob));
        QCOMPARE(reopened.findChild<QComboBox*>(QStringLiteral("rtmModelKind"))->currentText(),
                 QStringLiteral("From a surface stack of this project"));
        const StackSectionSettings before = dialog.stackForm()->settings(), after = reopened.stackForm()->settings();
        QCOMPARE(after.stack, before.stack);
        QVERIFY(after.line == before.line);
        QCOMPARE(reopened.stackForm()->lineMode(), SectionLineMode::AlongX);
        QVERIFY(std::isnan(after.datum));
        // ... and the acquisition of the synthetic shots, from the request written beside the image.
        const RtmRequest again = reopened.request();
        QVERIFY(again.modelData);
        QCOMPARE(again.shots, request.shots);
        QCOMPARE(again.receivers, request.receivers);
        QCOMPARE(again.tmax, request.tmax);
        QCOMPARE(again.wave.freq, request.wave.freq);
        QVERIFY(jobs::normaliseJob(again.rtmJob()) == storedJob);
        QCOMPARE(after.units.size(), before.units.size());
        for (std::size_t k = 0; k < after.units.size(); ++k) {
            QCOMPARE(after.units[k].name, before.units[k].name);
            QCOMPARE(after.units[k].velocity, before.units[k].velocity);
            QCOMPARE(after.units[k].gradient, before.units[k].gradient);
        }
        const std::shared_ptr<const Grid> reopenedPreview = reopened.updatePreview();
        QVERIFY2(reopenedPreview, qPrintable(reopened.lastError()));
        QVERIFY(reopenedPreview->layers[0] == preview->layers[0]);

        // Tools > Reverse time migration in a project whose last job is that one opens it the same way.
        ProjectFile project;
        project.name = "stack velocity";
        ProjectJob stored;
        stored.id = "job-1";
        stored.name = "RTM";
        stored.job = storedJob;
        stored.status = JobStatus::Done;
        project.jobs.push_back(stored);
        ProjectSession session;
        session.setProject(project, dir_.filePath(QStringLiteral("project.strata")));
        QMainWindow window;
        SeismicTools tools(window, runner_, catalog_, &session);
        RtmDialog* fromProject = tools.openRtm();
        QVERIFY(fromProject->stackForm()->isVisibleTo(fromProject));
        QCOMPARE(fromProject->stackForm()->settings().units[1].gradient, 0.5);
        QVERIFY(fromProject->stackForm()->settings().line == before.line);
        QCOMPARE(QFileInfo(fromProject->request().migration.strata.c_str()).absoluteFilePath(), QFileInfo(path).absoluteFilePath());
        const std::shared_ptr<const Grid> restored = fromProject->updatePreview();
        QVERIFY2(restored, qPrintable(fromProject->lastError()));
        QVERIFY(restored->layers[0] == preview->layers[0]);

        // The project tree offers the stored job to the RTM dialog.
        ProjectTreeDock tree;
        tree.attach(&session, &catalog_, nullptr);
        QTreeWidgetItem* jobs = tree.section(QStringLiteral("jobs"));
        QVERIFY(jobs && jobs->childCount() == 1);
        const std::unique_ptr<QMenu> menu = tree.contextMenuFor(jobs->child(0));
        QAction* open = nullptr;
        for (QAction* action : menu->actions())
            if (action->text() == QStringLiteral("Open in the RTM dialog")) open = action;
        QVERIFY(open);
        QSignalSpy requested(&tree, &ProjectTreeDock::rtmJobRequested);
        open->trigger();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), QStringLiteral("job-1"));
    }

    void sectionFileGoesToTheProjectResultsFolder() {
        ProjectFile project;
        project.name = "elsewhere";
        ProjectSession session;
        QTemporaryDir projectDir;
        session.setProject(project, projectDir.filePath(QStringLiteral("pit.strata")));
        QMainWindow window;
        SeismicTools tools(window, runner_, catalog_, &session);
        RtmDialog* dialog = tools.openRtm();
        chooseStackModel(*dialog);
        const QString written = dialog->writeStackSection();
        QVERIFY2(!written.isEmpty(), qPrintable(dialog->lastError()));
        QCOMPARE(QFileInfo(written).absoluteFilePath(),
                 QFileInfo(projectDir.filePath(QStringLiteral("pit.strata.d/results/surfaces-ok-velocity.json"))).absoluteFilePath());
        QCOMPARE(seismic::readStratumSection(written.toStdString()).stack, kStackName.toStdString());
    }

    void customLineAndDatumRoundTrip() {
        RtmDialog dialog(runner_);
        prepare(dialog);
        StackSectionForm* form = dialog.stackForm();
        form->setLineMode(SectionLineMode::Custom);
        form->findChild<QDoubleSpinBox*>(QStringLiteral("sectionFromY"))->setValue(2000);
        form->findChild<QDoubleSpinBox*>(QStringLiteral("sectionToX"))->setValue(1300);
        form->findChild<QDoubleSpinBox*>(QStringLiteral("sectionToY"))->setValue(2200);
        form->findChild<QDoubleSpinBox*>(QStringLiteral("sectionDatum"))->setValue(110);
        form->findChild<QDoubleSpinBox*>(QStringLiteral("sectionAboveGround"))->setValue(350);
        QVERIFY2(!dialog.writeStackSection().isEmpty(), qPrintable(dialog.lastError()));
        const seismic::StratumSection written = seismic::readStratumSection(dialog.request().migration.strata);
        QCOMPARE(written.datum, 110.0);
        QCOMPARE(written.aboveGround, 350.0);
        QVERIFY(written.line == (seismic::SectionLine{1000, 2000, 1300, 2200}));

        RtmDialog reopened(runner_);
        reopened.setCatalog(&catalog_);
        reopened.setRequest(dialog.request());
        QCOMPARE(reopened.stackForm()->lineMode(), SectionLineMode::Custom);
        QVERIFY(reopened.stackForm()->settings().line == written.line);
        QCOMPARE(reopened.stackForm()->settings().datum, 110.0);
        QCOMPARE(reopened.stackForm()->settings().aboveGround, 350.0);
    }

    void sampleProjectUnitsFillTheirIntervals() {
        ResultCatalog catalog;
        catalog.add(lateriteStack());
        const std::shared_ptr<const ResultItem> stack = catalog.item(catalog.ids().front());
        RtmDialog dialog(runner_);
        dialog.setCatalog(&catalog);
        dialog.setResultsFolder(dir_.filePath(QStringLiteral("sample")));
        RtmRequest request;
        request.migration.dx = 2.5;
        request.migration.dz = 1.0;
        request.outputFolder = dir_.filePath(QStringLiteral("sample-rtm")).toStdString();
        dialog.setRequest(request);
        chooseStackModel(dialog);
        const StackSectionSettings settings = dialog.stackForm()->settings();
        QCOMPARE(settings.units.size(), std::size_t(7));
        QCOMPARE(settings.units[6].velocity, 800.0 + 6 * 600.0);  // BRK: the ladder, no densities in the column
        const std::shared_ptr<const Grid> preview = dialog.updatePreview();
        QVERIFY2(preview, qPrintable(dialog.lastError()));
        const GridSpec& section = preview->spec;
        const seismic::SectionLine& line = settings.line;

        // Independently of the section: the stack's surfaces at each column's map point.
        const auto& velocity = preview->layers[0];
        double highest = -1e30;
        std::vector<std::vector<double>> tops(section.nx, std::vector<double>(7));
        for (std::size_t ix = 0; ix < section.nx; ++ix) {
            const double f = double(ix) * section.dx / line.length();
            const double x = line.x0 + f * (line.x1 - line.x0), y = line.y0 + f * (line.y1 - line.y0);
            for (std::size_t k = 0; k < 7; ++k) tops[ix][k] = surfaces::sampleBilinear(stack->grid->spec, stack->grid->layers[k], x, y);
            highest = std::max(highest, tops[ix][0]);
        }
        std::size_t checked = 0;
        for (std::size_t ix = 0; ix < section.nx; ++ix)
            for (std::size_t k = 0; k + 1 < 7; ++k) {
                const double top = tops[ix][k], base = tops[ix][k + 1];
                if (top - base < 3 * section.dz) continue;  // too thin to hold a node well inside
                const double depth = highest - 0.5 * (top + base);
                const auto iz = std::size_t(std::lround(depth / section.dz));
                if (iz >= section.nz) continue;
                const double expected = settings.units[k].velocity + settings.units[k].gradient * (top - (highest - double(iz) * section.dz));
                QVERIFY2(std::abs(velocity[iz * section.nx + ix] - expected) < 1e-3,
                         qPrintable(QStringLiteral("unit %1 at %2 m along, %3 m deep: %4 m/s, expected %5")
                                        .arg(QString::fromStdString(settings.units[k].name))
                                        .arg(double(ix) * section.dx)
                                        .arg(depth)
                                        .arg(velocity[iz * section.nx + ix])
                                        .arg(expected)));
                ++checked;
            }
        qInfo("sample section: %zu x %zu nodes, %zu unit midpoints checked", section.nx, section.nz, checked);
        QVERIFY(checked > section.nx);  // most columns show at least two units

        QVERIFY(saveGuidePicture(dialog, "rtm_stack_velocity_sample.png"));
    }

    // The default acquisition (100 receivers 10 m apart) on the sample's line of about 570 m:
    // shots and receivers are spread over the section, none past its end.
    void defaultAcquisitionFitsTheLine() {
        ResultCatalog catalog;
        catalog.add(lateriteStack());
        RtmDialog dialog(runner_);
        dialog.setCatalog(&catalog);
        dialog.setResultsFolder(dir_.filePath(QStringLiteral("sample-line")));
        chooseStackModel(dialog);
        const std::shared_ptr<const Grid> preview = dialog.updatePreview();
        QVERIFY2(preview, qPrintable(dialog.lastError()));
        const double length = double(preview->spec.nx - 1) * preview->spec.dx;
        QVERIFY(length > 400 && length < 700);
        for (const char* part : {"Shot", "Receiver"}) {
            const double first = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("rtm%1First").arg(QLatin1String(part)))->value();
            const double spacing = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("rtm%1Spacing").arg(QLatin1String(part)))->value();
            const int count = dialog.findChild<QSpinBox*>(QStringLiteral("rtm%1Count").arg(QLatin1String(part)))->value();
            const double last = first + spacing * double(count - 1);
            QVERIFY2(first >= 0 && last <= length + 1e-6,
                     qPrintable(QStringLiteral("%1s %2:%3:%4 on a %5 m line").arg(QLatin1String(part)).arg(first).arg(spacing).arg(count).arg(length)));
        }
        const int receivers = dialog.findChild<QSpinBox*>(QStringLiteral("rtmReceiverCount"))->value();
        const double spacing = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("rtmReceiverSpacing"))->value();
        QVERIFY(double(receivers) * spacing > length - spacing);  // the whole line is covered
    }

    // The wheel over an unfocused box scrolls the form and leaves the box's value alone; a
    // focused box takes the wheel as usual.
    void wheelOverTheFormScrollsIt() {
        RtmDialog dialog(runner_);
        dialog.resize(1000, 420);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* scroll = dialog.findChild<QScrollArea*>();
        QVERIFY(scroll && scroll->verticalScrollBar()->maximum() > 0);
        auto* count = dialog.findChild<QSpinBox*>(QStringLiteral("rtmReceiverCount"));
        auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("rtmModelKind"));
        QVERIFY(count && kind);
        auto wheelDown = [](QWidget* widget) {
            const QPointF at(widget->width() / 2.0, widget->height() / 2.0);
            QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QApplication::sendEvent(widget, &wheel);
        };
        const int countBefore = count->value(), kindBefore = kind->currentIndex();
        scroll->verticalScrollBar()->setValue(0);
        wheelDown(kind);
        wheelDown(count);
        QCOMPARE(kind->currentIndex(), kindBefore);
        QCOMPARE(count->value(), countBefore);
        QVERIFY(scroll->verticalScrollBar()->value() > 0);
        QCOMPARE(count->focusPolicy(), Qt::StrongFocus);

        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        count->setFocus();
        QTRY_VERIFY(count->hasFocus());
        wheelDown(count);
        QCOMPARE(count->value(), countBefore - 1);
    }

    void withoutAStackTheDialogSaysWhatToDo() {
        ResultCatalog empty;
        RtmDialog dialog(runner_);
        dialog.setCatalog(&empty);
        chooseStackModel(dialog);
        QVERIFY(!dialog.updatePreview());
        QVERIFY2(dialog.lastError().contains(QStringLiteral("Tools > Build surfaces")), qPrintable(dialog.lastError()));
        QVERIFY(!dialog.run());
        // A stack built afterwards is offered at once.
        empty.add(syntheticStack());
        QCOMPARE(dialog.stackForm()->stackCount(), 1);
        QVERIFY2(dialog.updatePreview(), qPrintable(dialog.lastError()));
    }

    void lineOutsideTheGridIsRefused() {
        RtmDialog dialog(runner_);
        prepare(dialog);
        StackSectionForm* form = dialog.stackForm();
        form->setLineMode(SectionLineMode::Custom);
        form->findChild<QDoubleSpinBox*>(QStringLiteral("sectionFromX"))->setValue(900);  // 100 m west of the grid
        QVERIFY(!dialog.updatePreview());
        QVERIFY2(dialog.lastError().contains(QStringLiteral("0 to 100.0 m along the line")), qPrintable(dialog.lastError()));
        QVERIFY(!dialog.run());
        QVERIFY(dialog.lastError().contains(QStringLiteral("outside the grid")));
    }
};

STRATA_GUI_TEST_MAIN(StackVelocityTest)
#include "StackVelocityTest.moc"
