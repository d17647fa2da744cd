#pragma once
// One export as the dialog describes it (the format and its options), what writing it produced,
// and the function that writes it through the engine writers. writeExport runs on a worker
// thread: it only reads the (immutable) source and calls strata/io or the drillhole jobs, whose
// saves are atomic.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <QString>
#include <QStringList>

#include "export/ExportFormat.h"
#include "export/ExportSource.h"
#include "strata/jobs/Job.h"

namespace strata::gui {

struct ExportRequest {
    QString formatId;
    QString path;                  // the file to write (Surpac: the .str; several layers: the stem's pattern)
    QStringList layers;            // grid layers or point columns; empty: all (OptionLayers)
    std::optional<int> zSlice;     // 3-D grid into a 2-D format
    QString crs;                   // "EPSG:32633", WKT or PROJ
    std::optional<double> nodata;  // value for empty nodes; unset: the format's default
    bool vtkAscii = false;         // VTK arrays as text instead of base64
    QString objectName = QStringLiteral("strata");  // Surpac location, DXF layer, OBJ object
    QString intervalTable;         // drillholes: the interval table
    double compositeLength = 2.0;  // drillholes: composite length (the job requires one: a first proposal)
    double stationStep = 1.0;      // drillholes: trace vertex spacing along the hole
    // The drillhole jobs' options without a field above (the dialog's Advanced sections), as each
    // job's JSON names them, laid over the job the request makes: {"min_fraction": 0.5}.
    jobs::Json desurveyOptions = jobs::Json::object();
    jobs::Json compositeOptions = jobs::Json::object();
    // The drillhole job as prepareDrillholeJob checked it; null: none, or not checked (then
    // writeExport checks and runs it in one step).
    jobs::PreparedJob preparedJob;

    // The options of the desurvey and composite jobs that the fields above and the source give.
    static const std::set<std::string>& desurveyFieldKeys();
    static const std::set<std::string>& compositeFieldKeys();

    // Throws ValidationError naming the option when the request cannot be written for `source`.
    void validate(const ExportSource& source) const;
};

// The desurvey or composite job a drillhole format runs ({"type", "params"}); null for other
// formats. Throws ValidationError when the drillholes or the table were not read from files.
jobs::Json drillholeJob(const ExportSource& source, const ExportRequest& request);
// Parses and validates that job once (jobs::prepareJob), for the worker to run as checked; null
// for other formats. Throws ValidationError naming the job and the option.
jobs::PreparedJob prepareDrillholeJob(const ExportSource& source, const ExportRequest& request);

struct ExportedFile {
    QString path;
    qint64 bytes = 0;
};

struct ExportSummary {
    QString format;                   // the format's label
    std::vector<ExportedFile> files;  // everything written, sidecars included
    QStringList counts;               // "9600 nodes", "18802 triangles", ... (translated)
    qint64 elapsedMs = 0;

    // An HTML paragraph for the dialog and a one-line text for the log.
    QString toHtml() const;
    QString toLogLine() const;
};

// The files one request writes: one per layer for surface formats with several layers
// ("<stem>_<layer><ext>"), both halves of a Surpac pair, the .prj of an ESRI grid with a CRS.
QStringList plannedFiles(const ExportSource& source, const ExportRequest& request);

// Writes `request` for `source`; reports progress per file and honours cancel between files.
ExportSummary writeExport(const ExportSource& source, const ExportRequest& request, const jobs::JobContext& context);

}  // namespace strata::gui
