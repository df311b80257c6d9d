// import_bench: how long, and how much memory, reading and importing a big Cockatrice cards.xml
// takes. Usage: import_bench [PRINTINGS] (default 100000); import_bench --generate FILE [PRINTINGS]
// writes the file only, and import_bench --phase parse|import FILE PROFILE-DIR runs one phase.
//
// Generates a Powerline Ultra card database like the one Cockatrice's oracle writes (33,000
// cards for 100,000 printings, each card with rules text and properties, printings with
// number, rarity, uuid and picture URL: about 57 MB) in a temp folder, then measures two
// phases, each in a fresh process (this program run again) so that neither generating the
// file nor the other phase counts in its peak memory:
//   parse   io::readCardFile alone;
//   import  ProfileSession::importCards into an empty profile: read, back up, write every
//           printing (and its search index) in one transaction;
//   load    then the game's first use, every printing read back from the profile.
// Each prints wall-clock and processor time (on a shared machine the second is the steadier)
// and the process's peak resident memory.
// For comparison: Cockatrice's own loader takes 3-5 s and about 800 MB for such a file.
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

// Writes the card database; returns the number of printings written.
long generate(const fs::path& file, long printings) {
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
                     "    <set>\n      <name>BX%03d</name>\n      <longname>Benchmark Expansion "
                     "%d</longname>\n"
                     "      <settype>Expansion</settype>\n      "
                     "<releasedate>2026-%02d-01</releasedate>\n    </set>\n",
                     s, s, s % 12 + 1);
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
        // 3 printings a card on average (2 to 5), the first cards one more to make the count.
        long count = 2 + c % 3 + (c < printings - 3 * cards ? 1 : 0);
        if (c == cards - 1 || written + count > printings) count = printings - written;
        for (long i = 0; i < count; ++i) {
            const int set = static_cast<int>((c * 7 + i * 31) % kSets);
            const int number = nextNumber[static_cast<std::size_t>(set)]++;
            std::fprintf(out,
                         "      <set rarity=\"%s\" uuid=\"%08lx-%04lx-4%03x-8000-%012lx\" "
                         "num=\"%d\" muid=\"%ld\" "
                         "picurl=\"https://images.example.org/cards/BX%03d/%d.jpg\">BX%03d</set>\n",
                         pick(kRarities), static_cast<unsigned long>(rng()),
                         static_cast<unsigned long>(c % 65536), static_cast<unsigned>(i),
                         static_cast<unsigned long>(written), number, 400000 + written, set, number,
                         set);
            ++written;
        }
        std::fprintf(out, "      <tablerow>%d</tablerow>\n    </card>\n", attack ? 3 : 1);
    }
    std::fprintf(out, "  </cards>\n</cockatrice_carddatabase>\n");
    std::fclose(out);
    return written;
}

int runPhase(const std::string& phase, const std::string& file, const std::string& profileDir) {
    if (phase == "parse") {
        auto pack =
            io::readGamePackFile(std::string(DECKHAND_RESOURCES_DIR) + "/games/plu/game.xml");
        if (!pack.ok()) return 1;
        const long before = peakKilobytes();
        const double cpu = cpuSeconds();
        const auto start = std::chrono::steady_clock::now();
        auto r = io::readCardFile(file, pack.value.game);
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!r.ok()) {
            std::fprintf(stderr, "%s\n", r.errors.front().str().c_str());
            return 1;
        }
        std::printf("%-7s %8zu printings %7.2f s %7.2f s cpu %8.1f MiB peak (%.1f MiB before)\n",
                    "parse", r.value.size(), s, cpuSeconds() - cpu, megabytes(peakKilobytes()),
                    megabytes(before));
        return 0;
    }
    // import: the profile (the five bundled games) is set up first and not timed.
    app::ProfileSession session(profileDir, DECKHAND_RESOURCES_DIR);
    const long before = peakKilobytes();
    const double cpu = cpuSeconds();
    const auto start = std::chrono::steady_clock::now();
    auto r = session.importCards("plu", file);
    const double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!r.ok()) {
        std::fprintf(stderr, "%s\n", r.errors.front().str().c_str());
        return 1;
    }
    std::printf("%-7s %8d printings %7.2f s %7.2f s cpu %8.1f MiB peak (%.1f MiB before: the open "
                "profile)\n",
                "import", r.value.added, s, cpuSeconds() - cpu, megabytes(peakKilobytes()),
                megabytes(before));
    // The game as the app then uses it: every printing loaded back from the profile.
    const double cpu2 = cpuSeconds();
    const auto start2 = std::chrono::steady_clock::now();
    auto g = session.game("plu");
    const double s2 =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start2).count();
    if (!g.ok()) return 1;
    std::printf("%-7s %8zu printings %7.2f s %7.2f s cpu %8.1f MiB peak (of the process so far)\n",
                "load", g.value->catalogue.size(), s2, cpuSeconds() - cpu2,
                megabytes(peakKilobytes()));
    return 0;
}

// Runs this program again for one phase, so its peak memory is that phase's alone.
int spawn(const char* self, const char* phase, const std::string& file,
          const std::string& profileDir) {
    std::fflush(stdout);
    const pid_t pid = fork();
    if (pid == 0) {
        execl(self, self, "--phase", phase, file.c_str(), profileDir.c_str(),
              static_cast<char*>(nullptr));
        std::perror("import_bench: exec");
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 5 && std::string(argv[1]) == "--phase") return runPhase(argv[2], argv[3], argv[4]);
    if (argc >= 3 && std::string(argv[1]) == "--generate") { // for profiling a phase on its own
        generate(argv[2], argc > 3 ? std::strtol(argv[3], nullptr, 10) : 100000);
        return 0;
    }
    const long printings = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 100000;
    const fs::path dir =
        fs::temp_directory_path() / ("deckhand-import-bench-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path file = dir / "cards.xml";
    const long written = generate(file, printings);
    std::printf("cards.xml: %ld printings, %.1f MB\n", written,
                static_cast<double>(fs::file_size(file)) / 1e6);
    const std::string self = fs::read_symlink("/proc/self/exe").string();
    int failed = spawn(self.c_str(), "parse", file.string(), (dir / "unused").string());
    failed |= spawn(self.c_str(), "import", file.string(), (dir / "profile").string());
    fs::remove_all(dir);
    return failed;
}
