// The job runner: work on a worker thread, progress to the status bar only after 150 ms, cancel
// within 200 ms as a cancellation (not an error), errors to the log and a message box, results
// delivered on the GUI thread. Runs without a display (offscreen platform).
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QSignalSpy>
#include <QThread>
#include <QToolButton>

#include <chrono>
#include <thread>

#include "GuiTestSupport.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "strata/core/Error.h"
#include "widgets/LogDock.h"
#include "widgets/TaskProgressWidget.h"

using namespace strata::gui;
using strata::jobs::Json;

namespace {

// An engine-style job for the tests: `seconds` of work in 5 ms chunks, polling the cancel token
// and reporting progress between chunks, as engine loops do.
void registerTestJobs() {
    strata::jobs::registerJobType(
        {"test.count", "counts for a while (GUI tests)",
         [](const Json& params) {
             if (!params.contains("seconds") || !(params.at("seconds").get<double>() > 0))
                 throw strata::ValidationError("test.count", "seconds", "must be > 0");
         },
         [](const Json& params, const strata::jobs::JobContext& context) {
             const double seconds = params.at("seconds").get<double>();
             const auto start = std::chrono::steady_clock::now();
             long chunks = 0;
             for (;;) {
                 context.checkCancelled();
                 const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                 if (elapsed >= seconds) break;
                 context.report(elapsed / seconds, "counting");
                 std::this_thread::sleep_for(std::chrono::milliseconds(5));
                 ++chunks;
             }
             context.info("counted " + std::to_string(chunks) + " chunks");
             return Json{{"chunks", chunks}};
         },
         nullptr, nullptr, nullptr});
    strata::jobs::registerJobType(
        {"test.missing-file", "fails like a reader that cannot open its input (GUI tests)", [](const Json&) {},
         [](const Json&, const strata::jobs::JobContext&) -> Json {
             throw strata::IoError("/data/missing/collar.csv", "cannot open the file");
         },
         nullptr, nullptr, nullptr});
}

int countErrorBoxes(QWidget* parent) {
    int boxes = 0;
    for (auto* box : parent->findChildren<QMessageBox*>(QStringLiteral("jobErrorBox")))
        if (box->isVisible()) ++boxes;
    return boxes;
}

}  // namespace

class JobRunnerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerTestJobs(); }

    void init() {
        host_ = std::make_unique<QWidget>();
        tasks_ = new TaskManager(host_.get());
        log_ = new MessageLog(host_.get());
        runner_ = new JobRunner(*tasks_, *log_, host_.get());
        runner_->setDialogParent(host_.get());
        progress_ = new TaskProgressWidget(*tasks_, host_.get());
        logDock_ = new LogDock(*log_, host_.get());
        host_->resize(600, 300);
        host_->show();
    }

    void cleanup() {
        tasks_->cancelAllAndWait(5000);
        host_.reset();
    }

    void cancelStopsWithin200msAsCancellation() {
        Task* task = runner_->runJob(QStringLiteral("Long job"), Json{{"type", "test.count"}, {"params", {{"seconds", 60}}}});
        QPointer<Task> watched(task);
        QSignalSpy cancelled(task, &Task::cancelled);
        QSignalSpy failed(task, &Task::failed);
        QSignalSpy progressed(task, &Task::progressChanged);
        QVERIFY(progressed.wait(2000));

        // The status bar shows the job once it has run 150 ms, with a working Cancel button.
        QTRY_VERIFY_WITH_TIMEOUT(progress_->isVisible(), 2000);
        QCOMPARE(progress_->shownTask(), task);
        QTRY_VERIFY_WITH_TIMEOUT(progress_->findChild<QProgressBar*>()->value() > 0, 2000);
        auto* cancelButton = progress_->findChild<QToolButton*>(QStringLiteral("cancelTaskButton"));
        QVERIFY(cancelButton);

        QElapsedTimer sinceCancel;
        sinceCancel.start();
        QTest::mouseClick(cancelButton, Qt::LeftButton);
        QVERIFY(cancelled.count() == 1 || cancelled.wait(2000));
        const qint64 deliveredAfter = sinceCancel.elapsed();
        QVERIFY2(deliveredAfter < 200, qPrintable(QStringLiteral("cancel took %1 ms").arg(deliveredAfter)));
        QVERIFY(watched->cancelLatencyMs() >= 0 && watched->cancelLatencyMs() < 200);
        QCOMPARE(watched->state(), TaskState::Cancelled);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(countErrorBoxes(host_.get()), 0);
        QVERIFY(!log_->contains(LogLevel::Error, QString()));
        QVERIFY(log_->contains(LogLevel::Info, QStringLiteral("Long job: cancelled")));
        QTRY_VERIFY(!progress_->isVisible());
        QTRY_VERIFY(tasks_->isIdle());
    }

    void errorGoesToLogAndMessageBox() {
        Task* task = runner_->runJob(QStringLiteral("Broken job"), Json{{"type", "test.missing-file"}, {"params", Json::object()}});
        QSignalSpy failed(task, &Task::failed);
        QVERIFY(failed.wait(5000));
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("/data/missing/collar.csv: cannot open the file")));
        QVERIFY(log_->contains(LogLevel::Error, QStringLiteral("Broken job: failed: /data/missing/collar.csv")));
        QVERIFY(logDock_->plainText().contains(QStringLiteral("/data/missing/collar.csv: cannot open the file")));
        QTRY_COMPARE(countErrorBoxes(host_.get()), 1);
        auto* box = host_->findChild<QMessageBox*>(QStringLiteral("jobErrorBox"));
        QVERIFY(box->informativeText().contains(QStringLiteral("cannot open the file")));
        QVERIFY(!box->isModal() || box->windowModality() != Qt::ApplicationModal);
        box->close();
    }

    void invalidJobIsAnErrorNamingTheOption() {
        Task* task = runner_->runJob(QStringLiteral("Bad options"), Json{{"type", "test.count"}, {"params", {{"seconds", -1}}}});
        QSignalSpy failed(task, &Task::failed);
        QVERIFY(failed.wait(5000));
        QVERIFY(log_->contains(LogLevel::Error, QStringLiteral("test.count: option 'seconds' must be > 0")));
        Task* unknown = runner_->runJob(QStringLiteral("Unknown"), Json{{"type", "no-such-job"}, {"params", Json::object()}});
        QSignalSpy unknownFailed(unknown, &Task::failed);
        QVERIFY(unknownFailed.wait(5000));
        QVERIFY(log_->contains(LogLevel::Error, QStringLiteral("'no-such-job' is not a job type")));
    }

    void typedResultArrivesOnTheGuiThread() {
        QThread* workerThread = nullptr;
        QThread* deliveryThread = nullptr;
        int delivered = 0;
        Task* task = runner_->run(
            QStringLiteral("Typed job"),
            [&workerThread](const strata::jobs::JobContext& context) {
                workerThread = QThread::currentThread();
                context.report(0.5, "half way");
                return std::vector<int>{6, 7};
            },
            host_.get(),
            [&](const std::vector<int>& result) {
                deliveryThread = QThread::currentThread();
                delivered = result.at(0) * result.at(1);
            });
        QSignalSpy succeeded(task, &Task::succeeded);
        QVERIFY(succeeded.wait(5000));
        QCOMPARE(delivered, 42);
        QCOMPARE(deliveryThread, QThread::currentThread());
        QVERIFY(workerThread != nullptr && workerThread != QThread::currentThread());
    }

    void shortJobsDoNotFlashTheProgressBar() {
        int shows = 0;
        struct ShowCounter : QObject {
            int* count;
            explicit ShowCounter(int* c) : count(c) {}
            bool eventFilter(QObject*, QEvent* event) override {
                if (event->type() == QEvent::Show) ++*count;
                return false;
            }
        } counter(&shows);
        progress_->installEventFilter(&counter);
        Task* task = runner_->runJob(QStringLiteral("Quick job"), Json{{"type", "test.count"}, {"params", {{"seconds", 0.03}}}});
        QSignalSpy succeeded(task, &Task::succeeded);
        QVERIFY(succeeded.wait(5000));
        QTest::qWait(TaskProgressWidget::kShowDelayMs + 100);
        QCOMPARE(shows, 0);
        QVERIFY(log_->contains(LogLevel::Info, QStringLiteral("Quick job: result {\"chunks\":")));
        progress_->removeEventFilter(&counter);
    }

    void cancelAllStopsEveryJob() {
        QList<QPointer<Task>> started;
        for (int i = 0; i < 3; ++i)
            started << runner_->runJob(QStringLiteral("Job %1").arg(i), Json{{"type", "test.count"}, {"params", {{"seconds", 60}}}});
        QCOMPARE(tasks_->running().size(), 3);
        QTest::qWait(50);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(tasks_->cancelAllAndWait(1000));
        QVERIFY2(clock.elapsed() < 400, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
        QTRY_VERIFY(tasks_->isIdle());
        QVERIFY(!log_->contains(LogLevel::Error, QString()));
    }

private:
    std::unique_ptr<QWidget> host_;
    TaskManager* tasks_ = nullptr;
    MessageLog* log_ = nullptr;
    JobRunner* runner_ = nullptr;
    TaskProgressWidget* progress_ = nullptr;
    LogDock* logDock_ = nullptr;
};

STRATA_GUI_TEST_MAIN(JobRunnerTest)
#include "JobRunnerTest.moc"
