#include "GdalSupport.h"

#include <gdal.h>

#include <atomic>
#include <filesystem>
#include <mutex>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

#ifndef _WIN32
#include <fcntl.h>
#include <unistd.h>
#else
#include <process.h>
#endif

namespace strata::io::gdal {

void ensureRegistered() {
    static std::once_flag once;
    std::call_once(once, [] { GDALAllRegister(); });
}

ErrorCapture::ErrorCapture() { CPLPushErrorHandlerEx(&ErrorCapture::handle, this); }

ErrorCapture::~ErrorCapture() { CPLPopErrorHandler(); }

void CPL_STDCALL ErrorCapture::handle(CPLErr level, CPLErrorNum, const char* text) {
    auto* self = static_cast<ErrorCapture*>(CPLGetErrorHandlerUserData());
    if (self && level >= CE_Failure && text) self->failures_.emplace_back(text);
}

std::string ErrorCapture::message(const std::string& fallback) const {
    if (!failures_.empty()) return "GDAL: " + join(failures_, "; ");
    const char* last = CPLGetLastErrorMsg();
    if (last && *last) return std::string("GDAL: ") + last;
    return fallback;
}

ScopedConfigOption::ScopedConfigOption(const char* key, const char* value) : key_(key) {
    const char* previous = CPLGetThreadLocalConfigOption(key, nullptr);
    hadPrevious_ = previous != nullptr;
    if (previous) previous_ = previous;
    CPLSetThreadLocalConfigOption(key, value);
}

ScopedConfigOption::~ScopedConfigOption() {
    CPLSetThreadLocalConfigOption(key_.c_str(), hadPrevious_ ? previous_.c_str() : nullptr);
}

std::string crsText(const OGRSpatialReference* srs) {
    if (!srs || srs->IsEmpty()) return {};
    OGRSpatialReference copy(*srs);
    const char* name = copy.GetAuthorityName(nullptr);
    if (!name && copy.AutoIdentifyEPSG() == OGRERR_NONE) name = copy.GetAuthorityName(nullptr);
    const char* code = copy.GetAuthorityCode(nullptr);
    if (name && code) return std::string(name) + ":" + code;
    char* wkt = nullptr;
    std::string text;
    if (srs->exportToWkt(&wkt) == OGRERR_NONE && wkt) text = wkt;
    CPLFree(wkt);
    return text;
}

OGRSpatialReference parseCrs(const std::string& text) {
    ErrorCapture errors;
    OGRSpatialReference srs;
    if (srs.SetFromUserInput(text.c_str()) != OGRERR_NONE)
        throw ValidationError("crs", "crs", "'" + text.substr(0, 80) + "' is not a coordinate reference system GDAL knows (" +
                                                errors.message("no reason given") + ")");
    srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    return srs;
}

std::string temporarySibling(const std::string& path, std::string& temporaryStem) {
    static std::atomic<unsigned> counter{0};
#ifdef _WIN32
    const long pid = long(_getpid());
#else
    const long pid = long(::getpid());
#endif
    const std::filesystem::path target(path);
    temporaryStem = target.stem().string() + ".tmp-" + std::to_string(pid) + "-" + std::to_string(counter++);
    return (target.parent_path() / (temporaryStem + target.extension().string())).string();
}

void removeFiles(const std::vector<std::string>& files) {
    std::error_code ec;
    for (const auto& f : files) std::filesystem::remove(f, ec);
}

namespace {
bool syncPath(const std::string& file) {
#ifndef _WIN32
    const int fd = ::open(file.c_str(), O_RDONLY);
    if (fd < 0) return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
#else
    (void)file;
    return true;
#endif
}
}  // namespace

void commitGdalFiles(const std::string& path, const std::string& temporaryStem, const std::vector<std::string>& written) {
    const std::filesystem::path target(path);
    const std::string stem = target.stem().string();
    for (const auto& file : written)
        if (!syncPath(file)) {
            removeFiles(written);
            throw IoError(path, "could not save (flush of " + std::filesystem::path(file).filename().string() + " failed)");
        }
    // The main file goes last: until it is in place, the old file set stays the valid one.
    std::vector<std::string> order;
    for (const auto& file : written)
        if (std::filesystem::path(file).extension() != target.extension()) order.push_back(file);
    for (const auto& file : written)
        if (std::filesystem::path(file).extension() == target.extension()) order.push_back(file);
    for (const auto& file : order) {
        const std::string name = std::filesystem::path(file).filename().string();
        if (name.rfind(temporaryStem, 0) != 0) continue;  // not one of ours
        const auto final = target.parent_path() / (stem + name.substr(temporaryStem.size()));
        std::error_code ec;
        std::filesystem::rename(file, final, ec);
        if (ec) {
            removeFiles(written);
            throw IoError(path, "could not replace " + final.filename().string() + ": " + ec.message());
        }
    }
}

}  // namespace strata::io::gdal
