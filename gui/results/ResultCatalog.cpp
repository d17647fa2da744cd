#include "results/ResultCatalog.h"

#include <stdexcept>

namespace strata::gui {

ResultCatalog::ResultCatalog(QObject* parent) : QObject(parent) {}

void ResultCatalog::checkData(const ResultItem& item) const {
    const bool has = item.kind == ResultKind::Points       ? item.points != nullptr
                     : item.kind == ResultKind::BlockModel ? item.table && item.points
                                                           : item.grid != nullptr;
    if (!has)
        throw std::invalid_argument("ResultCatalog: a " + displayName(item.kind).toStdString() +
                                    " result needs its data");
}

int ResultCatalog::add(ResultItem item) {
    checkData(item);
    item.id = nextId_++;
    item.name = uniqueName(item.name.trimmed().isEmpty() ? displayName(item.kind) : item.name.trimmed(), 0);
    const int id = item.id;
    items_.push_back(std::make_shared<const ResultItem>(std::move(item)));
    emit itemAdded(id);
    return id;
}

bool ResultCatalog::remove(int id) {
    const std::size_t index = indexOf(id);
    if (index == items_.size()) return false;
    emit itemAboutToBeRemoved(id);
    items_.erase(items_.begin() + std::ptrdiff_t(indexOf(id)));  // a slot may have changed items_
    emit itemRemoved(id);
    return true;
}

bool ResultCatalog::replace(int id, ResultItem item) {
    const std::size_t index = indexOf(id);
    if (index == items_.size()) return false;
    checkData(item);
    const QString wanted = item.name.trimmed();
    item.id = id;
    item.name = wanted.isEmpty() ? items_[index]->name : uniqueName(wanted, id);
    items_[index] = std::make_shared<const ResultItem>(std::move(item));
    emit itemChanged(id);
    return true;
}

bool ResultCatalog::rename(int id, const QString& name) {
    const std::size_t index = indexOf(id);
    if (index == items_.size() || name.trimmed().isEmpty()) return false;
    auto copy = std::make_shared<ResultItem>(*items_[index]);
    copy->name = uniqueName(name.trimmed(), id);
    items_[index] = std::move(copy);
    emit itemChanged(id);
    return true;
}

bool ResultCatalog::setFile(int id, const QString& file) {
    const std::size_t index = indexOf(id);
    if (index == items_.size()) return false;
    auto copy = std::make_shared<ResultItem>(*items_[index]);
    copy->file = file;
    items_[index] = std::move(copy);
    emit itemChanged(id);
    return true;
}

void ResultCatalog::clear() {
    for (int id : ids()) remove(id);
}

std::shared_ptr<const ResultItem> ResultCatalog::item(int id) const {
    const std::size_t index = indexOf(id);
    return index == items_.size() ? nullptr : items_[index];
}

std::shared_ptr<const ResultItem> ResultCatalog::findByName(const QString& name) const {
    for (const auto& item : items_)
        if (item->name == name) return item;
    return nullptr;
}

std::vector<int> ResultCatalog::ids() const {
    std::vector<int> result;
    result.reserve(items_.size());
    for (const auto& item : items_) result.push_back(item->id);
    return result;
}

QString ResultCatalog::uniqueName(const QString& wanted, int ignoreId) const {
    auto taken = [&](const QString& name) {
        for (const auto& item : items_)
            if (item->id != ignoreId && item->name == name) return true;
        return false;
    };
    if (!taken(wanted)) return wanted;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(wanted).arg(n);
        if (!taken(candidate)) return candidate;
    }
}

std::size_t ResultCatalog::indexOf(int id) const {
    for (std::size_t i = 0; i < items_.size(); ++i)
        if (items_[i]->id == id) return i;
    return items_.size();
}

}  // namespace strata::gui
