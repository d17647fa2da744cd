#pragma once
// The results computed since the program started, in memory: grids, points, surface stacks, seismic sections.
// Owned by the MainWindow; jobs add to it on the GUI thread, the project tree lists it, views
// and exporters read from it. Items are addressed by id (stable while the item exists) and
// handed out as shared_ptr<const ResultItem>, so a reader keeps a removed item alive safely.
// Not thread-safe: call it on the GUI thread.
#include <memory>
#include <vector>

#include <QObject>

#include "results/ResultItem.h"

namespace strata::gui {

class ResultCatalog : public QObject {
    Q_OBJECT
public:
    explicit ResultCatalog(QObject* parent = nullptr);

    // Adds `item` (its id is ignored) and returns the new id. An empty name becomes the kind's
    // display name; a name already taken gets " (2)", " (3)", ... Throws std::invalid_argument
    // when the data the kind needs (grid or points) is missing.
    int add(ResultItem item);
    // Removes an item; false if there is none with that id.
    bool remove(int id);
    // Replaces an item's content, keeping its id (and its name unless `item.name` differs and
    // is free). False if there is none with that id.
    bool replace(int id, ResultItem item);
    bool rename(int id, const QString& name);
    // Records where the item was saved (the export and project code call this).
    bool setFile(int id, const QString& file);
    void clear();

    std::shared_ptr<const ResultItem> item(int id) const;
    // The first item with this name, or null.
    std::shared_ptr<const ResultItem> findByName(const QString& name) const;
    // Ids in the order the items were added.
    std::vector<int> ids() const;
    int count() const { return int(items_.size()); }
    bool isEmpty() const { return items_.empty(); }

signals:
    void itemAdded(int id);
    // Emitted while the item can still be looked up.
    void itemAboutToBeRemoved(int id);
    void itemRemoved(int id);
    // Content, name or file changed.
    void itemChanged(int id);

private:
    QString uniqueName(const QString& wanted, int ignoreId) const;
    std::size_t indexOf(int id) const;  // items_.size() when absent
    void checkData(const ResultItem& item) const;

    std::vector<std::shared_ptr<const ResultItem>> items_;
    int nextId_ = 1;
};

}  // namespace strata::gui
