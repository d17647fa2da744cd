#include "data/ImportPointsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "project/ProjectFolders.h"
#include "data/PointSourceReading.h"
#include "strata/core/Error.h"
#include "strata/core/Version.h"

namespace strata::gui {

namespace {
constexpr std::size_t kPreviewRows = 20;

QComboBox* choices(QWidget* parent, const QList<QPair<QString, QString>>& items) {
    auto* box = new QComboBox(parent);
    for (const auto& [label, value] : items) box->addItem(label, value);
    return box;
}
}  // namespace

ImportPointsDialog::ImportPointsDialog(QWidget* parent)
    : QDialog(parent), name_(new QLineEdit(this)), file_(new QLineEdit(this)), layer_(new QLineEdit(this)),
      skip_(new QSpinBox(this)), missing_(new QLineEdit(this)), x_(new QComboBox(this)), y_(new QComboBox(this)),
      z_(new QComboBox(this)), twoD_(new QCheckBox(tr("2-D points (ignore any Z column)"), this)), values_(new QListWidget(this)),
      info_(new QLabel(this)), preview_(new QTableWidget(this)), acceptanceProblem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Import points"));
    setObjectName(QStringLiteral("importPointsDialog"));
    format_ = choices(this, {{tr("Recognise (GSLIB or delimited text)"), QStringLiteral("auto")},
                             {tr("Delimited text (CSV, TSV, XYZ)"), QStringLiteral("delimited")},
                             {tr("GSLIB / GeoEAS"), QStringLiteral("geoeas")},
                             {tr("GDAL vector (Shapefile, GeoPackage, …)"), QStringLiteral("gdal")}});
    format_->setObjectName(QStringLiteral("pointFormat"));
    if (!STRATA_WITH_GDAL) format_->setItemData(3, 0, Qt::UserRole - 1);  // disabled: this build has no GDAL
    delimiter_ = choices(this, {{tr("Detect"), QStringLiteral("auto")}, {tr("Comma"), QStringLiteral(",")},
                                {tr("Semicolon"), QStringLiteral(";")}, {tr("Tab"), QStringLiteral("tab")},
                                {tr("Blanks"), QStringLiteral("space")}});
    header_ = choices(this, {{tr("Detect"), QStringLiteral("auto")}, {tr("First row is a header"), QStringLiteral("yes")},
                             {tr("No header"), QStringLiteral("no")}});
    decimal_ = choices(this, {{tr("Detect"), QStringLiteral("auto")}, {tr("Point (1.5)"), QStringLiteral(".")},
                              {tr("Comma (1,5)"), QStringLiteral(",")}});
    skip_->setRange(0, 1000);
    missing_->setText(QStringLiteral("NA, N/A, NaN, -999"));
    missing_->setToolTip(tr("Cells read as missing besides blank ones, separated by commas"));
    for (QComboBox* box : {x_, y_, z_}) box->setEditable(true);
    x_->setObjectName(QStringLiteral("columnX"));
    y_->setObjectName(QStringLiteral("columnY"));
    z_->setObjectName(QStringLiteral("columnZ"));
    values_->setMaximumHeight(100);
    values_->setToolTip(tr("Value columns to read; none checked: every numeric column"));
    preview_->setObjectName(QStringLiteral("pointPreview"));
    preview_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    preview_->verticalHeader()->setDefaultSectionSize(20);
    info_->setWordWrap(true);
    name_->setObjectName(QStringLiteral("pointName"));
    file_->setObjectName(QStringLiteral("pointFile"));
    acceptanceProblem_->setObjectName(QStringLiteral("importProblem"));
    acceptanceProblem_->setWordWrap(true);

    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = chooseFileToOpen(
            this, tr("Point file"), tr("Point files (*.csv *.txt *.xyz *.dat *.gslib *.tsv *.shp *.gpkg *.geojson);;All files (*)"),
            FolderPurpose::Data);
        if (!path.isEmpty()) setFile(path);
    });
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(file_);
    fileRow->addWidget(browse);
    auto* form = new QFormLayout;
    form->addRow(tr("File:"), fileRow);
    form->addRow(tr("Name in the project:"), name_);
    form->addRow(tr("Format:"), format_);
    form->addRow(tr("GDAL layer:"), layer_);
    auto* reading = new QHBoxLayout;
    reading->addWidget(new QLabel(tr("Delimiter"), this));
    reading->addWidget(delimiter_);
    reading->addWidget(new QLabel(tr("Header"), this));
    reading->addWidget(header_);
    reading->addWidget(new QLabel(tr("Decimal"), this));
    reading->addWidget(decimal_);
    reading->addWidget(new QLabel(tr("Skip lines"), this));
    reading->addWidget(skip_);
    form->addRow(tr("Reading:"), reading);
    form->addRow(tr("Missing values:"), missing_);
    auto* mapping = new QHBoxLayout;
    for (auto [label, box] : {std::pair{tr("X"), x_}, std::pair{tr("Y"), y_}, std::pair{tr("Z"), z_}}) {
        mapping->addWidget(new QLabel(label, this));
        mapping->addWidget(box, 1);
    }
    mapping->addWidget(twoD_);
    form->addRow(tr("Coordinates:"), mapping);
    form->addRow(tr("Values:"), values_);

    auto* previewBox = new QGroupBox(tr("Preview (first rows as they will be read)"), this);
    auto* previewLayout = new QVBoxLayout(previewBox);
    previewLayout->addWidget(info_);
    previewLayout->addWidget(preview_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(previewBox, 1);
    layout->addWidget(acceptanceProblem_);
    layout->addWidget(buttons_);
    resize(860, 680);

    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(file_, &QLineEdit::editingFinished, this, &ImportPointsDialog::refreshPreview);
    // The path and the name may be typed in any order: OK follows both, and says what it lacks.
    connect(file_, &QLineEdit::textChanged, this, &ImportPointsDialog::refreshAcceptance);
    connect(name_, &QLineEdit::textChanged, this, &ImportPointsDialog::refreshAcceptance);
    for (QComboBox* box : {format_, delimiter_, header_, decimal_})
        connect(box, &QComboBox::currentIndexChanged, this, &ImportPointsDialog::refreshPreview);
    connect(skip_, &QSpinBox::valueChanged, this, &ImportPointsDialog::refreshPreview);
    connect(missing_, &QLineEdit::editingFinished, this, &ImportPointsDialog::refreshPreview);
    refreshPreview();
}

