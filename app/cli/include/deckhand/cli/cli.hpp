#pragma once

#include <iosfwd>

namespace deckhand::cli {

/// Exit codes of deckhand-cli.
enum ExitCode : int {
    ExitOk = 0,      ///< done; every deck checked is legal
    ExitIllegal = 1, ///< a deck checked is illegal
    ExitInput = 2,   ///< bad input or usage: the message names the file and line
    ExitSystem = 3,  ///< the profile could not be read or changed (locked, read-only, full disk)
};

/// Runs deckhand-cli with these arguments, writing to `out` and `err`; returns the exit code.
/// Kept out of main() so tests run the real command in-process. A deck list given as `-` is
/// read from `in`.
int run(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err);
/// The same, reading `-` from standard input.
int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

} // namespace deckhand::cli
