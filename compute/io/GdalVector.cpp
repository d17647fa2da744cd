// Points and their attributes from any OGR vector source (Shapefile, GeoPackage, GeoJSON,
// CSV with a geometry or coordinate columns, ...).
#include <gdal_priv.h>
#include <ogrsf_frmts.h>

#include <cmath>
#include <filesystem>
#include <memory>

#include "GdalBridge.h"
#include "GdalSupport.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::io::gdal {

namespace {

struct DatasetCloser {
    void operator()(GDALDataset* ds) const { GDALClose(GDALDataset::ToHandle(ds)); }
};

bool isNumeric(OGRFieldType type) { return type == OFTInteger || type == OFTInteger64 || type == OFTReal; }

std::unique_ptr<GDALDataset, DatasetCloser> openVector(const std::string& path, const char* const* options,
                                                       const ErrorCapture& errors) {
    std::unique_ptr<GDALDataset, DatasetCloser> ds(GDALDataset::FromHandle(
        GDALOpenEx(path.c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY, nullptr, options, nullptr)));
    if (!ds) throw IoError(path, errors.message("GDAL cannot read it as a vector data source"));
    return ds;
}

// The one polygon of a feature's geometry: a polygon, or a multipolygon of one part.
// The polygons of a polygon or multi-polygon geometry.
std::vector<const OGRPolygon*> polygonsOf(const std::string& path, const OGRGeometry& geometry) {
    const auto type = wkbFlatten(geometry.getGeometryType());
    if (type == wkbPolygon) return {geometry.toPolygon()};
    if (type == wkbMultiPolygon) {
        std::vector<const OGRPolygon*> parts;
        for (const OGRPolygon* part : *geometry.toMultiPolygon()) parts.push_back(part);
        return parts;
    }
    throw IoError(path, std::string("holds a ") + geometry.getGeometryName() + "; a limit is made of polygons");
}

void addRing(const OGRLinearRing& ring, PlanPolygon& polygon) {
    if (polygon.size() > 0) polygon.startRing();
    for (const OGRPoint& p : ring) {
        polygon.x.push_back(p.getX());
        polygon.y.push_back(p.getY());
    }
}

}  // namespace

PointSet readVectorPoints(const std::string& path, const std::string& layerName) {
    ensureRegistered();
    ErrorCapture errors;
    // OGR's CSV driver finds coordinates by column name only when told which names to try.
    const bool csv = iequals(std::filesystem::path(path).extension().string(), ".csv");
    const char* csvOptions[] = {"X_POSSIBLE_NAMES=x,east*,lon*,xcoord", "Y_POSSIBLE_NAMES=y,north*,lat*,ycoord",
                                "Z_POSSIBLE_NAMES=z,elev*,rl,zcoord", "KEEP_GEOM_COLUMNS=NO", "AUTODETECT_TYPE=YES",
                                nullptr};
    const auto ds = openVector(path, csv ? csvOptions : nullptr, errors);
    OGRLayer* layer = layerName.empty() ? ds->GetLayer(0) : ds->GetLayerByName(layerName.c_str());
    if (!layer) {
        std::vector<std::string> names;
        for (int i = 0; i < ds->GetLayerCount(); ++i) names.emplace_back(ds->GetLayer(i)->GetName());
        throw IoError(path, layerName.empty() ? "holds no layers"
                                              : "has no layer '" + layerName + "' (layers: " + join(names, ", ") + ")");
    }
    OGRFeatureDefn* definition = layer->GetLayerDefn();
    std::vector<int> fields;
    PointSet points;
    for (int f = 0; f < definition->GetFieldCount(); ++f)
        if (isNumeric(definition->GetFieldDefn(f)->GetType())) {
            fields.push_back(f);
            points.names.emplace_back(definition->GetFieldDefn(f)->GetNameRef());
        }
    points.values.resize(fields.size());
    bool any3d = false;
    auto addPoint = [&](const OGRPoint& p, OGRFeature& feature) {
        points.x.push_back(p.getX());
        points.y.push_back(p.getY());
        points.z.push_back(p.Is3D() ? p.getZ() : 0.0);
        any3d = any3d || p.Is3D();
        for (std::size_t k = 0; k < fields.size(); ++k)
            points.values[k].push_back(feature.IsFieldSetAndNotNull(fields[k]) ? feature.GetFieldAsDouble(fields[k]) : NAN);
    };
    layer->ResetReading();
    while (OGRFeature* raw = layer->GetNextFeature()) {
        std::unique_ptr<OGRFeature, void (*)(OGRFeature*)> feature(raw, OGRFeature::DestroyFeature);
        const OGRGeometry* geometry = feature->GetGeometryRef();
        if (!geometry || geometry->IsEmpty()) continue;
        switch (wkbFlatten(geometry->getGeometryType())) {
        case wkbPoint: addPoint(*geometry->toPoint(), *feature); break;
        case wkbMultiPoint:
            for (const OGRPoint* p : *geometry->toMultiPoint()) addPoint(*p, *feature);
            break;
        default:
            throw IoError(path, std::string("feature ") + std::to_string(feature->GetFID()) + " of layer '" + layer->GetName() +
                                    "' is a " + geometry->getGeometryName() + "; only points can be read as point data");
        }
    }
    if (errors.failed()) throw IoError(path, errors.message("GDAL failed while reading features"));
    points.dimension = any3d ? 3 : 2;
    points.crs = crsText(layer->GetSpatialRef());
    return points;
}

PlanPolygon readVectorPolygon(const std::string& path) {
    ensureRegistered();
    ErrorCapture errors;
    const auto ds = openVector(path, nullptr, errors);
    OGRLayer* layer = ds->GetLayerCount() > 0 ? ds->GetLayer(0) : nullptr;
    if (!layer) throw IoError(path, "holds no layers");
    // Every ring of every polygon of every feature: parts and holes, by the even-odd rule.
    PlanPolygon polygon;
    layer->ResetReading();
    while (OGRFeature* raw = layer->GetNextFeature()) {
        std::unique_ptr<OGRFeature, void (*)(OGRFeature*)> feature(raw, OGRFeature::DestroyFeature);
        const OGRGeometry* geometry = feature->GetGeometryRef();
        if (!geometry || geometry->IsEmpty()) continue;
        for (const OGRPolygon* part : polygonsOf(path, *geometry)) {
            if (part->IsEmpty()) continue;
            addRing(*part->getExteriorRing(), polygon);
            for (int h = 0; h < part->getNumInteriorRings(); ++h) addRing(*part->getInteriorRing(h), polygon);
        }
    }
    if (errors.failed()) throw IoError(path, errors.message("GDAL failed while reading features"));
    return polygon;
}

}  // namespace strata::io::gdal
