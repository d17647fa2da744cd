#pragma once
// Contact picking: where each unit of a stratigraphic order begins, down each hole.
//
// The order lists units from the top (youngest) down. Surface k is "top of <unit k>". In one
// hole, the top of unit k is the FROM of its shallowest interval (Observed). A unit that is
// absent while a deeper unit of the order is present has pinched out: its top equals the top of
// the next present unit below it in the order (PinchOut). A unit whose top was not reached
// before the logged intervals end lies below the hole: the contact is an inequality, the top
// is deeper than `at` = the deepest TO logged in the hole (BelowHoleEnd).
// Units met in the wrong order (an older unit above a younger one) are reported as warnings and
// the contacts they make flagged `reversed`. Units not in the order are ignored (one note each).
#include <cstddef>
#include <string>
#include <vector>

#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/drillholes/ValidationReport.h"

namespace strata::drillholes {

enum class ContactKind { Observed, PinchOut, BelowHoleEnd };
const char* toString(ContactKind kind);  // "observed", "pinch-out", "below-hole-end"

struct Contact {
    std::string holeId;
    std::size_t surface = 0;  // index in the order: surface k is the top of unit k
    std::string surfaceName;  // "top of <unit>"
    double at = 0;            // depth along the hole
    double x = 0, y = 0, z = 0;
    ContactKind kind = ContactKind::Observed;
    bool reversed = false;  // the order is broken here: a later unit's top lies above this one
};

struct ContactOptions {
    std::string unitColumn;          // text (or integer code) column of the interval table
    std::vector<std::string> order;  // units from top to bottom, matched case-insensitively
    DesurveyMethod method = DesurveyMethod::MinimumCurvature;

    // Throws ValidationError("contacts", option, ...) for an empty or repeated order.
    void validate() const;
};

std::string surfaceName(const std::string& unit);  // "top of <unit>"

// Contacts of every collared hole with at least one interval of an ordered unit, in hole order,
// then surface order. Throws ValidationError when the table has no such unit column,
// CancelledError when `cancel` is cancelled (checked every 256 holes).
std::vector<Contact> pickContacts(const DrillholeDatabase& database, const IntervalTable& table,
                                  const ContactOptions& options, ValidationReport& report,
                                  const CancelToken* cancel = nullptr);

}  // namespace strata::drillholes
