// SPDX-License-Identifier: GPL-3.0-or-later

// import_bench: how long, and how much memory, importing a big Cockatrice cards.xml takes,
// beside the floor of any such import. Usage: import_bench [PRINTINGS] [RUNS] (default 100000
// and 5); import_bench --generate FILE [PRINTINGS] [magic] writes a file only (for profiling).
//
// Generates two card databases like the ones Cockatrice's oracle writes, 33,000 cards for
// 100,000 printings (each card with rules text and properties, each printing with number,
// rarity, uuid and picture URL): Magic-shaped (short rules text, a dozen format legalities,
// imported into the Commander example pack) and Powerline Ultra-shaped (8-16 sentences of rules
// text a card). For each, RUNS times, alternately, each a fresh process measured from outside
// (wall clock, processor time, peak resident memory):
//   deckhand-cli import cards   end to end into a fresh profile (made before the clock): read
//                               and check every row, back the profile up, write the cards and
//                               printings and their full-text index in one transaction;
//   import_floor                the reference: a bare pugixml parse and one SQLite row per
//                               printing with the same indexes (tests/bench/import_floor.cpp).
// Then, once: reading the file alone, and reading the game back from the profile (the game's
// first use in the app). IMPORT_BENCH_CLI=PATH times another build's deckhand-cli instead (an
// earlier commit's, to set beside this one's; DECKHAND_RESOURCES tells it where the games are).
//
// import_bench --into EXISTING NEW [RUNS] (default 40000, 30000 and 3): importing NEW printings
// of new sets into a game that has EXISTING printings already (Powerline Ultra-shaped), RUNS
// times, each alternating with the reference: the same file into a fresh profile. What the
// game has should cost what checking a new printing against it costs, not a scan of it.
#include "bench_support.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/game_pack.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

constexpr const char* kWords[] = {"Iron",   "Storm",   "Crimson", "Shadow", "Thunder", "Neon",
                                  "Silent", "Burning", "Frozen",  "Golden", "Savage",  "Hidden",
                                  "Broken", "Rising",  "Falling", "Wild",   "Steel",   "Glass",
                                  "Ember",  "Lunar",   "Solar",   "Rapid",  "Heavy",   "Hollow",
                                  "Twin",   "Ancient", "Feral",   "Grim",   "Bright",  "Cobalt"};
constexpr const char* kNouns[] = {"Palm",    "Fist",   "Kick",     "Dragon",  "Tiger",   "Monk",
                                  "Blade",   "Guard",  "Rush",     "Strike",  "Wave",    "Hammer",
                                  "Lotus",   "Viper",  "Falcon",   "Wolf",    "Cyclone", "Crane",
                                  "Phantom", "Titan",  "Spirit",   "Breaker", "Shield",  "Rider",
                                  "Knight",  "Oracle", "Sentinel", "Warden",  "Comet",   "Engine"};
constexpr const char* kTypes[] = {"Attack",  "Attack",  "Attack", "Attack",  "Utility",
                                  "Utility", "Fighter", "Stage",  "Ultimate"};
constexpr const char* kSubtypes[] = {"Basic", "Special", "Counter", "Attachment"};
constexpr const char* kWeights[] = {"Light", "Medium", "Heavy", "Critical"};
constexpr const char* kRarities[] = {"common", "common",  "common", "rare",
                                     "rare",   "supreme", "ultra",  "promo"};
constexpr const char* kAffiliations[] = {"Hero",      "Villain", "Civilian",
                                         "Anti Hero", "God",     "Kaiju"};
constexpr const char* kSentences[] = {
    "Deal 3 DMG to your rival.",
    "If this attack deals DMG, draw 1 card.",
    "Charge: put the top card of your deck into your Power Zone.",
    "Counter: when your rival attacks, you may play this card from your hand.",
    "Your next Light attack this turn deals +2 DMG.",
    "Status: your rival is Frozen until the end of their next turn.",
    "Advance 1. Then, if you control a Hero Fighter, gain 2 HP.",
    "Lock In. This attack cannot be countered by Utility cards.",
    "Amplify 1: pay 1PT to give this attack +1 DMG for each Medium card in your discard pile.",
    "Rest: gain 3 HP, then discard 1 card from your hand.",
};

