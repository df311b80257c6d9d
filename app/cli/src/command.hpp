#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/cli/cli.hpp"

#include <CLI/CLI.hpp>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace deckhand::cli {

/// What every command gets: the output streams and the installed games, loaded on first use.
class Context {
public:
    Context(std::ostream& output, std::ostream& errors) : out(output), err(errors) {}

    std::ostream& out;
    std::ostream& err;

    /// The bundled games (and, later, the profile's); load warnings go to `err` once.
    app::GameLibrary& library();
    /// The game with this id, or nullptr after telling the user which ids exist.
    app::LoadedGame* game(const std::string& id);

private:
    std::unique_ptr<app::GameLibrary> m_library;
};

/// A subcommand: registers its options on `parent` and returns what runs it.
using CommandRunner = std::function<int()>;
using CommandFactory = CommandRunner (*)(CLI::App& parent, Context& ctx);

/// Prints each error as "error: file:line:column: message".
void printErrors(std::ostream& err, const std::vector<ParseError>& errors);

// One function per command group, each in its own file.
CommandRunner addGamesCommand(CLI::App& parent, Context& ctx);
CommandRunner addValidateCommand(CLI::App& parent, Context& ctx);

} // namespace deckhand::cli
