// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/card_face.hpp"

#include "deckhand/core/text.hpp"

#include <algorithm>
#include <array>

namespace deckhand::core {

namespace {

// Muted, distinct frame colours that keep white text readable.
constexpr std::array<std::uint32_t, 10> kPalette = {
    0xB03A2E, 0x2E6FB0, 0x2E8B57, 0x8E44AD, 0xC27C0E,
    0x16808A, 0x7F5539, 0xA8326E, 0x4A5A8C, 0x5F7A1F,
};

const std::string& valueOf(const Game& game, const Printing& p, std::string_view id) {
    static const std::string none;
    const int i = game.fieldIndex(id);
    if (i < 0 || static_cast<std::size_t>(i) >= p.values.size()) return none;
    return p.values[static_cast<std::size_t>(i)];
}

std::string labelOf(const Game& game, std::string_view id) {
    const int i = game.fieldIndex(id);
    if (const FieldDef* f = game.fieldAt(i)) return f->label;
    std::string s(id);
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

} // namespace

std::uint32_t paletteColour(std::size_t index) {
    return kPalette[index % kPalette.size()];
}

CardFace cardFace(const Game& game, const Printing& p) {
    const CardFaceLayout& layout = game.face;
    CardFace face;
    face.textSize = layout.textSize;
    if (p.values.size() > FieldText) {
        face.name = p.name();
        face.text = p.text();
    }

    std::vector<std::string> kindFields = layout.kindFields;
    if (kindFields.empty())
        if (const FieldDef* f = game.fieldAt(game.kindFieldIndex())) kindFields.push_back(f->id);
    for (const auto& id : kindFields) {
        const std::string& v = valueOf(game, p, id);
        if (v.empty()) continue;
        face.kind += (face.kind.empty() ? "" : " - ") + v;
    }

    std::vector<std::string> statFields = layout.statFields;
    if (!layout.statsDeclared)
        for (const auto& f : game.fields)
            if (f.type == FieldType::Integer && statFields.size() < 4) statFields.push_back(f.id);
    for (const auto& id : statFields) {
        const std::string& v = valueOf(game, p, id);
        if (!v.empty()) face.stats.push_back({labelOf(game, id), v});
    }

    if (p.values.size() > FieldRarity) {
        face.footer = std::string(trim(p.set() + " " + p.number()));
        if (!p.rarity().empty()) face.footer += (face.footer.empty() ? "" : " - ") + p.rarity();
    }

    // The frame: the pack's colour for the value, else the palette by the value's place
    // among an enum field's values.
    std::string colourField = layout.colourField;
    if (colourField.empty() && !kindFields.empty()) colourField = kindFields.front();
    const std::string& value = valueOf(game, p, colourField);
    bool found = false;
    for (const auto& [v, rgb] : layout.colours)
        if (!found && !value.empty() && iequals(v, value)) {
            face.frame = rgb;
            found = true;
        }
    if (!found && !value.empty())
        if (const FieldDef* f = game.fieldAt(game.fieldIndex(colourField))) {
            const auto it = std::find(f->values.begin(), f->values.end(), value);
            if (it != f->values.end())
                face.frame = paletteColour(static_cast<std::size_t>(it - f->values.begin()));
        }
    return face;
}

} // namespace deckhand::core
