// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace deckhand {

/// Base of every exception Deckhand throws for a failure of the system (not of user input):
/// a corrupt database, a full disk, a missing bundled resource.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Where in a file something was found: 1-based line and column, 0 when unknown.
struct SourceLocation {
    std::string file;
    int line = 0;
    int column = 0;

    /// "file:line:column" with the unknown parts left out.
    [[nodiscard]] std::string str() const;
};

/// An expected failure of user input: what went wrong and exactly where.
struct ParseError {
    SourceLocation where;
    std::string message;

    /// "file:line:column: message", the form compilers use, so editors can jump to it; the
    /// message alone when it is about no file.
    [[nodiscard]] std::string str() const;
};

/// Thrown when a set of ParseErrors must abort an operation (a game pack that cannot load).
class InputError : public Error {
public:
    explicit InputError(std::vector<ParseError> errors);
    [[nodiscard]] const std::vector<ParseError>& errors() const { return m_errors; }

private:
    std::vector<ParseError> m_errors;
};

} // namespace deckhand

namespace deckhand {

/// A value, or the reasons there is none: what parsers of user input return.
template <class T> struct Result {
    T value{};
    std::vector<ParseError> errors;

    [[nodiscard]] bool ok() const { return errors.empty(); }
};

} // namespace deckhand
