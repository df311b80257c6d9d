// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/deck_reading.hpp"

#include "deckhand/io/file.hpp"

namespace deckhand::app {

io::DeckFormat deckListFormat(std::string_view bytes, const std::string& file, FormatBy by) {
    if (by == FormatBy::Content) return io::sniffDeckFormat(bytes);
    return io::deckFormatByContent(bytes, file);
}

Result<core::DeckList> readDeckList(std::string_view bytes, const std::string& file, FormatBy by) {
    return io::readDeck(bytes, deckListFormat(bytes, file, by), file);
}

Result<core::DeckList> readDeckListFile(const std::string& path) {
    auto bytes = io::readWholeFile(path);
    if (!bytes.ok()) return {{}, std::move(bytes.errors)};
    return readDeckList(bytes.value, path);
}

} // namespace deckhand::app
