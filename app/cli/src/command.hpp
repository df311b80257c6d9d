// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_guess.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/cli/cli.hpp"
#include "deckhand/cli/terminal_stream.hpp"

#include <CLI/CLI.hpp>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace deckhand::cli {

/// The file name errors give a deck list read from standard input (`-`).
inline constexpr const char* kStdinName = "(standard input)";

/// What every command gets: the output streams and the profile, opened on first use.
class Context {
    // Declared first: `out` and `err` write through them.
    TerminalStreamBuf m_outBuf, m_errBuf;
    std::ostream m_out, m_err;

public:
    Context(std::istream& input, std::ostream& output, std::ostream& errors)
        : m_outBuf(output.rdbuf()), m_errBuf(errors.rdbuf()), m_out(&m_outBuf), m_err(&m_errBuf),
          in(input), out(m_out), err(m_err), rawErr(errors) {}
    Context(const Context&) = delete;
    Context& operator=(const Context&) = delete;
    ~Context() { finish(); }

    std::istream& in; ///< where a deck list given as `-` is read from
    /// Standard output and standard error as every command writes them: a control character that
    /// comes with data (a deck code's name, a card's name, a file name) is written as `\u00XX`,
    /// never acted on by the terminal (TerminalStreamBuf).
    std::ostream& out;
    std::ostream& err;
    /// The error stream as given, for the program's own control characters only (a progress
    /// line redrawn with a carriage return), never for text from data.
    std::ostream& rawErr;
    /// Writes out what out and err hold back (a carriage return at the very end): their output
    /// is whole after it.
    void finish() {
        m_outBuf.finish();
        m_errBuf.finish();
    }
    std::string profileOption; ///< --profile DIR; empty: the XDG data folder
    int lockTimeoutMs = 10000; ///< --lock-timeout: ms a write waits while another program writes

    /// The open profile (created, with the bundled games, on first use).
    app::ProfileSession& session();
    /// The profile's games.
    app::GameLibrary& library() { return session().library(); }
    /// The game with this id, or nullptr after telling the user which ids exist.
    app::LoadedGame* game(const std::string& id);
    /// The rules of the installed game with this id, from its pack (none of its cards read), or
    /// nullopt after telling the user which ids exist.
    std::optional<core::Game> gameRules(const std::string& id);

    /// Every game, for a command that only reads them: the profile's, opened read-only when
    /// there is one; without a profile, the bundled packs read from their files, so checking
    /// deck lists creates no profile. A profile that needs upgrading is opened as session()
    /// opens it. Reads every game's cards: a command about one game asks readGame().
    app::GameLibrary& readLibrary();
    /// One game of readLibrary(), that game alone read (validate, goldfish, convert, event), or
    /// nullptr after telling the user which ids exist.
    app::LoadedGame* readGame(const std::string& id);
    /// Adds card data (`--cards FILE`) to a game read by readGame(); no other game is read.
    std::vector<ParseError> addCards(app::LoadedGame& game, const std::string& csvFile);
    /// Adds the Limited-list versions of a file (`--list FILE`) to the games it names, reading
    /// those games alone.
    std::vector<ParseError> addLimitedLists(const std::string& xmlFile,
                                            std::vector<std::string>* notes);

    /// For main(), once the command is done: writes out what out and err hold back, closes the
    /// profile's files and lets go of every game read without freeing it (the process ends
    /// next, and its end gives the memory back at once: freeing a big game's cards one by one
    /// took a third of a one-shot command). Nothing is read after it.
    void releaseForExit();