void ImportPointsDialog::setFile(const QString& path) {
    file_->setText(QDir::toNativeSeparators(path));
    if (name_->text().isEmpty()) name_->setText(QFileInfo(path).completeBaseName());
    refreshPreview();
}

PointSource ImportPointsDialog::source() const {
    PointSource source;
    source.name = name_->text().trimmed().toStdString();
    source.path = QDir::cleanPath(QDir::fromNativeSeparators(file_->text().trimmed())).toStdString();
    source.format = format_->currentData().toString().toStdString();
    source.layer = layer_->text().trimmed().toStdString();
    source.delimiter = delimiter_->currentData().toString().toStdString();
    source.header = header_->currentData().toString().toStdString();
    source.decimal = decimal_->currentData().toString().toStdString();
    source.skipLines = skip_->value();
    std::vector<std::string> missing;
    for (const QString& code : missing_->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) missing.push_back(code.trimmed().toStdString());
    source.missing = missing;
    if (!x_->currentText().trimmed().isEmpty()) source.columns["x"] = x_->currentText().trimmed().toStdString();
    if (!y_->currentText().trimmed().isEmpty()) source.columns["y"] = y_->currentText().trimmed().toStdString();
    if (!z_->currentText().trimmed().isEmpty() && !twoD_->isChecked()) source.columns["z"] = z_->currentText().trimmed().toStdString();
    source.twoD = twoD_->isChecked();
    for (int i = 0; i < values_->count(); ++i)
        if (values_->item(i)->checkState() == Qt::Checked) source.values.push_back(values_->item(i)->text().toStdString());
    return source;
}

