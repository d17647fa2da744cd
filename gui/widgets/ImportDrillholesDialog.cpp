#include "widgets/ImportDrillholesDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "project/ProjectFolders.h"
#include "data/PointSourceReading.h"
#include "data/ValidationReportView.h"
#include "jobs/JobRunner.h"
#include "strata/core/Error.h"
#include "strata/drillholes/DrillholeJobs.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

namespace {
constexpr std::size_t kPreviewRows = 20;
constexpr std::size_t kDipGuessRows = 500;

QString csvFilter() { return ImportDrillholesDialog::tr("Tables (*.csv *.txt *.tsv);;All files (*)"); }
QString cleanPath(const QString& text) { return QDir::fromNativeSeparators(text.trimmed()); }

struct Role {
    QString key, label;
    enum Table { Collar = 1, Survey = 2, Intervals = 4 };
    int tables;
};

QList<Role> roles() {
    using T = Role;
    return {{QStringLiteral("holeid"), ImportDrillholesDialog::tr("Hole id"), T::Collar | T::Survey | T::Intervals},
            {QStringLiteral("x"), ImportDrillholesDialog::tr("X (east)"), T::Collar},
            {QStringLiteral("y"), ImportDrillholesDialog::tr("Y (north)"), T::Collar},
            {QStringLiteral("z"), ImportDrillholesDialog::tr("Z (elevation)"), T::Collar},
            {QStringLiteral("depth"), ImportDrillholesDialog::tr("Hole depth"), T::Collar},
            {QStringLiteral("at"), ImportDrillholesDialog::tr("Survey depth"), T::Survey},
            {QStringLiteral("azimuth"), ImportDrillholesDialog::tr("Azimuth"), T::Survey},
            {QStringLiteral("dip"), ImportDrillholesDialog::tr("Dip"), T::Survey},
            {QStringLiteral("from"), ImportDrillholesDialog::tr("From"), T::Intervals},
            {QStringLiteral("to"), ImportDrillholesDialog::tr("To"), T::Intervals}};
}
}  // namespace

ImportDrillholesDialog::ImportDrillholesDialog(QWidget* parent, JobRunner* runner)
    : QDialog(parent), runner_(runner), pages_(new QStackedWidget(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Import drillholes"));
    setObjectName(QStringLiteral("importDrillholesDialog"));
    pages_->addWidget(createSetupPage());
    pages_->addWidget(createReportPage());

    checkButton_ = buttons_->addButton(tr("Check and import"), QDialogButtonBox::ActionRole);
    checkButton_->setObjectName(QStringLiteral("checkAndImport"));
    checkButton_->setDefault(true);
    checkButton_->setToolTip(tr("Read the tables, list the problems found, then import"));
    continueButton_ = buttons_->addButton(tr("Continue with the valid rows"), QDialogButtonBox::AcceptRole);
    continueButton_->setObjectName(QStringLiteral("continueWithValidRows"));
    backButton_ = buttons_->addButton(tr("Back"), QDialogButtonBox::ActionRole);
    connect(checkButton_, &QPushButton::clicked, this, &ImportDrillholesDialog::checkAndImport);
    connect(backButton_, &QPushButton::clicked, this, [this] {
        pages_->setCurrentIndex(0);
        updateButtons();
    });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, [this] {
        if (checking_) checking_->cancel();
        reject();
    });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(pages_, 1);
    layout->addWidget(buttons_);
    resize(880, 720);
    updateButtons();
}

