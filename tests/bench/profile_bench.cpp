// profile_bench: the profile on a big catalogue. Prints figures; never run as a test.
// Usage: profile_bench [PRINTINGS] [CARDS]   (default 100000 printings of 33000 cards)
//
// 1. Generates Powerline Ultra card data (CSV): made-up but realistic names, fields and rules
//    text, each card printed in one to six sets.
// 2. Imports it into an empty profile the way `deckhand-cli import cards` does (ProfileSession::
//    importCards: CSV read, backup, DB insert, catalogue reload) in a child process of its own,
//    so its peak memory (ru_maxrss) is the import's alone.
// 3. Reopens the profile (a new ProfileSession) and answers a first search.
// 4. Search as you type: many random 1- to 5-letter prefixes of real names, in the game, with
//    and without a field filter: p50 / p95 / max per prefix length.
// 5. Saves 200 decks, owns some cards, and asks which decks the collection can build.
// Targets (issue 3): import < 5 s and < 300 MB; reopen + first search < 0.3 s; search p95
// < 16 ms; "which of my 200 decks can I build" < 100 ms. Wall and CPU time are both printed:
// on a loaded machine the CPU time is the steadier figure. DECKHAND_BENCH_KEEP=1 keeps the
// generated profile (its folder is printed) to look at with sqlite3.
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/query.hpp"
#include "deckhand/core/text.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace deckhand;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// CPU seconds this process has used: on a busy machine wall time says little on its own.
double cpuSeconds() {
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

const char* const kFirst[] = {
    "Iron",    "Thunder",  "Crimson", "Silent",   "Rising",  "Falling",  "Storm",     "Shadow",
    "Blazing", "Frozen",   "Steel",   "Golden",   "Hidden",  "Raging",   "Savage",    "Mighty",
    "Swift",   "Broken",   "Burning", "Crushing", "Dancing", "Electric", "Feral",     "Ghost",
    "Howling", "Infinite", "Jade",    "Kinetic",  "Lunar",   "Midnight", "Neon",      "Obsidian",
    "Phantom", "Quantum",  "Royal",   "Solar",    "Titan",   "Ultra",    "Venom",     "Wild",
    "Xeno",    "Young",    "Zero",    "Atomic",   "Brutal",  "Cosmic",   "Dragon",    "Echo",
    "Final",   "Gravity",  "Hyper",   "Inferno",  "Jet",     "Killer",   "Lightning", "Mega",
    "Nova",    "Omega",    "Primal",  "Rocket"};
const char* const kSecond[] = {
    "Palm",  "Knee",   "Fist",    "Kick",    "Elbow",    "Strike",   "Slam",    "Suplex", "Chop",
    "Sweep", "Guard",  "Counter", "Drop",    "Crash",    "Breaker",  "Cannon",  "Burst",  "Wave",
    "Fang",  "Claw",   "Hammer",  "Lariat",  "Uppercut", "Hook",     "Jab",     "Cross",  "Throw",
    "Lock",  "Hold",   "Driver",  "Bomb",    "Blitz",    "Rush",     "Barrage", "Flurry", "Storm",
    "Step",  "Stance", "Roar",    "Spirit",  "Engine",   "Gauntlet", "Arena",   "Shrine", "Rooftop",
    "Dojo",  "Harbor", "Temple",  "Stadium", "Alley",    "Bridge",   "Tower",   "Crowd",  "Breath",
    "Will",  "Focus",  "Wind",    "Light",   "Fury",     "Legacy"};
const char* const kThird[] = {"",        "",        "",    "",      "of Doom", "of the Tide",
                              "Prime",   "Zero",    "X",   "II",    "Alpha",   "Omega",
                              "of Ruin", "Supreme", "Max", "Redux", "of Dawn", "of Night",
                              "EX",      "Mk II"};
const char* const kKeywords[] = {"Charge",    "Lock In",     "Swift 2",       "Amplify 1",
                                 "Vampirism", "Engulf",      "Paralyze",      "Frozen",
                                 "Advance 1", "Extension 2", "Auto Combo",    "Classic Combo",
                                 "Defend",    "Power Up 2",  "Static Charged"};
const char* const kAffiliations[] = {"Hero", "Villain", "Civilian", "Anti Hero", "God", "Kaiju"};
const char* const kRarities[] = {"Common", "Common",  "Common", "Rare",
                                 "Rare",   "Supreme", "Ultra",  "Promo"};

struct Card {
    std::string name;
    std::string type;
    std::string subtype;
    std::string weight;
    std::string affiliation;
    std::string boss;
    std::string text;
};

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::vector<Card> makeCards(int count, std::mt19937& rng) {
    auto pick = [&](const auto& list) {
        return list[std::uniform_int_distribution<std::size_t>(0, std::size(list) - 1)(rng)];
    };
    std::vector<Card> cards;
    std::vector<std::string> names;
    names.reserve(std::size(kFirst) * std::size(kSecond) * std::size(kThird));
    for (const char* a : kFirst)
        for (const char* b : kSecond)
            for (const char* c : kThird)
                names.push_back(std::string(a) + " " + b + (*c ? std::string(" ") + c : ""));
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    std::shuffle(names.begin(), names.end(), rng);
    names.resize(std::min<std::size_t>(names.size(), static_cast<std::size_t>(count)));
    for (auto& name : names) {
        Card c;
        c.name = std::move(name);
        const int roll = std::uniform_int_distribution<int>(0, 99)(rng);
        const int dmg = std::uniform_int_distribution<int>(1, 10)(rng);
        if (roll < 6) {
            c.type = "Fighter";
            c.affiliation = pick(kAffiliations);
            c.boss = roll == 0 ? "Yes" : "No";
            c.text = "1PT: your next " + std::string(dmg % 2 ? "Light" : "Heavy") +
                     " attack this turn deals +" + std::to_string(dmg % 4 + 1) + " DMG. " +
                     pick(kKeywords) + ".";
        } else if (roll < 10) {
            c.type = "Stage";
            c.affiliation = roll == 9 ? "Any / All" : pick(kAffiliations);
            c.text = "Rest: gain " + std::to_string(dmg) +
                     " HP. Your first attack each turn gains " + pick(kKeywords) + ".";
        } else if (roll < 70) {
            c.type = "Attack";
            c.subtype = dmg % 3 == 0 ? "Special" : dmg % 5 == 0 ? "Counter" : "Basic";
            c.weight = dmg <= 3 ? "Light" : dmg <= 6 ? "Medium" : dmg <= 8 ? "Heavy" : "Critical";
            c.text = std::to_string(dmg) + " DMG. " + pick(kKeywords) +
                     ". If this attack deals DMG, " +
                     (dmg % 2 ? "draw 1 card." : "your rival discards 1 card.");
        } else if (roll < 98) {
            c.type = "Utility";
            c.subtype = dmg % 4 == 0 ? "Attachment" : dmg % 3 == 0 ? "Counter" : "Basic";
            c.weight = dmg <= 4 ? "Light" : dmg <= 7 ? "Medium" : "Heavy";
            c.text = "Draw " + std::to_string(dmg % 3 + 1) + " cards, then discard 1 card. " +
                     pick(kKeywords) + ".";
        } else {
            c.type = "Ultimate";
            c.text = "Deal " + std::to_string(dmg * 3) +
                     " Ability DMG to your rival. Remove this card from the game.";
        }
        cards.push_back(std::move(c));
    }
    return cards;
}

// Writes `printings` printings of `cards` (each card in 1 to 6 sets) as PLU card CSV.
void writeCsv(const fs::path& file, const std::vector<Card>& cards, int printings,
              std::mt19937& rng) {
    std::ofstream out(file, std::ios::binary);
    out << "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n";
    // Every card once, then reprints of random cards until there are enough.
    std::vector<std::size_t> order(cards.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    while (static_cast<int>(order.size()) < printings)
        order.push_back(std::uniform_int_distribution<std::size_t>(0, cards.size() - 1)(rng));
    std::shuffle(order.begin(), order.end(), rng);
    constexpr int kPerSet = 2500;
    for (int i = 0; i < printings; ++i) {
        const Card& c = cards[order[static_cast<std::size_t>(i)]];
        const std::string set = "S" + std::to_string(i / kPerSet + 1);
        out << csvField(c.name) << ',' << set << ',' << (i % kPerSet + 1) << ','
            << kRarities[std::uniform_int_distribution<std::size_t>(0,
                                                                    std::size(kRarities) - 1)(rng)]
            << ',' << c.type << ',' << c.subtype << ',' << c.weight << ','
            << csvField(c.affiliation) << ',' << c.boss << ',' << csvField(c.text) << '\n';
    }
}

struct Percentiles {
    double p50 = 0, p95 = 0, max = 0;
};

Percentiles percentiles(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) {
        return ms[std::min(ms.size() - 1,
                           static_cast<std::size_t>(q * static_cast<double>(ms.size())))];
    };
    return {at(0.5), at(0.95), ms.back()};
}

} // namespace