QString ImportPointsDialog::previewText() const { return info_->text(); }

void ImportPointsDialog::fillColumnChoices(const QStringList& header) {
    if (header == headerNames_) return;
    headerNames_ = header;
    QHash<QComboBox*, QString> previousChoices;
    for (QComboBox* box : {x_, y_, z_}) {
        previousChoices.insert(box, box->currentText());
        box->clear();
        box->addItem(QString());
        box->addItems(header);
    }
    std::vector<std::string> names;
    for (const QString& name : header) names.push_back(name.toStdString());
    for (auto [box, axis] : {std::pair{x_, 'x'}, std::pair{y_, 'y'}, std::pair{z_, 'z'}}) {
        const QString chosen = previousChoices.value(box);
        box->setCurrentText(header.contains(chosen) ? chosen : QString::fromStdString(detectCoordinateColumn(names, axis)));
    }
    values_->clear();
    for (const QString& name : header) {
        auto* item = new QListWidgetItem(name, values_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
}

QString ImportPointsDialog::whyNotAcceptable() const {
    const QString path = file_->text().trimmed();
    if (path.isEmpty()) return tr("Choose a point file.");
    if (!QFileInfo(path).isFile()) return tr("There is no file at %1.").arg(path);
    if (name_->text().trimmed().isEmpty()) return tr("Give the points a name in the project.");
    return {};
}

void ImportPointsDialog::refreshAcceptance() {
    const QString problem = whyNotAcceptable();
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    acceptanceProblem_->setText(problem);
}

void ImportPointsDialog::refreshPreview() {
    if (name_->text().trimmed().isEmpty() && QFileInfo(file_->text().trimmed()).isFile())
        name_->setText(QFileInfo(file_->text().trimmed()).completeBaseName());
    const PointSource chosen = source();
    layer_->setEnabled(chosen.format == "gdal");
    refreshAcceptance();
    preview_->clear();
    preview_->setRowCount(0);
    preview_->setColumnCount(0);
    if (chosen.path.empty() || !QFileInfo(QString::fromStdString(chosen.path)).isFile()) {
        info_->setText(tr("Choose a point file."));
        return;
    }
    if (chosen.format == "gdal") {
        info_->setText(tr("GDAL vector source: the attributes are read as they are; numeric ones become values."));
        return;
    }
    TablePreview table;
    try {
        table = previewPointSource(chosen, kPreviewRows);
    } catch (const Error& e) {
        info_->setText(QString::fromStdString(e.what()));
        return;
    }
    QStringList header;
    for (const std::string& name : table.header) header << QString::fromStdString(name);
    fillColumnChoices(header);
    preview_->setColumnCount(header.size());
    preview_->setHorizontalHeaderLabels(header);
    preview_->setRowCount(static_cast<int>(table.rows.size()));
    for (int r = 0; r < preview_->rowCount(); ++r)
        for (int c = 0; c < preview_->columnCount() && c < static_cast<int>(table.rows[r].size()); ++c)
            preview_->setItem(r, c, new QTableWidgetItem(QString::fromStdString(table.rows[r][c])));
    preview_->resizeColumnsToContents();
    info_->setText(tr("Format: %1 · header: %2 · columns: %3%4")
                       .arg(table.delimiter == "GSLIB" ? tr("GSLIB") : tr("delimited by '%1'").arg(QString::fromStdString(table.delimiter)),
                            table.hasHeader ? tr("yes") : tr("no"))
                       .arg(header.size())
                       .arg(table.problems.empty() ? QString() : tr(" · problems in these rows: %1").arg(table.problems.size())));
}

}  // namespace strata::gui
