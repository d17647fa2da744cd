#pragma once
// The formats the export dialog offers, one per engine writer (strata/io), and which options each
// one takes. The dialog shows only the formats that apply to the source and only their options.
#include <vector>

#include <QString>

#include "export/ExportSource.h"
#include "strata/io/GridWriter.h"
#include "strata/io/PointWriter.h"
#include "strata/io/SurfaceWriter.h"

namespace strata::gui {

// The engine writer a format goes through.
enum class ExportWriterKind {
    Grid,          // io::writeGrid
    Surface,       // io::triangulateGridLayer + io::writeSurface, one file per layer
    Points,        // io::writePoints
    Intervals,     // the desurvey job: interval rows with mid-points and ends (CSV)
    Composites,    // the composite job (CSV)
    Traces,        // io::writeVtp / io::writeSurpacStrings of the desurveyed hole paths
};

// Options a format takes (bit flags).
enum ExportOption : unsigned {
    OptionLayers = 1u << 0,       // any subset of the layers / columns
    OptionOneLayer = 1u << 1,     // exactly one layer
    OptionZSlice = 1u << 2,       // 2-D format: which slice of a 3-D grid
    OptionCrs = 1u << 3,          // coordinate reference system
    OptionNodata = 1u << 4,       // value written for empty nodes
    OptionVtkEncoding = 1u << 5,  // ASCII or base64 arrays
    OptionObjectName = 1u << 6,   // Surpac location / DXF layer / OBJ object
    OptionIntervalTable = 1u << 7,
    OptionCompositeLength = 1u << 8,
    OptionStationStep = 1u << 9,
};

struct ExportFormat {
    QString id;         // stable, e.g. "geotiff", "surpac" (the engine's --format names where there is one)
    QString label;      // translated, for the format list
    QString extension;  // with the dot: ".tif"
    QString note;       // translated conventions worth knowing (empty when none)
    ExportWriterKind writer = ExportWriterKind::Grid;
    io::GridFormat grid = io::GridFormat::Csv;
    io::SurfaceFormat surface = io::SurfaceFormat::Obj;
    io::PointFormat points = io::PointFormat::Csv;
    unsigned options = 0;
    bool needsGdal = false;

    bool takes(ExportOption option) const { return (options & option) != 0; }
    // "GeoTIFF (*.tif)" for a file dialog.
    QString fileFilter() const;
};

// Every format of every writer, in the order the dialog lists them.
const std::vector<ExportFormat>& allExportFormats();
// The formats that apply to `source` (GDAL formats only when this build has GDAL).
std::vector<ExportFormat> exportFormatsFor(const ExportSource& source);
// Null when there is no format with this id.
const ExportFormat* findExportFormat(const QString& id);

// `path` with its extension replaced by the format's (Surpac: .str).
QString withFormatExtension(const QString& path, const ExportFormat& format);

bool buildHasGdal();

}  // namespace strata::gui
