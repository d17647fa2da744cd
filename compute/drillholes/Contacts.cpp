#include "strata/drillholes/Contacts.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "strata/core/Error.h"
#include "strata/core/Progress.h"
#include "strata/core/Strings.h"

namespace strata::drillholes {

namespace {

std::string unitOf(const TextColumn* text, const NumericColumn* number, std::size_t row) {
    if (text) return std::string(trim(text->values[row]));
    const double v = number->values[row];
    if (std::isnan(v)) return {};
    std::ostringstream out;
    out.precision(15);
    out << v;
    return out.str();
}

std::string depthText(double v) {
    std::ostringstream out;
    out.precision(10);
    out << v;
    return out.str();
}

}  // namespace

const char* toString(ContactKind kind) {
    switch (kind) {
        case ContactKind::Observed: return "observed";
        case ContactKind::PinchOut: return "pinch-out";
        case ContactKind::BelowHoleEnd: return "below-hole-end";
    }
    return "observed";
}

std::string surfaceName(const std::string& unit) { return "top of " + unit; }

void ContactOptions::validate() const {
    if (unitColumn.empty()) throw ValidationError("contacts", "unit-column", "is required");
    if (order.empty()) throw ValidationError("contacts", "order", "must list at least one unit, top first");
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (trim(order[i]).empty()) throw ValidationError("contacts", "order", "has an empty unit name");
        for (std::size_t j = 0; j < i; ++j)
            if (iequals(trim(order[i]), trim(order[j])))
                throw ValidationError("contacts", "order", "lists unit '" + order[i] + "' twice");
    }
}

namespace {

// The units a message lists: blank cells are no unit.
std::vector<std::string> namedUnits(const std::set<std::string>& units) {
    std::vector<std::string> named;
    for (const std::string& unit : units)
        if (!trim(unit).empty()) named.push_back(unit);
    return named;
}

}  // namespace

std::vector<Contact> pickContacts(const DrillholeDatabase& database, const IntervalTable& table,
                                  const ContactOptions& options, ValidationReport& report,
                                  const CancelToken* cancel) {
    options.validate();
    const TextColumn* unitText = table.findText(options.unitColumn);
    const NumericColumn* unitNumber = unitText ? nullptr : table.findNumeric(options.unitColumn);
    if (!unitText && !unitNumber)
        throw ValidationError("contacts", "unit-column",
                              "table '" + table.name + "' has no column '" + options.unitColumn + "'");
    std::map<std::string, std::size_t> rankOf;  // lower-case unit -> position in the order
    for (std::size_t k = 0; k < options.order.size(); ++k) rankOf[toLower(trim(options.order[k]))] = k;
    const std::size_t units = options.order.size();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    std::size_t unitField = 0;  // 1-based field of the unit column in the file, for messages
    for (std::size_t i = 0; i < table.source.header.size(); ++i)
        if (iequals(table.source.header[i], options.unitColumn)) unitField = i + 1;
    std::set<std::string> ignoredUnits, unitsLogged;  // units outside the order; every unit met

    std::vector<Contact> contacts;
    std::vector<double> top(units);
    for (std::size_t hole = 0; hole < database.collars.size(); ++hole) {
        if (cancel && hole % 256 == 0) cancel->check();
        const Collar& collar = database.collars[hole];
        const auto rows = table.rowsOf(collar.holeId);
        std::fill(top.begin(), top.end(), nan);
        double loggedEnd = 0;
        bool any = false;
        std::size_t deepestRank = 0, previousRank = units;
        std::string deepestUnit;
        for (std::size_t r = rows.begin; r < rows.end; ++r) {
            loggedEnd = std::max(loggedEnd, table.to[r]);
            const std::string unit = unitOf(unitText, unitNumber, r);
            unitsLogged.insert(unit);
            const auto it = rankOf.find(toLower(unit));
            if (it == rankOf.end()) {
                if (ignoredUnits.insert(unit).second)
                    report.add(Severity::Note, table.source.file, table.sourceLines[r], unitField, collar.holeId,
                               "unit '" + unit + "' is not in the order: its intervals are ignored");
                continue;
            }
            const std::size_t k = it->second;
            // One warning where an out-of-order unit begins, not one per row of it.
            if (any && k < deepestRank && k != previousRank)
                report.add(Severity::Warning, table.source.file, table.sourceLines[r], unitField, collar.holeId,
                           "reversed order: " + options.order[k] + " at " + depthText(table.from[r]) + " lies below " +
                               deepestUnit);
            if (!any || k > deepestRank) deepestRank = k, deepestUnit = options.order[k];
            any = true;
            if (std::isnan(top[k])) top[k] = table.from[r];
            previousRank = k;
        }
        if (!any) continue;

        const HolePath path = makeHolePath(database, collar, options.method);
        const std::size_t first = contacts.size();
        for (std::size_t k = 0; k < units; ++k) {
            Contact c;
            c.holeId = collar.holeId;
            c.surface = k;
            c.surfaceName = surfaceName(options.order[k]);
            if (!std::isnan(top[k])) {
                c.at = top[k];
                c.kind = ContactKind::Observed;
            } else {
                std::size_t next = k + 1;
                while (next < units && std::isnan(top[next])) ++next;
                c.kind = next < units ? ContactKind::PinchOut : ContactKind::BelowHoleEnd;
                c.at = next < units ? top[next] : loggedEnd;
            }
            const Point3 p = path.at(c.at);
            c.x = p[0], c.y = p[1], c.z = p[2];
            contacts.push_back(std::move(c));
        }
        // A top lying below the top of a later (older) unit breaks the order.
        for (std::size_t k = 0; k < units; ++k)
            for (std::size_t j = k + 1; j < units; ++j)
                if (!std::isnan(top[k]) && !std::isnan(top[j]) && top[j] < top[k]) {
                    contacts[first + k].reversed = true;
                    contacts[first + j].reversed = true;
                }
    }
    if (!table.from.empty() && ignoredUnits.size() == unitsLogged.size())
        throw ValidationError("contacts", "order",
                              "none of its units is logged in column '" + options.unitColumn + "' of table '" +
                                  table.name + "' (units there: " + join(namedUnits(ignoredUnits), ", ") + ")");
    return contacts;
}

}  // namespace strata::drillholes