QWidget* ImportDrillholesDialog::createSetupPage() {
    auto* page = new QWidget(this);
    collar_ = fileField(tr("Collar table"));
    survey_ = fileField(tr("Survey table"));
    collar_->setPlaceholderText(tr("required: hole id, X, Y, Z (and depth)"));
    survey_->setPlaceholderText(tr("optional: without it every hole is vertical"));
    intervals_ = new QListWidget(page);
    intervals_->setObjectName(QStringLiteral("intervalFiles"));
    dipConvention_ = new QComboBox(page);
    dipConvention_->setObjectName(QStringLiteral("dipConvention"));
    dipGuess_ = new QLabel(page);
    dipGuess_->setObjectName(QStringLiteral("dipGuess"));
    dipGuess_->setWordWrap(true);
    desurvey_ = new QComboBox(page);
    desurvey_->setObjectName(QStringLiteral("desurveyMethod"));

    auto* addIntervals = new QPushButton(tr("Add…"), page);
    auto* removeInterval = new QPushButton(tr("Remove"), page);
    connect(addIntervals, &QPushButton::clicked, this, [this] {
        for (const QString& file : chooseFilesToOpen(this, tr("Interval tables"), csvFilter(), FolderPurpose::Data))
            addIntervalFile(file);
    });
    connect(removeInterval, &QPushButton::clicked, this, [this] {
        qDeleteAll(intervals_->selectedItems());
        filesChanged();
    });
    intervals_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    intervals_->setMaximumHeight(70);
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
    // The tables are read as the drillhole jobs read them: the same options, defaults and help.
    const jobs::SchemaInfo& schema = drillholes::DesurveyJob::schema().info();
    configureFromSchema(collar_, schema, "collar");
    configureFromSchema(survey_, schema, "survey");
    configureFromSchema(dipConvention_, schema, "dip_sign");
    configureFromSchema(desurvey_, schema, "method");
    connect(dipConvention_, &QComboBox::currentIndexChanged, this, &ImportDrillholesDialog::updateDipGuess);

    auto* form = new QFormLayout;
    auto addFileRow = [&](const QString& label, QLineEdit* field, const QString& caption) {
        auto* browse = new QPushButton(tr("Browse…"), page);
        connect(browse, &QPushButton::clicked, this, [this, field, caption] {
            const QString file = chooseFileToOpen(this, caption, csvFilter(), FolderPurpose::Data);
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
    form->addRow(QString(), dipGuess_);
    form->addRow(tr("Desurvey:"), desurvey_);

    // Roles as DrillholeFiles names them; empty: the reader recognises the usual column names.
    auto* columnBox = new QGroupBox(tr("Columns (empty: recognised by the usual names)"), page);
    columnBox->setObjectName(QStringLiteral("columnMapping"));
    auto* columnForm = new QGridLayout(columnBox);
    int index = 0;
    for (const Role& role : roles()) {
        auto* choice = new QComboBox(columnBox);
        choice->setObjectName(QStringLiteral("column_") + role.key);
        choice->setEditable(true);
        choice->setMinimumContentsLength(10);
        choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        connect(choice, &QComboBox::currentTextChanged, this, [this] {
            refreshPreview();
            updateDipGuess();
        });
        columns_.insert(role.key, choice);
        columnForm->addWidget(new QLabel(role.label + QLatin1Char(':'), columnBox), index / 2, (index % 2) * 2);
        columnForm->addWidget(choice, index / 2, (index % 2) * 2 + 1);
        ++index;
    }

    previewFile_ = new QComboBox(page);
    previewFile_->setObjectName(QStringLiteral("previewFile"));
    previewInfo_ = new QLabel(page);
    previewInfo_->setObjectName(QStringLiteral("previewInfo"));
    preview_ = new QTableWidget(page);
    preview_->setObjectName(QStringLiteral("preview"));
    preview_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    preview_->verticalHeader()->setDefaultSectionSize(20);
    connect(previewFile_, &QComboBox::currentIndexChanged, this, &ImportDrillholesDialog::refreshPreview);
    auto* previewBox = new QGroupBox(tr("Preview (first rows as they will be read)"), page);
    auto* previewLayout = new QVBoxLayout(previewBox);
    auto* previewTop = new QHBoxLayout;
    previewTop->addWidget(previewFile_, 1);
    previewTop->addWidget(previewInfo_, 2);
    previewLayout->addLayout(previewTop);
    previewLayout->addWidget(preview_);

    connect(collar_, &QLineEdit::textChanged, this, &ImportDrillholesDialog::filesChanged);
    connect(survey_, &QLineEdit::textChanged, this, &ImportDrillholesDialog::filesChanged);

    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(columnBox);
    layout->addWidget(previewBox, 1);
    updateDipGuess();
    return page;
}

QWidget* ImportDrillholesDialog::createReportPage() {
    auto* page = new QWidget(this);
    reportSummary_ = new QLabel(page);
    reportSummary_->setWordWrap(true);
    report_ = new ValidationReportView(page);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(reportSummary_);
    layout->addWidget(report_, 1);
    return page;
}

QLineEdit* ImportDrillholesDialog::fileField(const QString& caption) {
    auto* field = new QLineEdit(this);
    field->setAccessibleName(caption);
    field->setMinimumWidth(360);
    return field;
}

void ImportDrillholesDialog::setCollarFile(const QString& path) { collar_->setText(QDir::toNativeSeparators(path)); }
void ImportDrillholesDialog::setSurveyFile(const QString& path) { survey_->setText(QDir::toNativeSeparators(path)); }
void ImportDrillholesDialog::addIntervalFile(const QString& path) {
    intervals_->addItem(QDir::toNativeSeparators(path));
    filesChanged();
}

QStringList ImportDrillholesDialog::previewFiles() const {
    QStringList files;
    if (!collar_->text().trimmed().isEmpty()) files << cleanPath(collar_->text());
    if (!survey_->text().trimmed().isEmpty()) files << cleanPath(survey_->text());
    for (int i = 0; i < intervals_->count(); ++i) files << cleanPath(intervals_->item(i)->text());
    return files;
}

void ImportDrillholesDialog::showPreviewOf(int index) { previewFile_->setCurrentIndex(index); }

QString ImportDrillholesDialog::dipGuessText() const { return dipGuess_->text(); }

bool ImportDrillholesDialog::isShowingReport() const { return pages_->currentIndex() == 1; }

void ImportDrillholesDialog::filesChanged() {
    const QString current = previewFile_->currentData().toString();
    {
        const QSignalBlocker blocker(previewFile_);
        previewFile_->clear();
        for (const QString& file : previewFiles()) previewFile_->addItem(QFileInfo(file).fileName(), file);
        previewFile_->setCurrentIndex(std::max(0, previewFile_->findData(current)));
    }
    refreshColumnChoices();
    refreshPreview();
    updateDipGuess();
    updateButtons();
}

QStringList ImportDrillholesDialog::headerOf(const QString& path) const {
    if (path.isEmpty() || !QFileInfo(path).isFile()) return {};
    try {
        QStringList names;
        for (const std::string& name : ::strata::gui::previewTable(QDir::toNativeSeparators(path).toStdString(), {}, 1).header)
            names << QString::fromStdString(name);
        return names;
    } catch (const Error&) {
        return {};
    }
}

void ImportDrillholesDialog::refreshColumnChoices() {
    QStringList collar = headerOf(cleanPath(collar_->text())), survey = headerOf(cleanPath(survey_->text())), intervals;
    for (int i = 0; i < intervals_->count(); ++i)
        for (const QString& name : headerOf(cleanPath(intervals_->item(i)->text())))
            if (!intervals.contains(name)) intervals << name;
    for (const Role& role : roles()) {
        QStringList names;
        if (role.tables & Role::Collar) names << collar;
        if (role.tables & Role::Survey) names << survey;
        if (role.tables & Role::Intervals) names << intervals;
        names.removeDuplicates();
        QComboBox* choice = columns_.value(role.key);
        const QString chosen = choice->currentText();
        const QSignalBlocker blocker(choice);
        choice->clear();
        choice->addItem(QString());
        choice->addItems(names);
        choice->setCurrentText(chosen);
    }
}

void ImportDrillholesDialog::refreshPreview() {
    preview_->clear();
    preview_->setRowCount(0);
    preview_->setColumnCount(0);
    const QString path = previewFile_->currentData().toString();
    if (path.isEmpty()) {
        previewInfo_->setText(tr("Choose a collar table to see its first rows."));
        return;
    }
    TablePreview table;
    try {
        table = ::strata::gui::previewTable(QDir::toNativeSeparators(path).toStdString(), {}, kPreviewRows);
    } catch (const Error& e) {
        previewInfo_->setText(QString::fromStdString(e.what()));
        return;
    }
    // Columns chosen explicitly are marked with their role.
    QMap<QString, QString> roleOf;
    for (auto it = columns_.cbegin(); it != columns_.cend(); ++it)
        if (!it.value()->currentText().trimmed().isEmpty()) roleOf[it.value()->currentText().trimmed().toLower()] = it.key();
    QStringList headers;
    for (const std::string& name : table.header) {
        const QString column = QString::fromStdString(name);
        const QString role = roleOf.value(column.toLower());
        headers << (role.isEmpty() ? column : tr("%1 → %2").arg(column, role));
    }
    preview_->setColumnCount(headers.size());
    preview_->setHorizontalHeaderLabels(headers);
    preview_->setRowCount(static_cast<int>(table.rows.size()));
    for (int r = 0; r < preview_->rowCount(); ++r)
        for (int c = 0; c < preview_->columnCount() && c < static_cast<int>(table.rows[r].size()); ++c)
            preview_->setItem(r, c, new QTableWidgetItem(QString::fromStdString(table.rows[r][c])));
    preview_->resizeColumnsToContents();
    const QString delimiter = table.delimiter == "tab" ? tr("tab") : table.delimiter == "space" ? tr("blanks")
                                                                                              : QString::fromStdString(table.delimiter);
    previewInfo_->setText(tr("Delimiter: %1 · header: %2 · columns: %3%4")
                              .arg(delimiter, table.hasHeader ? tr("yes") : tr("no"))
                              .arg(headers.size())
                              .arg(table.problems.empty() ? QString() : tr(" · problems in these rows: %1").arg(table.problems.size())));
}

void ImportDrillholesDialog::updateDipGuess() {
    const QString survey = cleanPath(survey_->text());
    if (survey.isEmpty()) {
        dipGuess_->setText(tr("No survey table: every hole is vertical (unless the collar table says otherwise)."));
        return;
    }
    TablePreview table;
    try {
        table = ::strata::gui::previewTable(QDir::toNativeSeparators(survey).toStdString(), {}, kDipGuessRows);
    } catch (const Error& e) {
        dipGuess_->setText(QString::fromStdString(e.what()));
        return;
    }
    // The dip column: the one chosen, else the usual names (as the reader looks for it).
    const QString chosen = columns_.value(QStringLiteral("dip"))->currentText().trimmed();
    const QStringList names = chosen.isEmpty() ? QStringList{QStringLiteral("dip"), QStringLiteral("inclination"), QStringLiteral("incl")}
                                               : QStringList{chosen};
    int column = -1;
    for (int c = 0; c < static_cast<int>(table.header.size()) && column < 0; ++c)
        if (names.contains(QString::fromStdString(table.header[c]).trimmed(), Qt::CaseInsensitive)) column = c;
    if (column < 0) {
        dipGuess_->setText(tr("No dip column found in %1: choose it under Columns.").arg(QFileInfo(survey).fileName()));
        return;
    }
    int negative = 0, positive = 0;
    for (const auto& row : table.rows) {
        bool ok = false;
        const double dip = QString::fromStdString(row[column]).toDouble(&ok);
        if (!ok || dip == 0) continue;
        (dip < 0 ? negative : positive)++;
    }
    const bool downNegative = negative >= positive;
    QString text = tr("Guess from the first %1 survey rows: %2 negative and %3 positive dips, so %4.")
                       .arg(table.rows.size())
                       .arg(negative)
                       .arg(positive)
                       .arg(downNegative ? tr("negative dips point down") : tr("positive dips point down"));
    const QString selected = dipConvention_->currentData().toString();
    if (selected != QStringLiteral("auto") && (selected == QStringLiteral("down-negative")) != downNegative)
        text += QLatin1Char(' ') + tr("Your choice differs from the guess.");
    dipGuess_->setText(text);
}

void ImportDrillholesDialog::updateButtons() {
    const bool report = isShowingReport();
    checkButton_->setVisible(!report);
    checkButton_->setEnabled(!collar_->text().trimmed().isEmpty() && !checking_);
    continueButton_->setVisible(report);
    backButton_->setVisible(report);
}

ProjectFile ImportDrillholesDialog::project() const {
    ProjectFile project;
    const QFileInfo collar(cleanPath(collar_->text()));
    project.name = collar.dir().dirName().toStdString();
    drillholes::DrillholeFiles files;
    files.collar = cleanPath(collar_->text()).toStdString();
    files.survey = cleanPath(survey_->text()).toStdString();
    for (int i = 0; i < intervals_->count(); ++i) files.intervals.push_back(cleanPath(intervals_->item(i)->text()).toStdString());
    files.dipConvention = drillholes::parseDipConvention(dipConvention_->currentData().toString().toStdString());
    for (auto it = columns_.cbegin(); it != columns_.cend(); ++it)
        if (!it.value()->currentText().trimmed().isEmpty())
            files.columns[it.key().toStdString()] = it.value()->currentText().trimmed().toStdString();
    project.drillholes = std::move(files);
    project.desurvey = drillholes::parseDesurveyMethod(desurvey_->currentData().toString().toStdString());
    return project;
}

void ImportDrillholesDialog::checkAndImport() {
    ProjectFile described;
    try {
        described = project();
    } catch (const Error& e) {
        previewInfo_->setText(QString::fromStdString(e.what()));
        return;
    }
    auto work = [described](const jobs::JobContext& context) { return loadProject(described, context); };
    if (!runner_) {
        try {
            onChecked(work(jobs::JobContext{}));
        } catch (const Error& e) {
            previewInfo_->setText(QString::fromStdString(e.what()));
        }
        return;
    }
    checking_ = runner_->run(tr("Check drillhole tables"), std::move(work), this,
                             [this](const LoadedProject& loaded) { onChecked(loaded); });
    connect(checking_, &Task::finished, this, &ImportDrillholesDialog::updateButtons);
    connect(checking_, &Task::failed, this, [this](const QString& message) { previewInfo_->setText(message); });
    updateButtons();
}

void ImportDrillholesDialog::onChecked(const LoadedProject& loaded) {
    loaded_ = loaded;
    const drillholes::ValidationReport& report = loaded.report;
    using drillholes::Severity;
    if (report.count(Severity::Error) == 0 && report.count(Severity::Warning) == 0) {
        accept();
        return;
    }
    const std::size_t holes = loaded.database ? loaded.database->collars.size() : 0;
    reportSummary_->setText(tr("The tables were read with problems. Rows with errors were left out; %1 holes remain. "
                               "Continue with the valid rows, go back to change the choices, or cancel.")
                                .arg(holes));
    report_->setReport(report);
    pages_->setCurrentIndex(1);
    updateButtons();
}

}  // namespace strata::gui