double megabytes(long kilobytes) {
    return static_cast<double>(kilobytes) / 1024.0;
}

// Processor time used so far (user + system), seconds: what the phase costs even when other
// programs share the machine.
double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

long peakKilobytes() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

// The pack of a game: a bundled one, or an example pack.
std::string packFile(const std::string& game) {
    const std::string resources = DECKHAND_RESOURCES_DIR;
    const std::string bundled = resources + "/games/" + game + "/game.xml";
    return fs::exists(bundled) ? bundled : resources + "/examples/" + game + "/game.xml";
}

// Card c's printings, each a <set> element (sets and numbers spread evenly): 3 a card on
// average (2 to 5), the first cards one more to make the count. Returns how many it wrote.
template <typename Rarity>
long writeSets(std::FILE* out, long c, long cards, long printings, long written,
               std::vector<int>& nextNumber, const char* prefix, long muid, std::mt19937& rng,
               Rarity&& rarity) {
    const auto sets = static_cast<long>(nextNumber.size());
    long count = 2 + c % 3 + (c < printings - 3 * cards ? 1 : 0);
    if (c == cards - 1 || written + count > printings) count = printings - written;
    for (long i = 0; i < count; ++i) {
        const int set = static_cast<int>((c * 7 + i * 31) % sets);
        const int number = nextNumber[static_cast<std::size_t>(set)]++;
        std::fprintf(out,
                     "      <set rarity=\"%s\" uuid=\"%08lx-%04lx-4%03x-8000-%012lx\" "
                     "num=\"%d\" muid=\"%ld\" "
                     "picurl=\"https://images.example.org/cards/%s%03d/%d.jpg\">%s%03d</set>\n",
                     rarity(), static_cast<unsigned long>(rng()),
                     static_cast<unsigned long>(c % 65536), static_cast<unsigned>(i),
                     static_cast<unsigned long>(written + i), number, muid + written + i, prefix,
                     set, number, prefix, set);
    }
    return count;
}

