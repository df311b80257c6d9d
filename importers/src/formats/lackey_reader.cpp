// SPDX-License-Identifier: GPL-3.0-or-later

// LackeyCCG carddata.txt: a header line of column names, then one card per line, fields
// separated by tabs, no quoting.
#include "card_mapping.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/file.hpp"

#include <fmt/format.h>

namespace deckhand::io {

using detail::addError;
using detail::FieldMapper;
using detail::PrintingBuilder;

namespace {

std::vector<std::string_view> splitTabs(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t tab = line.find('\t', start);
        if (tab == std::string_view::npos) {
            out.push_back(line.substr(start));
            return out;
        }
        out.push_back(line.substr(start, tab - start));
        start = tab + 1;
    }
}

bool blank(std::string_view line) {
    return core::trim(line).empty();
}

} // namespace

Result<std::vector<core::Printing>> readLackey(std::string_view text, const core::Game& game,
                                               const std::string& file,
                                               const ReadProgress& progress) {
    return detail::toResult(detail::readLackeyData(text, game, file, progress));
}

CardData detail::readLackeyData(std::string_view text, const core::Game& game,
                                const std::string& file, const ReadProgress& progress) {
    CardData out;
    out.file = file;
    out.format = CardFormat::Lackey;
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    if (auto refused = notText(text, file)) {
        out.errors.push_back(std::move(*refused));
        out.broken = true;
        return out;
    }

    FieldMapper mapper(game, "lackey",
                       {{"name", "name"}, {"set", "set"}, {"rarity", "rarity"}, {"text", "text"}});
    mapper.numberByPosition();
    PrintingBuilder card(mapper);
    detail::PositionNumbers positions;
    std::vector<std::string> header;
    int line = 0;
    std::size_t at = 0;
    std::size_t nextReport = 1 << 20;
    while (at < text.size()) {
        if (out.errors.size() >= detail::kMaxCardErrors) {
            out.errors.push_back(
                {{file, line + 1, 1},
                 i18n::trf("reading stopped after {} errors: is this the right game's card data?",
                           detail::kMaxCardErrors)});
            out.broken = true;
            break;
        }
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        std::string_view row = text.substr(at, end - at);
        at = end + 1;
        ++line;
        if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
        if (blank(row)) continue;
        auto fields = splitTabs(row);
        if (header.empty()) {
            for (auto f : fields)
                header.emplace_back(core::trim(f));
            if (header.size() < 2) {
                out.errors.push_back(
                    {{file, line, 1},
                     i18n::tr("the first line is not a header of tab-separated column names "
                              "(a LackeyCCG carddata.txt starts with Name<tab>Set<tab>...)")});
                out.broken = true;
                return out;
            }
            continue;
        }
        if (fields.size() != header.size()) {
            addError(out.errors,
                     {{file, line, static_cast<int>(std::min(fields.size(), header.size())) + 1},
                      i18n::trf("this line has {} fields; the header has {}", fields.size(),
                                header.size())});
            continue;
        }
        card.clear();
        for (std::size_t col = 0; col < fields.size(); ++col)
            card.add(header[col], fields[col], line, static_cast<int>(col) + 1,
                     {PrintingBuilder::Label::Column});
        const std::string set = card.value(core::FieldSet);
        const int position = positions.next(set);
        core::Printing p;
        if (card.finish(p, file, line, 1, out.errors)) {
            if (p.number().empty()) positions.unnumbered(out.printings.size(), set, position);
            out.printings.push_back(std::move(p));
        }
        if (progress && at >= nextReport) {
            progress(at, text.size());
            nextReport = at + (1 << 20);
        }
    }
    if (header.empty() && out.errors.empty()) {
        out.errors.push_back(
            {{file, 1, 1},
             i18n::tr("the file is empty: a LackeyCCG carddata.txt starts with a header line")});
        out.broken = true;
    }
    if (progress) progress(text.size(), text.size());
    if (!out.broken) positions.apply(out.printings, file, out.errors, out.notes);
    if (out.broken) out.printings.clear();
    return out;
}

} // namespace deckhand::io
