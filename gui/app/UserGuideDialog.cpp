#include "app/UserGuideDialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace strata::gui {

namespace {
constexpr int kQuickStartRow = 0;
}

QString userGuideFolder() {
    const QDir bin(QCoreApplication::applicationDirPath());
    QStringList candidates = {bin.absoluteFilePath(QStringLiteral("../share/doc/strata")),
                              bin.absoluteFilePath(QStringLiteral("../share/strata/docs"))};
    // A build tree inside (or beside) the source tree: walk up to the folder holding docs/.
    QDir up = bin;
    for (int level = 0; level < 4 && up.cdUp(); ++level) candidates << up.absoluteFilePath(QStringLiteral("docs"));
    for (const QString& candidate : candidates)
        if (QFileInfo::exists(QDir(candidate).filePath(QStringLiteral("index.md")))) return QDir::cleanPath(candidate);
    return {};
}

UserGuideDialog::UserGuideDialog(const QString& quickStart, QWidget* parent)
    : QDialog(parent), folder_(userGuideFolder()), quickStart_(quickStart), list_(new QListWidget(this)),
      browser_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("userGuideDialog"));
    setWindowTitle(tr("Strata user guide"));
    browser_->setObjectName(QStringLiteral("userGuideText"));
    browser_->setOpenExternalLinks(true);
    list_->setObjectName(QStringLiteral("userGuidePages"));
    list_->setMaximumWidth(200);
    list_->addItem(tr("Quick start"));
    if (!folder_.isEmpty()) {
        browser_->setSearchPaths({folder_});
        // index.md first, the geologist's tutorial next, then the pages in name order.
        QStringList files = QDir(folder_).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
        for (const QString& first : {QStringLiteral("tutorial.md"), QStringLiteral("index.md")})
            if (files.removeAll(first) > 0) files.prepend(first);
        for (const QString& file : files) {
            auto* item = new QListWidgetItem(file == QLatin1String("index.md") ? tr("Contents") : QFileInfo(file).completeBaseName(), list_);
            item->setData(Qt::UserRole, file);
        }
    } else {
        auto* item = new QListWidgetItem(tr("(the documentation folder was not found)"), list_);
        item->setFlags(Qt::NoItemFlags);
    }
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row == kQuickStartRow) {
            browser_->setHtml(quickStart_);
            return;
        }
        const QString file = list_->item(row)->data(Qt::UserRole).toString();
        if (!file.isEmpty()) browser_->setSource(QUrl::fromLocalFile(QDir(folder_).filePath(file)), QTextDocument::MarkdownResource);
    });
    // A link to another page of the guide keeps the page list in step.
    connect(browser_, &QTextBrowser::sourceChanged, this, [this](const QUrl& url) {
        const QString file = QFileInfo(url.toLocalFile()).fileName();
        for (int row = 1; row < list_->count(); ++row)
            if (list_->item(row)->data(Qt::UserRole).toString() == file) {
                const QSignalBlocker blocker(list_);
                list_->setCurrentRow(row);
            }
    });

    auto* splitter = new QSplitter(this);
    splitter->addWidget(list_);
    splitter->addWidget(browser_);
    splitter->setStretchFactor(1, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(900, 640);
    list_->setCurrentRow(kQuickStartRow);
}

bool UserGuideDialog::showPage(const QString& fileName) {
    for (int row = 1; row < list_->count(); ++row)
        if (list_->item(row)->data(Qt::UserRole).toString() == fileName) {
            list_->setCurrentRow(row);
            return true;
        }
    return false;
}

QStringList UserGuideDialog::pages() const {
    QStringList files;
    for (int row = 1; row < list_->count(); ++row) {
        const QString file = list_->item(row)->data(Qt::UserRole).toString();
        if (!file.isEmpty()) files << file;
    }
    return files;
}

QString UserGuideDialog::currentText() const { return browser_->toPlainText(); }

}  // namespace strata::gui
