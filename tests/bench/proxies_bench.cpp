// SPDX-License-Identifier: GPL-3.0-or-later

// proxies_bench: the peak memory and time of writing print-and-play proxies for decks of N
// cards, each with an image of its own (745 x 1040 PNG, what a card image cache holds), beside
// the reference measured in the same runs: the same sheet with no images (faces drawn from the
// card data). Each in a fresh child process. Prints figures; never a test.
// Usage: proxies_bench [SIZES] [--runs N]   (default sizes 100,300,1000; 3 runs)
#include "bench_support.hpp"
#include "deckhand/io/card_sheets.hpp"

#include <cairo.h>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

// A card image: coloured blocks, different for each card, so none is the same file.
void writeImage(const std::string& path, int i) {
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 745, 1040);
    cairo_t* cr = cairo_create(s);
    for (int k = 0; k < 40; ++k) {
        cairo_set_source_rgb(cr, ((i * 37 + k * 11) % 255) / 255.0, ((k * 53) % 255) / 255.0,
                             ((i * 7) % 255) / 255.0);
        cairo_rectangle(cr, (k * 37 + i) % 700, (k * 91) % 1000, 40 + k, 60 + i % 50);
        cairo_fill(cr);
    }
    cairo_destroy(cr);
    cairo_surface_write_to_png(s, path.c_str());
    cairo_surface_destroy(s);
}

io::ProxySheet sheetOf(const fs::path& dir, int cards, bool images) {
    io::ProxySheet sheet;
    sheet.title = "bench";
    for (int i = 0; i < cards; ++i) {
        io::SheetCard card;
        card.face.name = "Card " + std::to_string(i);
        if (images) card.image = (dir / ("card-" + std::to_string(i) + ".png")).string();
        sheet.cards.push_back(card);
    }
    return sheet;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<int> sizes{100, 300, 1000};
    int runs = 3;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--runs" && i + 1 < argc) {
            runs = std::atoi(argv[++i]);
        } else {
            sizes.clear();
            std::istringstream in(a);
            for (std::string n; std::getline(in, n, ',');)
                sizes.push_back(std::atoi(n.c_str()));
        }
    }
    const fs::path dir =
        fs::temp_directory_path() / ("deckhand-proxies-bench-" + std::to_string(getpid()));
    fs::create_directories(dir);
    int most = 0;
    for (int n : sizes)
        most = std::max(most, n);
    for (int i = 0; i < most; ++i)
        writeImage((dir / ("card-" + std::to_string(i) + ".png")).string(), i);
    std::printf("proxies of N cards, each with its own 745 x 1040 PNG, beside the same sheet "
                "without images (min / median / max of %d runs, alternately)\n",
                runs);
    for (int n : sizes) {
        std::vector<double> rss, cpu, refRss, refCpu;
        for (int r = 0; r < runs; ++r)
            for (bool images : {true, false}) {
                const auto m = bench::child({}, [&] {
                    const auto written =
                        io::writeProxySheetPdf(sheetOf(dir, n, images), (dir / "out.pdf").string());
                    return written.ok() ? 0 : 1;
                });
                if (m.status != 0) {
                    std::fprintf(stderr, "the proxies of %d cards could not be written\n", n);
                    return 2;
                }
                (images ? rss : refRss).push_back(m.rssMiB);
                (images ? cpu : refCpu).push_back(m.cpuS);
            }
        std::printf("%5d cards: peak %s MiB, %s s CPU; without images %s MiB, %s s\n", n,
                    bench::spread(rss, "%.0f").c_str(), bench::spread(cpu, "%.2f").c_str(),
                    bench::spread(refRss, "%.0f").c_str(), bench::spread(refCpu, "%.2f").c_str());
    }
    std::error_code ec;
    fs::remove_all(dir, ec);
    return 0;
}
