#include "widgets/ImportDrillholesDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace strata::gui {

namespace {
QString csvFilter() { return ImportDrillholesDialog::tr("Tables (*.csv *.txt);;All files (*)"); }
}  // namespace

ImportDrillholesDialog::ImportDrillholesDialog(QWidget* parent)
    : QDialog(parent), intervals_(new QListWidget(this)), dipConvention_(new QComboBox(this)),
      desurvey_(new QComboBox(this)), buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Import drillholes"));
    setObjectName(QStringLiteral("importDrillholesDialog"));

    collar_ = fileField(tr("Collar table"));
    survey_ = fileField(tr("Survey table"));
    collar_->setPlaceholderText(tr("required: hole id, X, Y, Z (and depth)"));
    survey_->setPlaceholderText(tr("optional: without it every hole is vertical"));

    auto* addIntervals = new QPushButton(tr("Add…"), this);
    auto* removeInterval = new QPushButton(tr("Remove"), this);
    connect(addIntervals, &QPushButton::clicked, this, [this] {
        for (const QString& file : QFileDialog::getOpenFileNames(this, tr("Interval tables"), QString(), csvFilter()))
            intervals_->addItem(QDir::toNativeSeparators(file));
    });
    connect(removeInterval, &QPushButton::clicked, this, [this] { qDeleteAll(intervals_->selectedItems()); });
    intervals_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    intervals_->setMaximumHeight(90);
    auto* intervalButtons = new QVBoxLayout;
    intervalButtons->addWidget(addIntervals);
    intervalButtons->addWidget(removeInterval);
    intervalButtons->addStretch();
    auto* intervalRow = new QHBoxLayout;
    intervalRow->addWidget(intervals_);
    intervalRow->addLayout(intervalButtons);

    dipConvention_->addItem(tr("Guess from the data (sign of most dips)"), QStringLiteral("auto"));
    dipConvention_->addItem(tr("Negative dips point down (-90 = vertical down)"), QStringLiteral("down-negative"));
    dipConvention_->addItem(tr("Positive dips point down (90 = vertical down)"), QStringLiteral("down-positive"));
    desurvey_->addItem(tr("Minimum curvature"), QStringLiteral("mincurv"));
    desurvey_->addItem(tr("Balanced tangent"), QStringLiteral("balanced"));
    desurvey_->addItem(tr("Tangent"), QStringLiteral("tangent"));

    auto* form = new QFormLayout;
    auto addFileRow = [&](const QString& label, QLineEdit* field, const QString& caption) {
        auto* browse = new QPushButton(tr("Browse…"), this);
        connect(browse, &QPushButton::clicked, this, [this, field, caption] {
            const QString file = QFileDialog::getOpenFileName(this, caption, QString(), csvFilter());
            if (!file.isEmpty()) field->setText(QDir::toNativeSeparators(file));
        });
        auto* row = new QHBoxLayout;
        row->addWidget(field);
        row->addWidget(browse);
        form->addRow(label, row);
    };
    addFileRow(tr("Collars:"), collar_, tr("Collar table"));
    addFileRow(tr("Survey:"), survey_, tr("Survey table"));
    form->addRow(tr("Intervals:"), intervalRow);
    form->addRow(tr("Dips:"), dipConvention_);
    form->addRow(tr("Desurvey:"), desurvey_);

    // Roles as DrillholeFiles names them; the reader recognises the usual column names itself.
    auto* columnBox = new QGroupBox(tr("Column names (leave empty to recognise them)"), this);
    auto* columnForm = new QFormLayout(columnBox);
    const QList<QPair<QString, QString>> roles{
        {QStringLiteral("holeid"), tr("Hole id")},   {QStringLiteral("x"), tr("X (east)")},
        {QStringLiteral("y"), tr("Y (north)")},      {QStringLiteral("z"), tr("Z (elevation)")},
        {QStringLiteral("depth"), tr("Hole depth")}, {QStringLiteral("at"), tr("Survey depth")},
        {QStringLiteral("azimuth"), tr("Azimuth")},  {QStringLiteral("dip"), tr("Dip")},
        {QStringLiteral("from"), tr("From")},        {QStringLiteral("to"), tr("To")}};
    for (const auto& [role, label] : roles) {
        auto* field = new QLineEdit(columnBox);
        columns_.insert(role, field);
        columnForm->addRow(label + QLatin1Char(':'), field);
    }
    columnBox->setCheckable(true);
    columnBox->setChecked(false);

    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(collar_, &QLineEdit::textChanged, this, &ImportDrillholesDialog::updateOk);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(columnBox);
    layout->addWidget(buttons_);
    updateOk();
}

QLineEdit* ImportDrillholesDialog::fileField(const QString& caption) {
    auto* field = new QLineEdit(this);
    field->setAccessibleName(caption);
    field->setMinimumWidth(360);
    return field;
}

void ImportDrillholesDialog::updateOk() {
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(!collar_->text().trimmed().isEmpty());
}

ProjectFile ImportDrillholesDialog::project() const {
    ProjectFile project;
    const QFileInfo collar(collar_->text().trimmed());
    project.name = collar.dir().dirName().toStdString();
    drillholes::DrillholeFiles files;
    files.collar = QDir::fromNativeSeparators(collar_->text().trimmed()).toStdString();
    files.survey = QDir::fromNativeSeparators(survey_->text().trimmed()).toStdString();
    for (int i = 0; i < intervals_->count(); ++i)
        files.intervals.push_back(QDir::fromNativeSeparators(intervals_->item(i)->text()).toStdString());
    files.dipConvention = drillholes::parseDipConvention(dipConvention_->currentData().toString().toStdString());
    const auto* columnBox = columns_.isEmpty() ? nullptr : qobject_cast<QGroupBox*>(columns_.first()->parentWidget());
    if (columnBox && columnBox->isChecked())
        for (auto it = columns_.cbegin(); it != columns_.cend(); ++it)
            if (!it.value()->text().trimmed().isEmpty())
                files.columns[it.key().toStdString()] = it.value()->text().trimmed().toStdString();
    project.drillholes = std::move(files);
    project.desurvey = drillholes::parseDesurveyMethod(desurvey_->currentData().toString().toStdString());
    return project;
}

}  // namespace strata::gui
