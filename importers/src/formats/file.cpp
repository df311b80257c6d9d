// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/file.hpp"

#include "deckhand/core/i18n.hpp"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace deckhand::io {

namespace {

// "cannot write the PDF: No space left on device": a whole sentence for each kind of file the
// callers name, so a language can give each noun its own article; a kind not listed here is
// spliced into a general sentence.
std::string cannotWrite(std::string_view what, const char* reason) {
    struct Kind {
        std::string_view what;
        const char* sentence;
    };
    static constexpr Kind kinds[] = {
        {"PDF", i18n::trNoop("cannot write the PDF: {}")},
        {"image", i18n::trNoop("cannot write the image: {}")},
        {"card image", i18n::trNoop("cannot write the card image: {}")},
        {"summary", i18n::trNoop("cannot write the summary: {}")},
        {"page", i18n::trNoop("cannot write the page: {}")},
        {"JSON", i18n::trNoop("cannot write the JSON: {}")},
        {"exported file", i18n::trNoop("cannot write the exported file: {}")},
        {"export's list of files", i18n::trNoop("cannot write the export's list of files: {}")},
    };
    for (const auto& k : kinds)
        if (k.what == what) return i18n::trf(k.sentence, reason);
    // TRANSLATORS: {0} names what the file is ("deck list"), {1} is the system's reason.
    return i18n::trf("cannot write the {}: {}", what, reason);
}

} // namespace

FileBeingWritten::FileBeingWritten(std::string path, std::string what)
    : m_path(std::move(path)), m_what(std::move(what)) {
    m_file = std::fopen((m_path + ".part").c_str(), "wb");
    if (!m_file) m_error = errno;
}

FileBeingWritten::~FileBeingWritten() {
    if (!m_file && m_error == 0) return; // committed
    if (m_file) std::fclose(m_file);
    std::error_code ignored;
    std::filesystem::remove(m_path + ".part", ignored);
}

bool FileBeingWritten::write(const void* data, std::size_t size) {
    if (!m_file || m_error != 0) return false;
    if (std::fwrite(data, 1, size, m_file) != size) m_error = errno ? errno : EIO;
    return m_error == 0;
}

std::optional<ParseError> FileBeingWritten::failed() const {
    if (m_error == 0) return std::nullopt;
    return ParseError{{m_path}, cannotWrite(m_what, std::strerror(m_error))};
}

std::optional<ParseError> FileBeingWritten::commit() {
    if (m_file && std::fclose(m_file) != 0 && m_error == 0) m_error = errno ? errno : EIO;
    m_file = nullptr;
    const std::string part = m_path + ".part";
    if (m_error == 0) {
        std::error_code ec;
        std::filesystem::rename(part, m_path, ec);
        if (!ec) return std::nullopt;
        m_error = ec.value();
    }
    const int err = m_error;
    std::error_code ignored;
    std::filesystem::remove(part, ignored);
    m_error = 0; // nothing left to remove
    return ParseError{{m_path}, cannotWrite(m_what, std::strerror(err))};
}

std::optional<ParseError> writeFileAtomically(const std::string& path, std::string_view bytes,
                                              std::string_view what) {
    FileBeingWritten file(path, std::string(what));
    file.write(bytes.data(), bytes.size());
    return file.commit();
}

std::optional<ParseError> notARegularFile(const std::string& path) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status) || std::filesystem::is_regular_file(status))
        return std::nullopt;
    using std::filesystem::file_type;
    const char* what = nullptr;
    switch (status.type()) {
    case file_type::directory:
        what = i18n::tr("is a folder, not a file");
        break;
    case file_type::fifo:
        what = i18n::tr("is a pipe (FIFO), not a file: give a regular file");
        break;
    case file_type::character:
    case file_type::block:
        what = i18n::tr("is a device, not a file: give a regular file");
        break;
    case file_type::socket:
        what = i18n::tr("is a socket, not a file: give a regular file");
        break;
    default:
        what = i18n::tr("is not a regular file");
        break;
    }
    return ParseError{{path}, what};
}

std::optional<ParseError> notText(std::string_view text, const std::string& file) {
    std::size_t bad = 0;
    if (!validUtf8(text, &bad))
        return ParseError{locate(std::string(text.substr(0, bad)), bad, file),
                          i18n::tr("this file is not UTF-8 text (save it as UTF-8)")};
    if (const auto nul = text.find('\0'); nul != std::string_view::npos)
        return ParseError{locate(std::string(text.substr(0, nul)), nul, file),
                          i18n::tr("a NUL byte (0x00): the file is not text, or is damaged")};
    return std::nullopt;
}

Result<std::string> readWholeFile(const std::string& path) {
    Result<std::string> out;
    // Opened without waiting (opening a FIFO for reading would wait for a writer), then asked
    // what it is: one open, one fstat and a read or two, where a stream cost a status call,
    // a locale, a buffer and a copy (a folder of 200,000 deck lists reads each one).
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int error = errno;
        if (auto refused = notARegularFile(path)) {
            out.errors.push_back(std::move(*refused));
            return out;
        }
        out.errors.push_back({{path}, i18n::trf("cannot open: {}", std::strerror(error))});
        return out;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        auto refused = notARegularFile(path);
        out.errors.push_back(refused ? std::move(*refused)
                                     : ParseError{{path}, i18n::tr("is not a regular file")});
        return out;
    }
    std::string bytes(static_cast<std::size_t>(st.st_size) + 1, '\0');
    std::size_t have = 0;
    for (;;) {
        if (have == bytes.size()) bytes.resize(bytes.size() * 2); // it grew meanwhile
        const ssize_t got = ::read(fd, bytes.data() + have, bytes.size() - have);
        if (got == 0) break;
        if (got < 0) {
            if (errno == EINTR) continue;
            const int error = errno;
            ::close(fd);
            out.errors.push_back({{path}, i18n::trf("cannot read: {}", std::strerror(error))});
            return out;
        }
        have += static_cast<std::size_t>(got);
    }
    ::close(fd);
    bytes.resize(have);
    out.value = std::move(bytes);
    return out;
}

bool stripBom(std::string& text) {
    if (text.size() >= 3 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) {
        text.erase(0, 3);
        return true;
    }
    return false;
}

SourceLocation locate(const std::string& text, std::size_t offset, const std::string& file) {
    SourceLocation loc{file, 1, 1};
    offset = std::min(offset, text.size());
    for (std::size_t i = 0; i < offset; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++loc.line;
            loc.column = 1;
        } else if ((c & 0xC0) != 0x80) { // count characters, not continuation bytes
            ++loc.column;
        }
    }
    return loc;
}

} // namespace deckhand::io
