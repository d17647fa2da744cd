#pragma once
// Private to the Gdal*.cpp files: GDAL set-up, GDAL errors turned into Strata errors, and
// atomic saves of files that GDAL writes itself.
#include <cpl_error.h>
#include <ogr_spatialref.h>

#include <string>
#include <vector>

namespace strata::io::gdal {

// Registers the GDAL drivers once per process.
void ensureRegistered();

// Collects GDAL's messages while alive (a per-thread handler stack), so that a failed call can
// be reported with GDAL's own reason instead of printed to stderr.
class ErrorCapture {
public:
    ErrorCapture();
    ~ErrorCapture();
    ErrorCapture(const ErrorCapture&) = delete;
    ErrorCapture& operator=(const ErrorCapture&) = delete;

    bool failed() const noexcept { return !failures_.empty(); }
    // The failures joined, or GDAL's last message, or `fallback`.
    std::string message(const std::string& fallback) const;

private:
    static void CPL_STDCALL handle(CPLErr level, CPLErrorNum number, const char* text);
    std::vector<std::string> failures_;
};

// Sets a GDAL configuration option for this thread for the lifetime of the object.
class ScopedConfigOption {
public:
    ScopedConfigOption(const char* key, const char* value);
    ~ScopedConfigOption();
    ScopedConfigOption(const ScopedConfigOption&) = delete;
    ScopedConfigOption& operator=(const ScopedConfigOption&) = delete;

private:
    std::string key_;
    std::string previous_;
    bool hadPrevious_;
};

// "EPSG:n" when the reference has (or GDAL can identify) an authority code, else WKT.
std::string crsText(const OGRSpatialReference* srs);
// Parses --crs text ("EPSG:32633", WKT, PROJ); throws ValidationError naming the text.
OGRSpatialReference parseCrs(const std::string& text);

// Where GDAL writes before the rename: <folder>/<stem>.tmp-<pid>-<n><extension>, so that
// sidecars GDAL derives from the name (.prj) are temporary too.
std::string temporarySibling(const std::string& path, std::string& temporaryStem);
// Moves every file GDAL wrote (the main file and its sidecars) over the targets after fsync;
// removes them all and throws IoError(path) on failure.
void commitGdalFiles(const std::string& path, const std::string& temporaryStem, const std::vector<std::string>& written);
void removeFiles(const std::vector<std::string>& files);

}  // namespace strata::io::gdal
