// SPDX-License-Identifier: GPL-3.0-or-later

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
/// What main() runs: run() on the standard streams, then the process ends with its exit code
/// as soon as the output is written (std::_Exit), the profile's files closed but nothing the
/// command read freed: the end of the process gives it all back at once, where freeing a big
/// game's cards piece by piece took a third of a one-shot command. Deliberate, and only here:
/// run() frees everything, as tests and any caller that goes on need.
[[noreturn]] void runAndExit(int argc, const char* const* argv);

} // namespace deckhand::cli
