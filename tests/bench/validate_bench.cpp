// validate_bench: how many generated decks the rules engine judges per second on one core.
// Usage: validate_bench [DECKS] (default 100000). Decks are built from each bundled game's
// cards at random (legal-sized, with random counts so many rules fire: the worst case, every
// deck needs its messages written) and, separately, the game's legal sample list judged over
// and over (what an organiser's folder mostly holds). Building decks is not timed, judging is.
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/validation.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>

using namespace deckhand;

int main(int argc, char** argv) {
    const long decks = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 100000;
    app::GameLibrary library;
    library.loadFolder(std::filesystem::path(DECKHAND_RESOURCES_DIR) / "games");
    if (!library.loadErrors().empty()) {
        std::fprintf(stderr, "cannot load the bundled games\n");
        return 1;
    }
    std::mt19937 rng(20261129);
    double totalSeconds = 0;
    long totalDecks = 0;
    std::printf("%-10s %-7s %10s %10s %14s %8s\n", "game", "decks", "judged", "seconds",
                "decks/second", "legal");
    for (const auto& g : library.games()) {
        auto format = app::resolveFormat(*g, {});
        const int size = g->game.id == "linkframe" ? 54
                         : g->game.id == "power"   ? 8
                         : g->game.id == "plu"     ? 40
                                                   : 30;
        const std::size_t n = g->catalogue.size();
        std::vector<core::Deck> pool(1000);
        for (auto& d : pool) {
            auto& main = d.section("main");
            int left = size;
            while (left > 0) {
                const auto& p =
                    g->catalogue.at(std::uniform_int_distribution<std::size_t>(0, n - 1)(rng));
                const int q = std::min(left, std::uniform_int_distribution<int>(1, 3)(rng));
                main.entries.push_back({q, p.name(), p.set(), p.number(), &p, {}, {}, {}, {}});
                left -= q;
            }
        }
        core::ValidationContext ctx{&g->game, &format.value, &g->catalogue, &g->limited,
                                    core::Date{2026, 6, 1}};
        auto run = [&](const char* label, const std::vector<core::Deck>& decksToJudge) {
            long legal = 0;
            const auto start = std::chrono::steady_clock::now();
            for (long i = 0; i < decks; ++i)
                legal += core::validate(
                             decksToJudge[static_cast<std::size_t>(i) % decksToJudge.size()], ctx)
                             .legal();
            const double s =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            std::printf("%-10s %-7s %10ld %10.3f %14.0f %8ld\n", g->game.id.c_str(), label, decks,
                        s, static_cast<double>(decks) / s, legal);
            totalSeconds += s;
            totalDecks += decks;
        };
        run("random", pool);
        const std::string legalFile = std::string(DECKHAND_TEST_DATA) + "/decks/" + g->game.id +
                                      (g->game.id == "power" ? "/infantry.txt" : "/legal.txt");
        auto check = app::checkDeckFile(*g, format.value, legalFile, core::Date{2026, 6, 1});
        if (check.legal()) run("legal", {check.deck});
    }
    std::printf("%-10s %-7s %10ld %10.3f %14.0f\n", "all", "", totalDecks, totalSeconds,
                static_cast<double>(totalDecks) / totalSeconds);
    return 0;
}
