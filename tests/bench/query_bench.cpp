// SPDX-License-Identifier: GPL-3.0-or-later

// query_bench: in-memory filter queries as the catalogue grows (issue 37). Prints figures; never
// run as a test.
// Usage: query_bench [--sizes 30000,100000,300000] [--runs N]
//
// For each size, that many generated Powerline Ultra printings (generated_cards.hpp) read as the
// product reads card CSV, in one core::CardCatalogue of the plu pack's game. Each query is read
// (core::parseQuery) and matched, the median of the runs:
//   search (first 50)     matchingPrintings with a limit of 50, the catalogue's name order not
//                         made: `deckhand-cli search`, a one-shot query
//   browser (all hits)    matchingPrintings with no limit, once the name order is made (the card
//                         browser's every query after its first); making it is timed alone
//   before: sort all      the hits stably sorted by name, all of them (matchingPrintings before
//                         issue 37)
//   reference: scan       Filter::matches over every printing, nothing kept: the floor of any
//                         in-memory query of them
// Then each figure per printing, and how it grows from the smallest size to the largest (10x
// the printings: linear is 10x).
#include "bench_support.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/query.hpp"
#include "deckhand/io/card_csv.hpp"
#include "generated_cards.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

using namespace deckhand;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double msSince(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// What matchingPrintings did before issue 37: every hit, stably sorted by name.
std::vector<const core::Printing*> sortAll(const core::CardCatalogue& cards,
                                           const core::Filter& filter) {
    std::vector<const core::Printing*> out;
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (filter.matches(cards.at(i))) out.push_back(&cards.at(i));
    std::stable_sort(out.begin(), out.end(), [](const core::Printing* a, const core::Printing* b) {
        return a->foldedName < b->foldedName;
    });
    return out;
}

std::size_t scan(const core::CardCatalogue& cards, const core::Filter& filter) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < cards.size(); ++i)
        n += filter.matches(cards.at(i)) ? 1 : 0;
    return n;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<long> sizes = {30000, 100000, 300000};
    int runs = 11;
    if (!bench::sizesAndRuns(argc, argv, "query_bench", sizes, runs)) return 2;
    app::GameLibrary library;
    if (!library.loadPack((fs::path(DECKHAND_RESOURCES_DIR) / "games/plu/game.xml").string())
             .empty()) {
        std::fprintf(stderr, "cannot read the plu pack\n");
        return 1;
    }
    const core::Game& game = library.find("plu")->game;
    const char* queries[] = {"type:attack", "type:attack weight:L -rarity:common", "text:draw",
                             "affiliation:hero", "type:ultimate"};
    constexpr std::size_t kQueries = std::size(queries);
    const char* labels[] = {"search (first 50)", "browser (all hits)", "before: sort all",
                            "reference: scan"};
    // [query][figure][size]: the median in ms.
    std::vector<std::vector<std::vector<double>>> ms(kQueries, std::vector<std::vector<double>>(4));
    std::vector<std::size_t> hits(kQueries);
    std::vector<double> ordering;
    const fs::path csv =
        fs::temp_directory_path() / ("deckhand-query-bench-" + std::to_string(::getpid()) + ".csv");
    for (const long size : sizes) {
        std::mt19937 rng(20261130);
        const auto cards = bench::makeCards(static_cast<int>(size / 3), rng);
        bench::writeCsv(csv, cards, static_cast<int>(size), rng);
        auto read = io::readCardCsvFile(csv.string(), game);
        fs::remove(csv);
        if (!read.ok()) {
            std::fprintf(stderr, "cannot read the generated cards\n");
            return 1;
        }
        core::CardCatalogue catalogue(game);
        if (!catalogue.add(std::move(read.value)).empty()) return 1;
        for (const char* q : queries)
            if (!core::parseQuery(game, q).ok()) {
                std::fprintf(stderr, "cannot read the query %s\n", q);
                return 1;
            }
        // The one-shot query first, the name order not made; then the others, alternately.
        for (std::size_t q = 0; q < kQueries; ++q) {
            std::vector<double> t;
            for (int r = 0; r < runs; ++r) {
                const auto start = Clock::now();
                const auto parsed = core::parseQuery(game, queries[q]);
                const auto found = core::matchingPrintings(catalogue, parsed.value.filter, 50);
                t.push_back(msSince(start));
                if (found.empty() && q != 4) return 1;
            }
            ms[q][0].push_back(median(t));
        }
        const auto made = Clock::now();
        (void)catalogue.inNameOrder();
        ordering.push_back(msSince(made));
        for (std::size_t q = 0; q < kQueries; ++q) {
            std::vector<double> t[3];
            for (int r = 0; r < runs; ++r) {
                for (int k = 1; k <= 3; ++k) {
                    const auto start = Clock::now();
                    const auto parsed = core::parseQuery(game, queries[q]);
                    std::size_t n = 0;
                    if (k == 1) n = core::matchingPrintings(catalogue, parsed.value.filter).size();
                    if (k == 2) n = sortAll(catalogue, parsed.value.filter).size();
                    if (k == 3) n = scan(catalogue, parsed.value.filter);
                    t[k - 1].push_back(msSince(start));
                    hits[q] = n;
                }
            }
            for (int k = 1; k <= 3; ++k)
                ms[q][static_cast<std::size_t>(k)].push_back(median(t[k - 1]));
        }
    }
    std::printf("in-memory queries, median of %d runs (ms; then ns a printing)\n", runs);
    std::printf("  %-22s", "printings");
    for (const long size : sizes)
        std::printf(" %10ld", size);
    std::printf("   growth %ldx the printings\n", sizes.back() / sizes.front());
    std::printf("  %-22s", "making the name order");
    for (const double t : ordering)
        std::printf(" %10.2f", t);
    std::printf("   %.1fx\n", ordering.back() / ordering.front());
    for (std::size_t q = 0; q < kQueries; ++q) {
        std::printf("  %s (%zu hits at %ld)\n", queries[q], hits[q], sizes.back());
        for (std::size_t k = 0; k < 4; ++k) {
            std::printf("    %-20s", labels[k]);
            for (std::size_t s = 0; s < sizes.size(); ++s)
                std::printf(" %10.2f", ms[q][k][s]);
            std::printf("   %.1fx   (", ms[q][k].back() / ms[q][k].front());
            for (std::size_t s = 0; s < sizes.size(); ++s)
                std::printf("%s%.0f", s ? " / " : "",
                            ms[q][k][s] * 1e6 / static_cast<double>(sizes[s]));
            std::printf(" ns)\n");
        }
    }
    return 0;
}
