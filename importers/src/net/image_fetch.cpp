// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/image_fetch.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/image_header.hpp"

#include <algorithm>
#include <array>
#include <exception>
#include <fmt/format.h>
#include <fstream>
#include <mutex>
#include <thread>

namespace deckhand::io {

namespace fs = std::filesystem;

namespace {

// The validators a cached image's revalidation sends back: "<file>.etag" holds two lines.
fs::path sidecar(const fs::path& image) {
    return fs::path(image.string() + ".etag");
}

std::pair<std::string, std::string> readSidecar(const fs::path& image) {
    std::ifstream in(sidecar(image));
    std::string etag, lastModified;
    std::getline(in, etag);
    std::getline(in, lastModified);
    return {etag, lastModified};
}

void writeSidecar(const fs::path& image, const DownloadResult& r) {
    std::error_code ec;
    if (r.etag.empty() && r.lastModified.empty()) {
        fs::remove(sidecar(image), ec);
        return;
    }
    std::ofstream(sidecar(image), std::ios::trunc) << r.etag << "\n" << r.lastModified << "\n";
}

} // namespace

const std::vector<std::string_view>& imageUrlPlaceholders() {
    static const std::vector<std::string_view> names = {"set", "number", "name", "game"};
    return names;
}

Result<std::string> expandUrlTemplate(std::string_view urlTemplate,
                                      const std::map<std::string, std::string>& values) {
    Result<std::string> out;
    std::size_t i = 0;
    while (i < urlTemplate.size()) {
        const char c = urlTemplate[i];
        if (c != '{') {
            out.value += c;
            ++i;
            continue;
        }
        const auto close = urlTemplate.find('}', i);
        if (close == std::string_view::npos) {
            out.errors.push_back(
                {{}, i18n::trf("the URL template '{}' has a '{{' without its '}}'", urlTemplate)});
            return out;
        }
        const std::string name(urlTemplate.substr(i + 1, close - i - 1));
        const auto& known = imageUrlPlaceholders();
        auto it = values.find(name);
        if (std::find(known.begin(), known.end(), name) == known.end() || it == values.end()) {
            std::string list;
            for (auto k : known)
                list += (list.empty() ? "{" : ", {") + std::string(k) + "}";
            out.errors.push_back(
                {{},
                 i18n::trf(
                     "the URL template '{}' has an unknown placeholder {{{}}} (it may use {})",
                     urlTemplate, name, list)});
            return out;
        }
        out.value += escapeUrlComponent(it->second);
        i = close + 1;
    }
    return out;
}

std::optional<std::string> checkUrlTemplate(std::string_view urlTemplate) {
    std::map<std::string, std::string> sample;
    for (auto k : imageUrlPlaceholders())
        sample[std::string(k)] = "x";
    auto expanded = expandUrlTemplate(urlTemplate, sample);
    if (!expanded.ok()) return expanded.errors.front().message;
    return checkUrl(expanded.value);
}

bool relativeUrlTemplate(std::string_view urlTemplate) {
    const auto colon = urlTemplate.find(':');
    const auto slash = urlTemplate.find('/');
    // A scheme is letters before a ':' that comes before any '/': "https:", "file:".
    return colon == std::string_view::npos || (slash != std::string_view::npos && slash < colon);
}

std::optional<std::string> checkRelativeUrlTemplate(std::string_view urlTemplate) {
    std::map<std::string, std::string> sample;
    for (auto k : imageUrlPlaceholders())
        sample[std::string(k)] = "x";
    auto expanded = expandUrlTemplate(urlTemplate, sample);
    if (!expanded.ok()) return expanded.errors.front().message;
    const std::string& path = expanded.value;
    // TRANSLATORS: {} says what is wrong with a relative URL template of a game pack.
    auto refuse = [](const std::string& problem) {
        return i18n::trf("{}: it names a file below the pack's folder, as "
                         "images/{{game}}/{{set}}/{{number}}.png",
                         problem);
    };
    if (path.empty())
        return refuse(i18n::trf("the relative URL template '{}' is empty", urlTemplate));
    if (path.front() == '/')
        return refuse(i18n::trf("the relative URL template '{}' starts with '/'", urlTemplate));
    if (path.find('\\') != std::string::npos)
        return refuse(i18n::trf("the relative URL template '{}' holds a '\\'", urlTemplate));
    if (path.find_first_of("?#") != std::string::npos)
        return refuse(i18n::trf("the relative URL template '{}' holds a '?' or '#'", urlTemplate));
    std::size_t start = 0;
    while (start <= path.size()) {
        const auto end = std::min(path.find('/', start), path.size());
        const auto step = std::string_view(path).substr(start, end - start);
        if (step == "." || step == "..")
            return refuse(
                i18n::trf("the relative URL template '{}' has a '{}' step", urlTemplate, step));
        if (step.empty())
            return refuse(
                i18n::trf("the relative URL template '{}' has an empty step ('//')", urlTemplate));
        start = end + 1;
    }
    return std::nullopt;
}

std::string resolveUrlTemplate(std::string_view packUrl, std::string_view urlTemplate) {
    std::string_view base =
        packUrl.substr(0, std::min(packUrl.find_first_of("?#"), packUrl.size()));
    const auto scheme = base.find("://");
    const auto slash = base.rfind('/');
    if (slash != std::string_view::npos && (scheme == std::string_view::npos || slash > scheme + 2))
        base = base.substr(0, slash + 1);
    else
        return std::string(base) + "/" + std::string(urlTemplate); // "https://host": its root
    return std::string(base) + std::string(urlTemplate);
}

std::vector<ParseError> validateImageFile(const fs::path& file) {
    // The whole file: a JPEG's frame header may come after large metadata, a GIF's frames are
    // each checked. A download is capped in bytes before it gets here.
    const auto bytes = readWholeFile(file.string());
    if (!bytes.ok()) return bytes.errors;
    return readImageHeader(bytes.value, file.string()).errors;
}

ImageFetchReport fetchImages(const std::vector<ImageJob>& jobs, const ImageFetchOptions& options) {
    ImageFetchReport report;
    report.total = jobs.size();
    std::vector<DownloadResult> failures(jobs.size());
    std::vector<unsigned char> failed(jobs.size(), 0); // not vector<bool>: threads write neighbours
    std::mutex mutex; // guards the report's counts and the progress calls
    std::atomic<std::size_t> next{0};
    std::size_t done = 0;

    auto finished = [&](auto&& count) {
        std::lock_guard lock(mutex);
        count(report);
        ++done;
        if (options.progress) options.progress(done, report.total);
    };
    auto cancelled = [&] { return options.cancel && options.cancel->load(); };

    std::exception_ptr error; // a failure of the system in a worker, rethrown here
    auto work = [&] {
        for (std::size_t i = next++; i < jobs.size(); i = next++) {
            if (cancelled()) return;
            const ImageJob& job = jobs[i];
            std::error_code ec;
            const bool have = fs::is_regular_file(job.target, ec);
            if (have && !options.revalidate) {
                finished([](ImageFetchReport& r) { ++r.cached; });
                continue;
            }
            DownloadOptions o = options.download;
            o.cancel = options.cancel;
            o.what = "image";
            o.validate = validateImageFile;
            if (have) std::tie(o.etag, o.lastModified) = readSidecar(job.target);
            auto r = download(job.url, job.target, o);
            if (r.status == DownloadStatus::Downloaded) writeSidecar(job.target, r);
            if (r.error == DownloadError::Cancelled) return;
            if (r.status == DownloadStatus::Downloaded)
                finished([](ImageFetchReport& rep) { ++rep.fetched; });
            else if (r.status == DownloadStatus::NotModified)
                finished([](ImageFetchReport& rep) { ++rep.notModified; });
            else {
                failures[i] = std::move(r);
                failed[i] = 1;
                finished([](ImageFetchReport& rep) { ++rep.failed; });
            }
        }
    };
    auto worker = [&] {
        try {
            work();
        } catch (...) {
            std::lock_guard lock(mutex);
            if (!error) error = std::current_exception();
        }
    };

    const auto threads = static_cast<std::size_t>(std::clamp(options.jobs, 1, 32));
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < std::min(threads, jobs.size()); ++t)
        pool.emplace_back(worker);
    worker();
    for (auto& t : pool)
        t.join();
    if (error) std::rethrow_exception(error);

    report.cancelled = cancelled() && done < report.total;
    for (std::size_t i = 0; i < jobs.size(); ++i)
        if (failed[i]) report.failures.push_back(std::move(failures[i]));
    return report;
}

} // namespace deckhand::io
