#include "export/ExportRequest.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>

#include "strata/core/Error.h"
#include "strata/drillholes/DrillholeJobs.h"
#include "strata/io/TriangleMesh.h"
#include "strata/io/VtkXmlWriter.h"

namespace strata::gui {

namespace {

const char* const kStage = "export";

class Text {
    Q_DECLARE_TR_FUNCTIONS(strata::gui::ExportRequest)
};

std::string native(const QString& path) { return QDir::toNativeSeparators(path).toStdString(); }

const ExportFormat& formatOf(const ExportRequest& request) {
    const ExportFormat* format = findExportFormat(request.formatId);
    if (!format) throw ValidationError(kStage, "format", "'" + request.formatId.toStdString() + "' is not an export format");
    return *format;
}

// The path with `suffix` before the extension: "pit.str" + "_top" -> "pit_top.str".
QString withStemSuffix(const QString& path, const QString& suffix) {
    const QFileInfo info(path);
    const QString extension = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    return path.left(path.size() - extension.size()) + suffix + extension;
}

QString replaceExtension(const QString& path, const QString& extension) {
    const QFileInfo info(path);
    const QString old = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    return path.left(path.size() - old.size()) + extension;
}

// A layer name as it can stand in a file name.
QString fileSafe(const QString& name) {
    QString out;
    for (const QChar c : name) out += (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('.')) ? c : QLatin1Char('_');
    return out;
}

QStringList chosenLayers(const ExportSource& source, const ExportRequest& request) {
    return request.layers.isEmpty() ? source.layerNames() : request.layers;
}

io::VtkWriteOptions vtkOptions(const ExportRequest& request) {
    io::VtkWriteOptions vtk;
    vtk.encoding = request.vtkAscii ? io::VtkEncoding::Ascii : io::VtkEncoding::Base64Appended;
    return vtk;
}

QString number(qulonglong n) { return QLocale().toString(n); }

// Surface files: one per layer; a single layer keeps the name as given.
QStringList surfacePaths(const ExportSource& source, const ExportRequest& request) {
    const QStringList layers = chosenLayers(source, request);
    if (layers.size() == 1) return {request.path};
    QStringList paths;
    for (const QString& layer : layers) paths << withStemSuffix(request.path, QLatin1Char('_') + fileSafe(layer));
    return paths;
}

void writeGridFormat(const ExportSource& source, const ExportRequest& request, const ExportFormat& format,
                     const jobs::JobContext& context, ExportSummary& summary) {
    io::GridWriteOptions options;
    for (const QString& layer : request.layers) options.layers.push_back(layer.toStdString());
    options.nodata = request.nodata;
    if (format.takes(OptionCrs)) options.crs = request.crs.trimmed().toStdString();
    if (request.zSlice) options.zSlice = static_cast<std::size_t>(*request.zSlice);
    options.vtk = vtkOptions(request);
    context.report(0.1, Text::tr("Writing %1").arg(QFileInfo(request.path).fileName()).toStdString());
    io::writeGrid(native(request.path), *source.grid, format.grid, options);
    const GridSpec& g = source.grid->spec;
    // The GDAL rasters are 2-D: a 3-D grid gives them one slice.
    const std::size_t nodes = format.needsGdal ? g.nx * g.ny : g.nodeCount();
    summary.counts << Text::tr("%1 nodes").arg(number(nodes));
    summary.counts << Text::tr("%1 layers").arg(int(options.layers.empty() ? source.grid->layers.size() : options.layers.size()));
}

void writeSurfaceFormat(const ExportSource& source, const ExportRequest& request, const ExportFormat& format,
                        const jobs::JobContext& context, ExportSummary& summary) {
    const QStringList layers = chosenLayers(source, request);
    const QStringList paths = surfacePaths(source, request);
    io::SurfaceWriteOptions options;
    options.name = request.objectName.trimmed().isEmpty() ? std::string("strata") : request.objectName.trimmed().toStdString();
    options.vtk = vtkOptions(request);
    std::size_t vertices = 0, triangles = 0;
    for (int k = 0; k < layers.size(); ++k) {
        context.checkCancelled();
        context.report(double(k) / layers.size(), Text::tr("Triangulating %1").arg(layers[k]).toStdString());
        const io::TriangleMesh mesh = io::triangulateGridLayer(*source.grid, layers[k].toStdString(),
                                                               static_cast<std::size_t>(request.zSlice.value_or(0)));
        if (mesh.triangles.empty())
            throw ValidationError(kStage, "layer", "layer '" + layers[k].toStdString() + "' has no cell with values to triangulate");
        vertices += mesh.vertexCount();
        triangles += mesh.triangles.size();
        io::SurfaceWriteOptions layerOptions = options;
        if (layers.size() > 1) layerOptions.name = options.name + "_" + fileSafe(layers[k]).toStdString();
        io::writeSurface(native(paths[k]), mesh, format.surface, layerOptions);
    }
    summary.counts << Text::tr("%1 surfaces").arg(int(layers.size())) << Text::tr("%1 vertices").arg(number(vertices))
                   << Text::tr("%1 triangles").arg(number(triangles));
}

void writePointFormat(const ExportSource& source, const ExportRequest& request, const ExportFormat& format,
                      ExportSummary& summary) {
    io::PointWriteOptions options;
    options.vtk = vtkOptions(request);
    if (request.nodata) options.gslibMissing = *request.nodata;
    if (request.layers.isEmpty() || request.layers.size() == int(source.points->names.size())) {
        io::writePoints(native(request.path), *source.points, format.points, options);
    } else {
        PointSet chosen;
        chosen.dimension = source.points->dimension;
        chosen.x = source.points->x;
        chosen.y = source.points->y;
        chosen.z = source.points->z;
        chosen.crs = source.points->crs;
        for (const QString& column : request.layers) chosen.addColumn(column.toStdString(), source.points->column(column.toStdString()));
        io::writePoints(native(request.path), chosen, format.points, options);
    }
    summary.counts << Text::tr("%1 points").arg(number(source.points->size()))
                   << Text::tr("%1 value columns").arg(int(request.layers.isEmpty() ? source.points->names.size() : request.layers.size()));
}

const drillholes::IntervalTable& intervalTable(const ExportSource& source, const QString& name) {
    const drillholes::IntervalTable* table = source.database->findTable(name.toStdString());
    if (!table) throw ValidationError(kStage, "table", "the drillholes have no interval table '" + name.toStdString() + "'");
    return *table;
}

// The file an interval table was read from: its own record, else the project's file with that stem.
std::string intervalFile(const ExportSource& source, const drillholes::IntervalTable& table) {
    if (!table.source.file.empty()) return table.source.file;
    for (const std::string& file : source.files.intervals)
        if (QFileInfo(QString::fromStdString(file)).completeBaseName().compare(QString::fromStdString(table.name), Qt::CaseInsensitive) == 0)
            return file;
    throw ValidationError(kStage, "table", "interval table '" + table.name + "' was not read from a file, so the drillhole jobs cannot re-read it");
}

drillholes::DrillholeInput drillholeInput(const ExportSource& source, const QString& out) {
    if (source.files.collar.empty())
        throw ValidationError(kStage, "drillholes", "the drillholes were not read from files, so the drillhole jobs cannot re-read them");
    drillholes::DrillholeInput input;
    input.collar = source.files.collar;
    input.survey = source.files.survey;
    input.dipSign = source.files.dipConvention;
    input.columns = source.files.columns;
    input.method = source.desurvey;
    input.out = native(out);
    return input;
}

void writeIntervals(const ExportSource& source, const ExportRequest& request, const jobs::JobContext& context,
                    ExportSummary& summary) {
    const drillholes::IntervalTable& table = intervalTable(source, request.intervalTable);
    const jobs::Json result =
        request.preparedJob ? request.preparedJob(context) : jobs::runJob(drillholeJob(source, request), context);
    const auto rows = result.find("rowsWritten");
    if (rows != result.end() && rows->is_number()) summary.counts << Text::tr("%1 rows").arg(number(rows->get<qulonglong>()));
    summary.counts << Text::tr("table %1").arg(QString::fromStdString(table.name));
}

void writeTraces(const ExportSource& source, const ExportRequest& request, const ExportFormat& format,
                 const jobs::JobContext& context, ExportSummary& summary) {
    if (!(request.stationStep > 0)) throw ValidationError(kStage, "station step", "must be positive");
    context.report(0.05, Text::tr("Desurveying the holes").toStdString());
    const std::vector<drillholes::HoleTrace> traces =
        drillholes::desurveyStations(*source.database, source.desurvey, request.stationStep, context.cancel);
    io::PolylineSet lines;
    for (const drillholes::HoleTrace& trace : traces) {
        std::vector<std::array<double, 3>> vertices;
        vertices.reserve(trace.x.size());
        for (std::size_t i = 0; i < trace.x.size(); ++i) vertices.push_back({trace.x[i], trace.y[i], trace.z[i]});
        if (vertices.size() >= 2) lines.addLine(vertices, trace.holeId);
    }
    context.report(0.6, Text::tr("Writing %1").arg(QFileInfo(request.path).fileName()).toStdString());
    if (request.formatId == QLatin1String("traces-surpac"))
        io::writeSurpacStrings(native(request.path), lines,
                               request.objectName.trimmed().isEmpty() ? std::string("strata") : request.objectName.trimmed().toStdString());
    else
        io::writeVtp(native(request.path), lines, vtkOptions(request));
    (void)format;
    summary.counts << Text::tr("%1 holes").arg(int(lines.lineCount())) << Text::tr("%1 vertices").arg(number(lines.x.size()));
}

}  // namespace

const std::set<std::string>& ExportRequest::desurveyFieldKeys() {
    static const std::set<std::string> keys{"collar", "survey", "intervals", "dip_sign", "columns", "method", "output"};
    return keys;
}

const std::set<std::string>& ExportRequest::compositeFieldKeys() {
    static const std::set<std::string> keys = [] {
        std::set<std::string> k = desurveyFieldKeys();
        k.insert("length");
        return k;
    }();
    return keys;
}

jobs::Json drillholeJob(const ExportSource& source, const ExportRequest& request) {
    const ExportWriterKind writer = formatOf(request).writer;
    if (writer != ExportWriterKind::Intervals && writer != ExportWriterKind::Composites) return nullptr;
    const drillholes::IntervalTable& table = intervalTable(source, request.intervalTable);
    jobs::Json job;
    if (writer == ExportWriterKind::Intervals) {
        drillholes::DesurveyJob desurvey;
        desurvey.input = drillholeInput(source, request.path);
        desurvey.intervals = intervalFile(source, table);
        job = jobs::makeJob(desurvey);
        job["params"].merge_patch(request.desurveyOptions);
    } else {
        drillholes::CompositeJob composite;
        composite.input = drillholeInput(source, request.path);
        composite.intervals = intervalFile(source, table);
        composite.options.length = request.compositeLength;
        job = jobs::makeJob(composite);
        job["params"].merge_patch(request.compositeOptions);
    }
    return job;
}

jobs::PreparedJob prepareDrillholeJob(const ExportSource& source, const ExportRequest& request) {
    const jobs::Json job = drillholeJob(source, request);
    return job.is_null() ? jobs::PreparedJob() : jobs::prepareJob(job);
}

void ExportRequest::validate(const ExportSource& source) const {
    const ExportFormat& format = formatOf(*this);
    if (path.trimmed().isEmpty()) throw ValidationError(kStage, "file", "choose a file name");
    const QStringList available = source.layerNames();
    for (const QString& layer : layers)
        if (!available.contains(layer))
            throw ValidationError(kStage, "layer", "'" + layer.toStdString() + "' is not a layer of " + source.name.toStdString());
    if (format.takes(OptionOneLayer) && chosenLayers(source, *this).size() != 1)
        throw ValidationError(kStage, "layer", format.label.toStdString() + " holds one layer: choose exactly one");
    if ((format.takes(OptionLayers) || format.takes(OptionOneLayer)) && chosenLayers(source, *this).isEmpty())
        throw ValidationError(kStage, "layer", "choose at least one layer");
    const bool gridSource = source.grid != nullptr;
    if (gridSource && format.takes(OptionZSlice) && zSlice && (*zSlice < 0 || std::size_t(*zSlice) >= source.grid->spec.nz))
        throw ValidationError(kStage, "z slice", "must lie between 0 and " + std::to_string(source.grid->spec.nz - 1));
    if (format.writer == ExportWriterKind::Composites && !(compositeLength > 0))
        throw ValidationError(kStage, "composite length", "must be positive");
    if ((format.writer == ExportWriterKind::Intervals || format.writer == ExportWriterKind::Composites) && intervalTable.isEmpty())
        throw ValidationError(kStage, "table", "choose an interval table");
}

QStringList plannedFiles(const ExportSource& source, const ExportRequest& request) {
    const ExportFormat* format = findExportFormat(request.formatId);
    if (!format || request.path.isEmpty()) return {};
    QStringList main = format->writer == ExportWriterKind::Surface ? surfacePaths(source, request) : QStringList{request.path};
    QStringList all;
    for (const QString& path : main) {
        if (format->id == QLatin1String("surpac")) {
            all << replaceExtension(path, QStringLiteral(".str")) << replaceExtension(path, QStringLiteral(".dtm"));
        } else {
            all << path;
            if (format->id == QLatin1String("esri-ascii") && !request.crs.trimmed().isEmpty())
                all << replaceExtension(path, QStringLiteral(".prj"));
        }
    }
    return all;
}

ExportSummary writeExport(const ExportSource& source, const ExportRequest& request, const jobs::JobContext& context) {
    QElapsedTimer clock;
    clock.start();
    request.validate(source);
    const ExportFormat& format = formatOf(request);
    ExportSummary summary;
    summary.format = format.label;
    switch (format.writer) {
    case ExportWriterKind::Grid: writeGridFormat(source, request, format, context, summary); break;
    case ExportWriterKind::Surface: writeSurfaceFormat(source, request, format, context, summary); break;
    case ExportWriterKind::Points: writePointFormat(source, request, format, summary); break;
    case ExportWriterKind::Intervals:
    case ExportWriterKind::Composites: writeIntervals(source, request, context, summary); break;
    case ExportWriterKind::Traces: writeTraces(source, request, format, context, summary); break;
    }
    for (const QString& path : plannedFiles(source, request)) {
        const QFileInfo info(path);
        if (info.exists()) summary.files.push_back({info.absoluteFilePath(), info.size()});
    }
    summary.elapsedMs = clock.elapsed();
    context.report(1.0, Text::tr("Export finished").toStdString());
    return summary;
}

QString ExportSummary::toHtml() const {
    QString html = Text::tr("<p><b>%1</b> written in %2 ms: %3</p>").arg(format.toHtmlEscaped()).arg(elapsedMs).arg(counts.join(QStringLiteral(", ")).toHtmlEscaped());
    html += QStringLiteral("<table cellpadding=2>");
    for (const ExportedFile& file : files)
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td></tr>")
                    .arg(QDir::toNativeSeparators(file.path).toHtmlEscaped(), QLocale().formattedDataSize(file.bytes));
    html += QStringLiteral("</table>");
    return html;
}

QString ExportSummary::toLogLine() const {
    QStringList names;
    for (const ExportedFile& file : files)
        names << QStringLiteral("%1 (%2)").arg(QDir::toNativeSeparators(file.path), QLocale().formattedDataSize(file.bytes));
    return Text::tr("Exported %1: %2; %3").arg(format, names.join(QStringLiteral(", ")), counts.join(QStringLiteral(", ")));
}

}  // namespace strata::gui