// Writes the card database, its sets named PREFIX000...; returns the number of printings written.
long generateWith(const fs::path& file, long printings, const char* prefix) {
    std::FILE* out = std::fopen(file.c_str(), "wb");
    if (!out) {
        std::perror("import_bench: cannot write the card database");
        std::exit(1);
    }
    std::mt19937 rng(20260501);
    auto pick = [&](const auto& list) {
        return list[std::uniform_int_distribution<std::size_t>(0, std::size(list) - 1)(rng)];
    };
    constexpr int kSets = 120;
    std::vector<int> nextNumber(kSets, 1);
    const long cards = printings * 33 / 100;
    std::fprintf(
        out,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cockatrice_carddatabase version=\"4\">\n");
    std::fprintf(out, "  <info>\n    <author>Deckhand import_bench</author>\n    "
                      "<createdAt>2026-05-01T00:00:00Z</createdAt>\n  </info>\n  <sets>\n");
    for (int s = 0; s < kSets; ++s)
        std::fprintf(out,
                     "    <set>\n      <name>%s%03d</name>\n      <longname>Benchmark Expansion "
                     "%s %d</longname>\n"
                     "      <settype>Expansion</settype>\n      "
                     "<releasedate>2026-%02d-01</releasedate>\n    </set>\n",
                     prefix, s, prefix, s, s % 12 + 1);
    std::fprintf(out, "  </sets>\n  <cards>\n");
    long written = 0;
    for (long c = 0; c < cards && written < printings; ++c) {
        const std::string name = std::string(kWords[c % 30]) + " " + kNouns[(c / 30) % 30] + " " +
                                 std::to_string(c / 900 + 1);
        const char* type = pick(kTypes);
        std::string text;
        const int sentences = std::uniform_int_distribution<int>(8, 16)(rng);
        for (int i = 0; i < sentences; ++i)
            text += (i ? "\n" : "") + std::string(pick(kSentences));
        std::fprintf(out,
                     "    <card>\n      <name>%s</name>\n      <text>%s</text>\n      <prop>\n",
                     name.c_str(), text.c_str());
        std::fprintf(out, "        <layout>normal</layout>\n        <side>front</side>\n");
        const bool attack = std::strcmp(type, "Attack") == 0;
        const char* subtype = attack ? pick(kSubtypes) : "";
        const char* weight = attack ? pick(kWeights) : "";
        std::fprintf(out, "        <type>%s%s%s</type>\n        <maintype>%s</maintype>\n", type,
                     attack ? " &#8212; " : "", weight, type);
        if (attack)
            std::fprintf(out, "        <subtype>%s</subtype>\n        <weight>%s</weight>\n",
                         subtype, weight);
        if (std::strcmp(type, "Fighter") == 0)
            std::fprintf(out, "        <affiliation>%s</affiliation>\n        <boss>%s</boss>\n",
                         pick(kAffiliations), rng() % 5 == 0 ? "Yes" : "No");
        std::fprintf(
            out,
            "        <manacost>%u</manacost>\n        <cmc>%u</cmc>\n        <colors>R</colors>\n"
            "        <coloridentity>R</coloridentity>\n"
            "        <format-standard>legal</format-standard>\n        "
            "<format-classic>legal</format-classic>\n"
            "        <format-draft>legal</format-draft>\n      </prop>\n",
            static_cast<unsigned>(rng() % 6), static_cast<unsigned>(rng() % 6));
        written += writeSets(out, c, cards, printings, written, nextNumber, prefix, 400000, rng,
                             [&] { return pick(kRarities); });
        std::fprintf(out, "      <tablerow>%d</tablerow>\n    </card>\n", attack ? 3 : 1);
    }
    std::fprintf(out, "  </cards>\n</cockatrice_carddatabase>\n");
    std::fclose(out);
    return written;
}

long generate(const fs::path& file, long printings) {
    return generateWith(file, printings, "BX");
}

// Magic-shaped: what Cockatrice's oracle writes for Magic (short rules text, mana costs,
// colours, a power and toughness, a legality per format), imported into the Commander example
// pack. Same sets, the same 3 printings a card on average.
constexpr const char* kMagicTypes[] = {"Creature",    "Creature", "Creature",
                                       "Instant",     "Sorcery",  "Artifact",
                                       "Enchantment", "Land",     "Planeswalker"};
constexpr const char* kMagicSubtypes[] = {"Elf Warrior", "Human Wizard", "Goblin",       "Zombie",
                                          "Angel",       "Dragon",       "Merfolk Rogue"};
constexpr const char* kMagicSentences[] = {
    "Flying",
    "Trample",
    "When this creature enters, draw a card.",
    "{T}: Add {G}.",
    "Destroy target creature an opponent controls.",
    "Counter target spell unless its controller pays {2}.",
    "Other creatures you control get +1/+1.",
    "Whenever this creature attacks, create a 1/1 white Soldier creature token.",
    "{2}{U}, {T}: Scry 2.",
    "This spell costs {1} less to cast for each artifact you control.",
};
constexpr const char* kMagicRarities[] = {"common",   "common", "common", "uncommon",
                                          "uncommon", "rare",   "mythic"};
constexpr const char* kColours[] = {"W", "U", "B", "R", "G", "WU", "BR", "G", ""};
constexpr const char* kFormats[] = {"standard", "pioneer",  "modern",      "legacy",
                                    "vintage",  "pauper",   "commander",   "brawl",
                                    "historic", "explorer", "oathbreaker", "penny"};

