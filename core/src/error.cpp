// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/error.hpp"

namespace deckhand {

std::string SourceLocation::str() const {
    std::string s = file.empty() ? std::string("<input>") : file;
    if (line > 0) {
        s += ':' + std::to_string(line);
        if (column > 0) s += ':' + std::to_string(column);
    }
    return s;
}

std::string ParseError::str() const {
    // A refusal that is about no file (a value typed in a window, an option) is its sentence.
    if (where.file.empty() && where.line == 0) return message;
    return where.str() + ": " + message;
}

static std::string joinErrors(const std::vector<ParseError>& errors) {
    std::string s;
    for (const auto& e : errors) {
        if (!s.empty()) s += '\n';
        s += e.str();
    }
    return s;
}

InputError::InputError(std::vector<ParseError> errors)
    : Error(joinErrors(errors)), m_errors(std::move(errors)) {}

} // namespace deckhand
