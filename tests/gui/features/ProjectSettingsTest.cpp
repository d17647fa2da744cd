// Settings persist through QSettings: what the dialog applies is what the next dialog shows and
// what the rest of the application reads (backend, length unit, plot colour, autosave minutes).
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

#include "GuiTestSupport.h"
#include "project/ProjectSession.h"
#include "widgets/SettingsDialog.h"

using namespace strata::gui;

class ProjectSettingsTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QSettings().clear(); }

    void defaults() {
        QCOMPARE(SettingsDialog::configuredLengthUnit(), QStringLiteral("m"));
        QVERIFY(SettingsDialog::configuredBackend() == strata::Backend::Auto);
        QCOMPARE(ProjectSession::configuredAutosaveMinutes(), 5);
        QVERIFY(SettingsDialog::configuredPlotColour().isValid());
    }

    void appliedSettingsPersist() {
        {
            SettingsDialog dialog;
            dialog.setLengthUnit(QStringLiteral("ft"));
            dialog.setPlotColour(QColor(QStringLiteral("#123456")));
            dialog.setAutosaveMinutes(12);
            dialog.setBackend(strata::Backend::Cpu);
            dialog.apply();
        }
        QSettings().sync();
        QCOMPARE(SettingsDialog::configuredLengthUnit(), QStringLiteral("ft"));
        QCOMPARE(SettingsDialog::configuredPlotColour(), QColor(QStringLiteral("#123456")));
        QCOMPARE(ProjectSession::configuredAutosaveMinutes(), 12);
        QVERIFY(SettingsDialog::configuredBackend() == strata::Backend::Cpu);
        // A new session starts with the saved interval; a new dialog shows the saved values.
        ProjectSession session;
        QCOMPARE(session.autosaveInterval(), 12);
        SettingsDialog again;
        QCOMPARE(again.findChild<QComboBox*>(QStringLiteral("lengthUnit"))->currentData().toString(), QStringLiteral("ft"));
        QCOMPARE(again.findChild<QSpinBox*>(QStringLiteral("autosaveMinutes"))->value(), 12);
        QCOMPARE(again.findChild<QPushButton*>(QStringLiteral("plotColour"))->text(), QStringLiteral("#123456"));
    }

    void handEditedValuesFallBack() {
        QSettings().setValue(QStringLiteral("units/length"), QStringLiteral("furlongs"));
        QSettings().setValue(QStringLiteral("compute/backend"), QStringLiteral("abacus"));
        QSettings().setValue(QStringLiteral("project/autosaveMinutes"), -3);
        QCOMPARE(SettingsDialog::configuredLengthUnit(), QStringLiteral("m"));
        QVERIFY(SettingsDialog::configuredBackend() == strata::Backend::Auto);
        QCOMPARE(ProjectSession::configuredAutosaveMinutes(), 0);
    }
};

STRATA_GUI_TEST_MAIN(ProjectSettingsTest)
#include "ProjectSettingsTest.moc"
