// SPDX-License-Identifier: GPL-3.0-or-later

// `deckhand-cli validate` of a folder judges its lists on worker threads and prints each as it
// is ready: the output must be what checking them one by one prints, in input order, text
// and JSON alike, with --game and with each list's game told by its card names.
#include "cli_runner.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_guess.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/deck_hash.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sys/stat.h>

using namespace deckhand;
using deckhand::test::deckPath;
using deckhand::test::ScratchProfile;
namespace fs = std::filesystem;

namespace {

const core::Date kDate{2026, 6, 1};

// What validate printed before it streamed, computed here from the library's parts: each list
// read, its game told (or given), judged and reported in turn; the JSON document built whole
// by checksToJson.
struct Expected {
    std::string out, err, json, jsonErr;
    int code = 0;
};

Expected reference(const app::GameLibrary& library, const std::vector<std::string>& files,
                   const std::string& gameId) {
    Expected e;
    std::vector<app::DeckCheck> checks;
    bool input = false, illegal = false;
    std::string lastGuess;
    for (const auto& f : files) {
        const app::LoadedGame* game = gameId.empty() ? nullptr : library.find(gameId);
        app::DeckCheck check;
        std::string notes;
        auto list = io::readDeckFile(f);
        if (!list.ok()) {
            check.file = list.value.file.empty() ? f : list.value.file;
            check.inputErrors = list.errors;
        } else {
            if (!game) {
                const auto guess = app::guessGame(list.value, library);
                if (const app::GameMatch* best = guess.best()) {
                    if (!(best->id == lastGuess && best->known == guess.names))
                        notes =
                            fmt::format("note: {}: {}; read as {}'s (--game {} to choose)\n",
                                        list.value.file, guess.describe(), best->name, best->id);
                    lastGuess = best->id;
                    game = library.find(best->id);
                } else {
                    std::string known;
                    for (const auto& m : guess.matches)
                        known += (known.empty() ? "" : ", ") + m.id;
                    check.file = list.value.file;
                    check.inputErrors = {
                        {{list.value.file},
                         fmt::format("cannot tell which game the list is for: {}; name it "
                                     "with --game (games: {})",
                                     guess.describe(), known)}};
                }
            }
            if (game) {
                app::CheckOptions options;
                options.date = kDate;
                const auto format = app::resolveFormat(*game, options);
                REQUIRE(format.ok());
                check = app::checkDeckList(*game, format.value, list.value, kDate);
            }
        }
        input = input || !check.inputErrors.empty();
        illegal = illegal || !check.legal();
        e.err += notes;
        e.jsonErr += notes;
        (check.inputErrors.empty() ? e.out : e.err) += app::formatReport(check, game);
        checks.push_back(std::move(check));
    }
    e.json = app::checksToJson(checks);
    e.code = input ? 2 : illegal ? 1 : 0;
    return e;
}

// A folder of lists: every Powerline Ultra test list (legal and each rule broken), VStage's
// and Bankroll's legal lists, lists that cannot be read, that name unknown cards, that no
// game knows; repeated under numbered names until there are `count`, so the lists outrun the
// workers' window several times over.
std::vector<std::string> makeFolder(const ScratchProfile& scratch, const std::string& name,
                                    std::size_t count) {
    std::vector<std::string> sources;
    for (const auto& e : fs::directory_iterator(deckPath("plu", "")))
        sources.push_back(e.path().string());
    std::sort(sources.begin(), sources.end());
    sources.push_back(deckPath("vstage", "legal.txt"));
    sources.push_back(deckPath("bankroll", "legal.txt"));
    auto bytes = [](const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    };
    std::vector<std::string> texts;
    for (const auto& s : sources)
        texts.push_back(bytes(s));
    texts.push_back("Main\n3 Quick Jab\nthree Snap Kick\n");   // a line not a list's
    texts.push_back("Main\n3 Quick Jab\n3 Quick Jabb\n");      // an unknown name
    texts.push_back("Main\n2 Nothing Any Game Has\n");         // no game knows it
    texts.push_back(std::string("Main\n3 Quick\0 Jab\n", 17)); // a NUL byte
    texts.push_back("");                                       // empty
    texts.push_back("<?xml version=\"1.0\"?>\n<cockatrice_deck version=\"1\"><zone");
    const fs::path dir = scratch.files() / name;
    fs::create_directories(dir / "sub");
    std::vector<std::string> files;
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t kind = (i * 7) % texts.size();
        const bool cod = kind + 1 == texts.size();
        const fs::path file = (i % 11 == 0 ? dir / "sub" : dir) /
                              fmt::format("list-{:05}.{}", i, cod ? "cod" : "txt");
        std::ofstream(file, std::ios::binary) << texts[kind];
        files.push_back(file.string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

app::GameLibrary bundled() {
    app::GameLibrary library;
    library.loadFolder(app::resourcesDir() / "games");
    REQUIRE(library.loadErrors().empty());
    return library;
}

} // namespace

TEST_CASE("validate of a folder prints what checking each list in turn prints, in input order",
          "[cli][validate]") {
    ScratchProfile scratch("stream");
    const auto library = bundled();
    const auto files = makeFolder(scratch, "lists", 1300);
    const std::string dir = (scratch.files() / "lists").string();
    for (const std::string game : {"plu", ""}) {
        INFO("--game " << game);
        const Expected want = reference(library, files, game);
        std::vector<std::string> args = {"validate", "--date", "2026-06-01"};
        if (!game.empty()) args.insert(args.end(), {"--game", game});
        auto text = args;
        text.push_back(dir);
        const auto r = scratch(text);
        CHECK(r.code == want.code);
        CHECK(r.code == 2); // the folder holds lists that cannot be read
        CHECK(r.out == want.out);
        CHECK(r.err == want.err);

        auto json = args;
        json.insert(json.end(), {"--json", dir});
        const auto j = scratch(json);
        CHECK(j.code == want.code);
        CHECK(j.out == want.json);
        CHECK(j.err == want.jsonErr);
        const auto doc = nlohmann::json::parse(j.out);
        REQUIRE(doc.at("decks").size() == files.size());
        for (std::size_t i = 0; i < files.size(); ++i)
            CHECK(doc["decks"][i]["file"] == files[i]);
    }
}

TEST_CASE("validate streams a few lists and lists given one by one the same way",
          "[cli][validate]") {
    ScratchProfile scratch("stream-few");
    const auto library = bundled();
    // Fewer lists than one batch, and a single list (checked without threads).
    for (const std::size_t count : {std::size_t{1}, std::size_t{2}, std::size_t{40}}) {
        const auto files = makeFolder(scratch, "few-" + std::to_string(count), count);
        for (const std::string game : {"plu", ""}) {
            INFO(count << " lists, --game " << game);
            const Expected want = reference(library, files, game);
            std::vector<std::string> args = {"validate", "--date", "2026-06-01"};
            if (!game.empty()) args.insert(args.end(), {"--game", game});
            args.insert(args.end(), files.begin(), files.end());
            const auto r = scratch(args);
            CHECK(r.code == want.code);
            CHECK(r.out == want.out);
            CHECK(r.err == want.err);
            args.push_back("--json");
            const auto j = scratch(args);
            CHECK(j.out == want.json);
            CHECK(nlohmann::json::parse(j.out)["decks"].size() == files.size());
        }
    }
}

TEST_CASE("validate keeps a list from standard input in its place among the files",
          "[cli][validate]") {
    ScratchProfile scratch("stream-stdin");
    const std::string legal = deckPath("plu", "legal.txt");
    const std::string illegal = deckPath("plu", "critical.txt");
    std::ifstream in(illegal, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    std::istringstream input(bytes.str());
    std::vector<std::string> args = {"deckhand-cli",
                                     "--profile",
                                     scratch.dir().string(),
                                     "validate",
                                     "--date",
                                     "2026-06-01",
                                     "--game",
                                     "plu",
                                     legal,
                                     "-",
                                     legal};
    std::vector<const char*> argv;
    for (const auto& a : args)
        argv.push_back(a.c_str());
    std::ostringstream out, err;
    const int code = cli::run(static_cast<int>(argv.size()), argv.data(), input, out, err);
    CHECK(code == 1);
    const std::string text = out.str();
    const auto first = text.find(legal + ": LEGAL");
    const auto stdinAt = text.find("(standard input): ILLEGAL");
    const auto last = text.rfind(legal + ": LEGAL");
    CHECK(first == 0);
    CHECK(stdinAt != std::string::npos);
    CHECK(first < stdinAt);
    CHECK(stdinAt < last);
}

TEST_CASE("validate --game without a profile reads that game, and the others when a list needs "
          "them",
          "[cli][validate]") {
    ScratchProfile scratch("stream-one-game");
    // A Limited list for another game than the one checked: its game must still be there.
    const std::string vstageList =
        scratch.write("vstage-list.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                         "<limited-list game=\"vstage\" name=\"Test list\" "
                                         "effective=\"2030-01-01\" label=\"2030\">\n"
                                         "  <card name=\"Nothing\" max=\"1\"/>\n</limited-list>\n");
    const std::string legal = deckPath("plu", "legal.txt");
    const auto r = scratch({"validate", "--game", "plu", "--list", vstageList, legal});
    CHECK(r.code == 0);
    CHECK(r.err.find("no installed game") == std::string::npos);
    CHECK(r.out.find(legal + ": LEGAL") == 0);
    // An unknown id still names every game there is.
    const auto unknown = scratch({"validate", "--game", "nope", legal});
    CHECK(unknown.code == 2);
    CHECK(unknown.err.find("(games: bankroll, linkframe, plu, power, vstage)") !=
          std::string::npos);
    // And nothing was created: checking lists makes no profile.
    CHECK_FALSE(fs::exists(scratch.dir()));
}

TEST_CASE("validate of a folder checks the lists in it and in its folders, and nothing else",
          "[cli][validate]") {
    ScratchProfile scratch("stream-listing");
    const fs::path top = scratch.files() / "lists", outside = scratch.files() / "outside";
    fs::create_directories(top / "deep" / "er");
    fs::create_directories(top / "dir.txt"); // a folder named like a list is a folder
    fs::create_directories(outside);
    fs::copy_file(deckPath("plu", "legal.txt"), top / "legal.txt");
    fs::copy_file(deckPath("plu", "critical.txt"), top / "deep" / "er" / "critical.txt");
    fs::copy_file(deckPath("plu", "legal.txt"), top / "dir.txt" / "inner.cod.txt");
    fs::copy_file(deckPath("plu", "legal.txt"), outside / "elsewhere.txt");
    std::ofstream(top / "notes.md") << "not a list\n";
    std::ofstream(top / "README") << "nor this\n";
    fs::create_symlink(outside / "elsewhere.txt", top / "link.txt"); // a link to a list counts
    fs::create_symlink(outside / "gone.txt", top / "dangling.txt");  // leads nowhere: not a list
    fs::create_directory_symlink(outside, top / "linked-folder");    // not walked
    REQUIRE(::mkfifo((top / "pipe.txt").c_str(), 0600) == 0);        // not read (nor waited on)

    for (const std::string& given : {top.string(), top.string() + "/"}) {
        INFO(given);
        const auto r =
            scratch({"validate", "--date", "2026-06-01", "--game", "plu", "--json", given});
        CHECK(r.code == 1); // critical.txt breaks a rule; nothing fails to be read
        const auto doc = nlohmann::json::parse(r.out);
        std::vector<std::string> files;
        for (const auto& d : doc.at("decks"))
            files.push_back(d.at("file").get<std::string>());
        const std::string t = top.string();
        CHECK(files == std::vector<std::string>{t + "/deep/er/critical.txt",
                                                t + "/dir.txt/inner.cod.txt", t + "/legal.txt",
                                                t + "/link.txt"});
        CHECK(r.err.empty());
    }

    fs::create_directories(scratch.files() / "empty" / "sub");
    std::ofstream(scratch.files() / "empty" / "sub" / "notes.md") << "not a list\n";
    const auto empty = scratch({"validate", "--game", "plu", (scratch.files() / "empty").string()});
    CHECK(empty.code == 2);
    CHECK(empty.err.find((scratch.files() / "empty").string() +
                         ": the folder holds no deck lists") != std::string::npos);
}

TEST_CASE("validate --json writes every string as a JSON library writes it", "[cli][validate]") {
    // Card names and messages come from the user's files: quotes, backslashes, tabs, control
    // bytes, accents and symbols must all come out as nlohmann's own dump writes them.
    const std::string tricky = "Jos\xc3\xa9's \"Blade\" \\ 2\xc3\x97 \xe2\x80\x94 tab\there\nnew "
                               "line\r\x01\x1f\x7f \xf0\x9f\x83\x8f end";
    app::DeckCheck broken;
    broken.file = "lists/" + tricky + ".txt";
    broken.inputErrors = {{{broken.file, 3, 7}, "cannot read: " + tricky}};
    app::DeckCheck judged;
    judged.file = "plain.txt";
    judged.game = "plu";
    judged.format = "Standard";
    core::ValidationReport report;
    report.date = core::Date{2026, 6, 1};
    report.deckSize = 50;
    report.limitedList = tricky;
    core::Violation v;
    v.rule = "copies";
    v.message = "3 copies of " + tricky + "; the most is 2";
    v.cards = {tricky, "Quick Jab"};
    v.have = 3;
    v.need = 2;
    v.note = "\t" + tricky;
    report.errors = {v};
    judged.report = report;

    nlohmann::json want;
    want["decks"] = nlohmann::json::array();
    want["decks"].push_back({{"errors", nlohmann::json::array()},
                             {"file", broken.file},
                             {"format", ""},
                             {"game", ""},
                             {"input_errors",
                              {{{"column", 7},
                                {"file", broken.file},
                                {"line", 3},
                                {"message", broken.inputErrors[0].message}}}},
                             {"legal", false},
                             {"warnings", nlohmann::json::array()}});
    want["decks"].push_back({{"cards", 50},
                             {"date", "2026-06-01"},
                             {"errors",
                              {{{"cards", v.cards},
                                {"citation", v.citation.str()},
                                {"have", 3},
                                {"message", v.message},
                                {"need", 2},
                                {"note", v.note},
                                {"rule", "copies"}}}},
                             {"file", "plain.txt"},
                             {"format", "Standard"},
                             {"game", "plu"},
                             // The layout is under test here; the hash has tests of its own.
                             {"hash", core::deckHash("plu", judged.deck)},
                             {"legal", false},
                             {"limited_list", tricky},
                             {"warnings", nlohmann::json::array()}});
    CHECK(app::checksToJson({broken, judged}) == want.dump(2) + "\n");
    // What validate prints: the same document written a deck at a time.
    std::string streamed(app::ChecksJson::begin());
    streamed += app::ChecksJson::entry(broken);
    streamed += app::ChecksJson::separator();
    streamed += app::ChecksJson::entry(judged);
    streamed += app::ChecksJson::end(2);
    CHECK(streamed == want.dump(2) + "\n");

    // Each byte that needs escaping (and the ones that do not) at every place in strings of
    // many lengths, as the writer looks at eight bytes at a time.
    for (const std::string& special :
         {std::string(1, '\0'), std::string("\x01"), std::string("\x1f"), std::string(" "),
          std::string("\""), std::string("\\"), std::string("\x7f"), std::string("\xc3\xa9"),
          std::string("!"), std::string("#"), std::string("["), std::string("]")}) {
        for (std::size_t length = 0; length <= 20; ++length) {
            for (std::size_t at = 0; at <= length; ++at) {
                std::string text(length, 'a');
                text.insert(at, special);
                app::DeckCheck c;
                c.file = "f.txt";
                c.inputErrors = {{{c.file, 1, 1}, text}};
                const std::string one = std::string(app::ChecksJson::begin()) +
                                        app::ChecksJson::entry(c) +
                                        std::string(app::ChecksJson::end(1));
                if (one != app::checksToJson({c})) {
                    FAIL_CHECK("byte " << static_cast<int>(static_cast<unsigned char>(special[0]))
                                       << " at " << at << " of " << length);
                }
            }
        }
    }
}

TEST_CASE("validate --json of a list whose file name is not UTF-8 writes its bad bytes as U+FFFD",
          "[cli][validate]") {
    ScratchProfile scratch("stream-bad-name");
    const fs::path dir = scratch.files() / "lists";
    fs::create_directories(dir);
    fs::copy_file(deckPath("plu", "legal.txt"), dir / "bad\xff name.txt");
    const std::vector<std::string> args = {"validate", "--date", "2026-06-01", "--game", "plu"};
    auto json = args;
    json.insert(json.end(), {"--json", dir.string()});
    const auto j = scratch(json);
    CHECK(j.code == 0);
    const auto doc = nlohmann::json::parse(j.out); // the document is whole and UTF-8
    REQUIRE(doc.at("decks").size() == 1);
    CHECK(doc["decks"][0]["file"] == dir.string() + "/bad\xef\xbf\xbd name.txt");
    CHECK(doc["decks"][0]["legal"] == true);
    // The text report names the file by its own bytes.
    auto text = args;
    text.push_back(dir.string());
    const auto t = scratch(text);
    CHECK(t.code == 0);
    CHECK(t.out.find(dir.string() + "/bad\xff name.txt: LEGAL") != std::string::npos);
}