    /// A deck list from a file (its format by extension), or from `in` for `-` (its format
    /// told by its content; read once, the same list for every later `-`).
    [[nodiscard]] Result<core::DeckList> readList(const std::string& path);
    /// Which of readLibrary()'s games a list is for, by its card names.
    [[nodiscard]] app::GameGuess guessGame(const core::DeckList& list);
    /// Tells the user which game a list's names chose ("note: FILE: … knows all 14 card names;
    /// read as Powerline Ultra's"); lists after it all of whose names the same game knows are
    /// not noted again.
    void noteGuess(const std::string& file, const app::GameGuess& guess) {
        noteGuess(file, guess, err);
    }
    /// The same, the note written to `notes` (validate keeps it with its list's report).
    void noteGuess(const std::string& file, const app::GameGuess& guess, std::ostream& notes);
    /// The game `id` when given, else the game the list's card names tell (a note on err says
    /// which and how sure); or an error naming the list's file and the games there are.
    [[nodiscard]] Result<app::LoadedGame*> gameForList(const std::string& id,
                                                       const core::DeckList& list) {
        return gameForList(id, list, err);
    }
    /// The same, the note written to `notes`.
    [[nodiscard]] Result<app::LoadedGame*>
    gameForList(const std::string& id, const core::DeckList& list, std::ostream& notes);

private:
    /// Opens what the reading commands read, reading no game yet: the profile read-only when
    /// there is one (the writing open when it needs upgrading), else an empty library of the
    /// bundled packs.
    void openForReading();

    std::unique_ptr<app::ProfileSession> m_session;
    std::optional<std::string> m_stdin;          ///< standard input, once read
    std::string m_lastGuess;                     ///< the game noteGuess() last named
    std::unique_ptr<app::GameLibrary> m_bundled; ///< the bundled games, without a profile
    bool m_bundledAll = false; ///< m_bundled holds every bundled pack, not only those asked for
};

/// A subcommand: registers its options on `parent` and returns what runs it.
using CommandRunner = std::function<int()>;
using CommandFactory = CommandRunner (*)(CLI::App& parent, Context& ctx);

/// 3589 as "3,589".
[[nodiscard]] std::string groupThousands(std::size_t n);

/// A check for an option whose text is stored (a deck's name, a tag): text that is not UTF-8 is
/// refused as the line is read, the option named ("--name: not UTF-8 text (byte 4 of it)"), so
/// nothing is stored.
[[nodiscard]] CLI::Validator utf8Text();

/// How many rows of a folder's lists `event check` and `validate --csv` keep in memory before
/// the rest go to a temporary file (app::EventOptions::spillAfter).
inline constexpr std::size_t kEventRowsKept = 1024;

/// Prints each error as "error: file:line:column: message".
void printErrors(std::ostream& err, const std::vector<ParseError>& errors);

/// The check options of `--format`, `--date YYYY-MM-DD` (empty: today) and `--set id=value`
/// as validate and export take them; nullopt after printing what is wrong.
[[nodiscard]] std::optional<app::CheckOptions>
checkOptions(Context& ctx, const std::string& format, const std::string& date,
             const std::vector<std::string>& settings);

// One function per command group, each in its own file.
CommandRunner addGamesCommand(CLI::App& parent, Context& ctx);
CommandRunner addValidateCommand(CLI::App& parent, Context& ctx);
CommandRunner addEventCommand(CLI::App& parent, Context& ctx);
CommandRunner addImportCommand(CLI::App& parent, Context& ctx);
CommandRunner addSearchCommand(CLI::App& parent, Context& ctx);
CommandRunner addCollectionCommand(CLI::App& parent, Context& ctx);
CommandRunner addDeckCommand(CLI::App& parent, Context& ctx);
CommandRunner addListsCommand(CLI::App& parent, Context& ctx);
CommandRunner addProfileCommand(CLI::App& parent, Context& ctx);
CommandRunner addConvertCommand(CLI::App& parent, Context& ctx);
CommandRunner addGoldfishCommand(CLI::App& parent, Context& ctx);
// cmd_download.cpp: subscriptions and card images.
CommandRunner addSubscribeCommand(CLI::App& parent, Context& ctx);
CommandRunner addUnsubscribeCommand(CLI::App& parent, Context& ctx);
CommandRunner addUpdateCommand(CLI::App& parent, Context& ctx);
CommandRunner addSubscriptionsCommand(CLI::App& parent, Context& ctx);
CommandRunner addImagesCommand(CLI::App& parent, Context& ctx);
CommandRunner addExportCommand(CLI::App& parent, Context& ctx);
// cmd_pack.cpp: game packs from other programs' plugins.
CommandRunner addPackCommand(CLI::App& parent, Context& ctx);

/// Runs whichever of `subs` was chosen on the command line.
int runChosen(const std::vector<std::pair<CLI::App*, CommandRunner>>& subs);

} // namespace deckhand::cli