int main(int argc, char** argv) {
    const int printings = argc > 1 ? std::atoi(argv[1]) : 100000;
    const int cardCount = argc > 2 ? std::atoi(argv[2]) : 33000;
    const fs::path resources = app::resourcesDir();
    const fs::path work =
        fs::temp_directory_path() / ("deckhand-profile-bench-" + std::to_string(::getpid()));
    fs::remove_all(work);
    fs::create_directories(work);
    const fs::path profileDir = work / "profile";
    const fs::path csv = work / "cards.csv";

    std::mt19937 rng(20261130);
    const auto cards = makeCards(cardCount, rng);
    writeCsv(csv, cards, printings, rng);
    std::printf("catalogue: %d printings of %zu cards, %.1f MB of CSV\n", printings, cards.size(),
                static_cast<double>(fs::file_size(csv)) / 1e6);

    // 2. The import, in a process of its own (as the CLI would run it).
    {
        int fds[2];
        if (::pipe(fds) != 0) return 1;
        const pid_t pid = ::fork();
        if (pid == 0) {
            ::close(fds[0]);
            auto start = Clock::now();
            app::ProfileSession session(profileDir, resources); // a new profile: bundled games
            const double created = secondsSince(start);
            start = Clock::now();
            const double cpu = cpuSeconds();
            auto r = session.importCards("plu", csv.string());
            const double imported = secondsSince(start);
            const double importCpu = cpuSeconds() - cpu;
            if (!r.ok()) {
                for (const auto& e : r.errors)
                    std::fprintf(stderr, "%s\n", e.str().c_str());
                ::_exit(1);
            }
            const double figures[3] = {created, imported, importCpu};
            [[maybe_unused]] auto n = ::write(fds[1], figures, sizeof figures);
            ::_exit(0);
        }
        ::close(fds[1]);
        double figures[3] = {0, 0, 0};
        const bool got =
            ::read(fds[0], figures, sizeof figures) == static_cast<ssize_t>(sizeof figures);
        int status = 0;
        rusage usage{};
        ::wait4(pid, &status, 0, &usage);
        if (!got || status != 0) {
            std::fprintf(stderr, "the import failed\n");
            return 1;
        }
        std::printf("new profile (5 bundled games): %8.3f s\n", figures[0]);
        std::printf("import %d printings:          %8.3f s   (%.3f s CPU; target < 5 s)\n",
                    printings, figures[1], figures[2]);
        std::printf("peak memory of that process:   %8.1f MB  (target < 300 MB)\n",
                    static_cast<double>(usage.ru_maxrss) / 1024.0);
        std::printf("catalogue.sqlite:              %8.1f MB\n",
                    static_cast<double>(fs::file_size(profileDir / "catalogue.sqlite")) / 1e6);
    }

    // 3. Reopen and answer a first search.
    const auto start = Clock::now();
    const double cpu = cpuSeconds();
    app::ProfileSession session(profileDir, resources);
    const double opened = secondsSince(start);
    db::SearchQuery first;
    first.game = "plu";
    first.text = "thu";
    const auto hits = catalogueOf(session).search(first);
    const double answered = secondsSince(start);
    std::printf("reopen: %.3f s; first search (%zu hits): %.3f s after the start (%.3f s CPU; "
                "target < 0.3 s)\n",
                opened, hits.size(), answered, cpuSeconds() - cpu);

    // 4. Search as you type.
    std::printf(
        "\nsearch as you type (ms)          p50      p95      max   hits/query  CPU/query\n");
    for (const bool filtered : {false, true}) {
        for (std::size_t length = 1; length <= 5; ++length) {
            std::vector<double> ms;
            std::size_t found = 0;
            constexpr int kQueries = 400;
            const double searchCpu = cpuSeconds();
            for (int i = 0; i < kQueries; ++i) {
                const auto& name =
                    cards[std::uniform_int_distribution<std::size_t>(0, cards.size() - 1)(rng)]
                        .name;
                // A prefix of the name, or of one of its words (what people type when they
                // remember "palm" of "Iron Palm").
                std::string word = name;
                if (i % 2) {
                    std::vector<std::string> words;
                    for (std::size_t s = 0; s < name.size();) {
                        const auto e = std::min(name.find(' ', s), name.size());
                        words.push_back(name.substr(s, e - s));
                        s = e + 1;
                    }
                    word =
                        words[std::uniform_int_distribution<std::size_t>(0, words.size() - 1)(rng)];
                }
                db::SearchQuery q;
                q.game = "plu";
                q.text = word.substr(0, std::min(length, word.size()));
                if (filtered) q.fieldEquals = {{"type", "Attack"}};
                const auto t = Clock::now();
                found += catalogueOf(session).search(q).size();
                ms.push_back(secondsSince(t) * 1000);
            }
            const auto p = percentiles(ms);
            std::printf("%-14s %d letter%s   %8.2f %8.2f %8.2f   %6.1f   %6.2f\n",
                        filtered ? "type=Attack," : "game only,", static_cast<int>(length),
                        length == 1 ? " " : "s", p.p50, p.p95, p.max,
                        static_cast<double>(found) / kQueries,
                        (cpuSeconds() - searchCpu) * 1000 / kQueries);
        }
    }

    // 4b. Queries (core::parseQuery): plain words go to the name index as above (the parse
    // itself is timed here); anything else is matched in memory over the game's catalogue, as
    // the card browser and `deckhand-cli search` do.
    {
        const auto game = session.library().find("plu");
        std::printf("\nqueries over %zu printings (ms)                 p50      max     hits\n",
                    game->catalogue.size());
        for (const char* text :
             {"iron pa", "type:attack", "type:attack weight:L -rarity:common", "text:draw",
              "text:\"draw a card\"", "(type:attack OR type:utility) affiliation:hero",
              "thu OR blaze"}) {
            std::vector<double> ms;
            std::size_t found = 0;
            for (int i = 0; i < 21; ++i) {
                const auto t = Clock::now();
                const auto q = core::parseQuery(game->game, text);
                if (q.ok() && !q.value.plainWords)
                    found = core::matchingPrintings(game->catalogue, q.value.filter).size();
                ms.push_back(secondsSince(t) * 1000);
            }
            const auto p = percentiles(ms);
            std::printf(
                "%-46s %8.2f %8.2f   %6zu%s\n", text, p.p50, p.max, found,
                core::parseQuery(game->game, text).value.plainWords ? "  (parse only: plain)" : "");
        }
    }

    // 5. 200 decks; which can I build?
    {
        std::vector<db::CollectionItem> owned;
        const auto all = session.library().find("plu");
        for (std::size_t i = 0; i < all->catalogue.size(); i += 7) {
            const auto& p = all->catalogue.at(i);
            db::CollectionItem item;
            item.game = "plu";
            item.set = p.set();
            item.number = p.number();
            item.name = p.name();
            item.quantity = 1 + static_cast<int>(i % 4);
            owned.push_back(item);
        }
        auto t = Clock::now();
        for (int d = 0; d < 200; ++d) {
            std::vector<db::StoredEntry> entries;
            for (int e = 0; e < 20; ++e) { // about 40 cards
                const auto& c =
                    cards[std::uniform_int_distribution<std::size_t>(0, cards.size() - 1)(rng)];
                entries.push_back({"main", 1 + e % 3, c.name, "", ""});
                if (d % 4 == 0) { // the player has what every fourth deck needs
                    const auto* p = all->catalogue.byName(core::foldName(c.name)).front();
                    db::CollectionItem item;
                    item.game = "plu";
                    item.set = p->set();
                    item.number = p->number();
                    item.name = p->name();
                    item.quantity = 3;
                    owned.push_back(item);
                }
            }
            decksOf(session).save({.game = "plu",
                                   .format = "tournament",
                                   .name = "Deck " + std::to_string(d),
                                   .notes = "",
                                   .tags = std::nullopt,
                                   .entries = entries});
        }
        const double saving = secondsSince(t);
        collectionOf(session).addAll(owned);
        std::printf("\nsaving 200 decks: %.3f s; owning %zu collection rows\n", saving,
                    owned.size());
        std::vector<double> ms;
        std::size_t buildable = 0;
        const double needsCpu = cpuSeconds();
        for (int run = 0; run < 10; ++run) {
            t = Clock::now();
            const auto needs = session.deckNeeds("plu");
            ms.push_back(secondsSince(t) * 1000);
            buildable = static_cast<std::size_t>(
                std::count_if(needs.begin(), needs.end(),
                              [](const app::DeckNeeds& n) { return n.needs.buildable(); }));
        }
        const double firstRun = ms.front();
        const auto p = percentiles(ms);
        std::printf("which of my 200 decks can I build (%zu can): first %.1f ms, median %.1f ms, "
                    "max %.1f ms, "
                    "%.1f ms CPU a run   (target < 100 ms)\n",
                    buildable, firstRun, p.p50, p.max, (cpuSeconds() - needsCpu) * 100);
    }
    if (std::getenv("DECKHAND_BENCH_KEEP"))
        std::printf("kept %s\n", work.c_str());
    else
        fs::remove_all(work);
    return 0;
}