long generateMagic(const fs::path& file, long printings) {
    std::FILE* out = std::fopen(file.c_str(), "wb");
    if (!out) {
        std::perror("import_bench: cannot write the card database");
        std::exit(1);
    }
    std::mt19937 rng(20261203);
    auto pick = [&](const auto& list) {
        return list[std::uniform_int_distribution<std::size_t>(0, std::size(list) - 1)(rng)];
    };
    constexpr int kSets = 120;
    std::vector<int> nextNumber(kSets, 1);
    const long cards = printings * 33 / 100;
    std::fprintf(
        out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cockatrice_carddatabase version=\"4\">\n"
             "  <sets>\n");
    for (int s = 0; s < kSets; ++s)
        std::fprintf(out,
                     "    <set>\n      <name>M%03d</name>\n      <longname>Benchmark Set "
                     "%d</longname>\n      <settype>Expansion</settype>\n"
                     "      <releasedate>2025-%02d-01</releasedate>\n    </set>\n",
                     s, s, s % 12 + 1);
    std::fprintf(out, "  </sets>\n  <cards>\n");
    long written = 0;
    for (long c = 0; c < cards && written < printings; ++c) {
        const std::string name = std::string(kWords[c % 30]) + " " + kNouns[(c / 30) % 30] + " " +
                                 std::to_string(c / 900 + 1);
        const char* type = pick(kMagicTypes);
        std::string text;
        const int sentences = std::uniform_int_distribution<int>(1, 4)(rng);
        for (int i = 0; i < sentences; ++i)
            text += (i ? "\n" : "") + std::string(pick(kMagicSentences));
        const char* colours = pick(kColours);
        const bool creature = std::strcmp(type, "Creature") == 0;
        std::fprintf(out,
                     "    <card>\n      <name>%s</name>\n      <text>%s</text>\n      <prop>\n"
                     "        <layout>normal</layout>\n        <side>front</side>\n"
                     "        <type>%s%s%s</type>\n        <maintype>%s</maintype>\n"
                     "        <manacost>{%u}%s</manacost>\n        <cmc>%u</cmc>\n"
                     "        <colors>%s</colors>\n        <coloridentity>%s</coloridentity>\n",
                     name.c_str(), text.c_str(), type, creature ? " &#8212; " : "",
                     creature ? pick(kMagicSubtypes) : "", type, static_cast<unsigned>(rng() % 5),
                     colours, static_cast<unsigned>(rng() % 8), colours, colours);
        if (creature)
            std::fprintf(out, "        <pt>%u/%u</pt>\n", static_cast<unsigned>(rng() % 7),
                         static_cast<unsigned>(rng() % 7 + 1));
        for (const char* format : kFormats)
            std::fprintf(out, "        <format-%s>%s</format-%s>\n", format,
                         rng() % 4 ? "legal" : "not_legal", format);
        std::fprintf(out, "      </prop>\n");
        written += writeSets(out, c, cards, printings, written, nextNumber, "M", 500000, rng,
                             [&] { return pick(kMagicRarities); });
        std::fprintf(out, "      <tablerow>%d</tablerow>\n    </card>\n", creature ? 2 : 1);
    }
    std::fprintf(out, "  </cards>\n</cockatrice_carddatabase>\n");
    std::fclose(out);
    return written;
}

// One phase in this process: `parse` reads FILE as GAME's card data (the bundled pack or the
// example pack of that id); `load` reads GAME's printings back from the profile PROFILE-DIR,
// as the game's first use in the app does.
int runPhase(const std::string& phase, const std::string& arg, const std::string& game) {
    if (phase == "parse") {
        auto pack = io::readGamePackFile(packFile(game));
        if (!pack.ok()) return 1;
        const long before = peakKilobytes();
        const double cpu = cpuSeconds();
        const auto start = std::chrono::steady_clock::now();
        auto r = io::readCardFile(arg, pack.value.game);
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!r.ok()) {
            std::fprintf(stderr, "%s\n", r.errors.front().str().c_str());
            return 1;
        }
        std::printf("  read the file alone (io::readCardFile): %zu printings, %.2f s, %.2f s cpu, "
                    "%.1f MiB peak (%.1f MiB before)\n",
                    r.value.size(), s, cpuSeconds() - cpu, megabytes(peakKilobytes()),
                    megabytes(before));
        return 0;
    }
    app::ProfileSession session(arg, DECKHAND_RESOURCES_DIR);
    const double cpu = cpuSeconds();
    const auto start = std::chrono::steady_clock::now();
    auto g = session.game(game);
    const double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!g.ok()) return 1;
    std::printf("  the game's first use, every printing read back: %zu printings, %.2f s, %.2f s "
                "cpu, %.1f MiB peak (of the process)\n",
                g.value->catalogue.size(), s, cpuSeconds() - cpu, megabytes(peakKilobytes()));
    return 0;
}

