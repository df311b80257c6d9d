#include "deckhand/app/deck_prints.hpp"

#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/card_face.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <map>

namespace deckhand::app {

namespace fs = std::filesystem;

namespace {

constexpr std::uint32_t kBackColour = 0x2B3A55;

io::CardBack cardBack(const LoadedGame& game) {
    return {game.game.name, kBackColour, {}};
}

// The value of the printing's card-kind field, or "".
std::string kindOf(const core::Game& game, const core::Printing& p) {
    const int k = game.kindFieldIndex();
    return k >= 0 && static_cast<std::size_t>(k) < p.values.size()
               ? p.values[static_cast<std::size_t>(k)]
               : std::string();
}

} // namespace

fs::path cachedPng(const fs::path& profileDir, const std::string& gameId,
                   const core::Printing& printing) {
    std::error_code ec;
    const fs::path png =
        cardImagePath(profileDir, gameId, printing.set(), printing.number(), "png");
    return fs::is_regular_file(png, ec) ? png : fs::path();
}

std::vector<std::string> checkProxyOptions(const ProxyOptions& o) {
    std::vector<std::string> out;
    if (!(o.bleedMm >= 0 && o.bleedMm <= 5))
        out.push_back(fmt::format("bleed {:g} mm: it is 0 to 5 mm", o.bleedMm));
    for (const auto& [what, v] :
         {std::pair{"across", o.backOffsetXMm}, std::pair{"down", o.backOffsetYMm}})
        if (!(v >= -10 && v <= 10))
            out.push_back(fmt::format("back offset {} {:g} mm: it is -10 to 10 mm", what, v));
    return out;
}

io::ProxySheet proxySheet(ProfileSession& session, const LoadedGame& game, const core::Deck& deck,
                          const ProxyOptions& options) {
    io::ProxySheet sheet;
    sheet.title = "Proxies: " + (deck.name.empty() ? game.game.name : deck.name);
    sheet.cardWidthMm = game.game.face.widthMm;
    sheet.cardHeightMm = game.game.face.heightMm;
    sheet.paper = options.paper;
    sheet.bleedMm = options.bleedMm;
    sheet.cropMarks = options.cropMarks;
    sheet.pagePerGroup = options.pagePerKind;
    sheet.backs = options.backs;
    sheet.back = cardBack(game);
    sheet.backOffsetXMm = options.backOffsetXMm;
    sheet.backOffsetYMm = options.backOffsetYMm;
    core::Availability owned;
    if (options.onlyMissing) owned = session.owned(game.game.id);
    const fs::path profileDir = session.profile().dir();
    for (const auto& section : deck.sections)
        for (const auto& e : section.entries) {
            if (!e.printing || e.quantity <= 0) continue;
            int copies = e.quantity;
            if (options.onlyMissing) {
                const auto have = owned.find(e.printing->foldedName);
                if (have != owned.end()) {
                    const int take = std::min(have->second, copies);
                    have->second -= take;
                    copies -= take;
                }
            }
            if (copies <= 0) continue;
            io::SheetCard card;
            card.face = core::cardFace(game.game, *e.printing);
            card.image = cachedPng(profileDir, game.game.id, *e.printing).string();
            card.copies = copies;
            card.group = kindOf(game.game, *e.printing);
            sheet.cards.push_back(std::move(card));
        }
    if (options.pagePerKind) {
        std::map<std::string, std::size_t> firstSeen;
        for (const auto& c : sheet.cards)
            firstSeen.try_emplace(c.group, firstSeen.size());
        std::stable_sort(sheet.cards.begin(), sheet.cards.end(),
                         [&](const io::SheetCard& a, const io::SheetCard& b) {
                             return firstSeen[a.group] < firstSeen[b.group];
                         });
    }
    return sheet;
}

Result<io::ProxyReport> writeProxies(ProfileSession& session, const LoadedGame& game,
                                     const core::Deck& deck, const ProxyOptions& options,
                                     const std::string& path) {
    Result<io::ProxyReport> out;
    for (auto& why : checkProxyOptions(options))
        out.errors.push_back({{path}, std::move(why)});
    if (!out.ok()) return out;
    const io::ProxySheet sheet = proxySheet(session, game, deck, options);
    if (sheet.cards.empty()) {
        out.errors.push_back({{path},
                              options.onlyMissing
                                  ? "the collection holds every card of the deck: no proxy to print"
                                  : "the deck has no card of the game to print"});
        return out;
    }
    return io::writeProxySheetPdf(sheet, path);
}

} // namespace deckhand::app