// Runs this program again for one phase, its output shown.
int spawn(const char* self, const char* phase, const std::string& arg, const std::string& game) {
    std::fflush(stdout);
    const pid_t pid = fork();
    if (pid == 0) {
        execl(self, self, "--phase", phase, arg.c_str(), game.c_str(), static_cast<char*>(nullptr));
        std::perror("import_bench: exec");
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

struct Shape {
    const char* label;
    const char* game;
    long (*generate)(const fs::path&, long);
};

// Imports each shape's file RUNS times, each run alternating with the floor, and prints both.
int measure(const Shape& shape, long printings, int runs, const fs::path& dir,
            const std::string& self) {
    const fs::path file = dir / (std::string(shape.game) + ".xml");
    const long written = shape.generate(file, printings);
    std::printf("\n%s: a Cockatrice cards.xml of %ld printings, %.1f MB, into game '%s'\n",
                shape.label, written, static_cast<double>(fs::file_size(file)) / 1e6, shape.game);
    const char* other = std::getenv("IMPORT_BENCH_CLI");
    const std::string cli = other && *other ? other : DECKHAND_CLI;
    const fs::path profile = dir / "profile";
    const fs::path floorDb = dir / "floor.sqlite";
    std::vector<double> wall[2], cpu[2], rss[2];
    for (int r = 0; r < runs; ++r) {
        for (const char* suffix : {"", "-wal", "-shm"})
            fs::remove(floorDb.string() + suffix);
        const bench::Measure floor = bench::child({IMPORT_FLOOR, file.string(), floorDb.string()});
        // A fresh profile with the bundled games (and the example pack), made before the clock.
        fs::remove_all(profile);
        bench::child({cli, "--profile", profile.string(), "games"});
        if (std::string(shape.game) == "commander")
            bench::child({cli, "--profile", profile.string(), "import", "pack",
                          std::string(DECKHAND_RESOURCES_DIR) + "/examples/commander"});
        const bench::Measure import = bench::child({cli, "--profile", profile.string(), "import",
                                                    "cards", "--game", shape.game, file.string()});
        if (floor.status != 0 || import.status != 0) {
            std::fprintf(stderr, "import_bench: run %d failed (floor %d, import %d)\n", r + 1,
                         floor.status, import.status);
            return 1;
        }
        const bench::Measure* m[2] = {&import, &floor};
        for (int k = 0; k < 2; ++k) {
            wall[k].push_back(m[k]->wallS);
            cpu[k].push_back(m[k]->cpuS);
            rss[k].push_back(m[k]->rssMiB);
        }
    }
    std::printf("  (min / median / max of %d alternating runs, each a fresh process)\n", runs);
    const char* label[2] = {"deckhand-cli import cards, into a fresh profile",
                            "reference: bare pugixml parse + SQLite insert (import_floor)"};
    for (int k = 0; k < 2; ++k)
        std::printf("  %-62s %s s, %s s cpu, %s MiB peak\n", label[k],
                    bench::spread(wall[k], "%.2f").c_str(), bench::spread(cpu[k], "%.2f").c_str(),
                    bench::spread(rss[k], "%.0f").c_str());
    int failed = spawn(self.c_str(), "parse", file.string(), shape.game);
    failed |= spawn(self.c_str(), "load", profile.string(), shape.game);
    return failed;
}

// Imports NEW printings of new sets into a Powerline Ultra profile that has EXISTING printings
// (imported before the clock), RUNS times, each alternating with the same file imported into a
// fresh profile, and prints both.
int measureInto(long existing, long added, int runs, const fs::path& dir) {
    const fs::path before = dir / "existing.xml", after = dir / "new.xml";
    const long had = generateWith(before, existing, "BX");
    const long adds = generateWith(after, added, "BY");
    std::printf("\nInto a game that has cards: %ld printings of new sets (%.1f MB) into Powerline "
                "Ultra with %ld printings imported before\n",
                adds, static_cast<double>(fs::file_size(after)) / 1e6, had);
    const char* other = std::getenv("IMPORT_BENCH_CLI");
    const std::string cli = other && *other ? other : DECKHAND_CLI;
    const fs::path full = dir / "full", fresh = dir / "fresh";
    std::vector<double> wall[2], cpu[2], rss[2];
    for (int r = 0; r < runs; ++r) {
        fs::remove_all(full);
        fs::remove_all(fresh);
        bench::child({cli, "--profile", fresh.string(), "games"});
        const bench::Measure made = bench::child(
            {cli, "--profile", full.string(), "import", "cards", "--game", "plu", before.string()});
        const bench::Measure into = bench::child(
            {cli, "--profile", full.string(), "import", "cards", "--game", "plu", after.string()});
        const bench::Measure alone = bench::child(
            {cli, "--profile", fresh.string(), "import", "cards", "--game", "plu", after.string()});
        if (made.status != 0 || into.status != 0 || alone.status != 0) {
            std::fprintf(stderr, "import_bench: run %d failed (%d, %d, %d)\n", r + 1, made.status,
                         into.status, alone.status);
            return 1;
        }
        const bench::Measure* m[2] = {&into, &alone};
        for (int k = 0; k < 2; ++k) {
            wall[k].push_back(m[k]->wallS);
            cpu[k].push_back(m[k]->cpuS);
            rss[k].push_back(m[k]->rssMiB);
        }
    }
    std::printf("  (min / median / max of %d alternating runs, each a fresh process)\n", runs);
    const char* label[2] = {"deckhand-cli import cards, into the game that has cards",
                            "reference: the same file into a fresh profile"};
    for (int k = 0; k < 2; ++k)
        std::printf("  %-62s %s s, %s s cpu, %s MiB peak\n", label[k],
                    bench::spread(wall[k], "%.2f").c_str(), bench::spread(cpu[k], "%.2f").c_str(),
                    bench::spread(rss[k], "%.0f").c_str());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::string(argv[1]) == "--into") {
        const long existing = argc > 2 ? std::strtol(argv[2], nullptr, 10) : 40000;
        const long added = argc > 3 ? std::strtol(argv[3], nullptr, 10) : 30000;
        const int runs = argc > 4 ? static_cast<int>(std::strtol(argv[4], nullptr, 10)) : 3;
        const fs::path dir =
            fs::temp_directory_path() / ("deckhand-import-bench-" + std::to_string(::getpid()));
        fs::create_directories(dir);
        const int failed = measureInto(existing, added, runs, dir);
        fs::remove_all(dir);
        return failed;
    }
    if (argc == 5 && std::string(argv[1]) == "--phase") return runPhase(argv[2], argv[3], argv[4]);
    if (argc >= 3 && std::string(argv[1]) == "--generate") { // for profiling on its own
        const long n = argc > 3 ? std::strtol(argv[3], nullptr, 10) : 100000;
        const bool magic = argc > 4 && std::string(argv[4]) == "magic";
        (magic ? generateMagic : generate)(argv[2], n);
        return 0;
    }
    const long printings = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 100000;
    const int runs = argc > 2 ? static_cast<int>(std::strtol(argv[2], nullptr, 10)) : 5;
    const fs::path dir =
        fs::temp_directory_path() / ("deckhand-import-bench-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const std::string self = fs::read_symlink("/proc/self/exe").string();
    const Shape shapes[] = {
        {"Magic-shaped (short rules text, many properties)", "commander", generateMagic},
        {"Powerline Ultra-shaped (long rules text)", "plu", generate},
    };
    int failed = 0;
    for (const Shape& shape : shapes)
        failed |= measure(shape, printings, runs, dir, self);
    fs::remove_all(dir);
    return failed;
}
